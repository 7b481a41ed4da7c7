package event

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"sync/atomic"

	"arbiter/app/calcform"
	"arbiter/app/internal/browser"
	"arbiter/app/logstore"
	"arbiter/app/paths"
	"arbiter/app/result"
	"arbiter/app/syncrun"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// EventPage is one event: its incidents, revocations, Zero Tolerance counts, penalties per
// pair or team, Preferans games; edit, export, print.
type EventPage struct {
	app.Compo
	lang   msg.Lang
	id     string
	print  bool
	ready  bool
	ev     eventlog.Event
	incs   []eventlog.Incident
	err    string
	edit   bool
	revoke int // the incident whose revocation is being typed
	reason string
	open   string
	stop   func()
	all    bool // show every incident, not only the newest pageSize
	del    bool // "delete this event?" is being asked

	share      int        // the incident whose share link is shown (logread.go)
	shareNames bool       // … with the sides' names
	shareFacts link.Facts // … and the deadline facts the director entered (deadline.go)
	shareWhy   string     // … and the reasoning, at first the case's notes (record.go)
	shared     string

	pbn pbnPanel // the session's file (event/pbn.go)

	sync syncPanel // the shared log (event/sync.go)

	me      eventlog.Director      // the director on this phone (directors.go)
	dirBusy bool                   // a choice of event/directors.go is being saved
	stale   []eventlog.Stale       // results the merged log changes (event/directors.go)
	ask     logstore.FirstQuestion // asked before re-ruling one of them (askN)
	askN    int
	ctx     app.Context // the page's own (OnMount), for reload
	mounted bool

	views eventViews // the views of the incidents, made once per load (not per drawing)
	gen   int        // counts the readings shown: the sections drawn from them redraw on a new one

	// A season's event is drawn from its newest page first (loadNewest), then read whole:
	// partial while only that page is read (the views, the exports and the earlier incidents
	// wait for the rest); total is how many incidents the event has; full is the event whose
	// whole list this page has read (a later reading is whole at once).
	partial bool
	total   int
	full    string

	// One load at a time: a season's log takes a while to read, and the log's first opening
	// announces itself (a change) while the page's first load is reading it.
	loading  bool
	again    bool         // load again once this one is done (a write of this page)
	notified atomic.Int64 // changes of the log heard (theLog.watch)
	want     int64        // the latest change heard while loading
	covered  int64        // the changes heard before the last load began reading
}

// eventViews are the page's views of the incidents (penalties in the event's unit, adjusted
// board scores, the Zero Tolerance book, Preferans games), computed off the UI goroutine when
// the incidents are read: a season's 10,000 incidents were counted again on every drawing of
// the page.
type eventViews struct {
	pen    []eventlog.PartyPenalties
	boards []eventlog.BoardScoreLine
	book   []eventlog.ZTDay
	games  []eventlog.Game
}

func viewsOf(ev *eventlog.Event, incs []eventlog.Incident) eventViews {
	v := eventViews{pen: eventlog.EventPenalties(rulesets.Get, ev, incs), boards: eventlog.BoardScores(rulesets.Get, ev, incs),
		book: eventlog.ZTBook(rulesets.Get(ev.Ruleset), incs)}
	if ev.Form.InGames() && len(incs) > 0 {
		v.games = eventlog.Games(incs)
	}
	return v
}

// pageSize is how many of the newest incidents the event page draws at first: drawing a
// 2,000-incident event whole took seconds on a phone-class CPU; the rest is one tap away,
// and the print view always has every incident.
const pageSize = 100

// firstPage is how many of the newest incidents a season's event page draws before the rest is
// read (loadNewest): a few screens on a phone. Drawing 100 cases, each with its buttons, took
// ~0.25 s in Chromium; the other pageSize-firstPage follow with the whole list.
const firstPage = 20

func (p *EventPage) OnMount(ctx app.Context) {
	view.ObserveLang(ctx, &p.lang)
	view.WatchSigned(p, ctx) // a case's share link is signed when the phone has a key (sign.go)
	p.stop = logstore.TheLog.Watch(func() {
		n := p.notified.Add(1)
		view.Dispatch(ctx, func(ctx app.Context) {
			p.want = max(p.want, n)
			if !p.loading && n > p.covered { // a load under way looks at want when done
				p.load(ctx)
			}
		})
	})
	p.pbn.ctx = &ctx // the section's work reports to the page (event/pbn.go)
	p.ctx, p.mounted = ctx, true
	p.mountSync(ctx)
}

