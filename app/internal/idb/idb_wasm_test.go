//go:build wasm

package idb

import (
	"context"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"syscall/js"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// Browser-side tests of the IndexedDB store (run in Chromium by e2e/wasm_test.go). Each test
// uses its own database name and deletes it.
//
// This file holds the helpers the tests share and the tests of the store's reads and writes
// (transactions, aborts, series and versions); the other *_wasm_test.go files test the
// upgrade from schema 1, imports, the events' files and a late opening.

func deleteDB(t *testing.T, name string) {
	t.Helper()
	done := make(chan struct{}, 1)
	req := js.Global().Get("indexedDB").Call("deleteDatabase", name)
	f := js.FuncOf(func(js.Value, []js.Value) any { done <- struct{}{}; return nil })
	defer f.Release()
	req.Set("onsuccess", f)
	req.Set("onerror", f)
	req.Set("onblocked", f)
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatalf("deleting %s timed out", name)
	}
}

// planOf reads an exported log and plans its import into st.
func planOf(t *testing.T, st eventlog.Store, data []byte) *eventlog.Plan {
	t.Helper()
	doc, err := eventlog.Parse(data, rulesets.Get)
	if err != nil {
		t.Fatal(err)
	}
	p, err := eventlog.NewPlan(context.Background(), st, doc)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func testDB(t *testing.T, name string) *Store {
	t.Helper()
	deleteDB(t, name)
	s, err := openVersion(name, idbVersion, rulesets.Get, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		s.db.Call("close")
		deleteDB(t, name)
	})
	return s
}

func sampleEvent(id string) eventlog.Event {
	return eventlog.Event{ID: id, Name: "Test " + id, Date: "2026-05-01", Ruleset: "nsbk", DataVersion: 1,
		Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 10, Participants: []eventlog.Participant{{Number: 1, Name: "A"}, {Number: 2, Name: "B"}}}
}

func sampleIncident(t *testing.T, event string) eventlog.Incident {
	t.Helper()
	rs, c := rulesets.Calculator("nsbk", "nsbk.lateness")
	vals := c.Inputs.Defaults()
	res, err := c.Run(engine.NewParams(rs, nil), vals)
	if err != nil {
		t.Fatalf("nsbk.lateness: no result with the defaults: %v", err)
	}
	return eventlog.Incident{Event: event, Time: 13000000, Round: 1, Table: 2, Calculator: c.ID, Values: vals,
		Result: eventlog.Summary(res), Parties: []eventlog.PartyRef{{Role: "offender", Number: 1}}, Status: eventlog.Active}
}

func TestIDBSaveLoad(t *testing.T) {
	s := testDB(t, "arbiter-test-saveload")
	ctx := context.Background()
	if err := s.PutEvent(ctx, sampleEvent("ev1")); err != nil {
		t.Fatal(err)
	}
	// fixed IDs (AddIncident keeps one it is given), so that the two stores' exports compare
	withID := func(i int) eventlog.Incident {
		in := sampleIncident(t, "ev1")
		in.ID = "ev1-inc-" + strconv.Itoa(i)
		return in
	}
	for i := 1; i <= 3; i++ {
		in, err := s.AddIncident(ctx, withID(i))
		if err != nil {
			t.Fatal(err)
		}
		if in.Number != i {
			t.Errorf("AddIncident #%d: number %d", i, in.Number)
		}
	}
	if _, err := s.Revoke(ctx, "ev1", 2, "", "wrong table", 13000100); err != nil {
		t.Fatal(err)
	}
	// a fourth after a revocation still gets the next number
	in4, err := s.AddIncident(ctx, withID(4))
	if err != nil || in4.Number != 4 {
		t.Fatalf("AddIncident after revoke = %d, %v; want 4", in4.Number, err)
	}
	got, err := s.ListIncidents(ctx, "ev1")
	if err != nil || len(got) != 4 {
		t.Fatalf("ListIncidents = %d, %v; want 4", len(got), err)
	}
	if got[1].Status != eventlog.Revoked || got[1].Reason != "wrong table" {
		t.Errorf("S2 = %+v, want revoked", got[1])
	}
	// the same content as the memory store given the same operations
	mem := eventlog.NewMem(rulesets.Get)
	mem.PutEvent(ctx, sampleEvent("ev1"))
	for i := 1; i <= 4; i++ {
		mem.AddIncident(ctx, withID(i))
	}
	mem.Revoke(ctx, "ev1", 2, "", "wrong table", 13000100)
	a, _ := eventlog.Export(ctx, s)
	b, _ := eventlog.Export(ctx, mem)
	if string(a) != string(b) {
		t.Errorf("IndexedDB export differs from the memory store's:\n%s\n%s", a, b)
	}
	// errors: unknown event, invalid incident
	if _, err := s.AddIncident(ctx, sampleIncident(t, "nope")); err == nil {
		t.Error("AddIncident to an unknown event succeeded")
	}
	bad := sampleIncident(t, "ev1")
	bad.Parties = []eventlog.PartyRef{{Role: "offender", Number: 9}}
	if _, err := s.AddIncident(ctx, bad); err == nil {
		t.Error("AddIncident with a participant not in the event succeeded")
	}
	if err := s.DeleteEvent(ctx, "ev1"); err != nil {
		t.Fatal(err)
	}
	if es, _ := s.ListEvents(ctx); len(es) != 0 {
		t.Errorf("after DeleteEvent: %d events", len(es))
	}
	_, is, _ := s.Snapshot(ctx, []string{"ev1"})
	if len(is) != 0 {
		t.Errorf("after DeleteEvent: %d incidents left", len(is))
	}
}

