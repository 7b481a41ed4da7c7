package event

import (
	"context"
	"sync/atomic"

	"arbiter/app/calcform"
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

// Page is an event's page: its incidents, revocations, Zero Tolerance counts, penalties per
// pair or team, Preferans games; edit, export, print. It reads the event from the log and draws
// it in sections, each a component of its own (summary.go, totals.go, directors.go,
// syncsection.go, pbn.go, incidents.go) given the state it read (eventState) as a prop.
type Page struct {
	app.Compo
	eventState

	edit    bool
	stop    func()
	ctx     app.Context // the page's own (OnMount), for reload
	mounted bool

	// full is the event whose whole list this page has read (a later reading is whole at once).
	full string

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

func (p *Page) OnMount(ctx app.Context) {
	view.ObserveLang(ctx, &p.lang)
	p.stop = logstore.TheLog.Watch(func() {
		n := p.notified.Add(1)
		view.Dispatch(ctx, func(ctx app.Context) {
			p.want = max(p.want, n)
			if !p.loading && n > p.covered { // a load under way looks at want when done
				p.load(ctx)
			}
		})
	})
	p.ctx, p.mounted, p.host = ctx, true, p
}

func (p *Page) OnDismount() {
	if p.stop != nil {
		p.stop()
	}
}

func (p *Page) OnNav(ctx app.Context) {
	q := ctx.Page().URL().Query()
	if q.Get("id") != p.id { // another event: what was typed in the shared-log form was the other's
		p.sync.form, p.sync.shown = syncForm{}, false
	}
	p.id, p.print, p.edit, p.host = q.Get("id"), q.Get("print") != "", q.Get("edit") != "", p
	p.me = logstore.ThisDirector(ctx.LocalStorage())
	p.refreshSync(ctx)
	p.load(ctx)
	view.MarkReady(ctx)
}

func (p *Page) load(ctx app.Context) {
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
func (p *Page) loadNewest(ctx app.Context, id string) {
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
func (p *Page) drawn(ctx app.Context, ev *eventlog.Event) {
	p.ready = true
	p.open = view.OpenEventID(ctx)
	if ev != nil {
		ctx.Page().SetTitle(ev.Name + " · " + msg.T(p.lang, "app.name"))
	}
}

// loadAll reads the event and every incident in one transaction, and computes the views.
func (p *Page) loadAll(ctx app.Context, id string) {
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
func (p *Page) show(ctx app.Context, id string, r *eventReading) {
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
}

func (p *Page) Render() app.UI {
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
	if p.edit && len(ev.Conflicts) == 0 { // an event in conflict is edited once a version is kept
		return view.Frame(l, ev.Name, &eventForm{Lang: l, Draft: eventlog.DraftOf(*ev), Done: func(ctx app.Context, e eventlog.Event) {
			p.edit = false
			p.load(ctx)
		}}, view.LogCancel(l, func(ctx app.Context, e app.Event) { p.edit = false }))
	}
	st, g := &p.eventState, p.gen
	var errLine app.UI
	if p.err != "" {
		errLine = view.LogAlert("p.error", p.err)
	}
	body := []app.UI{
		&summarySection{Lang: l, Gen: g, S: st},
		slot(errLine),
		// the totals first: what each pair or team loses, the boards scored, the Zero Tolerance book
		&totalsSection{Lang: l, Gen: g, S: st},
	}
	if !p.print {
		// each in a slot of its own: a section that appears above a form must not shift the
		// form's inputs onto other elements when go-app patches the page by position
		body = append(body, slot(&directorsSection{Lang: l, Gen: g, S: st}), slot(&conflictsSection{Lang: l, Gen: g, S: st}),
			slot(&staleSection{Lang: l, Gen: g, S: st}), slot(&syncSection{Lang: l, Gen: g, S: st}))
	}
	body = append(body, &pbnSection{Lang: l, Gen: g, S: st})
	body = append(body, &incidentsSection{Lang: l, Gen: g, S: st})
	if games := gamesView(st); games != nil {
		body = append(body, games)
	}
	// the technical facts of the record, out of the way of the form and the facts above
	body = append(body, view.Tx("p#event-data.muted", msg.T(l, "app.ruling.data", msg.A("version", ev.DataVersion))))
	page := view.Frame(l, ev.Name, body...)
	if p.print {
		return view.El("div.print-view", page)
	}
	return page
}
