package main

import (
	"context"
	"time"

	"arbiter/app/internal/browser"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// logPage lists the events; it creates one, exports the log and imports a file.
type logPage struct {
	app.Compo
	lang   msg.Lang
	ready  bool
	events []eventlog.Event
	counts map[string]int
	err    string
	newRS  string // the new-event form is open (for this ruleset)
	open   string
	stop   func()

	imp importState
}

// importState is an import in progress: the file parsed and compared, waiting for consent.
type importState struct {
	busy   bool
	err    string
	plan   *eventlog.Plan
	report string
}

func (p *logPage) OnMount(ctx app.Context) {
	observeLang(ctx, &p.lang)
	p.stop = watchLog(ctx, p.load)
}

func (p *logPage) OnDismount() {
	if p.stop != nil {
		p.stop()
	}
}

func (p *logPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle(msg.T(p.lang, "app.log.title") + " · " + msg.T(p.lang, "app.name"))
	if rs := ctx.Page().URL().Query().Get("new"); rs != "" {
		p.newRS = rs
	}
	p.load(ctx)
	markReady(ctx)
}

func (p *logPage) load(ctx app.Context) {
	var evs []eventlog.Event
	counts := map[string]int{}
	var err error
	withLog(ctx, func(s eventlog.Store) {
		evs, err = s.ListEvents(context.Background())
		for _, e := range evs {
			is, _ := s.ListIncidents(context.Background(), e.ID)
			counts[e.ID] = len(is)
		}
	}, func(ctx app.Context) {
		p.events, p.counts, p.ready = evs, counts, true
		p.open = openEventID(ctx)
		p.err = ""
		if err != nil {
			p.err = engine.ErrorMessage(err, p.lang, keyLogErrStore)
		}
	})
}

func (p *logPage) export(ctx app.Context, e app.Event) {
	var data []byte
	var err error
	withLog(ctx, func(s eventlog.Store) { data, err = eventlog.Export(context.Background(), s) }, func(ctx app.Context) {
		if err != nil {
			p.err = engine.ErrorMessage(err, p.lang, keyLogErrStore)
			return
		}
		browser.Download("arbiter-log-"+time.Now().Format("2006-01-02")+".json", "application/json", data)
	})
}

func (p *logPage) chooseFile(ctx app.Context, e app.Event) {
	p.imp = importState{busy: true}
	l := p.lang
	var st importState
	withLog(ctx, func(s eventlog.Store) {
		data, err := browser.ReadFile("import-file")
		if err != nil {
			st.err = msg.T(l, "app.log.import.read")
			return
		}
		st = planImport(context.Background(), s, data, l)
	}, func(ctx app.Context) { p.imp = st })
}

// planImport parses a file and compares it with the log; nothing is written.
func planImport(ctx context.Context, s eventlog.Store, data []byte, l msg.Lang) importState {
	doc, err := eventlog.Parse(data, rulesets.Get)
	if err != nil {
		return importState{err: engine.ErrorMessage(err, l, keyLogErrStore)}
	}
	plan, err := eventlog.NewPlan(ctx, s, doc)
	if err != nil {
		return importState{err: engine.ErrorMessage(err, l, keyLogErrStore)}
	}
	return importState{plan: plan}
}

func (p *logPage) apply() app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		plan := p.imp.plan
		if plan == nil {
			return
		}
		p.imp.busy = true
		l := p.lang
		var rep eventlog.Report
		var err error
		withLog(ctx, func(s eventlog.Store) { rep, err = s.Apply(context.Background(), plan) }, func(ctx app.Context) {
			if err != nil {
				p.imp = importState{err: engine.ErrorMessage(err, l, keyLogErrStore)}
				return
			}
			p.imp = importState{report: reportText(l, rep)}
			p.load(ctx)
		})
	}
}

func reportText(l msg.Lang, r eventlog.Report) string {
	return msg.T(l, "app.log.import.done", msg.A("events", r.AddedEvents+r.ChangedEvents), msg.A("incidents", r.AddedIncidents+r.ChangedIncidents),
		msg.A("unchanged", r.Unchanged), msg.A("skipped", r.Skipped))
}

