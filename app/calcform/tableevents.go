package calcform

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func (p *formTable) onAdd(ti int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			if !c.canAdd(ts) {
				return
			}
			ts.AddRow(c.f.Lang)
			c.recompute()
			focusLater(ctx, c.firstControl(ts, len(ts.Rows)-1))
		}
	}
}

func (p *formTable) onUndo(ti int) app.EventHandler {
	c := p.S
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
func (p *formTable) onMode(ti int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.Paste = !ts.Paste
			c.recompute()
			focusLater(ctx, tableID(ts.T)+"-mode")
		}
	}
}

// onLinesToggle shows or hides the box of several rows at once.
func (p *formTable) onLinesToggle(ti int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.Lines = !ts.Lines
			c.touch()
			if ts.Lines {
				focusLater(ctx, tableID(ts.T)+"-lines")
			}
		}
	}
}

// onLinesText keeps the text of the box of lines; only this table draws it (the form's gen
// stays: this table is drawn again, its handler's).
func (p *formTable) onLinesText(ti int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		if ts := c.table(ti); ts != nil {
			ts.LinesText = ctx.JSSrc().Get("value").String()
		}
	}
}

// onLinesAdd adds a row for each line of the box that reads; the lines refused stay in the box,
// each named with why.
func (p *formTable) onLinesAdd(ti int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		ts := c.table(ti)
		if ts == nil {
			return
		}
		_, hi := ts.T.RowLimits(c.f.Calc.Inputs)
		refused, added := ts.PasteLines(c.f.Calc.Inputs, ts.LinesText, hi, c.f.Lang)
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
