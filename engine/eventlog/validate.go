package eventlog

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// Limits of one record and of one log (an import larger than these is refused whole).
const (
	MaxName         = 200
	MaxNotes        = 4000
	MaxParticipants = 2000
	MaxPlayers      = 8000
	MaxOuts         = 64
	MaxSession      = 1000 // an incident's session number (0: not given)
	MaxDirectors    = 64
	MaxEvents       = 2000
	MaxIncidents    = 50000
	MaxFile         = 32 << 20 // bytes of an export file
	maxErrors       = 50       // positioned errors reported per import
)

// Lookup resolves a ruleset ID (the app passes rulesets.Get).
type Lookup func(id string) *engine.Ruleset

// Error keys of the package.
const (
	KeyFormat     = "log.err.format"
	KeySchema     = "log.err.schema"
	KeyJSON       = "log.err.json"
	KeyField      = "log.err.field"
	KeyDuplicate  = "log.err.duplicate"
	KeyRuleset    = "log.err.ruleset"
	KeyCalculator = "log.err.calculator"
	KeyValues     = "log.err.values"
	KeySize       = "log.err.size"
	KeyNotFound   = "log.err.notfound"
	KeyChanged    = "log.err.changed"
	KeyEditBreaks = "log.err.edit-breaks"
	KeyRevokeOwn  = "log.err.revoke-own"
)

func ferr(code engine.Code, key, where, detail string) *engine.Error {
	return &engine.Error{Code: code, Field: where, Key: key, Detail: detail,
		Args: []msg.Arg{msg.A("where", where)}}
}

func bad(where, detail string) *engine.Error {
	return ferr(engine.EINVALID, KeyField, where, detail)
}

func text(l *engine.ErrorList, where, s string, max int, required bool) {
	switch {
	case required && strings.TrimSpace(s) == "":
		*l = append(*l, bad(where, "required"))
	case !utf8.ValidString(s) || utf8.RuneCountInString(s) > max:
		*l = append(*l, bad(where, fmt.Sprintf("at most %d characters of text", max)))
	}
}

// textOK reports whether text would add no error.
func textOK(s string, max int, required bool) bool {
	return !(required && strings.TrimSpace(s) == "") && utf8.ValidString(s) && utf8.RuneCountInString(s) <= max
}

// outsOK reports whether checkOuts would add no error.
func outsOK(outs []Out) bool {
	if len(outs) > MaxOuts {
		return false
	}
	for i := range outs {
		o := &outs[i]
		if !textOK(o.Role, 40, true) || !textOK(o.Name, 40, true) || !textOK(o.Unit, 20, false) || !textOK(o.Code, 64, false) ||
			math.IsNaN(o.Num) || math.IsInf(o.Num, 0) || math.Abs(o.Num) > 1e12 || o.Prec < 0 || o.Prec > 6 || (o.Code != "" && o.Bool != nil) {
			return false
		}
	}
	return true
}

func inRange(v, lo, hi int) bool { return lo <= v && v <= hi }

func between(l *engine.ErrorList, where string, v, lo, hi int) {
	if v < lo || v > hi {
		*l = append(*l, bad(where, fmt.Sprintf("must be from %d to %d", lo, hi)))
	}
}

