package calcform

import (
	"strings"

	"arbiter/app/formstate"
	"arbiter/engine"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// recompute recomputes the form after an edit of a table, and keeps the draft.
func (c *CalcForm) recompute() { c.edited(-1) }

func (c *CalcForm) table(ti int) *formstate.TableState {
	if ti < 0 || ti >= len(c.st.Tables) {
		return nil
	}
	return c.st.Tables[ti]
}

func (c *CalcForm) onCellText(ti, r, j int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.SetCell(r, j, ctx.JSSrc().Get("value").String())
			c.recompute()
		}
	}
}

func (c *CalcForm) onCellCheck(ti, r, j int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			t := "0"
			if ctx.JSSrc().Get("checked").Bool() {
				t = "1"
			}
			ts.SetCell(r, j, t)
			c.recompute()
		}
	}
}

func (c *CalcForm) onCellOption(ti, r, j int, code string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.SetCell(r, j, code)
			c.recompute()
		}
	}
}

func (c *CalcForm) onStep(ti, r, j, dir int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.Step(r, j, dir, c.Lang)
			c.recompute()
		}
	}
}

// onCellKey: Enter in a cell goes to the same cell of the next row; in the last row it adds a
// blank row (where the table may grow) and goes to its first cell.
func (c *CalcForm) onCellKey(ti, r, j int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if e.Get("key").String() != "Enter" {
			return
		}
		e.PreventDefault()
		ts := c.table(ti)
		if ts == nil {
			return
		}
		if r+1 >= len(ts.Rows) {
			if !c.canAdd(ts) {
				return
			}
			ts.AddRow(c.Lang)
			c.recompute()
			focusLater(ctx, c.firstControl(ts, r+1))
			return
		}
		focusLater(ctx, cellID(ts.T, r+1, j))
	}
}

// canAdd reports whether table ts takes another row.
func (c *CalcForm) canAdd(ts *formstate.TableState) bool {
	lo, hi := ts.T.RowLimits(c.Calc.Inputs)
	return !(hi > 0 && len(ts.Rows) >= hi) && !(lo > 0 && lo == hi)
}

func (c *CalcForm) onAdd(ti int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			if !c.canAdd(ts) {
				return
			}
			ts.AddRow(c.Lang)
			c.recompute()
			focusLater(ctx, c.firstControl(ts, len(ts.Rows)-1))
		}
	}
}

// onRepeat: "Repeat" on row r adds the row that follows it (a copy, or the next hand) after it.
func (c *CalcForm) onRepeat(ti, r int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil && c.canAdd(ts) {
			ts.RepeatRow(r, c.Lang)
			c.recompute()
			focusLater(ctx, c.firstControl(ts, r+1))
		}
	}
}

// onEdit shows or folds row r's cells.
func (c *CalcForm) onEdit(ti, r int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.SetOpen(r, !ts.IsOpen(r))
			c.recompute()
		}
	}
}

// onLine: the row typed as one line sets its cells when it reads; else it stays as typed,
// with why under it.
func (c *CalcForm) onLine(ti, r int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.TypeLine(c.Calc.Inputs, r, ctx.JSSrc().Get("value").String(), c.Lang)
			c.recompute()
		}
	}
}

// onLineDone: a line left shows as the row reads it ("4♠ S =") with the row's cells folded,
// unless it was refused.
func (c *CalcForm) onLineDone(ti, r int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.LineDone(r) // the page is drawn again after the handler
		}
	}
}

// onLineKey: Enter in a row's line goes to the next row's line; in the last row it adds a
// blank row (where the table may grow) and goes to its line.
func (c *CalcForm) onLineKey(ti, r int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if e.Get("key").String() != "Enter" {
			return
		}
		e.PreventDefault()
		ts := c.table(ti)
		if ts == nil {
			return
		}
		ts.LineDone(r)
		if r+1 >= len(ts.Rows) {
			if !c.canAdd(ts) {
				return
			}
			ts.AddRow(c.Lang)
			c.recompute()
		}
		focusLater(ctx, rowID(ts.T, r+1)+"-line")
	}
}

// onLinesToggle shows or hides the box of several rows at once.
func (c *CalcForm) onLinesToggle(ti int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.Lines = !ts.Lines
			if ts.Lines {
				focusLater(ctx, tableID(ts.T)+"-lines")
			}
		}
	}
}

func (c *CalcForm) onLinesText(ti int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.LinesText = ctx.JSSrc().Get("value").String()
		}
	}
}

// onLinesAdd adds a row for each line of the box that reads; the lines refused stay in the box,
// each named with why.
func (c *CalcForm) onLinesAdd(ti int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		ts := c.table(ti)
		if ts == nil {
			return
		}
		_, hi := ts.T.RowLimits(c.Calc.Inputs)
		refused, added := ts.PasteLines(c.Calc.Inputs, ts.LinesText, hi, c.Lang)
		kept := make([]string, len(refused))
		for k, rf := range refused {
			kept[k] = rf.Text
		}
		ts.LinesText, ts.Refused, ts.Added = strings.Join(kept, "\n"), refused, added
		c.recompute()
		id, text := tableID(ts.T)+"-lines", ts.LinesText
		ctx.Defer(func(ctx app.Context) {
			if el := app.Window().GetElementByID(id); el.Truthy() {
				el.Set("value", text)
			}
		})
	}
}

// selectAll selects a box's text as it takes the focus, so that typing replaces the value.
func selectAll(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }

func (c *CalcForm) onDelete(ti, r int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			if lo, _ := ts.T.RowLimits(c.Calc.Inputs); len(ts.Rows) <= lo {
				return
			}
			ts.DeleteRow(r)
			c.recompute()
			focusLater(ctx, tableID(ts.T)+"-undo")
		}
	}
}

func (c *CalcForm) onUndo(ti int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil && ts.Undo != nil {
			at := min(ts.Undo.At, len(ts.Rows))
			ts.UndoDelete()
			c.recompute()
			focusLater(ctx, c.firstControl(ts, at))
		}
	}
}

// onMode switches table ti between its rows and the pasted lines (which the rows follow).
func (c *CalcForm) onMode(ti int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.Paste = !ts.Paste
			c.recompute()
			focusLater(ctx, tableID(ts.T)+"-mode")
		}
	}
}

// firstControl is the id of row r's first control (a row of option buttons: its first one).
func (c *CalcForm) firstControl(ts *formstate.TableState, r int) string {
	cells := ts.T.Cells(len(ts.Rows))
	switch {
	case len(cells) == 0:
		return ""
	case lined(ts) && ts.HasLine():
		return rowID(ts.T, r) + "-line"
	case cells[0].Kind == engine.KEnum && segmentable(c.Lang, &cells[0]):
		return cellID(ts.T, r, 0) + "-0"
	}
	return cellID(ts.T, r, 0)
}

// focusLater moves the focus to the element id once the update has been drawn.
func focusLater(ctx app.Context, id string) {
	if id == "" {
		return
	}
	ctx.Defer(func(ctx app.Context) {
		if el := app.Window().GetElementByID(id); el.Truthy() {
			el.Call("focus")
		}
	})
}
