package scoring

import (
	"arbiter/engine"
	"arbiter/engine/rules/law12"
)

// params is every number of the scoring tools, in link order (append only), each with its
// citation.
var params = []engine.Param{
	{Key: "butler.discard", Value: 1, Unit: "count", Rule: "scoring.law78d", Section: "Law 78D", Min: 0, Max: 10, Integer: true, Note: "scoring.p.discard"},
	{Key: "butler.round_to", Value: 10, Unit: "points", Rule: "scoring.law78d", Section: "Law 78D", Min: 1, Max: 100, Integer: true, Note: "scoring.p.round_to"},
}

// law12Params are the Law 12 percentages of an artificial adjusted score (average plus,
// average, average minus), which the traveller reads for a result not played: club values of
// the scoring tools too, after their own numbers (engine/MODEL.md, "Links and logs forever").
func law12Params() []engine.Param {
	var out []engine.Param
	for _, p := range law12.Params() {
		switch p.Key {
		case "law12.a_plus_pct", "law12.a_pct", "law12.a_minus_pct":
			out = append(out, p)
		}
	}
	return out
}
