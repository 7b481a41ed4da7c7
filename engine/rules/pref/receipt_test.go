package pref

import (
	"slices"
	"testing"

	"arbiter/engine"
)

// TestReceiptRoutes: the club's rules give a way past a judge's ruling, and the receipt names it:
// "Eventualne žalbe rešavaju Većnici" (the summary that opens the text; the Većnici are named in
// Pref. 1.2), "Većnik može preinačiti presudu sudije tokom suđenja" (Pref. 5.2), and a ruling
// may be changed only for an obvious error, "presude koja je različita od namere sudije"
// (Pref. 1.8). An in-game ruling keeps the one time limit the rules set, before the end of the
// next hand (Pref. 3).
func TestReceiptRoutes(t *testing.T) {
	p := engine.NewParams(Ruleset, nil)
	inGame := []string{"pref.ruling", "pref.go-bula", "pref.sheet"}
	for _, c := range Ruleset.Calculators {
		d := Deadline(p, c.ID, engine.DeadlineFacts{})
		kind := engine.DeadlineNone
		if slices.Contains(inGame, c.ID) {
			kind = engine.DeadlineNextHand
		}
		if d.Kind != kind || d.Remedy != "pref.route.vecnici" || d.DecidedBy != "pref.route.vecnici-by" || d.Timed() {
			t.Errorf("Deadline(%s) = %s %q by %q, want %s %q by %q", c.ID, d.Kind, d.Remedy, d.DecidedBy, kind,
				"pref.route.vecnici", "pref.route.vecnici-by")
		}
		var keys []string
		for _, s := range d.Steps {
			keys = append(keys, s.Key)
		}
		for _, k := range []string{"pref.step.receipt-vecnici", "pref.step.receipt-vecnik-change", "pref.step.receipt-obvious-error"} {
			if !slices.Contains(keys, k) {
				t.Errorf("Deadline(%s) steps %v, want %s", c.ID, keys, k)
			}
		}
		if slices.Contains(keys, "pref.step.receipt-final") {
			t.Errorf("Deadline(%s) still says no appeal: %v", c.ID, keys)
		}
	}
}
