package vsz

import (
	"math"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// Seating (§14.A–C) and seating errors (§14.D).

// SeatingFirst returns who sits down first in segment seg (1-based) of a two-team match of
// segs segments (§14.B): "home", "visitor" or "visitor-choice" (the visitor picks the one
// segment in which it sits down later).
func SeatingFirst(segs, seg int64) string {
	switch {
	case segs == 1:
		return "visitor"
	case segs == 2:
		if seg == 1 {
			return "home"
		}
		return "visitor"
	case segs == 3:
		return "visitor-choice"
	case segs == 4:
		if seg == 1 || seg == 4 {
			return "visitor"
		}
		return "home"
	}
	if seg%2 == 1 {
		return "visitor"
	}
	return "home"
}

// SeatingOrder3 returns the order in which the three teams of a three-way match sit down in
// segment seg of segs (§14.C): the listed positions, first to sit first.
func SeatingOrder3(segs, seg int64) [3]string {
	fwd := [3]string{"team1", "team2", "team3"}
	rev := [3]string{"team3", "team2", "team1"}
	if segs == 1 || seg%2 == 0 {
		return rev
	}
	return fwd
}

// WhoSitsFirstInput is a segment of a match: how many segments the match has, which one this
// is (1-based), and whether two teams ("two") or three ("three") play it.
type WhoSitsFirstInput struct {
	Segments, Segment int
	Teams             string
}

// WhoSitsFirst decides which team sits down first in a segment (rule vsz.14, VSZ 14.B–C): by
// SeatingFirst for two teams, by SeatingOrder3 for a three-way match.
func WhoSitsFirst(p *engine.Params, in WhoSitsFirstInput) (*engine.Result, error) {
	segs, seg := int64(in.Segments), int64(in.Segment)
	if seg > segs {
		return nil, engine.Invalid("segment", 1, segs)
	}
	res := &engine.Result{}
	if in.Teams == "three" {
		o := SeatingOrder3(segs, seg)
		addOuts(res, "result", engine.Str("first", o[0]), engine.Str("second", o[1]), engine.Str("last", o[2]))
		switch {
		case segs == 1:
			res.Step("vsz.step.seat3-one")
		case seg%2 == 1:
			res.Step("vsz.step.seat3-listed", msg.A("segment", seg))
		default:
			res.Step("vsz.step.seat3-reversed", msg.A("segment", seg))
		}
		return res, nil
	}
	f := SeatingFirst(segs, seg)
	later := map[string]string{"home": "visitor", "visitor": "home", "visitor-choice": "visitor-choice"}[f]
	first := map[string]msg.Ref{
		"home":           "vsz.seating-first.val.first.home",
		"visitor":        "vsz.seating-first.val.first.visitor",
		"visitor-choice": "vsz.seating-first.val.first.visitor-choice",
	}[f]
	addOuts(res, "result", engine.Str("first", f), engine.Str("later", later))
	res.Step("vsz.step.seat-home-ns")
	switch {
	case segs <= 4:
		res.Step("vsz.step.seat-segments", msg.A("segments", segs), msg.A("segment", seg), msg.A("first", first))
	default:
		res.Step("vsz.step.seat-alternate", msg.A("segment", seg), msg.A("first", first))
	}
	return res, nil
}

// UnfinishedMatchInput is a team match made invalid by reversed seating or different boards at
// the two tables.
type UnfinishedMatchInput struct {
	Boards         int    // boards of the match
	Played         int    // boards played, or still playable in the match's time
	ReplayPossible bool   // at least 75% of the boards can still be played
	LastRound      bool   // the last round of the event or stage
	KO             bool   // a knockout match
	Favoured       string // the team that could know 7 VP favoured it: "none", "home", "visitor"
}

// UnfinishedMatch walks the procedure for a team match made invalid by a seating error (rule
// vsz.14D, VSZ 14.D.3.c): a replay, the match standing with IMPs for the boards not played, a
// shorter VP scale with a deduction, or a fixed score.
func UnfinishedMatch(p *engine.Params, in UnfinishedMatchInput) (*engine.Result, error) {
	res := &engine.Result{}
	if err := unfinished(p, res, in, "played"); err != nil {
		return nil, err
	}
	return res, nil
}

// unfinished adds the outcome of §14.D.3.c (vectors.md vsz.unfinished-match) to res; the
// played boards come from the field playedField (named in the error when they exceed the
// match).
func unfinished(p *engine.Params, res *engine.Result, u UnfinishedMatchInput, playedField string) error {
	boards, played := int64(u.Boards), int64(u.Played)
	if played > boards {
		return engine.Invalid(playedField, 0, boards)
	}
	short := p.I("seating.short_match_max_boards")
	impEach := p.F("seating.unplayed_imp_long")
	if boards <= short {
		impEach = p.F("seating.unplayed_imp_short")
	}
	minPct := p.F("seating.min_played_pct")
	res.Step("vsz.step.um-invalid")
	unplayedOut := func() {
		addOuts(res, "each", engine.Num("imp_each_unplayed", impEach, "imp", 0), engine.Num("unplayed", float64(boards-played), "boards", 0))
		res.Step("vsz.step.um-imp-each", msg.A("imp", impEach), msg.A("boards", boards), msg.A("short", short))
	}
	if u.ReplayPossible && (!u.LastRound || u.KO) {
		addOuts(res, "each", engine.Str("outcome", "replay"))
		res.Step("vsz.step.um-replay", msg.A("pct", minPct))
		unplayedOut()
		addOuts(res, "each", engine.Num("vp_each_if_full_replay", p.F("seating.full_replay_vp"), "vp", 0))
		res.Step("vsz.step.um-full-replay", msg.A("vp", p.F("seating.full_replay_vp")))
		return nil
	}
	if u.ReplayPossible {
		res.Step("vsz.step.um-last-round")
	}
	res.Decide("vsz.dec.played-count")
	if atLeastPct(played, boards, minPct) {
		addOuts(res, "each", engine.Str("outcome", "stands"))
		res.Step("vsz.step.um-stands", msg.A("played", played), msg.A("boards", boards), msg.A("pct", minPct))
		unplayedOut()
		return nil
	}
	halfPct := p.F("seating.half_pct")
	half := int64(math.Round(halfPct * 100))
	switch lhs, rhs := played*10000, boards*half; {
	case lhs == rhs:
		vp := p.F("seating.half_deduct_vp")
		scale := boards * half / 10000
		addOuts(res, "each", engine.Str("outcome", "deduct"), engine.Num("vp_deduction_each", vp, "vp", 0), engine.Num("scale_boards", float64(scale), "boards", 0))
		res.Step("vsz.step.um-half", msg.A("played", played), msg.A("boards", boards), msg.A("vp", vp), msg.A("scale", scale))
		res.Step("vsz.step.um-negative")
		res.Decide("vsz.dec.scale-length")
		return nil
	case lhs > rhs:
		vp := p.F("seating.partial_deduct_vp")
		m := int64(math.Round(minPct * 100))
		scale := (boards*m + 9999) / 10000
		addOuts(res, "each", engine.Str("outcome", "deduct"), engine.Num("vp_deduction_each", vp, "vp", 0), engine.Num("scale_boards", float64(scale), "boards", 0))
		res.Step("vsz.step.um-partial", msg.A("played", played), msg.A("boards", boards), msg.A("vp", vp), msg.A("scale", scale), msg.A("pct", minPct))
		res.Step("vsz.step.um-negative")
		res.Decide("vsz.dec.scale-length")
		return nil
	}
	fixed, fav := p.F("seating.fixed_vp"), p.F("seating.favoured_vp")
	hv, vv := fixed, fixed
	switch u.Favoured {
	case "home":
		hv = fav
	case "visitor":
		vv = fav
	}
	addOuts(res, "each", engine.Str("outcome", "fixed"))
	addOuts(res, "home", engine.Num("vp", hv, "vp", 0))
	addOuts(res, "visitor", engine.Num("vp", vv, "vp", 0))
	res.Step("vsz.step.um-fixed", msg.A("played", played), msg.A("boards", boards), msg.A("vp", fixed))
	switch {
	case u.Favoured == "home":
		res.Step("vsz.step.um-favoured", msg.A("team", msg.Ref("party.home")), msg.A("vp", fav))
	case u.Favoured == "visitor":
		res.Step("vsz.step.um-favoured", msg.A("team", msg.Ref("party.visitor")), msg.A("vp", fav))
	case u.LastRound:
		res.Step("vsz.step.um-last-none")
	}
	res.Decide("vsz.dec.fixed-favoured")
	return nil
}

// SeatingErrorInput is a seating error and, for teams, the match as UnfinishedMatch reads it.
type SeatingErrorInput struct {
	Event         string // "pairs" or "teams"
	Stage         string // found "during" play or "after" the round
	Error         string // "swap" (directions at one table), "wrong-board" or "wrong-opponent"
	PairForm      string // pairs scoring: "mp" or "imp"
	OtherStarted  int    // boards already begun at the other table
	AlreadyPlayed bool   // either pair had already played the board
	RepeatMatch   bool   // the match repeats an earlier round-robin match
	UnfinishedMatchInput
}

// SeatingError decides what a seating error costs (rule vsz.14D, VSZ 14.D.2–3): in pairs a
// swap fixed in the scoring, Law 15B with a penalty, or the result scored or not; in teams
// rotated boards with IMPs for boards begun at the other table, a reseated round, the first
// match's result, or the §14.D.3.c procedure of UnfinishedMatch.
func SeatingError(p *engine.Params, in SeatingErrorInput) (*engine.Result, error) {
	res := &engine.Result{}
	ev, st, er := in.Event, in.Stage, in.Error
	out := func(code string) { addOuts(res, "each", engine.Str("outcome", code)) }
	if ev == "pairs" {
		switch {
		case er == "swap":
			out("swap-directions")
			res.Step("vsz.step.se-pairs-swap")
			if st == "during" {
				res.Step("vsz.step.se-pairs-swap-rest")
			}
		case st == "during":
			out("law15b")
			if in.PairForm == "mp" {
				v := p.F("seating.pairs_penalty_pct_top")
				addOuts(res, "offender", engine.Num("pct_top", v, "pct_top", 0))
				res.Step("vsz.step.se-pairs-15b-mp", msg.A("pct", v))
			} else {
				v := p.F("seating.pairs_penalty_imp")
				addOuts(res, "offender", engine.Num("imp", v, "imp", 0))
				res.Step("vsz.step.se-pairs-15b-imp", msg.A("imp", v))
			}
		case in.AlreadyPlayed:
			out("not-scored")
			res.Step("vsz.step.se-pairs-after-not-scored")
		default:
			out("scored")
			res.Step("vsz.step.se-pairs-after-scored")
		}
		return res, nil
	}
	u := in.UnfinishedMatchInput
	boards := int64(u.Boards)
	switch {
	case st == "during" && er == "swap":
		n := int64(in.OtherStarted)
		if n > boards {
			return nil, engine.Invalid("other_started", 0, boards)
		}
		imp := p.F("seating.other_table_imp")
		res.Step("vsz.step.se-teams-rotate")
		if n > 0 {
			addOuts(res, "each", engine.Num("imp_each_board", imp, "imp", 0), engine.Num("boards_affected", float64(n), "boards", 0),
				engine.Num("imp_each_total", imp*float64(n), "imp", 0))
			res.Step("vsz.step.se-teams-other-started", msg.A("n", n), msg.A("imp", imp))
		}
		valid := boards - n
		if atLeastPct(valid, boards, p.F("seating.min_played_pct")) {
			out("rotate")
			res.Step("vsz.step.se-teams-75-ok", msg.A("valid", valid), msg.A("boards", boards), msg.A("pct", p.F("seating.min_played_pct")))
			return res, nil
		}
		res.Step("vsz.step.se-teams-75-fail", msg.A("valid", valid), msg.A("boards", boards), msg.A("pct", p.F("seating.min_played_pct")))
		u.Played = int(valid)
		if err := unfinished(p, res, u, "other_started"); err != nil {
			return nil, err
		}
	case st == "during":
		out("reseat")
		res.Step("vsz.step.se-teams-reseat")
		res.Step("vsz.step.se-teams-delay")
	case er == "wrong-opponent":
		if in.RepeatMatch {
			out("first-result")
			res.Step("vsz.step.se-teams-repeat")
		} else {
			out("keep-if-possible")
			res.Step("vsz.step.se-teams-wrong-opponent")
		}
	default:
		if err := unfinished(p, res, u, "played"); err != nil {
			return nil, err
		}
	}
	return res, nil
}

// addOuts adds outs to the party role of res, the party first added when it has none yet.
func addOuts(res *engine.Result, role string, outs ...engine.Out) {
	if p := res.Party(role); p != nil {
		p.Outs = append(p.Outs, outs...)
		return
	}
	res.Parties = append(res.Parties, engine.Party{Role: role, Outs: outs})
}

// atLeastPct reports whether part ≥ pct% of whole, in exact integer arithmetic (pct may be
// fractional: it is compared at hundredths).
func atLeastPct(part, whole int64, pct float64) bool {
	return part*10000 >= whole*int64(math.Round(pct*100))
}
