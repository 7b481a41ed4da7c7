//go:build wasm

package idb

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"reflect"
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

// A database written at version 1 by an earlier build (the records of testdata/idb-v1.json
// put with plain IndexedDB calls) opens with this build's store and reads back the same.
//
//go:embed testdata/idb-v1.json
var idbV1 []byte

// writeV1 writes database name at version 1 as a v1 build did: the frozen layout, then the
// records of the schema-1 export file fixture, put with plain IndexedDB calls.
func writeV1(t *testing.T, name string, fixture []byte) {
	t.Helper()
	deleteDB(t, name)
	doc := js.Global().Get("JSON").Call("parse", string(fixture))
	done := make(chan error, 1)
	req := js.Global().Get("indexedDB").Call("open", name, 1)
	var fs []js.Func
	fn := func(f func()) js.Func {
		j := js.FuncOf(func(js.Value, []js.Value) any { f(); return nil })
		fs = append(fs, j)
		return j
	}
	defer func() {
		for _, f := range fs {
			f.Release()
		}
	}()
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
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("writing the v1 database timed out")
	}
}

// TestIDBApplyBulk: an import's records are put in one call into JS (web/bulk.js, which the
// test page loads as the app's pages do) or, without it, one at a time; both store exactly
// what the file holds.
func TestIDBApplyBulk(t *testing.T) {
	ctx := context.Background()
	mem := eventlog.NewMem(rulesets.Get)
	mem.PutEvent(ctx, sampleEvent("ev1"))
	for i := 0; i < 25; i++ {
		mem.AddIncident(ctx, sampleIncident(t, "ev1"))
	}
	file, _ := eventlog.Export(ctx, mem)
	bulk := js.Global().Get("arbiterPutEach")
	if bulk.Type() != js.TypeFunction {
		t.Fatal("the test page has no arbiterPutEach: web/bulk.js not loaded")
	}
	defer js.Global().Set("arbiterPutEach", bulk)
	for _, one := range []bool{false, true} {
		calls := 0
		counted := js.FuncOf(func(this js.Value, args []js.Value) any {
			calls++
			return bulk.Invoke(args[0], args[1], args[2], args[3])
		})
		js.Global().Set("arbiterPutEach", counted)
		noBulk = one
		s := testDB(t, "arbiter-test-bulk-"+strconv.FormatBool(one))
		_, err := s.Apply(ctx, planOf(t, s, file))
		noBulk = false
		counted.Release()
		if err != nil {
			t.Fatalf("one at a time %v: %v", one, err)
		}
		// the event, then the incidents in two halves (the test hook between them)
		if want := map[bool]int{false: 3, true: 0}[one]; calls != want {
			t.Errorf("one at a time %v: %d bulk calls, want %d", one, calls, want)
		}
		if got, _ := eventlog.Export(ctx, s); string(got) != string(file) {
			t.Errorf("one at a time %v: the stored log differs from the file:\n%s\n%s", one, got, file)
		}
	}
}

func TestIDBUpgradeFromV1(t *testing.T) {
	const name = "arbiter-test-v1"
	defer deleteDB(t, name)
	fixture := idbV1
	writeV1(t, name, fixture)
	s, err := openVersion(name, idbVersion, rulesets.Get, nil, nil)
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
	in.ID, in.Rev, in.Revs = "", "", nil // a new incident, not a copy of the logged one
	got1, err := s.AddIncident(ctx, in)
	if err != nil || got1.Number != n+1 {
		t.Errorf("AddIncident on the upgraded log = S%d, %v; want S%d", got1.Number, err, n+1)
	}
}

