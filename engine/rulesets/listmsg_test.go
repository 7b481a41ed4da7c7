package rulesets

import (
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// TestListCountMessages: a list of the wrong length says how many values it takes, in words
// that fit the form (rows of a table, not values separated by commas), and a list of a fixed
// length says its one number, never "from 3 to 3".
func TestListCountMessages(t *testing.T) {
	bad := []string{"comma", "zarez", "vessző"}
	n := 0
	for _, rs := range All() {
		for _, c := range rs.Calculators {
			for i := range c.Inputs {
				f := &c.Inputs[i]
				if !f.Kind.IsList() || (f.MinItems == 0 && f.MaxItems == 0) {
					continue
				}
				wrong := make([]int64, f.MaxItems+1)
				if f.MaxItems == 0 || f.MinItems > 0 {
					wrong = make([]int64, f.MinItems-1)
				}
				err := f.Check(wrong)
				if err == nil {
					continue
				}
				n++
				for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
					m := engine.ErrorMessage(err, l, "")
					for _, w := range bad {
						if strings.Contains(m, w) {
							t.Errorf("%s.%s (%s): %q speaks of %q", c.ID, f.Name, l, m, w)
						}
					}
					if f.MinItems == f.MaxItems {
						k := msg.Int(l, int64(f.MinItems))
						for _, r := range []string{k + " to " + k, k + " do " + k, k + "–" + k} {
							if strings.Contains(m, r) {
								t.Errorf("%s.%s (%s): %q, want the count %s once", c.ID, f.Name, l, m, k)
							}
						}
					}
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no list field checked")
	}
	// the Preferans ruling's three players' changes, counted by the core
	rs := Get("pref-club")
	c := rs.Calculator("pref.ruling")
	v := c.Inputs.Defaults()
	v[c.Inputs.Index("deltas")] = []int64{2, -2}
	_, err := c.Run(engine.NewParams(rs, nil), v)
	for _, l := range []msg.Lang{msg.SR, msg.HU} {
		m := engine.ErrorMessage(err, l, "")
		if err == nil || strings.Contains(m, "3 do 3") || strings.Contains(m, "3–3") || !strings.Contains(m, "3") {
			t.Errorf("pref.ruling with two deltas (%s): %q, want the count 3 once", l, m)
		}
	}
}
