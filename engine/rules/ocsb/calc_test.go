package ocsb

import (
	"math"
	"math/big"
	"testing"
	"time"

	"arbiter/engine"
)

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
			m, res := mustRun(t, "ocsb.zt", map[string][]int64{"clause": {idx(clauses, tc.clause)}, "earlier_same_day": {tc.earlier}})
			if m["vp"] != tc.vp || m["verdict"] != tc.verdict {
				t.Errorf("ocsb.zt(%s, %d) = %v %v, want %v %v", tc.clause, tc.earlier, m["vp"], m["verdict"], tc.vp, tc.verdict)
			}
			if hasDecision(res, "ocsb.dec.zt-flat-double") != tc.flat {
				t.Errorf("flat-double decision = %v, want %v", !tc.flat, tc.flat)
			}
			if !hasDecision(res, "ocsb.dec.zt-unit-player") {
				t.Errorf("decisions %v lack the counting-unit note", res.Decisions)
			}
		})
	}
	res, err := run(t, "ocsb.zt", map[string][]int64{"earlier_same_day": {51}})
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
	m, res := mustRun(t, "ocsb.zt-log", map[string][]int64{"clause": {2}, "day": {3},
		"earlier_clauses": {3, 1}, "earlier_players": {1, 1}, "earlier_teams": {1, 1}, "earlier_days": {3, 3}})
	if m["offender.vp"] != 2.0 || m["player.total_vp"] != 3.5 || m["team.day_vp"] != 3.5 {
		t.Errorf("ocsb.zt-log = %v, want vp 2, player total 3.5, team day 3.5", m)
	}
	if !hasDecision(res, "ocsb.dec.zt-period") {
		t.Errorf("decisions %v lack ocsb.dec.zt-period", res.Decisions)
	}
	for _, tc := range []struct {
		name  string
		set   map[string][]int64
		field string
	}{
		{"lengths differ", map[string][]int64{"earlier_clauses": {1}, "earlier_players": {}, "earlier_teams": {1}, "earlier_days": {1}}, "earlier_players"},
		{"not chronological", map[string][]int64{"earlier_clauses": {1, 1}, "earlier_players": {1, 1}, "earlier_teams": {1, 1}, "earlier_days": {3, 2}}, "earlier_days"},
		{"new before earlier", map[string][]int64{"day": {1}, "earlier_clauses": {1}, "earlier_players": {1}, "earlier_teams": {1}, "earlier_days": {2}}, "day"},
		{"clause out of range", map[string][]int64{"earlier_clauses": {7}, "earlier_players": {1}, "earlier_teams": {1}, "earlier_days": {1}}, "earlier_clauses"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := run(t, "ocsb.zt-log", tc.set)
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
		set       map[string][]int64
		toOpp     float64
		each      float64
		cancelled any
		dec       string
	}{
		{"known 2 boards", map[string][]int64{"unplayed": {2}}, 6, 0, nil, ""},
		{"known 0 boards", map[string][]int64{"unplayed": {0}}, 0, 0, nil, ""},
		{"unknown", map[string][]int64{"unplayed": {3}, "responsible": {1}}, 0, 0.5, nil, ""},
		{"started 3 min before end", map[string][]int64{"minutes_left": {3}}, 3, 0, false, ""},
		{"started exactly 2 min before end", map[string][]int64{"minutes_left": {2}}, 3, 0, true, "ocsb.dec.slow-boundary"},
		{"started 1 min before end", map[string][]int64{"minutes_left": {1}}, 3, 0, true, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, res := mustRun(t, "ocsb.slow-play", tc.set)
			if m["imp_to_opponents"] != tc.toOpp || m["vp_each"] != tc.each {
				t.Errorf("ocsb.slow-play(%v) = %v IMP, %v VP, want %v, %v", tc.set, m["imp_to_opponents"], m["vp_each"], tc.toOpp, tc.each)
			}
			if m["board_cancelled"] != tc.cancelled {
				t.Errorf("ocsb.slow-play(%v) board_cancelled = %v, want %v", tc.set, m["board_cancelled"], tc.cancelled)
			}
			if tc.dec != "" && !hasDecision(res, tc.dec) {
				t.Errorf("decisions %v lack %s", res.Decisions, tc.dec)
			}
		})
	}
	m, _ := mustRun(t, "ocsb.slow-play", map[string][]int64{"unplayed": {2}, "side": {1}})
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
	_, res := mustRun(t, "ocsb.vp", map[string][]int64{"imp_home": {0}, "imp_visitor": {9000}, "fines_home": {100}})
	if !hasDecision(res, "ocsb.dec.vp-below-zero") {
		t.Errorf("decisions %v lack ocsb.dec.vp-below-zero", res.Decisions)
	}
}

