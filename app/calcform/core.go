package calcform

import (
	"context"
	"encoding/json"
	"slices"
	"sort"
	"strings"
	"time"

	"arbiter/app/formstate"
	"arbiter/app/internal/browser"
	"arbiter/app/logstore"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// formCore is the form's state, which the form's parts share (a pointer to it is each part's
// prop S): the case as the form holds it (formstate.FormState), what the device and the log
// gave it (the club file, the events, the open event and its incidents, the PBN file), and
// what the director picked beside the fields. Every change of it counts gen up: the parts take
// it as their prop Gen, and go-app redraws a part only when a prop changes. A change only one
// part draws (a box of fields opened, a text being typed into a table's box of lines) leaves
// gen as it is: that part, whose handler it was, is redrawn anyway.
type formCore struct {
	f *CalcForm // the form: its props (the calculator, the link's values) and its address

	st     formstate.FormState
	club   map[string]float64 // the club file's values for RS (nil: none)
	events []eventlog.Event   // the log's events of RS
	ev     *eventlog.Event    // the open event: the event fields come from it (nil: none)
	opened string             // the calculator and query the form was opened for
	live   bool               // mounted: the form writes its draft
	gen    int                // counts the changes of this state: the parts redraw on a new one

	incs    []eventlog.Incident            // the open event's incidents ("From the log", fromlog.go)
	who     int                            // whose earlier incidents "From the log" counts (0: not picked)
	fed     map[string]eventlog.FeedAnswer // the feeds tapped, by field: the form says what they counted
	session int                            // the case's session number, for feeds that count the session (0: none)
	stopLog func()

	board boardPick // "Board from the file" (pbnboard.go)

	moreOpen bool // the director opened the fields that may be left blank (assumedFields)
}

// touch records a change of the state: every part is drawn again.
func (c *formCore) touch() { c.gen++ }

// openKey names what the form is open for: the calculator and the link's values.
func (c *formCore) openKey() string {
	if c.f.Calc == nil || c.f.RS == nil {
		return ""
	}
	k := c.f.RS.ID + "/" + c.f.Calc.ID
	names := make([]string, 0, len(c.f.Query))
	for n := range c.f.Query {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		k += "&" + n + "=" + c.f.Query[n]
	}
	return k
}

// reset opens the form: a link's values, else d, the draft kept on the device (nil: none),
// else a blank case with the event's facts.
func (c *formCore) reset(d *formstate.FormDraft) {
	c.touch()
	if c.f.Calc == nil || c.f.RS == nil {
		c.st = formstate.FormState{}
		c.opened = ""
		return
	}
	c.opened = c.openKey()
	c.fed = nil
	c.moreOpen = false
	if c.ev != nil && c.ev.Ruleset != c.f.RS.ID {
		c.ev, c.events = nil, nil // another ruleset's event: its own loads next
	}
	o := formstate.OpenOpts{Query: c.f.Query, Ev: c.ev}
	if len(c.f.Query) == 0 {
		o.Draft = d
	}
	c.st = formstate.OpenFormState(c.f.RS, c.f.Calc, c.f.Lang, c.club, o)
}

// storedDraft is the calculator's draft kept on the device, nil when there is none (or it
// cannot be read).
func (c *formCore) storedDraft(ctx app.Context) *formstate.FormDraft {
	if c.f.Calc == nil || c.f.RS == nil {
		return nil
	}
	var s string
	if err := ctx.LocalStorage().Get(formstate.DraftKey(c.f.RS, c.f.Calc), &s); err != nil {
		return nil
	}
	return formstate.ReadDraft(s)
}

// loadEvents reads the log's events of the ruleset and takes the open one (as "Log it" does:
// the open event, else the first) for the event fields.
func (c *formCore) loadEvents(ctx app.Context) {
	rs := c.f.RS
	rulesetEvents(ctx, rs, func(ctx app.Context, evs []eventlog.Event) {
		if c.f.RS != rs {
			return
		}
		c.events = evs
		id := view.OpenEventID(ctx)
		if ev, _ := reopenRef(c.f.Reopen); ev != "" {
			id = ev // a re-ruled incident's event
		}
		c.useEvent(id)
		c.loadIncidents(ctx)
	})
}

// logChanged follows a change of the log: the incidents of the form's event, and the events
// when their list changed (one made in another tab or come with the shared log, or the log
// moved into storage that opened late: until then the form read the log kept in memory). The
// form's event stays while the log holds it.
func (c *formCore) logChanged(ctx app.Context) {
	rs := c.f.RS
	rulesetEvents(ctx, rs, func(ctx app.Context, evs []eventlog.Event) {
		if c.f.RS != rs {
			return
		}
		if sameEvents(c.events, evs) {
			c.loadIncidents(ctx)
			return
		}
		id := view.OpenEventID(ctx)
		if c.ev != nil && slices.ContainsFunc(evs, func(e eventlog.Event) bool { return e.ID == c.ev.ID }) {
			id = c.ev.ID
		}
		c.events = evs
		c.useEvent(id)
		c.loadIncidents(ctx)
	})
}

// rulesetEvents reads the log's events of rs off the UI goroutine, then gives them to done on it.
func rulesetEvents(ctx app.Context, rs *engine.Ruleset, done func(ctx app.Context, evs []eventlog.Event)) {
	var evs []eventlog.Event
	view.WithLog(ctx, func(s eventlog.Store) {
		all, _ := s.ListEvents(context.Background())
		for _, e := range all {
			if e.Ruleset == rs.ID {
				evs = append(evs, e)
			}
		}
	}, func(ctx app.Context) { done(ctx, evs) })
}

// sameEvents tells whether a and b list the same events, by ID, in order.
func sameEvents(a, b []eventlog.Event) bool {
	return slices.EqualFunc(a, b, func(x, y eventlog.Event) bool { return x.ID == y.ID })
}

// useEvent takes the event called id (else the first of the ruleset) for the event fields.
func (c *formCore) useEvent(id string) {
	c.touch()
	var ev *eventlog.Event
	for i := range c.events {
		if c.events[i].ID == id || ev == nil {
			ev = &c.events[i]
		}
	}
	c.ev = ev
	c.st.SetEvent(c.f.RS, c.f.Calc, ev)
}

// syncControls writes the texts into the text controls once drawn: go-app drops an empty
// value attribute rather than setting it, so a box emptied by the form (Clear, Log it, another
// calculator in the same place) would keep showing its old text.
func (c *formCore) syncControls(ctx app.Context) {
	ctx.Defer(func(ctx app.Context) {
		if c.f.Calc == nil || len(c.st.Texts) != len(c.f.Calc.Inputs) {
			return
		}
		set := func(id, v string) {
			el := app.Window().GetElementByID(id)
			if el == nil || !el.Truthy() {
				return
			}
			switch el.Get("type").String() {
			case "checkbox", "radio", "select-one":
				if el.Get("type").String() == "select-one" {
					selectValue(el, v)
				}
				return
			case "datetime-local":
				v = strings.Replace(v, " ", "T", 1)
			case "hidden":
				v = strings.ReplaceAll(v, "\n", "; ")
			}
			if el.Get("value").String() != v {
				el.Set("value", v)
			}
		}
		for i, f := range c.f.Calc.Inputs {
			set("f-"+f.Name, c.st.Texts[i])
		}
		for _, ts := range c.st.Tables {
			for r, row := range ts.Rows {
				for j, x := range row {
					set(cellID(ts.T, r, j), x)
				}
			}
		}
	})
}

// clear empties the form (the case fields blank, the event's facts) and forgets the draft.
func (c *formCore) clear() {
	c.startOver(func() { c.st = formstate.BlankState(c.f.RS, c.f.Calc, c.f.Lang, c.club, nil, c.ev) })
}

// clearCase empties the restored case: the case fields blank, the event fields as they are;
// the draft goes.
func (c *formCore) clearCase() {
	c.startOver(func() { c.st.ClearCase(c.f.RS, c.f.Calc, c.ev) })
}

// startOver is clear and clearCase: the link's values, the feeds and the boxes opened go, empty
// makes the form's new state, and the draft is forgotten.
func (c *formCore) startOver(empty func()) {
	c.touch()
	if c.f.Calc == nil || c.f.RS == nil {
		return
	}
	c.f.Query = nil
	c.opened = c.openKey()
	c.fed, c.who = nil, 0
	c.moreOpen = false
	empty()
	if c.live {
		browser.RemoveLocal(formstate.DraftKey(c.f.RS, c.f.Calc))
	}
}

// saveDraft keeps what the form holds on the device (none when it holds nothing of a case).
func (c *formCore) saveDraft() {
	c.touch()
	if !c.live || c.f.Calc == nil || c.f.RS == nil {
		return
	}
	d := c.st.Draft(c.f.Calc)
	if d == nil {
		browser.RemoveLocal(formstate.DraftKey(c.f.RS, c.f.Calc))
		return
	}
	d.At = msg.MinutesOf(time.Now())
	b, err := json.Marshal(d)
	if err != nil {
		return
	}
	logstore.SetLocal(formstate.DraftKey(c.f.RS, c.f.Calc), string(b))
}

// edited records that the director changed field i (−1: a table), recomputes and saves the
// draft.
func (c *formCore) edited(i int) {
	if i >= 0 && i < len(c.st.Origin) {
		c.st.Origin[i] = formstate.OriginTyped
	}
	if i < 0 {
		for _, ts := range c.st.Tables {
			for _, name := range ts.T.Fields() {
				if k := c.f.Calc.Inputs.Index(name); k >= 0 && k < len(c.st.Origin) {
					c.st.Origin[k] = formstate.OriginTyped
				}
			}
		}
	}
	c.st.Compute(c.f.RS, c.f.Calc)
	c.saveDraft()
}
