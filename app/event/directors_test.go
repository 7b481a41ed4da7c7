//go:build !wasm

package event

import (
	"context"
	"strings"
	"testing"

	"arbiter/app/calcform"
	"arbiter/app/internal/apptest"
	"arbiter/app/logstore"
	"arbiter/app/ruling"
	"arbiter/app/view"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

var (
	chief = eventlog.Director{ID: "chief01", Name: "Aladár"}
	bea   = eventlog.Director{ID: "bea01", Name: "Bea"}
)

// ztEvent is an OCSB teams event (Zero Tolerance) created on the chief's phone.
func ztEvent(t *testing.T) (*eventlog.Mem, eventlog.Event) {
	t.Helper()
	rs := rulesets.Get("ocsb-kmor-2018")
	ev := eventlog.Event{ID: "ocsb-zt", Name: "OCSB 5. forduló", Date: "2026-10-17", Ruleset: rs.ID, DataVersion: rs.Version,
		Kind: eventlog.Teams, Form: eventlog.FormIMPVP,
		Participants: []eventlog.Participant{{Number: 1, Name: "Pécs"}, {Number: 2, Name: "Szeged"}},
		Players:      []eventlog.Player{{ID: 3, Name: "Kovács Péter", Team: 2}}}
	ev, _, _ = eventlog.Join(ev, chief, true)
	m := eventlog.NewMem(rulesets.Get)
	if err := m.PutEvent(context.Background(), ev); err != nil {
		t.Fatal(err)
	}
	return m, ev
}

// ztBreach is a first ZT breach of point 0 by player 3 at tm, as "Log it" computes it.
func ztBreach(t *testing.T, ev *eventlog.Event, tm string, earlier int64) eventlog.Incident {
	t.Helper()
	rs := rulesets.Get(ev.Ruleset)
	c := rs.Calculator("ocsb.zt")
	vals, err := c.Inputs.With(map[string][]int64{"clause": {0}, "earlier_same_day": {earlier}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := calcform.LoggedCompute(ev)(&eventlog.Incident{Calculator: c.ID}, vals)
	if err != nil {
		t.Fatal(err)
	}
	m, ok := ruling.MinuteOf(tm)
	if !ok {
		t.Fatalf("bad time %s", tm)
	}
	return eventlog.Incident{Event: ev.ID, Time: m, Player: 3, Team: 2, Calculator: c.ID, Values: vals, Result: res, Status: eventlog.Active}
}

// merge imports src's export into dst, as the log screen does.
func merge(t *testing.T, dst, src eventlog.Store) {
	t.Helper()
	ctx := context.Background()
	data, err := eventlog.Export(ctx, src)
	if err != nil {
		t.Fatal(err)
	}
	st := logstore.PlanImport(ctx, dst, data, msg.EN)
	if st.Err != "" {
		t.Fatal(st.Err)
	}
	if _, err := dst.Apply(ctx, st.Plan); err != nil {
		t.Fatal(err)
	}
}

// Logging on a phone whose director the event does not list joins it in the next series:
// the chief's S1, the assistant's S1B, S2B.
func TestLogAsJoins(t *testing.T) {
	ctx := context.Background()
	a, ev := ztEvent(t)
	got, q, err := logstore.LogAs(ctx, a, ztBreach(t, &ev, "2026-10-17T20:00", 0), chief, logstore.NotAsked)
	if err != nil || q.N != 0 || got.Label() != "S1" || got.By != chief.ID {
		t.Fatalf("chief logs %s by %q (question %+v), %v; want S1 by the chief", got.Label(), got.By, q, err)
	}
	b := eventlog.NewMem(rulesets.Get)
	merge(t, b, a)
	for i, want := range []string{"S1B", "S2B"} {
		got, q, err := logstore.LogAs(ctx, b, ztBreach(t, &ev, "2026-10-17T21:0"+string(rune('0'+i)), 0), bea, logstore.NotAsked)
		if err != nil || q.N != 0 || got.Label() != want || got.By != bea.ID {
			t.Fatalf("Bea's ruling %d: %s by %q (question %+v), %v; want %s", i+1, got.Label(), got.By, q, err, want)
		}
	}
	evb, _ := b.GetEvent(ctx, ev.ID)
	if s, ok := evb.DirectorSeries(bea.ID); !ok || s != 1 || evb.DirectorName(bea.ID) != "Bea" {
		t.Errorf("Bea listed: series %d, %v, name %q", s, ok, evb.DirectorName(bea.ID))
	}
	// a name typed later is taken at the next ruling
	bea2 := bea
	bea2.Name = "Bea Tóth"
	if _, _, err := logstore.LogAs(ctx, b, ztBreach(t, &ev, "2026-10-17T21:30", 0), bea2, logstore.NotAsked); err != nil {
		t.Fatal(err)
	}
	if evb, _ = b.GetEvent(ctx, ev.ID); evb.DirectorName(bea.ID) != "Bea Tóth" {
		t.Errorf("renamed: %q", evb.DirectorName(bea.ID))
	}
}

// A log from before directors were named: the first ruling asks once whether this phone logged
// its incidents; yes goes on in the first series, no takes the next letter; nothing is written
// before the answer.
func TestLogAsAsksForAnOldLog(t *testing.T) {
	ctx := context.Background()
	old := fixtureLog(t) // three incidents, no director (as a schema-1 log upgrades)
	evs, _ := old.ListEvents(ctx)
	ev := evs[0]
	if len(ev.Directors) != 0 {
		t.Fatalf("fixture lists directors %v", ev.Directors)
	}
	data, _ := eventlog.Export(ctx, old)
	incs, _ := old.ListIncidents(ctx, ev.ID)
	in := incs[0]
	in.Number, in.ID, in.Rev, in.Revs, in.Status, in.Reason, in.RevokedAt = 0, "", "", nil, eventlog.Active, "", nil
	for _, c := range []struct {
		ans        logstore.FirstAnswer
		want, next string
	}{{logstore.LoggedHere, "S4", "S5"}, {logstore.LoggedElsewhere, "S1B", "S2B"}} {
		m := eventlog.NewMem(rulesets.Get)
		st := logstore.PlanImport(ctx, m, data, msg.EN)
		if _, err := m.Apply(ctx, st.Plan); err != nil {
			t.Fatal(err)
		}
		_, q, err := logstore.LogAs(ctx, m, in, bea, logstore.NotAsked)
		if err != nil || q.N != 3 || q.Next != "S1B" {
			t.Fatalf("question = %+v, %v; want S1–S3, else S1B", q, err)
		}
		if l, _ := m.ListIncidents(ctx, ev.ID); len(l) != 3 {
			t.Fatalf("asking wrote: %d incidents", len(l))
		}
		got, q, err := logstore.LogAs(ctx, m, in, bea, c.ans)
		if err != nil || q.N != 0 || got.Label() != c.want {
			t.Errorf("answer %d: %s (question %+v), %v; want %s", c.ans, got.Label(), q, err, c.want)
		}
		// asked once: the event now lists the director
		if got, q, _ := logstore.LogAs(ctx, m, in, bea, logstore.NotAsked); q.N != 0 || got.Label() != c.next {
			t.Errorf("answer %d, next ruling: %s, question %+v; want %s", c.ans, got.Label(), q, c.next)
		}
	}
	h := app.HTMLString(view.QuestionView(msg.HU, logstore.FirstQuestion{N: 3, Next: "S1B"}, false, func(app.Context, logstore.FirstAnswer) {}))
	for _, want := range []string{"S1–S3", "S4", "S1B", `id="dir-ask-yes"`, `id="dir-ask-no"`} {
		if !strings.Contains(h, want) {
			t.Errorf("question view lacks %q: %s", want, h)
		}
	}
}

// twoVersions is a log where the event and its incident S1 were each changed on two phones:
// the event's name, the incident's notes.
func twoVersions(t *testing.T) *eventlog.Mem {
	t.Helper()
	ctx := context.Background()
	a, ev := ztEvent(t)
	if _, _, err := logstore.LogAs(ctx, a, ztBreach(t, &ev, "2026-10-17T20:00", 0), chief, logstore.NotAsked); err != nil {
		t.Fatal(err)
	}
	b := eventlog.NewMem(rulesets.Get)
	merge(t, b, a)
	for _, x := range []struct {
		s           *eventlog.Mem
		name, notes string
	}{{a, "OCSB 5. forduló (Pécs)", "a bíró látta"}, {b, "OCSB 5. forduló, Szeged", "a csapatkapitány jelentette"}} {
		e, _ := x.s.GetEvent(ctx, ev.ID)
		e.Name = x.name
		if err := x.s.PutEvent(ctx, e); err != nil {
			t.Fatal(err)
		}
		in, _ := x.s.GetIncident(ctx, ev.ID, 1)
		in.Notes = x.notes
		if err := x.s.PutIncident(ctx, in); err != nil {
			t.Fatal(err)
		}
	}
	merge(t, a, b)
	return a
}

// Joining an event in conflict keeps every version (saving would settle it); conflicts show
// only what differs, each version with "Keep this version".
func TestConflictsShown(t *testing.T) {
	ctx := context.Background()
	m := twoVersions(t)
	ev, _ := m.GetEvent(ctx, "ocsb-zt")
	in, _ := m.GetIncident(ctx, ev.ID, 1)
	if len(ev.Conflicts) != 1 || len(in.Conflicts) != 1 {
		t.Fatalf("conflicts: event %d, incident %d; want 1 and 1", len(ev.Conflicts), len(in.Conflicts))
	}
	if _, _, err := logstore.LogAs(ctx, m, ztBreach(t, &ev, "2026-10-17T21:00", 0), bea, logstore.NotAsked); err != nil {
		t.Fatal(err)
	}
	ev2, _ := m.GetEvent(ctx, ev.ID)
	if len(ev2.Conflicts) != 1 || ev2.Rev != ev.Rev {
		t.Errorf("joining settled the event's conflict: %d conflicts, rev %s → %s", len(ev2.Conflicts), ev.Rev, ev2.Rev)
	}
	if _, ok := ev2.Director(bea.ID); !ok {
		t.Errorf("Bea not listed after joining an event in conflict: %v", ev2.Directors)
	}

	p := pageOf(eventState{lang: msg.EN, ev: ev2, me: bea})
	p.incs, _ = m.ListIncidents(ctx, ev.ID)
	h := app.HTMLString((&conflictsSection{Lang: p.lang, S: &p.eventState}).Render())
	for _, want := range []string{"The event was changed on 2 phones", "S1 was changed on 2 phones", "a bíró látta", "a csapatkapitány jelentette",
		"OCSB 5. forduló (Pécs)", "OCSB 5. forduló, Szeged", `id="conflict-1-keep-1"`, `id="conflict-event-keep-1"`, "(shown now)"} {
		if !strings.Contains(h, want) {
			t.Errorf("conflicts lack %q", want)
		}
	}
	for _, same := range []string{"app.log.read.time", "app.dir.v.who", "app.dir.v.status", "app.log.f.date", "app.log.f.participants"} {
		if strings.Contains(h, `scope="col">`+msg.T(msg.EN, same)+"<") {
			t.Errorf("conflicts show %q, which no version changed", msg.T(msg.EN, same))
		}
	}
	if !strings.Contains(h, `scope="col">`+msg.T(msg.EN, "app.log.notes")+"<") {
		t.Error("conflicts: no notes column")
	}
	apptest.CheckNoRawKey(t, "conflicts", h)
	if strings.Contains(app.HTMLString(p.Render()), `id="event-edit"`) {
		t.Error("an event in conflict offers Edit (saving the form would settle the conflict unseen)")
	}
	// keeping version 2 (what the button saves) settles the incident, with version 2's notes
	inc, _ := m.GetIncident(ctx, ev.ID, 1)
	v := inc.Conflicts[0]
	v.Conflicts = nil
	if err := m.PutIncident(ctx, v); err != nil {
		t.Fatal(err)
	}
	if got, _ := m.GetIncident(ctx, ev.ID, 1); len(got.Conflicts) != 0 || got.Notes != v.Notes {
		t.Errorf("kept version 2: %d conflicts, notes %q; want none, %q", len(got.Conflicts), got.Notes, v.Notes)
	}
}

// A clash: two directors took the same letter. The one who has logged nothing may take the
// next free letter; one who has logged is told the labels stay.
func TestClash(t *testing.T) {
	ev := eventlog.Event{ID: "x", Name: "x", Form: eventlog.FormMP, Directors: []eventlog.Director{
		{ID: "a", Name: "Ana", Series: 0}, {ID: "b", Name: "Boris", Series: 1}, {ID: "c", Name: "Csaba", Series: 1}, {ID: "d", Name: "Dóra", Series: 2}}}
	p := pageOf(eventState{lang: msg.SR, ev: ev, me: eventlog.Director{ID: "c"}})
	h := app.HTMLString((&directorsSection{Lang: p.lang, S: &p.eventState}).Render())
	if !strings.Contains(h, `id="dir-take"`) || !strings.Contains(h, "S1D, S2D") || !strings.Contains(h, "Boris") {
		t.Errorf("Csaba, nothing logged: want the button for D and Boris named: %s", h)
	}
	p.incs = []eventlog.Incident{{Number: eventlog.SeriesBlock + 1, By: "c"}}
	h = app.HTMLString((&directorsSection{Lang: p.lang, S: &p.eventState}).Render())
	if strings.Contains(h, `id="dir-take"`) || !strings.Contains(h, `id="dir-clash-mine"`) {
		t.Errorf("Csaba has logged S1B: want the explanation, no button")
	}
	p.me = eventlog.Director{ID: "a"}
	if h = app.HTMLString((&directorsSection{Lang: p.lang, S: &p.eventState}).Render()); strings.Contains(h, `id="dir-take"`) || !strings.Contains(h, msg.T(msg.SR, "app.dir.clash.others")) {
		t.Errorf("Ana, not in the clash: want the others told")
	}
	apptest.CheckNoRawKey(t, "clash", h)
	// taking a letter on the phone holds after a merge: the greater series wins
	ctx := context.Background()
	m, zev := ztEvent(t)
	zev, _, _ = eventlog.Join(zev, eventlog.Director{ID: "b", Name: "Boris"}, false)
	zev.Directors = append(zev.Directors, eventlog.Director{ID: "c", Name: "Csaba", Series: 1})
	if err := m.PutEvent(ctx, zev); err != nil {
		t.Fatal(err)
	}
	stored, _ := m.GetEvent(ctx, zev.ID)
	if len(eventlog.SeriesClashes(&stored)) != 1 {
		t.Fatalf("no clash stored: %v", stored.Directors)
	}
	p = pageOf(eventState{lang: msg.EN, ev: stored, me: eventlog.Director{ID: "c"}, id: zev.ID})
	next := p.nextLetter(1)
	moved := stored
	moved.Directors = append([]eventlog.Director(nil), stored.Directors...)
	for i := range moved.Directors {
		if moved.Directors[i].ID == "c" {
			moved.Directors[i].Series = next
		}
	}
	if err := logstore.PutDirectors(ctx, m, stored, moved); err != nil {
		t.Fatal(err)
	}
	after, _ := m.GetEvent(ctx, zev.ID)
	if s, _ := after.DirectorSeries("c"); s != next || len(eventlog.SeriesClashes(&after)) != 0 {
		t.Errorf("after taking %s: Csaba in series %d, clashes %v", eventlog.SeriesLetter(next), s, eventlog.SeriesClashes(&after))
	}
}

// Who logged it, and in Preferans who may revoke it: another judge's ruling has no revoke
// button, only the sentence naming the judge.
func TestWhoLoggedAndPrefRevoke(t *testing.T) {
	ev := eventlog.Event{ID: "p", Name: "Klub", Ruleset: "pref-club", Kind: eventlog.Individuals, Form: eventlog.FormPref,
		Directors: []eventlog.Director{chief, {ID: bea.ID, Name: bea.Name, Series: 1}}}
	mine := eventlog.Incident{Number: eventlog.SeriesBlock + 1, By: bea.ID, Calculator: "pref.ruling", Status: eventlog.Active}
	theirs := eventlog.Incident{Number: 1, By: chief.ID, Calculator: "pref.ruling", Status: eventlog.Active}
	old := eventlog.Incident{Number: 2, Calculator: "pref.ruling", Status: eventlog.Active} // before directors: the first series' judge's
	p := pageOf(eventState{lang: msg.SR, ev: ev, me: bea, incs: []eventlog.Incident{theirs, old, mine}})
	sec := &incidentsSection{Lang: p.lang, S: &p.eventState}
	h := app.HTMLString(sec.Render())
	if n := strings.Count(h, `class="btn btn-quiet revoke"`); n != 1 {
		t.Errorf("revoke buttons: %d, want 1 (Bea's own S1B)", n)
	}
	if n := strings.Count(h, "(Aladár) (Pref. 3.2)"); n != 2 {
		t.Errorf("sentences naming Aladár as the judge who may revoke: %d, want 2 (S1 and S2)", n)
	}
	if !strings.Contains(h, "Sudija: Bea") || !strings.Contains(h, "Sudija: Aladár") {
		t.Errorf("who logged it is not shown")
	}
	if logstore.OthersRuling(&ev, &mine, bea.ID) || !logstore.OthersRuling(&ev, &theirs, bea.ID) || !logstore.OthersRuling(&ev, &old, bea.ID) {
		t.Error("othersRuling")
	}
	bridge := ev
	bridge.Form = eventlog.FormMP
	if logstore.OthersRuling(&bridge, &theirs, bea.ID) {
		t.Error("a bridge ruling is revoked by any director of the event")
	}
}

// The example: two directors each log a "first" ZT breach of the same point by the
// same player the same day; after the merge the later one is flagged with the doubled fine and
// re-ruled with one tap (a new incident in the re-ruling director's series).
func TestStaleFlagAndReRule(t *testing.T) {
	ctx := context.Background()
	a, ev := ztEvent(t)
	b := eventlog.NewMem(rulesets.Get)
	merge(t, b, a)
	first, _, err := logstore.LogAs(ctx, a, ztBreach(t, &ev, "2026-10-17T20:30", 0), chief, logstore.NotAsked)
	if err != nil {
		t.Fatal(err)
	}
	later, _, err := logstore.LogAs(ctx, b, ztBreach(t, &ev, "2026-10-17T20:45", 0), bea, logstore.NotAsked)
	if err != nil || later.Label() != "S1B" {
		t.Fatalf("Bea logs %s, %v", later.Label(), err)
	}
	merge(t, b, a)
	evb, _ := b.GetEvent(ctx, ev.ID)
	incs, _ := b.ListIncidents(ctx, ev.ID)
	st := eventlog.StaleResults(rulesets.Get, &evb, incs, calcform.LoggedCompute(&evb))
	if len(st) != 1 || st[0].Number != later.Number {
		t.Fatalf("stale = %+v, want S1B", st)
	}
	p := pageOf(eventState{lang: msg.HU, ev: evb, incs: incs, stale: st, me: bea})
	rs := rulesets.Get(ev.Ruleset)
	var in *eventlog.Incident
	for i := range incs {
		if incs[i].Number == later.Number {
			in = &incs[i]
		}
	}
	h := app.HTMLString(p.staleFlag(rs, in))
	doubled := ztBreach(t, &ev, "2026-10-17T20:45", 1)
	for _, o := range doubled.Result {
		if o.IsNum() && o.Num != 0 {
			if txt := logOut(o).Text(msg.HU, "ocsb.zt"); !strings.Contains(h, txt) {
				t.Errorf("the flag does not show the new %s %s: %s", o.Name, txt, h)
			}
		}
	}
	if !strings.Contains(h, `id="stale-100001-rerule"`) || !strings.Contains(h, first.Label()) {
		t.Errorf("flag: want the re-rule button and the counted S1: %s", h)
	}
	apptest.CheckNoRawKey(t, "stale", h)
	if h := app.HTMLString((&staleSection{Lang: p.lang, S: &p.eventState}).Render()); !strings.Contains(h, `href="#inc-100001"`) {
		t.Errorf("stale summary: %s", h)
	}
	// the re-ruling, as the button does it
	reason := func(label string) string { return msg.T(msg.HU, "app.dir.rerule.reason", msg.A("label", label)) }
	re := eventlog.Incident{Event: in.Event, Time: in.Time, Player: in.Player, Team: in.Team, Calculator: in.Calculator,
		Values: st[0].Values, Result: st[0].Result, Status: eventlog.Active}
	added, _, err := logstore.SupersedeAs(ctx, b, in.Number, re, bea, logstore.NotAsked, reason, in.Time+60)
	if err != nil || added.Label() != "S2B" || added.By != bea.ID {
		t.Fatalf("re-ruled as %s by %q, %v; want S2B by Bea", added.Label(), added.By, err)
	}
	gone, _ := b.GetIncident(ctx, ev.ID, in.Number)
	if gone.Status != eventlog.Revoked || gone.RevokedBy != bea.ID || !strings.Contains(gone.Reason, "S2B") {
		t.Errorf("S1B after the re-ruling: %s by %q, %q", gone.Status, gone.RevokedBy, gone.Reason)
	}
	incs, _ = b.ListIncidents(ctx, ev.ID)
	if st := eventlog.StaleResults(rulesets.Get, &evb, incs, calcform.LoggedCompute(&evb)); len(st) != 0 {
		t.Errorf("still stale after the re-ruling: %+v", st)
	}
	// in a link the label keeps its letter
	if c := ruling.LoggedCase(p, &added, false); c.Label != "S2B" {
		t.Errorf("link case label %q", c.Label)
	}
}

// Settings: the director's name field, kept on the phone.
func TestSettingsDirector(t *testing.T) {
	h := app.HTMLString(view.DirectorCard(msg.SR, "Ana", func(app.Context, string) {}))
	if !strings.Contains(h, `id="director-name"`) || !strings.Contains(h, `value="Ana"`) || !strings.Contains(h, msg.T(msg.SR, "app.dir.name.help")) {
		t.Errorf("director card: %s", h)
	}
	for _, l := range msg.Langs {
		apptest.CheckNoRawKey(t, "settings "+l.String(), app.HTMLString(view.DirectorCard(l, "", func(app.Context, string) {})))
	}
}