// An edit of an event that would leave one of its incidents invalid is refused in the same
// transaction, and the stored event stays as it was; an edit that keeps them valid is saved.
func TestIDBEditKeepsIncidentsValid(t *testing.T) {
	s := testDB(t, "arbiter-test-edit")
	ctx := context.Background()
	if err := s.PutEvent(ctx, sampleEvent("ev1")); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddIncident(ctx, sampleIncident(t, "ev1")); err != nil { // names participant 1
		t.Fatal(err)
	}
	drop := sampleEvent("ev1")
	drop.Participants = drop.Participants[1:]
	err := s.PutEvent(ctx, drop)
	var e *engine.Error
	if !errors.As(err, &e) || e.Key != eventlog.KeyEditBreaks {
		t.Fatalf("dropping participant 1 = %v; want %s", err, eventlog.KeyEditBreaks)
	}
	if got, _ := s.GetEvent(ctx, "ev1"); len(got.Participants) != 2 {
		t.Errorf("the refused edit was stored: %d participants", len(got.Participants))
	}
	if txt := engine.ErrorMessage(err, msg.SR, KeyStore); !strings.Contains(txt, "1") || strings.Contains(txt, "log.err") {
		t.Errorf("the message in Serbian = %q", txt)
	}
	ok := sampleEvent("ev1")
	ok.Name, ok.Participants = "Renamed", append(ok.Participants, eventlog.Participant{Number: 3, Name: "C"})
	if err := s.PutEvent(ctx, ok); err != nil {
		t.Fatalf("a valid edit: %v", err)
	}
	if got, _ := s.GetEvent(ctx, "ev1"); got.Name != "Renamed" {
		t.Errorf("the valid edit was not stored: %+v", got)
	}
}

