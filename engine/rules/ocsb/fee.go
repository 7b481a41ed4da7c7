package ocsb

import (
	"arbiter/engine"
	"arbiter/engine/internal/exact"
	"arbiter/engine/msg"
)

func ftOut(name string, v float64, prec int) engine.Out { return engine.Num(name, v, "ft", prec) }

// FeeResult is a team's entry fee. It is worked out in exact fractions of a forint until the
// final rounding (engine/internal/exact); the amounts here are those fractions as the nearest float64.
type FeeResult struct {
	Full     float64 // the division's team fee
	TeamFee  float64 // after the amateur discount
	Share    float64 // one player's share
	Youth    float64 // a youth player's share after the discount
	Under20  float64 // an under-20 player's share after the discount
	Total    float64 // the total before rounding
	Rounded  int64   // total rounded half-up to whole forints
	Amateur  bool    // the amateur discount applied
	Ignored  bool    // amateur asked for outside division III: not applied
	Division string
}

// feeKeys are the parameters of each division's team fee.
var feeKeys = map[string]string{"I/A": "fee.ia", "I/B": "fee.ib", "II": "fee.ii", "III": "fee.iii"}

// Fee computes the entry fee: the amateur discount (division III only) halves the team fee
// first; a share is the team fee divided by the entered players; youth and under-20 players get
// their discounts on their own shares. No intermediate rounding.
func Fee(p *engine.Params, division string, players, youth, under20 int, amateur bool) FeeResult {
	r := FeeResult{Division: division}
	full := exact.Float(p.F(feeKeys[division]))
	team := full
	if amateur {
		if division == "III" {
			r.Amateur = true
			team = team.Mul(exact.Int(1).Sub(exact.Float(p.F("fee.amateur_discount"))))
		} else {
			r.Ignored = true
		}
	}
	// every share is the team fee times a factor, over the players: one division, at the end
	youthTeam := team.Mul(exact.Int(1).Sub(exact.Float(p.F("fee.youth_discount"))))
	u20Team := team.Mul(exact.Int(1).Sub(exact.Float(p.F("fee.under20_discount"))))
	total := team.Mul(exact.Int(players - youth - under20)).
		Add(youthTeam.Mul(exact.Int(youth))).
		Add(u20Team.Mul(exact.Int(under20)))
	r.Full, r.TeamFee = full.Quo(1), team.Quo(1)
	r.Share, r.Youth, r.Under20 = team.Quo(players), youthTeam.Quo(players), u20Team.Quo(players)
	r.Total, r.Rounded = total.Quo(players), total.RoundHalfUp(players)
	return r
}

// EntryFeeInput is a team's entry.
type EntryFeeInput struct {
	Division string // "I/A", "I/B", "II", "III"
	Players  int    // entered players (other.team_min–other.team_max)
	Youth    int    // youth players among them
	Under20  int    // players under 20 among the others
	Amateur  bool   // a new amateur team (first team championship)
	Paid     *int   // forints already paid (nil: not given), 0–10,000,000
}

// EntryFee decides a team's entry fee: the division's team fee, halved first for a new amateur
// team in division III; each player's share is the team fee over the entered players, with youth
// and under-20 discounts on their own shares; a later discount earns no refund. Rule ocsb.fees,
// KMOR §18.
func EntryFee(p *engine.Params, in EntryFeeInput) (*engine.Result, error) {
	players := in.Players
	if lo, hi := p.I("other.team_min"), p.I("other.team_max"); int64(players) < lo || int64(players) > hi {
		return nil, engine.Invalid("players", lo, hi)
	}
	youth, u20 := in.Youth, in.Under20
	if youth > players {
		return nil, engine.Invalid("youth", 0, players)
	}
	if youth+u20 > players {
		return nil, engine.Invalid("under20", 0, players-youth)
	}
	div := in.Division
	if _, ok := feeKeys[div]; !ok {
		return nil, badOption("division", divisions...)
	}
	r := Fee(p, div, players, youth, u20, in.Amateur)
	res := &engine.Result{}
	res.Step("ocsb.step.fee-division", msg.A("division", div), msg.A("ft", r.Full))
	if r.Amateur {
		res.Step("ocsb.step.fee-amateur", msg.A("ft", r.TeamFee))
		res.Decide("ocsb.dec.fee-amateur-first")
	}
	if r.Ignored {
		res.Step("ocsb.step.fee-amateur-ignored")
		res.Decide("ocsb.dec.fee-amateur-iii")
	}
	res.Steps = append(res.Steps,
		engine.S("ocsb.step.fee-share", msg.A("ft", msg.Dec{V: r.Share, Prec: 2}), msg.A("players", players)),
		engine.S("ocsb.step.fee-sum", msg.A("full", players-youth-u20), msg.A("youth", youth), msg.A("under20", u20),
			msg.A("ft_youth", msg.Dec{V: r.Youth, Prec: 2}), msg.A("ft_under20", msg.Dec{V: r.Under20, Prec: 2}),
			msg.A("total", msg.Dec{V: r.Total, Prec: 2}), msg.A("rounded", r.Rounded)))
	res.Decide("ocsb.dec.fee-share")
	team := []engine.Out{ftOut("fee", float64(r.Rounded), 0), ftOut("full_fee", r.Full, 0), ftOut("team_fee", r.TeamFee, 2)}
	if in.Paid != nil {
		paid := float64(*in.Paid)
		owed := float64(r.Rounded) - paid
		if owed < 0 {
			res.Step("ocsb.step.fee-no-refund", msg.A("ft", -owed))
			res.Decide("ocsb.dec.fee-no-refund")
			owed = 0
		} else {
			res.Step("ocsb.step.fee-owed", msg.A("ft", owed))
		}
		team = append(team, ftOut("owed", owed, 0))
	}
	res.Parties = []engine.Party{
		{Role: "team", Outs: team},
		{Role: "player", Outs: []engine.Out{ftOut("share", r.Share, 2), ftOut("youth_share", r.Youth, 2),
			ftOut("under20_share", r.Under20, 2)}},
	}
	return res, nil
}
