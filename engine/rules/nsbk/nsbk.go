// Package nsbk is the NSBK penalty regulations for pair tournaments (Serbian, "Kazneni
// pravilnik NSBK", shared/seeds/nsbk-penalty-rules.sr.txt) as data and calculators: lateness,
// unplayed boards, score-entry errors, fouled boards, unsportsmanlike conduct, offending the
// director, psychics and brown-sticker conventions, with the Law 12 adjusted scores
// (engine/rules/law12). Rule IDs and DECISIONs follow shared/spec/rules-catalogue.md.
package nsbk

import (
	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rules/law12"
)

// Section names of the source, cited in Serbian (the text numbers its points).
const (
	secLateness  = "tačka 1"
	secUnplayed  = "tačka 2"
	secAfterEnd  = "tačka 3"
	secEntry     = "tačka 4"
	secFouled    = "tačka 5"
	secUnsport   = "tačka 6"
	secOffending = "tačke 7–8"
	secPsychics  = "tačke 9–12"
)

// Ruleset is nsbk as data.
var Ruleset = &engine.Ruleset{
	ID: "nsbk",
	Names: msg.Text{
		En: "NSBK penalty regulations (pair events)",
		Sr: "Kazneni pravilnik NSBK (parski turniri)",
		Hu: "NSBK büntetési szabályzat (párosversenyek)",
	},
	Source:  "Kazneni pravilnik NSBK — shared/seeds/nsbk-penalty-rules.sr.txt (points 1–12 as numbered in shared/spec/rules-catalogue.md)",
	Version: 1,
	Lang:    msg.SR,
	Params:  append(params(), law12.Params()...),
	Rules:   append(rules(), law12.Rules()...),
}

