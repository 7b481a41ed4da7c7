package ocsb

import (
	"arbiter/engine"
	"arbiter/engine/rules/law12"
)

var lazy engine.Lazy

// Load builds the ruleset's calculators and message tables once (engine.Lazy) and returns it.
func Load() *engine.Ruleset {
	return lazy.Load(Ruleset, func() {
		fillTables()
		fillTextTables()
		// Law 12 adjusted scores apply to every bridge ruleset: its calculators follow this
		// ruleset's own (its parameters and rule are appended at init).
		Ruleset.Calculators = append(calculators(), law12.Calculators()...)
		registerMessages()
	})
}
