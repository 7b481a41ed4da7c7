package vsz

import (
	"sync"

	"arbiter/engine"
	"arbiter/engine/rules/law12"
)

// Load builds the ruleset's calculators and registers its messages, once, and returns the
// ruleset. The registry (package rulesets) calls it on first use, so that a start-up builds
// only the rulesets it shows; everything that reads Calculators goes through the registry or
// calls Load first.
func Load() *engine.Ruleset {
	loadOnce.Do(func() {
		fillTables()
		fillStepTables()
		Ruleset.Calculators = append(calculators(), law12.Calculators()...)
		registerMessages()
	})
	return Ruleset
}

var loadOnce sync.Once
