package pbn

import (
	"math"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// TestWriteEveryCalculator: a ruling of every calculator of every regulation (its result for
// the form's defaults) goes out as PBN in the export format and comes back the same: its
// label, calculator, rules and every out (role, name, unit, decimals, and the value to those
// decimals, a code or a yes/no); and its CSV reads.
func TestWriteEveryCalculator(t *testing.T) {
	n := 0
	for _, rs := range rulesets.All() {
		for ci := range rs.Calculators {
			c := rs.Calculators[ci]
			res, err := c.Run(engine.NewParams(rs, nil), c.Inputs.Defaults())
			if err != nil {
				continue // its defaults are no case (a required field)
			}
			outs := eventlog.Summary(res)
			if len(outs) == 0 {
				continue
			}
			n++
			ev := &eventlog.Event{ID: "e", Name: rs.ID, Date: "2026-12-01", Ruleset: rs.ID}
			in := eventlog.Incident{Event: "e", Number: 1, Board: 1, Calculator: c.ID, Result: outs, Status: eventlog.Active}
			o := ExportOptions{Lookup: rulesets.Get, Lang: msg.EN}
			data := Write(ev, []eventlog.Incident{in}, nil, o)
			if bad := checkExport(data); len(bad) > 0 {
				t.Errorf("%s: %s", c.ID, strings.Join(bad, "; "))
			}
			f, err := Parse(data)
			if err != nil {
				t.Fatalf("%s: %v", c.ID, err)
			}
			got, err := ReadRulings(f)
			if err != nil || len(got) != 1 {
				t.Fatalf("%s: read back %d rulings, %v", c.ID, len(got), err)
			}
			r := got[0]
			want := Rulings(ev, []eventlog.Incident{in}, o)[0]
			if r.Label != want.Label || r.Calculator != c.ID || strings.Join(r.Rules, " ") != strings.Join(want.Rules, " ") || len(r.Outs) != len(outs) {
				t.Errorf("%s: read back %+v, want %+v", c.ID, r, want)
				continue
			}
			for i, w := range outs {
				g := r.Outs[i]
				p := math.Pow(10, float64(w.Prec))
				same := g.Role == w.Role && g.Name == w.Name && g.Code == w.Code && (g.Bool == nil) == (w.Bool == nil) &&
					(g.Bool == nil || *g.Bool == *w.Bool)
				if w.IsNum() {
					same = same && g.Unit == w.Unit && g.Prec == w.Prec && math.Round(g.Num*p) == math.Round(w.Num*p)
				}
				if !same {
					t.Errorf("%s: out %d read back %+v, want %+v", c.ID, i, g, w)
				}
			}
			if csv := CSV(ev, []eventlog.Incident{in}, o); len(csv) == 0 {
				t.Errorf("%s: no CSV", c.ID)
			}
		}
	}
	if n < 20 {
		t.Errorf("only %d calculators gave a result to write", n)
	}
	t.Logf("%d calculators' rulings written and read back", n)
}
