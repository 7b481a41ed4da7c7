package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"arbiter/app/static"
	"arbiter/engine/couchsync"

	"github.com/chromedp/chromedp"
)

// syncSite serves the built site with a policy whose connect-src also names origin, as a club
// build whose club file names its sync server does (the build writes it into dist/_headers;
// TestClubBakedBuild checks that): the site's files are linked, its _headers written anew.
func syncSite(t *testing.T, origin string) *site {
	t.Helper()
	dir := t.TempDir()
	abs, err := filepath.Abs(dist)
	if err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(abs)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() == "_headers" {
			continue
		}
		if err := os.Symlink(filepath.Join(abs, e.Name()), filepath.Join(dir, e.Name())); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "_headers"), []byte(static.HeadersFile(origin)), 0o644); err != nil {
		t.Fatal(err)
	}
	return serve(t, dir, "/")
}

// syncBrowser is a director's phone that may reach the shared log's server (through the
// proxy): requests there are the sync's; every other request beyond the site still fails the
// test. PouchDB's unhandled "Failed to fetch" of its progress update while the connection is
// cut (sync_test.go, isPouchInfoFetch) is not the page's error.
func syncBrowser(t *testing.T, s *site, server string) *browser {
	t.Helper()
	b := dirBrowser(t, s)
	b.others = []string{server}
	b.allow = func(m string) bool { return isPouchInfoFetch(m) }
	t.Cleanup(func() {
		b.mu.Lock()
		defer b.mu.Unlock()
		var errs []string
		for _, e := range b.errs {
			if !isPouchInfoFetch(e) {
				errs = append(errs, e)
			}
		}
		b.errs = errs
	})
	return b
}

// syncStatus waits until the event page's (or join page's) sync status is in state (and
// reason, when not "-") and returns its text.
func syncStatus(t *testing.T, b *browser, id, state, reason string) string {
	t.Helper()
	cond := fmt.Sprintf(`!!(e => e && e.dataset.state === %q`, state)
	if reason != "-" {
		cond += fmt.Sprintf(` && (e.dataset.reason || "") === %q`, reason)
	}
	cond += fmt.Sprintf(`)(document.getElementById(%q))`, id)
	for end := time.Now().Add(2 * time.Minute); !eval[bool](t, b, cond); time.Sleep(300 * time.Millisecond) {
		if time.Now().After(end) {
			el := eval[string](t, b, fmt.Sprintf(`(e => e ? e.dataset.state + " " + e.dataset.reason + ": " + e.textContent : "none")(document.getElementById(%q))`, id))
			t.Fatalf("sync status %s, want %s %s; the section: %s", el, state, reason, b.text(t, "#sync"))
		}
	}
	return b.text(t, "#"+id)
}

// fill sets a field of the shared log's forms and checks a moment later that it kept the value
// (a page that draws a large log may redraw the form meanwhile: then it is set again).
func fill(t *testing.T, b *browser, id, v string) {
	t.Helper()
	js := fmt.Sprintf(`(() => { const el = document.getElementById(%q); if (!el) return false; el.value = %q;
		el.dispatchEvent(new Event("input", {bubbles: true})); return true; })()`, id, v)
	for try := 0; try < 20; try++ {
		b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, id))
		eval[bool](t, b, js)
		time.Sleep(150 * time.Millisecond)
		if eval[bool](t, b, fmt.Sprintf(`(document.getElementById(%q) || {}).value === %q`, id, v)) {
			return
		}
	}
	t.Fatalf("#%s does not keep %q", id, v)
}

// startSharing sets up the shared log on the open event page.
func startSharing(t *testing.T, b *browser, server, db, user, password string) {
	t.Helper()
	b.click(t, "sync-setup")
	b.waitJS(t, `document.getElementById("sync-server") !== null`)
	fill(t, b, "sync-server", server)
	fill(t, b, "sync-db", db)
	fill(t, b, "sync-user", user)
	fill(t, b, "sync-password", password)
	b.click(t, "sync-start")
}

