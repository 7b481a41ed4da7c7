package eventlog

import (
	"arbiter/engine"
	"arbiter/engine/link"
)

// Stale is an incident whose logged result the log, as it is now, changes: an input the log
// fills (a count of earlier incidents, Feeds) has another value over the merged log — two
// directors each logged a "first" Zero Tolerance breach of the same point by the same player
// on the same day, offline; after the merge the later one is the second — and the result with
// that value differs from the one logged.
type Stale struct {
	Number   int
	Field    string        // the input the log fills
	Was, Now []int64       // its logged value and the value the log gives now
	Counted  []Incident    // the incidents the log counts now
	Values   engine.Values // the incident's values with Now
	Result   []Out         // the result with Values (Summary)
}

// Compute runs incident in's calculator with vals and returns its flattened result (the app
// passes the way it computes a logged case; nil: the calculator with the event's data version
// and club values).
type Compute func(in *Incident, vals engine.Values) ([]Out, error)

// StaleResults lists the active incidents of ev (incs: every incident of the event, every
// director's) whose result the log changes, by Before order: those whose count, made again
// over the log, holds an incident of another director's series (what a merge brings; a count
// a director typed against their own log is their decision, not flagged). Only inputs that
// count earlier incidents are checked (not the tables the log fills: the ZT book, the
// Preferans sheet).
func StaleResults(lookup Lookup, ev *Event, incs []Incident, compute Compute) []Stale {
	rs := lookup(ev.Ruleset)
	if rs == nil {
		return nil
	}
	params := link.Ruling{DataVersion: ev.DataVersion, Club: link.ClubFrom(rs, ev.DataVersion, ev.Club)}.Params(rs)
	if compute == nil {
		compute = func(in *Incident, vals engine.Values) ([]Out, error) {
			res, err := rs.Calculator(in.Calculator).Run(params, vals)
			if err != nil {
				return nil, err
			}
			return Summary(res), nil
		}
	}
	// only another director's ruling makes a result stale: a log of one series (every log of a
	// director working alone) has none, and is not counted again incident by incident (each
	// count reads the whole log: the event page of a season's log would pay it on every load)
	series := -1
	several := false
	for i := range incs {
		if s, _ := SeriesOf(incs[i].Number); incs[i].Status == Active && series >= 0 && s != series {
			several = true
			break
		} else if incs[i].Status == Active {
			series = s
		}
	}
	if !several {
		return nil
	}
	var out []Stale
	for i := range incs {
		in := &incs[i]
		calc := rs.Calculator(in.Calculator)
		if in.Status != Active || calc == nil || len(in.Values) != len(calc.Inputs) {
			continue
		}
		for _, f := range FeedsOf(calc) {
			idx := calc.Inputs.Index(f.Field)
			if f.Table || idx < 0 {
				continue
			}
			q := &FeedQuery{RS: rs, Calc: calc, Ev: ev, Incs: incs, Vals: in.Values, Params: params,
				Day: in.Time.Day(), Session: in.Session, Reopen: in.Number}
			q.Who = whoOf(f, q, in)
			a := f.Answer(q)
			if a.Need != "" || a.NeedWho {
				continue
			}
			now := []int64{int64(a.Count)}
			if fl := calc.Inputs[idx]; int64(a.Count) > int64(fl.Max) {
				now = []int64{int64(fl.Max)}
			}
			if sameVal(in.Values[idx], now) || !otherSeries(in, a.Counted) {
				continue
			}
			vals := append(engine.Values(nil), in.Values...)
			vals[idx] = now
			res, err := compute(in, vals)
			if err != nil || jsonOf(res) == jsonOf(in.Result) {
				continue
			}
			out = append(out, Stale{Number: in.Number, Field: f.Field, Was: in.Values[idx], Now: now,
				Counted: a.Counted, Values: vals, Result: res})
		}
	}
	return out
}

// otherSeries reports whether counted holds an incident of another series than in's.
func otherSeries(in *Incident, counted []Incident) bool {
	s, _ := SeriesOf(in.Number)
	for i := range counted {
		if cs, _ := SeriesOf(counted[i].Number); cs != s {
			return true
		}
	}
	return false
}

// whoOf is whose incidents f counts for in: its offender pair or team, or its player (team).
func whoOf(f Feed, q *FeedQuery, in *Incident) int {
	switch f.Who {
	case WhoParty:
		for _, p := range in.Parties {
			if p.Role == f.Role {
				return p.Number
			}
		}
	case WhoPlayerOrTeam:
		if countsByTeam(f, q) {
			if in.Team > 0 {
				return in.Team
			}
			if t := ztValue(q.RS, in, "team"); t > 0 {
				return t
			}
			for _, p := range in.Parties {
				if p.Role == "offender" {
					return p.Number
				}
			}
			return 0
		}
		if in.Player > 0 {
			return in.Player
		}
		return ztValue(q.RS, in, "player")
	}
	return 0
}
