package formstate

import (
	"strconv"
	"strings"
	"unicode"

	"arbiter/engine"
	"arbiter/engine/input"
	"arbiter/engine/msg"
	"arbiter/engine/notation"
)

// A row's line: the row written the way a director writes it on a slip, one line per row, in
// the notation of the UI language ("3 5 4♠ S =", "1 +20 -10 -10"). The cells of a row are
// written in column order as its units: the columns of a packed score-entry list are one unit
// written as the entry ("4♠X S -2", "PASS"); every other column is one word (a number, an
// option's name or code, yes/no). Words may be left off at the end where their columns are
// optional or have a default. A line that does not read names the column at fault and the
// form the row takes, and changes nothing.

// unit is a group of a row's cells written as one item of its line.
type unit struct {
	cols  []int         // the cells, in column order
	entry *engine.Field // the packed list's field when the unit is a score entry (KEntryList)
	pack  *engine.Pack
}

// units are table t's units in column order (a cross-table's cells against each row are not
// part of a line).
func units(t *engine.Table, s engine.Schema) []unit {
	var out []unit
	done := map[string]bool{}
	for j := range t.Columns {
		c := &t.Columns[j]
		if p := packOf(t, c.List); p != nil && s.Field(c.List) != nil && s.Field(c.List).Kind == engine.KEntryList {
			if done[c.List] {
				continue
			}
			done[c.List] = true
			u := unit{entry: s.Field(c.List), pack: p}
			for k := range t.Columns {
				if t.Columns[k].List == c.List {
					u.cols = append(u.cols, k)
				}
			}
			out = append(out, u)
			continue
		}
		out = append(out, unit{cols: []int{j}})
	}
	return out
}

// packOf is the table's pack of list, nil when it has none.
func packOf(t *engine.Table, list string) *engine.Pack {
	for i := range t.Packs {
		if t.Packs[i].List == list && list != "" {
			return &t.Packs[i]
		}
	}
	return nil
}

// LineError is why a line does not read: the column at fault (−1: the line as a whole), the
// error, and the form the row takes.
type LineError struct {
	Col  int
	Err  *engine.Error
	Form string
}

// HasLine reports whether the table's rows are written as lines (a row per item; a
// cross-table's rows are not).
func (ts *TableState) HasLine() bool { return ts.T.Kind == engine.TableRows && len(ts.T.Columns) > 0 }

// LineText is row r written as a line in l: "" for a row with no cell given.
func (ts *TableState) LineText(s engine.Schema, r int, l msg.Lang) string {
	if r < 0 || r >= len(ts.Rows) {
		return ""
	}
	row := ts.Rows[r]
	idle := ts.Idle(r)
	// each unit's word; a blank cell or an unticked box may be left off at the end of the line
	type word struct {
		w    string
		skip bool
	}
	var ws []word
	for _, u := range units(ts.T, s) {
		if u.entry != nil {
			w := entryWord(ts.T, u, row, s, l)
			ws = append(ws, word{w, w == ""})
			continue
		}
		j := u.cols[0]
		c := &ts.T.Columns[j]
		if j >= len(row) || (j < len(idle) && idle[j]) {
			ws = append(ws, word{"", true})
			continue
		}
		w := cellWord(c, row[j], l)
		ws = append(ws, word{w, w == "" || (c.Kind == engine.KBool && row[j] == "0")})
	}
	for len(ws) > 0 && ws[len(ws)-1].skip {
		ws = ws[:len(ws)-1]
	}
	words := make([]string, len(ws))
	for k, w := range ws {
		words[k] = w.w
		if w.w == "" {
			words[k] = "—"
		}
	}
	return strings.Join(words, " ")
}

