// Package e2e drives Debian's Chromium against the generated site (dist/), served on
// 127.0.0.1 by the test itself with the same rules as the static hosts (app/static).
//
// Needs: the built site (./build.sh build), the generator binary build/arbiter-gen, and
// chromium. Without them the tests skip, except under CI=true where they fail.
// Paths: ARBITER_ROOT, the source tree of the site (default ..: its netlify.toml, and the
// club-baked build builds its app), ARBITER_DIST (default $ARBITER_ROOT/dist), ARBITER_GEN
// (default $ARBITER_ROOT/build/arbiter-gen), ARBITER_WEB (default $ARBITER_ROOT/web), CHROMIUM
// (default: chromium on PATH); SHOTS (default /tmp/shots). DOM_DUMP_DIR: write the DOM of every
// screen state reached (domdump_test.go, for e2e/domdiff.sh).
package e2e

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"arbiter/app/static"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

var (
	root   = env("ARBITER_ROOT", "..")
	dist   = env("ARBITER_DIST", filepath.Join(root, "dist"))
	genBin = env("ARBITER_GEN", filepath.Join(root, "build", "arbiter-gen"))
	webDir = env("ARBITER_WEB", filepath.Join(root, "web"))
	shots  = env("SHOTS", "/tmp/shots")
)

func env(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

// need skips (or, under CI=true, fails) when the site, the generator or Chromium is missing.
func need(t *testing.T) string {
	t.Helper()
	var missing []string
	if _, err := os.Stat(filepath.Join(dist, "index.html")); err != nil {
		missing = append(missing, "the built site "+dist+" (run ./build.sh build)")
	}
	if _, err := os.Stat(genBin); err != nil {
		missing = append(missing, "the generator "+genBin+" (run ./build.sh build)")
	}
	chrome := chromium()
	if chrome == "" {
		missing = append(missing, "chromium (apt-get install chromium)")
	}
	if len(missing) > 0 {
		m := "end-to-end test needs " + strings.Join(missing, ", ")
		if os.Getenv("CI") == "true" {
			t.Fatal(m)
		}
		t.Skip(m)
	}
	return chrome
}

// wasmModfile makes the go-app that the app's wasm is built with (app/goappfork, as build.sh
// does) in a folder of the test's own, and returns the go.mod that names it, for go build
// -modfile: the wasm tests run against the go-app that ships.
func wasmModfile(t *testing.T) string {
	t.Helper()
	cmd := exec.Command("go", "run", "./app/goappfork", "-o", t.TempDir())
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			t.Fatalf("app/goappfork: %v\n%s", err, ee.Stderr)
		}
		t.Fatalf("app/goappfork: %v", err)
	}
	return strings.TrimSpace(string(out))
}

func chromium() string {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, n := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	return ""
}

// site is a served copy of a generated site.
type site struct {
	URL  string // origin + base, ending in "/"
	ln   net.Listener
	srv  *http.Server
	dir  string
	base string
	addr string
}

// serve serves dir under base on 127.0.0.1 (a fixed port once chosen, so that it can restart).
func serve(t *testing.T, dir, base string) *site {
	t.Helper()
	s := &site{dir: dir, base: base, addr: siteAddr(t)}
	s.start(t)
	s.URL = "http://" + s.addr + base
	t.Cleanup(s.stop)
	return s
}

func (s *site) start(t *testing.T) {
	t.Helper()
	ln, err := net.Listen("tcp", s.addr)
	if err != nil {
		t.Fatal(err)
	}
	s.ln, s.addr = ln, ln.Addr().String()
	s.srv = &http.Server{Handler: probePage(static.Handler(s.dir, s.base))}
	go s.srv.Serve(ln)
}

// stop closes the server: every later request fails as with no network.
func (s *site) stop() {
	if s.srv != nil {
		s.srv.Close()
		s.srv = nil
	}
}

// generate writes a site with the generator into a new temp folder.
func generate(t *testing.T, out, base, version string) {
	t.Helper()
	cmd := exec.Command(genBin, "gen", "-out", out, "-web", webDir, "-base", base, "-version", version)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", cmd, err, b)
	}
}

// copySite copies dist into a temp folder.
func copySite(t *testing.T) string {
	t.Helper()
	dst := t.TempDir()
	if b, err := exec.Command("cp", "-r", dist+"/.", dst).CombinedOutput(); err != nil {
		t.Fatalf("cp: %v %s", err, b)
	}
	return dst
}

