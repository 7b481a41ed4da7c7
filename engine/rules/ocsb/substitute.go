package ocsb

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// SubstituteClause checks a substitute in the order of vectors.md: short substitutes are not
// limited by division; a long one is refused in a play-off, in his own division, above the
// master-point limit of the target division, more than the allowed number of divisions below
// his own, and after the allowed number of days for the same team. target and entered are
// indexes into divisions (entered −1: not entered in this championship).
func SubstituteClause(p *engine.Params, masterpoints float64, target, entered int, long, playoff bool, daysForTeam int) string {
	if !long {
		return "ok"
	}
	if playoff {
		return "playoff"
	}
	if entered >= 0 && target == entered {
		return "own-division"
	}
	if target > highestDivision(p, masterpoints) {
		return "mp-limit"
	}
	if entered >= 0 && target-entered > int(p.I("sub.max_divisions_below")) {
		return "too-low"
	}
	if daysForTeam >= int(p.I("sub.long_days_per_team")) {
		return "days-limit"
	}
	return "ok"
}

// highestDivision returns the lowest division (largest index) a long substitute with these
// master points may play in; −1: none. The limits are strict: exactly at a limit is below it.
func highestDivision(p *engine.Params, mp float64) int {
	switch {
	case mp > p.F("sub.mp_nowhere"):
		return -1
	case mp > p.F("sub.mp_ia_only"):
		return 0
	case mp > p.F("sub.mp_ia_ib"):
		return 1
	case mp > p.F("sub.mp_ia_ii"):
		return 2
	}
	return len(divisions) - 1
}

func substituteCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "ocsb.substitute",
		Rules: []string{"ocsb.substitutes"},
		Group: "substitutes",
		Inputs: engine.Schema{
			fInt("master_points", 0, 1000000, 0),
			fEnum("target", divisions, 2),
			fEnum("entered", append([]string{"none"}, divisions...), 0),
			fEnum("kind", []string{"long", "short"}, 0),
			fBool("playoff", false),
			fInt("days_for_team", 0, 30, 0),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			mp := float64(in.Int("master_points"))
			target := int(in.Int("target"))
			entered := int(in.Int("entered")) - 1
			long := in.Enum("kind") == "long"
			days := int(in.Int("days_for_team"))
			clause := SubstituteClause(p, mp, target, entered, long, in.Bool("playoff"), days)
			res := &engine.Result{}
			if !long {
				res.Step("ocsb.step.sub-short", msg.A("boards", p.I("sub.short_boards_per_day")))
			} else {
				hi := highestDivision(p, mp)
				lim := "ocsb.sub.limit.none"
				if hi >= 0 {
					lim = "ocsb.sub.limit." + divisions[hi]
				}
				res.Step("ocsb.step.sub-mp", msg.A("mp", int64(mp)), msg.A("limit", msg.Ref(lim)))
				if entered >= 0 {
					res.Step("ocsb.step.sub-entered", msg.A("division", divisions[entered]),
						msg.A("n", p.I("sub.max_divisions_below")))
				}
				res.Step("ocsb.step.sub-clause."+clause,
					msg.A("target", divisions[target]), msg.A("days", p.I("sub.long_days_per_team")))
				if entered >= 0 && target < entered && clause == "ok" {
					res.Decide("ocsb.dec.sub-upwards")
				}
			}
			res.Parties = []engine.Party{{Role: "player", Outs: []engine.Out{
				engine.Bool("allowed", clause == "ok"), engine.Str("clause", clause),
			}}}
			return res, nil
		},
	}
}
