// Package scoring is the pseudo-ruleset of the scoring tools: contract score, IMPs, VPs, the
// one-board traveller and the team-match sheet, as calculators over engine/bridge (Laws of
// Duplicate Bridge 2017, Laws 2, 77 and 78; WBF continuous 20-VP scale, 2013).
package scoring

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// Rule IDs of the scoring tools (they are not in the rules catalogue: every ruleset uses them).
const (
	ruleLaw2  = "scoring.law2"   // board number → dealer and vulnerability
	ruleLaw77 = "scoring.law77"  // contract score
	ruleMP    = "scoring.law78a" // matchpoints
	ruleIMP   = "scoring.law78b" // IMP scale
	ruleVar   = "scoring.law78d" // cross-IMP, Butler, Neuberg: approved variations
	ruleVP    = "scoring.wbf-vp" // WBF 20-VP scale
)

// Parameter keys.
const (
	parDiscard = "butler.discard"  // results dropped at each end for the Butler datum
	parRoundTo = "butler.round_to" // the datum is rounded to a multiple of this
)

// Ruleset holds the scoring tools.
var Ruleset = &engine.Ruleset{
	ID:      "scoring",
	Names:   msg.Text{En: "Scoring tools", Sr: "Alati za obračun", Hu: "Pontozási eszközök"},
	Source:  "Laws of Duplicate Bridge 2017, Laws 2, 77, 78; WBF General Conditions of Contest 2013 (20-VP scale)",
	Version: 1,
	Lang:    msg.EN,
	Params: []engine.Param{
		{Key: parDiscard, Value: 1, Unit: "count", Rule: ruleVar, Section: "Law 78D", Min: 0, Max: 10, Integer: true, Note: "scoring.p.discard"},
		{Key: parRoundTo, Value: 10, Unit: "points", Rule: ruleVar, Section: "Law 78D", Min: 1, Max: 100, Integer: true, Note: "scoring.p.round_to"},
	},
	Rules: []engine.Rule{
		{ID: ruleLaw2, Section: "Law 2", Calculators: []string{"scoring.contract", "scoring.traveller", "scoring.match"}},
		{ID: ruleLaw77, Section: "Law 77", Calculators: []string{"scoring.contract", "scoring.traveller", "scoring.match"}},
		{ID: ruleMP, Section: "Law 78A", Calculators: []string{"scoring.traveller"}},
		{ID: ruleIMP, Section: "Law 78B", Calculators: []string{"scoring.imp", "scoring.traveller", "scoring.match"}},
		{ID: ruleVar, Section: "Law 78D", Calculators: []string{"scoring.traveller"}},
		{ID: ruleVP, Section: "WBF GCC 2013", Calculators: []string{"scoring.vp", "scoring.match"}},
	},
	Calculators: []*engine.Calculator{contractCalc(), impCalc(), vpCalc(), travellerCalc(), matchCalc()},
}

func init() {
	for i := range Ruleset.Rules {
		r := &Ruleset.Rules[i]
		if r.Summary == "" {
			r.Summary = "rule." + r.ID
		}
	}
}
