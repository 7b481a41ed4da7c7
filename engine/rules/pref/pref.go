// Package pref is the pref-club ruleset (see shared/spec/rules-catalogue.md).
package pref

import "arbiter/engine"

// Ruleset is pref-club as data.
var Ruleset = &engine.Ruleset{ID: "pref-club", Version: 1}
