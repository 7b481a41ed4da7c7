package nsbk

import "arbiter/engine"

// rules is one entry per ### rule of the nsbk section of shared/spec/rules-catalogue.md, in the
// source's order: its citation, and the calculators that compute it or why none does.
var rules = []engine.Rule{
	{ID: "nsbk.lateness", Section: "NSBK t. 1", Calculators: []string{"nsbk.lateness"}, Summary: "rule.nsbk.lateness"},
	{ID: "nsbk.unplayed", Section: "NSBK t. 2", Calculators: []string{"nsbk.unplayed"}, Summary: "rule.nsbk.unplayed"},
	{ID: "nsbk.after-end", Section: "NSBK t. 3", Info: "nsbk.info.after-end", Summary: "rule.nsbk.after-end"},
	{ID: "nsbk.score-entry", Section: "NSBK t. 4", Calculators: []string{"nsbk.score-entry"}, Summary: "rule.nsbk.score-entry"},
	{ID: "nsbk.fouled-board", Section: "NSBK t. 5", Calculators: []string{"nsbk.fouled-board"}, Summary: "rule.nsbk.fouled-board"},
	{ID: "nsbk.unsportsmanlike", Section: "NSBK t. 6", Calculators: []string{"nsbk.unsportsmanlike"}, Summary: "rule.nsbk.unsportsmanlike"},
	{ID: "nsbk.offending-td", Section: "NSBK t. 7–8", Calculators: []string{"nsbk.offending-td"}, Summary: "rule.nsbk.offending-td"},
	{ID: "nsbk.psychics", Section: "NSBK t. 9–12", Calculators: []string{"nsbk.psych", "nsbk.brown-sticker"}, Summary: "rule.nsbk.psychics"},
}
