package engine_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// tableCalc is one calculator with tables, with its ruleset.
type tableCalc struct {
	RS   *engine.Ruleset
	Calc *engine.Calculator
}

// allCalcs lists every calculator once, scoring tools first.
func allCalcs() []tableCalc {
	var out []tableCalc
	seen := map[string]bool{}
	for _, rs := range append([]*engine.Ruleset{rulesets.Scoring()}, rulesets.All()...) {
		for _, c := range rs.Calculators {
			if !seen[c.ID] {
				seen[c.ID] = true
				out = append(out, tableCalc{rs, c})
			}
		}
	}
	return out
}

// TestTablesCoverLists: every list field of every calculator is edited by exactly one table
// (no form shows a list as a text box of codes or parallel lists), every table field is a
// list of the schema, and every column is a scalar with its label and option labels in the
// catalogue.
func TestTablesCoverLists(t *testing.T) {
	n := 0
	for _, tc := range allCalcs() {
		c := tc.Calc
		for i := range c.Inputs {
			f := &c.Inputs[i]
			k := 0
			for j := range c.Tables {
				if c.Tables[j].Has(f.Name) {
					k++
				}
			}
			if f.Kind.IsList() && k != 1 {
				t.Errorf("%s: list field %s is in %d tables, want 1", c.ID, f.Name, k)
			}
			if !f.Kind.IsList() && k > 0 {
				t.Errorf("%s: field %s is not a list but in a table", c.ID, f.Name)
			}
		}
		ids := map[string]bool{}
		for j := range c.Tables {
			tb := &c.Tables[j]
			n++
			if ids[tb.ID] || tb.ID == "" {
				t.Errorf("%s: table ID %q empty or used twice", c.ID, tb.ID)
			}
			ids[tb.ID] = true
			for _, k := range []string{tb.Label, tb.Row} {
				if !msg.Has(k) {
					t.Errorf("%s/%s: message key %q is not in the catalogue", c.ID, tb.ID, k)
				}
			}
			if tb.RowFrom != "" && c.Inputs.Field(tb.RowFrom) == nil {
				t.Errorf("%s/%s: RowFrom %s is no field", c.ID, tb.ID, tb.RowFrom)
			}
			names := map[string]bool{}
			for _, col := range tb.Cells(1) {
				if col.Kind.IsList() {
					t.Errorf("%s/%s: column %s is a list", c.ID, tb.ID, col.Name)
				}
				if !msg.Has(col.LabelKey()) {
					t.Errorf("%s/%s: column %s: label %q is not in the catalogue", c.ID, tb.ID, col.Name, col.LabelKey())
				}
				if names[col.Name] && tb.Kind != engine.TableCross {
					t.Errorf("%s/%s: two columns named %s", c.ID, tb.ID, col.Name)
				}
				names[col.Name] = true
				if col.List != "" && !tb.Has(col.List) {
					t.Errorf("%s/%s: column %s on %s", c.ID, tb.ID, col.Name, col.List)
				}
			}
			for _, l := range tb.Fields() {
				if f := c.Inputs.Field(l); f == nil || !f.Kind.IsList() {
					t.Errorf("%s/%s: %s is not a list field of the schema", c.ID, tb.ID, l)
				}
			}
		}
	}
	// every list field is a column of a table of its calculator: no screen shows a list as a
	// text box of codes or parallel lists
	for _, rs := range append([]*engine.Ruleset{rulesets.Scoring()}, rulesets.All()...) {
		for _, c := range rs.Calculators {
			for _, f := range c.Inputs {
				if !f.Kind.IsList() {
					continue
				}
				in := false
				for j := range c.Tables {
					in = in || c.Tables[j].Has(f.Name)
				}
				if !in {
					t.Errorf("%s: list field %s is in no table", c.ID, f.Name)
				}
			}
		}
	}
	if n == 0 {
		t.Error("no table: the test checked nothing")
	}
}

