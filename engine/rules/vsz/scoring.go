package vsz

import (
	"math"
	"strconv"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

// The scoring methods of §11 (pairs: cross-IMPs, Butler, matchpoints) and §12 (teams: IMPs to
// VPs, board-a-match).

// CrossIMPInput is one board's results, in North-South points, one per pair.
type CrossIMPInput struct {
	Scores []int
}

// CrossIMP scores a board by cross-IMPs (rule vsz.11, VSZ 11): each result is compared with
// every other, each difference converted to IMPs and the IMPs averaged over the comparisons.
func CrossIMP(p *engine.Params, in CrossIMPInput) (*engine.Result, error) {
	sc := in.Scores
	x, err := bridge.CrossIMPs(sc)
	if err != nil {
		return nil, err
	}
	res := &engine.Result{}
	res.Step("vsz.step.xi-compare", msg.A("n", len(sc)), msg.A("cmp", len(sc)-1))
	for i, v := range x {
		res.Parties = append(res.Parties, engine.Party{Role: "pair", Name: strconv.Itoa(i + 1),
			Outs: []engine.Out{engine.Num("score", float64(sc[i]), "points", 0), engine.Num("imp", v, "imp", 2)}})
	}
	res.Step("vsz.step.xi-total")
	return res, nil
}

// ButlerInput is one board's results and how many to drop at each end before the datum.
type ButlerInput struct {
	Scores  []int
	Discard int
}

// Butler scores a board in Butler IMPs (rule vsz.11, VSZ 11): the datum is the mean of the
// results left after dropping Discard at each end, rounded to butler.datum_round; each result
// scores the IMPs of its difference from the datum.
func Butler(p *engine.Params, in ButlerInput) (*engine.Result, error) {
	sc, d := in.Scores, in.Discard
	round := int(p.I("butler.datum_round"))
	datum, imps, err := bridge.Butler(sc, d, round)
	if err != nil {
		return nil, err
	}
	res := &engine.Result{}
	res.Step("vsz.step.butler-discard", msg.A("discard", d), msg.A("kept", len(sc)-2*d))
	res.Step("vsz.step.butler-datum", msg.A("datum", datum), msg.A("round", round))
	res.Decide("vsz.dec.butler-round")
	res.Parties = append(res.Parties, engine.Party{Role: "result", Outs: []engine.Out{engine.Num("datum", float64(datum), "points", 0)}})
	for i, v := range imps {
		res.Parties = append(res.Parties, engine.Party{Role: "pair", Name: strconv.Itoa(i + 1),
			Outs: []engine.Out{engine.Num("score", float64(sc[i]), "points", 0), engine.Num("imp", float64(v), "imp", 0)}})
	}
	res.Step("vsz.step.butler-imp")
	return res, nil
}

// MatchpointsInput is one board's results and the number of results the board should have had
// (0: as many as there are; more: the Neuberg formula scales the missing ones).
type MatchpointsInput struct {
	Scores   []int
	Expected int
}

// Matchpoints scores a board in matchpoints (rule vsz.11, VSZ 11): 2 for every result beaten, 1
// for every tie, with the Neuberg formula when results are missing, and each pair's percentage
// of the top.
func Matchpoints(p *engine.Params, in MatchpointsInput) (*engine.Result, error) {
	sc := in.Scores
	r, err := bridge.Matchpoints(sc, nil, in.Expected)
	if err != nil {
		return nil, err
	}
	res := &engine.Result{}
	res.Step("vsz.step.mp-rank")
	res.Parties = append(res.Parties, engine.Party{Role: "result", Outs: []engine.Out{engine.Num("top", r.Top, "mp", 0), engine.Bool("neuberg", r.Neuberg)}})
	if r.Neuberg {
		res.Step("vsz.step.mp-neuberg", msg.A("expected", r.Expected), msg.A("real", len(sc)))
	}
	for i := range sc {
		res.Parties = append(res.Parties, engine.Party{Role: "pair", Name: strconv.Itoa(i + 1),
			Outs: []engine.Out{engine.Num("score", float64(sc[i]), "points", 0), engine.Num("mp", r.NS[i], "mp", 2),
				engine.Num("pct", bridge.Pct(r.NS[i], r.Top), "%", 2)}})
	}
	res.Step("vsz.step.mp-pct", msg.A("top", r.Top))
	return res, nil
}

// IMPVPInput is a team match: its length, each team's IMPs and each team's VP fine.
type IMPVPInput struct {
	Boards                int
	HomeIMP, VisitorIMP   float64
	HomeFine, VisitorFine float64
	// appended: how the match is given: "totals" (HomeIMP and VisitorIMP; "" reads so too) or
	// "margin" (Margin, the home team's, needed)
	Given  string
	Margin *float64
}

// IMPVP converts a team match's IMP margin to VPs on the WBF 20-VP scale for its length (rule
// vsz.12, VSZ 12), then takes each team's fine off its VPs. The margin is the difference of the
// two totals, or given as such (the totals then written as the margin to the team ahead and 0).
func IMPVP(p *engine.Params, in IMPVPInput) (*engine.Result, error) {
	boards := in.Boards
	h, v := in.HomeIMP, in.VisitorIMP
	var given *engine.Step
	switch in.Given {
	case "", "totals":
	case "margin":
		if in.Margin == nil {
			return nil, engine.InvalidKey("margin", "err.required")
		}
		m := *in.Margin
		h, v = math.Max(m, 0), math.Max(-m, 0)
		given = new(engine.S("vsz.step.vp-given-margin", msg.A("margin", dec2(m)), msg.A("home", dec2(h)), msg.A("visitor", dec2(v))))
	default:
		return nil, engine.InvalidKey("given", "err.enum", msg.A("options", "margin, totals"))
	}
	hv, vv, err := bridge.VP(boards, h-v)
	if err != nil {
		return nil, err
	}
	hf, vf := in.HomeFine, in.VisitorFine
	res := &engine.Result{}
	if given != nil {
		res.Steps = append(res.Steps, *given)
	} else {
		res.Step("vsz.step.vp-margin", msg.A("home", dec2(h)), msg.A("visitor", dec2(v)), msg.A("margin", dec2(h-v)))
	}
	res.Step("vsz.step.vp-scale", msg.A("boards", boards), msg.A("home", dec2(hv)), msg.A("visitor", dec2(vv)))
	if hf != 0 || vf != 0 {
		res.Step("vsz.step.vp-fines", msg.A("home", dec2(hf)), msg.A("visitor", dec2(vf)))
	}
	res.Parties = []engine.Party{
		{Role: "home", Outs: []engine.Out{engine.Num("imp", h, "imp", 2), engine.Num("vp", hv, "vp", 2), engine.Num("final_vp", engine.Round2(hv-hf), "vp", 2)}},
		{Role: "visitor", Outs: []engine.Out{engine.Num("imp", v, "imp", 2), engine.Num("vp", vv, "vp", 2), engine.Num("final_vp", engine.Round2(vv-vf), "vp", 2)}},
	}
	return res, nil
}

// BAMInput is a board-a-match team match: the home team's net score on each board.
type BAMInput struct {
	Diffs []int
}

// BAM scores a team match board-a-match (rule vsz.12, VSZ 12): bam.win_points for a board won,
// bam.tie_points to each team for a tie.
func BAM(p *engine.Params, in BAMInput) (*engine.Result, error) {
	win, tie := p.F("bam.win_points"), p.F("bam.tie_points")
	var h, v float64
	var won, tied, lost int
	for _, d := range in.Diffs {
		switch {
		case d > 0:
			h += win
			won++
		case d < 0:
			v += win
			lost++
		default:
			h += tie
			v += tie
			tied++
		}
	}
	res := &engine.Result{}
	res.Step("vsz.step.bam-count", msg.A("won", won), msg.A("tied", tied), msg.A("lost", lost), msg.A("win", win), msg.A("tie", tie))
	res.Parties = []engine.Party{
		{Role: "home", Outs: []engine.Out{engine.Num("points", h, "points", 1)}},
		{Role: "visitor", Outs: []engine.Out{engine.Num("points", v, "points", 1)}},
	}
	return res, nil
}

// dec2 is a number printed with exactly two decimals.
func dec2(v float64) msg.Dec { return msg.Dec{V: v, Prec: 2} }
