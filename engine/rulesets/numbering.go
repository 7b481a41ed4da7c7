package rulesets

import "arbiter/engine"

// format1 is the frozen numbering of share links (format 1): a link names a calculator or a club
// value by its position in these lists. Written by `go test ./engine/rulesets -run Frozen -update-numbering`,
// which only appends; never edit, move or delete a line by hand (TestFrozenNumbering, and the
// golden links of engine/link, hold it). The lists are apart from the order the app shows:
// a regulation appends its own entries before Law 12's on screen, and both keep their numbers.
var format1 = [...]struct {
	id string
	n  engine.Numbering
}{
	{"scoring", engine.Numbering{
		Calculators: []string{
			"scoring.contract",  // 0
			"scoring.imp",       // 1
			"scoring.vp",        // 2
			"scoring.traveller", // 3
			"scoring.match",     // 4
		},
		Params: []string{
			"butler.discard",    // 0
			"butler.round_to",   // 1
			"law12.a_plus_pct",  // 2
			"law12.a_pct",       // 3
			"law12.a_minus_pct", // 4
		},
	}},
	{"nsbk", engine.Numbering{
		Calculators: []string{
			"nsbk.lateness",        // 0
			"nsbk.unplayed",        // 1
			"nsbk.score-entry",     // 2
			"nsbk.fouled-board",    // 3
			"nsbk.unsportsmanlike", // 4
			"nsbk.offending-td",    // 5
			"nsbk.psych",           // 6
			"nsbk.brown-sticker",   // 7
			"law12.artificial",     // 8
			"law12.assigned",       // 9
			"law12.weighted",       // 10
		},
		Params: []string{
			"lateness.tolerance_min",          // 0
			"lateness.warnings",               // 1
			"lateness.pct_per_minute",         // 2
			"lateness.imp_per_minute",         // 3
			"unplayed.offender_pct",           // 4
			"unplayed.offender_imp",           // 5
			"unplayed.non_offender_pct",       // 6
			"unplayed.non_offender_imp",       // 7
			"unplayed.extra_pct_top",          // 8
			"unplayed.extra_imp",              // 9
			"unplayed.extra_trigger_boards",   // 10
			"score_entry.pct_top",             // 11
			"fouled.serious_min_tables",       // 12
			"fouled.cards_per_hand",           // 13
			"unsportsmanlike.first_pct_top",   // 14
			"unsportsmanlike.first_imp",       // 15
			"unsportsmanlike.further_pct_top", // 16
			"unsportsmanlike.further_imp",     // 17
			"unsportsmanlike.further_from",    // 18
			"offending_td.pct_top",            // 19
			"offending_td.imp",                // 20
			"psych.pct_top",                   // 21
			"psych.imp",                       // 22
			"psych.vienna_threshold",          // 23
			"psych.vienna_ace",                // 24
			"psych.vienna_king",               // 25
			"psych.vienna_queen",              // 26
			"psych.vienna_jack",               // 27
			"psych.forbidden_seats",           // 28
			"brown.min_level",                 // 29
			"law12.a_plus_pct",                // 30
			"law12.a_pct",                     // 31
			"law12.a_minus_pct",               // 32
			"law12.a_plus_imp",                // 33
			"law12.a_imp",                     // 34
			"law12.a_minus_imp",               // 35
			"law12.team_a_plus_imp",           // 36
			"law12.team_a_imp",                // 37
			"law12.team_a_minus_imp",          // 38
			"law12.butler_round_to",           // 39
		},
	}},
	{"mbsz-vsz-2017", engine.Numbering{
		Calculators: []string{
			"vsz.cross-imp",           // 0
			"vsz.butler",              // 1
			"vsz.matchpoints",         // 2
			"vsz.imp-vp",              // 3
			"vsz.bam",                 // 4
			"vsz.seating-first",       // 5
			"vsz.seating-error",       // 6
			"vsz.unfinished-match",    // 7
			"vsz.correction-deadline", // 8
			"vsz.revealed-board",      // 9
			"vsz.protest-deadline",    // 10
			"vsz.szeb-deadline",       // 11
			"vsz.protest-fee",         // 12
			"vsz.time",                // 13
			"vsz.unplayed-time",       // 14
			"vsz.lateness",            // 15
			"vsz.substitute",          // 16
			"vsz.change",              // 17
			"vsz.absent-team",         // 18
			"vsz.absent-pair",         // 19
			"vsz.bye-team",            // 20
			"vsz.bye-pair",            // 21
			"vsz.concession",          // 22
			"vsz.withdrawal",          // 23
			"vsz.disciplinary-range",  // 24
			"vsz.unit-size",           // 25
			"vsz.postponement",        // 26
			"law12.artificial",        // 27
			"law12.assigned",          // 28
			"law12.weighted",          // 29
		},
		Params: []string{
			"butler.datum_round",              // 0
			"movement.min_boards_pct",         // 1
			"bam.win_points",                  // 2
			"bam.tie_points",                  // 3
			"seating.pairs_penalty_pct_top",   // 4
			"seating.pairs_penalty_imp",       // 5
			"seating.other_table_imp",         // 6
			"seating.min_played_pct",          // 7
			"seating.unplayed_imp_short",      // 8
			"seating.unplayed_imp_long",       // 9
			"seating.short_match_max_boards",  // 10
			"seating.full_replay_vp",          // 11
			"seating.half_pct",                // 12
			"seating.half_deduct_vp",          // 13
			"seating.partial_deduct_vp",       // 14
			"seating.fixed_vp",                // 15
			"seating.favoured_vp",             // 16
			"correction.before_next_min",      // 17
			"correction.after_publish_min",    // 18
			"correction.qualifying_close_min", // 19
			"correction.official_after_h",     // 20
			"protest.after_session_min",       // 21
			"protest.after_event_min",         // 22
			"protest.fee_ft",                  // 23
			"protest.committee_min",           // 24
			"szeb.days",                       // 25
			"szeb.championship_h",             // 26
			"szeb.decision_days",              // 27
			"time.no_new_board_min",           // 28
			"avg.plus_pct",                    // 29
			"avg.pct",                         // 30
			"avg.minus_pct",                   // 31
			"avg.plus_imp",                    // 32
			"avg.imp",                         // 33
			"avg.minus_imp",                   // 34
			"late.short_sub_boards",           // 35
			"sub.short_per_day",               // 36
			"sub.long_at_once",                // 37
			"sub.long_total",                  // 38
			"change.min_segment_boards",       // 39
			"change.after_share_pct",          // 40
			"absence.min_played_pct",          // 41
			"absence.present_min_vp",          // 42
			"absence.absent_vp",               // 43
			"absence.vp_total",                // 44
			"bye.team_vp",                     // 45
			"concession.min_played_pct",       // 46
			"concession.notice_h",             // 47
			"withdrawal.min_played_pct",       // 48
			"disqualify.min_members",          // 49
			"disc.mp_min_top",                 // 50
			"disc.mp_max_top",                 // 51
			"disc.imp_min",                    // 52
			"disc.imp_max",                    // 53
			"disc.teams_min_imp",              // 54
			"unit.pairs_min",                  // 55
			"unit.pairs_max",                  // 56
			"unit.teams_min",                  // 57
			"unit.teams_max",                  // 58
			"postpone.agree_days",             // 59
			"postpone.dates_offered",          // 60
			"admin.publish_days",              // 61
			"admin.send_days",                 // 62
			"admin.vrb_workdays",              // 63
			"admin.exemption_days",            // 64
			"admin.cancel_h",                  // 65
			"admin.results_h",                 // 66
			"time.play.2",                     // 67
			"time.change.2",                   // 68
			"time.play.3",                     // 69
			"time.change.3",                   // 70
			"time.play.4",                     // 71
			"time.change.4",                   // 72
			"time.play.5",                     // 73
			"time.change.5",                   // 74
			"time.play.6",                     // 75
			"time.change.6",                   // 76
			"time.play.8",                     // 77
			"time.change.8",                   // 78
			"time.play.10",                    // 79
			"time.change.10",                  // 80
			"time.play.12",                    // 81
			"time.change.12",                  // 82
			"time.play.16",                    // 83
			"time.change.16",                  // 84
			"time.play.20",                    // 85
			"time.change.20",                  // 86
			"law12.a_plus_pct",                // 87
			"law12.a_pct",                     // 88
			"law12.a_minus_pct",               // 89
			"law12.a_plus_imp",                // 90
			"law12.a_imp",                     // 91
			"law12.a_minus_imp",               // 92
			"law12.team_a_plus_imp",           // 93
			"law12.team_a_imp",                // 94
			"law12.team_a_minus_imp",          // 95
			"law12.butler_round_to",           // 96
		},
	}},
	{"ocsb-kmor-2018", engine.Numbering{
		Calculators: []string{
			"ocsb.zt",               // 0
			"ocsb.zt-log",           // 1
			"ocsb.slow-play",        // 2
			"ocsb.vp",               // 3
			"ocsb.playoff",          // 4
			"ocsb.substitute",       // 5
			"ocsb.fee",              // 6
			"ocsb.promotion",        // 7
			"ocsb.ranking",          // 8
			"ocsb.format",           // 9
			"ocsb.seeding",          // 10
			"ocsb.carry-over",       // 11
			"ocsb.playoff-pairings", // 12
			"ocsb.systems",          // 13
			"ocsb.seating",          // 14
			"ocsb.protest",          // 15
			"ocsb.correction",       // 16
			"law12.artificial",      // 17
			"law12.assigned",        // 18
			"law12.weighted",        // 19
		},
		Params: []string{
			"vp.total",                     // 0
			"vp.match_boards",              // 1
			"playoff.boards",               // 2
			"playoff.extension_boards",     // 3
			"playoff.tie_margin",           // 4
			"zt.a",                         // 5
			"zt.b",                         // 6
			"zt.c",                         // 7
			"zt.d",                         // 8
			"zt.e",                         // 9
			"zt.f",                         // 10
			"zt.repeat_factor",             // 11
			"zt.repeat_from",               // 12
			"zt.count_by",                  // 13
			"zt.period_days",               // 14
			"zt.complaint_hours",           // 15
			"zt.witnesses",                 // 16
			"zt.investigate_days",          // 17
			"zt.referral_entries",          // 18
			"zt.referral_days",             // 19
			"slow.no_new_board_min",        // 20
			"slow.imp_per_board",           // 21
			"slow.vp_each",                 // 22
			"sub.short_boards_per_day",     // 23
			"sub.long_days_per_team",       // 24
			"sub.mp_nowhere",               // 25
			"sub.mp_ia_only",               // 26
			"sub.mp_ia_ib",                 // 27
			"sub.mp_ia_ii",                 // 28
			"sub.max_divisions_below",      // 29
			"format.ia_teams",              // 30
			"format.ib_teams",              // 31
			"format.ii_teams",              // 32
			"format.group_size",            // 33
			"format.group_rounds",          // 34
			"format.playoff_half",          // 35
			"format.carry_other_factor",    // 36
			"format.iii_rr_max",            // 37
			"format.iii_case_max",          // 38
			"format.iii_as_ii",             // 39
			"format.iii_playoff_max",       // 40
			"format.iii_rr2_max",           // 41
			"format.iii_groups_max",        // 42
			"format.iii_min_days",          // 43
			"format.iii_seed_players",      // 44
			"ranking.best_teams",           // 45
			"promo.ia_stay_to",             // 46
			"promo.ia_playoff_stay",        // 47
			"promo.ib_up_to",               // 48
			"promo.ib_playoff_up",          // 49
			"promo.ib_stay_to",             // 50
			"promo.ib_playoff_stay",        // 51
			"promo.ii_up_to",               // 52
			"promo.ii_playoff_up",          // 53
			"promo.iii_small_max",          // 54
			"promo.ii_stay_to_small",       // 55
			"promo.ii_playoff_stay_small",  // 56
			"promo.ii_stay_to_large",       // 57
			"promo.ii_playoff_stay_large",  // 58
			"final.four_to",                // 59
			"final.semi_to",                // 60
			"final.middle_to",              // 61
			"seating.open_change_boards",   // 62
			"seating.closed_change_boards", // 63
			"other.team_min",               // 64
			"other.team_max",               // 65
			"other.startlist_pct",          // 66
			"other.postpone_matches",       // 67
			"other.postpone_agree_days",    // 68
			"other.rural_min_pct",          // 69
			"other.play_start_min",         // 70
			"other.play_end_min",           // 71
			"results.early_days",           // 72
			"protest.intent_hour",          // 73
			"protest.reasons_hours",        // 74
			"protest.file_hours",           // 75
			"protest.fee_ft",               // 76
			"protest.appeal_days",          // 77
			"protest.last_intent_min",      // 78
			"protest.last_file_min",        // 79
			"protest.day_starts_hour",      // 80
			"fee.ia",                       // 81
			"fee.ib",                       // 82
			"fee.ii",                       // 83
			"fee.iii",                      // 84
			"fee.youth_discount",           // 85
			"fee.under20_discount",         // 86
			"fee.amateur_discount",         // 87
			"fee.cup_free_min_teams",       // 88
			"law12.a_plus_pct",             // 89
			"law12.a_pct",                  // 90
			"law12.a_minus_pct",            // 91
			"law12.a_plus_imp",             // 92
			"law12.a_imp",                  // 93
			"law12.a_minus_imp",            // 94
			"law12.team_a_plus_imp",        // 95
			"law12.team_a_imp",             // 96
			"law12.team_a_minus_imp",       // 97
			"law12.butler_round_to",        // 98
		},
	}},
	{"pref-club", engine.Numbering{
		Calculators: []string{
			"pref.value",        // 0
			"pref.sheet",        // 1
			"pref.ruling",       // 2
			"pref.go-bula",      // 3
			"pref.out-of-game",  // 4
			"pref.revoke",       // 5
			"pref.hearing",      // 6
			"pref.bula-reasons", // 7
			"pref.rescore",      // 8
			"pref.lead-fix",     // 9
			"pref.lead",         // 10
			"pref.reasons",      // 11
		},
		Params: []string{
			"value.pik",                 // 0
			"value.karo",                // 1
			"value.herc",                // 2
			"value.tref",                // 3
			"value.betl",                // 4
			"value.sans",                // 5
			"value.igra_step",           // 6
			"kontra.x1",                 // 7
			"kontra.x2",                 // 8
			"refe.mult",                 // 9
			"sheet.start_bula",          // 10
			"made.tricks",               // 11
			"betl.max_tricks",           // 12
			"follow.both_min",           // 13
			"follow.alone_min",          // 14
			"settle.bula_factor",        // 15
			"ingame.multiple",           // 16
			"outgame.window_days",       // 17
			"manual.played_num",         // 18
			"manual.played_den",         // 19
			"manual.min_minutes",        // 20
			"league.low",                // 21
			"league.high",               // 22
			"ban.min_days",              // 23
			"ban.max_days",              // 24
			"roles.notify_minutes",      // 25
			"unsporting.bula",           // 26
			"bid.good_cards",            // 27
			"lead.short_len",            // 28
			"reasons.right_min",         // 29
			"reasons.left_min",          // 30
			"reasons.left_trump_tricks", // 31
			"reasons.no_trump_aces",     // 32
			"reasons.ace_suit_max",      // 33
			"reasons.long_len",          // 34
			"reasons.long_value",        // 35
			"est.k_len",                 // 36
			"est.q_len",                 // 37
			"est.long_len",              // 38
			"ingame.window_hands",       // 39
		},
	}},
}
