package ocsb

import (
	"math"
	"math/rand"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/internal/calctest"
	"arbiter/engine/internal/shared"
	"arbiter/engine/msg"
)

// The package's tests read Ruleset.Calculators and its messages: build them first.
func TestMain(m *testing.M) {
	Load()
	os.Exit(m.Run())
}

func p0() *engine.Params { return engine.NewParams(Ruleset, nil) }

func TestZTFine(t *testing.T) {
	tests := []struct {
		clause  string
		earlier int
		want    float64
		doubled bool
	}{
		{"a", 0, 0.5, false}, {"b", 0, 0.5, false}, {"c", 0, 1, false}, {"d", 0, 1, false},
		{"e", 0, 1, false}, {"f", 0, 1, false},
		{"a", 1, 1, true}, {"b", 2, 1, true}, {"c", 1, 2, true}, {"f", 5, 2, true},
	}
	for _, tc := range tests {
		got, d := ZTFine(p0(), tc.clause, tc.earlier)
		if got != tc.want || d != tc.doubled {
			t.Errorf("ZTFine(%q, %d) = %v, %v, want %v, %v", tc.clause, tc.earlier, got, d, tc.want, tc.doubled)
		}
	}
}

func TestZTCalculator(t *testing.T) {
	for _, tc := range []struct {
		name    string
		clause  string
		earlier int64
		vp      float64
		verdict string
		flat    bool
	}{
		{"first a", "a", 0, 0.5, "single", false},
		{"second a doubles", "a", 1, 1, "doubled", true},
		{"third c not x4", "c", 2, 2, "doubled", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, res := calctest.MustRun(t, Ruleset, "ocsb.zt", calctest.Fields{"clause": tc.clause, "earlier_same_day": tc.earlier}, nil)
			if m["vp"] != tc.vp || m["verdict"] != tc.verdict {
				t.Errorf("ocsb.zt(%s, %d) = %v %v, want %v %v", tc.clause, tc.earlier, m["vp"], m["verdict"], tc.vp, tc.verdict)
			}
			if slices.Contains(res.Decisions, "ocsb.dec.zt-flat-double") != tc.flat {
				t.Errorf("flat-double decision = %v, want %v", !tc.flat, tc.flat)
			}
			if !slices.Contains(res.Decisions, "ocsb.dec.zt-unit-player") {
				t.Errorf("decisions %v lack the counting-unit note", res.Decisions)
			}
		})
	}
	res, err := calctest.Run(t, Ruleset, "ocsb.zt", calctest.Fields{"earlier_same_day": 51}, nil)
	if engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("ocsb.zt(earlier 51) = %v, %v, want EINVALID", res, err)
	}
}

func TestZTLog(t *testing.T) {
	e := func(c string, pl, tm, d int) Incident { return Incident{c, pl, tm, d} }
	tests := []struct {
		name    string
		over    map[string]float64
		earlier []Incident
		next    Incident
		fine    float64
		player  float64
		team    float64
		day     float64
		refer   bool
	}{
		{"empty log", nil, nil, e("a", 1, 1, 1), 0.5, 0.5, 0.5, 0.5, false},
		{"same player same day doubles", nil, []Incident{e("a", 1, 1, 1)}, e("a", 1, 1, 1), 1, 1.5, 1.5, 1.5, false},
		{"other clause does not double", nil, []Incident{e("b", 1, 1, 1)}, e("a", 1, 1, 1), 0.5, 1, 1, 1, false},
		{"other day does not double", nil, []Incident{e("a", 1, 1, 1)}, e("a", 1, 1, 2), 0.5, 1, 1, 0.5, false},
		{"team-mate does not double per player", nil, []Incident{e("c", 2, 1, 3)}, e("c", 1, 1, 3), 1, 1, 2, 2, false},
		{"team-mate doubles per team", map[string]float64{"zt.count_by": countByTeam}, []Incident{e("c", 2, 1, 3)}, e("c", 1, 1, 3), 2, 2, 3, 3, false},
		{"week period doubles next day", map[string]float64{"zt.period_days": 7}, []Incident{e("a", 1, 1, 1)}, e("a", 1, 1, 2), 1, 1.5, 1.5, 1.5, false},
		{"third entry in a year refers", nil, []Incident{e("a", 1, 1, 1), e("f", 1, 1, 100)}, e("b", 1, 1, 365), 0.5, 2, 2, 0.5, true},
		{"entries outside the year", nil, []Incident{e("a", 1, 1, 1), e("f", 1, 1, 100)}, e("b", 1, 1, 366), 0.5, 2, 2, 0.5, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := ZTLog(engine.NewParams(Ruleset, tc.over), tc.earlier, tc.next)
			if got.Fine != tc.fine || got.PlayerTotal != tc.player || got.TeamTotal != tc.team || got.TeamDay != tc.day || got.Referral != tc.refer {
				t.Errorf("ZTLog(%v, %v) = fine %v player %v team %v day %v referral %v, want %v %v %v %v %v", tc.earlier, tc.next,
					got.Fine, got.PlayerTotal, got.TeamTotal, got.TeamDay, got.Referral, tc.fine, tc.player, tc.team, tc.day, tc.refer)
			}
		})
	}
}

func TestZTLogCalculator(t *testing.T) {
	m, res := calctest.MustRun(t, Ruleset, "ocsb.zt-log", calctest.Fields{"clause": "c", "day": 3,
		"earlier_clauses": []int64{3, 1}, "earlier_players": []int64{1, 1}, "earlier_teams": []int64{1, 1}, "earlier_days": []int64{3, 3}}, nil)
	if m["offender.vp"] != 2.0 || m["player.total_vp"] != 3.5 || m["team.day_vp"] != 3.5 {
		t.Errorf("ocsb.zt-log = %v, want vp 2, player total 3.5, team day 3.5", m)
	}
	if !slices.Contains(res.Decisions, "ocsb.dec.zt-period") {
		t.Errorf("decisions %v lack ocsb.dec.zt-period", res.Decisions)
	}
	for _, tc := range []struct {
		name  string
		set   calctest.Fields
		field string
	}{
		{"lengths differ", calctest.Fields{"earlier_clauses": []int64{1}, "earlier_players": []int64{}, "earlier_teams": []int64{1}, "earlier_days": []int64{1}}, "earlier_players"},
		{"not chronological", calctest.Fields{"earlier_clauses": []int64{1, 1}, "earlier_players": []int64{1, 1}, "earlier_teams": []int64{1, 1}, "earlier_days": []int64{3, 2}}, "earlier_days"},
		{"new before earlier", calctest.Fields{"day": 1, "earlier_clauses": []int64{1}, "earlier_players": []int64{1}, "earlier_teams": []int64{1}, "earlier_days": []int64{2}}, "day"},
		{"clause out of range", calctest.Fields{"earlier_clauses": []int64{7}, "earlier_players": []int64{1}, "earlier_teams": []int64{1}, "earlier_days": []int64{1}}, "earlier_clauses"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := calctest.Run(t, Ruleset, "ocsb.zt-log", tc.set, nil)
			var e *engine.Error
			if engine.ErrorCode(err) != engine.EINVALID {
				t.Fatalf("ocsb.zt-log(%v) error = %v, want EINVALID", tc.set, err)
			}
			if l, ok := err.(engine.ErrorList); ok {
				e = l[0]
			} else {
				e = err.(*engine.Error)
			}
			if e.Field != tc.field {
				t.Errorf("ocsb.zt-log(%v) error field = %q, want %q", tc.set, e.Field, tc.field)
			}
		})
	}
}

