//go:build !wasm

package main

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

func minute(t *testing.T, s string) eventlog.Minute {
	t.Helper()
	var m eventlog.Minute
	if err := m.UnmarshalText([]byte(s)); err != nil {
		t.Fatal(err)
	}
	return m
}

// outNum is a numeric out of res by role and name.
func outNum(res *engine.Result, role, name string) (float64, bool) {
	for _, o := range link.Outs(res) {
		if o.Role == role && o.Name == name {
			return o.Num, true
		}
	}
	return 0, false
}

// TestFromLogLateness: the earlier latenesses of the pair picked are counted from the log (the
// same day, in force, this pair as the offender), and the form then computes what the engine
// computes with that count typed in.
func TestFromLogLateness(t *testing.T) {
	rs := rulesets.Get("nsbk")
	calc := rs.Calculator("nsbk.lateness")
	ev := &eventlog.Event{ID: "kup", Date: "2026-12-01", Ruleset: "nsbk", DataVersion: rs.Version, Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 12,
		Participants: []eventlog.Participant{{Number: 1}, {Number: 2}, {Number: 3}}}
	late := func(n int, when string, pair int, st eventlog.Status) eventlog.Incident {
		in := eventlog.Incident{Event: "kup", Number: n, Time: minute(t, when), Calculator: "nsbk.lateness", Status: st,
			Parties: []eventlog.PartyRef{{Role: "offender", Number: pair}}}
		return in
	}
	incs := []eventlog.Incident{
		late(1, "2026-12-01T10:00", 3, eventlog.Active),
		late(2, "2026-12-01T10:30", 3, eventlog.Revoked),
		late(3, "2026-12-01T11:00", 2, eventlog.Active),
		late(4, "2026-11-30T11:00", 3, eventlog.Active),
		{Event: "kup", Number: 5, Time: minute(t, "2026-12-01T11:30"), Calculator: "nsbk.ocsb", Status: eventlog.Active,
			Parties: []eventlog.PartyRef{{Role: "offender", Number: 3}}},
	}
	f := feedOf(t, "nsbk.lateness")
	st := blankState(rs, calc, msg.SR, nil, nil, ev)
	q := &eventlog.FeedQuery{RS: rs, Calc: calc, Ev: ev, Incs: incs, Vals: st.vals, Day: "2026-12-01", Params: paramsFor(rs, ev)}
	if a := f.Answer(q); !a.NeedWho {
		t.Errorf("no pair picked: need %q, want app.fromlog.pick", a.Need)
	}
	q.Who = 3
	a := f.Answer(q)
	if a.Count != 1 || a.Counted[0].Number != 1 {
		t.Fatalf("pair 3: counted %v, want S1", a.Counted)
	}
	if got := incidentList(msg.SR, a.Counted); got != "S1 (10:00)" {
		t.Errorf("incidentList = %q", got)
	}
	q.Reopen = 1 // re-ruling S1: neither it nor a later one counts
	if a := f.Answer(q); a.Count != 0 {
		t.Errorf("re-ruling S1: counted %d, want 0", a.Count)
	}
	st.set(rs, calc, calc.Inputs.Index("minutes"), "7")
	st.set(rs, calc, calc.Inputs.Index("seconds"), "0")
	st.set(rs, calc, calc.Inputs.Index("waited"), "0")
	st.applyFeed(rs, calc, f, a)
	if st.res == nil {
		t.Fatalf("no result after the feed: missing %v, errors %v", st.missing, st.errs)
	}
	if got := st.texts[calc.Inputs.Index("prior")]; got != "1" {
		t.Errorf("prior = %q, want 1", got)
	}
	want, err := calc.Run(engine.NewParams(rs, nil), engine.Values{{7}, {0}, {0}, {1}, {0}, {12}})
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(link.Outs(st.res)) != fmt.Sprint(link.Outs(want)) {
		t.Errorf("result %v, want the engine's %v", link.Outs(st.res), link.Outs(want))
	}
}

