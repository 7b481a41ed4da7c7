package couchsync

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// sampleEvent is a valid event of two pairs and two directors, with its first version.
func sampleEvent(t testing.TB) eventlog.Event {
	t.Helper()
	ev := eventlog.Event{ID: "e1abc", Name: "Pairs cup", Date: "2026-05-01", Ruleset: "nsbk", DataVersion: 1,
		Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 10,
		Participants: []eventlog.Participant{{Number: 1, Name: "A"}, {Number: 2, Name: "B"}},
		Directors:    []eventlog.Director{{ID: "chief", Name: "Ana"}, {ID: "asst", Name: "Bela", Series: 1}}}
	ev.StampFirst()
	if l := eventlog.CheckEvent(rulesets.Get, &ev, "event"); len(l) > 0 {
		t.Fatalf("the sample event is not valid: %v", l)
	}
	return ev
}

// sampleIncident is a valid lateness of pair 1 logged by the chief, with its ID and version.
func sampleIncident(t testing.TB, ev *eventlog.Event) eventlog.Incident {
	t.Helper()
	rs, c := rulesets.Calculator("nsbk", "nsbk.lateness")
	vals := c.Inputs.Defaults()
	res, err := c.Run(engine.NewParams(rs, nil), vals)
	if err != nil {
		t.Fatal(err)
	}
	in := eventlog.Incident{Event: ev.ID, Number: 3, Time: 13000000, Round: 1, Table: 2, Calculator: c.ID,
		Values: vals, Result: eventlog.Summary(res), Parties: []eventlog.PartyRef{{Role: "offender", Number: 1}},
		Status: eventlog.Active, By: "chief", ID: "k3v0b2q8r1m5x7c9d4fa"}
	in.StampFirst()
	if l := eventlog.CheckIncident(rulesets.Get, ev, &in, "incident"); len(l) > 0 {
		t.Fatalf("the sample incident is not valid: %v", l)
	}
	return in
}

