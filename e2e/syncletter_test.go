package e2e

import (
	"encoding/json"
	"fmt"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/engine/couchsync"
	"arbiter/engine/eventlog"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// The shared log's series letters and authors: two directors who took one letter without the
// server, and versions of rulings their directors did not make.

var dirCili = eventlog.Director{ID: "cili01", Name: "Cili Nagy"}

// heldRow is a row of the shared log's rulings kept aside (#sync-rows).
type heldRowView struct {
	Key, Label, By string
	InLog          bool
	Text           string
}

func heldRows(t *testing.T, b *browser) []heldRowView {
	t.Helper()
	return eval[[]heldRowView](t, b, `Array.from(document.querySelectorAll("#sync-rows li")).map(e => ({Key: e.dataset.key,
		Label: e.dataset.label, By: e.dataset.by, InLog: e.dataset.inlog === "true", Text: e.textContent}))`)
}

// waitRows waits until the page lists n held rows of key, and returns them all; explain adds
// to a timeout's message what a test can say about the records behind them.
func waitRows(t *testing.T, b *browser, key string, n int, explain ...func() string) []heldRowView {
	t.Helper()
	for end := time.Now().Add(2 * time.Minute); ; time.Sleep(300 * time.Millisecond) {
		rows := heldRows(t, b)
		k := 0
		for _, r := range rows {
			if r.Key == key {
				k++
			}
		}
		if k == n {
			return rows
		}
		if time.Now().After(end) {
			var more []string
			for _, f := range explain {
				more = append(more, f())
			}
			t.Fatalf("%d rows %s shown, want %d: %+v; sync: %s; the log is kept in %s\n%s\n%s", k, key, n, rows, b.text(t, "#sync"),
				eval[string](t, b, `String(localStorage.getItem("arbiter.log.store"))`), strings.Join(more, "\n"), b.trace())
		}
	}
}

// incidentBy is the director the open event page names for the incident of label ("" none).
func incidentBy(t *testing.T, b *browser, label string) string {
	t.Helper()
	return eval[string](t, b, fmt.Sprintf(`(() => { for (const li of document.querySelectorAll("#incidents li.incident")) {
		const l = li.querySelector("h3 .label"); if (l && l.textContent.trim() === %q) return li.textContent; } return ""; })()`, label))
}

// sameLetterPhones starts a server with ana, bea and cili, and three phones, each behind its
// own proxy, with the director of a file of event ev (chief, Bea, Cili) that holds that
// director's own incident (Cili's: ciliRulings of them, 0 or 1): Bea and Cili joined the event
// without the server, both as B. Ana shares first, then Bea and Cili share their copies into
// the same database.
func sameLetterPhones(t *testing.T, ciliRulings int) (c *couch, s *site, ev eventlog.Event, phones []*browser, pxs []*proxy) {
	t.Helper()
	c = couchWith(t, "kup-2026", "ana", "bea", "cili")
	var urls []string
	for range 3 {
		pxs = append(pxs, startProxy(t, strings.TrimPrefix(c.URL, "http://")))
		urls = append(urls, pxs[len(pxs)-1].URL)
	}
	s = syncSite(t, strings.Join(urls, " "))
	ev = kupEvent()
	ev.ID = "kup-letter"
	for i, x := range []struct {
		d          eventlog.Director
		user, time string
	}{{dirChief, "ana", "2026-04-11T10:05"}, {dirBea, "bea", "2026-04-11T10:10"}, {dirCili, "cili", "2026-04-11T10:15"}} {
		var extra []eventlog.Director
		if x.d != dirChief {
			extra = []eventlog.Director{x.d}
		}
		in := dirIncident(t, &ev, "nsbk.lateness", x.time, firstLate, offender(1+i%2))
		in.By = x.d.ID
		incs := []eventlog.Incident{in}
		if x.d == dirCili && ciliRulings == 0 {
			incs = nil
		}
		file := logFile(t, chiefLog(t, ev, extra, incs...), x.user+".json")
		px := pxs[i]
		b := syncPhone(t, s, px.URL)
		openWithLog(t, b, s.URL+"log")
		setDirector(t, b, x.d)
		importAndOpen(t, b, s.URL, file, ev.ID, "en")
		openEventPage(t, b, s.URL, ev.ID, "en")
		startSharing(t, b, px.URL, "kup-2026", x.user, x.user+"-secret")
		syncStatus(t, b, "sync-status", "uptodate", "")
		phones = append(phones, b)
	}
	return c, s, ev, phones, pxs
}

// TestSyncSameLetterOffline: Bea and Cili took letter B without the server and each logged
// S1B. Every phone keeps both: one S1B in the log, the other kept aside and listed with its
// director's name beside the label, none left out, counted alike everywhere. Cili then taps
// "Renumber my rulings to letter C": the letter is claimed on the server, her ruling gets a
// copy S1C, her old S1B is revoked by her (recorded) and gives way to Bea's on every phone —
// though her phone's storage refused the revocation's first write.
func TestSyncSameLetterOffline(t *testing.T) {
	need(t)
	c, s, ev, phones, _ := sameLetterPhones(t, 1)
	names := []string{"Ana", "Bea", "Cili"}
	for i, b := range phones {
		got, took := waitConverged(t, b, s.URL, ev.ID, c, "kup-2026", 2, 0, 1)
		rows := waitRows(t, b, couchsync.KeyHoldClash, 1)
		inLog := incidentBy(t, b, "S1B")
		other := "Bea Tóth"
		if strings.Contains(inLog, "Bea Tóth") {
			other = "Cili Nagy"
		}
		if rows[0].Label != "S1B" || rows[0].By != other || !strings.Contains(rows[0].Text, other) || inLog == "" {
			t.Errorf("%s: the log's S1B %q, kept aside %+v; want both S1B told apart by name", names[i], inLog, rows)
		}
		t.Logf("%s: %+v in %v; S1B kept aside: %s", names[i], got, took.Round(100*time.Millisecond), rows[0].Text)
	}
	srv := readServer(t, c, "kup-2026")
	if len(srv.Incidents) != 3 {
		t.Fatalf("the server holds %d incidents, want 3", len(srv.Incidents))
	}

	// Cili's phone refuses the first write of her old S1B's revocation into its copy of the
	// database, as a busy phone's storage does now and then: the runner writes it again on its
	// own, though nothing changes the log after the renumbering
	ci := phones[2]
	var ciliOld string
	for id := range srv.Incidents {
		if serverIncident(t, c, "kup-2026", id).By == dirCili.ID {
			ciliOld = couchsync.IncidentDocID(id)
		}
	}
	failPutHook(t, ci)
	eval[bool](t, ci, `(() => { sessionStorage.setItem("arbiter.test.failput", `+strconv.Quote(ciliOld)+`); return true; })()`)
	openEventPage(t, ci, s.URL, ev.ID, "en")
	ci.waitJS(t, `document.getElementById("sync-renumber") !== null`)
	if got := ci.text(t, "#sync-renumber"); !strings.Contains(got, "letter C") {
		t.Errorf("the renumber button says %q, want letter C", got)
	}
	// which version of each ruling every phone's copy and the server hold, with their
	// conflicts: a version a phone lacks, one the server let win over the renumbering, or a
	// revocation Cili's phone kept (her log's list and status say which)
	versions := func() string {
		var out []string
		for j, p := range phones {
			out = append(out, names[j]+"'s copy: "+pouchVersions(t, p)+"\n  "+names[j]+"'s sync: "+p.text(t, "#sync"))
		}
		return strings.Join(out, "\n") + "\nCili's incidents: " + ci.text(t, "#incidents") +
			"\nthe server: " + serverVersions(t, c, "kup-2026")
	}
	begin := time.Now()
	ci.click(t, "sync-renumber")
	for i, b := range phones {
		got, _ := waitConverged(t, b, s.URL, ev.ID, c, "kup-2026", 3, 0, 1)
		labels, dup := phoneLabels(t, b)
		rows := waitRows(t, b, couchsync.KeyHoldRenamed, 1, versions)
		if !slicesEqual(labels, []string{"S1", "S1B", "S1C"}) || len(dup) > 0 || !strings.Contains(incidentBy(t, b, "S1B"), "Bea Tóth") ||
			!strings.Contains(incidentBy(t, b, "S1C"), "Cili Nagy") || rows[0].Label != "S1B" || rows[0].By != "Cili Nagy" || got.Letters != 1 {
			t.Errorf("%s after the renumbering: labels %v (twice %v), S1B %q, S1C %q, kept aside %+v, counts %+v", names[i], labels, dup,
				incidentBy(t, b, "S1B"), incidentBy(t, b, "S1C"), rows, got)
		}
	}
	t.Logf("renumbered and settled on every phone in %v", time.Since(begin).Round(100*time.Millisecond))
	if n := eval[int](t, ci, `parseInt(sessionStorage.getItem("arbiter.test.failedputs") || "0", 10)`); n != 1 {
		t.Errorf("Cili's phone refused %d writes of her old S1B's revocation, want 1", n)
	}
	srv = readServer(t, c, "kup-2026")
	var old eventlog.Incident
	for id := range srv.Incidents {
		in := serverIncident(t, c, "kup-2026", id)
		if in.By == dirCili.ID && in.Status == eventlog.Revoked {
			old = in
		}
	}
	if !eventlog.Renumbered(&old) || old.RevokedBy != dirCili.ID || old.RevokedAt == nil || eventlog.NumberLabel(old.SupersededBy) != "S1C" {
		t.Errorf("Cili's old S1B on the server: %+v, want revoked by her, superseded by S1C", old)
	}
	if len(srv.Incidents) != 4 || srv.Claims["series:C"] != 2 {
		t.Errorf("the server: %d incidents (want 4), claims %v (want series:C)", len(srv.Incidents), srv.Claims)
	}

	// a page closed after a pull took the renumbered ruling in and before it settled the clash:
	// the link still holds it as a clash, with nothing left to pull; the next page settles it
	a := phones[0]
	a.do(t, chromedp.Navigate(s.URL+"web/style.css")) // the site's origin without the app running
	// the links are kept as a JSON text inside go-app's JSON value
	flipped := eval[int](t, a, `(() => { const links = JSON.parse(JSON.parse(localStorage.getItem("arbiter.sync"))); let n = 0;
		for (const l of links) for (const id in (l.held || {})) if (l.held[id] === "`+couchsync.KeyHoldRenamed+`") { l.held[id] = "`+couchsync.KeyHoldClash+`"; n++; }
		localStorage.setItem("arbiter.sync", JSON.stringify(JSON.stringify(links))); return n; })()`)
	if flipped != 1 {
		t.Fatalf("Ana's link holds %d renumbered rulings, want 1: %s", flipped, eval[string](t, a, `localStorage.getItem("arbiter.sync")`))
	}
	openEventPage(t, a, s.URL, ev.ID, "en")
	if rows := waitRows(t, a, couchsync.KeyHoldRenamed, 1); rows[0].Label != "S1B" || rows[0].By != "Cili Nagy" {
		t.Errorf("Ana's page after a close before settling: kept aside %+v, want Cili's S1B as renumbered", rows)
	}
}

// serverIncident reads incident id from the server.
func serverIncident(t *testing.T, c *couch, db, id string) eventlog.Incident {
	t.Helper()
	b, _ := json.Marshal(rawDoc(t, c, db, couchsync.IncidentDocID(id)))
	d, err := couchsync.ParseDoc(b)
	if err != nil {
		t.Fatal(err)
	}
	return d.Incident
}

func slicesEqual(a, b []string) bool {
	a, b = append([]string(nil), a...), append([]string(nil), b...)
	sort.Strings(a)
	sort.Strings(b)
	return strings.Join(a, "\x00") == strings.Join(b, "\x00")
}

// threeShared is a server with ana, bea and cili, Ana's OCSB event shared by her with one ruling
// (S1), Bea and Cili joined by the join link, Bea with one ruling (S1B), every phone up to date.
func threeShared(t *testing.T) (c *couch, s *site, id string, a, b, ci *browser) {
	t.Helper()
	c, px, s := sharedCouch(t, "kup-2026", "ana", "bea", "cili")
	a, b, ci = syncPhone(t, s, px.URL), syncPhone(t, s, px.URL), syncPhone(t, s, px.URL)
	nameDirector(t, b, s.URL, "Bea Kiss")
	nameDirector(t, ci, s.URL, "Cili Nagy")
	id = anaShares(t, s, px.URL, a, "kup-2026")
	link := joinLink(s, px, "kup-2026")
	joinShared(t, b, link, "bea", "bea-secret", id)
	logZT(t, b, s.URL, "8", "2")
	joinShared(t, ci, link, "cili", "cili-secret", id)
	convergeAll(t, s, id, c, "kup-2026", 2, 0, 0, a, b, ci)
	return c, s, id, a, b, ci
}

// TestSyncAuthors: documents written straight into the server — a later version of Bea's S1B
// naming no author, a ruling S2B under Bea's name made by Ana's director ID, and one S3B under
// Bea's name naming no author. The rewritten S1B is held as a conflict, never taken, and Bea's
// phone writes her version back over it (the server holds her ruling again, listing the
// version written over): every phone still shows it as a conflict until a director settles it
// — Ana does, and the server names her as the one who settled it; S2B is a conflict on every
// phone; S3B, which names no other author, is taken by Ana's and Cili's phones and shown as a
// conflict on Bea's, whose "Not mine" revokes it for every phone, recorded as Bea's act.
func TestSyncAuthors(t *testing.T) {
	need(t)
	c, s, id, a, b, ci := threeShared(t)
	srv := readServer(t, c, "kup-2026")
	var anaID, beaID, beaInc string
	for _, d := range srv.Event.Directors {
		switch d.Name {
		case "Ana Tóth":
			anaID = d.ID
		case "Bea Kiss":
			beaID = d.ID
		}
	}
	for iid, label := range srv.Incidents {
		if label == "S1B" {
			beaInc = iid
		}
	}
	if anaID == "" || beaID == "" || beaInc == "" {
		t.Fatalf("the server's records: %+v", srv)
	}
	body, _ := json.Marshal(rawDoc(t, c, "kup-2026", couchsync.IncidentDocID(beaInc)))
	bd, err := couchsync.ParseDoc(body)
	if err != nil {
		t.Fatal(err)
	}
	// a later version of Bea's ruling, naming no author
	changed := bd.Incident
	changed.Notes = "rewritten on the server"
	changed = eventlog.NextIncident(bd.Incident, changed)
	cd := couchsync.Doc{Kind: couchsync.KindIncident, ID: bd.ID, CouchRev: bd.CouchRev, Incident: changed}
	c.put(t, "/kup-2026/"+bd.ID, couchAdmin, couchAdminPassword, string(cd.Body()))
	// rulings under Bea's name: one made by Ana's director ID, one naming no author
	forge := func(n int, notes, author string) string {
		in := bd.Incident
		in.ID, in.Number, in.Notes, in.Rev, in.Revs = fmt.Sprintf("forged%014d", n), eventlog.SeriesBlock+n, notes, "", nil
		in.StampFirst()
		d := couchsync.Doc{Kind: couchsync.KindIncident, ID: couchsync.IncidentDocID(in.ID), Incident: in, Author: author}
		c.put(t, "/kup-2026/"+d.ID, couchAdmin, couchAdminPassword, string(d.Body()))
		return in.ID
	}
	forge(2, "forged by another director", anaID)
	forged3 := forge(3, "forged naming nobody", "")

	// Bea's phone writes her version of S1B back over the one naming no author
	waitRestored(t, c, "kup-2026", beaInc, "rewritten on the server")
	names := map[*browser]string{a: "Ana", b: "Bea", ci: "Cili"}
	for _, x := range []*browser{a, ci, b} {
		want, aside, rows := 3, 1, 1
		if x == b {
			want, aside, rows = 2, 2, 2
		}
		got, took := waitConverged(t, x, s.URL, id, c, "kup-2026", want, 0, aside)
		shown := waitRows(t, x, couchsync.KeyHoldAuthor, rows)
		if inc := x.text(t, "#incidents"); strings.Contains(inc, "rewritten on the server") || strings.Contains(inc, "forged by another") {
			t.Errorf("%s: a version Bea did not make is shown as her ruling: %s", names[x], inc)
		}
		// the version written over stays a conflict on every phone, after the write-back
		over := waitRows(t, x, couchsync.KeyHoldOverruled, 1)
		for _, r := range over {
			if r.Key == couchsync.KeyHoldOverruled && r.Label != "S1B" {
				t.Errorf("%s: a version written over shown for %s, want S1B: %+v", names[x], r.Label, r)
			}
		}
		t.Logf("%s: %+v in %v; kept aside %+v", names[x], got, took.Round(100*time.Millisecond), shown)
	}
	if raw := rawDoc(t, c, "kup-2026", couchsync.IncidentDocID(beaInc)); raw["notes"] == "rewritten on the server" || raw[couchsync.OverruledField] == nil {
		t.Errorf("the server's S1B after the write-back: notes %v, overruled %v; want Bea's, listing the version written over", raw["notes"], raw[couchsync.OverruledField])
	}
	// the row and its button as Ana sees them, at 360 px in Serbian and Hungarian
	shots360(t, a, s.URL+"log/event?id="+id, "sync-overruled", `document.querySelector("#sync-rows li[data-key='`+couchsync.KeyHoldOverruled+`'] button") !== null`)
	// Ana settles it: gone from every phone; the server names her
	openEventPage(t, a, s.URL, id, "en")
	a.waitJS(t, `document.querySelector("#sync-rows li[data-key='`+couchsync.KeyHoldOverruled+`'] button") !== null`)
	eval[bool](t, a, `(() => { document.querySelector("#sync-rows li[data-key='`+couchsync.KeyHoldOverruled+`'] button").click(); return true; })()`)
	var settled struct {
		Overruled []couchsync.Overruled `json:"overruled"`
	}
	for end := time.Now().Add(2 * time.Minute); ; time.Sleep(300 * time.Millisecond) {
		couchGet(t, c, "/kup-2026/"+url.PathEscape(couchsync.IncidentDocID(beaInc)), &settled)
		if len(settled.Overruled) == 1 && settled.Overruled[0].SettledBy == anaID && settled.Overruled[0].Notes == "rewritten on the server" {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("the server's S1B after Ana settled it lists %+v, want the version written over settled by Ana (%s)", settled.Overruled, anaID)
		}
	}
	for _, x := range []*browser{a, ci, b} {
		// up to date with the record no longer held (counted in the log, not "in this phone's
		// version only"), and no row of it
		for end := time.Now().Add(2 * time.Minute); ; time.Sleep(500 * time.Millisecond) {
			want, aside := 3, 1
			if x == b {
				want, aside = 2, 2
			}
			got, _ := waitConverged(t, x, s.URL, id, c, "kup-2026", want, 0, aside)
			if got.Differ == 0 {
				waitRows(t, x, couchsync.KeyHoldOverruled, 0)
				break
			}
			if time.Now().After(end) {
				t.Fatalf("%s: S1B, settled by Ana, is still held: %+v; rows %+v", names[x], got, heldRows(t, x))
			}
		}
	}
	// Bea: "Not mine" on S3B
	openEventPage(t, b, s.URL, id, "en")
	b.waitJS(t, `document.querySelector("#sync-rows li[data-label='S3B'] button") !== null`)
	eval[bool](t, b, `(() => { document.querySelector("#sync-rows li[data-label='S3B'] button").click(); return true; })()`)
	for _, x := range []*browser{a, ci, b} {
		want, aside := 3, 1
		if x == b {
			want, aside = 2, 2
		}
		waitConverged(t, x, s.URL, id, c, "kup-2026", want, 0, aside)
		if x != b {
			revoked := eval[bool](t, x, `Array.from(document.querySelectorAll("#incidents li.incident")).some(li => li.classList.contains("revoked") && li.querySelector("h3 .label").textContent.trim() === "S3B")`)
			for end := time.Now().Add(time.Minute); !revoked && time.Now().Before(end); time.Sleep(300 * time.Millisecond) {
				revoked = eval[bool](t, x, `Array.from(document.querySelectorAll("#incidents li.incident")).some(li => li.classList.contains("revoked") && li.querySelector("h3 .label").textContent.trim() === "S3B")`)
			}
			if !revoked {
				t.Errorf("%s: S3B, disowned by Bea, is not shown revoked: %s", names[x], x.text(t, "#incidents"))
			}
		}
	}
	in := serverIncident(t, c, "kup-2026", forged3)
	if in.Status != eventlog.Revoked || in.RevokedBy != beaID || in.RevokedAt == nil {
		t.Errorf("S3B on the server: %+v, want revoked by Bea", in)
	}
}

// TestSyncTakeLetter: Bea and Cili took letter B without the server; Cili has logged nothing,
// so her event page offers "Take the letter C". Another director claimed C on the server a
// moment before (her phone has not heard of it): the tap claims C on the server, gets 409, and
// says the letter is taken; her letter stays B. Once the claim reached her phone the page
// offers D, which she takes: claimed on the server, and every phone names her with D.
func TestSyncTakeLetter(t *testing.T) {
	need(t)
	c, s, ev, phones, pxs := sameLetterPhones(t, 0)
	convergeAll(t, s, ev.ID, c, "kup-2026", 2, 0, 0, phones...)
	ci, pc := phones[2], pxs[2]
	openEventPage(t, ci, s.URL, ev.ID, "en")
	ci.waitJS(t, `document.getElementById("dir-take") !== null`)
	if got := ci.text(t, "#dir-take"); !strings.Contains(got, "letter C") {
		t.Fatalf("the page offers %q, want the letter C", got)
	}
	pc.Hold() // Cili's phone hears nothing of the claim below until she taps
	dora := eventlog.Director{ID: "dora01", Name: "Dóra Szabó"}
	c.put(t, "/kup-2026/series:C", couchAdmin, couchAdminPassword, string(couchsync.ClaimDoc(couchsync.Claim{Series: 2, Director: dora, Event: ev.ID})))
	begin := time.Now()
	ci.click(t, "dir-take")
	time.Sleep(time.Second)
	pc.Restore(t)
	ci.waitJS(t, `Array.from(document.querySelectorAll("p.error")).some(e => e.textContent.includes("already claimed"))`)
	if d, _ := func() (eventlog.Director, bool) {
		e := readServer(t, c, "kup-2026").Event
		return e.Director(dirCili.ID)
	}(); d.Series != 1 {
		t.Errorf("after the refusal Cili's letter on the server is %d, want 1 (B)", d.Series)
	}
	for end := time.Now().Add(2 * time.Minute); !strings.Contains(ci.text(t, "#dir-take"), "letter D"); time.Sleep(300 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("after the refusal the page offers %q, want the letter D", ci.text(t, "#dir-take"))
		}
	}
	ci.click(t, "dir-take")
	for end := time.Now().Add(2 * time.Minute); ; time.Sleep(300 * time.Millisecond) {
		srv := readServer(t, c, "kup-2026")
		d, _ := srv.Event.Director(dirCili.ID)
		if d.Series == 3 && srv.Claims["series:D"] == 3 {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("Cili's letter on the server %d, claims %v; want D (3), claimed; her page: %s · %s · %s", d.Series, srv.Claims,
				ci.text(t, "#directors"), eval[string](t, ci, `Array.from(document.querySelectorAll("p.error")).map(e => e.textContent).join(" | ")`), ci.text(t, "#sync-status"))
		}
	}
	for _, b := range phones {
		got, _ := waitConverged(t, b, s.URL, ev.ID, c, "kup-2026", 2, 0, 0)
		if got.Letters != 2 {
			t.Errorf("letters claimed %d, want 2 (C by another director, D by Cili)", got.Letters)
		}
	}
	t.Logf("refused, D taken and every phone up to date with the server %.1f s after the first tap on Take", time.Since(begin).Seconds())
}

