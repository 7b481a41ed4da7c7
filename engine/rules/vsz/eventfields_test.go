package vsz

import (
	"testing"

	"arbiter/engine/internal/calctest"
)

// TestEventFields: every calculator's fields are classified on purpose, event or case
// (engine.Field.Event): the fields of the event, by calculator (calctest.EventFields).
func TestEventFields(t *testing.T) {
	calctest.EventFields(t, calculators(), map[string][]string{
		"vsz.cross-imp":           nil,
		"vsz.butler":              nil,
		"vsz.matchpoints":         nil,
		"vsz.imp-vp":              {"boards", "given"},
		"vsz.bam":                 nil,
		"vsz.seating-first":       {"segments", "teams"},
		"vsz.seating-error":       {"event", "pair_form", "boards"},
		"vsz.unfinished-match":    {"boards"},
		"vsz.correction-deadline": nil,
		"vsz.revealed-board":      {"pair_form"},
		"vsz.protest-deadline":    nil,
		"vsz.szeb-deadline":       nil,
		"vsz.protest-fee":         nil,
		"vsz.time":                nil,
		"vsz.unplayed-time":       {"form"},
		"vsz.lateness":            {"form"},
		"vsz.substitute":          {"event"},
		"vsz.change":              {"event", "segment_boards"},
		"vsz.absent-team":         nil,
		"vsz.absent-pair":         {"pair_form"},
		"vsz.bye-team":            nil,
		"vsz.bye-pair":            {"pair_form"},
		"vsz.concession":          {"boards"},
		"vsz.withdrawal":          {"event", "scheduled"},
		"vsz.disciplinary-range":  {"form"},
		"vsz.unit-size":           {"event"},
		"vsz.postponement":        nil,
	})
}
