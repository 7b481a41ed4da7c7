package eventlog_test

import (
	"context"
	"fmt"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/rulesets"
)

func minuteOf(t *testing.T, s string) eventlog.Minute {
	t.Helper()
	var m eventlog.Minute
	if err := m.UnmarshalText([]byte(s)); err != nil {
		t.Fatal(err)
	}
	return m
}

func feedFor(t *testing.T, calc, field string) eventlog.Feed {
	t.Helper()
	for _, rs := range rulesets.All() {
		for _, f := range eventlog.FeedsOf(rs.Calculator(calc)) {
			if f.Field == field {
				return f
			}
		}
	}
	t.Fatalf("no feed of %s.%s", calc, field)
	return eventlog.Feed{}
}

func labels(incs []eventlog.Incident) string {
	s := ""
	for _, in := range incs {
		s += in.Label() + " "
	}
	return s
}

func params(rs *engine.Ruleset, ev *eventlog.Event) *engine.Params {
	return link.Ruling{DataVersion: ev.DataVersion, Club: link.ClubFrom(rs, ev.DataVersion, ev.Club)}.Params(rs)
}

// TestFeedLatenessBySession: NSBK t. 1 counts the pair's earlier latenesses in the session. An
// earlier lateness counts when it has the case's session number (whatever its day: sessions are
// numbered over the event); where the case or the earlier incident has no session number, when
// it is of the same day, and the answer names those.
func TestFeedLatenessBySession(t *testing.T) {
	rs := rulesets.Get("nsbk")
	calc := rs.Calculator("nsbk.lateness")
	ev := &eventlog.Event{ID: "kup", Date: "2026-12-01", Ruleset: "nsbk", DataVersion: rs.Version, Kind: eventlog.Pairs, Form: eventlog.FormMP}
	late := func(n int, when string, session, pair int) eventlog.Incident {
		return eventlog.Incident{Event: "kup", Number: n, Time: minuteOf(t, when), Session: session, Calculator: calc.ID,
			Status: eventlog.Active, Parties: []eventlog.PartyRef{{Role: "offender", Number: pair}}}
	}
	incs := []eventlog.Incident{
		late(1, "2026-12-01T14:00", 1, 3), // the afternoon session
		late(2, "2026-12-01T19:00", 2, 3), // the evening session
		late(3, "2026-12-01T19:30", 0, 3), // no session given, the same day
		late(4, "2026-12-02T10:00", 2, 3), // session 2 written on the next day (past midnight)
		late(5, "2026-12-01T19:40", 2, 1), // another pair
		late(6, "2026-11-30T19:00", 0, 3), // the day before, no session
	}
	f := feedFor(t, calc.ID, "prior")
	for _, tt := range []struct {
		name    string
		session int
		day     string
		counted string
		byDay   string
	}{
		{"no session: the day's", 0, "2026-12-01", "S1 S2 S3 ", ""},
		{"session 2: its own and the day's without one", 2, "2026-12-01", "S2 S3 S4 ", "S3 "},
		{"session 1", 1, "2026-12-01", "S1 S3 ", "S3 "},
		{"session 3 on the next day: none of the day has another session", 3, "2026-12-02", "", ""},
		{"no session, the next day", 0, "2026-12-02", "S4 ", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			q := &eventlog.FeedQuery{RS: rs, Calc: calc, Ev: ev, Incs: incs, Vals: make(engine.Values, len(calc.Inputs)),
				Who: 3, Day: tt.day, Session: tt.session, Params: params(rs, ev)}
			a := f.Answer(q)
			if got := labels(a.Counted); got != tt.counted || a.Count != len(a.Counted) {
				t.Errorf("counted %q (%d), want %q", got, a.Count, tt.counted)
			}
			if got := labels(a.ByDay); got != tt.byDay {
				t.Errorf("by the day %q, want %q", got, tt.byDay)
			}
			if a.Session != tt.session {
				t.Errorf("session %d, want %d", a.Session, tt.session)
			}
		})
	}
}

