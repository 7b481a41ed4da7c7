//go:build !wasm

package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestNoCalculatorInApp: the app holds no calculator knowledge. No string literal of its
// non-test code is a calculator ID or a regulation's ID; tables, labels and derived values come
// from the engine's data. ("scoring", the scoring tools' ruleset, is also a group's key.)
func TestNoCalculatorInApp(t *testing.T) {
	ids := map[string]bool{}
	for _, e := range rulesets.Index() {
		ids[e.ID] = true
	}
	all, _ := screens()
	for _, sc := range all {
		ids[sc.Calc.ID] = true
	}
	files, _ := filepath.Glob("*.go")
	more, _ := filepath.Glob("internal/*/*.go")
	for _, p := range append(files, more...) {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil && ids[s] {
					t.Errorf("%s: the literal %q names a calculator or regulation", p, s)
				}
			}
			return true
		})
	}
}

// TestTableForms: on every screen with a list field, the default form shows its lists as
// tables (no text box of codes or parallel lists), in rows mode, with the defaults' values to
// the item, and the result the calculator gives for its defaults.
func TestTableForms(t *testing.T) {
	all, _ := screens()
	n := 0
	for _, sc := range all {
		hasList := false
		for _, f := range sc.Calc.Inputs {
			hasList = hasList || f.Kind.IsList()
		}
		if !hasList {
			continue
		}
		n++
		for _, l := range msg.Langs {
			st := newFormState(sc.RS, sc.Calc, nil, l)
			if st.res == nil {
				t.Fatalf("%s %s: no result for the defaults (%v, %v)", sc.Calc.ID, l, st.runErr, st.errs)
			}
			for _, ts := range st.tables {
				if ts.paste {
					t.Errorf("%s %s: table %s opens in paste mode", sc.Calc.ID, l, ts.t.ID)
				}
				for _, name := range ts.t.Fields() {
					i := sc.Calc.Inputs.Index(name)
					if want := sc.RS.Default(&sc.Calc.Inputs[i]); !reflect.DeepEqual(st.vals[i], want) {
						t.Errorf("%s: %s = %v, want the default %v", sc.Calc.ID, name, st.vals[i], want)
					}
				}
			}
			cf := &calcForm{Lang: l, RS: sc.RS, Calc: sc.Calc, st: st}
			h := app.HTMLString(cf.Render())
			if strings.Contains(h, "<textarea") {
				t.Errorf("%s %s: the default view has a text area", sc.Calc.ID, l)
			}
			if !strings.Contains(h, `class="tbl"`) && !strings.Contains(h, "-empty") {
				t.Errorf("%s %s: no table drawn", sc.Calc.ID, l)
			}
		}
	}
	if n == 0 {
		t.Error("no screen with a list field: the test checked nothing")
	}
}

// formWith opens calculator id's form (in its first ruleset) in l.
func formWith(t *testing.T, id string, l msg.Lang) (*engine.Ruleset, *engine.Calculator, formState) {
	t.Helper()
	all, _ := screens()
	for _, sc := range all {
		if sc.Calc.ID == id {
			return sc.RS, sc.Calc, newFormState(sc.RS, sc.Calc, nil, l)
		}
	}
	t.Fatalf("no calculator %s", id)
	return nil, nil, formState{}
}

