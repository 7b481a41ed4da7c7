//go:build wasm

package main

import (
	"strings"
	"time"

	"arbiter/app/calcform"
	"arbiter/app/logstore"
	"arbiter/app/paths"
	"arbiter/app/syncrun"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func main() {
	// package inits are done: the benchmark (bench/run.sh) reads this mark for its start-up
	// breakdown; it stays in the page, nothing is sent anywhere.
	app.Window().Get("performance").Call("mark", "main")
	registerRoutes()
	u := app.Window().URL().Path
	p := paths.RoutePath(u)
	if !knownRoute(p) {
		routeUnknown(goappPath(u))
	}
	watchForUpdates()
	if p == paths.RouteLog || strings.HasPrefix(p, paths.RouteLog+"/") {
		// a screen of the log: its database opens while go-app starts (a season's event page
		// waited ~60 ms for it after the app was up); elsewhere it opens when first used
		go logstore.TheLog.Get()
	}
	go func() {
		// the shared logs that are on resume once the first screen is up (none on: nothing
		// loads, nothing is asked of any server)
		time.Sleep(time.Second)
		syncrun.Resume()
	}()
	app.RunWhenOnBrowser()
}

// watchForUpdates asks the browser to re-check the service worker whenever the page becomes
// visible again and every hour: browsers check it by themselves only on navigation, and a
// director keeps the app open all day. go-app then calls OnAppUpdate (topBar).
func watchForUpdates() {
	doc := app.Window().Get("document")
	doc.Call("addEventListener", "visibilitychange", app.FuncOf(func(this app.Value, args []app.Value) any {
		if doc.Get("visibilityState").String() == "visible" {
			app.TryUpdate()
		}
		return nil
	}))
	go func() {
		for range time.Tick(time.Hour) {
			app.TryUpdate()
		}
	}()
}

// routeUnknown sends path, one not pre-rendered, to the calculator page, which says "not
// found" in the app's frame. The wasm calls it only when it starts on such a path, with that
// path as go-app will look it up (goappPath): the app's own links all lead to known routes.
// An exact route, not a pattern: the wasm's go-app has no regexp routes (app/_goapp/README.md).
func routeUnknown(path string) {
	app.Route(path, func() app.Composer { return &calcform.CalcPage{} })
}

// goappPath is the path under which go-app looks a page's route up (its engine's navigation):
// the browser's path without GOAPP_ROOT_PREFIX, starting with "/".
func goappPath(p string) string {
	p = strings.TrimPrefix(p, app.Getenv("GOAPP_ROOT_PREFIX"))
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	return p
}
