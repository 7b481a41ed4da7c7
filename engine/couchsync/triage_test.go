package couchsync

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// heldKeys is a triage's held documents as "ID key", sorted.
func heldKeys(t Triage) []string {
	var out []string
	for _, h := range t.Held {
		out = append(out, h.ID+" "+h.Key)
	}
	slices.Sort(out)
	return out
}

func incIDs(t Triage) []string {
	var out []string
	for _, d := range t.Incidents {
		out = append(out, d.ID)
	}
	slices.Sort(out)
	return out
}

// TestSort: what a batch from the server holds is imported when it fits the event as this
// phone knows it merged with the batch's event versions; an incident of a pair the phone's
// roster lacks waits (it is not invalid), and is imported once the roster that has the pair is
// there; another event's records, invalid records and documents that are not records are set
// aside, and none of them stops the others.
func TestSort(t *testing.T) {
	ev := sampleEvent(t)
	in := sampleIncident(t, &ev)

	// the roster gains pair 3 on another phone, and an incident of pair 3 is logged there
	ev2 := ev
	ev2.Participants = append(slices.Clone(ev.Participants), eventlog.Participant{Number: 3, Name: "C"})
	ev2 = eventlog.NextEvent(ev, ev2)
	late := sampleIncident(t, &ev)
	late.ID, late.Rev, late.Revs, late.Number = "p3late0000000000000a", "", nil, 4
	late.Parties = []eventlog.PartyRef{{Role: "offender", Number: 3}}
	late.StampFirst()
	// a director the phone does not know yet logs one (series C)
	ev3 := ev
	ev3.Directors = append(slices.Clone(ev.Directors), eventlog.Director{ID: "cili", Name: "Cili", Series: 2})
	byCili := sampleIncident(t, &ev)
	byCili.ID, byCili.Rev, byCili.Revs, byCili.By, byCili.Number = "cili000000000000000a", "", nil, "cili", 2*eventlog.SeriesBlock+1
	byCili.StampFirst()

	other := in
	other.ID, other.Event, other.Rev, other.Revs = "other00000000000000a", "e9zzz", "", nil
	other.StampFirst()
	bad := in
	bad.ID, bad.Rev, bad.Revs, bad.Table = "bad0000000000000000a", "", nil, -4
	bad.StampFirst()
	otherEv := ev
	otherEv.ID = "e9zzz"

	doc := func(b []byte) Doc {
		d, err := ParseDoc(b)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	unread := []Held{Unreadable("_design/x", errors.New("not a record")), Unreadable("inc:broken", errors.New("not JSON"))}

	cases := []struct {
		name     string
		ev       *eventlog.Event
		id       string
		docs     []Doc
		unread   []Held
		imported []string
		held     []string
		eventNew bool
		pairs    int // participants of the triage's event
	}{
		{"the incident of a new pair before its roster: waits", &ev, "", []Doc{doc(IncidentDoc(late)), doc(IncidentDoc(in))}, nil,
			[]string{IncidentDocID(in.ID)}, []string{IncidentDocID(late.ID) + " " + KeyHoldWait}, false, 2},
		{"the roster in the same batch: imported", &ev, "", []Doc{doc(IncidentDoc(late)), doc(EventDoc(ev2))}, nil,
			[]string{IncidentDocID(late.ID)}, nil, true, 3},
		{"a director still on the way: waits", &ev, "", []Doc{doc(IncidentDoc(byCili))}, nil,
			nil, []string{IncidentDocID(byCili.ID) + " " + KeyHoldWait}, false, 2},
		{"the director's join in the batch: imported", &ev, "", []Doc{doc(IncidentDoc(byCili)), doc(EventDoc(ev3))}, nil,
			[]string{IncidentDocID(byCili.ID)}, nil, true, 2},
		{"hostile and invalid documents set aside, the valid one imported", &ev, "",
			[]Doc{doc(IncidentDoc(other)), doc(IncidentDoc(bad)), doc(EventDoc(otherEv)), doc(IncidentDoc(in))}, unread,
			[]string{IncidentDocID(in.ID)},
			[]string{"_design/x " + KeyHoldForeign, "event " + KeyHoldOther, "inc:broken " + KeyHoldInvalid,
				IncidentDocID(bad.ID) + " " + KeyHoldInvalid, IncidentDocID(other.ID) + " " + KeyHoldOther}, false, 2},
		{"joining: no event yet, the incidents wait", nil, "", []Doc{doc(IncidentDoc(in))}, nil,
			nil, []string{IncidentDocID(in.ID) + " " + KeyHoldWait}, false, -1},
		{"joining: the event in the batch names the database's event", nil, "", []Doc{doc(IncidentDoc(in)), doc(IncidentDoc(other)), doc(EventDoc(ev))}, nil,
			[]string{IncidentDocID(in.ID)}, []string{IncidentDocID(other.ID) + " " + KeyHoldOther}, true, 2},
		{"joining a known event: another event's document set aside", nil, ev.ID, []Doc{doc(EventDoc(otherEv))}, nil,
			nil, []string{"event " + KeyHoldOther}, false, -1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := Sort(rulesets.Get, tc.ev, tc.id, tc.docs, tc.unread, nil)
			if g := incIDs(got); !slices.Equal(g, tc.imported) {
				t.Errorf("Sort imports %v, want %v", g, tc.imported)
			}
			want := slices.Clone(tc.held)
			slices.Sort(want)
			if g := heldKeys(got); !slices.Equal(g, want) {
				t.Errorf("Sort holds %v, want %v", g, want)
			}
			if got.EventNew != tc.eventNew {
				t.Errorf("Sort's EventNew = %v, want %v", got.EventNew, tc.eventNew)
			}
			n := -1
			if got.Event != nil {
				n = len(got.Event.Participants)
			}
			if n != tc.pairs {
				t.Errorf("Sort's event has %d pairs, want %d", n, tc.pairs)
			}
		})
	}
	if tc := Sort(rulesets.Get, &ev, "", nil, nil, nil); tc.Event == &ev {
		t.Error("Sort's event is the caller's: merging would change it")
	}
}

