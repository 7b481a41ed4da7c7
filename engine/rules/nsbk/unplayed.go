package nsbk

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// UnplayedInput is a board a pair could not play through its own fault, with the session's
// count of such boards.
type UnplayedInput struct {
	OwnFaultBoards    int      // boards the pair missed in the session through its own fault
	ExcusedFirstRound int      // of these, first-round boards missed after a late start the director allowed
	HasNonOffender    bool     // the board has a non-offending side
	NonOffenderPct    *float64 // the non-offending side's session percentage (nil: not given)
	OffenderPct       *float64 // the offending side's session percentage (nil: not given)
	Form              string   // "mp" or "imp" (penalty.go)
	Top               int      // matchpoints of a top
}

// Unplayed decides the artificial score of an unplayed board for each side and the session's
// extra penalty of the side at fault (rule nsbk.unplayed, NSBK t. 2): 40% or −3 IMP for the
// offender, 60% or +3 IMP for a non-offender (each side's own session percentage where it is
// worse, respectively better, Law 12C2), and an extra penalty once the counted own-fault boards
// reach the trigger; first-round boards the director excused are not counted.
func Unplayed(p *engine.Params, in UnplayedInput) (*engine.Result, error) {
	if err := oneOf("form", in.Form, "mp", "imp"); err != nil {
		return nil, err
	}
	own, excused := int64(in.OwnFaultBoards), int64(in.ExcusedFirstRound)
	if excused > own {
		return nil, engine.Invalid("excused_first_round", 0, own)
	}
	res := &engine.Result{}
	off := &engine.Party{Role: "offender"}
	var non *engine.Party
	if in.HasNonOffender {
		non = &engine.Party{Role: "non-offender"}
	}
	boardAward(p, res, float64(in.Top), in.OffenderPct, in.NonOffenderPct, off, non)
	if excused > 0 {
		res.Step("nsbk.step.unplayed-excused", msg.A("excused", excused))
	}
	extraPenalty(p, in.Form, in.Top, res, off, own-excused)
	res.Parties = append(res.Parties, *off)
	if non != nil {
		res.Parties = append(res.Parties, *non)
	}
	return res, nil
}

// boardAward adds the artificial score of one unplayed board for each side, with the own
// average where it is given (ownOff, ownNon may be nil): the greater of the award and the
// session percentage for the non-offending side, the lesser for the offender. non is nil when
// there is no non-offending side.
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

// extraPenalty adds the session's extra penalty to off when the counted own-fault boards reach
// the trigger.
func extraPenalty(p *engine.Params, form string, top int, res *engine.Result, off *engine.Party, counted int64) {
	trigger := p.I("unplayed.extra_trigger_boards")
	var pct, imp float64
	if counted >= trigger {
		pct, imp = p.F("unplayed.extra_pct_top"), p.F("unplayed.extra_imp")
		res.Step("nsbk.step.unplayed-extra", msg.A("n", counted), msg.A("trigger", trigger))
		res.Steps = append(res.Steps, penaltyStep(form, top, pct, imp))
	} else {
		res.Step("nsbk.step.unplayed-no-extra", msg.A("n", counted), msg.A("trigger", trigger))
	}
	res.Decisions = appendOnce(res.Decisions, "nsbk.dec.unplayed-extra-once")
	t := float64(top)
	off.Outs = append(off.Outs, engine.Num("counted", float64(counted), "boards", 0),
		engine.Num("extra_pct_top", pct, "%", 0), engine.Num("extra_mp", engine.Round2(t*pct/100), "mp", 2),
		engine.Num("extra_imp", imp, "imp", 0))
}
