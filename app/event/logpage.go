package event

import (
	"context"
	"time"

	"arbiter/app/internal/browser"
	"arbiter/app/logstore"
	"arbiter/app/paths"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// LogPage lists the events; it creates one, exports the log and imports a file.
type LogPage struct {
	app.Compo
	lang   msg.Lang
	ready  bool
	events []eventlog.Event
	counts map[string]int
	err    string
	newRS  string // the new-event form is open (for this ruleset)
	open   string
	stop   func()
	ctx    app.Context // the page's own (a handler's element may be gone when its work ends)

	imp logstore.ImportState
}

func (p *LogPage) OnMount(ctx app.Context) {
	p.ctx = ctx
	view.ObserveLang(ctx, &p.lang)
	p.stop = view.WatchLog(ctx, p.load)
}

func (p *LogPage) OnDismount() {
	if p.stop != nil {
		p.stop()
	}
}

func (p *LogPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle(msg.T(p.lang, "app.log.title") + " · " + msg.T(p.lang, "app.name"))
	if rs := ctx.Page().URL().Query().Get("new"); rs != "" {
		p.newRS = rs
	}
	p.load(ctx)
	view.MarkReady(ctx)
}

func (p *LogPage) load(ctx app.Context) {
	var evs []eventlog.Event
	counts := map[string]int{}
	var err error
	view.WithLog(ctx, func(s eventlog.Store) {
		evs, err = s.ListEvents(context.Background())
		for _, e := range evs {
			counts[e.ID], _ = eventlog.CountIncidents(context.Background(), s, e.ID)
		}
	}, func(ctx app.Context) {
		p.events, p.counts, p.ready = evs, counts, true
		p.open = view.OpenEventID(ctx)
		p.err = ""
		if err != nil {
			p.err = engine.ErrorMessage(err, p.lang, texts.KeyLogErrStore)
		}
	})
}

func (p *LogPage) export(ctx app.Context, e app.Event) {
	var data []byte
	var err error
	view.WithLog(ctx, func(s eventlog.Store) { data, err = eventlog.Export(context.Background(), s) }, func(ctx app.Context) {
		if err != nil {
			p.err = engine.ErrorMessage(err, p.lang, texts.KeyLogErrStore)
			return
		}
		browser.Download("arbiter-log-"+time.Now().Format("2006-01-02")+".json", "application/json", data)
	})
}

func (p *LogPage) chooseFile(ctx app.Context, e app.Event) {
	p.imp = logstore.ImportState{Busy: true}
	l := p.lang
	var st logstore.ImportState
	view.WithLog(ctx, func(s eventlog.Store) {
		data, err := browser.ReadFile("import-file")
		if err != nil {
			st.Err = msg.T(l, "app.log.import.read")
			return
		}
		st = logstore.PlanImport(context.Background(), s, data, l)
	}, func(ctx app.Context) {
		if st.Plan == nil {
			clearImportFile()
		}
		p.imp = st
	})
}

// clearImportFile empties the file field once its plan is done with (merged, cancelled,
// refused), so that choosing the same file again fires change again.
func clearImportFile() {
	if in := app.Window().GetElementByID("import-file"); in.Truthy() {
		in.Set("value", "")
	}
}

func (p *LogPage) apply() app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		plan := p.imp.Plan
		if plan == nil || p.imp.Busy {
			return
		}
		p.imp.Busy = true
		l := p.lang
		var rep eventlog.Report
		var err error
		var links []eventlog.Event
		view.WithLog(ctx, func(s eventlog.Store) {
			rep, err = s.Apply(context.Background(), plan)
			if err == nil && rep.Conflicts > 0 {
				links = conflictEvents(context.Background(), s, plan)
			}
		}, func(ctx app.Context) {
			clearImportFile()
			if err != nil {
				p.imp = logstore.ImportState{Err: engine.ErrorMessage(err, l, texts.KeyLogErrStore)}
				return
			}
			p.imp = logstore.ImportState{Report: reportText(l, rep), Links: links, Nconf: rep.Conflicts}
			// the Merge button is gone with the plan: go-app would drop a Dispatch of its context
			p.load(p.ctx)
		})
	}
}

// conflictEvents lists the events of the plan left with versions to choose between (of the
// event or of its incidents), as the log now holds them.
func conflictEvents(ctx context.Context, s eventlog.Store, plan *eventlog.Plan) []eventlog.Event {
	seen := map[string]bool{}
	var out []eventlog.Event
	ids := append([]string(nil), plan.EventConflicts...)
	for _, r := range plan.Conflicts {
		ids = append(ids, r.Event)
	}
	for _, id := range ids {
		if seen[id] {
			continue
		}
		seen[id] = true
		if e, err := s.GetEvent(ctx, id); err == nil {
			out = append(out, e)
		}
	}
	return out
}

func reportText(l msg.Lang, r eventlog.Report) string {
	return msg.T(l, "app.import.done", msg.A("added", r.AddedIncidents), msg.A("updated", r.ChangedIncidents),
		msg.A("events", r.AddedEvents+r.ChangedEvents), msg.A("same", r.Unchanged), msg.A("left", r.Skipped))
}