// Editing a table is editing the field's values: a cell, a new row from the one before, a
// deleted row and its undo, a cross-table's team and its column.
func TestTableEdits(t *testing.T) {
	rs, calc, st := formWith(t, "pref.sheet", msg.EN)
	hands := st.tables[0]
	hi := calc.Inputs.Index("hands")
	before := append([]int64(nil), st.vals[hi]...)
	hands.addRow(msg.EN)
	st.compute(rs, calc)
	if len(st.vals[hi]) != 5 || st.res == nil {
		t.Fatalf("after adding a hand: %v, result %v (%v)", st.vals[hi], st.res != nil, hands.errs)
	}
	// the new row follows the last one: its declarer is the next player in turn
	if got, want := hands.rows[4][0], "p1"; got != want { // hand 4 was player 3's
		t.Errorf("the new hand's declarer = %q, want %q", got, want)
	}
	hands.deleteRow(4)
	st.compute(rs, calc)
	if !reflect.DeepEqual(st.vals[hi], before) {
		t.Errorf("after deleting it: %v, want %v", st.vals[hi], before)
	}
	hands.deleteRow(0)
	hands.undoDelete()
	st.compute(rs, calc)
	if !reflect.DeepEqual(st.vals[hi], before) {
		t.Errorf("after delete and undo: %v, want %v", st.vals[hi], before)
	}
	// a cell out of its range names its row and column, in the language of the form
	hands.setCell(0, 4, "12")
	st.compute(rs, calc)
	if st.res != nil || len(hands.errs) != 1 || hands.errs[0].Row != 0 || hands.errs[0].Col != 4 {
		t.Fatalf("12 tricks: errors %+v, result %v", hands.errs, st.res != nil)
	}
	cf := &calcForm{Lang: msg.SR, RS: rs, Calc: calc, st: st}
	if got := cf.errorAt(msg.SR, hands, 0, 4); !strings.HasPrefix(got, "Ruka 1, Štihovi odigravača: ") {
		t.Errorf("the error reads %q, want it to name Ruka 1, Štihovi odigravača", got)
	}
	// a passed-out hand (hand 2) does not use its tricks: a bad text there counts for nothing
	hands.setCell(0, 4, "6")
	hands.setCell(1, 4, "12")
	st.compute(rs, calc)
	if st.res == nil || !reflect.DeepEqual(st.vals[hi], before) {
		t.Errorf("a passed-out hand's unused cell: values %v, result %v", st.vals[hi], st.res != nil)
	}

	// a ruling's odd bula change names its row and the player's column, never the list
	rs2, calc2, st2 := formWith(t, "pref.ruling", msg.SR)
	d := st2.tables[0]
	d.setCell(1, 0, "5")
	st2.compute(rs2, calc2)
	cf2 := &calcForm{Lang: msg.SR, RS: rs2, Calc: calc2, st: st2}
	if got := cf2.errorAt(msg.SR, d, 1, 0); got != "Igrač 2, Promena bule: unesite umnožak broja 2." {
		t.Errorf("an odd change reads %q", got)
	}
	if st2.res != nil {
		t.Error("a result with an odd bula change")
	}

	// a cross-table grows a row and a column; its undo puts both back
	rs3, calc3, st3 := formWith(t, "ocsb.ranking", msg.EN)
	x := st3.tables[0]
	vi, hi3 := calc3.Inputs.Index("vp"), calc3.Inputs.Index("h2h")
	vp0, h0 := append([]int64(nil), st3.vals[vi]...), append([]int64(nil), st3.vals[hi3]...)
	x.deleteRow(1)
	st3.compute(rs3, calc3)
	if len(st3.vals[vi]) != 3 || len(st3.vals[hi3]) != 9 {
		t.Fatalf("after deleting team 2: vp %v, h2h %v", st3.vals[vi], st3.vals[hi3])
	}
	x.undoDelete()
	st3.compute(rs3, calc3)
	if !reflect.DeepEqual(st3.vals[vi], vp0) || !reflect.DeepEqual(st3.vals[hi3], h0) {
		t.Errorf("after undo: vp %v h2h %v, want %v %v", st3.vals[vi], st3.vals[hi3], vp0, h0)
	}
	x.addRow(msg.EN)
	st3.compute(rs3, calc3)
	if len(x.rows) != 5 || len(x.rows[0]) != 3+5 || st3.res != nil {
		t.Errorf("a fifth team: %d rows of %d cells, result %v (its results are blank)", len(x.rows), len(x.rows[0]), st3.res != nil)
	}
}

