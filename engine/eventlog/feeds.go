package eventlog

import (
	"maps"
	"math"
	"slices"
	"sort"
	"time"

	"arbiter/engine"
)

// "From the log": an input that counts or lists earlier incidents is filled,
// on the director's tap, from the open event's log. Feeds says, per calculator, which input
// the log can fill and how it is found: which calculators' incidents count, whose (the pair or
// team, or the player, the director picks beside the field), on the same day, with the same
// value of some fields. The counted value is what the calculator's Compute reads (the count of
// earlier incidents; for the Zero Tolerance book its table of earlier incidents).

// Whose incidents a feed counts (engine.Who*).
const (
	WhoAll          = engine.WhoAll
	WhoParty        = engine.WhoParty
	WhoPlayerOrTeam = engine.WhoPlayerOrTeam
	WhoGame         = engine.WhoGame
)

// Feed is one input a calculator's log can fill, as the calculator declares it
// (engine.Calculator.Feeds); a new calculator whose case counts earlier incidents declares its
// feeds there.
type Feed engine.Feed

// FeedsOf returns calc's feeds.
func FeedsOf(calc *engine.Calculator) []Feed {
	if calc == nil || len(calc.Feeds) == 0 {
		return nil
	}
	out := make([]Feed, len(calc.Feeds))
	for i, f := range calc.Feeds {
		out[i] = Feed(f)
	}
	return out
}

// FeedQuery is what a feed is answered from: the open event, its incidents, the form's values
// (nil entries: blank), whose incidents (the participant or player number picked, 0 none),
// the case's day and session (0 not given), and the incident the form re-rules (its number; 0
// none: it and those after it in time, Before, do not count).
type FeedQuery struct {
	RS     *engine.Ruleset
	Calc   *engine.Calculator
	Ev     *Event
	Incs   []Incident
	Vals   engine.Values
	Params *engine.Params
	Who    int
	Day    string // YYYY-MM-DD
	Reopen int
	// appended: the case's session number (0: not given)
	Session int
}

// FeedAnswer is a feed's answer: the incidents it counted, the count, or (a table) the rows by
// list field; Need and NeedWho say what the director must give first.
type FeedAnswer struct {
	Counted []Incident
	Skipped []Incident // the book: incidents without a player or team, or out of days
	Count   int
	Lists   map[string][]int64 // the table's list fields
	Day     int                // the book: the case's day number
	Need    string             // the label key of a field the case must hold first
	NeedWho bool               // whose incidents is not picked yet
	// a BySession feed: the session it counted (0: the case has none, so the day), and those of
	// Counted it took by the day because they have no session number
	Session int
	ByDay   []Incident
}

// FeedWho says whom the director picks for f: "party" (a pair or team), "player", "team", or
// "" (no one).
func FeedWho(f Feed, q *FeedQuery) string {
	switch f.Who {
	case WhoParty:
		return "party"
	case WhoGame:
		return "game"
	case WhoPlayerOrTeam:
		if countsByTeam(f, q) {
			return "team"
		}
		return "player"
	}
	return ""
}

// countsByTeam reads whose incidents a WhoPlayerOrTeam feed counts from its field WhoField
// (an option "player" or "team"), else from the club value the event remembers for it.
func countsByTeam(f Feed, q *FeedQuery) bool {
	var field *engine.Field
	if i := q.Calc.Inputs.Index(f.WhoField); i >= 0 {
		field = &q.Calc.Inputs[i]
		if i < len(q.Vals) && len(q.Vals[i]) == 1 && q.Vals[i][0] >= 0 && int(q.Vals[i][0]) < len(field.Options) {
			switch field.Options[q.Vals[i][0]] {
			case "player":
				return false
			case "team":
				return true
			}
		}
	}
	r := RememberedOf(q.Calc, f.WhoField)
	if r == nil || q.Params == nil {
		return false
	}
	v := int(q.Params.I(r.Param))
	return v >= 0 && v < len(r.Codes) && r.Codes[v] == "team"
}

