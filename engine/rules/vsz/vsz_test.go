package vsz

import (
	"errors"
	"fmt"
	"math"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/internal/calctest"
	"arbiter/engine/internal/shared"
	"arbiter/engine/msg"
	"arbiter/engine/rules/law12"
)

// The package's tests read Ruleset.Calculators and its messages: build them first.
func TestMain(m *testing.M) {
	Load()
	os.Exit(m.Run())
}

type want map[string]any

func check(t *testing.T, id string, set calctest.Fields, w want) {
	t.Helper()
	got, _ := calctest.MustRun(t, Ruleset, id, set, nil)
	for k, x := range w {
		g, ok := got[k]
		switch {
		case x == nil && ok:
			t.Errorf("%s(%v): %s = %v, want absent", id, set, k, g)
		case x == nil:
		case !ok:
			t.Errorf("%s(%v): %s missing, want %v (got %v)", id, set, k, x, got)
		default:
			if gf, ok := g.(float64); ok {
				if xf, ok := toF(x); ok && math.Abs(gf-xf) < 1e-9 {
					continue
				}
			}
			if fmt.Sprint(g) != fmt.Sprint(x) {
				t.Errorf("%s(%v): %s = %v, want %v", id, set, k, g, x)
			}
		}
	}
}

func toF(x any) (float64, bool) {
	switch y := x.(type) {
	case int:
		return float64(y), true
	case int64:
		return float64(y), true
	case float64:
		return y, true
	}
	return 0, false
}

func decisionsOf(t *testing.T, id string, set calctest.Fields) []string {
	t.Helper()
	_, r := calctest.MustRun(t, Ruleset, id, set, nil)
	return r.Decisions
}

func TestTime(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   calctest.Fields
		w    want
	}{
		{"8 boards", calctest.Fields{"boards": 8}, want{"play_min": 65, "change_min": 5, "in_table": true, "round_min": 70, "last_start_min": 63}},
		{"2 boards", calctest.Fields{"boards": 2}, want{"play_min": 16, "change_min": 1, "in_table": true}},
		{"3 boards", calctest.Fields{"boards": 3}, want{"play_min": 24, "change_min": 1}},
		{"4 boards", calctest.Fields{"boards": 4}, want{"play_min": 32, "change_min": 1}},
		{"5 boards", calctest.Fields{"boards": 5}, want{"play_min": 40, "change_min": 2}},
		{"6 boards", calctest.Fields{"boards": 6}, want{"play_min": 48, "change_min": 2}},
		{"10 boards", calctest.Fields{"boards": 10}, want{"play_min": 80, "change_min": 5}},
		{"12 boards", calctest.Fields{"boards": 12}, want{"play_min": 95, "change_min": 5}},
		{"16 boards", calctest.Fields{"boards": 16}, want{"play_min": 130, "change_min": 10}},
		{"20 boards", calctest.Fields{"boards": 20}, want{"play_min": 160, "change_min": 10}},
		{"7 not in table", calctest.Fields{"boards": 7}, want{"in_table": false, "below": 6, "above": 8, "play_min": nil}},
		{"1 below the table", calctest.Fields{"boards": 1}, want{"in_table": false, "below": nil, "above": 2}},
		{"24 above the table", calctest.Fields{"boards": 24}, want{"in_table": false, "below": 20, "above": nil}},
		{"14 between", calctest.Fields{"boards": 14}, want{"in_table": false, "below": 12, "above": 16}},
		{"3 minutes left", calctest.Fields{"boards": 8, "elapsed": 62}, want{"may_start": true, "remaining_min": 3}},
		{"exactly 2 minutes left", calctest.Fields{"boards": 8, "elapsed": 63}, want{"may_start": true, "remaining_min": 2}},
		{"1 minute left", calctest.Fields{"boards": 8, "elapsed": 64}, want{"may_start": false, "remaining_min": 1}},
		{"over time", calctest.Fields{"boards": 8, "elapsed": 70}, want{"may_start": false, "remaining_min": 0}},
	} {
		t.Run(tc.name, func(t *testing.T) { check(t, "vsz.time", tc.in, tc.w) })
	}
	if d := decisionsOf(t, "vsz.time", calctest.Fields{"boards": 7}); !slices.Contains(d, "vsz.dec.time-not-in-table") {
		t.Errorf("vsz.time(7) decisions = %v, want vsz.dec.time-not-in-table", d)
	}
	if d := decisionsOf(t, "vsz.time", calctest.Fields{"boards": 8, "elapsed": 63}); !slices.Contains(d, "vsz.dec.two-minute") {
		t.Errorf("vsz.time(8, 63) decisions = %v, want vsz.dec.two-minute", d)
	}
}

func TestSeatingFirst(t *testing.T) {
	for _, tc := range []struct{ segs, seg int64 }{{1, 1}, {2, 1}, {2, 2}, {3, 1}, {3, 2}, {3, 3}, {4, 1}, {4, 2}, {4, 3}, {4, 4}, {5, 1}, {5, 2}, {5, 5}, {6, 6}, {8, 7}} {
		w := map[[2]int64]string{{1, 1}: "visitor", {2, 1}: "home", {2, 2}: "visitor", {3, 1}: "visitor-choice",
			{3, 2}: "visitor-choice", {3, 3}: "visitor-choice", {4, 1}: "visitor", {4, 2}: "home", {4, 3}: "home",
			{4, 4}: "visitor", {5, 1}: "visitor", {5, 2}: "home", {5, 5}: "visitor", {6, 6}: "home", {8, 7}: "visitor"}[[2]int64{tc.segs, tc.seg}]
		t.Run(fmt.Sprintf("%d/%d", tc.segs, tc.seg), func(t *testing.T) {
			check(t, "vsz.seating-first", calctest.Fields{"segments": tc.segs, "segment": tc.seg}, want{"first": w})
		})
	}
	for _, tc := range []struct {
		segs, seg            int64
		first, second, third string
	}{{1, 1, "team3", "team2", "team1"}, {2, 1, "team1", "team2", "team3"}, {2, 2, "team3", "team2", "team1"},
		{3, 3, "team1", "team2", "team3"}, {4, 4, "team3", "team2", "team1"}} {
		t.Run(fmt.Sprintf("three-way %d/%d", tc.segs, tc.seg), func(t *testing.T) {
			check(t, "vsz.seating-first", calctest.Fields{"segments": tc.segs, "segment": tc.seg, "teams": "three"},
				want{"first": tc.first, "second": tc.second, "last": tc.third})
		})
	}
	_, err := calctest.Run(t, Ruleset, "vsz.seating-first", calctest.Fields{"segments": 2, "segment": 3}, nil)
	if engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("seating-first(2, 3) error = %v, want EINVALID", err)
	}
}

