package scoring

import (
	"math"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

// VPInput is a team match's IMP margin.
type VPInput struct {
	Boards int     // boards in the match: the scale depends on them
	Margin float64 // the home team's IMP margin (negative when the visitors won)
}

// VP converts a match's IMP margin to victory points on the WBF continuous 20-VP scale (rule
// scoring.wbf-vp, WBF GCC 2013).
func VP(p *engine.Params, in VPInput) (*engine.Result, error) {
	boards := in.Boards
	margin := in.Margin
	steps, err := vpSteps(boards, margin)
	if err != nil {
		return nil, err
	}
	home, vis, err := bridge.VP(boards, margin)
	if err != nil {
		return nil, named(err, "margin")
	}
	steps = append(steps, engine.S("scoring.step.vp-result",
		msg.A("home", msg.Dec{V: home, Prec: 2}), msg.A("visitor", msg.Dec{V: vis, Prec: 2})))
	return &engine.Result{
		Steps: steps,
		Parties: []engine.Party{
			{Role: "home", Outs: []engine.Out{engine.Num("vp", home, "vp", 2)}},
			{Role: "visitor", Outs: []engine.Out{engine.Num("vp", vis, "vp", 2)}},
		},
	}, nil
}

// vpSteps explains the conversion of margin on the scale of boards.
func vpSteps(boards int, margin float64) ([]engine.Step, error) {
	t, err := bridge.VPTable(boards)
	if err != nil {
		return nil, named(err, "boards")
	}
	blow := 15 * math.Sqrt(float64(boards)) // shown only; the table is bridge's
	steps := []engine.Step{engine.S("scoring.step.vp-scale",
		msg.A("boards", boards), msg.A("blowout", msg.Dec{V: blow, Prec: 2}))}
	m := math.Abs(margin)
	lo := int(math.Floor(m))
	if float64(lo) != m && lo+1 < len(t) {
		steps = append(steps, engine.S("scoring.step.vp-interp",
			msg.A("margin", msg.Dec{V: m, Prec: 2}), msg.A("lo", lo), msg.A("hi", lo+1),
			msg.A("vlo", msg.Dec{V: float64(t[lo]) / 100, Prec: 2}), msg.A("vhi", msg.Dec{V: float64(t[lo+1]) / 100, Prec: 2})))
	}
	return steps, nil
}
