package scoring

import "arbiter/engine"

// rules are the laws the scoring tools apply (not in the rules catalogue: every ruleset uses
// them).
var rules = []engine.Rule{
	// board number → dealer and vulnerability
	{ID: "scoring.law2", Section: "Law 2", Calculators: []string{"scoring.contract", "scoring.traveller", "scoring.match"}, Summary: "rule.scoring.law2"},
	// contract score
	{ID: "scoring.law77", Section: "Law 77", Calculators: []string{"scoring.contract", "scoring.traveller", "scoring.match"}, Summary: "rule.scoring.law77"},
	// matchpoints
	{ID: "scoring.law78a", Section: "Law 78A", Calculators: []string{"scoring.traveller"}, Summary: "rule.scoring.law78a"},
	// the IMP scale
	{ID: "scoring.law78b", Section: "Law 78B", Calculators: []string{"scoring.imp", "scoring.traveller", "scoring.match"}, Summary: "rule.scoring.law78b"},
	// approved variations: cross-IMP, Butler, Neuberg
	{ID: "scoring.law78d", Section: "Law 78D", Calculators: []string{"scoring.traveller"}, Summary: "rule.scoring.law78d"},
	// the WBF 20-VP scale
	{ID: "scoring.wbf-vp", Section: "WBF GCC 2013", Calculators: []string{"scoring.vp", "scoring.match"}, Summary: "rule.scoring.wbf-vp"},
	// artificial adjusted scores on a traveller (the rule of Law 12's own calculators; its
	// percentages are the club values law12.*)
	{ID: "law12", Section: "Law 12C2", Calculators: []string{"scoring.traveller"}, Summary: "rule.law12"},
}