func jsonOf(t testing.TB, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestDocRoundTrip: a record's document reads back as the same record, with _id first and the
// record's own fields (its versions included) in the body, and passes Check.
func TestDocRoundTrip(t *testing.T) {
	ev := sampleEvent(t)
	in := sampleIncident(t, &ev)
	in.Extra = map[string]json.RawMessage{"later": json.RawMessage(`{"a":1}`)}

	eb := EventDoc(ev)
	if !bytes.HasPrefix(eb, []byte(`{"_id":"event","id":"e1abc",`)) {
		t.Errorf("EventDoc = %s, want _id first, then the record", eb)
	}
	ib := IncidentDoc(in)
	if !bytes.HasPrefix(ib, []byte(`{"_id":"inc:k3v0b2q8r1m5x7c9d4fa","event":"e1abc",`)) {
		t.Errorf("IncidentDoc = %s", ib)
	}
	for _, want := range []string{`"rev":"1-`, `"by":"chief"`, `"x":{"later":{"a":1}}`} {
		if !bytes.Contains(ib, []byte(want)) {
			t.Errorf("IncidentDoc lacks %s: %s", want, ib)
		}
	}
	ed, err := ParseDoc(eb)
	if err != nil {
		t.Fatal(err)
	}
	if ed.Kind != KindEvent || ed.ID != EventDocID || ed.CouchRev != "" || jsonOf(t, ed.Event) != jsonOf(t, ev) {
		t.Errorf("ParseDoc(EventDoc) = %+v, want the event back", ed)
	}
	id, err := ParseDoc(ib)
	if err != nil {
		t.Fatal(err)
	}
	if id.Kind != KindIncident || id.ID != "inc:"+in.ID || jsonOf(t, id.Incident) != jsonOf(t, in) {
		t.Errorf("ParseDoc(IncidentDoc) = %+v, want the incident back", id)
	}
	if l := ed.Check(rulesets.Get, nil); len(l) > 0 {
		t.Errorf("event Check: %v", l)
	}
	if l := id.Check(rulesets.Get, &ed.Event); len(l) > 0 {
		t.Errorf("incident Check: %v", l)
	}
	// Body with a CouchDB revision, and back.
	id.CouchRev = "7-0123abcd"
	b := id.Body()
	if !bytes.HasPrefix(b, []byte(`{"_id":"inc:k3v0b2q8r1m5x7c9d4fa","_rev":"7-0123abcd","event":`)) {
		t.Errorf("Body with _rev = %s", b)
	}
	again, err := ParseDoc(b)
	if err != nil || again.CouchRev != "7-0123abcd" || jsonOf(t, again.Incident) != jsonOf(t, in) {
		t.Errorf("ParseDoc(Body) = %+v, %v", again, err)
	}
}

// TestWithRev: _rev is set, replaced and removed; the record is untouched; a body that is not
// an object is returned as it is.
func TestWithRev(t *testing.T) {
	ev := sampleEvent(t)
	b := EventDoc(ev)
	r1 := WithRev(b, "1-aa")
	if !bytes.HasPrefix(r1, []byte(`{"_id":"event","_rev":"1-aa",`)) {
		t.Errorf("WithRev = %s", r1)
	}
	r2 := WithRev(r1, "2-bb")
	if bytes.Contains(r2, []byte("1-aa")) || !bytes.Contains(r2, []byte(`"_rev":"2-bb"`)) {
		t.Errorf("WithRev replacing = %s", r2)
	}
	r0 := WithRev(r2, "")
	if bytes.Contains(r0, []byte(`"_rev"`)) {
		t.Errorf("WithRev removing = %s", r0)
	}
	for _, x := range [][]byte{r1, r2, r0} {
		d, err := ParseDoc(x)
		if err != nil || jsonOf(t, d.Event) != jsonOf(t, ev) {
			t.Errorf("ParseDoc(%s) = %v, %v", x, d.Event.ID, err)
		}
	}
	if got := WithRev([]byte(`[1]`), "1-a"); string(got) != `[1]` {
		t.Errorf("WithRev on an array = %s", got)
	}
	if got := WithRev([]byte(`{"_id":"x"}`), "1-a"); string(got) != `{"_id":"x","_rev":"1-a"}` {
		t.Errorf("WithRev on a bare object = %s", got)
	}
}

// TestKindOf: the document IDs of records, and those of other documents.
func TestKindOf(t *testing.T) {
	for id, want := range map[string]string{
		"event": KindEvent, "inc:abc": KindIncident, "inc:e1abc.3": KindIncident, "inc:A-b_c.9": KindIncident,
		"inc:": "", "inc:a b": "", "inc:a/b": "", "Event": "", "_design/validate": "", "": "",
		"inc:" + strings.Repeat("a", 100): KindIncident, "inc:" + strings.Repeat("a", 101): "",
	} {
		if got := KindOf(id); got != want {
			t.Errorf("KindOf(%q) = %q, want %q", id, got, want)
		}
	}
}

// TestParseDocRefuses: each kind of bad document is refused with KeyDoc and its position;
// CouchDB's own fields are no part of the record; a newer version's fields are kept in Extra.
func TestParseDocRefuses(t *testing.T) {
	ev := sampleEvent(t)
	in := sampleIncident(t, &ev)
	ib := string(IncidentDoc(in))
	eb := string(EventDoc(ev))
	rest := ib[strings.Index(ib, `"event":`):] // the incident's fields after its _id
	tests := []struct {
		name, body, where string
	}{
		{"not JSON", `{"_id":"event",`, "document"},
		{"two values", eb + eb, "document"},
		{"an array", `[` + eb + `]`, "document"},
		{"null", `null`, "document"},
		{"a string", `"event"`, "document"},
		{"a key twice", `{"_id":"event","_id":"event"}`, "document"},
		{"a key twice, nested", strings.Replace(ib, `"role":"offender"`, `"role":"offender","role":"x"`, 1), "document"},
		{"no _id", `{` + rest, "_id"},
		{"_id not a string", `{"_id":7,` + rest, "_id"},
		{"a design document", `{"_id":"_design/v","validate_doc_update":"function(){}"}`, "_id"},
		{"another application's", `{"_id":"note","text":"hi"}`, "_id"},
		{"the incident under another ID", `{"_id":"inc:other",` + rest, "inc:other.id"},
		{"deleted", `{"_id":"inc:` + in.ID + `","_rev":"2-ab","_deleted":true}`, "inc:" + in.ID},
		{"_rev not a string", `{"_id":"event","_rev":2,` + eb[len(`{"_id":"event",`):], "event._rev"},
		{"no version", strings.Replace(eb, `,"rev":"`+ev.Rev+`"`, "", 1), "event.rev"},
		{"no event", strings.Replace(ib, `"event":"e1abc",`, "", 1), "inc:" + in.ID + ".event"},
		{"a field of the wrong type", strings.Replace(ib, `"number":3`, `"number":"3"`, 1), "inc:" + in.ID},
		{"nested unknown field", strings.Replace(ib, `"role":"offender"`, `"role":"offender","seat":"N"`, 1), "inc:" + in.ID},
		{"too deep", `{"_id":"event","x":` + strings.Repeat("[", 100) + strings.Repeat("]", 100) + `}`, "document"},
		{"too large", `{"_id":"event","name":"` + strings.Repeat("a", MaxDoc) + `"}`, "document"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := ParseDoc([]byte(tt.body))
			var e *engine.Error
			if !errors.As(err, &e) {
				t.Fatalf("ParseDoc = %+v, %v; want an *engine.Error", d.ID, err)
			}
			if e.Key != KeyDoc || e.Field != tt.where || e.Code != engine.EINVALID {
				t.Errorf("error %+v, want %s at %q", e, KeyDoc, tt.where)
			}
		})
	}

	// CouchDB's fields are dropped, the newer version's kept unread.
	withMeta := `{"_id":"inc:` + in.ID + `","_rev":"3-ff","_revisions":{"start":3,"ids":["ff","ee","dd"]},"_conflicts":["3-aa"],"_deleted":false,"later_field":[1,2],` + rest
	d, err := ParseDoc([]byte(withMeta))
	if err != nil {
		t.Fatal(err)
	}
	if d.CouchRev != "3-ff" || string(d.Incident.Extra["later_field"]) != "[1,2]" || len(d.Incident.Extra) != 1 {
		t.Errorf("ParseDoc with CouchDB's fields: rev %q, extra %v", d.CouchRev, d.Incident.Extra)
	}
	// More of a newer version's fields than a record keeps.
	var many strings.Builder
	many.WriteString(`{"_id":"event",`)
	for i := 0; i < 40; i++ {
		many.WriteString(`"f` + strings.Repeat("x", i) + `":1,`)
	}
	many.WriteString(eb[len(`{"_id":"event",`):])
	if _, err := ParseDoc([]byte(many.String())); err == nil {
		t.Error("ParseDoc kept 40 unknown fields, want refused (eventlog keeps 32)")
	}
}

