package formstate

import (
	"strings"

	"arbiter/engine"
	"arbiter/engine/input"
	"arbiter/engine/msg"
)

// TableState is one table of the form (an engine.Table of the calculator): its rows as the
// texts of their cells, or, in paste mode, the texts of its list fields as the form had them
// before tables. The values are always the fields': the table reads them with Table.Read and
// writes them with Table.Write, so a link, a log or a vector sees nothing of the table.
type TableState struct {
	T     *engine.Table
	Paste bool
	Rows  [][]string         // cell texts, one per cell of t.Cells(len(rows))
	Errs  []engine.CellError // of cells, rows and the whole table
	// PasteErrs are paste mode's errors of lines that do not read, one per list field (its
	// Err.Field), positioned at the row and column of the line's first item
	PasteErrs []engine.CellError
	Info      []engine.RowInfo // derived values per row
	Undo      *deletedRow      // the last row deleted, until it is restored
	lang      msg.Lang         // the language its texts are written in (input.ParseIn reads them)
	// open marks the rows whose cells are on show (a row is one line until the director opens
	// it; a new row opens); typed keeps a row's line as the director typed it, with its error
	open  []bool
	typed map[int]TypedLine
	// the box of several rows at once: shown, its text (the lines not taken stay), the lines
	// refused by the last "add these rows" and how many rows it added
	Lines     bool
	LinesText string
	Refused   []Refused
	Added     int
}

// TypedLine is a row's line as typed, and why it does not read (nil: it reads).
type TypedLine struct {
	Text string
	Err  *LineError
}

// IsOpen reports whether row r's cells are on show.
func (ts *TableState) IsOpen(r int) bool { return r >= 0 && r < len(ts.open) && ts.open[r] }

// SetOpen shows (or folds) row r's cells.
func (ts *TableState) SetOpen(r int, on bool) {
	if r < 0 || r >= len(ts.Rows) {
		return
	}
	for len(ts.open) < len(ts.Rows) {
		ts.open = append(ts.open, false)
	}
	ts.open[r] = on
}

// Typed is row r's line as the director typed it (ok false: the line shown is the row's own).
func (ts *TableState) Typed(r int) (TypedLine, bool) {
	t, ok := ts.typed[r]
	return t, ok
}

// TypeLine sets row r from a line the director typed (SetLine), keeping the text as typed and,
// when it does not read, why; the row's cells then stay as they were.
func (ts *TableState) TypeLine(s engine.Schema, r int, text string, l msg.Lang) {
	if r < 0 || r >= len(ts.Rows) {
		return
	}
	if ts.typed == nil {
		ts.typed = map[int]TypedLine{}
	}
	ts.typed[r] = TypedLine{Text: text, Err: ts.SetLine(s, r, text, l)}
}

// LineDone is the end of typing row r's line: a line that reads folds the row's cells away
// (the line is the row); every line that reads then shows as the row reads it (Untype).
func (ts *TableState) LineDone(r int) {
	if t, ok := ts.typed[r]; ok && t.Err == nil {
		ts.SetOpen(r, false)
	}
	ts.Untype()
}

// Untype forgets the typed lines (the rows' own lines show again), keeping those refused.
func (ts *TableState) Untype() {
	for r, t := range ts.typed {
		if t.Err == nil {
			delete(ts.typed, r)
		}
	}
}

// deletedRow is a deleted row and, in a cross-table, its column.
type deletedRow struct {
	At  int
	row []string
	col []string
}

// cellText is the text of a cell value: an option's code, "1"/"0", a number as input prints it,
// a hand, card or result as input.Show prints it (suit symbols, l's no trump and declarer).
func cellText(c *engine.Column, v []int64, l msg.Lang) string {
	switch {
	case v == nil:
		return ""
	case c.Kind == engine.KEntry || c.Kind == engine.KEntryList || c.Kind == engine.KBridgeHand ||
		c.Kind == engine.KPrefHand || c.Kind == engine.KCard || c.Kind == engine.KPrefCard:
		return input.Show(&c.Field, v, l)
	case c.Kind == engine.KEnum && len(v) == 1 && v[0] >= 0 && v[0] < int64(len(c.Options)):
		return c.Options[v[0]]
	case c.Kind == engine.KBool && len(v) == 1:
		if v[0] != 0 {
			return "1"
		}
		return "0"
	}
	return input.Format(&c.Field, v, l)
}