func TestUnfinishedMatch(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   calctest.Fields
		w    want
		dec  string
	}{
		{"replay ≤16 boards", calctest.Fields{"boards": 16, "played": 4, "replay_possible": true}, want{"outcome": "replay", "imp_each_unplayed": 3, "vp_each_if_full_replay": 1, "unplayed": 12}, ""},
		{"replay >16 boards", calctest.Fields{"boards": 24, "played": 4, "replay_possible": true}, want{"outcome": "replay", "imp_each_unplayed": 2}, ""},
		{"replay in a KO last round", calctest.Fields{"boards": 24, "played": 4, "replay_possible": true, "last_round": true, "ko": true}, want{"outcome": "replay"}, ""},
		{"no replay in a last round", calctest.Fields{"boards": 24, "played": 4, "replay_possible": true, "last_round": true}, want{"outcome": "fixed", "home.vp": 7, "visitor.vp": 7}, "vsz.dec.fixed-favoured"},
		{"stands at exactly 75%", calctest.Fields{"boards": 16, "played": 12}, want{"outcome": "stands", "imp_each_unplayed": 3, "unplayed": 4}, "vsz.dec.played-count"},
		{"stands, 17 boards", calctest.Fields{"boards": 17, "played": 13}, want{"outcome": "stands", "imp_each_unplayed": 2}, ""},
		{"just under 75%", calctest.Fields{"boards": 17, "played": 12}, want{"outcome": "deduct", "vp_deduction_each": 3, "scale_boards": 13}, "vsz.dec.scale-length"},
		{"exactly half", calctest.Fields{"boards": 24, "played": 12}, want{"outcome": "deduct", "vp_deduction_each": 5, "scale_boards": 12}, "vsz.dec.scale-length"},
		{"more than half", calctest.Fields{"boards": 24, "played": 14}, want{"outcome": "deduct", "vp_deduction_each": 3, "scale_boards": 18}, ""},
		{"odd boards just over half", calctest.Fields{"boards": 15, "played": 8}, want{"outcome": "deduct", "vp_deduction_each": 3, "scale_boards": 12}, ""},
		{"just under half", calctest.Fields{"boards": 24, "played": 11}, want{"outcome": "fixed", "home.vp": 7, "visitor.vp": 7}, ""},
		{"fixed", calctest.Fields{"boards": 32, "played": 10}, want{"outcome": "fixed", "home.vp": 7, "visitor.vp": 7}, ""},
		{"fixed, home favoured", calctest.Fields{"boards": 32, "played": 10, "favoured": "home"}, want{"home.vp": 0, "visitor.vp": 7}, ""},
		{"fixed, last round, visitor favoured", calctest.Fields{"boards": 32, "played": 0, "last_round": true, "favoured": "visitor"}, want{"home.vp": 7, "visitor.vp": 0}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			check(t, "vsz.unfinished-match", tc.in, tc.w)
			if tc.dec != "" {
				if d := decisionsOf(t, "vsz.unfinished-match", tc.in); !slices.Contains(d, tc.dec) {
					t.Errorf("decisions = %v, want %s", d, tc.dec)
				}
			}
		})
	}
	_, err := calctest.Run(t, Ruleset, "vsz.unfinished-match", calctest.Fields{"boards": 16, "played": 17}, nil)
	var e *engine.Error
	if !errors.As(err, &e) || e.Code != engine.EINVALID || e.Field != "played" {
		t.Errorf("unfinished-match(16, 17) error = %v, want EINVALID on played", err)
	}
}

func TestSeatingError(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   calctest.Fields
		w    want
	}{
		{"pairs swap during", calctest.Fields{"event": "pairs", "error": "swap"}, want{"outcome": "swap-directions"}},
		{"pairs swap after", calctest.Fields{"event": "pairs", "stage": "after", "error": "swap"}, want{"outcome": "swap-directions"}},
		{"pairs wrong board mp", calctest.Fields{"event": "pairs", "error": "wrong-board"}, want{"outcome": "law15b", "offender.pct_top": 50}},
		{"pairs wrong table imp", calctest.Fields{"event": "pairs", "error": "wrong-opponent", "pair_form": "imp"}, want{"outcome": "law15b", "offender.imp": 5}},
		{"pairs after scored", calctest.Fields{"event": "pairs", "stage": "after", "error": "wrong-board"}, want{"outcome": "scored"}},
		{"pairs after already played", calctest.Fields{"event": "pairs", "stage": "after", "error": "wrong-board", "already_played": true}, want{"outcome": "not-scored"}},
		{"teams swap during, none started", calctest.Fields{"event": "teams"}, want{"outcome": "rotate", "imp_each_board": nil}},
		{"teams swap during, 2 started", calctest.Fields{"event": "teams", "boards": 16, "other_started": 2}, want{"outcome": "rotate", "imp_each_board": 3, "imp_each_total": 6}},
		{"teams swap during, exactly 75% valid", calctest.Fields{"event": "teams", "boards": 16, "other_started": 4}, want{"outcome": "rotate"}},
		{"teams swap during, below 75%", calctest.Fields{"event": "teams", "boards": 16, "other_started": 5}, want{"outcome": "deduct", "vp_deduction_each": 3, "scale_boards": 12}},
		{"teams wrong opponent during", calctest.Fields{"event": "teams", "error": "wrong-opponent"}, want{"outcome": "reseat"}},
		{"teams wrong board during", calctest.Fields{"event": "teams", "error": "wrong-board"}, want{"outcome": "reseat"}},
		{"teams after swap", calctest.Fields{"event": "teams", "stage": "after", "boards": 24, "played": 12}, want{"outcome": "deduct", "vp_deduction_each": 5}},
		{"teams after wrong boards, replay", calctest.Fields{"event": "teams", "stage": "after", "error": "wrong-board", "replay_possible": true}, want{"outcome": "replay"}},
		{"teams after wrong opponent", calctest.Fields{"event": "teams", "stage": "after", "error": "wrong-opponent"}, want{"outcome": "keep-if-possible"}},
		{"teams repeated round robin", calctest.Fields{"event": "teams", "stage": "after", "error": "wrong-opponent", "repeat_match": true}, want{"outcome": "first-result"}},
	} {
		t.Run(tc.name, func(t *testing.T) { check(t, "vsz.seating-error", tc.in, tc.w) })
	}
	_, err := calctest.Run(t, Ruleset, "vsz.seating-error", calctest.Fields{"event": "teams", "boards": 8, "other_started": 9}, nil)
	if engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("seating-error(other_started 9 of 8) error = %v, want EINVALID", err)
	}
}

