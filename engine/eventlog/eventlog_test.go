package eventlog

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"os"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
)

var update = flag.Bool("update", false, "rewrite testdata/log-v1.json")

// The test-only rulesets stand in for the product's (being written); testdata/log-v1.json
// depends on them, so they are append only.
var testOCSB = &engine.Ruleset{ID: "ocsb-kmor-2018", Version: 1,
	Params: []engine.Param{{Key: "zt.warnings", Value: 1, Min: 0, Max: 5, Integer: true}},
	Calculators: []*engine.Calculator{
		{ID: "ocsb.zt", Breach: true, Inputs: engine.Schema{
			{Name: "earlier", Kind: engine.KInt, Min: 0, Max: 20, Default: []int64{0}},
		}},
		{ID: "ocsb.fine", Inputs: engine.Schema{
			{Name: "pct", Kind: engine.KDecimal, Prec: 1, Min: 0, Max: 1000, Default: []int64{100}},
			{Name: "extra", Kind: engine.KIntList, Max: 9, MaxItems: 3},
		}},
	}}

var testPref = &engine.Ruleset{ID: "pref-club", Version: 1, Calculators: []*engine.Calculator{
	{ID: "pref.ruling", Inputs: engine.Schema{{Name: "points", Kind: engine.KInt, Min: -500, Max: 500, Default: []int64{0}}}},
}}

func testLookup(id string) *engine.Ruleset {
	switch id {
	case testOCSB.ID:
		return testOCSB
	case testPref.ID:
		return testPref
	}
	return nil
}

func at(s string) Minute {
	var m Minute
	if err := m.UnmarshalText([]byte(s)); err != nil {
		panic(err)
	}
	return m
}

func teamsEvent() Event {
	return Event{ID: "ocsb-2026-r1", Name: "OCSB 2026, round 1", Date: "2026-03-14", Ruleset: "ocsb-kmor-2018",
		DataVersion: 1, Club: map[string]float64{"zt.warnings": 2}, Kind: Teams, Form: FormIMPVP, Boards: 24,
		Participants: []Participant{{1, "Pécs"}, {2, "Szeged"}, {3, "Győr"}},
		Players:      []Player{{1, "Kovács Anna", 1}, {2, "Nagy Péter", 2}, {3, "Tóth Éva", 2}}}
}

func fine(t Minute, offender, other int, pct float64) Incident {
	return Incident{Event: "ocsb-2026-r1", Time: t, Round: 1, Table: 2, Board: 5,
		Parties:    []PartyRef{{"offender", offender}, {"non-offender", other}},
		Calculator: "ocsb.fine", Values: engine.Values{{int64(pct * 10)}, {}},
		Result: []Out{{Role: "offender", Name: "imp", Num: -pct, Unit: "imp"}, {Role: "non-offender", Name: "imp", Num: 0, Unit: "imp"}, {Role: "offender", Name: "verdict", Code: "penalty"}},
		Status: Active}
}

func zt(t Minute, player, team int) Incident {
	return Incident{Event: "ocsb-2026-r1", Time: t, Player: player, Team: team, Calculator: "ocsb.zt",
		Values: engine.Values{{0}}, Result: []Out{{Role: "player", Name: "vp", Num: -1, Unit: "vp"}}, Status: Active}
}

