package eventlog_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/eventlog"
	"arbiter/engine/rulesets"
)

// num is a numeric out role.name=value unit.
func num(role, name string, v float64, unit string) eventlog.Out {
	return eventlog.Out{Role: role, Name: name, Num: v, Unit: unit, Prec: 2}
}

// ruling is an active incident n of calc in event ev, bound to parties (key → number).
func ruling(ev string, n int, calc string, parties map[string]int, outs ...eventlog.Out) eventlog.Incident {
	in := eventlog.Incident{Event: ev, Number: n, Calculator: calc, Status: eventlog.Active, Result: outs}
	for _, k := range []string{"offender", "non-offender", "ns", "ew"} {
		if p, ok := parties[k]; ok {
			in.Parties = append(in.Parties, eventlog.PartyRef{Role: k, Number: p})
		}
	}
	return in
}

func revoked(in eventlog.Incident) eventlog.Incident { in.Status = eventlog.Revoked; return in }

// late is an NSBK lateness as the calculator writes it: the minutes (facts), then the
// penalty in % of the top, matchpoints and IMPs.
func late(n, pair int, minutes, pct, mp, imp float64) eventlog.Incident {
	return ruling("e", n, "nsbk.lateness", map[string]int{"offender": pair},
		num("offender", "minutes", minutes, "min"), num("offender", "penalty_minutes", minutes-1, "min"),
		num("offender", "pct_top", pct, "%"), num("offender", "mp", mp, "mp"), num("offender", "imp", imp, "imp"))
}

// penaltiesText is EventPenalties as "1: 9.6 mp (S1 S2) ×2; …".
func penaltiesText(ps []eventlog.PartyPenalties) string {
	var parts []string
	for _, p := range ps {
		var sums []string
		for _, s := range p.Sums {
			sums = append(sums, fmt.Sprintf("%g %s (%s)", s.Sum, s.Unit, strings.Join(s.Labels, " ")))
		}
		parts = append(parts, fmt.Sprintf("%d: %s ×%d [%s]", p.Number, strings.Join(sums, ", "), p.Count, strings.Join(p.Labels, " ")))
	}
	return strings.Join(parts, "; ")
}

