package vsz

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// Playing time and unplayed boards (§17), lateness (§18).

// timeRow is a row of the playing-time table of §17.A: a round of boards boards, its playing
// time and the time for the move, as parameter keys.
type timeRow struct {
	boards       int64
	play, change string
}

// timeTable is the playing-time table of §17.A, ascending by boards.
var timeTable = []timeRow{
	{2, "time.play.2", "time.change.2"},
	{3, "time.play.3", "time.change.3"},
	{4, "time.play.4", "time.change.4"},
	{5, "time.play.5", "time.change.5"},
	{6, "time.play.6", "time.change.6"},
	{8, "time.play.8", "time.change.8"},
	{10, "time.play.10", "time.change.10"},
	{12, "time.play.12", "time.change.12"},
	{16, "time.play.16", "time.change.16"},
	{20, "time.play.20", "time.change.20"},
}

// PlayingTimeInput is a round of Boards boards, and the minutes of it gone (nil: not asked).
type PlayingTimeInput struct {
	Boards  int
	Elapsed *int
}

// PlayingTime looks up a round's playing time and the time for the move in the table of §17.A
// (rule vsz.17, VSZ 17.A–B), and whether a new board may still begin: not in the last
// time.no_new_board_min minutes. A board count missing from the table shows its neighbours.
func PlayingTime(p *engine.Params, in PlayingTimeInput) (*engine.Result, error) {
	n := int64(in.Boards)
	res := &engine.Result{}
	var row, below, above *timeRow
	for i := range timeTable {
		r := &timeTable[i]
		switch {
		case r.boards == n:
			row = r
		case r.boards < n:
			below = r
		case r.boards > n && above == nil:
			above = r
		}
	}
	if row == nil {
		outs := []engine.Out{engine.Bool("in_table", false)}
		if below != nil {
			outs = append(outs, engine.Num("below", float64(below.boards), "boards", 0))
		}
		if above != nil {
			outs = append(outs, engine.Num("above", float64(above.boards), "boards", 0))
		}
		res.Parties = []engine.Party{{Role: "result", Outs: outs}}
		res.Step("vsz.step.time-not-in-table", msg.A("boards", n))
		for _, r := range []*timeRow{below, above} {
			if r != nil {
				res.Step("vsz.step.time-neighbour", msg.A("boards", r.boards), msg.A("play", p.I(r.play)), msg.A("change", p.I(r.change)))
			}
		}
		res.Decide("vsz.dec.time-not-in-table")
		return res, nil
	}
	play, change := p.I(row.play), p.I(row.change)
	last := p.I("time.no_new_board_min")
	outs := []engine.Out{engine.Num("play_min", float64(play), "min", 0), engine.Num("change_min", float64(change), "min", 0),
		engine.Bool("in_table", true), engine.Num("round_min", float64(play+change), "min", 0),
		engine.Num("last_start_min", float64(play-last), "min", 0)}
	res.Step("vsz.step.time-row", msg.A("boards", n), msg.A("play", play), msg.A("change", change))
	res.Step("vsz.step.time-last-start", msg.A("min", last), msg.A("at", play-last))
	if in.Elapsed != nil {
		e := int64(*in.Elapsed)
		left := play - e
		ok := left >= last
		outs = append(outs, engine.Num("remaining_min", float64(max(left, 0)), "min", 0), engine.Bool("may_start", ok))
		if ok {
			res.Step("vsz.step.time-may-start", msg.A("left", left))
		} else {
			res.Step("vsz.step.time-no-start", msg.A("left", max(left, 0)), msg.A("min", last))
		}
		res.Decide("vsz.dec.two-minute")
	}
	res.Parties = []engine.Party{{Role: "result", Outs: outs}}
	return res, nil
}

// adjusted returns the artificial score of kind ("plus", "avg", "minus") of §17.B in the form:
// a percentage for matchpoint pairs ("mp"), IMPs otherwise.
func adjusted(p *engine.Params, form, kind string) engine.Out {
	if form == "mp" {
		key := "avg.pct"
		switch kind {
		case "plus":
			key = "avg.plus_pct"
		case "minus":
			key = "avg.minus_pct"
		}
		return engine.Num("pct", p.F(key), "%", 0)
	}
	key := "avg.imp"
	switch kind {
	case "plus":
		key = "avg.plus_imp"
	case "minus":
		key = "avg.minus_imp"
	}
	return engine.Num("imp", p.F(key), "imp", 0)
}

