package main

import (
	"context"
	"fmt"
	"time"

	"github.com/chromedp/chromedp"
)

// marker is injected before any script of every page of the receipt and log checks: it records
// in the page's clock (ms since navigation start) the first moment each condition holds, at
// every change of the document and every 4 ms.
//
//   - up: the wasm has drawn its first screen (app/view/shell.go's markReady sets body[data-app=ready]);
//   - matches / checked: a receipt (/r) says "matches" (app/ruling/ruling.go: #ruling-check[data-check=matches]),
//     or has said anything;
//   - drawn: the event page lists the log's incidents (#incidents[data-count] is every incident
//     of the event, read from the store; at least one li.incident drawn).
const marker = `(() => {
  if (location.protocol !== "http:") return;
  const m = window.__marks = {};
  // start-up steps, as the start page's observer records them (browser.go): the wasm
  // instantiated, go.run called; the app marks "main" itself
  const wi = WebAssembly.instantiateStreaming;
  if (wi) WebAssembly.instantiateStreaming = function (...a) {
    return wi.apply(this, a).then((r) => { if (m.instantiated === undefined) m.instantiated = performance.now(); return r; });
  };
  const patchGo = () => {
    if (!window.Go || Go.prototype.__marks) return;
    const run = Go.prototype.run;
    Go.prototype.run = function (i) { if (m.goRun === undefined) m.goRun = performance.now(); return run.call(this, i); };
    Go.prototype.__marks = true;
  };
  const want = {
    up: () => document.body && document.body.dataset.app === "ready",
    matches: () => document.querySelector("#ruling-check[data-check=matches]"),
    checked: () => document.querySelector("#ruling-check"),
    drawn: () => { const x = document.getElementById("incidents"); return x && +x.dataset.count > 0 && x.querySelector("li.incident"); },
  };
  let obs, iv;
  const check = () => {
    patchGo();
    let all = true;
    for (const k in want) {
      if (m[k] !== undefined) continue;
      let ok = false;
      try { ok = !!want[k](); } catch (e) {}
      if (ok) m[k] = performance.now(); else all = false;
    }
    if (all) { obs.disconnect(); clearInterval(iv); }
  };
  obs = new MutationObserver(check);
  obs.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
  iv = setInterval(check, 4);
})();`

// marks are the marker's moments of one visit (0: not seen).
type marks struct {
	Instantiated float64 `json:"instantiated"` // the wasm instantiated
	GoRun        float64 `json:"go_run"`       // go.run called
	Main         float64 `json:"main"`         // the app's "main" performance mark
	Up           float64 `json:"up"`
	Matches      float64 `json:"matches"`
	Checked      float64 `json:"checked"`
	Drawn        float64 `json:"drawn"`
	Count        int     `json:"count"` // the event page's data-count when drawn
}

// visitUntil navigates to url and waits (at most 90 s) until the marker has seen until, a JS
// expression over m (the marks so far) and document; it returns the marks.
func visitUntil(ctx context.Context, url, until string) (marks, error) {
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(url)); err != nil {
		return marks{}, err
	}
	expr := fmt.Sprintf(`(() => { const m = window.__marks; if (!m) return null;
		if (!(%s)) return null;
		const x = document.getElementById("incidents");
		const mm = performance.getEntriesByName("main", "mark")[0];
		return {instantiated: m.instantiated || 0, go_run: m.goRun || 0, main: mm ? mm.startTime : 0, up: m.up || 0, matches: m.matches || 0, checked: m.checked || 0, drawn: m.drawn || 0,
			count: x ? +x.dataset.count : 0}; })()`, until)
	deadline := time.Now().Add(90 * time.Second)
	var last error
	for time.Now().Before(deadline) {
		mk, err := chromedp.Run(ctx, chromedp.Evaluate[*marks](expr))
		if err == nil && mk != nil {
			return *mk, nil
		}
		if err != nil {
			last = err
		}
		time.Sleep(20 * time.Millisecond)
	}
	return marks{}, fmt.Errorf("%s: %s not seen in 90 s (last error: %v)", url, until, last)
}

// timeClick clicks the element with ID id and returns the ms (page clock) until done (a JS
// expression) holds after a change of the document, or an error when fail holds first or 120 s
// pass.
func timeClick(ctx context.Context, id, done, fail string) (float64, error) {
	type answer struct {
		Ms  float64 `json:"ms"`
		Err string  `json:"err"`
	}
	js := fmt.Sprintf(`new Promise((resolve) => {
		const t0 = performance.now();
		const to = setTimeout(() => { o.disconnect(); resolve({ms: 0, err: "no answer in 120 s"}); }, 120000);
		const o = new MutationObserver(() => {
			let ok = false, bad = "";
			try { ok = !!(%s); } catch (e) {}
			try { const f = (%s); if (f) bad = String(f); } catch (e) {}
			if (ok || bad) { o.disconnect(); clearTimeout(to); resolve({ms: ok ? performance.now() - t0 : 0, err: ok ? "" : bad}); }
		});
		o.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
		document.getElementById(%q).click();
	})`, done, fail, id)
	a, err := chromedp.Run(ctx, chromedp.Evaluate[answer](js, chromedp.EvalAwaitPromise))
	if err != nil {
		return 0, err
	}
	if a.Err != "" {
		return 0, fmt.Errorf("after a tap on #%s: %s", id, a.Err)
	}
	return a.Ms, nil
}

// waitFor polls the JS expression cond until it holds (at most 90 s).
func waitFor(ctx context.Context, cond string) error {
	deadline := time.Now().Add(90 * time.Second)
	var last error
	for time.Now().Before(deadline) {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](cond))
		if err == nil && ok {
			return nil
		}
		last = err
		time.Sleep(20 * time.Millisecond)
	}
	return fmt.Errorf("%s did not hold in 90 s (last error: %v)", cond, last)
}

// tapUntil clicks the element with ID id until cond (a JS expression) holds: again after 3 s
// without it (the page may not have been listening yet), three times at most.
func tapUntil(ctx context.Context, id, cond string) error {
	if err := waitFor(ctx, fmt.Sprintf(`document.getElementById(%q) !== null`, id)); err != nil {
		return err
	}
	for range 3 {
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.getElementById(%q).click()`, id))); err != nil {
			return err
		}
		deadline := time.Now().Add(3 * time.Second)
		for time.Now().Before(deadline) {
			if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](cond)); err == nil && ok {
				return nil
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	return fmt.Errorf("#%s tapped three times: %s does not hold", id, cond)
}
