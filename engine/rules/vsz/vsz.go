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

func par(key string, v float64, unit, rule, section string, lo, hi float64, integer bool) engine.Param {
	return engine.Param{Key: key, Value: v, Unit: unit, Rule: rule, Section: section, Min: lo, Max: hi, Integer: integer}
}

// timeRows are the playing-time table of §17.A: boards → minutes of play, minutes for the change.
var timeRows = [][3]float64{
	{2, 16, 1}, {3, 24, 1}, {4, 32, 1}, {5, 40, 2}, {6, 48, 2},
	{8, 65, 5}, {10, 80, 5}, {12, 95, 5}, {16, 130, 10}, {20, 160, 10},
}

var params = func() []engine.Param {
	ps := []engine.Param{
		// §11 pair scoring
		par("butler.datum_round", 10, "points", R11, "11", 1, 100, true),
		par("movement.min_boards_pct", 80, "pct", R11, "11", 0, 100, false),
		// §12 team scoring (board-a-match)
		par("bam.win_points", 2, "points", R12, "12", 0, 10, false),
		par("bam.tie_points", 1, "points", R12, "12", 0, 10, false),
		// §14.D seating errors
		par("seating.pairs_penalty_pct_top", 50, "pct_top", R14D, "14.D.2.b", 0, 100, false),
		par("seating.pairs_penalty_imp", 5, "imp", R14D, "14.D.2.b", 0, 24, false),
		par("seating.other_table_imp", 3, "imp", R14D, "14.D.2.c", 0, 24, false),
		par("seating.min_played_pct", 75, "pct", R14D, "14.D.2.c, 14.D.3.c.i", 0, 100, false),
		par("seating.unplayed_imp_short", 3, "imp", R14D, "14.D.3.c.i", 0, 24, false),
		par("seating.unplayed_imp_long", 2, "imp", R14D, "14.D.3.c.i", 0, 24, false),
		par("seating.short_match_max_boards", 16, "boards", R14D, "14.D.3.c.i", 1, 256, true),
		par("seating.full_replay_vp", 1, "vp", R14D, "14.D.3.c.i", 0, 20, false),
		par("seating.half_pct", 50, "pct", R14D, "14.D.3.c.iii", 0, 100, false),
		par("seating.half_deduct_vp", 5, "vp", R14D, "14.D.3.c.iii.1", 0, 20, false),
		par("seating.partial_deduct_vp", 3, "vp", R14D, "14.D.3.c.iii.2", 0, 20, false),
		par("seating.fixed_vp", 7, "vp", R14D, "14.D.3.c.iv", 0, 20, false),
		par("seating.favoured_vp", 0, "vp", R14D, "14.D.3.c.iv", 0, 20, false),
		// §15 correcting results
		par("correction.before_next_min", 30, "min", R15, "15.E", 0, 1440, true),
		par("correction.after_publish_min", 30, "min", R15, "15.E", 0, 10080, true),
		par("correction.qualifying_close_min", 60, "min", R15, "15.G", 0, 1440, true),
		par("correction.official_after_h", 24, "hours", R15, "15.H", 0, 720, true),
		// §16 protests
		par("protest.after_session_min", 30, "min", R16, "16", 0, 1440, true),
		par("protest.after_event_min", 10, "min", R16, "16", 0, 1440, true),
		par("protest.fee_ft", 5000, "ft", R16, "16.A", 0, 1e6, true),
		par("protest.committee_min", 3, "count", R16, "16.C", 1, 15, true),
		par("szeb.days", 6, "days", R16, "16.H", 0, 60, true),
		par("szeb.championship_h", 24, "hours", R16, "16.H", 0, 240, true),
		par("szeb.decision_days", 15, "days", R16, "16.H", 0, 90, true),
		// §17 playing time and unplayed boards
		par("time.no_new_board_min", 2, "min", R17, "17.B", 0, 30, true),
		par("avg.plus_pct", 60, "pct", R17, "17.B", 0, 100, false),
		par("avg.pct", 50, "pct", R17, "17.B", 0, 100, false),
		par("avg.minus_pct", 40, "pct", R17, "17.B", 0, 100, false),
		par("avg.plus_imp", 3, "imp", R17, "17.B", -24, 24, false),
		par("avg.imp", 0, "imp", R17, "17.B", -24, 24, false),
		par("avg.minus_imp", -3, "imp", R17, "17.B", -24, 24, false),
		// §18–20 lateness, substitutes, changes
		par("late.short_sub_boards", 2, "boards", R18, "18, 19.A", 0, 36, true),
		par("sub.short_per_day", 1, "count", R18, "19.A", 0, 10, true),
		par("sub.long_at_once", 1, "count", R18, "19.B", 0, 10, true),
		par("sub.long_total", 2, "count", R18, "19.B", 0, 10, true),
		par("change.min_segment_boards", 16, "boards", R18, "20.B.2", 1, 256, true),
		par("change.after_share_pct", 50, "pct", R18, "20.B.2", 0, 100, false),
		// §21–22 absence and byes
		par("absence.min_played_pct", 50, "pct", R21, "21", 0, 100, false),
		par("absence.present_min_vp", 12, "vp", R21, "21.B, 22.B.2", 0, 20, false),
		par("absence.absent_vp", 0, "vp", R21, "21.B, 22.B.2", 0, 20, false),
		par("absence.vp_total", 20, "vp", R21, "21.B, 22.B.2", 0, 100, false),
		par("bye.team_vp", 12, "vp", R21, "22.A.2", 0, 20, false),
		// §24–26 concession, withdrawal, disqualification
		par("concession.min_played_pct", 50, "pct", R24, "24", 0, 100, false),
		par("concession.notice_h", 24, "hours", R24, "24", 0, 240, false),
		par("withdrawal.min_played_pct", 50, "pct", R24, "25, 26", 0, 100, false),
		par("disqualify.min_members", 2, "count", R24, "26", 1, 7, true),
		// §27 disciplinary penalties
		par("disc.mp_min_top", 0.25, "top", R27, "27.C", 0, 10, false),
		par("disc.mp_max_top", 1, "top", R27, "27.C", 0, 10, false),
		par("disc.imp_min", 3, "imp", R27, "27.C", 0, 100, false),
		par("disc.imp_max", 10, "imp", R27, "27.C", 0, 100, false),
		par("disc.teams_min_imp", 3, "imp", R27, "27.C", 0, 100, false),
		// smaller rules (§3, 6, 7, 13, 23)
		par("unit.pairs_min", 2, "count", ROther, "11", 1, 20, true),
		par("unit.pairs_max", 3, "count", ROther, "11", 1, 20, true),
		par("unit.teams_min", 4, "count", ROther, "12", 1, 20, true),
		par("unit.teams_max", 7, "count", ROther, "12", 1, 20, true),
		par("postpone.agree_days", 7, "days", ROther, "23", 0, 60, true),
		par("postpone.dates_offered", 3, "count", ROther, "23", 1, 10, true),
		par("admin.publish_days", 30, "days", ROther, "3, 6, 7", 0, 365, true),
		par("admin.send_days", 45, "days", ROther, "7", 0, 365, true),
		par("admin.vrb_workdays", 5, "days", ROther, "3, 4, 7", 0, 60, true),
		par("admin.exemption_days", 15, "days", ROther, "7", 0, 60, true),
		par("admin.cancel_h", 36, "hours", ROther, "7", 0, 240, true),
		par("admin.results_h", 24, "hours", ROther, "3", 0, 240, true),
	}
	for _, r := range timeRows {
		b := int(r[0])
		ps = append(ps,
			par(timePlayKey(b), r[1], "min", R17, "17.A", 1, 600, true),
			par(timeChangeKey(b), r[2], "min", R17, "17.A", 0, 60, true))
	}
	return ps
}()

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
