package rulesets

import (
	"fmt"
	"testing"

	"arbiter/engine"
)

// eventFields names, for every calculator, the fields that describe the event (marked
// .AsEvent(): the form fills them from the open event or the regulation); every other field
// describes the case and opens blank. A new calculator, or a field marked or unmarked, fails
// TestCaseFieldsClassified until this table says so: decide for each new field whether the
// director knows it from the event (form, top, boards of the match, pairs or teams, division,
// the starting bula) or from the case at hand (minutes, breaches, hands, results, times).
var eventFields = map[string][]string{
	"scoring.contract":        nil,
	"scoring.imp":             nil,
	"scoring.vp":              {"boards", "given"},
	"scoring.traveller":       nil,
	"scoring.match":           {"length"},
	"nsbk.lateness":           {"form", "top"},
	"nsbk.unplayed":           {"form", "top"},
	"nsbk.score-entry":        {"form", "top"},
	"nsbk.fouled-board":       {"form", "top"},
	"nsbk.unsportsmanlike":    {"form", "top"},
	"nsbk.offending-td":       {"form", "top"},
	"nsbk.psych":              {"event", "form", "top"},
	"nsbk.brown-sticker":      nil,
	"law12.artificial":        {"form", "top"},
	"law12.assigned":          {"form"},
	"law12.weighted":          {"form"},
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
	"ocsb.zt":                 {"count_by"},
	"ocsb.zt-log":             {"count_by"},
	"ocsb.slow-play":          nil,
	"ocsb.vp":                 {"boards", "given"},
	"ocsb.playoff":            nil,
	"ocsb.substitute":         nil,
	"ocsb.fee":                {"division"},
	"ocsb.promotion":          {"division", "div3_teams"},
	"ocsb.ranking":            nil,
	"ocsb.format":             {"division"},
	"ocsb.seeding":            nil,
	"ocsb.carry-over":         nil,
	"ocsb.playoff-pairings":   nil,
	"ocsb.systems":            {"division"},
	"ocsb.seating":            nil,
	"ocsb.protest":            nil,
	"ocsb.correction":         nil,
	"pref.value":              nil,
	"pref.sheet":              {"start_bula"},
	"pref.ruling":             nil,
	"pref.go-bula":            nil,
	"pref.out-of-game":        {"start_bula", "league"},
	"pref.revoke":             nil,
	"pref.hearing":            nil,
	"pref.bula-reasons":       nil,
	"pref.rescore":            nil,
	"pref.lead-fix":           nil,
	"pref.lead":               nil,
	"pref.reasons":            nil,
}

// TestCaseFieldsClassified: every calculator's fields are classified on purpose, event or case
// (engine.Field.Event), as eventFields says; an event field is never a list (a table opens with
// the case's rows).
func TestCaseFieldsClassified(t *testing.T) {
	seen := map[string]bool{}
	for _, rs := range append([]*engine.Ruleset{Scoring()}, All()...) {
		for _, c := range rs.Calculators {
			seen[c.ID] = true
			want, ok := eventFields[c.ID]
			if !ok {
				t.Errorf("%s: calculator %s has no row in eventFields: name its event fields (nil when all describe the case)", rs.ID, c.ID)
				continue
			}
			var got []string
			for _, f := range c.Inputs {
				if f.Event {
					got = append(got, f.Name)
					if f.Kind.IsList() {
						t.Errorf("%s: %s is a list marked as an event field", c.ID, f.Name)
					}
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s (%s): event fields %q, eventFields says %q: mark the field .AsEvent() in its calculators.go, or fix the table", c.ID, rs.ID, got, want)
			}
		}
	}
	for id := range eventFields {
		if !seen[id] {
			t.Errorf("eventFields names %s, which no ruleset has", id)
		}
	}
}
