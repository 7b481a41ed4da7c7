package scoring

import (
	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

// IMPInput is a difference in points between two results.
type IMPInput struct {
	Diff int // points, from the side that gains them (negative: the other side gains)
}

// IMP converts a points difference by the IMP scale, naming the band it falls in (rule
// scoring.law78b, Law 78B).
func IMP(p *engine.Params, in IMPInput) (*engine.Result, error) {
	diff := in.Diff
	imp := bridge.IMP(diff)
	res := &engine.Result{}
	abs := diff
	if abs < 0 {
		abs = -abs
	}
	if abs%10 != 0 {
		r := (abs + 5) / 10 * 10
		res.Step("scoring.step.imp-round", msg.A("diff", abs), msg.A("rounded", r))
	}
	a := imp
	if a < 0 {
		a = -a
	}
	lo, hi := band(a)
	if hi < 0 {
		res.Step("scoring.step.imp-band-top", msg.A("lo", lo), msg.A("imp", a))
	} else {
		res.Step("scoring.step.imp-band", msg.A("lo", lo), msg.A("hi", hi), msg.A("imp", a))
	}
	if diff < 0 {
		res.Step("scoring.step.imp-negative", msg.A("imp", imp))
	}
	res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{engine.Num("imp", float64(imp), "imp", 0)}}}
	return res, nil
}

// band returns the lowest and highest multiples of 10 worth imp IMPs (hi < 0: no upper end).
func band(imp int) (lo, hi int) {
	lo, hi = -1, -1
	for d := 0; d <= 5000; d += 10 {
		if bridge.IMP(d) == imp {
			if lo < 0 {
				lo = d
			}
			hi = d
		}
	}
	if bridge.IMP(hi+10) == imp {
		hi = -1
	}
	return lo, hi
}
