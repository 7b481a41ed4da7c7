//go:build wasm

package couch

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"syscall/js"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/couchsync"
	"arbiter/engine/eventlog"
	"arbiter/engine/rulesets"
)

// Browser-side tests of the PouchDB driver, run in Chromium by e2e TestSyncWasm against a real
// pouchdb-server 4.2.0 behind a proxy the e2e test cuts and restores on request. The e2e test
// passes, as environment variables of this test binary:
//
//	POUCHDB_SRC   the URL of web/vendor/pouchdb-9.0.0.min.js (the tests load it with Load)
//	COUCH_URL     the server through the proxy, http://127.0.0.1:<port>
//	COUCH_DIRECT  the server itself
//	CONTROL       the page's own server: GET CONTROL/cut, /restore cut and restore the proxy,
//	              /count?db=<db> answers {"docs":n,"conflicts":m} as the admin counts them
//
// and has made the users ana (member of ev-sync, ev-cut, ev-conflict, ev-resolve and ev-bench, which holds
// an event and 1,000 incidents) and bob (member of ev-bob). Without them the tests skip.

var (
	pouchSrc  = os.Getenv("POUCHDB_SRC")
	couchURL  = os.Getenv("COUCH_URL")
	couchDir  = os.Getenv("COUCH_DIRECT")
	control   = os.Getenv("CONTROL")
	loadError error
	loaded    bool
)

const (
	ana, anaPW = "ana", "ana-pw"
	waitLong   = 60 * time.Second
)

// need loads PouchDB once, or skips without the e2e test's server.
func need(t *testing.T) {
	t.Helper()
	if couchURL == "" || pouchSrc == "" {
		t.Skip("no server: these tests run in e2e TestSyncWasm")
	}
	if !loaded {
		loaded, loadError = true, Load(pouchSrc)
	}
	if loadError != nil {
		t.Fatal(loadError)
	}
}

// localDB opens a fresh local database, destroyed when the test ends.
func localDB(t *testing.T, name string) *DB {
	t.Helper()
	d, err := Open(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Destroy(); err != nil { // what an earlier run left
		t.Fatal(err)
	}
	if d, err = Open(name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Destroy() })
	return d
}

func sampleEvent(t *testing.T, id string) eventlog.Event {
	ev := eventlog.Event{ID: id, Name: "Pairs cup", Date: "2026-05-01", Ruleset: "nsbk", DataVersion: 1,
		Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 10,
		Participants: []eventlog.Participant{{Number: 1, Name: "A"}, {Number: 2, Name: "B"}},
		Directors:    []eventlog.Director{{ID: "chief", Name: "Ana"}}}
	ev.StampFirst()
	return ev
}

func sampleIncident(t *testing.T, ev *eventlog.Event, n int) eventlog.Incident {
	rs, c := rulesets.Calculator("nsbk", "nsbk.lateness")
	vals := c.Inputs.Defaults()
	res, err := c.Run(engine.NewParams(rs, nil), vals)
	if err != nil {
		t.Fatal(err)
	}
	in := eventlog.Incident{Event: ev.ID, Number: n, Time: 13000000, Round: 1, Table: 2, Calculator: c.ID,
		Values: vals, Result: eventlog.Summary(res), Parties: []eventlog.PartyRef{{Role: "offender", Number: 1}},
		Status: eventlog.Active, By: "chief", ID: fmt.Sprintf("%s.%d", ev.ID, n)}
	in.StampFirst()
	return in
}

// putLog writes an event and n incidents to d as PutRecord does for the app.
func putLog(t *testing.T, d *DB, ev eventlog.Event, from, n int) {
	t.Helper()
	if _, err := d.PutRecord(couchsync.Doc{Kind: couchsync.KindEvent, ID: couchsync.EventDocID, Event: ev}); err != nil {
		t.Fatal(err)
	}
	var bodies [][]byte
	for i := from; i < from+n; i++ {
		bodies = append(bodies, couchsync.IncidentDoc(sampleIncident(t, &ev, i)))
	}
	if len(bodies) == 0 {
		return
	}
	res, err := d.BulkDocs(bodies)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range res {
		if r.Err != nil {
			t.Fatalf("bulkDocs %s: %v", r.ID, r.Err)
		}
	}
}

