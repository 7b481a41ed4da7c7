package eventlog

import (
	"context"
	"errors"
)

// Renumbering. Two directors who took the same letter without a signal number alike (both log
// S1B): merging keeps the first of a number in the log and the other aside (Plan.Clashes), and
// both stay visible. Only an explicit act renumbers: the director moves their rulings to a new
// letter (Renumber). Each ruling gets a copy in the new series (a new incident, its label
// S<n><new letter>), and its old record a new version revoked by its own director at that
// time and superseded by the copy — who and when, recorded in the log. A renumbered record
// then gives way (GiveWay) to the other director's ruling of its number, which takes its
// place in every phone's log; the renumbered record is kept aside.

// Renumbered tells whether in was renumbered by its director: revoked by the director who
// logged it and superseded by a number in another series.
func Renumbered(in *Incident) bool {
	if in.Status != Revoked || in.By == "" || in.RevokedBy != in.By || in.SupersededBy <= 0 || in.RevokedAt == nil {
		return false
	}
	s, _ := SeriesOf(in.Number)
	t, _ := SeriesOf(in.SupersededBy)
	return s != t
}

// renumberedInto tells whether in, logged by a director now in series s, was renumbered
// into s (its old series then still validates).
func renumberedInto(in *Incident, s int) bool {
	t, _ := SeriesOf(in.SupersededBy)
	return Renumbered(in) && t == s
}

// Renumber moves director me's rulings of ev in series from to series to, at time at: the
// event's version naming me with to, and for each ruling of incs logged by me in from (one
// not renumbered already) a copy numbered in to (the same number in the series when free)
// and its old record's revoked version superseded by the copy (reason: why, as the director
// reads it). The records are to be imported together (NewPlan). ok false: me is not a
// director of ev in series from, or to is not a free series above from.
func Renumber(ev Event, incs []Incident, me string, from, to int, at Minute, why string) (Event, []Incident, bool) {
	d, listed := ev.Director(me)
	if !listed || d.Series != from || to <= from || to > MaxSeries {
		return ev, nil, false
	}
	for _, x := range ev.Directors {
		if x.ID != me && x.Series == to {
			return ev, nil, false
		}
	}
	out := CloneEvent(ev)
	out.Directors = append([]Director(nil), ev.Directors...)
	for i := range out.Directors {
		if out.Directors[i].ID == me {
			out.Directors[i].Series = to
		}
	}
	var numbers []int
	for _, in := range incs {
		numbers = append(numbers, in.Number)
	}
	used := map[int]bool{}
	for _, n := range numbers {
		used[n] = true
	}
	moved := map[int]int{}
	var mine []Incident
	for _, in := range incs {
		if s, _ := SeriesOf(in.Number); in.By != me || s != from || Renumbered(&in) {
			continue
		}
		_, k := SeriesOf(in.Number)
		n := to*SeriesBlock + k
		if used[n] {
			n = NextNumber(numbers, to)
		}
		used[n] = true
		numbers = append(numbers, n)
		moved[in.Number] = n
		mine = append(mine, in)
	}
	var recs []Incident
	for _, in := range mine {
		cp := clone(in)
		cp.ID, cp.Rev, cp.Revs, cp.Conflicts = "", "", nil, nil
		cp.Number = moved[in.Number]
		if n, ok := moved[in.SupersededBy]; ok {
			cp.SupersededBy = n
		}
		if n, ok := moved[in.Supersedes]; ok {
			cp.Supersedes = n
		} else if in.Supersedes == 0 {
			cp.Supersedes = in.Number
		}
		cp.StampFirst()
		old := clone(in)
		old.Status, old.Reason, old.RevokedAt, old.RevokedBy, old.SupersededBy = Revoked, why, &at, me, cp.Number
		recs = append(recs, cp, NextIncident(in, old))
	}
	return out, recs, true
}

// GiveWay plans putting in, another director's ruling that the log left aside (a clash), in
// place of the log's record of its number, which its director renumbered (Renumbered). d is
// a parsed file holding in's event (Parse); nothing is written. ok false: the log's record of
// that number is not a renumbered one, or is in itself.
func GiveWay(ctx context.Context, s Store, d *Doc, in Incident) (*Plan, bool, error) {
	if len(d.Events) != 1 || d.Events[0].ID != in.Event {
		return nil, false, errors.New("eventlog: give way: the file must hold the incident's event")
	}
	p := &Plan{Doc: d}
	es, is, err := s.Snapshot(ctx, p.eventIDs())
	if err != nil {
		return nil, false, err
	}
	p.base = fingerprint(es, is)
	for i := range is {
		old := &is[i]
		if old.Event != in.Event || old.Number != in.Number {
			continue
		}
		if old.ID == in.ID || !Renumbered(old) || Renumbered(&in) {
			return nil, false, nil
		}
		r := IncidentRef{in.Event, in.Number}
		p.ChangedIncidents = append(p.ChangedIncidents, r)
		p.incidents = append(p.incidents, clone(in))
		return p, true, nil
	}
	return nil, false, nil
}