// entryWord is the entry of unit u on row as its notation ("" when its cells do not make one).
func entryWord(t *engine.Table, u unit, row []string, s engine.Schema, l msg.Lang) string {
	cells := make([]int64, len(u.cols))
	for k, j := range u.cols {
		if j >= len(row) {
			return ""
		}
		v := mustCell(&t.Columns[j], row[j], l)
		if len(v) != 1 {
			if k == 0 || !isPassLevel(t, u, row, l) {
				return ""
			}
			v = t.Columns[j].Default
			if len(v) != 1 {
				v = []int64{0}
			}
		}
		cells[k] = v[0]
	}
	x, err := u.pack.Pack(cells)
	if err != nil {
		return ""
	}
	return input.Show(u.entry, []int64{x}, l)
}

// isPassLevel reports whether the unit's first cell is a level that leaves the others idle.
func isPassLevel(t *engine.Table, u unit, row []string, l msg.Lang) bool {
	if t.Idle == nil {
		return false
	}
	vals := make(engine.Values, len(t.Columns))
	for j := range t.Columns {
		if j < len(row) {
			vals[j] = mustCell(&t.Columns[j], row[j], l)
		}
	}
	idle := t.IdleCells(vals)
	return len(u.cols) > 1 && u.cols[1] < len(idle) && idle[u.cols[1]]
}

// cellWord is a cell's text as one word of a line: a number as written, an option by its name
// where the name is one word, a tick as yes or no.
func cellWord(c *engine.Column, text string, l msg.Lang) string {
	text = strings.TrimSpace(text)
	if text == "" {
		return ""
	}
	switch c.Kind {
	case engine.KEnum:
		if w := notation.OptionWord(text); w != "" && optionByWord(c, w, l) >= 0 {
			return w
		}
		for k, o := range c.Options {
			if o == text {
				lab := OptionLabel(l, &c.Field, k)
				if strings.HasPrefix(lab, o+")") {
					return o // a clause written by its letter, as the regulation lists it ("c) …")
				}
				// its name, else the name without its gloss ("pikk (pik)" → "pikk"), else a
				// name of several words joined by hyphens ("svi-dalje"); never the code
				for _, w := range []string{lab, firstOf(lab), hyphenated(lab)} {
					if oneWord(w) && optionByWord(c, w, l) == k {
						return w
					}
				}
				return o
			}
		}
	case engine.KBool:
		if text == "1" {
			return msg.T(l, "common.yes")
		}
		return msg.T(l, "common.no")
	}
	return strings.Join(strings.Fields(text), "")
}

func oneWord(s string) bool { return s != "" && !strings.ContainsFunc(s, unicode.IsSpace) }

// hyphenated is a name of several words as one word of a line: its words joined by hyphens.
func hyphenated(s string) string { return strings.Join(strings.Fields(s), "-") }

// firstOf is a name without its gloss in brackets ("pikk (pik)" → "pikk").
func firstOf(s string) string { f, _, _ := strings.Cut(s, " ("); return strings.TrimSpace(f) }

// optionByWord is the option a word names: its code, or its name in l (case aside); −1: none,
// or more than one.
func optionByWord(c *engine.Column, w string, l msg.Lang) int {
	found := -1
	for k, o := range c.Options {
		lab := OptionLabel(l, &c.Field, k)
		if strings.EqualFold(w, o) || strings.EqualFold(w, lab) || strings.EqualFold(w, strings.Join(strings.Fields(lab), "")) || strings.EqualFold(w, hyphenated(lab)) || strings.EqualFold(w, firstOf(lab)) {
			if found >= 0 && found != k {
				return -1
			}
			found = k
		}
	}
	if found < 0 {
		// a slip's short word (A+ for average plus)
		if code := notation.OptionOf(w); code != "" {
			for k, o := range c.Options {
				if o == code {
					return k
				}
			}
		}
	}
	return found
}

// LineForm is the form of a row's line in l: each unit's example or range, in order
// ("4♠ S = · 0–10 · da/ne").
func (ts *TableState) LineForm(s engine.Schema, l msg.Lang) string {
	var parts []string
	for _, u := range units(ts.T, s) {
		parts = append(parts, unitForm(ts.T, u, l))
	}
	return strings.Join(parts, " ")
}

