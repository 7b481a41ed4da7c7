package rulesets

import (
	"arbiter/engine"
	"arbiter/engine/rules/nsbk"
	"arbiter/engine/rules/ocsb"
	"arbiter/engine/rules/pref"
	"arbiter/engine/rules/vsz"
)

// Deadline is the limit for challenging a ruling of calculator calc under regulation rs, with
// rs's parameters p (the link's data version and club values) and the facts the director
// entered; false for a ruleset without one (the scoring tools).
func Deadline(rs *engine.Ruleset, p *engine.Params, calc string, f engine.DeadlineFacts) (engine.Deadline, bool) {
	if rs == nil || p == nil {
		return engine.Deadline{}, false
	}
	var fn func(*engine.Params, string, engine.DeadlineFacts) engine.Deadline
	switch rs.ID {
	case nsbk.Ruleset.ID:
		fn = nsbk.Deadline
	case vsz.Ruleset.ID:
		fn = vsz.Deadline
	case ocsb.Ruleset.ID:
		fn = ocsb.Deadline
	case pref.Ruleset.ID:
		fn = pref.Deadline
	default:
		return engine.Deadline{}, false
	}
	return fn(p, calc, f), true
}

// DeadlineInputs are the facts rs's limits run from, in the order the share box asks for them;
// none when its limit has no moment (nsbk, pref, the scoring tools).
func DeadlineInputs(rs *engine.Ruleset) []engine.DeadlineInput {
	if rs == nil {
		return nil
	}
	switch rs.ID {
	case vsz.Ruleset.ID:
		return vsz.DeadlineInputs()
	case ocsb.Ruleset.ID:
		return ocsb.DeadlineInputs()
	}
	return nil
}
