package eventlog

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// phone is one director's log: a store and the director.
type phone struct {
	m  *Mem
	me Director
}

// newChief makes the chief's phone with the event (the chief joined as its creator).
func newChief(t *testing.T) *phone {
	t.Helper()
	ev, me, _ := Join(teamsEvent(), Director{ID: "chief", Name: "Aladár"}, true)
	p := &phone{m: NewMem(testLookup), me: me}
	if err := p.m.PutEvent(context.Background(), ev); err != nil {
		t.Fatal(err)
	}
	return p
}

// joinFrom makes an assistant's phone that imported from's log and joined the event.
func joinFrom(t *testing.T, from *phone, id, name string) *phone {
	t.Helper()
	p := &phone{m: NewMem(testLookup)}
	importInto(t, p.m, exportOf(t, from.m))
	ev, _ := p.m.GetEvent(context.Background(), "ocsb-2026-r1")
	ev, me, ok := Join(ev, Director{ID: id, Name: name}, false)
	if !ok {
		t.Fatal("no free series")
	}
	if err := p.m.PutEvent(context.Background(), ev); err != nil {
		t.Fatal(err)
	}
	p.me = me
	return p
}

func (p *phone) log(t *testing.T, in Incident) Incident {
	t.Helper()
	in.By = p.me.ID
	got, err := p.m.AddIncident(context.Background(), in)
	if err != nil {
		t.Fatalf("%s logs: %v", p.me.Name, err)
	}
	return got
}