// TestSortImport: the waiting incident of a new pair is imported by a later batch that brings
// the roster (retried with it), so that the log ends with every record; PlanHeld reports what
// a plan skipped (it waits) or refused as a clash (set aside).
func TestSortImport(t *testing.T) {
	ctx := context.Background()
	ev := sampleEvent(t)
	in := sampleIncident(t, &ev)
	m := eventlog.NewMem(rulesets.Get)
	if err := m.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	ev2 := ev
	ev2.Participants = append(slices.Clone(ev.Participants), eventlog.Participant{Number: 3, Name: "C"})
	ev2 = eventlog.NextEvent(ev, ev2)
	late := in
	late.ID, late.Rev, late.Revs, late.Number = "p3late0000000000000a", "", nil, 4
	late.Parties = []eventlog.PartyRef{{Role: "offender", Number: 3}}
	late.StampFirst()
	clash := in
	clash.ID, clash.Rev, clash.Revs = "clash00000000000000a", "", nil
	clash.StampFirst()

	importTriage := func(tr Triage) []Held {
		t.Helper()
		file, ok := File(tr.Event, tr.Incidents)
		if !ok {
			t.Fatal("File: no event")
		}
		d, err := eventlog.Parse(file, rulesets.Get)
		if err != nil {
			t.Fatal(err)
		}
		p, err := eventlog.NewPlan(ctx, m, d)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Apply(ctx, p); err != nil {
			t.Fatal(err)
		}
		return PlanHeld(p, tr.Incidents)
	}
	stored := func() *eventlog.Event {
		e, err := m.GetEvent(ctx, ev.ID)
		if err != nil {
			t.Fatal(err)
		}
		return &e
	}
	lateDoc, _ := ParseDoc(IncidentDoc(late))
	inDoc, _ := ParseDoc(IncidentDoc(in))
	tr := Sort(rulesets.Get, stored(), "", []Doc{lateDoc, inDoc}, nil, nil)
	if h := importTriage(tr); len(h) != 0 {
		t.Fatalf("PlanHeld = %v, want none", h)
	}
	if got := heldKeys(tr); !slices.Equal(got, []string{IncidentDocID(late.ID) + " " + KeyHoldWait}) {
		t.Fatalf("first batch holds %v", got)
	}
	// the roster arrives: the waiting incident is tried again with it
	evDoc, _ := ParseDoc(EventDoc(ev2))
	tr = Sort(rulesets.Get, stored(), "", []Doc{evDoc, lateDoc}, nil, nil)
	if len(tr.Held) != 0 || !tr.EventNew {
		t.Fatalf("second batch holds %v (event new %v)", heldKeys(tr), tr.EventNew)
	}
	importTriage(tr)
	incs, _ := m.ListIncidents(ctx, ev.ID)
	if len(incs) != 2 {
		t.Errorf("the log holds %d incidents, want 2 (the first and the new pair's)", len(incs))
	}
	// an incident of another ID with a number the log holds: a clash, set aside by PlanHeld
	clashDoc, _ := ParseDoc(IncidentDoc(clash))
	tr = Sort(rulesets.Get, stored(), "", []Doc{clashDoc}, nil, nil)
	h := importTriage(tr)
	if len(h) != 1 || h[0].ID != IncidentDocID(clash.ID) || h[0].Key != KeyHoldClash {
		t.Errorf("PlanHeld after a clash = %v, want %s %s", h, IncidentDocID(clash.ID), KeyHoldClash)
	}
}

