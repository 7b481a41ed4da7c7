package nsbk

import "arbiter/engine"

// params is every number of the regulation, in link order (append only: engine/MODEL.md, "Links
// and logs forever"), each with its rule and its citation.
var params = []engine.Param{
	// NSBK t. 1: lateness
	{Key: "lateness.tolerance_min", Value: 1, Unit: "min", Rule: "nsbk.lateness", Section: "NSBK t. 1", Min: 0, Max: 10, Integer: true},
	{Key: "lateness.warnings", Value: 1, Unit: "count", Rule: "nsbk.lateness", Section: "NSBK t. 1", Min: 0, Max: 5, Integer: true},
	{Key: "lateness.pct_per_minute", Value: 10, Unit: "pct_top", Rule: "nsbk.lateness", Section: "NSBK t. 1", Min: 0, Max: 100},
	{Key: "lateness.imp_per_minute", Value: 1, Unit: "imp", Rule: "nsbk.lateness", Section: "NSBK t. 1", Min: 0, Max: 24},
	// NSBK t. 2: unplayed boards
	{Key: "unplayed.offender_pct", Value: 40, Unit: "pct", Rule: "nsbk.unplayed", Section: "NSBK t. 2", Min: 0, Max: 50},
	{Key: "unplayed.offender_imp", Value: -3, Unit: "imp", Rule: "nsbk.unplayed", Section: "NSBK t. 2", Min: -24, Max: 0, Integer: true},
	{Key: "unplayed.non_offender_pct", Value: 60, Unit: "pct", Rule: "nsbk.unplayed", Section: "NSBK t. 2", Min: 50, Max: 100},
	{Key: "unplayed.non_offender_imp", Value: 3, Unit: "imp", Rule: "nsbk.unplayed", Section: "NSBK t. 2", Min: 0, Max: 24, Integer: true},
	{Key: "unplayed.extra_pct_top", Value: 50, Unit: "pct_top", Rule: "nsbk.unplayed", Section: "NSBK t. 2", Min: 0, Max: 200},
	{Key: "unplayed.extra_imp", Value: 6, Unit: "imp", Rule: "nsbk.unplayed", Section: "NSBK t. 2", Min: 0, Max: 24, Integer: true},
	{Key: "unplayed.extra_trigger_boards", Value: 2, Unit: "boards", Rule: "nsbk.unplayed", Section: "NSBK t. 2", Min: 1, Max: 20, Integer: true},
	// NSBK t. 4: score entry
	{Key: "score_entry.pct_top", Value: 25, Unit: "pct_top", Rule: "nsbk.score-entry", Section: "NSBK t. 4", Min: 0, Max: 100},
	// NSBK t. 5: fouled boards
	{Key: "fouled.serious_min_tables", Value: 1, Unit: "count", Rule: "nsbk.fouled-board", Section: "NSBK t. 5", Min: 1, Max: 50, Integer: true},
	{Key: "fouled.cards_per_hand", Value: 13, Unit: "count", Rule: "nsbk.fouled-board", Section: "NSBK t. 5", Min: 13, Max: 13, Integer: true},
	// NSBK t. 6: unsportsmanlike conduct
	{Key: "unsportsmanlike.first_pct_top", Value: 50, Unit: "pct_top", Rule: "nsbk.unsportsmanlike", Section: "NSBK t. 6", Min: 0, Max: 200},
	{Key: "unsportsmanlike.first_imp", Value: 6, Unit: "imp", Rule: "nsbk.unsportsmanlike", Section: "NSBK t. 6", Min: 0, Max: 24, Integer: true},
	{Key: "unsportsmanlike.further_pct_top", Value: 100, Unit: "pct_top", Rule: "nsbk.unsportsmanlike", Section: "NSBK t. 6", Min: 0, Max: 200},
	{Key: "unsportsmanlike.further_imp", Value: 12, Unit: "imp", Rule: "nsbk.unsportsmanlike", Section: "NSBK t. 6", Min: 0, Max: 24, Integer: true},
	{Key: "unsportsmanlike.further_from", Value: 2, Unit: "count", Rule: "nsbk.unsportsmanlike", Section: "NSBK t. 6", Min: 2, Max: 10, Integer: true},
	// NSBK t. 7–8: offending the director
	{Key: "offending_td.pct_top", Value: 100, Unit: "pct_top", Rule: "nsbk.offending-td", Section: "NSBK t. 7–8", Min: 0, Max: 200},
	{Key: "offending_td.imp", Value: 12, Unit: "imp", Rule: "nsbk.offending-td", Section: "NSBK t. 7–8", Min: 0, Max: 24, Integer: true},
	// NSBK t. 9–12: psychics and conventions
	{Key: "psych.pct_top", Value: 50, Unit: "pct_top", Rule: "nsbk.psychics", Section: "NSBK t. 9–12", Min: 0, Max: 200},
	{Key: "psych.imp", Value: 6, Unit: "imp", Rule: "nsbk.psychics", Section: "NSBK t. 9–12", Min: 0, Max: 24, Integer: true},
	{Key: "psych.vienna_threshold", Value: 18, Unit: "points", Rule: "nsbk.psychics", Section: "NSBK t. 9–12", Min: 0, Max: 64, Integer: true},
	{Key: "psych.vienna_ace", Value: 7, Unit: "points", Rule: "nsbk.psychics", Section: "NSBK t. 9–12", Min: 0, Max: 16, Integer: true},
	{Key: "psych.vienna_king", Value: 5, Unit: "points", Rule: "nsbk.psychics", Section: "NSBK t. 9–12", Min: 0, Max: 16, Integer: true},
	{Key: "psych.vienna_queen", Value: 3, Unit: "points", Rule: "nsbk.psychics", Section: "NSBK t. 9–12", Min: 0, Max: 16, Integer: true},
	{Key: "psych.vienna_jack", Value: 1, Unit: "points", Rule: "nsbk.psychics", Section: "NSBK t. 9–12", Min: 0, Max: 16, Integer: true},
	{Key: "psych.forbidden_seats", Value: 2, Unit: "count", Rule: "nsbk.psychics", Section: "NSBK t. 9–12", Min: 0, Max: 4, Integer: true},
	{Key: "brown.min_level", Value: 2, Unit: "count", Rule: "nsbk.psychics", Section: "NSBK t. 9–12", Min: 1, Max: 7, Integer: true},
}