// TestTablesRoundTrip: a table reads the defaults into rows and writes them back to the same
// values, item for item; random rows written, read and written again give the same values.
// The table is presentation only: the values it writes are the ones a link or a log carries.
func TestTablesRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	for _, tc := range allCalcs() {
		c := tc.Calc
		for j := range c.Tables {
			tb := &c.Tables[j]
			t.Run(c.ID+"/"+tb.ID, func(t *testing.T) {
				def := c.Inputs.Defaults()
				rows, errs := tb.Read(c.Inputs, def)
				if len(errs) > 0 {
					t.Fatalf("Read(defaults): %v", errs[0].Err)
				}
				got, errs := tb.Write(c.Inputs, def, rows)
				if len(errs) > 0 {
					t.Fatalf("Write(Read(defaults)): row %d col %d: %v", errs[0].Row, errs[0].Col, errs[0].Err)
				}
				for _, l := range tb.Fields() {
					i := c.Inputs.Index(l)
					if !reflect.DeepEqual(got[i], def[i]) {
						t.Errorf("%s: defaults %v written back as %v", l, def[i], got[i])
					}
				}
				lo, hi := tb.RowLimits(c.Inputs)
				if hi == 0 || hi > 12 {
					hi = 12
				}
				for k := 0; k < 50; k++ {
					n := lo + rng.IntN(hi-lo+1)
					rows := randomRows(rng, tb, n)
					v1, errs := tb.Write(c.Inputs, def, rows)
					if len(errs) > 0 {
						continue // a combination the pack refuses (tricks over ten)
					}
					back, errs := tb.Read(c.Inputs, v1)
					if len(errs) > 0 {
						t.Fatalf("Read(Write(%v)): %v", rows, errs[0].Err)
					}
					v2, errs := tb.Write(c.Inputs, def, back)
					if len(errs) > 0 {
						t.Fatalf("Write(Read(Write(%v))): %v", rows, errs[0].Err)
					}
					if !reflect.DeepEqual(v1, v2) {
						t.Fatalf("rows %v: written %v, read back and written %v", rows, v1, v2)
					}
					if _, err := engine.NewInput(c.Inputs, v1); err != nil {
						t.Fatalf("rows %v: written values fail the schema: %v", rows, err)
					}
				}
			})
		}
	}
}

func randomRows(rng *rand.Rand, tb *engine.Table, n int) []engine.Values {
	rows := make([]engine.Values, n)
	for r := range rows {
		cells := tb.Cells(n)
		rows[r] = make(engine.Values, len(cells))
		for j, col := range cells {
			var x int64
			switch col.Kind {
			case engine.KEnum:
				x = rng.Int64N(int64(len(col.Options)))
			case engine.KBool:
				x = rng.Int64N(2)
			default:
				x = col.Min + rng.Int64N(col.Max-col.Min+1)
			}
			rows[r][j] = []int64{x}
		}
	}
	return rows
}

// A Write error names its row and column: a tricks total over ten in a Preferans hand, a
// blank required cell, an odd bula change (through Check), a partly filled cross-table.
func TestTableErrorsPositioned(t *testing.T) {
	pref := rulesets.Get("pref-club")
	sheet := pref.Calculator("pref.sheet")
	hands := &sheet.Tables[0]
	def := sheet.Inputs.Defaults()
	rows, _ := hands.Read(sheet.Inputs, def)
	rows[1] = engine.Values{{0}, {0}, {0}, {0}, {7}, {5}, {3}} // player 1: 7 + 5 tricks
	if _, errs := hands.Write(sheet.Inputs, def, rows); len(errs) != 1 || errs[0].Row != 1 || errs[0].Col != hands.Col("left_tricks") {
		t.Errorf("7 + 5 tricks: errors %+v, want row 1, column left_tricks", errs)
	}
	rows[1][4] = nil
	if _, errs := hands.Write(sheet.Inputs, def, rows); len(errs) == 0 || errs[0].Row != 1 || errs[0].Col != 4 {
		t.Errorf("blank tricks: errors %+v, want row 1, column 4", errs)
	}

	rul := &sheet.Tables[1]
	v, _ := sheet.Inputs.With(map[string][]int64{"rulings": {2, 0, 3, 0, 9, 0, 0, 0}})
	in, err := engine.NewInput(sheet.Inputs, v)
	if err != nil {
		t.Fatal(err)
	}
	errs := rul.CheckRows(engine.NewParams(pref, nil), in)
	want := []string{"0/2 table.err.multiple", "1/0 table.err.after", "1/-1 table.err.all-zero"}
	var got []string
	for _, e := range errs {
		got = append(got, fmt.Sprintf("%d/%d %s", e.Row, e.Col, e.Err.Key))
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("rulings check = %v, want %v", got, want)
	}

	ocsb := rulesets.Get("ocsb-kmor-2018")
	rk := ocsb.Calculator("ocsb.ranking")
	st := &rk.Tables[0]
	rdef := rk.Inputs.Defaults()
	srows, errs := st.Read(rk.Inputs, rdef)
	if len(errs) > 0 || len(srows) != 4 || len(srows[0]) != 3+4 {
		t.Fatalf("ranking rows %v, errors %v", srows, errs)
	}
	srows[2][3+1] = nil
	if _, errs := st.Write(rk.Inputs, rdef, srows); len(errs) != 1 || errs[0].Row != 2 || errs[0].Col != 4 {
		t.Errorf("a blank cross cell: errors %+v, want row 2, column 4", errs)
	}
	for _, r := range srows {
		for c := 3; c < len(r); c++ {
			r[c] = nil
		}
	}
	if v, errs := st.Write(rk.Inputs, rdef, srows); len(errs) > 0 || v[rk.Inputs.Index("h2h")] != nil {
		t.Errorf("a blank cross-table: %v, errors %v, want no head-to-head results", v, errs)
	}
}

