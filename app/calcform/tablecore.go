package calcform

import (
	"strconv"
	"unicode/utf8"

	"arbiter/app/formstate"
	"arbiter/engine"
	"arbiter/engine/msg"
)

// What a table's parts share: the ids of its controls, the names of its rows, columns and
// cells in a language, its errors as sentences, and what a table allows (formCore's, as the
// names of rows come from the open event).

// tableID is the id prefix of table ti's controls.
func tableID(t *engine.Table) string { return "t-" + t.ID }

// cellID is the id of the control of row r (from 0), cell j: t-<table>-<row>-<column>.
func cellID(t *engine.Table, r, j int) string {
	name := ""
	if j >= 0 && j < len(t.Columns) {
		name = t.Columns[j].Name
	} else if t.Cross != nil {
		name = t.Cross.Name + "-" + strconv.Itoa(j-len(t.Columns)+1)
	}
	return tableID(t) + "-" + strconv.Itoa(r+1) + "-" + name
}

// rowID is the id prefix of row r's own elements: t-<table>-<row>.
func rowID(t *engine.Table, r int) string { return tableID(t) + "-" + strconv.Itoa(r+1) }

// rowName is row r's name in l ("Hand 3").
func (c *formCore) rowName(l msg.Lang, t *engine.Table, r int) string {
	n := t.RowNumber(c.f.Calc.Inputs, c.st.Vals, r)
	name := msg.T(l, t.Row, msg.A("n", n))
	if t.Participants && c.ev != nil {
		// the open event's team or pair of that number, by name
		for _, p := range c.ev.Participants {
			if p.Number == n && p.Name != "" {
				return name + " · " + p.Name
			}
		}
	}
	return name
}

// colName is cell j's heading: the column's label, or in a cross-table "against Team 2"; with
// its group ("Open room: Level") when the column has one.
func (c *formCore) colName(l msg.Lang, t *engine.Table, j int, col *engine.Column) string {
	if j >= len(t.Columns) {
		return msg.T(l, col.LabelKey(), msg.A("team", c.rowName(l, t, j-len(t.Columns))))
	}
	return msg.T(l, col.LabelKey())
}

// cellName is the accessible name of a cell's control: "Hand 3, Declarer"; a column in a group
// names it too ("Board 2, Open room, Level").
func (c *formCore) cellName(l msg.Lang, t *engine.Table, r, j int, col *engine.Column) string {
	name := c.colName(l, t, j, col)
	if col.Group != "" {
		name = msg.T(l, "app.table.cell", msg.A("row", msg.T(l, col.Group)), msg.A("col", name))
	}
	return msg.T(l, "app.table.cell", msg.A("row", c.rowName(l, t, r)), msg.A("col", name))
}

// errorAt is the message of the first error of cell (r, j), "" when it has none.
func (c *formCore) errorAt(l msg.Lang, ts *formstate.TableState, r, j int) string {
	for _, e := range ts.Errs {
		if e.Row == r && e.Col == j && e.Err != nil {
			if j < 0 {
				return cellMessage(l, e.Err, c.rowName(l, ts.T, r))
			}
			cells := ts.T.Cells(len(ts.Rows))
			if j < len(cells) {
				return cellMessage(l, e.Err, c.cellName(l, ts.T, r, j, &cells[j]))
			}
		}
	}
	return ""
}

// recompute recomputes the form after an edit of a table, and keeps the draft.
func (c *formCore) recompute() { c.edited(-1) }

func (c *formCore) table(ti int) *formstate.TableState {
	if ti < 0 || ti >= len(c.st.Tables) {
		return nil
	}
	return c.st.Tables[ti]
}

// canAdd reports whether table ts takes another row.
func (c *formCore) canAdd(ts *formstate.TableState) bool {
	lo, hi := ts.T.RowLimits(c.f.Calc.Inputs)
	return !(hi > 0 && len(ts.Rows) >= hi) && !(lo > 0 && lo == hi)
}

// firstControl is the id of row r's first control (a row of option buttons: its first one).
func (c *formCore) firstControl(ts *formstate.TableState, r int) string {
	cells := ts.T.Cells(len(ts.Rows))
	switch {
	case len(cells) == 0:
		return ""
	case lined(ts) && ts.HasLine():
		return rowID(ts.T, r) + "-line"
	case cells[0].Kind == engine.KEnum && segmentable(c.f.Lang, &cells[0]):
		return cellID(ts.T, r, 0) + "-0"
	}
	return cellID(ts.T, r, 0)
}

// cellMessage is e as a sentence naming where: the error's field becomes the row and column
// ("Hand 3, Declarer's tricks: enter a whole number from 0 to 10."), never a field's code.
func cellMessage(l msg.Lang, e *engine.Error, where string) string {
	if len(e.Args) > 0 && e.Args[0].Name == "field" {
		cp := *e
		cp.Args = append([]msg.Arg{msg.A("field", where)}, e.Args[1:]...)
		return engine.ErrorMessage(&cp, l, "")
	}
	return where + ": " + engine.ErrorMessage(e, l, "")
}

// lined reports whether table ts shows each row as one line, its cells only when asked: a
// table of more than one cell per row (a row per item of one column is a line already).
func lined(ts *formstate.TableState) bool {
	return len(ts.T.Cells(max(len(ts.Rows), 1))) > 1
}

// cellErr reports whether a cell of row r has an error (its cells then show).
func cellErr(ts *formstate.TableState, r int) bool {
	for _, e := range ts.Errs {
		if e.Row == r && e.Col >= 0 {
			return true
		}
	}
	return false
}

// segmentable reports whether an enum cell's options fit a row of buttons (few and short).
func segmentable(l msg.Lang, col *engine.Column) bool {
	if len(col.Options) > 5 {
		return false
	}
	n := 0
	for k := range col.Options {
		n += utf8.RuneCountInString(formstate.OptionLabel(l, &col.Field, k))
	}
	return n <= 22
}

// numWidth is the width class of a number box: room for the longest value of its range.
func numWidth(col *engine.Column) string {
	n := max(len(strconv.FormatInt(col.Min, 10)), len(strconv.FormatInt(col.Max, 10)))
	if col.Kind == engine.KDecimal {
		n++
	}
	switch {
	case n <= 3:
		return "num-s"
	case n <= 5:
		return "num-m"
	}
	return "num-l"
}