// CheckEvent validates e against the rulesets lookup finds; where prefixes the positions.
func CheckEvent(lookup Lookup, e *Event, where string) engine.ErrorList {
	var l engine.ErrorList
	if !ValidID(e.ID) {
		l = append(l, bad(where+".id", "1 to 64 letters, digits, - or _"))
	}
	text(&l, where+".name", e.Name, MaxName, true)
	if _, err := time.Parse(time.DateOnly, e.Date); err != nil {
		l = append(l, bad(where+".date", "a date YYYY-MM-DD"))
	}
	var rs *engine.Ruleset
	if lookup != nil {
		rs = lookup(e.Ruleset)
	}
	if rs == nil {
		l = append(l, ferr(engine.ENOTFOUND, KeyRuleset, where+".ruleset", "unknown ruleset "+e.Ruleset))
	} else {
		between(&l, where+".data_version", e.DataVersion, 1, rs.Version)
		for k, v := range e.Club {
			p := rs.Param(k)
			switch {
			case p == nil:
				l = append(l, bad(where+".club."+k, "not a parameter of "+rs.ID))
			case math.IsNaN(v) || v < p.Min || v > p.Max || (p.Integer && v != math.Trunc(v)):
				l = append(l, bad(where+".club."+k, fmt.Sprintf("must be from %v to %v", p.Min, p.Max)))
			}
		}
	}
	if !oneOf(e.Kind, kinds) {
		l = append(l, bad(where+".kind", fmt.Sprint("one of ", kinds)))
	}
	if !oneOf(e.Form, forms) {
		l = append(l, bad(where+".form", fmt.Sprint("one of ", forms)))
	}
	between(&l, where+".top", e.Top, 0, 100000)
	between(&l, where+".boards", e.Boards, 0, 1000)
	if len(e.Participants) > MaxParticipants || len(e.Players) > MaxPlayers {
		l = append(l, ferr(engine.EINVALID, KeySize, where, "too many participants or players"))
		return l
	}
	nums := map[int]bool{}
	for i, p := range e.Participants {
		w := fmt.Sprintf("%s.participants[%d]", where, i)
		between(&l, w+".number", p.Number, 1, 1<<20)
		if nums[p.Number] {
			l = append(l, ferr(engine.EINVALID, KeyDuplicate, w+".number", "duplicate participant number"))
		}
		nums[p.Number] = true
		text(&l, w+".name", p.Name, MaxName, false)
	}
	checkExtra(&l, where, e.Extra)
	checkDirectors(&l, where, e.Directors)
	checkVersion(&l, where, e.Rev, e.Revs)
	if len(e.Conflicts) > MaxConflicts {
		l = append(l, ferr(engine.EINVALID, KeySize, where+".conflicts", "too many conflicting versions"))
	} else {
		for i := range e.Conflicts {
			c := &e.Conflicts[i]
			w := fmt.Sprintf("%s.conflicts[%d]", where, i)
			if c.ID != e.ID || len(c.Conflicts) > 0 || len(c.Directors) > 0 || c.Rev == "" {
				l = append(l, bad(w, "another version of the same event, with its rev"))
				continue
			}
			l = append(l, CheckEvent(lookup, c, w)...)
		}
	}
	ids := map[int]bool{}
	for i, p := range e.Players {
		w := fmt.Sprintf("%s.players[%d]", where, i)
		between(&l, w+".id", p.ID, 1, 1<<20)
		if ids[p.ID] {
			l = append(l, ferr(engine.EINVALID, KeyDuplicate, w+".id", "duplicate player id"))
		}
		ids[p.ID] = true
		text(&l, w+".name", p.Name, MaxName, true)
		if p.Team != 0 && !nums[p.Team] {
			l = append(l, bad(w+".team", "not a participant of the event"))
		}
	}
	return l
}

func checkDirectors(l *engine.ErrorList, where string, ds []Director) {
	if len(ds) > MaxDirectors {
		*l = append(*l, ferr(engine.EINVALID, KeySize, where+".directors", "too many directors"))
		return
	}
	seen := map[string]bool{}
	for i, d := range ds {
		w := fmt.Sprintf("%s.directors[%d]", where, i)
		if !ValidID(d.ID) {
			*l = append(*l, bad(w+".id", "1 to 64 letters, digits, - or _"))
		}
		if seen[d.ID] {
			*l = append(*l, ferr(engine.EINVALID, KeyDuplicate, w+".id", "duplicate director"))
		}
		seen[d.ID] = true
		text(l, w+".name", d.Name, MaxName, false)
		between(l, w+".series", d.Series, 0, MaxSeries)
	}
}

