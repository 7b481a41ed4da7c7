package scoring

import (
	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

// MatchInput is a team match's results in both rooms, with adjustments and fines.
type MatchInput struct {
	Length        *int           // match length for the VP scale, in boards (nil: the boards entered)
	First         int            // number of the first board
	Open          []bridge.Entry // open room results, board by board
	Closed        []bridge.Entry // closed room results, in the same order
	HomeIMPAdj    float64        // IMP adjustment of the home team
	VisitorIMPAdj float64        // IMP adjustment of the visiting team
	HomeFine      float64        // VP fine of the home team
	VisitorFine   float64        // VP fine of the visiting team
}

// Match scores a team match (rules scoring.law2, scoring.law77, scoring.law78b and
// scoring.wbf-vp; Laws 2, 77, 78B and WBF GCC 2013): each board's net score in IMPs, the totals
// with adjustments, the margin in victory points, then the fines.
func Match(p *engine.Params, in MatchInput) (*engine.Result, error) {
	open, closed := in.Open, in.Closed
	if len(open) != len(closed) {
		e := engine.InvalidKey("closed", "scoring.err.rooms", msg.A("open", len(open)), msg.A("closed", len(closed)))
		e.Args[0].Value = msg.Ref("scoring.f.closed")
		return nil, e
	}
	first := in.First
	boards := make([]bridge.MatchBoard, len(open))
	for i := range open {
		boards[i] = bridge.MatchBoard{Board: first + i, Open: open[i], Closed: closed[i]}
	}
	opt := bridge.MatchOptions{
		HomeIMPAdj: in.HomeIMPAdj, VisIMPAdj: in.VisitorIMPAdj,
		HomeFine: in.HomeFine, VisFine: in.VisitorFine,
	}
	if in.Length != nil {
		opt.Length = *in.Length
	}
	if first+len(open)-1 > bridge.MaxBoardNumber {
		return nil, engine.Invalid("first", 1, bridge.MaxBoardNumber-len(open)+1)
	}
	m, err := bridge.ScoreMatch(boards, opt)
	if err != nil {
		return nil, named(err, "open")
	}
	res := &engine.Result{}
	for _, b := range m.Boards {
		res.Step("scoring.step.match-board",
			msg.A("board", b.Board), msg.A("open", b.OpenNS), msg.A("closed", b.ClosedNS),
			msg.A("net", b.Net), msg.A("imp", b.IMP))
	}
	if opt.HomeIMPAdj != 0 || opt.VisIMPAdj != 0 {
		res.Step("scoring.step.match-adj",
			msg.A("home", msg.Dec{V: opt.HomeIMPAdj, Prec: 2}), msg.A("visitor", msg.Dec{V: opt.VisIMPAdj, Prec: 2}))
	}
	res.Step("scoring.step.match-totals",
		msg.A("home", m.HomeIMP), msg.A("visitor", m.VisitorIMP), msg.A("margin", m.Margin))
	vs, err := vpSteps(m.Length, m.Margin)
	if err != nil {
		return nil, named(err, "length")
	}
	res.Steps = append(res.Steps, vs...)
	res.Step("scoring.step.vp-result",
		msg.A("home", msg.Dec{V: m.HomeVP, Prec: 2}), msg.A("visitor", msg.Dec{V: m.VisitorVP, Prec: 2}))
	if opt.HomeFine != 0 || opt.VisFine != 0 {
		res.Step("scoring.step.match-fines",
			msg.A("hfine", msg.Dec{V: opt.HomeFine, Prec: 2}), msg.A("vfine", msg.Dec{V: opt.VisFine, Prec: 2}),
			msg.A("home", msg.Dec{V: m.HomeFinal, Prec: 2}), msg.A("visitor", msg.Dec{V: m.VisitorFinal, Prec: 2}))
	}
	party := func(role string, imp, vp, final float64) engine.Party {
		return engine.Party{Role: role, Outs: []engine.Out{
			engine.Num("imp", imp, "imp", 2),
			engine.Num("vp", vp, "vp", 2),
			engine.Num("final", final, "vp", 2),
		}}
	}
	res.Parties = []engine.Party{
		party("home", m.HomeIMP, m.HomeVP, m.HomeFinal),
		party("visitor", m.VisitorIMP, m.VisitorVP, m.VisitorFinal),
	}
	return res, nil
}