// VP of a played match sum to 20 before fines, for every margin and length.
func TestPropertyVPSum(t *testing.T) {
	for boards := 1; boards <= 64; boards += 3 {
		for m := 0; m <= 12000; m += 37 {
			f, _ := mustRun(t, "ocsb.vp", map[string][]int64{"boards": {int64(boards)}, "imp_home": {int64(m)}, "imp_visitor": {int64(6000 - m/2)},
				"fines_home": {50}, "fines_visitor": {100}})
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
		ih, iv, ext int64
		out         string
		boards      float64
		dec         bool
	}{
		{6000, 5000, 0, "home", 0, false},
		{5000, 6000, 0, "visitor", 0, false},
		{6000, 6000, 0, "extension", 4, false},
		{6000, 6000, 1, "extension", 4, true},
	} {
		m, res := mustRun(t, "ocsb.playoff", map[string][]int64{"imp_home": {tc.ih}, "imp_visitor": {tc.iv}, "extensions": {tc.ext}})
		if m["outcome"] != tc.out || m["boards_to_play"] != tc.boards || hasDecision(res, "ocsb.dec.playoff-repeat") != tc.dec {
			t.Errorf("ocsb.playoff(%d, %d, %d) = %v %v %v, want %v %v %v", tc.ih, tc.iv, tc.ext, m["outcome"], m["boards_to_play"], res.Decisions, tc.out, tc.boards, tc.dec)
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
	_, res := mustRun(t, "ocsb.substitute", map[string][]int64{"target": {0}, "entered": {3}})
	if !hasDecision(res, "ocsb.dec.sub-upwards") {
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
	if got := roundHalfUp(big.NewRat(5, 2)); got != 3 {
		t.Errorf("roundHalfUp(2.5) = %d, want 3", got)
	}
}

func TestFeeCalculator(t *testing.T) {
	m, res := mustRun(t, "ocsb.fee", map[string][]int64{"paid": {60000}})
	if m["fee"] != 66000.0 || m["owed"] != 6000.0 || hasDecision(res, "ocsb.dec.fee-no-refund") {
		t.Errorf("ocsb.fee(paid 60000 for 66000) = %v %v, want owed 6000", m, res.Decisions)
	}
	m, res = mustRun(t, "ocsb.fee", map[string][]int64{"paid": {70000}})
	if m["owed"] != 0.0 || !hasDecision(res, "ocsb.dec.fee-no-refund") {
		t.Errorf("ocsb.fee(paid 70000) = %v %v, want owed 0 and the no-refund note", m, res.Decisions)
	}
	_, res = mustRun(t, "ocsb.fee", map[string][]int64{"division": {3}, "amateur": {1}})
	if !hasDecision(res, "ocsb.dec.fee-amateur-first") {
		t.Errorf("decisions %v lack ocsb.dec.fee-amateur-first", res.Decisions)
	}
	_, res = mustRun(t, "ocsb.fee", map[string][]int64{"division": {0}, "amateur": {1}})
	if !hasDecision(res, "ocsb.dec.fee-amateur-iii") {
		t.Errorf("decisions %v lack ocsb.dec.fee-amateur-iii", res.Decisions)
	}
	for _, set := range []map[string][]int64{
		{"players": {4}, "youth": {5}},
		{"players": {4}, "youth": {2}, "under20": {3}},
		{"players": {3}},
		{"players": {8}},
	} {
		if _, err := run(t, "ocsb.fee", set); engine.ErrorCode(err) != engine.EINVALID {
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
		m, _ := mustRun(t, "ocsb.promotion", map[string][]int64{"place": {place}})
		if m["final"] != want {
			t.Errorf("ocsb.promotion(I/A, %d) final = %v, want %s", place, m["final"], want)
		}
	}
	if _, err := run(t, "ocsb.promotion", map[string][]int64{"place": {13}}); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("ocsb.promotion(I/A, 13) error = %v, want EINVALID", err)
	}
	if _, res := mustRun(t, "ocsb.promotion", map[string][]int64{"division": {3}, "place": {3}}); !hasDecision(res, "ocsb.dec.promo-iii") {
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
	m, _ := mustRun(t, "ocsb.format", map[string][]int64{"division": {0}})
	if m["format"] != "round-robin" || m["rounds"] != 11.0 {
		t.Errorf("ocsb.format(I/A) = %v, want round-robin, 11 rounds", m)
	}
	m, _ = mustRun(t, "ocsb.format", map[string][]int64{"division": {1}})
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
	_, res := mustRun(t, "ocsb.seeding", map[string][]int64{"avg_mp": {10, 20, 10}})
	if !hasDecision(res, "ocsb.dec.seed-ties") {
		t.Errorf("decisions %v lack ocsb.dec.seed-ties", res.Decisions)
	}
}

func TestCarryOver(t *testing.T) {
	c, s, o := CarryOver(p0(), []float64{15, 9.4, 12}, []float64{17.5, 11.3, 6.1, 14}, 1.5)
	if math.Abs(c-(36.4+24.45-1.5)) > 1e-9 || math.Abs(s-36.4) > 1e-9 || math.Abs(o-24.45) > 1e-9 {
		t.Errorf("CarryOver = %v, %v, %v, want 59.35, 36.4, 24.45", c, s, o)
	}
	if _, err := run(t, "ocsb.carry-over", map[string][]int64{"vp_same": {1000, 1000, 1000}, "vp_other": {1, 1, 1, 1, 1}}); engine.ErrorCode(err) != engine.EINVALID {
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
	m, res := mustRun(t, "ocsb.playoff-pairings", map[string][]int64{"round": {9}, "half": {1}})
	if m["opponent"] != 7.0 || !res.Estimate || !hasDecision(res, "ocsb.dec.pairings-inferred") {
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
	m, _ := mustRun(t, "ocsb.systems", map[string][]int64{"division": {0}, "category": {3}})
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
	_, res := mustRun(t, "ocsb.seating", map[string][]int64{"home_special": {1}, "visitor_special": {1}})
	if !hasDecision(res, "ocsb.dec.seat-both-special") {
		t.Errorf("decisions %v lack ocsb.dec.seat-both-special", res.Decisions)
	}
	for _, tc := range []struct {
		room, played int64
		ok           bool
		seats        string
	}{{0, 8, true, "ns"}, {0, 12, false, "ns"}, {1, 8, false, "ew"}, {1, 16, true, "ew"}} {
		m, _ := mustRun(t, "ocsb.seating", map[string][]int64{"room": {tc.room}, "boards_played": {tc.played}})
		if m["change_allowed"] != tc.ok || m["home_seats"] != tc.seats {
			t.Errorf("ocsb.seating(room %d, %d boards) = %v, want change %v seats %s", tc.room, tc.played, m, tc.ok, tc.seats)
		}
	}
}

func TestProtest(t *testing.T) {
	at := func(mo time.Month, d, h, mi int) int64 { return minutesOf(2018, mo, d, h, mi) }
	end := at(time.September, 4, 22, 20)
	m, res := mustRun(t, "ocsb.protest", map[string][]int64{"play_end": {end}})
	if m["intent_deadline"] != float64(at(time.September, 5, 18, 0)) || m["reasons_deadline"] != float64(at(time.September, 6, 18, 0)) {
		t.Errorf("ocsb.protest(%s) = intent %s, reasons %s, want 2018-09-05 18:00, 2018-09-06 18:00", fmtTime(end),
			fmtTime(int64(m["intent_deadline"].(float64))), fmtTime(int64(m["reasons_deadline"].(float64))))
	}
	if !hasDecision(res, "ocsb.dec.protest-reasons-latest") || m["fee"] != 5000.0 {
		t.Errorf("ocsb.protest decisions %v fee %v", res.Decisions, m["fee"])
	}
	// play ending after midnight belongs to the previous day
	m, res = mustRun(t, "ocsb.protest", map[string][]int64{"play_end": {at(time.September, 5, 0, 30)}})
	if m["intent_deadline"] != float64(at(time.September, 5, 18, 0)) || !hasDecision(res, "ocsb.dec.protest-after-midnight") {
		t.Errorf("ocsb.protest(00:30) intent = %s, %v, want 2018-09-05 18:00 and the after-midnight note", fmtTime(int64(m["intent_deadline"].(float64))), res.Decisions)
	}
	// intent exactly at 18:00 is in time, a minute later is not; filing 24 h after the reasons
	for _, tc := range []struct {
		sent int64
		ok   bool
	}{{at(time.September, 5, 18, 0), true}, {at(time.September, 5, 18, 1), false}} {
		m, _ := mustRun(t, "ocsb.protest", map[string][]int64{"play_end": {end}, "intent_sent": {tc.sent}, "reasons_received": {at(time.September, 6, 10, 0)},
			"committee_decision": {at(time.September, 10, 20, 0)}})
		if m["in_time"] != tc.ok || m["filing_deadline"] != float64(at(time.September, 7, 10, 0)) || m["appeal_deadline"] != float64(at(time.September, 17, 20, 0)) {
			t.Errorf("ocsb.protest(sent %s) = %v", fmtTime(tc.sent), m)
		}
	}
	m, _ = mustRun(t, "ocsb.protest", map[string][]int64{"play_end": {end}, "last_day": {1}})
	if m["intent_deadline"] != float64(end+10) || m["filing_deadline"] != float64(end+30) {
		t.Errorf("ocsb.protest(last day) = %v, want end +10 and +30 minutes", m)
	}
}

func TestCorrection(t *testing.T) {
	end := minutesOf(2018, time.October, 2, 22, 20)
	next := minutesOf(2018, time.October, 9, 17, 45)
	m, _ := mustRun(t, "ocsb.correction", map[string][]int64{"round": {6}, "play_end": {end}, "next_round": {next}, "reported": {next - 1}})
	if m["kind"] != "next-round" || m["deadline"] != float64(next) || m["in_time"] != true {
		t.Errorf("ocsb.correction(round 6) = %v", m)
	}
	m, res := mustRun(t, "ocsb.correction", map[string][]int64{"round": {7}, "play_end": {end}, "reported": {minutesOf(2018, time.October, 3, 0, 0)}})
	if m["kind"] != "midnight" || m["deadline"] != float64(minutesOf(2018, time.October, 3, 0, 0)) || m["in_time"] != false || !hasDecision(res, "ocsb.dec.corr-at-deadline") {
		t.Errorf("ocsb.correction(round 7, at midnight) = %v %v", m, res.Decisions)
	}
	m, _ = mustRun(t, "ocsb.correction", map[string][]int64{"round": {11}, "last_round": {1}, "reported": {end}})
	if m["kind"] != "closed" || m["in_time"] != false {
		t.Errorf("ocsb.correction(last round) = %v", m)
	}
	if _, err := run(t, "ocsb.correction", map[string][]int64{"round": {3}, "next_round": nil}); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("ocsb.correction(round 3, no next round) error = %v, want EINVALID", err)
	}
}
