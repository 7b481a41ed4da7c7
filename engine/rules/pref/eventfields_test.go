package pref

import (
	"testing"

	"arbiter/engine/internal/calctest"
)

// TestEventFields: every calculator's fields are classified on purpose, event or case
// (engine.Field.Event): the fields of the event, by calculator (calctest.EventFields).
func TestEventFields(t *testing.T) {
	calctest.EventFields(t, calculators(), map[string][]string{
		"pref.value":        nil,
		"pref.sheet":        {"start_bula"},
		"pref.ruling":       nil,
		"pref.go-bula":      nil,
		"pref.out-of-game":  {"start_bula", "league"},
		"pref.revoke":       nil,
		"pref.hearing":      nil,
		"pref.bula-reasons": nil,
		"pref.rescore":      nil,
		"pref.lead-fix":     nil,
		"pref.lead":         nil,
		"pref.reasons":      nil,
	})
}
