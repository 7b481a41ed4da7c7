// Package scoring is the pseudo-ruleset of the scoring tools: contract score, IMPs, VPs, the
// one-board traveller and the team-match sheet, as calculators over engine/bridge.
package scoring

import "arbiter/engine"

// Ruleset holds the scoring tools.
var Ruleset = &engine.Ruleset{ID: "scoring", Version: 1}