func (p *logPage) Render() app.UI {
	l := p.lang
	body := []app.UI{}
	if p.newRS != "" {
		body = append(body, el("section#new-event",
			logT(l, "h2", "app.log.event.new"),
			&eventForm{Lang: l, Draft: newEventDraft(p.newRS, nowMinute().Day()), Done: func(ctx app.Context, e eventlog.Event) {
				p.newRS = ""
				setOpenEvent(ctx, e.ID)
				ctx.Navigate(href(routeEvent) + "?id=" + e.ID)
			}},
			logCancel(l, func(ctx app.Context, e app.Event) { p.newRS = "" }),
		))
	} else {
		body = append(body, logBtn(l, "button#event-new.btn", "app.log.event.new",
			func(ctx app.Context, e app.Event) { p.newRS = pickRuleset(ctx, p.lang).ID }))
	}
	state := "loading"
	if p.ready {
		state = "ready"
	}
	var items []app.UI
	for _, e := range p.events {
		cls := "event"
		label := e.Name
		if e.ID == p.open {
			cls += " open"
			label += " · " + msg.T(l, "app.log.open")
		}
		items = append(items, el("li",
			anchor("a.event-link", logEventPath(e.ID), label),
			tx("p.muted", e.Date+" · "+rulesetName(l, rulesets.Get(e.Ruleset))+" · "+
				msg.T(l, "app.log.count", msg.A("n", p.counts[e.ID]))),
		).Class(cls).DataSet("event", e.ID))
	}
	list := []app.UI{logT(l, "h2", "app.log.events")}
	if p.ready && len(p.events) == 0 {
		list = append(list, logT(l, "p#log-empty.muted", "app.log.empty"))
	}
	list = append(list, el("ul.tools.events", items...))
	body = append(body, el("section#log-list", list...).DataSet("state", state))
	if p.err != "" {
		body = append(body, logAlert("p.error", p.err))
	}
	body = append(body, el("section#log-io",
		logT(l, "h2", "app.log.io"),
		logBtn(l, "button#export-all.btn", "app.log.export", p.export),
		logField(l, "import-file", "app.log.import",
			inputEl("file", "import-file", "").Attr("accept", "application/json,.json").OnChange(p.chooseFile)),
		p.renderImport(),
	))
	return frame(l, msg.T(l, "app.log.title"), body...)
}

func (p *logPage) renderImport() app.UI {
	l := p.lang
	im := p.imp
	switch {
	case im.err != "":
		return logAlert("p#import-error.error", im.err)
	case im.report != "":
		return tx("p#import-done", im.report).Role("status")
	case im.plan != nil:
		pl := im.plan
		keys := [...]string{"app.log.plan.new.events", "app.log.plan.new.incidents", "app.log.plan.changed", "app.log.plan.same", "app.log.plan.skipped"}
		ns := [...]int{len(pl.NewEvents), len(pl.NewIncidents), len(pl.ChangedEvents) + len(pl.ChangedIncidents),
			len(pl.SameEvents) + len(pl.SameIncs), pl.Report().Skipped}
		rows := make([]app.UI, len(keys))
		for i, key := range keys {
			rows[i] = tx("li", msg.T(l, key, msg.A("n", ns[i])))
		}
		btns := []app.UI{logBtn(l, "button#import-keep.btn", "app.log.import.keep", p.apply()).Attr("disabled", im.busy)}
		btns = append(btns, logBtn(l, "button#import-cancel.btn.btn-quiet", "app.log.cancel",
			func(ctx app.Context, e app.Event) { p.imp = importState{} }))
		return el("div#import-plan",
			logT(l, "p", "app.log.plan"),
			el("ul", rows...),
			el("div.tool-row", btns...),
		).Role("status")
	case im.busy:
		return logT(l, "p", "app.log.saving").Role("status")
	}
	return nil
}
