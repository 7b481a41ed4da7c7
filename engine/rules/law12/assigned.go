package law12

import (
	"math"
	"strconv"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
	"arbiter/engine/notation"
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
	// appended: the possible results as contracts and the rest of the board's traveller, each
	// scored on the board's vulnerability (empty: Scores and Field are used, as before)
	Board     int            // the board's number: its vulnerability (needed with Contracts or Traveller)
	Contracts []bridge.Entry // the possible results as contract, declarer and tricks; they replace Scores
	Traveller []bridge.Entry // the board's other results as entries; they replace Field and are rescored
}

// Weighted scores a weighted assigned score (rule law12, Law 12C1(c)): each possible result is
// scored like a table result and the scores are summed by weight, fractions kept. The results
// may be given as contracts (scored on the board's vulnerability); with the board's traveller,
// in matchpoints, the traveller's results are the field and are rescored against the weighted
// result, each comparison with it counting by the outcomes' weights (WeightedTraveller).
func Weighted(p *engine.Params, in WeightedInput) (*engine.Result, error) {
	if err := oneOf("form", in.Form, "mp", "imp"); err != nil {
		return nil, err
	}
	res := &engine.Result{}
	scores := in.Scores
	weights := in.Weights
	var vul bridge.Vul
	if len(in.Contracts) > 0 || len(in.Traveller) > 0 {
		var err error
		if _, vul, err = bridge.BoardInfo(in.Board); err != nil {
			return nil, engine.Invalid("board", 1, bridge.MaxBoardNumber)
		}
		res.Step("law12.step.weighted-board", msg.A("board", in.Board), msg.A("vul", vulLabel[vul]))
	}
	if len(in.Contracts) > 0 {
		scores = make([]int, len(in.Contracts))
		for i, e := range in.Contracts {
			s, err := e.NSScore(vul)
			if err != nil {
				return nil, engine.InvalidKey("contracts", "law12.err.contract", msg.A("n", i+1))
			}
			scores[i] = s
			res.Step("law12.step.weighted-contract", msg.A("entry", notation.EntryArg(e)), msg.A("score", s))
		}
	}
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
	if in.Form == "imp" {
		if len(in.Traveller) > 0 {
			res.Step("law12.step.weighted-traveller-imp")
		}
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
	if len(in.Traveller) > 0 {
		field = make([]int, len(in.Traveller))
		for i, e := range in.Traveller {
			s, err := e.NSScore(vul)
			if err != nil {
				return nil, engine.InvalidKey("traveller", "law12.err.contract", msg.A("n", i+1))
			}
			field[i] = s
		}
		res.Step("law12.step.weighted-traveller", msg.A("n", len(field)))
	}
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
	if len(in.Traveller) > 0 {
		for i, l := range WeightedTraveller(field, scores, weights) {
			res.Step("law12.step.weighted-rescored", msg.A("n", i+1), msg.A("entry", notation.EntryArg(in.Traveller[i])),
				msg.A("score", l.Score), msg.A("mp", msg.Dec{V: l.MP, Prec: 2}), msg.A("top", top),
				msg.A("pct", msg.Dec{V: l.Pct, Prec: 2}))
			res.Parties = append(res.Parties, engine.Party{Role: "line", Name: strconv.Itoa(i + 1), Outs: []engine.Out{
				engine.Num("score", float64(l.Score), "points", 0),
				engine.Num("mp", l.MP, "mp", 2), engine.Num("mp_ew", engine.Round2(top-l.MP), "mp", 2),
				engine.Num("pct", l.Pct, "%", 2), engine.Num("pct_ew", engine.Round2(100-l.Pct), "%", 2),
			}})
		}
		res.Decide("law12.dec.weighted-traveller")
	}
	return res, nil
}

// RescoredLine is one table result of a traveller rescored with a weighted score in it.
type RescoredLine struct {
	Score int     // its North-South score
	MP    float64 // its North-South matchpoints, out of 2 per other result (the weighted one included)
	Pct   float64 // the same as a percentage of that top
}

// WeightedTraveller rescores the table results of a board (field, North-South scores) when one
// more result of the board is a weighted score (outcomes with their weights): each table result
// gets 2 per other table result beaten and 1 per tie, and against the weighted result the
// weights of the outcomes it beats times 2 plus the weights of those it ties; the top is 2 per
// other result, the weighted one counted once.
func WeightedTraveller(field, outcomes []int, weights []float64) []RescoredLine {
	top := float64(2 * len(field))
	out := make([]RescoredLine, len(field))
	for i, s := range field {
		mp := 0.0
		for j, o := range field {
			if j != i {
				mp += beat(s, o)
			}
		}
		for k, o := range outcomes {
			mp += weights[k] * beat(s, o)
		}
		mp = engine.Round2(mp)
		out[i] = RescoredLine{Score: s, MP: mp, Pct: bridge.Pct(mp, top)}
	}
	return out
}

// beat is the matchpoints of score s against score o on the 2-per-beat scale.
func beat(s, o int) float64 {
	switch {
	case s > o:
		return 2
	case s == o:
		return 1
	}
	return 0
}

// vulLabel names a board's vulnerability in the steps.
var vulLabel = map[bridge.Vul]msg.Ref{
	bridge.None: "law12.vul.None",
	bridge.NS:   "law12.vul.NS",
	bridge.EW:   "law12.vul.EW",
	bridge.Both: "law12.vul.Both",
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
