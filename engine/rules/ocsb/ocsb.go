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

func par(key string, v float64, unit, rule, section string, min, max float64, integer bool) engine.Param {
	return engine.Param{Key: key, Value: v, Unit: unit, Rule: rule, Section: section, Min: min, Max: max, Integer: integer}
}

// Count-by codes of zt.count_by.
const (
	countByPlayer = 0
	countByTeam   = 1
)

// params holds every number of the conditions. Append only.
var params = []engine.Param{
	// §5 VP scale, §4 match length, §15 play-offs
	par("vp.total", 20, "vp", "ocsb.vp", "§5", 20, 20, true),
	par("vp.match_boards", 32, "boards", "ocsb.vp", "§4", 1, 256, true),
	par("playoff.boards", 32, "boards", "ocsb.format", "§15", 1, 256, true),
	par("playoff.extension_boards", 4, "boards", "ocsb.format", "§15", 1, 32, true),
	par("playoff.tie_margin", 0, "imp", "ocsb.format", "§15", 0, 10, false),

	// §10 Zero Tolerance
	par("zt.a", 0.5, "vp", "ocsb.zt", "§10 ZT a)", 0, 20, false),
	par("zt.b", 0.5, "vp", "ocsb.zt", "§10 ZT b)", 0, 20, false),
	par("zt.c", 1, "vp", "ocsb.zt", "§10 ZT c)", 0, 20, false),
	par("zt.d", 1, "vp", "ocsb.zt", "§10 ZT d)", 0, 20, false),
	par("zt.e", 1, "vp", "ocsb.zt", "§10 ZT e)", 0, 20, false),
	par("zt.f", 1, "vp", "ocsb.zt", "§10 ZT f)", 0, 20, false),
	par("zt.repeat_factor", 2, "factor", "ocsb.zt", "§10 ZT", 1, 10, false),
	par("zt.repeat_from", 2, "count", "ocsb.zt", "§10 ZT", 2, 10, true),
	par("zt.count_by", countByPlayer, "code", "ocsb.zt", "§10 ZT", 0, 1, true),
	par("zt.period_days", 1, "days", "ocsb.zt", "§10 ZT", 1, 400, true),
	par("zt.complaint_hours", 48, "hours", "ocsb.zt", "§10 ZT", 0, 720, true),
	par("zt.witnesses", 2, "count", "ocsb.zt", "§10 ZT", 0, 10, true),
	par("zt.investigate_days", 8, "days", "ocsb.zt", "§10 ZT", 0, 90, true),
	par("zt.referral_entries", 3, "count", "ocsb.zt", "§10 ZT", 1, 20, true),
	par("zt.referral_days", 365, "days", "ocsb.zt", "§10 ZT", 1, 3660, true),

	// §11 lateness and slow play
	par("slow.no_new_board_min", 2, "min", "ocsb.slow-play", "§11", 0, 30, true),
	par("slow.imp_per_board", 3, "imp", "ocsb.slow-play", "§11", 0, 24, false),
	par("slow.vp_each", 0.5, "vp", "ocsb.slow-play", "§11", 0, 20, false),

	// §3 substitutes
	par("sub.short_boards_per_day", 2, "boards", "ocsb.substitutes", "§3", 0, 32, true),
	par("sub.long_days_per_team", 2, "days", "ocsb.substitutes", "§3", 0, 30, true),
	par("sub.mp_nowhere", 10000, "masterpoints", "ocsb.substitutes", "§3", 0, 1e6, false),
	par("sub.mp_ia_only", 5000, "masterpoints", "ocsb.substitutes", "§3", 0, 1e6, false),
	par("sub.mp_ia_ib", 2500, "masterpoints", "ocsb.substitutes", "§3", 0, 1e6, false),
	par("sub.mp_ia_ii", 1250, "masterpoints", "ocsb.substitutes", "§3", 0, 1e6, false),
	par("sub.max_divisions_below", 1, "count", "ocsb.substitutes", "§3", 0, 3, true),

	// §4 format
	par("format.ia_teams", 12, "count", "ocsb.format", "§4", 2, 40, true),
	par("format.ib_teams", 16, "count", "ocsb.format", "§4", 2, 40, true),
	par("format.ii_teams", 16, "count", "ocsb.format", "§4", 2, 40, true),
	par("format.group_size", 8, "count", "ocsb.format", "§4", 2, 20, true),
	par("format.group_rounds", 7, "count", "ocsb.format", "§4", 1, 20, true),
	par("format.playoff_half", 4, "count", "ocsb.format", "§4", 1, 10, true),
	par("format.carry_other_factor", 0.5, "factor", "ocsb.format", "§4", 0, 1, false),
	par("format.iii_rr_max", 12, "count", "ocsb.format", "§4 III", 2, 99, true),
	par("format.iii_case_max", 14, "count", "ocsb.format", "§4 III", 2, 99, true),
	par("format.iii_as_ii", 16, "count", "ocsb.format", "§4 III", 2, 99, true),
	par("format.iii_playoff_max", 19, "count", "ocsb.format", "§4 III", 2, 99, true),
	par("format.iii_rr2_max", 23, "count", "ocsb.format", "§4 III", 2, 99, true),
	par("format.iii_groups_max", 34, "count", "ocsb.format", "§4 III", 2, 99, true),
	par("format.iii_min_days", 11, "days", "ocsb.format", "§4 III", 1, 40, true),
	par("format.iii_seed_players", 4, "count", "ocsb.format", "§4 III", 1, 7, true),
	par("ranking.best_teams", 6, "count", "ocsb.format", "§6", 1, 16, true),

	// §15 promotion and relegation; §16 national final
	par("promo.ia_stay_to", 9, "place", "ocsb.format", "§15", 0, 40, true),
	par("promo.ia_playoff_stay", 10, "place", "ocsb.format", "§15", 0, 40, true),
	par("promo.ib_up_to", 2, "place", "ocsb.format", "§15", 0, 40, true),
	par("promo.ib_playoff_up", 3, "place", "ocsb.format", "§15", 0, 40, true),
	par("promo.ib_stay_to", 12, "place", "ocsb.format", "§15", 0, 40, true),
	par("promo.ib_playoff_stay", 13, "place", "ocsb.format", "§15", 0, 40, true),
	par("promo.ii_up_to", 3, "place", "ocsb.format", "§15", 0, 40, true),
	par("promo.ii_playoff_up", 4, "place", "ocsb.format", "§15", 0, 40, true),
	par("promo.iii_small_max", 11, "count", "ocsb.format", "§15", 0, 99, true),
	par("promo.ii_stay_to_small", 13, "place", "ocsb.format", "§15", 0, 40, true),
	par("promo.ii_playoff_stay_small", 14, "place", "ocsb.format", "§15", 0, 40, true),
	par("promo.ii_stay_to_large", 12, "place", "ocsb.format", "§15", 0, 40, true),
	par("promo.ii_playoff_stay_large", 13, "place", "ocsb.format", "§15", 0, 40, true),
	par("final.four_to", 1, "place", "ocsb.format", "§16", 0, 12, true),
	par("final.semi_to", 3, "place", "ocsb.format", "§16", 0, 12, true),
	par("final.middle_to", 6, "place", "ocsb.format", "§16", 0, 12, true),

	// §8 seating and player changes
	par("seating.open_change_boards", 8, "boards", "ocsb.seating-and-changes", "§8", 1, 64, true),
	par("seating.closed_change_boards", 16, "boards", "ocsb.seating-and-changes", "§8", 1, 64, true),

	// §1, §2, §12, §16, §17 other numbers
	par("other.team_min", 4, "count", "ocsb.other", "§1", 4, 10, true),
	par("other.team_max", 7, "count", "ocsb.other", "§1", 4, 10, true),
	par("other.startlist_pct", 50, "pct", "ocsb.other", "§2", 0, 100, false),
	par("other.postpone_matches", 1, "count", "ocsb.other", "§12", 0, 10, true),
	par("other.postpone_agree_days", 7, "days", "ocsb.other", "§12", 0, 60, true),
	par("other.rural_min_pct", 50, "pct", "ocsb.other", "§16", 0, 100, false),
	par("other.play_start_min", 17*60+45, "min", "ocsb.other", "§17", 0, 1439, true),
	par("other.play_end_min", 22*60+20, "min", "ocsb.other", "§17", 0, 1439, true),

	// §7 results
	par("results.early_days", 6, "count", "ocsb.results", "§7", 0, 20, true),

	// §13 protests
	par("protest.intent_hour", 18, "hours", "ocsb.protests", "§13", 0, 24, false),
	par("protest.reasons_hours", 24, "hours", "ocsb.protests", "§13", 0, 240, false),
	par("protest.file_hours", 24, "hours", "ocsb.protests", "§13", 0, 240, false),
	par("protest.fee_ft", 5000, "ft", "ocsb.protests", "§13", 0, 1e6, false),
	par("protest.appeal_days", 7, "days", "ocsb.protests", "§13", 0, 60, false),
	par("protest.last_intent_min", 10, "min", "ocsb.protests", "§13 *", 0, 600, true),
	par("protest.last_file_min", 30, "min", "ocsb.protests", "§13 *", 0, 600, true),
	par("protest.day_starts_hour", 6, "hours", "ocsb.protests", "§13", 0, 12, false),

	// §18 fees
	par("fee.ia", 66000, "ft", "ocsb.fees", "§18", 0, 1e7, false),
	par("fee.ib", 55000, "ft", "ocsb.fees", "§18", 0, 1e7, false),
	par("fee.ii", 44000, "ft", "ocsb.fees", "§18", 0, 1e7, false),
	par("fee.iii", 33000, "ft", "ocsb.fees", "§18", 0, 1e7, false),
	par("fee.youth_discount", 0.5, "factor", "ocsb.fees", "§18", 0, 1, false),
	par("fee.under20_discount", 0.75, "factor", "ocsb.fees", "§18", 0, 1, false),
	par("fee.amateur_discount", 0.5, "factor", "ocsb.fees", "§18", 0, 1, false),
	par("fee.cup_free_min_teams", 3, "count", "ocsb.fees", "§18", 1, 20, true),
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
