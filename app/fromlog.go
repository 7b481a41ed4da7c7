package main

import (
	"sort"
	"strconv"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
)

// "From the log" (issue 20 item 1): an input that counts or lists earlier incidents is filled,
// on the director's tap, from the open event's log. logFeeds says, per calculator, which input
// the log can fill and how it is found: which calculators' incidents count, whose (the pair or
// team, or the player, the director picks beside the field), on the same day, with the same
// value of some fields. The counted value is what the calculator's Compute reads (the count of
// earlier incidents; for the Zero Tolerance book its table of earlier incidents).

// Whose incidents a feed counts.
const (
	whoAll   = ""      // every incident of the calculators (the book)
	whoParty = "party" // those whose party Role is the participant picked
	whoZT    = "zt"    // the player picked, or the team, as the form's count_by says
)

// logFeed is one input a calculator's log can fill.
type logFeed struct {
	Field   string   // the count field, or (Table) the table's ID
	Table   bool     // fill the table of earlier incidents (the ZT book)
	Calcs   []string // the calculators whose active incidents count
	Who     string   // whoAll, whoParty, whoZT
	Role    string   // whoParty: the result's role bound to the pair or team
	SameDay bool     // only incidents of the case's day
	Match   []string // fields whose value must be the case's (by name, in both calculators)
}

var ztCalcs = []string{"ocsb.zt", "ocsb.zt-log"}

// logFeeds are the inputs the log can fill, by calculator.
var logFeeds = map[string][]logFeed{
	// NSBK t. 1: earlier latenesses of the pair in the session (the day's)
	"nsbk.lateness": {{Field: "prior", Calcs: []string{"nsbk.lateness"}, Who: whoParty, Role: "offender", SameDay: true}},
	// KMOR §10: earlier breaches of the same point that day by the player (or team)
	"ocsb.zt": {{Field: "earlier_same_day", Calcs: ztCalcs, Who: whoZT, SameDay: true, Match: []string{"clause"}}},
	// the TD's book: every earlier ZT incident of the event
	"ocsb.zt-log": {{Field: "earlier", Table: true, Calcs: ztCalcs}},
}

// feedsOf returns calc's feeds.
func feedsOf(calc *engine.Calculator) []logFeed {
	if calc == nil {
		return nil
	}
	return logFeeds[calc.ID]
}

// feedQuery is what a feed is answered from: the open event, its incidents, the form's values
// (nil entries: blank), whose incidents (the participant or player number picked, 0 none),
// the case's day, and the incident the form re-rules (0 none: it and later ones do not count).
type feedQuery struct {
	rs     *engine.Ruleset
	calc   *engine.Calculator
	ev     *eventlog.Event
	incs   []eventlog.Incident
	vals   engine.Values
	params *engine.Params
	who    int
	day    string // YYYY-MM-DD
	reopen int
}

// feedAnswer is a feed's answer: the incidents it counted, the count, or (a table) the rows by
// list field; Need names what the director must give first (a message key: "app.fromlog.pick"
// or a field's label).
type feedAnswer struct {
	Counted []eventlog.Incident
	Skipped []eventlog.Incident // the book: incidents without a player or team, or out of days
	Count   int
	Lists   map[string][]int64 // the table's list fields
	Day     int                // the book: the case's day number
	Need    string
}

// feedWho says whom the director picks for f: "party" (a pair or team), "player", "team", or
// "" (no one).
func feedWho(f logFeed, q *feedQuery) string {
	switch f.Who {
	case whoParty:
		return "party"
	case whoZT:
		if ztCountsByTeam(q) {
			return "team"
		}
		return "player"
	}
	return ""
}

// ztCountsByTeam reads the form's count_by (club, player, team): the club's setting when it
// says club.
func ztCountsByTeam(q *feedQuery) bool {
	choice := int64(0)
	if i := q.calc.Inputs.Index("count_by"); i >= 0 && i < len(q.vals) && len(q.vals[i]) == 1 {
		choice = q.vals[i][0]
	}
	switch choice {
	case 1:
		return false
	case 2:
		return true
	}
	return q.params != nil && q.params.I("zt.count_by") == 1
}

// valueOf is the value of field name in incident in (nil: its calculator has no such field).
func valueOf(rs *engine.Ruleset, in *eventlog.Incident, name string) []int64 {
	c := rs.Calculator(in.Calculator)
	if c == nil {
		return nil
	}
	i := c.Inputs.Index(name)
	if i < 0 || i >= len(in.Values) {
		return nil
	}
	return in.Values[i]
}

