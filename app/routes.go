// Command app is Arbiter's go-app front end. Built for js/wasm (main_wasm.go) it is the
// browser app; built natively (generate.go) it generates the static site and serves it.
package main

import (
	"strings"

	"arbiter/app/calcform"
	"arbiter/app/event"
	"arbiter/app/homepage"
	"arbiter/app/paths"
	"arbiter/app/rules"
	"arbiter/app/ruling"
	"arbiter/app/settings"
	"arbiter/engine"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// pages are the routes other than the calculators', with their components: the start screen,
// the rules and settings, the event log (logpage.go, eventpage.go) and the ruling view
// (ruling.go).
var pages = map[string]func() app.Composer{
	"/":              func() app.Composer { return &homepage.Home{} },
	"/rules":         func() app.Composer { return &rules.RulesPage{} },
	"/settings":      func() app.Composer { return &settings.SettingsPage{} },
	paths.RouteLog:   func() app.Composer { return &event.LogPage{} },
	paths.RouteEvent: func() app.Composer { return &event.Page{} },
	paths.RouteR:     func() app.Composer { return &ruling.RulingPage{} },
	paths.RouteJoin:  func() app.Composer { return &event.JoinPage{} },
}

// registerRoutes declares every route: the same in the wasm and in the generator, which
// pre-renders one page per route. A regulation's calculator routes are declared when the
// ruleset is built (rulesets.OnLoad): a start-up builds only the ruleset it shows, and every
// screen that links to a calculator has built its ruleset first.
func registerRoutes() {
	for path, page := range pages {
		app.Route(path, page)
	}
	calcRoutes(rulesets.Scoring())
	rulesets.OnLoad(calcRoutes)
}

// calcRoutes declares the calculator routes of rs.
func calcRoutes(rs *engine.Ruleset) {
	for _, c := range rs.Calculators {
		app.Route(paths.CalcPath(rs, c), func() app.Composer { return &calcform.CalcPage{} })
	}
}

// knownRoute tells whether path (without the base prefix) has a route of its own.
func knownRoute(path string) bool {
	// one trailing slash is ignored: "" is the start screen, "/" here came from "//"
	if path = strings.TrimSuffix(path, "/"); path == "" {
		return true
	}
	if _, ok := pages[path]; ok && path != "/" {
		return true
	}
	_, ok := paths.FindScreen(path)
	return ok
}

// The links' base prefix is go-app's environment (app/paths reads it without go-app).
func init() { paths.Getenv = app.Getenv }
