package ocsb_test

import (
	"fmt"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rules/ocsb"
)

// show prints a result as the app explains it, in English: the steps, the DECISION notes, then
// each party's outs.
func show(calcID string, res *engine.Result, err error) {
	if err != nil {
		fmt.Println("error:", engine.ErrorMessage(err, msg.EN, err.Error()))
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
			who := p.Role
			if p.Name != "" {
				who += " " + p.Name
			}
			fmt.Printf("%s %s: %s\n", who, o.Name, strings.ReplaceAll(o.Text(msg.EN, calcID), "\u00a0", " "))
		}
	}
}

// A second insult in the same day: the fine is doubled, once.
func ExampleZeroTolerance() {
	p := engine.NewParams(ocsb.Load(), nil)
	res, err := ocsb.ZeroTolerance(p, ocsb.ZeroToleranceInput{Clause: "c", EarlierSameDay: 1})
	show("ocsb.zt", res, err)
	// Output:
	// Sub-point c) insults, quarrelling: the fine is 1 VP.
	// 1 earlier breach(es) of the same sub-point: the fine is multiplied by 2, once: 2 VP.
	// The fine applies at once and cannot be protested; a complaint naming 2 witnesses from outside the team may be made within 48 hours, and the committee looks into it within 8 days.
	// DECISION: from the second breach of a sub-point on, the fine is the base fine times two; it is never compounded (×4, ×8).
	// DECISION: repeats are counted per player (the text does not say whose repeat doubles the fine); a club file may count per team.
	// offender vp: 2.00 VP
	// offender offender_vp: −2.00 VP
	// offender verdict: Doubled fine (repeat)
}

// A new breach judged against the incident book.
// A breach of c) by player 2 after his teammate's breach of c) the same day, the repeats
// counted per team as the director chose on screen: the fine doubles.
func ExampleZTBook_perTeam() {
	p := engine.NewParams(ocsb.Load(), nil)
	res, err := ocsb.ZTBook(p, ocsb.ZTBookInput{
		Next:    ocsb.Incident{Clause: "c", Player: 2, Team: 1, Day: 3},
		Earlier: []ocsb.Incident{{Clause: "c", Player: 1, Team: 1, Day: 3}},
		CountBy: "team",
	})
	show("ocsb.zt-log", res, err)
	// Output:
	// Sub-point c) insults, quarrelling: the fine is 1 VP.
	// Earlier breaches of this sub-point by the same team in the same 1-day period: 1.
	// 1 earlier breach(es) of the same sub-point: the fine is multiplied by 2, once: 2 VP.
	// Running totals: the player 2 VP, the team 3 VP, of which 3 VP in this period.
	// Entries against the player within 365 days: 1 (referral at 3).
	// DECISION: from the second breach of a sub-point on, the fine is the base fine times two; it is never compounded (×4, ×8).
	// DECISION (chosen on screen): repeats are counted per team. §10 doubles the fine for a second breach of the same sub-point on the same day but does not say by whom: the same player, or anyone of the same team; both readings are possible, so the director chooses.
	// DECISION: repeats count within one playing day by default (the period length is a setting); incidents are taken in the order listed.
	// offender vp: 2.00 VP
	// offender verdict: Doubled fine (repeat)
	// player total_vp: 2.00 VP
	// player entries: 1
	// player referral: no
	// team total_vp: 3.00 VP
	// team day_vp: 3.00 VP
}

func ExampleZTBook() {
	p := engine.NewParams(ocsb.Load(), nil)
	res, err := ocsb.ZTBook(p, ocsb.ZTBookInput{
		Next: ocsb.Incident{Clause: "b", Player: 7, Team: 2, Day: 12},
		Earlier: []ocsb.Incident{
			{Clause: "b", Player: 7, Team: 2, Day: 12},
			{Clause: "a", Player: 8, Team: 2, Day: 12},
		},
	})
	show("ocsb.zt-log", res, err)
	// Output:
	// Sub-point b) loudness, lecturing, long analysis: the fine is 0.5 VP.
	// Earlier breaches of this sub-point by the same player in the same 1-day period: 1.
	// 1 earlier breach(es) of the same sub-point: the fine is multiplied by 2, once: 1 VP.
	// Running totals: the player 1.5 VP, the team 2 VP, of which 2 VP in this period.
	// Entries against the player within 365 days: 2 (referral at 3).
	// DECISION: from the second breach of a sub-point on, the fine is the base fine times two; it is never compounded (×4, ×8).
	// DECISION: repeats are counted per player (the text does not say whose repeat doubles the fine); a club file may count per team.
	// DECISION: repeats count within one playing day by default (the period length is a setting); incidents are taken in the order listed.
	// offender vp: 1.00 VP
	// offender verdict: Doubled fine (repeat)
	// player total_vp: 1.50 VP
	// player entries: 2
	// player referral: no
	// team total_vp: 2.00 VP
	// team day_vp: 2.00 VP
}

