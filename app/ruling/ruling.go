package ruling

import (
	"context"
	"net/url"
	"time"

	"arbiter/app/formstate"
	"arbiter/app/logstore"
	"arbiter/app/paths"
	"arbiter/app/result"
	"arbiter/app/view"
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
	Err    error  // the link does not open: why
	ErrKey string // the sentence for an err with none of its own (engine.ErrorMessage)
	ruling link.Ruling
	rs     *engine.Ruleset
	calc   *engine.Calculator
	res    *engine.Result
	runErr error // recomputing failed: why (link.KeyInput for an error with no sentence of its own)
	Diffs  []link.Difference
	Note   string
	Kase   link.Case  // where and whom a logged case's link says it concerns (logread.go)
	facts  link.Facts // the deadline facts the director entered (deadline.go)
	Dl     engine.Deadline
	hasDL  bool             // the regulation has a limit to show (rulesets.Deadline)
	Extras link.ExtrasState // whether the note, the case and the deadline facts are the director's (link.CheckExtras)
	paper  *engine.Paper    // the result drawn as its paper (the Preferans lista), or nil
	why    string           // the director's reasoning (link.ParseReason)
	raw    string           // the link as opened
}

// OpenRuling reads a share URL (or its query) into a view. It never panics and never returns
// an empty view: a link that does not open carries its translated reason.
func OpenRuling(raw string) (v rulingView) {
	defer func() {
		if r := recover(); r != nil {
			v = rulingView{Err: engine.Errorf(engine.EINTERNAL, "%v", r), ErrKey: link.KeyMalformed}
		}
	}()
	code, note, err := link.ParseURL(raw)
	if err != nil {
		v.Err, v.ErrKey = err, link.KeyURL
		return v
	}
	v.Note, v.why, v.raw = note, link.ParseReason(raw), raw
	v.Kase = link.ParseCase(raw)
	v.facts = link.ParseFacts(raw)
	v.Extras = link.CheckExtras(raw)
	r, err := paths.Codec.Decode(code)
	if err != nil {
		v.Err, v.ErrKey = err, link.KeyMalformed
		return v
	}
	v.ruling = r
	v.rs = rulesets.Get(r.Ruleset)
	if v.rs != nil {
		v.calc = v.rs.Calculator(r.Calculator)
	}
	if v.calc == nil {
		v.Err = &engine.Error{Code: engine.ENOTFOUND, Key: link.KeyCalculator}
		return v
	}
	res, err := v.calc.Run(r.Params(v.rs), r.Values)
	if err != nil {
		v.runErr = err
		return v
	}
	v.res = res
	v.Diffs = link.Compare(res, r.Announced)
	v.Dl, v.hasDL = rulesets.Deadline(v.rs, r.Params(v.rs), r.Calculator, v.facts.EngineFor(v.Kase))
	v.paper, _ = v.calc.Draw(r.Params(v.rs), r.Values)
	return v
}

// Matches reports whether recomputing gave the announced ruling.
func (v *rulingView) Matches() bool { return v.Err == nil && v.res != nil && len(v.Diffs) == 0 }

