package clubfine

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// LatenessInput is a pair's lateness.
type LatenessInput struct {
	Minutes int // whole minutes late
}

// Lateness is the club's fine for a pair's lateness (rule clubfine.lateness, Club §1): a
// percentage of the top for every minute.
func Lateness(p *engine.Params, in LatenessInput) (*engine.Result, error) {
	if in.Minutes < 0 || in.Minutes > 240 {
		return nil, engine.Invalid("minutes", 0, 240)
	}
	per := p.F("lateness.pct_per_minute")
	pct := per * float64(in.Minutes)
	res := &engine.Result{}
	res.Step("clubfine.step.lateness", msg.A("minutes", in.Minutes), msg.A("per", per), msg.A("pct", pct))
	res.Parties = []engine.Party{{Role: "offender", Outs: []engine.Out{engine.Num("pct_top", pct, "%", 0)}}}
	return res, nil
}
