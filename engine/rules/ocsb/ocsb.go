// Package ocsb is the ocsb-kmor-2018 ruleset: the conditions of contest of the 2018/19
// Hungarian team championship, Central region ("OCSB Közép-magyarországi területi bajnokság",
// shared/spec/rules-catalogue.md, section "ocsb-kmor-2018"), with the Law 12 adjusted scores
// (engine/rules/law12). The national competition regulations (package vsz) apply where these
// conditions are silent.
//
// It covers the VP scale and match length, Zero Tolerance fines (one breach, and judged
// against the TD's incident book), slow play, substitutes, entry fees, the divisions' formats,
// group seeding, the play-off carry-over and pairings, ranking with tie-breaks, promotion and
// relegation, system permissions, seating and player changes, protest deadlines and the
// score-correction deadline.
//
// Every number of the conditions is a parameter (params.go); each calculator reads them
// through engine.Params, so a club file can override any of them.
//
// Citations (Param.Section, Rule.Section) are "KMOR" followed by the conditions' own
// numbering: the numbered sections as §, then a lettered point or the division's paragraph
// where the text has one, e.g. "KMOR §10 a)" (Zero Tolerance, point a), "KMOR §4 III" (the
// format of division III), "KMOR §13 *" (the footnote of §13 on a division's last day).
package ocsb

import (
	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rules/law12"
)

// ID is the ruleset's identifier.
const ID = "ocsb-kmor-2018"

// Ruleset is ocsb-kmor-2018 as data; Load adds its calculators.
var Ruleset = &engine.Ruleset{
	ID: ID,
	Names: msg.Text{
		En: "Hungarian team championship, Central region 2018/19",
		Sr: "Mađarsko timsko prvenstvo, centralni region 2018/19",
		Hu: "Csapatbajnokság, Közép-magyarországi régió 2018/19",
	},
	Source:  "MBSZ: OCSB Közép-magyarországi területi bajnokság 2018/19, versenykiírás (seeds/ocsb-kmor-2018-19.hu.txt)",
	Version: 1,
	Lang:    msg.HU,
	// a team championship: a new event is teams scored IMPs → VPs; the Law 12 forms start at
	// teams (IMPs where teams is not an option)
	EventKind: "teams",
	EventForm: "imp-vp",
	Prefer:    []engine.Preference{{Field: "form", Options: []string{"teams", "imp"}, Section: "KMOR §4"}}, // a team championship
	// Law 12's parameters and rule follow this ruleset's own.
	Params: append(params, law12.Params()...),
	Rules:  append(rules, law12.Rules()...),
}