// TestCheck: the record is checked with eventlog.CheckEvent / CheckIncident against the
// rulesets and the database's event.
func TestCheck(t *testing.T) {
	ev := sampleEvent(t)
	in := sampleIncident(t, &ev)
	parse := func(b []byte) Doc {
		d, err := ParseDoc(b)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	other := ev
	other.ID = "e2xyz"
	badEv := ev
	badEv.Ruleset = "nope"
	noPair := ev
	noPair.Participants = []eventlog.Participant{{Number: 2, Name: "B"}}
	inPair9 := in
	inPair9.Parties = []eventlog.PartyRef{{Role: "offender", Number: 9}}
	inOther := in
	inOther.Event = "e2xyz"
	inStranger := in
	inStranger.By = "stranger"
	tests := []struct {
		name  string
		doc   []byte
		ev    *eventlog.Event
		want  string // the field of the first error, "" for none
		valid bool
	}{
		{"the event", EventDoc(ev), nil, "", true},
		{"the event, against itself", EventDoc(ev), &ev, "", true},
		{"another event's record", EventDoc(other), &ev, "event.id", false},
		{"an unknown ruleset", EventDoc(badEv), nil, "event.ruleset", false},
		{"the incident", IncidentDoc(in), &ev, "", true},
		{"an incident without its event", IncidentDoc(in), nil, "inc:" + in.ID + ".event", false},
		{"a pair the event lacks", IncidentDoc(inPair9), &ev, "inc:" + in.ID + ".parties[0].number", false},
		{"the pair removed from the event", IncidentDoc(in), &noPair, "inc:" + in.ID + ".parties[0].number", false},
		{"another event's incident", IncidentDoc(inOther), &ev, "inc:" + in.ID + ".event", false},
		{"a director the event lacks", IncidentDoc(inStranger), &ev, "inc:" + in.ID + ".by", false},
		// an incident's fields under the event's _id read as an event with a newer version's
		// fields (Extra), as an import would read them: CheckEvent refuses it
		{"an incident as the event", []byte(`{"_id":"event",` + string(IncidentDoc(in))[len(`{"_id":"inc:`+in.ID+`",`):]), nil, "event.name", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := parse(tt.doc)
			l := d.Check(rulesets.Get, tt.ev)
			if tt.valid != (len(l) == 0) {
				t.Fatalf("Check = %v, want valid %v", l, tt.valid)
			}
			if !tt.valid && l[0].Field != tt.want {
				t.Errorf("first error at %q (%v), want %q", l[0].Field, l[0], tt.want)
			}
		})
	}
	if l := (&Doc{Kind: "x"}).Check(rulesets.Get, &ev); len(l) == 0 {
		t.Error("Check of a document of no kind passed")
	}
}

