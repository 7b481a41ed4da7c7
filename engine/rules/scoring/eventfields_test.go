package scoring

import (
	"testing"

	"arbiter/engine/internal/calctest"
)

// TestEventFields: every calculator's fields are classified on purpose, event or case
// (engine.Field.Event): the fields of the event, by calculator (calctest.EventFields).
func TestEventFields(t *testing.T) {
	calctest.EventFields(t, calculators(), map[string][]string{
		"scoring.contract":  nil,
		"scoring.imp":       nil,
		"scoring.vp":        {"boards", "given"},
		"scoring.traveller": nil,
		"scoring.match":     {"length"},
	})
}
