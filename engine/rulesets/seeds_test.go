package rulesets_test

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	// every package that registers messages, so that msg.Keys holds the engine's whole catalogue
	_ "arbiter/engine/cards"
	_ "arbiter/engine/club"
	_ "arbiter/engine/eventlog"
	_ "arbiter/engine/input"
	_ "arbiter/engine/link"
)

// seedWords splits a text into lower-case words of letters and digits: case, punctuation and
// whitespace do not count.
var seedWordRE = regexp.MustCompile(`[\p{L}\p{M}\p{N}]+`)

func seedWords(s string) []string { return seedWordRE.FindAllString(strings.ToLower(s), -1) }

// seedN is the length of a word sequence that counts as a copy.
const seedN = 8

// TestNoSeedCopy fails if any 8-word sequence of a seed text (SEEDS_DIR, default
// ../shared/seeds from the repository root) appears in any registered message of the engine, in
// any language, or in a ruleset's name: the product's texts are its own.
func TestNoSeedCopy(t *testing.T) {
	dir := os.Getenv("SEEDS_DIR")
	explicit := dir != ""
	if !explicit {
		dir = filepath.Join("..", "..", "..", "shared", "seeds") // the repository root is ../..
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(files) == 0 {
		if explicit {
			t.Fatalf("SEEDS_DIR=%s: no *.txt seed texts", dir)
		}
		t.Skipf("no seed texts in %s (set SEEDS_DIR)", dir)
	}
	seed := map[string]string{} // sequence → seed file
	var first []byte
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = b
		}
		w := seedWords(string(b))
		for i := 0; i+seedN <= len(w); i++ {
			seed[strings.Join(w[i:i+seedN], " ")] = filepath.Base(f)
		}
	}
	// the check itself: a seed sentence with other case, punctuation and spacing is caught
	if w := seedWords(string(first)); len(w) >= seedN {
		probe := "« " + strings.ToUpper(strings.Join(w[:seedN], " ,\n  ")) + "! »"
		if seq := strings.Join(seedWords(probe), " "); seed[seq] == "" {
			t.Fatalf("the normalised seed sequence %q of %q is not found", seq, probe)
		}
	}
	texts := map[string]string{}
	for _, k := range msg.Keys() {
		tx, _ := msg.Lookup(k)
		texts[k+" (en)"], texts[k+" (sr)"], texts[k+" (hu)"] = tx.En, tx.Sr, tx.Hu
	}
	for _, rs := range append(rulesets.All(), rulesets.Scoring()) {
		texts["ruleset "+rs.ID+" name (en)"], texts["ruleset "+rs.ID+" name (sr)"], texts["ruleset "+rs.ID+" name (hu)"] = rs.Names.En, rs.Names.Sr, rs.Names.Hu
	}
	keys := make([]string, 0, len(texts))
	for k := range texts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		ws := seedWords(texts[k])
		for i := 0; i+seedN <= len(ws); i++ {
			if seq := strings.Join(ws[i:i+seedN], " "); seed[seq] != "" {
				t.Errorf("%s copies %s: %q", k, seed[seq], seq)
				break
			}
		}
	}
}