// seed returns a store with the teams event and five incidents.
func seed(t *testing.T) *Mem {
	t.Helper()
	ctx := context.Background()
	m := NewMem(testLookup)
	if err := m.PutEvent(ctx, teamsEvent()); err != nil {
		t.Fatal(err)
	}
	for _, in := range []Incident{
		fine(at("2026-03-14T19:05"), 1, 2, 3),
		fine(at("2026-03-14T20:10"), 2, 1, 1.5),
		zt(at("2026-03-14T20:30"), 2, 2),
		zt(at("2026-03-14T21:00"), 3, 2),
		zt(at("2026-03-15T10:00"), 2, 2),
	} {
		if _, err := m.AddIncident(ctx, in); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

func errKey(err error) string {
	var e *engine.Error
	if errors.As(err, &e) {
		return e.Key
	}
	return ""
}

func TestMinute(t *testing.T) {
	m := at("2026-03-14T19:05")
	if m.String() != "2026-03-14T19:05" || m.Day() != "2026-03-14" {
		t.Errorf("Minute = %v, day %v", m, m.Day())
	}
	if at("2000-01-01T00:00") != 0 || at("2000-01-01T01:01") != 61 {
		t.Errorf("epoch wrong: %d %d", at("2000-01-01T00:00"), at("2000-01-01T01:01"))
	}
	for _, s := range []string{"", "2026-03-14", "1999-12-31T23:59", "2026-02-30T10:00", "2026-03-14T25:00"} {
		var x Minute
		if err := x.UnmarshalText([]byte(s)); err == nil {
			t.Errorf("UnmarshalText(%q) = %v, want error", s, x)
		}
	}
	if n, ok := ParseLabel("S12"); !ok || n != 12 {
		t.Errorf("ParseLabel(S12) = %d, %v", n, ok)
	}
	if _, ok := ParseLabel("S0"); ok {
		t.Errorf("ParseLabel(S0) ok")
	}
}

func TestStore(t *testing.T) {
	ctx := context.Background()
	m := seed(t)
	l, err := m.ListIncidents(ctx, "ocsb-2026-r1")
	if err != nil || len(l) != 5 {
		t.Fatalf("ListIncidents = %d, %v; want 5", len(l), err)
	}
	for i, in := range l {
		if in.Number != i+1 || in.Label() != "S"+string(rune('1'+i)) {
			t.Errorf("incident %d numbered %s", i, in.Label())
		}
	}
	rv, err := m.Revoke(ctx, "ocsb-2026-r1", 2, "", "wrong table", at("2026-03-14T21:30"))
	if err != nil || rv.Status != Revoked || rv.Reason != "wrong table" {
		t.Fatalf("Revoke = %+v, %v", rv, err)
	}
	// Numbers are never reused: the next incident after a revocation is S6.
	in, err := m.AddIncident(ctx, fine(at("2026-03-14T22:00"), 3, 1, 1))
	if err != nil || in.Number != 6 {
		t.Fatalf("AddIncident = S%d, %v; want S6", in.Number, err)
	}
	in.Notes = "Appeal dismissed."
	if err := m.PutIncident(ctx, in); err != nil {
		t.Fatal(err)
	}
	if got, _ := m.GetIncident(ctx, "ocsb-2026-r1", 6); got.Notes != "Appeal dismissed." {
		t.Errorf("GetIncident notes = %q", got.Notes)
	}
	// Returned records are copies.
	got, _ := m.GetIncident(ctx, "ocsb-2026-r1", 1)
	got.Values[0][0] = 999
	if again, _ := m.GetIncident(ctx, "ocsb-2026-r1", 1); again.Values[0][0] == 999 {
		t.Error("GetIncident shares its slices with the store")
	}
	tests := []struct {
		name string
		err  error
		key  string
	}{
		{"unknown event", func() error { _, err := m.AddIncident(ctx, Incident{Event: "nope"}); return err }(), KeyNotFound},
		{"put missing", m.PutIncident(ctx, Incident{Event: "ocsb-2026-r1", Number: 99}), KeyNotFound},
		{"bad values", func() error {
			x := fine(0, 1, 2, 200)
			_, err := m.AddIncident(ctx, x)
			return err
		}(), KeyValues},
		{"unknown calculator", func() error {
			x := fine(0, 1, 2, 1)
			x.Calculator = "pref.ruling"
			_, err := m.AddIncident(ctx, x)
			return err
		}(), KeyCalculator},
		{"revoke without reason", func() error { _, err := m.Revoke(ctx, "ocsb-2026-r1", 1, "", " ", 0); return err }(), KeyField},
		{"bad event", m.PutEvent(ctx, Event{ID: "a b"}), KeyField},
		{"delete missing", m.DeleteEvent(ctx, "nope"), KeyNotFound},
	}
	for _, tt := range tests {
		if k := errKey(tt.err); k != tt.key {
			t.Errorf("%s: error %v (key %q), want %s", tt.name, tt.err, k, tt.key)
		}
	}
	if err := m.DeleteEvent(ctx, "ocsb-2026-r1"); err != nil {
		t.Fatal(err)
	}
	if _, err := m.GetIncident(ctx, "ocsb-2026-r1", 1); errKey(err) != KeyNotFound {
		t.Errorf("incident survived its event: %v", err)
	}
}

func TestCheckEvent(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(e *Event)
		field string
	}{
		{"ok", func(e *Event) {}, ""},
		{"id", func(e *Event) { e.ID = "" }, "e.id"},
		{"name", func(e *Event) { e.Name = strings.Repeat("x", MaxName+1) }, "e.name"},
		{"date", func(e *Event) { e.Date = "2026-13-01" }, "e.date"},
		{"ruleset", func(e *Event) { e.Ruleset = "nope" }, "e.ruleset"},
		{"data version", func(e *Event) { e.DataVersion = 2 }, "e.data_version"},
		{"club key", func(e *Event) { e.Club = map[string]float64{"x": 1} }, "e.club.x"},
		{"club value", func(e *Event) { e.Club = map[string]float64{"zt.warnings": 1.5} }, "e.club.zt.warnings"},
		{"kind", func(e *Event) { e.Kind = "trios" }, "e.kind"},
		{"form", func(e *Event) { e.Form = "" }, "e.form"},
		{"top", func(e *Event) { e.Top = -1 }, "e.top"},
		{"participant dup", func(e *Event) { e.Participants[1].Number = 1 }, "e.participants[1].number"},
		{"player team", func(e *Event) { e.Players[0].Team = 9 }, "e.players[0].team"},
		{"player dup", func(e *Event) { e.Players[1].ID = 1 }, "e.players[1].id"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := teamsEvent()
			tt.edit(&e)
			l := CheckEvent(testLookup, &e, "e")
			if tt.field == "" {
				if len(l) > 0 {
					t.Fatalf("CheckEvent = %v, want none", l)
				}
				return
			}
			if len(l) == 0 || l[0].Field != tt.field {
				t.Fatalf("CheckEvent = %v, want an error at %s", l, tt.field)
			}
			for _, lang := range msg.Langs {
				if s := l[0].Message(lang); strings.HasPrefix(s, "log.err") || strings.Contains(s, "{") {
					t.Errorf("Message(%v) = %q", lang, s)
				}
			}
		})
	}
}