func TestSlowPlay(t *testing.T) {
	for _, tc := range []struct {
		name      string
		set       calctest.Fields
		toOpp     float64
		each      float64
		cancelled any
		dec       string
	}{
		{"known 2 boards", calctest.Fields{"unplayed": 2}, 6, 0, nil, ""},
		{"known 0 boards", calctest.Fields{"unplayed": 0}, 0, 0, nil, ""},
		{"unknown", calctest.Fields{"unplayed": 3, "responsible": "unknown"}, 0, 0.5, nil, ""},
		{"started 3 min before end", calctest.Fields{"minutes_left": 3}, 3, 0, false, ""},
		{"started exactly 2 min before end", calctest.Fields{"minutes_left": 2}, 3, 0, true, "ocsb.dec.slow-boundary"},
		{"started 1 min before end", calctest.Fields{"minutes_left": 1}, 3, 0, true, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, res := calctest.MustRun(t, Ruleset, "ocsb.slow-play", tc.set, nil)
			if m["imp_to_opponents"] != tc.toOpp || m["vp_each"] != tc.each {
				t.Errorf("ocsb.slow-play(%v) = %v IMP, %v VP, want %v, %v", tc.set, m["imp_to_opponents"], m["vp_each"], tc.toOpp, tc.each)
			}
			if m["board_cancelled"] != tc.cancelled {
				t.Errorf("ocsb.slow-play(%v) board_cancelled = %v, want %v", tc.set, m["board_cancelled"], tc.cancelled)
			}
			if tc.dec != "" && !slices.Contains(res.Decisions, tc.dec) {
				t.Errorf("decisions %v lack %s", res.Decisions, tc.dec)
			}
		})
	}
	m, _ := calctest.MustRun(t, Ruleset, "ocsb.slow-play", calctest.Fields{"unplayed": 2, "side": "visitor"}, nil)
	if m["non-offender.non_offender_imp"] != 6.0 || m["offender.offender_imp"] != -6.0 {
		t.Errorf("ocsb.slow-play(visitor responsible) = %v, want offender −6, non-offender +6", m)
	}
}

func TestMatchVP(t *testing.T) {
	for _, tc := range []struct {
		boards                int
		ih, iv, fh, fv, h, hn float64
	}{
		{32, 40, 25, 0, 0, 13.75, 13.75},
		{32, 25, 25, 0.5, 1, 10, 9.5},
		{32, 100, 0, 0, 0, 20, 20},
		{16, 14, 0, 0, 0, 13.75, 13.75},
	} {
		h, v, hn, _, err := MatchVP(tc.boards, tc.ih, tc.iv, tc.fh, tc.fv)
		if err != nil || (tc.boards == 16 && h != tc.h) || hn != h-tc.fh || math.Abs(h+v-20) > 1e-9 {
			t.Errorf("MatchVP(%d, %v, %v, %v, %v) = %v, %v, %v, %v", tc.boards, tc.ih, tc.iv, tc.fh, tc.fv, h, v, hn, err)
		}
		if tc.boards == 16 && h != tc.h {
			t.Errorf("MatchVP(16, 14 IMP) = %v, want %v", h, tc.h)
		}
	}
	_, res := calctest.MustRun(t, Ruleset, "ocsb.vp", calctest.Fields{"imp_home": 0.0, "imp_visitor": 90.0, "fines_home": 1.0}, nil)
	if !slices.Contains(res.Decisions, "ocsb.dec.vp-below-zero") {
		t.Errorf("decisions %v lack ocsb.dec.vp-below-zero", res.Decisions)
	}
}

// VP of a played match sum to 20 before fines, for every margin and length.
func TestPropertyVPSum(t *testing.T) {
	for boards := 1; boards <= 64; boards += 3 {
		for m := 0; m <= 12000; m += 37 {
			f, _ := calctest.MustRun(t, Ruleset, "ocsb.vp", calctest.Fields{"boards": boards, "imp_home": float64(m) / 100, "imp_visitor": float64(6000-m/2) / 100,
				"fines_home": 0.5, "fines_visitor": 1.0}, nil)
			h, v := f["home.vp_before_fines"].(float64), f["visitor.vp_before_fines"].(float64)
			if math.Abs(h+v-20) > 1e-9 {
				t.Fatalf("ocsb.vp(%d boards, %d : %d) = %v + %v, want a sum of 20", boards, m, 6000-m/2, h, v)
			}
			if math.Abs(f["home.vp"].(float64)-(h-0.5)) > 1e-9 {
				t.Fatalf("home VP after a 0.5 fine = %v, want %v", f["home.vp"], h-0.5)
			}
		}
	}
}

func TestPlayoff(t *testing.T) {
	for _, tc := range []struct {
		ih, iv float64
		ext    int
		out    string
		boards float64
		dec    bool
	}{
		{60, 50, 0, "home", 0, false},
		{50, 60, 0, "visitor", 0, false},
		{60, 60, 0, "extension", 4, false},
		{60, 60, 1, "extension", 4, true},
	} {
		m, res := calctest.MustRun(t, Ruleset, "ocsb.playoff", calctest.Fields{"imp_home": tc.ih, "imp_visitor": tc.iv, "extensions": tc.ext}, nil)
		if m["outcome"] != tc.out || m["boards_to_play"] != tc.boards || slices.Contains(res.Decisions, "ocsb.dec.playoff-repeat") != tc.dec {
			t.Errorf("ocsb.playoff(%v, %v, %d) = %v %v %v, want %v %v %v", tc.ih, tc.iv, tc.ext, m["outcome"], m["boards_to_play"], res.Decisions, tc.out, tc.boards, tc.dec)
		}
	}
}

