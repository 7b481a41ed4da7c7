package rulesets

import (
	"os"
	"path/filepath"
	"testing"
)

// TestRegulationShape: every package under engine/rules has the files of the one regulation
// shape (engine/MODEL.md), so that a reader finds the same thing in the same place in each.
func TestRegulationShape(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("..", "rules", "*"))
	if err != nil || len(dirs) < 6 {
		t.Fatalf("rules packages: %v, %v", dirs, err)
	}
	for _, dir := range dirs {
		x := filepath.Base(dir)
		for _, f := range []string{x + ".go", "load.go", "params.go", "rules.go", "calculators.go", "messages.go", "example_test.go", x + "_test.go"} {
			if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
				t.Errorf("engine/rules/%s has no %s: every regulation package has the files of MODEL.md's 'One regulation shape'", x, f)
			}
		}
	}
}
