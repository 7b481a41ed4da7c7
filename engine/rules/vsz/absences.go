package vsz

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// Absences and byes (§21–22).

// AbsentTeamInput is a team match in which one team did not appear: the present team's own
// average in the event and the absent team's, in VPs.
type AbsentTeamInput struct {
	PresentAvg, AbsentAvg float64
}

// AbsentTeam scores a team match the opponents did not appear for (rule vsz.21–22, VSZ 21.B,
// 22.B.2): the present team gets the highest of absence.present_min_vp, its own average and
// absence.vp_total minus the absent team's average; the absent team gets absence.absent_vp.
func AbsentTeam(p *engine.Params, in AbsentTeamInput) (*engine.Result, error) {
	floor, total := p.F("absence.present_min_vp"), p.F("absence.vp_total")
	own, opp := in.PresentAvg, in.AbsentAvg
	cands := []struct {
		code string
		v    float64
	}{{"minimum", floor}, {"own-average", own}, {"opponent-average", engine.Round2(total - opp)}}
	best := cands[0]
	for _, c := range cands[1:] {
		if c.v > best.v {
			best = c
		}
	}
	res := &engine.Result{}
	res.Step("vsz.step.abs-team-candidates", msg.A("min", floor), msg.A("own", dec2(own)), msg.A("total", total),
		msg.A("opp", dec2(opp)), msg.A("diff", dec2(total-opp)))
	res.Step("vsz.step.abs-team-best", msg.A("vp", dec2(best.v)))
	res.Parties = []engine.Party{
		{Role: "non-offender", Outs: []engine.Out{engine.Num("vp", best.v, "vp", 2), engine.Str("basis", best.code)}},
		{Role: "offender", Outs: []engine.Out{engine.Num("vp", p.F("absence.absent_vp"), "vp", 2)}},
	}
	res.Step("vsz.step.abs-team-absent", msg.A("vp", p.F("absence.absent_vp")))
	return res, nil
}

// AbsentPairInput is the pairs scoring ("mp", "imp") of a round a pair did not appear for.
type AbsentPairInput struct {
	PairForm string
}

// AbsentPair scores a round a pair did not appear for (rule vsz.21–22, VSZ 21.A, 22.B.1): the
// absent pair gets average-minus, its opponents average-plus.
func AbsentPair(p *engine.Params, in AbsentPairInput) (*engine.Result, error) {
	f := in.PairForm
	res := &engine.Result{Parties: []engine.Party{
		{Role: "offender", Outs: []engine.Out{adjusted(p, f, "minus")}},
		{Role: "non-offender", Outs: []engine.Out{adjusted(p, f, "plus")}},
	}}
	res.Step("vsz.step.abs-pair")
	return res, nil
}

// ByeTeamInput is a team's planned bye: there is nothing to enter.
type ByeTeamInput struct{}

// ByeTeam scores a team's planned bye (rule vsz.21–22, VSZ 22.A.2): exactly bye.team_vp.
func ByeTeam(p *engine.Params, in ByeTeamInput) (*engine.Result, error) {
	v := p.F("bye.team_vp")
	res := &engine.Result{Parties: []engine.Party{{Role: "team", Outs: []engine.Out{engine.Num("vp", v, "vp", 0)}}}}
	res.Step("vsz.step.bye-team", msg.A("vp", v))
	res.Step("vsz.step.bye-unplanned")
	return res, nil
}

// ByePairInput is a pair's planned bye: the pairs scoring ("mp", "imp") and the pair's own
// session average, as a percentage and in IMPs per board.
type ByePairInput struct {
	PairForm               string
	SessionPct, SessionIMP float64
}

// ByePair scores a pair's planned bye (rule vsz.21–22, VSZ 22.A.1): its own session average.
func ByePair(p *engine.Params, in ByePairInput) (*engine.Result, error) {
	res := &engine.Result{}
	if in.PairForm == "mp" {
		res.Parties = []engine.Party{{Role: "pair", Outs: []engine.Out{engine.Num("pct", in.SessionPct, "%", 2)}}}
	} else {
		res.Parties = []engine.Party{{Role: "pair", Outs: []engine.Out{engine.Num("imp", in.SessionIMP, "imp", 2)}}}
	}
	res.Step("vsz.step.bye-pair")
	res.Step("vsz.step.bye-unplanned")
	res.Decide("vsz.dec.session")
	return res, nil
}
