package ocsb

import (
	"os"
	"testing"
)

// The package's tests read Ruleset.Calculators and its messages: build them first.
func TestMain(m *testing.M) {
	Load()
	os.Exit(m.Run())
}
