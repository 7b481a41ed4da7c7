package e2e

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// profileBrowser is newBrowser with a given profile folder (so a test can restart Chromium on
// the same profile) and a way to close it.
func profileBrowser(t *testing.T, origin, dir string) (*browser, func()) {
	t.Helper()
	chrome := need(t)
	ctx, cancel := launch(t, origin, func() []chromedp.ExecAllocatorOption { return chromeOptions(chrome, dir) }, dumpSlack(browserLife))
	b := &browser{ctx: ctx, origin: origin}
	if err := chromedp.Listen(ctx, b.event); err != nil {
		t.Fatal(err)
	}
	b.traceOn(t)
	closed := false
	stop := func() {
		if closed {
			return
		}
		closed = true
		cancel(true) // closes the browser gracefully (flushes the profile)
		b.report(t)
	}
	t.Cleanup(stop)
	return b, stop
}

func (b *browser) click(t *testing.T, id string) {
	t.Helper()
	b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null && !document.getElementById(%q).disabled`, id, id))
	if !eval[bool](t, b, fmt.Sprintf(`(() => { document.getElementById(%q).click(); return true; })()`, id)) {
		t.Fatalf("cannot click %s", id)
	}
}

// input sets an element's value and fires input and change, as typing would.
func (b *browser) input(t *testing.T, id, v string) {
	t.Helper()
	b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, id))
	js := fmt.Sprintf(`(() => { const el = document.getElementById(%q); el.value = %q;
		el.dispatchEvent(new Event("input", {bubbles: true})); el.dispatchEvent(new Event("change", {bubbles: true})); return el.value === %q; })()`, id, v, v)
	if !eval[bool](t, b, js) {
		t.Fatalf("cannot set %s to %q", id, v)
	}
}

func (b *browser) text(t *testing.T, sel string) string {
	t.Helper()
	return eval[string](t, b, fmt.Sprintf(`(() => { const el = document.querySelector(%q); return el ? el.textContent : ""; })()`, sel))
}

// newEvent creates an event on /log and returns its ID (the page then shows it).
func newEvent(t *testing.T, b *browser, base, name, ruleset, participants string) string {
	t.Helper()
	b.open(t, base+"log?new="+ruleset)
	b.input(t, "ev-name", name)
	if participants != "" {
		b.input(t, "ev-participants", participants)
	}
	b.click(t, "event-save")
	b.waitJS(t, `location.pathname.endsWith("/log/event") && document.getElementById("incidents") !== null`)
	return eval[string](t, b, `new URLSearchParams(location.search).get("id")`)
}

// logIncident logs the calculator at path (its worked example, the Example button) with notes
// into the open event.
func logIncident(t *testing.T, b *browser, calcURL, notes string) string {
	t.Helper()
	b.open(t, calcURL)
	b.example(t)
	b.click(t, "log-it")
	b.waitJS(t, `document.getElementById("log-save") !== null`)
	if notes != "" {
		b.input(t, "log-notes", notes)
	}
	b.click(t, "log-save")
	b.waitJS(t, `document.getElementById("log-saved") !== null`)
	return b.text(t, "#log-saved")
}

// incidentCount opens the event page and returns how many incidents it lists.
func incidentCount(t *testing.T, b *browser, base, id string) int {
	t.Helper()
	b.open(t, base+"log/event?id="+id)
	b.waitJS(t, `document.getElementById("incidents") !== null`)
	return eval[int](t, b, `document.querySelectorAll("#incidents li.incident").length`)
}

// TestLogPersists: an incident logged is there after a reload, after restarting Chromium on the
// same profile, and after an app update.
func TestLogPersists(t *testing.T) {
	need(t)
	dir := t.TempDir()
	generate(t, dir, "/", "log-v1")
	s := serve(t, dir, "/")
	profile := t.TempDir()
	b, stop := profileBrowser(t, origin(s), profile)
	id := newEvent(t, b, s.URL, "Kup Beograda", "nsbk", "1 Zvezda\n2 Partizan")
	saved := logIncident(t, b, s.URL+"calc/nsbk/lateness", "kasnili 4 minuta")
	if !strings.Contains(saved, "S1") {
		t.Errorf("saved = %q, want S1", saved)
	}
	if n := incidentCount(t, b, s.URL, id); n != 1 {
		t.Fatalf("after a reload: %d incidents, want 1", n)
	}
	if got := b.text(t, "#inc-1 .inc-notes"); got != "kasnili 4 minuta" {
		t.Errorf("notes = %q", got)
	}
	b.waitWorker(t)
	stop()

	b, stop = profileBrowser(t, origin(s), profile)
	if n := incidentCount(t, b, s.URL, id); n != 1 {
		t.Fatalf("after restarting the browser: %d incidents, want 1", n)
	}
	// home shows the open event
	b.open(t, s.URL)
	if v := eval[string](t, b, `goappGetenv("GOAPP_VERSION")`); v != "log-v1" {
		t.Fatalf("version = %q", v)
	}
	generate(t, dir, "/", "log-v2")
	b.do(t, chromedp.Evaluate[chromedp.Void](`document.dispatchEvent(new Event("visibilitychange"))`))
	b.waitJS(t, `document.getElementById("update-reload") !== null`)
	b.click(t, "update-reload")
	b.waitJS(t, `document.body.dataset.app === "ready" && goappGetenv("GOAPP_VERSION") === "log-v2"`)
	if n := incidentCount(t, b, s.URL, id); n != 1 {
		t.Fatalf("after the update: %d incidents, want 1", n)
	}
	stop()
}

// TestLogTwoTabs: a save in one tab shows in the other.
func TestLogTwoTabs(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	id := newEvent(t, b, s.URL, "Two tabs", "nsbk", "")
	other, cancel := chromedp.NewContext(b.ctx)
	defer cancel()
	b2 := &browser{ctx: other, origin: b.origin}
	b2.open(t, s.URL+"log/event?id="+id)
	b2.waitJS(t, `document.getElementById("incidents") !== null && document.getElementById("incidents").dataset.count === "0"`)
	logIncident(t, b, s.URL+"calc/nsbk/lateness", "")
	b2.waitJS(t, `document.getElementById("incidents").dataset.count === "1"`)
	logIncident(t, b, s.URL+"calc/nsbk/lateness", "")
	b2.waitJS(t, `document.getElementById("incidents").dataset.count === "2"`)
	if got := eval[string](t, b2, `Array.from(document.querySelectorAll("#incidents li.incident .label")).map(e => e.textContent).join(",")`); got != "S1,S2" {
		t.Errorf("labels in the other tab = %q, want S1,S2", got)
	}
}

// TestNoIndexedDB: without IndexedDB the app still calculates, a banner says the log is not
// being saved, and logging goes to memory.
func TestNoIndexedDB(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
		Source: `Object.defineProperty(window, "indexedDB", {value: undefined, configurable: true})`}); err != nil {
		t.Fatal(err)
	}
	b.open(t, s.URL+"calc/scoring/contract")
	b.waitJS(t, `!!document.querySelector("#log-banner[role=alert]")`)
	b.example(t)
	b.setField(t, "tricks", "10")
	b.waitJS(t, `document.querySelector("[data-out] dd") !== null`)
	if txt := b.text(t, "#log-banner"); !strings.Contains(txt, "not being saved") {
		t.Errorf("banner = %q", txt)
	}
}

// shareLink makes a link on a calculator screen: the announced edits (out index → text) and a
// note.
func shareLink(t *testing.T, b *browser, calcURL string, announced map[int]string, note string) string {
	t.Helper()
	b.open(t, calcURL)
	b.example(t)
	b.click(t, "share")
	b.waitJS(t, `document.getElementById("share-url") && document.getElementById("share-url").value.includes("r?r=")`)
	plain := eval[string](t, b, `document.getElementById("share-url").value`)
	if len(announced) > 0 {
		b.click(t, "announce")
		for i, v := range announced {
			b.input(t, fmt.Sprintf("ann-%d", i), v)
		}
	}
	if note != "" {
		b.input(t, "share-note", note)
	}
	switch {
	case note != "":
		b.waitJS(t, `document.getElementById("share-url").value.includes("&n=")`)
	case len(announced) > 0:
		b.waitJS(t, fmt.Sprintf(`document.getElementById("share-url").value !== %q`, plain))
	}
	if eval[int](t, b, `document.querySelectorAll("#share-box svg.qr path").length`) != 1 {
		t.Error("no QR code")
	}
	return eval[string](t, b, `document.getElementById("share-url").value`)
}

// TestShareLinks: a link opens offline in a fresh profile after one visit and says "matches";
// an announced change says "differs"; a tampered link shows its message; a note with markup is
// shown as text and runs nothing.
func TestShareLinks(t *testing.T) {
	need(t)
	s := serve(t, copySite(t), "/")
	a := newBrowser(t, origin(s))
	link1 := shareLink(t, a, s.URL+"calc/nsbk/lateness", nil, "")
	payload := `<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>"'&`
	link2 := shareLink(t, a, s.URL+"calc/nsbk/lateness", map[int]string{3: "20"}, payload)
	t.Logf("sample link: %s (%d characters)", link1, len(link1))

	b := newBrowser(t, origin(s))
	b.open(t, s.URL)
	b.waitWorker(t)
	s.stop()
	b.allow = func(string) bool { return true } // offline: failed requests are expected
	b.open(t, link1)
	b.waitJS(t, `document.querySelector("#ruling-check[data-check=matches]") !== null`)
	b.open(t, link2)
	b.waitJS(t, `document.querySelector("#ruling-check[data-check=differs]") !== null`)
	if got := b.text(t, "#ruling-note-text"); got != payload {
		t.Errorf("note = %q, want the text %q", got, payload)
	}
	if eval[bool](t, b, `window.pwned !== undefined || document.querySelector("#ruling-note img, #ruling-note script") !== null`) {
		t.Error("the note's markup ran or became elements")
	}
	// "Save to my log" on the receiving phone: the ruling becomes an incident of its event
	newEvent(t, a, s.URL, "Primljene presude", "nsbk", "1 Zvezda\n2 Partizan")
	a.open(t, link1)
	a.waitJS(t, `document.getElementById("ruling-save-btn") !== null`)
	a.click(t, "ruling-save-btn")
	a.waitJS(t, `(document.getElementById("ruling-saved") || {textContent: ""}).textContent.includes("S1")`)

	u, _ := url.Parse(link1)
	code := u.Query().Get("r")
	last := "L"
	if strings.HasSuffix(code, "L") {
		last = "K"
	}
	tampered := code[:len(code)-1] + last
	// in this order every run (a map's order changes from run to run, and the DOM dumps count
	// the states in the order they come)
	for _, bad := range [][2]string{{"tampered", tampered}, {"empty", ""}, {"garbage", "%3Cscript%3E"}} {
		name := bad[0]
		b.open(t, "http://"+s.addr+"/r?r="+bad[1])
		b.waitJS(t, `document.getElementById("ruling-error") !== null`)
		if msg := b.text(t, "#ruling-error"); len(msg) < 20 {
			t.Errorf("%s link: message %q", name, msg)
		}
	}
}

