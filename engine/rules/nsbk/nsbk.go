// Package nsbk is the NSBK penalty regulations for pair tournaments (Serbian, "Kazneni
// pravilnik NSBK", shared/seeds/nsbk-penalty-rules.sr.txt) as data and calculators: lateness,
// unplayed boards, score-entry errors, fouled boards, unsportsmanlike conduct, offending the
// director, psychics and brown-sticker conventions, with the Law 12 adjusted scores
// (engine/rules/law12). Rule IDs and DECISIONs follow shared/spec/rules-catalogue.md.
//
// Citations: the source numbers its points 1–12 ("tačka", plural "tačke"); a Param.Section or
// Rule.Section cites them behind the source's short name, "NSBK t. 1", and a range of points as
// "NSBK t. 7–8".
//
// It is the worked example of the one regulation shape (engine/MODEL.md): the numbers in
// params.go, the rules in rules.go, the forms in calculators.go (in link order), the typed cores
// by topic (penalty.go, lateness.go, unplayed.go, scoreentry.go, fouled.go, conduct.go,
// psychics.go), the texts in messages.go, built by Load (load.go). A typed core takes an
// enum's option code as a string and refuses one its form does not offer (EINVALID).
package nsbk

import (
	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rules/law12"
)

// Ruleset is nsbk as data: its own parameters and rules followed by Law 12's. Its calculators
// and messages are added by Load.
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
	// the regulation a Serbian-speaking director opens on
	DefaultFor: []msg.Lang{msg.SR},
	Params:     append(params, law12.Params()...),
	Rules:      append(rules, law12.Rules()...),
}
