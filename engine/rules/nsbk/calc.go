package nsbk

import (
	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

// Scoring forms of a pair event: matchpoints (Mitchell) or IMPs (Butler).
const (
	formMP  = "mp"
	formIMP = "imp"
)

func formField() engine.Field {
	return engine.Field{Name: "form", Kind: engine.KEnum, Options: []string{formMP, formIMP}, Default: []int64{0}}
}

func topField() engine.Field {
	return engine.Field{Name: "top", Kind: engine.KInt, Min: 1, Max: 10000, Default: []int64{12}}
}

func intField(name string, min, max, def int64) engine.Field {
	return engine.Field{Name: name, Kind: engine.KInt, Min: min, Max: max, Default: []int64{def}, Label: "nsbk.f." + name}
}

func boolField(name string, def bool) engine.Field {
	d := int64(0)
	if def {
		d = 1
	}
	return engine.Field{Name: name, Kind: engine.KBool, Default: []int64{d}, Label: "nsbk.f." + name}
}

func enumField(name string, options ...string) engine.Field {
	return engine.Field{Name: name, Kind: engine.KEnum, Options: options, Default: []int64{0}, Label: "nsbk.f." + name}
}

// penalty returns the outcomes of a penalty given as % of top and IMPs: both forms, and the
// matchpoints the percentage makes of the top.
func penalty(pct, imp, top float64) []engine.Out {
	return []engine.Out{
		engine.Num("pct_top", pct, "%", 0),
		engine.Num("mp", engine.Round2(top*pct/100), "mp", 2),
		engine.Num("imp", imp, "imp", 0),
	}
}

// penaltyStep explains a penalty in the chosen form.
func penaltyStep(in engine.Input, pct, imp float64) engine.Step {
	top := float64(in.Int("top"))
	if in.Enum("form") == formIMP {
		return engine.S("nsbk.step.penalty-imp", msg.A("imp", imp))
	}
	return engine.S("nsbk.step.penalty-mp", msg.A("pct", pct), msg.A("top", top),
		msg.A("mp", msg.Dec{V: engine.Round2(top * pct / 100), Prec: 2}))
}

// ---------------------------------------------------------------------------------------------
// nsbk.lateness (point 1)

func lateness() *engine.Calculator {
	return &engine.Calculator{
		ID:    "nsbk.lateness",
		Rules: []string{"nsbk.lateness"},
		Group: "time",
		Inputs: engine.Schema{
			intField("minutes", 0, 240, 4),
			intField("seconds", 0, 59, 0),
			intField("waited", 0, 240, 0),
			intField("prior", 0, 50, 1),
			formField(),
			topField(),
		},
		Compute: computeLateness,
	}
}

func computeLateness(p *engine.Params, in engine.Input) (*engine.Result, error) {
	minutes, seconds, waited := in.Int("minutes"), in.Int("seconds"), in.Int("waited")
	prior := in.Int("prior")
	tol := p.I("lateness.tolerance_min")
	res := &engine.Result{}
	late := minutes
	if seconds > 0 {
		late++
		res.Step("nsbk.step.lateness-round-up",
			msg.A("minutes", minutes), msg.A("seconds", seconds), msg.A("late", late))
		res.Decide("nsbk.dec.lateness-round-up")
	}
	own := max(late-waited, 0)
	res.Step("nsbk.step.lateness-own",
		msg.A("late", late), msg.A("waited", waited), msg.A("own", own))
	verdict := "none"
	var pct, imp float64
	var over int64
	switch {
	case own <= tol:
		res.Step("nsbk.step.lateness-tolerated", msg.A("tol", tol))
	case prior < p.I("lateness.warnings"):
		verdict = "warning"
		res.Step("nsbk.step.lateness-warning", msg.A("tol", tol))
		res.Decide("nsbk.dec.lateness-scope")
	default:
		verdict = "penalty"
		over = own - tol
		pct = float64(over) * p.F("lateness.pct_per_minute")
		imp = float64(over) * p.F("lateness.imp_per_minute")
		res.Step("nsbk.step.lateness-penalty", msg.A("prior", prior),
			msg.A("over", over), msg.A("pct_min", p.F("lateness.pct_per_minute")),
			msg.A("imp_min", p.F("lateness.imp_per_minute")))
		res.Steps = append(res.Steps, penaltyStep(in, pct, imp))
		res.Decide("nsbk.dec.lateness-scope")
	}
	if verdict != "none" {
		res.Step("nsbk.step.lateness-board")
	}
	outs := []engine.Out{engine.Str("verdict", verdict), engine.Num("minutes", float64(own), "min", 0),
		engine.Num("penalty_minutes", float64(over), "min", 0)}
	res.Parties = []engine.Party{{Role: "offender", Outs: append(outs, penalty(pct, imp, float64(in.Int("top")))...)}}
	return res, nil
}

// ---------------------------------------------------------------------------------------------
// nsbk.unplayed (point 2)

func pctField(name string) engine.Field {
	return engine.Field{Name: name, Kind: engine.KDecimal, Prec: 2, Min: 0, Max: 10000, Optional: true, Label: "nsbk.f." + name}
}

func unplayed() *engine.Calculator {
	return &engine.Calculator{
		ID:    "nsbk.unplayed",
		Rules: []string{"nsbk.unplayed"},
		Group: "unplayed",
		Inputs: engine.Schema{
			intField("own_fault_boards", 0, 100, 1),
			intField("excused_first_round", 0, 100, 0),
			boolField("has_non_offender", true),
			pctField("non_offender_pct"),
			pctField("offender_pct"),
			formField(),
			topField(),
		},
		Compute: computeUnplayed,
	}
}

// boardAward is the artificial score of one unplayed board for each side, with the own
// average where it is given (ownOff, ownNon may be nil): the greater of the award and the
// session percentage for the non-offending side, the lesser for the offender.
func boardAward(p *engine.Params, res *engine.Result, top float64, ownOff, ownNon *float64, off, non *engine.Party) {
	offPct, offIMP := p.F("unplayed.offender_pct"), p.F("unplayed.offender_imp")
	if ownOff != nil && *ownOff < offPct {
		offPct = *ownOff
		res.Decisions = appendOnce(res.Decisions, "law12.dec.own-average")
	}
	off.Outs = append(off.Outs, engine.Num("pct", offPct, "%", 2),
		engine.Num("board_mp", engine.Round2(top*offPct/100), "mp", 2), engine.Num("board_imp", offIMP, "imp", 0))
	res.Step("nsbk.step.unplayed-offender", msg.A("pct", msg.Dec{V: offPct, Prec: 2}), msg.A("imp", offIMP))
	if non == nil {
		res.Step("nsbk.step.unplayed-no-non-offender")
		return
	}
	nonPct, nonIMP := p.F("unplayed.non_offender_pct"), p.F("unplayed.non_offender_imp")
	if ownNon != nil && *ownNon > nonPct {
		nonPct = *ownNon
		res.Decisions = appendOnce(res.Decisions, "law12.dec.own-average")
	}
	non.Outs = append(non.Outs, engine.Num("pct", nonPct, "%", 2),
		engine.Num("board_mp", engine.Round2(top*nonPct/100), "mp", 2), engine.Num("board_imp", nonIMP, "imp", 0))
	res.Step("nsbk.step.unplayed-non-offender", msg.A("pct", msg.Dec{V: nonPct, Prec: 2}), msg.A("imp", nonIMP))
}

func optDec(in engine.Input, name string) *float64 {
	if !in.Has(name) {
		return nil
	}
	x := in.Dec(name)
	return &x
}

func appendOnce(l []string, s string) []string {
	for _, x := range l {
		if x == s {
			return l
		}
	}
	return append(l, s)
}

// extraPenalty adds the session's additional penalty when counted own-fault boards reach the
// trigger.
func extraPenalty(p *engine.Params, in engine.Input, res *engine.Result, off *engine.Party, counted int64) {
	trigger := p.I("unplayed.extra_trigger_boards")
	var pct, imp float64
	if counted >= trigger {
		pct, imp = p.F("unplayed.extra_pct_top"), p.F("unplayed.extra_imp")
		res.Step("nsbk.step.unplayed-extra", msg.A("n", counted), msg.A("trigger", trigger))
		res.Steps = append(res.Steps, penaltyStep(in, pct, imp))
	} else {
		res.Step("nsbk.step.unplayed-no-extra", msg.A("n", counted), msg.A("trigger", trigger))
	}
	res.Decisions = appendOnce(res.Decisions, "nsbk.dec.unplayed-extra-once")
	top := float64(in.Int("top"))
	off.Outs = append(off.Outs, engine.Num("counted", float64(counted), "boards", 0),
		engine.Num("extra_pct_top", pct, "%", 0), engine.Num("extra_mp", engine.Round2(top*pct/100), "mp", 2),
		engine.Num("extra_imp", imp, "imp", 0))
}

func computeUnplayed(p *engine.Params, in engine.Input) (*engine.Result, error) {
	own, excused := in.Int("own_fault_boards"), in.Int("excused_first_round")
	if excused > own {
		return nil, engine.Invalid("excused_first_round", 0, own)
	}
	res := &engine.Result{}
	off := &engine.Party{Role: "offender"}
	var non *engine.Party
	if in.Bool("has_non_offender") {
		non = &engine.Party{Role: "non-offender"}
	}
	boardAward(p, res, float64(in.Int("top")), optDec(in, "offender_pct"), optDec(in, "non_offender_pct"), off, non)
	if excused > 0 {
		res.Step("nsbk.step.unplayed-excused", msg.A("excused", excused))
	}
	extraPenalty(p, in, res, off, own-excused)
	res.Parties = append(res.Parties, *off)
	if non != nil {
		res.Parties = append(res.Parties, *non)
	}
	return res, nil
}

// ---------------------------------------------------------------------------------------------
// nsbk.score-entry (point 4)

func scoreEntry() *engine.Calculator {
	def := bridge.EncodeEntry(bridge.Entry{Contract: bridge.Contract{Level: 4, Strain: bridge.Spades}, Declarer: bridge.North, Tricks: 10})
	return &engine.Calculator{
		ID:    "nsbk.score-entry",
		Rules: []string{"nsbk.score-entry"},
		Group: "score-entry",
		Inputs: engine.Schema{
			{Name: "board", Kind: engine.KInt, Min: 1, Max: bridge.MaxBoardNumber, Default: []int64{5}},
			{Name: "entry", Kind: engine.KEntry, Default: []int64{def}},
			enumField("side", "ns", "ew"),
			intField("entered", -7600, 7600, 620),
			formField(),
			topField(),
			{Name: "td_imp", Kind: engine.KInt, Min: 0, Max: 24, Optional: true, Label: "nsbk.f.td_imp"},
		},
		Compute: computeScoreEntry,
	}
}

// Classify checks an entered score against the result, in the order of vectors.md
// (nsbk.score-entry): class correct / insignificant / significant and its reason code. s is the
// correct score and e the entered one, both from North-South's side.
func Classify(e bridge.Entry, vul bridge.Vul, entered int) (class, reason string, s int, err error) {
	s, err = e.NSScore(vul)
	if err != nil {
		return "", "", 0, err
	}
	c := e.Contract
	sign := 1
	if !e.Declarer.NS() {
		sign = -1
	}
	declVul := vul.Of(e.Declarer)
	made := !c.IsPass() && e.Tricks >= c.Level+6
	down := !c.IsPass() && !made
	otherVul := func(ct bridge.Contract, v bool) int {
		x, _ := bridge.Score(ct, v, e.Tricks)
		return sign * x
	}
	switch {
	case entered == s:
		return "correct", "ok", s, nil
	case !bridge.Possible(entered):
		return "significant", "impossible", s, nil
	case s != 0 && entered == -s:
		return "significant", "wrong-side", s, nil
	case down && entered == otherVul(c, !declVul):
		return "significant", "undertricks-vul", s, nil
	case made && entered == otherVul(c, !declVul):
		return "insignificant", "bonus-vul", s, nil
	case made && c.Doubled != bridge.Undoubled &&
		entered == otherVul(bridge.Contract{Level: c.Level, Strain: c.Strain, Doubled: c.Doubled - 1}, declVul):
		return "insignificant", "double-not-recorded", s, nil
	}
	return "significant", "result-mismatch", s, nil
}

func computeScoreEntry(p *engine.Params, in engine.Input) (*engine.Result, error) {
	board := int(in.Int("board"))
	dealer, vul, err := bridge.BoardInfo(board)
	if err != nil {
		return nil, err
	}
	e, err := bridge.DecodeEntry(in.Int("entry"))
	if err != nil {
		return nil, err
	}
	entered := int(in.Int("entered"))
	side := in.Enum("side")
	if side == "ew" {
		entered = -entered
	}
	class, reason, s, err := Classify(e, vul, entered)
	if err != nil {
		return nil, err
	}
	res := &engine.Result{}
	res.Steps = append(res.Steps,
		engine.S("nsbk.step.entry-board", msg.A("board", board), msg.A("dealer", dealer.String()),
			msg.A("vul", msg.Ref("nsbk.vul."+vul.String()))),
		engine.S("nsbk.step.entry-scores", msg.A("entry", e.String()), msg.A("score", s), msg.A("entered", entered)),
		engine.S("nsbk.step.entry-class", msg.A("class", msg.Ref("nsbk.score-entry.val.class."+class)),
			msg.A("reason", msg.Ref("nsbk.score-entry.val.reason."+reason))))
	top := float64(in.Int("top"))
	var pct float64
	ns := engine.Party{Role: "ns"}
	if class == "significant" {
		pct = p.F("score_entry.pct_top")
		ns.Outs = append(ns.Outs, engine.Num("pct_top", pct, "%", 0), engine.Num("mp", engine.Round2(top*pct/100), "mp", 2))
		if in.Enum("form") == formIMP {
			res.Decide("nsbk.dec.score-entry-imp")
			if in.Has("td_imp") {
				ns.Outs = append(ns.Outs, engine.Num("imp", float64(in.Int("td_imp")), "imp", 0))
				res.Step("nsbk.step.entry-td-imp", msg.A("imp", in.Int("td_imp")))
			} else {
				ns.Outs = append(ns.Outs, engine.Str("imp_fixed", "no"))
				res.Step("nsbk.step.entry-no-imp")
			}
		} else {
			res.Steps = append(res.Steps, penaltyStep(in, pct, 0))
		}
	} else {
		ns.Outs = append(ns.Outs, engine.Num("pct_top", 0, "%", 0), engine.Num("mp", 0, "mp", 2))
	}
	if class != "correct" {
		res.Step("nsbk.step.entry-correction")
	}
	res.Parties = []engine.Party{
		{Role: "result", Outs: []engine.Out{engine.Str("class", class), engine.Str("reason", reason),
			engine.Num("score", float64(s), "", 0), engine.Num("entered", float64(entered), "", 0)}},
		ns,
	}
	return res, nil
}

// ---------------------------------------------------------------------------------------------
// nsbk.fouled-board (point 5)

func fouledBoard() *engine.Calculator {
	return &engine.Calculator{
		ID:    "nsbk.fouled-board",
		Rules: []string{"nsbk.fouled-board"},
		Group: "unplayed",
		Inputs: engine.Schema{
			intField("adjusted_tables", 0, 100, 0),
			boolField("detectable", false),
			enumField("at_fault", "ns", "ew", "both"),
			intField("unplayed_boards", 0, 100, 0),
			intField("earlier_own_fault", 0, 100, 0),
			pctField("td_pct_top"),
			{Name: "td_imp", Kind: engine.KInt, Min: 0, Max: 24, Optional: true, Label: "nsbk.f.td_imp"},
			formField(),
			topField(),
		},
		Compute: computeFouled,
	}
}

func computeFouled(p *engine.Params, in engine.Input) (*engine.Result, error) {
	tables := in.Int("adjusted_tables")
	minTables := p.I("fouled.serious_min_tables")
	class := "minor"
	if tables >= minTables && !in.Bool("detectable") {
		class = "serious"
	}
	res := &engine.Result{}
	switch {
	case class == "serious":
		res.Step("nsbk.step.fouled-serious", msg.A("tables", tables))
	case tables >= minTables:
		res.Step("nsbk.step.fouled-detectable", msg.A("tables", tables))
	default:
		res.Step("nsbk.step.fouled-minor")
	}
	side := in.Enum("at_fault")
	res.Step("nsbk.step.fouled-side",
		msg.A("side", msg.Ref("nsbk.f.at_fault."+side)), msg.A("cards", p.I("fouled.cards_per_hand")))
	off := &engine.Party{Role: "offender", Outs: []engine.Out{engine.Str("class", class), engine.Str("side", side)}}
	top := float64(in.Int("top"))
	if in.Has("td_pct_top") || in.Has("td_imp") {
		pct, imp := in.Dec("td_pct_top"), float64(in.Int("td_imp"))
		off.Outs = append(off.Outs, penalty(pct, imp, top)...)
		res.Steps = append(res.Steps, engine.S("nsbk.step.fouled-td"), penaltyStep(in, pct, imp))
	} else {
		res.Step("nsbk.step.fouled-discretion")
	}
	if n := in.Int("unplayed_boards"); n > 0 {
		res.Step("nsbk.step.fouled-unplayed", msg.A("n", n))
		off.Outs = append(off.Outs, engine.Num("unplayed", float64(n), "boards", 0))
		boardAward(p, res, top, nil, nil, off, nil)
		extraPenalty(p, in, res, off, n+in.Int("earlier_own_fault"))
	}
	res.Parties = []engine.Party{*off}
	return res, nil
}

// ---------------------------------------------------------------------------------------------
// nsbk.unsportsmanlike (point 6)

func unsportsmanlike() *engine.Calculator {
	return &engine.Calculator{
		ID:    "nsbk.unsportsmanlike",
		Rules: []string{"nsbk.unsportsmanlike"},
		Group: "conduct",
		Inputs: engine.Schema{
			intField("offence", 1, 50, 1),
			boolField("damage", false),
			boolField("argued_td", false),
			formField(),
			topField(),
		},
		Compute: computeUnsport,
	}
}

func computeUnsport(p *engine.Params, in engine.Input) (*engine.Result, error) {
	n := in.Int("offence")
	res := &engine.Result{}
	verdict := "penalty"
	var pct, imp float64
	switch {
	case n >= p.I("unsportsmanlike.further_from") || in.Bool("argued_td"):
		pct, imp = p.F("unsportsmanlike.further_pct_top"), p.F("unsportsmanlike.further_imp")
		if in.Bool("argued_td") {
			res.Step("nsbk.step.unsport-argued")
		} else {
			res.Step("nsbk.step.unsport-further", msg.A("n", n))
			res.Decide("nsbk.dec.unsport-after-warning")
		}
	case in.Bool("damage"):
		pct, imp = p.F("unsportsmanlike.first_pct_top"), p.F("unsportsmanlike.first_imp")
		res.Step("nsbk.step.unsport-damage")
	default:
		verdict = "warning"
		res.Step("nsbk.step.unsport-warning")
	}
	if verdict == "penalty" {
		res.Steps = append(res.Steps, penaltyStep(in, pct, imp))
	}
	res.Step("nsbk.step.unsport-report")
	outs := append([]engine.Out{engine.Str("verdict", verdict)}, penalty(pct, imp, float64(in.Int("top")))...)
	res.Parties = []engine.Party{{Role: "offender", Outs: outs}}
	return res, nil
}

// ---------------------------------------------------------------------------------------------
// nsbk.offending-td (points 7–8)

func offendingTD() *engine.Calculator {
	return &engine.Calculator{
		ID:    "nsbk.offending-td",
		Rules: []string{"nsbk.offending-td"},
		Group: "conduct",
		Inputs: engine.Schema{
			enumField("jury", "none", "upheld", "overturned"),
			formField(),
			topField(),
		},
		Compute: computeOffending,
	}
}

func computeOffending(p *engine.Params, in engine.Input) (*engine.Result, error) {
	res := &engine.Result{Decisions: []string{"nsbk.dec.offending-td-min"}}
	verdict := "penalty"
	pct, imp := p.F("offending_td.pct_top"), p.F("offending_td.imp")
	res.Step("nsbk.step.offending-auto")
	aggravating := false
	switch in.Enum("jury") {
	case "upheld":
		aggravating = true
		res.Step("nsbk.step.offending-jury-upheld")
	case "overturned":
		verdict, pct, imp = "cancelled", 0, 0
		res.Step("nsbk.step.offending-jury-overturned")
	}
	if verdict == "penalty" {
		res.Steps = append(res.Steps, penaltyStep(in, pct, imp))
	}
	res.Step("nsbk.step.offending-report")
	outs := append([]engine.Out{engine.Str("verdict", verdict)}, penalty(pct, imp, float64(in.Int("top")))...)
	outs = append(outs, engine.Bool("aggravating", aggravating))
	res.Parties = []engine.Party{{Role: "offender", Outs: outs}}
	return res, nil
}

// ---------------------------------------------------------------------------------------------
// nsbk.psych and nsbk.brown-sticker (points 9–12)

// Call kinds of the psych checker (vectors.md nsbk.psych).
var callOptions = []string{"natural", "weak-natural", "strong-artificial", "weak-conventional",
	"competitive-conventional", "overcall", "cuebid"}

// hcpValue is the Milton Work count (4-3-2-1) by rank from the ace down: the common measure
// shown beside the regulation's Vienna count, not a number of the regulation.
var hcpValue = [4]int{4, 3, 2, 1}

func mustHand(s string) int64 {
	h, err := cards.Bridge.ParseHand(s)
	if err != nil {
		panic(err)
	}
	return int64(h)
}

func psych() *engine.Calculator {
	return &engine.Calculator{
		ID:    "nsbk.psych",
		Rules: []string{"nsbk.psychics"},
		Group: "psychics",
		Inputs: engine.Schema{
			{Name: "hand", Kind: engine.KBridgeHand, Default: []int64{mustHand("SQ8765 HJ43 D542 CQ3")}},
			enumField("call", callOptions...),
			intField("level", 1, 7, 1),
			intField("seat", 1, 4, 1),
			enumField("event", "pairs", "teams"),
			boolField("misstated", false),
			boolField("intent_disproved", false),
			formField(),
			topField(),
		},
		Compute: computePsych,
	}
}

// Points returns the Vienna count (values from the parameters) and the HCP of hand h.
func Points(p *engine.Params, h cards.Hand) (vienna, hcp int) {
	v := [4]int{int(p.I("psych.vienna_ace")), int(p.I("psych.vienna_king")), int(p.I("psych.vienna_queen")), int(p.I("psych.vienna_jack"))}
	top := len(cards.Bridge.Ranks) - 1
	for s := cards.Clubs; s <= cards.Spades; s++ {
		for i := range v {
			if h.Has(cards.Bridge.CardOf(s, top-i)) {
				vienna += v[i]
				hcp += hcpValue[i]
			}
		}
	}
	return vienna, hcp
}

func computePsych(p *engine.Params, in engine.Input) (*engine.Result, error) {
	h := cards.Hand(in.Int("hand"))
	vienna, hcp := Points(p, h)
	threshold := p.I("psych.vienna_threshold")
	call := in.Enum("call")
	seat := in.Int("seat")
	pairs := in.Enum("event") == "pairs"
	misstated, disproved := in.Bool("misstated"), in.Bool("intent_disproved")
	res := &engine.Result{}
	res.Step("nsbk.step.psych-points", msg.A("hand", cards.Bridge.HandString(h)),
		msg.A("vienna", vienna), msg.A("hcp", hcp))
	var isPsych bool
	switch call {
	case "natural", "strong-artificial":
		isPsych = int64(vienna) < threshold && !disproved
		res.Step("nsbk.step.psych-strength", msg.A("vienna", vienna), msg.A("threshold", threshold))
		res.Decide("nsbk.dec.psych-strength-test")
	case "weak-natural":
		isPsych = misstated && !disproved
		res.Step("nsbk.step.psych-misstated")
		res.Decide("nsbk.dec.psych-strength-test")
	case "weak-conventional", "competitive-conventional":
		isPsych = misstated
		res.Step("nsbk.step.psych-forgotten")
		if call == "weak-conventional" {
			res.Decide("nsbk.dec.psych-strength-test")
		}
	default: // overcall, cuebid
		isPsych = misstated
		res.Step("nsbk.step.psych-misstated")
	}
	if disproved && (call == "natural" || call == "strong-artificial" || call == "weak-natural") {
		res.Step("nsbk.step.psych-no-intent")
	}
	clause := "not-psych"
	allowed := true
	if isPsych {
		switch call {
		case "natural", "weak-natural":
			if pairs && seat <= p.I("psych.forbidden_seats") {
				clause, allowed = "natural-seat", false
			} else {
				clause = "allowed-seat"
			}
		case "strong-artificial", "weak-conventional", "competitive-conventional":
			clause, allowed = call, false
		default:
			clause = "allowed-kind"
		}
	}
	res.Step("nsbk.step.psych-clause", msg.A("clause", msg.Ref("nsbk.psych.val.clause."+clause)))
	var pct, imp float64
	if !allowed {
		pct, imp = p.F("psych.pct_top"), p.F("psych.imp")
		res.Steps = append(res.Steps, engine.S("nsbk.step.psych-sanction"), penaltyStep(in, pct, imp))
	}
	if in.Int("level") >= p.I("brown.min_level") && (call == "strong-artificial" || call == "weak-conventional") {
		res.Step("nsbk.step.psych-brown-check")
	}
	outs := []engine.Out{
		engine.Num("vienna", float64(vienna), "points", 0), engine.Num("hcp", float64(hcp), "points", 0),
		engine.Bool("psych", isPsych), engine.Bool("allowed", allowed), engine.Str("clause", clause),
	}
	res.Parties = []engine.Party{{Role: "offender", Outs: append(outs, penalty(pct, imp, float64(in.Int("top")))...)}}
	return res, nil
}

func brownSticker() *engine.Calculator {
	return &engine.Calculator{
		ID:    "nsbk.brown-sticker",
		Rules: []string{"nsbk.psychics"},
		Group: "psychics",
		Inputs: engine.Schema{
			intField("level", 1, 7, 2),
			boolField("known_suit", false),
			boolField("multi", false),
			boolField("strong", false),
		},
		Compute: computeBrown,
	}
}

func computeBrown(p *engine.Params, in engine.Input) (*engine.Result, error) {
	level, minLevel := in.Int("level"), p.I("brown.min_level")
	res := &engine.Result{}
	clause := "brown"
	switch {
	case level < minLevel:
		clause = "low-level"
	case in.Bool("known_suit"):
		clause = "known-suit"
	case in.Bool("multi"):
		clause = "multi"
	case in.Bool("strong"):
		clause = "strong"
		res.Decide("nsbk.dec.brown-strong")
	}
	brown := clause == "brown"
	res.Steps = append(res.Steps, engine.S("nsbk.step.brown-test", msg.A("level", minLevel)),
		engine.S("nsbk.step.brown-clause", msg.A("clause", msg.Ref("nsbk.brown-sticker.val.clause."+clause))))
	res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{
		engine.Bool("brown", brown), engine.Bool("allowed", !brown), engine.Str("clause", clause)}}}
	return res, nil
}
