package couchsync

import (
	"slices"
	"strings"
	"testing"

	"arbiter/engine/eventlog"
	"arbiter/engine/rulesets"
)

// TestSortAuthor: a version of a ruling whose document names another author than the director
// who logged it, or a later version naming none, is held as a conflict (KeyHoldAuthor) on every
// phone, not taken; so is, on its director's phone, a ruling under their name that phone never
// wrote. The director's own later version, a revocation by the director it names, and a first
// version written before authors were named are taken.
func TestSortAuthor(t *testing.T) {
	ev := sampleEvent(t)
	chief := sampleIncident(t, &ev) // logged by "chief"
	edited := chief
	edited.Notes = "changed"
	edited = eventlog.NextIncident(chief, edited)
	at := eventlog.Minute(13000100)
	revoked := chief
	revoked.Status, revoked.RevokedBy, revoked.RevokedAt, revoked.Reason = eventlog.Revoked, "asst", &at, "wrong table"
	revoked = eventlog.NextIncident(chief, revoked)
	forged := sampleIncident(t, &ev)
	forged.ID, forged.Rev, forged.Revs, forged.By, forged.Number = "forged00000000000001", "", nil, "asst", eventlog.SeriesBlock+1
	forged.StampFirst()

	doc := func(in eventlog.Incident, author string) Doc {
		d := Doc{Kind: KindIncident, ID: IncidentDocID(in.ID), Incident: in, Author: author}
		p, err := ParseDoc(d.Body())
		if err != nil {
			t.Fatal(err)
		}
		if p.Author != author {
			t.Fatalf("ParseDoc(Body()).Author = %q, want %q", p.Author, author)
		}
		return p
	}
	phone := func(me string, log ...eventlog.Incident) *Local {
		m := map[string]eventlog.Incident{}
		for _, in := range log {
			m[in.ID] = in
		}
		return &Local{Me: me, Incident: func(id string) (eventlog.Incident, bool) { in, ok := m[id]; return in, ok },
			HasRulings: func(string) bool { return true }}
	}
	// a phone that wrote a ruling into its copy of the database and lost it from its log (kept
	// in memory while the storage did not open)
	wrote := func(me string, ids ...string) *Local {
		l := phone(me)
		l.Wrote = func(id string) bool { return slices.Contains(ids, id) }
		return l
	}
	cases := []struct {
		name       string
		d          Doc
		loc        *Local
		held, took bool
	}{
		{"the director's own later version", doc(edited, "chief"), phone("asst", chief), false, true},
		{"a later version by another director", doc(edited, "asst"), phone("asst", chief), true, false},
		{"a later version by another, on a third phone", doc(edited, "cili0"), phone("cili0", chief), true, false},
		{"a later version naming no author", doc(edited, ""), phone("asst", chief), true, false},
		{"a revocation by the director it names", doc(revoked, "asst"), phone("cili0", chief), false, true},
		{"a first version naming no author", doc(chief, ""), phone("asst"), false, true},
		{"a ruling under this phone's director's name it never wrote", doc(forged, "asst"), phone("asst"), true, false},
		{"the same ruling on another director's phone", doc(forged, "asst"), phone("chief"), false, true},
		{"a ruling this phone wrote, lost from its log", doc(forged, "asst"), wrote("asst", forged.ID), false, true},
		{"a ruling this phone wrote another of, lost from its log", doc(forged, "asst"), wrote("asst", chief.ID), true, false},
	}
	for _, c := range cases {
		got := Sort(rulesets.Get, &ev, "", []Doc{c.d}, nil, c.loc)
		held := slices.Equal(heldKeys(got), []string{c.d.ID + " " + KeyHoldAuthor})
		if held != c.held || (len(got.Incidents) == 1) != c.took {
			t.Errorf("%s: Sort holds %v, imports %v; want held as an author's conflict %v, taken %v", c.name, heldKeys(got), incIDs(got), c.held, c.took)
		}
	}
}

