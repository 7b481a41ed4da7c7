package vsz

import (
	"strconv"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

func scoresField() engine.Field {
	return engine.Field{Name: "scores", Kind: engine.KIntList, Min: -7600, Max: 7600, MinItems: 2, MaxItems: 500,
		Default: []int64{420, 420, 450, -50, 170}}
}

func ints(v []int64) []int {
	out := make([]int, len(v))
	for i, x := range v {
		out[i] = int(x)
	}
	return out
}

func calcCrossIMP() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.cross-imp", Rules: []string{R11}, Group: "methods",
		Inputs: engine.Schema{scoresField()},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			sc := ints(in.List("scores"))
			x, err := bridge.CrossIMPs(sc)
			if err != nil {
				return nil, err
			}
			b := newResult().step("xi-compare", msg.A("n", len(sc)), msg.A("cmp", len(sc)-1))
			for i, v := range x {
				b.r.Parties = append(b.r.Parties, engine.Party{Role: "pair", Name: strconv.Itoa(i + 1),
					Outs: []engine.Out{engine.Num("score", float64(sc[i]), "points", 0), engine.Num("imp", v, "imp", 2)}})
			}
			b.step("xi-total")
			return b.done()
		},
	}
}

func calcButler() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.butler", Rules: []string{R11}, Group: "methods",
		Inputs: engine.Schema{scoresField(),
			{Name: "discard", Kind: engine.KInt, Min: 0, Max: 100, Default: []int64{1}}},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			sc := ints(in.List("scores"))
			d := int(in.Int("discard"))
			round := int(p.I("butler.datum_round"))
			datum, imps, err := bridge.Butler(sc, d, round)
			if err != nil {
				return nil, err
			}
			b := newResult().step("butler-discard", msg.A("discard", d), msg.A("kept", len(sc)-2*d)).
				step("butler-datum", msg.A("datum", datum), msg.A("round", round)).dec("butler-round")
			b.party("result", engine.Num("datum", float64(datum), "points", 0))
			for i, v := range imps {
				b.r.Parties = append(b.r.Parties, engine.Party{Role: "pair", Name: strconv.Itoa(i + 1),
					Outs: []engine.Out{engine.Num("score", float64(sc[i]), "points", 0), engine.Num("imp", float64(v), "imp", 0)}})
			}
			b.step("butler-imp")
			return b.done()
		},
	}
}

func calcMatchpoints() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.matchpoints", Rules: []string{R11}, Group: "methods",
		Inputs: engine.Schema{scoresField(),
			{Name: "expected", Kind: engine.KInt, Min: 0, Max: 10000, Default: []int64{0}}},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			sc := ints(in.List("scores"))
			e := int(in.Int("expected"))
			r, err := bridge.Matchpoints(sc, nil, e)
			if err != nil {
				return nil, err
			}
			b := newResult().step("mp-rank").party("result", engine.Num("top", r.Top, "mp", 0), engine.Bool("neuberg", r.Neuberg))
			if r.Neuberg {
				b.step("mp-neuberg", msg.A("expected", r.Expected), msg.A("real", len(sc)))
			}
			for i := range sc {
				b.r.Parties = append(b.r.Parties, engine.Party{Role: "pair", Name: strconv.Itoa(i + 1),
					Outs: []engine.Out{engine.Num("score", float64(sc[i]), "points", 0), engine.Num("mp", r.NS[i], "mp", 2),
						engine.Num("pct", bridge.Pct(r.NS[i], r.Top), "%", 2)}})
			}
			b.step("mp-pct", msg.A("top", r.Top))
			return b.done()
		},
	}
}

func calcIMPVP() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.imp-vp", Rules: []string{R12}, Group: "methods",
		Inputs: engine.Schema{
			{Name: "boards", Kind: engine.KInt, Min: 1, Max: bridge.MaxBoards, Default: []int64{16}},
			fDec("home_imp", "vsz.f.home_imp", 2, 0, 9999, 35),
			fDec("visitor_imp", "vsz.f.visitor_imp", 2, 0, 9999, 21),
			fDec("home_fine", "vsz.f.home_fine", 2, 0, 100, 0),
			fDec("visitor_fine", "vsz.f.visitor_fine", 2, 0, 100, 0),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			boards := int(in.Int("boards"))
			h, v := in.Dec("home_imp"), in.Dec("visitor_imp")
			hv, vv, err := bridge.VP(boards, h-v)
			if err != nil {
				return nil, err
			}
			hf, vf := in.Dec("home_fine"), in.Dec("visitor_fine")
			b := newResult().step("vp-margin", msg.A("home", dec2(h)), msg.A("visitor", dec2(v)), msg.A("margin", dec2(h-v))).
				step("vp-scale", msg.A("boards", boards), msg.A("home", dec2(hv)), msg.A("visitor", dec2(vv)))
			if hf != 0 || vf != 0 {
				b.step("vp-fines", msg.A("home", dec2(hf)), msg.A("visitor", dec2(vf)))
			}
			b.party("home", engine.Num("imp", h, "imp", 2), engine.Num("vp", hv, "vp", 2), engine.Num("final_vp", engine.Round2(hv-hf), "vp", 2))
			b.party("visitor", engine.Num("imp", v, "imp", 2), engine.Num("vp", vv, "vp", 2), engine.Num("final_vp", engine.Round2(vv-vf), "vp", 2))
			return b.done()
		},
	}
}

func calcBAM() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.bam", Rules: []string{R12}, Group: "methods",
		Inputs: engine.Schema{{Name: "diffs", Kind: engine.KIntList, Min: -15200, Max: 15200, MinItems: 1, MaxItems: 256,
			Default: []int64{10, 0, -620, 50}, Label: "vsz.f.diffs"}},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			win, tie := p.F("bam.win_points"), p.F("bam.tie_points")
			var h, v float64
			var won, tied, lost int
			for _, d := range in.List("diffs") {
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
			b := newResult().step("bam-count", msg.A("won", won), msg.A("tied", tied), msg.A("lost", lost), msg.A("win", win), msg.A("tie", tie))
			b.party("home", engine.Num("points", h, "points", 1)).party("visitor", engine.Num("points", v, "points", 1))
			return b.done()
		},
	}
}
