// Package vsz is the mbsz-vsz-2017 ruleset: the competition regulations (Versenyszabályzat)
// of the Hungarian Bridge Federation, 2017, sections 1–27 (see
// shared/spec/rules-catalogue.md). Every number is a parameter; the calculators read them
// through engine.Params and cite the Hungarian section numbers.
package vsz

import (
	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rules/law12"
)

// ID is the ruleset's identifier.
const ID = "mbsz-vsz-2017"

// Ruleset is mbsz-vsz-2017 as data, with the Law 12 adjusted scores of package law12 appended.
var Ruleset = &engine.Ruleset{
	ID: ID,
	Names: msg.Text{
		En: "Hungarian Bridge Federation competition regulations (VSZ 2017)",
		Sr: "Takmičarski pravilnik Mađarskog bridž saveza (VSZ 2017)",
		Hu: "MBSZ Versenyszabályzat 2017 (VSZ)",
	},
	Source:  "Magyar Bridzs Szövetség: Versenyszabályzat 2017, 1–27. szakasz (a forrás a 27.C pontban megszakad)",
	Version: 1,
	Lang:    msg.HU,
	Params:  append(params, law12.Params()...),
	Rules:   append(rules, law12.Rules()...),
}

// Rule IDs, exactly as the catalogue writes them.
const (
	R11    = "vsz.11"
	R12    = "vsz.12"
	R14    = "vsz.14"
	R14D   = "vsz.14D"
	R15    = "vsz.15"
	R16    = "vsz.16"
	R17    = "vsz.17"
	R18    = "vsz.18–20"
	R21    = "vsz.21–22"
	R24    = "vsz.24–26"
	R27    = "vsz.27"
	ROther = "vsz.other"
)