// TestSortClaimedLetter: a director with rulings who moved to another letter and holds its
// claim on the server (the renumbering they did) gets it; without the claim the phone keeps
// the letter its labels show.
func TestSortClaimedLetter(t *testing.T) {
	ev := sampleEvent(t)
	moved := ev
	moved.Directors = []eventlog.Director{{ID: "chief", Name: "Ana"}, {ID: "asst", Name: "Bela", Series: 3}}
	moved = eventlog.NextEvent(ev, moved)
	for _, c := range []struct {
		claims []Claim
		want   int
		held   bool
	}{
		{nil, 1, true},
		{[]Claim{{Series: 3, Director: eventlog.Director{ID: "cili"}}}, 1, true},
		{[]Claim{{Series: 3, Director: eventlog.Director{ID: "asst"}}}, 3, false},
	} {
		loc := &Local{Me: "chief", HasRulings: func(string) bool { return true },
			Claimed: func(dir string, s int) bool {
				for _, x := range c.claims {
					if x.Series == s && x.Director.ID == dir {
						return true
					}
				}
				return false
			}}
		d, err := ParseDoc(EventDoc(moved)) // Sort moves the letter back in the document it holds
		if err != nil {
			t.Fatal(err)
		}
		got := Sort(rulesets.Get, &ev, "", []Doc{d}, nil, loc)
		x, _ := got.Event.Director("asst")
		if x.Series != c.want || (len(got.Held) == 1) != c.held {
			t.Errorf("claims %v: asst in series %d, held %v; want %d, held %v", c.claims, x.Series, heldKeys(got), c.want, c.held)
		}
	}
}

// TestRestorable: a version of a ruling naming no author, or an author who is no director of
// the event, is written over by its director's phone; one another director made is not (it
// stays a conflict for them to settle).
func TestRestorable(t *testing.T) {
	ev := sampleEvent(t)
	in := sampleIncident(t, &ev) // logged by "chief"; "asst" is the other director
	for _, c := range []struct {
		author string
		by     string
		want   bool
	}{
		{"", "chief", true},
		{"stranger", "chief", true},
		{"asst", "chief", false},
		{"chief", "chief", false},
		{"", "", false},
	} {
		x := in
		x.By = c.by
		d := Doc{Kind: KindIncident, ID: IncidentDocID(x.ID), Incident: x, Author: c.author}
		if got := Restorable(&d, &ev); got != c.want {
			t.Errorf("Restorable(author %q, by %q) = %v, want %v", c.author, c.by, got, c.want)
		}
	}
}

