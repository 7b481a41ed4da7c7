package calcform

import (
	"strings"

	"arbiter/app/view"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// fieldOf is the field the control that fired belongs to, read from its name when the event
// comes: a redraw that hides or shows a field for the mode (Field.When) moves every field after
// it, and go-app keeps a reused control's first handler, so the index i the handler was made
// with may name another field by then.
func (c *formCore) fieldOf(ctx app.Context, i int) int {
	if n := ctx.JSSrc().Get("name"); n.Truthy() {
		if k := c.f.Calc.Inputs.Index(n.String()); k >= 0 {
			return k
		}
	}
	return i
}

// onText is the handler of field i's text (a table's pasted lines' too: tableview.go).
func (c *formCore) onText(i int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		i := c.fieldOf(ctx, i)
		c.st.Set(c.f.RS, c.f.Calc, i, ctx.JSSrc().Get("value").String())
		c.saveDraft()
	}
}

// onSelect is onText for a select, which then shows the option the form holds: the blank
// option it opened with goes once one is chosen, and go-app, reusing the option elements by
// position, would otherwise leave the next option shown as chosen ("b" for a chosen "a").
func (p *formFields) onSelect(i int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		i := c.fieldOf(ctx, i)
		c.onText(i)(ctx, e)
		c.chose(ctx, i)
		c.syncControls(ctx)
	}
}

func (p *formFields) onCheck(i int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		i := c.fieldOf(ctx, i)
		t := "0"
		if ctx.JSSrc().Get("checked").Bool() {
			t = "1"
		}
		c.st.Set(c.f.RS, c.f.Calc, i, t)
		c.saveDraft()
	}
}

func (p *formFields) onOption(i int, code string) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		i := c.fieldOf(ctx, i)
		if v := ctx.JSSrc().Get("value"); v.Truthy() {
			code = v.String() // the option of the radio tapped, as its field is (fieldOf)
		}
		if i < len(c.st.Texts) && strings.EqualFold(c.st.Texts[i], code) {
			return // the option it holds: a tap on it changes nothing (as with a change event)
		}
		c.st.Set(c.f.RS, c.f.Calc, i, code)
		c.saveDraft()
		c.chose(ctx, i) // fromlog.go: a choice the open event remembers
	}
}

// onCard toggles one card of a hand field from the card picker; the text follows.
func (p *formFields) onCard(i int, card int) app.EventHandler {
	c := p.S
	return func(ctx app.Context, e app.Event) {
		// the card's id names its field ("f-<field>-card-<card>"), read when it is tapped (fieldOf)
		if id := ctx.JSSrc().Get("id").String(); strings.HasPrefix(id, "f-") {
			if end := strings.LastIndex(id, "-card-"); end > 2 {
				if k := c.f.Calc.Inputs.Index(id[2:end]); k >= 0 {
					i = k
				}
			}
		}
		f := &c.f.Calc.Inputs[i]
		c.st.Set(c.f.RS, c.f.Calc, i, view.ToggleCard(f, c.st.Texts[i], card, c.f.Lang))
		c.saveDraft()
	}
}

// selectValue makes select el show the option of value v (none when v is blank; unchanged when
// no option has it).
func selectValue(el app.Value, v string) {
	if v == "" {
		el.Set("value", "")
		return
	}
	if el.Get("value").String() == v {
		return
	}
	opts := el.Get("options")
	for k := 0; k < opts.Length(); k++ {
		if o := opts.Index(k); strings.EqualFold(o.Get("value").String(), v) {
			el.Set("selectedIndex", k)
			return
		}
	}
}