// joinShared opens a join link, signs in and goes to the event once it arrived.
func joinShared(t *testing.T, b *browser, link, user, password, id string) {
	t.Helper()
	openWithLog(t, b, link)
	fill(t, b, "join-user", user)
	fill(t, b, "join-password", password)
	b.click(t, "join-start")
	b.waitJS(t, `document.getElementById("join-open") !== null`)
	b.click(t, "join-open")
	b.waitJS(t, `location.pathname.endsWith("/log/event") && document.getElementById("incidents") !== null`)
	if got := eval[string](t, b, `new URLSearchParams(location.search).get("id")`); got != id {
		t.Fatalf("joined event %q, want %q", got, id)
	}
	if b.has(t, "#event-make-open") {
		b.click(t, "event-make-open")
	}
}

// waitLabels opens the event page and waits (without reloading: the page follows the log)
// until it shows n incidents, the sync having brought them.
func waitLabels(t *testing.T, b *browser, base, id string, n int) eventView {
	t.Helper()
	openEventPage(t, b, base, id, "en")
	cond := fmt.Sprintf(`document.querySelectorAll("#incidents li.incident h3 .label").length >= %d`, n)
	for end := time.Now().Add(2 * time.Minute); !eval[bool](t, b, cond); time.Sleep(500 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("%d incidents, want %d; sync: %s", eval[int](t, b, `document.querySelectorAll("#incidents li.incident h3 .label").length`), n, b.text(t, "#sync"))
		}
	}
	return readEvent(t, b, base, id)
}

