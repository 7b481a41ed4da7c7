package nsbk

import (
	"cmp"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// FouledBoardInput is a fouled board: where it had to be adjusted, who fouled it, and the boards
// the offenders lost through it.
type FouledBoardInput struct {
	AdjustedTables  int      // other tables that needed an adjusted score
	Detectable      bool     // those pairs could have noticed the fouling
	AtFault         string   // "ns", "ew" or "both": the side that fouled the board
	UnplayedBoards  int      // boards the offenders could not play because of it
	EarlierOwnFault int      // boards they missed earlier in the session by their own fault
	TDPctTop        *float64 // the director's penalty, % of top (nil: not set)
	TDIMP           *int     // the director's penalty in IMPs (nil: not set)
	Form            string   // "mp" or "imp" (penalty.go)
	Top             int      // matchpoints of a top
	// appended: each side's session percentage, for its own average on the boards that could
	// not be played (nil: not given)
	NonOffenderPct *float64 // the innocent side's (the side that did not foul the board)
	OffenderPct    *float64 // the side that fouled the board
}

// FouledBoard classifies a fouling as minor or serious and decides what falls on the side that
// fouled the board (rule nsbk.fouled-board, NSBK t. 5): serious when another table needed an
// adjusted score and could not notice it; the penalty is the director's, shown in both forms;
// boards the offenders could not play follow the unplayed-board rule (Unplayed, NSBK t. 2, which
// point 5 reaches), with its extra penalty: the side that fouled the board gets the offender's
// award, the other side at its table (when only one side fouled it) the innocent side's award,
// each with its own average where given; when both sides fouled it there is no innocent side.
func FouledBoard(p *engine.Params, in FouledBoardInput) (*engine.Result, error) {
	if err := cmp.Or(oneOf("at_fault", in.AtFault, "ns", "ew", "both"), oneOf("form", in.Form, "mp", "imp")); err != nil {
		return nil, err
	}
	tables := int64(in.AdjustedTables)
	minTables := p.I("fouled.serious_min_tables")
	class := "minor"
	if tables >= minTables && !in.Detectable {
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
	side := in.AtFault
	res.Step("nsbk.step.fouled-side",
		msg.A("side", atFaultLabel[side]), msg.A("cards", p.I("fouled.cards_per_hand")))
	off := &engine.Party{Role: "offender", Outs: []engine.Out{engine.Str("class", class), engine.Str("side", side)}}
	top := float64(in.Top)
	if in.TDPctTop != nil || in.TDIMP != nil {
		var pct, imp float64
		if in.TDPctTop != nil {
			pct = *in.TDPctTop
		}
		if in.TDIMP != nil {
			imp = float64(*in.TDIMP)
		}
		off.Outs = append(off.Outs, penalty(pct, imp, top)...)
		res.Steps = append(res.Steps, engine.S("nsbk.step.fouled-td"), penaltyStep(in.Form, in.Top, pct, imp))
	} else {
		res.Step("nsbk.step.fouled-discretion")
	}
	if n := int64(in.UnplayedBoards); n > 0 {
		res.Step("nsbk.step.fouled-unplayed", msg.A("n", n))
		off.Outs = append(off.Outs, engine.Num("unplayed", float64(n), "boards", 0))
		var non *engine.Party
		if side != "both" {
			non = &engine.Party{Role: "non-offender"}
			res.Step("nsbk.step.fouled-innocent", msg.A("side", atFaultLabel[innocentSide[side]]))
			res.Decisions = appendOnce(res.Decisions, "nsbk.dec.fouled-innocent")
		}
		boardAward(p, res, top, in.OffenderPct, in.NonOffenderPct, off, non)
		extraPenalty(p, in.Form, in.Top, res, off, n+int64(in.EarlierOwnFault))
		res.Parties = []engine.Party{*off}
		if non != nil {
			non.Outs = append([]engine.Out{engine.Str("innocent_side", innocentSide[side])}, non.Outs...)
			res.Parties = append(res.Parties, *non)
		}
		return res, nil
	}
	res.Parties = []engine.Party{*off}
	return res, nil
}

// innocentSide is the side that did not foul the board, when only one side did.
var innocentSide = map[string]string{"ns": "ew", "ew": "ns"}

// atFaultLabel names the side at fault in the steps (the at_fault field's option labels).
var atFaultLabel = map[string]msg.Ref{
	"ns":   "nsbk.f.at_fault.ns",
	"ew":   "nsbk.f.at_fault.ew",
	"both": "nsbk.f.at_fault.both",
}
