package event

import (
	"strconv"

	"arbiter/app/logstore"
	"arbiter/app/syncrun"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/couchsync"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// sharedLog is what the page knows of the event's shared log: read when the page opens
// (OnNav) and again by the shared-log section whenever the runner reports; the summary's
// delete question and the directors' next free letter read it too.
type sharedLog struct {
	link    syncrun.Link
	has     bool // the event is shared (link is its)
	view    syncrun.View
	persist string // the browser's answer to keeping the storage for good (persistState)

	// what the director is doing in the section, kept with the page so that nothing typed is
	// lost when the section is drawn again (after the edit or print view): the form being
	// typed, the join link shown
	form  syncForm
	shown bool
}

// refreshSync reads the event's shared log again: its link, the runner's view, the storage.
func (p *eventState) refreshSync(ctx app.Context) {
	p.sync.link, p.sync.has = syncrun.LinkOfEvent(syncrun.CtxStorage{ctx.LocalStorage()}, p.id)
	p.sync.view = syncrun.State(p.sync.link.Key())
	p.sync.persist = syncrun.PersistState()
}

// syncSection is the event page's "Shared log": set up, the status in plain words, pause,
// stop, the join link and its QR, and the rulings held by name (syncheld.go). It is redrawn
// alone when the sync runner reports (its watch is the section's), and with the page's state
// (S) on a new Gen. Its own state is an act on a held ruling under way; the form being typed
// and the join link shown are kept with the page (sharedLog).
type syncSection struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *eventState

	held heldPanel
	stop func()
}

// OnMount starts following the shared log's runner.
func (s *syncSection) OnMount(ctx app.Context) {
	s.stop = syncrun.Watch(func() { view.Dispatch(ctx, func(ctx app.Context) { s.S.refreshSync(ctx) }) })
}

func (s *syncSection) OnDismount() {
	if s.stop != nil {
		s.stop()
		s.stop = nil
	}
}

// startSync checks the form and starts sharing the event's log.
func (s *syncSection) startSync(ctx app.Context, e app.Event) {
	f, p := &s.S.sync.form, s.S
	typed("sync-server", &f.server)
	typed("sync-db", &f.db)
	typed("sync-user", &f.user)
	typed("sync-password", &f.password)
	if !checkSyncForm(s.Lang, f, true) {
		return
	}
	k := syncrun.Link{Event: p.ev.ID, Server: f.server, DB: f.db, User: f.user, Password: f.password, On: true}
	st := syncrun.CtxStorage{ctx.LocalStorage()}
	if other, ok := syncrun.LinkByKey(st, k.Key()); ok && other.Event != "" && other.Event != p.ev.ID {
		f.errDB = fieldLabelled(s.Lang, &engine.Error{Code: engine.EINVALID, Key: "app.sync.err.taken", Args: []msg.Arg{msg.A("field", "")}}, "app.sync.db")
		return
	}
	syncrun.UpdateLink(st, k.Key(), func(x *syncrun.Link, found bool) bool {
		*x = k
		return true
	})
	syncrun.SetLastTyped(ctx.LocalStorage(), syncrun.Last{Server: k.Server, User: k.User})
	s.S.sync.form = syncForm{}
	syncrun.Run(k.Key())
	p.refreshSync(ctx)
}

// setSyncOn pauses or resumes the sync (the link and the local database stay).
func (s *syncSection) setSyncOn(on bool) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		key := s.S.sync.link.Key()
		syncrun.UpdateLink(syncrun.CtxStorage{ctx.LocalStorage()}, key, func(x *syncrun.Link, found bool) bool {
			x.On = on
			return found
		})
		if on {
			syncrun.Run(key)
		} else {
			syncrun.Halt(key, false)
		}
		s.S.refreshSync(ctx)
	}
}

// retrySync keeps a new password and starts the sync again.
func (s *syncSection) retrySync(ctx app.Context, e app.Event) {
	f, p := &s.S.sync.form, s.S
	if typed("sync-retry-password", &f.retry) == "" {
		f.errPassword = fieldLabelled(s.Lang, &engine.Error{Code: engine.EINVALID, Key: couchsync.KeyEmpty, Args: []msg.Arg{msg.A("field", "")}}, "app.sync.password")
		return
	}
	key := p.sync.link.Key()
	pw := f.retry
	syncrun.UpdateLink(syncrun.CtxStorage{ctx.LocalStorage()}, key, func(x *syncrun.Link, found bool) bool {
		x.Password, x.On = pw, true
		return found
	})
	f.retry, f.errPassword = "", nil
	syncrun.Halt(key, false)
	ctx.Async(func() {
		// the stopped runner lets go of its database before the next one opens it
		syncrun.WaitHalted(key)
		view.Dispatch(ctx, func(ctx app.Context) {
			syncrun.Run(key)
			p.refreshSync(ctx)
		})
		logstore.WakeUI()
	})
}

// forgetSync stops sharing on this phone: the link and the local copy go, the log stays.
func (s *syncSection) forgetSync(ctx app.Context, e app.Event) {
	key := s.S.sync.link.Key()
	syncrun.UpdateLink(syncrun.CtxStorage{ctx.LocalStorage()}, key, func(x *syncrun.Link, found bool) bool { return false })
	syncrun.Halt(key, true)
	s.S.refreshSync(ctx)
}

