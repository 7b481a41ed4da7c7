package law12

import "arbiter/engine"

// params is every number of Law 12, in link order (append only), each with its citation.
var params = []engine.Param{
	{Key: "law12.a_plus_pct", Value: 60, Unit: "pct", Rule: RuleID, Section: "Law 12C2", Min: 50, Max: 100},
	{Key: "law12.a_pct", Value: 50, Unit: "pct", Rule: RuleID, Section: "Law 12C2", Min: 0, Max: 100},
	{Key: "law12.a_minus_pct", Value: 40, Unit: "pct", Rule: RuleID, Section: "Law 12C2", Min: 0, Max: 50},
	{Key: "law12.a_plus_imp", Value: 3, Unit: "imp", Rule: RuleID, Section: "Law 12C2", Min: 0, Max: 24, Integer: true},
	{Key: "law12.a_imp", Value: 0, Unit: "imp", Rule: RuleID, Section: "Law 12C2", Min: -24, Max: 24, Integer: true},
	{Key: "law12.a_minus_imp", Value: -3, Unit: "imp", Rule: RuleID, Section: "Law 12C2", Min: -24, Max: 0, Integer: true},
	{Key: "law12.team_a_plus_imp", Value: 3, Unit: "imp", Rule: RuleID, Section: "Law 12C2", Min: 0, Max: 24, Integer: true},
	{Key: "law12.team_a_imp", Value: 0, Unit: "imp", Rule: RuleID, Section: "Law 12C2", Min: -24, Max: 24, Integer: true},
	{Key: "law12.team_a_minus_imp", Value: -3, Unit: "imp", Rule: RuleID, Section: "Law 12C2", Min: -24, Max: 0, Integer: true},
	// appended: the Butler datum's rounding when a weighted score is scored in Butler IMPs (the
	// regulation's own value wins where it has one: VSZ 11 butler.datum_round)
	{Key: "law12.butler_round_to", Value: 10, Unit: "points", Rule: RuleID, Section: "Law 12C1(c), Law 78D", Min: 1, Max: 100, Integer: true},
}