// params is a literal, so it is data in the wasm rather than code run at every start. Its order
// is fixed: club values in share links name parameters by their index (the playing-time rows of
// §17.A were appended last, and stay there).
var params = []engine.Param{
	// §11 pair scoring
	{Key: "butler.datum_round", Value: 10, Unit: "points", Rule: R11, Section: "11", Min: 1, Max: 100, Integer: true},
	{Key: "movement.min_boards_pct", Value: 80, Unit: "pct", Rule: R11, Section: "11", Min: 0, Max: 100},
	// §12 team scoring (board-a-match)
	{Key: "bam.win_points", Value: 2, Unit: "points", Rule: R12, Section: "12", Min: 0, Max: 10},
	{Key: "bam.tie_points", Value: 1, Unit: "points", Rule: R12, Section: "12", Min: 0, Max: 10},
	// §14.D seating errors
	{Key: "seating.pairs_penalty_pct_top", Value: 50, Unit: "pct_top", Rule: R14D, Section: "14.D.2.b", Min: 0, Max: 100},
	{Key: "seating.pairs_penalty_imp", Value: 5, Unit: "imp", Rule: R14D, Section: "14.D.2.b", Min: 0, Max: 24},
	{Key: "seating.other_table_imp", Value: 3, Unit: "imp", Rule: R14D, Section: "14.D.2.c", Min: 0, Max: 24},
	{Key: "seating.min_played_pct", Value: 75, Unit: "pct", Rule: R14D, Section: "14.D.2.c, 14.D.3.c.i", Min: 0, Max: 100},
	{Key: "seating.unplayed_imp_short", Value: 3, Unit: "imp", Rule: R14D, Section: "14.D.3.c.i", Min: 0, Max: 24},
	{Key: "seating.unplayed_imp_long", Value: 2, Unit: "imp", Rule: R14D, Section: "14.D.3.c.i", Min: 0, Max: 24},
	{Key: "seating.short_match_max_boards", Value: 16, Unit: "boards", Rule: R14D, Section: "14.D.3.c.i", Min: 1, Max: 256, Integer: true},
	{Key: "seating.full_replay_vp", Value: 1, Unit: "vp", Rule: R14D, Section: "14.D.3.c.i", Min: 0, Max: 20},
	{Key: "seating.half_pct", Value: 50, Unit: "pct", Rule: R14D, Section: "14.D.3.c.iii", Min: 0, Max: 100},
	{Key: "seating.half_deduct_vp", Value: 5, Unit: "vp", Rule: R14D, Section: "14.D.3.c.iii.1", Min: 0, Max: 20},
	{Key: "seating.partial_deduct_vp", Value: 3, Unit: "vp", Rule: R14D, Section: "14.D.3.c.iii.2", Min: 0, Max: 20},
	{Key: "seating.fixed_vp", Value: 7, Unit: "vp", Rule: R14D, Section: "14.D.3.c.iv", Min: 0, Max: 20},
	{Key: "seating.favoured_vp", Value: 0, Unit: "vp", Rule: R14D, Section: "14.D.3.c.iv", Min: 0, Max: 20},
	// §15 correcting results
	{Key: "correction.before_next_min", Value: 30, Unit: "min", Rule: R15, Section: "15.E", Min: 0, Max: 1440, Integer: true},
	{Key: "correction.after_publish_min", Value: 30, Unit: "min", Rule: R15, Section: "15.E", Min: 0, Max: 10080, Integer: true},
	{Key: "correction.qualifying_close_min", Value: 60, Unit: "min", Rule: R15, Section: "15.G", Min: 0, Max: 1440, Integer: true},
	{Key: "correction.official_after_h", Value: 24, Unit: "hours", Rule: R15, Section: "15.H", Min: 0, Max: 720, Integer: true},
	// §16 protests
	{Key: "protest.after_session_min", Value: 30, Unit: "min", Rule: R16, Section: "16", Min: 0, Max: 1440, Integer: true},
	{Key: "protest.after_event_min", Value: 10, Unit: "min", Rule: R16, Section: "16", Min: 0, Max: 1440, Integer: true},
	{Key: "protest.fee_ft", Value: 5000, Unit: "ft", Rule: R16, Section: "16.A", Min: 0, Max: 1e6, Integer: true},
	{Key: "protest.committee_min", Value: 3, Unit: "count", Rule: R16, Section: "16.C", Min: 1, Max: 15, Integer: true},
	{Key: "szeb.days", Value: 6, Unit: "days", Rule: R16, Section: "16.H", Min: 0, Max: 60, Integer: true},
	{Key: "szeb.championship_h", Value: 24, Unit: "hours", Rule: R16, Section: "16.H", Min: 0, Max: 240, Integer: true},
	{Key: "szeb.decision_days", Value: 15, Unit: "days", Rule: R16, Section: "16.H", Min: 0, Max: 90, Integer: true},
	// §17 playing time and unplayed boards
	{Key: "time.no_new_board_min", Value: 2, Unit: "min", Rule: R17, Section: "17.B", Min: 0, Max: 30, Integer: true},
	{Key: "avg.plus_pct", Value: 60, Unit: "pct", Rule: R17, Section: "17.B", Min: 0, Max: 100},
	{Key: "avg.pct", Value: 50, Unit: "pct", Rule: R17, Section: "17.B", Min: 0, Max: 100},
	{Key: "avg.minus_pct", Value: 40, Unit: "pct", Rule: R17, Section: "17.B", Min: 0, Max: 100},
	{Key: "avg.plus_imp", Value: 3, Unit: "imp", Rule: R17, Section: "17.B", Min: -24, Max: 24},
	{Key: "avg.imp", Value: 0, Unit: "imp", Rule: R17, Section: "17.B", Min: -24, Max: 24},
	{Key: "avg.minus_imp", Value: -3, Unit: "imp", Rule: R17, Section: "17.B", Min: -24, Max: 24},
	// §18–20 lateness, substitutes, changes
	{Key: "late.short_sub_boards", Value: 2, Unit: "boards", Rule: R18, Section: "18, 19.A", Min: 0, Max: 36, Integer: true},
	{Key: "sub.short_per_day", Value: 1, Unit: "count", Rule: R18, Section: "19.A", Min: 0, Max: 10, Integer: true},
	{Key: "sub.long_at_once", Value: 1, Unit: "count", Rule: R18, Section: "19.B", Min: 0, Max: 10, Integer: true},
	{Key: "sub.long_total", Value: 2, Unit: "count", Rule: R18, Section: "19.B", Min: 0, Max: 10, Integer: true},
	{Key: "change.min_segment_boards", Value: 16, Unit: "boards", Rule: R18, Section: "20.B.2", Min: 1, Max: 256, Integer: true},
	{Key: "change.after_share_pct", Value: 50, Unit: "pct", Rule: R18, Section: "20.B.2", Min: 0, Max: 100},
	// §21–22 absence and byes
	{Key: "absence.min_played_pct", Value: 50, Unit: "pct", Rule: R21, Section: "21", Min: 0, Max: 100},
	{Key: "absence.present_min_vp", Value: 12, Unit: "vp", Rule: R21, Section: "21.B, 22.B.2", Min: 0, Max: 20},
	{Key: "absence.absent_vp", Value: 0, Unit: "vp", Rule: R21, Section: "21.B, 22.B.2", Min: 0, Max: 20},
	{Key: "absence.vp_total", Value: 20, Unit: "vp", Rule: R21, Section: "21.B, 22.B.2", Min: 0, Max: 100},
	{Key: "bye.team_vp", Value: 12, Unit: "vp", Rule: R21, Section: "22.A.2", Min: 0, Max: 20},
	// §24–26 concession, withdrawal, disqualification
	{Key: "concession.min_played_pct", Value: 50, Unit: "pct", Rule: R24, Section: "24", Min: 0, Max: 100},
	{Key: "concession.notice_h", Value: 24, Unit: "hours", Rule: R24, Section: "24", Min: 0, Max: 240},
	{Key: "withdrawal.min_played_pct", Value: 50, Unit: "pct", Rule: R24, Section: "25, 26", Min: 0, Max: 100},
	{Key: "disqualify.min_members", Value: 2, Unit: "count", Rule: R24, Section: "26", Min: 1, Max: 7, Integer: true},
	// §27 disciplinary penalties
	{Key: "disc.mp_min_top", Value: 0.25, Unit: "top", Rule: R27, Section: "27.C", Min: 0, Max: 10},
	{Key: "disc.mp_max_top", Value: 1, Unit: "top", Rule: R27, Section: "27.C", Min: 0, Max: 10},
	{Key: "disc.imp_min", Value: 3, Unit: "imp", Rule: R27, Section: "27.C", Min: 0, Max: 100},
	{Key: "disc.imp_max", Value: 10, Unit: "imp", Rule: R27, Section: "27.C", Min: 0, Max: 100},
	{Key: "disc.teams_min_imp", Value: 3, Unit: "imp", Rule: R27, Section: "27.C", Min: 0, Max: 100},
	// smaller rules (§3, 6, 7, 13, 23)
	{Key: "unit.pairs_min", Value: 2, Unit: "count", Rule: ROther, Section: "11", Min: 1, Max: 20, Integer: true},
	{Key: "unit.pairs_max", Value: 3, Unit: "count", Rule: ROther, Section: "11", Min: 1, Max: 20, Integer: true},
	{Key: "unit.teams_min", Value: 4, Unit: "count", Rule: ROther, Section: "12", Min: 1, Max: 20, Integer: true},
	{Key: "unit.teams_max", Value: 7, Unit: "count", Rule: ROther, Section: "12", Min: 1, Max: 20, Integer: true},
	{Key: "postpone.agree_days", Value: 7, Unit: "days", Rule: ROther, Section: "23", Min: 0, Max: 60, Integer: true},
	{Key: "postpone.dates_offered", Value: 3, Unit: "count", Rule: ROther, Section: "23", Min: 1, Max: 10, Integer: true},
	{Key: "admin.publish_days", Value: 30, Unit: "days", Rule: ROther, Section: "3, 6, 7", Min: 0, Max: 365, Integer: true},
	{Key: "admin.send_days", Value: 45, Unit: "days", Rule: ROther, Section: "7", Min: 0, Max: 365, Integer: true},
	{Key: "admin.vrb_workdays", Value: 5, Unit: "days", Rule: ROther, Section: "3, 4, 7", Min: 0, Max: 60, Integer: true},
	{Key: "admin.exemption_days", Value: 15, Unit: "days", Rule: ROther, Section: "7", Min: 0, Max: 60, Integer: true},
	{Key: "admin.cancel_h", Value: 36, Unit: "hours", Rule: ROther, Section: "7", Min: 0, Max: 240, Integer: true},
	{Key: "admin.results_h", Value: 24, Unit: "hours", Rule: ROther, Section: "3", Min: 0, Max: 240, Integer: true},
	// §17.A, the playing-time table: minutes of play and for the change, by boards
	{Key: "time.play.2", Value: 16, Unit: "min", Rule: R17, Section: "17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.2", Value: 1, Unit: "min", Rule: R17, Section: "17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.3", Value: 24, Unit: "min", Rule: R17, Section: "17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.3", Value: 1, Unit: "min", Rule: R17, Section: "17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.4", Value: 32, Unit: "min", Rule: R17, Section: "17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.4", Value: 1, Unit: "min", Rule: R17, Section: "17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.5", Value: 40, Unit: "min", Rule: R17, Section: "17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.5", Value: 2, Unit: "min", Rule: R17, Section: "17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.6", Value: 48, Unit: "min", Rule: R17, Section: "17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.6", Value: 2, Unit: "min", Rule: R17, Section: "17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.8", Value: 65, Unit: "min", Rule: R17, Section: "17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.8", Value: 5, Unit: "min", Rule: R17, Section: "17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.10", Value: 80, Unit: "min", Rule: R17, Section: "17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.10", Value: 5, Unit: "min", Rule: R17, Section: "17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.12", Value: 95, Unit: "min", Rule: R17, Section: "17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.12", Value: 5, Unit: "min", Rule: R17, Section: "17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.16", Value: 130, Unit: "min", Rule: R17, Section: "17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.16", Value: 10, Unit: "min", Rule: R17, Section: "17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.20", Value: 160, Unit: "min", Rule: R17, Section: "17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.20", Value: 10, Unit: "min", Rule: R17, Section: "17.A", Min: 0, Max: 60, Integer: true},
}

