package law12

import (
	"math"
	"slices"
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
	// Form is the event's scoring: "mp" (matchpoints), "imp" (IMPs against the other table),
	// appended: "cross-imp", "butler" (the pair events' IMP methods, the traveller rescored) and
	// "teams" (a team match: IMPs against the other room's result)
	Form       string
	Scores     []int     // the possible North-South results
	Weights    []float64 // their weights, in the same order, summing to 1
	Field      []int     // the other North-South scores on the board (matchpoints, cross-IMPs, Butler)
	OtherTable int       // the same team's score at the other table, from its own side (IMPs)
	// appended: the possible results as contracts and the rest of the board's traveller, each
	// scored on the board's vulnerability (empty: Scores and Field are used, as before)
	Board     int            // the board's number: its vulnerability (needed with Contracts or Traveller)
	Contracts []bridge.Entry // the possible results as contract, declarer and tricks; they replace Scores
	Traveller []bridge.Entry // the board's other results as entries; they replace Field and are rescored
	// appended: the results dropped at each end before the Butler datum (Form "butler"; nil:
	// not given, which that form refuses)
	Discard *int
}

// Weighted scores a weighted assigned score (rule law12, Law 12C1(c)): each possible result is
// scored like a table result and the scores are summed by weight, fractions kept. The results
// may be given as contracts (scored on the board's vulnerability); with the board's traveller,
// in matchpoints, the traveller's results are the field and are rescored against the weighted
// result, each comparison with it counting by the outcomes' weights (WeightedTraveller). In
// cross-IMPs and Butler IMPs the board is scored once with each outcome in the weighted
// result's place (WeightedIMPs): the weighted result and every other result get the weighted
// average of their IMPs. In a team match ("teams") the traveller, when given, is the other
// room's result.
func Weighted(p *engine.Params, in WeightedInput) (*engine.Result, error) {
	if err := oneOf("form", in.Form, "mp", "imp", "cross-imp", "butler", "teams"); err != nil {
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
	if len(scores) == 0 {
		return nil, engine.InvalidKey("scores", "law12.err.outcomes")
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
	switch in.Form {
	case "imp":
		if len(in.Traveller) > 0 {
			res.Step("law12.step.weighted-traveller-imp")
		}
		weightedTeams(res, scores, weights, in.OtherTable)
		return res, nil
	case "teams":
		return weightedOtherRoom(res, in, scores, weights, vul)
	case "cross-imp", "butler":
		return weightedIMPs(p, res, in, scores, weights, vul)
	}
	field := in.Field
	if len(in.Traveller) > 0 {
		var err error
		if field, err = travellerScores(in.Traveller, vul); err != nil {
			return nil, err
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

// travellerScores is each traveller entry's North-South score on a board of vulnerability vul
// (an entry that is not a possible result is EINVALID naming the traveller and the result).
func travellerScores(trav []bridge.Entry, vul bridge.Vul) ([]int, error) {
	out := make([]int, len(trav))
	for i, e := range trav {
		s, err := e.NSScore(vul)
		if err != nil {
			return nil, engine.InvalidKey("traveller", "law12.err.contract", msg.A("n", i+1))
		}
		out[i] = s
	}
	return out, nil
}

// weightedTeams scores the outcomes in IMPs against the other table (other: the same team's
// score there, from its own side) and adds the team's weighted IMPs to res; it returns them.
func weightedTeams(res *engine.Result, scores []int, weights []float64, other int) float64 {
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
	return total
}

// weightedOtherRoom scores a weighted result of a team match (form "teams"): in IMPs against
// the other room. The traveller, when given, holds the other room's result: the team that sits
// North-South at the weighted table sits East-West there, so its score there is minus that
// room's North-South score; the other room's line then gets the board's IMPs from its own
// North-South side (the other team's). Without a traveller the other table's score is used,
// as in form "imp".
func weightedOtherRoom(res *engine.Result, in WeightedInput, scores []int, weights []float64, vul bridge.Vul) (*engine.Result, error) {
	if len(in.Traveller) > 1 {
		return nil, engine.InvalidKey("traveller", "law12.err.teams-traveller", msg.A("n", len(in.Traveller)))
	}
	other := in.OtherTable
	var room int
	if len(in.Traveller) == 1 {
		s, err := travellerScores(in.Traveller, vul)
		if err != nil {
			return nil, err
		}
		room, other = s[0], -s[0]
		res.Step("law12.step.weighted-other-room", msg.A("entry", notation.EntryArg(in.Traveller[0])),
			msg.A("score", room), msg.A("other", other))
	}
	total := weightedTeams(res, scores, weights, other)
	if len(in.Traveller) == 1 {
		res.Step("law12.step.weighted-other-room-imp", msg.A("imp", msg.Dec{V: round2(-total), Prec: 2}))
		res.Parties = append(res.Parties, engine.Party{Role: "line", Name: "1", Outs: []engine.Out{
			engine.Num("score", float64(room), "points", 0),
			engine.Num("imp", round2(-total), "imp", 2), engine.Num("imp_ew", total, "imp", 2),
		}})
	}
	return res, nil
}

// weightedIMPs scores a weighted result in cross-IMPs or Butler IMPs (forms "cross-imp",
// "butler") against the board's other results (the traveller, else the field), and rescores
// each of them with the weighted result in place (WeightedIMPs).
func weightedIMPs(p *engine.Params, res *engine.Result, in WeightedInput, scores []int, weights []float64, vul bridge.Vul) (*engine.Result, error) {
	field := in.Field
	if len(in.Traveller) > 0 {
		var err error
		if field, err = travellerScores(in.Traveller, vul); err != nil {
			return nil, err
		}
	}
	if len(field) == 0 {
		name := "field"
		if len(in.Contracts) > 0 {
			name = "traveller"
		}
		return nil, engine.InvalidKey(name, "err.list", msg.A("min", 1), msg.A("max", maxTraveller))
	}
	method := WeightedMethod{}
	if in.Form == "butler" {
		if in.Discard == nil {
			return nil, engine.InvalidKey("discard", "err.required")
		}
		method.Butler = true
		method.Discard = *in.Discard
		method.RoundTo = butlerRound(p)
	}
	w, err := WeightedIMPs(field, scores, weights, method)
	if err != nil {
		return nil, err
	}
	if method.Butler {
		res.Step("law12.step.weighted-butler", msg.A("n", len(field)+1),
			msg.A("discard", method.Discard), msg.A("round", method.RoundTo))
	} else {
		res.Step("law12.step.weighted-cross-imp", msg.A("n", len(field)+1), msg.A("cmp", len(field)))
	}
	for k, o := range w.Outcomes {
		if method.Butler {
			res.Step("law12.step.weighted-butler-outcome", msg.A("score", o.Score), msg.A("datum", o.Datum),
				msg.A("imp", o.IMP), msg.A("weight", msg.Dec{V: weights[k], Prec: WeightPrec}))
		} else {
			res.Step("law12.step.weighted-cross-imp-outcome", msg.A("score", o.Score),
				msg.A("imp", msg.Dec{V: o.IMP, Prec: 2}), msg.A("weight", msg.Dec{V: weights[k], Prec: WeightPrec}))
		}
	}
	res.Step("law12.step.weighted-imp-total", msg.A("imp", msg.Dec{V: w.IMP, Prec: 2}))
	res.Parties = []engine.Party{
		{Role: "ns", Outs: []engine.Out{engine.Num("imp", w.IMP, "imp", 2)}},
		{Role: "ew", Outs: []engine.Out{engine.Num("imp", round2(-w.IMP), "imp", 2)}},
	}
	for i, l := range w.Lines {
		if len(in.Traveller) > 0 {
			res.Step("law12.step.weighted-rescored-imp", msg.A("n", i+1), msg.A("entry", notation.EntryArg(in.Traveller[i])),
				msg.A("score", l.Score), msg.A("imp", msg.Dec{V: l.IMP, Prec: 2}))
		} else {
			res.Step("law12.step.weighted-rescored-imp-score", msg.A("n", i+1),
				msg.A("score", l.Score), msg.A("imp", msg.Dec{V: l.IMP, Prec: 2}))
		}
		res.Parties = append(res.Parties, engine.Party{Role: "line", Name: strconv.Itoa(i + 1), Outs: []engine.Out{
			engine.Num("score", float64(l.Score), "points", 0),
			engine.Num("imp", l.IMP, "imp", 2), engine.Num("imp_ew", round2(-l.IMP), "imp", 2),
		}})
	}
	if method.Butler {
		res.Decide("law12.dec.weighted-butler")
	} else {
		res.Decide("law12.dec.weighted-cross-imp")
	}
	return res, nil
}

// butlerRound is the multiple the Butler datum is rounded to: the regulation's own value where
// it has one (VSZ 11: butler.datum_round), else Law 12's law12.butler_round_to.
func butlerRound(p *engine.Params) int {
	if p.RS != nil && p.RS.Param("butler.datum_round") != nil {
		return int(p.I("butler.datum_round"))
	}
	return int(p.I("law12.butler_round_to"))
}

// WeightedMethod is how WeightedIMPs scores a board: cross-IMPs, or Butler IMPs against a
// datum (Discard results dropped at each end, the mean rounded to a multiple of RoundTo).
type WeightedMethod struct {
	Butler           bool
	Discard, RoundTo int
}

// OutcomeIMPs is one outcome of a weighted result, scored with the board's other results.
type OutcomeIMPs struct {
	Score int     // its North-South score
	Datum int     // the Butler datum with it in place (0 for cross-IMPs)
	IMP   float64 // its North-South IMPs
}

// LineIMPs is one table result of the board rescored with the weighted result in place.
type LineIMPs struct {
	Score int     // its North-South score
	IMP   float64 // its North-South IMPs: the weighted average over the outcomes, 2 decimals
}

// WeightedBoard is a board in IMPs with a weighted result among its results.
type WeightedBoard struct {
	IMP      float64 // the weighted result's North-South IMPs, 2 decimals
	Outcomes []OutcomeIMPs
	Lines    []LineIMPs // the other results, in the order of field
}

// WeightedIMPs scores a board in cross-IMPs or Butler IMPs when one of its results is a
// weighted score (outcomes with their weights) and field holds the others: the board is scored
// with engine/bridge (CrossIMPs, Butler) once with each outcome in the weighted result's
// place, and every result, the weighted one too, gets the weighted average of its IMPs over the
// outcomes (Law 12C1(c): each outcome scored like a table result, the scores weighted). For
// cross-IMPs this is the same as weighting each comparison with the weighted result; for Butler
// the datum itself moves with the outcome.
func WeightedIMPs(field, outcomes []int, weights []float64, m WeightedMethod) (WeightedBoard, error) {
	var b WeightedBoard
	lines := make([]float64, len(field))
	board := append(slices.Clone(field), 0)
	last := len(field)
	for k, o := range outcomes {
		board[last] = o
		var imps []float64
		oc := OutcomeIMPs{Score: o}
		if m.Butler {
			datum, bi, err := bridge.Butler(board, m.Discard, m.RoundTo)
			if err != nil {
				return b, err
			}
			oc.Datum = datum
			imps = make([]float64, len(bi))
			for i, x := range bi {
				imps[i] = float64(x)
			}
		} else {
			x, err := bridge.CrossIMPs(board)
			if err != nil {
				return b, engine.InvalidKey("field", "err.list", msg.A("min", 1), msg.A("max", maxTraveller))
			}
			imps = x
		}
		oc.IMP = imps[last]
		b.IMP += weights[k] * imps[last]
		for i := range field {
			lines[i] += weights[k] * imps[i]
		}
		b.Outcomes = append(b.Outcomes, oc)
	}
	b.IMP = round2(b.IMP)
	for i, s := range field {
		b.Lines = append(b.Lines, LineIMPs{Score: s, IMP: round2(lines[i])})
	}
	return b, nil
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
		mp = round2(mp)
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

// round2 is x to 2 decimals, a negative zero written as 0.
func round2(x float64) float64 {
	if r := engine.Round2(x); r != 0 {
		return r
	}
	return 0
}