func sameVal(a, b []int64) bool {
	if len(a) != len(b) || a == nil {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// answer finds f's incidents in q.
func (f logFeed) answer(q *feedQuery) feedAnswer {
	var a feedAnswer
	if q.ev == nil {
		return a
	}
	var want []eventlog.Incident
	for i := range q.incs {
		in := &q.incs[i]
		if in.Status != eventlog.Active || in.Event != q.ev.ID {
			continue
		}
		if q.reopen > 0 && in.Number >= q.reopen {
			continue
		}
		known := false
		for _, c := range f.Calcs {
			known = known || c == in.Calculator
		}
		if known {
			want = append(want, *in)
		}
	}
	sort.SliceStable(want, func(i, j int) bool { return want[i].Time < want[j].Time })
	if f.Table {
		return f.book(q, want)
	}
	for _, name := range f.Match {
		i := q.calc.Inputs.Index(name)
		if i < 0 || i >= len(q.vals) || q.vals[i] == nil {
			a.Need = q.calc.Inputs[max(i, 0)].LabelKey()
			return a
		}
	}
	if f.Who != whoAll && q.who <= 0 {
		a.Need = "app.fromlog.pick"
		return a
	}
	byTeam := f.Who == whoZT && ztCountsByTeam(q)
	for _, in := range want {
		if f.SameDay && in.Time.Day() != q.day {
			continue
		}
		ok := true
		for _, name := range f.Match {
			ok = ok && sameVal(valueOf(q.rs, &in, name), q.vals[q.calc.Inputs.Index(name)])
		}
		switch {
		case !ok:
		case f.Who == whoParty:
			ok = false
			for _, p := range in.Parties {
				ok = ok || (p.Role == f.Role && p.Number == q.who)
			}
		case f.Who == whoZT && byTeam:
			ok = in.Team == q.who || ztValue(q.rs, &in, "team") == q.who
		case f.Who == whoZT:
			ok = in.Player == q.who || ztValue(q.rs, &in, "player") == q.who
		}
		if ok {
			a.Counted = append(a.Counted, in)
		}
	}
	a.Count = len(a.Counted)
	return a
}

// ztValue is a ZT book incident's own player or team field (0 when it has none).
func ztValue(rs *engine.Ruleset, in *eventlog.Incident, name string) int {
	if v := valueOf(rs, in, name); len(v) == 1 {
		return int(v[0])
	}
	return 0
}

// dayNumber is day's number in the event: its first date is day 1 (0 when before it or not a
// date).
func dayNumber(ev *eventlog.Event, day string) int {
	first, err1 := time.Parse(time.DateOnly, ev.Date)
	d, err2 := time.Parse(time.DateOnly, day)
	if err1 != nil || err2 != nil || d.Before(first) {
		return 0
	}
	return int(d.Sub(first).Hours()/24) + 1
}

// book is the ZT book's table: each earlier ZT incident as a row (point, player, team, day
// number in the event), in time order; one without a player or team, or on a day the book
// cannot number, is left out and named.
func (f logFeed) book(q *feedQuery, incs []eventlog.Incident) feedAnswer {
	a := feedAnswer{Lists: map[string][]int64{"earlier_clauses": {}, "earlier_players": {}, "earlier_teams": {}, "earlier_days": {}}}
	a.Day = dayNumber(q.ev, q.day)
	for _, in := range incs {
		cl := valueOf(q.rs, &in, "clause")
		player, team := in.Player, in.Team
		if player == 0 {
			player = ztValue(q.rs, &in, "player")
		}
		if team == 0 {
			team = ztValue(q.rs, &in, "team")
		}
		day := dayNumber(q.ev, in.Time.Day())
		if len(cl) != 1 || player < 1 || player > 999 || team < 1 || team > 99 || day < 1 || day > 400 {
			a.Skipped = append(a.Skipped, in)
			continue
		}
		a.Lists["earlier_clauses"] = append(a.Lists["earlier_clauses"], cl[0]+1)
		a.Lists["earlier_players"] = append(a.Lists["earlier_players"], int64(player))
		a.Lists["earlier_teams"] = append(a.Lists["earlier_teams"], int64(team))
		a.Lists["earlier_days"] = append(a.Lists["earlier_days"], int64(day))
		a.Counted = append(a.Counted, in)
	}
	a.Count = len(a.Counted)
	return a
}

// incidentList is "S1 (14:05), S3 (14:20)": the incidents' labels and times of day.
func incidentList(l msg.Lang, incs []eventlog.Incident) string {
	parts := make([]string, len(incs))
	for i, in := range incs {
		t := msg.DateTime(l, int64(in.Time))
		if k := strings.LastIndexByte(t, ' '); k >= 0 {
			t = t[k+1:]
		}
		parts[i] = in.Label() + " (" + t + ")"
	}
	return strings.Join(parts, ", ")
}

// applyFeed writes answer a of f into the form's state: the count into its field, or the rows
// into its table (and the book's day when blank); what the director typed elsewhere stays.
func (st *formState) applyFeed(rs *engine.Ruleset, calc *engine.Calculator, f logFeed, a feedAnswer) {
	s := calc.Inputs
	if !f.Table {
		i := s.Index(f.Field)
		if i < 0 || a.Need != "" {
			return
		}
		st.texts[i] = strconv.Itoa(a.Count)
		st.origin[i] = originTyped
		st.compute(rs, calc)
		return
	}
	var ts *tableState
	for _, x := range st.tables {
		if x.t.ID == f.Field {
			ts = x
		}
	}
	if ts == nil {
		return
	}
	v := make(engine.Values, len(s))
	for name, list := range a.Lists {
		if i := s.Index(name); i >= 0 {
			v[i] = list
		}
	}
	ts.paste = false
	ts.rows = nil
	if errs := ts.setRows(s, v, st.lang); len(errs) > 0 {
		return
	}
	for name := range a.Lists {
		if i := s.Index(name); i >= 0 {
			st.texts[i] = fieldText(&s[i], v[i], st.lang)
			st.origin[i] = originTyped
		}
	}
	if i := s.Index("day"); i >= 0 && strings.TrimSpace(st.texts[i]) == "" && a.Day >= 1 && a.Day <= 400 {
		st.texts[i] = strconv.Itoa(a.Day)
		st.origin[i] = originTyped
	}
	st.compute(rs, calc)
}