func TestCorrectionDeadline(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   calctest.Fields
		w    want
	}{
		{"next session", calctest.Fields{"shape": "next-session", "next_start": msg.Minutes(2017, 9, 17, 10, 0)}, want{"deadline": msg.Minutes(2017, 9, 17, 9, 30), "official": nil}},
		{"next session just after midnight", calctest.Fields{"shape": "next-session", "next_start": msg.Minutes(2017, 9, 18, 0, 10)}, want{"deadline": msg.Minutes(2017, 9, 17, 23, 40)}},
		{"last session across midnight", calctest.Fields{"shape": "last-session", "published": msg.Minutes(2017, 9, 16, 23, 45)}, want{"deadline": msg.Minutes(2017, 9, 17, 0, 15), "official": msg.Minutes(2017, 9, 17, 23, 45)}},
		{"last session across a month end", calctest.Fields{"shape": "last-session", "published": msg.Minutes(2017, 9, 30, 23, 50)}, want{"deadline": msg.Minutes(2017, 10, 1, 0, 20), "official": msg.Minutes(2017, 10, 1, 23, 50)}},
		{"last session across a year end", calctest.Fields{"shape": "last-session", "published": msg.Minutes(2017, 12, 31, 23, 30)}, want{"deadline": msg.Minutes(2018, 1, 1, 0, 0), "official": msg.Minutes(2018, 1, 1, 23, 30)}},
		{"leap day", calctest.Fields{"shape": "last-session", "published": msg.Minutes(2020, 2, 28, 23, 59)}, want{"official": msg.Minutes(2020, 2, 29, 23, 59)}},
		{"qualifying: stage closes first", calctest.Fields{"shape": "qualifying", "published": msg.Minutes(2017, 9, 16, 22, 0), "next_start": msg.Minutes(2017, 9, 16, 23, 0)}, want{"deadline": msg.Minutes(2017, 9, 16, 22, 0), "official": msg.Minutes(2017, 9, 16, 22, 0)}},
		{"qualifying: 30 minutes first", calctest.Fields{"shape": "qualifying", "published": msg.Minutes(2017, 9, 16, 22, 0), "next_start": msg.Minutes(2017, 9, 17, 10, 0)}, want{"deadline": msg.Minutes(2017, 9, 16, 22, 30), "official": msg.Minutes(2017, 9, 17, 9, 0)}},
		{"reported at the deadline", calctest.Fields{"shape": "last-session", "published": msg.Minutes(2017, 9, 16, 22, 0), "reported": msg.Minutes(2017, 9, 16, 22, 30)}, want{"verdict": "in-time"}},
		{"reported a minute late", calctest.Fields{"shape": "last-session", "published": msg.Minutes(2017, 9, 16, 22, 0), "reported": msg.Minutes(2017, 9, 16, 22, 31)}, want{"verdict": "late-corrected"}},
		{"reported at official", calctest.Fields{"shape": "last-session", "published": msg.Minutes(2017, 9, 16, 22, 0), "reported": msg.Minutes(2017, 9, 17, 22, 0)}, want{"verdict": "late-corrected"}},
		{"reported after official", calctest.Fields{"shape": "last-session", "published": msg.Minutes(2017, 9, 16, 22, 0), "reported": msg.Minutes(2017, 9, 17, 22, 1)}, want{"verdict": "closed"}},
		{"next session late", calctest.Fields{"shape": "next-session", "next_start": msg.Minutes(2017, 9, 17, 10, 0), "reported": msg.Minutes(2017, 9, 17, 9, 31)}, want{"verdict": "late-corrected"}},
	} {
		t.Run(tc.name, func(t *testing.T) { check(t, "vsz.correction-deadline", tc.in, tc.w) })
	}
	_, err := calctest.Run(t, Ruleset, "vsz.correction-deadline", calctest.Fields{"shape": "qualifying", "published": msg.Minutes(2017, 9, 17, 0, 0), "next_start": msg.Minutes(2017, 9, 16, 0, 0)}, nil)
	if engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("qualifying with next stage before publication: error = %v, want EINVALID", err)
	}
}

func TestProtestDeadline(t *testing.T) {
	end := msg.Minutes(2017, 9, 16, 23, 50)
	for _, tc := range []struct {
		name string
		in   calctest.Fields
		w    want
	}{
		{"30 minutes, across midnight", calctest.Fields{"session_end": end}, want{"deadline": msg.Minutes(2017, 9, 17, 0, 20), "bound": "after-session", "fee_ft": 5000}},
		{"next session earlier", calctest.Fields{"session_end": end, "next_start": msg.Minutes(2017, 9, 17, 0, 5)}, want{"deadline": msg.Minutes(2017, 9, 17, 0, 5), "bound": "next-start"}},
		{"next session later", calctest.Fields{"session_end": end, "next_start": msg.Minutes(2017, 9, 17, 10, 0)}, want{"bound": "after-session"}},
		{"event end", calctest.Fields{"session_end": end, "event_end": end}, want{"deadline": msg.Minutes(2017, 9, 17, 0, 0), "bound": "after-event"}},
		{"tie keeps the first", calctest.Fields{"session_end": end, "next_start": msg.Minutes(2017, 9, 17, 0, 20)}, want{"bound": "after-session"}},
		{"month end", calctest.Fields{"session_end": msg.Minutes(2017, 10, 31, 23, 45)}, want{"deadline": msg.Minutes(2017, 11, 1, 0, 15)}},
		{"in time at the minute", calctest.Fields{"session_end": end, "reported": msg.Minutes(2017, 9, 17, 0, 20)}, want{"in_time": true}},
		{"a minute late", calctest.Fields{"session_end": end, "reported": msg.Minutes(2017, 9, 17, 0, 21)}, want{"in_time": false}},
	} {
		t.Run(tc.name, func(t *testing.T) { check(t, "vsz.protest-deadline", tc.in, tc.w) })
	}
	_, err := calctest.Run(t, Ruleset, "vsz.protest-deadline", calctest.Fields{"session_end": end, "next_start": end - 1}, nil)
	if engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("next_start before session_end: error = %v, want EINVALID", err)
	}
}