// TestFromLogZT: the earlier breaches of the same point that day by the player picked (or the
// team, as count_by says); the book's table of earlier incidents from the logged ones.
func TestFromLogZT(t *testing.T) {
	rs := rulesets.Get("ocsb-kmor-2018")
	zt := rs.Calculator("ocsb.zt")
	book := rs.Calculator("ocsb.zt-log")
	ev := &eventlog.Event{ID: "liga", Date: "2026-11-30", Ruleset: rs.ID, DataVersion: rs.Version, Kind: eventlog.Teams, Form: eventlog.FormIMPVP,
		Participants: []eventlog.Participant{{Number: 1}, {Number: 2}},
		Players:      []eventlog.Player{{ID: 1, Name: "A", Team: 1}, {ID: 2, Name: "B", Team: 2}, {ID: 3, Name: "C", Team: 2}}}
	breach := func(n int, when string, clause int64, player, team int) eventlog.Incident {
		return eventlog.Incident{Event: "liga", Number: n, Time: minute(t, when), Calculator: "ocsb.zt", Status: eventlog.Active,
			Player: player, Team: team, Values: engine.Values{{clause}, {0}, {0}}}
	}
	incs := []eventlog.Incident{
		breach(1, "2026-12-01T10:00", 2, 2, 2),
		breach(2, "2026-12-01T10:30", 2, 3, 2),
		breach(3, "2026-12-01T11:00", 0, 2, 2),
		breach(4, "2026-11-30T11:00", 2, 2, 2),
		{Event: "liga", Number: 5, Time: minute(t, "2026-12-01T11:30"), Calculator: "ocsb.zt-log", Status: eventlog.Active,
			Values: engine.Values{{2}, {1}, {1}, {2}, {}, {}, {}, {}, {0}}},
	}
	st := blankState(rs, zt, msg.HU, nil, nil, ev)
	f := feedOf(t, "ocsb.zt")
	q := func() *eventlog.FeedQuery {
		return &eventlog.FeedQuery{RS: rs, Calc: zt, Ev: ev, Incs: incs, Vals: st.vals, Day: "2026-12-01", Params: paramsFor(rs, ev), Who: 2}
	}
	if a := f.Answer(q()); a.Need != zt.Inputs[0].LabelKey() {
		t.Errorf("no point chosen: need %q, want the clause's label", a.Need)
	}
	st.set(rs, zt, 0, "c")
	if a := f.Answer(q()); a.Count != 1 || a.Counted[0].Number != 1 {
		t.Errorf("player 2, point c: counted %v, want S1", a.Counted)
	}
	st.set(rs, zt, 2, "team")
	if got := eventlog.FeedWho(f, q()); got != "team" {
		t.Errorf("count_by team: who = %q", got)
	}
	if a := f.Answer(q()); a.Count != 2 {
		t.Errorf("team 2, point c: counted %v, want S1, S2", a.Counted)
	}
	st.applyFeed(rs, zt, f, f.Answer(q()))
	if vp, ok := outNum(st.res, "offender", "vp"); !ok || vp != 2 {
		t.Errorf("third breach of point c by team 2: %v VP (%v), want 2 (doubled)", vp, ok)
	}
	// a club counting two days as one period: the day before (the event's first) counts too
	ev.Club = map[string]float64{"zt.period_days": 2}
	if a := f.Answer(q()); a.Count != 3 {
		t.Errorf("team 2, point c, a two-day period: counted %v, want S4, S1, S2", a.Counted)
	}
	ev.Club = nil

	// the book: every ZT incident in force, in time order, with day numbers from the event's date
	bs := blankState(rs, book, msg.SR, nil, nil, ev)
	bf := feedOf(t, "ocsb.zt-log")
	a := bf.Answer(&eventlog.FeedQuery{RS: rs, Calc: book, Ev: ev, Incs: incs, Vals: bs.vals, Day: "2026-12-01", Params: paramsFor(rs, ev)})
	if a.Count != 5 || a.Day != 2 {
		t.Fatalf("book: %d rows, day %d; want 5 rows, day 2", a.Count, a.Day)
	}
	if got := fmt.Sprint(a.Lists["earlier_clauses"], a.Lists["earlier_players"], a.Lists["earlier_teams"], a.Lists["earlier_days"]); got != "[3 3 3 1 3] [2 2 3 2 1] [2 2 2 2 1] [1 2 2 2 2]" {
		t.Errorf("book lists = %s", got)
	}
	bs.set(rs, book, book.Inputs.Index("clause"), "c")
	bs.set(rs, book, book.Inputs.Index("player"), "2")
	bs.set(rs, book, book.Inputs.Index("team"), "2")
	bs.applyFeed(rs, book, bf, a)
	if bs.res == nil {
		t.Fatalf("book: no result; missing %v errors %v run %v", bs.missing, bs.errs, bs.runErr)
	}
	if got := bs.texts[book.Inputs.Index("day")]; got != "2" {
		t.Errorf("book day = %q, want 2 (filled while blank)", got)
	}
}