// TestSyncDirectors: three Chromium profiles are three directors of
// one OCSB event shared through a real pouchdb-server (behind a proxy the test cuts). Ana
// creates the event and shares it; Bea and Cili join by the join link with their own users.
// The server is cut: each logs a Zero Tolerance breach offline (the status says the server
// cannot be reached, the change waits); the server is back: all three show the union, the same
// labels and the same ZT counts, with no duplicate. A wrong password and a database without
// access give their messages and keep the local log; a paused sync makes no request.
func TestSyncDirectors(t *testing.T) {
	need(t)
	c, px, s := sharedCouch(t, "kup-2026", "ana", "bea", "cili")
	c.addDB(t, "closed", "ana")
	a, b, ci := syncBrowser(t, s, px.URL), syncBrowser(t, s, px.URL), syncBrowser(t, s, px.URL)
	nameDirector(t, a, s.URL, "Ana Tóth")
	nameDirector(t, b, s.URL, "Bea Kiss")
	nameDirector(t, ci, s.URL, "Cili Nagy")
	id := newTeamsEvent(t, a, s.URL, "Kupa Pécs 2026", "1 Pécs\n2 Szeged", "7 Kovács Anna @1\n8 Nagy Béla @2\n9 Szabó Éva @2")
	logZT(t, a, s.URL, "7", "1")

	// Ana shares the event: nothing typed is an example; the database is suggested from the name
	openEventPage(t, a, s.URL, id, "en")
	a.click(t, "sync-setup")
	a.waitJS(t, `document.getElementById("sync-db") !== null`)
	if got := eval[string](t, a, `document.getElementById("sync-server").value + "|" + document.getElementById("sync-password").value`); got != "|" {
		t.Errorf("server|password start as %q, want empty (no club server in this build)", got)
	}
	if got := eval[string](t, a, `document.getElementById("sync-db").value`); got != couchsync.DBName("Kupa Pécs 2026", time.Now().Format("2006-01-02")) {
		t.Logf("suggested database %q", got)
	}
	// a wrong address is refused with the field named
	a.input(t, "sync-server", "http://couch.club.example")
	a.input(t, "sync-user", "ana")
	a.input(t, "sync-password", "ana-secret")
	a.click(t, "sync-start")
	a.waitJS(t, `document.getElementById("sync-server-err") !== null`)
	if e := a.text(t, "#sync-server-err"); !strings.HasPrefix(e, "Server address:") || !strings.Contains(e, "https://") {
		t.Errorf("plain http server: %q", e)
	}
	a.input(t, "sync-server", px.URL)
	a.input(t, "sync-db", "kup-2026")
	// this build names no sync server: the note says the site's policy must let the app reach it
	a.waitJS(t, `document.getElementById("sync-csp") !== null`)
	if got := a.text(t, "#sync-csp"); !strings.Contains(got, "Content-Security-Policy") {
		t.Errorf("the note on a server the build does not name: %q", got)
	}
	a.click(t, "sync-start")
	st := syncStatus(t, a, "sync-status", "uptodate", "")
	t.Logf("Ana: %s · %s", st, a.text(t, "#sync-where"))
	// a second tab of Ana's app leaves the sync to the first
	{
		tabCtx, closeTab := chromedp.NewContext(a.ctx)
		tab := &browser{ctx: tabCtx, origin: a.origin, others: a.others}
		tab.open(t, s.URL+"log/event?id="+id)
		st := syncStatus(t, tab, "sync-status", "othertab", "-")
		t.Logf("Ana's second tab: %s", st)
		closeTab()
	}
	a.click(t, "sync-join-show")
	a.waitJS(t, `document.getElementById("sync-join-url") !== null`)
	link := a.text(t, "#sync-join-url")
	if !strings.HasPrefix(link, s.URL+"log/join?") || strings.Contains(link, "secret") || !a.has(t, "#sync-join svg.qr") {
		t.Fatalf("join link %q (QR shown: %v)", link, a.has(t, "#sync-join svg.qr"))
	}
	a.do(t, chromedp.EmulateViewport(360, 800))
	sectionShot(t, a, "sync", "360-sync-event-en")
	a.do(t, chromedp.EmulateViewport(1000, 800))

	// Bea and Cili join with their own users
	joinShared(t, b, link+"&lang=hu", "bea", "bea-secret", id)
	joinShared(t, ci, link+"&lang=sr", "cili", "cili-secret", id)
	for _, x := range []*browser{b, ci} {
		if v := readEvent(t, x, s.URL, id); strings.Join(v.Labels, " ") != "S1" {
			t.Fatalf("after joining: %v, want Ana's S1", v.Labels)
		}
	}

	// the server is cut: each logs offline, each phone keeps its own and says it waits
	px.Cut()
	logZT(t, a, s.URL, "7", "1")
	logZT(t, b, s.URL, "7", "1")
	logZT(t, ci, s.URL, "8", "2")
	openEventPage(t, b, s.URL, id, "hu")
	st = syncStatus(t, b, "sync-status", "waiting", couchsync.Unreachable)
	t.Logf("Bea offline: %s · %s", st, b.text(t, "#sync"))
	b.do(t, chromedp.EmulateViewport(360, 800))
	sectionShot(t, b, "sync", "360-sync-offline-hu")
	b.do(t, chromedp.EmulateViewport(1000, 800))
	if v := readEvent(t, b, s.URL, id); len(v.Labels) != 2 {
		t.Errorf("Bea offline: %v, want S1 and her own", v.Labels)
	}

	// back online: all three show the union, the same labels and ZT counts
	px.Restore(t)
	t.Cleanup(func() {
		if t.Failed() {
			for name, x := range map[string]*browser{"Ana": a, "Bea": b, "Cili": ci} {
				func() {
					defer func() { recover() }()
					t.Logf("%s: %v", name, readEvent(t, x, s.URL, id).Labels)
				}()
			}
			_, body, _ := c.do("GET", c.URL+"/kup-2026/_all_docs", couchAdmin, couchAdminPassword, "")
			t.Logf("server: %s", body)
		}
	})
	va := waitLabels(t, a, s.URL, id, 4)
	vb := waitLabels(t, b, s.URL, id, 4)
	vc := waitLabels(t, ci, s.URL, id, 4)
	t.Logf("the union: %v · ZT %v", va.Labels, va.ZT)
	for _, v := range []eventView{vb, vc} {
		if strings.Join(v.Labels, " ") != strings.Join(va.Labels, " ") || strings.Join(v.ZT, "\n") != strings.Join(va.ZT, "\n") {
			t.Errorf("views differ:\n%v %v\n%v %v", va.Labels, va.ZT, v.Labels, v.ZT)
		}
	}
	seen := map[string]bool{}
	for _, l := range va.Labels {
		if seen[l] {
			t.Errorf("label %s twice: %v", l, va.Labels)
		}
		seen[l] = true
	}
	if !slices.ContainsFunc(va.ZT, func(r string) bool { return strings.HasSuffix(r, "|3") && strings.Contains(r, "Kovács Anna") }) {
		t.Errorf("ZT: Kovács Anna's breaches are not counted 3 times: %v", va.ZT)
	}
	// the server holds each record once: 1 event + 4 incidents
	if n := couchDocs(t, c, "kup-2026"); n != 5 {
		t.Errorf("the server holds %d documents, want 5", n)
	}

	// a conflict: Ana and Bea rename the event without a signal; back online both phones keep
	// both versions and show them, and once Ana keeps one, both phones end with it
	px.Cut()
	for _, x := range []struct {
		b    *browser
		name string
	}{{a, "Kupa Pécs 2026 (döntő)"}, {b, "Kupa Pécs 2026 – döntő"}} {
		openEventPage(t, x.b, s.URL, id, "en")
		x.b.click(t, "event-edit")
		x.b.input(t, "ev-name", x.name)
		x.b.click(t, "event-save")
		x.b.waitJS(t, `document.getElementById("event-edit") !== null`)
	}
	px.Restore(t)
	for _, x := range []*browser{a, b} {
		openEventPage(t, x, s.URL, id, "en")
		for end := time.Now().Add(2 * time.Minute); !x.has(t, "#conflict-event"); time.Sleep(500 * time.Millisecond) {
			if time.Now().After(end) {
				t.Fatalf("no conflict shown after both renamed the event offline; sync: %s", x.text(t, "#sync"))
			}
		}
	}
	if x := a.text(t, "#conflict-event"); !strings.Contains(x, "(döntő)") || !strings.Contains(x, "– döntő") {
		t.Errorf("Ana's conflict does not show both names: %q", x)
	}
	a.click(t, "conflict-event-keep-0")
	a.waitJS(t, `document.getElementById("conflicts") === null`)
	kept := eval[string](t, a, `document.querySelector("h1").textContent`)
	for end := time.Now().Add(2 * time.Minute); b.has(t, "#conflict-event"); time.Sleep(500 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("Bea's phone still shows the conflict Ana settled; sync: %s", b.text(t, "#sync"))
		}
	}
	if got := eval[string](t, b, `document.querySelector("h1").textContent`); got != kept {
		t.Errorf("after Ana kept %q, Bea's event is %q", kept, got)
	}
	// no password in what leaves the phone by hand: Ana's export of the log
	dlA := downloads(t, a)
	if _, data := exportLog(t, a, s.URL, dlA); strings.Contains(string(data), "ana-secret") || strings.Contains(string(data), px.URL) {
		t.Error("the exported log carries the sync's password or server")
	}

	// Cili's password changed on the server: her phone says so and keeps its log
	c.put(t, "/_users/org.couchdb.user:cili?rev="+userRev(t, c, "cili"), couchAdmin, couchAdminPassword,
		`{"_id":"org.couchdb.user:cili","name":"cili","password":"new-secret","roles":[],"type":"user"}`)
	openEventPage(t, ci, s.URL, id, "sr")
	st = syncStatus(t, ci, "sync-status", "error", couchsync.Auth)
	t.Logf("Cili, wrong password: %s", st)
	ci.do(t, chromedp.EmulateViewport(360, 800))
	sectionShot(t, ci, "sync", "360-sync-auth-sr")
	axeHere(t, ci, "sync-auth-sr")
	ci.do(t, chromedp.EmulateViewport(1000, 800))
	if n := eval[int](t, ci, `document.querySelectorAll("#incidents li.incident").length`); n != 4 {
		t.Errorf("Cili's log after the wrong password: %d incidents, want 4", n)
	}
	ci.input(t, "sync-retry-password", "new-secret")
	ci.click(t, "sync-retry")
	syncStatus(t, ci, "sync-status", "uptodate", "")

	// a database without access: Bea's user is not a member of "closed"
	d := syncBrowser(t, s, px.URL)
	joinURL := s.URL + "log/join?" + couchsync.Join{Server: px.URL, DB: "closed"}.Query() + "&lang=hu"
	openWithLog(t, d, joinURL)
	if got := d.text(t, "#join-csp"); !strings.Contains(got, "Content-Security-Policy") {
		t.Errorf("the join screen's note on a server the build does not name: %q", got)
	}
	d.input(t, "join-user", "bea")
	d.input(t, "join-password", "bea-secret")
	d.click(t, "join-start")
	st = syncStatus(t, d, "join-status", "error", couchsync.Forbidden)
	t.Logf("Bea on a database without access: %s", st)
	d.do(t, chromedp.EmulateViewport(360, 800))
	d.screenshot(t, "360-sync-forbidden-hu")
	axeHere(t, d, "sync-join-hu")
	// a join link that is not one: the field is named, nothing starts
	for _, bad := range []struct{ q, want string }{
		{"s=http%3A%2F%2Fcouch.club.example&d=kup", "Server address: the address must start with https://"},
		{"s=https%3A%2F%2Fcouch.club.example&d=Kup%20Pécs", "Database of the event: a lower-case letter first"},
		{"d=kup", "Server address: this field is needed."},
	} {
		openWithLog(t, d, s.URL+"log/join?"+bad.q+"&lang=en")
		d.waitJS(t, `document.getElementById("join-err") !== null`)
		if got := d.text(t, "#join-err"); !strings.HasPrefix(got, bad.want) || d.has(t, "#join-start") {
			t.Errorf("join link %s: %q", bad.q, got)
		}
	}

	// paused: the page makes no request any more, across a reload (the other phones are closed)
	for _, x := range []*browser{b, ci, d} {
		x.do(t, chromedp.Navigate("about:blank"))
	}
	openEventPage(t, a, s.URL, id, "en")
	a.click(t, "sync-pause")
	syncStatus(t, a, "sync-status", "off", "-")
	time.Sleep(2 * time.Second)
	before := px.Accepted()
	openEventPage(t, a, s.URL, id, "en")
	time.Sleep(5 * time.Second)
	if n := px.Accepted() - before; n != 0 {
		t.Errorf("sync paused: %d connections to the server", n)
	}

	// resumed, then the event deleted on Ana's phone: it stays gone there (her copy of the
	// server's records does not bring it back) and stays on the server for the others
	a.click(t, "sync-resume")
	syncStatus(t, a, "sync-status", "uptodate", "")
	a.click(t, "event-delete")
	a.waitJS(t, `document.getElementById("event-delete-shared") !== null`)
	a.click(t, "event-delete-confirm")
	a.waitJS(t, `location.pathname.endsWith("/log")`)
	time.Sleep(4 * time.Second)
	openWithLog(t, a, s.URL+"log")
	a.waitJS(t, `document.querySelector("#log-list[data-state=ready]") !== null`)
	if a.has(t, `li[data-event="`+id+`"]`) {
		t.Error("the deleted shared event came back on Ana's phone")
	}
	if n := couchDocs(t, c, "kup-2026"); n < 5 {
		t.Errorf("the server holds %d documents after Ana deleted her copy, want them all", n)
	}
}

