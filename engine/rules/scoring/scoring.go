// Package scoring is the pseudo-ruleset of the scoring tools: contract score, IMPs, VPs, the
// one-board traveller and the team-match sheet, as calculators over engine/bridge (Laws of
// Duplicate Bridge 2017, Laws 2, 77 and 78; WBF continuous 20-VP scale, 2013).
//
// Citations: the Laws' own numbering behind "Law", as in "Law 78D"; the VP scale as "WBF GCC
// 2013" (the WBF General Conditions of Contest of 2013).
//
// Its rules are not in the rules catalogue (every ruleset uses them). The package has the files
// of the one regulation shape: the numbers in params.go, the rules in rules.go, the forms in
// calculators.go, the typed cores in board.go (the names of seats and vulnerability), contract.go,
// imp.go, vp.go, traveller.go and match.go, the texts in messages.go. Unlike a regulation it is
// built at start-up (load.go): the app always shows it. A typed core takes an enum's option code
// as a string and refuses one its form does not offer (EINVALID).
package scoring

import (
	"slices"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// Ruleset holds the scoring tools.
var Ruleset = &engine.Ruleset{
	ID:          "scoring",
	Names:       msg.Text{En: "Scoring tools", Sr: "Alati za obračun", Hu: "Pontozási eszközök"},
	Source:      "Laws of Duplicate Bridge 2017, Laws 2, 77, 78; WBF General Conditions of Contest 2013 (20-VP scale)",
	Version:     1,
	Lang:        msg.EN,
	Params:      append(slices.Clone(params), law12Params()...),
	Rules:       rules,
	Calculators: calculators(),
}
