package event

import (
	"net/url"
	"strconv"

	"arbiter/app/internal/browser"
	"arbiter/app/internal/couch"
	"arbiter/app/logstore"
	"arbiter/app/paths"
	"arbiter/app/syncrun"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/couchsync"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The shared log's screens: the event page's "Shared log" section (set up, status in
// plain words, pause, stop, the join link and its QR) and the join screen a join link opens.

// syncForm is what a director types to sync (fields kept as typed until they start).
type syncForm struct {
	open                       bool
	server, db, user, password string
	errServer, errDB, errUser  *engine.Error
	errPassword                *engine.Error
	retry                      string // a new password after "wrong password"
}

// syncPanel is the event page's shared-log section.
type syncPanel struct {
	form    syncForm
	view    syncrun.View
	link    syncrun.Link
	has     bool
	stop    func()
	shown   bool   // the join link is shown
	persist string // the browser's answer to keeping the storage for good (persistState)
	held    heldPanel
}

// fieldLabelled gives an error of a sync field the field's label (the message names it).
func fieldLabelled(l msg.Lang, e *engine.Error, key string) *engine.Error {
	if e == nil {
		return nil
	}
	c := *e
	c.Args = append([]msg.Arg{msg.A("field", msg.T(l, key))}, e.Args[1:]...)
	return &c
}

// typed is what the field id holds now (the page's, else *v): read when the director taps the
// button, so that a value a password manager filled in, or one typed while the page was busy
// drawing, is never lost.
func typed(id string, v *string) string {
	if app.IsClient {
		if el := app.Window().GetElementByID(id); el.Truthy() {
			*v = el.Get("value").String()
		}
	}
	return *v
}

// checkSyncForm checks the typed fields; ok when all are valid (the values then cleaned).
func checkSyncForm(l msg.Lang, f *syncForm, needDB bool) bool {
	var e *engine.Error
	f.server, e = couchsync.CheckServer("server", f.server)
	f.errServer = fieldLabelled(l, e, "app.sync.server")
	f.errDB = nil
	if needDB {
		f.db, e = couchsync.CheckDBName("db", f.db)
		f.errDB = fieldLabelled(l, e, "app.sync.db")
	}
	f.user, e = couchsync.CheckUser("user", f.user)
	f.errUser = fieldLabelled(l, e, "app.sync.user")
	f.errPassword = nil
	if f.password == "" {
		f.errPassword = fieldLabelled(l, &engine.Error{Code: engine.EINVALID, Key: couchsync.KeyEmpty, Args: []msg.Arg{msg.A("field", "")}}, "app.sync.password")
	}
	return f.errServer == nil && f.errDB == nil && f.errUser == nil && f.errPassword == nil
}

// syncInput is one field of the form: label, input, its error.
func syncInput(l msg.Lang, id, key, typ string, v *string, err *engine.Error, help string) app.UI {
	in := view.InputEl(typ, id, id).Attr("value", *v).OnInput(view.LogValueTo(v)).Attr("autocomplete", "off").
		Attr("autocapitalize", "off").Attr("spellcheck", "false")
	if typ == "password" {
		in = in.Attr("autocomplete", "current-password")
	}
	if err != nil {
		in = in.Aria("invalid", "true").Aria("describedby", id+"-err")
	}
	kids := []app.UI{in}
	if help != "" {
		kids = append(kids, view.Tx("p.help", help))
	}
	kids = append(kids, view.ErrorLine(l, id, err))
	return view.LogField(l, id, key, kids...)
}

// mountSync starts following the shared log's runner (call from OnMount).
func (p *EventPage) mountSync(ctx app.Context) {
	p.sync.stop = syncrun.Watch(func() { view.Dispatch(ctx, func(ctx app.Context) { p.refreshSync(ctx) }) })
}

func (p *EventPage) refreshSync(ctx app.Context) {
	p.sync.link, p.sync.has = syncrun.LinkOfEvent(syncrun.CtxStorage{ctx.LocalStorage()}, p.id)
	p.sync.view = syncrun.State(p.sync.link.Key())
	p.sync.persist = syncrun.PersistState()
}

// startSync checks the form and starts sharing the event's log.
func (p *EventPage) startSync(ctx app.Context, e app.Event) {
	f := &p.sync.form
	typed("sync-server", &f.server)
	typed("sync-db", &f.db)
	typed("sync-user", &f.user)
	typed("sync-password", &f.password)
	if !checkSyncForm(p.lang, f, true) {
		return
	}
	s := syncrun.Link{Event: p.ev.ID, Server: f.server, DB: f.db, User: f.user, Password: f.password, On: true}
	st := syncrun.CtxStorage{ctx.LocalStorage()}
	if other, ok := syncrun.LinkByKey(st, s.Key()); ok && other.Event != "" && other.Event != p.ev.ID {
		f.errDB = fieldLabelled(p.lang, &engine.Error{Code: engine.EINVALID, Key: "app.sync.err.taken", Args: []msg.Arg{msg.A("field", "")}}, "app.sync.db")
		return
	}
	syncrun.UpdateLink(st, s.Key(), func(x *syncrun.Link, found bool) bool {
		*x = s
		return true
	})
	syncrun.SetLastTyped(ctx.LocalStorage(), syncrun.Last{Server: s.Server, User: s.User})
	p.sync.form = syncForm{}
	syncrun.Run(s.Key())
	p.refreshSync(ctx)
}

// setSyncOn pauses or resumes the sync (the link and the local database stay).
func (p *EventPage) setSyncOn(on bool) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		key := p.sync.link.Key()
		syncrun.UpdateLink(syncrun.CtxStorage{ctx.LocalStorage()}, key, func(x *syncrun.Link, found bool) bool {
			x.On = on
			return found
		})
		if on {
			syncrun.Run(key)
		} else {
			syncrun.Halt(key, false)
		}
		p.refreshSync(ctx)
	}
}

