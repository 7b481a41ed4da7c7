package rulesets

import (
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
)

// TestRegulationShape: every package under engine/rules has the files of the one regulation
// shape (engine/MODEL.md), so that a reader finds the same thing in the same place in each.
func TestRegulationShape(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("..", "rules", "*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("rules packages: %v, %v", dirs, err)
	}
	regulations := map[string]bool{} // the packages of the registry's regulations
	for _, r := range registry {
		name := runtime.FuncForPC(reflect.ValueOf(r.load).Pointer()).Name() // arbiter/engine/rules/nsbk.Load
		regulations[strings.TrimSuffix(name[strings.LastIndexByte(name, '/')+1:], ".Load")] = true
	}
	for _, dir := range dirs {
		x := filepath.Base(dir)
		if regulations[x] {
			// a regulation says how its rulings are challenged (Ruleset.Deadline), where the
			// shared packages (Law 12, the scoring tools) have no rulings of their own
			if _, err := os.Stat(filepath.Join(dir, "receipt.go")); err != nil {
				t.Errorf("engine/rules/%s has no receipt.go: a regulation declares its Ruleset.Deadline there (MODEL.md, 'One regulation shape')", x)
			}
		}
		for _, f := range []string{x + ".go", "load.go", "params.go", "rules.go", "calculators.go", "messages.go", "example_test.go", "eventfields_test.go", x + "_test.go"} {
			if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
				t.Errorf("engine/rules/%s has no %s: every regulation package has the files of MODEL.md's 'One regulation shape'", x, f)
			}
		}
	}
}
