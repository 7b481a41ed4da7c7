package ocsb

import (
	"arbiter/engine"
	"arbiter/engine/rules/law12"
)

var lazy engine.Lazy

// Load builds the ruleset's calculators and registers its messages once (engine.Lazy), on first
// use, and returns it.
func Load() *engine.Ruleset {
	return lazy.Load(Ruleset, func() {
		// Law 12 adjusted scores apply to every bridge ruleset: its calculators follow this
		// ruleset's own (its parameters and rules follow in Ruleset).
		Ruleset.Calculators = append(calculators(), law12.Calculators()...)
		registerMessages()
		registerReceipt()
	})
}
