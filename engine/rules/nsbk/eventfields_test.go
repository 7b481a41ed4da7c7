package nsbk

import (
	"testing"

	"arbiter/engine/internal/calctest"
)

// TestEventFields: every calculator's fields are classified on purpose, event or case
// (engine.Field.Event): the fields of the event, by calculator (calctest.EventFields).
func TestEventFields(t *testing.T) {
	calctest.EventFields(t, calculators(), map[string][]string{
		"nsbk.lateness":        {"form", "top"},
		"nsbk.unplayed":        {"form", "top"},
		"nsbk.score-entry":     {"form", "top"},
		"nsbk.fouled-board":    {"form", "top"},
		"nsbk.unsportsmanlike": {"form", "top"},
		"nsbk.offending-td":    {"form", "top"},
		"nsbk.psych":           {"event", "form", "top"},
		"nsbk.brown-sticker":   nil,
	})
}