func TestSubstituteClause(t *testing.T) {
	const none = -1
	tests := []struct {
		mp              float64
		target, entered int
		long, playoff   bool
		days            int
		want            string
	}{
		{3000, 2, none, true, false, 0, "mp-limit"},
		{3000, 1, none, true, false, 0, "ok"},
		{0, 3, none, false, true, 0, "ok"},     // short: never limited
		{20000, 0, 0, false, false, 0, "ok"},   // short, even above every limit
		{0, 3, none, true, true, 0, "playoff"}, // play-off first
		{20000, 2, 2, true, false, 0, "own-division"},
		{0, 3, 1, true, false, 0, "too-low"},
		{0, 2, 1, true, false, 0, "ok"},
		{0, 0, 3, true, false, 0, "ok"}, // upwards
		{0, 3, none, true, false, 2, "days-limit"},
		{0, 3, none, true, false, 1, "ok"},
		// master-point limits: exactly at a limit is below it
		{10000, 0, none, true, false, 0, "ok"},
		{10001, 0, none, true, false, 0, "mp-limit"},
		{5000, 1, none, true, false, 0, "ok"},
		{5001, 1, none, true, false, 0, "mp-limit"},
		{5001, 0, none, true, false, 0, "ok"},
		{2500, 2, none, true, false, 0, "ok"},
		{2501, 2, none, true, false, 0, "mp-limit"},
		{2501, 1, none, true, false, 0, "ok"},
		{1250, 3, none, true, false, 0, "ok"},
		{1251, 3, none, true, false, 0, "mp-limit"},
		{1251, 2, none, true, false, 0, "ok"},
	}
	for _, tc := range tests {
		if got := SubstituteClause(p0(), tc.mp, tc.target, tc.entered, tc.long, tc.playoff, tc.days); got != tc.want {
			t.Errorf("SubstituteClause(%v, %d, %d, long %v, playoff %v, days %d) = %q, want %q",
				tc.mp, tc.target, tc.entered, tc.long, tc.playoff, tc.days, got, tc.want)
		}
	}
	_, res := calctest.MustRun(t, Ruleset, "ocsb.substitute", calctest.Fields{"target": "I/A", "entered": "II"}, nil)
	if !slices.Contains(res.Decisions, "ocsb.dec.sub-upwards") {
		t.Errorf("decisions %v lack ocsb.dec.sub-upwards", res.Decisions)
	}
}

func TestFee(t *testing.T) {
	for _, tc := range []struct {
		name                string
		div                 string
		players, youth, u20 int
		amateur             bool
		want                int64
	}{
		{"worked example", "I/A", 6, 1, 1, false, 52250},
		{"amateur III", "III", 4, 0, 0, true, 16500},
		{"amateur outside III ignored", "II", 4, 0, 0, true, 44000},
		{"7 players rounds up", "I/B", 7, 1, 0, false, 51071},      // 55000·6.5/7 = 51071.43
		{"7 players half rounds up", "III", 7, 0, 1, false, 29464}, // 33000·6.25/7 = 29464.29
		{"amateur then youth", "III", 5, 2, 1, true, 10725},        // 3300·2 + 1650·2 + 825
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Fee(p0(), tc.div, tc.players, tc.youth, tc.u20, tc.amateur)
			want := tc.want
			if got.Rounded != want {
				t.Errorf("Fee(%s, %d, %d, %d, %v) = %d, want %d", tc.div, tc.players, tc.youth, tc.u20, tc.amateur, got.Rounded, want)
			}
		})
	}
}

func TestFeeRoundingHalfUp(t *testing.T) {
	// A fee of 10 Ft shared by 4 with one youth: 2.5·3 + 1.25 = 8.75 → 9; with 0.5 exactly: half up.
	over := map[string]float64{"fee.ia": 10}
	r := Fee(engine.NewParams(Ruleset, over), "I/A", 4, 1, 0, false)
	if r.Rounded != 9 {
		t.Errorf("Fee(10 Ft, 4 players, 1 youth) = %d, want 9", r.Rounded)
	}
	over = map[string]float64{"fee.ia": 5}
	r = Fee(engine.NewParams(Ruleset, over), "I/A", 4, 0, 2, false) // 1.25·2 + 0.3125·2 = 3.125 → 3
	if r.Rounded != 3 {
		t.Errorf("Fee(5 Ft, 4 players, 2 under-20) = %d, want 3", r.Rounded)
	}
	over = map[string]float64{"fee.ia": 6}
	r = Fee(engine.NewParams(Ruleset, over), "I/A", 4, 1, 0, false) // 1.5·3 + 0.75 = 5.25 → 5
	if r.Rounded != 5 {
		t.Errorf("Fee(6 Ft, 4 players, 1 youth) = %d, want 5", r.Rounded)
	}
	over = map[string]float64{"fee.ia": 2}
	r = Fee(engine.NewParams(Ruleset, over), "I/A", 4, 1, 0, false) // 0.5·3 + 0.25 = 1.75 → 2
	if r.Rounded != 2 {
		t.Errorf("Fee(2 Ft, 4 players, 1 youth) = %d, want 2", r.Rounded)
	}
	over = map[string]float64{"fee.ia": 1}
	r = Fee(engine.NewParams(Ruleset, over), "I/A", 4, 2, 0, false) // 0.25·2 + 0.125·2 = 0.75 → 1
	if r.Rounded != 1 {
		t.Errorf("Fee(1 Ft, 4 players, 2 youth) = %d, want 1", r.Rounded)
	}
}

func TestFeeCalculator(t *testing.T) {
	m, res := calctest.MustRun(t, Ruleset, "ocsb.fee", calctest.Fields{"paid": 60000}, nil)
	if m["fee"] != 66000.0 || m["owed"] != 6000.0 || slices.Contains(res.Decisions, "ocsb.dec.fee-no-refund") {
		t.Errorf("ocsb.fee(paid 60000 for 66000) = %v %v, want owed 6000", m, res.Decisions)
	}
	m, res = calctest.MustRun(t, Ruleset, "ocsb.fee", calctest.Fields{"paid": 70000}, nil)
	if m["owed"] != 0.0 || !slices.Contains(res.Decisions, "ocsb.dec.fee-no-refund") {
		t.Errorf("ocsb.fee(paid 70000) = %v %v, want owed 0 and the no-refund note", m, res.Decisions)
	}
	_, res = calctest.MustRun(t, Ruleset, "ocsb.fee", calctest.Fields{"division": "III", "amateur": true}, nil)
	if !slices.Contains(res.Decisions, "ocsb.dec.fee-amateur-first") {
		t.Errorf("decisions %v lack ocsb.dec.fee-amateur-first", res.Decisions)
	}
	_, res = calctest.MustRun(t, Ruleset, "ocsb.fee", calctest.Fields{"division": "I/A", "amateur": true}, nil)
	if !slices.Contains(res.Decisions, "ocsb.dec.fee-amateur-iii") {
		t.Errorf("decisions %v lack ocsb.dec.fee-amateur-iii", res.Decisions)
	}
	for _, set := range []calctest.Fields{
		{"players": 4, "youth": 5},
		{"players": 4, "youth": 2, "under20": 3},
		{"players": 3},
		{"players": 8},
	} {
		if _, err := calctest.Run(t, Ruleset, "ocsb.fee", set, nil); engine.ErrorCode(err) != engine.EINVALID {
			t.Errorf("ocsb.fee(%v) error = %v, want EINVALID", set, err)
		}
	}
}

