package eventlog

import (
	"os"
	"reflect"
	"testing"

	"arbiter/engine/internal/fill"
)

// clone copies every field (filled, fill_test.go) as the JSON round trip does, and shares
// nothing: changing any single field of the copy leaves the original as it was.
func TestCloneAsJSON(t *testing.T) {
	e, in := filled(t)
	events := []Event{e, {}, {ID: "x", Club: map[string]float64{}, Participants: []Participant{}, Players: []Player{}}}
	incs := []Incident{in, {}, {Values: [][]int64{}, Result: []Out{}, Announced: []Out{}, Parties: []PartyRef{}}}
	data, err := os.ReadFile("testdata/log-v1.json")
	if err != nil {
		t.Fatal(err)
	}
	d, err := Parse(data, testLookup)
	if err != nil {
		t.Fatal(err)
	}
	events = append(events, d.Events...)
	incs = append(incs, d.Incidents...)
	for i, x := range events {
		if got, want := clone(x), jsonClone(x); !reflect.DeepEqual(got, want) {
			t.Errorf("event %d: clone = %#v, through JSON %#v", i, got, want)
		}
	}
	for i, x := range incs {
		if got, want := clone(x), jsonClone(x); !reflect.DeepEqual(got, want) {
			t.Errorf("incident %d: clone = %#v, through JSON %#v", i, got, want)
		}
	}
	// nothing shared: changing any field of the copy leaves the original as it was
	before := jsonClone(in)
	for _, p := range fill.Leaves(in) {
		c := clone(in)
		if err := fill.Change(&c, p); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(in, before) {
			t.Fatalf("changing the clone's %s changed the incident's", p)
		}
	}
	beforeE := jsonClone(e)
	for _, p := range fill.Leaves(e) {
		c := clone(e)
		if err := fill.Change(&c, p); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(e, beforeE) {
			t.Fatalf("changing the clone's %s changed the event's", p)
		}
	}
}
