package law12_test

import (
	"fmt"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
	"arbiter/engine/rules/law12"
)

// rs is a ruleset of Law 12 alone, as a regulation includes it.
var rs = &engine.Ruleset{ID: "law12-example", Version: 1, Params: law12.Params(), Rules: law12.Rules(), Calculators: law12.Calculators()}

// show prints a ruling as the app explains it, in English: the steps, the DECISION notes that
// applied, and each party's outs.
func show(calcID string, res *engine.Result, err error) {
	if err != nil {
		fmt.Println("error:", engine.ErrorMessage(err, msg.EN, ""))
		return
	}
	for _, s := range res.Steps {
		fmt.Println(msg.T(msg.EN, s.Key, s.Args...))
	}
	for _, d := range res.Decisions {
		fmt.Println(msg.T(msg.EN, d))
	}
	for _, p := range res.Parties {
		for _, o := range p.Outs {
			fmt.Printf("%s %s: %s\n", p.Role, o.Name, o.Text(msg.EN, calcID))
		}
	}
}

// North-South are at fault on a board that cannot be played; East-West had 65.12% in the
// session, better than average plus (Law 12C2).
func ExampleArtificial() {
	res, err := law12.Artificial(engine.NewParams(rs, nil), law12.ArtificialInput{Form: "mp", Fault: "ns", Top: 10, EWSessionPct: new(65.12)})
	show("law12.artificial", res, err)
	// Output:
	// Fault lies with: North-South.
	// North-South: average minus, 40.00% = 4.00 of a top of 10 matchpoints.
	// East-West: own session percentage, 65.12% = 6.51 of a top of 10 matchpoints.
	// Own-average convention: a side not at fault gets the greater of 60% and its session percentage, a side at fault the lesser of 40% and its session percentage.
	// ns status: at fault
	// ns award: average minus
	// ns pct: 40.00 %
	// ns mp: 4.00 matchpoints
	// ew status: not at fault
	// ew award: own session percentage
	// ew pct: 65.12 %
	// ew mp: 6.51 matchpoints
}

// The director assigns 4♠ making, 420, scored against the board's other results (Law 12C1(b)).
func ExampleAssigned() {
	res, err := law12.Assigned(engine.NewParams(rs, nil), law12.AssignedInput{Form: "mp", Assigned: 420, Field: []int{420, 170, -50, 450}})
	show("law12.assigned", res, err)
	// Output:
	// The director's assigned result is scored like a table result: 420 for North-South.
	// Against the 4 other results it scores 5 of 8 matchpoints (62.50%).
	// ns mp: 5.00 matchpoints
	// ns top: 8 matchpoints
	// ns pct: 62.50 %
	// ew mp: 3.00 matchpoints
	// ew top: 8 matchpoints
	// ew pct: 37.50 %
}

// 4♠ making 620 or one down, weighted 70–30, in a team match where the other table scored
// −420 (Law 12C1(c)).
func ExampleWeighted() {
	res, err := law12.Weighted(engine.NewParams(rs, nil), law12.WeightedInput{Form: "imp", Scores: []int{620, -100}, Weights: []float64{0.7, 0.3}, OtherTable: -420})
	show("law12.weighted", res, err)
	// Output:
	// 620 with −420 at the other table: net 200 = 5 IMP, weight 0.700.
	// −100 with −420 at the other table: net −520 = −11 IMP, weight 0.300.
	// Weighted sum: 0.20 IMP (fractions are kept).
	// team imp: 0.20 IMP
}

// 4♠ by North making or one down on board 7 (both vulnerable), weighted 60–40, with the
// board's other five results rescored around it (Law 12C1(c)).
func ExampleWeighted_contracts() {
	entry := func(s string) bridge.Entry { e, _ := bridge.ParseEntry(s); return e }
	res, err := law12.Weighted(engine.NewParams(rs, nil), law12.WeightedInput{Form: "mp", Board: 7,
		Contracts: []bridge.Entry{entry("4S N ="), entry("4S N -1")}, Weights: []float64{0.6, 0.4},
		Traveller: []bridge.Entry{entry("4S N +1"), entry("4S N ="), entry("3N S +1"), entry("4S N -1"), entry("2H W =")}})
	show("law12.weighted", res, err)
	// Output:
	// Board 7: both sides vulnerable.
	// 4♠ N = scores 620 for North-South.
	// 4♠ N -1 scores −100 for North-South.
	// The traveller's 5 results are the field the weighted result is matchpointed against.
	// 620 scores 5 of 10 matchpoints, weight 0.600.
	// −100 scores 3 of 10 matchpoints, weight 0.400.
	// Weighted sum: 4.20 of 10 matchpoints = 42.00%.
	// Result 1, 4♠ N +1 (650): 10.00 of 10 matchpoints = 100.00% for North-South, the weighted result counted by its weights.
	// Result 2, 4♠ N = (620): 5.40 of 10 matchpoints = 54.00% for North-South, the weighted result counted by its weights.
	// Result 3, 3NT S +1 (630): 8.00 of 10 matchpoints = 80.00% for North-South, the weighted result counted by its weights.
	// Result 4, 4♠ N -1 (−100): 2.40 of 10 matchpoints = 24.00% for North-South, the weighted result counted by its weights.
	// Result 5, 2♥ W = (−110): 0.00 of 10 matchpoints = 0.00% for North-South, the weighted result counted by its weights.
	// The other results of the board are rescored with the weighted result among them; against it each gets 2 matchpoints times the weight of the outcomes it beats and 1 times the weight of those it ties, so the weighted result counts as one result.
	// ns mp: 4.20 matchpoints
	// ns top: 10 matchpoints
	// ns pct: 42.00 %
	// ew mp: 5.80 matchpoints
	// ew top: 10 matchpoints
	// ew pct: 58.00 %
	// line score: 650 points
	// line mp: 10.00 matchpoints
	// line mp_ew: 0.00 matchpoints
	// line pct: 100.00 %
	// line pct_ew: 0.00 %
	// line score: 620 points
	// line mp: 5.40 matchpoints
	// line mp_ew: 4.60 matchpoints
	// line pct: 54.00 %
	// line pct_ew: 46.00 %
	// line score: 630 points
	// line mp: 8.00 matchpoints
	// line mp_ew: 2.00 matchpoints
	// line pct: 80.00 %
	// line pct_ew: 20.00 %
	// line score: −100 points
	// line mp: 2.40 matchpoints
	// line mp_ew: 7.60 matchpoints
	// line pct: 24.00 %
	// line pct_ew: 76.00 %
	// line score: −110 points
	// line mp: 0.00 matchpoints
	// line mp_ew: 10.00 matchpoints
	// line pct: 0.00 %
	// line pct_ew: 100.00 %
}