// TestSortTrusted: what the server changes that this phone trusts is held, not taken: another
// letter for a director who has rulings here (the rest of the event document is merged, with
// the phone's letter), a version of this phone's director's ruling this phone did not make. A
// letter taken by a director with no ruling yet, and a revocation (who and when recorded), are
// taken.
func TestSortTrusted(t *testing.T) {
	ev := sampleEvent(t)
	mine := sampleIncident(t, &ev) // by "chief", this phone's director
	log := map[string]eventlog.Incident{mine.ID: mine}
	rulings := map[string]bool{"chief": true, "asst": true}
	loc := &Local{Me: "chief",
		Incident:   func(id string) (eventlog.Incident, bool) { in, ok := log[id]; return in, ok },
		HasRulings: func(d string) bool { return rulings[d] }}

	moved := ev
	moved.Directors = []eventlog.Director{{ID: "chief", Name: "Ana"}, {ID: "asst", Name: "Bela", Series: 5}}
	moved.Name = "Pairs cup (final)"
	moved = eventlog.NextEvent(ev, moved)
	edited := mine
	edited.Notes, edited.Result = "rewritten elsewhere", nil
	edited = eventlog.NextIncident(mine, edited)
	revoked := mine
	at := eventlog.Minute(13000100)
	revoked.Status, revoked.RevokedBy, revoked.RevokedAt, revoked.Reason = eventlog.Revoked, "asst", &at, "wrong table"
	revoked = eventlog.NextIncident(mine, revoked)
	doc := func(b []byte) Doc {
		d, err := ParseDoc(b)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}

	got := Sort(rulesets.Get, &ev, "", []Doc{doc(EventDoc(moved)), doc(IncidentDoc(edited))}, nil, loc)
	if h := heldKeys(got); !slices.Equal(h, []string{"event " + KeyHoldLetter, IncidentDocID(mine.ID) + " " + KeyHoldChanged}) {
		t.Errorf("Sort holds %v, want the letter and the changed ruling", h)
	}
	if d, _ := got.Event.Director("asst"); d.Series != 1 || got.Event.Name != moved.Name {
		t.Errorf("Sort's event: asst in series %d (want 1, the phone's), name %q (want the server's)", d.Series, got.Event.Name)
	}
	if len(got.Incidents) != 0 {
		t.Errorf("Sort imports %v, want nothing", incIDs(got))
	}
	// without the trust checks both are taken (what a phone did before)
	if got := Sort(rulesets.Get, &ev, "", []Doc{doc(EventDoc(moved)), doc(IncidentDoc(edited))}, nil, nil); len(got.Held) != 0 || len(got.Incidents) != 1 {
		t.Errorf("no checks: held %v, imported %v", heldKeys(got), incIDs(got))
	}
	// asst has no ruling yet: taking another letter is theirs to do; a revocation is recorded
	rulings["asst"] = false
	got = Sort(rulesets.Get, &ev, "", []Doc{doc(EventDoc(moved)), doc(IncidentDoc(revoked))}, nil, loc)
	if len(got.Held) != 0 || len(got.Incidents) != 1 {
		t.Errorf("a new letter without rulings and a revocation: held %v, imported %v", heldKeys(got), incIDs(got))
	}
	if d, _ := got.Event.Director("asst"); d.Series != 5 {
		t.Errorf("asst with no ruling took series 5: Sort's event has %d", d.Series)
	}
}

// TestHoldMessages: every reason a document is held has its message in the three languages.
func TestHoldMessages(t *testing.T) {
	for _, k := range []string{KeyHoldWait, KeyHoldInvalid, KeyHoldOther, KeyHoldForeign, KeyHoldClash, KeyHoldLetter, KeyHoldChanged, KeyHoldAuthor, KeyHoldRenamed} {
		tx, ok := msg.Lookup(k)
		if !ok {
			t.Errorf("no message %s", k)
			continue
		}
		for lang, s := range map[string]string{"en": tx.En, "sr": tx.Sr, "hu": tx.Hu} {
			if strings.TrimSpace(s) == "" || !strings.Contains(s, "{n}") {
				t.Errorf("%s (%s) = %q, want a text with {n}", k, lang, s)
			}
		}
	}
}
