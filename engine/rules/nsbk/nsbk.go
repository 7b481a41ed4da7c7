// Package nsbk is the nsbk ruleset (see shared/spec/rules-catalogue.md).
package nsbk

import "arbiter/engine"

// Ruleset is nsbk as data.
var Ruleset = &engine.Ruleset{ID: "nsbk", Version: 1}
