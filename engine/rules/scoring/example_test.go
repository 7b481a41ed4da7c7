package scoring_test

import (
	"fmt"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
	"arbiter/engine/rules/scoring"
)

// show prints a result as the app explains it, in English: the steps and each party's outs.
func show(calcID string, res *engine.Result, err error) {
	if err != nil {
		fmt.Println("error:", engine.ErrorMessage(err, msg.EN, ""))
		return
	}
	for _, s := range res.Steps {
		fmt.Println(msg.T(msg.EN, s.Key, s.Args...))
	}
	for _, p := range res.Parties {
		for _, o := range p.Outs {
			fmt.Printf("%s%s %s: %s\n", p.Role, p.Name, o.Name, o.Text(msg.EN, calcID))
		}
	}
}

// entries reads results as a director writes them.
func entries(s ...string) []bridge.Entry {
	out := make([]bridge.Entry, len(s))
	for i, x := range s {
		out[i], _ = bridge.ParseEntry(x)
	}
	return out
}

var p = engine.NewParams(scoring.Ruleset, nil)

// 6♠ doubled with an overtrick by North on board 2, where North-South are vulnerable (Laws 2
// and 77).
func ExampleContract() {
	res, err := scoring.Contract(p, scoring.ContractInput{Level: 6, Strain: "S", Doubled: "X", Board: new(2), Declarer: "N", Tricks: 13})
	show("scoring.contract", res, err)
	// Output:
	// Board 2: dealer East, vulnerable: North-South. Declarer (North) is vulnerable.
	// 6♠X needs 12 tricks; declarer took 13.
	// Trick score for the odd tricks bid and made: 360.
	// Overtricks (1): 200.
	// Bonus for making a doubled or redoubled contract: 50.
	// Game bonus (vulnerable): 500.
	// Small slam bonus (vulnerable): 750.
	// Declarer's score: 1,860.
	// declarer score: 1,860 points
	// declarer vul: yes
}

// A swing of 430 points (Law 78B).
func ExampleIMP() {
	res, err := scoring.IMP(p, scoring.IMPInput{Diff: 430})
	show("scoring.imp", res, err)
	// Output:
	// A difference of 430 to 490 points is worth 10 IMP.
	// result imp: 10 IMP
}

// A 14.5 IMP win in a 16-board match (the WBF 20-VP scale).
func ExampleVP() {
	res, err := scoring.VP(p, scoring.VPInput{Boards: 16, Margin: 14.5})
	show("scoring.vp", res, err)
	// Output:
	// WBF 20-VP scale for 16 boards: a margin of 60.00 IMP or more gives 20 to 0.
	// A margin of 14.50 lies between 14 and 15 IMP (13.75 and 13.97 VP): the value is interpolated.
	// Home team 13.86 VP, visiting team 6.14 VP.
	// home vp: 13.86 VP
	// visitor vp: 6.14 VP
}

// Board 1 played four times (Laws 78A, 78B and 78D).
func ExampleTraveller() {
	res, err := scoring.Traveller(p, scoring.TravellerInput{Board: 1, Entries: entries("4S N =", "4S N =", "4S N +1", "4S N -1")})
	show("scoring.traveller", res, err)
	// Output:
	// Board 1: dealer North, vulnerable: none.
	// 4 results; top 6 matchpoints (2 for each result beaten, 1 for each tie).
	// Cross-IMPs: each result against every other, averaged over 3 comparisons.
	// Butler datum: the average of 2 results after dropping the 1 highest and 1 lowest, rounded to a multiple of 10: 420.
	// result top: 6 matchpoints
	// result neuberg: no
	// result datum: 420 points
	// line1 score: 420 points
	// line1 mp: 3.00 matchpoints
	// line1 mp_ew: 3.00 matchpoints
	// line1 pct: 50.00 %
	// line1 pct_ew: 50.00 %
	// line1 ximp: 3.00 IMP
	// line1 butler: 0 IMP
	// line2 score: 420 points
	// line2 mp: 3.00 matchpoints
	// line2 mp_ew: 3.00 matchpoints
	// line2 pct: 50.00 %
	// line2 pct_ew: 50.00 %
	// line2 ximp: 3.00 IMP
	// line2 butler: 0 IMP
	// line3 score: 450 points
	// line3 mp: 6.00 matchpoints
	// line3 mp_ew: 0.00 matchpoints
	// line3 pct: 100.00 %
	// line3 pct_ew: 0.00 %
	// line3 ximp: 4.33 IMP
	// line3 butler: 1 IMP
	// line4 score: −50 points
	// line4 mp: 0.00 matchpoints
	// line4 mp_ew: 6.00 matchpoints
	// line4 pct: 0.00 %
	// line4 pct_ew: 100.00 %
	// line4 ximp: −10.33 IMP
	// line4 butler: −10 IMP
}

// A two-board match with a one-VP fine for the home team.
func ExampleMatch() {
	res, err := scoring.Match(p, scoring.MatchInput{First: 1, Open: entries("4S N =", "3N E ="), Closed: entries("4S N -1", "3N E ="), HomeFine: 1})
	show("scoring.match", res, err)
	// Output:
	// Board 1: open room 420, closed room −50, net 470: 10 IMP.
	// Board 2: open room −400, closed room −400, net 0: 0 IMP.
	// Totals: home team 10 IMP, visiting team 0 IMP; margin 10.
	// WBF 20-VP scale for 2 boards: a margin of 21.21 IMP or more gives 20 to 0.
	// Home team 16.46 VP, visiting team 3.54 VP.
	// After the VP fines (home team 1.00, visiting team 0.00): home team 15.46 VP, visiting team 3.54 VP.
	// home imp: 10.00 IMP
	// home vp: 16.46 VP
	// home final: 15.46 VP
	// visitor imp: 0.00 IMP
	// visitor vp: 3.54 VP
	// visitor final: 3.54 VP
}