func (p *EventPage) OnDismount() {
	if p.stop != nil {
		p.stop()
	}
	if p.sync.stop != nil {
		p.sync.stop()
	}
}

func (p *EventPage) OnNav(ctx app.Context) {
	q := ctx.Page().URL().Query()
	p.id, p.print, p.edit = q.Get("id"), q.Get("print") != "", q.Get("edit") != ""
	p.me = logstore.ThisDirector(ctx.LocalStorage())
	p.refreshSync(ctx)
	p.load(ctx)
	view.MarkReady(ctx)
}

func (p *EventPage) load(ctx app.Context) {
	if p.mounted {
		// the page's own context: an element's (the button that made a change) may be gone
		// when the reading is done, and go-app drops its Dispatch (the load would never end)
		ctx = p.ctx
	}
	if p.loading {
		p.again = true
		return
	}
	p.loading = true
	id := p.id
	if !p.print && p.full != id {
		p.loadNewest(ctx, id)
		return
	}
	p.loadAll(ctx, id)
}

// loadNewest is the first reading of an event: the event, how many incidents it has and the
// newest page of them, drawn before the rest is read (a season's 10,000 took most of a second
// to read and count); the whole list follows at once (loadAll), once the page is drawn. An
// event whose incidents all fit on that page is read whole by it.
func (p *EventPage) loadNewest(ctx app.Context, id string) {
	var r eventReading
	view.WithLog(ctx, func(s eventlog.Store) {
		r.seen = p.notified.Load()
		r.ev, r.incs, r.total, r.err = eventlog.Newest(context.Background(), s, id, firstPage)
		if r.err == nil && r.total == len(r.incs) {
			r.whole()
		}
	}, func(ctx app.Context) {
		if r.err != nil || r.complete {
			p.show(ctx, id, &r)
			return
		}
		p.drawn(ctx, &r.ev)
		p.ev, p.incs, p.total, p.partial, p.stale, p.views, p.err = r.ev, r.incs, r.total, true, nil, eventViews{}, ""
		p.gen++
		// the rest once this is on the page (Defer: after go-app's frame has patched it)
		ctx.Defer(func(ctx app.Context) { p.loadAll(ctx, id) })
	})
}

// eventReading is what one reading of the log gives the page.
type eventReading struct {
	ev       eventlog.Event
	incs     []eventlog.Incident
	total    int
	complete bool // every incident, with the views
	stale    []eventlog.Stale
	views    eventViews
	seen     int64 // the changes of the log heard before it began
	err      error
}

// whole computes the views of a reading of every incident (off the UI goroutine).
func (r *eventReading) whole() {
	r.stale = eventlog.StaleResults(rulesets.Get, &r.ev, r.incs, calcform.LoggedCompute(&r.ev))
	r.views = viewsOf(&r.ev, r.incs)
	r.complete = true
}

// drawn is what every reading that reaches the page sets: the page is ready, which event is the
// open one, and the tab's title from ev (nil: the reading failed, the title stays).
func (p *EventPage) drawn(ctx app.Context, ev *eventlog.Event) {
	p.ready = true
	p.open = view.OpenEventID(ctx)
	if ev != nil {
		ctx.Page().SetTitle(ev.Name + " · " + msg.T(p.lang, "app.name"))
	}
}

// loadAll reads the event and every incident in one transaction, and computes the views.
func (p *EventPage) loadAll(ctx app.Context, id string) {
	if p.mounted {
		ctx = p.ctx
	}
	var r eventReading
	view.WithLog(ctx, func(s eventlog.Store) {
		r.seen = p.notified.Load() // what this reading covers
		// the event and its incidents in one transaction
		var es []eventlog.Event
		if es, r.incs, r.err = s.Snapshot(context.Background(), []string{id}); r.err == nil {
			if len(es) == 1 && es[0].ID == id {
				r.ev = es[0]
			} else if r.ev, r.err = s.GetEvent(context.Background(), id); r.err == nil { // not found: its error
				r.incs, r.err = s.ListIncidents(context.Background(), id)
			}
		}
		if r.err == nil {
			r.whole()
		}
	}, func(ctx app.Context) { p.show(ctx, id, &r) })
}

