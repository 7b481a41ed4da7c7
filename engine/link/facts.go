package link

import (
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// Query parameters of a ruling's deadline facts (added beside the frozen r and n, like the case
// parameters of case.go; a link without them opens exactly as before). They are the moments the
// director entered when sharing, from which the receipt computes the time limit to protest or
// appeal (rulesets.Deadline); they are not part of the checked ruling. Every one is optional and
// read leniently: a value that does not parse is dropped, never an error.
//
//	se   end of the session (a team match; in a team championship the end of play),
//	     local wall clock "2006-01-02T15:04" (2000…2199)
//	ns   start of the next session, the same form
//	ee   end of the event, the same form
//	pd   the playing day, "2006-01-02"
//	cd   when the appeals committee's decision was announced (the ruling is the committee's),
//	     the same form as se
//	ld   "1": the last playing day (of a division, of a championship); any other value is dropped
const (
	ParamSessionEnd = "se"
	ParamNextStart  = "ns"
	ParamEventEnd   = "ee"
	ParamPlayingDay = "pd"
	ParamDecided    = "cd"
	ParamLastDay    = "ld"
)

// Facts are a ruling's deadline facts as a link carries them. The zero Facts is "none".
type Facts struct {
	SessionEnd string // "2006-01-02T15:04"
	NextStart  string
	EventEnd   string
	PlayingDay string // "2006-01-02"
	Decided    string
	LastDay    bool
}

// IsZero reports whether f carries nothing.
func (f Facts) IsZero() bool { return f == Facts{} }

const (
	factTime = "2006-01-02T15:04"
	factDay  = "2006-01-02"
)

// factMinutes reads a moment or a day of layout (years 2000…2199; "" and anything else: false).
func factMinutes(v, layout string) (int64, bool) {
	if len(v) != len(layout) || (!strings.HasPrefix(v, "20") && !strings.HasPrefix(v, "21")) {
		return 0, false
	}
	t, err := time.Parse(layout, v)
	if err != nil {
		return 0, false
	}
	return msg.MinutesOf(t), true
}

// Clean returns f with every value that would not parse dropped, so that Query(f) read back by
// ParseFacts gives Clean(f).
func (f Facts) Clean() Facts {
	keep := func(v, layout string) string {
		if _, ok := factMinutes(v, layout); ok {
			return v
		}
		return ""
	}
	return Facts{SessionEnd: keep(f.SessionEnd, factTime), NextStart: keep(f.NextStart, factTime),
		EventEnd: keep(f.EventEnd, factTime), PlayingDay: keep(f.PlayingDay, factDay),
		Decided: keep(f.Decided, factTime), LastDay: f.LastDay}
}

// Query is f's parameters (after Clean), in a fixed order, each "&name=value"; "" for none. A
// ruling's link with them is URL(…) (or CaseURL(…)) + Query(f).
func (f Facts) Query() string {
	f = f.Clean()
	var b strings.Builder
	add := func(k, v string) {
		if v != "" {
			b.WriteString("&" + k + "=" + strings.ReplaceAll(v, ":", "%3A"))
		}
	}
	add(ParamSessionEnd, f.SessionEnd)
	add(ParamNextStart, f.NextStart)
	add(ParamEventEnd, f.EventEnd)
	add(ParamPlayingDay, f.PlayingDay)
	add(ParamDecided, f.Decided)
	if f.LastDay {
		add(ParamLastDay, "1")
	}
	return b.String()
}

// ParseFacts reads the deadline facts of a share URL (or of its query, or of a "#…" fragment
// holding the query, as ParseURL reads them). It never fails: what does not parse is left out,
// unknown parameters are ignored, and a URL without them gives the zero Facts.
func ParseFacts(s string) Facts {
	q, ok := linkQuery(s)
	if !ok {
		return Facts{}
	}
	f := Facts{SessionEnd: q.Get(ParamSessionEnd), NextStart: q.Get(ParamNextStart), EventEnd: q.Get(ParamEventEnd),
		PlayingDay: q.Get(ParamPlayingDay), Decided: q.Get(ParamDecided), LastDay: q.Get(ParamLastDay) == "1"}
	return f.Clean()
}

// Engine is f as the regulations' deadline functions read it (minutes of msg.Epoch, 0: not
// given).
func (f Facts) Engine() engine.DeadlineFacts {
	m := func(v, layout string) int64 {
		n, _ := factMinutes(v, layout)
		return n
	}
	return engine.DeadlineFacts{SessionEnd: m(f.SessionEnd, factTime), NextStart: m(f.NextStart, factTime),
		EventEnd: m(f.EventEnd, factTime), PlayingDay: m(f.PlayingDay, factDay), Decided: m(f.Decided, factTime),
		LastDay: f.LastDay}
}

// EngineFor is f as Engine gives it, with the ruling's time taken from the case's time (the
// link's "at"; a limit counted from the ruling runs from it, engine.FactRuled).
func (f Facts) EngineFor(c Case) engine.DeadlineFacts {
	d := f.Engine()
	d.Ruled, _ = factMinutes(c.Clean().Time, factTime)
	return d
}