func TestPromotion(t *testing.T) {
	tests := []struct {
		div       string
		place, d3 int
		want      string
	}{
		{"I/A", 1, 8, "stay"}, {"I/A", 9, 8, "stay"}, {"I/A", 10, 8, "playoff-stay"}, {"I/A", 11, 8, "down"}, {"I/A", 12, 8, "down"},
		{"I/B", 2, 8, "up"}, {"I/B", 3, 8, "playoff-up"}, {"I/B", 4, 8, "stay"}, {"I/B", 12, 8, "stay"}, {"I/B", 13, 8, "playoff-stay"}, {"I/B", 14, 8, "down"},
		{"II", 3, 11, "up"}, {"II", 4, 11, "playoff-up"}, {"II", 13, 11, "stay"}, {"II", 14, 11, "playoff-stay"}, {"II", 15, 11, "down"},
		{"II", 12, 12, "stay"}, {"II", 13, 12, "playoff-stay"}, {"II", 14, 12, "down"},
		{"III", 2, 11, "up"}, {"III", 3, 11, "playoff-up"}, {"III", 4, 11, "stay"},
		{"III", 3, 12, "up"}, {"III", 4, 12, "playoff-up"}, {"III", 12, 12, "stay"},
	}
	for _, tc := range tests {
		if got := Promotion(p0(), tc.div, tc.place, tc.d3); got != tc.want {
			t.Errorf("Promotion(%s, %d, %d) = %q, want %q", tc.div, tc.place, tc.d3, got, tc.want)
		}
	}
	for place, want := range map[int64]string{1: "final-four", 2: "semi-final", 3: "semi-final", 6: "middle-final", 7: "none"} {
		m, _ := calctest.MustRun(t, Ruleset, "ocsb.promotion", calctest.Fields{"place": place}, nil)
		if m["final"] != want {
			t.Errorf("ocsb.promotion(I/A, %d) final = %v, want %s", place, m["final"], want)
		}
	}
	if _, err := calctest.Run(t, Ruleset, "ocsb.promotion", calctest.Fields{"place": 13}, nil); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("ocsb.promotion(I/A, 13) error = %v, want EINVALID", err)
	}
	if _, res := calctest.MustRun(t, Ruleset, "ocsb.promotion", calctest.Fields{"division": "III", "place": 3}, nil); !slices.Contains(res.Decisions, "ocsb.dec.promo-iii") {
		t.Errorf("decisions %v lack ocsb.dec.promo-iii", res.Decisions)
	}
}

func TestFormat(t *testing.T) {
	for n, want := range map[int]string{2: "round-robin", 12: "round-robin", 13: "case-by-case", 14: "case-by-case", 15: "round-robin-playoff",
		16: "as-ii", 17: "round-robin-playoff", 19: "round-robin-playoff", 20: "round-robin-2x16", 23: "round-robin-2x16",
		24: "two-groups", 34: "two-groups", 35: "later"} {
		if got := FormatIII(p0(), n); got != want {
			t.Errorf("FormatIII(%d) = %q, want %q", n, got, want)
		}
	}
	m, _ := calctest.MustRun(t, Ruleset, "ocsb.format", calctest.Fields{"division": "I/A"}, nil)
	if m["format"] != "round-robin" || m["rounds"] != 11.0 {
		t.Errorf("ocsb.format(I/A) = %v, want round-robin, 11 rounds", m)
	}
	m, _ = calctest.MustRun(t, Ruleset, "ocsb.format", calctest.Fields{"division": "I/B"}, nil)
	if m["format"] != "groups-playoff" || m["rounds"] != 11.0 {
		t.Errorf("ocsb.format(I/B) = %v, want groups-playoff, 11 rounds", m)
	}
}

func TestSeed(t *testing.T) {
	avg := []float64{100, 900, 500, 700, 300, 800, 200, 600}
	seed, group := Seed(avg, "serpentine")
	wantSeed := []int{8, 1, 5, 3, 6, 2, 7, 4}
	wantGroup := []int{1, 1, 1, 2, 2, 2, 2, 1} // seeds 1,4,5,8 → group 1
	for i := range avg {
		if seed[i] != wantSeed[i] || group[i] != wantGroup[i] {
			t.Errorf("Seed(serpentine)[%d] = %d/%d, want %d/%d", i, seed[i], group[i], wantSeed[i], wantGroup[i])
		}
	}
	_, pot := Seed(avg, "pairs")
	for i := range avg {
		if want := (wantSeed[i] + 1) / 2; pot[i] != want {
			t.Errorf("Seed(pairs)[%d] pot = %d, want %d", i, pot[i], want)
		}
	}
	_, res := calctest.MustRun(t, Ruleset, "ocsb.seeding", calctest.Fields{"avg_mp": []float64{1, 2, 1}}, nil)
	if !slices.Contains(res.Decisions, "ocsb.dec.seed-ties") {
		t.Errorf("decisions %v lack ocsb.dec.seed-ties", res.Decisions)
	}
}

func TestCarryOver(t *testing.T) {
	c, s, o := CarryOver(p0(), []float64{15, 9.4, 12}, []float64{17.5, 11.3, 6.1, 14}, 1.5)
	if math.Abs(c-(36.4+24.45-1.5)) > 1e-9 || math.Abs(s-36.4) > 1e-9 || math.Abs(o-24.45) > 1e-9 {
		t.Errorf("CarryOver = %v, %v, %v, want 59.35, 36.4, 24.45", c, s, o)
	}
	if _, err := calctest.Run(t, Ruleset, "ocsb.carry-over", calctest.Fields{"vp_same": []float64{10, 10, 10}, "vp_other": []float64{0.01, 0.01, 0.01, 0.01, 0.01}}, nil); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("ocsb.carry-over(8 matches) error = %v, want EINVALID", err)
	}
}

func TestPlayoffOpponent(t *testing.T) {
	// The text gives the first pairing of each round: VIII 1–4, IX 1–3, X 1–2, XI 1–1.
	want := map[int][4]int{8: {4, 3, 2, 1}, 9: {3, 2, 1, 4}, 10: {2, 1, 4, 3}, 11: {1, 4, 3, 2}}
	for r, w := range want {
		seen := map[int]bool{}
		for i := 1; i <= 4; i++ {
			j := PlayoffOpponent(4, r, i)
			if j != w[i-1] {
				t.Errorf("PlayoffOpponent(4, %d, %d) = %d, want %d", r, i, j, w[i-1])
			}
			seen[j] = true
		}
		if len(seen) != 4 {
			t.Errorf("round %d pairs are not a permutation", r)
		}
	}
	// every A team meets every B team once over the four rounds
	for i := 1; i <= 4; i++ {
		met := map[int]bool{}
		for r := 8; r <= 11; r++ {
			met[PlayoffOpponent(4, r, i)] = true
		}
		if len(met) != 4 {
			t.Errorf("A%d meets %v over rounds VIII–XI, want all four", i, met)
		}
	}
	m, res := calctest.MustRun(t, Ruleset, "ocsb.playoff-pairings", calctest.Fields{"round": 9, "half": "lower"}, nil)
	if m["opponent"] != 7.0 || !res.Estimate || !slices.Contains(res.Decisions, "ocsb.dec.pairings-inferred") {
		t.Errorf("ocsb.playoff-pairings(IX, lower) = %v (estimate %v, %v), want A5–B7 marked inferred", m, res.Estimate, res.Decisions)
	}
}