func TestSZEBDeadline(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   calctest.Fields
		w    want
	}{
		{"sixth day's midnight", calctest.Fields{"communicated": msg.Minutes(2017, 9, 16, 21, 15)}, want{"deadline": msg.Minutes(2017, 9, 23, 0, 0)}},
		{"just before midnight", calctest.Fields{"communicated": msg.Minutes(2017, 9, 16, 23, 59)}, want{"deadline": msg.Minutes(2017, 9, 23, 0, 0)}},
		{"at midnight", calctest.Fields{"communicated": msg.Minutes(2017, 9, 17, 0, 0)}, want{"deadline": msg.Minutes(2017, 9, 24, 0, 0)}},
		{"month end", calctest.Fields{"communicated": msg.Minutes(2017, 9, 28, 12, 0)}, want{"deadline": msg.Minutes(2017, 10, 5, 0, 0)}},
		{"february", calctest.Fields{"communicated": msg.Minutes(2019, 2, 25, 12, 0)}, want{"deadline": msg.Minutes(2019, 3, 4, 0, 0)}},
		{"championship", calctest.Fields{"communicated": msg.Minutes(2017, 9, 30, 20, 0), "championship_last_day": true}, want{"deadline": msg.Minutes(2017, 10, 1, 20, 0)}},
		{"decision by", calctest.Fields{"communicated": msg.Minutes(2017, 9, 16, 12, 0), "filed": msg.Minutes(2017, 9, 20, 9, 0)}, want{"in_time": true, "decision_by": msg.Minutes(2017, 10, 6, 0, 0)}},
		{"filed late", calctest.Fields{"communicated": msg.Minutes(2017, 9, 16, 12, 0), "filed": msg.Minutes(2017, 9, 23, 0, 1)}, want{"in_time": false}},
	} {
		t.Run(tc.name, func(t *testing.T) { check(t, "vsz.szeb-deadline", tc.in, tc.w) })
	}
}

func TestProtestFee(t *testing.T) {
	for _, tc := range []struct {
		level, outcome string
		refund         float64
	}{
		{"first", "upheld", 5000}, {"first", "dismissed", 5000}, {"first", "frivolous", 0}, {"first", "withdrawn", 5000},
		{"second", "upheld", 5000}, {"second", "dismissed", 0}, {"second", "frivolous", 0}, {"second", "withdrawn", 5000},
	} {
		t.Run(tc.level+"/"+tc.outcome, func(t *testing.T) {
			check(t, "vsz.protest-fee", calctest.Fields{"level": tc.level, "outcome": tc.outcome}, want{"fee_ft": 5000, "refund_ft": tc.refund})
		})
	}
}

func TestAbsenceAndByes(t *testing.T) {
	for _, tc := range []struct {
		name         string
		present, abs float64
		vp           float64
		basis        string
	}{
		{"opponent average", 11.5, 6.3, 13.7, "opponent-average"},
		{"minimum", 9, 9, 12, "minimum"},
		{"own average", 15.25, 9, 15.25, "own-average"},
		{"ties keep the minimum", 12, 8, 12, "minimum"},
		{"absent team scored zero", 10, 0, 20, "opponent-average"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			check(t, "vsz.absent-team", calctest.Fields{"present_avg": tc.present, "absent_avg": tc.abs},
				want{"non-offender.vp": tc.vp, "offender.vp": 0, "basis": tc.basis})
		})
	}
	check(t, "vsz.absent-pair", nil, want{"offender.pct": 40, "non-offender.pct": 60})
	check(t, "vsz.absent-pair", calctest.Fields{"pair_form": "imp"}, want{"offender.imp": -3, "non-offender.imp": 3})
	check(t, "vsz.bye-team", nil, want{"vp": 12})
	check(t, "vsz.bye-pair", calctest.Fields{"session_pct": 56.4}, want{"pct": 56.4})
	check(t, "vsz.bye-pair", calctest.Fields{"pair_form": "imp", "session_imp": -0.75}, want{"imp": -0.75})
	check(t, "vsz.revealed-board", nil, want{"each.pct": 40})
	check(t, "vsz.revealed-board", calctest.Fields{"pair_form": "imp"}, want{"each.imp": -3})
}

func TestUnplayedAndLateness(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   calctest.Fields
		w    want
	}{
		{"one at fault, mp", calctest.Fields{"responsibility": "one"}, want{"offender.pct": 40, "non-offender.pct": 60}},
		{"partly, imp", calctest.Fields{"form": "imp", "responsibility": "partly"}, want{"offender.imp": -3, "non-offender.imp": 0}},
		{"unknown, teams", calctest.Fields{"form": "teams", "responsibility": "unknown"}, want{"each.imp": -3}},
	} {
		t.Run(tc.name, func(t *testing.T) { check(t, "vsz.unplayed-time", tc.in, tc.w) })
	}
	for _, tc := range []struct {
		name string
		in   calctest.Fields
		w    want
	}{
		{"late pair responsible", nil, want{"short_sub_allowed": true, "short_sub_boards": 2, "responsible": "late-pair", "offender.pct": 40, "non-offender.pct": 60}},
		{"short substitutes forbidden", calctest.Fields{"short_forbidden": true}, want{"short_sub_allowed": false, "short_sub_boards": nil}},
		{"not late at the start", calctest.Fields{"at_start": false}, want{"short_sub_allowed": false}},
		{"nothing unfinished", calctest.Fields{"unfinished": 0}, want{"responsible": "none", "offender.pct": nil}},
		{"someone else's fault", calctest.Fields{"other_cause": true}, want{"responsible": "as-established", "offender.pct": nil}},
	} {
		t.Run(tc.name, func(t *testing.T) { check(t, "vsz.lateness", tc.in, tc.w) })
	}
}

func TestSubstitute(t *testing.T) {
	for _, tc := range []struct {
		name   string
		in     calctest.Fields
		clause string
	}{
		{"short ok", nil, "ok"},
		{"short exactly 2 boards", calctest.Fields{"sub_boards": 2}, "ok"},
		{"short 3 boards", calctest.Fields{"sub_boards": 3}, "too-many-boards"},
		{"short not at start", calctest.Fields{"at_start": false}, "not-at-start"},
		{"short plays the board", calctest.Fields{"plans_board": true}, "plays-board"},
		{"short opposing", calctest.Fields{"entered_elsewhere": true}, "entered-opposing"},
		{"short second today", calctest.Fields{"short_used_today": 1}, "one-per-day"},
		{"td on duty", calctest.Fields{"kind": "long", "td_on_duty": true}, "td-on-duty"},
		{"forbidden", calctest.Fields{"forbidden": true}, "forbidden"},
		{"long ok", calctest.Fields{"kind": "long", "long_used": 1}, "ok"},
		{"long entered elsewhere", calctest.Fields{"kind": "long", "entered_elsewhere": true}, "entered-other"},
		{"long one at a time", calctest.Fields{"kind": "long", "long_playing": 1}, "one-at-a-time"},
		{"long third", calctest.Fields{"kind": "long", "long_used": 2}, "two-in-total"},
		{"long closed room", calctest.Fields{"kind": "long", "event": "teams", "room": "closed"}, "closed-room"},
		{"long closed room, pairs", calctest.Fields{"kind": "long", "room": "closed"}, "ok"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			check(t, "vsz.substitute", tc.in, want{"clause": tc.clause, "allowed": tc.clause == "ok", "masterpoints": false})
		})
	}
}

