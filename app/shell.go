package main

import (
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// topBar is on every screen: the app name (a link home), the language switch, the update
// notice and the install offer.
type topBar struct {
	app.Compo
	Lang msg.Lang

	updateReady bool // a new worker is active: offer to reload
	installable bool // go-app's install prompt (or Apple's Share menu) is available
	apple       bool // Apple browsers: explain Share → Add to Home Screen
	appleHelp   bool
}

func (t *topBar) OnMount(ctx app.Context) {
	t.updateReady = ctx.AppUpdateAvailable()
	t.installable = ctx.IsAppInstallable()
	t.apple = ctx.IsAppleBrowser()
}

// markReady tells the end-to-end tests that the wasm app has rendered the page's route.
func markReady(ctx app.Context) {
	if app.IsClient {
		ctx.Defer(func(app.Context) {
			app.Window().Get("document").Get("body").Get("dataset").Set("app", "ready")
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

func (t *topBar) Render() app.UI {
	l := t.Lang
	return el("header.bar",
		el("div.bar-row",
			anchor("a.brand", "/", msg.T(l, "app.name")),
			el("nav.bar-nav",
				anchor("a#nav-rules", "/rules", msg.T(l, "app.rulesbrowser")),
				anchor("a#nav-settings", "/settings", msg.T(l, "app.settings")),
			).Aria("label", msg.T(l, "app.more")),
			el("label.lang", tx("span.vh", msg.T(l, "app.lang")), langSelect("lang", l)),
		),
		app.If(t.updateReady, func() app.UI {
			return el("div#update.notice",
				tx("span", msg.T(l, "app.update")),
				tx("button#update-reload.btn", msg.T(l, "app.update.reload")).
					OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
			).Role("status")
		}),
		app.If(t.installable, func() app.UI {
			return el("div.install",
				tx("button#install.btn.btn-quiet", msg.T(l, "app.install")).
					Aria("expanded", t.apple && t.appleHelp).OnClick(t.install),
				app.If(t.apple && t.appleHelp, func() app.UI {
					return tx("p#install-apple.help", msg.T(l, "app.install.apple"))
				}),
			)
		}),
	)
}

// homeCrumb is the way back to the start screen, above a screen's content.
func homeCrumb(l msg.Lang) app.UI {
	return el("nav.crumbs", anchor("a#home-link", "/", "← "+msg.T(l, "app.home")))
}

// frame lays out a screen: the top bar, then the main content with its heading.
func frame(l msg.Lang, title string, body ...app.UI) app.UI {
	return el("div.page",
		&topBar{Lang: l},
		el("main#main", append([]app.UI{tx("h1", title)}, body...)...),
		&logBanner{Lang: l}, // logbanner.go: "the log is not being saved" when IndexedDB is missing
	)
}