// TestFeedSheetHands: a Preferans sheet's hands (and starting bula) come from the sheet last
// logged in force for the game picked; other games', revoked and re-ruled ones do not count.
func TestFeedSheetHands(t *testing.T) {
	rs := rulesets.Get("pref-club")
	sheet := rs.Calculator("pref.sheet")
	ev := &eventlog.Event{ID: "klub", Date: "2026-12-01", Ruleset: rs.ID, DataVersion: rs.Version, Kind: eventlog.Individuals, Form: eventlog.FormPref}
	hands := sheet.Inputs.Index("hands")
	logged := func(n, game int, st eventlog.Status, start int64, codes ...int64) eventlog.Incident {
		v := sheet.Inputs.Defaults()
		v[0], v[hands] = []int64{start}, codes
		return eventlog.Incident{Event: "klub", Number: n, Game: game, Time: minuteOf(t, fmt.Sprintf("2026-12-01T15:%02d", n)),
			Calculator: sheet.ID, Status: st, Values: v}
	}
	def := sheet.Inputs[hands].Default
	incs := []eventlog.Incident{
		logged(1, 2, eventlog.Active, 60, def[0]),
		logged(2, 1, eventlog.Active, 50, def[1]),
		logged(4, 2, eventlog.Active, 80, def...),
		logged(5, 2, eventlog.Revoked, 60, def[2]),
		{Event: "klub", Number: 6, Game: 2, Time: minuteOf(t, "2026-12-01T15:30"), Calculator: "pref.ruling", Status: eventlog.Active},
	}
	f := feedFor(t, sheet.ID, "hands")
	q := &eventlog.FeedQuery{RS: rs, Calc: sheet, Ev: ev, Incs: incs, Vals: make(engine.Values, len(sheet.Inputs)), Day: "2026-12-01", Params: params(rs, ev)}
	if a := f.Answer(q); !a.NeedWho || a.Count != 0 {
		t.Errorf("no game picked: %+v, want NeedWho", a)
	}
	q.Who = 2
	a := f.Answer(q)
	if labels(a.Counted) != "S4 " || a.Count != 1 {
		t.Fatalf("game 2: used %q, want S4 (the latest sheet in force)", labels(a.Counted))
	}
	if got, want := fmt.Sprint(a.Lists["hands"], a.Lists["start_bula"]), fmt.Sprint(def, []int64{80}); got != want {
		t.Errorf("game 2: hands and start %s, want %s", got, want)
	}
	q.Reopen = 4 // re-ruling S4: the sheet before it
	if a := f.Answer(q); labels(a.Counted) != "S1 " || fmt.Sprint(a.Lists["hands"]) != fmt.Sprint(def[:1]) {
		t.Errorf("re-ruling S4: used %q %v, want S1 [%d]", labels(a.Counted), a.Lists["hands"], def[0])
	}
	q.Reopen, q.Who = 0, 3
	if a := f.Answer(q); a.Count != 0 || a.Lists != nil {
		t.Errorf("game 3 (no sheet logged): %+v, want nothing", a)
	}
}

// TestRemember: a ZT form's count_by chosen per player or per team is kept in the event as its
// club value zt.count_by; "as the club says" changes nothing; the event's club values are
// copied, and the event so changed is valid; the ZT feed then counts a teammate's breach when
// the form says "club" (the event's value is the club's).
func TestRemember(t *testing.T) {
	rs := rulesets.Get("ocsb-kmor-2018")
	zt := rs.Calculator("ocsb.zt")
	club := map[string]float64{"zt.c": 1.5}
	ev := eventlog.Event{ID: "liga", Name: "Liga", Date: "2026-12-01", Ruleset: rs.ID, DataVersion: rs.Version, Kind: eventlog.Teams,
		Form: eventlog.FormIMPVP, Club: club, Participants: []eventlog.Participant{{Number: 1}, {Number: 2}},
		Players: []eventlog.Player{{ID: 1, Name: "A", Team: 1}, {ID: 2, Name: "B", Team: 2}, {ID: 3, Name: "C", Team: 2}}}
	if code, ok := eventlog.EventChoice(&ev, zt, "count_by"); ok {
		t.Errorf("a new event keeps %q", code)
	}
	if _, changed := eventlog.Remember(ev, zt, "count_by", "club"); changed {
		t.Error(`"as the club says" changed the event`)
	}
	if _, changed := eventlog.Remember(ev, zt, "clause", "c"); changed {
		t.Error("the point of a breach changed the event")
	}
	if _, changed := eventlog.Remember(ev, rulesets.Get("nsbk").Calculator("nsbk.lateness"), "count_by", "team"); changed {
		t.Error("another calculator's field changed the event")
	}
	team, changed := eventlog.Remember(ev, zt, "count_by", "team")
	if !changed || team.Club["zt.count_by"] != 1 || team.Club["zt.c"] != 1.5 {
		t.Fatalf("per team: changed %v, club %v; want zt.count_by 1 beside zt.c", changed, team.Club)
	}
	if _, ok := club["zt.count_by"]; ok {
		t.Error("Remember changed the event's club values in place")
	}
	for _, calc := range []string{"ocsb.zt", "ocsb.zt-log"} {
		if code, ok := eventlog.EventChoice(&team, rs.Calculator(calc), "count_by"); !ok || code != "team" {
			t.Errorf("%s: the event keeps %q %v, want team", calc, code, ok)
		}
	}
	if _, again := eventlog.Remember(team, zt, "count_by", "team"); again {
		t.Error("choosing per team again changed the event")
	}
	if p, _ := eventlog.Remember(team, zt, "count_by", "player"); p.Club["zt.count_by"] != 0 {
		t.Errorf("per player: zt.count_by %v, want 0", p.Club["zt.count_by"])
	}
	if err := eventlog.CheckEvent(rulesets.Get, &team, "event").Err(); err != nil {
		t.Errorf("the event keeping per team is refused: %v", err)
	}
	bad := team
	bad.Club = map[string]float64{"zt.count_by": 7}
	if code, ok := eventlog.EventChoice(&bad, zt, "count_by"); ok {
		t.Errorf("zt.count_by 7 reads as %q", code)
	}

	// the feed: player 3 after teammate player 2's breach of point c, the form at "club"
	m := eventlog.NewMem(rulesets.Get)
	ctx := context.Background()
	if err := m.PutEvent(ctx, team); err != nil {
		t.Fatal(err)
	}
	in := eventlog.Incident{Event: "liga", Time: minuteOf(t, "2026-12-01T15:00"), Player: 2, Team: 2, Calculator: zt.ID,
		Values: engine.Values{{2}, {0}, {2}}, Status: eventlog.Active}
	if _, err := m.AddIncident(ctx, in); err != nil {
		t.Fatal(err)
	}
	incs, _ := m.ListIncidents(ctx, "liga")
	f := feedFor(t, zt.ID, "earlier_same_day")
	for _, tt := range []struct {
		ev      eventlog.Event
		countBy int64
		who     string
		n       int
	}{
		{team, 0, "team", 1}, // "club": the event's value, per team
		{ev, 0, "player", 0}, // "club" in an event that keeps nothing: per player (the regulation)
		{ev, 2, "team", 1},   // chosen on the form
		{team, 1, "player", 0},
	} {
		q := &eventlog.FeedQuery{RS: rs, Calc: zt, Ev: &tt.ev, Incs: incs, Vals: engine.Values{{2}, nil, {tt.countBy}}, Day: "2026-12-01", Params: params(rs, &tt.ev)}
		q.Who = 3 // player 3
		if tt.who == "team" {
			q.Who = 2 // team 2
		}
		if who := eventlog.FeedWho(f, q); who != tt.who {
			t.Errorf("club %v, count_by %d: whose %q, want %q", tt.ev.Club, tt.countBy, who, tt.who)
		}
		if a := f.Answer(q); a.Count != tt.n {
			t.Errorf("club %v, count_by %d: counted %d, want %d", tt.ev.Club, tt.countBy, a.Count, tt.n)
		}
	}
}