// AnnouncedOuts is the result as announced, flattened for the log.
func (v *rulingView) AnnouncedOuts() []eventlog.Out {
	if len(v.Diffs) == 0 {
		return nil
	}
	outs := eventlog.Summary(v.res)
	for _, d := range v.Diffs {
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

// CalcLink is the calculator screen with the ruling's inputs filled in, as the form reads them
// in l (input.Show: an English "3NT S =" reads two ways in Serbian).
func (v *rulingView) CalcLink(l msg.Lang) string {
	if v.rs == nil || v.calc == nil {
		return paths.Href("/")
	}
	q := url.Values{}
	for i := range v.calc.Inputs {
		f := &v.calc.Inputs[i]
		if i < len(v.ruling.Values) && v.ruling.Values[i] != nil {
			q.Set(f.Name, formstate.FieldText(f, v.ruling.Values[i], l))
		}
	}
	return paths.Href(paths.CalcPath(v.rs, v.calc)) + "?" + q.Encode()
}

// RulingPage is /r?r=<code>&n=<note>: the ruling a link carries.
type RulingPage struct {
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
	ask     logstore.FirstQuestion // asked before the director's first ruling in the event (directors.go)
	answer  logstore.FirstAnswer
	me      eventlog.Director

	sig view.SigCheck // the director's signature (sign.go)
}

func (p *RulingPage) OnMount(ctx app.Context) { view.ObserveLang(ctx, &p.lang) }

func (p *RulingPage) OnNav(ctx app.Context) {
	p.v = OpenRuling(ctx.Page().URL().String())
	p.sig = view.CheckSignature(ctx, ctx.Page().URL().String(), func(c view.SigCheck) { p.sig = c }) // sign.go
	p.print = ctx.Page().URL().Query().Get("print") == "1"
	p.loaded = true
	p.tick(ctx)
	ctx.Page().SetTitle(msg.T(p.lang, "app.ruling.title") + " · " + msg.T(p.lang, "app.name"))
	p.me = logstore.ThisDirector(ctx.LocalStorage())
	if p.v.calc != nil && p.v.res != nil {
		want := view.OpenEventID(ctx)
		rsID := p.v.rs.ID
		var evs []eventlog.Event
		view.WithLog(ctx, func(s eventlog.Store) {
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
	view.MarkReady(ctx)
}

// tick reads the device's clock now and, while the deadline is counting down, again every
// 20 seconds (the page redraws the time left).
func (p *RulingPage) tick(ctx app.Context) {
	p.now = int64(logstore.NowMinute())
	if app.IsClient && p.v.hasDL && p.v.Dl.Timed() && p.v.Dl.At > p.now {
		ctx.After(20*time.Second, p.tick)
	}
}

func (p *RulingPage) save(ctx app.Context, e app.Event) {
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
	in := eventlog.Incident{Event: ev.ID, Time: logstore.NowMinute(), Calculator: v.calc.ID, Values: v.ruling.Values,
		Result: eventlog.Summary(v.res), Announced: v.AnnouncedOuts(), Notes: recordNotes(v.Note, v.why), Status: eventlog.Active,
		Round: v.Kase.Round, Table: v.Kase.Table, Board: v.Kase.Board, Game: v.Kase.Game} // where the case's link says
	p.saving, p.saved, p.saveErr = true, "", ""
	view.SaveIncident(ctx, p.lang, in, ev.Name, p.answer, func(ctx app.Context, _ eventlog.Incident, saved, failed string, q logstore.FirstQuestion) {
		p.saving, p.saved, p.saveErr, p.ask = false, saved, failed, q
		if q.N == 0 && failed == "" {
			p.answer = logstore.NotAsked
		}
	})
}

func (p *RulingPage) Render() app.UI {
	l := p.lang
	title := msg.T(l, "app.ruling.title")
	if !p.loaded {
		return view.Frame(l, title, view.Tx("p.muted", msg.T(l, "app.ruling.opening")))
	}
	v := &p.v
	if v.Err != nil {
		return view.Frame(l, title,
			view.Tx("p#ruling-error.error", engine.ErrorMessage(v.Err, l, v.ErrKey)).Role("alert"),
			view.El("p", view.Anchor("a", "/", msg.T(l, "app.home"))),
		)
	}
	if p.sig.State == view.SigBad { // a signature that does not match: the ruling is refused
		return view.Frame(l, title, view.SigView(l, p.sig), view.El("p", view.Anchor("a", "/", msg.T(l, "app.home"))))
	}
	if p.print && v.paper != nil {
		return p.paperPage(l)
	}
	body := []app.UI{
		view.El("p#ruling-what.lead",
			view.Tx("strong", msg.T(l, v.calc.TitleKey())),
			app.Text(" · "+view.RulesetName(l, v.rs)), // the data version stays in the link, not on the player's page
		),
	}
	body = append(body, view.SigView(l, p.sig)) // who signed it (sign.go)
	if h := caseHeader(l, v.Kase); h != nil {
		body = append(body, h)
	}
	if ex := extrasView(l, v); ex != nil {
		body = append(body, ex)
	}
	if v.hasDL {
		body = append(body, deadlineView(l, v.rs, v.Dl, p.now))
	}
	if v.Note != "" {
		noteH := msg.T(l, "app.ruling.note")
		body = append(body, view.El("aside#ruling-note.director-note",
			view.Tx("h2", noteH),
			view.Tx("p.help", msg.T(l, "app.ruling.note.help")),
			view.Tx("blockquote#ruling-note-text", v.Note),
		).Aria("label", noteH))
	}
	if r := RecordView(l, v); r != nil { // the reasoning, a weighted score's weights (record.go)
		body = append(body, r)
	}
	var inputs []app.UI
	shown := map[*engine.Table]bool{}
	for i := range v.calc.Inputs {
		f := &v.calc.Inputs[i]
		if t := v.calc.TableOf(f.Name); t != nil && len(v.ruling.Values) == len(v.calc.Inputs) {
			// a table's lists read as its rows, not as codes
			if rows := result.TableRowsText(l, v.calc, t, v.ruling.Values); rows != nil {
				if !shown[t] {
					shown[t] = true
					inputs = append(inputs, rows...)
				}
				continue
			}
		}
		txt := "—"
		if i < len(v.ruling.Values) && v.ruling.Values[i] != nil {
			txt = formstate.InputText(f, v.ruling.Values[i], l)
		}
		inputs = append(inputs, view.El("div.out", view.Tx("dt", msg.T(l, f.LabelKey())), view.Tx("dd", txt)))
	}
	body = append(body, view.Tx("h2", msg.T(l, "app.inputs")), view.El("dl#ruling-inputs.inputs", inputs...))
	if len(v.ruling.Club) > 0 {
		var items []app.UI
		for _, c := range v.ruling.Club {
			if c.Param >= 0 && c.Param < len(v.rs.Params) {
				// by its name and section, as the result names it, never by its key
				p := &v.rs.Params[c.Param]
				items = append(items, view.El("li", view.Tx("strong", result.ParamName(l, v.rs, p)), app.Text(" "+msg.T(l, "app.club.value",
					msg.A("value", result.ParamValue(l, p, float64(c.Value)/100)), msg.A("builtin", result.ParamValue(l, p, p.At(v.ruling.DataVersion)))))))
			}
		}
		body = append(body, view.Tx("h2", msg.T(l, "app.club")), view.El("ul#ruling-club", items...))
	}
	if v.runErr != nil {
		body = append(body, view.Tx("p#ruling-error.error", engine.ErrorMessage(v.runErr, l, link.KeyInput)).Role("alert"))
	} else {
		if v.Matches() {
			body = append(body, view.Tx("p#ruling-check.check-ok", msg.T(l, "app.ruling.matches")).DataSet("check", "matches").Role("status"))
		} else {
			var rows []app.UI
			for _, d := range v.Diffs {
				name := engine.OutLabel(l, v.calc.ID, d.Name)
				if d.Role != "" {
					name = msg.PartyLabel(l, d.Role) + " · " + name
				}
				comp := "—"
				if d.Computed.Name != "" {
					comp = d.Computed.Text(l, v.calc.ID)
				}
				rows = append(rows, view.El("tr", view.Tx("th", name).Attr("scope", "row"),
					view.Tx("td.announced", d.Announced.Text(l, v.calc.ID)), view.Tx("td.computed", comp)))
			}
			body = append(body, view.El("div#ruling-check.check-differs",
				view.Tx("p", msg.T(l, "app.ruling.differs")),
				view.El("table.diffs",
					view.El("thead", view.El("tr", view.Tx("th", ""), view.Tx("th", msg.T(l, "app.ruling.announced")).Attr("scope", "col"), view.Tx("th", msg.T(l, "app.ruling.computed")).Attr("scope", "col"))),
					view.El("tbody", rows...),
				),
			).DataSet("check", "differs").Role("status"))
		}
		body = append(body, view.El("section#result.result",
			view.Tx("h2#result-h", msg.T(l, "app.ruling.recomputed")),
			result.ResultBody(l, v.rs, v.calc, v.res, v.ruling.Overrides(v.rs), false), // club values by name, with the link's values
		))
		if v.paper != nil {
			body = append(body, result.PaperView(l, v.paper, PrintLinkOf(v.fullLink())))
		}
	}
	if p.print {
		return printPage(l, body, v.raw) // the one-page ruling (record.go)
	}
	var print app.UI // a paper has its own print link
	if v.paper == nil {
		print = view.Tx("a#ruling-print.btn.btn-quiet", msg.T(l, "app.ruling.print")).Attr("href", PrintLinkOf(v.raw))
	}
	body = append(body, view.El("div.tool-row", view.Tx("a#ruling-calc.btn.btn-quiet", msg.T(l, "app.ruling.open")).Attr("href", v.CalcLink(l)), print))
	if v.res != nil {
		body = append(body, p.renderSave())
	}
	return view.Frame(l, title, body...)
}

func (p *RulingPage) renderSave() app.UI {
	l := p.lang
	if len(p.events) == 0 {
		return view.El("section#ruling-save.log-box",
			view.Tx("h2", msg.T(l, "app.ruling.save")),
			view.Tx("p", msg.T(l, "app.log.noevent")),
			view.Anchor("a.btn", "/log?new="+p.v.rs.ID, msg.T(l, "app.log.event.new")),
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
		view.Tx("h2", save),
		view.RulingEventField(l, "ruling-event", p.events, &p.evID, func(app.Context) { p.ask, p.answer = logstore.FirstQuestion{}, logstore.NotAsked }), // logit.go
		view.NameHint(l, ev, p.me),
		view.Tx("button#ruling-save-btn.btn", save).Attr("disabled", p.saving || p.ask.N > 0).OnClick(p.save),
		view.QuestionView(l, p.ask, p.saving, func(ctx app.Context, a logstore.FirstAnswer) {
			p.answer = a
			p.save(ctx, app.Event{})
		}),
	}
	if p.saved != "" {
		rows = append(rows, view.Tx("p#ruling-saved", p.saved).Role("status"))
	}
	if p.saveErr != "" {
		rows = append(rows, view.Tx("p.error", p.saveErr).Role("alert"))
	}
	return view.El("section#ruling-save.log-box", rows...)
}
