package ocsb

import (
	"time"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// playingDay returns the midnight starting the playing day that ended at end: its calendar day,
// or the day before when play ended in the small hours (before protest.day_starts_hour).
func playingDay(p *engine.Params, end int64) (day int64, shifted bool) {
	d := dayStart(end)
	if float64(end-d) < p.F("protest.day_starts_hour")*60 {
		return d - 1440, true
	}
	return d, false
}

func hours(p *engine.Params, key string) int64 { return round64(p.F(key) * 60) }

// defaultEnd is the form's default end of play: the first playing day of I/A, 2018-09-04 22:20.
var defaultEnd = minutesOf(2018, time.September, 4, 22, 20)

// defaultNext is the form's default start of the next round: I/A's second day, 17:45.
var defaultNext = minutesOf(2018, time.September, 18, 17, 45)

func optTime(name string) engine.Field { return fTime(name, -1, true) }

func protestCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "ocsb.protest",
		Rules: []string{"ocsb.protests"},
		Group: "protests",
		Inputs: engine.Schema{
			fTime("play_end", defaultEnd, false),
			fBool("last_day", false),
			optTime("intent_sent"),
			optTime("reasons_received"),
			optTime("committee_decision"),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			end := in.Int("play_end")
			res := &engine.Result{}
			outs := []engine.Out{}
			var intent int64
			if in.Bool("last_day") {
				intent = end + p.I("protest.last_intent_min")
				file := end + p.I("protest.last_file_min")
				res.Step("ocsb.step.protest-last", msg.A("intent", fmtTime(intent)), msg.A("file", fmtTime(file)),
					msg.A("m1", p.I("protest.last_intent_min")), msg.A("m2", p.I("protest.last_file_min")))
				outs = append(outs, timeOut("intent_deadline", intent), timeOut("filing_deadline", file))
			} else {
				day, shifted := playingDay(p, end)
				if shifted {
					res.Decide("ocsb.dec.protest-after-midnight")
				}
				intent = day + 1440 + hours(p, "protest.intent_hour")
				res.Step("ocsb.step.protest-intent", msg.A("day", wall(day).Format("2006-01-02")), msg.A("deadline", fmtTime(intent)))
				outs = append(outs, timeOut("intent_deadline", intent))
				from := intent
				if in.Has("intent_sent") {
					from = in.Int("intent_sent")
				} else {
					res.Decide("ocsb.dec.protest-reasons-latest")
				}
				reasons := from + hours(p, "protest.reasons_hours")
				res.Step("ocsb.step.protest-reasons", msg.A("h", p.F("protest.reasons_hours")), msg.A("deadline", fmtTime(reasons)))
				outs = append(outs, timeOut("reasons_deadline", reasons))
				if in.Has("reasons_received") {
					file := in.Int("reasons_received") + hours(p, "protest.file_hours")
					res.Step("ocsb.step.protest-file", msg.A("h", p.F("protest.file_hours")), msg.A("deadline", fmtTime(file)))
					outs = append(outs, timeOut("filing_deadline", file))
				} else {
					res.Step("ocsb.step.protest-file-open", msg.A("h", p.F("protest.file_hours")))
				}
			}
			if in.Has("intent_sent") {
				sent := in.Int("intent_sent")
				ok := sent <= intent
				outs = append(outs, engine.Bool("in_time", ok))
				if !ok {
					res.Step("ocsb.step.protest-late", msg.A("sent", fmtTime(sent)))
				}
			}
			fee := p.F("protest.fee_ft")
			res.Step("ocsb.step.protest-fee", msg.A("ft", fee))
			outs = append(outs, ftOut("fee", fee, 0))
			if in.Has("committee_decision") {
				ap := in.Int("committee_decision") + round64(p.F("protest.appeal_days")*1440)
				res.Step("ocsb.step.protest-appeal", msg.A("days", p.F("protest.appeal_days")),
					msg.A("deadline", fmtTime(ap)), msg.A("ft", fee))
				outs = append(outs, timeOut("appeal_deadline", ap))
			}
			res.Parties = []engine.Party{{Role: "team", Outs: outs}}
			return res, nil
		},
	}
}

func correctionCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "ocsb.correction",
		Rules: []string{"ocsb.results"},
		Group: "score-entry",
		Inputs: engine.Schema{
			fInt("round", 1, 40, 1),
			fTime("play_end", defaultEnd, false),
			func() engine.Field { f := optTime("next_round"); f.Default = []int64{defaultNext}; return f }(),
			fBool("last_round", false),
			optTime("reported"),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			round := in.Int("round")
			end := in.Int("play_end")
			res := &engine.Result{}
			outs := []engine.Out{}
			kind := "closed"
			deadline := int64(-1)
			switch {
			case in.Bool("last_round"):
				res.Step("ocsb.step.corr-closed")
			case round <= p.I("results.early_days"):
				if !in.Has("next_round") {
					return nil, engine.InvalidKey("next_round", "err.required")
				}
				kind, deadline = "next-round", in.Int("next_round")
				if deadline <= end {
					return nil, engine.Invalid("next_round", fmtTime(end+1), fmtTime(maxDateTime))
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
				outs = append(outs, timeOut("deadline", deadline))
			}
			if in.Has("reported") {
				ok := deadline >= 0 && in.Int("reported") < deadline
				outs = append(outs, engine.Bool("in_time", ok))
				if deadline >= 0 && in.Int("reported") == deadline {
					res.Decide("ocsb.dec.corr-at-deadline")
				}
			}
			res.Parties = []engine.Party{{Role: "result", Outs: outs}}
			return res, nil
		},
	}
}
