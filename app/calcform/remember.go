package calcform

import (
	"context"
	"strings"

	"arbiter/app/formstate"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A choice the open event keeps (eventlog.Remembered: the ZT repeats counted per player or per
// team) is its setting for every later case: a tap on it inside a tool asks before it changes
// the event, and says what it changes; until the director says so, the choice holds for this
// case only.

// formRemember stands under Field, a choice the open event keeps: hidden until the director's
// choice would change the event, then the question, and after the answer what was done.
// Props: Gen changes with each change of the form's state S.
type formRemember struct {
	app.Compo
	Lang  msg.Lang
	Gen   int
	S     *formCore
	Field string
}

// asking holds, per form on screen, the question asked beside a remembered field and what the
// answer did (the form's own state lives in core.go; the UI runs on one goroutine).
var asking = map[*formCore]*rememberState{}

type rememberState struct {
	ask    RememberAsk // asked now (Change false: nothing)
	said   string      // what the answer did
	saving bool        // the event is being written
	field  string      // … beside this field
	opened string      // … of the form opened for this (CalcForm.opened)
}

// RememberAsk is the question asked before the director's choice of a field changes the open
// event's setting: the setting's name, the event's value and the choice, in the form's language.
type RememberAsk struct {
	Field, Code        string
	Event, EventID     string
	Setting, From, To  string
	Conflicted, Change bool
}

// AskRemember is the question for choosing code in calc's field on a form of ev (nil: no event
// open): Change is false when the choice leaves the event as it is (not a field the event keeps,
// the club's own setting chosen, the event's value already); Conflicted when the event holds a
// conflict, which a person settles on the event page, so nothing is asked.
func AskRemember(l msg.Lang, rs *engine.Ruleset, calc *engine.Calculator, ev *eventlog.Event, field, code string) RememberAsk {
	a := RememberAsk{Field: field, Code: code}
	r := eventlog.RememberedOf(calc, field)
	if r == nil || ev == nil || rs == nil {
		return a
	}
	if _, changed := eventlog.Remember(*ev, calc, field, code); !changed {
		return a
	}
	if len(ev.Conflicts) > 0 {
		a.Conflicted = true
		return a
	}
	f := calc.Inputs.Field(field)
	label := func(c string) string {
		for j, o := range f.Options {
			if strings.EqualFold(o, c) {
				return formstate.OptionLabel(l, f, j)
			}
		}
		return c
	}
	from, ok := eventlog.EventChoice(ev, calc, field)
	if !ok { // the event keeps none: the value in force, the club's or the regulation's
		if v := ParamsFor(rs, ev).I(r.Param); v >= 0 && int(v) < len(r.Codes) {
			from = r.Codes[v]
		}
	}
	if strings.EqualFold(from, code) { // in force already: nothing changes
		return a
	}
	a.Event, a.EventID = ev.Name, ev.ID
	a.Setting, a.From, a.To = msg.T(l, f.LabelKey()), label(from), label(code)
	a.Change = true
	return a
}

// keepChoice keeps the director's choice code of field in the open event (as they confirmed):
// every later form of the event starts with it; done learns, once the log holds it, whether it
// was kept.
func (c *formCore) keepChoice(ctx app.Context, eventID, field, code string, done func(ctx app.Context, kept bool)) {
	if c.ev == nil || c.ev.ID != eventID || len(c.ev.Conflicts) > 0 {
		done(ctx, false)
		return
	}
	ev, changed := eventlog.Remember(*c.ev, c.f.Calc, field, code)
	if !changed {
		done(ctx, true)
		return
	}
	*c.ev = ev
	c.touch()
	var err error
	view.WithLog(ctx, func(s eventlog.Store) { err = s.PutEvent(context.Background(), ev) }, func(ctx app.Context) {
		if err != nil {
			c.loadEvents(ctx) // not kept: the form goes on with the event as stored
		}
		done(ctx, err == nil)
	})
}

// asked is the question or answer beside field, when it is this form's as open now.
func (c *formCore) asked(field string) *rememberState {
	st := asking[c]
	if st == nil || st.field != field || st.opened != c.opened {
		return nil
	}
	return st
}

// Render draws the box under a field the open event keeps: hidden until the director's choice
// would change the event, then the question, and after the answer what was done.
func (p *formRemember) Render() app.UI {
	c, l, field := p.S, p.Lang, p.Field
	id := "remember-" + strings.ReplaceAll(field, "_", "-")
	st := c.asked(field)
	if st == nil || !st.ask.Change {
		if st != nil && st.said != "" {
			return view.El("div.remember", view.Tx("p.src", st.said).Role("status")).ID(id)
		}
		return view.El("div.remember").ID(id).Attr("hidden", true)
	}
	a := st.ask
	return view.El("div.remember.notice",
		view.Tx("p", msg.T(l, "app.remember.ask", msg.A("setting", a.Setting), msg.A("event", a.Event), msg.A("from", a.From), msg.A("to", a.To))).ID(id+"-q"),
		view.El("div.tool-row",
			view.Tx("button.btn", msg.T(l, "app.remember.yes")).ID(id+"-yes").Attr("type", "button").Attr("disabled", st.saving).OnClick(func(ctx app.Context, e app.Event) {
				// the question stays (its buttons off) until the log holds the event: the answer's
				// callback runs only while this button is on screen
				st.saving = true
				c.keepChoice(ctx, a.EventID, a.Field, a.Code, func(ctx app.Context, kept bool) {
					st.ask, st.said, st.saving = RememberAsk{}, "", false
					if kept {
						st.said = msg.T(l, "app.remember.done", msg.A("setting", a.Setting), msg.A("event", a.Event), msg.A("to", a.To))
					}
				})
			}),
			view.Tx("button.btn.btn-quiet", msg.T(l, "app.remember.no")).ID(id+"-no").Attr("type", "button").Attr("disabled", st.saving).OnClick(func(ctx app.Context, e app.Event) {
				st.ask, st.said = RememberAsk{}, msg.T(l, "app.remember.kept", msg.A("setting", a.Setting), msg.A("from", a.From))
			}),
		),
	).ID(id).Role("group").Aria("labelledby", id+"-q")
}
