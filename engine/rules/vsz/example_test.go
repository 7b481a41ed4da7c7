package vsz_test

import (
	"fmt"

	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rules/vsz"
)

// show prints a result as the app explains it, in English: the steps, the DECISION notes, and
// each party's outs (calcID names the calculator whose coded values the outs use).
func show(res *engine.Result, err error, calcID string) {
	if err != nil {
		fmt.Println("error:", engine.ErrorMessage(err, msg.EN, ""))
		return
	}
	for _, s := range res.Steps {
		fmt.Println("-", msg.T(msg.EN, s.Key, s.Args...))
	}
	for _, d := range res.Decisions {
		fmt.Println("*", msg.T(msg.EN, d))
	}
	for _, p := range res.Parties {
		for _, o := range p.Outs {
			fmt.Printf("%s %s: %s\n", p.Role, o.Name, o.Text(msg.EN, calcID))
		}
	}
}

// A team match won 35–21 over 16 boards, the home team fined 1 VP.
func ExampleIMPVP() {
	p := engine.NewParams(vsz.Load(), nil)
	res, err := vsz.IMPVP(p, vsz.IMPVPInput{Boards: 16, HomeIMP: 35, VisitorIMP: 21, HomeFine: 1})
	show(res, err, "vsz.imp-vp")
	// Output:
	// - Home 35.00 IMPs, visitors 21.00 IMPs: margin 14.00 (§12).
	// - On the WBF 20-VP scale for 16 boards: home 13.75 VP, visitors 6.25 VP (together 20).
	// - VP fines are taken off afterwards: home 1.00, visitors 0.00.
	// home imp: 35.00 IMP
	// home vp: 13.75 VP
	// home final_vp: 12.75 VP
	// visitor imp: 21.00 IMP
	// visitor vp: 6.25 VP
	// visitor final_vp: 6.25 VP
}

// Who sits down first in the second segment of a two-segment match.
func ExampleWhoSitsFirst() {
	p := engine.NewParams(vsz.Load(), nil)
	res, err := vsz.WhoSitsFirst(p, vsz.WhoSitsFirstInput{Segments: 2, Segment: 2, Teams: "two"})
	show(res, err, "vsz.seating-first")
	fmt.Println("segment 3 of 4:", vsz.SeatingFirst(4, 3))
	fmt.Println("three-way, segment 2 of 3:", vsz.SeatingOrder3(3, 2))
	// Output:
	// - The first-listed team is at home: North-South in the open room, East-West in the closed room (§14.B.1).
	// - A match of 2 segment(s), segment 2: Visiting team (§14.B).
	// result first: Visiting team
	// result later: Home team
	// segment 3 of 4: home
	// three-way, segment 2 of 3: [team3 team2 team1]
}

// A 24-board team match spoilt by reversed seating after 14 boards, too late for a replay.
func ExampleUnfinishedMatch() {
	p := engine.NewParams(vsz.Load(), nil)
	res, err := vsz.UnfinishedMatch(p, vsz.UnfinishedMatchInput{Boards: 24, Played: 14, Favoured: "none"})
	show(res, err, "vsz.unfinished-match")
	// Output:
	// - Reversed seating or different boards at the two tables make the match (or that part of it) invalid (§14.D.3.c).
	// - More than half but less than 75% were played (14 of 24): each team loses 3 VP, and the match is scored on the scale for 18 boards (§14.D.3.c.iii.2).
	// - A team's total may fall below zero.
	// * Decision: count as played the boards already played plus those the director judges can still be played within the match's time.
	// * Decision: the continuous VP scale exists for every length, so the scale used is the exact board count (75% rounded up to a whole board).
	// each outcome: Scored on a shorter scale, with a VP deduction
	// each vp_deduction_each: 3 VP
	// each scale_boards: 18 boards
}