func TestChange(t *testing.T) {
	for _, tc := range []struct {
		name   string
		in     calctest.Fields
		clause string
	}{
		{"pairs at round end", nil, "ok"},
		{"pairs mid-round", calctest.Fields{"round_end": false}, "round-end"},
		{"during a board", calctest.Fields{"event": "teams", "during_board": true}, "during-board"},
		{"forbidden", calctest.Fields{"forbidden": true}, "forbidden"},
		{"teams between", calctest.Fields{"event": "teams"}, "ok"},
		{"inside, exactly half", calctest.Fields{"event": "teams", "timing": "inside", "segment_boards": 16, "boards_done": 8}, "ok"},
		{"inside, before half", calctest.Fields{"event": "teams", "timing": "inside", "segment_boards": 16, "boards_done": 7}, "before-half"},
		{"inside, closed room", calctest.Fields{"event": "teams", "timing": "inside", "room": "closed"}, "closed-room"},
		{"short segment, no limit", calctest.Fields{"event": "teams", "timing": "inside", "segment_boards": 12, "boards_done": 6}, "ask-conditions"},
		{"short segment, limit", calctest.Fields{"event": "teams", "timing": "inside", "segment_boards": 8, "boards_done": 4, "short_limit": 8}, "short-match"},
		{"segment over the limit", calctest.Fields{"event": "teams", "timing": "inside", "segment_boards": 12, "boards_done": 6, "short_limit": 8}, "ask-conditions"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			check(t, "vsz.change", tc.in, want{"clause": tc.clause, "allowed": tc.clause == "ok"})
		})
	}
	if d := decisionsOf(t, "vsz.change", calctest.Fields{"event": "teams", "timing": "inside", "segment_boards": 12, "boards_done": 6}); !slices.Contains(d, "vsz.dec.short-match") {
		t.Errorf("change decisions = %v, want vsz.dec.short-match", d)
	}
	_, err := calctest.Run(t, Ruleset, "vsz.change", calctest.Fields{"event": "teams", "timing": "inside", "segment_boards": 12, "boards_done": 13}, nil)
	if engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("change boards_done > segment: error = %v, want EINVALID", err)
	}
}

func TestWithdrawalAndConcession(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   calctest.Fields
		w    want
	}{
		{"pairs stand", calctest.Fields{"played": 10}, want{"outcome": "stand", "results_stand": true}},
		{"teams exactly half", calctest.Fields{"event": "teams", "scheduled": 140, "played": 70}, want{"outcome": "stand", "opponents": "absence-score"}},
		{"teams under half", calctest.Fields{"event": "teams", "scheduled": 140, "played": 69}, want{"outcome": "deleted", "results_stand": false, "opponents": "bye-score"}},
		{"one member: continues", calctest.Fields{"event": "teams", "kind": "disqualification", "members": 1, "can_continue": true}, want{"outcome": "continues"}},
		{"one member: cannot continue", calctest.Fields{"event": "teams", "kind": "disqualification", "members": 1, "played": 10}, want{"outcome": "deleted"}},
		{"two members", calctest.Fields{"event": "teams", "kind": "disqualification", "members": 2, "can_continue": true, "played": 100}, want{"outcome": "stand"}},
	} {
		t.Run(tc.name, func(t *testing.T) { check(t, "vsz.withdrawal", tc.in, tc.w) })
	}
	for _, tc := range []struct {
		name   string
		in     calctest.Fields
		clause string
	}{
		{"ok", nil, "ok"},
		{"exactly half", calctest.Fields{"boards": 64, "played": 32}, "ok"},
		{"under half", calctest.Fields{"boards": 64, "played": 31}, "too-early"},
		{"not ko", calctest.Fields{"ko": false}, "not-ko"},
		{"mid segment", calctest.Fields{"segment_end": false}, "not-segment-end"},
		{"exactly 24 h notice", calctest.Fields{"gap_h": 40.0, "notice_h": 24.0}, "ok"},
		{"late notice", calctest.Fields{"gap_h": 40.0, "notice_h": 23.9}, "late-notice"},
		{"resumes sooner", calctest.Fields{"gap_h": 12.0, "notice_h": 2.0}, "ok"},
	} {
		t.Run("concession "+tc.name, func(t *testing.T) {
			check(t, "vsz.concession", tc.in, want{"clause": tc.clause, "allowed": tc.clause == "ok"})
		})
	}
}

func TestDisciplinaryAndUnits(t *testing.T) {
	check(t, "vsz.disciplinary-range", calctest.Fields{"form": "mp"}, want{"min": 0.25, "max": 1, "unit": "top", "has_max": true})
	check(t, "vsz.disciplinary-range", calctest.Fields{"form": "imp"}, want{"min": 3, "max": 10, "unit": "imp"})
	check(t, "vsz.disciplinary-range", calctest.Fields{"form": "teams"}, want{"min": 3, "max": nil, "unit": "imp", "has_max": false})
	check(t, "vsz.disciplinary-range", calctest.Fields{"form": "imp", "amount": 10.0}, want{"in_range": true})
	check(t, "vsz.disciplinary-range", calctest.Fields{"form": "imp", "amount": 10.5}, want{"in_range": false})
	check(t, "vsz.disciplinary-range", calctest.Fields{"form": "mp", "amount": 0.2}, want{"in_range": false})
	check(t, "vsz.disciplinary-range", calctest.Fields{"form": "teams", "amount": 40.0}, want{"in_range": true})
	if d := decisionsOf(t, "vsz.disciplinary-range", calctest.Fields{"form": "teams"}); !slices.Contains(d, "vsz.dec.teams-no-max") {
		t.Errorf("decisions = %v, want vsz.dec.teams-no-max", d)
	}
	for _, tc := range []struct {
		event   string
		players int
		more    bool
		clause  string
	}{{"pairs", 1, false, "too-few"}, {"pairs", 2, false, "ok"}, {"pairs", 3, false, "ok"}, {"pairs", 4, false, "too-many"},
		{"teams", 3, false, "too-few"}, {"teams", 4, false, "ok"}, {"teams", 7, false, "ok"}, {"teams", 8, false, "too-many"}, {"teams", 8, true, "more-allowed"}} {
		t.Run(fmt.Sprintf("unit %s %d", tc.event, tc.players), func(t *testing.T) {
			check(t, "vsz.unit-size", calctest.Fields{"event": tc.event, "players": tc.players, "more_allowed": tc.more}, want{"clause": tc.clause})
		})
	}
	check(t, "vsz.postponement", calctest.Fields{"requested": msg.Minutes(2017, 12, 28, 18, 0)}, want{"deadline": msg.Minutes(2018, 1, 4, 18, 0)})
}

