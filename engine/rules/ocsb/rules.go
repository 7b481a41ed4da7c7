package ocsb

import "arbiter/engine"

// rules holds one entry for every ### ID of the catalogue's ocsb section, with its citation (see
// the package doc) and the calculators that compute it, or why it is informational.
var rules = []engine.Rule{
	{ID: "ocsb.vp", Section: "KMOR §5", Calculators: []string{"ocsb.vp"}, Summary: "rule.ocsb.vp"},
	{ID: "ocsb.zt", Section: "KMOR §10", Calculators: []string{"ocsb.zt", "ocsb.zt-log"}, Summary: "rule.ocsb.zt"},
	{ID: "ocsb.slow-play", Section: "KMOR §11", Calculators: []string{"ocsb.slow-play"}, Summary: "rule.ocsb.slow-play"},
	{ID: "ocsb.substitutes", Section: "KMOR §3", Calculators: []string{"ocsb.substitute"}, Summary: "rule.ocsb.substitutes"},
	{ID: "ocsb.format", Section: "KMOR §4, §6, §15, §16", Calculators: []string{"ocsb.format", "ocsb.seeding",
		"ocsb.carry-over", "ocsb.playoff-pairings", "ocsb.ranking", "ocsb.promotion", "ocsb.playoff"}, Summary: "rule.ocsb.format"},
	{ID: "ocsb.seating-and-changes", Section: "KMOR §8", Calculators: []string{"ocsb.seating"}, Summary: "rule.ocsb.seating-and-changes"},
	{ID: "ocsb.other", Section: "KMOR §1, §2, §12, §16", Info: "ocsb.info.other", Summary: "rule.ocsb.other"},
	{ID: "ocsb.results", Section: "KMOR §7", Calculators: []string{"ocsb.correction"}, Summary: "rule.ocsb.results"},
	{ID: "ocsb.systems", Section: "KMOR §9", Calculators: []string{"ocsb.systems", "ocsb.seating"}, Summary: "rule.ocsb.systems"},
	{ID: "ocsb.protests", Section: "KMOR §13", Calculators: []string{"ocsb.protest"}, Summary: "rule.ocsb.protests"},
	{ID: "ocsb.fees", Section: "KMOR §18", Calculators: []string{"ocsb.fee"}, Summary: "rule.ocsb.fees"},
}
