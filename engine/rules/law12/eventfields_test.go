package law12

import (
	"testing"

	"arbiter/engine/internal/calctest"
)

// TestEventFields: every calculator's fields are classified on purpose, event or case
// (engine.Field.Event): the fields of the event, by calculator (calctest.EventFields).
func TestEventFields(t *testing.T) {
	calctest.EventFields(t, calculators(), map[string][]string{
		"law12.artificial": {"form", "top"},
		"law12.assigned":   {"form"},
		"law12.weighted":   {"form"},
	})
}
