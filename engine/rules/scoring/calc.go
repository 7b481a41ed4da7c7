package scoring

import (
	"errors"
	"math"
	"strconv"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

// maxBoard is the highest board number a form accepts: the engine's one bound.
const maxBoard = bridge.MaxBoardNumber

// maxLines is the most results one traveller or one room of a match takes.
const maxLines = 200

var (
	strainOptions  = []string{"C", "D", "H", "S", "N"}
	doubledOptions = []string{"none", "X", "XX"} // an empty code cannot be typed or linked
	seatOptions    = []string{"N", "E", "S", "W"}
)

func boardField(def int64, optional bool) engine.Field {
	f := engine.Field{Name: "board", Kind: engine.KInt, Min: 1, Max: maxBoard, Optional: optional}
	if def > 0 {
		f.Default = []int64{def}
	}
	return f
}

// entries encodes entries written as text (the schema defaults).
func entries(s ...string) []int64 {
	out := make([]int64, len(s))
	for i, x := range s {
		e, err := bridge.ParseEntry(x)
		if err != nil {
			panic("scoring: bad default entry " + x)
		}
		out[i] = bridge.EncodeEntry(e)
	}
	return out
}

// seatRef and vulRef name a seat and a vulnerability in the UI language.
func seatRef(s bridge.Seat) msg.Ref { return msg.Ref("scoring.seat." + s.String()) }
func vulRef(v bridge.Vul) msg.Ref   { return msg.Ref("scoring.vul." + v.String()) }
func stateRef(vul bool) msg.Ref {
	if vul {
		return "scoring.state.vul"
	}
	return "scoring.state.nonvul"
}

// named re-labels an *engine.Error from engine/bridge with the form field at fault.
func named(err error, field string) error {
	e, ok := errors.AsType[*engine.Error](err)
	if !ok {
		return engine.Errorf(engine.EINTERNAL, "%v", err)
	}
	c := *e
	c.Field = field
	return &c
}

// ---------------------------------------------------------------------------------------------
// scoring.contract

func contractCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "scoring.contract",
		Rules: []string{ruleLaw77},
		Group: "scoring",
		Inputs: engine.Schema{
			{Name: "level", Kind: engine.KInt, Min: 1, Max: 7, Default: []int64{4}, Label: "scoring.f.level"},
			{Name: "strain", Kind: engine.KEnum, Options: strainOptions, Default: []int64{3}, Label: "scoring.f.strain"},
			{Name: "doubled", Kind: engine.KEnum, Options: doubledOptions, Default: []int64{0}, Label: "scoring.f.doubled"},
			{Name: "vul", Kind: engine.KBool, Default: []int64{0}},
			boardField(0, true),
			{Name: "declarer", Kind: engine.KEnum, Options: seatOptions, Default: []int64{0}, Label: "scoring.f.declarer",
				Help: "scoring.h.declarer"},
			{Name: "tricks", Kind: engine.KInt, Min: 0, Max: 13, Default: []int64{10}},
		},
		Compute: computeContract,
	}
}

func computeContract(p *engine.Params, in engine.Input) (*engine.Result, error) {
	c := bridge.Contract{
		Level:   int(in.Int("level")),
		Strain:  bridge.Strain(in.Int("strain")),
		Doubled: bridge.Doubled(in.Int("doubled")),
	}
	res := &engine.Result{}
	vul := in.Bool("vul")
	if in.Has("board") {
		decl := bridge.Seat(in.Int("declarer"))
		dealer, v, err := bridge.BoardInfo(int(in.Int("board")))
		if err != nil {
			return nil, named(err, "board")
		}
		vul = v.Of(decl)
		res.Rules = []string{ruleLaw77, ruleLaw2}
		res.Step("scoring.step.board-vul",
			msg.A("board", in.Int("board")), msg.A("dealer", seatRef(dealer)), msg.A("vul", vulRef(v)),
			msg.A("declarer", seatRef(decl)), msg.A("state", stateRef(vul)))
	}
	tricks := int(in.Int("tricks"))
	b, err := bridge.ScoreBreakdown(c, vul, tricks)
	if err != nil {
		return nil, named(err, "tricks")
	}
	st := msg.A("state", stateRef(vul))
	res.Step("scoring.step.contract",
		msg.A("contract", c.String()), msg.A("need", c.Level+6), msg.A("tricks", tricks))
	if b.Undertricks < 0 {
		res.Step("scoring.step.undertricks",
			msg.A("n", c.Level+6-tricks), st, msg.A("points", -b.Undertricks))
	} else {
		res.Step("scoring.step.trick-score", msg.A("points", b.TrickScore))
		if b.Overtricks > 0 {
			res.Step("scoring.step.overtricks",
				msg.A("n", tricks-c.Level-6), msg.A("points", b.Overtricks))
		}
		if b.Insult > 0 {
			res.Step("scoring.step.insult", msg.A("points", b.Insult))
		}
		if b.TrickScore >= 100 {
			res.Step("scoring.step.game", st, msg.A("points", b.GameOrPart))
		} else {
			res.Step("scoring.step.part-score", msg.A("points", b.GameOrPart))
		}
		switch c.Level {
		case 6:
			res.Step("scoring.step.small-slam", st, msg.A("points", b.Slam))
		case 7:
			res.Step("scoring.step.grand-slam", st, msg.A("points", b.Slam))
		}
	}
	res.Step("scoring.step.total", msg.A("score", b.Total))
	res.Parties = []engine.Party{{Role: "declarer", Outs: []engine.Out{
		engine.Num("score", float64(b.Total), "points", 0),
		engine.Bool("vul", vul),
	}}}
	return res, nil
}

