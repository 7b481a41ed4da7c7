package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// probe is the DOM condition of an app's first working screen: ready (a JS expression) must
// hold, then act (a JS statement, repeated until answered) must get the answer done (a JS
// expression) from the wasm. Pre-rendered HTML can satisfy none of the answers.
type probe struct {
	Ready, Act, Done string
}

// Times are one visit's milestones in ms since navigation start.
type Times struct {
	FCP          float64 `json:"fcp_ms"`          // first contentful paint (pre-rendered HTML)
	Instantiated float64 `json:"instantiated_ms"` // the wasm is downloaded (or read from the cache), compiled and instantiated
	GoRun        float64 `json:"go_run_ms"`       // go.run called: the Go runtime and package inits start
	Main         float64 `json:"main_ms"`         // the app's main() entered ("main" performance mark): package inits done
	Ready        float64 `json:"ready_ms"`        // the wasm's screen is there
	Responded    float64 `json:"responded_ms"`    // … and has answered an interaction: the measure
}

// observer is injected before any script of the page: it watches the DOM and records when the
// probe's conditions first hold, in the page's own clock.
const observer = `(() => {
  if (location.protocol !== "http:" || location.pathname !== "/") return; // the start page only: other visits carry marks

  const b = window.__bench = {};
  const ready = () => { try { return !!(%s); } catch (e) { return false; } };
  const done = () => { try { return !!(%s); } catch (e) { return false; } };
  const act = () => { try { %s; } catch (e) {} };
  // start-up milestones: the wasm instantiated (app.js takes WebAssembly.instantiateStreaming
  // when it runs, after this script), go.run called (wasm_exec.js's Go class, patched when it
  // appears); the apps mark "main" themselves.
  const wi = WebAssembly.instantiateStreaming;
  if (wi) WebAssembly.instantiateStreaming = function (...a) {
    return wi.apply(this, a).then((r) => { b.instantiated = performance.now(); return r; });
  };
  const patchGo = () => {
    if (!window.Go || Go.prototype.__bench) return;
    const run = Go.prototype.run;
    Go.prototype.run = function (i) { b.goRun = performance.now(); return run.call(this, i); };
    Go.prototype.__bench = true;
  };
  let obs, iv;
  const check = (acting) => {
    patchGo();
    if (b.responded !== undefined) return;
    if (b.ready === undefined) {
      if (!ready()) return;
      b.ready = performance.now();
      acting = true;
    }
    if (done()) {
      b.responded = performance.now();
      obs.disconnect();
      clearInterval(iv);
      return;
    }
    if (acting) act();
  };
  obs = new MutationObserver(() => check(false));
  obs.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
  iv = setInterval(() => check(true), 4);
})();`

// visit navigates to url and waits until the probe is answered.
func visit(ctx context.Context, url string) (Times, error) {
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(url)); err != nil {
		return Times{}, err
	}
	// Poll from here rather than with a page-side poller: the page may swap its execution
	// context while it loads, and the times come from the page's clock anyway.
	deadline := time.Now().Add(90 * time.Second)
	var last error
	for time.Now().Before(deadline) {
		t, err := chromedp.Run(ctx, chromedp.Evaluate[*Times](`window.__bench && window.__bench.responded !== undefined ? {
			fcp_ms: (performance.getEntriesByName("first-contentful-paint")[0] || {startTime: 0}).startTime,
			instantiated_ms: window.__bench.instantiated || 0, go_run_ms: window.__bench.goRun || 0,
			main_ms: (performance.getEntriesByName("main", "mark")[0] || {startTime: 0}).startTime,
			ready_ms: window.__bench.ready, responded_ms: window.__bench.responded} : null`))
		if err == nil && t != nil {
			return *t, nil
		}
		if err != nil {
			last = err
		}
		time.Sleep(20 * time.Millisecond)
	}
	return Times{}, fmt.Errorf("%s: the probe was not answered in 90 s (last error: %v)", url, last)
}

// swReady waits until the service worker is active and has app.wasm in a cache (false after
// 120 s: a worker that never installs, e.g. a template placeholder left unfilled, is an error,
// not a hang).
const swReady = `(async () => {
  const reg = await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(() => r(null), 120000))]);
  if (!reg) return false;
  for (let i = 0; i < 1200; i++) {
    if (reg.active && reg.active.state === "activated") {
      for (const k of await caches.keys()) {
        const c = await caches.open(k);
        if (await c.match("/web/app.wasm")) return true;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
})()`