// twoPhones makes two documents of one incident as two phones wrote them while apart: both had
// version 1 of it, each made its own version 2 (CouchDB revisions 2-a… and 2-b…).
func twoPhones(t *testing.T) (ev eventlog.Event, base eventlog.Incident, a, b []byte) {
	ev = sampleEvent(t)
	base = sampleIncident(t, &ev)
	ea, eb := base, base
	ea.Notes = "seen by Ana"
	eb.Notes = "seen by Bela"
	va := eventlog.NextIncident(base, ea)
	vb := eventlog.NextIncident(base, eb)
	return ev, base, WithRev(IncidentDoc(va), "2-aaaa"), WithRev(IncidentDoc(vb), "2-bbbb")
}

// TestResolveTwoPhones: the documents of one record written on two phones resolve to the same
// merged record in either order, the concurrent versions kept (ours: Conflicts), the losing
// CouchDB revision deleted, the merged record written on the winner's revision.
func TestResolveTwoPhones(t *testing.T) {
	ev, _, a, b := twoPhones(t)
	ra, err := Resolve(a, [][]byte{b})
	if err != nil {
		t.Fatal(err)
	}
	rb, err := Resolve(b, [][]byte{a})
	if err != nil {
		t.Fatal(err)
	}
	if x, y := jsonOf(t, ra.Doc.Incident), jsonOf(t, rb.Doc.Incident); x != y {
		t.Fatalf("the two orders differ:\n%s\n%s", x, y)
	}
	m := ra.Doc.Incident
	if len(m.Conflicts) != 1 {
		t.Fatalf("merged record has %d conflicting versions, want 1 (both edits kept)", len(m.Conflicts))
	}
	notes := map[string]bool{m.Notes: true, m.Conflicts[0].Notes: true}
	if !notes["seen by Ana"] || !notes["seen by Bela"] {
		t.Errorf("merged versions' notes %v, want both phones' edits", notes)
	}
	if ra.Doc.CouchRev != "2-aaaa" || len(ra.Delete) != 1 || ra.Delete[0] != "2-bbbb" || ra.Put == nil {
		t.Errorf("Resolve(a, b): rev %q, delete %v, put %v", ra.Doc.CouchRev, ra.Delete, ra.Put != nil)
	}
	if rb.Doc.CouchRev != "2-bbbb" || len(rb.Delete) != 1 || rb.Delete[0] != "2-aaaa" {
		t.Errorf("Resolve(b, a): rev %q, delete %v", rb.Doc.CouchRev, rb.Delete)
	}
	// The written document reads back as the merged record, valid against the event.
	d, err := ParseDoc(ra.Put)
	if err != nil || d.CouchRev != "2-aaaa" || jsonOf(t, d.Incident) != jsonOf(t, m) {
		t.Fatalf("ParseDoc(Put) = %v, %v", d.CouchRev, err)
	}
	if l := d.Check(rulesets.Get, &ev); len(l) > 0 {
		t.Errorf("the merged record is not valid: %v", l)
	}
	// Resolving the merged record against either side again changes nothing more.
	again, err := Resolve(ra.Put, [][]byte{b})
	if err != nil || jsonOf(t, again.Doc.Incident) != jsonOf(t, m) || again.Put != nil {
		t.Errorf("resolving again: put %v, %v; want the same record, nothing to write", again.Put != nil, err)
	}
}

