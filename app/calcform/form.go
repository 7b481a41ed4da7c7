package calcform

import (
	"context"
	"encoding/json"
	"sort"
	"strconv"
	"strings"
	"time"

	"arbiter/app/formstate"
	"arbiter/app/internal/browser"
	"arbiter/app/logstore"
	"arbiter/app/result"
	"arbiter/app/rules"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// CalcForm is the one form of every calculator: it draws a control per field of the
// calculator's engine.Schema, parses what is typed with engine/input, and shows the result as
// soon as every field is valid. Nothing in it knows a particular calculator.
type CalcForm struct {
	app.Compo
	Lang  msg.Lang
	RS    *engine.Ruleset
	Calc  *engine.Calculator
	Query map[string]string // a link's texts by field name (from the URL): the form opens with them
	// Reopen is "<event>.<n>" when the form re-rules a logged incident (fromlog.go)
	Reopen string

	st     formstate.FormState
	club   map[string]float64 // the club file's values for RS (nil: none)
	events []eventlog.Event   // the log's events of RS
	ev     *eventlog.Event    // the open event: the event fields come from it (nil: none)
	opened string             // the calculator and query the form was opened for
	live   bool               // mounted: the form writes its draft

	incs    []eventlog.Incident            // the open event's incidents ("From the log", fromlog.go)
	who     int                            // whose earlier incidents "From the log" counts (0: not picked)
	fed     map[string]eventlog.FeedAnswer // the feeds tapped, by field: the form says what they counted
	session int                            // the case's session number, for feeds that count the session (0: none)
	stopLog func()

	board boardPick // "Board from the file" (pbnboard.go)

	moreOpen bool // the director opened the fields that may be left blank (assumedFields)
}

// The form's actions: "Log it" clears the form once the incident is saved, and names the event
// it logs to (the event fields follow it).
const (
	actionFormClear = "arbiter.form.clear"
	actionFormEvent = "arbiter.form.event"
)

func (c *CalcForm) OnInit() { c.reset(nil) }

// OnMount applies what the device knows: the club file in force, the draft, the open event.
func (c *CalcForm) OnMount(ctx app.Context) {
	if c.RS == nil {
		return
	}
	f, _ := view.ClubFile(ctx)
	c.club = view.ClubValuesOf(f, c.RS)
	c.live = true
	c.reset(c.storedDraft(ctx))
	c.loadEvents(ctx)
	c.loadBoardFile(ctx)
	ctx.Handle(actionFormClear, func(ctx app.Context, a app.Action) {
		view.Dispatch(ctx, func(ctx app.Context) { c.clear(); c.syncControls(ctx) })
	})
	ctx.Handle(actionFormEvent, func(ctx app.Context, a app.Action) {
		id, _ := a.Value.(string)
		view.Dispatch(ctx, func(ctx app.Context) { c.useEvent(id); c.loadIncidents(ctx) })
	})
	c.stopLog = view.WatchLog(ctx, c.loadIncidents)
	c.handleFeeds(ctx) // fromlog.go
}

func (c *CalcForm) OnDismount() {
	c.live = false
	if c.stopLog != nil {
		c.stopLog()
	}
}

func (c *CalcForm) OnUpdate(ctx app.Context) {
	if c.Calc == nil || c.opened != c.openKey() {
		c.reset(c.storedDraft(ctx))
		if c.Calc != nil {
			c.loadEvents(ctx)
			c.loadBoardFile(ctx)
			c.syncControls(ctx)
		}
	}
}

// openKey names what the form is open for: the calculator and the link's values.
func (c *CalcForm) openKey() string {
	if c.Calc == nil || c.RS == nil {
		return ""
	}
	k := c.RS.ID + "/" + c.Calc.ID
	names := make([]string, 0, len(c.Query))
	for n := range c.Query {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		k += "&" + n + "=" + c.Query[n]
	}
	return k
}

// reset opens the form: a link's values, else d, the draft kept on the device (nil: none),
// else a blank case with the event's facts.
func (c *CalcForm) reset(d *formstate.FormDraft) {
	if c.Calc == nil || c.RS == nil {
		c.st = formstate.FormState{}
		c.opened = ""
		return
	}
	c.opened = c.openKey()
	c.fed = nil
	c.moreOpen = false
	if c.ev != nil && c.ev.Ruleset != c.RS.ID {
		c.ev, c.events = nil, nil // another ruleset's event: its own loads next
	}
	o := formstate.OpenOpts{Query: c.Query, Ev: c.ev}
	if len(c.Query) == 0 {
		o.Draft = d
	}
	c.st = formstate.OpenFormState(c.RS, c.Calc, c.Lang, c.club, o)
}

// storedDraft is the calculator's draft kept on the device, nil when there is none (or it
// cannot be read).
func (c *CalcForm) storedDraft(ctx app.Context) *formstate.FormDraft {
	if c.Calc == nil || c.RS == nil {
		return nil
	}
	var s string
	if err := ctx.LocalStorage().Get(formstate.DraftKey(c.RS, c.Calc), &s); err != nil {
		return nil
	}
	return formstate.ReadDraft(s)
}

// loadEvents reads the log's events of the ruleset and takes the open one (as "Log it" does:
// the open event, else the first) for the event fields.
func (c *CalcForm) loadEvents(ctx app.Context) {
	rs := c.RS
	var evs []eventlog.Event
	view.WithLog(ctx, func(s eventlog.Store) {
		all, _ := s.ListEvents(context.Background())
		for _, e := range all {
			if e.Ruleset == rs.ID {
				evs = append(evs, e)
			}
		}
	}, func(ctx app.Context) {
		if c.RS != rs {
			return
		}
		c.events = evs
		id := view.OpenEventID(ctx)
		if ev, _ := reopenRef(c.Reopen); ev != "" {
			id = ev // a re-ruled incident's event
		}
		c.useEvent(id)
		c.loadIncidents(ctx)
	})
}

// useEvent takes the event called id (else the first of the ruleset) for the event fields.
func (c *CalcForm) useEvent(id string) {
	var ev *eventlog.Event
	for i := range c.events {
		if c.events[i].ID == id || ev == nil {
			ev = &c.events[i]
		}
	}
	c.ev = ev
	c.st.SetEvent(c.RS, c.Calc, ev)
}

// example fills the worked example (the fields' defaults) in place of what the form holds.
func (c *CalcForm) example(ctx app.Context, e app.Event) {
	c.st = formstate.OpenFormState(c.RS, c.Calc, c.Lang, c.club, formstate.OpenOpts{Ev: c.ev, Example: true})
	c.saveDraft()
	c.syncControls(ctx)
}

// syncControls writes the texts into the text controls once drawn: go-app drops an empty
// value attribute rather than setting it, so a box emptied by the form (Clear, Log it, another
// calculator in the same place) would keep showing its old text.
func (c *CalcForm) syncControls(ctx app.Context) {
	ctx.Defer(func(ctx app.Context) {
		if c.Calc == nil || len(c.st.Texts) != len(c.Calc.Inputs) {
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
		for i, f := range c.Calc.Inputs {
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
func (c *CalcForm) clear() {
	if c.Calc == nil || c.RS == nil {
		return
	}
	c.Query = nil
	c.opened = c.openKey()
	c.fed, c.who = nil, 0
	c.moreOpen = false
	c.st = formstate.BlankState(c.RS, c.Calc, c.Lang, c.club, nil, c.ev)
	if c.live {
		browser.RemoveLocal(formstate.DraftKey(c.RS, c.Calc))
	}
}

// saveDraft keeps what the form holds on the device (none when it holds nothing of a case).
func (c *CalcForm) saveDraft() {
	if !c.live || c.Calc == nil || c.RS == nil {
		return
	}
	d := c.st.Draft(c.Calc)
	if d == nil {
		browser.RemoveLocal(formstate.DraftKey(c.RS, c.Calc))
		return
	}
	d.At = msg.MinutesOf(time.Now())
	b, err := json.Marshal(d)
	if err != nil {
		return
	}
	logstore.SetLocal(formstate.DraftKey(c.RS, c.Calc), string(b))
}

// edited records that the director changed field i (−1: a table), recomputes and saves the
// draft.
func (c *CalcForm) edited(i int) {
	if i >= 0 && i < len(c.st.Origin) {
		c.st.Origin[i] = formstate.OriginTyped
	}
	if i < 0 {
		for _, ts := range c.st.Tables {
			for _, name := range ts.T.Fields() {
				if k := c.Calc.Inputs.Index(name); k >= 0 && k < len(c.st.Origin) {
					c.st.Origin[k] = formstate.OriginTyped
				}
			}
		}
	}
	c.st.Compute(c.RS, c.Calc)
	c.saveDraft()
}

func (c *CalcForm) Render() app.UI {
	if c.Calc == nil {
		return view.El("div")
	}
	l := c.Lang
	s := c.Calc.Inputs
	fields := make([]app.UI, 0, len(s))
	drawn := map[*formstate.TableState]bool{}
	more := -1 // where the fields the director may leave blank wait, behind one line
	for i := range s {
		if ts := c.st.TableOf(s, i); ts != nil {
			// a table stands where its first field would; one no field of which applies, nowhere
			if !drawn[ts] && c.st.Asks(s, ts) {
				drawn[ts] = true
				for ti := range c.st.Tables {
					if c.st.Tables[ti] == ts {
						fields = append(fields, c.feedBox(l, ts.T.ID), c.tableView(l, ti))
					}
				}
			}
			continue
		}
		if !c.st.Applies(s, i) {
			continue // not asked in the mode chosen (Field.When)
		}
		if waits(&s[i]) {
			if more < 0 {
				more = len(fields)
				fields = append(fields, nil)
			}
			continue
		}
		fields = append(fields, c.field(l, i, &s[i]), c.feedBox(l, s[i].Name))
	}
	if more >= 0 {
		fields[more] = c.assumedFields(l)
	}
	var out app.UI
	switch {
	case c.st.Res != nil:
		out = result.ResultViewWith(l, c.RS, c.Calc, c.st.Res, c.st.Club)
		if c.st.Paper != nil {
			out = view.El("div", out, result.PaperView(l, c.st.Paper, c.printLink(l)))
		}
	case c.st.RunErr != nil:
		out = view.Tx("p#run-error.error", engine.ErrorMessage(c.st.RunErr, l, "")).Role("alert")
	case len(c.st.Missing) > 0 && !c.st.AnyFieldError():
		items := make([]app.UI, len(c.st.Missing))
		for k, key := range c.st.Missing {
			items[k] = view.Tx("li", msg.T(l, key))
		}
		out = view.El("div#missing.missing",
			view.Tx("p", msg.T(l, "app.missing")),
			view.El("ul#missing-list", items...),
		)
	default:
		out = view.Tx("p.muted", msg.T(l, "app.fix"))
	}
	var exNote app.UI
	if c.st.Example {
		note := "app.example.note"
		if c.st.Res != nil {
			note = "app.example.result"
		}
		exNote = view.Tx("p#example-note.example-note", msg.T(l, note))
	}
	return view.El("div.calc",
		c.restoredLine(l),
		c.formTools(l),
		c.boardPicker(l),
		view.El("form.form", fields...).Aria("label", msg.T(l, "app.inputs")).
			OnSubmit(func(ctx app.Context, e app.Event) { e.PreventDefault() }),
		result.SummaryView(l, c.Calc.ID, c.st.Res, c.st.RunErr != nil), // summary.go: the answer in sight, the live region
		view.El("section#result.result",
			view.Tx("h2#result-h", msg.T(l, "app.result")),
			exNote,
			out,
		).Aria("labelledby", "result-h"),
		calcRulesNav(l, c.RS, c.Calc),
	)
}

// formTools are the buttons above the form: "Example" fills the worked example, "Clear" empties
// the form and forgets its draft.
func (c *CalcForm) formTools(l msg.Lang) app.UI {
	if len(c.Calc.Inputs) == 0 {
		return nil
	}
	ex := view.Tx("button#form-example.btn-quiet.btn-small", msg.T(l, "app.example")).Attr("type", "button").
		Aria("pressed", strconv.FormatBool(c.st.Example)).OnClick(c.example)
	clr := view.Tx("button#form-clear.btn-quiet.btn-small", msg.T(l, "app.clear")).Attr("type", "button").
		OnClick(func(ctx app.Context, e app.Event) { c.clear(); c.syncControls(ctx) })
	return view.El("div#form-tools.form-tools", ex, clr)
}

// calcRulesNav links a calculator screen to its rules in the rules browser.
func calcRulesNav(l msg.Lang, rs *engine.Ruleset, calc *engine.Calculator) app.UI {
	rules := rules.CalcRules(rs, calc)
	if len(rules) == 0 {
		return nil
	}
	items := make([]app.UI, len(rules))
	for i, r := range rules {
		items[i] = view.El("li", result.RuleLink(l, rs, r.ID))
	}
	title := msg.T(l, "app.calc.rules")
	return view.El("nav#calc-rules.calc-rules",
		view.Tx("span.muted", title+": "),
		view.El("ul.inline", items...),
	).Aria("label", title)
}

// waits reports whether field f waits behind the line of fields the director may leave blank:
// a case field with a stated value for a blank (Field.Assume), or one the rule takes without
// (Optional).
func waits(f *engine.Field) bool {
	// an optional field with a When is the one its mode asks for (a match given by its
	// margin): it stands with the others
	return f.Assume != nil || (f.Optional && !f.Event && f.When == nil)
}

// assumedFields are the fields the director may leave blank (Field.Assume: seconds late,
// waiting time, fines; optional fields), behind one line that names them; the box opens by itself when one of
// them holds a value, so nothing entered is out of sight.
func (c *CalcForm) assumedFields(l msg.Lang) app.UI {
	s := c.Calc.Inputs
	var names []string
	var body []app.UI
	open := false
	for i := range s {
		if !waits(&s[i]) || !c.st.Applies(s, i) || c.st.TableOf(s, i) != nil {
			continue
		}
		names = append(names, msg.T(l, s[i].LabelKey()))
		body = append(body, c.field(l, i, &s[i]), c.feedBox(l, s[i].Name))
		if strings.TrimSpace(c.st.Texts[i]) != "" || c.st.Errs[i] != nil {
			open = true
		}
	}
	sum := view.Tx("summary#more-fields-sum", msg.T(l, "app.assumed.more", msg.A("fields", strings.Join(names, ", "))))
	d := view.El("details#more-fields.more-fields", append([]app.UI{sum}, body...)...).
		On("toggle", func(ctx app.Context, e app.Event) { c.moreOpen = ctx.JSSrc().Get("open").Bool() })
	if open || c.moreOpen {
		d = d.Attr("open", true)
	}
	return d
}

// restoredLine says that the form holds the draft kept on the device, from when, with a
// button that clears the case (the event's facts stay) and forgets the draft.
func (c *CalcForm) restoredLine(l msg.Lang) app.UI {
	if !c.st.Restored {
		return nil
	}
	text := msg.T(l, "app.draft.restored.undated")
	if at := c.st.RestoredAt; at > 0 {
		when := msg.DateTime(l, at)
		if now := msg.DateTime(l, msg.MinutesOf(time.Now())); len(when) == 16 && len(now) == 16 && now[:10] == when[:10] {
			when = when[11:] // today: the time alone
		}
		text = msg.T(l, "app.draft.restored", msg.A("time", when))
	}
	clr := view.Tx("button#draft-clear.btn-quiet.btn-small", msg.T(l, "app.draft.clear")).Attr("type", "button").
		Aria("label", msg.T(l, "app.draft.clear.name")).
		OnClick(func(ctx app.Context, e app.Event) { c.clearCase(); c.syncControls(ctx) })
	return view.El("div#draft-restored.src.draft-restored", view.Tx("span", text+" "), clr).Role("status")
}

// clearCase empties the restored case: the case fields blank, the event fields as they are;
// the draft goes.
func (c *CalcForm) clearCase() {
	if c.Calc == nil || c.RS == nil {
		return
	}
	c.Query = nil
	c.opened = c.openKey()
	c.fed, c.who = nil, 0
	c.moreOpen = false
	c.st.ClearCase(c.RS, c.Calc, c.ev)
	if c.live {
		browser.RemoveLocal(formstate.DraftKey(c.RS, c.Calc))
	}
}
