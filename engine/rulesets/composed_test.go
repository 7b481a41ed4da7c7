package rulesets

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/msg"
)

// composedAllowed are the only places a message key may be composed from a literal piece and a
// variable, by file and piece (see engine/keys.go): the keys the model derives from a
// regulation's identifiers, each made in one function, and one left for now to its file's
// owner. Every other key is looked up in a name table where it is written out
// (engine/msg/names.go, app/texts/names.go, engine.MarkLegendKey).
var composedAllowed = map[string]map[string]string{
	"engine/model.go": {`"calc."`: "Calculator.TitleKey: calc.<calcID>"},
	"engine/out.go": {
		`".val."`: "Out.Text: <calcID>.val.<name>.<code>",
		`"val."`:  "Out.Text: val.<name>.<code>",
		`".out."`: "OutLabel: <calcID>.out.<name>",
		`"out."`:  "OutLabel: out.<name>",
	},
	"engine/keys.go": {`"param."`: "Param.NameKey and Param.CodeKey: param.<key>, param.<key>.<code>"},
	// left to the file's owner: the from-log form's parties
}

// forNow opens the reason of an allowance that is to go: it may go unused.
const forNow = "for now: "

// TestKeysNotComposed: no non-test code of the engine or the app builds a message key from a
// literal piece and a variable ("party."+role, calcID+".out."+name, "app.dl.h.%s"), except in
// the places composedAllowed lists, so that a search for a key the app shows finds the code
// that shows it. A piece is taken for a key's when a registered key begins with it (or, for an
// inner piece like ".out.", holds it), when it is in the app's namespace "app." (the app's keys
// are not registered here), or when it opens a namespace of derived keys (calc., out., val.,
// param.).
func TestKeysNotComposed(t *testing.T) {
	shipped() // every ruleset's messages
	// the model's namespaces of derived keys count even while no key of theirs is registered
	prefixes := map[string]bool{"calc.": true, "out.": true, "val.": true, "param.": true}
	infixes := map[string]bool{".out.": true, ".val.": true}
	for _, k := range msg.Keys() {
		for i := range len(k) {
			if k[i] != '.' {
				continue
			}
			prefixes[k[:i+1]] = true
			for j := i + 1; j < len(k); j++ {
				if k[j] == '.' {
					infixes[k[i:j+1]] = true
				}
			}
		}
	}
	const seg = `[a-z0-9_-]+`
	head := regexp.MustCompile(`("[a-z]` + `[a-z0-9_-]*(?:\.` + seg + `)*\.)(?:"\s*\+|%[sdvq])`) // "party."+ or "app.dl.h.%s"
	inner := regexp.MustCompile(`\+\s*("(?:\.` + seg + `)+\.")`)                                 // + ".out."
	seen := map[string]map[string]bool{}
	var found []string
	for _, root := range []string{"..", filepath.Join("..", "..", "app")} {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && p != root && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), "_") || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return nil
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			rel := filepath.ToSlash(p)
			rel = strings.TrimPrefix(rel, "../../")
			if strings.HasPrefix(rel, "../") {
				rel = "engine/" + strings.TrimPrefix(rel, "../")
			}
			for n, line := range strings.Split(string(b), "\n") {
				if strings.HasPrefix(strings.TrimSpace(line), "//") {
					continue
				}
				var pieces []string
				for _, m := range head.FindAllStringSubmatch(line, -1) {
					if piece := m[1][1:]; prefixes[piece] || strings.HasPrefix(piece, "app.") {
						pieces = append(pieces, m[1]+`"`)
					}
				}
				for _, m := range inner.FindAllStringSubmatch(line, -1) {
					if infixes[strings.Trim(m[1], `"`)] {
						pieces = append(pieces, m[1])
					}
				}
				for _, piece := range pieces {
					if composedAllowed[rel][piece] != "" {
						if seen[rel] == nil {
							seen[rel] = map[string]bool{}
						}
						seen[rel][piece] = true
						continue
					}
					found = append(found, rel+":"+strconv.Itoa(n+1)+": "+piece+" + …: "+strings.TrimSpace(line))
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	sort.Strings(found)
	for _, f := range found {
		t.Errorf("%s\n\ta message key composed from a piece and a variable: look it up in a name table where the key is written out", f)
	}
	for file, pieces := range composedAllowed {
		for piece, why := range pieces {
			if !seen[file][piece] && !strings.HasPrefix(why, forNow) {
				t.Errorf("%s no longer composes %s (%s): take it off composedAllowed", file, piece, why)
			}
		}
	}
}
