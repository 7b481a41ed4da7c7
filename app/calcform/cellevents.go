package calcform

import (
	"arbiter/app/formstate"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func (p *tableCell) onCellText(ti, r, j int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.SetCell(r, j, ctx.JSSrc().Get("value").String())
			c.recompute()
		}
	}
}

// onCellSelect is onCellText for a list of choices, which then shows the option the row holds:
// the blank option it opened with goes once one is chosen, and go-app, reusing the option
// elements by position, would otherwise show the next option as chosen ("karo" for a chosen
// "pik"), as fields.go's onSelect says.
func (p *tableCell) onCellSelect(ti, r, j int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		p.onCellText(ti, r, j)(ctx, e)
		c.syncControls(ctx)
	}
}

func (p *tableCell) onCellCheck(ti, r, j int) app.EventHandler {
	c := p.S
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

func (p *tableCell) onCellOption(ti, r, j int, code string) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.SetCell(r, j, code)
			c.recompute()
		}
	}
}

func (p *tableCell) onStep(ti, r, j, dir int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.Step(r, j, dir, c.f.Lang)
			c.recompute()
		}
	}
}

// onCellKey: Enter in a cell goes to the same cell of the next row; in the last row it adds a
// blank row (where the table may grow) and goes to its first cell.
func (p *tableCell) onCellKey(ti, r, j int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		c.enterNext(ctx, e, ti, r, nil, func(ts *formstate.TableState, added bool) string {
			if added {
				return c.firstControl(ts, r+1)
			}
			return cellID(ts.T, r+1, j)
		})
	}
}
