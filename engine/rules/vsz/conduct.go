package vsz

import (
	"math"

	"arbiter/engine"
	"arbiter/engine/msg"
)

func pairFormField() engine.Field { return fEnum("pair_form", "vsz.f.pair_form", "mp", "imp") }

func eventField() engine.Field { return fEnum("event", "vsz.f.event", "pairs", "teams") }

func verdict(b *builder, ok bool, clause string) {
	b.party("result", engine.Bool("allowed", ok), engine.Str("clause", clause))
}

func calcSubstitute() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.substitute", Rules: []string{R18}, Group: "substitutes",
		Inputs: engine.Schema{
			fEnum("kind", "vsz.f.sub_kind", "short", "long"),
			eventField(),
			fBool("forbidden", "vsz.f.forbidden", false),
			fBool("td_on_duty", "vsz.f.td_on_duty", false),
			fBool("at_start", "vsz.f.at_start", true),
			fInt("sub_boards", "vsz.f.sub_boards", 1, 36, 2),
			fBool("plans_board", "vsz.f.plans_board", false),
			fBool("entered_elsewhere", "vsz.f.entered_elsewhere", false),
			fInt("short_used_today", "vsz.f.short_used_today", 0, 10, 0),
			fInt("long_playing", "vsz.f.long_playing", 0, 10, 0),
			fInt("long_used", "vsz.f.long_used", 0, 10, 0),
			fEnum("room", "vsz.f.room", "open", "closed"),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			b := newResult()
			short := in.Enum("kind") == "short"
			clause := "ok"
			switch {
			case in.Bool("td_on_duty"):
				clause = "td-on-duty"
			case in.Bool("forbidden"):
				clause = "forbidden"
			case short && !in.Bool("at_start"):
				clause = "not-at-start"
			case short && float64(in.Int("sub_boards")) > p.F("late.short_sub_boards"):
				clause = "too-many-boards"
			case short && in.Bool("plans_board"):
				clause = "plays-board"
			case short && in.Bool("entered_elsewhere"):
				clause = "entered-opposing"
			case short && float64(in.Int("short_used_today")) >= p.F("sub.short_per_day"):
				clause = "one-per-day"
			case !short && in.Bool("entered_elsewhere"):
				clause = "entered-other"
			case !short && float64(in.Int("long_playing")) >= p.F("sub.long_at_once"):
				clause = "one-at-a-time"
			case !short && float64(in.Int("long_used")) >= p.F("sub.long_total"):
				clause = "two-in-total"
			case !short && in.Enum("event") == "teams" && in.Enum("room") == "closed":
				clause = "closed-room"
			}
			verdict(b, clause == "ok", clause)
			args := []msg.Arg{msg.A("boards", p.F("late.short_sub_boards")), msg.A("per_day", p.F("sub.short_per_day")),
				msg.A("at_once", p.F("sub.long_at_once")), msg.A("total", p.F("sub.long_total"))}
			b.step("sub-"+clause, args...)
			b.party("player", engine.Bool("masterpoints", false))
			b.step("sub-no-masterpoints")
			return b.done()
		},
	}
}

func calcChange() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.change", Rules: []string{R18}, Group: "substitutes",
		Inputs: engine.Schema{
			eventField(),
			fBool("forbidden", "vsz.f.forbidden", false),
			fBool("during_board", "vsz.f.during_board", false),
			fBool("round_end", "vsz.f.round_end", true),
			fEnum("timing", "vsz.f.timing", "between", "inside"),
			fInt("segment_boards", "vsz.f.segment_boards", 1, 256, 16),
			fInt("boards_done", "vsz.f.boards_done", 0, 256, 8),
			fEnum("room", "vsz.f.room", "open", "closed"),
			optional(fInt("short_limit", "vsz.f.short_limit", 1, 256, 0)),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			b := newResult()
			seg, done := in.Int("segment_boards"), in.Int("boards_done")
			minSeg := p.I("change.min_segment_boards")
			share := p.F("change.after_share_pct")
			clause := "ok"
			switch {
			case in.Bool("forbidden"):
				clause = "forbidden"
			case in.Bool("during_board"):
				clause = "during-board"
			case in.Enum("event") == "pairs":
				if !in.Bool("round_end") {
					clause = "round-end"
				}
			case in.Enum("timing") == "between":
			case done > seg:
				return nil, invalid(in.Schema, "boards_done", 0, seg)
			case in.Enum("room") == "closed":
				clause = "closed-room"
			case seg >= minSeg:
				if !atLeastPct(done, seg, share) {
					clause = "before-half"
				}
			case in.Has("short_limit") && seg <= in.Int("short_limit"):
				clause = "short-match"
			default:
				clause = "ask-conditions"
				b.dec("short-match")
			}
			verdict(b, clause == "ok", clause)
			b.step("chg-"+clause, msg.A("boards", minSeg), msg.A("pct", share), msg.A("done", done), msg.A("segment", seg))
			return b.done()
		},
	}
}

