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

// subLimits word, per highestDivision (−1 first), where a long substitute may play.
var subLimits = []string{"ocsb.sub.limit.none", "ocsb.sub.limit.I/A", "ocsb.sub.limit.I/B", "ocsb.sub.limit.II", "ocsb.sub.limit.III"}

// subClauseSteps explain each outcome of SubstituteClause for a long substitute.
var subClauseSteps = map[string]string{
	"ok":           "ocsb.step.sub-clause.ok",
	"playoff":      "ocsb.step.sub-clause.playoff",
	"own-division": "ocsb.step.sub-clause.own-division",
	"mp-limit":     "ocsb.step.sub-clause.mp-limit",
	"too-low":      "ocsb.step.sub-clause.too-low",
	"days-limit":   "ocsb.step.sub-clause.days-limit",
}

// SubstituteInput is a substitute and the match he would play.
type SubstituteInput struct {
	MasterPoints int    // masterpoints on the live list at the end of 2017, 0–1,000,000
	Target       string // the match's division: "I/A", "I/B", "II", "III"
	Entered      string // the division he is entered in, or "none"
	Kind         string // "long" or "short" (up to 2 boards a day)
	Playoff      bool   // a play-off match
	DaysForTeam  int    // days already played for this team as a long substitute, 0–30
}

// Substitute decides whether a substitute may play: a short one always; a long one not in a
// play-off, not in his own division, not above his masterpoint limit, not more than one division
// below his own and not beyond the allowed days for the same team. Rule ocsb.substitutes, KMOR §3.
func Substitute(p *engine.Params, in SubstituteInput) (*engine.Result, error) {
	mp := float64(in.MasterPoints)
	target := divIndex(in.Target)
	if target < 0 {
		return nil, badOption("target", divisions...)
	}
	entered := divIndex(in.Entered)
	if entered < 0 && in.Entered != "none" {
		return nil, badOption("entered", append([]string{"none"}, divisions...)...)
	}
	long := in.Kind == "long"
	clause := SubstituteClause(p, mp, target, entered, long, in.Playoff, in.DaysForTeam)
	res := &engine.Result{}
	if !long {
		res.Step("ocsb.step.sub-short", msg.A("boards", p.I("sub.short_boards_per_day")))
	} else {
		hi := highestDivision(p, mp)
		res.Step("ocsb.step.sub-mp", msg.A("mp", int64(mp)), msg.A("limit", msg.Ref(subLimits[hi+1])))
		if entered >= 0 {
			res.Step("ocsb.step.sub-entered", msg.A("division", divisions[entered]),
				msg.A("n", p.I("sub.max_divisions_below")))
		}
		res.Step(subClauseSteps[clause],
			msg.A("target", divisions[target]), msg.A("days", p.I("sub.long_days_per_team")))
		if entered >= 0 && target < entered && clause == "ok" {
			res.Decide("ocsb.dec.sub-upwards")
		}
	}
	res.Parties = []engine.Party{{Role: "player", Outs: []engine.Out{
		engine.Bool("allowed", clause == "ok"), engine.Str("clause", clause),
	}}}
	return res, nil
}
