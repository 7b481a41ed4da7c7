package vsz

import (
	"math"

	"arbiter/engine"
	"arbiter/engine/msg"
)

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

func calcSeatingFirst() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.seating-first", Rules: []string{R14}, Group: "seating",
		Inputs: engine.Schema{
			fInt("segments", "vsz.f.segments", 1, 64, 2),
			fInt("segment", "vsz.f.segment", 1, 64, 1),
			fEnum("teams", "vsz.f.teams", "two", "three"),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			segs, seg := in.Int("segments"), in.Int("segment")
			if seg > segs {
				return nil, invalid(in.Schema, "segment", 1, segs)
			}
			b := newResult()
			if in.Enum("teams") == "three" {
				o := SeatingOrder3(segs, seg)
				b.party("result", engine.Str("first", o[0]), engine.Str("second", o[1]), engine.Str("last", o[2]))
				switch {
				case segs == 1:
					b.step("seat3-one")
				case seg%2 == 1:
					b.step("seat3-listed", msg.A("segment", seg))
				default:
					b.step("seat3-reversed", msg.A("segment", seg))
				}
				return b.done()
			}
			f := SeatingFirst(segs, seg)
			later := map[string]string{"home": "visitor", "visitor": "home", "visitor-choice": "visitor-choice"}[f]
			b.party("result", engine.Str("first", f), engine.Str("later", later))
			b.step("seat-home-ns")
			switch {
			case segs <= 4:
				b.step("seat-segments", msg.A("segments", segs), msg.A("segment", seg), msg.A("first", msg.Ref("vsz.seating-first.val.first."+f)))
			default:
				b.step("seat-alternate", msg.A("segment", seg), msg.A("first", msg.Ref("vsz.seating-first.val.first."+f)))
			}
			return b.done()
		},
	}
}

// unfinished holds the inputs of the §14.D.3.c procedure.
type unfinished struct {
	boards, played   int64
	replay, last, ko bool
	favoured         string // "none", "home", "visitor"
	playedField      string
	schema           engine.Schema
}

// runUnfinished walks §14.D.3.c (vectors.md vsz.unfinished-match) and adds the outcome to b.
func runUnfinished(p *engine.Params, u unfinished, b *builder) error {
	if u.played > u.boards {
		return invalid(u.schema, u.playedField, 0, u.boards)
	}
	short := p.I("seating.short_match_max_boards")
	impEach := p.F("seating.unplayed_imp_long")
	if u.boards <= short {
		impEach = p.F("seating.unplayed_imp_short")
	}
	minPct := p.F("seating.min_played_pct")
	b.step("um-invalid")
	unplayedOut := func() {
		b.party("each", engine.Num("imp_each_unplayed", impEach, "imp", 0), engine.Num("unplayed", float64(u.boards-u.played), "boards", 0))
		b.step("um-imp-each", msg.A("imp", impEach), msg.A("boards", u.boards), msg.A("short", short))
	}
	if u.replay && (!u.last || u.ko) {
		b.party("each", engine.Str("outcome", "replay"))
		b.step("um-replay", msg.A("pct", minPct))
		unplayedOut()
		b.party("each", engine.Num("vp_each_if_full_replay", p.F("seating.full_replay_vp"), "vp", 0))
		b.step("um-full-replay", msg.A("vp", p.F("seating.full_replay_vp")))
		return nil
	}
	if u.replay {
		b.step("um-last-round")
	}
	b.dec("played-count")
	if atLeastPct(u.played, u.boards, minPct) {
		b.party("each", engine.Str("outcome", "stands"))
		b.step("um-stands", msg.A("played", u.played), msg.A("boards", u.boards), msg.A("pct", minPct))
		unplayedOut()
		return nil
	}
	halfPct := p.F("seating.half_pct")
	half := int64(math.Round(halfPct * 100))
	switch lhs, rhs := u.played*10000, u.boards*half; {
	case lhs == rhs:
		vp := p.F("seating.half_deduct_vp")
		scale := u.boards * half / 10000
		b.party("each", engine.Str("outcome", "deduct"), engine.Num("vp_deduction_each", vp, "vp", 0), engine.Num("scale_boards", float64(scale), "boards", 0))
		b.step("um-half", msg.A("played", u.played), msg.A("boards", u.boards), msg.A("vp", vp), msg.A("scale", scale)).
			step("um-negative").dec("scale-length")
		return nil
	case lhs > rhs:
		vp := p.F("seating.partial_deduct_vp")
		m := int64(math.Round(minPct * 100))
		scale := (u.boards*m + 9999) / 10000
		b.party("each", engine.Str("outcome", "deduct"), engine.Num("vp_deduction_each", vp, "vp", 0), engine.Num("scale_boards", float64(scale), "boards", 0))
		b.step("um-partial", msg.A("played", u.played), msg.A("boards", u.boards), msg.A("vp", vp), msg.A("scale", scale), msg.A("pct", minPct)).
			step("um-negative").dec("scale-length")
		return nil
	}
	fixed, fav := p.F("seating.fixed_vp"), p.F("seating.favoured_vp")
	hv, vv := fixed, fixed
	switch u.favoured {
	case "home":
		hv = fav
	case "visitor":
		vv = fav
	}
	b.party("each", engine.Str("outcome", "fixed"))
	b.party("home", engine.Num("vp", hv, "vp", 0)).party("visitor", engine.Num("vp", vv, "vp", 0))
	b.step("um-fixed", msg.A("played", u.played), msg.A("boards", u.boards), msg.A("vp", fixed))
	if u.favoured != "none" {
		b.step("um-favoured", msg.A("team", msg.Ref("party."+u.favoured)), msg.A("vp", fav))
	} else if u.last {
		b.step("um-last-none")
	}
	b.dec("fixed-favoured")
	return nil
}