// The derived values come from the engine: the bula after a Preferans sheet's last hand is the
// sheet's final bula, a jury book's fines are ZTLog's, a cross-table warns where a row's total
// is not the team's VP total, and a traveller's rows show the result's line parties.
func TestTableInfo(t *testing.T) {
	pref := rulesets.Get("pref-club")
	sheet := pref.Calculator("pref.sheet")
	p := engine.NewParams(pref, nil)
	v := sheet.Inputs.Defaults()
	in, _ := engine.NewInput(sheet.Inputs, v)
	res, err := sheet.Run(p, v)
	if err != nil {
		t.Fatal(err)
	}
	info := sheet.Tables[0].Info(p, in, res, 4)
	last := info[3].Notes
	var b [3]any
	for _, n := range last {
		if n.Key == "table.note.bula" {
			for i := range b {
				b[i] = n.Args[i].Value
			}
		}
	}
	for i, pt := range res.Parties {
		o, _ := pt.Out("bula")
		if fmt.Sprint(b[i]) != fmt.Sprint(o.Num) {
			t.Errorf("player %d: bula after hand 4 = %v, the sheet's final bula %v", i+1, b[i], o.Num)
		}
	}

	ocsb := rulesets.Get("ocsb-kmor-2018")
	rk := ocsb.Calculator("ocsb.ranking")
	rv := rk.Inputs.Defaults()
	rin, _ := engine.NewInput(rk.Inputs, rv)
	rres, _ := rk.Run(engine.NewParams(ocsb, nil), rv)
	rinfo := rk.Tables[0].Info(engine.NewParams(ocsb, nil), rin, rres, 4)
	for i, ri := range rinfo {
		if len(ri.Notes) != 1 || !ri.Notes[0].Warn {
			t.Errorf("team %d: notes %+v, want a warning (VP totals are the season's)", i+1, ri.Notes)
		}
		if ri.Party == nil || ri.Party.Name != fmt.Sprint(i+1) || len(ri.Party.Outs) != 2 {
			t.Errorf("team %d: party %+v, want the team's rank and decider", i+1, ri.Party)
		}
	}
	// a round robin whose totals are the rows
	set, _ := rk.Inputs.With(map[string][]int64{"vp": {3000, 2000, 2000, 1000}, "h2h": {0, 1000, 1000, 1000, 1000, 0, 500, 500, 1000, 500, 0, 500, 0, 500, 500, 0}})
	rin, _ = engine.NewInput(rk.Inputs, set)
	for i, ri := range rk.Tables[0].Info(engine.NewParams(ocsb, nil), rin, nil, 4) {
		if len(ri.Notes) != 1 || ri.Notes[0].Warn {
			t.Errorf("team %d: notes %+v, want the total confirmed", i+1, ri.Notes)
		}
	}

	sc := rulesets.Scoring()
	tr := sc.Calculator("scoring.traveller")
	tv := tr.Inputs.Defaults()
	tin, _ := engine.NewInput(tr.Inputs, tv)
	tres, _ := tr.Run(engine.NewParams(sc, nil), tv)
	for i, ri := range tr.Tables[0].Info(engine.NewParams(sc, nil), tin, tres, 6) {
		if ri.Party == nil || len(ri.Party.Outs) != 3 || ri.Party.Outs[0].Name != "score" {
			t.Errorf("result %d: %+v, want score, matchpoints and percentage", i+1, ri.Party)
		}
	}
}
