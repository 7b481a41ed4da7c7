package ocsb

import (
	"math/big"

	"arbiter/engine"
	"arbiter/engine/msg"
)

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

// Fee computes the entry fee: the amateur discount (division III only) halves the team fee
// first; a share is the team fee divided by the entered players; youth and under-20 players get
// their discounts on their own shares. No intermediate rounding.
func Fee(p *engine.Params, division string, players, youth, under20 int, amateur bool) FeeResult {
	keys := map[string]string{"I/A": "fee.ia", "I/B": "fee.ib", "II": "fee.ii", "III": "fee.iii"}
	r := FeeResult{Division: division, Full: rat(p.F(keys[division]))}
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

func feeCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "ocsb.fee",
		Rules: []string{"ocsb.fees"},
		Group: "fees",
		Inputs: engine.Schema{
			fEnum("division", divisions, 0),
			fInt("players", 4, 7, 6),
			fInt("youth", 0, 7, 0),
			fInt("under20", 0, 7, 0),
			fBool("amateur", false),
			func() engine.Field {
				f := fInt("paid", 0, 10000000, 0)
				f.Default, f.Optional = nil, true
				return f
			}(),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			players := int(in.Int("players"))
			if lo, hi := p.I("other.team_min"), p.I("other.team_max"); int64(players) < lo || int64(players) > hi {
				return nil, engine.Invalid("players", lo, hi)
			}
			youth, u20 := int(in.Int("youth")), int(in.Int("under20"))
			if youth > players {
				return nil, engine.Invalid("youth", 0, players)
			}
			if youth+u20 > players {
				return nil, engine.Invalid("under20", 0, players-youth)
			}
			div := in.Enum("division")
			r := Fee(p, div, players, youth, u20, in.Bool("amateur"))
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
			if in.Has("paid") {
				paid := float64(in.Int("paid"))
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
		},
	}
}
