package main

import (
	"context"
	"errors"
	"net/url"
	"strconv"

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
	err    *engine.Error // the link does not open: why
	ruling link.Ruling
	rs     *engine.Ruleset
	calc   *engine.Calculator
	res    *engine.Result
	runErr *engine.Error
	diffs  []link.Difference
	note   string
}

// openRuling reads a share URL (or its query) into a view. It never panics and never returns
// an empty view: a link that does not open carries its translated reason.
func openRuling(raw string) (v rulingView) {
	defer func() {
		if r := recover(); r != nil {
			v = rulingView{err: engine.Errorf(engine.EINTERNAL, "%v", r)}
			v.err.Key = link.KeyMalformed
		}
	}()
	code, note, err := link.ParseURL(raw)
	if err != nil {
		v.err = asEngineErr(err, link.KeyURL)
		return v
	}
	v.note = note
	r, err := codec.Decode(code)
	if err != nil {
		v.err = asEngineErr(err, link.KeyMalformed)
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
		v.runErr = asEngineErr(err, link.KeyInput)
		return v
	}
	v.res = res
	v.diffs = link.Compare(res, r.Announced)
	return v
}

func asEngineErr(err error, key string) *engine.Error {
	var e *engine.Error
	if errors.As(err, &e) {
		if e.Key == "" || !msg.Has(e.Key) {
			c := *e
			c.Key = key
			return &c
		}
		return e
	}
	return &engine.Error{Code: engine.EINVALID, Key: key, Detail: err.Error()}
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

// calcLink is the calculator screen with the ruling's inputs filled in.
func (v *rulingView) calcLink() string {
	if v.rs == nil || v.calc == nil {
		return href("/")
	}
	q := url.Values{}
	for i := range v.calc.Inputs {
		f := &v.calc.Inputs[i]
		if i < len(v.ruling.Values) && v.ruling.Values[i] != nil {
			q.Set(f.Name, fieldText(f, v.ruling.Values[i], msg.EN))
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

	events  []eventlog.Event
	evID    string
	saving  bool
	saved   string
	saveErr string
}

func (p *rulingPage) OnMount(ctx app.Context) { observeLang(ctx, &p.lang) }

func (p *rulingPage) OnNav(ctx app.Context) {
	p.v = openRuling(ctx.Page().URL().String())
	p.loaded = true
	ctx.Page().SetTitle(msg.T(p.lang, "app.ruling.title") + " · " + msg.T(p.lang, "app.name"))
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
		Result: eventlog.Summary(v.res), Announced: v.announcedOuts(), Notes: v.note, Status: eventlog.Active}
	p.saving, p.saved, p.saveErr = true, "", ""
	saveIncident(ctx, p.lang, in, ev.Name, func(ctx app.Context, _ eventlog.Incident, saved, failed string) {
		p.saving, p.saved, p.saveErr = false, saved, failed
	})
}

func (p *rulingPage) Render() app.UI {
	l := p.lang
	title := msg.T(l, "app.ruling.title")
	if !p.loaded {
		return frame(l, title, app.Elem("p").Class("muted").Text(msg.T(l, "app.ruling.opening")))
	}
	v := &p.v
	if v.err != nil {
		return frame(l, title,
			app.Elem("p").ID("ruling-error").Class("error").Role("alert").Text(v.err.Message(l)),
			app.Elem("p").Body(app.Elem("a").Attr("href", href("/")).Text(msg.T(l, "app.home"))),
		)
	}
	body := []app.UI{
		app.Elem("p").ID("ruling-what").Class("lead").Body(
			app.Elem("strong").Text(msg.T(l, v.calc.TitleKey())),
			app.Text(" · "+rulesetName(l, v.rs)+" · "+msg.T(l, "app.ruling.data", msg.A("version", v.ruling.DataVersion))),
		),
	}
	if v.note != "" {
		body = append(body, app.Elem("aside").ID("ruling-note").Class("director-note").Aria("label", msg.T(l, "app.ruling.note")).Body(
			app.Elem("h2").Text(msg.T(l, "app.ruling.note")),
			app.Elem("p").Class("help").Text(msg.T(l, "app.ruling.note.help")),
			app.Elem("blockquote").ID("ruling-note-text").Text(v.note),
		))
	}
	var inputs []app.UI
	for i := range v.calc.Inputs {
		f := &v.calc.Inputs[i]
		txt := "—"
		if i < len(v.ruling.Values) && v.ruling.Values[i] != nil {
			txt = inputText(f, v.ruling.Values[i], l)
		}
		inputs = append(inputs, app.Elem("div").Class("out").Body(app.Elem("dt").Text(msg.T(l, f.LabelKey())), app.Elem("dd").Text(txt)))
	}
	body = append(body, app.Elem("h2").Text(msg.T(l, "app.inputs")), app.Elem("dl").ID("ruling-inputs").Class("inputs").Body(inputs...))
	if len(v.ruling.Club) > 0 {
		var items []app.UI
		for _, c := range v.ruling.Club {
			if c.Param >= 0 && c.Param < len(v.rs.Params) {
				items = append(items, app.Elem("li").Body(app.Elem("code").Text(v.rs.Params[c.Param].Key+" = "+msg.Number(l, float64(c.Value)/100, 2))))
			}
		}
		body = append(body, app.Elem("h2").Text(msg.T(l, "app.club")), app.Elem("ul").ID("ruling-club").Body(items...))
	}
	if v.runErr != nil {
		body = append(body, app.Elem("p").ID("ruling-error").Class("error").Role("alert").Text(v.runErr.Message(l)))
	} else {
		if v.matches() {
			body = append(body, app.Elem("p").ID("ruling-check").Class("check-ok").DataSet("check", "matches").Role("status").
				Text(msg.T(l, "app.ruling.matches")))
		} else {
			var rows []app.UI
			for _, d := range v.diffs {
				name := outLabel(l, v.calc.ID, d.Name)
				if d.Role != "" {
					name = roleLabel(l, d.Role) + " · " + name
				}
				comp := "—"
				if d.Computed.Name != "" {
					comp = outValue(l, v.calc.ID, d.Computed)
				}
				rows = append(rows, app.Elem("tr").Body(app.Elem("th").Attr("scope", "row").Text(name),
					app.Elem("td").Class("announced").Text(outValue(l, v.calc.ID, d.Announced)), app.Elem("td").Class("computed").Text(comp)))
			}
			body = append(body, app.Elem("div").ID("ruling-check").Class("check-differs").DataSet("check", "differs").Role("status").Body(
				app.Elem("p").Text(msg.T(l, "app.ruling.differs")),
				app.Elem("table").Class("diffs").Body(
					app.Elem("thead").Body(app.Elem("tr").Body(app.Elem("th").Text(""), app.Elem("th").Attr("scope", "col").Text(msg.T(l, "app.ruling.announced")), app.Elem("th").Attr("scope", "col").Text(msg.T(l, "app.ruling.computed")))),
					app.Elem("tbody").Body(rows...),
				),
			))
		}
		body = append(body, app.Elem("section").ID("result").Class("result").Body(
			app.Elem("h2").ID("result-h").Text(msg.T(l, "app.ruling.recomputed")),
			resultView(l, v.rs, v.calc, v.res),
		))
	}
	actions := []app.UI{app.Elem("a").ID("ruling-calc").Class("btn btn-quiet").Attr("href", v.calcLink()).Text(msg.T(l, "app.ruling.open"))}
	body = append(body, app.Elem("div").Class("tool-row").Body(actions...))
	if v.res != nil {
		body = append(body, p.renderSave())
	}
	return frame(l, title, body...)
}

func (p *rulingPage) renderSave() app.UI {
	l := p.lang
	if len(p.events) == 0 {
		return app.Elem("section").ID("ruling-save").Class("log-box").Body(
			app.Elem("h2").Text(msg.T(l, "app.ruling.save")),
			app.Elem("p").Text(msg.T(l, "app.log.noevent")),
			app.Elem("a").Class("btn").Attr("href", href("/log")+"?new="+p.v.rs.ID).Text(msg.T(l, "app.log.event.new")),
		)
	}
	rows := []app.UI{
		app.Elem("h2").Text(msg.T(l, "app.ruling.save")),
		app.Elem("div").Class("field").Body(
			app.Elem("label").Attr("for", "ruling-event").Text(msg.T(l, "app.log.event")),
			app.Elem("select").ID("ruling-event").OnChange(func(ctx app.Context, e app.Event) {
				p.evID = ctx.JSSrc().Get("value").String()
			}).Body(app.Range(p.events).Slice(func(i int) app.UI {
				e := p.events[i]
				return app.Elem("option").Attr("value", e.ID).Attr("selected", e.ID == p.evID).Text(e.Name + " · " + e.Date)
			})),
		),
		app.Elem("button").ID("ruling-save-btn").Class("btn").Attr("disabled", p.saving).Text(msg.T(l, "app.ruling.save")).OnClick(p.save),
	}
	if p.saved != "" {
		rows = append(rows, app.Elem("p").ID("ruling-saved").Role("status").Text(p.saved))
	}
	if p.saveErr != "" {
		rows = append(rows, app.Elem("p").Class("error").Role("alert").Text(p.saveErr))
	}
	return app.Elem("section").ID("ruling-save").Class("log-box").Body(rows...)
}

// rulesetName is rs's name in l (English, then its ID, when a translation is missing); the
// scoring tools' pseudo-ruleset is named by its group title.
func rulesetName(l msg.Lang, rs *engine.Ruleset) string {
	if rs == nil {
		return ""
	}
	return nameIn(l, rs.ID, rs.Names)
}

// nameIn is the name of ruleset id in l (English, then the ID, when l has none).
func nameIn(l msg.Lang, id string, names msg.Text) string {
	if id == "scoring" {
		return msg.T(l, "group.scoring")
	}
	for _, n := range []string{names.In(l), names.En, id} {
		if n != "" {
			return n
		}
	}
	return ""
}

func itoa(n int) string { return strconv.Itoa(n) }