// TestResolveDescendant: a revision whose record descends from the other's is the record; no
// conflict is left. Written only when CouchDB's winner holds the older version.
func TestResolveDescendant(t *testing.T) {
	_, base, a, _ := twoPhones(t)
	old := WithRev(IncidentDoc(base), "1-0000")
	r, err := Resolve(a, [][]byte{old})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Doc.Incident.Conflicts) != 0 || r.Doc.Incident.Notes != "seen by Ana" || r.Put != nil || len(r.Delete) != 1 {
		t.Errorf("newer winner: conflicts %d, notes %q, put %v, delete %v", len(r.Doc.Incident.Conflicts), r.Doc.Incident.Notes, r.Put != nil, r.Delete)
	}
	r, err = Resolve(old, [][]byte{a})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Doc.Incident.Conflicts) != 0 || r.Doc.Incident.Notes != "seen by Ana" || r.Put == nil || r.Doc.CouchRev != "1-0000" {
		t.Errorf("older winner: conflicts %d, notes %q, put %v, rev %q", len(r.Doc.Incident.Conflicts), r.Doc.Incident.Notes, r.Put != nil, r.Doc.CouchRev)
	}
}

// TestResolveEvent: two phones' versions of the event, each with a director the other had not
// seen: both directors kept (a set, outside the versions), both versions kept.
func TestResolveEvent(t *testing.T) {
	ev := sampleEvent(t)
	ea, eb := ev, ev
	ea.Name, eb.Name = "Pairs cup, day 1", "Pairs cup (MP)"
	ea.Directors = append(append([]eventlog.Director(nil), ev.Directors...), eventlog.Director{ID: "c3", Name: "Cili", Series: 2})
	eb.Directors = append(append([]eventlog.Director(nil), ev.Directors...), eventlog.Director{ID: "d4", Name: "Dusan", Series: 3})
	a := WithRev(EventDoc(eventlog.NextEvent(ev, ea)), "2-a1")
	b := WithRev(EventDoc(eventlog.NextEvent(ev, eb)), "2-b1")
	r1, err1 := Resolve(a, [][]byte{b})
	r2, err2 := Resolve(b, [][]byte{a})
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	if jsonOf(t, r1.Doc.Event) != jsonOf(t, r2.Doc.Event) {
		t.Fatal("the two orders differ")
	}
	if n := len(r1.Doc.Event.Directors); n != 4 {
		t.Errorf("merged event has %d directors, want 4", n)
	}
	if n := len(r1.Doc.Event.Conflicts); n != 1 {
		t.Errorf("merged event has %d conflicting versions, want 1", n)
	}
	if l := r1.Doc.Check(rulesets.Get, nil); len(l) > 0 {
		t.Errorf("merged event not valid: %v", l)
	}
}