// retrySync keeps a new password and starts the sync again.
func (p *EventPage) retrySync(ctx app.Context, e app.Event) {
	f := &p.sync.form
	if typed("sync-retry-password", &f.retry) == "" {
		f.errPassword = fieldLabelled(p.lang, &engine.Error{Code: engine.EINVALID, Key: couchsync.KeyEmpty, Args: []msg.Arg{msg.A("field", "")}}, "app.sync.password")
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
func (p *EventPage) forgetSync(ctx app.Context, e app.Event) {
	key := p.sync.link.Key()
	syncrun.UpdateLink(syncrun.CtxStorage{ctx.LocalStorage()}, key, func(x *syncrun.Link, found bool) bool { return false })
	syncrun.Halt(key, true)
	p.refreshSync(ctx)
}

// syncStatusText is the status in plain words, and its state for the page (data-state).
func syncStatusText(l msg.Lang, s syncrun.Link, v syncrun.View) (text, state string) {
	switch {
	case !s.On:
		return msg.T(l, "app.sync.off"), "off"
	case v.Problem != "":
		return msg.T(l, v.Problem), "error"
	case v.OtherTab:
		return msg.T(l, "app.sync.othertab"), "othertab"
	case !v.Running:
		return msg.T(l, "app.sync.starting"), "starting"
	case v.Status.Reason != "":
		st := "error"
		if v.Status.State == couch.Paused {
			st = "waiting"
		}
		return msg.T(l, couchsync.MessageKey(v.Status.Reason)), st
	case v.Status.State == couch.Paused && v.Counts.OK:
		return msg.T(l, "app.sync.uptodate"), "uptodate"
	case v.Status.State == couch.Paused:
		// idle, but not counted yet, or the counts differ: never "up to date"
		return msg.T(l, "app.sync.checking"), "checking"
	}
	return msg.T(l, "app.sync.active"), "active"
}

// heldKeys are the reasons a document is held, in the order the page lists them.
var heldKeys = []string{couchsync.KeyHoldWait, couchsync.KeyHoldChanged, couchsync.KeyHoldLetter, couchsync.KeyHoldClash,
	couchsync.KeyHoldAuthor, couchsync.KeyHoldOverruled, couchsync.KeyHoldRenamed, couchsync.KeyHoldInvalid, couchsync.KeyHoldOther, couchsync.KeyHoldForeign}

// syncCountsLine shows the records counted on the server, on the phone and in the log (the
// numbers also as data attributes, for a test to compare with what it counts itself).
func syncCountsLine(l msg.Lang, c syncrun.Counts) app.UI {
	return view.Tx("p#sync-counts.muted", msg.T(l, "app.sync.counts", msg.A("server", c.Server), msg.A("phone", c.Phone),
		msg.A("log", c.Log), msg.A("waiting", c.Waiting), msg.A("aside", c.Aside), msg.A("letters", c.Claims), msg.A("differ", c.Differ))).
		DataSet("server", c.Server).DataSet("phone", c.Phone).DataSet("log", c.Log).
		DataSet("waiting", c.Waiting).DataSet("aside", c.Aside).DataSet("letters", c.Claims).DataSet("differ", c.Differ).DataSet("ok", c.OK)
}

// persistLine says whether the browser keeps the app's storage for good (askPersist), and
// where it may not, what to do before the event.
func persistLine(l msg.Lang, answer string) app.UI {
	key, cls := "app.sync.persist.yes", "p#sync-persist.muted"
	if answer != "yes" {
		key, cls = "app.sync.persist.no", "p#sync-persist.notice"
	}
	return view.El(cls, app.Text(msg.T(l, key)+" "), condUI(answer != "yes", func() app.UI {
		return view.Anchor("a#sync-persist-export", paths.RouteLog, msg.T(l, "app.sync.persist.export"))
	})).DataSet("persist", answer)
}

// joinURL is the join link of a shared log on this app's origin.
func joinURL(s syncrun.Link) string {
	return browser.Origin() + paths.Href(paths.RouteJoin) + "?" + couchsync.Join{Server: s.Server, DB: s.DB}.Query()
}

func (p *EventPage) renderSync() app.UI {
	l := p.lang
	sp := &p.sync
	kids := []app.UI{view.LogT(l, "h2#sync-h", "app.sync.title")}
	if !sp.has {
		f := &sp.form
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
		if s, err := couchsync.CheckServer("server", f.server); err == nil && !allowedByBuild(s) {
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
				view.LogBtn(l, "button#sync-start.btn", "app.sync.start", p.startSync),
				view.LogCancel(l, func(ctx app.Context, e app.Event) { *f = syncForm{} })),
		)
		return view.El("section#sync", kids...)
	}
	s, v := sp.link, sp.view
	text, state := syncStatusText(l, s, v)
	kids = append(kids,
		view.Tx("p#sync-where.muted", msg.T(l, "app.sync.where", msg.A("server", s.Server), msg.A("db", s.DB), msg.A("user", s.User))),
		view.Tx("p#sync-status", text).DataSet("state", state).DataSet("reason", v.Status.Reason).Role("status").Aria("live", "polite"),
	)
	var facts []string
	if last := syncrun.LastSynced(s, v); last != "" {
		facts = append(facts, msg.T(l, "app.sync.last", msg.A("time", last)))
	} else if s.On {
		facts = append(facts, msg.T(l, "app.sync.never"))
	}
	if v.Unsent > 0 {
		facts = append(facts, msg.T(l, "app.sync.unsent", msg.A("n", v.Unsent)))
	}
	if v.Status.Pending > 0 {
		facts = append(facts, msg.T(l, "app.sync.pending", msg.A("n", v.Status.Pending)))
	}
	for _, k := range heldKeys {
		if n := v.Held[k]; n > 0 {
			facts = append(facts, msg.T(l, k, msg.A("n", n)))
		}
	}
	for i, f := range facts {
		kids = append(kids, view.Tx("p.sync-fact", f).ID("sync-fact-"+strconv.Itoa(i)))
	}
	kids = append(kids, slot(condUI(v.Running && v.Counts.Server+v.Counts.Phone > 0, func() app.UI { return syncCountsLine(l, v.Counts) })))
	kids = append(kids, slot(condUI(state != "uptodate", func() app.UI { return progressLine(l, "sync-progress", v.Progress) })))
	kids = append(kids, slot(p.renderHeld()))
	kids = append(kids, slot(condUI(s.On && sp.persist != "", func() app.UI { return persistLine(l, sp.persist) })))
	if s.On && v.Status.Reason == couchsync.Auth {
		f := &sp.form
		kids = append(kids,
			syncInput(l, "sync-retry-password", "app.sync.password", "password", &f.retry, f.errPassword, ""),
			view.LogBtn(l, "button#sync-retry.btn", "app.sync.retry", p.retrySync))
	}
	var toggle app.UI
	if s.On {
		toggle = view.LogBtn(l, "button#sync-pause.btn.btn-quiet", "app.sync.pause", p.setSyncOn(false))
	} else {
		toggle = view.LogBtn(l, "button#sync-resume.btn", "app.sync.resume", p.setSyncOn(true))
	}
	kids = append(kids, view.El("div.tool-row",
		toggle,
		view.LogBtn(l, "button#sync-join-show.btn.btn-quiet", "app.sync.join.show", func(ctx app.Context, e app.Event) { sp.shown = !sp.shown }),
		view.LogBtn(l, "button#sync-forget.btn.btn-quiet", "app.sync.forget", p.forgetSync),
	))
	if sp.shown {
		u := joinURL(s)
		kids = append(kids, view.El("div#sync-join",
			view.LogT(l, "p", "app.sync.join.help"),
			view.El("div.qr-box", app.Raw(view.QrSVG(u, msg.T(l, "app.sync.join.qr")))),
			view.Tx("p#sync-join-url.mono", u),
		))
	}
	return view.El("section#sync", kids...)
}

// JoinPage is the screen a join link opens: the server and database it names, the director's
// own user and password, then the shared log's status until its event is here.
type JoinPage struct {
	app.Compo
	lang  msg.Lang
	join  couchsync.Join
	bad   *engine.Error
	form  syncForm
	link  syncrun.Link
	has   bool
	view  syncrun.View
	stop  func()
	stopL func()
}

func (j *JoinPage) OnMount(ctx app.Context) {
	view.ObserveLang(ctx, &j.lang)
	j.stop = syncrun.Watch(func() { view.Dispatch(ctx, j.refresh) })
	j.stopL = view.WatchLog(ctx, j.refresh)
}

func (j *JoinPage) OnDismount() {
	if j.stop != nil {
		j.stop()
	}
	if j.stopL != nil {
		j.stopL()
	}
}

func (j *JoinPage) OnNav(ctx app.Context) {
	q, _ := url.ParseQuery(ctx.Page().URL().RawQuery)
	j.join, j.bad = couchsync.ParseJoin(q)
	if j.bad != nil {
		key := "app.sync.server"
		if j.bad.Field == couchsync.JoinDB {
			key = "app.sync.db"
		}
		j.bad = fieldLabelled(j.lang, j.bad, key)
	}
	j.form = syncForm{user: syncrun.LastTyped(ctx.LocalStorage()).User}
	j.refresh(ctx)
	view.MarkReady(ctx)
}

func (j *JoinPage) refresh(ctx app.Context) {
	key := syncrun.Link{Server: j.join.Server, DB: j.join.DB}.Key()
	j.link, j.has = syncrun.LinkByKey(syncrun.CtxStorage{ctx.LocalStorage()}, key)
	j.view = syncrun.State(key)
}

func (j *JoinPage) start(ctx app.Context, e app.Event) {
	f := &j.form
	typed("join-user", &f.user)
	typed("join-password", &f.password)
	f.server, f.db = j.join.Server, j.join.DB
	if !checkSyncForm(j.lang, f, true) {
		return
	}
	s := syncrun.Link{Server: f.server, DB: f.db, User: f.user, Password: f.password, On: true}
	syncrun.UpdateLink(syncrun.CtxStorage{ctx.LocalStorage()}, s.Key(), func(x *syncrun.Link, found bool) bool {
		if found {
			x.User, x.Password, x.On = s.User, s.Password, true
			return true
		}
		*x = s
		return true
	})
	syncrun.SetLastTyped(ctx.LocalStorage(), syncrun.Last{Server: s.Server, User: s.User})
	f.password = ""
	syncrun.Halt(s.Key(), false)
	ctx.Async(func() {
		syncrun.WaitHalted(s.Key())
		view.Dispatch(ctx, func(ctx app.Context) {
			syncrun.Run(s.Key())
			j.refresh(ctx)
		})
		logstore.WakeUI()
	})
}

func (j *JoinPage) Render() app.UI {
	l := j.lang
	title := msg.T(l, "app.sync.join.title")
	if j.bad != nil {
		return view.Frame(l, title,
			view.ErrorLine(l, "join", j.bad),
			view.El("p", view.Anchor("a", paths.RouteLog, msg.T(l, "app.log.title"))))
	}
	kids := []app.UI{
		view.El("nav.crumbs", view.Anchor("a", paths.RouteLog, "← "+msg.T(l, "app.log.title"))),
		view.Tx("p#join-where", msg.T(l, "app.sync.join.where", msg.A("server", j.join.Server), msg.A("db", j.join.DB))),
	}
	var csp app.UI
	if !allowedByBuild(j.join.Server) {
		csp = view.LogT(l, "p#join-csp.help", "app.sync.csp")
	}
	kids = append(kids, slot(csp))
	var state []app.UI
	form := true
	if j.has && j.link.On {
		text, st := syncStatusText(l, j.link, j.view)
		state = append(state, view.Tx("p#join-status", text).DataSet("state", st).DataSet("reason", j.view.Status.Reason).Role("status").Aria("live", "polite"))
		if j.link.Event != "" {
			state = append(state, view.Anchor("a#join-open.btn", view.LogEventPath(j.link.Event), msg.T(l, "app.sync.join.open")))
		} else if j.view.Status.Reason == "" && j.view.Problem == "" {
			state = append(state, view.LogT(l, "p.muted#join-wait", "app.sync.join.wait"))
		}
		if st != "uptodate" {
			state = append(state, slot(progressLine(l, "join-progress", j.view.Progress)))
		}
		form = j.view.Status.Reason == couchsync.Auth || j.view.Status.Reason == couchsync.Forbidden || j.view.Status.Reason == couchsync.Missing
	}
	kids = append(kids, view.El("div.slot", state...))
	if !form {
		return view.Frame(l, title, kids...)
	}
	f := &j.form
	kids = append(kids,
		view.LogT(l, "p.muted", "app.sync.join.help.user"),
		syncInput(l, "join-user", "app.sync.user", "text", &f.user, f.errUser, ""),
		syncInput(l, "join-password", "app.sync.password", "password", &f.password, f.errPassword, msg.T(l, "app.sync.password.help")),
		view.El("div.tool-row", view.LogBtn(l, "button#join-start.btn", "app.sync.join.start", j.start)),
	)
	return view.Frame(l, title, kids...)
}

// condUI is f's element when ok, else nothing.
func condUI(ok bool, f func() app.UI) app.UI {
	if !ok {
		return nil
	}
	return f()
}

// slot holds ui (or nothing) in a <div> that is always there: go-app patches a page by the
// position of its elements, so an element that comes and goes must not shift the ones after
// it (an input would otherwise be patched onto another input, keeping what was typed in it).
func slot(ui app.UI) app.UI {
	return view.El("div.slot", ui)
}

// clubSyncServer is the sync server the club file in force names ("" when none).
func clubSyncServer(st app.BrowserStorage) string {
	if f, _ := view.ClubFileIn(st); f != nil {
		return f.SyncServer
	}
	return ""
}

// allowedByBuild tells whether the site's policy lets the app reach server: the baked club
// file's sync server was written into the build's connect-src (app/generate.go).
func allowedByBuild(server string) bool {
	f := view.Baked()
	return f != nil && f.SyncServer != "" && couchsync.Origin(f.SyncServer) == couchsync.Origin(server)
}