func calcAbsentTeam() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.absent-team", Rules: []string{R21}, Group: "absences",
		Inputs: engine.Schema{
			fDec("present_avg", "vsz.f.present_avg", 2, 0, 20, 11.5),
			fDec("absent_avg", "vsz.f.absent_avg", 2, 0, 20, 6.3),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			floor, total := p.F("absence.present_min_vp"), p.F("absence.vp_total")
			own, opp := in.Dec("present_avg"), in.Dec("absent_avg")
			cands := []struct {
				code string
				v    float64
			}{{"minimum", floor}, {"own-average", own}, {"opponent-average", engine.Round2(total - opp)}}
			best := cands[0]
			for _, c := range cands[1:] {
				if c.v > best.v {
					best = c
				}
			}
			b := newResult().step("abs-team-candidates", msg.A("min", floor), msg.A("own", dec2(own)), msg.A("total", total),
				msg.A("opp", dec2(opp)), msg.A("diff", dec2(total-opp))).
				step("abs-team-best", msg.A("vp", dec2(best.v)))
			b.party("non-offender", engine.Num("vp", best.v, "vp", 2), engine.Str("basis", best.code))
			b.party("offender", engine.Num("vp", p.F("absence.absent_vp"), "vp", 2))
			b.step("abs-team-absent", msg.A("vp", p.F("absence.absent_vp")))
			return b.done()
		},
	}
}

func calcAbsentPair() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.absent-pair", Rules: []string{R21}, Group: "absences",
		Inputs: engine.Schema{pairFormField()},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			f := in.Enum("pair_form")
			b := newResult().party("offender", adjusted(p, f, "minus")).party("non-offender", adjusted(p, f, "plus"))
			b.step("abs-pair")
			return b.done()
		},
	}
}

func calcByeTeam() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.bye-team", Rules: []string{R21}, Group: "absences",
		Inputs: engine.Schema{},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			v := p.F("bye.team_vp")
			b := newResult().party("team", engine.Num("vp", v, "vp", 0)).step("bye-team", msg.A("vp", v)).step("bye-unplanned")
			return b.done()
		},
	}
}

func calcByePair() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.bye-pair", Rules: []string{R21}, Group: "absences",
		Inputs: engine.Schema{
			pairFormField(),
			fDec("session_pct", "vsz.f.session_pct", 2, 0, 100, 50),
			fDec("session_imp", "vsz.f.session_imp", 2, -24, 24, 0),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			b := newResult()
			if in.Enum("pair_form") == "mp" {
				b.party("pair", engine.Num("pct", in.Dec("session_pct"), "%", 2))
			} else {
				b.party("pair", engine.Num("imp", in.Dec("session_imp"), "imp", 2))
			}
			b.step("bye-pair").step("bye-unplanned").dec("session")
			return b.done()
		},
	}
}

func calcWithdrawal() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.withdrawal", Rules: []string{R24}, Group: "absences",
		Inputs: engine.Schema{
			eventField(),
			fEnum("kind", "vsz.f.leave_kind", "withdrawal", "disqualification"),
			fInt("scheduled", "vsz.f.scheduled", 1, 2000, 140),
			fInt("played", "vsz.f.unit_played", 0, 2000, 80),
			fInt("members", "vsz.f.members", 1, 7, 2),
			fBool("can_continue", "vsz.f.can_continue", false),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			s, pl := in.Int("scheduled"), in.Int("played")
			if pl > s {
				return nil, invalid(in.Schema, "played", 0, s)
			}
			b := newResult()
			if in.Enum("kind") == "disqualification" {
				need := p.I("disqualify.min_members")
				if in.Int("members") < need {
					b.step("wd-player-only", msg.A("n", need))
					if in.Bool("can_continue") {
						b.party("result", engine.Str("outcome", "continues"))
						b.step("wd-continues")
						return b.done()
					}
					b.step("wd-cannot-continue")
				} else {
					b.step("wd-unit", msg.A("n", need))
				}
				b.step("wd-dq-no-masterpoints")
			} else {
				b.step("wd-report")
			}
			pct := p.F("withdrawal.min_played_pct")
			if in.Enum("event") == "pairs" {
				b.party("result", engine.Str("outcome", "stand"), engine.Bool("results_stand", true))
				b.step("wd-pairs")
				return b.done()
			}
			if atLeastPct(pl, s, pct) {
				b.party("result", engine.Str("outcome", "stand"), engine.Bool("results_stand", true), engine.Str("opponents", "absence-score"))
				b.step("wd-teams-stand", msg.A("played", pl), msg.A("scheduled", s), msg.A("pct", pct))
			} else {
				b.party("result", engine.Str("outcome", "deleted"), engine.Bool("results_stand", false), engine.Str("opponents", "bye-score"))
				b.step("wd-teams-deleted", msg.A("played", pl), msg.A("scheduled", s), msg.A("pct", pct))
			}
			return b.done()
		},
	}
}