// pouchVersions lists the incidents of the phone's copy of the shared database: ID, revision,
// number, director, status, the number that superseded it, and conflicting revisions.
func pouchVersions(t *testing.T, b *browser) string {
	t.Helper()
	return phoneCopy(t, b, `{include_docs: true, conflicts: true}`, `JSON.stringify(all.rows.filter(r => r.id.startsWith("inc:")).map(r =>
		[r.id, r.doc._rev, r.doc.number, r.doc.by, r.doc.status, r.doc.superseded_by || 0, r.doc._conflicts || []]))`)
}

// serverVersions is pouchVersions of the server's database.
func serverVersions(t *testing.T, c *couch, db string) string {
	t.Helper()
	var all struct {
		Rows []struct {
			ID  string `json:"id"`
			Doc struct {
				Rev          string   `json:"_rev"`
				Number       int      `json:"number"`
				By           string   `json:"by"`
				Status       string   `json:"status"`
				SupersededBy int      `json:"superseded_by"`
				Conflicts    []string `json:"_conflicts"`
			} `json:"doc"`
		} `json:"rows"`
	}
	couchGet(t, c, "/"+db+"/_all_docs?include_docs=true&conflicts=true", &all)
	var out []string
	for _, r := range all.Rows {
		if strings.HasPrefix(r.ID, "inc:") {
			out = append(out, fmt.Sprintf("%s %s S%d by %s %s superseded by %d conflicts %v", r.ID, r.Doc.Rev, r.Doc.Number, r.Doc.By, r.Doc.Status, r.Doc.SupersededBy, r.Doc.Conflicts))
		}
	}
	return strings.Join(out, "; ")
}