// The appeal deadline of a session ending just before midnight, the next session starting
// five minutes after midnight; the appeal is lodged at that start.
func ExampleProtestDeadline() {
	p := engine.NewParams(vsz.Load(), nil)
	next := msg.Minutes(2017, 9, 17, 0, 5)
	res, err := vsz.ProtestDeadline(p, vsz.ProtestDeadlineInput{
		SessionEnd: msg.Minutes(2017, 9, 16, 23, 50),
		NextStart:  &next,
		Reported:   &next,
	})
	show(res, err, "vsz.protest-deadline")
	// Output:
	// - 30 minutes after the session ends (2017-09-16 23:50): 2017-09-17 00:20.
	// - Start of the next session: 2017-09-17 00:05.
	// - The earliest of these is the deadline for announcing and lodging the appeal: 2017-09-17 00:05 (§16).
	// - The deposit of 5,000 Ft is paid to the director with the notice of appeal (§16.A).
	// * Decision: a report made in the deadline's own minute is in time.
	// * Decision: the regulation's "forduló" is read as a session (for teams, the match); a change of opponents inside it is a round.
	// result deadline: 2017-09-17 00:05
	// result bound: The start of the next session
	// result fee_ft: 5,000 Ft
	// result in_time: yes
}

// An 8-board round, 62 minutes gone: may a new board begin?
func ExamplePlayingTime() {
	p := engine.NewParams(vsz.Load(), nil)
	elapsed := 62
	res, err := vsz.PlayingTime(p, vsz.PlayingTimeInput{Boards: 8, Elapsed: &elapsed})
	show(res, err, "vsz.time")
	// Output:
	// - 8 boards: 65 minutes of play and 5 minutes for the move (§17.A).
	// - No board may begin in the last 2 minutes: the last start is at minute 63 of play (§17.B).
	// - 3 minutes are left: a new board may begin.
	// * Decision: with exactly 2 minutes left a board may still begin; with less it may not.
	// result play_min: 65 min
	// result change_min: 5 min
	// result in_table: yes
	// result round_min: 70 min
	// result last_start_min: 63 min
	// result remaining_min: 3 min
	// result may_start: yes
}

// A short-term substitute asked for three boards.
func ExampleSubstitute() {
	p := engine.NewParams(vsz.Load(), nil)
	res, err := vsz.Substitute(p, vsz.SubstituteInput{Kind: "short", Event: "pairs", AtStart: true, SubBoards: 3, Room: "open"})
	show(res, err, "vsz.substitute")
	// Output:
	// - A short-term substitute plays at most 2 boards (§19.A).
	// - A substitute earns no masterpoints and no claim to the unit's place (§19.D).
	// result allowed: no
	// result clause: Too many boards for a short-term substitute
	// player masterpoints: no
}

// A team whose opponents did not appear, with a club that raised the minimum to 13 VP.
func ExampleAbsentTeam() {
	p := engine.NewParams(vsz.Load(), map[string]float64{"absence.present_min_vp": 13})
	res, err := vsz.AbsentTeam(p, vsz.AbsentTeamInput{PresentAvg: 11.5, AbsentAvg: 6.3})
	show(res, err, "vsz.absent-team")
	// Output:
	// - Candidates for the present team: 13 VP; its own average 11.50; 20 − 6.30 = 13.70 (§21.B, §22.B.2).
	// - It gets the highest: 13.70 VP.
	// - The absent team gets 0 VP.
	// non-offender vp: 13.70 VP
	// non-offender basis: 20 minus the absent team's average
	// offender vp: 0.00 VP
}

// A knockout match conceded at a segment's end, announced 23.9 hours before play resumes.
func ExampleConcession() {
	p := engine.NewParams(vsz.Load(), nil)
	res, err := vsz.Concession(p, vsz.ConcessionInput{KO: true, SegmentEnd: true, Boards: 64, Played: 32, GapH: 40, NoticeH: 23.9})
	show(res, err, "vsz.concession")
	// Output:
	// - The concession must be announced at least 24 hours before play resumes (§24).
	// - Once made, a concession is final.
	// result allowed: no
	// result clause: Announced too late
}

// The range of a disciplinary deduction at IMP pairs, and whether 2 IMPs are within it.
func ExampleDisciplinaryRange() {
	p := engine.NewParams(vsz.Load(), nil)
	amount := 2.0
	res, err := vsz.DisciplinaryRange(p, vsz.DisciplinaryRangeInput{Form: "imp", Amount: &amount})
	show(res, err, "vsz.disciplinary-range")
	// Output:
	// - Penalties: a warning, a point deduction, exclusion from a round or part of it, or from the event (§27.B).
	// - IMP pairs: a deduction from 3 to 10 IMPs (§27.C).
	// - A deduction of 2 is outside the range.
	// - Serious cases are reported to the Board, whatever the penalty.
	// offender min: 3.00 IMP
	// offender max: 10.00 IMP
	// offender unit: IMPs
	// offender has_max: yes
	// offender in_range: no
}
