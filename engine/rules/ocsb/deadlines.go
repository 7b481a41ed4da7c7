package ocsb

import (
	"math"
	"time"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// fmtTime prints a date-time (minutes of msg.Epoch) as "2018-09-05 18:00" (ISO order reads the
// same in all three languages).
func fmtTime(m int64) string { return msg.Wall(m).Format("2006-01-02 15:04") }

// dayStart returns the midnight that starts m's calendar day.
func dayStart(m int64) int64 { return m - ((m%1440)+1440)%1440 }

// playingDay returns the midnight starting the playing day that ended at end: its calendar day,
// or the day before when play ended in the small hours (before protest.day_starts_hour).
func playingDay(p *engine.Params, end int64) (day int64, shifted bool) {
	d := dayStart(end)
	if float64(end-d) < p.F("protest.day_starts_hour")*60 {
		return d - 1440, true
	}
	return d, false
}

// minutes returns a parameter in hours or days (per is 60 or 1440) as whole minutes.
func minutes(p *engine.Params, key string, per float64) int64 {
	return int64(math.Round(p.F(key) * per))
}

// defaultEnd is the form's default end of play: the first playing day of I/A, 2018-09-04 22:20.
var defaultEnd = msg.Minutes(2018, time.September, 4, 22, 20)

// defaultNext is the form's default start of the next round: I/A's second day, 17:45.
var defaultNext = msg.Minutes(2018, time.September, 18, 17, 45)

// ProtestDeadlinesInput is the end of play and what has happened since (date-times are minutes
// of msg.Epoch; nil: not yet, or not known).
type ProtestDeadlinesInput struct {
	PlayEnd           int64  // end of play
	LastDay           bool   // the division's last playing day
	IntentSent        *int64 // when the intent to protest was sent
	ReasonsReceived   *int64 // when the TD's written reasons arrived
	CommitteeDecision *int64 // when the appeals committee's decision was announced
}

// ProtestDeadlines decides the deadlines of a protest: the intent by e-mail by 18:00 the day
// after play, the TD's reasons within 24 hours, the protest within 24 hours of them (on a
// division's last day 10 and 30 minutes after play), the fee, and the appeal to SZEB within a
// week of the committee's decision. Rule ocsb.protests, KMOR §13 (and KMOR §13 * for the last
// day).
func ProtestDeadlines(p *engine.Params, in ProtestDeadlinesInput) (*engine.Result, error) {
	end := in.PlayEnd
	res := &engine.Result{}
	outs := []engine.Out{}
	var intent int64
	if in.LastDay {
		intent = end + p.I("protest.last_intent_min")
		file := end + p.I("protest.last_file_min")
		res.Step("ocsb.step.protest-last", msg.A("intent", fmtTime(intent)), msg.A("file", fmtTime(file)),
			msg.A("m1", p.I("protest.last_intent_min")), msg.A("m2", p.I("protest.last_file_min")))
		outs = append(outs, engine.DateTimeOut("intent_deadline", intent), engine.DateTimeOut("filing_deadline", file))
	} else {
		day, shifted := playingDay(p, end)
		if shifted {
			res.Decide("ocsb.dec.protest-after-midnight")
		}
		intent = day + 1440 + minutes(p, "protest.intent_hour", 60)
		res.Step("ocsb.step.protest-intent", msg.A("day", msg.Wall(day).Format("2006-01-02")), msg.A("deadline", fmtTime(intent)))
		outs = append(outs, engine.DateTimeOut("intent_deadline", intent))
		from := intent
		if in.IntentSent != nil {
			from = *in.IntentSent
		} else {
			res.Decide("ocsb.dec.protest-reasons-latest")
		}
		reasons := from + minutes(p, "protest.reasons_hours", 60)
		res.Step("ocsb.step.protest-reasons", msg.A("h", p.F("protest.reasons_hours")), msg.A("deadline", fmtTime(reasons)))
		outs = append(outs, engine.DateTimeOut("reasons_deadline", reasons))
		if in.ReasonsReceived != nil {
			file := *in.ReasonsReceived + minutes(p, "protest.file_hours", 60)
			res.Step("ocsb.step.protest-file", msg.A("h", p.F("protest.file_hours")), msg.A("deadline", fmtTime(file)))
			outs = append(outs, engine.DateTimeOut("filing_deadline", file))
		} else {
			res.Step("ocsb.step.protest-file-open", msg.A("h", p.F("protest.file_hours")))
		}
	}
	if in.IntentSent != nil {
		sent := *in.IntentSent
		ok := sent <= intent
		outs = append(outs, engine.Bool("in_time", ok))
		if !ok {
			res.Step("ocsb.step.protest-late", msg.A("sent", fmtTime(sent)))
		}
	}
	fee := p.F("protest.fee_ft")
	res.Step("ocsb.step.protest-fee", msg.A("ft", fee))
	outs = append(outs, ftOut("fee", fee, 0))
	if in.CommitteeDecision != nil {
		ap := *in.CommitteeDecision + minutes(p, "protest.appeal_days", 1440)
		res.Step("ocsb.step.protest-appeal", msg.A("days", p.F("protest.appeal_days")),
			msg.A("deadline", fmtTime(ap)), msg.A("ft", fee))
		outs = append(outs, engine.DateTimeOut("appeal_deadline", ap))
	}
	res.Parties = []engine.Party{{Role: "team", Outs: outs}}
	return res, nil
}

// ScoreCorrectionInput is a round's end of play and a reported error (date-times are minutes of
// msg.Epoch).
type ScoreCorrectionInput struct {
	Round     int    // the round, 1–40
	PlayEnd   int64  // end of play
	NextRound *int64 // start of the next round (needed for the early rounds)
	LastRound bool   // the division's last round
	Reported  *int64 // when the error was reported (nil: not yet)
}

// ScoreCorrection decides until when a score can be corrected: before the next round starts
// (playing days 1–6), by midnight after the playing day (from day 7), never after the last round;
// a report exactly at the deadline is late. Rule ocsb.results, KMOR §7.
func ScoreCorrection(p *engine.Params, in ScoreCorrectionInput) (*engine.Result, error) {
	round := int64(in.Round)
	end := in.PlayEnd
	res := &engine.Result{}
	outs := []engine.Out{}
	kind := "closed"
	deadline := int64(-1)
	switch {
	case in.LastRound:
		res.Step("ocsb.step.corr-closed")
	case round <= p.I("results.early_days"):
		if in.NextRound == nil {
			return nil, engine.InvalidKey("next_round", "err.required")
		}
		kind, deadline = "next-round", *in.NextRound
		if deadline <= end {
			return nil, engine.Invalid("next_round", fmtTime(end+1), fmtTime(engine.MaxDateTime))
		}
		res.Step("ocsb.step.corr-next", msg.A("n", p.I("results.early_days")), msg.A("deadline", fmtTime(deadline)))
	default:
		day, shifted := playingDay(p, end)
		if shifted {
			res.Decide("ocsb.dec.protest-after-midnight")
		}
		kind, deadline = "midnight", day+1440
		res.Step("ocsb.step.corr-midnight", msg.A("n", p.I("results.early_days")+1), msg.A("deadline", fmtTime(deadline)))
	}
	outs = append(outs, engine.Str("kind", kind))
	if deadline >= 0 {
		outs = append(outs, engine.DateTimeOut("deadline", deadline))
	}
	if in.Reported != nil {
		ok := deadline >= 0 && *in.Reported < deadline
		outs = append(outs, engine.Bool("in_time", ok))
		if deadline >= 0 && *in.Reported == deadline {
			res.Decide("ocsb.dec.corr-at-deadline")
		}
	}
	res.Parties = []engine.Party{{Role: "result", Outs: outs}}
	return res, nil
}