// unitForm is how unit u is written: an entry's example, a number's range, the options' names.
func unitForm(t *engine.Table, u unit, l msg.Lang) string {
	if u.entry != nil {
		return "«" + input.Example(&engine.Field{Kind: engine.KEntry}, l) + "»"
	}
	c := &t.Columns[u.cols[0]]
	name := msg.T(l, c.LabelKey())
	switch c.Kind {
	case engine.KEnum:
		var opts []string
		for k := range c.Options {
			opts = append(opts, cellWord(c, c.Options[k], l))
		}
		return name + " (" + strings.Join(opts, "/") + ")"
	case engine.KBool:
		return name + " (" + msg.T(l, "common.yes") + "/" + msg.T(l, "common.no") + ")"
	case engine.KInt:
		return name + " (" + strconv.FormatInt(c.Min, 10) + "–" + strconv.FormatInt(c.Max, 10) + ")"
	}
	if ex := input.Example(&c.Field, l); ex != "" {
		return name + " (" + ex + ")"
	}
	return name
}

// ParseLine reads line as a row of the table in l: the texts of its cells (the row's cells in
// order, blank where a word was left off and the column has no default), or why it does not
// read.
func (ts *TableState) ParseLine(s engine.Schema, line string, l msg.Lang) ([]string, *LineError) {
	t := ts.T
	words := strings.Fields(line)
	n := len(ts.Rows)
	if n == 0 {
		n = 1
	}
	cells := t.Cells(n)
	out := make([]string, len(cells))
	fail := func(col int, err *engine.Error) ([]string, *LineError) {
		return nil, &LineError{Col: col, Err: err, Form: ts.LineForm(s, l)}
	}
	us := units(t, s)
	i := 0
	for ui, u := range us {
		if i >= len(words) {
			if u.entry != nil {
				c := &t.Columns[u.cols[0]]
				return fail(u.cols[0], engine.InvalidKey(c.Name, "app.line.err.missing"))
			}
			// left off: a default where the column has one, blank where it may be
			for _, j := range u.cols {
				c := &t.Columns[j]
				switch {
				case c.Optional:
				case len(c.Default) > 0:
					out[j] = cellText(c, c.Default, l)
				case c.Kind == engine.KBool:
					out[j] = "0"
				default:
					return fail(j, engine.InvalidKey(c.Name, "app.line.err.missing"))
				}
			}
			continue
		}
		if u.entry != nil {
			// the entry takes the most words that read as one entry, leaving one word for each
			// unit after it that has no default
			rest := 0
			for _, v := range us[ui+1:] {
				if c := &t.Columns[v.cols[0]]; !c.Optional && len(c.Default) == 0 && c.Kind != engine.KBool {
					rest++
				}
			}
			var firstErr *engine.Error
			took := 0
			for k := min(len(words)-i-rest, 6); k >= 1; k-- {
				v, _, err := input.ParseIn(u.entry, strings.Join(words[i:i+k], " "), l)
				if err != nil || len(v) != 1 {
					if firstErr == nil && err != nil {
						firstErr = err
					}
					continue
				}
				vals, uerr := u.pack.Unpack(v[0])
				if uerr != nil || len(vals) != len(u.cols) {
					continue
				}
				for k2, j := range u.cols {
					out[j] = cellText(&t.Columns[j], []int64{vals[k2]}, l)
				}
				took = k
				break
			}
			if took == 0 {
				if firstErr == nil {
					firstErr = engine.InvalidKey(u.entry.Name, "app.line.err.entry")
				}
				return fail(u.cols[0], firstErr)
			}
			i += took
			continue
		}
		j := u.cols[0]
		c := &t.Columns[j]
		w := words[i]
		i++
		if w == "—" || w == "-" && c.Kind != engine.KInt && c.Kind != engine.KDecimal {
			if !c.Optional && len(c.Default) == 0 {
				return fail(j, engine.InvalidKey(c.Name, "app.line.err.missing"))
			}
			if !c.Optional {
				out[j] = cellText(c, c.Default, l)
			}
			continue
		}
		switch c.Kind {
		case engine.KEnum:
			k := optionByWord(c, w, l)
			if k < 0 {
				return fail(j, engine.InvalidKey(c.Name, "app.line.err.option", msg.A("word", w)))
			}
			out[j] = c.Options[k]
		default:
			v, err := parseCell(c, w, l)
			if err != nil {
				return fail(j, err)
			}
			out[j] = cellText(c, v, l)
		}
	}
	if i < len(words) {
		return fail(-1, engine.InvalidKey("", "app.line.err.extra", msg.A("words", strings.Join(words[i:], " "))))
	}
	return out, nil
}

