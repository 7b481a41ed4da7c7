package link

// rulesetNumbers is the frozen table of ruleset numbers: a link names its ruleset by its
// position here. Written by `go test ./engine/rulesets -run Frozen -update-numbering`, which only
// appends a registered ruleset that has no number yet; never edit, move or delete a line by
// hand (TestFrozen holds it).
var rulesetNumbers = []string{
	"scoring",        // 0
	"nsbk",           // 1
	"mbsz-vsz-2017",  // 2
	"ocsb-kmor-2018", // 3
	"pref-club",      // 4
}
