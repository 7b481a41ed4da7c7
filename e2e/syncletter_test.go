package e2e

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"arbiter/engine/couchsync"
	"arbiter/engine/eventlog"
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

// waitRows waits until the phone lists n held rows of key.
func waitRows(t *testing.T, b *browser, key string, n int) []heldRowView {
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
			t.Fatalf("%d rows %s shown, want %d: %+v; sync: %s", k, key, n, rows, b.text(t, "#sync"))
		}
	}
}

// incidentBy is the director the open event page names for the incident of label ("" none).
func incidentBy(t *testing.T, b *browser, label string) string {
	t.Helper()
	return eval[string](t, b, fmt.Sprintf(`(() => { for (const li of document.querySelectorAll("#incidents li.incident")) {
		const l = li.querySelector("h3 .label"); if (l && l.textContent.trim() === %q) return li.textContent; } return ""; })()`, label))
}

// sharedPhones starts a server with ana, bea and cili, and three phones, each with the
// director of a file of event ev (chief, Bea, Cili) that holds that director's own incident:
// Bea and Cili joined the event without the server, both as B. Ana shares first, then Bea and
// Cili share their copies into the same database.
func sameLetterPhones(t *testing.T) (c *couch, s *site, ev eventlog.Event, phones []*browser) {
	t.Helper()
	c = startCouch(t)
	for _, u := range []string{"ana", "bea", "cili"} {
		c.addUser(t, u, u+"-secret")
	}
	c.addDB(t, "kup-2026", "ana", "bea", "cili")
	px := startProxy(t, strings.TrimPrefix(c.URL, "http://"))
	s = syncSite(t, px.URL)
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
		file := logFile(t, chiefLog(t, ev, extra, in), x.user+".json")
		b := syncPhone(t, s, px.URL)
		openWithLog(t, b, s.URL+"log")
		setDirector(t, b, x.d)
		importAndOpen(t, b, s.URL, file, ev.ID, "en")
		openEventPage(t, b, s.URL, ev.ID, "en")
		startSharing(t, b, px.URL, "kup-2026", x.user, x.user+"-secret")
		syncStatus(t, b, "sync-status", "uptodate", "")
		phones = append(phones, b)
	}
	return c, s, ev, phones
}

// TestSyncSameLetterOffline: Bea and Cili took letter B without the server and each logged
// S1B. Every phone keeps both: one S1B in the log, the other kept aside and listed with its
// director's name beside the label, none left out, counted alike everywhere. Cili then taps
// "Renumber my rulings to letter C": the letter is claimed on the server, her ruling gets a
// copy S1C, her old S1B is revoked by her (recorded) and gives way to Bea's on every phone.
func TestSyncSameLetterOffline(t *testing.T) {
	need(t)
	c, s, ev, phones := sameLetterPhones(t)
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

	ci := phones[2]
	openEventPage(t, ci, s.URL, ev.ID, "en")
	ci.waitJS(t, `document.getElementById("sync-renumber") !== null`)
	if got := ci.text(t, "#sync-renumber"); !strings.Contains(got, "letter C") {
		t.Errorf("the renumber button says %q, want letter C", got)
	}
	begin := time.Now()
	ci.click(t, "sync-renumber")
	for i, b := range phones {
		got, _ := waitConverged(t, b, s.URL, ev.ID, c, "kup-2026", 3, 0, 1)
		labels, dup := phoneLabels(t, b)
		rows := waitRows(t, b, couchsync.KeyHoldRenamed, 1)
		if !slicesEqual(labels, []string{"S1", "S1B", "S1C"}) || len(dup) > 0 || !strings.Contains(incidentBy(t, b, "S1B"), "Bea Tóth") ||
			!strings.Contains(incidentBy(t, b, "S1C"), "Cili Nagy") || rows[0].Label != "S1B" || rows[0].By != "Cili Nagy" || got.Letters != 1 {
			t.Errorf("%s after the renumbering: labels %v (twice %v), S1B %q, S1C %q, kept aside %+v, counts %+v", names[i], labels, dup,
				incidentBy(t, b, "S1B"), incidentBy(t, b, "S1C"), rows, got)
		}
	}
	t.Logf("renumbered and settled on every phone in %v", time.Since(begin).Round(100*time.Millisecond))
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
