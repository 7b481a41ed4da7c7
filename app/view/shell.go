package view

import (
	"context"

	"arbiter/app/paths"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// topBar is on every screen, one slim line: the app name (a link home), the log (named by the
// open event when one is open) and the menu button; the menu holds the rules, the settings,
// the language switch and the install offer. The update notice shows below the line when a
// new version is ready.
type topBar struct {
	app.Compo
	Lang msg.Lang

	updateReady bool // a new worker is active: offer to reload
	installable bool // go-app's install prompt (or Apple's Share menu) is available
	apple       bool // Apple browsers: explain Share → Add to Home Screen
	appleHelp   bool
	menu        bool   // the menu is open
	evID        string // the open event ("" when none) …
	evName      string // … and its name, once read from the log
	stop        func()
}

// barEvent is the open event's name as the last top bar read it: the next screen's bar shows
// it at once, before its own read of the log returns.
var barEvent struct{ id, name string }

func (t *topBar) OnMount(ctx app.Context) {
	t.updateReady = ctx.AppUpdateAvailable()
	t.installable = ctx.IsAppInstallable()
	t.apple = ctx.IsAppleBrowser()
	t.evID = OpenEventID(ctx)
	if t.evID != "" && t.evID == barEvent.id {
		t.evName = barEvent.name
	}
	t.stop = WatchLog(ctx, t.loadEvent)
	if t.evID != "" && t.evName == "" {
		t.loadEvent(ctx)
	}
}

func (t *topBar) OnDismount() {
	if t.stop != nil {
		t.stop()
	}
}

// loadEvent reads the open event's name from the log, off the UI goroutine (the bar shows the
// plain log link meanwhile).
func (t *topBar) loadEvent(ctx app.Context) {
	id := OpenEventID(ctx)
	if id == "" {
		t.evID, t.evName = "", ""
		return
	}
	var ev eventlog.Event
	var err error
	WithLog(ctx, func(s eventlog.Store) { ev, err = s.GetEvent(context.Background(), id) }, func(ctx app.Context) {
		if err != nil {
			t.evID, t.evName = "", ""
			return
		}
		t.evID, t.evName = id, ev.Name
		barEvent.id, barEvent.name = id, ev.Name
	})
}

// MarkReady tells the end-to-end tests that the wasm app has rendered the page's route, and
// shows the page's text that web/lang.js hid while the page was in another language.
func MarkReady(ctx app.Context) {
	if app.IsClient {
		ctx.Defer(func(app.Context) {
			doc := app.Window().Get("document")
			doc.Get("body").Get("dataset").Set("app", "ready")
			doc.Get("documentElement").Get("classList").Call("remove", "lang-wait")
		})
	}
}

// OnAppUpdate is called by go-app when a new version's worker has activated.
func (t *topBar) OnAppUpdate(ctx app.Context) { t.updateReady = ctx.AppUpdateAvailable() }

// OnAppInstallChange follows the browser's install prompt availability.
func (t *topBar) OnAppInstallChange(ctx app.Context) { t.installable = ctx.IsAppInstallable() }

func (t *topBar) install(ctx app.Context, e app.Event) {
	if t.apple {
		t.appleHelp = !t.appleHelp
		return
	}
	ctx.ShowAppInstallPrompt()
}

// toggleMenu opens or closes the menu (the button's aria-expanded says which).
func (t *topBar) toggleMenu(ctx app.Context, e app.Event) { t.menu = !t.menu }

// menuKey closes the open menu on Escape and gives the focus back to its button.
func (t *topBar) menuKey(ctx app.Context, e app.Event) {
	if t.menu && e.Get("key").String() == "Escape" {
		t.menu = false
		if b := app.Window().GetElementByID("menu-btn"); b.Truthy() {
			b.Call("focus")
		}
	}
}

func (t *topBar) Render() app.UI {
	l := t.Lang
	logText, logPath := msg.T(l, "app.log.title"), paths.RouteLog
	if t.evID != "" && t.evName != "" {
		logText, logPath = msg.T(l, "app.bar.event", msg.A("event", t.evName)), LogEventPath(t.evID)
	}
	var install app.UI
	if t.installable {
		install = El("div.install",
			Tx("button#install.btn.btn-quiet", msg.T(l, "app.install")).
				Aria("expanded", t.apple && t.appleHelp).OnClick(t.install),
			app.If(t.apple && t.appleHelp, func() app.UI {
				return Tx("p#install-apple.help", msg.T(l, "app.install.apple"))
			}),
		)
	}
	return El("header.bar",
		El("div.bar-row",
			Anchor("a.brand", "/", msg.T(l, "app.name")),
			Anchor("a#nav-log.bar-log", logPath, logText),
			El("button#menu-btn.bar-menu-btn",
				El("span.burger").Aria("hidden", true),
				Tx("span.vh", msg.T(l, "app.menu")),
			).Attr("type", "button").Aria("expanded", t.menu).Aria("controls", "bar-menu").OnClick(t.toggleMenu),
		),
		El("div#bar-menu.bar-menu",
			El("nav.bar-nav",
				Anchor("a#nav-rules", "/rules", msg.T(l, "app.rulesbrowser")),
				Anchor("a#nav-settings", "/settings", msg.T(l, "app.settings")),
			).Aria("label", msg.T(l, "app.more")),
			El("div.lang", LabelFor("lang", msg.T(l, "app.lang")), LangSelect("lang", l)),
			install,
		).Hidden(!t.menu),
		app.If(t.updateReady, func() app.UI {
			return El("div#update.notice",
				Tx("span", msg.T(l, "app.update")),
				Tx("button#update-reload.btn", msg.T(l, "app.update.reload")).
					OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
			).Role("status")
		}),
	).On("keydown", t.menuKey)
}

// HomeCrumb is the way back to the start screen, above a screen's content.
func HomeCrumb(l msg.Lang) app.UI {
	return El("nav.crumbs", Anchor("a#home-link", "/", "← "+msg.T(l, "app.home")))
}

// Frame lays out a screen: the top bar, then the main content with its heading.
func Frame(l msg.Lang, title string, body ...app.UI) app.UI {
	return El("div.page",
		&topBar{Lang: l},
		El("main#main", append([]app.UI{Tx("h1", title)}, body...)...),
		&logBanner{Lang: l}, // logbanner.go: "the log is not being saved" when IndexedDB is missing
	)
}