// Schema-1 databases (idb-v1.json and every golden log of engine/eventlog/testdata, written as
// a v1 build wrote them) upgrade to schema 2 in IndexedDB with nothing lost: every field of
// every record as it was, every incident with ID eventlog.LegacyID(event, number) and a
// version (a revoked one two: as logged, then revoked), the same IDs and versions the upgrade
// of the same records as an export file gives (so a phone upgraded here and a file exported
// before the upgrade merge without duplicates or conflicts), and the next incident logged in
// each event gets the next number of the first series.
func TestIDBUpgradeKeepsEverything(t *testing.T) {
	files, err := golden.Files(golden.Embedded())
	if err != nil {
		t.Error(err)
	}
	fixtures := []struct {
		name string
		data []byte
	}{{"idb-v1.json", idbV1}}
	for _, f := range files {
		fixtures = append(fixtures, struct {
			name string
			data []byte
		}{f.Name, f.Log})
	}
	for i, fx := range fixtures {
		t.Run(fx.name, func(t *testing.T) {
			name := "arbiter-test-upgrade-" + strconv.Itoa(i)
			defer deleteDB(t, name)
			writeV1(t, name, fx.data)
			s, err := openVersion(name, idbVersion, golden.Lookup, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer s.db.Call("close")
			if v := s.db.Get("version").Int(); v != eventlog.SchemaVersion {
				t.Errorf("database version %d after the upgrade; want %d", v, eventlog.SchemaVersion)
			}
			checkUpgraded(t, s, fx.data)
		})
	}
}

func checkUpgraded(t *testing.T, s *Store, fixture []byte) {
	t.Helper()
	ctx := context.Background()
	var raw struct {
		Schema    int              `json:"schema"`
		Events    []map[string]any `json:"events"`
		Incidents []map[string]any `json:"incidents"`
	}
	if err := json.Unmarshal(fixture, &raw); err != nil || raw.Schema != 1 {
		t.Fatalf("the fixture is not a schema-1 file: schema %d, %v", raw.Schema, err)
	}
	parsed, err := eventlog.Parse(fixture, golden.Lookup)
	if err != nil {
		t.Fatalf("the fixture does not parse: %v", err)
	}
	fileInc := map[string]eventlog.Incident{}
	for _, in := range parsed.Incidents {
		fileInc[in.ID] = in
	}
	fileEv := map[string]eventlog.Event{}
	for _, e := range parsed.Events {
		fileEv[e.ID] = e
	}
	stored := map[string]map[string]any{} // "<event>/<number>" or the event ID → the stored record
	storedInc := map[string]eventlog.Incident{}
	for _, e := range raw.Events {
		id, _ := e["id"].(string)
		ev, err := s.GetEvent(ctx, id)
		if err != nil {
			t.Errorf("event %s: %v", id, err)
			continue
		}
		stored[id] = asMap(t, ev)
		if ev.Rev == "" || eventlog.RevGen(ev.Rev) != 1 || len(ev.Revs) != 0 {
			t.Errorf("event %s: version %q %v; want a first version", id, ev.Rev, ev.Revs)
		}
		if f := fileEv[id]; f.Rev != ev.Rev {
			t.Errorf("event %s: version %s here, %s when the same record is read from a file", id, ev.Rev, f.Rev)
		}
		is, err := s.ListIncidents(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range is {
			stored[id+"/"+strconv.Itoa(in.Number)] = asMap(t, in)
			storedInc[in.ID] = in
		}
	}
	if len(storedInc) != len(raw.Incidents) {
		t.Errorf("%d incidents after the upgrade (by ID); the schema-1 database had %d", len(storedInc), len(raw.Incidents))
	}
	// nothing lost: every field of every schema-1 record is there with its value
	for _, e := range raw.Events {
		sameFields(t, "event "+e["id"].(string), e, stored[e["id"].(string)])
	}
	last := map[string]int{}
	for _, r := range raw.Incidents {
		ev, _ := r["event"].(string)
		num := int(r["number"].(float64))
		key := ev + "/" + strconv.Itoa(num)
		got := stored[key]
		if got == nil {
			t.Errorf("incident %s is gone", key)
			continue
		}
		sameFields(t, "incident "+key, r, got)
		last[ev] = max(last[ev], num)
		want := eventlog.LegacyID(ev, num)
		in := storedInc[want]
		if in.ID != want {
			t.Errorf("incident %s: ID %q; want %q", key, got["id"], want)
			continue
		}
		if in.Status == eventlog.Revoked {
			if eventlog.RevGen(in.Rev) != 2 || len(in.Revs) != 1 || eventlog.RevGen(in.Revs[0]) != 1 {
				t.Errorf("revoked incident %s: version %q from %v; want generation 2 from a first version", key, in.Rev, in.Revs)
			}
		} else if eventlog.RevGen(in.Rev) != 1 || len(in.Revs) != 0 {
			t.Errorf("incident %s: version %q from %v; want a first version", key, in.Rev, in.Revs)
		}
		if f := fileInc[want]; f.Rev != in.Rev || strings.Join(f.Revs, ",") != strings.Join(in.Revs, ",") {
			t.Errorf("incident %s: version %s %v here, %s %v when read from a file", key, in.Rev, in.Revs, f.Rev, f.Revs)
		}
	}
	// the upgraded log merges with the same file as already here
	plan, err := eventlog.NewPlan(ctx, s, parsed)
	if err != nil {
		t.Fatal(err)
	}
	if plan.Changes() || len(plan.SameIncs) != len(raw.Incidents) || len(plan.SameEvents) != len(raw.Events) {
		t.Errorf("importing the same records as a file after the upgrade plans %+v; want everything already here", plan.Report())
	}
	// and numbering goes on: the next incident of each event is one more than its last
	for _, e := range raw.Events {
		id := e["id"].(string)
		var tmpl *eventlog.Incident
		for _, in := range storedInc {
			if in.Event == id && in.Status == eventlog.Active {
				tmpl = &in
				break
			}
		}
		if tmpl == nil {
			continue
		}
		in := *tmpl
		in.ID, in.Rev, in.Revs, in.Conflicts, in.Number = "", "", nil, nil, 0
		in.SupersededBy, in.Supersedes = 0, 0
		got, err := s.AddIncident(ctx, in)
		if err != nil || got.Number != last[id]+1 || got.ID == "" || got.ID == eventlog.LegacyID(id, got.Number) {
			t.Errorf("event %s: the next incident = %s (ID %q), %v; want S%d with a new ID", id, got.Label(), got.ID, err, last[id]+1)
		}
	}
}

func asMap(t *testing.T, v any) map[string]any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// sameFields reports every key of was that got lacks or holds with another value.
func sameFields(t *testing.T, what string, was, got map[string]any) {
	t.Helper()
	for k, v := range was {
		a, _ := json.Marshal(v)
		b, _ := json.Marshal(got[k])
		if string(a) != string(b) {
			t.Errorf("%s: %s was %s, is %s after the upgrade", what, k, a, b)
		}
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

// delayOpens makes indexedDB.open wait d before it opens name (the page gets a stand-in
// request whose events follow the real one's), and fail the first fails times; the result
// undoes it.
func delayOpens(name string, d time.Duration, fails int) func() {
	patch := js.Global().Get("Function").New("name", "ms", "fails", `
		const real = IDBFactory.prototype.open;
		IDBFactory.prototype.open = function (n) {
			if (n !== name) return real.apply(this, arguments);
			const self = this, args = arguments;
			const fake = {onsuccess: null, onerror: null, onupgradeneeded: null, onblocked: null};
			setTimeout(() => {
				if (fails > 0) {
					fails--;
					fake.error = new DOMException("slow disk", "UnknownError");
					if (fake.onerror) fake.onerror({});
					return;
				}
				const req = real.apply(self, args);
				for (const ev of ["success", "error", "upgradeneeded", "blocked"]) {
					req["on" + ev] = (e) => {
						try { fake.result = req.result; } catch (x) {}
						try { fake.transaction = req.transaction; } catch (x) {}
						try { fake.error = req.error; } catch (x) {}
						if (fake["on" + ev]) fake["on" + ev](e);
					};
				}
			}, ms);
			return fake;
		};
		return () => { IDBFactory.prototype.open = real; };`)
	undo := patch.Invoke(name, d.Milliseconds(), fails)
	return func() { undo.Invoke() }
}

// TestIDBOpenLate: a database that does not open in time gives KeySlow (the app keeps its log
// in memory and says so); OpenLate's opening goes on, is tried again after a failure, and hands
// over the store once it opens, a fresh database created (its upgrade run late). Open, not
// waiting, closes a late connection.
func TestIDBOpenLate(t *testing.T) {
	defer func(o, s, r time.Duration) { idbOpenWait, idbSlowOpenWait, idbRetryWait = o, s, r }(idbOpenWait, idbSlowOpenWait, idbRetryWait)
	idbOpenWait, idbSlowOpenWait, idbRetryWait = 100*time.Millisecond, 300*time.Millisecond, 200*time.Millisecond
	for _, c := range []struct {
		name  string
		fails int // openings that fail before the slow one
		late  bool
	}{
		{"slow", 0, true},
		{"failing then slow", 2, true},
		{"slow, not waited for", 0, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			name := "arbiter-test-late-" + strconv.Itoa(c.fails) + strconv.FormatBool(c.late)
			deleteDB(t, name)
			defer deleteDB(t, name)
			undo := delayOpens(name, 600*time.Millisecond, c.fails)
			defer undo()
			got := make(chan *Store, 1)
			var late func(*Store)
			if c.late {
				late = func(s *Store) { got <- s }
			}
			s, err := openVersion(name, idbVersion, rulesets.Get, nil, late)
			var e *engine.Error
			if c.fails == 0 && (s != nil || !errors.As(err, &e) || e.Key != KeySlow) {
				t.Fatalf("a slow opening = %v, %v; want the error %s", s, err, KeySlow)
			}
			if c.fails > 0 && (s != nil || err == nil) {
				t.Fatalf("a failing opening = %v, %v; want an error", s, err)
			}
			select {
			case s := <-got:
				if !c.late {
					t.Fatal("a late store without OpenLate")
				}
				defer s.db.Call("close")
				ctx := context.Background()
				if err := s.PutEvent(ctx, sampleEvent("late")); err != nil {
					t.Fatalf("PutEvent on the late store: %v", err)
				}
				if ev, err := s.GetEvent(ctx, "late"); err != nil || ev.ID != "late" {
					t.Errorf("GetEvent on the late store = %q, %v", ev.ID, err)
				}
			case <-time.After(5 * time.Second):
				if c.late {
					t.Fatal("the late opening handed over no store in 5 s")
				}
			}
		})
	}
}