func (s *syncSection) Render() app.UI {
	l, p := s.Lang, s.S
	sp := &p.sync
	kids := []app.UI{view.LogT(l, "h2#sync-h", "app.sync.title")}
	if !sp.has {
		return s.renderSetup(kids)
	}
	k, v := sp.link, sp.view
	text, state := syncStatusText(l, k, v)
	kids = append(kids,
		view.Tx("p#sync-where.muted", msg.T(l, "app.sync.where", msg.A("server", k.Server), msg.A("db", k.DB), msg.A("user", k.User))),
		view.Tx("p#sync-status", text).DataSet("state", state).DataSet("reason", v.Status.Reason).Role("status").Aria("live", "polite"),
	)
	for i, f := range syncFacts(l, k, v) {
		kids = append(kids, view.Tx("p.sync-fact", f).ID("sync-fact-"+strconv.Itoa(i)))
	}
	kids = append(kids, slot(condUI(v.Running && v.Counts.Server+v.Counts.Phone > 0, func() app.UI { return syncCountsLine(l, v.Counts) })))
	kids = append(kids, slot(condUI(state != "uptodate", func() app.UI { return progressLine(l, "sync-progress", v.Progress) })))
	kids = append(kids, slot(s.renderHeld()))
	kids = append(kids, slot(condUI(k.On && sp.persist != "", func() app.UI { return persistLine(l, sp.persist) })))
	if k.On && v.Status.Reason == couchsync.Auth {
		f := &s.S.sync.form
		kids = append(kids,
			syncInput(l, "sync-retry-password", "app.sync.password", "password", &f.retry, f.errPassword, ""),
			view.LogBtn(l, "button#sync-retry.btn", "app.sync.retry", s.retrySync))
	}
	var toggle app.UI
	if k.On {
		toggle = view.LogBtn(l, "button#sync-pause.btn.btn-quiet", "app.sync.pause", s.setSyncOn(false))
	} else {
		toggle = view.LogBtn(l, "button#sync-resume.btn", "app.sync.resume", s.setSyncOn(true))
	}
	kids = append(kids, view.El("div.tool-row",
		toggle,
		view.LogBtn(l, "button#sync-join-show.btn.btn-quiet", "app.sync.join.show", func(ctx app.Context, e app.Event) { s.S.sync.shown = !s.S.sync.shown }),
		view.LogBtn(l, "button#sync-forget.btn.btn-quiet", "app.sync.forget", s.forgetSync),
	))
	if s.S.sync.shown {
		u := joinURL(k)
		kids = append(kids, view.El("div#sync-join",
			view.LogT(l, "p", "app.sync.join.help"),
			view.El("div.qr-box", app.Raw(view.QrSVG(u, msg.T(l, "app.sync.join.qr")))),
			view.Tx("p#sync-join-url.mono", u),
		))
	}
	return view.El("section#sync", kids...)
}

// renderSetup is the section of an event not shared: the offer to set it up, else the form.
func (s *syncSection) renderSetup(kids []app.UI) app.UI {
	l, p, f := s.Lang, s.S, &s.S.sync.form
	if !f.open {
		kids = append(kids, view.LogT(l, "p.muted#sync-intro", "app.sync.intro"),
			view.LogBtn(l, "button#sync-setup.btn.btn-quiet", "app.sync.setup", func(ctx app.Context, e app.Event) {
				last := syncrun.LastTyped(ctx.LocalStorage())
				*f = syncForm{open: true, server: clubSyncServer(ctx.LocalStorage()), user: last.User,
					db: couchsync.DBName(p.ev.Name, p.ev.Date)}
				if f.server == "" {
					f.server = last.Server
				}
			}))
		return view.El("section#sync", kids...)
	}
	var csp app.UI
	if k, err := couchsync.CheckServer("server", f.server); err == nil && !allowedByBuild(k) {
		csp = view.LogT(l, "p#sync-csp.help", "app.sync.csp")
	}
	kids = append(kids,
		view.LogT(l, "p.muted", "app.sync.intro"),
		syncInput(l, "sync-server", "app.sync.server", "url", &f.server, f.errServer, ""),
		slot(csp),
		syncInput(l, "sync-db", "app.sync.db", "text", &f.db, f.errDB, msg.T(l, "app.sync.db.help")),
		syncInput(l, "sync-user", "app.sync.user", "text", &f.user, f.errUser, ""),
		syncInput(l, "sync-password", "app.sync.password", "password", &f.password, f.errPassword, msg.T(l, "app.sync.password.help")),
		view.El("div.tool-row",
			view.LogBtn(l, "button#sync-start.btn", "app.sync.start", s.startSync),
			view.LogCancel(l, func(ctx app.Context, e app.Event) { *f = syncForm{} })),
	)
	return view.El("section#sync", kids...)
}

// syncFacts are the shared log's facts under its status: when it was last up to date, what
// waits to be sent or to come, and how many records are held, by reason.
func syncFacts(l msg.Lang, k syncrun.Link, v syncrun.View) []string {
	var facts []string
	if last := syncrun.LastSynced(k, v); last != "" {
		facts = append(facts, msg.T(l, "app.sync.last", msg.A("time", last)))
	} else if k.On {
		facts = append(facts, msg.T(l, "app.sync.never"))
	}
	if v.Unsent > 0 {
		facts = append(facts, msg.T(l, "app.sync.unsent", msg.A("n", v.Unsent)))
	}
	if v.Status.Pending > 0 {
		facts = append(facts, msg.T(l, "app.sync.pending", msg.A("n", v.Status.Pending)))
	}
	for _, key := range heldKeys {
		if n := v.Held[key]; n > 0 {
			facts = append(facts, msg.T(l, key, msg.A("n", n)))
		}
	}
	return facts
}
