package rulesets_test

import (
	"sort"
	"testing"

	"arbiter/engine/internal/shared"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	// every package that registers messages, so that msg.Keys holds the engine's whole catalogue
	_ "arbiter/engine/cards"
	_ "arbiter/engine/club"
	_ "arbiter/engine/eventlog"
	_ "arbiter/engine/input"
	_ "arbiter/engine/link"
)

// TestNoSeedCopy fails if any 8-word sequence of a seed text appears in any registered message
// of the engine, in any language, or in a ruleset's name: the product's texts are its own. Words
// are lower-case runs of letters, marks and digits: case, punctuation and whitespace do not
// count. The seed texts are SEEDS_DIR/*.txt, else ../shared/seeds/*.txt from the repository
// root, else (on a clone alone) the repository's hashes of their 8-word sequences
// (engine/internal/shared).
func TestNoSeedCopy(t *testing.T) {
	seeds := shared.LoadSeeds(t)
	t.Logf("seed texts from %s: %v", seeds.From, seeds.Files())
	// the check itself: a seed sentence with other case, punctuation and spacing is caught
	probe := shared.FromTexts(map[string]string{"probe.txt": "Egy kettő, három: négy öt hat hét nyolc kilenc."})
	if seq, _, ok := probe.Copy("« EGY ,\n  KETTŐ HÁROM NÉGY—ÖT HAT HÉT NYOLC! »"); !ok || seq != "egy kettő három négy öt hat hét nyolc" {
		t.Fatalf("the normalised seed sequence is not found: got %q, %v", seq, ok)
	}
	for _, f := range seeds.Files() {
		if seeds.Len(f) == 0 {
			t.Errorf("seed %s has no 8-word sequence", f)
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
		if seq, file, ok := seeds.Copy(texts[k]); ok {
			t.Errorf("%s copies %s: %q", k, file, seq)
		}
	}
}