// TestResolveOrderOfMany: three phones' revisions resolve alike in every order.
func TestResolveOrderOfMany(t *testing.T) {
	ev := sampleEvent(t)
	base := sampleIncident(t, &ev)
	var docs [][]byte
	for i, n := range []string{"one", "two", "three"} {
		e := base
		e.Notes = n
		docs = append(docs, WithRev(IncidentDoc(eventlog.NextIncident(base, e)), "2-"+strings.Repeat(string(rune('a'+i)), 4)))
	}
	var want string
	for _, order := range [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
		r, err := Resolve(docs[order[0]], [][]byte{docs[order[1]], docs[order[2]]})
		if err != nil {
			t.Fatal(err)
		}
		got := jsonOf(t, r.Doc.Incident)
		if want == "" {
			want = got
			if len(r.Doc.Incident.Conflicts) != 2 {
				t.Errorf("%d conflicting versions, want 2", len(r.Doc.Incident.Conflicts))
			}
		} else if got != want {
			t.Errorf("order %v: another record", order)
		}
		if len(r.Delete) != 2 {
			t.Errorf("order %v: delete %v, want the 2 losers", order, r.Delete)
		}
	}
}

// TestResolveRefused: a conflicting revision that is not a valid record is left, with its
// reason; a winner that is not one is written over; nothing valid at all is an error.
func TestResolveRefused(t *testing.T) {
	_, _, a, b := twoPhones(t)
	junk := []byte(`{"_id":"inc:k3v0b2q8r1m5x7c9d4fa","_rev":"3-cc","hello":"world"}`)
	r, err := Resolve(a, [][]byte{junk, b})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Refused) != 1 || len(r.Delete) != 1 || r.Delete[0] != "2-bbbb" || len(r.Doc.Incident.Conflicts) != 1 {
		t.Errorf("junk conflict: refused %v, delete %v", r.Refused, r.Delete)
	}
	r, err = Resolve(junk, [][]byte{a, b})
	if err != nil {
		t.Fatal(err)
	}
	if r.Doc.CouchRev != "3-cc" || r.Put == nil || len(r.Delete) != 2 || len(r.Refused) != 1 || len(r.Doc.Incident.Conflicts) != 1 {
		t.Errorf("junk winner: rev %q, put %v, delete %v, refused %v", r.Doc.CouchRev, r.Put != nil, r.Delete, r.Refused)
	}
	if _, err := Resolve(junk, nil); err == nil {
		t.Error("Resolve of junk alone: no error")
	}
	if _, err := Resolve([]byte(`{"_id":"event"`), [][]byte{a}); err == nil {
		t.Error("Resolve with an unreadable winner of another document: no error")
	}
	evDoc := EventDoc(sampleEvent(t))
	r, err = Resolve(a, [][]byte{evDoc})
	if err != nil || len(r.Refused) != 1 {
		t.Errorf("another document as a conflict: refused %v, %v", r.Refused, err)
	}
}