// browser is one Chromium with a fresh profile; it records console errors, uncaught
// exceptions and every request that leaves the site's origin.
type browser struct {
	ctx    context.Context
	mu     sync.Mutex
	errs   []string
	remote []string
	origin string
	others []string          // other origins the page may reach (a shared log's server)
	allow  func(string) bool // console errors that a test provokes on purpose
}

// browserLife is the most a test's browser may live: a guard against a browser that hangs,
// not a measure of speed (each wait has its own limit). Three minutes was too little for the
// longest tests on a loaded machine (a shared-log test took 3 min 18 s; a PBN test's browser
// ran out inside a screenshot).
const browserLife = 10 * time.Minute

// chromeOptions are the flags Chromium needs on this closed network (fresh profile dir).
func chromeOptions(chrome, profile string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chrome),
		chromedp.UserDataDir(profile),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-features", "Translate,MediaRouter,OptimizationHints"),
		// a loaded machine must not make the browser demote the test's page: no renderer
		// backgrounding, no timer throttling, no hang monitor (as every automation tool runs
		// it). The CI once saw one action (a tap or a load) wait out the browser's whole life.
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-hang-monitor", true),
	}
}

// report fails t on every console error and every request that left the origin, and clears
// them.
func (b *browser) report(t *testing.T) {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, e := range b.errs {
		t.Errorf("console: %s", e)
	}
	for _, r := range b.remote {
		t.Errorf("request left the origin %s: %s", b.origin, r)
	}
	b.errs, b.remote = nil, nil
}

func newBrowser(t *testing.T, origin string) *browser {
	t.Helper()
	return newBrowserWith(t, origin)
}

// newBrowserWith is newBrowser with more Chromium flags.
func newBrowserWith(t *testing.T, origin string, extra ...chromedp.ExecAllocatorOption) *browser {
	t.Helper()
	chrome := need(t)
	ctx, stop := launch(t, origin, func() []chromedp.ExecAllocatorOption {
		return append(chromeOptions(chrome, t.TempDir()), extra...)
	}, dumpSlack(browserLife))
	b := &browser{ctx: ctx, origin: origin}
	t.Cleanup(func() {
		stop(false)
		b.report(t)
	})
	if err := chromedp.Listen(ctx, b.event); err != nil {
		t.Fatal(err)
	}
	b.traceOn(t)
	return b
}

func (b *browser) event(ev any) {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch e := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		if e.Type == runtime.ConsoleAPICalledTypeError || e.Type == runtime.ConsoleAPICalledTypeAssert {
			var parts []string
			for _, a := range e.Args {
				if a.Value != nil {
					parts = append(parts, string(a.Value))
				} else {
					parts = append(parts, a.Description)
				}
			}
			m := strings.Join(parts, " ")
			if b.allow == nil || !b.allow(m) {
				b.errs = append(b.errs, m)
			}
		}
	case *runtime.EventExceptionThrown:
		m := e.ExceptionDetails.Text
		if e.ExceptionDetails.Exception != nil {
			m += " " + e.ExceptionDetails.Exception.Description
		}
		b.errs = append(b.errs, "exception: "+m)
	case *network.EventRequestWillBeSent:
		u, err := url.Parse(e.Request.URL)
		if err != nil || (u.Scheme != "data" && u.Scheme != "blob" && u.Scheme+"://"+u.Host != b.origin && !slices.Contains(b.others, u.Scheme+"://"+u.Host)) {
			b.remote = append(b.remote, e.Request.URL)
		}
	}
}

// actionWait bounds one protocol action (a navigation and its load, a click, a key): a guard
// against an action the browser never answers, not a measure of speed. Without it such an
// action waited out the browser's whole life (ten minutes) and failed every later step of the
// test with no word of where it stopped.
const actionWait = 90 * time.Second

// bounded returns a context for actions on the tab that ends after d. The tab is opened on
// b.ctx first when it is not yet: chromedp ties a new tab to the context of its first action,
// and a tab tied to a shorter context would close with it.
func (b *browser) bounded(d time.Duration) (context.Context, context.CancelFunc) {
	if c := chromedp.FromContext(b.ctx); c != nil && c.Target == nil {
		chromedp.Do(b.ctx)
	}
	return context.WithTimeout(b.ctx, d)
}