// TestReopenLink: a logged incident opens back in its calculator with its values and names
// the incident it re-rules.
func TestReopenLink(t *testing.T) {
	rs := rulesets.Get("nsbk")
	calc := rs.Calculator("nsbk.lateness")
	in := &eventlog.Incident{Event: "kup-1", Number: 4, Calculator: calc.ID, Values: engine.Values{{7}, {30}, {0}, {1}, {1}, {12}}}
	u, err := url.Parse(reopenLink(rs, in, msg.SR))
	if err != nil || !strings.HasSuffix(u.Path, calcPath(rs, calc)) {
		t.Fatalf("link %v (%v)", u, err)
	}
	q := map[string]string{}
	for k, v := range u.Query() {
		q[k] = v[0]
	}
	if ev, n := reopenRef(q["reopen"]); ev != "kup-1" || n != 4 {
		t.Errorf("reopen = %q → %q %d", q["reopen"], ev, n)
	}
	st := openFormState(rs, calc, msg.SR, nil, openOpts{query: q})
	if st.res == nil || fmt.Sprint(st.vals) != fmt.Sprint(in.Values) {
		t.Errorf("reopened form holds %v (result %v), want %v", st.vals, st.res != nil, in.Values)
	}
	for _, bad := range []string{"", "kup", "kup.", "kup.0", ".3", "kup.x"} {
		if ev, n := reopenRef(bad); ev != "" || n != 0 {
			t.Errorf("reopenRef(%q) = %q %d, want nothing", bad, ev, n)
		}
	}
}

// TestFromLogPrefSheet: a Preferans sheet's rulings come from the game's logged rulings
// (pref.ruling), with their S-numbers; other games' rulings and revoked ones do not.
func TestFromLogPrefSheet(t *testing.T) {
	rs := rulesets.Get("pref-club")
	sheet := rs.Calculator("pref.sheet")
	ev := &eventlog.Event{ID: "klub", Date: "2026-12-01", Ruleset: rs.ID, DataVersion: rs.Version, Kind: eventlog.Individuals, Form: eventlog.FormPref}
	ruling := func(n, game int, st eventlog.Status, hand int64, d ...int64) eventlog.Incident {
		return eventlog.Incident{Event: "klub", Number: n, Game: game, Time: minute(t, "2026-12-01T20:00"), Calculator: "pref.ruling", Status: st,
			Values: engine.Values{d, {hand}, nil, {0}}}
	}
	incs := []eventlog.Incident{
		ruling(1, 2, eventlog.Active, 3, -16, 0, 16),
		ruling(2, 1, eventlog.Active, 1, 4, 0, -4),
		ruling(3, 2, eventlog.Revoked, 4, 2, 2, -4),
		ruling(4, 2, eventlog.Active, 5, 0, 6, -6),
	}
	f := feedOf(t, "pref.sheet")
	st := blankState(rs, sheet, msg.SR, nil, nil, ev)
	q := &eventlog.FeedQuery{RS: rs, Calc: sheet, Ev: ev, Incs: incs, Vals: st.vals, Day: "2026-12-01", Params: paramsFor(rs, ev)}
	if a := f.Answer(q); !a.NeedWho {
		t.Error("no game picked: the feed does not ask for one")
	}
	q.Who = 2
	a := f.Answer(q)
	if got := fmt.Sprint(a.Lists["rulings"], a.Lists["ruling_ids"], a.Lists["ruling_made"]); got != "[3 -16 0 16 5 0 6 -6] [1 4] []" {
		t.Errorf("game 2's rulings = %s", got)
	}
	st.applyFeed(rs, sheet, f, a)
	for _, ts := range st.tables {
		if ts.t.ID == "rulings" && len(ts.rows) != 2 {
			t.Errorf("the rulings table has %d rows, want 2", len(ts.rows))
		}
	}
	if got := st.texts[sheet.Inputs.Index("ruling_ids")]; got != "1\n4" {
		t.Errorf("ruling_ids = %q, want 1 and 4", got)
	}
}

