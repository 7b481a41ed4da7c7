package paths

import (
	"arbiter/engine/link"
	"arbiter/engine/rulesets"
)

// Codec is the share-link codec over this build's rulesets.
var Codec = link.New(rulesets.Get)