// Run is one cold and one warm visit in a fresh browser profile.
type Run struct {
	Cold, Warm   Times
	Controlled   bool           // the warm visit was answered by the service worker
	FirstVisit   map[string]int // files the server sent (in full) during the cold visit, with counts
	Revalidated  map[string]int // files it answered "304 Not Modified" for (no body)
	Wrote        int64          // body bytes it wrote (raw, every fetch)
	ServerOnWarm bool
	Receipt      float64 // Arbiter: ms from navigation to "matches" on a share link, server stopped (0: not measured)
	ReceiptSteps Times   // … and its steps (Ready: the app up, Responded: "matches")
}

var chromeFlags = []string{"headless", "no-sandbox", "disable-gpu", "disable-quic", "no-first-run",
	"disable-background-networking", "disable-component-update", "disable-sync", "disable-dev-shm-usage"}

// openBrowser starts Chromium with a fresh profile and the probe's observer injected into every
// page; done closes it and removes the profile.
func openBrowser(parent context.Context, chromium string, p probe) (ctx context.Context, done func(), err error) {
	return launch(parent, chromium, nil, fmt.Sprintf(observer, p.Ready, p.Done, p.Act))
}

// launch starts Chromium with a fresh profile, flags added to chromeFlags, and scripts injected
// into every page before its own; done closes it and removes the profile.
func launch(parent context.Context, chromium string, flags map[string]any, scripts ...string) (ctx context.Context, done func(), err error) {
	profile, err := os.MkdirTemp("", "bench-chromium-")
	if err != nil {
		return nil, nil, err
	}
	opts := []chromedp.ExecAllocatorOption{chromedp.ExecPath(chromium), chromedp.UserDataDir(profile),
		chromedp.WindowSize(412, 915)}
	for _, f := range chromeFlags {
		opts = append(opts, chromedp.Flag(f, true))
	}
	for k, v := range flags {
		opts = append(opts, chromedp.Flag(k, v))
	}
	actx, acancel := chromedp.NewExecAllocator(parent, opts...)
	ctx, cancel := chromedp.NewContext(actx)
	done = func() { cancel(); acancel(); os.RemoveAll(profile) }
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		done()
		return nil, nil, fmt.Errorf("starting %s: %w", chromium, err)
	}
	for _, src := range scripts {
		if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: src}); err != nil {
			done()
			return nil, nil, err
		}
	}
	return ctx, done, nil
}

// measure runs one cold visit (server up, empty profile) and, once the worker has cached the
// app, one warm visit with the server stopped; then, when receipt is a path, the receipt of
// that share link, the server still stopped.
func measure(parent context.Context, chromium string, s *site, p probe, receipt string) (*Run, error) {
	scripts := []string{fmt.Sprintf(observer, p.Ready, p.Done, p.Act)}
	if receipt != "" {
		scripts = append(scripts, marker)
	}
	ctx, done, err := launch(parent, chromium, nil, scripts...)
	if err != nil {
		return nil, err
	}
	defer done()
	r := &Run{}
	if err := s.start(); err != nil {
		return nil, err
	}
	s.files()
	s.record(true)
	r.Cold, err = visit(ctx, s.url())
	if err != nil {
		s.stop()
		return nil, err
	}
	ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](swReady, chromedp.EvalAwaitPromise))
	s.record(false)
	r.FirstVisit, r.Revalidated, r.Wrote = s.files()
	s.stop()
	if err != nil || !ok {
		return nil, fmt.Errorf("the service worker did not cache the app (%v)", err)
	}
	r.Warm, err = visit(ctx, s.url())
	if err != nil {
		return nil, fmt.Errorf("warm visit with the server stopped: %w", err)
	}
	r.Controlled, _ = chromedp.Run(ctx, chromedp.Evaluate[bool](`!!navigator.serviceWorker.controller`))
	if receipt != "" {
		if r.ReceiptSteps, err = measureReceipt(ctx, s, receipt); err != nil {
			return nil, err
		}
		r.Receipt = r.ReceiptSteps.Responded
	}
	return r, nil
}
