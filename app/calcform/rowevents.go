package calcform

import (
	"arbiter/app/formstate"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// onRepeat: "Repeat" on row r adds the row that follows it (a copy, or the next hand) after it.
func (p *tableRow) onRepeat(ti, r int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil && c.canAdd(ts) {
			ts.RepeatRow(r, c.f.Lang)
			c.recompute()
			focusLater(ctx, c.firstControl(ts, r+1))
		}
	}
}

// onEdit shows or folds row r's cells.
func (p *tableRow) onEdit(ti, r int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.SetOpen(r, !ts.IsOpen(r))
			c.recompute()
		}
	}
}

// onLine: the row typed as one line sets its cells when it reads; else it stays as typed,
// with why under it.
func (p *tableRow) onLine(ti, r int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.TypeLine(c.f.Calc.Inputs, r, ctx.JSSrc().Get("value").String(), c.f.Lang)
			c.recompute()
		}
	}
}

// onLineDone: a line left shows as the row reads it ("4♠ S =") with the row's cells folded,
// unless it was refused.
func (p *tableRow) onLineDone(ti, r int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.LineDone(r) // the page is drawn again after the handler
			c.touch()
		}
	}
}

// onLineKey: Enter in a row's line goes to the next row's line; in the last row it adds a
// blank row (where the table may grow) and goes to its line.
func (p *tableRow) onLineKey(ti, r int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		c.enterNext(ctx, e, ti, r, func(ts *formstate.TableState) { ts.LineDone(r) }, func(ts *formstate.TableState, added bool) string {
			return rowID(ts.T, r+1) + "-line"
		})
	}
}

func (p *tableRow) onDelete(ti, r int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			if lo, _ := ts.T.RowLimits(c.f.Calc.Inputs); len(ts.Rows) <= lo {
				return
			}
			ts.DeleteRow(r)
			c.recompute()
			focusLater(ctx, tableID(ts.T)+"-undo")
		}
	}
}

// enterNext is Enter in row r of table ti (a cell or the row's line): first done with the row
// (nil: nothing), then the focus goes to the control next names in the next row, which in the
// last row is a blank one added where the table may grow (added true); nothing where it may not.
func (c *formCore) enterNext(ctx app.Context, e app.Event, ti, r int, done func(ts *formstate.TableState), next func(ts *formstate.TableState, added bool) string) {
	if e.Get("key").String() != "Enter" {
		return
	}
	e.PreventDefault()
	ts := c.table(ti)
	if ts == nil {
		return
	}
	if done != nil {
		done(ts)
	}
	added := r+1 >= len(ts.Rows)
	if added {
		if !c.canAdd(ts) {
			return
		}
		ts.AddRow(c.f.Lang)
		c.recompute()
	}
	focusLater(ctx, next(ts, added))
}