func TestEventPenalties(t *testing.T) {
	unplayed := ruling("e", 3, "nsbk.unplayed", map[string]int{"offender": 2, "non-offender": 3},
		num("offender", "pct", 40, "%"), num("offender", "board_mp", 4.8, "mp"), num("offender", "board_imp", -3, "imp"),
		num("offender", "counted", 1, "boards"), num("non-offender", "pct", 60, "%"), num("non-offender", "board_mp", 7.2, "mp"))
	slow := ruling("e", 5, "ocsb.slow-play", map[string]int{"offender": 1, "non-offender": 2},
		num("offender", "imp_to_opponents", 3, "imp"), num("offender", "offender_imp", -3, "imp"),
		num("non-offender", "non_offender_imp", 3, "imp"), num("each", "vp_each", 1, "vp"))
	zt := ruling("e", 6, "ocsb.zt", nil, num("offender", "vp", 0.5, "vp"), num("offender", "offender_vp", -0.5, "vp"))
	zt.Team = 2 // a player's breach: the fine goes to their team
	for _, tt := range []struct {
		name    string
		ruleset string
		form    eventlog.Form
		incs    []eventlog.Incident
		want    string
	}{
		{"pairs MP: matchpoints only, no IMPs, no minutes added", "nsbk", eventlog.FormMP,
			[]eventlog.Incident{late(1, 1, 4, 30, 3.6, 3), late(2, 1, 6, 50, 6, 5)}, "1: 9.6 mp (S1 S2) ×2 [S1 S2]"},
		{"cross-IMPs: IMPs only", "nsbk", eventlog.FormCrossIMP,
			[]eventlog.Incident{late(1, 1, 4, 30, 3.6, 3), late(2, 1, 6, 50, 6, 5)}, "1: 8 imp (S1 S2) ×2 [S1 S2]"},
		{"an unplayed board is a board score, no penalty", "nsbk", eventlog.FormMP,
			[]eventlog.Incident{unplayed}, ""},
		{"a revoked ruling takes nothing off", "nsbk", eventlog.FormMP,
			[]eventlog.Incident{late(1, 1, 4, 30, 3.6, 3), revoked(late(2, 2, 6, 50, 6, 5))}, "1: 3.6 mp (S1) ×1 [S1]"},
		{"a penalty of zero is none", "nsbk", eventlog.FormMP,
			[]eventlog.Incident{late(1, 1, 1, 0, 0, 0)}, ""},
		{"a penalty to each side goes to both", "ocsb-kmor-2018", eventlog.FormIMPVP,
			[]eventlog.Incident{slow}, "1: 3 imp (S5), 1 vp (S5) ×1 [S5]; 2: 1 vp (S5) ×1 [S5]"},
		{"a player's fine goes to the team", "ocsb-kmor-2018", eventlog.FormIMPVP,
			[]eventlog.Incident{zt, func() eventlog.Incident { in := zt; in.Number = 7; return in }()}, "2: 1 vp (S6 S7) ×2 [S6 S7]"},
		{"a penalty in no unit of the event keeps its own", "ocsb-kmor-2018", eventlog.FormMP,
			[]eventlog.Incident{zt}, "2: 0.5 vp (S6) ×1 [S6]"},
		{"no penalties in Preferans sheets", "pref-club", eventlog.FormPref,
			[]eventlog.Incident{ruling("e", 1, "pref.sheet", nil, num("player", "bula", 56, ""), num("player", "score", -560, ""))}, ""},
		{"another event's ruling is not counted", "nsbk", eventlog.FormMP,
			[]eventlog.Incident{func() eventlog.Incident { in := late(1, 1, 4, 30, 3.6, 3); in.Event = "other"; return in }()}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ev := &eventlog.Event{ID: "e", Ruleset: tt.ruleset, Form: tt.form}
			if got := penaltiesText(eventlog.EventPenalties(rulesets.Get, ev, tt.incs)); got != tt.want {
				t.Errorf("EventPenalties(%s) = %q, want %q", tt.form, got, tt.want)
			}
		})
	}
}

func TestBoardScores(t *testing.T) {
	unplayed := ruling("e", 3, "nsbk.unplayed", map[string]int{"offender": 2, "non-offender": 3},
		num("offender", "pct", 40, "%"), num("offender", "board_mp", 4.8, "mp"), num("offender", "board_imp", -3, "imp"),
		num("offender", "counted", 1, "boards"), num("non-offender", "pct", 60, "%"), num("non-offender", "board_mp", 7.2, "mp"),
		num("non-offender", "board_imp", 3, "imp"))
	unplayed.Board, unplayed.Round = 7, 2
	art := ruling("e", 4, "law12.artificial", map[string]int{"ns": 1},
		num("ns", "pct", 40, "%"), num("ns", "mp", 4.8, "mp"), num("ew", "pct", 60, "%"), num("ew", "mp", 7.2, "mp"))
	art.Board, art.Round = 3, 1
	text := func(ls []eventlog.BoardScoreLine) string {
		var parts []string
		for _, l := range ls {
			var sc []string
			for _, s := range l.Scores {
				sc = append(sc, fmt.Sprintf("%s=%d %g %s", s.Key, s.Number, s.Out.Num, s.Out.Unit))
			}
			parts = append(parts, fmt.Sprintf("%s r%d b%d %s: %s", l.Label, l.Round, l.Board, l.Kind, strings.Join(sc, ", ")))
		}
		return strings.Join(parts, "; ")
	}
	for _, tt := range []struct {
		name string
		form eventlog.Form
		incs []eventlog.Incident
		want string
	}{
		{"pairs: percentages, by round and board", eventlog.FormMP, []eventlog.Incident{unplayed, art},
			"S4 r1 b3 artificial: ns=1 40 %, ew=0 60 %; S3 r2 b7 not-played: offender=2 40 %, non-offender=3 60 %"},
		{"IMPs: IMPs where the result has them, else what it has", eventlog.FormCrossIMP, []eventlog.Incident{unplayed, art},
			"S4 r1 b3 artificial: ns=1 40 %, ew=0 60 %; S3 r2 b7 not-played: offender=2 -3 imp, non-offender=3 3 imp"},
		{"a penalty is no board score", eventlog.FormMP, []eventlog.Incident{late(1, 1, 4, 30, 3.6, 3)}, ""},
		{"a revoked ruling adjusts nothing", eventlog.FormMP, []eventlog.Incident{revoked(unplayed)}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ev := &eventlog.Event{ID: "e", Ruleset: "nsbk", Form: tt.form}
			if got := text(eventlog.BoardScores(rulesets.Get, ev, tt.incs)); got != tt.want {
				t.Errorf("BoardScores(%s) = %q, want %q", tt.form, got, tt.want)
			}
		})
	}
}

