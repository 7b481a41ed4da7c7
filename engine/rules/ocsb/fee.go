package ocsb

import (
	"math/big"

	"arbiter/engine"
	"arbiter/engine/msg"
)

func ftOut(name string, v float64, prec int) engine.Out { return engine.Num(name, v, "ft", prec) }

// FeeResult is a team's entry fee, in exact fractions of a forint until the final rounding.
type FeeResult struct {
	Full     *big.Rat // the division's team fee
	TeamFee  *big.Rat // after the amateur discount
	Share    *big.Rat // one player's share
	Youth    *big.Rat // a youth player's share after the discount
	Under20  *big.Rat // an under-20 player's share after the discount
	Total    *big.Rat // exact total
	Rounded  int64    // total rounded half-up to whole forints
	Amateur  bool     // the amateur discount applied
	Ignored  bool     // amateur asked for outside division III: not applied
	Division string
}

func rat(x float64) *big.Rat { return new(big.Rat).SetFloat64(x) }

// roundHalfUp rounds a non-negative fraction to the nearest integer, halves up.
func roundHalfUp(r *big.Rat) int64 {
	x := new(big.Rat).Add(r, big.NewRat(1, 2))
	q := new(big.Int).Quo(x.Num(), x.Denom())
	return q.Int64()
}

// feeKeys are the parameters of each division's team fee.
var feeKeys = map[string]string{"I/A": "fee.ia", "I/B": "fee.ib", "II": "fee.ii", "III": "fee.iii"}

// Fee computes the entry fee: the amateur discount (division III only) halves the team fee
// first; a share is the team fee divided by the entered players; youth and under-20 players get
// their discounts on their own shares. No intermediate rounding.
func Fee(p *engine.Params, division string, players, youth, under20 int, amateur bool) FeeResult {
	r := FeeResult{Division: division, Full: rat(p.F(feeKeys[division]))}
	r.TeamFee = new(big.Rat).Set(r.Full)
	if amateur {
		if division == "III" {
			r.Amateur = true
			r.TeamFee.Mul(r.TeamFee, new(big.Rat).Sub(big.NewRat(1, 1), rat(p.F("fee.amateur_discount"))))
		} else {
			r.Ignored = true
		}
	}
	r.Share = new(big.Rat).Quo(r.TeamFee, big.NewRat(int64(players), 1))
	r.Youth = new(big.Rat).Mul(r.Share, new(big.Rat).Sub(big.NewRat(1, 1), rat(p.F("fee.youth_discount"))))
	r.Under20 = new(big.Rat).Mul(r.Share, new(big.Rat).Sub(big.NewRat(1, 1), rat(p.F("fee.under20_discount"))))
	full := new(big.Rat).Mul(r.Share, big.NewRat(int64(players-youth-under20), 1))
	r.Total = full.Add(full, new(big.Rat).Mul(r.Youth, big.NewRat(int64(youth), 1)))
	r.Total.Add(r.Total, new(big.Rat).Mul(r.Under20, big.NewRat(int64(under20), 1)))
	r.Rounded = roundHalfUp(r.Total)
	return r
}

func f64(r *big.Rat) float64 { f, _ := r.Float64(); return f }

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
	res.Step("ocsb.step.fee-division", msg.A("division", div), msg.A("ft", f64(r.Full)))
	if r.Amateur {
		res.Step("ocsb.step.fee-amateur", msg.A("ft", f64(r.TeamFee)))
		res.Decide("ocsb.dec.fee-amateur-first")
	}
	if r.Ignored {
		res.Step("ocsb.step.fee-amateur-ignored")
		res.Decide("ocsb.dec.fee-amateur-iii")
	}
	res.Steps = append(res.Steps,
		engine.S("ocsb.step.fee-share", msg.A("ft", msg.Dec{V: f64(r.Share), Prec: 2}), msg.A("players", players)),
		engine.S("ocsb.step.fee-sum", msg.A("full", players-youth-u20), msg.A("youth", youth), msg.A("under20", u20),
			msg.A("ft_youth", msg.Dec{V: f64(r.Youth), Prec: 2}), msg.A("ft_under20", msg.Dec{V: f64(r.Under20), Prec: 2}),
			msg.A("total", msg.Dec{V: f64(r.Total), Prec: 2}), msg.A("rounded", r.Rounded)))
	res.Decide("ocsb.dec.fee-share")
	team := []engine.Out{ftOut("fee", float64(r.Rounded), 0), ftOut("full_fee", f64(r.Full), 0), ftOut("team_fee", f64(r.TeamFee), 2)}
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
		{Role: "player", Outs: []engine.Out{ftOut("share", f64(r.Share), 2), ftOut("youth_share", f64(r.Youth), 2),
			ftOut("under20_share", f64(r.Under20), 2)}},
	}
	return res, nil
}
