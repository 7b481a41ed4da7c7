package vsz

import (
	"sort"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// tableRows returns the board counts of the playing-time table (§17.A), ascending.
func tableRows(rs *engine.Ruleset) []int64 {
	var out []int64
	for _, pr := range rs.Params {
		if s, ok := strings.CutPrefix(pr.Key, "time.play."); ok {
			if n, err := strconv.ParseInt(s, 10, 64); err == nil {
				out = append(out, n)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func calcTime() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.time", Rules: []string{R17}, Group: "time",
		Inputs: engine.Schema{
			{Name: "boards", Kind: engine.KInt, Min: 1, Max: 64, Default: []int64{8}},
			optional(fInt("elapsed", "vsz.f.elapsed", 0, 600, 0)),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			n := in.Int("boards")
			b := newResult()
			rows := tableRows(p.RS)
			found := false
			var below, above int64
			for _, r := range rows {
				switch {
				case r == n:
					found = true
				case r < n:
					below = r
				case r > n && above == 0:
					above = r
				}
			}
			if !found {
				b.party("result", engine.Bool("in_table", false))
				if below > 0 {
					b.party("result", engine.Num("below", float64(below), "boards", 0))
				}
				if above > 0 {
					b.party("result", engine.Num("above", float64(above), "boards", 0))
				}
				b.step("time-not-in-table", msg.A("boards", n))
				for _, r := range []int64{below, above} {
					if r > 0 {
						b.step("time-neighbour", msg.A("boards", r), msg.A("play", p.I(timePlayKey(int(r)))), msg.A("change", p.I(timeChangeKey(int(r)))))
					}
				}
				b.dec("time-not-in-table")
				return b.done()
			}
			play, change := p.I(timePlayKey(int(n))), p.I(timeChangeKey(int(n)))
			last := p.I("time.no_new_board_min")
			b.party("result", engine.Num("play_min", float64(play), "min", 0), engine.Num("change_min", float64(change), "min", 0),
				engine.Bool("in_table", true), engine.Num("round_min", float64(play+change), "min", 0),
				engine.Num("last_start_min", float64(play-last), "min", 0))
			b.step("time-row", msg.A("boards", n), msg.A("play", play), msg.A("change", change)).
				step("time-last-start", msg.A("min", last), msg.A("at", play-last))
			if in.Has("elapsed") {
				e := in.Int("elapsed")
				left := play - e
				ok := left >= last
				b.party("result", engine.Num("remaining_min", float64(max(left, 0)), "min", 0), engine.Bool("may_start", ok))
				if ok {
					b.step("time-may-start", msg.A("left", left))
				} else {
					b.step("time-no-start", msg.A("left", max(left, 0)), msg.A("min", last))
				}
				b.dec("two-minute")
			}
			return b.done()
		},
	}
}

// adjusted returns the artificial score of kind ("plus", "avg", "minus") in the form: a
// percentage for matchpoint pairs, IMPs otherwise.
func adjusted(p *engine.Params, form, kind string) engine.Out {
	suffix := map[string]string{"plus": "plus_", "avg": "", "minus": "minus_"}[kind]
	if form == "mp" {
		return engine.Num("pct", p.F("avg."+suffix+"pct"), "%", 0)
	}
	return engine.Num("imp", p.F("avg."+suffix+"imp"), "imp", 0)
}

func calcUnplayed() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.unplayed-time", Rules: []string{R17}, Group: "unplayed",
		Inputs: engine.Schema{
			formField(),
			fEnum("responsibility", "vsz.f.responsibility", "one", "partly", "unknown"),
			{Name: "boards", Kind: engine.KInt, Min: 1, Max: 36, Default: []int64{1}},
			fBool("played_other_table", "vsz.f.played_other_table", false),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			form, resp := in.Enum("form"), in.Enum("responsibility")
			n := in.Int("boards")
			b := newResult()
			switch resp {
			case "one":
				b.party("offender", adjusted(p, form, "minus")).party("non-offender", adjusted(p, form, "plus"))
				b.step("unpl-one")
			case "partly":
				b.party("offender", adjusted(p, form, "minus")).party("non-offender", adjusted(p, form, "avg"))
				b.step("unpl-partly")
			default:
				b.party("each", adjusted(p, form, "minus"))
				b.step("unpl-unknown")
			}
			b.step("unpl-per-board", msg.A("boards", n))
			if form == "teams" && in.Bool("played_other_table") {
				b.step("unpl-45e")
			}
			return b.done()
		},
	}
}

func calcLateness() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.lateness", Rules: []string{R18}, Group: "time",
		Inputs: engine.Schema{
			formField(),
			fBool("short_forbidden", "vsz.f.short_forbidden", false),
			fBool("at_start", "vsz.f.at_start", true),
			fInt("unfinished", "vsz.f.unfinished", 0, 36, 1),
			fBool("other_cause", "vsz.f.other_cause", false),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			b := newResult().step("late-call-td")
			sub := !in.Bool("short_forbidden") && in.Bool("at_start")
			nb := p.F("late.short_sub_boards")
			b.party("result", engine.Bool("short_sub_allowed", sub))
			if sub {
				b.party("result", engine.Num("short_sub_boards", nb, "boards", 0))
				b.step("late-short-sub", msg.A("boards", nb))
			} else {
				b.step("late-no-short-sub")
			}
			b.step("late-no-removal")
			u := in.Int("unfinished")
			if u == 0 {
				b.party("result", engine.Str("responsible", "none"))
				return b.done()
			}
			if in.Bool("other_cause") {
				b.party("result", engine.Str("responsible", "as-established"))
				b.step("late-other-cause")
				return b.done()
			}
			form := in.Enum("form")
			b.party("result", engine.Str("responsible", "late-pair"))
			b.party("offender", adjusted(p, form, "minus")).party("non-offender", adjusted(p, form, "plus"))
			b.step("late-responsible", msg.A("boards", u)).rules(R18, R17)
			return b.done()
		},
	}
}
