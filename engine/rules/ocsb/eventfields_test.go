package ocsb

import (
	"testing"

	"arbiter/engine/internal/calctest"
)

// TestEventFields: every calculator's fields are classified on purpose, event or case
// (engine.Field.Event): the fields of the event, by calculator (calctest.EventFields).
func TestEventFields(t *testing.T) {
	calctest.EventFields(t, calculators(), map[string][]string{
		"ocsb.zt":               {"count_by"},
		"ocsb.zt-log":           {"count_by"},
		"ocsb.slow-play":        nil,
		"ocsb.vp":               {"boards", "given"},
		"ocsb.playoff":          nil,
		"ocsb.substitute":       nil,
		"ocsb.fee":              {"division"},
		"ocsb.promotion":        {"division", "div3_teams"},
		"ocsb.ranking":          nil,
		"ocsb.format":           {"division"},
		"ocsb.seeding":          nil,
		"ocsb.carry-over":       nil,
		"ocsb.playoff-pairings": nil,
		"ocsb.systems":          {"division"},
		"ocsb.seating":          nil,
		"ocsb.protest":          nil,
		"ocsb.correction":       nil,
	})
}