func TestZTBook(t *testing.T) {
	at := func(s string) eventlog.Minute {
		var m eventlog.Minute
		if err := m.UnmarshalText([]byte(s)); err != nil {
			t.Fatal(err)
		}
		return m
	}
	breach := func(n, player, team int, when string) eventlog.Incident {
		in := ruling("e", n, "ocsb.zt", nil, num("offender", "vp", 0.5, "vp"))
		in.Player, in.Team, in.Time = player, team, at(when)
		return in
	}
	for _, tt := range []struct {
		name string
		incs []eventlog.Incident
		want []eventlog.ZTDay
	}{
		{"a day's team with its players under it, by date",
			[]eventlog.Incident{breach(1, 8, 2, "2026-04-11T19:00"), breach(2, 7, 1, "2026-04-11T20:00"), breach(3, 7, 1, "2026-04-11T21:00"),
				breach(4, 7, 1, "2026-04-12T10:00"), revoked(breach(5, 8, 2, "2026-04-12T11:00"))},
			[]eventlog.ZTDay{
				{Day: "2026-04-11", Entries: []eventlog.ZTEntry{
					{Team: 1, Count: 2, Labels: []string{"S2", "S3"}}, {Player: 7, Team: 1, Count: 2, Labels: []string{"S2", "S3"}},
					{Team: 2, Count: 1, Labels: []string{"S1"}}, {Player: 8, Team: 2, Count: 1, Labels: []string{"S1"}}}},
				{Day: "2026-04-12", Entries: []eventlog.ZTEntry{
					{Team: 1, Count: 1, Labels: []string{"S4"}}, {Player: 7, Team: 1, Count: 1, Labels: []string{"S4"}}}},
			}},
		{"a player of no team after the teams",
			[]eventlog.Incident{breach(1, 9, 0, "2026-04-11T19:00"), breach(2, 0, 2, "2026-04-11T19:30")},
			[]eventlog.ZTDay{{Day: "2026-04-11", Entries: []eventlog.ZTEntry{
				{Team: 2, Count: 1, Labels: []string{"S2"}}, {Player: 9, Count: 1, Labels: []string{"S1"}}}}}},
		{"no breach, no book", []eventlog.Incident{late(1, 1, 4, 30, 3.6, 3)}, []eventlog.ZTDay{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := eventlog.ZTBook(rulesets.Get("ocsb-kmor-2018"), tt.incs)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ZTBook = %+v, want %+v", got, tt.want)
			}
		})
	}
	if got := eventlog.ZTBook(rulesets.Get("nsbk"), []eventlog.Incident{breach(1, 7, 1, "2026-04-11T19:00")}); got != nil {
		t.Errorf("ZTBook(nsbk) = %+v, want none (no breach calculators)", got)
	}
}
