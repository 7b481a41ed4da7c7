// Package vsz is the mbsz-vsz-2017 ruleset: the competition regulations (Versenyszabályzat)
// of the Hungarian Bridge Federation, 2017, sections 1–27 (see
// shared/spec/rules-catalogue.md): the scoring methods of pairs and teams (§11–12), seating
// and seating errors (§14), correcting results, appeals and their deadlines (§15–16), playing
// time and unplayed boards (§17), lateness, substitutes and changes (§18–20), absences and
// byes (§21–22), postponement, concession, withdrawal and disqualification (§23–26) and the
// disciplinary deductions (§27), with the Law 12 adjusted scores (engine/rules/law12).
//
// Every number is a parameter (params.go); the calculators read them through engine.Params.
// Sections are cited as the source numbers them, behind its short name: "VSZ 14.D.2.b",
// "VSZ 17.A", "VSZ 18–20", several sections joined by commas ("VSZ 21.B, 22.B.2"). The steps
// cite sections in their own words ("§14.D.2.b" in English and Serbian, "14.D.2.b" in
// Hungarian).
package vsz

import (
	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rules/law12"
)

// ID is the ruleset's identifier.
const ID = "mbsz-vsz-2017"

// Ruleset is mbsz-vsz-2017 as data, with the Law 12 adjusted scores of package law12 appended.
var Ruleset = &engine.Ruleset{
	ID: ID,
	Names: msg.Text{
		En: "Hungarian Bridge Federation competition regulations (VSZ 2017)",
		Sr: "Takmičarski pravilnik Mađarskog bridž saveza (VSZ 2017)",
		Hu: "MBSZ Versenyszabályzat 2017 (VSZ)",
	},
	Source:  "Magyar Bridzs Szövetség: Versenyszabályzat 2017, 1–27. szakasz (a forrás a 27.C pontban megszakad)",
	Version: 1,
	Lang:    msg.HU,
	// the regulation a Hungarian-speaking director opens on
	DefaultFor: []msg.Lang{msg.HU},
	Params:     append(params, law12.Params()...),
	Rules:      append(rules, law12.Rules()...),
}
