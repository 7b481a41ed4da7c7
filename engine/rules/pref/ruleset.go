package pref

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// ID is the ruleset's identifier.
const ID = "pref-club"

// params: every number of rules-catalogue section pref-club.
var params = []engine.Param{
	{Key: "value.pik", Value: 4, Unit: "bula", Rule: "pref.scoring", Section: "game value", Min: 2, Max: 100, Integer: true},
	{Key: "value.karo", Value: 6, Unit: "bula", Rule: "pref.scoring", Section: "game value", Min: 2, Max: 100, Integer: true},
	{Key: "value.herc", Value: 8, Unit: "bula", Rule: "pref.scoring", Section: "game value", Min: 2, Max: 100, Integer: true},
	{Key: "value.tref", Value: 10, Unit: "bula", Rule: "pref.scoring", Section: "game value", Min: 2, Max: 100, Integer: true},
	{Key: "value.betl", Value: 12, Unit: "bula", Rule: "pref.scoring", Section: "game value", Min: 2, Max: 100, Integer: true},
	{Key: "value.sans", Value: 14, Unit: "bula", Rule: "pref.scoring", Section: "game value", Min: 2, Max: 100, Integer: true},
	{Key: "value.igra_step", Value: 2, Unit: "bula", Rule: "pref.scoring", Section: "igra", Min: 0, Max: 20, Integer: true},
	{Key: "kontra.x1", Value: 2, Unit: "count", Rule: "pref.scoring", Section: "kontra", Min: 1, Max: 8, Integer: true},
	{Key: "kontra.x2", Value: 4, Unit: "count", Rule: "pref.scoring", Section: "rekontra", Min: 1, Max: 16, Integer: true},
	{Key: "refe.mult", Value: 2, Unit: "count", Rule: "pref.scoring", Section: "refe", Min: 1, Max: 4, Integer: true},
	{Key: "sheet.start_bula", Value: 60, Unit: "bula", Rule: "pref.scoring", Section: "worked example", Min: 2, Max: 1000, Integer: true},
	{Key: "made.tricks", Value: 6, Unit: "tricks", Rule: "pref.scoring", Section: "DECISION", Min: 1, Max: 10, Integer: true},
	{Key: "betl.max_tricks", Value: 0, Unit: "tricks", Rule: "pref.scoring", Section: "DECISION", Min: 0, Max: 10, Integer: true},
	{Key: "follow.both_min", Value: 2, Unit: "tricks", Rule: "pref.scoring", Section: "DECISION", Min: 0, Max: 10, Integer: true},
	{Key: "follow.alone_min", Value: 4, Unit: "tricks", Rule: "pref.scoring", Section: "DECISION", Min: 0, Max: 10, Integer: true},
	{Key: "settle.bula_factor", Value: 10, Unit: "count", Rule: "pref.scoring", Section: "final score", Min: 1, Max: 100, Integer: true},
	{Key: "ingame.multiple", Value: 2, Unit: "bula", Rule: "pref.in-game", Section: "in-game ruling", Min: 1, Max: 10, Integer: true},
	{Key: "outgame.window_days", Value: 7, Unit: "days", Rule: "pref.out-of-game", Section: "out-of-game ruling", Min: 1, Max: 365, Integer: true},
	{Key: "manual.played_num", Value: 2, Unit: "count", Rule: "pref.out-of-game", Section: "manual finish", Min: 0, Max: 100, Integer: true},
	{Key: "manual.played_den", Value: 3, Unit: "count", Rule: "pref.out-of-game", Section: "manual finish", Min: 1, Max: 100, Integer: true},
	{Key: "manual.min_minutes", Value: 60, Unit: "min", Rule: "pref.out-of-game", Section: "manual finish", Min: 0, Max: 10080, Integer: true},
	{Key: "league.low", Value: 5, Unit: "points", Rule: "pref.out-of-game", Section: "league penalty", Min: 0, Max: 100, Integer: true},
	{Key: "league.high", Value: 10, Unit: "points", Rule: "pref.out-of-game", Section: "league penalty", Min: 0, Max: 100, Integer: true},
	{Key: "ban.min_days", Value: 1, Unit: "days", Rule: "pref.out-of-game", Section: "ban", Min: 0, Max: 365, Integer: true},
	{Key: "ban.max_days", Value: 3, Unit: "days", Rule: "pref.out-of-game", Section: "ban", Min: 0, Max: 365, Integer: true},
	{Key: "roles.notify_minutes", Value: 5, Unit: "min", Rule: "pref.roles", Section: "calling a judge", Min: 0, Max: 60, Integer: true},
	{Key: "unsporting.bula", Value: 4, Unit: "bula", Rule: "pref.principles", Section: "unsportsmanlike conduct", Min: 0, Max: 100, Integer: true},
	{Key: "bid.good_cards", Value: 3, Unit: "count", Rule: "pref.principles", Section: "bidding", Min: 0, Max: 10, Integer: true},
	{Key: "lead.short_len", Value: 3, Unit: "count", Rule: "pref.principles", Section: "lead against sans", Min: 1, Max: 10, Integer: true},
	{Key: "reasons.right_min", Value: 2, Unit: "count", Rule: "pref.follow-reasons", Section: "right-hand defender", Min: 0, Max: 10, Integer: true},
	{Key: "reasons.left_min", Value: 3, Unit: "count", Rule: "pref.follow-reasons", Section: "left-hand defender", Min: 0, Max: 10, Integer: true},
	{Key: "reasons.left_trump_tricks", Value: 2, Unit: "count", Rule: "pref.follow-reasons", Section: "left-hand defender", Min: 0, Max: 10, Integer: true},
	{Key: "reasons.no_trump_aces", Value: 2, Unit: "count", Rule: "pref.follow-reasons", Section: "no trump", Min: 0, Max: 4, Integer: true},
	{Key: "reasons.ace_suit_max", Value: 4, Unit: "count", Rule: "pref.follow-reasons", Section: "left-hand defender", Min: 1, Max: 8, Integer: true},
	{Key: "reasons.long_len", Value: 4, Unit: "count", Rule: "pref.follow-reasons", Section: "long side suit", Min: 2, Max: 8, Integer: true},
	{Key: "reasons.long_value", Value: 0.5, Unit: "count", Rule: "pref.follow-reasons", Section: "long side suit", Min: 0, Max: 1},
	{Key: "est.k_len", Value: 2, Unit: "count", Rule: "pref.follow-reasons", Section: "DECISION trump trick", Min: 1, Max: 8, Integer: true},
	{Key: "est.q_len", Value: 3, Unit: "count", Rule: "pref.follow-reasons", Section: "DECISION trump trick", Min: 1, Max: 8, Integer: true},
	{Key: "est.long_len", Value: 4, Unit: "count", Rule: "pref.follow-reasons", Section: "DECISION trump trick", Min: 1, Max: 8, Integer: true},
}

