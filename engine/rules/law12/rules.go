package law12

import "arbiter/engine"

// rules is the one Law 12 entry of the rules catalogue.
var rules = []engine.Rule{
	{ID: RuleID, Section: "Law 12C", Calculators: []string{"law12.artificial", "law12.assigned", "law12.weighted"}, Summary: "rule.law12"},
}
