package vsz

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

func dtOut(name string, v int64) engine.Out { return engine.DateTimeOut(name, v) }

// checkAfter reports field as invalid when v is before lo.
func checkAfter(s engine.Schema, field string, v, lo int64) error {
	if v < lo {
		return invalid(s, field, FormatDT(lo), FormatDT(dtMax))
	}
	return nil
}

func calcCorrection() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.correction-deadline", Rules: []string{R15}, Group: "protests",
		Inputs: engine.Schema{
			fEnum("shape", "vsz.f.shape", "next-session", "last-session", "qualifying"),
			fDT("next_start", "vsz.f.next_start", DT(2017, 9, 17, 10, 0)),
			fDT("published", "vsz.f.published", DT(2017, 9, 16, 22, 40)),
			optional(fDT("reported", "vsz.f.reported", 0)),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			shape := in.Enum("shape")
			next, pub := in.Int("next_start"), in.Int("published")
			b := newResult()
			var deadline, official int64
			hasOfficial := false
			switch shape {
			case "next-session":
				m := p.I("correction.before_next_min")
				deadline = next - m
				b.step("corr-next", msg.A("min", m), dtArg("next", next), dtArg("deadline", deadline))
			case "last-session":
				m := p.I("correction.after_publish_min")
				deadline = pub + m
				h := p.I("correction.official_after_h")
				official, hasOfficial = pub+60*h, true
				b.step("corr-last", msg.A("min", m), dtArg("published", pub), dtArg("deadline", deadline)).
					step("corr-official", msg.A("hours", h), dtArg("official", official))
			default:
				if err := checkAfter(in.Schema, "next_start", next, pub); err != nil {
					return nil, err
				}
				m := p.I("correction.after_publish_min")
				c := p.I("correction.qualifying_close_min")
				deadline = min(pub+m, next-c)
				official, hasOfficial = next-c, true
				b.step("corr-last", msg.A("min", m), dtArg("published", pub), dtArg("deadline", pub+m)).
					step("corr-qualifying", msg.A("min", c), dtArg("next", next), dtArg("closed", official))
			}
			b.party("result", dtOut("deadline", deadline))
			if hasOfficial {
				b.party("result", dtOut("official", official))
			}
			b.step("corr-longer")
			if in.Has("reported") {
				r := in.Int("reported")
				v := "in-time"
				switch {
				case r <= deadline:
					b.step("corr-in-time", dtArg("reported", r))
				case !hasOfficial || r <= official:
					v = "late-corrected"
					b.step("corr-late", dtArg("reported", r))
				default:
					v = "closed"
					b.step("corr-closed", dtArg("reported", r))
				}
				b.party("result", engine.Str("verdict", v))
				b.dec("deadline-inclusive")
			}
			return b.done()
		},
	}
}

func calcProtest() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.protest-deadline", Rules: []string{R16}, Group: "protests",
		Inputs: engine.Schema{
			fDT("session_end", "vsz.f.session_end", DT(2017, 9, 16, 17, 0)),
			optional(fDT("next_start", "vsz.f.next_start", 0)),
			optional(fDT("event_end", "vsz.f.event_end", 0)),
			optional(fDT("reported", "vsz.f.protest_at", 0)),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			end := in.Int("session_end")
			a := p.I("protest.after_session_min")
			deadline, bound := end+a, "after-session"
			b := newResult().step("prot-session", msg.A("min", a), dtArg("end", end), dtArg("at", end+a))
			if in.Has("next_start") {
				n := in.Int("next_start")
				if err := checkAfter(in.Schema, "next_start", n, end); err != nil {
					return nil, err
				}
				b.step("prot-next", dtArg("at", n))
				if n < deadline {
					deadline, bound = n, "next-start"
				}
			}
			if in.Has("event_end") {
				e := in.Int("event_end")
				if err := checkAfter(in.Schema, "event_end", e, end); err != nil {
					return nil, err
				}
				m := p.I("protest.after_event_min")
				b.step("prot-event", msg.A("min", m), dtArg("end", e), dtArg("at", e+m))
				if e+m < deadline {
					deadline, bound = e+m, "after-event"
				}
			}
			fee := p.F("protest.fee_ft")
			b.step("prot-earliest", dtArg("deadline", deadline)).step("prot-fee", msg.A("fee", fee))
			b.party("result", dtOut("deadline", deadline), engine.Str("bound", bound), engine.Num("fee_ft", fee, "ft", 0))
			if in.Has("reported") {
				r := in.Int("reported")
				b.party("result", engine.Bool("in_time", r <= deadline))
				b.dec("deadline-inclusive")
			}
			b.dec("session")
			return b.done()
		},
	}
}