func TestSystems(t *testing.T) {
	for _, tc := range []struct {
		div  int
		cat  string
		card bool
		want string
	}{
		{0, "yellow", true, "ok"}, {1, "yellow", true, "division"}, {0, "brown", true, "ok"}, {1, "brown", true, "division"},
		{1, "red", true, "ok"}, {2, "red", true, "division"}, {3, "green", true, "ok"}, {3, "blue", false, "ok"},
		{0, "red", false, "no-card"}, {0, "yellow", false, "no-card"}, {2, "red", false, "division"},
	} {
		if got := SystemClause(tc.div, tc.cat, tc.card); got != tc.want {
			t.Errorf("SystemClause(%s, %s, card %v) = %q, want %q", divisions[tc.div], tc.cat, tc.card, got, tc.want)
		}
	}
	m, _ := calctest.MustRun(t, Ruleset, "ocsb.systems", calctest.Fields{"division": "I/A", "category": "yellow"}, nil)
	if m["email_ahead"] != true || m["notify_td"] != true || m["allowed"] != true {
		t.Errorf("ocsb.systems(I/A, yellow) = %v", m)
	}
}

func TestSeating(t *testing.T) {
	for _, tc := range []struct {
		hs, vs bool
		half   int
		first  string
		rights bool
	}{
		{false, false, 1, "home", false}, {false, false, 2, "visitor", false},
		{true, false, 2, "home", true}, {false, true, 1, "visitor", true},
		{true, true, 1, "home", false}, {true, true, 2, "visitor", false},
	} {
		f, r := SitsFirst(tc.hs, tc.vs, tc.half)
		if f != tc.first || r != tc.rights {
			t.Errorf("SitsFirst(%v, %v, %d) = %s, %v, want %s, %v", tc.hs, tc.vs, tc.half, f, r, tc.first, tc.rights)
		}
	}
	_, res := calctest.MustRun(t, Ruleset, "ocsb.seating", calctest.Fields{"home_special": true, "visitor_special": true}, nil)
	if !slices.Contains(res.Decisions, "ocsb.dec.seat-both-special") {
		t.Errorf("decisions %v lack ocsb.dec.seat-both-special", res.Decisions)
	}
	for _, tc := range []struct {
		room   string
		played int
		ok     bool
		seats  string
	}{{"open", 8, true, "ns"}, {"open", 12, false, "ns"}, {"closed", 8, false, "ew"}, {"closed", 16, true, "ew"}} {
		m, _ := calctest.MustRun(t, Ruleset, "ocsb.seating", calctest.Fields{"room": tc.room, "boards_played": tc.played}, nil)
		if m["change_allowed"] != tc.ok || m["home_seats"] != tc.seats {
			t.Errorf("ocsb.seating(room %s, %d boards) = %v, want change %v seats %s", tc.room, tc.played, m, tc.ok, tc.seats)
		}
	}
}

func TestProtest(t *testing.T) {
	at := func(mo time.Month, d, h, mi int) int64 { return msg.Minutes(2018, mo, d, h, mi) }
	end := at(time.September, 4, 22, 20)
	m, res := calctest.MustRun(t, Ruleset, "ocsb.protest", calctest.Fields{"play_end": end}, nil)
	if m["intent_deadline"] != float64(at(time.September, 5, 18, 0)) || m["reasons_deadline"] != float64(at(time.September, 6, 18, 0)) {
		t.Errorf("ocsb.protest(%s) = intent %s, reasons %s, want 2018-09-05 18:00, 2018-09-06 18:00", fmtTime(end),
			fmtTime(int64(m["intent_deadline"].(float64))), fmtTime(int64(m["reasons_deadline"].(float64))))
	}
	if !slices.Contains(res.Decisions, "ocsb.dec.protest-reasons-latest") || m["fee"] != 5000.0 {
		t.Errorf("ocsb.protest decisions %v fee %v", res.Decisions, m["fee"])
	}
	// play ending after midnight belongs to the previous day
	m, res = calctest.MustRun(t, Ruleset, "ocsb.protest", calctest.Fields{"play_end": at(time.September, 5, 0, 30)}, nil)
	if m["intent_deadline"] != float64(at(time.September, 5, 18, 0)) || !slices.Contains(res.Decisions, "ocsb.dec.protest-after-midnight") {
		t.Errorf("ocsb.protest(00:30) intent = %s, %v, want 2018-09-05 18:00 and the after-midnight note", fmtTime(int64(m["intent_deadline"].(float64))), res.Decisions)
	}
	// intent exactly at 18:00 is in time, a minute later is not; filing 24 h after the reasons
	for _, tc := range []struct {
		sent int64
		ok   bool
	}{{at(time.September, 5, 18, 0), true}, {at(time.September, 5, 18, 1), false}} {
		m, _ := calctest.MustRun(t, Ruleset, "ocsb.protest", calctest.Fields{"play_end": end, "intent_sent": tc.sent, "reasons_received": at(time.September, 6, 10, 0),
			"committee_decision": at(time.September, 10, 20, 0)}, nil)
		if m["in_time"] != tc.ok || m["filing_deadline"] != float64(at(time.September, 7, 10, 0)) || m["appeal_deadline"] != float64(at(time.September, 17, 20, 0)) {
			t.Errorf("ocsb.protest(sent %s) = %v", fmtTime(tc.sent), m)
		}
	}
	m, _ = calctest.MustRun(t, Ruleset, "ocsb.protest", calctest.Fields{"play_end": end, "last_day": true}, nil)
	if m["intent_deadline"] != float64(end+10) || m["filing_deadline"] != float64(end+30) {
		t.Errorf("ocsb.protest(last day) = %v, want end +10 and +30 minutes", m)
	}
}

func TestCorrection(t *testing.T) {
	end := msg.Minutes(2018, time.October, 2, 22, 20)
	next := msg.Minutes(2018, time.October, 9, 17, 45)
	m, _ := calctest.MustRun(t, Ruleset, "ocsb.correction", calctest.Fields{"round": 6, "play_end": end, "next_round": next, "reported": next - 1}, nil)
	if m["kind"] != "next-round" || m["deadline"] != float64(next) || m["in_time"] != true {
		t.Errorf("ocsb.correction(round 6) = %v", m)
	}
	m, res := calctest.MustRun(t, Ruleset, "ocsb.correction", calctest.Fields{"round": 7, "play_end": end, "reported": msg.Minutes(2018, time.October, 3, 0, 0)}, nil)
	if m["kind"] != "midnight" || m["deadline"] != float64(msg.Minutes(2018, time.October, 3, 0, 0)) || m["in_time"] != false || !slices.Contains(res.Decisions, "ocsb.dec.corr-at-deadline") {
		t.Errorf("ocsb.correction(round 7, at midnight) = %v %v", m, res.Decisions)
	}
	m, _ = calctest.MustRun(t, Ruleset, "ocsb.correction", calctest.Fields{"round": 11, "last_round": true, "reported": end}, nil)
	if m["kind"] != "closed" || m["in_time"] != false {
		t.Errorf("ocsb.correction(last round) = %v", m)
	}
	if _, err := calctest.Run(t, Ruleset, "ocsb.correction", calctest.Fields{"round": 3, "next_round": nil}, nil); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("ocsb.correction(round 3, no next round) error = %v, want EINVALID", err)
	}
}

