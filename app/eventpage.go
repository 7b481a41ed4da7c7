package main

import (
	"context"
	"encoding/json"
	"html"
	"strconv"
	"strings"
	"sync/atomic"

	"arbiter/app/internal/browser"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// eventPage is one event: its incidents, revocations, Zero Tolerance counts, penalties per
// pair or team, Preferans games; edit, export, print.
type eventPage struct {
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

	pbn pbnPanel // the session's file (pbnevent.go)

	sync syncPanel // the shared log (syncui.go)

	me      eventlog.Director // the director on this phone (directors.go)
	dirBusy bool              // a choice of directors_ui.go is being saved
	stale   []eventlog.Stale  // results the merged log changes (directors_ui.go)
	ask     firstQuestion     // asked before re-ruling one of them (askN)
	askN    int
	ctx     app.Context // the page's own (OnMount), for reload
	mounted bool

	views eventViews // the views of the incidents, made once per load (not per drawing)

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

// eventViews are the page's views of the incidents (penalties, Zero Tolerance counts,
// Preferans games), computed off the UI goroutine when the incidents are read: a season's
// 10,000 incidents were counted again on every drawing of the page.
type eventViews struct {
	pt    []eventlog.PartyTotals
	zt    []eventlog.ZTCount
	games []eventlog.Game

	ztHTML string // the Zero Tolerance section as drawn, in ztLang
	ztLang msg.Lang
}

func viewsOf(ev *eventlog.Event, incs []eventlog.Incident) eventViews {
	v := eventViews{pt: eventlog.Penalties(ev, incs), zt: eventlog.ZeroTolerance(rulesets.Get(ev.Ruleset), incs)}
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

func (p *eventPage) OnMount(ctx app.Context) {
	observeLang(ctx, &p.lang)
	watchSigned(p, ctx) // a case's share link is signed when the phone has a key (sign.go)
	p.stop = theLog.watch(func() {
		n := p.notified.Add(1)
		dispatch(ctx, func(ctx app.Context) {
			p.want = max(p.want, n)
			if !p.loading && n > p.covered { // a load under way looks at want when done
				p.load(ctx)
			}
		})
	})
	p.pbn.ctx = &ctx // the section's work reports to the page (pbnevent.go)
	p.ctx, p.mounted = ctx, true
	p.mountSync(ctx)
}

func (p *eventPage) OnDismount() {
	if p.stop != nil {
		p.stop()
	}
	if p.sync.stop != nil {
		p.sync.stop()
	}
}

func (p *eventPage) OnNav(ctx app.Context) {
	q := ctx.Page().URL().Query()
	p.id, p.print, p.edit = q.Get("id"), q.Get("print") != "", q.Get("edit") != ""
	p.me = thisDirector(ctx.LocalStorage())
	p.refreshSync(ctx)
	p.load(ctx)
	markReady(ctx)
}

func (p *eventPage) load(ctx app.Context) {
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
func (p *eventPage) loadNewest(ctx app.Context, id string) {
	var r eventReading
	withLog(ctx, func(s eventlog.Store) {
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
	r.stale = eventlog.StaleResults(rulesets.Get, &r.ev, r.incs, loggedCompute(&r.ev))
	r.views = viewsOf(&r.ev, r.incs)
	r.complete = true
}

// drawn is what every reading that reaches the page sets: the page is ready, which event is the
// open one, and the tab's title from ev (nil: the reading failed, the title stays).
func (p *eventPage) drawn(ctx app.Context, ev *eventlog.Event) {
	p.ready = true
	p.open = openEventID(ctx)
	if ev != nil {
		ctx.Page().SetTitle(ev.Name + " · " + msg.T(p.lang, "app.name"))
	}
}

// loadAll reads the event and every incident in one transaction, and computes the views.
func (p *eventPage) loadAll(ctx app.Context, id string) {
	if p.mounted {
		ctx = p.ctx
	}
	var r eventReading
	withLog(ctx, func(s eventlog.Store) {
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
func (p *eventPage) show(ctx app.Context, id string, r *eventReading) {
	p.loading = false
	p.covered = max(p.covered, r.seen)
	if p.again || p.want > p.covered {
		p.again = false
		defer p.load(ctx)
	}
	if r.err != nil {
		p.drawn(ctx, nil)
		p.err = engine.ErrorMessage(r.err, p.lang, keyLogErrStore)
		return
	}
	p.drawn(ctx, &r.ev)
	p.ev, p.incs, p.stale, p.views, p.err = r.ev, r.incs, r.stale, r.views, ""
	p.total, p.partial, p.full = len(r.incs), false, id
	p.loadPBN(ctx)
}

func (p *eventPage) exportEvent(ctx app.Context, e app.Event) {
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
func (p *eventPage) deleteEvent(ctx app.Context, e app.Event) {
	id := p.ev.ID
	var err error
	// a shared event stops syncing on this phone first (its copy of the server's records would
	// bring it back); the server keeps it for the other directors
	shared := ""
	if p.sync.has {
		shared = p.sync.link.key()
		updateLink(ctxStorage{ctx.LocalStorage()}, shared, func(x *syncLink, found bool) bool { return false })
		syncHalt(shared, true)
	}
	if p.mounted {
		ctx = p.ctx // the button's own may be gone by the time the log answers (the page redraws)
	}
	withLog(ctx, func(s eventlog.Store) {
		if shared != "" {
			waitHalted(shared)
		}
		err = s.DeleteEvent(context.Background(), id)
	}, func(ctx app.Context) {
		p.del = false
		if err != nil {
			p.err = engine.ErrorMessage(err, p.lang, keyLogErrStore)
			return
		}
		if openEventID(ctx) == id {
			setOpenEvent(ctx, "")
		}
		go dropEventFile(id) // its file goes with it (pbn.go)
		ctx.Navigate(href(routeLog))
	})
}

func (p *eventPage) doRevoke(n int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		reason := strings.TrimSpace(p.reason)
		if reason == "" {
			p.err = msg.T(p.lang, "app.log.revoke.need")
			return
		}
		id, by := p.id, p.me.ID
		var err error
		me := p.me
		withLog(ctx, func(s eventlog.Store) {
			// the event lists who revoked, for the other phones (not when it would have to ask
			// which series is theirs: that question belongs to their first ruling)
			if _, _, err = joinEvent(context.Background(), s, id, me, notAsked); err != nil {
				return
			}
			_, err = s.Revoke(context.Background(), id, n, by, reason, nowMinute())
		}, func(ctx app.Context) {
			if err != nil {
				p.err = engine.ErrorMessage(err, p.lang, keyLogErrStore)
				return
			}
			p.revoke, p.reason, p.err = 0, "", ""
			p.load(ctx)
		})
	}
}

func (p *eventPage) Render() app.UI {
	l := p.lang
	if !p.ready {
		return frame(l, msg.T(l, "app.log.title"), logT(l, "p.muted", "app.log.loading"))
	}
	if p.err != "" && p.ev.ID == "" {
		return frame(l, msg.T(l, "app.log.title"),
			logAlert("p#event-error.error", p.err),
			el("p", anchor("a", routeLog, msg.T(l, "app.log.title"))))
	}
	ev := &p.ev
	rs := rulesets.Get(ev.Ruleset)
	if p.edit && len(ev.Conflicts) == 0 { // an event in conflict is edited once a version is kept
		return frame(l, ev.Name, &eventForm{Lang: l, Draft: eventlog.DraftOf(*ev), Done: func(ctx app.Context, e eventlog.Event) {
			p.edit = false
			p.load(ctx)
		}}, logCancel(l, func(ctx app.Context, e app.Event) { p.edit = false }))
	}
	facts := []string{ev.Date, rulesetName(l, rs), msg.T(l, "app.ruling.data", msg.A("version", ev.DataVersion)),
		kindName(l, string(ev.Kind)), formName(l, string(ev.Form))}
	if ev.Top > 0 {
		facts = append(facts, msg.T(l, "app.log.f.top")+" "+strconv.Itoa(ev.Top))
	}
	if ev.Boards > 0 {
		facts = append(facts, msg.T(l, "app.log.f.boards")+" "+strconv.Itoa(ev.Boards))
	}
	body := []app.UI{
		el("nav.crumbs", anchor("a", routeLog, "← "+msg.T(l, "app.log.title"))),
		tx("p#event-facts.lead", strings.Join(facts, " · ")),
	}
	if len(ev.Club) > 0 {
		club := strings.ReplaceAll(eventlog.DraftOf(*ev).Club, "\n", "; ")
		if rs := rulesets.Get(ev.Ruleset); rs != nil {
			club = eventClub(l, rs, ev.Club)
		}
		body = append(body, tx("p#event-club.muted", msg.T(l, "app.club")+": "+club))
	}
	if !p.print {
		var openBtn app.UI
		if p.open == ev.ID {
			openBtn = logT(l, "span#event-is-open.pill", "app.log.open")
		} else {
			openBtn = logBtn(l, "button#event-make-open.btn.btn-quiet", "app.log.make.open",
				func(ctx app.Context, e app.Event) { setOpenEvent(ctx, p.id); p.open = p.id })
		}
		var edit app.UI // an event in conflict is edited once a person has kept one version (directors_ui.go)
		if len(ev.Conflicts) == 0 {
			edit = logBtn(l, "button#event-edit.btn.btn-quiet", "app.log.event.edit", func(ctx app.Context, e app.Event) { p.edit = true })
		}
		body = append(body, el("div.tool-row",
			openBtn,
			edit,
			logBtn(l, "button#event-export.btn.btn-quiet", "app.log.export.event", p.exportEvent).Attr("disabled", p.partial),
			anchor("a#event-print.btn.btn-quiet", logEventPath(ev.ID)+"&print=1", msg.T(l, "app.log.print")),
			logBtn(l, "button#event-delete.btn.btn-quiet", "app.log.delete", func(ctx app.Context, e app.Event) { p.del = true }),
		))
		var ask app.UI
		if p.del {
			ask = el("div#event-delete-ask.notice",
				tx("p", msg.T(l, "app.log.delete.ask", msg.A("n", p.count()))),
				slot(condUI(p.sync.has, func() app.UI { return logT(l, "p#event-delete-shared", "app.sync.delete") })),
				el("div.tool-row",
					logBtn(l, "button#event-export-first.btn.btn-quiet", "app.log.export.event", p.exportEvent).Attr("disabled", p.partial),
					logBtn(l, "button#event-delete-confirm.btn", "app.log.delete", p.deleteEvent),
					logCancel(l, func(ctx app.Context, e app.Event) { p.del = false }),
				),
			).Role("alertdialog")
		}
		body = append(body, slot(ask))
	} else {
		body = append(body, el("div.tool-row.no-print",
			logBtn(l, "button.btn", "app.log.print.now", func(ctx app.Context, e app.Event) { browser.Print() }),
			anchor("a.btn.btn-quiet", logEventPath(ev.ID), msg.T(l, "app.log.back")),
		))
	}
	var errLine app.UI
	if p.err != "" {
		errLine = logAlert("p.error", p.err)
	}
	body = append(body, slot(errLine))
	if !p.print {
		// each in a slot of its own: a section that appears above a form must not shift the
		// form's inputs onto other elements when go-app patches the page by position
		body = append(body, slot(p.renderDirectors()), slot(p.renderConflicts(rs)), slot(p.renderStale()), slot(p.renderSync()))
	}
	body = append(body, p.renderPBN())
	body = append(body, p.renderIncidents(rs))
	body = append(body, p.renderViews()...)
	title := ev.Name
	page := frame(l, title, body...)
	if p.print {
		return el("div.print-view", page)
	}
	return page
}

func (p *eventPage) partName(n int) string {
	for _, x := range p.ev.Participants {
		if x.Number == n {
			return participantName(x)
		}
	}
	return strconv.Itoa(n)
}

func (p *eventPage) playerName(id int) string {
	for _, x := range p.ev.Players {
		if x.ID == id {
			return x.Name
		}
	}
	return "#" + strconv.Itoa(id)
}

func logOut(o eventlog.Out) engine.Out {
	out := engine.Out{Name: o.Name, Num: o.Num, Unit: o.Unit, Prec: o.Prec, Str: o.Code}
	if o.Bool != nil {
		out.IsB, out.Bool = true, *o.Bool
	}
	return out
}

// count is how many incidents the event has: all of them are read unless partial.
func (p *eventPage) count() int {
	if p.partial {
		return p.total
	}
	return len(p.incs)
}

func (p *eventPage) renderIncidents(rs *engine.Ruleset) app.UI {
	l, ev := p.lang, &p.ev
	var items []app.UI
	shown := p.incs
	hidden := p.count() - len(shown) // not read yet (partial), or read and not drawn
	if !p.all && !p.print && len(shown) > pageSize {
		hidden = len(shown) - pageSize
		shown = shown[hidden:]
	}
	for i := range shown {
		in := &shown[i]
		n := in.Number
		title := in.Calculator
		if rs != nil {
			if c := rs.Calculator(in.Calculator); c != nil {
				title = msg.T(l, c.TitleKey())
			}
		}
		where := []string{msg.DateTime(l, int64(in.Time))}
		if by := loggedBy(l, ev, in); by != "" {
			where = append(where, by)
		}
		for _, f := range []struct {
			key string
			v   int
		}{{"app.log.round", in.Round}, {"app.log.table", in.Table}, {"app.log.board", in.Board}, {"app.log.game", in.Game}} {
			if f.v != 0 {
				where = append(where, msg.T(l, f.key)+" "+strconv.Itoa(f.v))
			}
		}
		rows := []app.UI{
			el("h3", tx("span.label", in.Label()), app.Text(" "+title)),
			tx("p.muted", strings.Join(where, " · ")),
		}
		rows = append(rows, readingView(l, readIncident(l, p, in, title)))
		if in.Notes != "" {
			rows = append(rows, tx("p.inc-notes", in.Notes))
		}
		rows = append(rows, supersedeLine(l, in)) // fromlog_ui.go
		if !p.print {
			rows = append(rows, p.staleFlag(rs, in)) // directors_ui.go
		}
		cls := "incident"
		if in.Status == eventlog.Revoked {
			cls += " revoked"
			at := ""
			if in.RevokedAt != nil {
				at = msg.DateTime(l, int64(*in.RevokedAt))
			}
			rows = append(rows, tx("p.revocation", msg.T(l, "app.log.revoked", msg.A("reason", in.Reason), msg.A("time", at))+revokedBy(l, ev, in)))
		} else if !p.print {
			if othersRuling(ev, in, p.me.ID) { // Pref. 3.2: only the judge who made it revokes it
				rows = append(rows, tx("p.revoke-other", msg.T(l, "app.dir.revoke.other", msg.A("name", directorLabel(l, ev, ownerOf(ev, in))))))
			} else if p.revoke == n {
				rid := "revoke-reason-" + strconv.Itoa(n)
				rows = append(rows, logField(l, rid, "app.log.revoke.reason",
					inputEl("text", rid, "").Attr("value", p.reason).Attr("maxlength", eventlog.MaxNotes).OnInput(logValueTo(&p.reason)),
					el("div.tool-row",
						logBtn(l, "button#revoke-confirm.btn", "app.log.revoke", p.doRevoke(n)),
						logCancel(l, func(ctx app.Context, e app.Event) { p.revoke = 0 }),
					),
				))
			} else {
				rows = append(rows, el("div.tool-row",
					logBtn(l, "button.btn.btn-quiet.revoke", "app.log.revoke",
						func(ctx app.Context, e app.Event) { p.revoke, p.reason = n, "" }).DataSet("n", n),
					reopenButton(l, rs, in)))
			}
			rows = append(rows, p.renderShare(rs, in))
		}
		items = append(items, el("li", rows...).Class(cls).ID("inc-"+strconv.Itoa(n)).DataSet("status", string(in.Status)))
	}
	body := []app.UI{logT(l, "h2", "app.log.incidents")}
	if p.count() == 0 {
		body = append(body, logT(l, "p.muted", "app.log.noincidents"))
	}
	if p.partial { // in sight, above the list: the totals below it come once every incident is read
		body = append(body, tx("p#views-reading.muted", msg.T(l, "app.log.counting", msg.A("n", p.total))).Role("status"))
	}
	switch {
	case hidden > 0 && p.all: // tapped before the rest was read: shown when it is
		body = append(body, logT(l, "p#incidents-reading.muted", "app.log.earlier.reading").Role("status"))
	case hidden > 0:
		body = append(body, tx("button#incidents-all.btn.btn-quiet", msg.T(l, "app.log.earlier", msg.A("n", hidden))).
			OnClick(func(ctx app.Context, e app.Event) { p.all = true }))
	}
	body = append(body, el("ol.incidents", items...))
	return el("section#incidents", body...).DataSet("count", p.count())
}

func (p *eventPage) renderViews() []app.UI {
	l := p.lang
	if p.partial { // renderIncidents says they are being read
		return nil
	}
	var out []app.UI
	if pt := p.views.pt; len(pt) > 0 {
		var rows []app.UI
		for _, x := range pt {
			var groups []app.UI
			for _, g := range penaltyLines(l, x.Totals) {
				items := make([]app.UI, len(g.Lines))
				for i, line := range g.Lines {
					items[i] = tx("li", line)
				}
				groups = append(groups, el("ul.unit-totals", items...).DataSet("unit", g.Unit))
			}
			cols := []string{msg.T(l, "app.log.party"), msg.T(l, "app.log.read.totals"), msg.T(l, "app.log.n")}
			rows = append(rows, el("tr", th("row", p.partName(x.Number)).DataSet("label", cols[0]),
				el("td", groups...).DataSet("label", cols[1]), tx("td", strconv.Itoa(x.Count)).DataSet("label", cols[2])))
		}
		out = append(out, logTable(l, "penalties", "app.log.penalties", []string{"app.log.party", "app.log.read.totals", "app.log.n"}, rows))
	}
	if zt := p.views.zt; len(zt) > 0 && (p.views.ztHTML == "" || p.views.ztLang != l) {
		// a season has thousands of rows (a player's count a day): written as one piece of
		// HTML, which the browser builds at once, instead of an element at a time
		var b strings.Builder
		day, party, n := html.EscapeString(msg.T(l, "app.log.day")), html.EscapeString(msg.T(l, "app.log.party")), html.EscapeString(msg.T(l, "app.log.n"))
		b.WriteString(`<section id="zt"><h2>`)
		b.WriteString(html.EscapeString(msg.T(l, "app.log.zt")))
		b.WriteString(`</h2><table class="fold"><thead><tr>`)
		for _, key := range []string{"app.log.day", "app.log.party", "app.log.n"} {
			b.WriteString(`<th scope="col">` + html.EscapeString(msg.T(l, key)) + `</th>`)
		}
		b.WriteString(`</tr></thead><tbody>`)
		for _, z := range zt {
			who := p.partName(z.Team)
			if z.Player != 0 {
				who = p.playerName(z.Player)
			}
			b.WriteString(`<tr><td data-label="` + day + `">` + html.EscapeString(z.Day) + `</td><th scope="row" data-label="` + party + `">` +
				html.EscapeString(who) + `</th><td data-label="` + n + `">` + strconv.Itoa(z.Count) + `</td></tr>`)
		}
		b.WriteString(`</tbody></table></section>`)
		p.views.ztHTML, p.views.ztLang = b.String(), l
	}
	if len(p.views.zt) > 0 {
		out = append(out, app.Raw(p.views.ztHTML))
	}
	if p.ev.Form.InGames() && len(p.incs) > 0 {
		var rows []app.UI
		for _, g := range p.views.games {
			name := msg.T(l, "app.log.game") + " " + strconv.Itoa(g.Number)
			if g.Number == 0 {
				name = msg.T(l, "app.log.nogame")
			}
			labels := []app.UI{tx("strong", name+": ")}
			for _, in := range g.Incidents {
				lab := tx("span", in.Label()+" ")
				if in.Status == eventlog.Revoked {
					lab = tx("span.revoked", in.Label()+" ")
				}
				labels = append(labels, lab)
			}
			rows = append(rows, el("li", labels...))
		}
		out = append(out, el("section#games", logT(l, "h2", "app.log.games"), el("ul", rows...)))
	}
	return out
}

// logTable is a section of the event page with a heading and a table: header cells (scope
// "col") with the messages of cols, then rows.
func logTable(l msg.Lang, id, title string, cols []string, rows []app.UI) app.UI {
	head := make([]app.UI, len(cols))
	for i, key := range cols {
		head[i] = th("col", msg.T(l, key))
	}
	return el("section",
		logT(l, "h2", title),
		el("table.fold", el("thead", el("tr", head...)), el("tbody", rows...)),
	).ID(id)
}