func calcConcession() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.concession", Rules: []string{R24}, Group: "absences",
		Inputs: engine.Schema{
			fBool("ko", "vsz.f.ko", true),
			fBool("segment_end", "vsz.f.segment_end", true),
			{Name: "boards", Kind: engine.KInt, Min: 1, Max: 512, Default: []int64{64}},
			fInt("played", "vsz.f.played", 0, 512, 32),
			fDec("gap_h", "vsz.f.gap_h", 1, 0, 720, 40),
			fDec("notice_h", "vsz.f.notice_h", 1, 0, 720, 30),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			bd, pl := in.Int("boards"), in.Int("played")
			if pl > bd {
				return nil, invalid(in.Schema, "played", 0, bd)
			}
			gap, notice := in.Dec("gap_h"), in.Dec("notice_h")
			if notice > gap {
				return nil, invalid(in.Schema, "notice_h", msg.Dec{V: 0, Prec: 1}, msg.Dec{V: gap, Prec: 1})
			}
			need, pct := p.F("concession.notice_h"), p.F("concession.min_played_pct")
			clause := "ok"
			switch {
			case !in.Bool("ko"):
				clause = "not-ko"
			case !in.Bool("segment_end"):
				clause = "not-segment-end"
			case !atLeastPct(pl, bd, pct):
				clause = "too-early"
			case gap >= need && notice < need:
				clause = "late-notice"
			}
			b := newResult()
			verdict(b, clause == "ok", clause)
			b.step("conc-"+clause, msg.A("pct", pct), msg.A("hours", need), msg.A("played", pl), msg.A("boards", bd))
			if clause == "ok" && gap < need {
				b.step("conc-reasonable", msg.A("hours", need))
			}
			b.step("conc-final")
			return b.done()
		},
	}
}

func calcDisciplinary() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.disciplinary-range", Rules: []string{R27}, Group: "discipline",
		Inputs: engine.Schema{formField(), optional(fDec("amount", "vsz.f.amount", 2, 0, 100, 0))},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			b := newResult().step("disc-kinds")
			var lo, hi float64
			unit, ok := "imp", true
			switch in.Enum("form") {
			case "mp":
				lo, hi, unit = p.F("disc.mp_min_top"), p.F("disc.mp_max_top"), "top"
				b.step("disc-mp", msg.A("min", lo), msg.A("max", hi))
			case "imp":
				lo, hi = p.F("disc.imp_min"), p.F("disc.imp_max")
				b.step("disc-imp", msg.A("min", lo), msg.A("max", hi))
			default:
				lo, hi, ok = p.F("disc.teams_min_imp"), math.Inf(1), false
				b.step("disc-teams", msg.A("min", lo)).dec("teams-no-max")
			}
			b.party("offender", engine.Num("min", lo, unit, 2))
			if ok {
				b.party("offender", engine.Num("max", hi, unit, 2))
			}
			b.party("offender", engine.Str("unit", unit), engine.Bool("has_max", ok))
			if in.Has("amount") {
				a := in.Dec("amount")
				in := a >= lo && a <= hi
				b.party("offender", engine.Bool("in_range", in))
				if in {
					b.step("disc-in-range", msg.A("amount", a))
				} else {
					b.step("disc-out-of-range", msg.A("amount", a))
				}
			}
			b.step("disc-report")
			return b.done()
		},
	}
}

func calcUnitSize() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.unit-size", Rules: []string{ROther}, Group: "substitutes",
		Inputs: engine.Schema{
			eventField(),
			fInt("players", "vsz.f.players", 1, 20, 4),
			fBool("more_allowed", "vsz.f.more_allowed", false),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			lo, hi := p.I("unit.pairs_min"), p.I("unit.pairs_max")
			if in.Enum("event") == "teams" {
				lo, hi = p.I("unit.teams_min"), p.I("unit.teams_max")
			}
			n := in.Int("players")
			clause := "ok"
			switch {
			case n < lo:
				clause = "too-few"
			case n > hi && in.Bool("more_allowed"):
				clause = "more-allowed"
			case n > hi:
				clause = "too-many"
			}
			b := newResult()
			verdict(b, clause == "ok" || clause == "more-allowed", clause)
			b.step("unit-"+clause, msg.A("min", lo), msg.A("max", hi), msg.A("n", n)).step("unit-late-entry")
			return b.done()
		},
	}
}

func calcRevealed() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.revealed-board", Rules: []string{R15}, Group: "score-entry",
		Inputs: engine.Schema{pairFormField()},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			b := newResult().party("each", adjusted(p, in.Enum("pair_form"), "minus")).step("revealed")
			return b.done()
		},
	}
}

func calculators() []*engine.Calculator {
	return []*engine.Calculator{
		calcCrossIMP(), calcButler(), calcMatchpoints(), calcIMPVP(), calcBAM(),
		calcSeatingFirst(), calcSeatingError(), calcUnfinished(),
		calcCorrection(), calcRevealed(), calcProtest(), calcSZEB(), calcProtestFee(),
		calcTime(), calcUnplayed(), calcLateness(), calcSubstitute(), calcChange(),
		calcAbsentTeam(), calcAbsentPair(), calcByeTeam(), calcByePair(),
		calcConcession(), calcWithdrawal(), calcDisciplinary(), calcUnitSize(), calcPostpone(),
	}
}
