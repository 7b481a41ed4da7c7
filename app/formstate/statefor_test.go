//go:build !wasm

package formstate

import (
	"testing"

	"arbiter/app/paths"
	"arbiter/engine"
	"arbiter/engine/msg"
)

// stateFor is the form state of calculator id with its defaults, in language l.
func stateFor(t *testing.T, id string, l msg.Lang) (*engine.Ruleset, *engine.Calculator, FormState) {
	t.Helper()
	all, _ := paths.Screens()
	for _, sc := range all {
		if sc.Calc.ID == id {
			return sc.RS, sc.Calc, NewFormState(sc.RS, sc.Calc, nil, l)
		}
	}
	t.Fatalf("no calculator %s", id)
	return nil, nil, FormState{}
}