// ---------------------------------------------------------------------------------------------
// scoring.imp

func impCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "scoring.imp",
		Rules: []string{ruleIMP},
		Group: "scoring",
		Inputs: engine.Schema{
			{Name: "diff", Kind: engine.KInt, Min: -20000, Max: 20000, Default: []int64{430}},
		},
		Compute: computeIMP,
	}
}

// band returns the lowest and highest multiples of 10 worth imp IMPs (hi < 0: no upper end).
func band(imp int) (lo, hi int) {
	lo, hi = -1, -1
	for d := 0; d <= 5000; d += 10 {
		if bridge.IMP(d) == imp {
			if lo < 0 {
				lo = d
			}
			hi = d
		}
	}
	if bridge.IMP(hi+10) == imp {
		hi = -1
	}
	return lo, hi
}

func computeIMP(p *engine.Params, in engine.Input) (*engine.Result, error) {
	diff := int(in.Int("diff"))
	imp := bridge.IMP(diff)
	res := &engine.Result{}
	abs := diff
	if abs < 0 {
		abs = -abs
	}
	if abs%10 != 0 {
		r := (abs + 5) / 10 * 10
		res.Step("scoring.step.imp-round", msg.A("diff", abs), msg.A("rounded", r))
	}
	a := imp
	if a < 0 {
		a = -a
	}
	lo, hi := band(a)
	if hi < 0 {
		res.Step("scoring.step.imp-band-top", msg.A("lo", lo), msg.A("imp", a))
	} else {
		res.Step("scoring.step.imp-band", msg.A("lo", lo), msg.A("hi", hi), msg.A("imp", a))
	}
	if diff < 0 {
		res.Step("scoring.step.imp-negative", msg.A("imp", imp))
	}
	res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{engine.Num("imp", float64(imp), "imp", 0)}}}
	return res, nil
}

// ---------------------------------------------------------------------------------------------
// scoring.vp

func vpCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "scoring.vp",
		Rules: []string{ruleVP},
		Group: "scoring",
		Inputs: engine.Schema{
			{Name: "boards", Kind: engine.KInt, Min: 1, Max: bridge.MaxBoards, Default: []int64{16}},
			{Name: "margin", Kind: engine.KDecimal, Prec: 2, Min: -100000, Max: 100000, Default: []int64{1400},
				Help: "scoring.h.margin"},
		},
		Compute: computeVP,
	}
}

// vpSteps explains the conversion of margin on the scale of boards.
func vpSteps(boards int, margin float64) ([]engine.Step, error) {
	t, err := bridge.VPTable(boards)
	if err != nil {
		return nil, named(err, "boards")
	}
	blow := 15 * math.Sqrt(float64(boards)) // shown only; the table is bridge's
	steps := []engine.Step{engine.S("scoring.step.vp-scale",
		msg.A("boards", boards), msg.A("blowout", msg.Dec{V: blow, Prec: 2}))}
	m := math.Abs(margin)
	lo := int(math.Floor(m))
	if float64(lo) != m && lo+1 < len(t) {
		steps = append(steps, engine.S("scoring.step.vp-interp",
			msg.A("margin", msg.Dec{V: m, Prec: 2}), msg.A("lo", lo), msg.A("hi", lo+1),
			msg.A("vlo", msg.Dec{V: float64(t[lo]) / 100, Prec: 2}), msg.A("vhi", msg.Dec{V: float64(t[lo+1]) / 100, Prec: 2})))
	}
	return steps, nil
}

