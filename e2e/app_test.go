package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestOffline: after one visit, with the server stopped, the home page, a deep route and a
// URL with a query all load from the service worker and compute.
func TestOffline(t *testing.T) {
	need(t)
	s := serve(t, copySite(t), "/")
	b := newBrowser(t, origin(s))
	b.open(t, s.URL)
	b.waitWorker(t)
	tools := screens(t, b)
	if len(tools) == 0 {
		t.Fatal("the home page lists no calculator")
	}
	// one calculator page opened online is kept by the worker; the others were not precached
	// (a first visit downloads the app, not ~80 pre-rendered pages)
	b.open(t, "http://"+s.addr+tools[0]+"?x=1")
	b.waitJS(t, `document.body.dataset.app === "ready"`)
	s.stop()
	b.allow = func(string) bool { return false }
	cached := `(async (p) => { for (const k of await caches.keys()) { if (await (await caches.open(k)).match(p)) return true; } return false; })`
	if !eval[bool](t, b, cached+`(`+strconv.Quote(tools[0])+`)`) {
		t.Errorf("the page %s opened online is not in the worker's cache", tools[0])
	}
	if eval[bool](t, b, cached+`(`+strconv.Quote(tools[len(tools)-1])+`)`) {
		t.Errorf("the page %s was never opened but is cached: pre-rendered pages are precached again", tools[len(tools)-1])
	}
	b.open(t, "http://"+s.addr+tools[0])
	b.waitJS(t, `document.body.dataset.app === "ready" && document.querySelector("#result") !== null`)

	b.open(t, s.URL)
	if n := len(screens(t, b)); n != len(tools) {
		t.Errorf("offline home lists %d tools, want %d", n, len(tools))
	}
	// the page script of the log's bulk write (web/bulk.js) comes from the worker too
	if !eval[bool](t, b, `typeof arbiterPutEach === "function"`) {
		t.Error("offline, the page has no arbiterPutEach: web/bulk.js is not precached")
	}
	deep := "http://" + s.addr + tools[len(tools)-1]
	b.open(t, deep)
	b.waitJS(t, `document.querySelector("#result h2") !== null`)
	b.open(t, deep+"?lang=hu&x=1")
	b.waitJS(t, `document.documentElement.lang === "hu" && document.querySelector("#result") !== null`)
	b.open(t, s.URL+"?s=abc")
	b.waitJS(t, `document.querySelectorAll("a.tool").length > 0`)
	// a route that was never pre-rendered still gets the shell, and the app, started there,
	// says not found in its frame (routeUnknown: the wasm's go-app routes that exact path)
	b.open(t, s.URL+"calc/nope/nope")
	b.waitJS(t, `document.body.dataset.app === "ready" && document.querySelector("h1") !== null && document.querySelector("h1").textContent === "This page does not exist."`)
}

// TestUpdate: a second generation with a new version (same wasm) is detected by an open,
// controlled page, offered, and applied by the reload button.
func TestUpdate(t *testing.T) {
	need(t)
	dir := t.TempDir()
	generate(t, dir, "/", "e2e-v1")
	s := serve(t, dir, "/")
	b := newBrowser(t, origin(s))
	b.open(t, s.URL)
	b.waitWorker(t)
	b.open(t, s.URL) // now controlled by the v1 worker
	if v := eval[string](t, b, `goappGetenv("GOAPP_VERSION")`); v != "e2e-v1" {
		t.Fatalf("version = %q, want e2e-v1", v)
	}
	// PouchDB is loaded on demand (a shared log), not precached; the worker keeps it once
	// loaded, and the next version's install carries it over
	const pouch = `"/web/vendor/pouchdb-9.0.0.min.js"`
	inCache := func(name string) string {
		return `caches.open("` + name + `").then(c => c.match(` + pouch + `)).then(r => !!r)`
	}
	if eval[bool](t, b, inCache("arbiter-e2e-v1")) {
		t.Error("PouchDB is precached: a first visit downloads it")
	}
	b.do(t, chromedp.Evaluate[chromedp.Void](`fetch(`+pouch+`).then(r => r.text())`))
	b.waitJS(t, inCache("arbiter-e2e-v1"))
	generate(t, dir, "/", "e2e-v2")
	// the page becoming visible again makes the app ask for an update
	b.do(t, chromedp.Evaluate[chromedp.Void](`document.dispatchEvent(new Event("visibilitychange"))`))
	b.waitJS(t, `document.getElementById("update-reload") !== null`)
	b.tapAt(t, "#update-reload")
	b.waitJS(t, `document.body.dataset.app === "ready" && goappGetenv("GOAPP_VERSION") === "e2e-v2"`)
	b.waitJS(t, `caches.keys().then(k => k.includes("arbiter-e2e-v2") && !k.includes("arbiter-e2e-v1"))`)
	if !eval[bool](t, b, inCache("arbiter-e2e-v2")) {
		t.Error("the update did not carry PouchDB over into the new version's cache")
	}
}

