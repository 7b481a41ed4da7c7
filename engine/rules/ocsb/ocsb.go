// Package ocsb is the ocsb-kmor-2018 ruleset: the conditions of contest of the 2018/19
// Hungarian team championship, Central region (shared/spec/rules-catalogue.md, section
// "ocsb-kmor-2018"). The national competition regulations (package vsz) apply where these
// conditions are silent.
//
// Every number of the conditions is a parameter (Params); each calculator reads them through
// engine.Params, so a club file can override any of them.
package ocsb

import (
	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rules/law12"
)

// ID is the ruleset's identifier.
const ID = "ocsb-kmor-2018"

// Ruleset is ocsb-kmor-2018 as data.
var Ruleset = &engine.Ruleset{
	ID: ID,
	Names: msg.Text{
		En: "Hungarian team championship, Central region 2018/19",
		Sr: "Mađarsko timsko prvenstvo, centralni region 2018/19",
		Hu: "Csapatbajnokság, Közép-magyarországi régió 2018/19",
	},
	Source:  "MBSZ: OCSB Közép-magyarországi területi bajnokság 2018/19, versenykiírás (seeds/ocsb-kmor-2018-19.hu.txt)",
	Version: 1,
	Lang:    msg.HU,
	Params:  params,
	Rules:   rules,
}

func init() {
	// Law 12 adjusted scores apply to every bridge ruleset: its parameters follow this
	// ruleset's own (its calculators are appended by Load).
	Ruleset.Params = append(Ruleset.Params, law12.Params()...)
}

// calculators lists every calculator of the ruleset in the director's order.
func calculators() []*engine.Calculator {
	return []*engine.Calculator{
		ztCalc(), ztLogCalc(), slowPlayCalc(), vpCalc(), playoffCalc(), substituteCalc(), feeCalc(),
		promotionCalc(), rankingCalc(), formatCalc(), seedingCalc(), carryOverCalc(), pairingsCalc(),
		systemsCalc(), seatingCalc(), protestCalc(), correctionCalc(),
	}
}

// Count-by codes of zt.count_by.
const (
	countByPlayer = 0
	countByTeam   = 1
)

