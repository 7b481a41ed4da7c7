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
	return app.Elem("header").Class("bar").Body(
		app.Elem("div").Class("bar-row").Body(
			app.Elem("a").Class("brand").Attr("href", href("/")).Text(msg.T(l, "app.name")),
			app.Elem("nav").Class("bar-nav").Aria("label", msg.T(l, "app.more")).Body(
				app.Elem("a").ID("nav-rules").Attr("href", href("/rules")).Text(msg.T(l, "app.rulesbrowser")),
				app.Elem("a").ID("nav-settings").Attr("href", href("/settings")).Text(msg.T(l, "app.settings")),
			),
			app.Elem("label").Class("lang").Body(
				app.Elem("span").Class("vh").Text(msg.T(l, "app.lang")),
				langSelect("lang", l),
			),
		),
		app.If(t.updateReady, func() app.UI {
			return app.Elem("div").ID("update").Class("notice").Role("status").Body(
				app.Elem("span").Text(msg.T(l, "app.update")),
				app.Elem("button").ID("update-reload").Class("btn").Text(msg.T(l, "app.update.reload")).
					OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
			)
		}),
		app.If(t.installable, func() app.UI {
			return app.Elem("div").Class("install").Body(
				app.Elem("button").ID("install").Class("btn btn-quiet").Text(msg.T(l, "app.install")).
					Aria("expanded", t.apple && t.appleHelp).OnClick(t.install),
				app.If(t.apple && t.appleHelp, func() app.UI {
					return app.Elem("p").ID("install-apple").Class("help").Text(msg.T(l, "app.install.apple"))
				}),
			)
		}),
	)
}

// frame lays out a screen: the top bar, then the main content with its heading.
func frame(l msg.Lang, title string, body ...app.UI) app.UI {
	return app.Elem("div").Class("page").Body(
		&topBar{Lang: l},
		app.Elem("main").ID("main").Body(
			append([]app.UI{app.Elem("h1").Text(title)}, body...)...,
		),
		&logBanner{Lang: l}, // log.go: "the log is not being saved" when IndexedDB is missing
	)
}