func (b *browser) do(t *testing.T, acts ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := b.bounded(dumpSlack(actionWait))
	defer cancel()
	err := chromedp.Do(ctx, acts...)
	if err == nil {
		return
	}
	if ctx.Err() != nil && b.ctx.Err() == nil {
		t.Fatalf("a browser action had no answer in %v: %v\n%s\n%s", dumpSlack(actionWait), err, b.pageState(), b.trace())
	}
	t.Fatal(err)
}

func eval[T any](t *testing.T, b *browser, js string) T {
	t.Helper()
	ctx, cancel := b.bounded(dumpSlack(actionWait))
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		if ctx.Err() != nil && b.ctx.Err() == nil {
			t.Fatalf("%s: no answer in %v\n%s\n%s", js, dumpSlack(actionWait), b.pageState(), b.trace())
		}
		t.Fatalf("%s: %v", js, err)
	}
	return v
}

// waitJS waits until the JS expression (or promise) is truthy, across page loads.
func (b *browser) waitJS(t *testing.T, js string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	var last error
	for time.Now().Before(deadline) {
		// each try ends with the wait: a page whose script stopped answering fails here, not
		// when the browser's life runs out
		ctx, cancel := b.bounded(time.Until(deadline) + time.Second)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool]("Promise.resolve("+js+").then(v => !!v, () => false)", chromedp.EvalAwaitPromise))
		cancel()
		if err == nil && ok {
			b.dump(t)
			return
		}
		if b.ctx.Err() != nil {
			break
		}
		last = err
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("waiting for %s: timeout (%v)\n%s\n%s", js, last, b.pageState(), b.trace())
}

// tapAt taps the element sel as a finger would: it waits until the element is shown, scrolls it
// to the middle of the screen, checks that the element (or its label) is what lies under its
// centre, and sends the mouse's press and release there. It does not go through chromedp's copy
// of the page's DOM: under load that copy once missed a link the page showed, and a tap on it
// (chromedp.Click) waited for good, with the page answering its script all along.
//
// Between the look and the press the page may redraw (a field typed just before commits), and
// the point may then lie on another control: a tap meant for a table's "Add row" once switched
// its "Paste lines" instead. So the press is aimed: the page lets it through only to the element
// (or its label), and a press that lands elsewhere, or that the page never sees (a browser drops
// input while it still shows the previous page's frame), is looked for and sent again, up to
// three times.
func (b *browser) tapAt(t *testing.T, sel string) {
	t.Helper()
	js := fmt.Sprintf(`(() => { const el = document.querySelector(%q);
		if (!el || !el.getClientRects().length) return null;
		el.scrollIntoView({block: "center", inline: "center"});
		const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
		const mine = h => !!h && (h === el || el.contains(h) || Array.from(el.labels || []).some(l => l.contains(h)));
		if (!mine(document.elementFromPoint(x, y))) return null;
		if (!window.__tapHook) {
			window.__tapHook = true;
			const guard = e => {
				const a = window.__tapAim;
				if (!a || !e.isTrusted) return;
				const ok = a.mine(e.target);
				if (!ok) {
					window.__tapSeen = e.type + " elsewhere: " + (e.target.id || e.target.tagName);
					e.preventDefault(); e.stopImmediatePropagation();
				} else if (e.type === "pointerdown" && window.__tapSeen === "") {
					window.__tapSeen = "pressed";
				} else if (e.type === "click" && window.__tapSeen === "pressed") {
					// the click is the tap's end; a label's click on its control goes on unaimed
					window.__tapSeen = "mine"; window.__tapAim = null;
				}
			};
			for (const ty of ["pointerdown", "mousedown", "pointerup", "mouseup", "click"]) addEventListener(ty, guard, true);
		}
		window.__tapAim = {mine}; window.__tapSeen = "";
		return [x, y]; })()`, sel)
	// what became of the tap: "mine" (pressed and clicked), "pressed" (no click: a control that
	// answers the press), "… elsewhere: …", "" (not seen), or undefined on a new page
	seen := `(() => { const s = window.__tapSeen; if (s !== "") window.__tapAim = null; return s === undefined ? "mine" : s; })()`
	for try := 1; ; try++ {
		for end := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
			if at := eval[[]float64](t, b, js); len(at) == 2 {
				b.do(t, chromedp.MouseClickXY(at[0], at[1]))
				break
			}
			if time.Now().After(end) {
				t.Fatalf("tap %s: not shown, or something else lies over it, for 30 s\n%s", sel, b.pageState())
			}
		}
		got := ""
		for end := time.Now().Add(2 * time.Second); got == "" && time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
			ctx, cancel := b.bounded(5 * time.Second)
			got, _ = chromedp.Run(ctx, chromedp.Evaluate[string](seen))
			cancel()
		}
		if got == "mine" || got == "pressed" {
			return
		}
		if got == "" {
			got = "the page saw no press"
		}
		if try == 3 {
			t.Fatalf("tap %s: three tries, the last: %s\n%s\n%s", sel, got, b.pageState(), b.trace())
		}
		t.Logf("tap %s: %s; aimed again", sel, got)
	}
}

