package pref_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
	"arbiter/engine/rules/pref"
)

// show prints a result as the app explains it, in English: each out (name: value, with a plain
// space where the app puts a no-break space before a unit), the steps, the DECISION notes.
func show(calcID string, res *engine.Result, err error) {
	if err != nil {
		fmt.Println("error:", engine.ErrorMessage(err, msg.EN, ""))
		return
	}
	for _, pa := range res.Parties {
		for _, o := range pa.Outs {
			fmt.Printf("%s: %s\n", o.Name, strings.ReplaceAll(o.Text(msg.EN, calcID), "\u00a0", " "))
		}
	}
	for _, s := range res.Steps {
		fmt.Println("-", msg.T(msg.EN, s.Key, s.Args...))
	}
	for _, d := range res.Decisions {
		fmt.Println("DECISION:", msg.T(msg.EN, d))
	}
}

func params() *engine.Params { return engine.NewParams(pref.Ruleset, nil) }

func card(s string) *cards.Card {
	c, err := pref.ParseCard(s)
	if err != nil {
		panic(err)
	}
	return &c
}

func hand(s string) cards.Hand {
	h, err := pref.ParseHand(s)
	if err != nil {
		panic(err)
	}
	return h
}

// A herc announced without the talon and doubled.
func ExampleGameValue() {
	res, err := pref.GameValue(params(), pref.GameValueInput{Game: "herc", Igra: true, Kontra: "kontra"})
	show("pref.value", res, err)
	// Output:
	// value: 20
	// - herc is worth 8 bule.
	// - Announced without the talon (igra): 2 more.
	// - Kontra: times 2.
	// - Value of the game: 20 bule.
	// DECISION: Only kontra (×2) and rekontra (×4) are valued; the club text names no higher level.
}