func computeVP(p *engine.Params, in engine.Input) (*engine.Result, error) {
	boards := int(in.Int("boards"))
	margin := in.Dec("margin")
	steps, err := vpSteps(boards, margin)
	if err != nil {
		return nil, err
	}
	home, vis, err := bridge.VP(boards, margin)
	if err != nil {
		return nil, named(err, "margin")
	}
	steps = append(steps, engine.S("scoring.step.vp-result",
		msg.A("home", msg.Dec{V: home, Prec: 2}), msg.A("visitor", msg.Dec{V: vis, Prec: 2})))
	return &engine.Result{
		Steps: steps,
		Parties: []engine.Party{
			{Role: "home", Outs: []engine.Out{engine.Num("vp", home, "vp", 2)}},
			{Role: "visitor", Outs: []engine.Out{engine.Num("vp", vis, "vp", 2)}},
		},
	}, nil
}

// ---------------------------------------------------------------------------------------------
// scoring.traveller

func travellerCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "scoring.traveller",
		Rules: []string{ruleLaw2, ruleLaw77, ruleMP, ruleIMP, ruleVar},
		Group: "scoring",
		Inputs: engine.Schema{
			boardField(1, false),
			{Name: "entries", Kind: engine.KEntryList, MinItems: 1, MaxItems: maxLines,
				Default: entries("4S N =", "4S N +1", "4S N -1", "3N S =", "4SX E -2", "5D W -1"),
				Help:    "scoring.h.entries"},
			{Name: "expected", Kind: engine.KInt, Min: 1, Max: 10000, Optional: true},
			{Name: "discard", Kind: engine.KInt, Min: 0, Max: 10, Optional: true, Help: "scoring.h.discard"},
		},
		Compute: computeTraveller,
	}
}

func computeTraveller(p *engine.Params, in engine.Input) (*engine.Result, error) {
	board := int(in.Int("board"))
	codes := in.List("entries")
	lines := make([]bridge.Line, len(codes))
	for i, x := range codes {
		e, err := bridge.DecodeEntry(x)
		if err != nil {
			return nil, named(err, "entries")
		}
		lines[i] = bridge.Line{Entry: e}
	}
	o := bridge.TravellerOptions{ButlerRound: int(p.I(parRoundTo))}
	if in.Has("expected") {
		o.Expected = int(in.Int("expected"))
		if o.Expected < len(lines) {
			return nil, expectedErr(in, len(lines))
		}
	}
	if in.Has("discard") {
		o.ButlerDiscard = int(in.Int("discard"))
	} else {
		o.ButlerDiscard = int(p.I(parDiscard))
	}
	tr, err := bridge.ScoreTraveller(board, lines, o)
	if err != nil {
		return nil, named(err, "entries")
	}
	res := &engine.Result{}
	res.Steps = append(res.Steps,
		engine.S("scoring.step.board", msg.A("board", board), msg.A("dealer", seatRef(tr.Dealer)), msg.A("vul", vulRef(tr.Vul))),
		engine.S("scoring.step.top", msg.A("results", len(lines)), msg.A("top", tr.Top)))
	if tr.Neuberg {
		res.Step("scoring.step.neuberg", msg.A("results", len(lines)), msg.A("expected", o.Expected))
	}
	if len(lines) >= 2 {
		res.Step("scoring.step.cross-imp", msg.A("n", len(lines)-1))
	}
	butler := len(lines) > 2*o.ButlerDiscard
	if butler {
		res.Step("scoring.step.butler",
			msg.A("kept", len(lines)-2*o.ButlerDiscard), msg.A("discard", o.ButlerDiscard),
			msg.A("round", o.ButlerRound), msg.A("datum", tr.Datum))
	} else {
		res.Step("scoring.step.butler-none",
			msg.A("results", len(lines)), msg.A("discard", o.ButlerDiscard))
	}
	board0 := engine.Party{Role: "result", Outs: []engine.Out{
		engine.Num("top", tr.Top, "mp", 0),
		engine.Bool("neuberg", tr.Neuberg),
	}}
	if butler {
		board0.Outs = append(board0.Outs, engine.Num("datum", float64(tr.Datum), "points", 0))
	}
	res.Parties = append(res.Parties, board0)
	for i, l := range tr.Lines {
		outs := []engine.Out{
			engine.Num("score", float64(l.NSScore), "points", 0),
			engine.Num("mp", l.MPNS, "mp", 2),
			engine.Num("mp_ew", l.MPEW, "mp", 2),
			engine.Num("pct", l.PctNS, "pct", 2),
			engine.Num("pct_ew", l.PctEW, "pct", 2),
		}
		if len(lines) >= 2 {
			outs = append(outs, engine.Num("ximp", l.XIMP, "imp", 2))
		}
		if butler {
			outs = append(outs, engine.Num("butler", float64(l.Butler), "imp", 0))
		}
		res.Parties = append(res.Parties, engine.Party{Role: "line", Name: strconv.Itoa(i + 1), Outs: outs})
	}
	return res, nil
}