// couchGet reads a document of the server as its admin into v.
func couchGet(t *testing.T, c *couch, path string, v any) {
	t.Helper()
	status, body, err := c.do("GET", c.URL+path, couchAdmin, couchAdminPassword, "")
	if err != nil || status != 200 {
		t.Fatalf("GET %s: %d %s %v", path, status, body, err)
	}
	if err := json.Unmarshal(body, v); err != nil {
		t.Fatal(err)
	}
}

// couchDocs is the number of documents of a database, the series letters' claims left out
// (couchsync.ClaimDoc: they are no records).
func couchDocs(t *testing.T, c *couch, db string) int {
	t.Helper()
	var info struct {
		DocCount int `json:"doc_count"`
	}
	couchGet(t, c, "/"+db, &info)
	var claims struct {
		Rows []struct{} `json:"rows"`
	}
	couchGet(t, c, "/"+db+`/_all_docs?startkey="series:"&endkey="series:%EF%BF%B0"`, &claims)
	return info.DocCount - len(claims.Rows)
}

// userRev is the current revision of a user's document.
func userRev(t *testing.T, c *couch, name string) string {
	t.Helper()
	var doc struct {
		Rev string `json:"_rev"`
	}
	couchGet(t, c, "/_users/org.couchdb.user:"+name, &doc)
	return doc.Rev
}

