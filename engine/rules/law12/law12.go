// Package law12 holds the adjusted scores of Law 12 of the Laws of Duplicate Bridge (2017),
// shared by every bridge ruleset: artificial adjusted scores (Law 12C2, average plus / average
// / average minus with the own-average convention), the director's assigned score scored like
// a table result (Law 12C1(b)) and the weighted assigned score (Law 12C1(c)).
//
// Citations: the Laws' own numbering behind "Law", as in "Law 12C2".
//
// A ruleset includes it with Params(), Rules() and Calculators(), after its own entries
// (engine/MODEL.md, "Links and logs forever"); the parameter keys are prefixed "law12." so
// that they never clash with the ruleset's own. The package has the files of the one
// regulation shape, with these three in place of a Ruleset: the numbers in params.go, the rule
// in rules.go, the forms in calculators.go, the typed cores in artificial.go and assigned.go,
// the texts in messages.go (registered at start-up: load.go). A typed core takes an enum's
// option code as a string and refuses one its form does not offer (EINVALID).
package law12

import (
	"slices"
	"strings"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// RuleID is the rule every Law 12 calculator and parameter belongs to.
const RuleID = "law12"

// Params returns the Law 12 numbers as parameters, keys prefixed "law12.", in link order.
func Params() []engine.Param { return slices.Clone(params) }

// Rules returns the Law 12 rule entry a ruleset lists beside its own.
func Rules() []engine.Rule { return slices.Clone(rules) }

// Calculators returns fresh values of the three Law 12 calculators, in link order.
func Calculators() []*engine.Calculator { return calculators() }

// oneOf refuses an option code that field's form does not offer (a core called directly may be
// given one; the form cannot send one): EINVALID naming the field and its options, or nil.
func oneOf(field, code string, options ...string) error {
	if slices.Contains(options, code) {
		return nil
	}
	return engine.InvalidKey(field, "err.enum", msg.A("options", strings.Join(options, ", ")))
}
