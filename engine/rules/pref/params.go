package pref

import "arbiter/engine"

// params: every number of rules-catalogue section pref-club, in link order (append only), each
// with its rule and its citation.
var params = []engine.Param{
	// score sheet (rules-catalogue pref.scoring, not in the club text): the game values and their
	// multipliers are cited where the text states a game's value (4, kontra, refe); the DECISIONs on
	// tricks where the text speaks of a fall (pad); the starting bula where the text names it; the
	// settlement where it asks for even bule
	{Key: "value.pik", Value: 4, Unit: "bula", Rule: "pref.scoring", Section: "Pref. 6.3.9", Min: 2, Max: 100, Integer: true},
	{Key: "value.karo", Value: 6, Unit: "bula", Rule: "pref.scoring", Section: "Pref. 6.3.9", Min: 2, Max: 100, Integer: true},
	{Key: "value.herc", Value: 8, Unit: "bula", Rule: "pref.scoring", Section: "Pref. 6.3.9", Min: 2, Max: 100, Integer: true},
	{Key: "value.tref", Value: 10, Unit: "bula", Rule: "pref.scoring", Section: "Pref. 6.3.9", Min: 2, Max: 100, Integer: true},
	{Key: "value.betl", Value: 12, Unit: "bula", Rule: "pref.scoring", Section: "Pref. 6.3.9", Min: 2, Max: 100, Integer: true},
	{Key: "value.sans", Value: 14, Unit: "bula", Rule: "pref.scoring", Section: "Pref. 6.3.9", Min: 2, Max: 100, Integer: true},
	{Key: "value.igra_step", Value: 2, Unit: "bula", Rule: "pref.scoring", Section: "Pref. 6.3.9", Min: 0, Max: 20, Integer: true},
	{Key: "kontra.x1", Value: 2, Unit: "count", Rule: "pref.scoring", Section: "Pref. 6.3.9", Min: 1, Max: 8, Integer: true},
	{Key: "kontra.x2", Value: 4, Unit: "count", Rule: "pref.scoring", Section: "Pref. 6.3.9", Min: 1, Max: 16, Integer: true},
	{Key: "refe.mult", Value: 2, Unit: "count", Rule: "pref.scoring", Section: "Pref. 6.3.9", Min: 1, Max: 4, Integer: true},
	{Key: "sheet.start_bula", Value: 60, Unit: "bula", Rule: "pref.scoring", Section: "Pref. 4.1", Min: 2, Max: 1000, Integer: true},
	{Key: "made.tricks", Value: 6, Unit: "tricks", Rule: "pref.scoring", Section: "Pref. 5.6", Min: 1, Max: 10, Integer: true},
	{Key: "betl.max_tricks", Value: 0, Unit: "tricks", Rule: "pref.scoring", Section: "Pref. 5.6", Min: 0, Max: 10, Integer: true},
	{Key: "follow.both_min", Value: 2, Unit: "tricks", Rule: "pref.scoring", Section: "Pref. 5.6", Min: 0, Max: 10, Integer: true},
	{Key: "follow.alone_min", Value: 4, Unit: "tricks", Rule: "pref.scoring", Section: "Pref. 5.6", Min: 0, Max: 10, Integer: true},
	{Key: "settle.bula_factor", Value: 10, Unit: "count", Rule: "pref.scoring", Section: "Pref. 3.1", Min: 1, Max: 100, Integer: true},
	// in-game and out-of-game rulings
	{Key: "ingame.multiple", Value: 2, Unit: "bula", Rule: "pref.in-game", Section: "Pref. 3.1", Min: 1, Max: 10, Integer: true},
	{Key: "outgame.window_days", Value: 7, Unit: "days", Rule: "pref.out-of-game", Section: "Pref. 4.5", Min: 1, Max: 365, Integer: true},
	{Key: "manual.played_num", Value: 2, Unit: "count", Rule: "pref.out-of-game", Section: "Pref. 4.6", Min: 0, Max: 100, Integer: true},
	{Key: "manual.played_den", Value: 3, Unit: "count", Rule: "pref.out-of-game", Section: "Pref. 4.6", Min: 1, Max: 100, Integer: true},
	{Key: "manual.min_minutes", Value: 60, Unit: "min", Rule: "pref.out-of-game", Section: "Pref. 4.6", Min: 0, Max: 10080, Integer: true},
	{Key: "league.low", Value: 5, Unit: "points", Rule: "pref.out-of-game", Section: "Pref. 4.1", Min: 0, Max: 100, Integer: true},
	{Key: "league.high", Value: 10, Unit: "points", Rule: "pref.out-of-game", Section: "Pref. 4.1", Min: 0, Max: 100, Integer: true},
	{Key: "ban.min_days", Value: 1, Unit: "days", Rule: "pref.out-of-game", Section: "Pref. 4.1", Min: 0, Max: 365, Integer: true},
	{Key: "ban.max_days", Value: 3, Unit: "days", Rule: "pref.out-of-game", Section: "Pref. 4.1", Min: 0, Max: 365, Integer: true},
	// roles, principles and the reasons for the bula
	{Key: "roles.notify_minutes", Value: 5, Unit: "min", Rule: "pref.roles", Section: "Pref. 2.3", Min: 0, Max: 60, Integer: true},
	{Key: "unsporting.bula", Value: 4, Unit: "bula", Rule: "pref.principles", Section: "Pref. 6.2.6", Min: 0, Max: 100, Integer: true},
	{Key: "bid.good_cards", Value: 3, Unit: "count", Rule: "pref.principles", Section: "Pref. 6.2.1", Min: 0, Max: 10, Integer: true},
	{Key: "lead.short_len", Value: 3, Unit: "count", Rule: "pref.principles", Section: "Pref. 6.2.3", Min: 1, Max: 10, Integer: true},
	// the whisting test (the trump-trick estimate is a DECISION on what a trump trick is)
	{Key: "reasons.right_min", Value: 2, Unit: "count", Rule: "pref.follow-reasons", Section: "Pref. 6.3.2", Min: 0, Max: 10, Integer: true},
	{Key: "reasons.left_min", Value: 3, Unit: "count", Rule: "pref.follow-reasons", Section: "Pref. 6.3.4", Min: 0, Max: 10, Integer: true},
	{Key: "reasons.left_trump_tricks", Value: 2, Unit: "count", Rule: "pref.follow-reasons", Section: "Pref. 6.3.4", Min: 0, Max: 10, Integer: true},
	{Key: "reasons.no_trump_aces", Value: 2, Unit: "count", Rule: "pref.follow-reasons", Section: "Pref. 6.3.5", Min: 0, Max: 4, Integer: true},
	{Key: "reasons.ace_suit_max", Value: 4, Unit: "count", Rule: "pref.follow-reasons", Section: "Pref. 6.3.4", Min: 1, Max: 8, Integer: true},
	{Key: "reasons.long_len", Value: 4, Unit: "count", Rule: "pref.follow-reasons", Section: "Pref. 6.3.1", Min: 2, Max: 8, Integer: true},
	{Key: "reasons.long_value", Value: 0.5, Unit: "count", Rule: "pref.follow-reasons", Section: "Pref. 6.3.1", Min: 0, Max: 1},
	{Key: "est.k_len", Value: 2, Unit: "count", Rule: "pref.follow-reasons", Section: "Pref. 6.3.1", Min: 1, Max: 8, Integer: true},
	{Key: "est.q_len", Value: 3, Unit: "count", Rule: "pref.follow-reasons", Section: "Pref. 6.3.1", Min: 1, Max: 8, Integer: true},
	{Key: "est.long_len", Value: 4, Unit: "count", Rule: "pref.follow-reasons", Section: "Pref. 6.3.1", Min: 1, Max: 8, Integer: true},
	// appended: the ruling window, in hands after the judged one (a ruling on a hand's content
	// only before the end of the next hand)
	{Key: "ingame.window_hands", Value: 1, Unit: "count", Rule: "pref.in-game", Section: "Pref. 3.6", Min: 0, Max: 20, Integer: true},
}