func unfinishedFields() engine.Schema {
	return engine.Schema{
		{Name: "boards", Kind: engine.KInt, Min: 1, Max: 256, Default: []int64{24}},
		fInt("played", "vsz.f.played", 0, 256, 12),
		fBool("replay_possible", "vsz.f.replay_possible", false),
		fBool("last_round", "vsz.f.last_round", false),
		fBool("ko", "vsz.f.ko", false),
		fEnum("favoured", "vsz.f.favoured", "none", "home", "visitor"),
	}
}

func unfinishedFrom(in engine.Input) unfinished {
	return unfinished{boards: in.Int("boards"), played: in.Int("played"), replay: in.Bool("replay_possible"),
		last: in.Bool("last_round"), ko: in.Bool("ko"), favoured: in.Enum("favoured"), playedField: "played", schema: in.Schema}
}

func calcUnfinished() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.unfinished-match", Rules: []string{R14D}, Group: "seating",
		Inputs: unfinishedFields(),
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			b := newResult()
			if err := runUnfinished(p, unfinishedFrom(in), b); err != nil {
				return nil, err
			}
			return b.done()
		},
	}
}

func calcSeatingError() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.seating-error", Rules: []string{R14D}, Group: "seating",
		Inputs: append(engine.Schema{
			fEnum("event", "vsz.f.event", "pairs", "teams"),
			fEnum("stage", "vsz.f.stage", "during", "after"),
			fEnum("error", "vsz.f.error", "swap", "wrong-board", "wrong-opponent"),
			fEnum("pair_form", "vsz.f.pair_form", "mp", "imp"),
			fInt("other_started", "vsz.f.other_started", 0, 256, 0),
			fBool("already_played", "vsz.f.already_played", false),
			fBool("repeat_match", "vsz.f.repeat_match", false),
		}, unfinishedFields()...),
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			b := newResult()
			ev, st, er := in.Enum("event"), in.Enum("stage"), in.Enum("error")
			out := func(code string) { b.party("each", engine.Str("outcome", code)) }
			if ev == "pairs" {
				switch {
				case er == "swap":
					out("swap-directions")
					b.step("se-pairs-swap")
					if st == "during" {
						b.step("se-pairs-swap-rest")
					}
				case st == "during":
					out("law15b")
					if in.Enum("pair_form") == "mp" {
						v := p.F("seating.pairs_penalty_pct_top")
						b.party("offender", engine.Num("pct_top", v, "pct_top", 0))
						b.step("se-pairs-15b-mp", msg.A("pct", v))
					} else {
						v := p.F("seating.pairs_penalty_imp")
						b.party("offender", engine.Num("imp", v, "imp", 0))
						b.step("se-pairs-15b-imp", msg.A("imp", v))
					}
				case in.Bool("already_played"):
					out("not-scored")
					b.step("se-pairs-after-not-scored")
				default:
					out("scored")
					b.step("se-pairs-after-scored")
				}
				return b.done()
			}
			u := unfinishedFrom(in)
			switch {
			case st == "during" && er == "swap":
				n := in.Int("other_started")
				if n > u.boards {
					return nil, invalid(in.Schema, "other_started", 0, u.boards)
				}
				imp := p.F("seating.other_table_imp")
				b.step("se-teams-rotate")
				if n > 0 {
					b.party("each", engine.Num("imp_each_board", imp, "imp", 0), engine.Num("boards_affected", float64(n), "boards", 0),
						engine.Num("imp_each_total", imp*float64(n), "imp", 0))
					b.step("se-teams-other-started", msg.A("n", n), msg.A("imp", imp))
				}
				valid := u.boards - n
				if atLeastPct(valid, u.boards, p.F("seating.min_played_pct")) {
					out("rotate")
					b.step("se-teams-75-ok", msg.A("valid", valid), msg.A("boards", u.boards), msg.A("pct", p.F("seating.min_played_pct")))
					return b.done()
				}
				b.step("se-teams-75-fail", msg.A("valid", valid), msg.A("boards", u.boards), msg.A("pct", p.F("seating.min_played_pct")))
				u.played, u.playedField = valid, "other_started"
				if err := runUnfinished(p, u, b); err != nil {
					return nil, err
				}
			case st == "during":
				out("reseat")
				b.step("se-teams-reseat").step("se-teams-delay")
			case er == "wrong-opponent":
				if in.Bool("repeat_match") {
					out("first-result")
					b.step("se-teams-repeat")
				} else {
					out("keep-if-possible")
					b.step("se-teams-wrong-opponent")
				}
			default:
				if err := runUnfinished(p, u, b); err != nil {
					return nil, err
				}
			}
			return b.done()
		},
	}
}