// UnplayedInput is a board left unplayed for lack of time.
type UnplayedInput struct {
	Form             string // "mp", "imp" or "teams"
	Responsibility   string // "one" side at fault, the other blameless; "partly"; "unknown"
	Boards           int    // boards left unplayed
	PlayedOtherTable bool   // the board was played at the other table of a team match
}

// Unplayed scores boards left unplayed for lack of time (rule vsz.17, VSZ 17.B): average-minus,
// average or average-plus by fault, average-minus to both when the cause is unclear.
func Unplayed(p *engine.Params, in UnplayedInput) (*engine.Result, error) {
	form := in.Form
	res := &engine.Result{}
	switch in.Responsibility {
	case "one":
		res.Parties = []engine.Party{{Role: "offender", Outs: []engine.Out{adjusted(p, form, "minus")}},
			{Role: "non-offender", Outs: []engine.Out{adjusted(p, form, "plus")}}}
		res.Step("vsz.step.unpl-one")
	case "partly":
		res.Parties = []engine.Party{{Role: "offender", Outs: []engine.Out{adjusted(p, form, "minus")}},
			{Role: "non-offender", Outs: []engine.Out{adjusted(p, form, "avg")}}}
		res.Step("vsz.step.unpl-partly")
	default:
		res.Parties = []engine.Party{{Role: "each", Outs: []engine.Out{adjusted(p, form, "minus")}}}
		res.Step("vsz.step.unpl-unknown")
	}
	res.Step("vsz.step.unpl-per-board", msg.A("boards", int64(in.Boards)))
	if form == "teams" && in.PlayedOtherTable {
		res.Step("vsz.step.unpl-45e")
	}
	return res, nil
}

// LatenessInput is a late pair.
type LatenessInput struct {
	Form           string // "mp", "imp" or "teams"
	ShortForbidden bool   // the conditions forbid short-term substitutes
	AtStart        bool   // late at the start of the event
	Unfinished     int    // boards left unfinished at time
	OtherCause     bool   // shown that someone else caused the delay
}

// Lateness decides what lateness costs (rule vsz.18–20, VSZ 18, 19.A): whether a short-term
// substitute may play late.short_sub_boards boards, and who answers for the boards left
// unfinished (with the average-minus and average-plus of §17.B).
func Lateness(p *engine.Params, in LatenessInput) (*engine.Result, error) {
	res := &engine.Result{}
	res.Step("vsz.step.late-call-td")
	sub := !in.ShortForbidden && in.AtStart
	nb := p.F("late.short_sub_boards")
	outs := []engine.Out{engine.Bool("short_sub_allowed", sub)}
	if sub {
		outs = append(outs, engine.Num("short_sub_boards", nb, "boards", 0))
		res.Step("vsz.step.late-short-sub", msg.A("boards", nb))
	} else {
		res.Step("vsz.step.late-no-short-sub")
	}
	res.Step("vsz.step.late-no-removal")
	u := int64(in.Unfinished)
	if u == 0 {
		res.Parties = []engine.Party{{Role: "result", Outs: append(outs, engine.Str("responsible", "none"))}}
		return res, nil
	}
	if in.OtherCause {
		res.Parties = []engine.Party{{Role: "result", Outs: append(outs, engine.Str("responsible", "as-established"))}}
		res.Step("vsz.step.late-other-cause")
		return res, nil
	}
	form := in.Form
	res.Parties = []engine.Party{
		{Role: "result", Outs: append(outs, engine.Str("responsible", "late-pair"))},
		{Role: "offender", Outs: []engine.Out{adjusted(p, form, "minus")}},
		{Role: "non-offender", Outs: []engine.Out{adjusted(p, form, "plus")}},
	}
	res.Step("vsz.step.late-responsible", msg.A("boards", u))
	res.Rules = append(res.Rules, "vsz.18–20", "vsz.17")
	return res, nil
}
