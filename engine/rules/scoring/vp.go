package scoring

import (
	"math"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

// VPInput is a team match's IMP margin, or the two teams' IMP totals.
type VPInput struct {
	Boards int     // boards in the match: the scale depends on them
	Margin float64 // the home team's IMP margin (negative when the visitors won)
	// appended: how the margin is given: "margin" (Margin; "" reads so too) or "totals"
	// (HomeIMP − VisitorIMP, both needed)
	Given               string
	HomeIMP, VisitorIMP *float64
}

// VP converts a match's IMP margin to victory points on the WBF continuous 20-VP scale (rule
// scoring.wbf-vp, WBF GCC 2013); the margin is given as such or as the two teams' totals.
func VP(p *engine.Params, in VPInput) (*engine.Result, error) {
	boards := in.Boards
	margin := in.Margin
	var first []engine.Step
	switch in.Given {
	case "", "margin":
	case "totals":
		if in.HomeIMP == nil {
			return nil, engine.InvalidKey("home_imp", "err.required")
		}
		if in.VisitorIMP == nil {
			return nil, engine.InvalidKey("visitor_imp", "err.required")
		}
		margin = engine.Round2(*in.HomeIMP - *in.VisitorIMP)
		first = append(first, engine.S("scoring.step.vp-totals", msg.A("home", msg.Dec{V: *in.HomeIMP, Prec: 2}),
			msg.A("visitor", msg.Dec{V: *in.VisitorIMP, Prec: 2}), msg.A("margin", msg.Dec{V: margin, Prec: 2})))
	default:
		return nil, engine.InvalidKey("given", "err.enum", msg.A("options", "margin, totals"))
	}
	steps, err := vpSteps(boards, margin)
	if err != nil {
		return nil, err
	}
	if first != nil {
		steps = append(first, steps...)
	}
	home, vis, err := bridge.VP(boards, margin)
	if err != nil {
		if in.Given == "totals" {
			return nil, named(err, "home_imp")
		}
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
