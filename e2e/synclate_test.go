package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestSyncLateAnswers: on a loaded phone the browser may answer the shared log's questions
// after the app stopped waiting (persistent storage: 10 s; the list of databases: 5 s). A late
// answer must find its callback still there: a page script delays both answers past those
// waits, Ana shares a log and stays on the event page until they came; the page's console
// must stay free of errors ("call to released function").
func TestSyncLateAnswers(t *testing.T) {
	need(t)
	c, px, s := sharedCouch(t, "kup-2026", "ana")
	a := syncPhone(t, s, px.URL)
	if _, err := chromedp.Call(a.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `(() => {
  const late = (obj, name, ms) => {
    if (!obj || typeof obj[name] !== "function") return;
    const real = obj[name];
    obj[name] = function () {
      const p = real.apply(this, arguments);
      window.__lateAsked = (window.__lateAsked || 0) + 1;
      return new Promise((ok, fail) => setTimeout(() => { window.__lateAnswered = (window.__lateAnswered || 0) + 1; p.then(ok, fail); }, ms));
    };
  };
  if (typeof navigator !== "undefined" && navigator.storage) late(navigator.storage, "persist", 13000);
  if (typeof indexedDB !== "undefined") late(indexedDB, "databases", 7000);
})();`}); err != nil {
		t.Fatal(err)
	}
	id := anaShares(t, s, px.URL, a, "kup-2026")
	// the event page opened again: the answers asked by this page come late too
	openEventPage(t, a, s.URL, id, "en")
	for end := time.Now().Add(2 * time.Minute); ; time.Sleep(500 * time.Millisecond) {
		asked := eval[int](t, a, `window.__lateAsked || 0`)
		if asked > 0 && eval[int](t, a, `window.__lateAnswered || 0`) >= asked {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("the page asked %d questions, answered %d 2 minutes later", asked, eval[int](t, a, `window.__lateAnswered || 0`))
		}
	}
	time.Sleep(time.Second) // the late answers' callbacks run
	waitConverged(t, a, s.URL, id, c, "kup-2026", 1, 0, 0)
}