// show ends a reading: the page shows it (or its error), and reads again when a change of the
// log came meanwhile.
func (p *EventPage) show(ctx app.Context, id string, r *eventReading) {
	p.loading = false
	p.covered = max(p.covered, r.seen)
	if p.again || p.want > p.covered {
		p.again = false
		defer p.load(ctx)
	}
	if r.err != nil {
		p.drawn(ctx, nil)
		p.err = engine.ErrorMessage(r.err, p.lang, texts.KeyLogErrStore)
		return
	}
	p.drawn(ctx, &r.ev)
	p.ev, p.incs, p.stale, p.views, p.err = r.ev, r.incs, r.stale, r.views, ""
	p.total, p.partial, p.full = len(r.incs), false, id
	p.gen++
	p.loadPBN(ctx)
}

func (p *EventPage) exportEvent(ctx app.Context, e app.Event) {
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
func (p *EventPage) deleteEvent(ctx app.Context, e app.Event) {
	id := p.ev.ID
	var err error
	// a shared event stops syncing on this phone first (its copy of the server's records would
	// bring it back); the server keeps it for the other directors
	shared := ""
	if p.sync.has {
		shared = p.sync.link.Key()
		syncrun.UpdateLink(syncrun.CtxStorage{ctx.LocalStorage()}, shared, func(x *syncrun.SyncLink, found bool) bool { return false })
		syncrun.SyncHalt(shared, true)
	}
	if p.mounted {
		ctx = p.ctx // the button's own may be gone by the time the log answers (the page redraws)
	}
	view.WithLog(ctx, func(s eventlog.Store) {
		if shared != "" {
			syncrun.WaitHalted(shared)
		}
		err = s.DeleteEvent(context.Background(), id)
	}, func(ctx app.Context) {
		p.del = false
		if err != nil {
			p.err = engine.ErrorMessage(err, p.lang, texts.KeyLogErrStore)
			return
		}
		if view.OpenEventID(ctx) == id {
			view.SetOpenEvent(ctx, "")
		}
		go view.DropEventFile(id) // its file goes with it (pbn.go)
		ctx.Navigate(paths.Href(paths.RouteLog))
	})
}

func (p *EventPage) doRevoke(n int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		reason := strings.TrimSpace(p.reason)
		if reason == "" {
			p.err = msg.T(p.lang, "app.log.revoke.need")
			return
		}
		id, by := p.id, p.me.ID
		var err error
		me := p.me
		view.WithLog(ctx, func(s eventlog.Store) {
			// the event lists who revoked, for the other phones (not when it would have to ask
			// which series is theirs: that question belongs to their first ruling)
			if _, _, err = logstore.JoinEvent(context.Background(), s, id, me, logstore.NotAsked); err != nil {
				return
			}
			_, err = s.Revoke(context.Background(), id, n, by, reason, logstore.NowMinute())
		}, func(ctx app.Context) {
			if err != nil {
				p.err = engine.ErrorMessage(err, p.lang, texts.KeyLogErrStore)
				return
			}
			p.revoke, p.reason, p.err = 0, "", ""
			p.load(ctx)
		})
	}
}