// parseCell reads a cell's text as a director writes it in l (input.ParseIn); a blank cell is
// nil where it may be blank (checked by Write).
func parseCell(c *engine.Column, text string, l msg.Lang) ([]int64, *engine.Error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	v, _, err := input.ParseIn(&c.Field, text, l)
	return v, err
}

// values parses every cell; a cell that does not parse is nil and its error is returned.
func (ts *TableState) values() ([]engine.Values, []engine.CellError) {
	cells := ts.T.Cells(len(ts.Rows))
	out := make([]engine.Values, len(ts.Rows))
	var errs []engine.CellError
	for r, row := range ts.Rows {
		out[r] = make(engine.Values, len(cells))
		var bad []engine.CellError
		for j := range cells {
			if j >= len(row) {
				continue
			}
			v, err := parseCell(&cells[j], row[j], ts.lang)
			if err != nil {
				bad = append(bad, engine.CellError{Row: r, Col: j, Err: err})
			}
			out[r][j] = v
		}
		// a cell the row does not use counts for nothing: its default stands in
		idle := ts.T.IdleCells(out[r])
		for _, e := range bad {
			if e.Col < len(idle) && idle[e.Col] {
				out[r][e.Col] = cells[e.Col].Default
				continue
			}
			errs = append(errs, e)
		}
	}
	return out, errs
}

// Idle reports which cells of row r the row does not use (the form leaves them out).
func (ts *TableState) Idle(r int) []bool {
	if ts.T.Idle == nil || r < 0 || r >= len(ts.Rows) {
		return nil
	}
	cells := ts.T.Cells(len(ts.Rows))
	row := make(engine.Values, len(cells))
	for j := range cells {
		if j < len(ts.Rows[r]) {
			row[j] = mustCell(&cells[j], ts.Rows[r][j], ts.lang)
		}
	}
	return ts.T.IdleCells(row)
}

// SetRows makes the rows from the values of the table's fields in v, keeping the texts of the
// form's own columns (pair numbers) where a row was there before, else continuing them from
// the row above. It reports the errors of a value the table cannot show.
func (ts *TableState) SetRows(s engine.Schema, v engine.Values, l msg.Lang) []engine.CellError {
	ts.lang = l
	rows, errs := ts.T.Read(s, v)
	if len(errs) > 0 {
		return errs
	}
	cells := ts.T.Cells(len(rows))
	old := ts.Rows
	texts := make([][]string, len(rows))
	for r := range rows {
		var fresh engine.Values // the row a new row would be, for the form's own columns
		for j := range ts.T.Columns {
			if ts.T.Columns[j].List != "" {
				continue
			}
			if r < len(old) && j < len(old[r]) {
				rows[r][j] = mustCell(&cells[j], old[r][j], ts.lang)
				continue
			}
			if fresh == nil {
				fresh = ts.T.NewRow(rows[:r])
			}
			rows[r][j] = fresh[j]
		}
		texts[r] = make([]string, len(cells))
		for j := range cells {
			texts[r][j] = cellText(&cells[j], rows[r][j], l)
		}
	}
	ts.Rows = texts
	ts.typed = nil
	if len(ts.open) > len(texts) {
		ts.open = ts.open[:len(texts)]
	}
	return nil
}

// mustCell is a cell's value, nil when its text does not parse.
func mustCell(c *engine.Column, text string, l msg.Lang) []int64 {
	v, err := parseCell(c, text, l)
	if err != nil {
		return nil
	}
	return v
}

// write turns the rows into the values of the table's fields (v with them set), or records
// why it cannot.
func (ts *TableState) write(s engine.Schema, v engine.Values) (engine.Values, bool) {
	rows, errs := ts.values()
	if len(errs) > 0 {
		ts.Errs = errs
		return nil, false
	}
	out, errs := ts.T.Write(s, v, rows)
	ts.Errs = errs
	return out, len(errs) == 0
}

