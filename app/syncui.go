package main

import (
	"net/url"
	"strconv"

	"arbiter/app/internal/browser"
	"arbiter/app/internal/couch"
	"arbiter/engine"
	"arbiter/engine/couchsync"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The shared log's screens: the event page's "Shared log" section (set up, status in
// plain words, pause, stop, the join link and its QR) and the join screen a join link opens.

// routeJoin is the join screen: ?s=<server>&d=<database> (couchsync.Join), never a password.
const routeJoin = "/log/join"

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
	view    syncView
	link    syncLink
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
	in := inputEl(typ, id, id).Attr("value", *v).OnInput(logValueTo(v)).Attr("autocomplete", "off").
		Attr("autocapitalize", "off").Attr("spellcheck", "false")
	if typ == "password" {
		in = in.Attr("autocomplete", "current-password")
	}
	if err != nil {
		in = in.Aria("invalid", "true").Aria("describedby", id+"-err")
	}
	kids := []app.UI{in}
	if help != "" {
		kids = append(kids, tx("p.help", help))
	}
	kids = append(kids, errorLine(l, id, err))
	return logField(l, id, key, kids...)
}

// mountSync starts following the shared log's runner (call from OnMount).
func (p *eventPage) mountSync(ctx app.Context) {
	p.sync.stop = syncWatch(func() { dispatch(ctx, func(ctx app.Context) { p.refreshSync(ctx) }) })
}

func (p *eventPage) refreshSync(ctx app.Context) {
	p.sync.link, p.sync.has = linkOfEvent(ctxStorage{ctx.LocalStorage()}, p.id)
	p.sync.view = syncState(p.sync.link.key())
	p.sync.persist = persistState()
}

// startSync checks the form and starts sharing the event's log.
func (p *eventPage) startSync(ctx app.Context, e app.Event) {
	f := &p.sync.form
	typed("sync-server", &f.server)
	typed("sync-db", &f.db)
	typed("sync-user", &f.user)
	typed("sync-password", &f.password)
	if !checkSyncForm(p.lang, f, true) {
		return
	}
	s := syncLink{Event: p.ev.ID, Server: f.server, DB: f.db, User: f.user, Password: f.password, On: true}
	st := ctxStorage{ctx.LocalStorage()}
	if other, ok := linkByKey(st, s.key()); ok && other.Event != "" && other.Event != p.ev.ID {
		f.errDB = fieldLabelled(p.lang, &engine.Error{Code: engine.EINVALID, Key: "app.sync.err.taken", Args: []msg.Arg{msg.A("field", "")}}, "app.sync.db")
		return
	}
	updateLink(st, s.key(), func(x *syncLink, found bool) bool {
		*x = s
		return true
	})
	setLastTyped(ctx.LocalStorage(), syncLast{Server: s.Server, User: s.User})
	p.sync.form = syncForm{}
	syncRun(s.key())
	p.refreshSync(ctx)
}

// setSyncOn pauses or resumes the sync (the link and the local database stay).
func (p *eventPage) setSyncOn(on bool) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		key := p.sync.link.key()
		updateLink(ctxStorage{ctx.LocalStorage()}, key, func(x *syncLink, found bool) bool {
			x.On = on
			return found
		})
		if on {
			syncRun(key)
		} else {
			syncHalt(key, false)
		}
		p.refreshSync(ctx)
	}
}

// retrySync keeps a new password and starts the sync again.
func (p *eventPage) retrySync(ctx app.Context, e app.Event) {
	f := &p.sync.form
	if typed("sync-retry-password", &f.retry) == "" {
		f.errPassword = fieldLabelled(p.lang, &engine.Error{Code: engine.EINVALID, Key: couchsync.KeyEmpty, Args: []msg.Arg{msg.A("field", "")}}, "app.sync.password")
		return
	}
	key := p.sync.link.key()
	pw := f.retry
	updateLink(ctxStorage{ctx.LocalStorage()}, key, func(x *syncLink, found bool) bool {
		x.Password, x.On = pw, true
		return found
	})
	f.retry, f.errPassword = "", nil
	syncHalt(key, false)
	ctx.Async(func() {
		// the stopped runner lets go of its database before the next one opens it
		waitHalted(key)
		dispatch(ctx, func(ctx app.Context) {
			syncRun(key)
			p.refreshSync(ctx)
		})
		wakeUI()
	})
}

// forgetSync stops sharing on this phone: the link and the local copy go, the log stays.
func (p *eventPage) forgetSync(ctx app.Context, e app.Event) {
	key := p.sync.link.key()
	updateLink(ctxStorage{ctx.LocalStorage()}, key, func(x *syncLink, found bool) bool { return false })
	syncHalt(key, true)
	p.refreshSync(ctx)
}

// syncStatusText is the status in plain words, and its state for the page (data-state).
func syncStatusText(l msg.Lang, s syncLink, v syncView) (text, state string) {
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
	couchsync.KeyHoldAuthor, couchsync.KeyHoldRenamed, couchsync.KeyHoldInvalid, couchsync.KeyHoldOther, couchsync.KeyHoldForeign}