// Paste mode keeps the old text forms: the default texts pasted give the same values; a line
// that does not read names its row (and column) in the form's language, never the field's code.
func TestTablePaste(t *testing.T) {
	all, _ := screens()
	for _, sc := range all {
		for ti := range sc.Calc.Tables {
			st := newFormState(sc.RS, sc.Calc, nil, msg.EN)
			want := append(engine.Values(nil), st.vals...)
			st.tables[ti].paste = true
			st.compute(sc.RS, sc.Calc)
			if !reflect.DeepEqual(st.vals, want) || st.res == nil {
				t.Errorf("%s/%s: pasting the default lines gives %v, want %v", sc.Calc.ID, sc.Calc.Tables[ti].ID, st.vals, want)
			}
		}
	}
	rs, calc, st := formWith(t, "pref.sheet", msg.SR)
	ts := st.tables[0]
	ts.paste = true
	i := calc.Inputs.Index("hands")
	st.texts[i] = "110006023\n999999999\n0"
	st.compute(rs, calc)
	cf := &calcForm{Lang: msg.SR, RS: rs, Calc: calc, st: st}
	if len(ts.pasteErrs) != 1 {
		t.Fatalf("paste errors %+v", ts.pasteErrs)
	}
	got := cf.where(msg.SR, ts, ts.pasteErrs[0])
	if !strings.HasPrefix(got, "Ruka 2: ") || strings.Contains(got, "hands") {
		t.Errorf("a bad second line reads %q, want it to name Ruka 2", got)
	}
	st.texts[i] = "110006023\n1\n0" // a number that is no hand: the rows cannot be made
	st.compute(rs, calc)
	if len(ts.errs) != 1 || ts.errs[0].Row != 1 {
		t.Fatalf("a code that is no hand: errors %+v", ts.errs)
	}
	if got := cf.where(msg.SR, ts, ts.errs[0]); !strings.HasPrefix(got, "Ruka 2: ") {
		t.Errorf("a code that is no hand reads %q", got)
	}
	// back to the table: the lines that read are its rows
	st.texts[i] = "110006023\n0"
	st.compute(rs, calc)
	ts.paste = false
	st.compute(rs, calc)
	if len(ts.rows) != 2 || !reflect.DeepEqual(st.vals[i], []int64{110006023, 0}) {
		t.Errorf("rows %v, values %v", ts.rows, st.vals[i])
	}
}

// The ruling view reads a table's lists as its rows, with labels, not as codes.
func TestTableRowsText(t *testing.T) {
	_, calc, _ := formWith(t, "pref.sheet", msg.EN)
	h := app.HTMLString(el("dl", tableRowsText(msg.EN, calc, &calc.Tables[0], calc.Inputs.Defaults())...))
	for _, want := range []string{"Hand 1", "Game: pik (spades)", "Declarer: passed out", "Left-hand player&#39;s tricks: 2"} {
		if !strings.Contains(h, want) {
			t.Errorf("the ruling view's hands lack %q:\n%s", want, h)
		}
	}
	if strings.Contains(h, "110006023") || strings.Contains(h, "110.006.023") {
		t.Errorf("the ruling view shows a hand code:\n%s", h)
	}
}

// TestTeamNames: a table whose rows are the event's teams names each row and each cross-table
// column after the open event's team of that number; without an event, or for a team it does
// not name, the row keeps its number.
func TestTeamNames(t *testing.T) {
	rs := rulesets.Get("ocsb-kmor-2018")
	calc := rs.Calculator("ocsb.ranking")
	tb := calc.TableOf("h2h")
	if tb == nil || !tb.Participants {
		t.Fatal("the ranking's cross-table does not name its rows after the event's teams")
	}
	c := &calcForm{Lang: msg.SR, RS: rs, Calc: calc}
	c.st = openFormState(rs, calc, msg.SR, nil, openOpts{example: true})
	if got := c.rowName(msg.SR, tb, 1); got != "Tim 2" {
		t.Errorf("without an event: %q, want Tim 2", got)
	}
	c.ev = &eventlog.Event{Ruleset: rs.ID, Participants: []eventlog.Participant{{Number: 2, Name: "Partizan"}, {Number: 3}}}
	for r, want := range []string{"Tim 1", "Tim 2 · Partizan", "Tim 3"} {
		if got := c.rowName(msg.SR, tb, r); got != want {
			t.Errorf("row %d: %q, want %q", r+1, got, want)
		}
	}
	if got := c.colName(msg.SR, tb, len(tb.Columns)+1, tb.Cross); !strings.Contains(got, "Partizan") {
		t.Errorf("the column against team 2: %q, want its name", got)
	}
}