// A 32-board match won by 15 IMPs, the visitors fined half a VP.
func ExampleMatchResult() {
	p := engine.NewParams(ocsb.Load(), nil)
	res, err := ocsb.MatchResult(p, ocsb.MatchResultInput{Boards: 32, IMPHome: 40, IMPVisitor: 25, FinesVisitor: 0.5})
	show("ocsb.vp", res, err)
	// Output:
	// IMPs 40 : 25, margin 15.
	// WBF continuous scale for 32 boards (20 VP in all): 12.95 : 7.05.
	// Fines deducted: home 0 VP, visitor 0.5 VP; net 12.95 : 6.55.
	// home vp: 12.95 VP
	// home vp_before_fines: 12.95 VP
	// home imp: 15.00 IMP
	// visitor vp: 6.55 VP
	// visitor vp_before_fines: 7.05 VP
	// visitor imp: −15.00 IMP
}

// A long substitute with 3,000 masterpoints, entered in division II, asked to play in I/B.
func ExampleSubstitute() {
	p := engine.NewParams(ocsb.Load(), nil)
	res, err := ocsb.Substitute(p, ocsb.SubstituteInput{MasterPoints: 3000, Target: "I/B", Entered: "II", Kind: "long"})
	show("ocsb.substitute", res, err)
	// Output:
	// 3,000 masterpoints: may substitute in I/A and I/B.
	// Entered in II: may not substitute there, nor more than 1 division below it.
	// Division I/B: allowed as a long substitute (licence and jury-book entry still required).
	// DECISION: substituting in a higher division than one's own is allowed within the masterpoint limits.
	// player allowed: yes
	// player clause: Allowed
}

// Six players in I/A, one of them a youth player and one under 20; 50,000 Ft paid so far.
func ExampleEntryFee() {
	p := engine.NewParams(ocsb.Load(), nil)
	paid := 50000
	res, err := ocsb.EntryFee(p, ocsb.EntryFeeInput{Division: "I/A", Players: 6, Youth: 1, Under20: 1, Paid: &paid})
	show("ocsb.fee", res, err)
	// Output:
	// Team fee for division I/A: 66,000 Ft.
	// One share: the team fee ÷ 6 players = 11,000.00 Ft.
	// 4 full shares + 1 youth × 5,500.00 + 1 under-20 × 2,750.00 = 52,250.00 Ft, rounded: 52,250 Ft.
	// Still to pay: 2,250 Ft.
	// DECISION: a player's share is the team fee divided by the number of entered players.
	// team fee: 52,250 Ft
	// team full_fee: 66,000 Ft
	// team team_fee: 66,000.00 Ft
	// team owed: 2,250 Ft
	// player share: 11,000.00 Ft
	// player youth_share: 5,500.00 Ft
	// player under20_share: 2,750.00 Ft
}

// Division III with 17 teams.
func ExampleFormat() {
	p := engine.NewParams(ocsb.Load(), nil)
	res, err := ocsb.Format(p, ocsb.FormatInput{Division: "III", Teams: 17})
	show("ocsb.format", res, err)
	// Output:
	// Division III with 17 teams: Round robin (2×16 a day), then play-off.
	// Rounds: 17.
	// Division III aims at no fewer than 11 playing days; the committee publishes the details after the first day.
	// result format: Round robin (2×16 a day), then play-off
	// result rounds: 17
}

// 14th place in division II when division III has 12 teams (a large division III).
func ExamplePromotionAndRelegation() {
	p := engine.NewParams(ocsb.Load(), nil)
	res, err := ocsb.PromotionAndRelegation(p, ocsb.PromotionAndRelegationInput{Division: "II", Place: 14, Div3Teams: 12})
	show("ocsb.promotion", res, err)
	// Output:
	// Division II: places 1–3 go up, 4 plays off for promotion, up to 12 stay, 13 plays off to stay, the rest go down (0: none).
	// Division III has 12 teams (at most 11 counts as small): this sets division II's relegation and III's promotion.
	// Place 14: Relegated.
	// team outcome: Relegated
}