// A ZT fine never decreases as incidents accumulate: adding any earlier incident never lowers
// the new incident's fine, nor any running total.
func TestPropertyZTMonotone(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, over := range []map[string]float64{nil, {"zt.count_by": countByTeam}, {"zt.period_days": 7}} {
		p := engine.NewParams(Ruleset, over)
		for trial := 0; trial < 300; trial++ {
			next := Incident{clauses[r.Intn(6)], 1 + r.Intn(3), 1 + r.Intn(2), 20}
			var log []Incident
			prev := ZTLog(p, nil, next)
			for k := 0; k < 12; k++ {
				log = append(log, Incident{clauses[r.Intn(6)], 1 + r.Intn(3), 1 + r.Intn(2), 18 + k/5})
				got := ZTLog(p, log, next)
				if got.Fine < prev.Fine || got.PlayerTotal < prev.PlayerTotal || got.TeamTotal < prev.TeamTotal || got.TeamDay < prev.TeamDay {
					t.Fatalf("ZTLog(%v, %v) = %+v after %+v: a fine or total decreased", log, next, got, prev)
				}
				prev = got
			}
		}
	}
}

// The tie-break ranking is a total preorder: reflexive, transitive and total, and it agrees
// with the criteria (a team never ranks below one it beats on the first differing criterion).
func TestPropertyRankingPreorder(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for trial := 0; trial < 500; trial++ {
		n := 2 + r.Intn(9)
		s := Standing{VP: make([]float64, n)}
		for i := range s.VP {
			s.VP[i] = float64(r.Intn(4)) * 10 // many ties
		}
		if r.Intn(4) > 0 {
			s.H2H = make([][]float64, n)
			for i := range s.H2H {
				s.H2H[i] = make([]float64, n)
				for j := range s.H2H[i] {
					s.H2H[i][j] = float64(r.Intn(3)) * 5
				}
			}
		}
		if r.Intn(4) > 0 {
			s.IMP = make([]float64, n)
			for i := range s.IMP {
				s.IMP[i] = float64(r.Intn(3))
			}
		}
		if r.Intn(4) > 0 {
			s.Best = make([]float64, n)
			for i := range s.Best {
				s.Best[i] = float64(r.Intn(2))
			}
		}
		pl := Rank(s)
		le := func(a, b int) bool { return RanksBefore(pl, a, b) }
		for a := 0; a < n; a++ {
			if !le(a, a) {
				t.Fatalf("Rank(%+v): team %d not ranked with itself", s, a)
			}
			for b := 0; b < n; b++ {
				if !le(a, b) && !le(b, a) {
					t.Fatalf("Rank(%+v): teams %d and %d not comparable", s, a, b)
				}
				for c := 0; c < n; c++ {
					if le(a, b) && le(b, c) && !le(a, c) {
						t.Fatalf("Rank(%+v): %d ≤ %d ≤ %d but not %d ≤ %d", s, a, b, c, a, c)
					}
				}
				if s.VP[a] > s.VP[b] && le(b, a) {
					t.Fatalf("Rank(%+v): team %d has more VP than %d but does not rank above it", s, a, b)
				}
			}
		}
	}
}

func TestRank(t *testing.T) {
	// Teams 1-3 level on 150 VP: mini-league 1 beats 2 and 3; 2 and 3 level there, IMP decides;
	// team 4 and 5 level on everything share place 4.
	s := Standing{
		VP: []float64{150, 150, 150, 120, 120},
		H2H: [][]float64{
			{0, 15, 15, 0, 0},
			{5, 0, 10, 0, 0},
			{5, 10, 0, 0, 0},
			{0, 0, 0, 0, 10},
			{0, 0, 0, 10, 0},
		},
		IMP: []float64{0, 10, 20, 5, 5},
	}
	pl := Rank(s)
	want := []struct {
		team, rank int
		by         string
	}{{0, 1, "h2h"}, {2, 2, "imp"}, {1, 3, "imp"}, {3, 4, "shared"}, {4, 4, "shared"}}
	for i, w := range want {
		if pl[i].Team != w.team || pl[i].Rank != w.rank || pl[i].DecidedBy != w.by {
			t.Errorf("Rank()[%d] = %+v, want team %d rank %d by %s", i, pl[i], w.team, w.rank, w.by)
		}
	}
	_, res := calctest.MustRun(t, Ruleset, "ocsb.ranking", calctest.Fields{"vp": []float64{1, 1}, "h2h": []float64{}, "imp_diff": []float64{}, "vp_best": []float64{}}, nil)
	if !slices.Contains(res.Decisions, "ocsb.dec.rank-shared") {
		t.Errorf("decisions %v lack ocsb.dec.rank-shared", res.Decisions)
	}
	for _, set := range []calctest.Fields{{"h2h": []float64{0.01, 0.02, 0.03}}, {"imp_diff": []float64{0.01}}} {
		if _, err := calctest.Run(t, Ruleset, "ocsb.ranking", set, nil); engine.ErrorCode(err) != engine.EINVALID {
			t.Errorf("ocsb.ranking(%v) error = %v, want EINVALID", set, err)
		}
	}
}

// The catalogue's ### IDs of the ocsb section.
var catalogueIDs = []string{"ocsb.vp", "ocsb.zt", "ocsb.slow-play", "ocsb.substitutes", "ocsb.format",
	"ocsb.seating-and-changes", "ocsb.other", "ocsb.results", "ocsb.systems", "ocsb.protests", "ocsb.fees"}

func TestRulesetShape(t *testing.T) {
	if ids := shared.CatalogueRules(t).Rules["ocsb-kmor-2018"]; strings.Join(ids, ",") != strings.Join(catalogueIDs, ",") {
		t.Errorf("catalogue IDs = %v, want %v", ids, catalogueIDs)
	}
	rules := map[string]engine.Rule{}
	for _, r := range Ruleset.Rules {
		rules[r.ID] = r
		if r.Section == "" || (len(r.Calculators) == 0 && r.Info == "") {
			t.Errorf("rule %s: section %q, calculators %v, info %q", r.ID, r.Section, r.Calculators, r.Info)
		}
		for _, c := range r.Calculators {
			if Ruleset.Calculator(c) == nil {
				t.Errorf("rule %s names unknown calculator %s", r.ID, c)
			}
		}
	}
	for _, id := range catalogueIDs {
		if _, ok := rules[id]; !ok {
			t.Errorf("no rule %s", id)
		}
	}
	for _, p := range Ruleset.Params {
		if _, ok := rules[p.Rule]; !ok || p.Section == "" || p.Value < p.Min || p.Value > p.Max {
			t.Errorf("param %s: rule %q section %q value %v not in [%v, %v]", p.Key, p.Rule, p.Section, p.Value, p.Min, p.Max)
		}
	}
	for _, c := range Ruleset.Calculators {
		for _, r := range c.Rules {
			if _, ok := rules[r]; !ok {
				t.Errorf("calculator %s names unknown rule %s", c.ID, r)
			}
		}
		if _, err := c.Run(engine.NewParams(Ruleset, nil), c.Inputs.Defaults()); err != nil {
			t.Errorf("%s on its defaults: %v", c.ID, err)
		}
	}
}