// failPutHook makes every page of b refuse, once, a write (put) into a PouchDB database of the
// document sessionStorage's "arbiter.test.failput" names when the write revokes it; the key is
// then removed, and sessionStorage's "arbiter.test.failedputs" counts the refusals (the pages
// reload). PouchDB sets put on each database it opens, so the hook wraps the constructor the
// vendored script hands to the page.
func failPutHook(t *testing.T, b *browser) {
	t.Helper()
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `(() => {
  let wrapped;
  Object.defineProperty(window, "PouchDB", {configurable: true, enumerable: true, get() { return wrapped; }, set(Real) {
    wrapped = class extends Real {
      constructor(...args) {
        super(...args);
        const put = this.put;
        this.put = function (doc, ...rest) {
          let id = "";
          try { id = sessionStorage.getItem("arbiter.test.failput") || ""; } catch (e) {}
          if (id !== "" && doc && doc._id === id && doc.status === "` + string(eventlog.Revoked) + `") {
            sessionStorage.removeItem("arbiter.test.failput");
            sessionStorage.setItem("arbiter.test.failedputs", String(1 + parseInt(sessionStorage.getItem("arbiter.test.failedputs") || "0", 10)));
            const e = new Error("the test refused this write");
            e.status = 500;
            e.name = "unknown_error";
            return Promise.reject(e);
          }
          return put.call(this, doc, ...rest);
        };
      }
    };
  }});
})();`}); err != nil {
		t.Fatal(err)
	}
}
