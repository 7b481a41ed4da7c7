package clubfine

import "arbiter/engine"

var lazy engine.Lazy

// Load builds the ruleset's calculators and registers its messages once, and returns it.
func Load() *engine.Ruleset {
	return lazy.Load(Ruleset, func() {
		Ruleset.Calculators = calculators()
		registerMessages()
		registerReceipt()
	})
}
