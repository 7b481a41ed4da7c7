package nsbk

import (
	"arbiter/engine"
	"arbiter/engine/rules/law12"
)

var lazy engine.Lazy

// Load builds the ruleset's calculators (its own, then Law 12's) and registers its messages
// once (engine.Lazy), and returns it.
func Load() *engine.Ruleset {
	return lazy.Load(Ruleset, func() {
		Ruleset.Calculators = append(calculators(), law12.Calculators()...)
		registerMessages()
		registerReceipt()
	})
}
