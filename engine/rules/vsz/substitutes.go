package vsz

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// The size of a pair or team (§13), substitutes (§19) and changes of players (§20).

// SubstituteInput is a proposed substitute and what the conditions of contest and the facts say.
type SubstituteInput struct {
	Kind             string // "short" (for a few boards) or "long"
	Event            string // "pairs" or "teams"
	Forbidden        bool   // the conditions of contest forbid it
	TDOnDuty         bool   // the substitute is the director on duty
	AtStart          bool   // the player is late at the start of the event
	SubBoards        int    // boards the substitute would play
	PlansBoard       bool   // the substitute intends to play these boards
	EnteredElsewhere bool   // the substitute is entered in another (opposing) unit
	ShortUsedToday   int    // short-term substitutes the unit used today
	LongPlaying      int    // long-term substitutes of the unit now playing
	LongUsed         int    // long-term substitutes already used this session
	Room             string // "open" or "closed"
}

// Substitute decides whether a substitute may play (rule vsz.18–20, VSZ 19): a short-term one
// for a player late at the start, for at most late.short_sub_boards boards, once a day; a
// long-term one within the limits of sub.long_at_once and sub.long_total, in the open room.
// A substitute never earns masterpoints.
func Substitute(p *engine.Params, in SubstituteInput) (*engine.Result, error) {
	res := &engine.Result{}
	short := in.Kind == "short"
	clause, step := "ok", "vsz.step.sub-ok"
	switch {
	case in.TDOnDuty:
		clause, step = "td-on-duty", "vsz.step.sub-td-on-duty"
	case in.Forbidden:
		clause, step = "forbidden", "vsz.step.sub-forbidden"
	case short && !in.AtStart:
		clause, step = "not-at-start", "vsz.step.sub-not-at-start"
	case short && float64(in.SubBoards) > p.F("late.short_sub_boards"):
		clause, step = "too-many-boards", "vsz.step.sub-too-many-boards"
	case short && in.PlansBoard:
		clause, step = "plays-board", "vsz.step.sub-plays-board"
	case short && in.EnteredElsewhere:
		clause, step = "entered-opposing", "vsz.step.sub-entered-opposing"
	case short && float64(in.ShortUsedToday) >= p.F("sub.short_per_day"):
		clause, step = "one-per-day", "vsz.step.sub-one-per-day"
	case !short && in.EnteredElsewhere:
		clause, step = "entered-other", "vsz.step.sub-entered-other"
	case !short && float64(in.LongPlaying) >= p.F("sub.long_at_once"):
		clause, step = "one-at-a-time", "vsz.step.sub-one-at-a-time"
	case !short && float64(in.LongUsed) >= p.F("sub.long_total"):
		clause, step = "two-in-total", "vsz.step.sub-two-in-total"
	case !short && in.Event == "teams" && in.Room == "closed":
		clause, step = "closed-room", "vsz.step.sub-closed-room"
	}
	res.Step(step, msg.A("boards", p.F("late.short_sub_boards")), msg.A("per_day", p.F("sub.short_per_day")),
		msg.A("at_once", p.F("sub.long_at_once")), msg.A("total", p.F("sub.long_total")))
	res.Step("vsz.step.sub-no-masterpoints")
	res.Parties = []engine.Party{
		{Role: "result", Outs: []engine.Out{engine.Bool("allowed", clause == "ok"), engine.Str("clause", clause)}},
		{Role: "player", Outs: []engine.Out{engine.Bool("masterpoints", false)}},
	}
	return res, nil
}

// ChangeInput is a proposed change of players.
type ChangeInput struct {
	Event         string // "pairs" or "teams"
	Forbidden     bool   // the conditions of contest forbid changes
	DuringBoard   bool   // during a board
	RoundEnd      bool   // at the end of a round
	Timing        string // "between" matches or segments, or "inside" a segment
	SegmentBoards int    // boards in the match or segment
	BoardsDone    int    // boards of the segment already played
	Room          string // "open" or "closed"
	ShortLimit    *int   // the short-match limit of the conditions, in boards (nil: not stated)
}

// Change decides whether players may change (rule vsz.18–20, VSZ 20): never during a board; in
// pairs only at a round's end; in teams between segments, or inside a segment of at least
// change.min_segment_boards boards in the open room once change.after_share_pct of them are
// played.
func Change(p *engine.Params, in ChangeInput) (*engine.Result, error) {
	res := &engine.Result{}
	seg, done := int64(in.SegmentBoards), int64(in.BoardsDone)
	minSeg := p.I("change.min_segment_boards")
	share := p.F("change.after_share_pct")
	clause, step := "ok", "vsz.step.chg-ok"
	switch {
	case in.Forbidden:
		clause, step = "forbidden", "vsz.step.chg-forbidden"
	case in.DuringBoard:
		clause, step = "during-board", "vsz.step.chg-during-board"
	case in.Event == "pairs":
		if !in.RoundEnd {
			clause, step = "round-end", "vsz.step.chg-round-end"
		}
	case in.Timing == "between":
	case done > seg:
		return nil, engine.Invalid("boards_done", 0, seg)
	case in.Room == "closed":
		clause, step = "closed-room", "vsz.step.chg-closed-room"
	case seg >= minSeg:
		if !atLeastPct(done, seg, share) {
			clause, step = "before-half", "vsz.step.chg-before-half"
		}
	case in.ShortLimit != nil && seg <= int64(*in.ShortLimit):
		clause, step = "short-match", "vsz.step.chg-short-match"
	default:
		clause, step = "ask-conditions", "vsz.step.chg-ask-conditions"
		res.Decide("vsz.dec.short-match")
	}
	res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{engine.Bool("allowed", clause == "ok"), engine.Str("clause", clause)}}}
	res.Step(step, msg.A("boards", minSeg), msg.A("pct", share), msg.A("done", done), msg.A("segment", seg))
	return res, nil
}

// UnitSizeInput is a pair or team: the event ("pairs", "teams"), its players, and whether the
// conditions allow larger units.
type UnitSizeInput struct {
	Event       string
	Players     int
	MoreAllowed bool
}

// UnitSize checks the number of players of a pair or team (rule vsz.other, VSZ 13): between
// unit.pairs_min and unit.pairs_max for pairs, unit.teams_min and unit.teams_max for teams,
// more only where the conditions allow it.
func UnitSize(p *engine.Params, in UnitSizeInput) (*engine.Result, error) {
	lo, hi := p.I("unit.pairs_min"), p.I("unit.pairs_max")
	if in.Event == "teams" {
		lo, hi = p.I("unit.teams_min"), p.I("unit.teams_max")
	}
	n := int64(in.Players)
	clause, step := "ok", "vsz.step.unit-ok"
	switch {
	case n < lo:
		clause, step = "too-few", "vsz.step.unit-too-few"
	case n > hi && in.MoreAllowed:
		clause, step = "more-allowed", "vsz.step.unit-more-allowed"
	case n > hi:
		clause, step = "too-many", "vsz.step.unit-too-many"
	}
	res := &engine.Result{}
	res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{
		engine.Bool("allowed", clause == "ok" || clause == "more-allowed"), engine.Str("clause", clause)}}}
	res.Step(step, msg.A("min", lo), msg.A("max", hi), msg.A("n", n))
	res.Step("vsz.step.unit-late-entry")
	return res, nil
}