// A transaction aborted after its writes were issued leaves nothing of them: an incident, and an
// import aborted half-way through its puts.
func TestIDBAbortMidSave(t *testing.T) {
	s := testDB(t, "arbiter-test-abort")
	ctx := context.Background()
	s.PutEvent(ctx, sampleEvent("ev1"))
	s.AddIncident(ctx, sampleIncident(t, "ev1"))
	before, _ := eventlog.Export(ctx, s)

	boom := errors.New("test abort")
	abortHook = func(op string) error {
		if op == "add-incident" || op == "apply-half" {
			return boom
		}
		return nil
	}
	defer func() { abortHook = nil }()
	if _, err := s.AddIncident(ctx, sampleIncident(t, "ev1")); !errors.Is(err, boom) {
		t.Errorf("aborted AddIncident: err = %v", err)
	}
	// an import of 40 incidents into a new event, aborted half-way
	mem := eventlog.NewMem(rulesets.Get)
	mem.PutEvent(ctx, sampleEvent("ev2"))
	for i := 0; i < 40; i++ {
		mem.AddIncident(ctx, sampleIncident(t, "ev2"))
	}
	data, _ := eventlog.Export(ctx, mem)
	plan := planOf(t, s, data)
	if _, err := s.Apply(ctx, plan); !errors.Is(err, boom) {
		t.Errorf("aborted Apply: err = %v", err)
	}
	after, _ := eventlog.Export(ctx, s)
	if string(before) != string(after) {
		t.Errorf("the log changed after aborted transactions:\n%s\n%s", before, after)
	}
	abortHook = nil
	// the same plan applies whole once nothing aborts
	if _, err := s.Apply(ctx, plan); err != nil {
		t.Fatal(err)
	}
	if is, _ := s.ListIncidents(ctx, "ev2"); len(is) != 40 {
		t.Errorf("after the import: %d incidents, want 40", len(is))
	}
	if n, err := s.CountIncidents(ctx, "ev2"); err != nil || n != 40 {
		t.Errorf("CountIncidents after the import = %d, %v; want 40", n, err)
	}
	if _, err := s.CountIncidents(ctx, "no-such-event"); err == nil {
		t.Error("CountIncidents of no event: no error")
	}
	// the event page's first reading: the newest n by number, and how many there are
	all, _ := s.ListIncidents(ctx, "ev2")
	for _, n := range []int{0, 1, 7, 40, 100} {
		ev, got, total, err := s.Newest(ctx, "ev2", n)
		want := all[len(all)-min(n, len(all)):]
		if err != nil || ev.ID != "ev2" || total != 40 || len(got) != len(want) {
			t.Fatalf("Newest(ev2, %d) = %q, %d incidents of %d, %v; want ev2, %d of 40", n, ev.ID, len(got), total, err, len(want))
		}
		for i := range got {
			if got[i].Number != want[i].Number || got[i].Rev != want[i].Rev {
				t.Errorf("Newest(ev2, %d)[%d] = %s, want %s", n, i, got[i].Label(), want[i].Label())
			}
		}
	}
	if _, _, _, err := s.Newest(ctx, "no-such-event", 5); err == nil {
		t.Error("Newest of no event: no error")
	}
	// an event read twice is decoded once (eventMemo); what a reader does to its copy is not
	// in the next reading
	e1, err1 := s.GetEvent(ctx, "ev2")
	e2, err2 := s.GetEvent(ctx, "ev2")
	if err1 != nil || err2 != nil || !reflect.DeepEqual(e1, e2) {
		t.Fatalf("GetEvent twice: %v, %v; equal %v", err1, err2, reflect.DeepEqual(e1, e2))
	}
	e1.Name = "changed by a reader"
	e1.Directors = append(e1.Directors, eventlog.Director{ID: "zz", Name: "Reader"})
	if len(e1.Participants) > 0 {
		e1.Participants[0].Name = "changed"
	}
	if e3, _ := s.GetEvent(ctx, "ev2"); !reflect.DeepEqual(e3, e2) {
		t.Errorf("a reader's change of its copy reached the next reading: %+v", e3)
	}
	if in, err := s.AddIncident(ctx, sampleIncident(t, "ev1")); err != nil || in.Number != 2 {
		t.Errorf("AddIncident after the aborts = S%d, %v; want S2", in.Number, err)
	}
}

