package nsbk

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// LatenessInput is a pair's lateness at a round change.
type LatenessInput struct {
	Minutes int    // whole minutes late
	Seconds int    // seconds beyond them (a started minute counts)
	Waited  int    // minutes the pair itself spent waiting for its table
	Prior   int    // earlier latenesses of the pair in the session
	Form    string // "mp" or "imp" (penalty.go)
	Top     int    // matchpoints of a top
}

// Lateness decides whether a pair still playing after the move is tolerated, warned or
// penalised, and by how much (rule nsbk.lateness, NSBK t. 1): the minutes it waited for its own
// table are deducted, the first minute is tolerated, a first lateness beyond it is warned, and
// each later one costs a percentage of the top or IMPs per minute beyond the tolerated one.
func Lateness(p *engine.Params, in LatenessInput) (*engine.Result, error) {
	if err := oneOf("form", in.Form, "mp", "imp"); err != nil {
		return nil, err
	}
	minutes, seconds, waited, prior := int64(in.Minutes), int64(in.Seconds), int64(in.Waited), int64(in.Prior)
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
		res.Steps = append(res.Steps, penaltyStep(in.Form, in.Top, pct, imp))
		res.Decide("nsbk.dec.lateness-scope")
	}
	if verdict != "none" {
		res.Step("nsbk.step.lateness-board")
	}
	outs := []engine.Out{engine.Str("verdict", verdict), engine.Num("minutes", float64(own), "min", 0),
		engine.Num("penalty_minutes", float64(over), "min", 0)}
	res.Parties = []engine.Party{{Role: "offender", Outs: append(outs, penalty(pct, imp, float64(in.Top))...)}}
	return res, nil
}