// statuses collects a replication's statuses for waitFor.
type statuses struct {
	ch  chan Status
	all []Status
}

func newStatuses() *statuses { return &statuses{ch: make(chan Status, 10000)} }

func (s *statuses) on(st Status) {
	select {
	case s.ch <- st:
	default:
	}
}

// waitFor waits for a status that ok accepts (statuses already seen count too).
func (s *statuses) waitFor(t *testing.T, what string, timeout time.Duration, ok func(Status) bool) Status {
	t.Helper()
	for _, st := range s.all {
		if ok(st) {
			return st
		}
	}
	end := time.After(timeout)
	for {
		select {
		case st := <-s.ch:
			s.all = append(s.all, st)
			if ok(st) {
				return st
			}
		case <-end:
			t.Fatalf("no status %s in %v; seen: %+v", what, timeout, s.all)
		}
	}
}

func upToDate(st Status) bool { return st.State == Paused && st.Reason == "" }

// startSync starts a replication that is cancelled when the test ends.
func startSync(t *testing.T, d *DB, url, user, pw string) (*Replication, *statuses) {
	t.Helper()
	s := newStatuses()
	r, err := Sync(d, url, user, pw, s.on)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Cancel() })
	return r, s
}

// waitDocs waits until d holds n documents.
func waitDocs(t *testing.T, d *DB, n int, timeout time.Duration) {
	t.Helper()
	end := time.Now().Add(timeout)
	for {
		info, err := d.Info()
		if err != nil {
			t.Fatal(err)
		}
		if info.Docs == n {
			return
		}
		if time.Now().After(end) {
			t.Fatalf("%s holds %d documents after %v, want %d", d.Name, info.Docs, timeout, n)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// get fetches a control URL of the e2e test.
func get(t *testing.T, path string) []byte {
	t.Helper()
	v, err := await(js.Global().Call("fetch", control+path), CallTimeout)
	if err != nil {
		t.Fatalf("control %s: %v", path, err)
	}
	if !v.Get("ok").Bool() {
		t.Fatalf("control %s: %d", path, v.Get("status").Int())
	}
	txt, err := await(v.Call("text"), CallTimeout)
	if err != nil {
		t.Fatal(err)
	}
	return []byte(txt.String())
}

// serverCount is what the admin counts in db on the server.
func serverCount(t *testing.T, db string) (docs, conflicts int) {
	var c struct{ Docs, Conflicts int }
	if err := json.Unmarshal(get(t, "/count?db="+db), &c); err != nil {
		t.Fatal(err)
	}
	return c.Docs, c.Conflicts
}

// TestLoad (first of the browser tests: nothing has loaded PouchDB yet): without the script
// nothing opens; a script that is not there is an error, not a hang; then the vendored one loads.
func TestLoad(t *testing.T) {
	if couchURL == "" || pouchSrc == "" {
		t.Skip("no server: these tests run in e2e TestSyncWasm")
	}
	if loaded {
		t.Skip("PouchDB already loaded")
	}
	if Available() {
		t.Fatal("PouchDB is on the page before Load")
	}
	if _, err := Open("arbiter-test-none"); !errors.Is(err, ErrNoPouchDB) {
		t.Errorf("Open without PouchDB: %v, want ErrNoPouchDB", err)
	}
	if _, err := Sync(&DB{}, couchURL+"/ev-sync", ana, anaPW, nil); !errors.Is(err, ErrNoPouchDB) {
		t.Errorf("Sync without PouchDB: %v, want ErrNoPouchDB", err)
	}
	begin := time.Now()
	if err := Load("/no-such-script.js"); err == nil || Available() {
		t.Errorf("Load of a missing script: %v", err)
	}
	if d := time.Since(begin); d > LoadTimeout/2 {
		t.Errorf("Load of a missing script took %v", d)
	}
	need(t)
	if !Available() {
		t.Fatal("PouchDB is not there after Load")
	}
	if err := Load(pouchSrc); err != nil {
		t.Errorf("Load again: %v", err)
	}
}

// TestLocalDB: Put, Get, BulkDocs, AllDocs, Changes and PutRecord on a local database.
func TestLocalDB(t *testing.T) {
	need(t)
	d := localDB(t, "arbiter-test-local")
	ev := sampleEvent(t, "elocal")
	rev, err := d.Put(couchsync.EventDoc(ev))
	if err != nil || rev == "" {
		t.Fatalf("Put: %q %v", rev, err)
	}
	b, err := d.Get(couchsync.EventDocID, GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	doc, err := couchsync.ParseDoc(b)
	if err != nil || doc.CouchRev != rev || doc.Event.Name != ev.Name {
		t.Fatalf("Get: %+v %v", doc.CouchRev, err)
	}
	var pe *Error
	if _, err := d.Get("inc:none", GetOptions{}); !errors.As(err, &pe) || !pe.NotFound() {
		t.Errorf("Get of a missing document: %v, want NotFound", err)
	}
	if _, err := d.Put(couchsync.EventDoc(ev)); !errors.As(err, &pe) || !pe.Conflict() {
		t.Errorf("Put without _rev over a stored document: %v, want Conflict", err)
	}
	putLog(t, d, ev, 1, 3)
	rows, err := d.AllDocs()
	if err != nil || len(rows) != 4 {
		t.Fatalf("AllDocs: %d rows, %v", len(rows), err)
	}
	ch, err := d.Changes("", 0)
	if err != nil || len(ch.Results) != 4 || ch.LastSeq == "" {
		t.Fatalf("Changes: %+v %v", ch, err)
	}
	for _, c := range ch.Results {
		if _, err := couchsync.ParseDoc(c.Doc); err != nil || c.Conflicts || c.Deleted {
			t.Errorf("change %s: %v", c.ID, err)
		}
	}
	more, err := d.Changes(ch.LastSeq, 0)
	if err != nil || len(more.Results) != 0 {
		t.Errorf("Changes since the last: %d, %v", len(more.Results), err)
	}
	// PutRecord of a new version merges with the stored one: written once, then nothing.
	in := sampleIncident(t, &ev, 2)
	edit := in
	edit.Notes = "edited"
	next := eventlog.NextIncident(in, edit)
	stored, err := d.PutRecord(couchsync.Doc{Kind: couchsync.KindIncident, ID: couchsync.IncidentDocID(in.ID), Incident: next})
	if err != nil || stored.Incident.Notes != "edited" || stored.Incident.Rev != next.Rev {
		t.Fatalf("PutRecord: %+v %v", stored.Incident.Notes, err)
	}
	again, err := d.PutRecord(couchsync.Doc{Kind: couchsync.KindIncident, ID: couchsync.IncidentDocID(in.ID), Incident: in})
	if err != nil || again.CouchRev != stored.CouchRev || again.Incident.Notes != "edited" {
		t.Errorf("PutRecord of the older version: rev %s (was %s), notes %q, %v", again.CouchRev, stored.CouchRev, again.Incident.Notes, err)
	}
	after, _ := d.Changes(ch.LastSeq, 0)
	if len(after.Results) != 1 {
		t.Errorf("%d changes after two PutRecords, want 1 (the older version wrote nothing)", len(after.Results))
	}
}

// TestSyncTwoPhones: phone A's records go to the server and from it to phone B; B sees them
// all, as A wrote them.
func TestSyncTwoPhones(t *testing.T) {
	need(t)
	a := localDB(t, "arbiter-test-phone-a")
	b := localDB(t, "arbiter-test-phone-b")
	ev := sampleEvent(t, "esync")
	putLog(t, a, ev, 1, 5)
	ra, sa := startSync(t, a, couchURL+"/ev-sync", ana, anaPW)
	st := sa.waitFor(t, "up to date (A)", waitLong, upToDate)
	if st.Pushed != 6 || st.LastSynced.IsZero() {
		t.Errorf("A up to date: %+v, want 6 documents pushed and a last-synced time", st)
	}
	if docs, conflicts := serverCount(t, "ev-sync"); docs != 6 || conflicts != 0 {
		t.Errorf("server holds %d documents (%d in conflict), want 6", docs, conflicts)
	}
	_, sb := startSync(t, b, couchURL+"/ev-sync", ana, anaPW)
	st = sb.waitFor(t, "up to date (B)", waitLong, func(s Status) bool { return upToDate(s) && s.Pulled == 6 })
	if st.Pending > 0 {
		t.Errorf("B up to date with %d pending", st.Pending)
	}
	rows, err := b.AllDocs()
	if err != nil || len(rows) != 6 {
		t.Fatalf("B holds %d documents, %v", len(rows), err)
	}
	for _, r := range rows {
		d, err := couchsync.ParseDoc(r.Doc)
		if err != nil {
			t.Errorf("B's %s: %v", r.ID, err)
			continue
		}
		want, _ := a.Get(r.ID, GetOptions{})
		w, _ := couchsync.ParseDoc(want)
		if string(d.Body()) != string(w.Body()) {
			t.Errorf("B's %s differs from A's", r.ID)
		}
	}
	// Live: a record A logs now reaches B.
	putLog(t, a, ev, 6, 1)
	waitDocs(t, b, 7, waitLong)
	if err := ra.Cancel(); err != nil {
		t.Error(err)
	}
	if st := ra.Status(); st.State != Stopped {
		t.Errorf("A after Cancel: %+v", st)
	}
}

// TestSyncWrongPassword: a wrong password stops the replication with "auth" (401) and the
// phone's records stay.
func TestSyncWrongPassword(t *testing.T) {
	need(t)
	d := localDB(t, "arbiter-test-wrongpw")
	putLog(t, d, sampleEvent(t, "ewrong"), 1, 2)
	r, s := startSync(t, d, couchURL+"/ev-sync", ana, "not-the-password")
	st := s.waitFor(t, "error", waitLong, func(s Status) bool { return s.State == Failed })
	if st.Reason != couchsync.Auth || st.HTTPStatus != 401 {
		t.Errorf("wrong password: %+v, want %s 401", st, couchsync.Auth)
	}
	select {
	case <-r.Done():
	case <-time.After(5 * time.Second):
		t.Error("the replication did not stop on a wrong password")
	}
	if info, err := d.Info(); err != nil || info.Docs != 3 {
		t.Errorf("after the failed sync the phone holds %d documents, %v; want 3", info.Docs, err)
	}
}

// TestRemoteInfo: a server's database answers Info with its counts, and a wrong password, a
// database the user is not a member of and a missing database with their reasons (one request
// each: the app signs in with it before a replication sends several).
func TestRemoteInfo(t *testing.T) {
	need(t)
	for _, tc := range []struct {
		db, user, pw, reason string
	}{
		{"ev-sync", ana, anaPW, ""},
		{"ev-sync", ana, "not-the-password", couchsync.Auth},
		{"ev-bob", ana, anaPW, couchsync.Forbidden},
		{"ev-none", ana, anaPW, couchsync.Missing},
	} {
		r, err := OpenRemote(couchURL+"/"+tc.db, tc.user, tc.pw)
		if err != nil {
			t.Fatal(err)
		}
		_, err = r.Info()
		got := ""
		var pe *Error
		if errors.As(err, &pe) {
			got = pe.Reason()
		} else if err != nil {
			got = "not a PouchDB error: " + err.Error()
		}
		if got != tc.reason {
			t.Errorf("Info of %s as %s/%s: %v (reason %q), want %q", tc.db, tc.user, tc.pw, err, got, tc.reason)
		}
	}
}

// TestSyncForbidden: a database the user is not a member of stops it with "forbidden".
func TestSyncForbidden(t *testing.T) {
	need(t)
	d := localDB(t, "arbiter-test-forbidden")
	putLog(t, d, sampleEvent(t, "eforb"), 1, 1)
	_, s := startSync(t, d, couchURL+"/ev-bob", ana, anaPW)
	st := s.waitFor(t, "error", waitLong, func(s Status) bool { return s.State == Failed })
	if st.Reason != couchsync.Forbidden || st.HTTPStatus != 401 {
		t.Errorf("not a member: %+v, want %s (pouchdb-server answers 401)", st, couchsync.Forbidden)
	}
	if docs, _ := serverCount(t, "ev-bob"); docs != 0 {
		t.Errorf("ev-bob holds %d documents after ana's sync, want 0", docs)
	}
	if info, _ := d.Info(); info.Docs != 2 {
		t.Errorf("the phone holds %d documents, want 2", info.Docs)
	}
}

// TestSyncMissing: a database that does not exist pauses it with "missing", retrying.
func TestSyncMissing(t *testing.T) {
	need(t)
	d := localDB(t, "arbiter-test-missing")
	_, s := startSync(t, d, couchURL+"/ev-none", ana, anaPW)
	st := s.waitFor(t, "paused on an error", waitLong, func(s Status) bool { return s.State == Paused && s.Reason != "" })
	if st.Reason != couchsync.Missing || st.HTTPStatus != 404 {
		t.Errorf("missing database: %+v, want %s 404", st, couchsync.Missing)
	}
}

// TestSyncCut: the connection is cut in the middle of pushing 500 documents; the replication
// pauses as unreachable, keeps what the phone logs meanwhile, resumes after the restore and
// ends with every document on the server once, and on a second phone once.
func TestSyncCut(t *testing.T) {
	need(t)
	a := localDB(t, "arbiter-test-cut-a")
	ev := sampleEvent(t, "ecut")
	putLog(t, a, ev, 1, 500)
	restored := false
	t.Cleanup(func() {
		if !restored {
			get(t, "/restore")
		}
	})
	_, s := startSync(t, a, couchURL+"/ev-cut", ana, anaPW)
	st := s.waitFor(t, "a first batch pushed", waitLong, func(s Status) bool { return s.Pushed > 0 })
	get(t, "/cut")
	t.Logf("cut after %d of 501 documents pushed", st.Pushed)
	st = s.waitFor(t, "unreachable", waitLong, func(s Status) bool { return s.State == Paused && s.Reason == couchsync.Unreachable })
	if st.HTTPStatus != 0 {
		t.Errorf("unreachable with status %d", st.HTTPStatus)
	}
	putLog(t, a, ev, 501, 20) // logged while cut off
	time.Sleep(2 * time.Second)
	get(t, "/restore")
	restored = true
	s.waitFor(t, "up to date after the restore", 2*MaxBackOff+waitLong, func(s Status) bool {
		return upToDate(s) && s.Pushed >= 521
	})
	docs, conflicts := serverCount(t, "ev-cut")
	if docs != 521 || conflicts != 0 {
		t.Errorf("server holds %d documents (%d in conflict), want 521 once each", docs, conflicts)
	}
	b := localDB(t, "arbiter-test-cut-b")
	_, sb := startSync(t, b, couchURL+"/ev-cut", ana, anaPW)
	sb.waitFor(t, "B up to date", waitLong, func(s Status) bool { return upToDate(s) && s.Pulled >= 521 })
	rows, err := b.AllDocs()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, r := range rows {
		if seen[r.ID] {
			t.Errorf("B holds %s twice", r.ID)
		}
		seen[r.ID] = true
	}
	if len(rows) != 521 {
		t.Errorf("B holds %d documents, want 521", len(rows))
	}
}

// TestSyncConflict: two phones edit one incident while apart; after both sync, CouchDB holds a
// conflict that Resolve on one phone turns into one record with both versions kept, and the
// other phone gets that record.
func TestSyncConflict(t *testing.T) {
	need(t)
	a := localDB(t, "arbiter-test-conf-a")
	b := localDB(t, "arbiter-test-conf-b")
	ev := sampleEvent(t, "econf")
	putLog(t, a, ev, 1, 1)
	ra, sa := startSync(t, a, couchURL+"/ev-conflict", ana, anaPW)
	sa.waitFor(t, "A up to date", waitLong, upToDate)
	rb, sb := startSync(t, b, couchURL+"/ev-conflict", ana, anaPW)
	sb.waitFor(t, "B up to date", waitLong, func(s Status) bool { return upToDate(s) && s.Pulled == 2 })
	ra.Cancel()
	rb.Cancel()

	in := sampleIncident(t, &ev, 1)
	id := couchsync.IncidentDocID(in.ID)
	for _, p := range []struct {
		d    *DB
		note string
	}{{a, "seen by A"}, {b, "seen by B"}} {
		e := in
		e.Notes = p.note
		if _, err := p.d.PutRecord(couchsync.Doc{Kind: couchsync.KindIncident, ID: id, Incident: eventlog.NextIncident(in, e)}); err != nil {
			t.Fatal(err)
		}
	}
	_, sa = startSync(t, a, couchURL+"/ev-conflict", ana, anaPW)
	sa.waitFor(t, "A up to date again", waitLong, func(s Status) bool { return upToDate(s) && s.Pushed == 1 })
	_, sb = startSync(t, b, couchURL+"/ev-conflict", ana, anaPW)
	sb.waitFor(t, "B up to date again", waitLong, func(s Status) bool { return upToDate(s) && s.Pushed == 1 && s.Pulled == 1 })
	if _, conflicts := serverCount(t, "ev-conflict"); conflicts != 1 {
		t.Fatalf("server: %d documents in conflict, want 1 (the setup of this test)", conflicts)
	}
	res, ok, err := b.Resolve(id)
	if err != nil || !ok {
		t.Fatalf("Resolve on B: %v %v", ok, err)
	}
	m := res.Doc.Incident
	if len(m.Conflicts) != 1 || map[string]bool{m.Notes: true, m.Conflicts[0].Notes: true}["seen by A"] != true {
		t.Fatalf("resolved record: notes %q, %d conflicts; want both phones' versions", m.Notes, len(m.Conflicts))
	}
	// A gets B's resolution: one revision, the merged record.
	end := time.Now().Add(waitLong)
	for {
		body, err := a.Get(id, GetOptions{Conflicts: true})
		if err != nil {
			t.Fatal(err)
		}
		d, err := couchsync.ParseDoc(body)
		var head struct {
			Conflicts []string `json:"_conflicts"`
		}
		json.Unmarshal(body, &head)
		if err == nil && len(head.Conflicts) == 0 && len(d.Incident.Conflicts) == 1 {
			if d.Incident.Rev != m.Rev {
				t.Errorf("A's record %s, B's %s", d.Incident.Rev, m.Rev)
			}
			break
		}
		if time.Now().After(end) {
			t.Fatalf("A never got the resolved record: %s", body)
		}
		time.Sleep(200 * time.Millisecond)
	}
	if _, conflicts := serverCount(t, "ev-conflict"); conflicts != 0 {
		t.Errorf("server: %d documents still in conflict after Resolve", conflicts)
	}
}

// TestPull1000: how long a fresh phone takes to get an event of 1,000 incidents from the
// server (ev-bench, filled by the e2e test), three times; printed as "BENCH" lines the e2e test
// reports.
func TestPull1000(t *testing.T) {
	need(t)
	for run := 1; run <= 3; run++ {
		name := "arbiter-test-bench-" + strconv.Itoa(run)
		d := localDB(t, name)
		begin := time.Now()
		r, s := startSync(t, d, couchDir+"/ev-bench", ana, anaPW)
		st := s.waitFor(t, "up to date", 3*waitLong, func(s Status) bool { return upToDate(s) && s.Pulled >= 1001 })
		took := time.Since(begin)
		r.Cancel()
		info, err := d.Info()
		if err != nil || info.Docs != 1001 {
			t.Fatalf("run %d: %d documents, %v", run, info.Docs, err)
		}
		ch, err := d.Changes("", 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range ch.Results {
			if _, err := couchsync.ParseDoc(c.Doc); err != nil {
				t.Fatalf("run %d: %s: %v", run, c.ID, err)
			}
		}
		fmt.Printf("BENCH pull-1000 run %d: %d ms (%d documents, %d pulled)\n", run, took.Milliseconds(), info.Docs, st.Pulled)
	}
}

// hasConflict reports whether d's document id has conflicting revisions.
func hasConflict(t *testing.T, d *DB, id string) bool {
	t.Helper()
	body, err := d.Get(id, GetOptions{Conflicts: true})
	if err != nil {
		t.Fatal(err)
	}
	var head struct {
		Conflicts []string `json:"_conflicts"`
	}
	json.Unmarshal(body, &head)
	return len(head.Conflicts) > 0
}

// TestResolveOnBothPhones: two phones that both hold a conflict resolve it while offline; they
// write the same revision (the same merged body on the same winner), so after both sync again
// the server holds one revision and no conflict.
func TestResolveOnBothPhones(t *testing.T) {
	need(t)
	a := localDB(t, "arbiter-test-both-a")
	b := localDB(t, "arbiter-test-both-b")
	ev := sampleEvent(t, "eboth")
	putLog(t, a, ev, 1, 1)
	url := couchURL + "/ev-resolve"
	ra, sa := startSync(t, a, url, ana, anaPW)
	sa.waitFor(t, "A up to date", waitLong, upToDate)
	rb, sb := startSync(t, b, url, ana, anaPW)
	sb.waitFor(t, "B up to date", waitLong, func(s Status) bool { return upToDate(s) && s.Pulled == 2 })
	ra.Cancel()
	rb.Cancel()
	in := sampleIncident(t, &ev, 1)
	id := couchsync.IncidentDocID(in.ID)
	for _, p := range []struct {
		d    *DB
		note string
	}{{a, "A's note"}, {b, "B's note"}} {
		e := in
		e.Notes = p.note
		if _, err := p.d.PutRecord(couchsync.Doc{Kind: couchsync.KindIncident, ID: id, Incident: eventlog.NextIncident(in, e)}); err != nil {
			t.Fatal(err)
		}
	}
	// Both phones come to hold both edits, then go offline again. "Up to date" can be
	// reported before a pull of the other phone's edit has landed (seen once in CI): sync
	// again, a few rounds at most.
	for round := 0; round < 5 && !(hasConflict(t, a, id) && hasConflict(t, b, id)); round++ {
		for _, d := range []*DB{a, b, a} {
			r, s := startSync(t, d, url, ana, anaPW)
			s.waitFor(t, "up to date", waitLong, upToDate)
			r.Cancel()
		}
	}
	if !hasConflict(t, a, id) || !hasConflict(t, b, id) {
		t.Fatalf("the phones do not both hold the conflict (A %v, B %v): the setup of this test", hasConflict(t, a, id), hasConflict(t, b, id))
	}
	resA, okA, errA := a.Resolve(id)
	resB, okB, errB := b.Resolve(id)
	if errA != nil || errB != nil || !okA || !okB {
		t.Fatalf("Resolve: A %v %v, B %v %v", okA, errA, okB, errB)
	}
	if resA.Doc.CouchRev != resB.Doc.CouchRev || string(resA.Put) != string(resB.Put) {
		t.Errorf("the phones resolved to different revisions: A %s, B %s", resA.Doc.CouchRev, resB.Doc.CouchRev)
	}
	for _, d := range []*DB{a, b, a} {
		r, s := startSync(t, d, url, ana, anaPW)
		s.waitFor(t, "up to date after resolving", waitLong, upToDate)
		r.Cancel()
	}
	if _, conflicts := serverCount(t, "ev-resolve"); conflicts != 0 {
		t.Errorf("server: %d documents in conflict after both phones resolved", conflicts)
	}
	if hasConflict(t, a, id) || hasConflict(t, b, id) {
		t.Errorf("a phone still holds a conflict (A %v, B %v)", hasConflict(t, a, id), hasConflict(t, b, id))
	}
	body, _ := a.Get(id, GetOptions{})
	d, err := couchsync.ParseDoc(body)
	if err != nil || len(d.Incident.Conflicts) != 1 {
		t.Errorf("A's record after all: %v, %d versions in conflict, want both notes kept", err, len(d.Incident.Conflicts))
	}
}
