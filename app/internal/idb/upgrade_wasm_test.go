//go:build wasm

// Browser-side tests of the upgrade from schema 1: a database a v1 build wrote (idb-v1.json,
// the golden logs) opens with this build's store and keeps every record and field.

package idb

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"syscall/js"
	"testing"
	"time"

	"arbiter/engine/eventlog"
	golden "arbiter/engine/eventlog/testdata"
	"arbiter/engine/rulesets"
)

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