// params holds every number of the conditions. Append only.
var params = []engine.Param{
	// §5 VP scale, §4 match length, §15 play-offs
	{Key: "vp.total", Value: 20, Unit: "vp", Rule: "ocsb.vp", Section: "§5", Min: 20, Max: 20, Integer: true},
	{Key: "vp.match_boards", Value: 32, Unit: "boards", Rule: "ocsb.vp", Section: "§4", Min: 1, Max: 256, Integer: true},
	{Key: "playoff.boards", Value: 32, Unit: "boards", Rule: "ocsb.format", Section: "§15", Min: 1, Max: 256, Integer: true},
	{Key: "playoff.extension_boards", Value: 4, Unit: "boards", Rule: "ocsb.format", Section: "§15", Min: 1, Max: 32, Integer: true},
	{Key: "playoff.tie_margin", Value: 0, Unit: "imp", Rule: "ocsb.format", Section: "§15", Min: 0, Max: 10, Integer: false},

	// §10 Zero Tolerance
	{Key: "zt.a", Value: 0.5, Unit: "vp", Rule: "ocsb.zt", Section: "§10 ZT a)", Min: 0, Max: 20, Integer: false},
	{Key: "zt.b", Value: 0.5, Unit: "vp", Rule: "ocsb.zt", Section: "§10 ZT b)", Min: 0, Max: 20, Integer: false},
	{Key: "zt.c", Value: 1, Unit: "vp", Rule: "ocsb.zt", Section: "§10 ZT c)", Min: 0, Max: 20, Integer: false},
	{Key: "zt.d", Value: 1, Unit: "vp", Rule: "ocsb.zt", Section: "§10 ZT d)", Min: 0, Max: 20, Integer: false},
	{Key: "zt.e", Value: 1, Unit: "vp", Rule: "ocsb.zt", Section: "§10 ZT e)", Min: 0, Max: 20, Integer: false},
	{Key: "zt.f", Value: 1, Unit: "vp", Rule: "ocsb.zt", Section: "§10 ZT f)", Min: 0, Max: 20, Integer: false},
	{Key: "zt.repeat_factor", Value: 2, Unit: "factor", Rule: "ocsb.zt", Section: "§10 ZT", Min: 1, Max: 10, Integer: false},
	{Key: "zt.repeat_from", Value: 2, Unit: "count", Rule: "ocsb.zt", Section: "§10 ZT", Min: 2, Max: 10, Integer: true},
	{Key: "zt.count_by", Value: countByPlayer, Unit: "code", Rule: "ocsb.zt", Section: "§10 ZT", Min: 0, Max: 1, Integer: true},
	{Key: "zt.period_days", Value: 1, Unit: "days", Rule: "ocsb.zt", Section: "§10 ZT", Min: 1, Max: 400, Integer: true},
	{Key: "zt.complaint_hours", Value: 48, Unit: "hours", Rule: "ocsb.zt", Section: "§10 ZT", Min: 0, Max: 720, Integer: true},
	{Key: "zt.witnesses", Value: 2, Unit: "count", Rule: "ocsb.zt", Section: "§10 ZT", Min: 0, Max: 10, Integer: true},
	{Key: "zt.investigate_days", Value: 8, Unit: "days", Rule: "ocsb.zt", Section: "§10 ZT", Min: 0, Max: 90, Integer: true},
	{Key: "zt.referral_entries", Value: 3, Unit: "count", Rule: "ocsb.zt", Section: "§10 ZT", Min: 1, Max: 20, Integer: true},
	{Key: "zt.referral_days", Value: 365, Unit: "days", Rule: "ocsb.zt", Section: "§10 ZT", Min: 1, Max: 3660, Integer: true},

	// §11 lateness and slow play
	{Key: "slow.no_new_board_min", Value: 2, Unit: "min", Rule: "ocsb.slow-play", Section: "§11", Min: 0, Max: 30, Integer: true},
	{Key: "slow.imp_per_board", Value: 3, Unit: "imp", Rule: "ocsb.slow-play", Section: "§11", Min: 0, Max: 24, Integer: false},
	{Key: "slow.vp_each", Value: 0.5, Unit: "vp", Rule: "ocsb.slow-play", Section: "§11", Min: 0, Max: 20, Integer: false},

	// §3 substitutes
	{Key: "sub.short_boards_per_day", Value: 2, Unit: "boards", Rule: "ocsb.substitutes", Section: "§3", Min: 0, Max: 32, Integer: true},
	{Key: "sub.long_days_per_team", Value: 2, Unit: "days", Rule: "ocsb.substitutes", Section: "§3", Min: 0, Max: 30, Integer: true},
	{Key: "sub.mp_nowhere", Value: 10000, Unit: "masterpoints", Rule: "ocsb.substitutes", Section: "§3", Min: 0, Max: 1e6, Integer: false},
	{Key: "sub.mp_ia_only", Value: 5000, Unit: "masterpoints", Rule: "ocsb.substitutes", Section: "§3", Min: 0, Max: 1e6, Integer: false},
	{Key: "sub.mp_ia_ib", Value: 2500, Unit: "masterpoints", Rule: "ocsb.substitutes", Section: "§3", Min: 0, Max: 1e6, Integer: false},
	{Key: "sub.mp_ia_ii", Value: 1250, Unit: "masterpoints", Rule: "ocsb.substitutes", Section: "§3", Min: 0, Max: 1e6, Integer: false},
	{Key: "sub.max_divisions_below", Value: 1, Unit: "count", Rule: "ocsb.substitutes", Section: "§3", Min: 0, Max: 3, Integer: true},

	// §4 format
	{Key: "format.ia_teams", Value: 12, Unit: "count", Rule: "ocsb.format", Section: "§4", Min: 2, Max: 40, Integer: true},
	{Key: "format.ib_teams", Value: 16, Unit: "count", Rule: "ocsb.format", Section: "§4", Min: 2, Max: 40, Integer: true},
	{Key: "format.ii_teams", Value: 16, Unit: "count", Rule: "ocsb.format", Section: "§4", Min: 2, Max: 40, Integer: true},
	{Key: "format.group_size", Value: 8, Unit: "count", Rule: "ocsb.format", Section: "§4", Min: 2, Max: 20, Integer: true},
	{Key: "format.group_rounds", Value: 7, Unit: "count", Rule: "ocsb.format", Section: "§4", Min: 1, Max: 20, Integer: true},
	{Key: "format.playoff_half", Value: 4, Unit: "count", Rule: "ocsb.format", Section: "§4", Min: 1, Max: 10, Integer: true},
	{Key: "format.carry_other_factor", Value: 0.5, Unit: "factor", Rule: "ocsb.format", Section: "§4", Min: 0, Max: 1, Integer: false},
	{Key: "format.iii_rr_max", Value: 12, Unit: "count", Rule: "ocsb.format", Section: "§4 III", Min: 2, Max: 99, Integer: true},
	{Key: "format.iii_case_max", Value: 14, Unit: "count", Rule: "ocsb.format", Section: "§4 III", Min: 2, Max: 99, Integer: true},
	{Key: "format.iii_as_ii", Value: 16, Unit: "count", Rule: "ocsb.format", Section: "§4 III", Min: 2, Max: 99, Integer: true},
	{Key: "format.iii_playoff_max", Value: 19, Unit: "count", Rule: "ocsb.format", Section: "§4 III", Min: 2, Max: 99, Integer: true},
	{Key: "format.iii_rr2_max", Value: 23, Unit: "count", Rule: "ocsb.format", Section: "§4 III", Min: 2, Max: 99, Integer: true},
	{Key: "format.iii_groups_max", Value: 34, Unit: "count", Rule: "ocsb.format", Section: "§4 III", Min: 2, Max: 99, Integer: true},
	{Key: "format.iii_min_days", Value: 11, Unit: "days", Rule: "ocsb.format", Section: "§4 III", Min: 1, Max: 40, Integer: true},
	{Key: "format.iii_seed_players", Value: 4, Unit: "count", Rule: "ocsb.format", Section: "§4 III", Min: 1, Max: 7, Integer: true},
	{Key: "ranking.best_teams", Value: 6, Unit: "count", Rule: "ocsb.format", Section: "§6", Min: 1, Max: 16, Integer: true},

	// §15 promotion and relegation; §16 national final
	{Key: "promo.ia_stay_to", Value: 9, Unit: "place", Rule: "ocsb.format", Section: "§15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ia_playoff_stay", Value: 10, Unit: "place", Rule: "ocsb.format", Section: "§15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ib_up_to", Value: 2, Unit: "place", Rule: "ocsb.format", Section: "§15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ib_playoff_up", Value: 3, Unit: "place", Rule: "ocsb.format", Section: "§15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ib_stay_to", Value: 12, Unit: "place", Rule: "ocsb.format", Section: "§15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ib_playoff_stay", Value: 13, Unit: "place", Rule: "ocsb.format", Section: "§15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ii_up_to", Value: 3, Unit: "place", Rule: "ocsb.format", Section: "§15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ii_playoff_up", Value: 4, Unit: "place", Rule: "ocsb.format", Section: "§15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.iii_small_max", Value: 11, Unit: "count", Rule: "ocsb.format", Section: "§15", Min: 0, Max: 99, Integer: true},
	{Key: "promo.ii_stay_to_small", Value: 13, Unit: "place", Rule: "ocsb.format", Section: "§15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ii_playoff_stay_small", Value: 14, Unit: "place", Rule: "ocsb.format", Section: "§15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ii_stay_to_large", Value: 12, Unit: "place", Rule: "ocsb.format", Section: "§15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ii_playoff_stay_large", Value: 13, Unit: "place", Rule: "ocsb.format", Section: "§15", Min: 0, Max: 40, Integer: true},
	{Key: "final.four_to", Value: 1, Unit: "place", Rule: "ocsb.format", Section: "§16", Min: 0, Max: 12, Integer: true},
	{Key: "final.semi_to", Value: 3, Unit: "place", Rule: "ocsb.format", Section: "§16", Min: 0, Max: 12, Integer: true},
	{Key: "final.middle_to", Value: 6, Unit: "place", Rule: "ocsb.format", Section: "§16", Min: 0, Max: 12, Integer: true},

	// §8 seating and player changes
	{Key: "seating.open_change_boards", Value: 8, Unit: "boards", Rule: "ocsb.seating-and-changes", Section: "§8", Min: 1, Max: 64, Integer: true},
	{Key: "seating.closed_change_boards", Value: 16, Unit: "boards", Rule: "ocsb.seating-and-changes", Section: "§8", Min: 1, Max: 64, Integer: true},

	// §1, §2, §12, §16, §17 other numbers
	{Key: "other.team_min", Value: 4, Unit: "count", Rule: "ocsb.other", Section: "§1", Min: 4, Max: 10, Integer: true},
	{Key: "other.team_max", Value: 7, Unit: "count", Rule: "ocsb.other", Section: "§1", Min: 4, Max: 10, Integer: true},
	{Key: "other.startlist_pct", Value: 50, Unit: "pct", Rule: "ocsb.other", Section: "§2", Min: 0, Max: 100, Integer: false},
	{Key: "other.postpone_matches", Value: 1, Unit: "count", Rule: "ocsb.other", Section: "§12", Min: 0, Max: 10, Integer: true},
	{Key: "other.postpone_agree_days", Value: 7, Unit: "days", Rule: "ocsb.other", Section: "§12", Min: 0, Max: 60, Integer: true},
	{Key: "other.rural_min_pct", Value: 50, Unit: "pct", Rule: "ocsb.other", Section: "§16", Min: 0, Max: 100, Integer: false},
	{Key: "other.play_start_min", Value: 17*60 + 45, Unit: "min", Rule: "ocsb.other", Section: "§17", Min: 0, Max: 1439, Integer: true},
	{Key: "other.play_end_min", Value: 22*60 + 20, Unit: "min", Rule: "ocsb.other", Section: "§17", Min: 0, Max: 1439, Integer: true},

	// §7 results
	{Key: "results.early_days", Value: 6, Unit: "count", Rule: "ocsb.results", Section: "§7", Min: 0, Max: 20, Integer: true},

	// §13 protests
	{Key: "protest.intent_hour", Value: 18, Unit: "hours", Rule: "ocsb.protests", Section: "§13", Min: 0, Max: 24, Integer: false},
	{Key: "protest.reasons_hours", Value: 24, Unit: "hours", Rule: "ocsb.protests", Section: "§13", Min: 0, Max: 240, Integer: false},
	{Key: "protest.file_hours", Value: 24, Unit: "hours", Rule: "ocsb.protests", Section: "§13", Min: 0, Max: 240, Integer: false},
	{Key: "protest.fee_ft", Value: 5000, Unit: "ft", Rule: "ocsb.protests", Section: "§13", Min: 0, Max: 1e6, Integer: false},
	{Key: "protest.appeal_days", Value: 7, Unit: "days", Rule: "ocsb.protests", Section: "§13", Min: 0, Max: 60, Integer: false},
	{Key: "protest.last_intent_min", Value: 10, Unit: "min", Rule: "ocsb.protests", Section: "§13 *", Min: 0, Max: 600, Integer: true},
	{Key: "protest.last_file_min", Value: 30, Unit: "min", Rule: "ocsb.protests", Section: "§13 *", Min: 0, Max: 600, Integer: true},
	{Key: "protest.day_starts_hour", Value: 6, Unit: "hours", Rule: "ocsb.protests", Section: "§13", Min: 0, Max: 12, Integer: false},

	// §18 fees
	{Key: "fee.ia", Value: 66000, Unit: "ft", Rule: "ocsb.fees", Section: "§18", Min: 0, Max: 1e7, Integer: false},
	{Key: "fee.ib", Value: 55000, Unit: "ft", Rule: "ocsb.fees", Section: "§18", Min: 0, Max: 1e7, Integer: false},
	{Key: "fee.ii", Value: 44000, Unit: "ft", Rule: "ocsb.fees", Section: "§18", Min: 0, Max: 1e7, Integer: false},
	{Key: "fee.iii", Value: 33000, Unit: "ft", Rule: "ocsb.fees", Section: "§18", Min: 0, Max: 1e7, Integer: false},
	{Key: "fee.youth_discount", Value: 0.5, Unit: "factor", Rule: "ocsb.fees", Section: "§18", Min: 0, Max: 1, Integer: false},
	{Key: "fee.under20_discount", Value: 0.75, Unit: "factor", Rule: "ocsb.fees", Section: "§18", Min: 0, Max: 1, Integer: false},
	{Key: "fee.amateur_discount", Value: 0.5, Unit: "factor", Rule: "ocsb.fees", Section: "§18", Min: 0, Max: 1, Integer: false},
	{Key: "fee.cup_free_min_teams", Value: 3, Unit: "count", Rule: "ocsb.fees", Section: "§18", Min: 1, Max: 20, Integer: true},
}