func params() []engine.Param {
	return []engine.Param{
		// point 1: lateness
		{Key: "lateness.tolerance_min", Value: 1, Unit: "min", Rule: "nsbk.lateness", Section: secLateness, Min: 0, Max: 10, Integer: true},
		{Key: "lateness.warnings", Value: 1, Unit: "count", Rule: "nsbk.lateness", Section: secLateness, Min: 0, Max: 5, Integer: true},
		{Key: "lateness.pct_per_minute", Value: 10, Unit: "pct_top", Rule: "nsbk.lateness", Section: secLateness, Min: 0, Max: 100},
		{Key: "lateness.imp_per_minute", Value: 1, Unit: "imp", Rule: "nsbk.lateness", Section: secLateness, Min: 0, Max: 24},
		// point 2: unplayed boards
		{Key: "unplayed.offender_pct", Value: 40, Unit: "pct", Rule: "nsbk.unplayed", Section: secUnplayed, Min: 0, Max: 50},
		{Key: "unplayed.offender_imp", Value: -3, Unit: "imp", Rule: "nsbk.unplayed", Section: secUnplayed, Min: -24, Max: 0, Integer: true},
		{Key: "unplayed.non_offender_pct", Value: 60, Unit: "pct", Rule: "nsbk.unplayed", Section: secUnplayed, Min: 50, Max: 100},
		{Key: "unplayed.non_offender_imp", Value: 3, Unit: "imp", Rule: "nsbk.unplayed", Section: secUnplayed, Min: 0, Max: 24, Integer: true},
		{Key: "unplayed.extra_pct_top", Value: 50, Unit: "pct_top", Rule: "nsbk.unplayed", Section: secUnplayed, Min: 0, Max: 200},
		{Key: "unplayed.extra_imp", Value: 6, Unit: "imp", Rule: "nsbk.unplayed", Section: secUnplayed, Min: 0, Max: 24, Integer: true},
		{Key: "unplayed.extra_trigger_boards", Value: 2, Unit: "boards", Rule: "nsbk.unplayed", Section: secUnplayed, Min: 1, Max: 20, Integer: true},
		// point 4: score entry
		{Key: "score_entry.pct_top", Value: 25, Unit: "pct_top", Rule: "nsbk.score-entry", Section: secEntry, Min: 0, Max: 100},
		// point 5: fouled boards
		{Key: "fouled.serious_min_tables", Value: 1, Unit: "count", Rule: "nsbk.fouled-board", Section: secFouled, Min: 1, Max: 50, Integer: true},
		{Key: "fouled.cards_per_hand", Value: 13, Unit: "count", Rule: "nsbk.fouled-board", Section: secFouled, Min: 13, Max: 13, Integer: true},
		// point 6: unsportsmanlike conduct
		{Key: "unsportsmanlike.first_pct_top", Value: 50, Unit: "pct_top", Rule: "nsbk.unsportsmanlike", Section: secUnsport, Min: 0, Max: 200},
		{Key: "unsportsmanlike.first_imp", Value: 6, Unit: "imp", Rule: "nsbk.unsportsmanlike", Section: secUnsport, Min: 0, Max: 24, Integer: true},
		{Key: "unsportsmanlike.further_pct_top", Value: 100, Unit: "pct_top", Rule: "nsbk.unsportsmanlike", Section: secUnsport, Min: 0, Max: 200},
		{Key: "unsportsmanlike.further_imp", Value: 12, Unit: "imp", Rule: "nsbk.unsportsmanlike", Section: secUnsport, Min: 0, Max: 24, Integer: true},
		{Key: "unsportsmanlike.further_from", Value: 2, Unit: "count", Rule: "nsbk.unsportsmanlike", Section: secUnsport, Min: 2, Max: 10, Integer: true},
		// points 7–8: offending the director
		{Key: "offending_td.pct_top", Value: 100, Unit: "pct_top", Rule: "nsbk.offending-td", Section: secOffending, Min: 0, Max: 200},
		{Key: "offending_td.imp", Value: 12, Unit: "imp", Rule: "nsbk.offending-td", Section: secOffending, Min: 0, Max: 24, Integer: true},
		// points 9–12: psychics and conventions
		{Key: "psych.pct_top", Value: 50, Unit: "pct_top", Rule: "nsbk.psychics", Section: secPsychics, Min: 0, Max: 200},
		{Key: "psych.imp", Value: 6, Unit: "imp", Rule: "nsbk.psychics", Section: secPsychics, Min: 0, Max: 24, Integer: true},
		{Key: "psych.vienna_threshold", Value: 18, Unit: "points", Rule: "nsbk.psychics", Section: secPsychics, Min: 0, Max: 64, Integer: true},
		{Key: "psych.vienna_ace", Value: 7, Unit: "points", Rule: "nsbk.psychics", Section: secPsychics, Min: 0, Max: 16, Integer: true},
		{Key: "psych.vienna_king", Value: 5, Unit: "points", Rule: "nsbk.psychics", Section: secPsychics, Min: 0, Max: 16, Integer: true},
		{Key: "psych.vienna_queen", Value: 3, Unit: "points", Rule: "nsbk.psychics", Section: secPsychics, Min: 0, Max: 16, Integer: true},
		{Key: "psych.vienna_jack", Value: 1, Unit: "points", Rule: "nsbk.psychics", Section: secPsychics, Min: 0, Max: 16, Integer: true},
		{Key: "psych.forbidden_seats", Value: 2, Unit: "count", Rule: "nsbk.psychics", Section: secPsychics, Min: 0, Max: 4, Integer: true},
		{Key: "brown.min_level", Value: 2, Unit: "count", Rule: "nsbk.psychics", Section: secPsychics, Min: 1, Max: 7, Integer: true},
	}
}

func rules() []engine.Rule {
	r := func(id, sec string, calcs ...string) engine.Rule {
		return engine.Rule{ID: id, Section: sec, Calculators: calcs, Summary: "rule." + id}
	}
	after := r("nsbk.after-end", secAfterEnd)
	after.Info = "nsbk.info.after-end"
	return []engine.Rule{
		r("nsbk.lateness", secLateness, "nsbk.lateness"),
		r("nsbk.unplayed", secUnplayed, "nsbk.unplayed"),
		after,
		r("nsbk.score-entry", secEntry, "nsbk.score-entry"),
		r("nsbk.fouled-board", secFouled, "nsbk.fouled-board"),
		r("nsbk.unsportsmanlike", secUnsport, "nsbk.unsportsmanlike"),
		r("nsbk.offending-td", secOffending, "nsbk.offending-td"),
		r("nsbk.psychics", secPsychics, "nsbk.psych", "nsbk.brown-sticker"),
	}
}

func calculators() []*engine.Calculator {
	return []*engine.Calculator{
		lateness(), unplayed(), scoreEntry(), fouledBoard(), unsportsmanlike(), offendingTD(),
		psych(), brownSticker(),
	}
}