// open loads url and waits for the wasm app to have mounted.
func (b *browser) open(t *testing.T, u string) {
	t.Helper()
	b.do(t, chromedp.Navigate(u))
	b.waitJS(t, `document.body.dataset.app === "ready" && !document.getElementById("app-wasm-loader")`)
	// the browser drops input until the new page's first paint has replaced the last one's: the
	// test's first tap or keystroke waits for it
	if !b.within(`performance.getEntriesByType("paint").some(e => e.name === "first-contentful-paint")`, 10*time.Second) {
		t.Logf("%s: no first contentful paint within 10 s", u)
	}
}

// waitWorker waits until a service worker is active and its cache holds the app.
func (b *browser) waitWorker(t *testing.T) {
	t.Helper()
	b.waitJS(t, `navigator.serviceWorker.getRegistration().then(r => !!(r && r.active && r.active.state === "activated"))`)
	b.waitJS(t, `caches.keys().then(k => k.some(x => x.startsWith("arbiter-")))`)
}

// setField types text into the field name (as the input event a keyboard gives).
func (b *browser) setField(t *testing.T, name, text string) {
	t.Helper()
	// a table's list field (a hidden input under its rows) is typed in its "Paste lines" box
	if eval[bool](t, b, fmt.Sprintf(`(el => !!el && el.type === "hidden" && !!el.closest(".tbl-box"))(document.getElementById(%q))`, "f-"+name)) {
		eval[bool](t, b, fmt.Sprintf(`(() => { document.getElementById(%q).closest(".tbl-box").querySelector(".tbl-head button").click(); return true; })()`, "f-"+name))
		b.waitJS(t, fmt.Sprintf(`(el => el && el.tagName === "TEXTAREA")(document.getElementById(%q))`, "f-"+name))
	}
	js := fmt.Sprintf(`(() => { const el = document.getElementById(%q); if (!el) return false;
		el.focus(); el.value = %q; el.dispatchEvent(new Event("input", {bubbles: true})); return true; })()`, "f-"+name, text)
	if !eval[bool](t, b, js) {
		t.Fatalf("no field %s", name)
	}
}

// out returns the text of result value role.name, waiting for it to equal want.
func (b *browser) waitOut(t *testing.T, key, want string) {
	t.Helper()
	js := fmt.Sprintf(`(() => { const el = document.querySelector('[data-out=%q] dd'); return el && el.textContent.trim() === %q; })()`, key, want)
	if _, err := chromedp.Run(b.ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		got, _ := chromedp.Run(b.ctx, chromedp.Evaluate[string](fmt.Sprintf(`(() => { const el = document.querySelector('[data-out=%q] dd'); return el ? el.textContent.trim() : "(none: " + (document.getElementById("result")||{}).textContent + ")"; })()`, key)))
		t.Fatalf("%s = %q, want %q\n%s", key, got, want, b.trace())
	}
	b.dump(t)
}

// screenshot writes a full-page PNG into SHOTS.
func (b *browser) screenshot(t *testing.T, name string) {
	t.Helper()
	// a minute at most, so that a screenshot that never comes still leaves time to say why
	ctx, cancel := context.WithTimeout(b.ctx, dumpSlack(time.Minute))
	defer cancel()
	t0 := time.Now()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot %s: %v after %v\n%s", name, err, time.Since(t0).Round(time.Millisecond), b.trace())
	}
	writeShot(t, shots, name, png)
}

// writeShot writes a PNG as dir/name.png.
func writeShot(t *testing.T, dir, name string, png []byte) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

func origin(s *site) string { return "http://" + s.addr }

// screens reads the calculator links of the home page.
func screens(t *testing.T, b *browser) []string {
	t.Helper()
	return eval[[]string](t, b, `Array.from(document.querySelectorAll("a.tool[href*=\"/calc/\"]")).map(a => a.getAttribute("href"))`)
}