// TestIncidentSession: an incident's session number is optional (absent in older records), at
// most MaxSession, and kept by the store.
func TestIncidentSession(t *testing.T) {
	rs := rulesets.Get("nsbk")
	ev := eventlog.Event{ID: "kup", Name: "Kup", Date: "2026-12-01", Ruleset: "nsbk", DataVersion: rs.Version, Kind: eventlog.Pairs,
		Form: eventlog.FormMP, Participants: []eventlog.Participant{{Number: 1}, {Number: 2}}}
	calc := rs.Calculator("nsbk.lateness")
	for _, tt := range []struct {
		session int
		ok      bool
	}{{0, true}, {1, true}, {eventlog.MaxSession, true}, {-1, false}, {eventlog.MaxSession + 1, false}} {
		in := eventlog.Incident{Event: "kup", Number: 1, Time: minuteOf(t, "2026-12-01T15:00"), Session: tt.session, Calculator: calc.ID,
			Values: calc.Inputs.Defaults(), Status: eventlog.Active}
		l := eventlog.CheckIncident(rulesets.Get, &ev, &in, "incident")
		if (len(l) == 0) != tt.ok {
			t.Errorf("session %d: errors %v, want ok %v", tt.session, l, tt.ok)
		}
		if !tt.ok && (len(l) != 1 || l[0].Field != "incident.session") {
			t.Errorf("session %d: errors %v, want one naming incident.session", tt.session, l)
		}
	}
	m := eventlog.NewMem(rulesets.Get)
	ctx := context.Background()
	if err := m.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	in := eventlog.Incident{Event: "kup", Time: minuteOf(t, "2026-12-01T15:00"), Session: 2, Calculator: calc.ID,
		Values: calc.Inputs.Defaults(), Status: eventlog.Active}
	got, err := m.AddIncident(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	data, err := eventlog.Export(ctx, m)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := eventlog.Parse(data, rulesets.Get)
	if err != nil {
		t.Fatal(err)
	}
	if doc.Incidents[0].Session != 2 || got.Session != 2 {
		t.Errorf("session after the store and an export: %d, %d; want 2", got.Session, doc.Incidents[0].Session)
	}
}

// TestFeedSheetRulings: a Preferans sheet's rulings come back with the sheet: the rulings the
// sheet last logged for the game holds (its own table, with their S-numbers and when each was
// made), then the game's rulings logged on their own that the sheet does not hold already (by
// S-number, or the same row where the sheet gives none); the sheet so refilled computes what was
// logged.
func TestFeedSheetRulings(t *testing.T) {
	rs := rulesets.Get("pref-club")
	sheet, ruling := rs.Calculator("pref.sheet"), rs.Calculator("pref.ruling")
	ev := &eventlog.Event{ID: "klub", Date: "2026-12-01", Ruleset: rs.ID, DataVersion: rs.Version, Kind: eventlog.Individuals, Form: eventlog.FormPref}
	at := func(n int) eventlog.Minute { return minuteOf(t, fmt.Sprintf("2026-12-01T15:%02d", n)) }
	sheetInc := func(n int, rulings, ids, made []int64) eventlog.Incident {
		v := sheet.Inputs.Defaults()
		v[sheet.Inputs.Index("rulings")], v[sheet.Inputs.Index("ruling_ids")], v[sheet.Inputs.Index("ruling_made")] = rulings, ids, made
		return eventlog.Incident{Event: "klub", Number: n, Game: 3, Time: at(n), Calculator: sheet.ID, Status: eventlog.Active, Values: v}
	}
	rulingInc := func(n int, hand int64, deltas ...int64) eventlog.Incident {
		v := ruling.Inputs.Defaults()
		v[ruling.Inputs.Index("hand")], v[ruling.Inputs.Index("deltas")] = []int64{hand}, deltas
		if i := ruling.Inputs.Index("made_after"); i >= 0 {
			v[i] = nil
		}
		return eventlog.Incident{Event: "klub", Number: n, Game: 3, Time: at(n), Calculator: ruling.ID, Status: eventlog.Active, Values: v}
	}
	f := feedFor(t, sheet.ID, "rulings")
	for _, tt := range []struct {
		name             string
		incs             []eventlog.Incident
		counted          string
		rulings, ids, mk string
	}{
		{"two rulings written in the sheet", []eventlog.Incident{sheetInc(1, []int64{1, 4, -4, 0, 2, 0, 6, -6}, nil, nil)},
			"S1 ", "[1 4 -4 0 2 0 6 -6]", "[]", "[]"},
		{"the sheet's rulings, then one logged after it", []eventlog.Incident{
			sheetInc(1, []int64{1, 4, -4, 0}, nil, nil), rulingInc(2, 2, 0, 6, -6)},
			"S1 S2 ", "[1 4 -4 0 2 0 6 -6]", "[]", "[]"},
		{"a ruling the sheet took from the log is not counted twice", []eventlog.Incident{
			rulingInc(1, 1, 4, -4, 0), sheetInc(2, []int64{1, 4, -4, 0}, []int64{1}, []int64{1}), rulingInc(3, 2, 0, 6, -6)},
			"S2 S3 ", "[1 4 -4 0 2 0 6 -6]", "[1 3]", "[]"},
		{"a ruling typed into the sheet as logged is not counted twice", []eventlog.Incident{
			rulingInc(1, 1, 4, -4, 0), sheetInc(2, []int64{1, 4, -4, 0}, nil, nil)},
			"S2 ", "[1 4 -4 0]", "[]", "[]"},
		{"the latest sheet holds", []eventlog.Incident{
			sheetInc(1, []int64{1, 4, -4, 0}, nil, nil), sheetInc(2, []int64{1, 2, -2, 0}, nil, nil)},
			"S2 ", "[1 2 -2 0]", "[]", "[]"},
		{"rulings logged on their own, no sheet", []eventlog.Incident{rulingInc(1, 1, 4, -4, 0), rulingInc(2, 2, 0, 6, -6)},
			"S1 S2 ", "[1 4 -4 0 2 0 6 -6]", "[1 2]", "[]"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			q := &eventlog.FeedQuery{RS: rs, Calc: sheet, Ev: ev, Incs: tt.incs, Vals: make(engine.Values, len(sheet.Inputs)), Who: 3, Day: "2026-12-01", Params: params(rs, ev)}
			a := f.Answer(q)
			if got := labels(a.Counted); got != tt.counted || a.Count != len(a.Counted) {
				t.Errorf("counted %q (%d), want %q", got, a.Count, tt.counted)
			}
			if got := fmt.Sprint(a.Lists["rulings"]); got != tt.rulings {
				t.Errorf("rulings = %s, want %s", got, tt.rulings)
			}
			if got := fmt.Sprint(a.Lists["ruling_ids"]); got != tt.ids {
				t.Errorf("ruling_ids = %s, want %s", got, tt.ids)
			}
			if got := fmt.Sprint(a.Lists["ruling_made"]); got != tt.mk {
				t.Errorf("ruling_made = %s, want %s", got, tt.mk)
			}
		})
	}
}
