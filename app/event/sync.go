package event

import (
	"net/url"

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

// The shared log's screens: the pieces of the event page's "Shared log" section
// (syncsection.go) — the form a director types, the status in plain words, the counts — and
// the join screen a join link opens.

// syncForm is what a director types to sync (fields kept as typed until they start).
type syncForm struct {
	open                       bool
	server, db, user, password string
	errServer, errDB, errUser  *engine.Error
	errPassword                *engine.Error
	retry                      string // a new password after "wrong password"
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
