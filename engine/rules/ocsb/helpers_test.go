package ocsb

import (
	"testing"

	"arbiter/engine"
)

// run runs calculator id on its defaults with set overriding some fields.
func run(t *testing.T, id string, set map[string][]int64) (*engine.Result, error) {
	t.Helper()
	return runWith(t, nil, id, set)
}

func runWith(t *testing.T, over map[string]float64, id string, set map[string][]int64) (*engine.Result, error) {
	t.Helper()
	c := Ruleset.Calculator(id)
	if c == nil {
		t.Fatalf("no calculator %s", id)
	}
	v, err := c.Inputs.With(set)
	if err != nil {
		t.Fatalf("%s: %v", id, err)
	}
	return c.Run(engine.NewParams(Ruleset, over), v)
}

// mustRun is run that fails the test on an error and returns the flat outcome map.
func mustRun(t *testing.T, id string, set map[string][]int64) (map[string]any, *engine.Result) {
	t.Helper()
	res, err := run(t, id, set)
	if err != nil {
		t.Fatalf("%s(%v): %v", id, set, err)
	}
	return res.Flat(), res
}

func hasDecision(r *engine.Result, key string) bool {
	for _, d := range r.Decisions {
		if d == key {
			return true
		}
	}
	return false
}

func idx(options []string, code string) int64 {
	for i, o := range options {
		if o == code {
			return int64(i)
		}
	}
	panic("no option " + code)
}

func p0() *engine.Params { return engine.NewParams(Ruleset, nil) }

func i64(x ...int64) []int64 { return x }

func b(x bool) []int64 {
	if x {
		return []int64{1}
	}
	return []int64{0}
}