// sectionShot writes one element (the shared-log section) as name.png into SHOTS.
func sectionShot(t *testing.T, b *browser, id, name string) {
	t.Helper()
	if shots == "" {
		return
	}
	png, err := chromedp.Run(b.ctx, chromedp.Screenshot(chromedp.ID(id)))
	if err != nil {
		t.Fatal(err)
	}
	writeShot(t, shots, name, png)
}

// TestSyncThousand: Ana shares an event of 1,000 incidents (imported from a file); Bea joins,
// and the connection is cut for a while as her phone receives them and then restored:
// replication goes on from its checkpoint, and her event page ends with the 1,000 incidents,
// each once, as does the server. The time from "Join" to the event page showing all of them
// is logged (bench/README.md "Sync engine size" reports it; not a timed test).
func TestSyncThousand(t *testing.T) {
	need(t)
	c, px, s := sharedCouch(t, "liga-2026", "ana", "bea")
	ev := kupEvent()
	ev.ID, ev.Name = "liga-bg", "Liga Beograda"
	const n = 1000
	file := lateFile(t, ev, n, "liga.json")

	a, b := syncBrowser(t, s, px.URL), syncBrowser(t, s, px.URL)
	importAndOpen(t, a, s.URL, file, ev.ID, "en")
	openEventPage(t, a, s.URL, ev.ID, "en")
	a.waitJS(t, fmt.Sprintf(`!!(e => e && e.dataset.count === "%d")(document.getElementById("incidents"))`, n))
	begin := time.Now()
	t.Cleanup(func() {
		if t.Failed() {
			_, body, err := c.do("GET", c.URL+"/liga-2026", couchAdmin, couchAdminPassword, "")
			out := c.output()
			t.Logf("server: %s %v; its output (end): %s", body, err, out[max(0, len(out)-300):])
		}
	})
	startSharing(t, a, px.URL, "liga-2026", "ana", "ana-secret")
	syncStatus(t, a, "sync-status", "uptodate", "")
	pushed := time.Since(begin)
	if got := couchDocs(t, c, "liga-2026"); got != n+1 {
		t.Fatalf("the server holds %d documents after Ana's push, want %d", got, n+1)
	}

	openWithLog(t, b, s.URL+"log/join?"+couchsync.Join{Server: px.URL, DB: "liga-2026"}.Query())
	b.input(t, "join-user", "bea")
	b.input(t, "join-password", "bea-secret")
	begin = time.Now()
	b.click(t, "join-start")
	b.waitJS(t, `(e => e && e.dataset.state === "active")(document.getElementById("join-status"))`)
	time.Sleep(300 * time.Millisecond)
	cutAt := time.Since(begin)
	px.Cut()
	time.Sleep(3 * time.Second)
	px.Restore(t)
	b.waitJS(t, `document.getElementById("join-open") !== null`)
	b.click(t, "join-open")
	cond := fmt.Sprintf(`!!(e => e && e.dataset.count === "%d")(document.getElementById("incidents"))`, n)
	for end := time.Now().Add(4 * time.Minute); !eval[bool](t, b, cond); time.Sleep(250 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("Bea's event page: %s incidents, want %d; %s", eval[string](t, b, `(document.getElementById("incidents") || {dataset: {}}).dataset.count`), n, b.text(t, "#sync"))
		}
	}
	shown := time.Since(begin)
	syncStatus(t, b, "sync-status", "uptodate", "")
	if got := couchDocs(t, c, "liga-2026"); got != n+1 {
		t.Errorf("the server holds %d documents, want %d (the event and each incident once)", got, n+1)
	}
	line := fmt.Sprintf("%d incidents: Ana's push to the server %v; Bea from Join to her event page showing all %v (the connection cut %v after Join for 3 s)",
		n, pushed.Round(100*time.Millisecond), shown.Round(100*time.Millisecond), cutAt.Round(100*time.Millisecond))
	t.Log(line)
	if out := os.Getenv("SYNC_BENCH_OUT"); out != "" { // bench/run.sh's report
		os.WriteFile(out, []byte("- "+line+".\n"), 0o644)
	}
}
