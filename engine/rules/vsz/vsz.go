// Package vsz is the mbsz-vsz-2017 ruleset (see shared/spec/rules-catalogue.md).
package vsz

import "arbiter/engine"

// Ruleset is mbsz-vsz-2017 as data.
var Ruleset = &engine.Ruleset{ID: "mbsz-vsz-2017", Version: 1}
