package main

import (
	"context"
	"net/url"
	"time"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// rulingView is a ruling opened from a link: decoded, recomputed on this device with the
// link's data version and club values, compared with what the director announced.
type rulingView struct {
	err    error  // the link does not open: why
	errKey string // the sentence for an err with none of its own (engine.ErrorMessage)
	ruling link.Ruling
	rs     *engine.Ruleset
	calc   *engine.Calculator
	res    *engine.Result
	runErr error // recomputing failed: why (link.KeyInput for an error with no sentence of its own)
	diffs  []link.Difference
	note   string
	kase   link.Case  // where and whom a logged case's link says it concerns (logread.go)
	facts  link.Facts // the deadline facts the director entered (deadline.go)
	dl     engine.Deadline
	hasDL  bool             // the regulation has a limit to show (rulesets.Deadline)
	extras link.ExtrasState // whether the note, the case and the deadline facts are the director's (link.CheckExtras)
	paper  *engine.Paper    // the result drawn as its paper (the Preferans lista), or nil
	why    string           // the director's reasoning (link.ParseReason)
	raw    string           // the link as opened
}

// openRuling reads a share URL (or its query) into a view. It never panics and never returns
// an empty view: a link that does not open carries its translated reason.
func openRuling(raw string) (v rulingView) {
	defer func() {
		if r := recover(); r != nil {
			v = rulingView{err: engine.Errorf(engine.EINTERNAL, "%v", r), errKey: link.KeyMalformed}
		}
	}()
	code, note, err := link.ParseURL(raw)
	if err != nil {
		v.err, v.errKey = err, link.KeyURL
		return v
	}
	v.note, v.why, v.raw = note, link.ParseReason(raw), raw
	v.kase = link.ParseCase(raw)
	v.facts = link.ParseFacts(raw)
	v.extras = link.CheckExtras(raw)
	r, err := codec.Decode(code)
	if err != nil {
		v.err, v.errKey = err, link.KeyMalformed
		return v
	}
	v.ruling = r
	v.rs = rulesets.Get(r.Ruleset)
	if v.rs != nil {
		v.calc = v.rs.Calculator(r.Calculator)
	}
	if v.calc == nil {
		v.err = &engine.Error{Code: engine.ENOTFOUND, Key: link.KeyCalculator}
		return v
	}
	res, err := v.calc.Run(r.Params(v.rs), r.Values)
	if err != nil {
		v.runErr = err
		return v
	}
	v.res = res
	v.diffs = link.Compare(res, r.Announced)
	v.dl, v.hasDL = rulesets.Deadline(v.rs, r.Params(v.rs), r.Calculator, v.facts.EngineFor(v.kase))
	v.paper, _ = v.calc.Draw(r.Params(v.rs), r.Values)
	return v
}

// matches reports whether recomputing gave the announced ruling.
func (v *rulingView) matches() bool { return v.err == nil && v.res != nil && len(v.diffs) == 0 }

// announcedOuts is the result as announced, flattened for the log.
func (v *rulingView) announcedOuts() []eventlog.Out {
	if len(v.diffs) == 0 {
		return nil
	}
	outs := eventlog.Summary(v.res)
	for _, d := range v.diffs {
		if d.Index < 0 || d.Index >= len(outs) {
			continue
		}
		a := d.Announced
		o := eventlog.Out{Role: outs[d.Index].Role, Name: outs[d.Index].Name}
		switch {
		case a.IsB:
			b := a.Bool
			o.Bool = &b
		case a.Str != "":
			o.Code = a.Str
		default:
			o.Num, o.Unit, o.Prec = a.Num, outs[d.Index].Unit, outs[d.Index].Prec
			if o.Unit == "" {
				o.Unit = a.Unit
			}
		}
		outs[d.Index] = o
	}
	return outs
}

// calcLink is the calculator screen with the ruling's inputs filled in, as the form reads them
// in l (input.Show: an English "3NT S =" reads two ways in Serbian).
func (v *rulingView) calcLink(l msg.Lang) string {
	if v.rs == nil || v.calc == nil {
		return href("/")
	}
	q := url.Values{}
	for i := range v.calc.Inputs {
		f := &v.calc.Inputs[i]
		if i < len(v.ruling.Values) && v.ruling.Values[i] != nil {
			q.Set(f.Name, fieldText(f, v.ruling.Values[i], l))
		}
	}
	return href(calcPath(v.rs, v.calc)) + "?" + q.Encode()
}

// rulingPage is /r?r=<code>&n=<note>: the ruling a link carries.
type rulingPage struct {
	app.Compo
	lang   msg.Lang
	loaded bool
	v      rulingView
	print  bool  // ?print=1: the print view of the ruling's paper
	now    int64 // this device's clock (minutes of msg.Epoch) for the deadline's time left

	events  []eventlog.Event
	evID    string
	saving  bool
	saved   string
	saveErr string
	ask     firstQuestion // asked before the director's first ruling in the event (directors.go)
	answer  firstAnswer
	me      eventlog.Director

	sig sigCheck // the director's signature (sign.go)
}

func (p *rulingPage) OnMount(ctx app.Context) { observeLang(ctx, &p.lang) }

func (p *rulingPage) OnNav(ctx app.Context) {
	p.v = openRuling(ctx.Page().URL().String())
	p.sig = checkSignature(ctx, ctx.Page().URL().String(), func(c sigCheck) { p.sig = c }) // sign.go
	p.print = ctx.Page().URL().Query().Get("print") == "1"
	p.loaded = true
	p.tick(ctx)
	ctx.Page().SetTitle(msg.T(p.lang, "app.ruling.title") + " · " + msg.T(p.lang, "app.name"))
	p.me = thisDirector(ctx.LocalStorage())
	if p.v.calc != nil && p.v.res != nil {
		want := openEventID(ctx)
		rsID := p.v.rs.ID
		var evs []eventlog.Event
		withLog(ctx, func(s eventlog.Store) {
			all, _ := s.ListEvents(context.Background())
			for _, e := range all {
				if e.Ruleset == rsID {
					evs = append(evs, e)
				}
			}
		}, func(ctx app.Context) {
			p.events = evs
			for _, e := range evs {
				if e.ID == want || p.evID == "" {
					p.evID = e.ID
				}
			}
		})
	}
	markReady(ctx)
}

// tick reads the device's clock now and, while the deadline is counting down, again every
// 20 seconds (the page redraws the time left).
func (p *rulingPage) tick(ctx app.Context) {
	p.now = int64(nowMinute())
	if app.IsClient && p.v.hasDL && p.v.dl.Timed() && p.v.dl.At > p.now {
		ctx.After(20*time.Second, p.tick)
	}
}

func (p *rulingPage) save(ctx app.Context, e app.Event) {
	var ev *eventlog.Event
	for i := range p.events {
		if p.events[i].ID == p.evID {
			ev = &p.events[i]
		}
	}
	if ev == nil || p.saving {
		return
	}
	v := p.v
	in := eventlog.Incident{Event: ev.ID, Time: nowMinute(), Calculator: v.calc.ID, Values: v.ruling.Values,
		Result: eventlog.Summary(v.res), Announced: v.announcedOuts(), Notes: recordNotes(v.note, v.why), Status: eventlog.Active,
		Round: v.kase.Round, Table: v.kase.Table, Board: v.kase.Board, Game: v.kase.Game} // where the case's link says
	p.saving, p.saved, p.saveErr = true, "", ""
	saveIncident(ctx, p.lang, in, ev.Name, p.answer, func(ctx app.Context, _ eventlog.Incident, saved, failed string, q firstQuestion) {
		p.saving, p.saved, p.saveErr, p.ask = false, saved, failed, q
		if q.N == 0 && failed == "" {
			p.answer = notAsked
		}
	})
}

func (p *rulingPage) Render() app.UI {
	l := p.lang
	title := msg.T(l, "app.ruling.title")
	if !p.loaded {
		return frame(l, title, tx("p.muted", msg.T(l, "app.ruling.opening")))
	}
	v := &p.v
	if v.err != nil {
		return frame(l, title,
			tx("p#ruling-error.error", engine.ErrorMessage(v.err, l, v.errKey)).Role("alert"),
			el("p", anchor("a", "/", msg.T(l, "app.home"))),
		)
	}
	if p.sig.state == sigBad { // a signature that does not match: the ruling is refused
		return frame(l, title, sigView(l, p.sig), el("p", anchor("a", "/", msg.T(l, "app.home"))))
	}
	if p.print && v.paper != nil {
		return p.paperPage(l)
	}
	body := []app.UI{
		el("p#ruling-what.lead",
			tx("strong", msg.T(l, v.calc.TitleKey())),
			app.Text(" · "+rulesetName(l, v.rs)), // the data version stays in the link, not on the player's page
		),
	}
	body = append(body, sigView(l, p.sig)) // who signed it (sign.go)
	if h := caseHeader(l, v.kase); h != nil {
		body = append(body, h)
	}
	if ex := extrasView(l, v); ex != nil {
		body = append(body, ex)
	}
	if v.hasDL {
		body = append(body, deadlineView(l, v.rs, v.dl, p.now))
	}
	if v.note != "" {
		noteH := msg.T(l, "app.ruling.note")
		body = append(body, el("aside#ruling-note.director-note",
			tx("h2", noteH),
			tx("p.help", msg.T(l, "app.ruling.note.help")),
			tx("blockquote#ruling-note-text", v.note),
		).Aria("label", noteH))
	}
	if r := recordView(l, v); r != nil { // the reasoning, a weighted score's weights (record.go)
		body = append(body, r)
	}
	var inputs []app.UI
	shown := map[*engine.Table]bool{}
	for i := range v.calc.Inputs {
		f := &v.calc.Inputs[i]
		if t := v.calc.TableOf(f.Name); t != nil && len(v.ruling.Values) == len(v.calc.Inputs) {
			// a table's lists read as its rows, not as codes
			if rows := tableRowsText(l, v.calc, t, v.ruling.Values); rows != nil {
				if !shown[t] {
					shown[t] = true
					inputs = append(inputs, rows...)
				}
				continue
			}
		}
		txt := "—"
		if i < len(v.ruling.Values) && v.ruling.Values[i] != nil {
			txt = inputText(f, v.ruling.Values[i], l)
		}
		inputs = append(inputs, el("div.out", tx("dt", msg.T(l, f.LabelKey())), tx("dd", txt)))
	}
	body = append(body, tx("h2", msg.T(l, "app.inputs")), el("dl#ruling-inputs.inputs", inputs...))
	if len(v.ruling.Club) > 0 {
		var items []app.UI
		for _, c := range v.ruling.Club {
			if c.Param >= 0 && c.Param < len(v.rs.Params) {
				// by its name and section, as the result names it, never by its key
				p := &v.rs.Params[c.Param]
				items = append(items, el("li", tx("strong", paramName(l, v.rs, p)), app.Text(" "+msg.T(l, "app.club.value",
					msg.A("value", paramValue(l, p, float64(c.Value)/100)), msg.A("builtin", paramValue(l, p, p.At(v.ruling.DataVersion)))))))
			}
		}
		body = append(body, tx("h2", msg.T(l, "app.club")), el("ul#ruling-club", items...))
	}
	if v.runErr != nil {
		body = append(body, tx("p#ruling-error.error", engine.ErrorMessage(v.runErr, l, link.KeyInput)).Role("alert"))
	} else {
		if v.matches() {
			body = append(body, tx("p#ruling-check.check-ok", msg.T(l, "app.ruling.matches")).DataSet("check", "matches").Role("status"))
		} else {
			var rows []app.UI
			for _, d := range v.diffs {
				name := engine.OutLabel(l, v.calc.ID, d.Name)
				if d.Role != "" {
					name = msg.PartyLabel(l, d.Role) + " · " + name
				}
				comp := "—"
				if d.Computed.Name != "" {
					comp = d.Computed.Text(l, v.calc.ID)
				}
				rows = append(rows, el("tr", tx("th", name).Attr("scope", "row"),
					tx("td.announced", d.Announced.Text(l, v.calc.ID)), tx("td.computed", comp)))
			}
			body = append(body, el("div#ruling-check.check-differs",
				tx("p", msg.T(l, "app.ruling.differs")),
				el("table.diffs",
					el("thead", el("tr", tx("th", ""), tx("th", msg.T(l, "app.ruling.announced")).Attr("scope", "col"), tx("th", msg.T(l, "app.ruling.computed")).Attr("scope", "col"))),
					el("tbody", rows...),
				),
			).DataSet("check", "differs").Role("status"))
		}
		body = append(body, el("section#result.result",
			tx("h2#result-h", msg.T(l, "app.ruling.recomputed")),
			resultBody(l, v.rs, v.calc, v.res, v.ruling.Overrides(v.rs), false), // club values by name, with the link's values
		))
		if v.paper != nil {
			body = append(body, paperView(l, v.paper, printLinkOf(v.fullLink())))
		}
	}
	if p.print {
		return printPage(l, body, v.raw) // the one-page ruling (record.go)
	}
	var print app.UI // a paper has its own print link
	if v.paper == nil {
		print = tx("a#ruling-print.btn.btn-quiet", msg.T(l, "app.ruling.print")).Attr("href", printLinkOf(v.raw))
	}
	body = append(body, el("div.tool-row", tx("a#ruling-calc.btn.btn-quiet", msg.T(l, "app.ruling.open")).Attr("href", v.calcLink(l)), print))
	if v.res != nil {
		body = append(body, p.renderSave())
	}
	return frame(l, title, body...)
}

func (p *rulingPage) renderSave() app.UI {
	l := p.lang
	if len(p.events) == 0 {
		return el("section#ruling-save.log-box",
			tx("h2", msg.T(l, "app.ruling.save")),
			tx("p", msg.T(l, "app.log.noevent")),
			anchor("a.btn", "/log?new="+p.v.rs.ID, msg.T(l, "app.log.event.new")),
		)
	}
	save := msg.T(l, "app.ruling.save")
	var ev *eventlog.Event
	for i := range p.events {
		if p.events[i].ID == p.evID {
			ev = &p.events[i]
		}
	}
	rows := []app.UI{
		tx("h2", save),
		rulingEventField(l, "ruling-event", p.events, &p.evID, func(app.Context) { p.ask, p.answer = firstQuestion{}, notAsked }), // logit.go
		nameHint(l, ev, p.me),
		tx("button#ruling-save-btn.btn", save).Attr("disabled", p.saving || p.ask.N > 0).OnClick(p.save),
		questionView(l, p.ask, p.saving, func(ctx app.Context, a firstAnswer) {
			p.answer = a
			p.save(ctx, app.Event{})
		}),
	}
	if p.saved != "" {
		rows = append(rows, tx("p#ruling-saved", p.saved).Role("status"))
	}
	if p.saveErr != "" {
		rows = append(rows, tx("p.error", p.saveErr).Role("alert"))
	}
	return el("section#ruling-save.log-box", rows...)
}

// rulesetName is rs's name in l (English, then its ID, when a translation is missing).
func rulesetName(l msg.Lang, rs *engine.Ruleset) string {
	if rs == nil {
		return ""
	}
	return nameIn(l, rs.ID, rs.Names)
}

// nameIn is the name of ruleset id in l (English, then the ID, when l has none).
func nameIn(l msg.Lang, id string, names msg.Text) string {
	for _, n := range []string{names.In(l), names.En, id} {
		if n != "" {
			return n
		}
	}
	return ""
}
