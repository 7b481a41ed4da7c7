package ocsb

import (
	"math"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

func vpOut(name string, v float64) engine.Out  { return engine.Num(name, v, "vp", 2) }
func impOut(name string, v float64) engine.Out { return engine.Num(name, v, "imp", 2) }

// partyNames are the shared labels of the two teams of a match.
var partyNames = map[string]string{"home": "party.home", "visitor": "party.visitor"}

// SlowPlayInput is the end of a match's playing time.
type SlowPlayInput struct {
	Unplayed    int    // boards not started when time ran out, 0–32
	Responsible string // "known": one pair caused the delay; "unknown": nobody can be held responsible
	Side        string // the responsible pair's team: "home" or "visitor"
	MinutesLeft *int   // minutes left when a new board was started (nil: none was), 0–300
}

// SlowPlay decides the consequences of slow play: a board started in the last minutes is
// cancelled, and each board left unplayed costs the responsible team IMPs passed to the
// opponents or, when nobody can be held responsible, both teams a VP fine. Rule ocsb.slow-play,
// KMOR §11.
func SlowPlay(p *engine.Params, in SlowPlayInput) (*engine.Result, error) {
	res := &engine.Result{}
	if in.MinutesLeft != nil {
		left := int64(*in.MinutesLeft)
		limit := p.I("slow.no_new_board_min")
		cancel := left <= limit
		res.Parties = append(res.Parties, engine.Party{Role: "result", Outs: []engine.Out{engine.Bool("board_cancelled", cancel)}})
		if cancel {
			res.Step("ocsb.step.slow-cancel", msg.A("left", left), msg.A("limit", limit))
			if left == limit {
				res.Decide("ocsb.dec.slow-boundary")
			}
		} else {
			res.Step("ocsb.step.slow-may-start", msg.A("left", left), msg.A("limit", limit))
		}
	}
	n := int64(in.Unplayed)
	res.Step("ocsb.step.slow-unplayed", msg.A("n", n))
	if n == 0 {
		res.Parties = append([]engine.Party{{Role: "each", Outs: []engine.Out{vpOut("vp_each", 0), impOut("imp_to_opponents", 0)}}}, res.Parties...)
		return res, nil
	}
	if in.Responsible == "known" {
		imp := float64(n) * p.F("slow.imp_per_board")
		side := in.Side
		other := "visitor"
		if side == "visitor" {
			other = "home"
		}
		res.Step("ocsb.step.slow-known", msg.A("n", n),
			msg.A("per", p.F("slow.imp_per_board")), msg.A("imp", imp), msg.A("side", msg.Ref(partyNames[side])))
		res.Parties = append([]engine.Party{
			{Role: "offender", Name: side, NameKey: partyNames[side], Outs: []engine.Out{impOut("imp_to_opponents", imp), impOut("offender_imp", -imp)}},
			{Role: "non-offender", Name: other, NameKey: partyNames[other], Outs: []engine.Out{impOut("non_offender_imp", imp)}},
			{Role: "each", Outs: []engine.Out{vpOut("vp_each", 0)}},
		}, res.Parties...)
	} else {
		vp := p.F("slow.vp_each")
		res.Step("ocsb.step.slow-unknown", msg.A("vp", vp))
		res.Parties = append([]engine.Party{
			{Role: "each", Outs: []engine.Out{vpOut("vp_each", vp), impOut("imp_to_opponents", 0)}},
		}, res.Parties...)
	}
	res.Step("ocsb.step.slow-on-top")
	return res, nil
}

// MatchVP returns the two teams' VP for a match of boards with these IMP totals, before and
// after the fines (VP deductions) each team received.
func MatchVP(boards int, impHome, impVisitor, fineHome, fineVisitor float64) (home, visitor, homeNet, visitorNet float64, err error) {
	home, visitor, err = bridge.VP(boards, impHome-impVisitor)
	if err != nil {
		return
	}
	return home, visitor, home - fineHome, visitor - fineVisitor, nil
}

// MatchResultInput is a played match: its length, both teams' IMPs and their VP fines.
type MatchResultInput struct {
	Boards                  int     // boards in the match, 1–256
	IMPHome, IMPVisitor     float64 // IMPs scored, 0–999
	FinesHome, FinesVisitor float64 // VP fines, 0–20
	// appended: how the match is given: "totals" (IMPHome and IMPVisitor; "" reads so too) or
	// "margin" (Margin, the home team's, −999–999, needed)
	Given  string
	Margin *float64
}

// MatchResult decides a match's result in VP: the IMP margin on the WBF continuous 20-VP scale for
// the match's length, less each team's fines (in full, even below 0). The margin is the
// difference of the two totals, or given as such (the totals then written as the margin to the
// team ahead and 0). Rule ocsb.vp, KMOR §5 (scale) and §4 (match length).
func MatchResult(p *engine.Params, in MatchResultInput) (*engine.Result, error) {
	boards := in.Boards
	ih, iv := in.IMPHome, in.IMPVisitor
	marginGiven := false
	switch in.Given {
	case "", "totals":
	case "margin":
		if in.Margin == nil {
			return nil, engine.InvalidKey("margin", "err.required")
		}
		ih, iv = math.Max(*in.Margin, 0), math.Max(-*in.Margin, 0)
		marginGiven = true
	default:
		return nil, badOption("given", "margin", "totals")
	}
	fh, fv := in.FinesHome, in.FinesVisitor
	h, v, hn, vn, err := MatchVP(boards, ih, iv, fh, fv)
	if err != nil {
		return nil, err
	}
	res := &engine.Result{}
	margin := engine.S("ocsb.step.vp-margin", msg.A("home", ih), msg.A("visitor", iv), msg.A("margin", ih-iv))
	if marginGiven {
		margin = engine.S("ocsb.step.vp-given-margin", msg.A("margin", ih-iv), msg.A("home", ih), msg.A("visitor", iv))
	}
	res.Steps = append(res.Steps,
		margin,
		engine.S("ocsb.step.vp-scale", msg.A("boards", boards), msg.A("total", p.F("vp.total")),
			msg.A("home", msg.Dec{V: h, Prec: 2}), msg.A("visitor", msg.Dec{V: v, Prec: 2})))
	if boards != int(p.I("vp.match_boards")) {
		res.Step("ocsb.step.vp-length", msg.A("boards", p.I("vp.match_boards")))
	}
	if fh > 0 || fv > 0 {
		res.Step("ocsb.step.vp-fines", msg.A("home", fh), msg.A("visitor", fv),
			msg.A("home_net", msg.Dec{V: hn, Prec: 2}), msg.A("visitor_net", msg.Dec{V: vn, Prec: 2}))
		if hn < 0 || vn < 0 {
			res.Decide("ocsb.dec.vp-below-zero")
		}
	}
	res.Parties = []engine.Party{
		{Role: "home", Outs: []engine.Out{vpOut("vp", hn), vpOut("vp_before_fines", h), impOut("imp", ih-iv)}},
		{Role: "visitor", Outs: []engine.Out{vpOut("vp", vn), vpOut("vp_before_fines", v), impOut("imp", iv-ih)}},
	}
	return res, nil
}

// PlayoffInput is a play-off match's score so far.
type PlayoffInput struct {
	IMPHome, IMPVisitor float64 // IMPs scored, 0–999
	Extensions          int     // extensions already played, 0–20
}

// Playoff decides a play-off match: the team ahead wins; a level match is extended by a fixed
// number of boards, again after a level extension. Rule ocsb.format, KMOR §15.
func Playoff(p *engine.Params, in PlayoffInput) (*engine.Result, error) {
	ih, iv := in.IMPHome, in.IMPVisitor
	ext := int64(in.Extensions)
	margin := ih - iv
	res := &engine.Result{}
	played := p.I("playoff.boards") + ext*p.I("playoff.extension_boards")
	res.Step("ocsb.step.playoff-margin", msg.A("boards", played), msg.A("margin", math.Abs(margin)))
	outcome := "home"
	switch {
	case math.Abs(margin) <= p.F("playoff.tie_margin")+1e-9:
		outcome = "extension"
		res.Step("ocsb.step.playoff-extension", msg.A("boards", p.I("playoff.extension_boards")))
		if ext > 0 {
			res.Decide("ocsb.dec.playoff-repeat")
		}
	case margin < 0:
		outcome = "visitor"
	}
	if outcome != "extension" {
		res.Step("ocsb.step.playoff-winner", msg.A("team", msg.Ref(partyNames[outcome])))
	}
	extra := 0.0
	if outcome == "extension" {
		extra = p.F("playoff.extension_boards")
	}
	res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{
		engine.Str("outcome", outcome), engine.Num("boards_to_play", extra, "boards", 0), impOut("imp", margin),
	}}}
	return res, nil
}