func calcSZEB() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.szeb-deadline", Rules: []string{R16}, Group: "protests",
		Inputs: engine.Schema{
			fDT("communicated", "vsz.f.communicated", DT(2017, 9, 16, 21, 15)),
			fBool("championship_last_day", "vsz.f.championship_last_day", false),
			optional(fDT("filed", "vsz.f.filed", 0)),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			c := in.Int("communicated")
			b := newResult()
			var deadline int64
			if in.Bool("championship_last_day") {
				h := p.I("szeb.championship_h")
				deadline = c + 60*h
				b.step("szeb-championship", msg.A("hours", h), dtArg("deadline", deadline))
			} else {
				d := p.I("szeb.days")
				deadline = endOfDay(c, int(d))
				b.step("szeb-days", msg.A("days", d), dtArg("communicated", c), dtArg("deadline", deadline)).dec("szeb-midnight")
			}
			fee := p.F("protest.fee_ft")
			b.step("szeb-fee", msg.A("fee", fee))
			b.party("result", dtOut("deadline", deadline), engine.Num("fee_ft", fee, "ft", 0))
			if in.Has("filed") {
				f := in.Int("filed")
				if err := checkAfter(in.Schema, "filed", f, c); err != nil {
					return nil, err
				}
				d := p.I("szeb.decision_days")
				by := endOfDay(f, int(d))
				b.party("result", engine.Bool("in_time", f <= deadline), dtOut("decision_by", by))
				b.step("szeb-decision", msg.A("days", d), dtArg("by", by))
				b.dec("deadline-inclusive")
			}
			return b.done()
		},
	}
}

func calcProtestFee() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.protest-fee", Rules: []string{R16}, Group: "protests",
		Inputs: engine.Schema{
			fEnum("level", "vsz.f.level", "first", "second"),
			fEnum("outcome", "vsz.f.appeal_outcome", "upheld", "dismissed", "frivolous", "withdrawn"),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			fee := p.F("protest.fee_ft")
			lvl, o := in.Enum("level"), in.Enum("outcome")
			refund := true
			b := newResult()
			switch {
			case o == "withdrawn":
				b.step("fee-withdrawn")
			case lvl == "first" && o == "frivolous":
				refund = false
				b.step("fee-first-frivolous").step("fee-score-cut")
			case lvl == "first":
				b.step("fee-first-refund")
			case o == "upheld":
				b.step("fee-second-upheld")
			default:
				refund = false
				b.step("fee-second-kept")
				if o == "frivolous" {
					b.step("fee-score-cut")
				}
			}
			r := 0.0
			if refund {
				r = fee
			}
			b.party("player", engine.Num("fee_ft", fee, "ft", 0), engine.Num("refund_ft", r, "ft", 0), engine.Bool("refunded", refund))
			return b.done()
		},
	}
}

func calcPostpone() *engine.Calculator {
	return &engine.Calculator{
		ID: "vsz.postponement", Rules: []string{ROther}, Group: "protests",
		Inputs: engine.Schema{fDT("requested", "vsz.f.requested", DT(2017, 10, 2, 12, 0))},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			r := in.Int("requested")
			d := p.I("postpone.agree_days")
			by := r + d*24*60
			n := p.I("postpone.dates_offered")
			b := newResult().step("post-agree", msg.A("days", d), dtArg("by", by)).
				step("post-fallback", msg.A("n", n)).step("post-before-last")
			b.party("result", dtOut("deadline", by))
			return b.done()
		},
	}
}