var placeholder = regexp.MustCompile(`\{[a-z_0-9]+\}`)

func checkText(t *testing.T, key string) {
	t.Helper()
	tx, ok := msg.Lookup(key)
	if !ok {
		t.Errorf("message %s is not registered", key)
		return
	}
	if tx.En == "" || tx.Sr == "" || tx.Hu == "" {
		t.Errorf("message %s lacks a language: %+v", key, tx)
	}
	ph := func(s string) string {
		m := placeholder.FindAllString(s, -1)
		set := map[string]bool{}
		for _, x := range m {
			set[x] = true
		}
		var l []string
		for x := range set {
			l = append(l, x)
		}
		return strings.Join(sortStrings(l), ",")
	}
	if ph(tx.En) != ph(tx.Sr) || ph(tx.En) != ph(tx.Hu) {
		t.Errorf("message %s: placeholders differ: %q / %q / %q", key, ph(tx.En), ph(tx.Sr), ph(tx.Hu))
	}
}

func sortStrings(l []string) []string {
	for i := range l {
		for j := i + 1; j < len(l); j++ {
			if l[j] < l[i] {
				l[i], l[j] = l[j], l[i]
			}
		}
	}
	return l
}

// inputsFor returns a few input sets per calculator that reach most steps and values.
func inputsFor(c *engine.Calculator) []engine.Values {
	out := []engine.Values{c.Inputs.Defaults()}
	r := rand.New(rand.NewSource(int64(len(c.ID))))
	for n := 0; n < 300; n++ {
		v := c.Inputs.Defaults()
		for i, f := range c.Inputs {
			switch f.Kind {
			case engine.KEnum:
				v[i] = []int64{int64(r.Intn(len(f.Options)))}
			case engine.KBool:
				v[i] = []int64{int64(r.Intn(2))}
			case engine.KInt:
				if r.Intn(2) == 0 {
					v[i] = []int64{f.Min + r.Int63n(min64(f.Max-f.Min+1, 40))}
				}
			case engine.KDateTime:
				if f.Optional && r.Intn(2) == 0 {
					v[i] = []int64{defaultEnd + r.Int63n(3*1440)}
				}
			}
		}
		out = append(out, v)
	}
	return out
}

func min64(a, b int64) int64 {
	if a < b {
		return a
	}
	return b
}

func TestMessages(t *testing.T) {
	for _, r := range Ruleset.Rules {
		if strings.HasPrefix(r.ID, "ocsb.") {
			checkText(t, r.Summary)
			if r.Info != "" {
				checkText(t, r.Info)
			}
		}
	}
	seen := map[string]bool{}
	for _, c := range Ruleset.Calculators {
		if !strings.HasPrefix(c.ID, "ocsb.") {
			continue
		}
		checkText(t, c.TitleKey())
		for i := range c.Inputs {
			f := &c.Inputs[i]
			checkText(t, f.LabelKey())
			for j := range f.Options {
				checkText(t, f.OptionKey(j))
			}
		}
		for _, v := range inputsFor(c) {
			res, err := c.Run(engine.NewParams(Ruleset, nil), v)
			if err != nil {
				if e, ok := err.(*engine.Error); ok && e.Key != "" {
					checkText(t, e.Key)
				}
				continue
			}
			for _, s := range res.Steps {
				if !seen[s.Key] {
					seen[s.Key] = true
					checkText(t, s.Key)
				}
				for _, a := range s.Args {
					if ref, ok := a.Value.(msg.Ref); ok && !seen[string(ref)] {
						seen[string(ref)] = true
						checkText(t, string(ref))
					}
				}
			}
			for _, d := range res.Decisions {
				if !strings.HasPrefix(d, "ocsb.dec.") {
					t.Errorf("%s: decision %s outside ocsb.dec.*", c.ID, d)
				}
				checkText(t, d)
			}
			for _, p := range res.Parties {
				checkText(t, "party."+p.Role)
				for _, o := range p.Outs {
					if !msg.Has("out."+o.Name) && !msg.Has(c.ID+".out."+o.Name) {
						t.Errorf("%s: no label for outcome %s", c.ID, o.Name)
					}
					if o.Str != "" {
						checkText(t, c.ID+".val."+o.Name+"."+o.Str)
					}
				}
			}
		}
	}
}

// ourTexts returns every text this package registered.
func ourTexts() map[string]msg.Text {
	out := map[string]msg.Text{}
	for _, k := range msg.Keys() {
		if strings.HasPrefix(k, "ocsb.") || strings.HasPrefix(k, "calc.ocsb.") || strings.HasPrefix(k, "rule.ocsb.") {
			out[k], _ = msg.Lookup(k)
		}
	}
	return out
}

func TestWording(t *testing.T) {
	bareMP := regexp.MustCompile(`\bMP\b`)
	ijekavian := regexp.MustCompile(`(?i)\b(vrijeme|prije|poslije|podijel\w*|sudac|natjecanj\w*|primijen\w*|mjesto|mjesta|cijel\w*|dvije|bijel\w*|pravilnik\w*ije)\b`)
	for k, tx := range ourTexts() {
		for _, s := range []string{tx.En, tx.Sr, tx.Hu} {
			if bareMP.MatchString(s) {
				t.Errorf("%s uses a bare \"MP\": %q", k, s)
			}
		}
		if ijekavian.MatchString(tx.Sr) {
			t.Errorf("%s: Serbian text is not ekavian: %q", k, tx.Sr)
		}
	}
	seed := shared.LoadSeeds(t, "ocsb-kmor-2018-19.hu.txt")
	for k, tx := range ourTexts() {
		for _, s := range []string{tx.En, tx.Sr, tx.Hu} {
			if g, _, ok := seed.Copy(s); ok {
				t.Errorf("%s repeats an 8-word sequence of the seed: %q", k, g)
			}
		}
	}
	for _, p := range Ruleset.Params {
		_ = p
	}
}