// rules holds one entry for every ### ID of the catalogue's ocsb section.
var rules = []engine.Rule{
	{ID: "ocsb.vp", Section: "§5", Calculators: []string{"ocsb.vp"}},
	{ID: "ocsb.zt", Section: "§10 ZT", Calculators: []string{"ocsb.zt", "ocsb.zt-log"}},
	{ID: "ocsb.slow-play", Section: "§11", Calculators: []string{"ocsb.slow-play"}},
	{ID: "ocsb.substitutes", Section: "§3", Calculators: []string{"ocsb.substitute"}},
	{ID: "ocsb.format", Section: "§4, §6, §15, §16", Calculators: []string{"ocsb.format", "ocsb.seeding",
		"ocsb.carry-over", "ocsb.playoff-pairings", "ocsb.ranking", "ocsb.promotion", "ocsb.playoff"}},
	{ID: "ocsb.seating-and-changes", Section: "§8", Calculators: []string{"ocsb.seating"}},
	{ID: "ocsb.other", Section: "§1, §2, §12, §16", Info: "ocsb.info.other"},
	{ID: "ocsb.results", Section: "§7", Calculators: []string{"ocsb.correction"}},
	{ID: "ocsb.systems", Section: "§9", Calculators: []string{"ocsb.systems", "ocsb.seating"}},
	{ID: "ocsb.protests", Section: "§13", Calculators: []string{"ocsb.protest"}},
	{ID: "ocsb.fees", Section: "§18", Calculators: []string{"ocsb.fee"}},
}