// TestSubPath: a build for /repo/ works under its prefix, online and offline.
func TestSubPath(t *testing.T) {
	need(t)
	dir := t.TempDir()
	generate(t, dir, "/repo/", "e2e-sub")
	s := serve(t, dir, "/repo/")
	b := newBrowser(t, origin(s))
	b.open(t, s.URL)
	tools := screens(t, b)
	if len(tools) == 0 || !strings.HasPrefix(tools[0], "/repo/calc/") {
		t.Fatalf("tool links = %v, want /repo/calc/…", tools)
	}
	// a first visit registers the worker once the wasm runs (app/generate.go): wait for it
	b.waitJS(t, `navigator.serviceWorker.getRegistration().then(r => !!r)`)
	if sc := eval[string](t, b, `navigator.serviceWorker.getRegistration().then(r => r ? r.scope : "")`); sc != s.URL {
		t.Errorf("worker scope = %q, want %q", sc, s.URL)
	}
	b.tapAt(t, "a.tool")
	b.waitJS(t, fmt.Sprintf(`location.pathname === %q && document.querySelector("#result") !== null`, tools[0]))
	b.waitWorker(t)
	s.stop()
	b.open(t, "http://"+s.addr+tools[0]+"?q=1")
	b.waitJS(t, `document.querySelector("#result") !== null`)
	b.open(t, s.URL)
	b.waitJS(t, `document.querySelectorAll("a.tool").length > 0`)
	for _, f := range []string{"manifest.webmanifest", "app-worker.js", "index.html"} {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), `"/web/`) || strings.Contains(string(data), `"/app.js"`) {
			t.Errorf("%s has a path outside /repo/", f)
		}
	}
}

// TestNarrow: at 320 px no screen scrolls sideways and every control has a label; it takes a
// screenshot of each screen.
func TestNarrow(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	b.do(t, chromedp.EmulateViewport(320, 640))
	b.open(t, s.URL)
	pages := append([]string{"/"}, screens(t, b)...)
	for _, p := range pages {
		b.open(t, "http://"+s.addr+p)
		name := strings.Trim(strings.ReplaceAll(strings.TrimPrefix(p, "/calc/"), "/", "_"), "_")
		if name == "" {
			name = "home"
		}
		t.Run(name, func(t *testing.T) {
			if w := eval[int](t, b, `document.documentElement.scrollWidth`); w > 320 {
				t.Errorf("%s: page is %d px wide at 320 px", p, w)
			}
			unlabelled := eval[[]string](t, b, `Array.from(document.querySelectorAll("input:not([type=hidden]), select, textarea, button"))
				.filter(el => !(el.labels && el.labels.length) && !el.getAttribute("aria-label") && !el.getAttribute("aria-labelledby") && !(el.tagName === "BUTTON" && el.textContent.trim()))
				.map(el => el.outerHTML.slice(0, 80))`)
			for _, u := range unlabelled {
				t.Errorf("%s: control without a label: %s", p, u)
			}
			b.screenshot(t, "320-"+name)
		})
	}
}
