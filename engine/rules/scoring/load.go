package scoring

// The scoring tools are always built: Ruleset holds their calculators from start-up
// (rulesets.Scoring), and their texts are registered then too.
func init() { registerMessages() }