func init() {
	for i := range rules {
		rules[i].Summary = "rule." + rules[i].ID
	}
	Ruleset.Rules = append(rules, law12.Rules()...)
}

// Divisions, in order from the top.
var divisions = []string{"I/A", "I/B", "II", "III"}

// field constructors: every label is "ocsb.f.<name>".

func label(name string) string { return "ocsb.f." + name }

func fInt(name string, min, max, def int64) engine.Field {
	return engine.Field{Name: name, Kind: engine.KInt, Min: min, Max: max, Default: []int64{def}, Label: label(name)}
}

func fDec(name string, prec int, min, max, def float64) engine.Field {
	s := pow10(prec)
	return engine.Field{Name: name, Kind: engine.KDecimal, Prec: prec, Min: round64(min * s), Max: round64(max * s),
		Default: []int64{round64(def * s)}, Label: label(name)}
}

func fEnum(name string, options []string, def int64) engine.Field {
	return engine.Field{Name: name, Kind: engine.KEnum, Options: options, Default: []int64{def}, Label: label(name)}
}

func fBool(name string, def bool) engine.Field {
	d := int64(0)
	if def {
		d = 1
	}
	return engine.Field{Name: name, Kind: engine.KBool, Default: []int64{d}, Label: label(name)}
}

func fTime(name string, def int64, optional bool) engine.Field {
	f := engine.Field{Name: name, Kind: engine.KDateTime, Min: 0, Max: maxDateTime, Label: label(name), Optional: optional}
	if def >= 0 {
		f.Default = []int64{def}
	}
	return f
}

func fIntList(name string, min, max int64, maxItems int, def ...int64) engine.Field {
	return engine.Field{Name: name, Kind: engine.KIntList, Min: min, Max: max, MaxItems: maxItems, Default: def, Label: label(name)}
}

func fDecList(name string, prec int, min, max float64, minItems, maxItems int, def ...float64) engine.Field {
	s := pow10(prec)
	var d []int64
	for _, x := range def {
		d = append(d, round64(x*s))
	}
	return engine.Field{Name: name, Kind: engine.KDecList, Prec: prec, Min: round64(min * s), Max: round64(max * s),
		MinItems: minItems, MaxItems: maxItems, Default: d, Label: label(name)}
}
