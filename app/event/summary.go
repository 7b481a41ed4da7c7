package event

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"

	"arbiter/app/internal/browser"
	"arbiter/app/paths"
	"arbiter/app/result"
	"arbiter/app/syncrun"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// summarySection is the head of the event page: the way back to the log, the event's facts and
// club values, and what the director does with the whole event (make it the open one, edit,
// export, print, delete — with its question), or the print view's own buttons.
type summarySection struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *eventState

	del bool // "delete this event?" is being asked
}

func (s *summarySection) Render() app.UI {
	l, p := s.Lang, s.S
	ev := &p.ev
	rs := rulesets.Get(ev.Ruleset)
	facts := []string{ev.Date, view.RulesetName(l, rs), texts.KindName(l, string(ev.Kind)), texts.FormName(l, string(ev.Form))}
	if ev.Top > 0 {
		facts = append(facts, msg.T(l, "app.log.f.top")+" "+strconv.Itoa(ev.Top))
	}
	if ev.Boards > 0 {
		facts = append(facts, msg.T(l, "app.log.f.boards")+" "+strconv.Itoa(ev.Boards))
	}
	body := []app.UI{
		view.El("nav.crumbs", view.Anchor("a", paths.RouteLog, "← "+msg.T(l, "app.log.title"))),
		view.Tx("p#event-facts.lead", strings.Join(facts, " · ")),
	}
	if len(ev.Club) > 0 {
		club := strings.ReplaceAll(eventlog.DraftOf(*ev).Club, "\n", "; ")
		if rs != nil {
			club = result.EventClub(l, rs, ev.Club)
		}
		body = append(body, view.Tx("p#event-club.muted", msg.T(l, "app.club")+": "+club))
	}
	if p.print {
		body = append(body, view.El("div.tool-row.no-print",
			view.LogBtn(l, "button.btn", "app.log.print.now", func(ctx app.Context, e app.Event) { browser.Print() }),
			view.Anchor("a.btn.btn-quiet", view.LogEventPath(ev.ID), msg.T(l, "app.log.back")),
		))
		return view.El("div#summary", body...)
	}
	var openBtn app.UI
	if p.open == ev.ID {
		openBtn = view.LogT(l, "span#event-is-open.pill", "app.log.open")
	} else {
		openBtn = view.LogBtn(l, "button#event-make-open.btn.btn-quiet", "app.log.make.open",
			func(ctx app.Context, e app.Event) { view.SetOpenEvent(ctx, p.id); p.open = p.id })
	}
	var edit app.UI // an event in conflict is edited once a person has kept one version (event/directors.go)
	if len(ev.Conflicts) == 0 {
		edit = view.LogBtn(l, "button#event-edit.btn.btn-quiet", "app.log.event.edit", func(ctx app.Context, e app.Event) {
			p.changed(ctx, func() { p.host.edit = true })
		})
	}
	body = append(body, view.El("div.tool-row",
		openBtn,
		edit,
		view.LogBtn(l, "button#event-export.btn.btn-quiet", "app.log.export.event", s.exportEvent).Attr("disabled", p.partial),
		view.Anchor("a#event-print.btn.btn-quiet", view.LogEventPath(ev.ID)+"&print=1", msg.T(l, "app.log.print")),
		view.LogBtn(l, "button#event-delete.btn.btn-quiet", "app.log.delete", func(ctx app.Context, e app.Event) { s.del = true }),
	))
	var ask app.UI
	if s.del {
		shared := p.sync.has
		ask = view.El("div#event-delete-ask.notice",
			view.Tx("p", msg.T(l, "app.log.delete.ask", msg.A("n", p.count()))),
			slot(condUI(shared, func() app.UI { return view.LogT(l, "p#event-delete-shared", "app.sync.delete") })),
			view.El("div.tool-row",
				view.LogBtn(l, "button#event-export-first.btn.btn-quiet", "app.log.export.event", s.exportEvent).Attr("disabled", p.partial),
				view.LogBtn(l, "button#event-delete-confirm.btn", "app.log.delete", s.deleteEvent),
				view.LogCancel(l, func(ctx app.Context, e app.Event) { s.del = false }),
			),
		).Role("alertdialog")
	}
	body = append(body, slot(ask))
	return view.El("div#summary", body...)
}

func (s *summarySection) exportEvent(ctx app.Context, e app.Event) {
	p := s.S
	d := eventlog.Doc{Format: eventlog.Format, Schema: eventlog.SchemaVersion, Events: []eventlog.Event{p.ev}, Incidents: p.incs}
	if d.Incidents == nil {
		d.Incidents = []eventlog.Incident{}
	}
	data, err := json.MarshalIndent(d, "", " ")
	if err == nil {
		browser.Download("arbiter-"+p.ev.ID+".json", "application/json", data)
	}
}

// deleteEvent removes the event and all its incidents (one transaction), then shows the log.
func (s *summarySection) deleteEvent(ctx app.Context, e app.Event) {
	p := s.S
	id := p.ev.ID
	var err error
	// a shared event stops syncing on this phone first (its copy of the server's records would
	// bring it back); the server keeps it for the other directors
	shared := ""
	st := syncrun.CtxStorage{ctx.LocalStorage()}
	if link, has := syncrun.LinkOfEvent(st, id); has {
		shared = link.Key()
		syncrun.UpdateLink(st, shared, func(x *syncrun.Link, found bool) bool { return false })
		syncrun.Halt(shared, true)
	}
	if p.host != nil && p.host.mounted {
		ctx = p.host.ctx // the button's own may be gone by the time the log answers (the page redraws)
	}
	view.WithLog(ctx, func(ls eventlog.Store) {
		if shared != "" {
			syncrun.WaitHalted(shared)
		}
		err = ls.DeleteEvent(context.Background(), id)
	}, func(ctx app.Context) {
		s.del = false
		if err != nil {
			p.err = engine.ErrorMessage(err, p.lang, texts.KeyLogErrStore)
			p.gen++
			return
		}
		if view.OpenEventID(ctx) == id {
			view.SetOpenEvent(ctx, "")
		}
		go view.DropEventFile(id) // its file goes with it (pbn.go)
		ctx.Navigate(paths.Href(paths.RouteLog))
	})
}
