package nsbk

import (
	"cmp"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// UnsportsmanlikeInput is an offence of unsportsmanlike conduct.
type UnsportsmanlikeInput struct {
	Offence  int    // which offence of the pair this is (1 = the first)
	Damage   bool   // the offence already caused damage
	ArguedTD bool   // the offence is an argument with the director
	Form     string // "mp" or "imp" (penalty.go)
	Top      int    // matchpoints of a top
}

// Unsportsmanlike decides between a warning and a penalty for unsportsmanlike conduct (rule
// nsbk.unsportsmanlike, NSBK t. 6): a first offence without damage is warned, one with damage
// costs the first penalty, and every further offence, or an argument with the director, the
// higher one.
func Unsportsmanlike(p *engine.Params, in UnsportsmanlikeInput) (*engine.Result, error) {
	if err := oneOf("form", in.Form, "mp", "imp"); err != nil {
		return nil, err
	}
	n := int64(in.Offence)
	res := &engine.Result{}
	verdict := "penalty"
	var pct, imp float64
	switch {
	case n >= p.I("unsportsmanlike.further_from") || in.ArguedTD:
		pct, imp = p.F("unsportsmanlike.further_pct_top"), p.F("unsportsmanlike.further_imp")
		if in.ArguedTD {
			res.Step("nsbk.step.unsport-argued")
		} else {
			res.Step("nsbk.step.unsport-further", msg.A("n", n))
			res.Decide("nsbk.dec.unsport-after-warning")
		}
	case in.Damage:
		pct, imp = p.F("unsportsmanlike.first_pct_top"), p.F("unsportsmanlike.first_imp")
		res.Step("nsbk.step.unsport-damage")
	default:
		verdict = "warning"
		res.Step("nsbk.step.unsport-warning")
	}
	if verdict == "penalty" {
		res.Steps = append(res.Steps, penaltyStep(in.Form, in.Top, pct, imp))
	}
	res.Step("nsbk.step.unsport-report")
	outs := append([]engine.Out{engine.Str("verdict", verdict)}, penalty(pct, imp, float64(in.Top))...)
	res.Parties = []engine.Party{{Role: "offender", Outs: outs}}
	return res, nil
}

// OffendingTDInput is an offence against the director.
type OffendingTDInput struct {
	Jury string // "none", "upheld" or "overturned": the appeals committee, if the pair asked for one
	Form string // "mp" or "imp" (penalty.go)
	Top  int    // matchpoints of a top
}

// OffendingTD decides the penalty for offensive or dismissive behaviour towards the director
// (rule nsbk.offending-td, NSBK t. 7–8): automatic, cancelled if an appeals committee overturns
// the ruling, and the request an aggravating circumstance if it confirms the pair's fault.
func OffendingTD(p *engine.Params, in OffendingTDInput) (*engine.Result, error) {
	if err := cmp.Or(oneOf("jury", in.Jury, "none", "upheld", "overturned"), oneOf("form", in.Form, "mp", "imp")); err != nil {
		return nil, err
	}
	res := &engine.Result{Decisions: []string{"nsbk.dec.offending-td-min"}}
	verdict := "penalty"
	pct, imp := p.F("offending_td.pct_top"), p.F("offending_td.imp")
	res.Step("nsbk.step.offending-auto")
	aggravating := false
	switch in.Jury {
	case "upheld":
		aggravating = true
		res.Step("nsbk.step.offending-jury-upheld")
	case "overturned":
		verdict, pct, imp = "cancelled", 0, 0
		res.Step("nsbk.step.offending-jury-overturned")
	}
	if verdict == "penalty" {
		res.Steps = append(res.Steps, penaltyStep(in.Form, in.Top, pct, imp))
	}
	res.Step("nsbk.step.offending-report")
	outs := append([]engine.Out{engine.Str("verdict", verdict)}, penalty(pct, imp, float64(in.Top))...)
	outs = append(outs, engine.Bool("aggravating", aggravating))
	res.Parties = []engine.Party{{Role: "offender", Outs: outs}}
	return res, nil
}
