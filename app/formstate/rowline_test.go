//go:build !wasm

package formstate

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/app/paths"
	"arbiter/engine"
	"arbiter/engine/msg"
)

// tableState is table id of calculator calc's form with its example, in language l.
func tableState(t *testing.T, calc, id string, l msg.Lang) (*engine.Calculator, *TableState) {
	t.Helper()
	_, c, st := stateFor(t, calc, l)
	for _, ts := range st.Tables {
		if ts.T.ID == id {
			return c, ts
		}
	}
	t.Fatalf("%s has no table %s", calc, id)
	return nil, nil
}

// A row's line reads as a slip does and reads back to the same cells; a line that does not
// read names the column at fault and changes nothing.
func TestParseLine(t *testing.T) {
	cases := []struct {
		calc, table string
		l           msg.Lang
		line        string
		want        map[string]string // cells by column name ("" : blank)
		errCol      string            // the column at fault ("-" : the line as a whole), "" : reads
		errKey      string
	}{
		{"law12.weighted", "traveller", msg.SR, "4S J =", map[string]string{"level": "4", "strain": "S", "declarer": "S", "result": "="}, "", ""},
		{"law12.weighted", "traveller", msg.HU, "3NT É +1", map[string]string{"level": "3", "strain": "N", "declarer": "N", "result": "+1"}, "", ""},
		{"law12.weighted", "traveller", msg.SR, "pas", map[string]string{"level": "pass"}, "", ""},
		{"law12.weighted", "traveller", msg.SR, "4X J", nil, "level", ""},
		{"law12.weighted", "traveller", msg.SR, "4S J = 7", nil, "-", "app.line.err.extra"},
		{"scoring.traveller", "entries", msg.SR, "3 10 4SX I -2", map[string]string{"ns_pair": "3", "ew_pair": "10", "level": "4", "doubled": "X", "declarer": "E", "result": "-2", "adjusted": "0"}, "", ""},
		{"scoring.traveller", "entries", msg.HU, "3 10 4SX K -2 igen A+ A-", map[string]string{"adjusted": "1", "ns_award": "a-plus", "ew_award": "a-minus"}, "", ""},
		{"scoring.traveller", "entries", msg.SR, "x 10 4S J =", nil, "ns_pair", ""},
		{"scoring.traveller", "entries", msg.SR, "3 10", nil, "level", "app.line.err.missing"},
		{"pref.sheet", "rulings", msg.SR, "2 -4 0 4", map[string]string{"after": "2", "d1": "-4", "d2": "0", "d3": "4", "id": "", "made": ""}, "", ""},
		{"pref.sheet", "rulings", msg.HU, "2 -4 0 4 17 3", map[string]string{"id": "17", "made": "3"}, "", ""},
		{"pref.sheet", "hands", msg.SR, "p2 karo da kontra 7 1 left", map[string]string{"declarer": "p2", "game": "karo", "igra": "1", "kontra": "kontra", "decl_tricks": "7", "left_tricks": "1", "followers": "left"}, "", ""},
		{"pref.sheet", "hands", msg.SR, "p9 karo", nil, "declarer", "app.line.err.option"},
		{"ocsb.zt-log", "earlier", msg.HU, "b 7 1 3", map[string]string{"clause": "b", "player": "7", "team": "1", "day": "3"}, "", ""},
		{"ocsb.zt-log", "earlier", msg.SR, "z 7 1 3", nil, "clause", "app.line.err.option"},
		{"law12.weighted", "outcomes", msg.SR, "620 40%", map[string]string{"score": "620"}, "", ""},
	}
	for _, tc := range cases {
		c, ts := tableState(t, tc.calc, tc.table, tc.l)
		cells, err := ts.ParseLine(c.Inputs, tc.line, tc.l)
		name := tc.calc + "/" + tc.table + " " + tc.l.String() + " " + tc.line
		if tc.errCol != "" {
			if err == nil {
				t.Errorf("%s: ParseLine = %q, want refused at %s", name, cells, tc.errCol)
				continue
			}
			col := "-"
			if err.Col >= 0 {
				col = ts.T.Columns[err.Col].Name
			}
			if col != tc.errCol || (tc.errKey != "" && err.Err.Key != tc.errKey) {
				t.Errorf("%s: refused at %s (%s), want %s (%s)", name, col, err.Err.Key, tc.errCol, tc.errKey)
			}
			if err.Form == "" {
				t.Errorf("%s: the refusal gives no form", name)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: refused at %d: %s %v", name, err.Col, err.Err.Key, err.Err.Args)
			continue
		}
		for col, want := range tc.want {
			j := ts.T.Col(col)
			if j < 0 {
				t.Fatalf("%s: no column %s", name, col)
			}
			if cells[j] != want {
				t.Errorf("%s: cell %s = %q, want %q", name, col, cells[j], want)
			}
		}
	}
}

// Every table row of every example reads back from its own line to the same values: the line
// a row shows is one the form reads.
func TestLineRoundTrip(t *testing.T) {
	for _, id := range []string{"law12.weighted", "scoring.traveller", "scoring.match", "pref.sheet", "ocsb.zt-log", "vsz.cross-imp"} {
		for _, l := range msg.Langs {
			_, c, st := stateFor(t, id, l)
			for _, ts := range st.Tables {
				if !ts.HasLine() {
					continue
				}
				for r := range ts.Rows {
					line := ts.LineText(c.Inputs, r, l)
					if line == "" {
						t.Errorf("%s/%s %s row %d: no line", id, ts.T.ID, l, r+1)
						continue
					}
					cells, err := ts.ParseLine(c.Inputs, line, l)
					if err != nil {
						t.Errorf("%s/%s %s row %d: its line %q does not read: %s", id, ts.T.ID, l, r+1, line, err.Err.Key)
						continue
					}
					a, b := ts.rowValues(r), valuesOf(ts, cells)
					for j := range a {
						if j < len(ts.T.Columns) && fmt.Sprint(a[j]) != fmt.Sprint(b[j]) && !idleAt(ts, r, j) {
							t.Errorf("%s/%s %s row %d: line %q gives cell %s = %v, the row holds %v", id, ts.T.ID, l, r+1, line, ts.T.Columns[j].Name, b[j], a[j])
						}
					}
				}
			}
		}
	}
}

func (ts *TableState) rowValues(r int) engine.Values { return valuesOf(ts, ts.Rows[r]) }

func valuesOf(ts *TableState, texts []string) engine.Values {
	cells := ts.T.Cells(len(ts.Rows))
	out := make(engine.Values, len(cells))
	for j := range cells {
		if j < len(texts) {
			out[j] = mustCell(&cells[j], texts[j], ts.lang)
		}
	}
	return out
}

func idleAt(ts *TableState, r, j int) bool {
	idle := ts.Idle(r)
	return j < len(idle) && idle[j]
}

// Pasting several lines adds a row per line that reads, fills blank rows first, and refuses the
// others by their line numbers, keeping their text.
func TestPasteLines(t *testing.T) {
	cases := []struct {
		calc, table string
		text        string
		added       int
		refused     []int
	}{
		{"law12.weighted", "traveller", "4S J =\n\n4X J\n3BA J +1\n2H Z = x", 2, []int{3, 5}},
		{"pref.sheet", "rulings", "1 -4 0 4\n2 0 2 -2", 2, nil},
		{"ocsb.zt-log", "earlier", "a 12 3 2\nq 1 1 1", 1, []int{2}},
	}
	for _, tc := range cases {
		c, ts := tableState(t, tc.calc, tc.table, msg.SR)
		before := len(ts.Rows)
		ts.AddRow(msg.SR) // a blank row: filled first
		refused, added := ts.PasteLines(c.Inputs, tc.text, 0, msg.SR)
		if added != tc.added {
			t.Errorf("%s/%s: %d rows added, want %d", tc.calc, tc.table, added, tc.added)
		}
		if len(ts.Rows) != before+tc.added {
			t.Errorf("%s/%s: %d rows, want %d (the blank row filled first)", tc.calc, tc.table, len(ts.Rows), before+tc.added)
		}
		var got []int
		for _, r := range refused {
			got = append(got, r.N)
			if r.Err == nil || r.Text == "" {
				t.Errorf("%s/%s: line %d refused without its text or why", tc.calc, tc.table, r.N)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.refused) && len(got)+len(tc.refused) > 0 {
			t.Errorf("%s/%s: lines %v refused, want %v", tc.calc, tc.table, got, tc.refused)
		}
	}
}

// A new row is blank (a tick unticked) and open; Repeat asks for the row after it (a copy, or
// the next hand); a row deleted and restored keeps its place.
func TestAddRepeatRows(t *testing.T) {
	cases := []struct {
		calc, table string
		r           int
		want        map[string]string // the repeated row's cells
	}{
		{"scoring.traveller", "entries", 0, map[string]string{"level": "4", "strain": "S"}},
		{"pref.sheet", "hands", 0, map[string]string{"declarer": "p2", "igra": "0"}},
		{"pref.sheet", "rulings", 0, map[string]string{"after": "4", "d1": "0"}},
	}
	for _, tc := range cases {
		_, ts := tableState(t, tc.calc, tc.table, msg.EN)
		n := len(ts.Rows)
		ts.AddRow(msg.EN)
		if len(ts.Rows) != n+1 || !ts.IsOpen(n) {
			t.Fatalf("%s/%s: AddRow gives %d rows (open %v), want %d and open", tc.calc, tc.table, len(ts.Rows), ts.IsOpen(n), n+1)
		}
		for j, x := range ts.Rows[n] {
			if x != "" && !(ts.T.Cells(n + 1)[j].Kind == engine.KBool && x == "0") {
				t.Errorf("%s/%s: the new row's cell %d = %q, want blank", tc.calc, tc.table, j, x)
			}
		}
		ts.RepeatRow(tc.r, msg.EN)
		if len(ts.Rows) != n+2 || !ts.IsOpen(tc.r+1) {
			t.Fatalf("%s/%s: RepeatRow gives %d rows, want %d", tc.calc, tc.table, len(ts.Rows), n+2)
		}
		for col, want := range tc.want {
			if got := ts.Rows[tc.r+1][ts.T.Col(col)]; got != want {
				t.Errorf("%s/%s: the repeated row's %s = %q, want %q", tc.calc, tc.table, col, got, want)
			}
		}
		if !ts.IsOpen(n + 1) {
			t.Errorf("%s/%s: the blank row moved down is not open", tc.calc, tc.table)
		}
		ts.DeleteRow(tc.r + 1)
		if ts.IsOpen(tc.r+1) != (tc.r+1 == n) {
			t.Errorf("%s/%s: after the delete, row %d open = %v", tc.calc, tc.table, tc.r+2, ts.IsOpen(tc.r+1))
		}
	}
}

// A choice in a row's line is written by its name in the director's language (a name of several
// words joined by hyphens), never by its code (a clause by its letter, as the regulation lists
// it), and that word reads back as the same choice.
func TestLineWordsNotCodes(t *testing.T) {
	all, _ := paths.Screens()
	for _, sc := range all {
		for _, l := range []msg.Lang{msg.SR, msg.HU} {
			st := NewFormState(sc.RS, sc.Calc, nil, l)
			for _, ts := range st.Tables {
				if !ts.HasLine() {
					continue
				}
				for j := range ts.T.Columns {
					c := &ts.T.Columns[j]
					if c.Kind != engine.KEnum {
						continue
					}
					for k, code := range c.Options {
						w := cellWord(c, code, l)
						lab := OptionLabel(l, &c.Field, k)
						if w == code && !strings.EqualFold(lab, code) && !strings.HasPrefix(lab, code+")") {
							t.Errorf("%s/%s %s: choice %q (%q) is written by its code", sc.Calc.ID, c.Name, l, code, lab)
						}
						if got := optionByWord(c, w, l); got != k {
							t.Errorf("%s/%s %s: word %q reads as choice %d, want %d (%s)", sc.Calc.ID, c.Name, l, w, got, k, code)
						}
					}
				}
			}
		}
	}
}
