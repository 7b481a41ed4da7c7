//go:build wasm

package couch

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
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
//
// This file holds the helpers the tests share and the tests of Load and of a local database;
// replication_wasm_test.go the tests of Sync and Info, resolve_wasm_test.go those of Resolve.

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

// startSync starts a replication that is cancelled when the test ends; PouchDB then reports
// the end of both directions, and the replication lets go of its handlers (not Cancel's
// fallback a minute later).
func startSync(t *testing.T, d *DB, url, user, pw string) (*Replication, *statuses) {
	t.Helper()
	s := newStatuses()
	r, err := Sync(d, url, user, pw, s.on)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		r.Cancel()
		select {
		case <-r.released:
		case <-time.After(10 * time.Second):
			t.Errorf("the replication with %s kept its handlers 10s after Cancel, want them released at PouchDB's last event", url)
		}
	})
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