func TestCheckIncidentCompletesValues(t *testing.T) {
	ev := teamsEvent()
	in := fine(0, 1, 2, 1)
	in.Number = 1
	in.Values = engine.Values{{10}} // logged before "extra" was appended
	if l := CheckIncident(testLookup, &ev, &in, "i"); len(l) > 0 {
		t.Fatalf("CheckIncident = %v", l)
	}
	if len(in.Values) != 2 || in.Values[1] == nil || len(in.Values[1]) != 0 {
		t.Errorf("Values = %v, want the appended list empty", in.Values)
	}
}

func TestPenalties(t *testing.T) {
	ctx := context.Background()
	m := seed(t)
	ev, _ := m.GetEvent(ctx, "ocsb-2026-r1")
	l, _ := m.ListIncidents(ctx, ev.ID)
	// S2 announced differently: 2 IMPs instead of 1.5.
	l[1].Announced = []Out{{Role: "offender", Name: "imp", Num: -2, Unit: "imp"}}
	got := Penalties(&ev, l)
	want := map[int][]Total{
		1: {{Name: "imp", Unit: "imp", Sum: -3}},
		2: {{Name: "imp", Unit: "imp", Sum: -2}, {Name: "vp", Unit: "vp", Sum: -3}},
	}
	if len(got) != len(want) {
		t.Fatalf("Penalties = %+v", got)
	}
	for _, pt := range got {
		w := want[pt.Number]
		if len(pt.Totals) != len(w) {
			t.Errorf("Penalties[%d] = %+v, want %+v", pt.Number, pt.Totals, w)
			continue
		}
		for i := range w {
			if g := pt.Totals[i]; g.Name != w[i].Name || g.Unit != w[i].Unit || g.Sum != w[i].Sum || g.Calc == "" {
				t.Errorf("Penalties[%d][%d] = %+v, want %+v", pt.Number, i, pt.Totals[i], w[i])
			}
		}
	}
	if got[0].Name != "Pécs" {
		t.Errorf("Penalties[0].Name = %q", got[0].Name)
	}
	l[0].Status = Revoked
	if got := Penalties(&ev, l); got[0].Number != 2 {
		t.Errorf("a revoked incident still counts: %+v", got[0])
	}
}

