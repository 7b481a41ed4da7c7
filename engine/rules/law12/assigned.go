package law12

import (
	"math"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

// weightTolerance is how far the weights of a weighted score may sum away from 1 (vectors.md
// law12.weighted); a structural check, not a regulation number.
const weightTolerance = 0.001

// AssignedInput is the director's assigned score with what it is scored against.
type AssignedInput struct {
	Form       string // "mp" or "imp"
	Assigned   int    // the assigned North-South score
	Field      []int  // the other North-South scores on the board (matchpoints)
	OtherTable int    // the same team's score at the other table, from its own side (IMPs)
}

// Assigned scores the director's assigned score like a table result (rule law12, Law 12C1(b)):
// matchpointed against the board's other results, or in IMPs against the other table.
func Assigned(p *engine.Params, in AssignedInput) (*engine.Result, error) {
	if err := oneOf("form", in.Form, "mp", "imp"); err != nil {
		return nil, err
	}
	a := in.Assigned
	res := &engine.Result{}
	res.Step("law12.step.assigned", msg.A("score", a))
	if in.Form == "imp" {
		other := in.OtherTable
		imp := bridge.IMP(a + other)
		res.Step("law12.step.assigned-imp", msg.A("score", a),
			msg.A("other", other), msg.A("net", a+other), msg.A("imp", imp))
		res.Parties = []engine.Party{
			{Role: "ns", Outs: []engine.Out{engine.Num("imp", float64(imp), "imp", 0)}},
			{Role: "ew", Outs: []engine.Out{engine.Num("imp", float64(-imp), "imp", 0)}},
		}
		return res, nil
	}
	field := in.Field
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

// WeightedInput is a weighted assigned score: the possible results and their weights.
type WeightedInput struct {
	Form       string    // "mp" or "imp"
	Scores     []int     // the possible North-South results
	Weights    []float64 // their weights, in the same order, summing to 1
	Field      []int     // the other North-South scores on the board (matchpoints)
	OtherTable int       // the same team's score at the other table, from its own side (IMPs)
}

// Weighted scores a weighted assigned score (rule law12, Law 12C1(c)): each possible result is
// scored like a table result and the scores are summed by weight, fractions kept.
func Weighted(p *engine.Params, in WeightedInput) (*engine.Result, error) {
	if err := oneOf("form", in.Form, "mp", "imp"); err != nil {
		return nil, err
	}
	scores := in.Scores
	weights := in.Weights
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
	if in.Form == "imp" {
		other := in.OtherTable
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
	field := in.Field
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