// syncCountsLine shows the records counted on the server, on the phone and in the log (the
// numbers also as data attributes, for a test to compare with what it counts itself).
func syncCountsLine(l msg.Lang, c syncCounts) app.UI {
	return tx("p#sync-counts.muted", msg.T(l, "app.sync.counts", msg.A("server", c.Server), msg.A("phone", c.Phone),
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
	return el(cls, app.Text(msg.T(l, key)+" "), condUI(answer != "yes", func() app.UI {
		return anchor("a#sync-persist-export", routeLog, msg.T(l, "app.sync.persist.export"))
	})).DataSet("persist", answer)
}

// joinURL is the join link of a shared log on this app's origin.
func joinURL(s syncLink) string {
	return browser.Origin() + href(routeJoin) + "?" + couchsync.Join{Server: s.Server, DB: s.DB}.Query()
}

func (p *eventPage) renderSync() app.UI {
	l := p.lang
	sp := &p.sync
	kids := []app.UI{logT(l, "h2#sync-h", "app.sync.title")}
	if !sp.has {
		f := &sp.form
		if !f.open {
			kids = append(kids, logT(l, "p.muted#sync-intro", "app.sync.intro"),
				logBtn(l, "button#sync-setup.btn.btn-quiet", "app.sync.setup", func(ctx app.Context, e app.Event) {
					last := lastTyped(ctx.LocalStorage())
					*f = syncForm{open: true, server: clubSyncServer(ctx.LocalStorage()), user: last.User,
						db: couchsync.DBName(p.ev.Name, p.ev.Date)}
					if f.server == "" {
						f.server = last.Server
					}
				}))
			return el("section#sync", kids...)
		}
		var csp app.UI
		if s, err := couchsync.CheckServer("server", f.server); err == nil && !allowedByBuild(s) {
			csp = logT(l, "p#sync-csp.help", "app.sync.csp")
		}
		kids = append(kids,
			logT(l, "p.muted", "app.sync.intro"),
			syncInput(l, "sync-server", "app.sync.server", "url", &f.server, f.errServer, ""),
			slot(csp),
			syncInput(l, "sync-db", "app.sync.db", "text", &f.db, f.errDB, msg.T(l, "app.sync.db.help")),
			syncInput(l, "sync-user", "app.sync.user", "text", &f.user, f.errUser, ""),
			syncInput(l, "sync-password", "app.sync.password", "password", &f.password, f.errPassword, msg.T(l, "app.sync.password.help")),
			el("div.tool-row",
				logBtn(l, "button#sync-start.btn", "app.sync.start", p.startSync),
				logCancel(l, func(ctx app.Context, e app.Event) { *f = syncForm{} })),
		)
		return el("section#sync", kids...)
	}
	s, v := sp.link, sp.view
	text, state := syncStatusText(l, s, v)
	kids = append(kids,
		tx("p#sync-where.muted", msg.T(l, "app.sync.where", msg.A("server", s.Server), msg.A("db", s.DB), msg.A("user", s.User))),
		tx("p#sync-status", text).DataSet("state", state).DataSet("reason", v.Status.Reason).Role("status").Aria("live", "polite"),
	)
	var facts []string
	if last := lastSynced(s, v); last != "" {
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
		kids = append(kids, tx("p.sync-fact", f).ID("sync-fact-"+strconv.Itoa(i)))
	}
	kids = append(kids, slot(condUI(v.Running && v.Counts.Server+v.Counts.Phone > 0, func() app.UI { return syncCountsLine(l, v.Counts) })))
	kids = append(kids, slot(condUI(state != "uptodate", func() app.UI { return progressLine(l, "sync-progress", v.Progress) })))
	kids = append(kids, slot(p.renderHeld()))
	kids = append(kids, slot(condUI(s.On && sp.persist != "", func() app.UI { return persistLine(l, sp.persist) })))
	if s.On && v.Status.Reason == couchsync.Auth {
		f := &sp.form
		kids = append(kids,
			syncInput(l, "sync-retry-password", "app.sync.password", "password", &f.retry, f.errPassword, ""),
			logBtn(l, "button#sync-retry.btn", "app.sync.retry", p.retrySync))
	}
	var toggle app.UI
	if s.On {
		toggle = logBtn(l, "button#sync-pause.btn.btn-quiet", "app.sync.pause", p.setSyncOn(false))
	} else {
		toggle = logBtn(l, "button#sync-resume.btn", "app.sync.resume", p.setSyncOn(true))
	}
	kids = append(kids, el("div.tool-row",
		toggle,
		logBtn(l, "button#sync-join-show.btn.btn-quiet", "app.sync.join.show", func(ctx app.Context, e app.Event) { sp.shown = !sp.shown }),
		logBtn(l, "button#sync-forget.btn.btn-quiet", "app.sync.forget", p.forgetSync),
	))
	if sp.shown {
		u := joinURL(s)
		kids = append(kids, el("div#sync-join",
			logT(l, "p", "app.sync.join.help"),
			el("div.qr-box", app.Raw(qrSVG(u, msg.T(l, "app.sync.join.qr")))),
			tx("p#sync-join-url.mono", u),
		))
	}
	return el("section#sync", kids...)
}

// joinPage is the screen a join link opens: the server and database it names, the director's
// own user and password, then the shared log's status until its event is here.
type joinPage struct {
	app.Compo
	lang  msg.Lang
	join  couchsync.Join
	bad   *engine.Error
	form  syncForm
	link  syncLink
	has   bool
	view  syncView
	stop  func()
	stopL func()
}

func (j *joinPage) OnMount(ctx app.Context) {
	observeLang(ctx, &j.lang)
	j.stop = syncWatch(func() { dispatch(ctx, j.refresh) })
	j.stopL = watchLog(ctx, j.refresh)
}

func (j *joinPage) OnDismount() {
	if j.stop != nil {
		j.stop()
	}
	if j.stopL != nil {
		j.stopL()
	}
}

func (j *joinPage) OnNav(ctx app.Context) {
	q, _ := url.ParseQuery(ctx.Page().URL().RawQuery)
	j.join, j.bad = couchsync.ParseJoin(q)
	if j.bad != nil {
		key := "app.sync.server"
		if j.bad.Field == couchsync.JoinDB {
			key = "app.sync.db"
		}
		j.bad = fieldLabelled(j.lang, j.bad, key)
	}
	j.form = syncForm{user: lastTyped(ctx.LocalStorage()).User}
	j.refresh(ctx)
	markReady(ctx)
}

func (j *joinPage) refresh(ctx app.Context) {
	key := syncLink{Server: j.join.Server, DB: j.join.DB}.key()
	j.link, j.has = linkByKey(ctxStorage{ctx.LocalStorage()}, key)
	j.view = syncState(key)
}

func (j *joinPage) start(ctx app.Context, e app.Event) {
	f := &j.form
	typed("join-user", &f.user)
	typed("join-password", &f.password)
	f.server, f.db = j.join.Server, j.join.DB
	if !checkSyncForm(j.lang, f, true) {
		return
	}
	s := syncLink{Server: f.server, DB: f.db, User: f.user, Password: f.password, On: true}
	updateLink(ctxStorage{ctx.LocalStorage()}, s.key(), func(x *syncLink, found bool) bool {
		if found {
			x.User, x.Password, x.On = s.User, s.Password, true
			return true
		}
		*x = s
		return true
	})
	setLastTyped(ctx.LocalStorage(), syncLast{Server: s.Server, User: s.User})
	f.password = ""
	syncHalt(s.key(), false)
	ctx.Async(func() {
		waitHalted(s.key())
		dispatch(ctx, func(ctx app.Context) {
			syncRun(s.key())
			j.refresh(ctx)
		})
		wakeUI()
	})
}

func (j *joinPage) Render() app.UI {
	l := j.lang
	title := msg.T(l, "app.sync.join.title")
	if j.bad != nil {
		return frame(l, title,
			errorLine(l, "join", j.bad),
			el("p", anchor("a", routeLog, msg.T(l, "app.log.title"))))
	}
	kids := []app.UI{
		el("nav.crumbs", anchor("a", routeLog, "← "+msg.T(l, "app.log.title"))),
		tx("p#join-where", msg.T(l, "app.sync.join.where", msg.A("server", j.join.Server), msg.A("db", j.join.DB))),
	}
	var csp app.UI
	if !allowedByBuild(j.join.Server) {
		csp = logT(l, "p#join-csp.help", "app.sync.csp")
	}
	kids = append(kids, slot(csp))
	var state []app.UI
	form := true
	if j.has && j.link.On {
		text, st := syncStatusText(l, j.link, j.view)
		state = append(state, tx("p#join-status", text).DataSet("state", st).DataSet("reason", j.view.Status.Reason).Role("status").Aria("live", "polite"))
		if j.link.Event != "" {
			state = append(state, anchor("a#join-open.btn", logEventPath(j.link.Event), msg.T(l, "app.sync.join.open")))
		} else if j.view.Status.Reason == "" && j.view.Problem == "" {
			state = append(state, logT(l, "p.muted#join-wait", "app.sync.join.wait"))
		}
		if st != "uptodate" {
			state = append(state, slot(progressLine(l, "join-progress", j.view.Progress)))
		}
		form = j.view.Status.Reason == couchsync.Auth || j.view.Status.Reason == couchsync.Forbidden || j.view.Status.Reason == couchsync.Missing
	}
	kids = append(kids, el("div.slot", state...))
	if !form {
		return frame(l, title, kids...)
	}
	f := &j.form
	kids = append(kids,
		logT(l, "p.muted", "app.sync.join.help.user"),
		syncInput(l, "join-user", "app.sync.user", "text", &f.user, f.errUser, ""),
		syncInput(l, "join-password", "app.sync.password", "password", &f.password, f.errPassword, msg.T(l, "app.sync.password.help")),
		el("div.tool-row", logBtn(l, "button#join-start.btn", "app.sync.join.start", j.start)),
	)
	return frame(l, title, kids...)
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
	return el("div.slot", ui)
}