// The score-sheet calculator's default game: a pik made, a passed hand, a herc on refe where a
// defender fails, a betl; then a "go to the bula" ruling in hand 3, and the settlement.
func ExampleScoreSheet() {
	in := pref.ScoreSheetInput{
		StartBula: 60,
		Hands: []pref.Hand{
			{Declarer: 0, Game: pref.Pik, Tricks: [3]int{6, 2, 2}, Followed: [3]bool{false, true, true}},
			{Passed: true},
			{Declarer: 1, Game: pref.Herc, Tricks: [3]int{1, 7, 2}, Followed: [3]bool{true, false, true}},
			{Declarer: 2, Game: pref.Betl, Tricks: [3]int{0, 10, 0}, Followed: [3]bool{true, true, false}},
		},
		Rulings: []pref.Ruling{{AfterHand: 3, Deltas: [3]int{-16, 0, 16}}},
	}
	res, err := pref.ScoreSheet(params(), in)
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

// TestSheetExampleLog logs the default sheet's steps in Serbian (go test -v shows them).
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

// An in-game ruling that moves 4 bule from player 3 to player 1, written in hand 5.
func ExampleInGameRuling() {
	res, err := pref.InGameRuling(params(), pref.InGameRulingInput{Deltas: [3]int{4, 0, -4}, Hand: 5})
	show("pref.ruling", res, err)
	_, err = pref.InGameRuling(params(), pref.InGameRulingInput{Deltas: [3]int{3, 0, 0}, Hand: 5})
	show("pref.ruling", nil, err)
	// Output:
	// valid: yes
	// players: 2
	// hand: 5
	// sum: 0
	// - Player 1: 4 bule.
	// - Player 3: −4 bule.
	// - Written in completed hand 5.
	// error: deltas: player 1 has 3; every change must be a multiple of 2.
}

// A ruling written into hand 1 but made after hand 4 (Pref. 3.6): a warning, not a refusal;
// none when the judge found the late call justified.
func ExampleInGameRuling_window() {
	late := 4
	res, err := pref.InGameRuling(params(), pref.InGameRulingInput{Deltas: [3]int{4, -4, 0}, Hand: 1, MadeAfter: &late})
	show("pref.ruling", res, err)
	res, err = pref.InGameRuling(params(), pref.InGameRulingInput{Deltas: [3]int{4, -4, 0}, Hand: 1, MadeAfter: &late, DelayJustified: true})
	show("pref.ruling", res, err)
	// Output:
	// valid: yes
	// players: 2
	// hand: 1
	// sum: 0
	// late: yes
	// warning: yes
	// - Player 1: 4 bule.
	// - Player 2: −4 bule.
	// - Written in completed hand 1.
	// - Warning: ruling 1 judges hand 1 but was made after hand 4. The club allows a ruling on a hand's content only before the end of hand 2, unless the judge finds the late call justified (Pref. 3.6), and writes a ruling into the hand completed just before it, hand 4 (Pref. 3.1, 3.7). The sheet applies it as entered.
	// DECISION: A ruling on a hand's content made after the end of the next hand is not refused but shown with a warning, since the judge may find the late call justified (Pref. 3.6); the ruling stays in the hand it is written into, as entered.
	// valid: yes
	// players: 2
	// hand: 1
	// sum: 0
	// late: yes
	// warning: no
	// - Player 1: 4 bule.
	// - Player 2: −4 bule.
	// - Written in completed hand 1.
	// - Ruling 1 judges hand 1 and was made after hand 4, after the end of hand 2, but the judge found the late call justified: no warning (Pref. 3.6).
	// DECISION: A ruling on a hand's content made after the end of the next hand is not refused but shown with a warning, since the judge may find the late call justified (Pref. 3.6); the ruling stays in the hand it is written into, as entered.
}

// Player 2 made his partner fall in a tref and refuses to go to the bula himself.
func ExampleGoToBula() {
	res, err := pref.GoToBula(params(), pref.GoToBulaInput{Game: "tref", Kontra: "none", Guilty: "p2", Innocent: "p3", Refused: true})
	show("pref.go-bula", res, err)
	// Output:
	// value: 10
	// bula_p1: 0
	// bula_p2: 10
	// bula_p3: −10
	// ruling: yes
	// - tref is worth 10 bule.
	// - Value of the game: 10 bule.
	// - Player 2 takes the fall (+10); player 3 is lowered (−10).
	// - He refused: the judge writes the change as a ruling; soups stay as played.
}

// A game stopped on a Sunday evening, to be finished by hand 40 minutes later: too soon.
func ExampleOutOfGameRuling() {
	res, err := pref.OutOfGameRuling(params(), pref.OutOfGameRulingInput{
		Interrupted: msg.Minutes(2026, time.March, 1, 20, 0),
		Now:         msg.Minutes(2026, time.March, 1, 20, 40),
		Manual:      true, StartBula: 60, BulaLeft: [3]int{20, 12, 8}, League: "low",
	})
	show("pref.out-of-game", res, err)
	// Output:
	// allowed: no
	// clause: too little time since the interruption
	// in_window: yes
	// days: 0.0 days
	// manual_ok: no
	// played_pct: 77.8 %
	// league_points: 5
	// ban_ok: yes
	// - 0.0 days since the game stopped (limit: under 7): yes.
	// - Bule played: 140 of 180; needed at least 2/3.
	// - 40 minutes since the interruption (at least 60): no.
	// - Against an innocent player's interest: no.
	// - League penalty: 5 points.
}

// Revoking and hearing: only the judge who made a ruling may revoke it; a judge who played may
// not rule.
func ExampleRevoke() {
	res, err := pref.Revoke(params(), pref.RevokeInput{SameJudge: false, ForError: true})
	show("pref.revoke", res, err)
	res, err = pref.Hearing(params(), pref.HearingInput{Rated: true, Requested: true, JudgePlayed: true})
	show("pref.hearing", res, err)
	// Output:
	// allowed: no
	// clause: only the judge who made the ruling may revoke it
	// - A penalty or ban is revoked only by its own judge, and only for an error.
	// allowed: no
	// clause: a judge may not rule on a game he played in
	// - Judges in the club, or arriving within 5 minutes, are told of the call; the first to accept judges.
}

// A bid with two good cards in the suit made the partner fall.
func ExampleBulaReasons() {
	res, err := pref.BulaReasons(params(), pref.BulaReasonsInput{Fault: "bid", CausedFall: true, GoodCards: 2})
	show("pref.bula-reasons", res, err)
	// Output:
	// verdict: send to the bula
	// bula: 0
	// clause: bid without enough good cards caused the fall
	// - Fault judged: bid without enough good cards.
	// - 2 good cards in the bid suit; 3 are expected.
}

// An unjustified kontra on a herc the declarer failed with 5 tricks.
func ExampleRescoreHand() {
	res, err := pref.RescoreHand(params(), pref.RescoreHandInput{Case: "unjust-double", Game: "herc", Kontra: "kontra",
		DeclTricks: 5, LeftTricks: 3, Followers: "both"})
	show("pref.rescore", res, err)
	// Output:
	// value_played: 16
	// value_new: 8
	// bula_declarer: −8
	// bula_left: 0
	// bula_right: 0
	// soup_declarer: 40
	// soup_left: −24
	// soup_right: −16
	// - The unjustified kontra is removed: herc kontra is scored as herc.
	// - Value 16 as played, 8 as rescored.
	// DECISION: The correction is written as bula changes only; soup differences are shown but stay as played.
}

// The invited player, with two clubs, owes the king of clubs against sans; he led the ten.
func ExampleLeadCheck() {
	res, err := pref.LeadCheck(params(), pref.LeadCheckInput{Hand: hand("SK8 HA97 DQJ8 CKT"), Case: "invited", Bid: "none", Lead: card("CT")})
	show("pref.lead", res, err)
	// Output:
	// suit: tref (clubs)
	// highest: yes
	// verdict: wrong lead
	// card: ♣K
	// correct: no
	// - Nobody bid a suit: lead tref.
	// - With at most 2 cards in the suit the highest must be led: ♣K.
}

// The wrong lead cost the inviter two tricks in an igra sans.
func ExampleWrongLead() {
	res, err := pref.WrongLead(params(), pref.WrongLeadInput{Igra: true, Kontra: "none", TricksLost: 2})
	show("pref.lead-fix", res, err)
	// Output:
	// value: 16
	// declarer_bula: −16
	// compensation: 32
	// applies: yes
	// - sans is worth 14 bule.
	// - Announced without the talon (igra): 2 more.
	// - Value of the game: 16 bule.
	// - The declarer is lowered by 16; the inviter gets 32 soup, charged to the invited player (tricks lost: 2).
	// DECISION: The inviter's compensation is the game's value per trick lost, written as soup charged to the invited player.
}

// The right-hand defender in a pik game, with one trump trick given and the declarer's bought
// cards.
func ExampleFollowReasons() {
	one := 1
	res, err := pref.FollowReasons(params(), pref.FollowReasonsInput{Hand: hand("SAK7 HQJ D987 CA8"), Trump: "pik", Seat: "right",
		Bought1: card("S8"), Bought2: card("DQ"), TrumpTricks: &one})
	show("pref.reasons", res, err)
	// Output:
	// reasons: 2.0
	// trump_tricks: 1
	// sufficient: yes
	// clause: right-hand defender with enough reasons
	// - Trump tricks as entered: 1.
	// - tref: a reason (1.0).
	// - Reasons in total: 2.0.
	// - Decided by: right-hand defender with enough reasons.
}
