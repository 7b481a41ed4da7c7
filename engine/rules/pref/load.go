package pref

import (
	"arbiter/engine"
)

var lazy engine.Lazy

// Load builds the ruleset's calculators and message tables once (engine.Lazy) and returns it.
func Load() *engine.Ruleset {
	return lazy.Load(Ruleset, func() {
		Ruleset.Calculators = calculators()
		registerMessages()
		registerReceipt()
	})
}