func (p *phone) event(t *testing.T) Event {
	t.Helper()
	ev, err := p.m.GetEvent(context.Background(), "ocsb-2026-r1")
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// logOf is a store's whole log as comparable JSON: every event and incident, by ID.
func logOf(t *testing.T, m *Mem) string {
	t.Helper()
	b, err := Export(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func labels(t *testing.T, m *Mem) []string {
	t.Helper()
	is, _ := m.ListIncidents(context.Background(), "ocsb-2026-r1")
	var out []string
	for _, in := range is {
		out = append(out, in.Label())
	}
	return out
}

func permutations(n int) [][]int {
	if n == 1 {
		return [][]int{{0}}
	}
	var out [][]int
	for _, p := range permutations(n - 1) {
		for i := 0; i <= len(p); i++ {
			q := append(append(append([]int{}, p[:i]...), n-1), p[i:]...)
			out = append(out, q)
		}
	}
	return out
}

// TestMergeOrders: three directors log offline, interleaved in time; importing their exports
// into a fresh log in every order, and into each other's logs, gives the same log; importing a
// file again changes nothing.
func TestMergeOrders(t *testing.T) {
	chief := newChief(t)
	chief.log(t, fine(at("2026-03-14T19:05"), 1, 2, 3))
	b := joinFrom(t, chief, "bea", "Bea")
	c := joinFrom(t, chief, "csaba", "Csaba")
	if b.me.Series != 1 || c.me.Series != 1 {
		t.Fatalf("series %d and %d: both joined from the chief's log alone, so both take B", b.me.Series, c.me.Series)
	}
	// C heard of B (imported B's log) before joining: takes C
	c = &phone{m: NewMem(testLookup)}
	importInto(t, c.m, exportOf(t, b.m))
	ev, me, _ := Join(c.event(t), Director{ID: "csaba", Name: "Csaba"}, false)
	c.m.PutEvent(context.Background(), ev)
	c.me = me
	if me.Series != 2 {
		t.Fatalf("C's series = %d, want 2 (C)", me.Series)
	}
	chief.log(t, zt(at("2026-03-14T20:00"), 2, 2))
	b.log(t, zt(at("2026-03-14T20:05"), 3, 2))
	c.log(t, fine(at("2026-03-14T20:10"), 2, 3, 1.5))
	b.log(t, zt(at("2026-03-14T20:20"), 2, 2))
	chief.log(t, zt(at("2026-03-14T20:25"), 1, 1))
	c.log(t, zt(at("2026-03-15T10:00"), 3, 2))
	// the chief revokes S2 on the chief's phone; B edits its S1B's notes
	if _, err := chief.m.Revoke(context.Background(), "ocsb-2026-r1", 2, "chief", "wrong player", at("2026-03-14T21:00")); err != nil {
		t.Fatal(err)
	}
	s1b, _ := b.m.GetIncident(context.Background(), "ocsb-2026-r1", SeriesBlock+1)
	s1b.Notes = "seen by the captain"
	if err := b.m.PutIncident(context.Background(), s1b); err != nil {
		t.Fatal(err)
	}
	files := []*Doc{exportOf(t, chief.m), exportOf(t, b.m), exportOf(t, c.m)}
	var want string
	for _, order := range permutations(3) {
		m := NewMem(testLookup)
		for _, i := range order {
			importInto(t, m, files[i])
		}
		got := logOf(t, m)
		if want == "" {
			want = got
			if l := labels(t, m); strings.Join(l, " ") != "S1 S2 S3 S1B S2B S1C S2C" {
				t.Errorf("labels %v", l)
			}
			continue
		}
		if got != want {
			t.Errorf("order %v gives another log than order [0 1 2]", order)
		}
	}
	// each phone imports the other two (in any order) and ends with the same log
	for _, p := range []*phone{chief, b, c} {
		for i := range files {
			importInto(t, p.m, files[i])
		}
		if got := logOf(t, p.m); got != want {
			t.Errorf("%s's log after importing all three differs from the union", p.me.Name)
		}
		// again: nothing changes
		for i := range files {
			plan, _ := importInto(t, p.m, files[i])
			if plan.Changes() {
				t.Errorf("%s: importing file %d again changes %v %v", p.me.Name, i, plan.ChangedEvents, plan.ChangedIncidents)
			}
		}
	}
	m := NewMem(testLookup)
	importInto(t, m, files[0])
	got, _ := m.GetIncident(context.Background(), "ocsb-2026-r1", 2)
	if got.Status != Revoked || got.RevokedBy != "chief" {
		t.Errorf("S2 after the merge: %s by %q", got.Status, got.RevokedBy)
	}
}

// TestMergeTwoPhonesExchange: two phones that exchanged exports today merge without
// duplicates, and an edit made since on one side wins over the other side's older copy.
func TestMergeTwoPhonesExchange(t *testing.T) {
	ctx := context.Background()
	a := newChief(t)
	a.log(t, fine(at("2026-03-14T19:05"), 1, 2, 3))
	b := joinFrom(t, a, "bea", "Bea")
	b.log(t, zt(at("2026-03-14T20:00"), 2, 2))
	importInto(t, a.m, exportOf(t, b.m))
	importInto(t, b.m, exportOf(t, a.m))
	if logOf(t, a.m) != logOf(t, b.m) {
		t.Fatal("after exchanging exports the two logs differ")
	}
	// A edits S1's notes; B imports A's file: a later version, no conflict
	s1, _ := a.m.GetIncident(ctx, "ocsb-2026-r1", 1)
	s1.Notes = "late arrival confirmed"
	a.m.PutIncident(ctx, s1)
	plan, r := importInto(t, b.m, exportOf(t, a.m))
	if r.ChangedIncidents != 1 || r.AddedIncidents != 0 || r.Conflicts != 0 {
		t.Errorf("B imports A's edit: %+v (plan %v)", r, plan.ChangedIncidents)
	}
	got, _ := b.m.GetIncident(ctx, "ocsb-2026-r1", 1)
	if got.Notes != "late arrival confirmed" {
		t.Errorf("B's S1 notes %q", got.Notes)
	}
	is, _ := b.m.ListIncidents(ctx, "ocsb-2026-r1")
	if len(is) != 2 {
		t.Errorf("B holds %d incidents, want 2", len(is))
	}
}

// TestMergeConflicts: concurrent edits of one incident and of the event are kept side by side,
// the same on both phones, and a person's choice settles them everywhere.
func TestMergeConflicts(t *testing.T) {
	ctx := context.Background()
	a := newChief(t)
	a.log(t, fine(at("2026-03-14T19:05"), 1, 2, 3))
	b := joinFrom(t, a, "bea", "Bea")
	s1, _ := a.m.GetIncident(ctx, "ocsb-2026-r1", 1)
	s1.Notes = "A: the captain agrees"
	a.m.PutIncident(ctx, s1)
	s1b, _ := b.m.GetIncident(ctx, "ocsb-2026-r1", 1)
	s1b.Notes = "B: the captain disputes it"
	b.m.PutIncident(ctx, s1b)
	ea := a.event(t)
	ea.Name = "OCSB 2026, 1. forduló"
	if err := a.m.PutEvent(ctx, ea); err != nil {
		t.Fatal(err)
	}
	eb := b.event(t)
	eb.Boards = 28
	if err := b.m.PutEvent(ctx, eb); err != nil {
		t.Fatal(err)
	}
	fa, fb := exportOf(t, a.m), exportOf(t, b.m)
	plan, r := importInto(t, a.m, fb)
	if !reflect.DeepEqual(plan.EventConflicts, []string{"ocsb-2026-r1"}) || !reflect.DeepEqual(plan.Conflicts, []IncidentRef{{"ocsb-2026-r1", 1}}) || r.Conflicts != 2 {
		t.Fatalf("A imports B: event conflicts %v, incident conflicts %v, %+v", plan.EventConflicts, plan.Conflicts, r)
	}
	importInto(t, b.m, fa)
	if logOf(t, a.m) != logOf(t, b.m) {
		t.Fatal("the two phones keep the conflict differently")
	}
	got, _ := a.m.GetIncident(ctx, "ocsb-2026-r1", 1)
	if len(got.Conflicts) != 1 {
		t.Fatalf("S1 has %d other versions, want 1", len(got.Conflicts))
	}
	notes := []string{got.Notes, got.Conflicts[0].Notes}
	sort.Strings(notes)
	if notes[0] != "A: the captain agrees" || notes[1] != "B: the captain disputes it" {
		t.Errorf("versions kept: %q", notes)
	}
	ev := a.event(t)
	if len(ev.Conflicts) != 1 || len(ev.Directors) != 2 {
		t.Fatalf("event: %d other versions, %d directors", len(ev.Conflicts), len(ev.Directors))
	}
	// the chief keeps B's notes and A's name with B's boards: one version, descending from all
	keep := got
	if keep.Notes != "B: the captain disputes it" {
		keep = got.Conflicts[0]
	}
	if err := a.m.PutIncident(ctx, keep); err != nil {
		t.Fatal(err)
	}
	ev.Name, ev.Boards = "OCSB 2026, 1. forduló", 28
	if err := a.m.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	plan, _ = importInto(t, b.m, exportOf(t, a.m))
	if len(plan.Conflicts)+len(plan.EventConflicts) != 0 {
		t.Errorf("the resolution brings conflicts: %v %v", plan.Conflicts, plan.EventConflicts)
	}
	res, _ := b.m.GetIncident(ctx, "ocsb-2026-r1", 1)
	rev := b.event(t)
	if len(res.Conflicts) != 0 || res.Notes != "B: the captain disputes it" || len(rev.Conflicts) != 0 || rev.Boards != 28 || rev.Name != "OCSB 2026, 1. forduló" {
		t.Errorf("B after the resolution: %+v / %+v", res, rev)
	}
	// and B's old file changes nothing any more
	if plan, _ := importInto(t, a.m, fb); plan.Changes() {
		t.Errorf("B's old file after the resolution changes %v %v", plan.ChangedEvents, plan.ChangedIncidents)
	}
}

// TestMergeClash: two assistants took the same letter; the second one's incidents are refused
// with the reason, nothing of the log changes.
func TestMergeClash(t *testing.T) {
	a := newChief(t)
	b := joinFrom(t, a, "bea", "Bea")
	c := joinFrom(t, a, "csaba", "Csaba") // never heard of Bea: also B
	b.log(t, fine(at("2026-03-14T19:05"), 1, 2, 3))
	c.log(t, fine(at("2026-03-14T19:10"), 2, 1, 1))
	importInto(t, a.m, exportOf(t, b.m))
	plan, r := importInto(t, a.m, exportOf(t, c.m))
	if len(plan.Clashes) != 1 || plan.Clashes[0].FileBy != "csaba" || plan.Clashes[0].ByIn != "bea" || r.AddedIncidents != 0 {
		t.Fatalf("clashes %+v, %+v", plan.Clashes, r)
	}
	ev := a.event(t)
	if got := SeriesClashes(&ev); !reflect.DeepEqual(got, []int{1}) {
		t.Errorf("SeriesClashes = %v, want [1]", got)
	}
	in, _ := a.m.GetIncident(context.Background(), "ocsb-2026-r1", SeriesBlock+1)
	if in.By != "bea" {
		t.Errorf("S1B is %q's", in.By)
	}
}

// TestMigrateTwoPhones: a schema-1 log exported to a second phone, then revoked on the first;
// both upgrade and merge without a conflict, and the schema-1 golden log upgrades with its IDs.
func TestMigrateTwoPhones(t *testing.T) {
	data := readFixture(t)
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	// phone 2 had the file before S4 of the teams event was revoked: the same record, active
	active := strings.Replace(string(data), `"status": "revoked",
   "reason": "Player was not at the table.",
   "revoked_at": "2026-03-14T21:15"`, `"status": "active"`, 1)
	if active == string(data) {
		t.Fatal("the fixture's revoked S4 was not found")
	}
	d1, err := Parse(data, testLookup)
	if err != nil {
		t.Fatal(err)
	}
	d2, err := Parse([]byte(active), testLookup)
	if err != nil {
		t.Fatal(err)
	}
	m1, m2 := NewMem(testLookup), NewMem(testLookup)
	importInto(t, m1, d1)
	importInto(t, m2, d2)
	plan, r := importInto(t, m2, exportOf(t, m1))
	if r.Conflicts != 0 || r.ChangedIncidents != 1 || len(plan.ChangedIncidents) != 1 || plan.ChangedIncidents[0].Number != 4 {
		t.Fatalf("phone 2 imports phone 1: %+v %v", r, plan.ChangedIncidents)
	}
	plan, _ = importInto(t, m1, exportOf(t, m2))
	if plan.Changes() {
		t.Errorf("phone 1 imports phone 2: changes %v %v", plan.ChangedEvents, plan.ChangedIncidents)
	}
	if logOf(t, m1) != logOf(t, m2) {
		t.Error("the two upgraded phones differ")
	}
}

// TestLabels: series letters in labels, read back however a director types them.
func TestLabels(t *testing.T) {
	for _, tc := range []struct {
		number int
		label  string
	}{{1, "S1"}, {12, "S12"}, {SeriesBlock + 4, "S4B"}, {9*SeriesBlock + 50000, "S50000J"}} {
		if got := NumberLabel(tc.number); got != tc.label {
			t.Errorf("NumberLabel(%d) = %s, want %s", tc.number, got, tc.label)
		}
		for _, typed := range []string{tc.label, strings.ToLower(tc.label), strings.TrimPrefix(tc.label, "S")} {
			if n, ok := ParseLabel(typed); !ok || n != tc.number {
				t.Errorf("ParseLabel(%q) = %d, %v; want %d", typed, n, ok, tc.number)
			}
		}
	}
	for _, typed := range []string{"S4-B", "s4 b", "4B"} {
		if n, ok := ParseLabel(typed); !ok || n != SeriesBlock+4 {
			t.Errorf("ParseLabel(%q) = %d, %v", typed, n, ok)
		}
	}
	for _, bad := range []string{"", "S", "S0", "SB", "S4K", "S4A", "S-4", "S50001", "S4BB"} {
		if n, ok := ParseLabel(bad); ok {
			t.Errorf("ParseLabel(%q) = %d, want refused", bad, n)
		}
	}
}

// TestPrefRevokeOwn: a Preferans ruling is revoked only by the judge who made it, in a store
// and in a merge.
func TestPrefRevokeOwn(t *testing.T) {
	ctx := context.Background()
	d, _ := Parse(readFixture(t), testLookup)
	m := NewMem(testLookup)
	importInto(t, m, d)
	ev, _ := m.GetEvent(ctx, "pref-club-2026")
	ev, ana, _ := Join(ev, Director{ID: "ana", Name: "Ana"}, false)
	ev, bora, _ := Join(ev, Director{ID: "bora", Name: "Bora"}, false)
	if err := m.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	is, _ := m.ListIncidents(ctx, "pref-club-2026")
	in := is[0]
	in.By, in.ID, in.Rev, in.Revs, in.Number = ana.ID, "", "", nil, 0
	in.Status, in.Reason, in.RevokedAt, in.RevokedBy = Active, "", nil, ""
	got, err := m.AddIncident(ctx, in)
	if err != nil || got.Label() != "S1B" {
		t.Fatalf("Ana logs: %s, %v", got.Label(), err)
	}
	if _, err := m.Revoke(ctx, "pref-club-2026", got.Number, bora.ID, "greška", 13700000); errKey(err) != KeyRevokeOwn {
		t.Errorf("Bora revokes Ana's ruling: %v, want %s", err, KeyRevokeOwn)
	}
	if _, err := m.Revoke(ctx, "pref-club-2026", got.Number, ana.ID, "greška u presudi", 13700000); err != nil {
		t.Errorf("Ana revokes her ruling: %v", err)
	}
	// a file where another judge revoked it is refused record by record
	b, _ := Export(ctx, m)
	bad := strings.Replace(string(b), `"revoked_by": "ana"`, `"revoked_by": "bora"`, 1)
	d2, err := Parse([]byte(bad), testLookup)
	if err != nil || len(d2.Refused) == 0 || d2.Refused[0].Key != KeyRevokeOwn {
		t.Errorf("Parse(revoked by another judge) = %v, refused %v", err, d2.Refused)
	}
}

// TestParseKeepsNewerFields: a record with fields of a newer version is kept with them, and
// they survive an export.
func TestParseKeepsNewerFields(t *testing.T) {
	ctx := context.Background()
	a := newChief(t)
	a.log(t, fine(at("2026-03-14T19:05"), 1, 2, 3))
	b, _ := Export(ctx, a.m)
	newer := strings.Replace(string(b), `"schema": 2`, `"schema": 3`, 1)
	newer = strings.Replace(newer, `"calculator": "ocsb.fine"`, `"calculator": "ocsb.fine", "witness": {"name": "Kiss Éva"}`, 1)
	d, err := Parse([]byte(newer), testLookup)
	if err != nil || d.Newer != 1 || len(d.Incidents) != 1 || string(d.Incidents[0].Extra["witness"]) != `{"name": "Kiss Éva"}` {
		t.Fatalf("Parse(newer) = %v, newer %d, extra %v", err, d.Newer, d.Incidents)
	}
	m := NewMem(testLookup)
	importInto(t, m, d)
	out := logOf(t, m)
	if !strings.Contains(out, `"witness"`) || !strings.Contains(out, "Kiss Éva") {
		t.Errorf("the export lost the newer field:\n%s", out)
	}
}

// FuzzMerge: a hostile file merged into a log of several directors never panics, never leaves
// the log invalid, and merging it twice changes nothing more.
func FuzzMerge(f *testing.F) {
	a := &phone{m: NewMem(testLookup)}
	ev, me, _ := Join(teamsEvent(), Director{ID: "chief", Name: "A"}, true)
	a.me = me
	a.m.PutEvent(context.Background(), ev)
	for _, in := range []Incident{fine(at("2026-03-14T19:05"), 1, 2, 3), zt(at("2026-03-14T20:00"), 2, 2)} {
		in.By = me.ID
		a.m.AddIncident(context.Background(), in)
	}
	base, _ := Export(context.Background(), a.m)
	f.Add(base)
	for _, edit := range [][2]string{
		{`"rev": "1-`, `"rev": "9-`},
		{`"by": "chief"`, `"by": "nobody"`},
		{`"series": 0`, `"series": 12`},
		{`"number": 1,`, `"number": 100001,`},
		{`"status": "active"`, `"status": "revoked"`},
		{`"calculator": "ocsb.fine"`, `"calculator": "ocsb.fine", "later": [1, 2]`},
		{`"schema": 2`, `"schema": 7`},
		{`"directors": [`, `"conflicts": [{"id": "ocsb-2026-r1"}], "directors": [`},
	} {
		if s := strings.Replace(string(base), edit[0], edit[1], 1); s != string(base) {
			f.Add([]byte(s))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Parse(data, testLookup)
		if err != nil {
			return
		}
		ctx := context.Background()
		m := NewMem(testLookup)
		dd, _ := Parse(base, testLookup)
		importInto(t, m, dd)
		p, err := NewPlan(ctx, m, d)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Apply(ctx, p); err != nil {
			t.Fatalf("Apply(merge) = %v", err)
		}
		out, err := Export(ctx, m)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Parse(out, testLookup)
		if err != nil || len(back.Refused) > 0 {
			t.Fatalf("the merged log does not import whole: %v %v", err, back.Refused)
		}
		p, _ = NewPlan(ctx, m, d)
		if p.Changes() {
			t.Fatalf("merging the file again changes %v %v %v %v", p.NewEvents, p.ChangedEvents, p.NewIncidents, p.ChangedIncidents)
		}
		for _, e := range back.Events {
			if is, _ := m.ListIncidents(ctx, e.ID); len(is) > 0 {
				_ = fmt.Sprint(StaleResults(testLookup, &e, is, nil)) // never panics
			}
		}
	})
}