func TestScoringMethods(t *testing.T) {
	check(t, "vsz.cross-imp", calctest.Fields{"scores": []int64{420, 420, 450, -50}}, want{"imp": 3})
	check(t, "vsz.butler", calctest.Fields{"scores": []int64{420, 420, 450, -50, 170}, "discard": 1}, want{"datum": 340, "imp": 2})
	check(t, "vsz.matchpoints", calctest.Fields{"scores": []int64{420, 420, 450, -50}}, want{"top": 6, "mp": 3, "pct": 50, "neuberg": false})
	check(t, "vsz.matchpoints", calctest.Fields{"scores": []int64{420, 420, 450, -50}, "expected": 5}, want{"top": 8, "neuberg": true})
	check(t, "vsz.imp-vp", calctest.Fields{"boards": 16, "home_imp": 14.0, "visitor_imp": 0.0}, want{"home.vp": 13.75, "visitor.vp": 6.25})
	check(t, "vsz.imp-vp", calctest.Fields{"boards": 16, "home_imp": 14.0, "visitor_imp": 0.0, "home_fine": 1.0}, want{"home.final_vp": 12.75, "visitor.final_vp": 6.25})
	check(t, "vsz.bam", calctest.Fields{"diffs": []int64{10, 0, -620, 50}}, want{"home.points": 5, "visitor.points": 3})
	if d := decisionsOf(t, "vsz.butler", nil); !slices.Contains(d, "vsz.dec.butler-round") {
		t.Errorf("butler decisions = %v, want vsz.dec.butler-round", d)
	}
	_, err := calctest.Run(t, Ruleset, "vsz.butler", calctest.Fields{"scores": []int64{1, 2}, "discard": 1}, nil)
	if engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("butler with everything discarded: error = %v, want EINVALID", err)
	}
}

// A played match's VPs sum to 20 before fines, at every length and margin.
func TestVPSumProperty(t *testing.T) {
	c := Ruleset.Calculator("vsz.imp-vp")
	for boards := int64(1); boards <= 64; boards += 3 {
		for h := 0.0; h <= 90; h += 7.25 {
			for v := 0.0; v <= 90; v += 11.5 {
				r, err := c.Run(engine.NewParams(Ruleset, nil), calctest.Values(t, c, calctest.Fields{"boards": boards, "home_imp": h, "visitor_imp": v}))
				if err != nil {
					t.Fatal(err)
				}
				f := r.Flat()
				if s := f["home.vp"].(float64) + f["visitor.vp"].(float64); math.Abs(s-20) > 1e-9 {
					t.Fatalf("imp-vp(%d, %v, %v): VP sum = %v, want 20", boards, h, v, s)
				}
			}
		}
	}
}

// The one epoch: a date-time value is minutes since msg.Epoch, and a step prints it as
// dateTimeLayout.
func TestDateTime(t *testing.T) {
	if got := msg.Minutes(2000, 1, 1, 0, 0); got != 0 {
		t.Errorf("msg.Minutes(2000-01-01 00:00) = %d, want 0", got)
	}
	if got := msg.Minutes(2000, 1, 2, 1, 1); got != 1441+60 {
		t.Errorf("msg.Minutes(2000-01-02 01:01) = %d, want %d", got, 1441+60)
	}
	if got := dtArg("at", msg.Minutes(2017, 9, 30, 23, 59)+1).Value; got != "2017-10-01 00:00" {
		t.Errorf("dtArg(2017-09-30 23:59 + 1) = %q, want 2017-10-01 00:00", got)
	}
	if got := endOfDay(msg.Minutes(2017, 2, 28, 10, 0), 0); got != msg.Minutes(2017, 3, 1, 0, 0) {
		t.Errorf("endOfDay(2017-02-28) = %s, want 2017-03-01 00:00", msg.DateTime(msg.EN, got))
	}
	if got := msg.Wall(engine.MaxDateTime).Format(dateTimeLayout); got != "2099-12-31 23:59" {
		t.Errorf("the last date-time = %s, want 2099-12-31 23:59", got)
	}
}

// The typed cores, called directly as other Go code calls them: the same results as through the
// form, and an error that names the field by its name (Calculator.Run gives it its label).
func TestTypedCores(t *testing.T) {
	p := engine.NewParams(Ruleset, nil)
	invalid := func(name string, err error, field string) {
		t.Helper()
		var e *engine.Error
		if !errors.As(err, &e) || e.Code != engine.EINVALID || e.Field != field {
			t.Errorf("%s: error = %v, want EINVALID on %s", name, err, field)
		}
	}
	flat := func(name string, res *engine.Result, err error) map[string]any {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return res.Flat()
	}

	res, err := UnfinishedMatch(p, UnfinishedMatchInput{Boards: 17, Played: 12, Favoured: "none"})
	if f := flat("UnfinishedMatch(17, 12)", res, err); f["outcome"] != "deduct" || f["scale_boards"] != 13.0 {
		t.Errorf("UnfinishedMatch(17, 12) = %v, want outcome deduct on the scale for 13 boards", f)
	}
	_, err = UnfinishedMatch(p, UnfinishedMatchInput{Boards: 16, Played: 17})
	invalid("UnfinishedMatch(16, 17)", err, "played")

	swap := SeatingErrorInput{Event: "teams", Stage: "during", Error: "swap", OtherStarted: 5,
		UnfinishedMatchInput: UnfinishedMatchInput{Boards: 16, Played: 12, Favoured: "none"}}
	res, err = SeatingError(p, swap)
	if f := flat("SeatingError(teams swap, 5 of 16 begun)", res, err); f["outcome"] != "deduct" || f["imp_each_total"] != 15.0 {
		t.Errorf("SeatingError(teams swap, 5 of 16 begun) = %v, want outcome deduct and 15 IMPs each", f)
	}
	swap.OtherStarted = 17
	_, err = SeatingError(p, swap)
	invalid("SeatingError(17 of 16 begun)", err, "other_started")

	next := msg.Minutes(2017, 9, 16, 12, 0)
	_, err = CorrectionDeadline(p, CorrectionDeadlineInput{Shape: "qualifying", NextStart: next, Published: next + 1})
	invalid("CorrectionDeadline(next stage before publication)", err, "next_start")

	elapsed := 64
	res, err = PlayingTime(p, PlayingTimeInput{Boards: 8, Elapsed: &elapsed})
	if f := flat("PlayingTime(8, 64)", res, err); f["may_start"] != false || f["remaining_min"] != 1.0 {
		t.Errorf("PlayingTime(8, 64) = %v, want may_start false with 1 minute left", f)
	}

	limit := 8
	res, err = Change(p, ChangeInput{Event: "teams", Timing: "inside", SegmentBoards: 8, BoardsDone: 4, Room: "open", ShortLimit: &limit})
	if f := flat("Change(short match)", res, err); f["clause"] != "short-match" {
		t.Errorf("Change(8-board segment, limit 8) clause = %v, want short-match", f["clause"])
	}
	_, err = Change(p, ChangeInput{Event: "teams", Timing: "inside", SegmentBoards: 12, BoardsDone: 13})
	invalid("Change(13 of 12 done)", err, "boards_done")

	_, err = Concession(p, ConcessionInput{KO: true, SegmentEnd: true, Boards: 64, Played: 32, GapH: 10, NoticeH: 11})
	invalid("Concession(notice > gap)", err, "notice_h")
	_, err = Withdrawal(p, WithdrawalInput{Event: "teams", Kind: "withdrawal", Scheduled: 10, Played: 11})
	invalid("Withdrawal(11 of 10 played)", err, "played")
	_, err = WhoSitsFirst(p, WhoSitsFirstInput{Segments: 2, Segment: 3, Teams: "two"})
	invalid("WhoSitsFirst(2, 3)", err, "segment")
}