func (p *EventPage) Render() app.UI {
	l := p.lang
	if !p.ready {
		return view.Frame(l, msg.T(l, "app.log.title"), view.LogT(l, "p.muted", "app.log.loading"))
	}
	if p.err != "" && p.ev.ID == "" {
		return view.Frame(l, msg.T(l, "app.log.title"),
			view.LogAlert("p#event-error.error", p.err),
			view.El("p", view.Anchor("a", paths.RouteLog, msg.T(l, "app.log.title"))))
	}
	ev := &p.ev
	rs := rulesets.Get(ev.Ruleset)
	if p.edit && len(ev.Conflicts) == 0 { // an event in conflict is edited once a version is kept
		return view.Frame(l, ev.Name, &eventForm{Lang: l, Draft: eventlog.DraftOf(*ev), Done: func(ctx app.Context, e eventlog.Event) {
			p.edit = false
			p.load(ctx)
		}}, view.LogCancel(l, func(ctx app.Context, e app.Event) { p.edit = false }))
	}
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
		if rs := rulesets.Get(ev.Ruleset); rs != nil {
			club = result.EventClub(l, rs, ev.Club)
		}
		body = append(body, view.Tx("p#event-club.muted", msg.T(l, "app.club")+": "+club))
	}
	if !p.print {
		var openBtn app.UI
		if p.open == ev.ID {
			openBtn = view.LogT(l, "span#event-is-open.pill", "app.log.open")
		} else {
			openBtn = view.LogBtn(l, "button#event-make-open.btn.btn-quiet", "app.log.make.open",
				func(ctx app.Context, e app.Event) { view.SetOpenEvent(ctx, p.id); p.open = p.id })
		}
		var edit app.UI // an event in conflict is edited once a person has kept one version (event/directors.go)
		if len(ev.Conflicts) == 0 {
			edit = view.LogBtn(l, "button#event-edit.btn.btn-quiet", "app.log.event.edit", func(ctx app.Context, e app.Event) { p.edit = true })
		}
		body = append(body, view.El("div.tool-row",
			openBtn,
			edit,
			view.LogBtn(l, "button#event-export.btn.btn-quiet", "app.log.export.event", p.exportEvent).Attr("disabled", p.partial),
			view.Anchor("a#event-print.btn.btn-quiet", view.LogEventPath(ev.ID)+"&print=1", msg.T(l, "app.log.print")),
			view.LogBtn(l, "button#event-delete.btn.btn-quiet", "app.log.delete", func(ctx app.Context, e app.Event) { p.del = true }),
		))
		var ask app.UI
		if p.del {
			ask = view.El("div#event-delete-ask.notice",
				view.Tx("p", msg.T(l, "app.log.delete.ask", msg.A("n", p.count()))),
				slot(condUI(p.sync.has, func() app.UI { return view.LogT(l, "p#event-delete-shared", "app.sync.delete") })),
				view.El("div.tool-row",
					view.LogBtn(l, "button#event-export-first.btn.btn-quiet", "app.log.export.event", p.exportEvent).Attr("disabled", p.partial),
					view.LogBtn(l, "button#event-delete-confirm.btn", "app.log.delete", p.deleteEvent),
					view.LogCancel(l, func(ctx app.Context, e app.Event) { p.del = false }),
				),
			).Role("alertdialog")
		}
		body = append(body, slot(ask))
	} else {
		body = append(body, view.El("div.tool-row.no-print",
			view.LogBtn(l, "button.btn", "app.log.print.now", func(ctx app.Context, e app.Event) { browser.Print() }),
			view.Anchor("a.btn.btn-quiet", view.LogEventPath(ev.ID), msg.T(l, "app.log.back")),
		))
	}
	var errLine app.UI
	if p.err != "" {
		errLine = view.LogAlert("p.error", p.err)
	}
	body = append(body, slot(errLine))
	// the totals first: what each pair or team loses, the boards scored, the Zero Tolerance book
	body = append(body, &totalsSection{Lang: l, Gen: p.gen, Page: p, Views: &p.views})
	if !p.print {
		// each in a slot of its own: a section that appears above a form must not shift the
		// form's inputs onto other elements when go-app patches the page by position
		body = append(body, slot(p.renderDirectors()), slot(p.renderConflicts(rs)), slot(p.renderStale()), slot(p.renderSync()))
	}
	body = append(body, p.renderPBN())
	body = append(body, p.renderIncidents(rs))
	body = append(body, p.renderViews()...)
	// the technical facts of the record, out of the way of the form and the facts above
	body = append(body, view.Tx("p#event-data.muted", msg.T(l, "app.ruling.data", msg.A("version", ev.DataVersion))))
	title := ev.Name
	page := view.Frame(l, title, body...)
	if p.print {
		return view.El("div.print-view", page)
	}
	return page
}