// TestDeleteEvent: deleting asks first (cancel keeps it), then removes the event and its
// incidents and returns to the log; a reload does not bring it back.
func TestDeleteEvent(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	keep := newEvent(t, b, s.URL, "Ostaje", "nsbk", "")
	id := newEvent(t, b, s.URL, "Briše se", "nsbk", "")
	logIncident(t, b, s.URL+"calc/nsbk/lateness", "")
	b.open(t, s.URL+"log/event?id="+id)
	b.waitJS(t, `document.getElementById("event-delete") !== null`)
	b.click(t, "event-delete")
	b.waitJS(t, `document.getElementById("event-delete-ask") !== null`)
	if got := b.text(t, "#event-delete-ask p"); !strings.Contains(got, "1") {
		t.Errorf("the question does not count the incidents: %q", got)
	}
	b.click(t, "event-delete-confirm")
	b.waitJS(t, `location.pathname.endsWith("/log") && document.querySelector("#log-list[data-state=ready]") !== null`)
	b.open(t, s.URL+"log")
	b.waitJS(t, `document.querySelector("#log-list[data-state=ready]") !== null`)
	list := b.text(t, "#log-list")
	if strings.Contains(list, "Briše se") || !strings.Contains(list, "Ostaje") {
		t.Errorf("after deleting: log lists %q, want only the kept event", list)
	}
	b.open(t, s.URL+"log/event?id="+keep)
	b.waitJS(t, `document.getElementById("incidents") !== null`)
}
