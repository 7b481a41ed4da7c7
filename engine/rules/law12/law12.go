// Package law12 holds the adjusted scores of Law 12 of the Laws of Duplicate Bridge (2017),
// shared by every bridge ruleset: artificial adjusted scores (Law 12C2, average plus / average
// / average minus with the own-average convention), the director's assigned score scored like
// a table result (Law 12C1(b)) and the weighted assigned score (Law 12C1(c)).
//
// A ruleset includes it with Params(), Rules() and Calculators(); the parameter keys are
// prefixed "law12." so that they never clash with the ruleset's own.
package law12

import (
	"math"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

// RuleID is the rule every Law 12 calculator and parameter belongs to.
const RuleID = "law12"

// weightTolerance is how far the weights of a weighted score may sum away from 1 (vectors.md
// law12.weighted); a structural check, not a regulation number.
const weightTolerance = 0.001

// Params returns the Law 12 numbers as parameters, keys prefixed "law12.".
func Params() []engine.Param {
	return []engine.Param{
		{Key: "law12.a_plus_pct", Value: 60, Unit: "pct", Rule: RuleID, Section: "Law 12C2", Min: 50, Max: 100},
		{Key: "law12.a_pct", Value: 50, Unit: "pct", Rule: RuleID, Section: "Law 12C2", Min: 0, Max: 100},
		{Key: "law12.a_minus_pct", Value: 40, Unit: "pct", Rule: RuleID, Section: "Law 12C2", Min: 0, Max: 50},
		{Key: "law12.a_plus_imp", Value: 3, Unit: "imp", Rule: RuleID, Section: "Law 12C2", Min: 0, Max: 24, Integer: true},
		{Key: "law12.a_imp", Value: 0, Unit: "imp", Rule: RuleID, Section: "Law 12C2", Min: -24, Max: 24, Integer: true},
		{Key: "law12.a_minus_imp", Value: -3, Unit: "imp", Rule: RuleID, Section: "Law 12C2", Min: -24, Max: 0, Integer: true},
		{Key: "law12.team_a_plus_imp", Value: 3, Unit: "imp", Rule: RuleID, Section: "Law 12C2", Min: 0, Max: 24, Integer: true},
		{Key: "law12.team_a_imp", Value: 0, Unit: "imp", Rule: RuleID, Section: "Law 12C2", Min: -24, Max: 24, Integer: true},
		{Key: "law12.team_a_minus_imp", Value: -3, Unit: "imp", Rule: RuleID, Section: "Law 12C2", Min: -24, Max: 0, Integer: true},
	}
}

// Rules returns the Law 12 rule entry a ruleset lists beside its own.
func Rules() []engine.Rule {
	return []engine.Rule{{
		ID:          RuleID,
		Section:     "Law 12C",
		Calculators: []string{"law12.artificial", "law12.assigned", "law12.weighted"},
		Summary:     "rule." + RuleID,
	}}
}

// Calculators returns fresh values of the three Law 12 calculators.
func Calculators() []*engine.Calculator {
	return []*engine.Calculator{artificial(), assigned(), weighted()}
}

// Form codes shared by the calculators' "form" fields (labels field.form.*).
const (
	formMP    = "mp"
	formIMP   = "imp"
	formTeams = "teams"
)

func topField() engine.Field {
	return engine.Field{Name: "top", Kind: engine.KInt, Min: 1, Max: 10000, Default: []int64{12}}
}

// ---------------------------------------------------------------------------------------------
// law12.artificial

// Fault codes: which side is at fault.
var faultOptions = []string{"ns", "ew", "both", "neither"}

func artificial() *engine.Calculator {
	return &engine.Calculator{
		ID:    "law12.artificial",
		Rules: []string{RuleID},
		Group: "adjusted",
		Inputs: engine.Schema{
			{Name: "form", Kind: engine.KEnum, Options: []string{formMP, formIMP, formTeams}, Default: []int64{0}},
			{Name: "fault", Kind: engine.KEnum, Options: faultOptions, Default: []int64{0}, Label: "law12.f.fault"},
			topField(),
			{Name: "ns_session_pct", Kind: engine.KDecimal, Prec: 2, Min: 0, Max: 10000, Optional: true, Label: "law12.f.ns_session_pct"},
			{Name: "ew_session_pct", Kind: engine.KDecimal, Prec: 2, Min: 0, Max: 10000, Optional: true, Label: "law12.f.ew_session_pct"},
		},
		Compute: computeArtificial,
	}
}

func computeArtificial(p *engine.Params, in engine.Input) (*engine.Result, error) {
	form := in.Enum("form")
	fault := in.Enum("fault")
	top := float64(in.Int("top"))
	res := &engine.Result{}
	atFault := map[string]bool{
		"ns": fault == "ns" || fault == "both",
		"ew": fault == "ew" || fault == "both",
	}
	res.Step("law12.step.fault", msg.A("fault", msg.Ref("law12.f.fault."+fault)))
	ownUsed := false
	for _, side := range []string{"ns", "ew"} {
		party := engine.Party{Role: side}
		award := "a-plus"
		if atFault[side] {
			award = "a-minus"
			party.Outs = append(party.Outs, engine.Str("status", "offender"))
		} else {
			party.Outs = append(party.Outs, engine.Str("status", "non-offender"))
		}
		switch form {
		case formMP:
			pct := p.F("law12.a_plus_pct")
			if atFault[side] {
				pct = p.F("law12.a_minus_pct")
			}
			if in.Has(side + "_session_pct") {
				own := in.Dec(side + "_session_pct")
				if (atFault[side] && own < pct) || (!atFault[side] && own > pct) {
					pct = own
					award = "own"
				}
				ownUsed = true
			}
			party.Outs = append(party.Outs, engine.Str("award", award),
				engine.Num("pct", pct, "%", 2), engine.Num("mp", engine.Round2(top*pct/100), "mp", 2))
			res.Step("law12.step.pct", msg.A("side", msg.Ref("party."+side)),
				msg.A("award", msg.Ref("law12.artificial.val.award."+award)), msg.A("pct", msg.Dec{V: pct, Prec: 2}),
				msg.A("mp", msg.Dec{V: engine.Round2(top * pct / 100), Prec: 2}), msg.A("top", top))
		default:
			prefix := "law12."
			if form == formTeams {
				prefix = "law12.team_"
			}
			imp := p.F(prefix + "a_plus_imp")
			if atFault[side] {
				imp = p.F(prefix + "a_minus_imp")
			}
			party.Outs = append(party.Outs, engine.Str("award", award), engine.Num("imp", imp, "imp", 0))
			res.Step("law12.step.imp", msg.A("side", msg.Ref("party."+side)),
				msg.A("award", msg.Ref("law12.artificial.val.award."+award)), msg.A("imp", imp))
		}
		res.Parties = append(res.Parties, party)
	}
	if ownUsed {
		res.Decide("law12.dec.own-average")
	}
	if form != formMP && (in.Has("ns_session_pct") || in.Has("ew_session_pct")) {
		res.Decide("law12.dec.own-average-mp-only")
	}
	return res, nil
}

// ---------------------------------------------------------------------------------------------
// law12.assigned

const maxScore = 7600 // the largest absolute score of one board (7NTXX vulnerable, all tricks)

func assigned() *engine.Calculator {
	return &engine.Calculator{
		ID:    "law12.assigned",
		Rules: []string{RuleID},
		Group: "adjusted",
		Inputs: engine.Schema{
			{Name: "form", Kind: engine.KEnum, Options: []string{formMP, formIMP}, Default: []int64{0}},
			{Name: "assigned", Kind: engine.KInt, Min: -maxScore, Max: maxScore, Default: []int64{420}, Label: "law12.f.assigned"},
			{Name: "field", Kind: engine.KIntList, Min: -maxScore, Max: maxScore, MaxItems: 1000,
				Default: []int64{420, 450, 170, -50}, Label: "law12.f.field"},
			{Name: "other_table", Kind: engine.KInt, Min: -maxScore, Max: maxScore, Default: []int64{-420}, Label: "law12.f.other_table"},
		},
		Compute: computeAssigned,
	}
}

func computeAssigned(p *engine.Params, in engine.Input) (*engine.Result, error) {
	a := int(in.Int("assigned"))
	res := &engine.Result{}
	res.Step("law12.step.assigned", msg.A("score", a))
	if in.Enum("form") == formIMP {
		other := int(in.Int("other_table"))
		imp := bridge.IMP(a + other)
		res.Step("law12.step.assigned-imp", msg.A("score", a),
			msg.A("other", other), msg.A("net", a+other), msg.A("imp", imp))
		res.Parties = []engine.Party{
			{Role: "ns", Outs: []engine.Out{engine.Num("imp", float64(imp), "imp", 0)}},
			{Role: "ew", Outs: []engine.Out{engine.Num("imp", float64(-imp), "imp", 0)}},
		}
		return res, nil
	}
	field := ints(in.List("field"))
	mp, top, err := matchpoint(a, field)
	if err != nil {
		return nil, err
	}
	pct := bridge.Pct(mp, top)
	res.Step("law12.step.assigned-mp", msg.A("score", a),
		msg.A("n", len(field)), msg.A("mp", mp), msg.A("top", top), msg.A("pct", msg.Dec{V: pct, Prec: 2}))
	res.Parties = []engine.Party{
		{Role: "ns", Outs: []engine.Out{engine.Num("mp", mp, "mp", 2), engine.Num("top", top, "mp", 0), engine.Num("pct", pct, "%", 2)}},
		{Role: "ew", Outs: []engine.Out{engine.Num("mp", engine.Round2(top-mp), "mp", 2), engine.Num("top", top, "mp", 0), engine.Num("pct", engine.Round2(100-pct), "%", 2)}},
	}
	return res, nil
}

// matchpoint scores one NS result against the board's other NS results (2 per result beaten,
// 1 per tie), with engine/bridge; the top is 2 per other result.
func matchpoint(score int, field []int) (mp, top float64, err error) {
	if len(field) == 0 {
		return 0, 0, engine.InvalidKey("field", "err.list", msg.A("min", 1), msg.A("max", 1000))
	}
	b, err := bridge.Matchpoints(append([]int{score}, field...), nil, 0)
	if err != nil {
		return 0, 0, err
	}
	return b.NS[0], b.Top, nil
}

func ints(x []int64) []int {
	out := make([]int, len(x))
	for i, v := range x {
		out[i] = int(v)
	}
	return out
}

// ---------------------------------------------------------------------------------------------
// law12.weighted

// WeightPrec is the number of decimals of a weight.
const WeightPrec = 3

func weighted() *engine.Calculator {
	return &engine.Calculator{
		ID:    "law12.weighted",
		Rules: []string{RuleID},
		Group: "adjusted",
		Inputs: engine.Schema{
			{Name: "form", Kind: engine.KEnum, Options: []string{formMP, formIMP}, Default: []int64{0}},
			{Name: "scores", Kind: engine.KIntList, Min: -maxScore, Max: maxScore, MinItems: 1, MaxItems: 20,
				Default: []int64{620, 170}, Label: "law12.f.scores"},
			{Name: "weights", Kind: engine.KDecList, Prec: WeightPrec, Min: 1, Max: 1000, MinItems: 1, MaxItems: 20,
				Default: []int64{500, 500}, Label: "law12.f.weights"},
			{Name: "field", Kind: engine.KIntList, Min: -maxScore, Max: maxScore, MaxItems: 1000,
				Default: []int64{620, 170, 140, -100}, Label: "law12.f.field"},
			{Name: "other_table", Kind: engine.KInt, Min: -maxScore, Max: maxScore, Default: []int64{-420}, Label: "law12.f.other_table"},
		},
		Compute: computeWeighted,
	}
}

func computeWeighted(p *engine.Params, in engine.Input) (*engine.Result, error) {
	scores := ints(in.List("scores"))
	weights := in.DecList("weights")
	if len(weights) != len(scores) {
		return nil, engine.InvalidKey("weights", "law12.err.weights-count", msg.A("n", len(scores)))
	}
	sum := 0.0
	for _, w := range weights {
		sum += w
	}
	if math.Abs(sum-1) > weightTolerance+1e-9 {
		return nil, engine.InvalidKey("weights", "law12.err.weights-sum", msg.A("sum", msg.Dec{V: sum, Prec: WeightPrec}))
	}
	res := &engine.Result{}
	if in.Enum("form") == formIMP {
		other := int(in.Int("other_table"))
		total := 0.0
		for i, s := range scores {
			imp := bridge.IMP(s + other)
			total += weights[i] * float64(imp)
			res.Step("law12.step.weighted-imp", msg.A("score", s), msg.A("other", other),
				msg.A("net", s+other), msg.A("imp", imp), msg.A("weight", msg.Dec{V: weights[i], Prec: WeightPrec}))
		}
		total = engine.Round2(total)
		res.Step("law12.step.weighted-imp-total", msg.A("imp", msg.Dec{V: total, Prec: 2}))
		res.Parties = []engine.Party{
			{Role: "team", Outs: []engine.Out{engine.Num("imp", total, "imp", 2)}},
		}
		return res, nil
	}
	field := ints(in.List("field"))
	total := 0.0
	top := 0.0
	for i, s := range scores {
		mp, t, err := matchpoint(s, field)
		if err != nil {
			return nil, err
		}
		top = t
		total += weights[i] * mp
		res.Step("law12.step.weighted-mp", msg.A("score", s), msg.A("mp", mp),
			msg.A("top", t), msg.A("weight", msg.Dec{V: weights[i], Prec: WeightPrec}))
	}
	pct := bridge.Pct(total, top)
	total = engine.Round2(total)
	res.Step("law12.step.weighted-mp-total", msg.A("mp", msg.Dec{V: total, Prec: 2}),
		msg.A("top", top), msg.A("pct", msg.Dec{V: pct, Prec: 2}))
	res.Parties = []engine.Party{
		{Role: "ns", Outs: []engine.Out{engine.Num("mp", total, "mp", 2), engine.Num("top", top, "mp", 0), engine.Num("pct", pct, "%", 2)}},
		{Role: "ew", Outs: []engine.Out{engine.Num("mp", engine.Round2(top-total), "mp", 2), engine.Num("top", top, "mp", 0), engine.Num("pct", engine.Round2(100-pct), "%", 2)}},
	}
	return res, nil
}