func TestByUnit(t *testing.T) {
	ts := []Total{{Name: "minutes", Unit: "min", Sum: 4}, {Name: "pct_top", Unit: "%", Sum: 30}, {Name: "penalty_minutes", Unit: "min", Sum: 3}, {Name: "imp", Unit: "imp", Sum: 3}}
	got := ByUnit(ts)
	if len(got) != 3 || got[0].Unit != "min" || len(got[0].Totals) != 2 || got[1].Unit != "%" || got[2].Unit != "imp" {
		t.Errorf("ByUnit = %+v", got)
	}
	if len(ByUnit(nil)) != 0 {
		t.Error("ByUnit(nil) is not empty")
	}
}

func TestZeroTolerance(t *testing.T) {
	m := seed(t)
	l, _ := m.ListIncidents(context.Background(), "ocsb-2026-r1")
	got := ZeroTolerance(testLookup("ocsb-kmor-2018"), l)
	if z := ZeroTolerance(testLookup("nsbk"), l); len(z) != 0 {
		t.Errorf("ZeroTolerance under a regulation without breaches = %+v, want none", z)
	}
	want := []ZTCount{
		{"2026-03-14", 0, 2, 2}, {"2026-03-14", 2, 0, 1}, {"2026-03-14", 3, 0, 1},
		{"2026-03-15", 0, 2, 1}, {"2026-03-15", 2, 0, 1},
	}
	if len(got) != len(want) {
		t.Fatalf("ZeroTolerance = %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("ZeroTolerance[%d] = %+v, want %+v", i, got[i], want[i])
		}
	}
	if p, tm := ZTSoFar(testLookup("ocsb-kmor-2018"), l, "2026-03-14", 2, 2); p != 1 || tm != 2 {
		t.Errorf("ZTSoFar = %d, %d; want 1, 2", p, tm)
	}
	l[2].Status = Revoked
	if p, tm := ZTSoFar(testLookup("ocsb-kmor-2018"), l, "2026-03-14", 2, 2); p != 0 || tm != 1 {
		t.Errorf("ZTSoFar after revoke = %d, %d; want 0, 1", p, tm)
	}
}

func TestGames(t *testing.T) {
	incs := []Incident{{Number: 3, Game: 2}, {Number: 1, Game: 1}, {Number: 2, Game: 2}, {Number: 4}}
	g := Games(incs)
	if len(g) != 3 || g[0].Number != 0 || g[1].Number != 1 || g[2].Number != 2 || g[2].Incidents[0].Number != 2 {
		t.Errorf("Games = %+v", g)
	}
}

func TestUpgradeHook(t *testing.T) {
	if len(Migrations) != SchemaVersion-1 {
		t.Errorf("len(Migrations) = %d, want %d", len(Migrations), SchemaVersion-1)
	}
	if err := Upgrade(SchemaVersion, nil, nil); err != nil {
		t.Errorf("Upgrade(current) = %v", err)
	}
	if err := Upgrade(0, nil, nil); err == nil {
		t.Error("Upgrade(0) = nil, want an error")
	}
}

func TestMessagesRegistered(t *testing.T) {
	for _, k := range []string{KeyFormat, KeySchema, KeyJSON, KeyField, KeyDuplicate, KeyRuleset, KeyCalculator, KeyValues, KeySize, KeyNotFound, KeyChanged} {
		tx, ok := msg.Lookup(k)
		if !ok || tx.En == "" || tx.Sr == "" || tx.Hu == "" {
			t.Errorf("message %s = %+v, %v", k, tx, ok)
		}
	}
}

