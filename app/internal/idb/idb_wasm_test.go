//go:build wasm

package idb

import (
	"context"
	_ "embed"
	"errors"
	"strconv"
	"strings"
	"syscall/js"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	golden "arbiter/engine/eventlog/testdata"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// Browser-side tests of the IndexedDB store (run in Chromium by e2e/wasm_test.go). Each test
// uses its own database name and deletes it.

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

func testDB(t *testing.T, name string) *Store {
	t.Helper()
	deleteDB(t, name)
	s, err := openVersion(name, idbVersion, rulesets.Get, nil)
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
	for i := 1; i <= 3; i++ {
		in, err := s.AddIncident(ctx, sampleIncident(t, "ev1"))
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
	in4, err := s.AddIncident(ctx, sampleIncident(t, "ev1"))
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
	for i := 0; i < 4; i++ {
		mem.AddIncident(ctx, sampleIncident(t, "ev1"))
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
	doc, err := eventlog.Parse(data, rulesets.Get)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := eventlog.NewPlan(ctx, s, doc)
	if err != nil {
		t.Fatal(err)
	}
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
	if in, err := s.AddIncident(ctx, sampleIncident(t, "ev1")); err != nil || in.Number != 2 {
		t.Errorf("AddIncident after the aborts = S%d, %v; want S2", in.Number, err)
	}
}

// A database written at version 1 by an earlier build (the records of testdata/idb-v1.json
// put with plain IndexedDB calls) opens with this build's store and reads back the same.
//
//go:embed testdata/idb-v1.json
var idbV1 []byte

func TestIDBUpgradeFromV1(t *testing.T) {
	const name = "arbiter-test-v1"
	deleteDB(t, name)
	defer deleteDB(t, name)
	fixture := idbV1
	doc := js.Global().Get("JSON").Call("parse", string(fixture))
	// write version 1 as a v1 build did: the frozen layout, then the records
	done := make(chan error, 1)
	req := js.Global().Get("indexedDB").Call("open", name, 1)
	var fs []js.Func
	fn := func(f func()) js.Func {
		j := js.FuncOf(func(js.Value, []js.Value) any { f(); return nil })
		fs = append(fs, j)
		return j
	}
	req.Set("onupgradeneeded", fn(func() {
		db := req.Get("result")
		o := js.Global().Get("Object").New()
		o.Set("keyPath", "id")
		ev := db.Call("createObjectStore", "events", o)
		o = js.Global().Get("Object").New()
		o.Set("keyPath", js.Global().Get("Array").New("event", "number"))
		inc := db.Call("createObjectStore", "incidents", o)
		inc.Call("createIndex", "by_event", "event")
		for i := 0; i < doc.Get("events").Length(); i++ {
			ev.Call("put", doc.Get("events").Index(i))
		}
		for i := 0; i < doc.Get("incidents").Length(); i++ {
			inc.Call("put", doc.Get("incidents").Index(i))
		}
	}))
	req.Set("onsuccess", fn(func() { req.Get("result").Call("close"); done <- nil }))
	req.Set("onerror", fn(func() { done <- errors.New("writing the v1 database failed") }))
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	for _, f := range fs {
		f.Release()
	}
	s, err := openVersion(name, idbVersion, rulesets.Get, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.db.Call("close")
	ctx := context.Background()
	got, err := eventlog.Export(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	want, err := eventlog.Parse(fixture, rulesets.Get)
	if err != nil {
		t.Fatalf("the fixture does not parse: %v", err)
	}
	back, err := eventlog.Parse(got, rulesets.Get)
	if err != nil {
		t.Fatalf("the upgraded log does not parse: %v", err)
	}
	if len(back.Events) != len(want.Events) || len(back.Incidents) != len(want.Incidents) {
		t.Errorf("upgraded log: %d events, %d incidents; want %d, %d", len(back.Events), len(back.Incidents), len(want.Events), len(want.Incidents))
	}
	// and it keeps working: the next incident gets the next number
	n := 0
	for _, in := range want.Incidents {
		if in.Event == want.Events[0].ID && in.Number > n {
			n = in.Number
		}
	}
	var in eventlog.Incident
	for _, x := range want.Incidents {
		if x.Event == want.Events[0].ID && x.Status == eventlog.Active {
			in = x
		}
	}
	got1, err := s.AddIncident(ctx, in)
	if err != nil || got1.Number != n+1 {
		t.Errorf("AddIncident on the upgraded log = S%d, %v; want S%d", got1.Number, err, n+1)
	}
}

// The golden logs of engine/eventlog/testdata (one incident for every calculator of every
// ruleset) import into IndexedDB the way the app's Import does and read back record for record,
// and every incident still computes what was logged: the checks the memory store runs natively
// (eventlog's TestGoldenLog), through the real store.
func TestIDBGoldenLog(t *testing.T) {
	files, err := golden.Files(golden.Embedded())
	if err != nil {
		t.Error(err)
	}
	if len(files) == 0 {
		t.Fatal("no golden log embedded")
	}
	for _, f := range files {
		golden.Check(t, testDB(t, "arbiter-test-golden-v"+strconv.Itoa(f.Version)), f)
	}
}

// The events' files: a file put is read back the same, replaced by the next one, gone after
// Delete; another event's file is untouched; and opening the files' database leaves the
// log's database (its version, its records) as it was.
func TestIDBFiles(t *testing.T) {
	const name = "arbiter-test-files"
	deleteDB(t, name)
	defer deleteDB(t, name)
	log := testDB(t, "arbiter-test-files-log")
	ctx := context.Background()
	ev := sampleEvent("f1")
	if err := log.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	f, err := openFiles(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, ok, err := f.Get("f1"); ok || err != nil {
		t.Fatalf("Get on an empty database = %v, %v; want nothing", ok, err)
	}
	a := File{Event: "f1", Name: "sesija.pbn", Encoding: "windows-1250", Text: "[Event \"Kup Čačka\"]\n[Board \"1\"]\n"}
	b := File{Event: "f2", Name: "other.pbn", Encoding: "utf-8", Text: "[Board \"2\"]\n"}
	for _, x := range []File{a, b} {
		if err := f.Put(x); err != nil {
			t.Fatal(err)
		}
	}
	if got, ok, err := f.Get("f1"); !ok || err != nil || got != a {
		t.Errorf("Get(f1) = %+v, %v, %v; want %+v", got, ok, err, a)
	}
	a2 := a
	a2.Text = "[Board \"3\"]\n"
	if err := f.Put(a2); err != nil {
		t.Fatal(err)
	}
	if got, _, _ := f.Get("f1"); got != a2 {
		t.Errorf("after a second Put: %+v; want %+v", got, a2)
	}
	if err := f.Delete("f1"); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := f.Get("f1"); ok {
		t.Error("f1's file is still there after Delete")
	}
	if got, ok, _ := f.Get("f2"); !ok || got != b {
		t.Errorf("f2's file after deleting f1's = %+v, %v", got, ok)
	}
	if got, err := log.GetEvent(ctx, "f1"); err != nil || got.Name != ev.Name {
		t.Errorf("the log's event after the files' writes = %+v, %v", got, err)
	}
	if v := log.db.Get("version").Int(); v != idbVersion {
		t.Errorf("the log's database version = %d; want %d", v, idbVersion)
	}
}
