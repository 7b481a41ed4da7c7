package ocsb

import "arbiter/engine"

// params holds every number of the conditions, each with its rule and its citation (see the
// package doc). Append only: a club value and a share link name a parameter by its position.
var params = []engine.Param{
	// §5 VP scale, §4 match length, §15 play-offs
	{Key: "vp.total", Value: 20, Unit: "vp", Rule: "ocsb.vp", Section: "KMOR §5", Min: 20, Max: 20, Integer: true},
	{Key: "vp.match_boards", Value: 32, Unit: "boards", Rule: "ocsb.vp", Section: "KMOR §4", Min: 1, Max: 256, Integer: true},
	{Key: "playoff.boards", Value: 32, Unit: "boards", Rule: "ocsb.format", Section: "KMOR §15", Min: 1, Max: 256, Integer: true},
	{Key: "playoff.extension_boards", Value: 4, Unit: "boards", Rule: "ocsb.format", Section: "KMOR §15", Min: 1, Max: 32, Integer: true},
	{Key: "playoff.tie_margin", Value: 0, Unit: "imp", Rule: "ocsb.format", Section: "KMOR §15", Min: 0, Max: 10, Integer: false},

	// §10 Zero Tolerance
	{Key: "zt.a", Value: 0.5, Unit: "vp", Rule: "ocsb.zt", Section: "KMOR §10 a)", Min: 0, Max: 20, Integer: false},
	{Key: "zt.b", Value: 0.5, Unit: "vp", Rule: "ocsb.zt", Section: "KMOR §10 b)", Min: 0, Max: 20, Integer: false},
	{Key: "zt.c", Value: 1, Unit: "vp", Rule: "ocsb.zt", Section: "KMOR §10 c)", Min: 0, Max: 20, Integer: false},
	{Key: "zt.d", Value: 1, Unit: "vp", Rule: "ocsb.zt", Section: "KMOR §10 d)", Min: 0, Max: 20, Integer: false},
	{Key: "zt.e", Value: 1, Unit: "vp", Rule: "ocsb.zt", Section: "KMOR §10 e)", Min: 0, Max: 20, Integer: false},
	{Key: "zt.f", Value: 1, Unit: "vp", Rule: "ocsb.zt", Section: "KMOR §10 f)", Min: 0, Max: 20, Integer: false},
	{Key: "zt.repeat_factor", Value: 2, Unit: "factor", Rule: "ocsb.zt", Section: "KMOR §10", Min: 1, Max: 10, Integer: false},
	{Key: "zt.repeat_from", Value: 2, Unit: "count", Rule: "ocsb.zt", Section: "KMOR §10", Min: 2, Max: 10, Integer: true},
	{Key: "zt.count_by", Value: countByPlayer, Unit: "code", Rule: "ocsb.zt", Section: "KMOR §10", Min: 0, Max: 1, Integer: true},
	{Key: "zt.period_days", Value: 1, Unit: "days", Rule: "ocsb.zt", Section: "KMOR §10", Min: 1, Max: 400, Integer: true},
	{Key: "zt.complaint_hours", Value: 48, Unit: "hours", Rule: "ocsb.zt", Section: "KMOR §10", Min: 0, Max: 720, Integer: true},
	{Key: "zt.witnesses", Value: 2, Unit: "count", Rule: "ocsb.zt", Section: "KMOR §10", Min: 0, Max: 10, Integer: true},
	{Key: "zt.investigate_days", Value: 8, Unit: "days", Rule: "ocsb.zt", Section: "KMOR §10", Min: 0, Max: 90, Integer: true},
	{Key: "zt.referral_entries", Value: 3, Unit: "count", Rule: "ocsb.zt", Section: "KMOR §10", Min: 1, Max: 20, Integer: true},
	{Key: "zt.referral_days", Value: 365, Unit: "days", Rule: "ocsb.zt", Section: "KMOR §10", Min: 1, Max: 3660, Integer: true},

	// §11 lateness and slow play
	{Key: "slow.no_new_board_min", Value: 2, Unit: "min", Rule: "ocsb.slow-play", Section: "KMOR §11", Min: 0, Max: 30, Integer: true},
	{Key: "slow.imp_per_board", Value: 3, Unit: "imp", Rule: "ocsb.slow-play", Section: "KMOR §11", Min: 0, Max: 24, Integer: false},
	{Key: "slow.vp_each", Value: 0.5, Unit: "vp", Rule: "ocsb.slow-play", Section: "KMOR §11", Min: 0, Max: 20, Integer: false},

	// §3 substitutes
	{Key: "sub.short_boards_per_day", Value: 2, Unit: "boards", Rule: "ocsb.substitutes", Section: "KMOR §3", Min: 0, Max: 32, Integer: true},
	{Key: "sub.long_days_per_team", Value: 2, Unit: "days", Rule: "ocsb.substitutes", Section: "KMOR §3", Min: 0, Max: 30, Integer: true},
	{Key: "sub.mp_nowhere", Value: 10000, Unit: "masterpoints", Rule: "ocsb.substitutes", Section: "KMOR §3", Min: 0, Max: 1e6, Integer: false},
	{Key: "sub.mp_ia_only", Value: 5000, Unit: "masterpoints", Rule: "ocsb.substitutes", Section: "KMOR §3", Min: 0, Max: 1e6, Integer: false},
	{Key: "sub.mp_ia_ib", Value: 2500, Unit: "masterpoints", Rule: "ocsb.substitutes", Section: "KMOR §3", Min: 0, Max: 1e6, Integer: false},
	{Key: "sub.mp_ia_ii", Value: 1250, Unit: "masterpoints", Rule: "ocsb.substitutes", Section: "KMOR §3", Min: 0, Max: 1e6, Integer: false},
	{Key: "sub.max_divisions_below", Value: 1, Unit: "count", Rule: "ocsb.substitutes", Section: "KMOR §3", Min: 0, Max: 3, Integer: true},

	// §4 format
	{Key: "format.ia_teams", Value: 12, Unit: "count", Rule: "ocsb.format", Section: "KMOR §4", Min: 2, Max: 40, Integer: true},
	{Key: "format.ib_teams", Value: 16, Unit: "count", Rule: "ocsb.format", Section: "KMOR §4", Min: 2, Max: 40, Integer: true},
	{Key: "format.ii_teams", Value: 16, Unit: "count", Rule: "ocsb.format", Section: "KMOR §4", Min: 2, Max: 40, Integer: true},
	{Key: "format.group_size", Value: 8, Unit: "count", Rule: "ocsb.format", Section: "KMOR §4", Min: 2, Max: 20, Integer: true},
	{Key: "format.group_rounds", Value: 7, Unit: "count", Rule: "ocsb.format", Section: "KMOR §4", Min: 1, Max: 20, Integer: true},
	{Key: "format.playoff_half", Value: 4, Unit: "count", Rule: "ocsb.format", Section: "KMOR §4", Min: 1, Max: 10, Integer: true},
	{Key: "format.carry_other_factor", Value: 0.5, Unit: "factor", Rule: "ocsb.format", Section: "KMOR §4", Min: 0, Max: 1, Integer: false},
	{Key: "format.iii_rr_max", Value: 12, Unit: "count", Rule: "ocsb.format", Section: "KMOR §4 III", Min: 2, Max: 99, Integer: true},
	{Key: "format.iii_case_max", Value: 14, Unit: "count", Rule: "ocsb.format", Section: "KMOR §4 III", Min: 2, Max: 99, Integer: true},
	{Key: "format.iii_as_ii", Value: 16, Unit: "count", Rule: "ocsb.format", Section: "KMOR §4 III", Min: 2, Max: 99, Integer: true},
	{Key: "format.iii_playoff_max", Value: 19, Unit: "count", Rule: "ocsb.format", Section: "KMOR §4 III", Min: 2, Max: 99, Integer: true},
	{Key: "format.iii_rr2_max", Value: 23, Unit: "count", Rule: "ocsb.format", Section: "KMOR §4 III", Min: 2, Max: 99, Integer: true},
	{Key: "format.iii_groups_max", Value: 34, Unit: "count", Rule: "ocsb.format", Section: "KMOR §4 III", Min: 2, Max: 99, Integer: true},
	{Key: "format.iii_min_days", Value: 11, Unit: "days", Rule: "ocsb.format", Section: "KMOR §4 III", Min: 1, Max: 40, Integer: true},
	{Key: "format.iii_seed_players", Value: 4, Unit: "count", Rule: "ocsb.format", Section: "KMOR §4 III", Min: 1, Max: 7, Integer: true},
	{Key: "ranking.best_teams", Value: 6, Unit: "count", Rule: "ocsb.format", Section: "KMOR §6", Min: 1, Max: 16, Integer: true},

	// §15 promotion and relegation; §16 national final
	{Key: "promo.ia_stay_to", Value: 9, Unit: "place", Rule: "ocsb.format", Section: "KMOR §15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ia_playoff_stay", Value: 10, Unit: "place", Rule: "ocsb.format", Section: "KMOR §15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ib_up_to", Value: 2, Unit: "place", Rule: "ocsb.format", Section: "KMOR §15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ib_playoff_up", Value: 3, Unit: "place", Rule: "ocsb.format", Section: "KMOR §15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ib_stay_to", Value: 12, Unit: "place", Rule: "ocsb.format", Section: "KMOR §15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ib_playoff_stay", Value: 13, Unit: "place", Rule: "ocsb.format", Section: "KMOR §15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ii_up_to", Value: 3, Unit: "place", Rule: "ocsb.format", Section: "KMOR §15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ii_playoff_up", Value: 4, Unit: "place", Rule: "ocsb.format", Section: "KMOR §15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.iii_small_max", Value: 11, Unit: "count", Rule: "ocsb.format", Section: "KMOR §15", Min: 0, Max: 99, Integer: true},
	{Key: "promo.ii_stay_to_small", Value: 13, Unit: "place", Rule: "ocsb.format", Section: "KMOR §15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ii_playoff_stay_small", Value: 14, Unit: "place", Rule: "ocsb.format", Section: "KMOR §15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ii_stay_to_large", Value: 12, Unit: "place", Rule: "ocsb.format", Section: "KMOR §15", Min: 0, Max: 40, Integer: true},
	{Key: "promo.ii_playoff_stay_large", Value: 13, Unit: "place", Rule: "ocsb.format", Section: "KMOR §15", Min: 0, Max: 40, Integer: true},
	{Key: "final.four_to", Value: 1, Unit: "place", Rule: "ocsb.format", Section: "KMOR §16", Min: 0, Max: 12, Integer: true},
	{Key: "final.semi_to", Value: 3, Unit: "place", Rule: "ocsb.format", Section: "KMOR §16", Min: 0, Max: 12, Integer: true},
	{Key: "final.middle_to", Value: 6, Unit: "place", Rule: "ocsb.format", Section: "KMOR §16", Min: 0, Max: 12, Integer: true},

	// §8 seating and player changes
	{Key: "seating.open_change_boards", Value: 8, Unit: "boards", Rule: "ocsb.seating-and-changes", Section: "KMOR §8", Min: 1, Max: 64, Integer: true},
	{Key: "seating.closed_change_boards", Value: 16, Unit: "boards", Rule: "ocsb.seating-and-changes", Section: "KMOR §8", Min: 1, Max: 64, Integer: true},

	// §1, §2, §12, §16, §17 other numbers
	{Key: "other.team_min", Value: 4, Unit: "count", Rule: "ocsb.other", Section: "KMOR §1", Min: 4, Max: 10, Integer: true},
	{Key: "other.team_max", Value: 7, Unit: "count", Rule: "ocsb.other", Section: "KMOR §1", Min: 4, Max: 10, Integer: true},
	{Key: "other.startlist_pct", Value: 50, Unit: "pct", Rule: "ocsb.other", Section: "KMOR §2", Min: 0, Max: 100, Integer: false},
	{Key: "other.postpone_matches", Value: 1, Unit: "count", Rule: "ocsb.other", Section: "KMOR §12", Min: 0, Max: 10, Integer: true},
	{Key: "other.postpone_agree_days", Value: 7, Unit: "days", Rule: "ocsb.other", Section: "KMOR §12", Min: 0, Max: 60, Integer: true},
	{Key: "other.rural_min_pct", Value: 50, Unit: "pct", Rule: "ocsb.other", Section: "KMOR §16", Min: 0, Max: 100, Integer: false},
	{Key: "other.play_start_min", Value: 17*60 + 45, Unit: "min", Rule: "ocsb.other", Section: "KMOR §17", Min: 0, Max: 1439, Integer: true},
	{Key: "other.play_end_min", Value: 22*60 + 20, Unit: "min", Rule: "ocsb.other", Section: "KMOR §17", Min: 0, Max: 1439, Integer: true},

	// §7 results
	{Key: "results.early_days", Value: 6, Unit: "count", Rule: "ocsb.results", Section: "KMOR §7", Min: 0, Max: 20, Integer: true},

	// §13 protests
	{Key: "protest.intent_hour", Value: 18, Unit: "hours", Rule: "ocsb.protests", Section: "KMOR §13", Min: 0, Max: 24, Integer: false},
	{Key: "protest.reasons_hours", Value: 24, Unit: "hours", Rule: "ocsb.protests", Section: "KMOR §13", Min: 0, Max: 240, Integer: false},
	{Key: "protest.file_hours", Value: 24, Unit: "hours", Rule: "ocsb.protests", Section: "KMOR §13", Min: 0, Max: 240, Integer: false},
	{Key: "protest.fee_ft", Value: 5000, Unit: "ft", Rule: "ocsb.protests", Section: "KMOR §13", Min: 0, Max: 1e6, Integer: false},
	{Key: "protest.appeal_days", Value: 7, Unit: "days", Rule: "ocsb.protests", Section: "KMOR §13", Min: 0, Max: 60, Integer: false},
	{Key: "protest.last_intent_min", Value: 10, Unit: "min", Rule: "ocsb.protests", Section: "KMOR §13 *", Min: 0, Max: 600, Integer: true},
	{Key: "protest.last_file_min", Value: 30, Unit: "min", Rule: "ocsb.protests", Section: "KMOR §13 *", Min: 0, Max: 600, Integer: true},
	{Key: "protest.day_starts_hour", Value: 6, Unit: "hours", Rule: "ocsb.protests", Section: "KMOR §13", Min: 0, Max: 12, Integer: false},

	// §18 fees
	{Key: "fee.ia", Value: 66000, Unit: "ft", Rule: "ocsb.fees", Section: "KMOR §18", Min: 0, Max: 1e7, Integer: false},
	{Key: "fee.ib", Value: 55000, Unit: "ft", Rule: "ocsb.fees", Section: "KMOR §18", Min: 0, Max: 1e7, Integer: false},
	{Key: "fee.ii", Value: 44000, Unit: "ft", Rule: "ocsb.fees", Section: "KMOR §18", Min: 0, Max: 1e7, Integer: false},
	{Key: "fee.iii", Value: 33000, Unit: "ft", Rule: "ocsb.fees", Section: "KMOR §18", Min: 0, Max: 1e7, Integer: false},
	{Key: "fee.youth_discount", Value: 0.5, Unit: "factor", Rule: "ocsb.fees", Section: "KMOR §18", Min: 0, Max: 1, Integer: false},
	{Key: "fee.under20_discount", Value: 0.75, Unit: "factor", Rule: "ocsb.fees", Section: "KMOR §18", Min: 0, Max: 1, Integer: false},
	{Key: "fee.amateur_discount", Value: 0.5, Unit: "factor", Rule: "ocsb.fees", Section: "KMOR §18", Min: 0, Max: 1, Integer: false},
	{Key: "fee.cup_free_min_teams", Value: 3, Unit: "count", Rule: "ocsb.fees", Section: "KMOR §18", Min: 1, Max: 20, Integer: true},
}
