package pref

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// ID is the ruleset's identifier.
const ID = "pref-club"

func par(key string, v float64, unit, rule, sec string, min, max float64) engine.Param {
	return engine.Param{Key: key, Value: v, Unit: unit, Rule: rule, Section: sec, Min: min, Max: max, Integer: true}
}

// params: every number of rules-catalogue section pref-club.
var params = []engine.Param{
	par("value.pik", 4, "bula", "pref.scoring", "game value", 2, 100),
	par("value.karo", 6, "bula", "pref.scoring", "game value", 2, 100),
	par("value.herc", 8, "bula", "pref.scoring", "game value", 2, 100),
	par("value.tref", 10, "bula", "pref.scoring", "game value", 2, 100),
	par("value.betl", 12, "bula", "pref.scoring", "game value", 2, 100),
	par("value.sans", 14, "bula", "pref.scoring", "game value", 2, 100),
	par("value.igra_step", 2, "bula", "pref.scoring", "igra", 0, 20),
	par("kontra.x1", 2, "count", "pref.scoring", "kontra", 1, 8),
	par("kontra.x2", 4, "count", "pref.scoring", "rekontra", 1, 16),
	par("refe.mult", 2, "count", "pref.scoring", "refe", 1, 4),
	par("sheet.start_bula", 60, "bula", "pref.scoring", "worked example", 2, 1000),
	par("made.tricks", 6, "tricks", "pref.scoring", "DECISION", 1, 10),
	par("betl.max_tricks", 0, "tricks", "pref.scoring", "DECISION", 0, 10),
	par("follow.both_min", 2, "tricks", "pref.scoring", "DECISION", 0, 10),
	par("follow.alone_min", 4, "tricks", "pref.scoring", "DECISION", 0, 10),
	par("settle.bula_factor", 10, "count", "pref.scoring", "final score", 1, 100),
	par("ingame.multiple", 2, "bula", "pref.in-game", "in-game ruling", 1, 10),
	par("outgame.window_days", 7, "days", "pref.out-of-game", "out-of-game ruling", 1, 365),
	par("manual.played_num", 2, "count", "pref.out-of-game", "manual finish", 0, 100),
	par("manual.played_den", 3, "count", "pref.out-of-game", "manual finish", 1, 100),
	par("manual.min_minutes", 60, "min", "pref.out-of-game", "manual finish", 0, 10080),
	par("league.low", 5, "points", "pref.out-of-game", "league penalty", 0, 100),
	par("league.high", 10, "points", "pref.out-of-game", "league penalty", 0, 100),
	par("ban.min_days", 1, "days", "pref.out-of-game", "ban", 0, 365),
	par("ban.max_days", 3, "days", "pref.out-of-game", "ban", 0, 365),
	par("roles.notify_minutes", 5, "min", "pref.roles", "calling a judge", 0, 60),
	par("unsporting.bula", 4, "bula", "pref.principles", "unsportsmanlike conduct", 0, 100),
	par("bid.good_cards", 3, "count", "pref.principles", "bidding", 0, 10),
	par("lead.short_len", 3, "count", "pref.principles", "lead against sans", 1, 10),
	par("reasons.right_min", 2, "count", "pref.follow-reasons", "right-hand defender", 0, 10),
	par("reasons.left_min", 3, "count", "pref.follow-reasons", "left-hand defender", 0, 10),
	par("reasons.left_trump_tricks", 2, "count", "pref.follow-reasons", "left-hand defender", 0, 10),
	par("reasons.no_trump_aces", 2, "count", "pref.follow-reasons", "no trump", 0, 4),
	par("reasons.ace_suit_max", 4, "count", "pref.follow-reasons", "left-hand defender", 1, 8),
	par("reasons.long_len", 4, "count", "pref.follow-reasons", "long side suit", 2, 8),
	{Key: "reasons.long_value", Value: 0.5, Unit: "count", Rule: "pref.follow-reasons", Section: "long side suit", Min: 0, Max: 1},
	par("est.k_len", 2, "count", "pref.follow-reasons", "DECISION trump trick", 1, 8),
	par("est.q_len", 3, "count", "pref.follow-reasons", "DECISION trump trick", 1, 8),
	par("est.long_len", 4, "count", "pref.follow-reasons", "DECISION trump trick", 1, 8),
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
