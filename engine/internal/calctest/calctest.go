// Package calctest is the one test helper for running a calculator with named fields: the
// regulations' tests, the conformance adapters and Examples all set a form the same way.
package calctest

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/input"
	"arbiter/engine/msg"
)

// Fields sets fields by name over a calculator's defaults. A value is
//   - nil: the field is absent (an optional field);
//   - int, int64: a whole number, a date-time value, a card or an enum index;
//   - float64: a decimal (scaled by the field's precision);
//   - bool: a yes/no;
//   - string: an enum option's code; for any other kind, the text a director types in the form
//     (read by engine/input: "SAKQ2 HJ54 D765 C432", "4S by N, 10 tricks", "2026-03-14 18:00",
//     "420, 170, -50");
//   - []int64: a list's items as stored; []float64: a decimal list's items.
type Fields map[string]any

// Values returns c's defaults with set applied; a name or value c cannot take stops the test.
func Values(t testing.TB, c *engine.Calculator, set Fields) engine.Values {
	t.Helper()
	v, err := Build(c, set)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// Build is Values for a caller that must go on after a bad value (the conformance vectors,
// where an unknown option or an unreadable hand is the case's EINVALID): it returns c's
// defaults with set applied, or the error of the first name (in name order) c cannot take. A
// name c lacks and a Go type it cannot take are plain errors; an unknown option code and a text
// engine/input cannot read are *engine.Error EINVALID, wrapped with the calculator and field.
func Build(c *engine.Calculator, set Fields) (engine.Values, error) {
	v := c.Inputs.Defaults()
	names := make([]string, 0, len(set))
	for name := range set {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		x := set[name]
		i := c.Inputs.Index(name)
		if i < 0 {
			return nil, fmt.Errorf("%s has no field %q", c.ID, name)
		}
		f := &c.Inputs[i]
		switch y := x.(type) {
		case nil:
			v[i] = nil
		case int:
			v[i] = []int64{int64(y)}
		case int64:
			v[i] = []int64{y}
		case float64:
			v[i] = []int64{int64(math.Round(y * f.Scale()))}
		case bool:
			v[i] = []int64{0}
			if y {
				v[i] = []int64{1}
			}
		case string:
			if f.Kind == engine.KEnum {
				j := slices.Index(f.Options, y)
				if j < 0 {
					err := engine.InvalidKey(name, "err.enum", msg.A("options", strings.Join(f.Options, ", ")))
					err.Args[0].Value = msg.Ref(f.LabelKey())
					return nil, fmt.Errorf("%s.%s has no option %q (options %v): %w", c.ID, name, y, f.Options, err)
				}
				v[i] = []int64{int64(j)}
				continue
			}
			p, err := input.Parse(f, y)
			if err != nil {
				return nil, fmt.Errorf("%s.%s: %q: %w", c.ID, name, y, err)
			}
			v[i] = p
		case []int64:
			v[i] = y
		case []float64:
			l := make([]int64, len(y))
			for j, d := range y {
				l[j] = int64(math.Round(d * f.Scale()))
			}
			v[i] = l
		default:
			return nil, fmt.Errorf("%s.%s: unsupported value %T", c.ID, name, x)
		}
	}
	return v, nil
}

// Run runs calculator id of rs, at its newest data version with the club values club (nil:
// none), on its defaults with set applied.
func Run(t testing.TB, rs *engine.Ruleset, id string, set Fields, club map[string]float64) (*engine.Result, error) {
	t.Helper()
	c := rs.Calculator(id)
	if c == nil {
		t.Fatalf("%s has no calculator %s", rs.ID, id)
	}
	return c.Run(engine.NewParams(rs, club), Values(t, c, set))
}

// MustRun is Run that stops the test on an error and returns the result's outs flattened
// (engine.Result.Flat: "name" and "role.name").
func MustRun(t testing.TB, rs *engine.Ruleset, id string, set Fields, club map[string]float64) (map[string]any, *engine.Result) {
	t.Helper()
	res, err := Run(t, rs, id, set, club)
	if err != nil {
		t.Fatalf("%s(%v): %v", id, set, err)
	}
	return res.Flat(), res
}

// SameRuling reports whether a typed core's result says what the form's does:
// the same parties and outs, steps and decisions (the fields Calculator.Run fills in, such as the
// calculator and rule IDs, are the form's alone).
func SameRuling(core, form *engine.Result) bool {
	return reflect.DeepEqual(core.Parties, form.Parties) && reflect.DeepEqual(core.Steps, form.Steps) &&
		reflect.DeepEqual(core.Decisions, form.Decisions)
}

// EventFields holds a regulation's classification of its calculators' fields: want names, for
// every calculator of calcs, the fields that describe the event (marked .AsEvent(): the form
// fills them from the open event or the regulation); every other field describes the case and
// opens blank. A new calculator, or a field marked or unmarked, fails until the table says so:
// decide for each new field whether the director knows it from the event (form, top, boards of
// the match, pairs or teams, division, the starting bula) or from the case at hand (minutes,
// breaches, hands, results, times). An event field is never a list (a table opens with the
// case's rows). Each regulation package calls it from its eventfields_test.go.
func EventFields(t *testing.T, calcs []*engine.Calculator, want map[string][]string) {
	t.Helper()
	seen := map[string]bool{}
	for _, c := range calcs {
		seen[c.ID] = true
		w, ok := want[c.ID]
		if !ok {
			t.Errorf("calculator %s has no row in the event fields table (eventfields_test.go): name its event fields (nil when all describe the case)", c.ID)
			continue
		}
		var got []string
		for _, f := range c.Inputs {
			if f.Event {
				got = append(got, f.Name)
				if f.Kind.IsList() {
					t.Errorf("%s: %s is a list marked as an event field", c.ID, f.Name)
				}
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(w) {
			t.Errorf("%s: event fields %q, the table says %q: mark the field .AsEvent() in calculators.go, or fix the table", c.ID, got, w)
		}
	}
	for id := range want {
		if !seen[id] {
			t.Errorf("the event fields table names %s, which is not a calculator here", id)
		}
	}
	if len(calcs) == 0 {
		t.Error("no calculator: the table checks nothing")
	}
}