func expectedErr(in engine.Input, min int) *engine.Error {
	f := in.Schema.Field("expected")
	e := engine.Invalid("expected", min, f.Max)
	e.Args[0].Value = msg.Ref(f.LabelKey())
	e.Key = "err.number"
	return e
}

// ---------------------------------------------------------------------------------------------
// scoring.match

func matchCalc() *engine.Calculator {
	dec := func(name, label string, min, max int64) engine.Field {
		return engine.Field{Name: name, Kind: engine.KDecimal, Prec: 2, Min: min, Max: max, Default: []int64{0}, Label: label}
	}
	return &engine.Calculator{
		ID:    "scoring.match",
		Rules: []string{ruleLaw2, ruleLaw77, ruleIMP, ruleVP},
		Group: "scoring",
		Inputs: engine.Schema{
			{Name: "length", Kind: engine.KInt, Min: 1, Max: bridge.MaxBoards, Optional: true, Label: "scoring.f.length", Help: "scoring.h.length"},
			{Name: "first", Kind: engine.KInt, Min: 1, Max: maxBoard, Default: []int64{1}, Label: "scoring.f.first"},
			{Name: "open", Kind: engine.KEntryList, MinItems: 1, MaxItems: maxLines, Label: "scoring.f.open",
				Default: entries("4S N =", "3N E +1", "2H S -1", "6D W =")},
			{Name: "closed", Kind: engine.KEntryList, MinItems: 1, MaxItems: maxLines, Label: "scoring.f.closed",
				Default: entries("4S N -1", "3N E +1", "3D W =", "5D W +1")},
			dec("home_imp_adj", "scoring.f.home_imp_adj", -10000, 10000),
			dec("visitor_imp_adj", "scoring.f.visitor_imp_adj", -10000, 10000),
			dec("home_fine", "scoring.f.home_fine", 0, 2000),
			dec("visitor_fine", "scoring.f.visitor_fine", 0, 2000),
		},
		Compute: computeMatch,
	}
}

func computeMatch(p *engine.Params, in engine.Input) (*engine.Result, error) {
	open, closed := in.List("open"), in.List("closed")
	if len(open) != len(closed) {
		f := in.Schema.Field("closed")
		e := engine.InvalidKey("closed", "scoring.err.rooms", msg.A("open", len(open)), msg.A("closed", len(closed)))
		e.Args[0].Value = msg.Ref(f.LabelKey())
		return nil, e
	}
	first := int(in.Int("first"))
	boards := make([]bridge.MatchBoard, len(open))
	for i := range open {
		o, err1 := bridge.DecodeEntry(open[i])
		c, err2 := bridge.DecodeEntry(closed[i])
		if err1 != nil || err2 != nil {
			return nil, engine.InvalidKey("open", "err.entry")
		}
		boards[i] = bridge.MatchBoard{Board: first + i, Open: o, Closed: c}
	}
	opt := bridge.MatchOptions{
		HomeIMPAdj: in.Dec("home_imp_adj"), VisIMPAdj: in.Dec("visitor_imp_adj"),
		HomeFine: in.Dec("home_fine"), VisFine: in.Dec("visitor_fine"),
	}
	if in.Has("length") {
		opt.Length = int(in.Int("length"))
	}
	if first+len(open)-1 > maxBoard {
		return nil, engine.Invalid("first", 1, maxBoard-len(open)+1)
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