// Three teams level on VP: team 1 wins the matches among them; teams 2 and 3 are still level
// there, and the IMP difference separates them.
func ExampleRanking() {
	p := engine.NewParams(ocsb.Load(), nil)
	res, err := ocsb.Ranking(p, ocsb.RankingInput{
		VP:      []float64{100, 100, 100},
		H2H:     []float64{0, 15, 15, 5, 0, 10, 5, 10, 0},
		IMPDiff: []float64{10, 25, -5},
	})
	show("ocsb.ranking", res, err)
	// Output:
	// Teams are ordered by VP total.
	// Level teams: VP scored in the matches among all the teams with the same total.
	// Still level: IMP difference.
	// No data for "VP against the best six": that criterion is skipped.
	// Team 1: place 1 (VP between the tied teams).
	// Team 2: place 2 (IMP difference).
	// Team 3: place 3 (IMP difference).
	// DECISION: each criterion is applied once to the whole group with the same VP total; teams it leaves level go on to the next criterion (the chain does not restart for a smaller group).
	// DECISION: the IMP difference is the team's total over the whole division or stage.
	// team 1 rank: 1
	// team 1 shared: no
	// team 1 decided_by: VP between the tied teams
	// team 2 rank: 2
	// team 2 shared: no
	// team 2 decided_by: IMP difference
	// team 3 rank: 3
	// team 3 shared: no
	// team 3 decided_by: IMP difference
}

// A yellow system is not allowed in I/B; where one is played by the visitors alone, they sit
// down first in the whole match.
func ExampleSystemPermission() {
	p := engine.NewParams(ocsb.Load(), nil)
	res, err := ocsb.SystemPermission(p, ocsb.SystemPermissionInput{Division: "I/B", Category: "yellow", Card: true})
	show("ocsb.systems", res, err)
	res, err = ocsb.Seating(p, ocsb.SeatingInput{VisitorSpecial: true, MatchHalf: 1, Room: "open", BoardsPlayed: 8})
	show("ocsb.seating", res, err)
	// Output:
	// Yellow (highly unusual method): allowed down to division I/A.
	// It must be e-mailed to the opponents at least a week before it is first used.
	// The TD must be notified too, with suggested defences.
	// pair allowed: no
	// pair clause: Not allowed in this division
	// pair email_ahead: yes
	// pair notify_td: yes
	// Only one team plays a yellow system or brown convention: Visiting team sits down first in the whole match; its opponent has the seating rights.
	// Open room: the home team sits North-South.
	// Players may be changed every 8 boards here; after 8 boards: yes.
	// A mid-half change in the open room must be reported to the TD the same day (or by e-mail by midnight of the next day); otherwise the Bridgemate line-up stands.
	// result first: Visiting team
	// result seating_rights: yes
	// result home_seats: North-South
	// result change_allowed: yes
}

// Play ended at 22:20; the intent to protest went out the next morning and the TD's reasons
// arrived the day after.
func ExampleProtestDeadlines() {
	p := engine.NewParams(ocsb.Load(), nil)
	sent := msg.Minutes(2018, time.September, 5, 9, 30)
	reasons := msg.Minutes(2018, time.September, 6, 8, 0)
	res, err := ocsb.ProtestDeadlines(p, ocsb.ProtestDeadlinesInput{
		PlayEnd:         msg.Minutes(2018, time.September, 4, 22, 20),
		IntentSent:      &sent,
		ReasonsReceived: &reasons,
	})
	show("ocsb.protest", res, err)
	// Output:
	// Playing day 2018-09-04: the intent must reach the committee by e-mail by 2018-09-05 18:00; a later intent is lost.
	// The TD sends written reasons within 24 hours: by 2018-09-06 09:30.
	// The protest itself is due within 24 hours of receiving the reasons: by 2018-09-07 08:00.
	// Protest fee: 5,000 Ft, paid before the hearing.
	// team intent_deadline: 2018-09-05 18:00
	// team reasons_deadline: 2018-09-06 09:30
	// team filing_deadline: 2018-09-07 08:00
	// team in_time: yes
	// team fee: 5,000 Ft
}