func checkExtra(l *engine.ErrorList, where string, x map[string]json.RawMessage) {
	size := 0
	for k, v := range x {
		size += len(k) + len(v)
	}
	if len(x) > maxExtra || size > maxExtraBytes {
		*l = append(*l, ferr(engine.EINVALID, KeySize, where+".x", "too many fields this version does not know"))
	}
}

// checkVersion checks a record's Rev and Revs (an empty Rev is given by the store or Parse).
func checkVersion(l *engine.ErrorList, where, rev string, revs []string) {
	if rev != "" && !validRev(rev) {
		*l = append(*l, bad(where+".rev", "a version: <generation>-<hex>"))
	}
	if len(revs) > MaxRevs {
		*l = append(*l, ferr(engine.EINVALID, KeySize, where+".revs", "too many versions"))
		return
	}
	for i, r := range revs {
		if !validRev(r) || r == rev {
			*l = append(*l, bad(fmt.Sprintf("%s.revs[%d]", where, i), "an earlier version: <generation>-<hex>"))
			return
		}
	}
}

func oneOf[T comparable](v T, set []T) bool {
	for _, x := range set {
		if x == v {
			return true
		}
	}
	return false
}

// CheckEdit checks an edited event e against the incidents already logged under it: a change
// that would leave one of them invalid (it names a pair, team or player the edit removes, or a
// calculator of the ruleset the edit replaces) is refused, so that the log always exports a
// file that imports again. It reports the lowest-numbered such incident (a leading ECONFLICT naming it,
// then that incident's own errors); nil when every incident still holds.
func CheckEdit(lookup Lookup, e *Event, incidents []Incident) engine.ErrorList {
	order := make([]int, len(incidents)) // by number, whatever order the store read them in
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return incidents[order[a]].Number < incidents[order[b]].Number })
	for _, i := range order {
		in := incidents[i] // a copy: CheckIncident completes values in place
		if l := CheckIncident(lookup, e, &in, fmt.Sprintf("incident %d", in.Number)); len(l) > 0 {
			head := &engine.Error{Code: engine.ECONFLICT, Field: "event", Key: KeyEditBreaks,
				Args: []msg.Arg{msg.A("n", in.Number)}}
			return append(engine.ErrorList{head}, l...)
		}
	}
	return nil
}

// CheckIncident validates in against its event ev (in.Event must be ev.ID) and completes its
// values when the calculator's schema has grown since it was logged (appended fields take
// their default). Numbers are checked for range here, for uniqueness by the caller.
func CheckIncident(lookup Lookup, ev *Event, in *Incident, where string) engine.ErrorList {
	return checkIncident(lookup, ev, indexEvent(ev), in, where)
}

// eventIndex is an event's participant numbers and player IDs, of any version of the event
// (conflicting versions keep every incident valid): built once per event when many of its
// incidents are checked.
type eventIndex struct {
	parts, players map[int]bool
}

func indexEvent(ev *Event) *eventIndex {
	n, m := len(ev.Participants), len(ev.Players)
	for _, v := range ev.Conflicts {
		n, m = n+len(v.Participants), m+len(v.Players)
	}
	x := &eventIndex{parts: make(map[int]bool, n), players: make(map[int]bool, m)}
	for _, v := range append([]Event{*ev}, ev.Conflicts...) {
		for _, p := range v.Participants {
			x.parts[p.Number] = true
		}
		for _, p := range v.Players {
			x.players[p.ID] = true
		}
	}
	return x
}