var rules = withSummaries([]engine.Rule{
	{ID: R11, Section: "11", Calculators: []string{"vsz.cross-imp", "vsz.butler", "vsz.matchpoints"}},
	{ID: R12, Section: "12", Calculators: []string{"vsz.imp-vp", "vsz.bam"}},
	{ID: R14, Section: "14.A–C", Calculators: []string{"vsz.seating-first"}},
	{ID: R14D, Section: "14.D", Calculators: []string{"vsz.seating-error", "vsz.unfinished-match"}},
	{ID: R15, Section: "15", Calculators: []string{"vsz.correction-deadline", "vsz.revealed-board"}},
	{ID: R16, Section: "16", Calculators: []string{"vsz.protest-deadline", "vsz.szeb-deadline", "vsz.protest-fee"}},
	{ID: R17, Section: "17", Calculators: []string{"vsz.time", "vsz.unplayed-time"}},
	{ID: R18, Section: "18–20", Calculators: []string{"vsz.lateness", "vsz.substitute", "vsz.change"}},
	{ID: R21, Section: "21–22", Calculators: []string{"vsz.absent-team", "vsz.absent-pair", "vsz.bye-team", "vsz.bye-pair"}},
	{ID: R24, Section: "24–26", Calculators: []string{"vsz.concession", "vsz.withdrawal"}},
	{ID: R27, Section: "27", Calculators: []string{"vsz.disciplinary-range"}},
	{ID: ROther, Section: "3, 6, 7, 13, 14.D, 16, 20.B, 23, 24, 26", Calculators: []string{"vsz.unit-size", "vsz.postponement"}},
})

// withSummaries sets each rule's summary key to rule.<ID>.
func withSummaries(rs []engine.Rule) []engine.Rule {
	for i := range rs {
		rs[i].Summary = "rule." + rs[i].ID
	}
	return rs
}
