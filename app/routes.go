// Command app is Arbiter's go-app front end. Built for js/wasm (main_wasm.go) it is the
// browser app; built natively (main_gen.go) it generates the static site and serves it.
package main

import (
	"strings"
	"sync"

	"arbiter/engine"
	"arbiter/engine/rulesets"
	"arbiter/internal/replace"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// screen is one calculator screen: a route /calc/<ruleset>/<slug>.
type screen struct {
	RS   *engine.Ruleset
	Calc *engine.Calculator
	Path string
}

// slug is a calculator's path segment: its ID without the ruleset prefix, dots and spaces as
// dashes (a dot would make the generated page a file with an unknown extension).
func slug(c *engine.Calculator) string {
	id := c.ID
	if i := strings.IndexByte(id, '.'); i >= 0 {
		id = id[i+1:]
	}
	return replace.All(id, ".", "-", " ", "-", "/", "-")
}

// groups lists the rulesets the home screen shows, scoring tools first.
func groups() []*engine.Ruleset {
	return append([]*engine.Ruleset{rulesets.Scoring()}, rulesets.All()...)
}

// calcPath is the route of calculator c of ruleset rs.
func calcPath(rs *engine.Ruleset, c *engine.Calculator) string {
	return "/calc/" + rs.ID + "/" + slug(c)
}

// findScreen returns the screen at path (without the base prefix): /calc/<ruleset>/<slug>.
// It builds that ruleset only.
func findScreen(path string) (screen, bool) {
	rest, ok := strings.CutPrefix(strings.TrimSuffix(path, "/"), "/calc/")
	if !ok {
		return screen{}, false
	}
	id, _, _ := strings.Cut(rest, "/")
	rs := rulesets.Get(id)
	if rs == nil {
		return screen{}, false
	}
	for _, c := range rs.Calculators {
		if p := calcPath(rs, c); p == "/calc/"+rest {
			return screen{rs, c, p}, true
		}
	}
	return screen{}, false
}

// Routes of the log and of the ruling a link carries (query parameters, not path IDs: the
// generator pre-renders these pages and the worker serves them offline).
const (
	routeLog   = "/log"       // the events, a new event (?new=<ruleset>), export and import
	routeEvent = "/log/event" // ?id=<event>[&edit=1][&print=1]
	routeR     = "/r"         // ?r=<code>[&n=<note>]
)

// pages are the routes other than the calculators', with their components: the start screen,
// the rules and settings, the event log (logpage.go, eventpage.go) and the ruling view
// (ruling.go).
var pages = map[string]func() app.Composer{
	"/":         func() app.Composer { return &home{} },
	"/rules":    func() app.Composer { return &rulesPage{} },
	"/settings": func() app.Composer { return &settingsPage{} },
	routeLog:    func() app.Composer { return &logPage{} },
	routeEvent:  func() app.Composer { return &eventPage{} },
	routeR:      func() app.Composer { return &rulingPage{} },
	routeJoin:   func() app.Composer { return &joinPage{} },
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
		app.Route(calcPath(rs, c), func() app.Composer { return &calcPage{} })
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
	_, ok := findScreen(path)
	return ok
}

// base is the site's path prefix without the trailing slash: "" at a host's root, "/repo"
// under a sub-path. go-app rewrites only /web/ links, so app links are built with href. It is
// read once: in the browser go-app's Getenv is a call into JavaScript, and every link asks.
var base = sync.OnceValue(func() string {
	return strings.TrimRight(app.Getenv("GOAPP_ROOT_PREFIX"), "/")
})

// href returns an app path (starting with "/") under the site's base.
func href(p string) string { return base() + p }

// routePath strips the base from a browser path.
func routePath(p string) string {
	b := base()
	if b != "" && strings.HasPrefix(p, b) {
		p = strings.TrimPrefix(p, b)
	}
	if p == "" {
		p = "/"
	}
	return p
}
