package rulesets

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"arbiter/engine/msg"
)

// TestKeysFindable: every message key of the engine's catalogue is written out literally (as an
// entry of a message table, or as the named constant a table uses), and no key is an entry of
// more than one file's tables, so that a search for a key the app shows finds its text. The one
// exception is an enum option's label (Field.OptionKey: the field's label key, a dot, the
// option's code), which may be derived.
func TestKeysFindable(t *testing.T) {
	shipped() // build every ruleset: their Load registers their messages
	options := map[string]bool{}
	for _, rs := range shipped() {
		for _, c := range rs.Calculators {
			for i := range c.Inputs {
				f := &c.Inputs[i]
				for j := range f.Options {
					options[f.OptionKey(j)] = true
				}
			}
		}
	}
	// entries[key] = the files that hold `{"key", msg.Text{` or `"key": {` (a table entry)
	entries := map[string][]string{}
	var sources strings.Builder // every non-test file of the engine
	entry := regexp.MustCompile(`(?:\{\s*"([^"\s]+)"\s*,\s*(?:msg\.Text|msg\.T|T)\s*\{|"([^"\s]+)"\s*:\s*(?:msg\.Text\s*)?\{)`)
	root := filepath.Join("..")
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || d.Name() == "internal") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		sources.Write(b)
		seen := map[string]bool{}
		for _, m := range entry.FindAllStringSubmatch(string(b), -1) {
			k := m[1] + m[2]
			if !seen[k] {
				seen[k] = true
				entries[k] = append(entries[k], p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	src := sources.String()
	var missing, twice []string
	for _, k := range msg.Keys() {
		if strings.HasPrefix(k, "app.") {
			continue // the app's keys: app/texts, map literals
		}
		switch n := len(entries[k]); {
		case n == 0 && !options[k] && !strings.Contains(src, `"`+k+`"`):
			missing = append(missing, k)
		case n > 1:
			twice = append(twice, k+" ("+strings.Join(entries[k], ", ")+")")
		}
	}
	sort.Strings(missing)
	for _, k := range twice {
		t.Errorf("message key %s is written as a table entry in more than one file", k)
	}
	if len(missing) > 0 {
		byNS := map[string]int{}
		for _, k := range missing {
			byNS[strings.SplitN(k, ".", 2)[0]]++
		}
		t.Errorf("%d of %d message keys are not written out anywhere (by namespace: %v); write each out literally in its messages.go, e.g. %s", len(missing), len(msg.Keys()), byNS, strings.Join(missing[:min(len(missing), 12)], ", "))
	}
}
