package scoring

import "arbiter/engine"

// params is every number of the scoring tools, in link order (append only), each with its
// citation.
var params = []engine.Param{
	{Key: "butler.discard", Value: 1, Unit: "count", Rule: "scoring.law78d", Section: "Law 78D", Min: 0, Max: 10, Integer: true, Note: "scoring.p.discard"},
	{Key: "butler.round_to", Value: 10, Unit: "points", Rule: "scoring.law78d", Section: "Law 78D", Min: 1, Max: 100, Integer: true, Note: "scoring.p.round_to"},
}
