// Package paths is where every screen is: the routes of the log, the event, a ruling and the
// join screen, a calculator's path (its slug) and the site's base prefix. Screens link to one
// another through it, so that none imports the package of the screen it links to.
package paths

import (
	"os"
	"strings"
	"sync"

	"arbiter/engine"
	"arbiter/engine/rulesets"
	"arbiter/internal/replace"
)

// Screen is one calculator screen: a route /calc/<ruleset>/<slug>.
type Screen struct {
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

// Groups lists the rulesets the home screen shows, scoring tools first.
func Groups() []*engine.Ruleset {
	return append([]*engine.Ruleset{rulesets.Scoring()}, rulesets.All()...)
}

// CalcPath is the route of calculator c of ruleset rs.
func CalcPath(rs *engine.Ruleset, c *engine.Calculator) string {
	return "/calc/" + rs.ID + "/" + slug(c)
}

// FindScreen returns the screen at path (without the base prefix): /calc/<ruleset>/<slug>.
// It builds that ruleset only.
func FindScreen(path string) (Screen, bool) {
	rest, ok := strings.CutPrefix(strings.TrimSuffix(path, "/"), "/calc/")
	if !ok {
		return Screen{}, false
	}
	id, _, _ := strings.Cut(rest, "/")
	rs := rulesets.Get(id)
	if rs == nil {
		return Screen{}, false
	}
	for _, c := range rs.Calculators {
		if p := CalcPath(rs, c); p == "/calc/"+rest {
			return Screen{rs, c, p}, true
		}
	}
	return Screen{}, false
}

// Routes of the log and of the ruling a link carries (query parameters, not path IDs: the
// generator pre-renders these pages and the worker serves them offline).
const (
	RouteLog   = "/log"       // the events, a new event (?new=<ruleset>), export and import
	RouteEvent = "/log/event" // ?id=<event>[&edit=1][&print=1]
	RouteR     = "/r"         // ?r=<code>[&n=<note>]
)

// base is the site's path prefix without the trailing slash: "" at a host's root, "/repo"
// under a sub-path. go-app rewrites only /web/ links, so app links are built with href. It is
// read once: in the browser go-app's Getenv is a call into JavaScript, and every link asks.
var base = sync.OnceValue(func() string {
	return strings.TrimRight(Getenv("GOAPP_ROOT_PREFIX"), "/")
})

// Getenv reads the site's environment: go-app's app.Getenv, which main sets before the first
// link is drawn (natively go-app reads the process's environment, as os.Getenv does), so that
// this package and the ones below it do without go-app.
var Getenv = os.Getenv

// Href returns an app path (starting with "/") under the site's base.
func Href(p string) string { return base() + p }

// RoutePath strips the base from a browser path.
func RoutePath(p string) string {
	b := base()
	if b != "" && strings.HasPrefix(p, b) {
		p = strings.TrimPrefix(p, b)
	}
	if p == "" {
		p = "/"
	}
	return p
}

// RouteJoin is the join screen: ?s=<server>&d=<database> (couchsync.Join), never a password.
const RouteJoin = "/log/join"
