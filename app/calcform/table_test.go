//go:build !wasm

package calcform

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"arbiter/app/formstate"
	"arbiter/app/paths"
	"arbiter/app/result"
	"arbiter/app/view"
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
	all, _ := paths.Screens()
	for _, sc := range all {
		ids[sc.Calc.ID] = true
	}
	files, _ := filepath.Glob("../*.go") // every app package: main, the screens, the layers beneath
	more, _ := filepath.Glob("../*/*.go")
	inner, _ := filepath.Glob("../internal/*/*.go")
	if len(more) < 50 {
		t.Fatalf("found %d files of the app's packages: not run from app/calcform?", len(more))
	}
	for _, p := range append(append(files, more...), inner...) {
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

// listScreens are the screens whose calculator has a list field (drawn as a table).
func listScreens() []paths.Screen {
	all, _ := paths.Screens()
	var out []paths.Screen
	for _, sc := range all {
		for _, f := range sc.Calc.Inputs {
			if f.Kind.IsList() {
				out = append(out, sc)
				break
			}
		}
	}
	return out
}

// TestTableForms: on every screen with a list field, the default form shows its lists as
// tables (no text box of codes or parallel lists), in rows mode, with the defaults' values to
// the item, and the result the calculator gives for its defaults.
func TestTableForms(t *testing.T) {
	n := 0
	for _, sc := range listScreens() {
		n++
		for _, l := range msg.Langs {
			st := formstate.NewFormState(sc.RS, sc.Calc, nil, l)
			if st.Res == nil {
				t.Fatalf("%s %s: no result for the defaults (%v, %v)", sc.Calc.ID, l, st.RunErr, st.Errs)
			}
			for _, ts := range st.Tables {
				if ts.Paste {
					t.Errorf("%s %s: table %s opens in paste mode", sc.Calc.ID, l, ts.T.ID)
				}
				for _, name := range ts.T.Fields() {
					i := sc.Calc.Inputs.Index(name)
					if want := sc.RS.Default(&sc.Calc.Inputs[i]); !reflect.DeepEqual(st.Vals[i], want) {
						t.Errorf("%s: %s = %v, want the default %v", sc.Calc.ID, name, st.Vals[i], want)
					}
				}
			}
			cf := &CalcForm{Lang: l, RS: sc.RS, Calc: sc.Calc}
			cf.f = cf // the form's own, as when drawn
			cf.st = st
			h := app.HTMLString(cf.Render())
			if strings.Contains(h, "<textarea") {
				t.Errorf("%s %s: the default view has a text area", sc.Calc.ID, l)
			}
			asks := false // a table none of whose fields applies in the mode is not drawn (Field.When)
			for _, ts := range st.Tables {
				asks = asks || st.Asks(sc.Calc.Inputs, ts)
			}
			if asks && !strings.Contains(h, `class="tbl"`) && !strings.Contains(h, "-empty") {
				t.Errorf("%s %s: no table drawn", sc.Calc.ID, l)
			}
		}
	}
	if n == 0 {
		t.Error("no screen with a list field: the test checked nothing")
	}
}

// formWith opens calculator id's form (in its first ruleset) in l.
func formWith(t *testing.T, id string, l msg.Lang) (*engine.Ruleset, *engine.Calculator, formstate.FormState) {
	t.Helper()
	all, _ := paths.Screens()
	for _, sc := range all {
		if sc.Calc.ID == id {
			return sc.RS, sc.Calc, formstate.NewFormState(sc.RS, sc.Calc, nil, l)
		}
	}
	t.Fatalf("no calculator %s", id)
	return nil, nil, formstate.FormState{}
}

// Editing a table is editing the field's values: a cell, a new row (blank) or one repeated from
// the one before, a deleted row and its undo, a cross-table's team and its column.
func TestTableEdits(t *testing.T) {
	rs, calc, st := formWith(t, "pref.sheet", msg.EN)
	hands := st.Tables[0]
	hi := calc.Inputs.Index("hands")
	before := append([]int64(nil), st.Vals[hi]...)
	// a new row is blank: its cells are asked for, nothing is computed until they are given
	hands.AddRow(msg.EN)
	st.Compute(rs, calc)
	if st.Res != nil || len(hands.Errs) == 0 || hands.Errs[0].Row != 4 {
		t.Fatalf("after adding a blank hand: result %v, errors %v, want the new row's cells asked for", st.Res != nil, hands.Errs)
	}
	hands.DeleteRow(4)
	// Repeat on the last row: the row that follows it, its declarer the next player in turn
	hands.RepeatRow(3, msg.EN)
	st.Compute(rs, calc)
	if len(st.Vals[hi]) != 5 || st.Res == nil {
		t.Fatalf("after repeating a hand: %v, result %v (%v)", st.Vals[hi], st.Res != nil, hands.Errs)
	}
	if got, want := hands.Rows[4][0], "p1"; got != want { // hand 4 was player 3's
		t.Errorf("the repeated hand's declarer = %q, want %q", got, want)
	}
	hands.DeleteRow(4)
	st.Compute(rs, calc)
	if !reflect.DeepEqual(st.Vals[hi], before) {
		t.Errorf("after deleting it: %v, want %v", st.Vals[hi], before)
	}
	hands.DeleteRow(0)
	hands.UndoDelete()
	st.Compute(rs, calc)
	if !reflect.DeepEqual(st.Vals[hi], before) {
		t.Errorf("after delete and undo: %v, want %v", st.Vals[hi], before)
	}
	// a cell out of its range names its row and column, in the language of the form
	hands.SetCell(0, 4, "12")
	st.Compute(rs, calc)
	if st.Res != nil || len(hands.Errs) != 1 || hands.Errs[0].Row != 0 || hands.Errs[0].Col != 4 {
		t.Fatalf("12 tricks: errors %+v, result %v", hands.Errs, st.Res != nil)
	}
	cf := &CalcForm{Lang: msg.SR, RS: rs, Calc: calc}
	cf.f = cf // the form's own, as when drawn
	cf.st = st
	if got := cf.errorAt(msg.SR, hands, 0, 4); !strings.HasPrefix(got, "Ruka 1, Štihovi odigravača: ") {
		t.Errorf("the error reads %q, want it to name Ruka 1, Štihovi odigravača", got)
	}
	// a passed-out hand (hand 2) does not use its tricks: a bad text there counts for nothing
	hands.SetCell(0, 4, "6")
	hands.SetCell(1, 4, "12")
	st.Compute(rs, calc)
	if st.Res == nil || !reflect.DeepEqual(st.Vals[hi], before) {
		t.Errorf("a passed-out hand's unused cell: values %v, result %v", st.Vals[hi], st.Res != nil)
	}

	// a ruling's odd bula change names its row and the player's column, never the list
	rs2, calc2, st2 := formWith(t, "pref.ruling", msg.SR)
	d := st2.Tables[0]
	d.SetCell(1, 0, "5")
	st2.Compute(rs2, calc2)
	cf2 := &CalcForm{Lang: msg.SR, RS: rs2, Calc: calc2}
	cf2.f = cf2 // the form's own, as when drawn
	cf2.st = st2
	if got := cf2.errorAt(msg.SR, d, 1, 0); got != "Igrač 2, Promena bule: unesite umnožak broja 2." {
		t.Errorf("an odd change reads %q", got)
	}
	if st2.Res != nil {
		t.Error("a result with an odd bula change")
	}

	// a cross-table grows a row and a column; its undo puts both back
	rs3, calc3, st3 := formWith(t, "ocsb.ranking", msg.EN)
	x := st3.Tables[0]
	vi, hi3 := calc3.Inputs.Index("vp"), calc3.Inputs.Index("h2h")
	vp0, h0 := append([]int64(nil), st3.Vals[vi]...), append([]int64(nil), st3.Vals[hi3]...)
	x.DeleteRow(1)
	st3.Compute(rs3, calc3)
	if len(st3.Vals[vi]) != 3 || len(st3.Vals[hi3]) != 9 {
		t.Fatalf("after deleting team 2: vp %v, h2h %v", st3.Vals[vi], st3.Vals[hi3])
	}
	x.UndoDelete()
	st3.Compute(rs3, calc3)
	if !reflect.DeepEqual(st3.Vals[vi], vp0) || !reflect.DeepEqual(st3.Vals[hi3], h0) {
		t.Errorf("after undo: vp %v h2h %v, want %v %v", st3.Vals[vi], st3.Vals[hi3], vp0, h0)
	}
	x.AddRow(msg.EN)
	st3.Compute(rs3, calc3)
	if len(x.Rows) != 5 || len(x.Rows[0]) != 3+5 || st3.Res != nil {
		t.Errorf("a fifth team: %d rows of %d cells, result %v (its results are blank)", len(x.Rows), len(x.Rows[0]), st3.Res != nil)
	}
}

// Paste mode keeps the old text forms: the default texts pasted give the same values; a line
// that does not read names its row (and column) in the form's language, never the field's code.
func TestTablePaste(t *testing.T) {
	all, _ := paths.Screens()
	for _, sc := range all {
		for ti := range sc.Calc.Tables {
			st := formstate.NewFormState(sc.RS, sc.Calc, nil, msg.EN)
			want := append(engine.Values(nil), st.Vals...)
			st.Tables[ti].Paste = true
			st.Compute(sc.RS, sc.Calc)
			if !reflect.DeepEqual(st.Vals, want) || st.Res == nil {
				t.Errorf("%s/%s: pasting the default lines gives %v, want %v", sc.Calc.ID, sc.Calc.Tables[ti].ID, st.Vals, want)
			}
		}
	}
	rs, calc, st := formWith(t, "pref.sheet", msg.SR)
	ts := st.Tables[0]
	ts.Paste = true
	i := calc.Inputs.Index("hands")
	st.Texts[i] = "110006023\n999999999\n0"
	st.Compute(rs, calc)
	cf := &CalcForm{Lang: msg.SR, RS: rs, Calc: calc}
	cf.f = cf // the form's own, as when drawn
	cf.st = st
	if len(ts.PasteErrs) != 1 {
		t.Fatalf("paste errors %+v", ts.PasteErrs)
	}
	got := (&formTable{S: &cf.formCore}).where(msg.SR, ts, ts.PasteErrs[0])
	if !strings.HasPrefix(got, "Ruka 2: ") || strings.Contains(got, "hands") {
		t.Errorf("a bad second line reads %q, want it to name Ruka 2", got)
	}
	st.Texts[i] = "110006023\n1\n0" // a number that is no hand: the rows cannot be made
	st.Compute(rs, calc)
	if len(ts.Errs) != 1 || ts.Errs[0].Row != 1 {
		t.Fatalf("a code that is no hand: errors %+v", ts.Errs)
	}
	if got := (&formTable{S: &cf.formCore}).where(msg.SR, ts, ts.Errs[0]); !strings.HasPrefix(got, "Ruka 2: ") {
		t.Errorf("a code that is no hand reads %q", got)
	}
	// back to the table: the lines that read are its rows
	st.Texts[i] = "110006023\n0"
	st.Compute(rs, calc)
	ts.Paste = false
	st.Compute(rs, calc)
	if len(ts.Rows) != 2 || !reflect.DeepEqual(st.Vals[i], []int64{110006023, 0}) {
		t.Errorf("rows %v, values %v", ts.Rows, st.Vals[i])
	}
}

// The ruling view reads a table's lists as its rows, with labels, not as codes.
func TestTableRowsText(t *testing.T) {
	_, calc, _ := formWith(t, "pref.sheet", msg.EN)
	h := app.HTMLString(view.El("dl", result.TableRowsText(msg.EN, calc, &calc.Tables[0], calc.Inputs.Defaults())...))
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
	c := &CalcForm{Lang: msg.SR, RS: rs, Calc: calc}
	c.f = c // the form's own, as when drawn
	c.st = formstate.OpenFormState(rs, calc, msg.SR, nil, formstate.OpenOpts{Example: true})
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