func readFixture(t *testing.T) []byte {
	t.Helper()
	if *update {
		m := seed(t)
		ctx := context.Background()
		m.Revoke(ctx, "ocsb-2026-r1", 4, "", "Player was not at the table.", at("2026-03-14T21:15"))
		pe := Event{ID: "pref-club-2026", Name: "Preferans club judging", Date: "2026-01-01", Ruleset: "pref-club",
			DataVersion: 1, Kind: Individuals, Form: FormPref, Players: []Player{{ID: 1, Name: "Marko"}, {ID: 2, Name: "Jelena"}}}
		if err := m.PutEvent(ctx, pe); err != nil {
			t.Fatal(err)
		}
		if _, err := m.AddIncident(ctx, Incident{Event: pe.ID, Time: at("2026-02-01T21:40"), Game: 17, Player: 2,
			Calculator: "pref.ruling", Values: engine.Values{{-100}}, Result: []Out{{Role: "player", Name: "points", Num: -100}},
			Announced: []Out{{Role: "player", Name: "points", Num: -60}}, Notes: "Bula, kazna umanjena.", Status: Active}); err != nil {
			t.Fatal(err)
		}
		b, err := Export(ctx, m)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("testdata/log-v1.json", append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile("testdata/log-v1.json")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestFixtureV1 keeps the schema 1 export importing forever.
func TestFixtureV1(t *testing.T) {
	data := readFixture(t)
	d, err := Parse(data, testLookup)
	if err != nil {
		t.Fatalf("Parse(log-v1.json) error %v", err)
	}
	if len(d.Events) != 2 || len(d.Incidents) != 6 {
		t.Fatalf("Parse(log-v1.json) = %d events, %d incidents; want 2, 6", len(d.Events), len(d.Incidents))
	}
	ctx := context.Background()
	m := NewMem(testLookup)
	p, err := NewPlan(ctx, m, d)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.NewEvents) != 2 || len(p.NewIncidents) != 6 || len(p.ChangedEvents)+len(p.ChangedIncidents) > 0 {
		t.Errorf("Plan = %+v", p)
	}
	r, err := m.Apply(ctx, p)
	if err != nil || r.AddedEvents != 2 || r.AddedIncidents != 6 {
		t.Fatalf("Apply = %+v, %v", r, err)
	}
	again, err := Export(ctx, m)
	if err != nil {
		t.Fatal(err)
	}
	// the export is schema 2: the same records with their IDs and versions, and it imports
	// into another log unchanged
	d2, err := Parse(again, testLookup)
	if err != nil || len(d2.Events) != 2 || len(d2.Incidents) != 6 || len(d2.Refused) > 0 {
		t.Fatalf("Parse(Export(Import(log-v1.json))) = %v", err)
	}
	for i, in := range d2.Incidents {
		if in.ID != LegacyID(in.Event, in.Number) || in.Number != d.Incidents[i].Number || in.Rev != d.Incidents[i].Rev {
			t.Errorf("exported incident %d: id %q rev %q, want %q %q", i, in.ID, in.Rev, LegacyID(in.Event, in.Number), d.Incidents[i].Rev)
		}
	}
	m2 := NewMem(testLookup)
	p2, _ := NewPlan(ctx, m2, d2)
	if _, err := m2.Apply(ctx, p2); err != nil {
		t.Fatal(err)
	}
	again2, _ := Export(ctx, m2)
	if string(again2) != string(again) {
		t.Errorf("Export(Import(Export(…))) differs:\n%s\nwant\n%s", again2, again)
	}
}

func TestImportPlanApply(t *testing.T) {
	ctx := context.Background()
	data := readFixture(t)
	d, _ := Parse(data, testLookup)
	m := NewMem(testLookup)
	p, _ := NewPlan(ctx, m, d)
	if _, err := m.Apply(ctx, p); err != nil {
		t.Fatal(err)
	}
	// this phone revokes S1 and edits S2's notes; the same file again changes nothing: its
	// versions are ancestors of the log's
	if _, err := m.Revoke(ctx, "ocsb-2026-r1", 1, "", "wrong table", 13700000); err != nil {
		t.Fatal(err)
	}
	s2, _ := m.GetIncident(ctx, "ocsb-2026-r1", 2)
	s2.Notes = "checked with the captain"
	if err := m.PutIncident(ctx, s2); err != nil {
		t.Fatal(err)
	}
	p, err := NewPlan(ctx, m, d)
	if err != nil {
		t.Fatal(err)
	}
	if p.Changes() || len(p.SameIncs) != 6 || len(p.SameEvents) != 2 {
		t.Fatalf("Plan = new %v changed %v same %v; want all 6 the same", p.NewIncidents, p.ChangedIncidents, p.SameIncs)
	}
	// Another tab writes between plan and apply: the plan is refused, nothing is written.
	m3 := NewMem(testLookup)
	p3, _ := NewPlan(ctx, m3, d)
	m3.PutEvent(ctx, d.Events[0])
	if _, err := m3.Apply(ctx, p3); errKey(err) != KeyChanged {
		t.Fatalf("Apply(stale plan) error %v, want %s", err, KeyChanged)
	}
	if _, err := m3.GetEvent(ctx, d.Events[1].ID); err == nil {
		t.Fatal("a refused plan wrote an event")
	}
}

func TestParseRejects(t *testing.T) {
	good := string(readFixture(t))
	tests := []struct {
		name, data, key string
		field           string // where a refused record's error is (the rest of the file kept)
	}{
		{"empty", "", KeyJSON, ""},
		{"not json", "hello", KeyJSON, ""},
		{"other format", `{"format":"x","schema":1,"events":[],"incidents":[]}`, KeyFormat, ""},
		{"newer schema", `{"format":"arbiter-log","schema":3,"events":[],"incidents":[]}`, "", ""},
		{"schema 0", `{"format":"arbiter-log","schema":0,"events":[],"incidents":[]}`, KeySchema, ""},
		{"unknown key", `{"format":"arbiter-log","schema":1,"events":[],"incidents":[],"extra":1}`, "", ""},
		{"repeated key", `{"format":"arbiter-log","schema":1,"schema":1,"events":[],"incidents":[]}`, KeyJSON, ""},
		{"trailing data", `{"format":"arbiter-log","schema":1,"events":[],"incidents":[]} {}`, KeyJSON, ""},
		{"unknown nested key", strings.Replace(good, `"name": "OCSB`, `"nick": "x", "name": "OCSB`, 1), "", ""},
		{"duplicate event", strings.Replace(good, `"pref-club-2026"`, `"ocsb-2026-r1"`, 1), KeyDuplicate, "events[1].id"},
		{"duplicate number", strings.Replace(good, `"number": 2,`, `"number": 1,`, 1), KeyDuplicate, "events[0].participants[1].number"},
		{"incident of no event", strings.Replace(good, `"event": "pref-club-2026"`, `"event": "gone"`, 1), KeyNotFound, "incidents[5].event"},
		{"unknown calculator", strings.Replace(good, `"calculator": "pref.ruling"`, `"calculator": "pref.nope"`, 1), KeyCalculator, "incidents[5].calculator"},
		{"value out of range", strings.Replace(good, "-100\n", "-900\n", 1), KeyValues, "incidents[5].values.points"},
		{"bad time", strings.Replace(good, `"time": "2026-02-01T21:40"`, `"time": "yesterday"`, 1), KeyJSON, ""},
		{"bad status", strings.Replace(good, `"status": "revoked"`, `"status": "gone"`, 1), KeyField, "incidents[3].status"},
		{"too large", strings.Repeat(" ", MaxFile+1), KeySize, ""},
		{"result without a role", strings.Replace(good, `"role": "offender",
     "name": "imp"`, `"role": " ",
     "name": "imp"`, 1), KeyField, "incidents[0].result[0].role"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.data == good {
				t.Fatal("the edit did not apply")
			}
			d, err := Parse([]byte(tt.data), testLookup)
			key := errKey(err)
			field := ""
			if err == nil && len(d.Refused) > 0 { // the record is refused, the rest of the file kept
				key, field = d.Refused[0].Key, d.Refused[0].Field
			}
			if field != tt.field {
				t.Errorf("refused at %q; want %q", field, tt.field)
			}
			if key != tt.key {
				t.Errorf("Parse = %v, %v (key %q); want %q", d != nil, err, key, tt.key)
			}
		})
	}
}

func FuzzImport(f *testing.F) {
	var fixture *Doc
	if b, err := os.ReadFile("testdata/log-v1.json"); err == nil {
		f.Add(b)
		fixture, _ = Parse(b, testLookup)
	}
	if b, err := os.ReadFile("testdata/golden-log-v1.json"); err == nil {
		f.Add(b) // every calculator of every ruleset
	}
	f.Add([]byte(`{"format":"arbiter-log","schema":1,"events":[],"incidents":[]}`))
	f.Add([]byte(`{"format":"arbiter-log","schema":1,"events":[{"id":"a"}],"incidents":[{"event":"a","values":[[1],null]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Parse(data, testLookup)
		if err != nil {
			return
		}
		ctx := context.Background()
		m := NewMem(testLookup)
		p, err := NewPlan(ctx, m, d)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Apply(ctx, p); err != nil {
			t.Fatalf("Apply(a parsed file) error %v", err)
		}
		out, err := Export(ctx, m)
		if err != nil {
			t.Fatal(err)
		}
		d2, err := Parse(out, testLookup)
		if err != nil {
			t.Fatalf("Parse(Export(Import(x))) error %v", err)
		}
		m2 := NewMem(testLookup)
		p2, err := NewPlan(ctx, m2, d2)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m2.Apply(ctx, p2); err != nil {
			t.Fatal(err)
		}
		if again, err := Export(ctx, m2); err != nil || !bytes.Equal(again, out) {
			t.Fatalf("Export(Import(Export(Import(x)))) differs, %v:\n%s\nthen\n%s", err, out, again)
		}
		// Merged into a log that already holds the fixture: the log stays valid.
		if fixture == nil {
			return
		}
		m = NewMem(testLookup)
		if p, err = NewPlan(ctx, m, fixture); err != nil {
			t.Fatal(err)
		}
		if _, err := m.Apply(ctx, p); err != nil {
			t.Fatal(err)
		}
		if p, err = NewPlan(ctx, m, d); err != nil {
			t.Fatal(err)
		}
		if _, err := m.Apply(ctx, p); err != nil {
			t.Fatalf("Apply(merge) error %v", err)
		}
		if out, err = Export(ctx, m); err != nil {
			t.Fatal(err)
		}
		if _, err := Parse(out, testLookup); err != nil {
			t.Fatalf("Parse(Export(fixture + Import(x))) error %v", err)
		}
	})
}

// exportOf returns m's export file, parsed.
func exportOf(t *testing.T, m *Mem) *Doc {
	t.Helper()
	b, err := Export(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	d, err := Parse(b, testLookup)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// importInto merges d into m.
func importInto(t *testing.T, m *Mem, d *Doc) (*Plan, Report) {
	t.Helper()
	ctx := context.Background()
	p, err := NewPlan(ctx, m, d)
	if err != nil {
		t.Fatal(err)
	}
	r, err := m.Apply(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	return p, r
}

// TestImportFitsStoredEvent: an incident is checked against the event it lives with after the
// merge, and an event version that would leave a logged incident without its player is not
// taken.
func TestImportFitsStoredEvent(t *testing.T) {
	ctx := context.Background()
	stillValid := func(t *testing.T, m *Mem) {
		t.Helper()
		b, err := Export(ctx, m)
		if err != nil {
			t.Fatal(err)
		}
		if d, err := Parse(b, testLookup); err != nil || len(d.Refused) > 0 {
			t.Errorf("Parse(Export(log after import)) error %v", err)
		}
	}
	// A is the chief's phone; B imports its log, joins, adds team 4 and logs a fine naming it.
	a := seed(t)
	chief, _ := a.GetEvent(ctx, "ocsb-2026-r1")
	chief, _, _ = Join(chief, Director{ID: "dirA", Name: "Aladár"}, true)
	if err := a.PutEvent(ctx, chief); err != nil {
		t.Fatal(err)
	}
	b := NewMem(testLookup)
	importInto(t, b, exportOf(t, a))
	ev, _ := b.GetEvent(ctx, "ocsb-2026-r1")
	ev, me, _ := Join(ev, Director{ID: "dirB", Name: "Bea"}, false)
	ev.Participants = append(ev.Participants, Participant{4, "Debrecen"})
	if err := b.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	f := fine(at("2026-03-15T11:00"), 4, 1, 2)
	f.By = me.ID
	got, err := b.AddIncident(ctx, f)
	if err != nil || got.Label() != "S1B" {
		t.Fatalf("AddIncident on B = %s, %v; want S1B", got.Label(), err)
	}
	p, r := importInto(t, a, exportOf(t, b))
	if len(p.ChangedEvents) != 1 || r.AddedIncidents != 1 || r.Skipped != 0 || r.Conflicts != 0 {
		t.Fatalf("A imports B: %+v, %+v; want the event's later version and S1B", p, r)
	}
	if e, _ := a.GetEvent(ctx, "ocsb-2026-r1"); len(e.Participants) != 4 || len(e.Directors) != 2 {
		t.Errorf("A's event after the merge: %+v", e)
	}
	stillValid(t, a)

	// C imported A's log before S4 (naming player 3) was logged there, drops player 3 and
	// exports: A keeps its version of the event.
	a = NewMem(testLookup)
	if err := a.PutEvent(ctx, teamsEvent()); err != nil {
		t.Fatal(err)
	}
	c := NewMem(testLookup)
	importInto(t, c, exportOf(t, a))
	if _, err := a.AddIncident(ctx, zt(at("2026-03-14T21:00"), 3, 2)); err != nil {
		t.Fatal(err)
	}
	ev, _ = c.GetEvent(ctx, "ocsb-2026-r1")
	ev.Players = ev.Players[:2]
	if err := c.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	p, r = importInto(t, a, exportOf(t, c))
	if !reflect.DeepEqual(p.KeptEvents, []string{"ocsb-2026-r1"}) || r.ChangedEvents != 0 {
		t.Fatalf("Plan.KeptEvents = %v (%+v), want the event kept", p.KeptEvents, r)
	}
	if e, _ := a.GetEvent(ctx, "ocsb-2026-r1"); len(e.Players) != 3 {
		t.Errorf("the merge dropped player 3: %v", e.Players)
	}
	stillValid(t, a)
	// and C, importing A's S4, skips it: C's event has no player 3
	p, r = importInto(t, c, exportOf(t, a))
	if len(p.Skipped) != 1 || r.AddedIncidents != 0 {
		t.Errorf("C imports A: skipped %v, %+v; want S4 skipped", p.Skipped, r)
	}
	stillValid(t, c)
}

// TestEditKeepsIncidentsValid: an edit of an event that would leave one of its incidents
// invalid is refused, naming the first such incident; an edit that keeps them valid is saved.
func TestEditKeepsIncidentsValid(t *testing.T) {
	ctx := context.Background()
	m := seed(t) // incidents 1–2 name teams 1 and 2, incidents 3–5 players 2 and 3 (team 2)
	for _, tc := range []struct {
		name   string
		edit   func(e *Event)
		wantN  int // 0: saved
		wantAt string
	}{
		{"rename", func(e *Event) { e.Name = "OCSB 2026, round 1 (A)" }, 0, ""},
		{"add a team", func(e *Event) { e.Participants = append(e.Participants, Participant{4, "Debrecen"}) }, 0, ""},
		{"drop an unused team", func(e *Event) { e.Participants = e.Participants[:2] }, 0, ""},
		{"drop team 1 and its player", func(e *Event) { e.Participants, e.Players = e.Participants[1:], e.Players[1:] }, 1, "incident 1.parties[0].number"},
		{"drop player 3", func(e *Event) { e.Players = e.Players[:2] }, 4, "incident 4.player"},
		{"other ruleset", func(e *Event) { e.Ruleset = "pref-club"; e.Club = nil }, 1, "incident 1.calculator"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, err := m.GetEvent(ctx, "ocsb-2026-r1")
			if err != nil {
				t.Fatal(err)
			}
			before := e
			tc.edit(&e)
			err = m.PutEvent(ctx, e)
			if tc.wantN == 0 {
				if err != nil {
					t.Fatalf("PutEvent: %v", err)
				}
				if err := m.PutEvent(ctx, before); err != nil { // back, for the next case
					t.Fatal(err)
				}
				return
			}
			var l engine.ErrorList
			if !errors.As(err, &l) || len(l) < 2 {
				t.Fatalf("PutEvent = %v; want the edit refused with the incident's errors", err)
			}
			if l[0].Code != engine.ECONFLICT || l[0].Key != KeyEditBreaks || len(l[0].Args) != 1 || l[0].Args[0].Value != tc.wantN {
				t.Errorf("first error = %+v; want ECONFLICT %s naming incident %d", l[0], KeyEditBreaks, tc.wantN)
			}
			if l[1].Field != tc.wantAt {
				t.Errorf("second error at %q; want %q", l[1].Field, tc.wantAt)
			}
			got, _ := m.GetEvent(ctx, "ocsb-2026-r1")
			if got.Name != before.Name || len(got.Participants) != len(before.Participants) || len(got.Players) != len(before.Players) || got.Ruleset != before.Ruleset {
				t.Errorf("the refused edit was stored: %+v", got)
			}
		})
	}
	// a new event has no incidents to keep valid
	e := teamsEvent()
	e.ID, e.Participants = "ocsb-2026-r2", e.Participants[:1]
	e.Players = e.Players[:1]
	if err := m.PutEvent(ctx, e); err != nil {
		t.Errorf("a new event: %v", err)
	}
}

func TestInGames(t *testing.T) {
	for _, f := range forms {
		if got, want := f.InGames(), f == FormPref; got != want {
			t.Errorf("%s.InGames() = %v, want %v", f, got, want)
		}
	}
}