// Two directors on one phone: AddIncident numbers each in their own series (S1, S2 … and S1B,
// S2B …, the highest of the series found by a key range, revoked ones included); PutEvent,
// PutIncident and Revoke store new versions that descend from the stored one; Apply writes a
// merge with a conflict. The IndexedDB store ends with the same log as the memory store given
// the same operations.
func TestIDBSeriesAndVersions(t *testing.T) {
	s := testDB(t, "arbiter-test-series")
	mem := eventlog.NewMem(rulesets.Get)
	ctx := context.Background()
	ev := sampleEvent("ev1")
	ev.Directors = []eventlog.Director{{ID: "ana", Name: "Ana", Series: 0}, {ID: "bea", Name: "Bea", Series: 1}}
	for _, st := range []eventlog.Store{s, mem} {
		if err := st.PutEvent(ctx, ev); err != nil {
			t.Fatal(err)
		}
		var labels []string
		for i, by := range []string{"ana", "bea", "bea", "ana"} {
			in := sampleIncident(t, "ev1")
			in.By, in.ID = by, "inc-"+strconv.Itoa(i)
			got, err := st.AddIncident(ctx, in)
			if err != nil {
				t.Fatal(err)
			}
			labels = append(labels, got.Label())
		}
		if _, err := st.Revoke(ctx, "ev1", eventlog.SeriesBlock+2, "bea", "wrong table", 13000100); err != nil {
			t.Fatal(err)
		}
		in := sampleIncident(t, "ev1")
		in.By, in.ID = "bea", "inc-4"
		got, err := st.AddIncident(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		labels = append(labels, got.Label())
		if want := "S1 S1B S2B S2 S3B"; strings.Join(labels, " ") != want {
			t.Errorf("%T: labels %v; want %s", st, labels, want)
		}
		// versions: an edit descends from the stored version
		old, _ := st.GetIncident(ctx, "ev1", 1)
		edit := old
		edit.Notes = "late by 4 minutes"
		if err := st.PutIncident(ctx, edit); err != nil {
			t.Fatal(err)
		}
		now, _ := st.GetIncident(ctx, "ev1", 1)
		if eventlog.RevGen(now.Rev) != 2 || len(now.Revs) != 1 || now.Revs[0] != old.Rev || now.ID != old.ID {
			t.Errorf("%T: the edit's version %s from %v; want generation 2 from %s", st, now.Rev, now.Revs, old.Rev)
		}
		rev, _ := st.GetIncident(ctx, "ev1", eventlog.SeriesBlock+2)
		if rev.Status != eventlog.Revoked || rev.RevokedBy != "bea" || eventlog.RevGen(rev.Rev) != 2 {
			t.Errorf("%T: the revoked S2B = %+v", st, rev)
		}
		renamed := ev
		renamed.Name = "Renamed"
		if err := st.PutEvent(ctx, renamed); err != nil {
			t.Fatal(err)
		}
		if e, _ := st.GetEvent(ctx, "ev1"); eventlog.RevGen(e.Rev) != 2 || len(e.Directors) != 2 {
			t.Errorf("%T: the edited event: version %s, directors %v", st, e.Rev, e.Directors)
		}
	}
	a, _ := eventlog.Export(ctx, s)
	b, _ := eventlog.Export(ctx, mem)
	if string(a) != string(b) {
		t.Errorf("IndexedDB and memory differ:\n%s\n%s", a, b)
	}
	// another phone edits S1 otherwise: merging its file leaves S1 in conflict, in both stores
	other := eventlog.NewMem(rulesets.Get)
	doc, _ := eventlog.Parse(b, rulesets.Get)
	p, _ := eventlog.NewPlan(ctx, other, doc)
	other.Apply(ctx, p)
	x, _ := other.GetIncident(ctx, "ev1", 1)
	x.Notes = "late by 6 minutes"
	if err := other.PutIncident(ctx, x); err != nil {
		t.Fatal(err)
	}
	// and S1 edited once more here
	for _, st := range []eventlog.Store{s, mem} {
		y, _ := st.GetIncident(ctx, "ev1", 1)
		y.Notes = "late by 5 minutes"
		if err := st.PutIncident(ctx, y); err != nil {
			t.Fatal(err)
		}
	}
	file, _ := eventlog.Export(ctx, other)
	for _, st := range []eventlog.Store{s, mem} {
		p := planOf(t, st, file)
		if len(p.Conflicts) != 1 || p.Conflicts[0].Number != 1 {
			t.Errorf("%T: conflicts %v; want S1", st, p.Conflicts)
		}
		if _, err := st.Apply(ctx, p); err != nil {
			t.Fatal(err)
		}
		if got, _ := st.GetIncident(ctx, "ev1", 1); len(got.Conflicts) != 1 {
			t.Errorf("%T: S1 after the merge has %d conflicting versions; want 1", st, len(got.Conflicts))
		}
	}
	a, _ = eventlog.Export(ctx, s)
	b, _ = eventlog.Export(ctx, mem)
	if string(a) != string(b) {
		t.Errorf("after the merge, IndexedDB and memory differ:\n%s\n%s", a, b)
	}
}