// The same board in Butler IMPs, one result dropped at each end of the datum, weighted 40–60:
// the board is scored with each outcome in the weighted result's place (Law 12C1(c)).
func ExampleWeighted_butler() {
	entry := func(s string) bridge.Entry { e, _ := bridge.ParseEntry(s); return e }
	discard := 1
	res, err := law12.Weighted(engine.NewParams(rs, nil), law12.WeightedInput{Form: "butler", Board: 7,
		Contracts: []bridge.Entry{entry("4S N ="), entry("4S N -1")}, Weights: []float64{0.4, 0.6},
		Traveller: []bridge.Entry{entry("4S N +1"), entry("4S N ="), entry("3N S +1"), entry("4S N -1"), entry("2H W =")},
		Discard:   &discard})
	show("law12.weighted", res, err)
	// Output:
	// Board 7: both sides vulnerable.
	// 4♠ N = scores 620 for North-South.
	// 4♠ N -1 scores −100 for North-South.
	// Butler: 6 results on the board with the weighted one; the datum is the mean of those left after dropping 1 at each end, rounded to a multiple of 10. The board is scored once with each outcome in the weighted result's place.
	// With 620 in its place: datum 440, 5 IMP, weight 0.400.
	// With −100 in its place: datum 260, −8 IMP, weight 0.600.
	// Weighted sum: −2.80 IMP (fractions are kept).
	// Result 1, 4♠ N +1 (650): 7.40 IMP for North-South, its IMPs with each outcome in place averaged by the weights.
	// Result 2, 4♠ N = (620): 6.80 IMP for North-South, its IMPs with each outcome in place averaged by the weights.
	// Result 3, 3NT S +1 (630): 7.40 IMP for North-South, its IMPs with each outcome in place averaged by the weights.
	// Result 4, 4♠ N -1 (−100): −9.20 IMP for North-South, its IMPs with each outcome in place averaged by the weights.
	// Result 5, 2♥ W = (−110): −9.80 IMP for North-South, its IMPs with each outcome in place averaged by the weights.
	// In Butler the board is scored once with each outcome in the weighted result's place, so the datum is worked out anew for each outcome; the weighted result and every other result get the weighted average of their Butler IMPs (Law 12C1(c) scores each outcome like a table result and does not say how the datum treats a weighted score).
	// ns imp: −2.80 IMP
	// ew imp: 2.80 IMP
	// line score: 650 points
	// line imp: 7.40 IMP
	// line imp_ew: −7.40 IMP
	// line score: 620 points
	// line imp: 6.80 IMP
	// line imp_ew: −6.80 IMP
	// line score: 630 points
	// line imp: 7.40 IMP
	// line imp_ew: −7.40 IMP
	// line score: −100 points
	// line imp: −9.20 IMP
	// line imp_ew: 9.20 IMP
	// line score: −110 points
	// line imp: −9.80 IMP
	// line imp_ew: 9.80 IMP
}

// The weighted result in a team match, against the other room's result (Law 12C1(c)).
func ExampleWeighted_teams() {
	entry := func(s string) bridge.Entry { e, _ := bridge.ParseEntry(s); return e }
	res, err := law12.Weighted(engine.NewParams(rs, nil), law12.WeightedInput{Form: "teams", Board: 7,
		Contracts: []bridge.Entry{entry("4S N ="), entry("4S N -1")}, Weights: []float64{0.4, 0.6},
		Traveller: []bridge.Entry{entry("4S N -1")}})
	show("law12.weighted", res, err)
	// Output:
	// Board 7: both sides vulnerable.
	// 4♠ N = scores 620 for North-South.
	// 4♠ N -1 scores −100 for North-South.
	// Other room: 4♠ N -1 scores −100 for North-South there; the team sitting North-South here sits East-West there, so its score there is 100.
	// 620 with 100 at the other table: net 720 = 12 IMP, weight 0.400.
	// −100 with 100 at the other table: net 0 = 0 IMP, weight 0.600.
	// Weighted sum: 4.80 IMP (fractions are kept).
	// The other room's North-South (the other team) gets −4.80 IMP on the board.
	// team imp: 4.80 IMP
	// line score: −100 points
	// line imp: −4.80 IMP
	// line imp_ew: 4.80 IMP
}