// Club overrides are read, reported and change the result.
func TestOverride(t *testing.T) {
	c := Ruleset.Calculator("vsz.bye-team")
	r, err := c.Run(engine.NewParams(Ruleset, map[string]float64{"bye.team_vp": 10}), engine.Values{})
	if err != nil {
		t.Fatal(err)
	}
	if v := r.Flat()["vp"]; v != 10.0 || !slices.Equal(r.Club, []string{"bye.team_vp"}) {
		t.Errorf("bye-team with club 10 = %v (club %v), want 10 ([bye.team_vp])", v, r.Club)
	}
}

func TestRuleset(t *testing.T) {
	ids := shared.CatalogueRules(t).Rules["mbsz-vsz-2017"]
	if len(ids) == 0 {
		t.Fatal("no ### IDs found")
	}
	have := map[string]engine.Rule{}
	for _, r := range Ruleset.Rules {
		have[r.ID] = r
	}
	for _, id := range ids {
		r, ok := have[id]
		if !ok {
			t.Errorf("catalogue rule %s has no engine.Rule", id)
			continue
		}
		if r.Section == "" || (len(r.Calculators) == 0 && r.Info == "") {
			t.Errorf("rule %s: section %q, calculators %v, info %q", id, r.Section, r.Calculators, r.Info)
		}
		for _, c := range r.Calculators {
			if Ruleset.Calculator(c) == nil {
				t.Errorf("rule %s names unknown calculator %s", id, c)
			}
		}
	}
	if len(have) != len(ids)+1 || have[law12.RuleID].ID == "" {
		t.Errorf("ruleset has %d rules, want the catalogue's %d and Law 12", len(have), len(ids))
	}
	keys := map[string]bool{}
	for _, p := range Ruleset.Params {
		if keys[p.Key] {
			t.Errorf("duplicate parameter %s", p.Key)
		}
		keys[p.Key] = true
		if _, ok := have[p.Rule]; !ok || p.Section == "" {
			t.Errorf("parameter %s: rule %q, section %q", p.Key, p.Rule, p.Section)
		}
		if p.Value < p.Min || p.Value > p.Max {
			t.Errorf("parameter %s = %v outside its club range [%v, %v]", p.Key, p.Value, p.Min, p.Max)
		}
	}
	seen := map[string]bool{}
	for _, c := range Ruleset.Calculators {
		if seen[c.ID] {
			t.Errorf("duplicate calculator %s", c.ID)
		}
		seen[c.ID] = true
		if !msg.Has("group." + c.Group) {
			t.Errorf("calculator %s: unknown group %q", c.ID, c.Group)
		}
		for _, r := range c.Rules {
			if !slices.Contains(have[r].Calculators, c.ID) {
				t.Errorf("calculator %s: rule %s does not list it", c.ID, r)
			}
		}
		if _, err := c.Run(engine.NewParams(Ruleset, nil), c.Inputs.Defaults()); err != nil {
			t.Errorf("calculator %s fails on its defaults: %v", c.ID, err)
		}
	}
}

// sampleInputs runs every calculator over every enum option and boolean of its schema, so that
// every branch's keys are checked.
func sampleResults(t *testing.T) map[string][]*engine.Result {
	out := map[string][]*engine.Result{}
	for _, c := range Ruleset.Calculators {
		if !strings.HasPrefix(c.ID, "vsz.") {
			continue
		}
		var sets []calctest.Fields
		sets = append(sets, calctest.Fields{})
		for _, f := range c.Inputs {
			var alts []any
			switch f.Kind {
			case engine.KEnum:
				for _, o := range f.Options {
					alts = append(alts, o)
				}
			case engine.KBool:
				alts = []any{false, true}
			case engine.KInt:
				alts = []any{f.Min, f.Max, (f.Min + f.Max) / 2}
			}
			var next []calctest.Fields
			for _, s := range sets {
				for _, a := range alts {
					m := calctest.Fields{}
					for k, v := range s {
						m[k] = v
					}
					m[f.Name] = a
					next = append(next, m)
				}
			}
			if len(next) > 0 && len(next) < 20000 {
				sets = next
			}
		}
		if c.ID == "vsz.time" {
			for n := int64(1); n <= 30; n++ {
				sets = append(sets, calctest.Fields{"boards": n, "elapsed": int64(60)})
			}
		}
		for _, s := range sets {
			r, err := c.Run(engine.NewParams(Ruleset, nil), calctest.Values(t, c, s))
			if err != nil {
				var e *engine.Error
				if errors.As(err, &e) && e.Code == engine.EINVALID {
					if !msg.Has(e.Key) {
						t.Errorf("%s(%v): error key %q not in the catalogue", c.ID, s, e.Key)
					}
					continue
				}
				t.Fatalf("%s(%v): %v", c.ID, s, err)
			}
			out[c.ID] = append(out[c.ID], r)
		}
	}
	return out
}

