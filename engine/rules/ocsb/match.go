package ocsb

import (
	"math"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

func slowPlayCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "ocsb.slow-play",
		Rules: []string{"ocsb.slow-play"},
		Group: "time",
		Inputs: engine.Schema{
			fInt("unplayed", 0, 32, 1),
			fEnum("responsible", []string{"known", "unknown"}, 0),
			fEnum("side", []string{"home", "visitor"}, 0),
			func() engine.Field {
				f := fInt("minutes_left", 0, 300, 0)
				f.Default, f.Optional = nil, true
				return f
			}(),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			res := &engine.Result{}
			if in.Has("minutes_left") {
				left := in.Int("minutes_left")
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
			n := in.Int("unplayed")
			res.Step("ocsb.step.slow-unplayed", msg.A("n", n))
			if n == 0 {
				res.Parties = append([]engine.Party{{Role: "each", Outs: []engine.Out{vpOut("vp_each", 0), impOut("imp_to_opponents", 0)}}}, res.Parties...)
				return res, nil
			}
			if in.Enum("responsible") == "known" {
				imp := float64(n) * p.F("slow.imp_per_board")
				side := in.Enum("side")
				other := "visitor"
				if side == "visitor" {
					other = "home"
				}
				res.Step("ocsb.step.slow-known", msg.A("n", n),
					msg.A("per", p.F("slow.imp_per_board")), msg.A("imp", imp), msg.A("side", msg.Ref("party."+side)))
				res.Parties = append([]engine.Party{
					{Role: "offender", Name: side, Outs: []engine.Out{impOut("imp_to_opponents", imp), impOut("offender_imp", -imp)}},
					{Role: "non-offender", Name: other, Outs: []engine.Out{impOut("non_offender_imp", imp)}},
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
		},
	}
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

func vpCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "ocsb.vp",
		Rules: []string{"ocsb.vp"},
		Group: "scoring",
		Inputs: engine.Schema{
			fInt("boards", 1, 256, 32),
			fDec("imp_home", 2, 0, 999, 40),
			fDec("imp_visitor", 2, 0, 999, 25),
			fDec("fines_home", 2, 0, 20, 0),
			fDec("fines_visitor", 2, 0, 20, 0),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			boards := int(in.Int("boards"))
			ih, iv := in.Dec("imp_home"), in.Dec("imp_visitor")
			fh, fv := in.Dec("fines_home"), in.Dec("fines_visitor")
			h, v, hn, vn, err := MatchVP(boards, ih, iv, fh, fv)
			if err != nil {
				return nil, err
			}
			res := &engine.Result{}
			res.Steps = append(res.Steps,
				engine.S("ocsb.step.vp-margin", msg.A("home", ih), msg.A("visitor", iv), msg.A("margin", ih-iv)),
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
		},
	}
}

func playoffCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "ocsb.playoff",
		Rules: []string{"ocsb.format"},
		Group: "standings",
		Inputs: engine.Schema{
			fDec("imp_home", 2, 0, 999, 60),
			fDec("imp_visitor", 2, 0, 999, 60),
			fInt("extensions", 0, 20, 0),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			ih, iv := in.Dec("imp_home"), in.Dec("imp_visitor")
			ext := in.Int("extensions")
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
				res.Step("ocsb.step.playoff-winner", msg.A("team", msg.Ref("party."+outcome)))
			}
			extra := 0.0
			if outcome == "extension" {
				extra = p.F("playoff.extension_boards")
			}
			res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{
				engine.Str("outcome", outcome), engine.Num("boards_to_play", extra, "boards", 0), impOut("imp", margin),
			}}}
			return res, nil
		},
	}
}