var rules = []engine.Rule{
	{ID: "pref.roles", Section: "Opšte odredbe, Postupak suđenja", Calculators: []string{"pref.hearing", "pref.revoke"}},
	{ID: "pref.in-game", Section: "Presuda tokom partije", Calculators: []string{"pref.ruling", "pref.go-bula", "pref.sheet"}},
	{ID: "pref.out-of-game", Section: "Presuda van partije", Calculators: []string{"pref.out-of-game", "pref.revoke"}},
	{ID: "pref.principles", Section: "Principi donošenja presude, Dodatak", Calculators: []string{"pref.bula-reasons", "pref.rescore", "pref.lead", "pref.lead-fix"}},
	{ID: "pref.scoring", Section: "catalogue (score sheet)", Calculators: []string{"pref.value", "pref.sheet"}},
	{ID: "pref.follow-reasons", Section: "Dodatak: rezoni za praćenje", Calculators: []string{"pref.reasons"}},
}

// Ruleset is pref-club as data.
var Ruleset = &engine.Ruleset{
	ID: ID,
	Names: msg.Text{
		En: "Preferans club: judging system",
		Sr: "Preferans klub: sudijski sistem",
		Hu: "Preferánszklub: bírói rendszer",
	},
	Source:  "Online Preferans club, judging system (Sudijski sistem), Serbian; score sheet per rules-catalogue pref.scoring",
	Version: 1,
	Lang:    msg.SR,
	Params:  params,
	Rules:   rules,
}

func init() {
	for i := range rules {
		rules[i].Summary = "rule." + rules[i].ID
	}
}
