//go:build wasm

package idb

import (
	"encoding/json"
	"reflect"
	"syscall/js"
	"testing"

	"arbiter/engine/eventlog"
	"arbiter/engine/eventlog/eventlogtest"
)

// The browser's store writes and reads every field of a record (filled: every field set,
// conflicts and a newer version's fields included): an incident as the store puts it
// (incidentToJS: eventlog.MarshalIncident) and reads a list of them (incidentsFromJS:
// eventlog.DecodeIncidents), an event (toJS, eventFromJS), each through a structured clone, as
// IndexedDB keeps a value.
func TestIDBEveryField(t *testing.T) {
	e, in, err := eventlogtest.Records()
	if err != nil {
		t.Fatal(err)
	}
	clone := func(v js.Value) js.Value { return js.Global().Call("structuredClone", v) }
	arr := js.Global().Get("Array").New(clone(incidentToJS(&in)), clone(incidentToJS(&in.Conflicts[0])))
	got, err := incidentsFromJS(arr)
	if err != nil {
		t.Fatal(err)
	}
	if want := []eventlog.Incident{in, in.Conflicts[0]}; !reflect.DeepEqual(got, want) {
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want)
		t.Errorf("an incident through the browser's store:\n got %s\nwant %s", g, w)
	}
	ge, err := eventFromJS(clone(toJS(e)))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(ge, e) {
		g, _ := json.Marshal(ge)
		w, _ := json.Marshal(e)
		t.Errorf("an event through the browser's store:\n got %s\nwant %s", g, w)
	}
}
