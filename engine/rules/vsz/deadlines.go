package vsz

import (
	"time"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// Correcting results (§15), appeals and their deadlines (§16), postponed matches (§23). Every
// moment is a date-time value: minutes since msg.Epoch, on the wall clock.

// CorrectionDeadlineInput is a session's results: where the session stands ("next-session",
// "last-session", "qualifying"), the start of the next session or stage, when the results were
// published, and when an error was reported (nil: not yet).
type CorrectionDeadlineInput struct {
	Shape                string
	NextStart, Published int64
	Reported             *int64
}

// CorrectionDeadline computes the deadline for reporting a wrong result and when the results
// become official (rule vsz.15, VSZ 15.E–H), and whether a report was in time.
func CorrectionDeadline(p *engine.Params, in CorrectionDeadlineInput) (*engine.Result, error) {
	next, pub := in.NextStart, in.Published
	res := &engine.Result{}
	var deadline, official int64
	hasOfficial := false
	switch in.Shape {
	case "next-session":
		m := p.I("correction.before_next_min")
		deadline = next - m
		res.Step("vsz.step.corr-next", msg.A("min", m), dtArg("next", next), dtArg("deadline", deadline))
	case "last-session":
		m := p.I("correction.after_publish_min")
		deadline = pub + m
		h := p.I("correction.official_after_h")
		official, hasOfficial = pub+60*h, true
		res.Step("vsz.step.corr-last", msg.A("min", m), dtArg("published", pub), dtArg("deadline", deadline))
		res.Step("vsz.step.corr-official", msg.A("hours", h), dtArg("official", official))
	default:
		if err := checkAfter("next_start", next, pub); err != nil {
			return nil, err
		}
		m := p.I("correction.after_publish_min")
		c := p.I("correction.qualifying_close_min")
		deadline = min(pub+m, next-c)
		official, hasOfficial = next-c, true
		res.Step("vsz.step.corr-last", msg.A("min", m), dtArg("published", pub), dtArg("deadline", pub+m))
		res.Step("vsz.step.corr-qualifying", msg.A("min", c), dtArg("next", next), dtArg("closed", official))
	}
	outs := []engine.Out{engine.DateTimeOut("deadline", deadline)}
	if hasOfficial {
		outs = append(outs, engine.DateTimeOut("official", official))
	}
	res.Step("vsz.step.corr-longer")
	if in.Reported != nil {
		r := *in.Reported
		v := "in-time"
		switch {
		case r <= deadline:
			res.Step("vsz.step.corr-in-time", dtArg("reported", r))
		case !hasOfficial || r <= official:
			v = "late-corrected"
			res.Step("vsz.step.corr-late", dtArg("reported", r))
		default:
			v = "closed"
			res.Step("vsz.step.corr-closed", dtArg("reported", r))
		}
		outs = append(outs, engine.Str("verdict", v))
		res.Decide("vsz.dec.deadline-inclusive")
	}
	res.Parties = []engine.Party{{Role: "result", Outs: outs}}
	return res, nil
}

// RevealedBoardInput is the pairs scoring ("mp", "imp") of a board revealed by a result
// entered under a wrong board number.
type RevealedBoardInput struct {
	PairForm string
}

// RevealedBoard scores a board exposed by a result entered under a wrong number (rule vsz.15,
// VSZ 15.C): it is not played, and both pairs get average-minus.
func RevealedBoard(p *engine.Params, in RevealedBoardInput) (*engine.Result, error) {
	res := &engine.Result{Parties: []engine.Party{{Role: "each", Outs: []engine.Out{adjusted(p, in.PairForm, "minus")}}}}
	res.Step("vsz.step.revealed")
	return res, nil
}

// ProtestDeadlineInput is a session's end and, where they apply, the next session's start and
// the event's end (nil: none), and when the appeal was lodged (nil: not yet).
type ProtestDeadlineInput struct {
	SessionEnd                    int64
	NextStart, EventEnd, Reported *int64
}

// ProtestDeadline computes the deadline for an appeal (rule vsz.16, VSZ 16): the earliest of
// protest.after_session_min after the session, the next session's start and
// protest.after_event_min after the event, with the deposit; and whether an appeal was in time.
func ProtestDeadline(p *engine.Params, in ProtestDeadlineInput) (*engine.Result, error) {
	end := in.SessionEnd
	a := p.I("protest.after_session_min")
	deadline, bound := end+a, "after-session"
	res := &engine.Result{}
	res.Step("vsz.step.prot-session", msg.A("min", a), dtArg("end", end), dtArg("at", end+a))
	if in.NextStart != nil {
		n := *in.NextStart
		if err := checkAfter("next_start", n, end); err != nil {
			return nil, err
		}
		res.Step("vsz.step.prot-next", dtArg("at", n))
		if n < deadline {
			deadline, bound = n, "next-start"
		}
	}
	if in.EventEnd != nil {
		e := *in.EventEnd
		if err := checkAfter("event_end", e, end); err != nil {
			return nil, err
		}
		m := p.I("protest.after_event_min")
		res.Step("vsz.step.prot-event", msg.A("min", m), dtArg("end", e), dtArg("at", e+m))
		if e+m < deadline {
			deadline, bound = e+m, "after-event"
		}
	}
	fee := p.F("protest.fee_ft")
	res.Step("vsz.step.prot-earliest", dtArg("deadline", deadline))
	res.Step("vsz.step.prot-fee", msg.A("fee", fee))
	outs := []engine.Out{engine.DateTimeOut("deadline", deadline), engine.Str("bound", bound), engine.Num("fee_ft", fee, "ft", 0)}
	if in.Reported != nil {
		outs = append(outs, engine.Bool("in_time", *in.Reported <= deadline))
		res.Decide("vsz.dec.deadline-inclusive")
	}
	res.Decide("vsz.dec.session")
	res.Parties = []engine.Party{{Role: "result", Outs: outs}}
	return res, nil
}

// SZEBDeadlineInput is an appeals committee's decision: when it was announced, whether on the
// last playing day of a Hungarian championship, and when a second-level appeal was filed (nil:
// not yet).
type SZEBDeadlineInput struct {
	Communicated        int64
	ChampionshipLastDay bool
	Filed               *int64
}

// SZEBDeadline computes the deadline of a second-level appeal to SZEB (rule vsz.16, VSZ 16.H):
// midnight ending the szeb.days-th day after the decision, or szeb.championship_h hours on a
// championship's last day; and, once filed, whether it was in time and when SZEB decides.
func SZEBDeadline(p *engine.Params, in SZEBDeadlineInput) (*engine.Result, error) {
	c := in.Communicated
	res := &engine.Result{}
	var deadline int64
	if in.ChampionshipLastDay {
		h := p.I("szeb.championship_h")
		deadline = c + 60*h
		res.Step("vsz.step.szeb-championship", msg.A("hours", h), dtArg("deadline", deadline))
	} else {
		d := p.I("szeb.days")
		deadline = endOfDay(c, int(d))
		res.Step("vsz.step.szeb-days", msg.A("days", d), dtArg("communicated", c), dtArg("deadline", deadline))
		res.Decide("vsz.dec.szeb-midnight")
	}
	fee := p.F("protest.fee_ft")
	res.Step("vsz.step.szeb-fee", msg.A("fee", fee))
	outs := []engine.Out{engine.DateTimeOut("deadline", deadline), engine.Num("fee_ft", fee, "ft", 0)}
	if in.Filed != nil {
		f := *in.Filed
		if err := checkAfter("filed", f, c); err != nil {
			return nil, err
		}
		d := p.I("szeb.decision_days")
		by := endOfDay(f, int(d))
		outs = append(outs, engine.Bool("in_time", f <= deadline), engine.DateTimeOut("decision_by", by))
		res.Step("vsz.step.szeb-decision", msg.A("days", d), dtArg("by", by))
		res.Decide("vsz.dec.deadline-inclusive")
	}
	res.Parties = []engine.Party{{Role: "result", Outs: outs}}
	return res, nil
}

// ProtestFeeInput is an appeal: who heard it ("first": the appeals committee, "second": SZEB)
// and its outcome ("upheld", "dismissed", "frivolous", "withdrawn").
type ProtestFeeInput struct {
	Level, Outcome string
}

// ProtestFee decides whether the appeal deposit (protest.fee_ft) is returned (rule vsz.16,
// VSZ 16.A): kept for a frivolous appeal, and at the second level unless it is upheld or
// withdrawn.
func ProtestFee(p *engine.Params, in ProtestFeeInput) (*engine.Result, error) {
	fee := p.F("protest.fee_ft")
	lvl, o := in.Level, in.Outcome
	refund := true
	res := &engine.Result{}
	switch {
	case o == "withdrawn":
		res.Step("vsz.step.fee-withdrawn")
	case lvl == "first" && o == "frivolous":
		refund = false
		res.Step("vsz.step.fee-first-frivolous")
		res.Step("vsz.step.fee-score-cut")
	case lvl == "first":
		res.Step("vsz.step.fee-first-refund")
	case o == "upheld":
		res.Step("vsz.step.fee-second-upheld")
	default:
		refund = false
		res.Step("vsz.step.fee-second-kept")
		if o == "frivolous" {
			res.Step("vsz.step.fee-score-cut")
		}
	}
	r := 0.0
	if refund {
		r = fee
	}
	res.Parties = []engine.Party{{Role: "player", Outs: []engine.Out{
		engine.Num("fee_ft", fee, "ft", 0), engine.Num("refund_ft", r, "ft", 0), engine.Bool("refunded", refund)}}}
	return res, nil
}

// PostponementInput is when a postponement was agreed to in principle.
type PostponementInput struct {
	Requested int64
}

// Postponement computes by when the teams must agree the new date of a postponed match (rule
// vsz.other, VSZ 23): postpone.agree_days after the request.
func Postponement(p *engine.Params, in PostponementInput) (*engine.Result, error) {
	r := in.Requested
	d := p.I("postpone.agree_days")
	by := r + d*24*60
	n := p.I("postpone.dates_offered")
	res := &engine.Result{}
	res.Step("vsz.step.post-agree", msg.A("days", d), dtArg("by", by))
	res.Step("vsz.step.post-fallback", msg.A("n", n))
	res.Step("vsz.step.post-before-last")
	res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{engine.DateTimeOut("deadline", by)}}}
	return res, nil
}

// dateTimeLayout is how a step prints a moment: the same in all three languages.
const dateTimeLayout = "2006-01-02 15:04"

// dtArg is a moment as a step's argument, printed as dateTimeLayout.
func dtArg(name string, v int64) msg.Arg { return msg.A(name, msg.Wall(v).Format(dateTimeLayout)) }

// checkAfter reports field as invalid when v is before lo.
func checkAfter(field string, v, lo int64) error {
	if v < lo {
		return engine.Invalid(field, msg.Wall(lo).Format(dateTimeLayout), msg.Wall(engine.MaxDateTime).Format(dateTimeLayout))
	}
	return nil
}

// endOfDay returns the midnight that ends the day holding v, plus days whole days.
func endOfDay(v int64, days int) int64 {
	t := msg.Wall(v)
	return msg.MinutesOf(time.Date(t.Year(), t.Month(), t.Day()+days+1, 0, 0, 0, 0, time.UTC))
}
