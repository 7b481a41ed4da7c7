package pref_test

import (
	"fmt"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rules/pref"
)

// Example_sheet plays the score-sheet calculator's default game: a pik made, a passed hand, a
// herc on refe where a defender fails, a betl; then a "go to the bula" ruling in hand 3, and the
// settlement.
func Example_sheet() {
	c := pref.Ruleset.Calculator("pref.sheet")
	res, err := c.Run(engine.NewParams(pref.Ruleset, nil), c.Inputs.Defaults())
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range res.Steps {
		fmt.Println(msg.T(msg.EN, s.Key, s.Args...))
	}
	for _, d := range res.Decisions {
		fmt.Println("DECISION:", msg.T(msg.EN, d))
	}
	// Output:
	// Each player starts with 60 bule.
	// Hand 1: player 1 makes pik, tricks taken: 6; bula down by 4.
	// Player 2 writes 8 soup, tricks taken: 2.
	// Player 3 writes 8 soup, tricks taken: 2.
	// Hand 2: everyone passed; each player opens a refe.
	// Hand 3: player 2 makes herc refe, tricks taken: 7; bula down by 16.
	// Player 1 writes 16 soup, tricks taken: 1.
	// Player 1 followed and failed: his bula up by 16.
	// Player 3 writes 32 soup, tricks taken: 2.
	// Ruling in hand 3: players 1, 2, 3 change by −16, 0, 16.
	// Hand 4: player 3 makes betl refe, tricks taken: 0; bula down by 24.
	// Final score = soup written − 10 × bula − soup against.
	// Player 1: 16 − 10·56 − 16 = −560 (−53.33 against the mean).
	// Player 2: 8 − 10·44 − 48 = −480 (26.67 against the mean).
	// Player 3: 40 − 10·52 − 0 = −480 (26.67 against the mean).
	// DECISION: The declarer makes a suit game or sans with 6 of the 10 tricks, a betl with none (club parameters).
	// DECISION: A defender fails with fewer than 2 tricks when both followed, fewer than 4 when he followed alone.
	// DECISION: In betl no soups are written and no defender can fail.
	// DECISION: The kontra and refe multipliers apply to soups as they do to bule.
}

func TestSheetExampleLog(t *testing.T) {
	c := pref.Ruleset.Calculator("pref.sheet")
	res, err := c.Run(engine.NewParams(pref.Ruleset, nil), c.Inputs.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range res.Steps {
		t.Log(msg.T(msg.SR, s.Key, s.Args...))
	}
}
