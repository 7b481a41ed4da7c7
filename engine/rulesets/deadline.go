package rulesets

import "arbiter/engine"

// Deadline is the limit for challenging a ruling of calculator calc under regulation rs, with
// rs's parameters p (the link's data version and club values) and the facts the director
// entered, as rs declares it (Ruleset.Deadline); false for a ruleset without one (the scoring
// tools).
func Deadline(rs *engine.Ruleset, p *engine.Params, calc string, f engine.DeadlineFacts) (engine.Deadline, bool) {
	if rs == nil || p == nil || rs.Deadline == nil {
		return engine.Deadline{}, false
	}
	return rs.Deadline(p, calc, f), true
}

// DeadlineInputs are the facts rs's limits run from, in the order the share box asks for them
// (Ruleset.DeadlineInputs); none when its limit has no moment (nsbk, pref, the scoring tools).
func DeadlineInputs(rs *engine.Ruleset) []engine.DeadlineInput {
	if rs == nil {
		return nil
	}
	return rs.DeadlineInputs
}
