package rulesets

import (
	"fmt"
	"slices"
	"testing"

	"arbiter/engine"
)

// TestFormDeclarations: every calculator's When and Assume declarations are sound
// (engine.Schema.CheckForm): a condition names an enum field of the same form and options it
// has; an assumed value is a value of its field.
func TestFormDeclarations(t *testing.T) {
	for _, rs := range all() {
		for _, c := range rs.Calculators {
			for _, bad := range c.Inputs.CheckForm() {
				t.Errorf("%s %s: %s", rs.ID, c.ID, bad)
			}
		}
	}
}

// outcome is what a run gives, as text: the parties, steps and decisions, or the error.
func outcome(c *engine.Calculator, p *engine.Params, v engine.Values) (string, bool) {
	res, err := c.Run(p, v)
	if err != nil {
		return "error " + err.Error(), false
	}
	return fmt.Sprintf("%v|%v|%v", res.Parties, res.Steps, res.Decisions), true
}

// trials are the values a field is tried with: its default, its bounds and between, every
// option, both answers, and blank when it may be.
func trials(f *engine.Field) [][]int64 {
	var out [][]int64
	if f.Default != nil {
		out = append(out, f.Default)
	}
	switch f.Kind {
	case engine.KInt, engine.KDecimal, engine.KDateTime:
		out = append(out, []int64{f.Min}, []int64{f.Max}, []int64{f.Min + (f.Max-f.Min)/3}, []int64{f.Min + 1})
	case engine.KEnum:
		for j := range f.Options {
			out = append(out, []int64{int64(j)})
		}
	case engine.KBool:
		out = append(out, []int64{0}, []int64{1})
	case engine.KIntList, engine.KDecList:
		out = append(out, []int64{f.Min}, []int64{f.Max, f.Min}, []int64{f.Min + 1, f.Min, f.Max})
	}
	if f.Optional || (f.Kind.IsList() && f.MinItems == 0) {
		out = append(out, nil)
	}
	var ok [][]int64
	for _, x := range out {
		if f.Check(x) == nil {
			ok = append(ok, x)
		}
	}
	return ok
}

// TestWhenHolds: a field declared to apply only in some modes changes nothing of the result in
// the others, so that the form may hide it and compute with any value (engine.Schema.Complete):
// for each option of the condition where the field does not apply, the worked example with that
// option (the other blanks completed as the form completes them) computes, and gives the same
// parties, steps and decisions whatever value the field holds.
func TestWhenHolds(t *testing.T) {
	seen := map[string]bool{}
	n := 0
	for _, rs := range all() {
		p := engine.NewParams(rs, nil)
		for _, c := range rs.Calculators {
			if seen[c.ID] {
				continue
			}
			seen[c.ID] = true
			s := c.Inputs
			for i := range s {
				w := s[i].When
				if w == nil {
					continue
				}
				k := s.Index(w.Field)
				for o, code := range s[k].Options {
					if slices.Contains(w.Options, code) {
						continue
					}
					base := s.Defaults()
					base[k] = []int64{int64(o)}
					for j := range s { // a blank optional field that applies: its lowest value, so the mode computes
						if base[j] == nil && s[j].Optional && s.Applies(j, base) && !s[j].Kind.IsList() && s[j].When != nil {
							base[j] = []int64{s[j].Min}
						}
					}
					base = s.Complete(base)
					want, ok := outcome(c, p, base)
					if !ok {
						t.Errorf("%s with %s = %s: the worked example does not compute (%s), so %s's When is not shown to hold", c.ID, w.Field, code, want, s[i].Name)
						continue
					}
					for _, x := range trials(&s[i]) {
						v := slices.Clone(base)
						v[i] = x
						if got, _ := outcome(c, p, v); got != want {
							t.Errorf("%s with %s = %s, %s = %v: got %s, want %s (the field does not apply there, its When says)", c.ID, w.Field, code, s[i].Name, x, got, want)
						}
						n++
					}
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no calculator declares a When: nothing was tried")
	}
}
