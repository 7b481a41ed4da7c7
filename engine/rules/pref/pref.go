// Package pref is the ruleset "pref-club": the judging system of an online Serbian Preferans
// club (shared/spec/rules-catalogue.md, section pref-club; original text
// shared/seeds/preferans-club-judging.sr.txt), as data and calculators.
//
// It holds the domain types of the game (Game, Kontra, Seat, Contract), the score sheet
// (bule, supe, refe) with hands and rulings applied and the settlement, the in-game and
// out-of-game ruling checks, the rescoring helpers, the whisting-reasons test ("rezoni za
// praćenje"), the lead checker against sans, the club's ruling records, and the calculators
// that expose all of it. Every number of the regulation is a parameter of Ruleset.
//
// # Citations
//
// The club text has titled sections without numbers. Arbiter numbers them in their order and
// cites them as "Pref." followed by that number:
//
//	1 Opšte odredbe
//	2 Postupak suđenja
//	3 Presuda tokom partije
//	4 Presuda van partije
//	5 Principi donošenja presude
//	6 Dodatak, whose questions are 6.1 (nesportska igra), 6.2 (razlog za odlazak u bulu),
//	  6.3 (dovoljan rezon za praćenje), 6.4 (opravdano napuštanje partije) and 6.5 (ispravka
//	  "klika")
//
// A bullet is cited by its place in its section: "Pref. 5.3" is the third bullet of section 5,
// "Pref. 6.3.2" the second bullet of question 6.3; a whole section is "Pref. 5". The short
// summary that opens the text is not numbered. A rule or parameter that comes from a DECISION
// of the rules catalogue (or from its score-sheet section, which the club text does not hold)
// cites the section it decides on.
package pref

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// ID is the ruleset's identifier.
const ID = "pref-club"

// Ruleset is pref-club as data; Load adds its calculators and messages.
var Ruleset = &engine.Ruleset{
	ID: ID,
	Names: msg.Text{
		En: "Preferans club: judging system",
		Sr: "Preferans klub: sudijski sistem",
		Hu: "Preferánszklub: bírói rendszer",
	},
	Source:  "Online Preferans club, judging system (Sudijski sistem), Serbian; score sheet per rules-catalogue pref.scoring",
	Version: 1,
	Lang:    msg.SR,
	// the club's log: individuals, scored by the Preferans sheet
	EventKind: "individuals",
	EventForm: "pref",
	Params:    params,
	Rules:     rules,
}