// SetLine sets row r's cells from line (ParseLine); a line that does not read changes nothing.
func (ts *TableState) SetLine(s engine.Schema, r int, line string, l msg.Lang) *LineError {
	if r < 0 || r >= len(ts.Rows) {
		return nil
	}
	if strings.TrimSpace(line) == "" {
		for j := range ts.T.Columns {
			if j < len(ts.Rows[r]) {
				ts.Rows[r][j] = ""
			}
		}
		return nil
	}
	cells, err := ts.ParseLine(s, line, l)
	if err != nil {
		return err
	}
	for j := range ts.T.Columns {
		if j < len(ts.Rows[r]) {
			ts.Rows[r][j] = cells[j]
		}
	}
	return nil
}

// Refused is a line of pasted rows that did not read: its number (from 1), its text, why.
type Refused struct {
	N    int
	Text string
	Err  *LineError
}

// PasteLines adds a row for each line of text that reads (ParseLine), filling the table's
// blank rows first, and returns the lines refused (with what they say) and the rows added;
// blank lines are skipped. It stops at the table's most rows (max > 0), refusing the rest.
func (ts *TableState) PasteLines(s engine.Schema, text string, max int, l msg.Lang) (refused []Refused, added int) {
	for n, line := range strings.Split(strings.ReplaceAll(text, "\r", ""), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		cells, err := ts.ParseLine(s, line, l)
		if err != nil {
			refused = append(refused, Refused{N: n + 1, Text: line, Err: err})
			continue
		}
		r := ts.firstBlank()
		if r < 0 {
			if max > 0 && len(ts.Rows) >= max {
				refused = append(refused, Refused{N: n + 1, Text: line, Err: &LineError{Col: -1, Err: engine.InvalidKey("", "app.line.err.full", msg.A("n", max))}})
				continue
			}
			ts.AddRow(l)
			r = len(ts.Rows) - 1
		}
		for j := range ts.T.Columns {
			ts.Rows[r][j] = cells[j]
		}
		ts.SetOpen(r, false) // the line is the row
		added++
	}
	ts.Undo = nil
	return refused, added
}

// firstBlank is the first row with no cell of its columns given, −1 when every row has one.
func (ts *TableState) firstBlank() int {
	for r, row := range ts.Rows {
		blank := true
		for j := range ts.T.Columns {
			if j < len(row) && strings.TrimSpace(row[j]) != "" && !(ts.T.Columns[j].Kind == engine.KBool && row[j] == "0") {
				blank = false
				break
			}
		}
		if blank {
			return r
		}
	}
	return -1
}

// CellsText is row r's cells as words in column order, a blank cell as "—", cells the row does
// not use left out (a cross-table's summary line).
func (ts *TableState) CellsText(r int, l msg.Lang) string {
	if r < 0 || r >= len(ts.Rows) {
		return ""
	}
	cells := ts.T.Cells(len(ts.Rows))
	idle := ts.Idle(r)
	var words []string
	for j := range cells {
		if j < len(idle) && idle[j] {
			continue
		}
		w := ""
		if j < len(ts.Rows[r]) {
			w = cellWord(&cells[j], ts.Rows[r][j], l)
		}
		if w == "" {
			w = "—"
		}
		words = append(words, w)
	}
	return strings.Join(words, " ")
}