// The typed cores refuse an option code their form does not offer (the forms cannot send one).
func TestCoresRejectUnknownCodes(t *testing.T) {
	p := p0()
	for _, tc := range []struct {
		name  string
		run   func() (*engine.Result, error)
		field string
	}{
		{"zt clause", func() (*engine.Result, error) { return ZeroTolerance(p, ZeroToleranceInput{Clause: "g"}) }, "clause"},
		{"zt-log clause", func() (*engine.Result, error) {
			return ZTBook(p, ZTBookInput{Next: Incident{Clause: "a", Day: 1}, Earlier: []Incident{{Clause: "x", Day: 1}}})
		}, "earlier_clauses"},
		{"substitute target", func() (*engine.Result, error) { return Substitute(p, SubstituteInput{Target: "IV", Entered: "none"}) }, "target"},
		{"substitute entered", func() (*engine.Result, error) { return Substitute(p, SubstituteInput{Target: "II", Entered: ""}) }, "entered"},
		{"fee division", func() (*engine.Result, error) { return EntryFee(p, EntryFeeInput{Division: "IV", Players: 6}) }, "division"},
		{"format division", func() (*engine.Result, error) { return Format(p, FormatInput{Division: "IV", Teams: 12}) }, "division"},
		{"promotion division", func() (*engine.Result, error) {
			return PromotionAndRelegation(p, PromotionAndRelegationInput{Division: "IV", Place: 1, Div3Teams: 12})
		}, "division"},
		{"seeding method", func() (*engine.Result, error) {
			return Seeding(p, SeedingInput{Method: "draw", AvgMP: []float64{1, 2}})
		}, "method"},
		{"pairings half", func() (*engine.Result, error) {
			return PlayoffPairings(p, PlayoffPairingsInput{Round: 8, Half: "middle"})
		}, "half"},
		{"pairings round", func() (*engine.Result, error) {
			return PlayoffPairings(p, PlayoffPairingsInput{Round: 7, Half: "upper"})
		}, "round"},
		{"systems category", func() (*engine.Result, error) {
			return SystemPermission(p, SystemPermissionInput{Division: "I/A", Category: "purple"})
		}, "category"},
		{"systems division", func() (*engine.Result, error) {
			return SystemPermission(p, SystemPermissionInput{Division: "IV", Category: "green"})
		}, "division"},
		{"seating room", func() (*engine.Result, error) { return Seating(p, SeatingInput{MatchHalf: 1, Room: "lobby"}) }, "room"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tc.run()
			if engine.ErrorCode(err) != engine.EINVALID {
				t.Fatalf("error = %v, want EINVALID", err)
			}
			if f := engine.Errors(err)[0].Field; f != tc.field {
				t.Errorf("error field = %q, want %q", f, tc.field)
			}
		})
	}
}

// TestMatchResultGiven: ocsb.vp takes the two totals or the margin, with the same VPs.
func TestMatchResultGiven(t *testing.T) {
	tests := []struct {
		name       string
		set        calctest.Fields
		want       map[string]float64
		wantErrFor string
	}{
		{"totals 35 : 21 on 16 boards", calctest.Fields{"boards": 16, "imp_home": 35.0, "imp_visitor": 21.0},
			map[string]float64{"home.vp": 13.75, "visitor.vp": 6.25, "home.imp": 14, "visitor.imp": -14}, ""},
		{"margin 14 on 16 boards", calctest.Fields{"boards": 16, "given": "margin", "margin": 14.0},
			map[string]float64{"home.vp": 13.75, "visitor.vp": 6.25, "home.imp": 14, "visitor.imp": -14}, ""},
		{"margin −14 with a fine", calctest.Fields{"boards": 16, "given": "margin", "margin": -14.0, "fines_home": 0.5},
			map[string]float64{"home.vp": 5.75, "visitor.vp": 13.75, "home.vp_before_fines": 6.25}, ""},
		{"margin not given", calctest.Fields{"given": "margin"}, nil, "margin"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := calctest.Run(t, Ruleset, "ocsb.vp", tt.set, nil)
			if tt.wantErrFor != "" {
				if e, ok := err.(*engine.Error); !ok || e.Code != engine.EINVALID || e.Field != tt.wantErrFor {
					t.Fatalf("MatchResult(%v) error %v, want EINVALID naming %s", tt.set, err, tt.wantErrFor)
				}
				return
			}
			if err != nil {
				t.Fatalf("MatchResult(%v) error %v", tt.set, err)
			}
			f := r.Flat()
			for k, w := range tt.want {
				if g, _ := f[k].(float64); math.Abs(g-w) > 0.005 {
					t.Errorf("MatchResult(%v).%s = %v, want %v", tt.set, k, f[k], w)
				}
			}
		})
	}
}

// TestZTCountBy: repeats counted per player or per team as chosen on screen, else as the club
// setting says, with the DECISION note that names the choice.
func TestZTCountBy(t *testing.T) {
	// player 2 of team 1 breaches c) on day 3; player 1 of the same team breached c) earlier that day
	book := calctest.Fields{"clause": "c", "player": 2, "team": 1, "day": 3,
		"earlier_clauses": []int64{3}, "earlier_players": []int64{1}, "earlier_teams": []int64{1}, "earlier_days": []int64{3}}
	with := func(k string, v any) calctest.Fields {
		f := calctest.Fields{k: v}
		for a, b := range book {
			f[a] = b
		}
		return f
	}
	teamClub := map[string]float64{"zt.count_by": countByTeam}
	tests := []struct {
		name    string
		calc    string
		set     calctest.Fields
		club    map[string]float64
		vp      float64
		verdict string
		dec     string
	}{
		{"book, club setting (player)", "ocsb.zt-log", book, nil, 1, "single", "ocsb.dec.zt-unit-player"},
		{"book, club setting team", "ocsb.zt-log", book, teamClub, 2, "doubled", "ocsb.dec.zt-unit-team"},
		{"book, chosen per player", "ocsb.zt-log", with("count_by", "player"), nil, 1, "single", "ocsb.dec.zt-unit-chosen-player"},
		{"book, chosen per team", "ocsb.zt-log", with("count_by", "team"), nil, 2, "doubled", "ocsb.dec.zt-unit-chosen-team"},
		{"book, chosen per player over a team club", "ocsb.zt-log", with("count_by", "player"), teamClub, 1, "single", "ocsb.dec.zt-unit-chosen-player"},
		{"fine, chosen per team", "ocsb.zt", calctest.Fields{"clause": "a", "earlier_same_day": 1, "count_by": "team"}, nil, 1, "doubled", "ocsb.dec.zt-unit-chosen-team"},
		{"fine, club setting", "ocsb.zt", calctest.Fields{"clause": "a", "earlier_same_day": 0}, nil, 0.5, "single", "ocsb.dec.zt-unit-player"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, res := calctest.MustRun(t, Ruleset, tt.calc, tt.set, tt.club)
			if m["offender.vp"] != tt.vp || m["offender.verdict"] != tt.verdict {
				t.Errorf("%s(%v) = vp %v %v, want %v %v", tt.calc, tt.set, m["offender.vp"], m["offender.verdict"], tt.vp, tt.verdict)
			}
			if !slices.Contains(res.Decisions, tt.dec) {
				t.Errorf("%s(%v) decisions %v, want %s", tt.calc, tt.set, res.Decisions, tt.dec)
			}
		})
	}
}
