package pref

import "arbiter/engine"

// rules: one entry per ### rule of rules-catalogue section pref-club, each with its citation
// and the calculators that apply it; the summary is the product's own ("rule.<ID>").
var rules = []engine.Rule{
	{ID: "pref.roles", Section: "Pref. 1–2", Calculators: []string{"pref.hearing", "pref.revoke"}, Summary: "rule.pref.roles"},
	{ID: "pref.in-game", Section: "Pref. 3", Calculators: []string{"pref.ruling", "pref.go-bula", "pref.sheet"}, Summary: "rule.pref.in-game"},
	{ID: "pref.out-of-game", Section: "Pref. 4", Calculators: []string{"pref.out-of-game", "pref.revoke"}, Summary: "rule.pref.out-of-game"},
	{ID: "pref.principles", Section: "Pref. 5–6", Calculators: []string{"pref.bula-reasons", "pref.rescore", "pref.lead", "pref.lead-fix"}, Summary: "rule.pref.principles"},
	{ID: "pref.scoring", Section: "Pref. 3.1", Calculators: []string{"pref.value", "pref.sheet"}, Summary: "rule.pref.scoring"},
	{ID: "pref.follow-reasons", Section: "Pref. 6.3", Calculators: []string{"pref.reasons"}, Summary: "rule.pref.follow-reasons"},
}