var placeholder = regexp.MustCompile(`\{([a-z_]+)\}`)

func TestMessages(t *testing.T) {
	need := map[string]bool{}
	for _, r := range Ruleset.Rules {
		if r.ID != law12.RuleID {
			need[r.Summary] = true
		}
	}
	for _, c := range Ruleset.Calculators {
		if !strings.HasPrefix(c.ID, "vsz.") {
			continue
		}
		need[c.TitleKey()] = true
		for i := range c.Inputs {
			f := &c.Inputs[i]
			need[f.LabelKey()] = true
			for j := range f.Options {
				need[f.OptionKey(j)] = true
			}
		}
	}
	for id, rs := range sampleResults(t) {
		for _, r := range rs {
			for _, p := range r.Parties {
				need["party."+p.Role] = true
				for _, o := range p.Outs {
					if !msg.Has("out."+o.Name) && !msg.Has(id+".out."+o.Name) {
						t.Errorf("%s: no label for outcome %s", id, o.Name)
					}
					if o.Str != "" && !msg.Has(id+".val."+o.Name+"."+o.Str) && !msg.Has("val."+o.Name+"."+o.Str) {
						t.Errorf("%s: no text for value %s.%s", id, o.Name, o.Str)
					}
				}
			}
			for _, d := range r.Decisions {
				need[d] = true
			}
			for _, s := range r.Steps {
				need[s.Key] = true
				tx, _ := msg.Lookup(s.Key)
				for _, l := range []string{tx.En, tx.Sr, tx.Hu} {
					for _, m := range placeholder.FindAllStringSubmatch(l, -1) {
						if !slices.ContainsFunc(s.Args, func(a msg.Arg) bool { return a.Name == m[1] }) {
							t.Errorf("%s: step %s uses {%s} without an argument", id, s.Key, m[1])
						}
					}
				}
			}
		}
	}
	for k := range need {
		tx, ok := msg.Lookup(k)
		if !ok {
			t.Errorf("missing message %s", k)
			continue
		}
		if tx.En == "" || tx.Sr == "" || tx.Hu == "" {
			t.Errorf("message %s lacks a language: %+v", k, tx)
		}
	}
}

func ownKeys() []string {
	var out []string
	for _, k := range msg.Keys() {
		if strings.HasPrefix(k, "vsz.") || strings.HasPrefix(k, "calc.vsz.") || strings.HasPrefix(k, "rule.vsz.") {
			out = append(out, k)
		}
	}
	return out
}

var ijekavian = []string{"vrijem", "podijel", "sudac", "mjest", "cijel", "prije ", "uvijek", "lijep", "rječ", "mjer", "djel", "bijel", "vidjet", "htje", "sjed", "dijel"}

func TestSerbianEkavian(t *testing.T) {
	for _, k := range ownKeys() {
		tx, _ := msg.Lookup(k)
		s := strings.ToLower(tx.Sr)
		for _, w := range ijekavian {
			if strings.Contains(s, w) {
				t.Errorf("%s: Serbian text %q has the ijekavian form %q", k, tx.Sr, w)
			}
		}
		if strings.ContainsAny(tx.Sr, "абвгдђежзијклљмнњопрстћуфхцчџш") {
			t.Errorf("%s: Serbian text %q is not in Latin script", k, tx.Sr)
		}
	}
}

// No 8-word sequence of the seed text may appear in the product's own texts.
func TestNoSeedSentences(t *testing.T) {
	seed := shared.LoadSeeds(t, "mbsz-vsz-2017.hu.txt")
	texts := map[string]string{"ruleset.name.hu": Ruleset.Names.Hu}
	for _, k := range ownKeys() {
		tx, _ := msg.Lookup(k)
		texts[k+".en"], texts[k+".sr"], texts[k+".hu"] = tx.En, tx.Sr, tx.Hu
	}
	for k, s := range texts {
		if seq, _, ok := seed.Copy(s); ok {
			t.Errorf("%s copies the seed: %q", k, seq)
		}
	}
}

func BenchmarkUnfinished(b *testing.B) {
	c := Ruleset.Calculator("vsz.unfinished-match")
	v := calctest.Values(b, c, calctest.Fields{"boards": 24, "played": 14})
	p := engine.NewParams(Ruleset, nil)
	for b.Loop() {
		if _, err := c.Run(p, v); err != nil {
			b.Fatal(err)
		}
	}
}

// TestIMPVPGiven: vsz.imp-vp takes the two totals or the margin, with the same VPs.
func TestIMPVPGiven(t *testing.T) {
	tests := []struct {
		name       string
		set        calctest.Fields
		want       map[string]float64
		wantErrFor string
	}{
		{"totals 35 : 21", calctest.Fields{"boards": 16, "home_imp": 35.0, "visitor_imp": 21.0},
			map[string]float64{"home.vp": 13.75, "visitor.vp": 6.25, "home.imp": 35, "visitor.imp": 21}, ""},
		{"margin 14", calctest.Fields{"boards": 16, "given": "margin", "margin": 14.0},
			map[string]float64{"home.vp": 13.75, "visitor.vp": 6.25, "home.imp": 14, "visitor.imp": 0}, ""},
		{"margin −14 with fines", calctest.Fields{"boards": 16, "given": "margin", "margin": -14.0, "visitor_fine": 1.0},
			map[string]float64{"home.vp": 6.25, "visitor.vp": 13.75, "visitor.final_vp": 12.75, "home.imp": 0, "visitor.imp": 14}, ""},
		{"margin ignores the totals", calctest.Fields{"boards": 16, "given": "margin", "margin": 0.0, "home_imp": 80.0},
			map[string]float64{"home.vp": 10, "visitor.vp": 10}, ""},
		{"margin not given", calctest.Fields{"given": "margin"}, nil, "margin"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := calctest.Run(t, Ruleset, "vsz.imp-vp", tt.set, nil)
			if tt.wantErrFor != "" {
				if e, ok := err.(*engine.Error); !ok || e.Code != engine.EINVALID || e.Field != tt.wantErrFor {
					t.Fatalf("IMPVP(%v) error %v, want EINVALID naming %s", tt.set, err, tt.wantErrFor)
				}
				return
			}
			if err != nil {
				t.Fatalf("IMPVP(%v) error %v", tt.set, err)
			}
			f := r.Flat()
			for k, w := range tt.want {
				if g, _ := f[k].(float64); math.Abs(g-w) > 0.005 {
					t.Errorf("IMPVP(%v).%s = %v, want %v", tt.set, k, f[k], w)
				}
			}
		})
	}
}
