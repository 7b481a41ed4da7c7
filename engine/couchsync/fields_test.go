package couchsync

import (
	"encoding/json"
	"reflect"
	"testing"

	"arbiter/engine/eventlog"
	"arbiter/engine/eventlog/eventlogtest"
)

// A record's document carries every field of the record (filled: every field set, conflicts
// and a newer version's fields included): as written (EventDoc, IncidentDoc) and read
// (ParseDoc), with a CouchDB revision (WithRev, Body), and into the file the app imports (File).
// (Resolve merges what ParseDoc read with eventlog's MergeEvent and MergeIncident, which move
// whole records.)
func TestDocEveryField(t *testing.T) {
	e, in, err := eventlogtest.Records()
	if err != nil {
		t.Fatal(err)
	}
	in.ID = "inc-" + in.ID // an incident ID: [A-Za-z0-9_.-]
	for _, tc := range []struct {
		name string
		body []byte
	}{
		{"event", EventDoc(e)},
		{"incident", IncidentDoc(in)},
		{"event with _rev", WithRev(EventDoc(e), "3-abc")},
		{"incident with _rev", WithRev(IncidentDoc(in), "3-abc")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := ParseDoc(tc.body)
			if err != nil {
				t.Fatalf("ParseDoc = %v", err)
			}
			var got, want any = d.Incident, in
			if d.Kind == KindEvent {
				got, want = d.Event, e
			}
			if !reflect.DeepEqual(got, want) {
				g, _ := json.Marshal(got)
				w, _ := json.Marshal(want)
				t.Errorf("ParseDoc(%sDoc) drops or changes a field:\n got %s\nwant %s", d.Kind, g, w)
			}
			if again, err := ParseDoc(d.Body()); err != nil || !reflect.DeepEqual(again, d) {
				t.Errorf("ParseDoc(Body) = %+v, %v; want %+v", again, err, d)
			}
		})
	}
	de, _ := ParseDoc(EventDoc(e))
	di, _ := ParseDoc(IncidentDoc(in))
	file, ok := File(nil, []Doc{de, di})
	if !ok {
		t.Fatal("File: no file")
	}
	var doc eventlog.Doc
	if err := json.Unmarshal(file, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Events) != 1 || len(doc.Incidents) != 1 || !reflect.DeepEqual(doc.Events[0], e) || !reflect.DeepEqual(doc.Incidents[0], in) {
		t.Errorf("File drops or changes a field:\n%s", file)
	}
}