// valueOf is the value of field name in incident in (nil: its calculator has no such field).
func valueOf(rs *engine.Ruleset, in *Incident, name string) []int64 {
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
func (f Feed) Answer(q *FeedQuery) FeedAnswer {
	var a FeedAnswer
	if q.Ev == nil {
		return a
	}
	var want []Incident
	var ref *Incident // the incident re-ruled: it and those after it do not count
	for i := range q.Incs {
		if q.Reopen > 0 && q.Incs[i].Number == q.Reopen && q.Incs[i].Event == q.Ev.ID {
			ref = &q.Incs[i]
		}
	}
	for i := range q.Incs {
		in := &q.Incs[i]
		if in.Status != Active || in.Event != q.Ev.ID {
			continue
		}
		if q.Reopen > 0 && (in.Number == q.Reopen || ref != nil && !Before(in, ref) || ref == nil && in.Number > q.Reopen) {
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
	sort.SliceStable(want, func(i, j int) bool { return Before(&want[i], &want[j]) })
	if f.Table && f.Who == WhoGame && f.Latest {
		return f.latest(q, want)
	}
	if f.Table && f.Who == WhoGame {
		return f.rulings(q, want)
	}
	if f.Table {
		return f.book(q, want)
	}
	for _, name := range f.Match {
		i := q.Calc.Inputs.Index(name)
		if i < 0 || i >= len(q.Vals) || q.Vals[i] == nil {
			a.Need = q.Calc.Inputs[max(i, 0)].LabelKey()
			return a
		}
	}
	if f.Who != WhoAll && q.Who <= 0 {
		a.NeedWho = true
		return a
	}
	byTeam := f.Who == WhoPlayerOrTeam && countsByTeam(f, q)
	if f.BySession {
		a.Session = q.Session
	}
	for _, in := range want {
		bySession := f.BySession && q.Session > 0 && in.Session > 0
		switch {
		case !f.SameDay:
		case bySession && in.Session != q.Session:
			continue
		case !bySession && !f.samePeriod(q, in.Time.Day()):
			continue
		}
		ok := true
		for _, name := range f.Match {
			ok = ok && sameVal(valueOf(q.RS, &in, name), q.Vals[q.Calc.Inputs.Index(name)])
		}
		switch {
		case !ok:
		case f.Who == WhoParty:
			ok = false
			for _, p := range in.Parties {
				ok = ok || (p.Role == f.Role && p.Number == q.Who)
			}
		case f.Who == WhoPlayerOrTeam && byTeam:
			ok = in.Team == q.Who || ztValue(q.RS, &in, "team") == q.Who
			for _, p := range in.Parties { // a team bound in "Log it" without a player
				ok = ok || (p.Role == "offender" && p.Number == q.Who)
			}
		case f.Who == WhoPlayerOrTeam:
			ok = in.Player == q.Who || ztValue(q.RS, &in, "player") == q.Who
		}
		if ok {
			a.Counted = append(a.Counted, in)
			if f.BySession && f.SameDay && !bySession && q.Session > 0 {
				a.ByDay = append(a.ByDay, in)
			}
		}
	}
	a.Count = len(a.Counted)
	return a
}

// ztValue is a ZT book incident's own player or team field (0 when it has none).
func ztValue(rs *engine.Ruleset, in *Incident, name string) int {
	if v := valueOf(rs, in, name); len(v) == 1 {
		return int(v[0])
	}
	return 0
}

// Before reports whether incident a was logged before b: by time, then, in one director's
// series, by number, else by ID (every phone orders a merged log alike).
func Before(a, b *Incident) bool {
	if a.Time != b.Time {
		return a.Time < b.Time
	}
	sa, _ := SeriesOf(a.Number)
	sb, _ := SeriesOf(b.Number)
	if sa == sb {
		return a.Number < b.Number
	}
	return a.ID < b.ID
}

// DayNumber is day's number in the event: its first date is day 1 (0 when before it or not a
// date).
func DayNumber(ev *Event, day string) int {
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
func (f Feed) book(q *FeedQuery, incs []Incident) FeedAnswer {
	a := FeedAnswer{Lists: map[string][]int64{"earlier_clauses": {}, "earlier_players": {}, "earlier_teams": {}, "earlier_days": {}}}
	a.Day = DayNumber(q.Ev, q.Day)
	for _, in := range incs {
		cl := valueOf(q.RS, &in, "clause")
		player, team := in.Player, in.Team
		if player == 0 {
			player = ztValue(q.RS, &in, "player")
		}
		if team == 0 {
			team = ztValue(q.RS, &in, "team")
		}
		day := DayNumber(q.Ev, in.Time.Day())
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

// rulings is a Preferans sheet's rulings table: the rulings the sheet last logged for the game
// holds (an incident of the form's own calculator among f.Calcs: its table as logged, with the
// S-numbers and when each was made), then the game's rulings logged on their own (pref.ruling)
// in the order they were logged, each unless that sheet holds it already (its S-number among
// the sheet's, or, where the sheet gives none, the same row): after which hand, the three
// players' deltas, the S-number, and when each was made. S-numbers and times go with the rows
// only when every row has one (else none, as in older logs).
func (f Feed) rulings(q *FeedQuery, incs []Incident) FeedAnswer {
	a := FeedAnswer{Lists: map[string][]int64{"rulings": {}, "ruling_ids": {}, "ruling_made": {}}}
	if q.Who <= 0 {
		a.NeedWho = true
		return a
	}
	sort.SliceStable(incs, func(i, j int) bool { return incs[i].Number < incs[j].Number })
	var sheet *Incident
	for i := range incs {
		if in := &incs[i]; in.Game == q.Who && q.Calc != nil && in.Calculator == q.Calc.ID && (sheet == nil || Before(sheet, in)) {
			sheet = in
		}
	}
	var rows [][4]int64 // the sheet's rows without an S-number: a ruling logged alike is in it
	ids, made := true, true
	held := map[int64]bool{}
	if sheet != nil {
		r, id, mk := valueOf(q.RS, sheet, f.Field), valueOf(q.RS, sheet, "ruling_ids"), valueOf(q.RS, sheet, "ruling_made")
		n := len(r) / 4
		if len(r)%4 != 0 || (len(id) != 0 && len(id) != n) || (len(mk) != 0 && len(mk) != n) {
			a.Skipped = append(a.Skipped, *sheet)
			sheet = nil
		} else {
			for i := 0; i < n; i++ {
				a.Lists["rulings"] = append(a.Lists["rulings"], r[4*i:4*i+4]...)
				if len(id) == n {
					a.Lists["ruling_ids"] = append(a.Lists["ruling_ids"], id[i])
					held[id[i]] = true
				} else {
					ids = false
					rows = append(rows, [4]int64(r[4*i:4*i+4]))
				}
				if len(mk) == n {
					a.Lists["ruling_made"] = append(a.Lists["ruling_made"], mk[i])
				} else {
					made = false
				}
			}
			a.Counted = append(a.Counted, *sheet)
		}
	}
	for _, in := range incs {
		if in.Game != q.Who || sheet != nil && in.Calculator == sheet.Calculator || q.Calc != nil && in.Calculator == q.Calc.ID {
			continue
		}
		d, h := valueOf(q.RS, &in, "deltas"), valueOf(q.RS, &in, "hand")
		if len(d) != 3 || len(h) != 1 {
			a.Skipped = append(a.Skipped, in)
			continue
		}
		row := [4]int64{h[0], d[0], d[1], d[2]}
		if held[int64(in.Number)] {
			continue
		}
		if k := slices.Index(rows, row); k >= 0 {
			rows = slices.Delete(rows, k, k+1) // the sheet holds it, typed in
			continue
		}
		a.Lists["rulings"] = append(a.Lists["rulings"], row[:]...)
		a.Lists["ruling_ids"] = append(a.Lists["ruling_ids"], int64(in.Number))
		if m := valueOf(q.RS, &in, "made_after"); len(m) == 1 {
			a.Lists["ruling_made"] = append(a.Lists["ruling_made"], m[0])
		} else {
			made = false
		}
		a.Counted = append(a.Counted, in)
	}
	if !ids {
		a.Lists["ruling_ids"] = []int64{}
	}
	if !made {
		a.Lists["ruling_made"] = []int64{}
	}
	a.Count = len(a.Counted)
	return a
}

// latest is the values of Copy from the game's latest incident in force (a Preferans sheet's
// hands and starting bula from the sheet last logged for the game); one whose calculator lacks
// a field is named and nothing is taken.
func (f Feed) latest(q *FeedQuery, incs []Incident) FeedAnswer {
	var a FeedAnswer
	if q.Who <= 0 {
		a.NeedWho = true
		return a
	}
	var last *Incident
	for i := range incs {
		if in := &incs[i]; in.Game == q.Who && (last == nil || in.Number > last.Number) {
			last = in
		}
	}
	if last == nil {
		return a
	}
	lists := map[string][]int64{}
	for _, name := range f.Copy {
		v := valueOf(q.RS, last, name)
		if v == nil {
			a.Skipped = []Incident{*last}
			return a
		}
		lists[name] = append([]int64{}, v...)
	}
	a.Lists, a.Counted, a.Count = lists, []Incident{*last}, 1
	return a
}

// samePeriod reports whether day falls in the case's day (q.Day), or in its period of f.Period
// days counted from the event's date.
func (f Feed) samePeriod(q *FeedQuery, day string) bool {
	period := 1
	if f.Period != "" && q.Params != nil {
		period = max(int(q.Params.I(f.Period)), 1)
	}
	if period == 1 {
		return day == q.Day
	}
	a, b := DayNumber(q.Ev, day), DayNumber(q.Ev, q.Day)
	return a > 0 && b > 0 && (a-1)/period == (b-1)/period
}

// Remembered is a choice of an event field the director makes on a form that holds for the
// whole event, as the calculator declares it (engine.Calculator.Remember): the event keeps it as
// one of its club values (Event.Club, the values in force in the event), so every later form of
// the event starts with it (the app's event fields), "Log it" and the feeds compute with it,
// and the event page lists it with the event's club values.
type Remembered = engine.Remember

// RememberedOf is the choice calc's field is, when the event remembers it (nil: it does not).
func RememberedOf(calc *engine.Calculator, field string) *Remembered {
	if calc == nil || field == "" {
		return nil
	}
	for i := range calc.Remember {
		if calc.Remember[i].Field == field {
			return &calc.Remember[i]
		}
	}
	return nil
}

// EventChoice is the option code of calc's field that ev keeps (ok false: it keeps none, or a
// value that is no option's).
func EventChoice(ev *Event, calc *engine.Calculator, field string) (code string, ok bool) {
	r := RememberedOf(calc, field)
	if r == nil || ev == nil {
		return "", false
	}
	v, has := ev.Club[r.Param]
	if !has || v != math.Trunc(v) || v < 0 || v >= float64(len(r.Codes)) {
		return "", false
	}
	return r.Codes[int(v)], true
}

// Remember returns ev keeping code as the choice of calc's field, and whether that changed
// it (false: not a remembered field, an option kept as the club's own setting, or kept
// already). ev's club values are copied, never changed in place.
func Remember(ev Event, calc *engine.Calculator, field, code string) (Event, bool) {
	r := RememberedOf(calc, field)
	if r == nil {
		return ev, false
	}
	for i, c := range r.Codes {
		if c != code {
			continue
		}
		if v, ok := ev.Club[r.Param]; ok && v == float64(i) {
			return ev, false
		}
		club := make(map[string]float64, len(ev.Club)+1)
		maps.Copy(club, ev.Club)
		club[r.Param] = float64(i)
		ev.Club = club
		return ev, true
	}
	return ev, false
}