// AddRow appends a blank row (a tick unticked), its cells on show: a new row copies nothing
// (RepeatRow does, when asked). A cross-table gets a column too.
func (ts *TableState) AddRow(l msg.Lang) {
	n := len(ts.Rows)
	if ts.T.Kind == engine.TableCross {
		for r := range ts.Rows {
			ts.Rows[r] = append(ts.Rows[r], "")
		}
	}
	cells := ts.T.Cells(n + 1)
	texts := make([]string, len(cells))
	for j := range cells {
		if cells[j].Kind == engine.KBool {
			texts[j] = "0"
		}
	}
	ts.Rows = append(ts.Rows, texts)
	ts.SetOpen(n, true)
	ts.Undo = nil
}

// RepeatRow inserts after row r the row that follows it (Table.NewRow: a copy of it, or the
// next hand's declarer and number), its cells on show.
func (ts *TableState) RepeatRow(r int, l msg.Lang) {
	if r < 0 || r >= len(ts.Rows) || ts.T.Kind == engine.TableCross {
		return
	}
	rows, _ := ts.values()
	nr := ts.T.NewRow(rows[:r+1])
	cells := ts.T.Cells(len(ts.Rows) + 1)
	texts := make([]string, len(cells))
	for j := range cells {
		if j < len(nr) {
			texts[j] = cellText(&cells[j], nr[j], l)
		}
	}
	ts.Rows = append(ts.Rows[:r+1:r+1], append([][]string{texts}, ts.Rows[r+1:]...)...)
	ts.SetOpen(len(ts.Rows)-1, false)
	ts.open = append(ts.open[:r+1:r+1], append([]bool{true}, ts.open[r+1:len(ts.Rows)-1]...)...)
	ts.shiftTyped(r+1, 1)
	ts.Undo = nil
}

// shiftTyped moves the typed lines of rows from at on by d (a row inserted or deleted there).
func (ts *TableState) shiftTyped(at, d int) {
	if len(ts.typed) == 0 {
		return
	}
	m := map[int]TypedLine{}
	for r, t := range ts.typed {
		switch {
		case r < at:
			m[r] = t
		case d < 0 && r == at: // the row deleted
		default:
			m[r+d] = t
		}
	}
	ts.typed = m
}

// DeleteRow removes row r (and a cross-table's column r), keeping it for undo.
func (ts *TableState) DeleteRow(r int) {
	if r < 0 || r >= len(ts.Rows) {
		return
	}
	d := &deletedRow{At: r, row: ts.Rows[r]}
	ts.Rows = append(ts.Rows[:r:r], ts.Rows[r+1:]...)
	if r < len(ts.open) {
		ts.open = append(ts.open[:r:r], ts.open[r+1:]...)
	}
	ts.shiftTyped(r, -1)
	if ts.T.Kind == engine.TableCross {
		k := len(ts.T.Columns) + r
		for i, row := range ts.Rows {
			if k < len(row) {
				d.col = append(d.col, row[k])
				ts.Rows[i] = append(row[:k:k], row[k+1:]...)
			}
		}
		d.row = append(d.row[:k:k], d.row[k+1:]...)
	}
	ts.Undo = d
}

// UndoDelete puts the last deleted row back where it was.
func (ts *TableState) UndoDelete() {
	d := ts.Undo
	if d == nil {
		return
	}
	at := min(d.At, len(ts.Rows))
	row := append([]string(nil), d.row...)
	if ts.T.Kind == engine.TableCross {
		k := len(ts.T.Columns) + at
		for i := range ts.Rows {
			x := ""
			if i < len(d.col) {
				x = d.col[i]
			}
			ts.Rows[i] = append(ts.Rows[i][:k:k], append([]string{x}, ts.Rows[i][k:]...)...)
		}
		// the restored row: its cells against the others (the rows added since are blank), then
		// its own diagonal
		cross := row[len(ts.T.Columns):]
		for len(cross) < len(ts.Rows) {
			cross = append(cross, "")
		}
		cross = append(cross[:at:at], append([]string{""}, cross[at:]...)...)
		row = append(row[:len(ts.T.Columns):len(ts.T.Columns)], cross...)
	}
	ts.Rows = append(ts.Rows[:at:at], append([][]string{row}, ts.Rows[at:]...)...)
	ts.SetOpen(len(ts.Rows)-1, false)
	if at < len(ts.open) {
		ts.open = append(ts.open[:at:at], append([]bool{false}, ts.open[at:len(ts.Rows)-1]...)...)
	}
	ts.shiftTyped(at, 1)
	ts.Undo = nil
}

