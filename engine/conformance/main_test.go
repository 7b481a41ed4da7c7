package conformance

import (
	"os"
	"testing"

	"arbiter/engine/rulesets"
)

// The adapters read the rulesets' calculators directly: build every ruleset first.
func TestMain(m *testing.M) {
	rulesets.All()
	os.Exit(m.Run())
}
