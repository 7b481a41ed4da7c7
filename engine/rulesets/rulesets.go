// Package rulesets is the registry of every ruleset the product ships, in menu order.
package rulesets

import (
	"arbiter/engine"
	"arbiter/engine/rules/nsbk"
	"arbiter/engine/rules/ocsb"
	"arbiter/engine/rules/pref"
	"arbiter/engine/rules/scoring"
	"arbiter/engine/rules/vsz"
)

// All lists the regulation rulesets in menu order.
func All() []*engine.Ruleset {
	return []*engine.Ruleset{nsbk.Ruleset, vsz.Ruleset, ocsb.Ruleset, pref.Ruleset}
}

// Scoring is the pseudo-ruleset of the scoring tools (contract score, IMP, VP, traveller, team match).
func Scoring() *engine.Ruleset { return scoring.Ruleset }

// Get returns the ruleset id (the scoring tools included), or nil.
func Get(id string) *engine.Ruleset {
	for _, r := range append(All(), scoring.Ruleset) {
		if r.ID == id {
			return r
		}
	}
	return nil
}

// Calculator finds a calculator by ruleset and calculator id.
func Calculator(rs, id string) (*engine.Ruleset, *engine.Calculator) {
	r := Get(rs)
	if r == nil {
		return nil, nil
	}
	return r, r.Calculator(id)
}