func checkIncident(lookup Lookup, ev *Event, idx *eventIndex, in *Incident, where string) engine.ErrorList {
	var l engine.ErrorList
	if in.Event != ev.ID {
		l = append(l, ferr(engine.ENOTFOUND, KeyNotFound, where+".event", "no event "+in.Event))
		return l
	}
	series, n := SeriesOf(in.Number)
	if in.Number < 1 || n < 1 || n > MaxIncidents || series > MaxSeries {
		l = append(l, bad(where+".number", fmt.Sprintf("must be from 1 to %d, in a director's series", MaxIncidents)))
	}
	if in.ID != "" && !ValidIncidentID(in.ID) {
		l = append(l, bad(where+".id", "1 to 100 letters, digits, ., - or _"))
	}
	if in.By != "" && !ValidID(in.By) {
		l = append(l, bad(where+".by", "1 to 64 letters, digits, - or _"))
	} else if s, ok := ev.DirectorSeries(in.By); in.By != "" && len(ev.Directors) > 0 && !ok {
		l = append(l, bad(where+".by", "not a director of the event"))
	} else if ok && s != series && !renumberedInto(in, s) {
		l = append(l, bad(where+".number", "not in the series of the director who logged it"))
	}
	if in.RevokedBy != "" && !ValidID(in.RevokedBy) {
		l = append(l, bad(where+".revoked_by", "1 to 64 letters, digits, - or _"))
	}
	if in.Status == Revoked && ev.Form.InGames() && in.By != "" && in.RevokedBy != "" && in.RevokedBy != in.By {
		// Pref. 3.2: a ruling is revoked only by the judge who made it
		l = append(l, ferr(engine.EINVALID, KeyRevokeOwn, where+".revoked_by", "only the judge who made the ruling revokes it"))
	}
	checkExtra(&l, where, in.Extra)
	checkVersion(&l, where, in.Rev, in.Revs)
	if len(in.Conflicts) > MaxConflicts {
		l = append(l, ferr(engine.EINVALID, KeySize, where+".conflicts", "too many conflicting versions"))
	} else {
		for i := range in.Conflicts {
			c := &in.Conflicts[i]
			w := fmt.Sprintf("%s.conflicts[%d]", where, i)
			if c.ID != in.ID || c.Number != in.Number || c.By != in.By || len(c.Conflicts) > 0 || c.Rev == "" {
				l = append(l, bad(w, "another version of the same incident, with its rev"))
				continue
			}
			l = append(l, checkIncident(lookup, ev, idx, c, w)...)
		}
	}
	if in.Time < 0 {
		l = append(l, bad(where+".time", "before 2000"))
	}
	if !inRange(in.Round, 0, 100000) || !inRange(in.Table, 0, 100000) || !inRange(in.Board, 0, 100000) || !inRange(in.Game, 0, 100000) {
		for _, f := range []struct {
			n string
			v int
		}{{"round", in.Round}, {"table", in.Table}, {"board", in.Board}, {"game", in.Game}} {
			between(&l, where+"."+f.n, f.v, 0, 100000)
		}
	}
	if !inRange(in.Session, 0, MaxSession) {
		between(&l, where+".session", in.Session, 0, MaxSession)
	}
	parts, players := idx.parts, idx.players
	var roles map[string]bool
	if len(in.Parties) > 0 {
		roles = map[string]bool{}
	}
	for i, p := range in.Parties {
		if textOK(p.Role, 40, true) && !roles[p.Role] && p.Number >= 1 && (len(parts) == 0 || parts[p.Number]) {
			roles[p.Role] = true // no error: no position to write
			continue
		}
		w := fmt.Sprintf("%s.parties[%d]", where, i)
		text(&l, w+".role", p.Role, 40, true)
		if roles[p.Role] {
			l = append(l, ferr(engine.EINVALID, KeyDuplicate, w+".role", "duplicate role"))
		}
		roles[p.Role] = true
		if p.Number < 1 || (len(parts) > 0 && !parts[p.Number]) {
			l = append(l, bad(w+".number", "not a participant of the event"))
		}
	}
	if in.Player != 0 && (in.Player < 0 || (len(players) > 0 && !players[in.Player])) {
		l = append(l, bad(where+".player", "not a player of the event"))
	}
	if in.Team != 0 && (in.Team < 0 || (len(parts) > 0 && !parts[in.Team])) {
		l = append(l, bad(where+".team", "not a participant of the event"))
	}
	var rs *engine.Ruleset
	if lookup != nil {
		rs = lookup(ev.Ruleset)
	}
	var calc *engine.Calculator
	if rs != nil {
		calc = rs.Calculator(in.Calculator)
	}
	if calc == nil {
		l = append(l, ferr(engine.ENOTFOUND, KeyCalculator, where+".calculator", "unknown calculator "+in.Calculator))
	} else {
		s := calc.Inputs
		if len(in.Values) < len(s) {
			in.Values = complete(s, in.Values)
		}
		if len(in.Values) != len(s) {
			l = append(l, ferr(engine.EINVALID, KeyValues, where+".values", fmt.Sprintf("%d values for %d fields", len(in.Values), len(s))))
		} else if fl := s.Check(in.Values); len(fl) > 0 {
			e := ferr(engine.EINVALID, KeyValues, where+".values."+fl[0].Field, fl[0].Error())
			e.Err = fl[0]
			l = append(l, e)
		}
	}
	checkOuts(&l, where, "result", in.Result)
	checkOuts(&l, where, "announced", in.Announced)
	if !textOK(in.Notes, MaxNotes, false) {
		text(&l, where+".notes", in.Notes, MaxNotes, false)
	}
	if in.SupersededBy < 0 || in.Supersedes < 0 || (in.Number > 0 && (in.SupersededBy == in.Number || in.Supersedes == in.Number)) {
		l = append(l, bad(where+".superseded_by", "another incident's number"))
	}
	if in.SupersededBy > 0 && in.Status != Revoked {
		l = append(l, bad(where+".superseded_by", "only a revoked incident is superseded"))
	}
	switch in.Status {
	case Active:
		if in.Reason != "" || in.RevokedAt != nil {
			l = append(l, bad(where+".reason", "an active incident has no revocation"))
		}
	case Revoked:
		text(&l, where+".reason", in.Reason, MaxNotes, true)
		if in.RevokedAt == nil || *in.RevokedAt < 0 {
			l = append(l, bad(where+".revoked_at", "required"))
		}
	default:
		l = append(l, bad(where+".status", "active or revoked"))
	}
	return l
}

