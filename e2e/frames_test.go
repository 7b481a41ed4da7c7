package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// holdDatabasesJS makes the page's indexedDB.databases() answer only when the test says: the
// app asks it a second after it starts (has a shared log's durable copy ever been made?) and
// waits for the answer with a timeout beside it.
const holdDatabasesJS = `(() => {
  const held = window.__dbHeld = [];
  const orig = indexedDB.databases && indexedDB.databases.bind(indexedDB);
  if (!orig) return;
  indexedDB.databases = () => new Promise(res => held.push(() => orig().then(res)));
  window.__releaseDB = () => { while (held.length) held.shift()(); };
})()`

// TestTapDrawnAlone: what a tap changes is drawn without another event. A tap on "Add a row"
// lands while the app's start-up waits for the browser's list of databases, and the answer
// comes right after the tap: the new row must appear with nothing else happening on the page.
// (go-app's frame ticker, reset by the tap, lost its wake-up when a select with a timeout beside
// it ended in that moment; the row then appeared only at the next tap.)
func TestTapDrawnAlone(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	xc := calcByID(t, "vsz.cross-imp")
	tb := &xc.Calc.Tables[0]
	b := newBrowser(t, origin(s))
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: holdDatabasesJS}); err != nil {
		t.Fatal(err)
	}
	b.do(t, chromedp.EmulateViewport(360, 740))
	add := "t-" + tb.ID + "-add"
	for try := 1; try <= 3; try++ {
		b.open(t, s.URL+strings.TrimPrefix(xc.Path, "/")+"?lang=hu")
		b.waitJS(t, `window.__dbHeld && window.__dbHeld.length > 0`)
		rows := eval[int](t, b, `document.querySelectorAll("#t-`+tb.ID+`-grid tbody tr").length`)
		want := cellSel(tb, rows+1, tb.Columns[0].Name)
		// the tap and, at once, the answer the start-up waits for
		if !eval[bool](t, b, fmt.Sprintf(`(() => { const a = document.getElementById(%q); if (!a) return false; a.click(); window.__releaseDB(); return true; })()`, add)) {
			t.Fatalf("no %s", add)
		}
		// nothing else happens on the page: only reads of the DOM, no event reaches the app
		deadline := time.Now().Add(3 * time.Second)
		for !eval[bool](t, b, fmt.Sprintf(`document.getElementById(%q) !== null`, want)) {
			if time.Now().After(deadline) {
				t.Fatalf("try %d: the row the tap added was not drawn within 3 s\n%s", try, b.trace())
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
}
