package e2e

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/rulesets"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// downloads sends the browser's downloads to a new folder.
func downloads(t *testing.T, b *browser) string {
	t.Helper()
	dir := t.TempDir()
	if _, err := chromedp.CallBrowser(b.ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir}); err != nil {
		t.Fatal(err)
	}
	return dir
}

// waitDownload waits for a finished .json file in dir and returns its content (and removes it).
func waitDownload(t *testing.T, dir string) []byte {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		m, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		if len(m) > 0 {
			time.Sleep(100 * time.Millisecond)
			data, err := os.ReadFile(m[0])
			if err == nil && len(data) > 0 {
				os.Remove(m[0])
				return data
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("no download")
	return nil
}

// importFile merges path into the log on /log (its plan shown first) and waits until done.
func importFile(t *testing.T, b *browser, base, path string) time.Duration {
	t.Helper()
	b.open(t, base+"log")
	b.do(t, chromedp.SetUploadFiles(chromedp.ID("import-file"), []string{path}))
	b.waitJS(t, `document.getElementById("import-merge") !== null || document.getElementById("import-nothing") !== null || document.getElementById("import-error") !== null`)
	if e := b.text(t, "#import-error"); e != "" {
		t.Fatalf("import: %s", e)
	}
	if b.text(t, "#import-nothing") != "" {
		t.Fatalf("import: nothing to merge: %s", b.text(t, "#import-plan"))
	}
	start := time.Now()
	b.click(t, "import-merge")
	b.waitJS(t, `document.getElementById("import-done") !== null || document.getElementById("import-error") !== null`)
	d := time.Since(start)
	if e := b.text(t, "#import-error"); e != "" {
		t.Fatalf("import: %s", e)
	}
	return d
}

// TestExportImport: export the log, delete the database, import the file: the log exports
// identically. The import plan is shown before anything is written.
func TestExportImport(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	dl := downloads(t, b)
	id := newEvent(t, b, s.URL, "Export <test> & \"quotes\"", "nsbk", "1 Zvezda\n2 Partizan")
	logIncident(t, b, s.URL+"calc/nsbk/lateness", "prvi")
	logIncident(t, b, s.URL+"calc/nsbk/unplayed", "drugi <b>")
	b.open(t, s.URL+"log/event?id="+id)
	b.waitJS(t, `document.querySelector("#incidents button.revoke") !== null`)
	b.do(t, chromedp.Evaluate[chromedp.Void](`document.querySelector("#incidents button.revoke").click()`))
	b.input(t, "revoke-reason-1", "pogrešan sto")
	b.click(t, "revoke-confirm")
	b.waitJS(t, `document.querySelector("#inc-1.revoked") !== null`)

	b.open(t, s.URL+"log")
	b.waitJS(t, `document.querySelector("#log-list[data-state=ready]") !== null`)
	b.click(t, "export-all")
	first := waitDownload(t, dl)
	file := filepath.Join(t.TempDir(), "log.json")
	os.WriteFile(file, first, 0o644)

	// clear the storage: the open page closes its connection on versionchange
	ok := eval[bool](t, b, `new Promise(r => { const q = indexedDB.deleteDatabase("arbiter-log"); q.onsuccess = () => r(true); q.onerror = () => r(false); })`)
	if !ok {
		t.Fatal("deleting the database failed")
	}
	b.open(t, s.URL+"log")
	b.waitJS(t, `document.getElementById("log-empty") !== null`)
	importFile(t, b, s.URL, file)
	b.click(t, "export-all")
	second := waitDownload(t, dl)
	if !bytes.Equal(first, second) {
		t.Errorf("export → clear → import → export differs:\n%s\n---\n%s", first, second)
	}
	// importing the same file again adds nothing
	b.open(t, s.URL+"log")
	b.do(t, chromedp.SetUploadFiles(chromedp.ID("import-file"), []string{file}))
	b.waitJS(t, `document.getElementById("import-plan") !== null`)
	if txt := b.text(t, "#import-plan"); b.text(t, "#import-nothing") == "" || b.has(t, "#import-merge") || !strings.Contains(txt, "already here") {
		t.Errorf("re-import plan = %q", txt)
	}
	// a damaged file is refused whole, with a sentence
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, first[:len(first)/2], 0o644)
	b.open(t, s.URL+"log")
	b.do(t, chromedp.SetUploadFiles(chromedp.ID("import-file"), []string{bad}))
	b.waitJS(t, `document.getElementById("import-error") !== null`)
}

// TestRendererCrash: the renderer crashes while incidents are being saved; in a new tab the log
// holds S1…Sn without a gap, at least every save the page had confirmed.
func TestRendererCrash(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	b.allow = func(string) bool { return true }
	id := newEvent(t, b, s.URL, "Crash", "nsbk", "")
	b.open(t, s.URL+"calc/nsbk/lateness")
	b.example(t)
	b.click(t, "log-it")
	b.waitJS(t, `document.getElementById("log-save") !== null`)
	noDumps(t) // how many saves land before the crash differs from run to run
	// save as fast as the button allows (a save clears the form and closes "Log it": the example
	// fills it again, and a tap opens "Log it")
	b.do(t, chromedp.Evaluate[chromedp.Void](`window.saver = setInterval(() => { const s = document.getElementById("log-saved"); if (s) window.confirmed = s.textContent; const x = document.getElementById("log-save"); if (x && !x.disabled) x.click(); else if (!x) { const l = document.getElementById("log-it"); if (l && l.getAttribute("aria-expanded") !== "true") l.click(); else if (!l) { const e = document.getElementById("form-example"); if (e) e.click(); } } }, 60)`))
	// (the last saved line seen: the next tap on "Log it" takes it off the screen)
	b.waitJS(t, `(() => { const m = /S(\d+) /.exec(window.confirmed || ""); return m && +m[1] >= 5; })()`)
	confirmed := eval[string](t, b, `window.confirmed`)
	cctx, ccancel := context.WithTimeout(b.ctx, 3*time.Second)
	chromedp.Call(cctx, page.Crash, cdp.Empty{}) // no answer: the renderer is gone
	ccancel()
	n0, _ := strconv.Atoi(strings.Fields(strings.TrimPrefix(confirmed, "Saved as S"))[0])

	tab, cancel := chromedp.NewContext(b.ctx)
	defer cancel()
	b2 := &browser{ctx: tab, origin: b.origin}
	b2.open(t, s.URL+"log/event?id="+id)
	b2.waitJS(t, `document.getElementById("incidents") !== null`)
	labels := eval[[]string](t, b2, `Array.from(document.querySelectorAll("#incidents li.incident .label")).map(e => e.textContent)`)
	if len(labels) < n0 {
		t.Errorf("%d incidents after the crash, but S%d had been confirmed", len(labels), n0)
	}
	for i, l := range labels {
		if l != fmt.Sprintf("S%d", i+1) {
			t.Fatalf("incident %d is %s: the numbers have a gap: %v", i, l, labels)
		}
	}
	t.Logf("renderer crash: %d incidents kept, S%d was the last confirmed", len(labels), n0)
	// and the log goes on: the next one gets the next number
	saved := logIncident(t, b2, s.URL+"calc/nsbk/lateness", "")
	if want := fmt.Sprintf("S%d ", len(labels)+1); !strings.Contains(saved, want) {
		t.Errorf("after the crash: %q, want %s", saved, want)
	}
}

// bigLog is an export of one event with n incidents of nsbk.lateness.
func bigLog(t *testing.T, n int) []byte {
	t.Helper()
	ctx := context.Background()
	m := eventlog.NewMem(rulesets.Get)
	ev := eventlog.Event{ID: "big", Name: "Big event", Date: "2026-06-01", Ruleset: "nsbk", DataVersion: 1, Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 24}
	for i := 1; i <= 60; i++ {
		ev.Participants = append(ev.Participants, eventlog.Participant{Number: i, Name: "Par " + strconv.Itoa(i)})
	}
	if err := m.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	rs, c := rulesets.Calculator("nsbk", "nsbk.lateness")
	vals := make(engine.Values, len(c.Inputs))
	for i := range c.Inputs {
		vals[i] = c.Inputs[i].Default
	}
	res, err := c.Run(engine.NewParams(rs, nil), vals)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		in := eventlog.Incident{Event: "big", Time: eventlog.Minute(13840000 + i), Round: i%12 + 1, Table: i%30 + 1, Board: i%24 + 1,
			Parties: []eventlog.PartyRef{{Role: "offender", Number: i%60 + 1}}, Calculator: c.ID, Values: vals,
			Result: eventlog.Summary(res), Notes: "incident " + strconv.Itoa(i), Status: eventlog.Active}
		if _, err := m.AddIncident(ctx, in); err != nil {
			t.Fatal(err)
		}
	}
	data, err := eventlog.Export(ctx, m)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// importBig serves the site and imports bigLog(n) into a fresh browser; it returns the file and
// how long the import took.
func importBig(t *testing.T, n int) (*site, *browser, []byte, time.Duration) {
	t.Helper()
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	file := filepath.Join(t.TempDir(), "big.json")
	data := bigLog(t, n)
	os.WriteFile(file, data, 0o644)
	return s, b, data, importFile(t, b, s.URL, file)
}

// TestLargeLog measures a log of 2,000 incidents: importing it (one transaction), opening the
// event (all incidents read and drawn), and saving one more incident (one transaction).
func TestLargeLog(t *testing.T) {
	need(t)
	const n = 2000
	s, b, data, imp := importBig(t, n)

	var loads []time.Duration
	for i := 0; i < 3; i++ {
		start := time.Now()
		b.open(t, s.URL+"log/event?id=big")
		b.waitJS(t, fmt.Sprintf(`(document.getElementById("incidents") || {dataset: {}}).dataset.count === "%d"`, n))
		loads = append(loads, time.Since(start))
	}
	b.do(t, chromedp.Evaluate[chromedp.Void](`localStorage.setItem("arbiter.log.open", JSON.stringify("big"))`))
	b.open(t, s.URL+"calc/nsbk/lateness")
	b.example(t)
	b.click(t, "log-it")
	b.waitJS(t, `document.getElementById("log-save") !== null`)
	var saves []time.Duration
	for i := 0; i < 5; i++ {
		if i > 0 { // a save clears the form and closes "Log it": the next incident is the example again
			b.example(t)
			b.click(t, "log-it")
			b.waitJS(t, `document.getElementById("log-save") !== null`)
		}
		start := time.Now()
		b.click(t, "log-save")
		if i == 0 { // the imported log has rulings but no director yet: asked once whose they are
			b.waitJS(t, fmt.Sprintf(`document.getElementById("dir-ask-yes") !== null || (document.getElementById("log-saved") || {textContent: ""}).textContent.includes("S%d ")`, n+1))
			if b.has(t, "#dir-ask-yes") {
				b.click(t, "dir-ask-yes")
			}
		}
		b.waitJS(t, fmt.Sprintf(`(document.getElementById("log-saved") || {textContent: ""}).textContent.includes("S%d ")`, n+i+1))
		saves = append(saves, time.Since(start))
	}
	t.Logf("log of %d incidents (%d bytes of JSON): import %v; open the event page (navigation, wasm start, read, draw) %v; save one incident %v",
		n, len(data), imp.Round(time.Millisecond), roundAll(loads), roundAll(saves))
}

// TestSeasonEventPage: a long event's page draws its newest incidents first, with the count of
// all of them, while the rest is read; then the whole page (the newest 100, the totals, the
// exports). In Serbian and Hungarian at 360 px, the first drawing slowed down (CPU throttled)
// so that it can be looked at.
func TestSeasonEventPage(t *testing.T) {
	need(t)
	const n = 2000
	s, b, _, _ := importBig(t, n)
	// the page as it is when the first incident is drawn, recorded by the page itself
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `(() => {
  const seen = () => {
    if (window.__first || !document.querySelector("li.incident")) return;
    const x = document.getElementById("incidents"), exp = document.getElementById("event-export");
    window.__first = {count: x.dataset.count, drawn: document.querySelectorAll("li.incident").length,
      reading: !!document.getElementById("views-reading"), exportDisabled: !!(exp && exp.disabled),
      totals: !!document.getElementById("penalties")};
    x.scrollIntoView(); // for the screenshot of the first drawing
  };
  new MutationObserver(seen).observe(document, {subtree: true, childList: true, attributes: true});
})();`}); err != nil {
		t.Fatal(err)
	}
	b.do(t, chromedp.EmulateViewport(360, 800))
	type first struct {
		Count          string `json:"count"`
		Drawn          int    `json:"drawn"`
		Reading        bool   `json:"reading"`
		ExportDisabled bool   `json:"exportDisabled"`
		Totals         bool   `json:"totals"`
	}
	want := first{Count: strconv.Itoa(n), Drawn: 20, Reading: true, ExportDisabled: true}
	for _, lang := range []string{"sr", "hu"} {
		throttle := func(rate float64) {
			if _, err := chromedp.Call(b.ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate}); err != nil {
				t.Fatal(err)
			}
		}
		// the language as the director picked it (a ?lang= link switches it with a second navigation)
		b.do(t, chromedp.Evaluate[chromedp.Void](`localStorage.setItem("arbiter.lang", JSON.stringify("`+lang+`"))`))
		throttle(4) // a little: the first drawing stays a moment longer for the screenshot, without making a slow machine time out
		b.open(t, s.URL+"log/event?id=big")
		b.waitJS(t, `window.__first !== undefined`)
		if png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot()); err == nil && b.has(t, "#views-reading") {
			writeShot(t, shots, "season-first-"+lang+"-360", png) // the first drawing, as the director sees it
		}
		if got := eval[first](t, b, `window.__first`); got != want {
			t.Errorf("%s: the first drawing = %+v, want %+v (the newest 20 of %d, the totals and exports waiting)", lang, got, want, n)
		}
		throttle(1)
		b.waitJS(t, `document.querySelectorAll("li.incident").length === 100 && !document.getElementById("views-reading") && !!document.getElementById("penalties")`)
		if eval[bool](t, b, `document.getElementById("event-export").disabled`) {
			t.Errorf("%s: the export stays disabled once every incident is read", lang)
		}
		if c := eval[string](t, b, `document.getElementById("incidents").dataset.count`); c != strconv.Itoa(n) {
			t.Errorf("%s: data-count %s once read, want %d", lang, c, n)
		}
		b.click(t, "incidents-all")
		b.waitJS(t, fmt.Sprintf(`document.querySelectorAll("li.incident").length === %d`, n))
	}
}

