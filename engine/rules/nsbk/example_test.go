package nsbk_test

import (
	"fmt"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
	"arbiter/engine/rules/nsbk"
)

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

// A pair four minutes late at the round change, after one earlier lateness in the session, in
// a matchpointed event with a top of 12 (NSBK t. 1).
func ExampleLateness() {
	p := engine.NewParams(nsbk.Load(), nil)
	res, err := nsbk.Lateness(p, nsbk.LatenessInput{Minutes: 4, Prior: 1, Form: "mp", Top: 12})
	show("nsbk.lateness", res, err)
	// Output:
	// Late 4 min, less 0 min spent waiting for the table: own lateness 4 min.
	// 1 earlier lateness(es), so this one is penalised: 3 min beyond the tolerated one × 10% of top or 1 IMP.
	// Penalty: 30% of a top of 12 = 3.60 matchpoints.
	// The waiting pair need not play the board (then the unplayed-board rule applies), but a board whose auction has begun is not taken away.
	// Decision: earlier latenesses are those of more than the tolerated minute by the same pair in the same session (the text gives no scope).
	// offender verdict: penalty
	// offender minutes: 4 min
	// offender penalty_minutes: 3 min
	// offender pct_top: 30 %
	// offender mp: 3.60 matchpoints
	// offender imp: 3 IMP
}

// The second board a pair misses in the session by its own fault, against a pair whose session
// percentage (65.5%) is better than average plus (NSBK t. 2).
func ExampleUnplayed() {
	p := engine.NewParams(nsbk.Load(), nil)
	res, err := nsbk.Unplayed(p, nsbk.UnplayedInput{OwnFaultBoards: 2, HasNonOffender: true,
		NonOffenderPct: new(65.5), Form: "imp", Top: 12})
	show("nsbk.unplayed", res, err)
	// Output:
	// Side at fault on the board: 40.00% or −3 IMP.
	// Non-offending side: 65.50% or 3 IMP.
	// 2 boards missed by own fault (threshold 2): extra penalty, once in the session.
	// Penalty: 6 IMP.
	// Own-average convention: a side not at fault gets the greater of 60% and its session percentage, a side at fault the lesser of 40% and its session percentage.
	// Decision: the extra penalty is given once per session, when the pair's own-fault unplayed boards reach the threshold.
	// offender pct: 40.00 %
	// offender board_mp: 4.80 matchpoints
	// offender board_imp: −3 IMP
	// offender counted: 2 boards
	// offender extra_pct_top: 50 %
	// offender extra_mp: 6.00 matchpoints
	// offender extra_imp: 6 IMP
	// non-offender pct: 65.50 %
	// non-offender board_mp: 7.86 matchpoints
	// non-offender board_imp: 3 IMP
}

// 4♠ by North making, entered as 420 on board 5, where North-South are vulnerable (NSBK t. 4).
func ExampleScoreEntry() {
	e, _ := bridge.ParseEntry("4S N =")
	p := engine.NewParams(nsbk.Load(), nil)
	res, err := nsbk.ScoreEntry(p, nsbk.ScoreEntryInput{Board: 5, Entry: e, Side: "ns", Entered: 420, Form: "mp", Top: 12})
	show("nsbk.score-entry", res, err)
	// Output:
	// Board 5: dealer North, North-South vulnerable.
	// 4♠ N = scores 620 for North-South; the entry reads 420 for North-South.
	// Entry: insignificant error (bonus at the wrong vulnerability).
	// Correct the result with both pairs during the event; found later, the scorer tries to establish the facts before the next event, and if the board cannot be rebuilt the entry stands.
	// result class: insignificant error
	// result reason: bonus at the wrong vulnerability
	// result score: 620
	// result entered: 420
	// ns pct_top: 0 %
	// ns mp: 0.00 matchpoints
}

// East-West fouled a board that two other tables then could not play normally; the director
// fines them a quarter of a top (NSBK t. 5).
func ExampleFouledBoard() {
	p := engine.NewParams(nsbk.Load(), nil)
	res, err := nsbk.FouledBoard(p, nsbk.FouledBoardInput{AdjustedTables: 2, AtFault: "ew", TDPctTop: new(25.0), Form: "mp", Top: 8})
	show("nsbk.fouled-board", res, err)
	// Output:
	// 2 other table(s) needed an adjusted score and could not have noticed: serious fouling.
	// Only the side that fouled the board is penalised (East-West); each side answers for putting back its own 13 cards.
	// The director set the amount:
	// Penalty: 25% of a top of 8 = 2.00 matchpoints.
	// offender class: serious fouling
	// offender side: East-West
	// offender pct_top: 25 %
	// offender mp: 2.00 matchpoints
	// offender imp: 0 IMP
}