// TestOverrule: a director's version written over another's lists the version written over,
// with its author and notes; the list survives the document's round trip, merges with another
// copy's (a settled entry wins), and Settle names the director who settled every open one.
func TestOverrule(t *testing.T) {
	ev := sampleEvent(t)
	chief := sampleIncident(t, &ev) // logged by "chief"
	edited := chief
	edited.Notes = "rewritten on the server"
	edited = eventlog.NextIncident(chief, edited)
	mine := Doc{Kind: KindIncident, ID: IncidentDocID(chief.ID), Incident: chief, Author: "chief"}
	theirs := Doc{Kind: KindIncident, ID: mine.ID, Incident: edited, Author: "stranger"}

	over := Overrule(mine, theirs)
	want := []Overruled{{Rev: edited.Rev, Author: "stranger", Notes: "rewritten on the server"}}
	if !slices.Equal(over.Overruled, want) || !over.Open() || over.Incident.Rev != chief.Rev {
		t.Fatalf("Overrule = %+v (open %v, rev %s), want %+v on %s", over.Overruled, over.Open(), over.Incident.Rev, want, chief.Rev)
	}
	if again := Overrule(over, theirs); !slices.Equal(again.Overruled, want) {
		t.Errorf("Overrule twice = %+v, want %+v once", again.Overruled, want)
	}
	back, err := ParseDoc(over.Body())
	if err != nil || !slices.Equal(back.Overruled, want) {
		t.Fatalf("ParseDoc(Body()) = %+v, %v; want %+v", back.Overruled, err, want)
	}
	settled := Settle(over, "asst")
	if settled.Open() || settled.Overruled[0].SettledBy != "asst" || !over.Open() {
		t.Errorf("Settle = %+v (the original open %v), want settled by asst and the original untouched", settled.Overruled, over.Open())
	}
	for _, c := range []struct {
		name string
		a, b Doc
	}{
		{"settled, then open", settled, over},
		{"open, then settled", over, settled},
	} {
		m, err := Merge(c.a, c.b)
		if err != nil || len(m.Overruled) != 1 || m.Open() {
			t.Errorf("Merge(%s) = %+v, %v; want the one version, settled", c.name, m.Overruled, err)
		}
	}
	if m, _ := Merge(mine, over); !slices.Equal(m.Overruled, want) {
		t.Errorf("Merge(no list, a list) = %+v, want %+v", m.Overruled, want)
	}
	// a list that is not one is refused: the document is not a valid record
	for _, bad := range []string{`"x"`, `[{"rev":""}]`, `[{"rev":"1-a","author":"not an id!"}]`, `[{"rev":"1-a","settled_by":"?"}]`} {
		body := strings.Replace(string(mine.Body()), `"author":"chief"`, `"author":"chief","`+OverruledField+`":`+bad, 1)
		if _, err := ParseDoc([]byte(body)); err == nil {
			t.Errorf("ParseDoc with %s = nil error, want one", bad)
		}
	}
}

// TestSortOverruled: a ruling whose document lists a version written over that no director
// settled is taken into the log and held as that conflict (KeyHoldOverruled) whenever Sort
// takes it — also when it waited for its pair and is tried again once the roster came (a
// phone that was offline meanwhile must show the conflict too); while it waits it is held as
// waiting only, and a settled list holds nothing.
func TestSortOverruled(t *testing.T) {
	ev := sampleEvent(t)
	ev2 := ev
	ev2.Participants = append(slices.Clone(ev.Participants), eventlog.Participant{Number: 3, Name: "C"})
	ev2 = eventlog.NextEvent(ev, ev2)
	late := sampleIncident(t, &ev)
	late.ID, late.Rev, late.Revs, late.Number = "p3late0000000000000a", "", nil, 4
	late.Parties = []eventlog.PartyRef{{Role: "offender", Number: 3}}
	late.StampFirst()
	edited := late
	edited.Notes = "rewritten on the server"
	edited = eventlog.NextIncident(late, edited)
	mine := Doc{Kind: KindIncident, ID: IncidentDocID(late.ID), Incident: late, Author: late.By}
	open := Overrule(mine, Doc{Kind: KindIncident, ID: mine.ID, Incident: edited})
	settled := Settle(open, "chief")
	id := IncidentDocID(late.ID)

	for _, c := range []struct {
		name     string
		ev       *eventlog.Event
		doc      Doc
		imported []string
		held     []string
	}{
		{"before the roster has its pair: waits", &ev, open, nil, []string{id + " " + KeyHoldWait}},
		{"tried again with the roster: taken, the version written over held", &ev2, open, []string{id}, []string{id + " " + KeyHoldOverruled}},
		{"settled: taken, nothing held", &ev2, settled, []string{id}, nil},
		{"no version written over: taken, nothing held", &ev2, mine, []string{id}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := Sort(rulesets.Get, c.ev, "", []Doc{c.doc}, nil, nil)
			if g := incIDs(got); !slices.Equal(g, c.imported) {
				t.Errorf("Sort imports %v, want %v", g, c.imported)
			}
			if g := heldKeys(got); !slices.Equal(g, c.held) {
				t.Errorf("Sort holds %v, want %v", g, c.held)
			}
		})
	}
}
