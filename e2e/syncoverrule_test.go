package e2e

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"arbiter/engine/couchsync"
	"arbiter/engine/eventlog"
)

// TestSyncOverruledJoiner: a later version of Bea's S1B naming no author is written straight
// into the server while her phone is offline. Cili, joining then, takes the event without it:
// a conflict she sees, never the ruling. Bea's phone, back online, writes her version back over
// it; Dora, joining after that, never saw the version written over, yet her phone shows it as a
// conflict like every other phone's, with Bea's ruling in the log, until a director settles it.
func TestSyncOverruledJoiner(t *testing.T) {
	need(t)
	x := shareApart(t, "kup-2026", "ana", "bea", "cili", "dora") // Cili and Dora behind Ana's proxy; Bea offline a while
	c, pa, pb, s, a, b, id := x.c, x.pa, x.pb, x.s, x.a, x.b, x.id
	logZT(t, b, s.URL, "8", "2")
	convergeAll(t, s, id, c, "kup-2026", 2, 0, 0, b, a)
	var beaInc string
	for iid, label := range readServer(t, c, "kup-2026").Incidents {
		if label == "S1B" {
			beaInc = iid
		}
	}
	if beaInc == "" {
		t.Fatalf("Bea's S1B is not on the server: %+v", readServer(t, c, "kup-2026"))
	}

	pb.Cut()
	body, _ := json.Marshal(rawDoc(t, c, "kup-2026", couchsync.IncidentDocID(beaInc)))
	bd, err := couchsync.ParseDoc(body)
	if err != nil {
		t.Fatal(err)
	}
	changed := bd.Incident
	changed.Notes = "rewritten on the server"
	changed = eventlog.NextIncident(bd.Incident, changed)
	cd := couchsync.Doc{Kind: couchsync.KindIncident, ID: bd.ID, CouchRev: bd.CouchRev, Incident: changed}
	c.put(t, "/kup-2026/"+bd.ID, couchAdmin, couchAdminPassword, string(cd.Body()))

	link := joinLink(s, pa, "kup-2026")
	rewritten := func(name string, x *browser) {
		t.Helper()
		if inc := x.text(t, "#incidents"); strings.Contains(inc, "rewritten on the server") {
			t.Errorf("%s: the version Bea did not make is shown as her ruling: %s", name, inc)
		}
	}
	ci := syncPhone(t, s, pa.URL)
	nameDirector(t, ci, s.URL, "Cili Nagy")
	begin := time.Now()
	joinShared(t, ci, link, "cili", "cili-secret", id)
	got, _ := waitConverged(t, ci, s.URL, id, c, "kup-2026", 1, 0, 1)
	rows := waitRows(t, ci, couchsync.KeyHoldAuthor, 1)
	if rows[0].Label != "S1B" {
		t.Errorf("Cili, joined while the server held the rewritten S1B: kept aside %+v, want S1B", rows)
	}
	rewritten("Cili", ci)
	t.Logf("Cili joined with the rewritten S1B on the server: %+v, %v from Join; kept aside %+v", got, time.Since(begin).Round(100*time.Millisecond), rows)

	pb.Restore(t)
	waitRestored(t, c, "kup-2026", beaInc, "rewritten on the server")
	d := syncPhone(t, s, pa.URL)
	nameDirector(t, d, s.URL, "Dora Szabó")
	begin = time.Now()
	joinShared(t, d, link, "dora", "dora-secret", id)
	names := map[*browser]string{a: "Ana", b: "Bea", ci: "Cili", d: "Dora"}
	for _, x := range []*browser{d, ci, a, b} {
		got, took := waitConverged(t, x, s.URL, id, c, "kup-2026", 2, 0, 0)
		over := waitRows(t, x, couchsync.KeyHoldOverruled, 1)
		for _, r := range over {
			if r.Key == couchsync.KeyHoldOverruled && (r.Label != "S1B" || !r.InLog || !strings.Contains(r.Text, "rewritten on the server")) {
				t.Errorf("%s: the version written over shown as %+v, want S1B's, Bea's ruling in the log", names[x], r)
			}
		}
		waitRows(t, x, couchsync.KeyHoldAuthor, 0)
		rewritten(names[x], x)
		t.Logf("%s: %+v in %v; rows %+v", names[x], got, took.Round(100*time.Millisecond), over)
	}
	t.Logf("Dora joined after the write-back: every phone shows the version written over %v after her Join", time.Since(begin).Round(100*time.Millisecond))
}