// FuzzParseDoc: any body is read or refused with an *engine.Error, never a panic; a body that
// reads gives a document whose Body reads back to itself (nothing lost, nothing added).
func FuzzParseDoc(f *testing.F) {
	ev := sampleEvent(f)
	in := sampleIncident(f, &ev)
	f.Add(EventDoc(ev))
	f.Add(WithRev(IncidentDoc(in), "2-abc"))
	f.Add([]byte(`{"_id":"inc:a","_rev":"1-x","event":"e","rev":"1-ab","zz":{"q":[1,2]}}`))
	f.Add([]byte(`{"_id":"event","_deleted":true}`))
	f.Add([]byte(`{"_id":"event","id":"x","id":"y"}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		d, err := ParseDoc(body)
		if err != nil {
			var e *engine.Error
			if !errors.As(err, &e) || e.Key != KeyDoc {
				t.Fatalf("ParseDoc(%q): error %v is not a KeyDoc *engine.Error", body, err)
			}
			return
		}
		if KindOf(d.ID) != d.Kind || d.Kind == "" {
			t.Fatalf("ParseDoc(%q): kind %q for _id %q", body, d.Kind, d.ID)
		}
		b1 := d.Body()
		d2, err := ParseDoc(b1)
		if err != nil {
			t.Fatalf("Body %s does not read back: %v", b1, err)
		}
		if b2 := d2.Body(); !bytes.Equal(b1, b2) {
			t.Fatalf("Body does not read back to itself:\n%s\n%s", b1, b2)
		}
		_ = d2.Check(rulesets.Get, &ev) // no panic
	})
}

// TestFile: documents from a server, written as an export file, import into a log like a
// director's file: new incidents added, a newer version taken, a foreign event's incident left
// out with its reason; importing the same batch again changes nothing.
func TestFile(t *testing.T) {
	ctx := context.Background()
	ev := sampleEvent(t)
	in := sampleIncident(t, &ev)
	store := eventlog.NewMem(rulesets.Get)
	if err := store.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	stored, err := store.AddIncident(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	edit := stored
	edit.Notes = "edited on another phone"
	second := in
	second.ID, second.Number, second.Rev = "another-incident", 4, ""
	second.StampFirst()
	stray := in
	stray.ID, stray.Event, stray.Number, stray.Rev = "stray", "e-other", 5, ""
	stray.StampFirst()
	var docs []Doc
	for _, b := range [][]byte{IncidentDoc(eventlog.NextIncident(stored, edit)), IncidentDoc(second), IncidentDoc(stray), []byte(`{"_id":"_design/x"}`)} {
		d, err := ParseDoc(b)
		if err != nil {
			continue // the design document: the app skips what ParseDoc refuses
		}
		docs = append(docs, d)
	}
	if len(docs) != 3 {
		t.Fatalf("%d documents read, want 3", len(docs))
	}
	if _, ok := File(nil, docs); ok {
		t.Error("File without an event: ok")
	}
	file, ok := File(&ev, docs)
	if !ok {
		t.Fatal("File: not ok")
	}
	for round := 1; round <= 2; round++ {
		doc, err := eventlog.Parse(file, rulesets.Get)
		if err != nil {
			t.Fatal(err)
		}
		if len(doc.Refused) != 1 || !strings.Contains(doc.Refused[0].Error(), "e-other") {
			t.Errorf("round %d: refused %v, want the other event's incident", round, doc.Refused)
		}
		plan, err := eventlog.NewPlan(ctx, store, doc)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := store.Apply(ctx, plan)
		if err != nil {
			t.Fatal(err)
		}
		want := eventlog.Report{AddedIncidents: 1, ChangedIncidents: 1, Unchanged: 1, Skipped: 1}
		if round == 2 {
			want = eventlog.Report{Unchanged: 3, Skipped: 1}
		}
		if rep != want {
			t.Errorf("round %d: %+v, want %+v", round, rep, want)
		}
	}
	got, err := store.GetIncident(ctx, ev.ID, stored.Number)
	if err != nil || got.Notes != "edited on another phone" {
		t.Errorf("the log's incident: %q %v", got.Notes, err)
	}
	// The database's event document wins over the phone's copy, merged.
	evEdit := ev
	evEdit.Name = "Pairs cup, final"
	evDoc, _ := ParseDoc(EventDoc(eventlog.NextEvent(ev, evEdit)))
	file, _ = File(&ev, append([]Doc{evDoc}, docs[:2]...))
	doc, err := eventlog.Parse(file, rulesets.Get)
	if err != nil || len(doc.Events) != 1 || doc.Events[0].Name != "Pairs cup, final" {
		t.Fatalf("with the event document: %v", err)
	}
	// Another event's record in this event's database is not imported.
	foreign := ev
	foreign.ID, foreign.Name = "e-foreign", "Someone else's cup"
	fDoc, _ := ParseDoc(EventDoc(foreign))
	file, _ = File(&ev, []Doc{fDoc, docs[0]})
	doc, err = eventlog.Parse(file, rulesets.Get)
	if err != nil || len(doc.Events) != 1 || doc.Events[0].ID != ev.ID || len(doc.Incidents) != 1 {
		t.Fatalf("with another event's document: %v %+v", err, doc.Events)
	}
}

// TestWithRevKeepsOrder: WithRev gives the body Body gives (PouchDB hashes the body into the
// revision's name: two phones writing one record alike must write the same bytes).
func TestWithRevKeepsOrder(t *testing.T) {
	ev := sampleEvent(t)
	in := sampleIncident(t, &ev)
	d := Doc{Kind: KindIncident, ID: IncidentDocID(in.ID), CouchRev: "4-abcd", Incident: in}
	if got, want := WithRev(IncidentDoc(in), "4-abcd"), d.Body(); !bytes.Equal(got, want) {
		t.Errorf("WithRev:\n%s\nBody:\n%s", got, want)
	}
	if got := WithRev(d.Body(), ""); !bytes.Equal(got, IncidentDoc(in)) {
		t.Errorf("WithRev removing _rev:\n%s", got)
	}
	if got := WithRev([]byte(`{"b":1,"_rev":"1-a","a":2,"_id":"x"}`), "2-b"); string(got) != `{"_id":"x","_rev":"2-b","b":1,"a":2}` {
		t.Errorf("WithRev reordering = %s", got)
	}
	for _, bad := range []string{`{"a":`, `{"a":1}x`, `{"a" 1}`} {
		if got := WithRev([]byte(bad), "1-a"); string(got) != bad {
			t.Errorf("WithRev(%s) = %s, want it unchanged", bad, got)
		}
	}
}

// FuzzWithRev: any body is returned unchanged or as a JSON object holding the same fields but
// _rev, and _rev as given; never a panic.
func FuzzWithRev(f *testing.F) {
	f.Add([]byte(`{"_id":"event","_rev":"1-a","id":"e","x":{"k":[1]}}`), "2-b")
	f.Add([]byte(`{"a":1,"a":2}`), "")
	f.Add([]byte(`[1,2]`), "1-a")
	f.Add([]byte(`{"_rev":7}`), "3-c")
	f.Fuzz(func(t *testing.T, body []byte, rev string) {
		out := WithRev(body, rev)
		if bytes.Equal(out, body) {
			return
		}
		var in, got map[string]json.RawMessage
		if err := json.Unmarshal(body, &in); err != nil {
			t.Fatalf("WithRev changed %q, which is not an object: %q", body, out)
		}
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatalf("WithRev(%q) = %q: not a JSON object", body, out)
		}
		delete(in, "_rev")
		var r string
		if raw, ok := got["_rev"]; ok {
			json.Unmarshal(raw, &r)
			delete(got, "_rev")
		}
		if r != rev && utf8.ValidString(rev) { // JSON writes invalid UTF-8 as U+FFFD
			t.Fatalf("WithRev(%q, %q): _rev %q", body, rev, r)
		}
		if len(in) != len(got) {
			t.Fatalf("WithRev(%q) = %q: fields differ", body, out)
		}
	})
}

// TestDocMessage: a refused document's message names the place in the three languages.
func TestDocMessage(t *testing.T) {
	tx, ok := msg.Lookup(KeyDoc)
	if !ok {
		t.Fatalf("no message %s", KeyDoc)
	}
	for lang, s := range map[string]string{"en": tx.En, "sr": tx.Sr, "hu": tx.Hu} {
		if !strings.Contains(s, "{where}") || !strings.HasSuffix(s, ".") {
			t.Errorf("%s (%s) = %q: want a sentence naming {where}", KeyDoc, lang, s)
		}
	}
	_, err := ParseDoc([]byte(`{"_id":"note"}`))
	var e *engine.Error
	if !errors.As(err, &e) {
		t.Fatal(err)
	}
	if got := e.Message(msg.SR); got != "Zapis primljen sa servera je izostavljen: vrednost na mestu _id nije ispravna." {
		t.Errorf("sr: %q", got)
	}
}
