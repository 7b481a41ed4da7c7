// Package pref is the ruleset "pref-club": the judging system of an online Serbian Preferans
// club (shared/spec/rules-catalogue.md, section pref-club; original text
// shared/seeds/preferans-club-judging.sr.txt).
//
// It holds the domain types of the game (Game, Kontra, Seat, Contract), the score sheet
// (bule, supe, refe) with hands and rulings applied and the settlement, the in-game and
// out-of-game ruling checks, the rescoring helpers, the whisting-reasons test ("rezoni za
// praćenje"), the lead checker against sans, the club's ruling records, and the calculators
// that expose all of it. Every number of the regulation is a parameter of Ruleset.
package pref
