package calcform

import (
	"strconv"
	"time"

	"arbiter/app/formstate"
	"arbiter/app/result"
	"arbiter/app/rules"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// CalcForm is the one form of every calculator: it draws a control per field of the
// calculator's engine.Schema, parses what is typed with engine/input, and shows the result as
// soon as every field is valid. Nothing in it knows a particular calculator.
//
// It is drawn in parts, each a component of its own: the fields (formFields, fields.go) with
// its tables (formTable, a tableRow a row) and the feeds beside them (formFeed, formRemember),
// the board picker (pbnPicker) and the result with its paper (formResult). The parts share
// the form's state through a pointer (formCore) with its generation number (Gen): go-app
// redraws a part when a prop changes, and the pointer never does.
type CalcForm struct {
	app.Compo
	Lang  msg.Lang
	RS    *engine.Ruleset
	Calc  *engine.Calculator
	Query map[string]string // a link's texts by field name (from the URL): the form opens with them
	// Reopen is "<event>.<n>" when the form re-rules a logged incident (fromlog.go)
	Reopen string

	// the form's state, which its parts share (core.go): embedded, it is not a prop, and its
	// address is the form's
	formCore
}

// The form's parts are components (go-app draws a value that is not one as nothing at all).
var _ = []app.Composer{(*formFields)(nil), (*formTable)(nil), (*tableRow)(nil), (*formFeed)(nil),
	(*formRemember)(nil), (*pbnPicker)(nil), (*formResult)(nil)}

// The form's actions: "Log it" clears the form once the incident is saved, and names the event
// it logs to (the event fields follow it).
const (
	actionFormClear = "arbiter.form.clear"
	actionFormEvent = "arbiter.form.event"
)

func (c *CalcForm) OnInit() { c.f = c; c.reset(nil) }

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
	c.stopLog = view.WatchLog(ctx, c.logChanged)
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

// example fills the worked example (the fields' defaults) in place of what the form holds.
func (c *CalcForm) example(ctx app.Context, e app.Event) {
	c.st = formstate.OpenFormState(c.RS, c.Calc, c.Lang, c.club, formstate.OpenOpts{Ev: c.ev, Example: true})
	c.saveDraft()
	c.syncControls(ctx)
}

func (c *CalcForm) Render() app.UI {
	c.f = c // a form drawn before it is mounted (a native test) has its state too
	if c.Calc == nil {
		return view.El("div")
	}
	l, g, s := c.Lang, c.gen, &c.formCore
	var picker app.UI
	if c.board.file != nil && takesBoard(c.Calc) {
		picker = &pbnPicker{Lang: l, Gen: g, S: s} // pbnboard.go: only when the open event has a file
	}
	return view.El("div.calc",
		c.restoredLine(l),
		c.formTools(l),
		picker,
		&formFields{Lang: l, Gen: g, S: s},
		result.SummaryView(l, c.Calc.ID, c.st.Res, c.st.RunErr != nil), // summary.go: the answer in sight, the live region
		&formResult{Lang: l, Gen: g, S: s},
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