// Step moves a number cell by its column's step (dir ±1) within its range; a blank or
// unreadable cell starts from its default, else the range's nearest end to zero.
func (ts *TableState) Step(r, j, dir int, l msg.Lang) {
	if r < 0 || r >= len(ts.Rows) || j < 0 || j >= len(ts.Rows[r]) {
		return
	}
	c := ts.T.Cells(len(ts.Rows))[j]
	v, err := parseCell(&c, ts.Rows[r][j], l)
	var x int64
	switch {
	case err == nil && len(v) == 1:
		x = v[0] + int64(dir)*c.StepOf()
	case len(c.Default) == 1:
		x = c.Default[0]
	default:
		x = max(c.Min, min(c.Max, 0))
	}
	x = max(c.Min, min(c.Max, x))
	ts.Rows[r][j] = cellText(&c, []int64{x}, l)
	delete(ts.typed, r)
}

// SetCell sets one cell's text (the row's line then reads from its cells again).
func (ts *TableState) SetCell(r, j int, text string) {
	if r >= 0 && r < len(ts.Rows) && j >= 0 && j < len(ts.Rows[r]) {
		ts.Rows[r][j] = text
		delete(ts.typed, r)
	}
}

// pasteErrors positions the errors of the table's list fields that did not parse: the first
// line that fails names the row of its first item (and the column, where a row takes several
// items of the list), so that a message never names a list by its codes. Fields that parsed
// give none; an error of the whole text (too long, too many lines) names the field.
func (ts *TableState) pasteErrors(s engine.Schema, texts []string, errs []*engine.Error) []engine.CellError {
	var out []engine.CellError
	for _, name := range ts.T.Fields() {
		i := s.Index(name)
		if i < 0 || errs[i] == nil {
			continue
		}
		r, col, lineErr := ts.failingLine(&s[i], texts[i])
		if r < 0 {
			out = append(out, engine.CellError{Row: -1, Col: -1, Err: errs[i]})
			continue
		}
		out = append(out, engine.CellError{Row: r, Col: col, Err: lineErr})
	}
	return out
}

// failingLine finds the first line of text that field f does not read: the row and column (−1:
// the whole row, as for a packed code) of its first item, and the line's error; row −1 when no
// single line fails.
func (ts *TableState) failingLine(f *engine.Field, text string) (row, col int, err *engine.Error) {
	items := 0
	for _, line := range strings.Split(text, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		v, _, e := input.ParseIn(f, line, ts.lang)
		if e == nil {
			items += len(v)
			continue
		}
		var cols []int
		for j, c := range ts.T.Columns {
			if c.List == f.Name {
				cols = append(cols, j)
			}
		}
		switch {
		case isPacked(ts.T, f.Name):
			return items, -1, e
		case len(cols) > 0:
			return items / len(cols), cols[items%len(cols)], e
		case len(ts.Rows) > 0: // the cross-table's list, row by row
			n := len(ts.Rows)
			return items / n, len(ts.T.Columns) + items%n, e
		}
		return -1, -1, e
	}
	return -1, -1, nil
}

func isPacked(t *engine.Table, list string) bool {
	for _, p := range t.Packs {
		if p.List == list {
			return true
		}
	}
	return false
}

// FieldError is the error paste mode shows under list field name's box: its line that does
// not read, else an error of the whole list (the calculator's, naming the field).
func (ts *TableState) FieldError(name string) (engine.CellError, bool) {
	for _, e := range ts.PasteErrs {
		if e.Err != nil && e.Err.Field == name {
			return e, true
		}
	}
	for _, e := range ts.Errs {
		if e.Err != nil && e.Row < 0 && e.Err.Field == name {
			return e, true
		}
	}
	return engine.CellError{}, false
}