func roundAll(ds []time.Duration) []time.Duration {
	for i := range ds {
		ds[i] = ds[i].Round(time.Millisecond)
	}
	return ds
}

// TestQuotaMidSession: the disk fills up after the log has been saved to: the next entry is not
// lost — the log moves into memory with what was saved, the entry gets the next number there,
// and the banner says the log is not being saved.
func TestQuotaMidSession(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	newEvent(t, b, s.URL, "Quota", "nsbk", "1 Zvezda\n2 Partizan")
	if got := logIncident(t, b, s.URL+"calc/nsbk/lateness", "saved"); !strings.Contains(got, "S1") {
		t.Fatalf("first save: %q", got)
	}
	// from now on every write fails as a full disk does
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
		Source: `for (const m of ["put", "add"]) { IDBObjectStore.prototype[m] = function () { throw new DOMException("the disk is full", "QuotaExceededError"); }; }`}); err != nil {
		t.Fatal(err)
	}
	got := logIncident(t, b, s.URL+"calc/nsbk/unplayed", "kept in memory")
	if !strings.Contains(got, "S2") {
		t.Errorf("save on a full disk: %q, want S2 saved in memory", got)
	}
	b.waitJS(t, `!!document.querySelector("#log-banner[role=alert]")`)
	if txt := b.text(t, "#log-banner"); txt == "" {
		t.Error("no banner after the log moved to memory")
	}
}
