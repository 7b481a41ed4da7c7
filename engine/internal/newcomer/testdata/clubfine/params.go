package clubfine

import "arbiter/engine"

// params is every number of the rule, in link order (append only).
var params = []engine.Param{
	{Key: "lateness.pct_per_minute", Value: 5, Unit: "pct_top", Rule: "clubfine.lateness", Section: "Club §1", Min: 0, Max: 100},
}