// North-South fouled a board and it cost two boards that could not be played (NSBK t. 5 and
// t. 2): East-West, the innocent side, have a session of 62.5%, better than 60%.
func ExampleFouledBoard_innocentSide() {
	p := engine.NewParams(nsbk.Load(), nil)
	res, err := nsbk.FouledBoard(p, nsbk.FouledBoardInput{AdjustedTables: 1, AtFault: "ns", UnplayedBoards: 2,
		NonOffenderPct: new(62.5), Form: "mp", Top: 10})
	show("nsbk.fouled-board", res, err)
	// Output:
	// 1 other table(s) needed an adjusted score and could not have noticed: serious fouling.
	// Only the side that fouled the board is penalised (North-South); each side answers for putting back its own 13 cards.
	// The amount is at the director's discretion: enter it to see it in both forms.
	// 2 board(s) could not be played: the unplayed-board rule applies.
	// Point 5 leads to point 2: on each board that could not be played the innocent side (East-West) gets the innocent side's score.
	// Side at fault on the board: 40.00% or −3 IMP.
	// Non-offending side: 62.50% or 3 IMP.
	// 2 boards missed by own fault (threshold 2): extra penalty, once in the session.
	// Penalty: 50% of a top of 10 = 5.00 matchpoints.
	// Decision: point 5 penalises only the side that fouled the board and refers boards that could not be played to point 2, so the other side at that table is the innocent side there (60% or +3 IMP, or its own average when better); when both sides fouled it, there is none.
	// Own-average convention: a side not at fault gets the greater of 60% and its session percentage, a side at fault the lesser of 40% and its session percentage.
	// Decision: the extra penalty is given once per session, when the pair's own-fault unplayed boards reach the threshold.
	// offender class: serious fouling
	// offender side: North-South
	// offender unplayed: 2 boards
	// offender pct: 40.00 %
	// offender board_mp: 4.00 matchpoints
	// offender board_imp: −3 IMP
	// offender counted: 2 boards
	// offender extra_pct_top: 50 %
	// offender extra_mp: 5.00 matchpoints
	// offender extra_imp: 6 IMP
	// non-offender innocent_side: East-West
	// non-offender pct: 62.50 %
	// non-offender board_mp: 6.25 matchpoints
	// non-offender board_imp: 3 IMP
}

// A second unsportsmanlike offence of the same pair (NSBK t. 6), and an offence against the
// director that an appeals committee confirmed (NSBK t. 7–8), in IMPs.
func ExampleUnsportsmanlike() {
	p := engine.NewParams(nsbk.Load(), nil)
	res, err := nsbk.Unsportsmanlike(p, nsbk.UnsportsmanlikeInput{Offence: 2, Form: "imp", Top: 12})
	show("nsbk.unsportsmanlike", res, err)
	res, err = nsbk.OffendingTD(p, nsbk.OffendingTDInput{Jury: "upheld", Form: "imp", Top: 12})
	show("nsbk.offending-td", res, err)
	// Output:
	// Offence number 2: every further offence carries the higher penalty.
	// Penalty: 12 IMP.
	// The director or the damaged pair may also report it to the disciplinary committee.
	// Decision: an offence after a warning counts as a further offence.
	// offender verdict: penalty
	// offender pct_top: 100 %
	// offender mp: 12.00 matchpoints
	// offender imp: 12 IMP
	// Offensive or dismissive behaviour towards the director: automatic penalty.
	// The appeals committee confirmed the pair's fault: the request may count as an aggravating circumstance.
	// Penalty: 12 IMP.
	// The director may also report the pair to the disciplinary committee.
	// Decision: the penalty is at least 100% of a top or 12 IMP, since arguing with the director already costs that and graver cases belong here.
	// offender verdict: penalty
	// offender pct_top: 100 %
	// offender mp: 12.00 matchpoints
	// offender imp: 12 IMP
	// offender aggravating: yes
}

// A natural one-level opening on 17 Vienna points in first seat of a pair event, and a Multi 2♦
// checked against the brown sticker definition (NSBK t. 9–12).
func ExamplePsych() {
	h, _ := cards.Bridge.ParseHand("SAK5432 HQJ32 DJ2 C2")
	p := engine.NewParams(nsbk.Load(), nil)
	res, err := nsbk.Psych(p, nsbk.PsychInput{Hand: h, Call: "natural", Level: 1, Seat: 1, Event: "pairs", Form: "mp", Top: 12})
	show("nsbk.psych", res, err)
	res, err = nsbk.BrownSticker(p, nsbk.BrownStickerInput{Level: 2, Multi: true})
	show("nsbk.brown-sticker", res, err)
	// Output:
	// ♠AK5432 ♥QJ32 ♦J2 ♣2: 17 Vienna points, 11 HCP.
	// The call promises opening strength: below 18 Vienna points (17 here) it is a psych unless intent is disproved.
	// Verdict: forbidden: natural opening psyched in first or second seat in a pair event.
	// The board may be played; if the table result is better for the non-offenders it replaces the adjusted score. The offenders get a procedural penalty in any case.
	// Penalty: 50% of a top of 12 = 6.00 matchpoints.
	// Decision: the Vienna-point test applies only to openings that promise opening strength and to strong or artificial openings; for weak openings and conventional calls a psych is a gross misstatement against the agreement.
	// offender vienna: 17 points
	// offender hcp: 11 points
	// offender psych: yes
	// offender allowed: no
	// offender clause: forbidden: natural opening psyched in first or second seat in a pair event
	// offender pct_top: 50 %
	// offender mp: 6.00 matchpoints
	// offender imp: 6 IMP
	// Brown sticker: an opening at level 2 or higher that shows no known suit, Multi 2♦ excepted.
	// Verdict: Multi 2♦: the stated exception.
	// result brown: no
	// result allowed: yes
	// result clause: Multi 2♦: the stated exception
}