// TestPrefRevokeRule: in pref-club a re-ruling supersedes the old ruling only when the judge
// who made it revokes it for an error (pref.revoke); elsewhere always.
func TestPrefRevokeRule(t *testing.T) {
	rs := rulesets.Get("pref-club")
	ev := &eventlog.Event{ID: "klub", Date: "2026-12-01", Ruleset: rs.ID, DataVersion: rs.Version, Kind: eventlog.Individuals, Form: eventlog.FormPref}
	tools := &rulingTools{Lang: msg.SR, RS: rs, Calc: rs.Calculator("pref.ruling")}
	tools.reopened = &eventlog.Incident{Event: "klub", Number: 1, Status: eventlog.Active}
	for _, tt := range []struct {
		same, err, ok bool
	}{{false, false, false}, {true, false, false}, {false, true, false}, {true, true, true}} {
		tools.prefSame, tools.prefError = tt.same, tt.err
		ok, why, applies := tools.prefRevoke(ev)
		if ok != tt.ok || !applies || (!ok && why == "") || tools.supersedes(ev) != tt.ok {
			t.Errorf("same judge %v, for error %v: allowed %v (%q), want %v", tt.same, tt.err, ok, why, tt.ok)
		}
	}
	nsbk := rulesets.Get("nsbk")
	other := &rulingTools{Lang: msg.SR, RS: nsbk, Calc: nsbk.Calculator("nsbk.lateness"), reopened: &eventlog.Incident{Event: "kup", Number: 1}}
	if ok, _, applies := other.prefRevoke(&eventlog.Event{ID: "kup"}); !ok || applies {
		t.Error("nsbk: a re-ruling is refused or asks the Preferans rule")
	}
}

// TestFeedsName: every entry of eventlog.Feeds names a calculator of a ruleset, a field (or
// table) of it, and calculators and matched fields that exist.
func TestFeedsName(t *testing.T) {
	all, _ := screens()
	calcs := map[string]*engine.Calculator{}
	for _, sc := range all {
		calcs[sc.Calc.ID] = sc.Calc
	}
	for _, cf := range eventlog.Feeds {
		id, feeds := cf.Calc, cf.Feeds
		c := calcs[id]
		if c == nil {
			t.Errorf("Feeds[%q]: no such calculator", id)
			continue
		}
		for _, f := range feeds {
			found := c.Inputs.Index(f.Field) >= 0 && !f.Table
			for _, tb := range c.Tables {
				found = found || (f.Table && tb.ID == f.Field)
			}
			if !found {
				t.Errorf("Feeds[%q]: no field or table %q", id, f.Field)
			}
			for _, k := range f.Calcs {
				o := calcs[k]
				if o == nil {
					t.Errorf("Feeds[%q]: counts the incidents of %q, no such calculator", id, k)
					continue
				}
				for _, m := range f.Match {
					if c.Inputs.Index(m) < 0 || o.Inputs.Index(m) < 0 {
						t.Errorf("Feeds[%q]: matches %q, missing in %s or %s", id, m, id, k)
					}
				}
			}
		}
	}
}

// feedOf is the first feed of calculator id.
func feedOf(t *testing.T, id string) eventlog.Feed {
	t.Helper()
	for _, cf := range eventlog.Feeds {
		if cf.Calc == id {
			return cf.Feeds[0]
		}
	}
	t.Fatalf("no feed for %s", id)
	return eventlog.Feed{}
}
