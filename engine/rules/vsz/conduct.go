package vsz

import (
	"math"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// Concession (§24), withdrawal and disqualification (§25–26), disciplinary penalties (§27).

// ConcessionInput is a proposed concession of a match.
type ConcessionInput struct {
	KO         bool    // a knockout match
	SegmentEnd bool    // at the end of a segment
	Boards     int     // boards of the match
	Played     int     // boards played
	GapH       float64 // hours from the segment's end to resumption
	NoticeH    float64 // hours of notice before resumption
}

// Concession decides whether a match may be conceded (rule vsz.24–26, VSZ 24): only a
// knockout, at a segment's end, once concession.min_played_pct of its boards are played, and
// announced concession.notice_h hours before play resumes (a reasonable time when it resumes
// sooner). A concession is final.
func Concession(p *engine.Params, in ConcessionInput) (*engine.Result, error) {
	bd, pl := int64(in.Boards), int64(in.Played)
	if pl > bd {
		return nil, engine.Invalid("played", 0, bd)
	}
	gap, notice := in.GapH, in.NoticeH
	if notice > gap {
		return nil, engine.Invalid("notice_h", msg.Dec{V: 0, Prec: 1}, msg.Dec{V: gap, Prec: 1})
	}
	need, pct := p.F("concession.notice_h"), p.F("concession.min_played_pct")
	clause, step := "ok", "vsz.step.conc-ok"
	switch {
	case !in.KO:
		clause, step = "not-ko", "vsz.step.conc-not-ko"
	case !in.SegmentEnd:
		clause, step = "not-segment-end", "vsz.step.conc-not-segment-end"
	case !atLeastPct(pl, bd, pct):
		clause, step = "too-early", "vsz.step.conc-too-early"
	case gap >= need && notice < need:
		clause, step = "late-notice", "vsz.step.conc-late-notice"
	}
	res := &engine.Result{}
	res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{engine.Bool("allowed", clause == "ok"), engine.Str("clause", clause)}}}
	res.Step(step, msg.A("pct", pct), msg.A("hours", need), msg.A("played", pl), msg.A("boards", bd))
	if clause == "ok" && gap < need {
		res.Step("vsz.step.conc-reasonable", msg.A("hours", need))
	}
	res.Step("vsz.step.conc-final")
	return res, nil
}

// WithdrawalInput is a unit leaving the event.
type WithdrawalInput struct {
	Event       string // "pairs" or "teams"
	Kind        string // "withdrawal" or "disqualification"
	Scheduled   int    // boards scheduled for the unit
	Played      int    // boards the unit has played
	Members     int    // members who committed disqualifying acts
	CanContinue bool   // the unit can still field players
}

// Withdrawal decides what happens to the results of a unit that withdraws or is disqualified
// (rule vsz.24–26, VSZ 25–26): a unit is disqualified only when disqualify.min_members members
// committed disqualifying acts; a pair's results stand, a team's only if it played
// withdrawal.min_played_pct of its boards.
func Withdrawal(p *engine.Params, in WithdrawalInput) (*engine.Result, error) {
	s, pl := int64(in.Scheduled), int64(in.Played)
	if pl > s {
		return nil, engine.Invalid("played", 0, s)
	}
	res := &engine.Result{}
	if in.Kind == "disqualification" {
		need := p.I("disqualify.min_members")
		if int64(in.Members) < need {
			res.Step("vsz.step.wd-player-only", msg.A("n", need))
			if in.CanContinue {
				res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{engine.Str("outcome", "continues")}}}
				res.Step("vsz.step.wd-continues")
				return res, nil
			}
			res.Step("vsz.step.wd-cannot-continue")
		} else {
			res.Step("vsz.step.wd-unit", msg.A("n", need))
		}
		res.Step("vsz.step.wd-dq-no-masterpoints")
	} else {
		res.Step("vsz.step.wd-report")
	}
	pct := p.F("withdrawal.min_played_pct")
	if in.Event == "pairs" {
		res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{engine.Str("outcome", "stand"), engine.Bool("results_stand", true)}}}
		res.Step("vsz.step.wd-pairs")
		return res, nil
	}
	if atLeastPct(pl, s, pct) {
		res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{
			engine.Str("outcome", "stand"), engine.Bool("results_stand", true), engine.Str("opponents", "absence-score")}}}
		res.Step("vsz.step.wd-teams-stand", msg.A("played", pl), msg.A("scheduled", s), msg.A("pct", pct))
	} else {
		res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{
			engine.Str("outcome", "deleted"), engine.Bool("results_stand", false), engine.Str("opponents", "bye-score")}}}
		res.Step("vsz.step.wd-teams-deleted", msg.A("played", pl), msg.A("scheduled", s), msg.A("pct", pct))
	}
	return res, nil
}

// DisciplinaryRangeInput is the scoring form ("mp", "imp", "teams") and the deduction the
// director intends (nil: none yet).
type DisciplinaryRangeInput struct {
	Form   string
	Amount *float64
}

// DisciplinaryRange gives the range of a disciplinary point deduction (rule vsz.27, VSZ 27.C):
// disc.mp_min_top to disc.mp_max_top of a top at matchpoint pairs, disc.imp_min to disc.imp_max
// IMPs at IMP pairs, at least disc.teams_min_imp IMPs at teams (the source ends there); and
// whether an intended deduction is within it.
func DisciplinaryRange(p *engine.Params, in DisciplinaryRangeInput) (*engine.Result, error) {
	res := &engine.Result{}
	res.Step("vsz.step.disc-kinds")
	var lo, hi float64
	unit, ok := "imp", true
	switch in.Form {
	case "mp":
		lo, hi, unit = p.F("disc.mp_min_top"), p.F("disc.mp_max_top"), "top"
		res.Step("vsz.step.disc-mp", msg.A("min", lo), msg.A("max", hi))
	case "imp":
		lo, hi = p.F("disc.imp_min"), p.F("disc.imp_max")
		res.Step("vsz.step.disc-imp", msg.A("min", lo), msg.A("max", hi))
	default:
		lo, hi, ok = p.F("disc.teams_min_imp"), math.Inf(1), false
		res.Step("vsz.step.disc-teams", msg.A("min", lo))
		res.Decide("vsz.dec.teams-no-max")
	}
	outs := []engine.Out{engine.Num("min", lo, unit, 2)}
	if ok {
		outs = append(outs, engine.Num("max", hi, unit, 2))
	}
	outs = append(outs, engine.Str("unit", unit), engine.Bool("has_max", ok))
	if in.Amount != nil {
		a := *in.Amount
		within := a >= lo && a <= hi
		outs = append(outs, engine.Bool("in_range", within))
		if within {
			res.Step("vsz.step.disc-in-range", msg.A("amount", a))
		} else {
			res.Step("vsz.step.disc-out-of-range", msg.A("amount", a))
		}
	}
	res.Step("vsz.step.disc-report")
	res.Parties = []engine.Party{{Role: "offender", Outs: outs}}
	return res, nil
}
