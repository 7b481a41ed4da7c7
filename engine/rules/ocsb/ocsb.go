// Package ocsb is the ocsb-kmor-2018 ruleset (see shared/spec/rules-catalogue.md).
package ocsb

import "arbiter/engine"

// Ruleset is ocsb-kmor-2018 as data.
var Ruleset = &engine.Ruleset{ID: "ocsb-kmor-2018", Version: 1}
