package calcform

import (
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

// onCellKey: Enter in a cell goes to the same cell of the next row, adding a row after the
// last one where the table may grow.
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
			if _, hi := ts.T.RowLimits(c.Calc.Inputs); hi > 0 && len(ts.Rows) >= hi {
				return
			}
			ts.AddRow(c.Lang)
			c.recompute()
		}
		focusLater(ctx, cellID(ts.T, r+1, j))
	}
}

func (c *CalcForm) onAdd(ti int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			if lo, hi := ts.T.RowLimits(c.Calc.Inputs); (hi > 0 && len(ts.Rows) >= hi) || (lo > 0 && lo == hi) {
				return
			}
			ts.AddRow(c.Lang)
			c.recompute()
			focusLater(ctx, c.firstControl(ts, len(ts.Rows)-1))
		}
	}
}

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