// complete fills the fields appended to s since v was written (default, empty list, absent);
// v is returned unchanged when a missing field is required.
func complete(s engine.Schema, v engine.Values) engine.Values {
	out := append(engine.Values(nil), v...)
	for i := len(v); i < len(s); i++ {
		f := &s[i]
		switch {
		case f.Default != nil:
			out = append(out, append([]int64(nil), f.Default...))
		case f.Kind.IsList():
			out = append(out, []int64{})
		case f.Optional:
			out = append(out, nil)
		default:
			return v
		}
	}
	return out
}

func checkOuts(l *engine.ErrorList, at, field string, outs []Out) {
	if outsOK(outs) { // the common case, without making the positions of errors there are none of
		return
	}
	where := at + "." + field
	if len(outs) > MaxOuts {
		*l = append(*l, ferr(engine.EINVALID, KeySize, where, "too many outs"))
		return
	}
	for i, o := range outs {
		w := fmt.Sprintf("%s[%d]", where, i)
		text(l, w+".role", o.Role, 40, true)
		text(l, w+".name", o.Name, 40, true)
		text(l, w+".unit", o.Unit, 20, false)
		text(l, w+".code", o.Code, 64, false)
		if math.IsNaN(o.Num) || math.IsInf(o.Num, 0) || math.Abs(o.Num) > 1e12 {
			*l = append(*l, bad(w+".num", "a finite number"))
		}
		if o.Prec < 0 || o.Prec > 6 || (o.Code != "" && o.Bool != nil) {
			*l = append(*l, bad(w, "one of a number, a code or a yes/no"))
		}
	}
}