func (p *LogPage) Render() app.UI {
	l := p.lang
	body := []app.UI{}
	if p.newRS != "" {
		body = append(body, view.El("section#new-event",
			view.LogT(l, "h2", "app.log.event.new"),
			&eventForm{Lang: l, Draft: newEventDraft(p.newRS, logstore.NowMinute().Day()), Done: func(ctx app.Context, e eventlog.Event) {
				p.newRS = ""
				view.SetOpenEvent(ctx, e.ID)
				ctx.Navigate(paths.Href(paths.RouteEvent) + "?id=" + e.ID)
			}},
			view.LogCancel(l, func(ctx app.Context, e app.Event) { p.newRS = "" }),
		))
	} else {
		body = append(body, view.LogBtn(l, "button#event-new.btn", "app.log.event.new",
			func(ctx app.Context, e app.Event) { p.newRS = view.PickRuleset(ctx, p.lang).ID }))
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
		items = append(items, view.El("li",
			view.Anchor("a.event-link", view.LogEventPath(e.ID), label),
			view.Tx("p.muted", e.Date+" · "+view.RulesetName(l, rulesets.Get(e.Ruleset))+" · "+
				msg.T(l, "app.log.count", msg.A("n", p.counts[e.ID]))),
		).Class(cls).DataSet("event", e.ID))
	}
	list := []app.UI{view.LogT(l, "h2", "app.log.events")}
	if p.ready && len(p.events) == 0 {
		list = append(list, view.LogT(l, "p#log-empty.muted", "app.log.empty"))
	}
	list = append(list, view.El("ul.tools.events", items...))
	body = append(body, view.El("section#log-list", list...).DataSet("state", state))
	if p.err != "" {
		body = append(body, view.LogAlert("p.error", p.err))
	}
	body = append(body, view.El("section#log-io",
		view.LogT(l, "h2", "app.log.io"),
		view.LogBtn(l, "button#export-all.btn", "app.log.export", p.export),
		view.LogField(l, "import-file", "app.log.import",
			view.InputEl("file", "import-file", "").Attr("accept", "application/json,.json").OnChange(p.chooseFile)),
		p.renderImport(),
	))
	return view.Frame(l, msg.T(l, "app.log.title"), body...)
}

func (p *LogPage) renderImport() app.UI {
	l := p.lang
	im := p.imp
	switch {
	case im.Err != "":
		return view.LogAlert("p#import-error.error", im.Err)
	case im.Report != "":
		kids := []app.UI{view.Tx("p#import-done", im.Report)}
		if len(im.Links) > 0 {
			var items []app.UI
			for _, e := range im.Links {
				items = append(items, view.El("li", view.Anchor("a", view.LogEventPath(e.ID), e.Name)))
			}
			kids = append(kids, view.Tx("p#import-conflicts", msg.T(l, "app.import.done.conflicts", msg.A("n", im.Nconf))), view.El("ul", items...))
		}
		return view.El("div#import-report", kids...).Role("status")
	case im.Plan != nil:
		return renderPlan(l, im.View, im.Busy, p.apply(), func(ctx app.Context, e app.Event) {
			clearImportFile()
			p.imp = logstore.ImportState{}
		})
	case im.Busy:
		return view.LogT(l, "p", "app.log.saving").Role("status")
	}
	return nil
}

// renderPlan shows the plan in words with Merge and Cancel (only Close when nothing changes).
func renderPlan(l msg.Lang, v logstore.PlanView, busy bool, merge, cancel app.EventHandler) app.UI {
	kids := []app.UI{view.LogT(l, "p", "app.import.plan")}
	if v.Newer {
		kids = append(kids, view.LogT(l, "p#import-newer.notice", "app.import.newer"))
	}
	for _, e := range v.Events {
		items := make([]app.UI, len(e.Lines))
		for i, ln := range e.Lines {
			items[i] = view.Tx("li."+ln.Kind, ln.Text)
		}
		kids = append(kids, view.El("section.import-event", view.Tx("h3", e.Name), view.El("ul", items...)).DataSet("event", e.Id))
	}
	if len(v.Refused) > 0 {
		items := make([]app.UI, len(v.Refused))
		for i, r := range v.Refused {
			items[i] = view.Tx("li.refused", r)
		}
		kids = append(kids, view.El("section#import-refused", view.LogT(l, "h3", "app.import.refused"), view.El("ul", items...)))
	}
	var btns []app.UI
	if v.Nothing {
		kids = append(kids, view.LogT(l, "p#import-nothing", "app.import.nothing"))
		btns = append(btns, view.LogBtn(l, "button#import-cancel.btn", "app.import.close", cancel))
	} else {
		btns = append(btns, view.LogBtn(l, "button#import-merge.btn", "app.import.merge", merge).Attr("disabled", busy),
			view.LogBtn(l, "button#import-cancel.btn.btn-quiet", "app.log.cancel", cancel))
	}
	kids = append(kids, view.El("div.tool-row", btns...))
	return view.El("div#import-plan", kids...).Role("status")
}
