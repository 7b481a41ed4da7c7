package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// pageTraceJS keeps, in every page a test opens, a short record of what happened when: the
// taps and typing the page received, each call from the page into Go (an event or Go's own
// timer), Go's timers set and cleared, the page's other timers, redraws (DOM mutations) and
// what Go printed. A test that times out waiting for the page appends its last lines, so a
// flaky wait says whether the tap arrived, whether Go ran and whether its next frame was ever
// scheduled.
const pageTraceJS = `(() => {
  const T = window.__trace = [];
  const now = () => Math.round(performance.now());
  const push = (...a) => { T.push(a.join(" ")); if (T.length > 3000) T.splice(0, 1500); };
  const st = window.setTimeout, ct = window.clearTimeout;
  window.setTimeout = function(f, d, ...a) {
    if (typeof f !== "function") return st.call(window, f, d, ...a);
    let id;
    id = st.call(window, function() { push(now(), "timer", id); return f.apply(this, arguments); }, d, ...a);
    push(now(), "set-timer", id, d);
    return id;
  };
  window.clearTimeout = function(id) { push(now(), "clear-timer", id); return ct.call(window, id); };
  for (const ev of ["pointerdown", "click", "input", "change", "keydown"])
    addEventListener(ev, e => push(now(), ev, e.target && (e.target.id || e.target.tagName), e.isTrusted ? "trusted" : "script"), true);
  new MutationObserver(ms => push(now(), "redrawn", ms.length)).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
  document.addEventListener("visibilitychange", () => push(now(), "visibility", document.visibilityState));
  const log = console.log;
  console.log = function(...a) { push(now(), "log", a.join(" ").slice(0, 100)); return log.apply(console, a); };
  let G;
  Object.defineProperty(globalThis, "Go", {configurable: true, get() { return G; }, set(v) {
    G = class extends v {
      constructor() {
        super();
        const js = this.importObject.gojs, mem = () => this.mem;
        const sch = js["runtime.scheduleTimeoutEvent"], clr = js["runtime.clearTimeoutEvent"];
        js["runtime.scheduleTimeoutEvent"] = sp => { sch(sp); push(now(), "go-timer", Number(mem().getBigInt64((sp >>> 0) + 8, true)) + "ms"); };
        js["runtime.clearTimeoutEvent"] = sp => { push(now(), "go-timer-clear"); clr(sp); };
      }
      _resume() {
        push(now(), "go-in", this._pendingEvent ? "event" : "timer");
        const r = super._resume();
        push(now(), "go-out");
        return r;
      }
    };
  }});
})()`

// traceOn installs pageTraceJS in every document the browser opens.
func (b *browser) traceOn(t *testing.T) {
	t.Helper()
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: pageTraceJS}); err != nil {
		t.Fatal(err)
	}
}

// trace returns the page's last recorded lines (and its clock), or why it cannot.
func (b *browser) trace() string {
	ctx, cancel := b.bounded(5 * time.Second)
	defer cancel()
	// the last lines, and when the page was last redrawn and logged (often before them)
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(T => T.slice(-60).join("\n") + "\n(page clock " + Math.round(performance.now()) + ", " + document.visibilityState +
		"; last redrawn: " + (T.findLast(l => l.includes(" redrawn ")) || "none kept") + "; last logged: " + (T.findLast(l => l.includes(" log ")) || "none kept") + ")")(window.__trace || [])`))
	if err != nil {
		return "(no trace: " + err.Error() + ")"
	}
	return "the page's last moments (ms since it opened):\n" + s
}
