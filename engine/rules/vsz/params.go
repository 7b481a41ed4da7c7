package vsz

import "arbiter/engine"

// params is every number of the regulation, each with its rule and its citation: a literal, so it
// is data in the wasm rather than code run at every start. Append only: club values in share
// links name parameters by their position (engine/rulesets/numbering.go; the playing-time rows
// of §17.A were appended last, and stay there).
var params = []engine.Param{
	// §11 pair scoring
	{Key: "butler.datum_round", Value: 10, Unit: "points", Rule: "vsz.11", Section: "VSZ 11", Min: 1, Max: 100, Integer: true},
	{Key: "movement.min_boards_pct", Value: 80, Unit: "pct", Rule: "vsz.11", Section: "VSZ 11", Min: 0, Max: 100},
	// §12 team scoring (board-a-match)
	{Key: "bam.win_points", Value: 2, Unit: "points", Rule: "vsz.12", Section: "VSZ 12", Min: 0, Max: 10},
	{Key: "bam.tie_points", Value: 1, Unit: "points", Rule: "vsz.12", Section: "VSZ 12", Min: 0, Max: 10},
	// §14.D seating errors
	{Key: "seating.pairs_penalty_pct_top", Value: 50, Unit: "pct_top", Rule: "vsz.14D", Section: "VSZ 14.D.2.b", Min: 0, Max: 100},
	{Key: "seating.pairs_penalty_imp", Value: 5, Unit: "imp", Rule: "vsz.14D", Section: "VSZ 14.D.2.b", Min: 0, Max: 24},
	{Key: "seating.other_table_imp", Value: 3, Unit: "imp", Rule: "vsz.14D", Section: "VSZ 14.D.2.c", Min: 0, Max: 24},
	{Key: "seating.min_played_pct", Value: 75, Unit: "pct", Rule: "vsz.14D", Section: "VSZ 14.D.2.c, 14.D.3.c.i", Min: 0, Max: 100},
	{Key: "seating.unplayed_imp_short", Value: 3, Unit: "imp", Rule: "vsz.14D", Section: "VSZ 14.D.3.c.i", Min: 0, Max: 24},
	{Key: "seating.unplayed_imp_long", Value: 2, Unit: "imp", Rule: "vsz.14D", Section: "VSZ 14.D.3.c.i", Min: 0, Max: 24},
	{Key: "seating.short_match_max_boards", Value: 16, Unit: "boards", Rule: "vsz.14D", Section: "VSZ 14.D.3.c.i", Min: 1, Max: 256, Integer: true},
	{Key: "seating.full_replay_vp", Value: 1, Unit: "vp", Rule: "vsz.14D", Section: "VSZ 14.D.3.c.i", Min: 0, Max: 20},
	{Key: "seating.half_pct", Value: 50, Unit: "pct", Rule: "vsz.14D", Section: "VSZ 14.D.3.c.iii", Min: 0, Max: 100},
	{Key: "seating.half_deduct_vp", Value: 5, Unit: "vp", Rule: "vsz.14D", Section: "VSZ 14.D.3.c.iii.1", Min: 0, Max: 20},
	{Key: "seating.partial_deduct_vp", Value: 3, Unit: "vp", Rule: "vsz.14D", Section: "VSZ 14.D.3.c.iii.2", Min: 0, Max: 20},
	{Key: "seating.fixed_vp", Value: 7, Unit: "vp", Rule: "vsz.14D", Section: "VSZ 14.D.3.c.iv", Min: 0, Max: 20},
	{Key: "seating.favoured_vp", Value: 0, Unit: "vp", Rule: "vsz.14D", Section: "VSZ 14.D.3.c.iv", Min: 0, Max: 20},
	// §15 correcting results
	{Key: "correction.before_next_min", Value: 30, Unit: "min", Rule: "vsz.15", Section: "VSZ 15.E", Min: 0, Max: 1440, Integer: true},
	{Key: "correction.after_publish_min", Value: 30, Unit: "min", Rule: "vsz.15", Section: "VSZ 15.E", Min: 0, Max: 10080, Integer: true},
	{Key: "correction.qualifying_close_min", Value: 60, Unit: "min", Rule: "vsz.15", Section: "VSZ 15.G", Min: 0, Max: 1440, Integer: true},
	{Key: "correction.official_after_h", Value: 24, Unit: "hours", Rule: "vsz.15", Section: "VSZ 15.H", Min: 0, Max: 720, Integer: true},
	// §16 protests
	{Key: "protest.after_session_min", Value: 30, Unit: "min", Rule: "vsz.16", Section: "VSZ 16", Min: 0, Max: 1440, Integer: true},
	{Key: "protest.after_event_min", Value: 10, Unit: "min", Rule: "vsz.16", Section: "VSZ 16", Min: 0, Max: 1440, Integer: true},
	{Key: "protest.fee_ft", Value: 5000, Unit: "ft", Rule: "vsz.16", Section: "VSZ 16.A", Min: 0, Max: 1e6, Integer: true},
	{Key: "protest.committee_min", Value: 3, Unit: "count", Rule: "vsz.16", Section: "VSZ 16.C", Min: 1, Max: 15, Integer: true},
	{Key: "szeb.days", Value: 6, Unit: "days", Rule: "vsz.16", Section: "VSZ 16.H", Min: 0, Max: 60, Integer: true},
	{Key: "szeb.championship_h", Value: 24, Unit: "hours", Rule: "vsz.16", Section: "VSZ 16.H", Min: 0, Max: 240, Integer: true},
	{Key: "szeb.decision_days", Value: 15, Unit: "days", Rule: "vsz.16", Section: "VSZ 16.H", Min: 0, Max: 90, Integer: true},
	// §17 playing time and unplayed boards
	{Key: "time.no_new_board_min", Value: 2, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.B", Min: 0, Max: 30, Integer: true},
	{Key: "avg.plus_pct", Value: 60, Unit: "pct", Rule: "vsz.17", Section: "VSZ 17.B", Min: 0, Max: 100},
	{Key: "avg.pct", Value: 50, Unit: "pct", Rule: "vsz.17", Section: "VSZ 17.B", Min: 0, Max: 100},
	{Key: "avg.minus_pct", Value: 40, Unit: "pct", Rule: "vsz.17", Section: "VSZ 17.B", Min: 0, Max: 100},
	{Key: "avg.plus_imp", Value: 3, Unit: "imp", Rule: "vsz.17", Section: "VSZ 17.B", Min: -24, Max: 24},
	{Key: "avg.imp", Value: 0, Unit: "imp", Rule: "vsz.17", Section: "VSZ 17.B", Min: -24, Max: 24},
	{Key: "avg.minus_imp", Value: -3, Unit: "imp", Rule: "vsz.17", Section: "VSZ 17.B", Min: -24, Max: 24},
	// §18–20 lateness, substitutes, changes
	{Key: "late.short_sub_boards", Value: 2, Unit: "boards", Rule: "vsz.18–20", Section: "VSZ 18, 19.A", Min: 0, Max: 36, Integer: true},
	{Key: "sub.short_per_day", Value: 1, Unit: "count", Rule: "vsz.18–20", Section: "VSZ 19.A", Min: 0, Max: 10, Integer: true},
	{Key: "sub.long_at_once", Value: 1, Unit: "count", Rule: "vsz.18–20", Section: "VSZ 19.B", Min: 0, Max: 10, Integer: true},
	{Key: "sub.long_total", Value: 2, Unit: "count", Rule: "vsz.18–20", Section: "VSZ 19.B", Min: 0, Max: 10, Integer: true},
	{Key: "change.min_segment_boards", Value: 16, Unit: "boards", Rule: "vsz.18–20", Section: "VSZ 20.B.2", Min: 1, Max: 256, Integer: true},
	{Key: "change.after_share_pct", Value: 50, Unit: "pct", Rule: "vsz.18–20", Section: "VSZ 20.B.2", Min: 0, Max: 100},
	// §21–22 absence and byes
	{Key: "absence.min_played_pct", Value: 50, Unit: "pct", Rule: "vsz.21–22", Section: "VSZ 21", Min: 0, Max: 100},
	{Key: "absence.present_min_vp", Value: 12, Unit: "vp", Rule: "vsz.21–22", Section: "VSZ 21.B, 22.B.2", Min: 0, Max: 20},
	{Key: "absence.absent_vp", Value: 0, Unit: "vp", Rule: "vsz.21–22", Section: "VSZ 21.B, 22.B.2", Min: 0, Max: 20},
	{Key: "absence.vp_total", Value: 20, Unit: "vp", Rule: "vsz.21–22", Section: "VSZ 21.B, 22.B.2", Min: 0, Max: 100},
	{Key: "bye.team_vp", Value: 12, Unit: "vp", Rule: "vsz.21–22", Section: "VSZ 22.A.2", Min: 0, Max: 20},
	// §24–26 concession, withdrawal, disqualification
	{Key: "concession.min_played_pct", Value: 50, Unit: "pct", Rule: "vsz.24–26", Section: "VSZ 24", Min: 0, Max: 100},
	{Key: "concession.notice_h", Value: 24, Unit: "hours", Rule: "vsz.24–26", Section: "VSZ 24", Min: 0, Max: 240},
	{Key: "withdrawal.min_played_pct", Value: 50, Unit: "pct", Rule: "vsz.24–26", Section: "VSZ 25, 26", Min: 0, Max: 100},
	{Key: "disqualify.min_members", Value: 2, Unit: "count", Rule: "vsz.24–26", Section: "VSZ 26", Min: 1, Max: 7, Integer: true},
	// §27 disciplinary penalties
	{Key: "disc.mp_min_top", Value: 0.25, Unit: "top", Rule: "vsz.27", Section: "VSZ 27.C", Min: 0, Max: 10},
	{Key: "disc.mp_max_top", Value: 1, Unit: "top", Rule: "vsz.27", Section: "VSZ 27.C", Min: 0, Max: 10},
	{Key: "disc.imp_min", Value: 3, Unit: "imp", Rule: "vsz.27", Section: "VSZ 27.C", Min: 0, Max: 100},
	{Key: "disc.imp_max", Value: 10, Unit: "imp", Rule: "vsz.27", Section: "VSZ 27.C", Min: 0, Max: 100},
	{Key: "disc.teams_min_imp", Value: 3, Unit: "imp", Rule: "vsz.27", Section: "VSZ 27.C", Min: 0, Max: 100},
	// smaller rules (§3, 6, 7, 13, 23)
	{Key: "unit.pairs_min", Value: 2, Unit: "count", Rule: "vsz.other", Section: "VSZ 11", Min: 1, Max: 20, Integer: true},
	{Key: "unit.pairs_max", Value: 3, Unit: "count", Rule: "vsz.other", Section: "VSZ 11", Min: 1, Max: 20, Integer: true},
	{Key: "unit.teams_min", Value: 4, Unit: "count", Rule: "vsz.other", Section: "VSZ 12", Min: 1, Max: 20, Integer: true},
	{Key: "unit.teams_max", Value: 7, Unit: "count", Rule: "vsz.other", Section: "VSZ 12", Min: 1, Max: 20, Integer: true},
	{Key: "postpone.agree_days", Value: 7, Unit: "days", Rule: "vsz.other", Section: "VSZ 23", Min: 0, Max: 60, Integer: true},
	{Key: "postpone.dates_offered", Value: 3, Unit: "count", Rule: "vsz.other", Section: "VSZ 23", Min: 1, Max: 10, Integer: true},
	{Key: "admin.publish_days", Value: 30, Unit: "days", Rule: "vsz.other", Section: "VSZ 3, 6, 7", Min: 0, Max: 365, Integer: true},
	{Key: "admin.send_days", Value: 45, Unit: "days", Rule: "vsz.other", Section: "VSZ 7", Min: 0, Max: 365, Integer: true},
	{Key: "admin.vrb_workdays", Value: 5, Unit: "days", Rule: "vsz.other", Section: "VSZ 3, 4, 7", Min: 0, Max: 60, Integer: true},
	{Key: "admin.exemption_days", Value: 15, Unit: "days", Rule: "vsz.other", Section: "VSZ 7", Min: 0, Max: 60, Integer: true},
	{Key: "admin.cancel_h", Value: 36, Unit: "hours", Rule: "vsz.other", Section: "VSZ 7", Min: 0, Max: 240, Integer: true},
	{Key: "admin.results_h", Value: 24, Unit: "hours", Rule: "vsz.other", Section: "VSZ 3", Min: 0, Max: 240, Integer: true},
	// §17.A, the playing-time table: minutes of play and for the change, by boards
	{Key: "time.play.2", Value: 16, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.2", Value: 1, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.3", Value: 24, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.3", Value: 1, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.4", Value: 32, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.4", Value: 1, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.5", Value: 40, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.5", Value: 2, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.6", Value: 48, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.6", Value: 2, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.8", Value: 65, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.8", Value: 5, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.10", Value: 80, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.10", Value: 5, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.12", Value: 95, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.12", Value: 5, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.16", Value: 130, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.16", Value: 10, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 0, Max: 60, Integer: true},
	{Key: "time.play.20", Value: 160, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 1, Max: 600, Integer: true},
	{Key: "time.change.20", Value: 10, Unit: "min", Rule: "vsz.17", Section: "VSZ 17.A", Min: 0, Max: 60, Integer: true},
}
