package couchsync

import (
	"encoding/json"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/eventlog"
)

// Nothing the server brings is dropped. Before a batch of documents is imported, Triage sorts
// them: the records that fit the event as this phone knows it (merged with the event versions
// the batch brings) are imported; a record of this event that does not fit yet (an incident
// of a pair, team, player or director that an event version still on its way adds) waits, and
// is tried again whenever the event changes; a document that can never be a record of this
// event (not a valid record, another event's, not a record at all) is set aside. Waiting and
// set-aside documents stay in the phone's copy of the database, are counted and shown, and
// never stop the others.

// Message keys of a document that was not imported.
const (
	KeyHoldWait    = "sync.hold.wait"       // a record of this event that does not fit it yet
	KeyHoldInvalid = "sync.hold.invalid"    // not a valid record
	KeyHoldOther   = "sync.hold.other"      // a record of another event
	KeyHoldForeign = "sync.hold.foreign"    // not a record of the log at all
	KeyHoldClash   = "sync.hold.clash"      // an incident whose number the log gives to another
	KeyHoldLetter  = "sync.hold.letter"     // another letter for a director who has rulings in the log
	KeyHoldChanged = "sync.hold.changed"    // a version of this phone's director's ruling this phone did not make
	KeyHoldAuthor  = "sync.hold.author"     // a version of a ruling not made by its director's phone (AuthorField)
	KeyHoldRenamed = "sync.hold.renumbered" // a ruling its director renumbered, giving way to another director's of that number
	// a ruling whose director's phone wrote over a version another made (OverruledField): the
	// record is taken, the version written over shown until a director settles it
	KeyHoldOverruled = "sync.hold.overruled"
)

// Local is what Sort may ask of the phone's log (nil functions: not asked).
type Local struct {
	Me         string                                    // this phone's director
	Incident   func(id string) (eventlog.Incident, bool) // the log's incident of an ID
	HasRulings func(director string) bool                // the director has incidents in the log
	Claimed    func(director string, series int) bool    // the server holds the director's claim of the series (ClaimDoc)
	// this phone wrote the incident of an ID into its copy of the database, though its log may
	// have lost it since (a log kept in memory while the device's storage did not open)
	Wrote func(id string) bool
}

// Held is a document that was not imported, and why.
type Held struct {
	ID  string // the document's ID
	Key string // KeyHoldWait or one of the other KeyHold… keys
	Err string // the check's words (English, for logs and the details)
}

// Waits tells whether the document waits (it is tried again when the event changes).
func (h Held) Waits() bool { return h.Key == KeyHoldWait }

// Triage is a batch of documents sorted for import.
type Triage struct {
	Event     *eventlog.Event // the event to import them with: the phone's merged with the batch's valid event versions (nil: none yet)
	EventNew  bool            // the batch brought an event version or a director the phone's event did not have
	Incidents []Doc           // the incidents to import now
	Held      []Held          // the documents that wait or are set aside
}

// Sort sorts docs, read from the database of event id (the phone's event ev, nil while a
// joining phone has none; id "" when not known yet: the first valid event document names it).
// unread are the documents that could not be read as records at all (ParseDoc's errors): they
// are set aside.
//
// What the server can change that a phone trusts is checked against loc (nil: not checked): a
// director who has rulings in the log keeps their letter (a label once shown never changes: a
// document giving them another is held, KeyHoldLetter, and the rest of it merged with the
// phone's letter), and a version of a ruling of this phone's director that this phone did not
// make (the server's copy descends from or conflicts with the log's) is held, KeyHoldChanged,
// instead of replacing the ruling.
//
// An incident taken whose document lists a version written over that no director settled
// (Doc.Open) is also held, KeyHoldOverruled: the page shows that version as a conflict.
func Sort(lookup eventlog.Lookup, ev *eventlog.Event, id string, docs []Doc, unread []Held, loc *Local) Triage {
	var t Triage
	t.Held = append(t.Held, unread...)
	if ev != nil {
		id = ev.ID
		e := eventlog.CloneEvent(*ev)
		t.Event = &e
	}
	for i := range docs {
		d := &docs[i]
		if d.Kind != KindEvent {
			continue
		}
		if id != "" && d.Event.ID != id {
			t.Held = append(t.Held, Held{ID: d.ID, Key: KeyHoldOther, Err: "the record of event " + truncate(d.Event.ID, 64)})
			continue
		}
		if t.Event != nil && loc != nil && loc.HasRulings != nil {
			if moved := keepLetters(&d.Event, t.Event, loc.HasRulings, loc.Claimed); moved != "" {
				t.Held = append(t.Held, Held{ID: d.ID, Key: KeyHoldLetter, Err: moved})
			}
		}
		if l := eventlog.CheckEvent(lookup, &d.Event, d.ID); len(l) > 0 {
			t.Held = append(t.Held, Held{ID: d.ID, Key: KeyHoldInvalid, Err: l.Error()})
			continue
		}
		id = d.Event.ID
		if t.Event == nil {
			e := eventlog.CloneEvent(d.Event)
			t.Event, t.EventNew = &e, true
			continue
		}
		m := eventlog.MergeEvent(eventlog.CloneEvent(*t.Event), eventlog.CloneEvent(d.Event))
		if !sameJSON(m, *t.Event) {
			t.Event, t.EventNew = &m, true
		}
	}
	var relaxed *eventlog.Event
	for i := range docs {
		d := &docs[i]
		if d.Kind != KindIncident {
			continue
		}
		if id != "" && d.Incident.Event != id {
			t.Held = append(t.Held, Held{ID: d.ID, Key: KeyHoldOther, Err: "an incident of event " + truncate(d.Incident.Event, 64)})
			continue
		}
		if t.Event == nil {
			t.Held = append(t.Held, Held{ID: d.ID, Key: KeyHoldWait, Err: "the event has not arrived"})
			continue
		}
		if why := foreignAuthor(d, loc); why != "" {
			t.Held = append(t.Held, Held{ID: d.ID, Key: KeyHoldAuthor, Err: why})
			continue
		}
		if loc != nil && loc.Me != "" && loc.Incident != nil && d.Incident.By == loc.Me {
			if old, ok := loc.Incident(d.Incident.ID); ok && !sameJSON(eventlog.MergeIncident(old, d.Incident), old) && !revocation(old, d.Incident) {
				t.Held = append(t.Held, Held{ID: d.ID, Key: KeyHoldChanged, Err: "a version of " + old.Label() + " not made on this phone: " + d.Incident.Rev})
				continue
			}
		}
		in := d.Incident
		in.Values = append(engine.Values(nil), in.Values...) // the check may complete them
		l := eventlog.CheckIncident(lookup, t.Event, &in, d.ID)
		if len(l) == 0 {
			t.Incidents = append(t.Incidents, *d)
			if d.Open() {
				// taken, and the version its director's phone wrote over shown until settled:
				// here too, so that a record taken when tried again (it waited) keeps the row
				t.Held = append(t.Held, Held{ID: d.ID, Key: KeyHoldOverruled, Err: "a version written over by its director's phone, not settled"})
			}
			continue
		}
		// would it fit an event version that names its pair, team, player and director?
		if relaxed == nil {
			r := eventlog.CloneEvent(*t.Event)
			r.Participants, r.Players, r.Directors, r.Conflicts = nil, nil, nil, nil
			relaxed = &r
		}
		in = d.Incident
		in.Values = append(engine.Values(nil), in.Values...)
		if len(eventlog.CheckIncident(lookup, relaxed, &in, d.ID)) == 0 {
			t.Held = append(t.Held, Held{ID: d.ID, Key: KeyHoldWait, Err: l.Error()})
		} else {
			t.Held = append(t.Held, Held{ID: d.ID, Key: KeyHoldInvalid, Err: l.Error()})
		}
	}
	for i := range docs {
		if docs[i].Kind != KindEvent && docs[i].Kind != KindIncident {
			t.Held = append(t.Held, Held{ID: docs[i].ID, Key: KeyHoldForeign, Err: "not a record of the log"})
		}
	}
	return t
}

// revocation tells whether in is old revoked, an act the record names (who: RevokedBy).
func revocation(old, in eventlog.Incident) bool {
	return old.Status != eventlog.Revoked && in.Status == eventlog.Revoked && in.RevokedBy != "" && in.RevokedAt != nil
}

// foreignAuthor says why an incident's document is not its director's ("" it is): its
// version names another author than the director who logged it (a revocation names its
// author in RevokedBy, the act the log records), a later version names none, or — on the
// phone of the director it names — it is not in the log and this phone never wrote it.
func foreignAuthor(d *Doc, loc *Local) string {
	in := &d.Incident
	if loc == nil || in.By == "" {
		return "" // not checked; or a schema-1 incident: the log's first director's
	}
	if loc != nil && loc.Me != "" && in.By == loc.Me && loc.Incident != nil {
		if _, ok := loc.Incident(in.ID); !ok && (loc.Wrote == nil || !loc.Wrote(in.ID)) {
			return "a ruling under this phone's director's name that this phone never wrote"
		}
		return "" // the own-phone check (KeyHoldChanged) decides
	}
	switch {
	case d.Author == in.By:
		return ""
	case d.Author == "" && len(in.Revs) == 0:
		return "" // a first version naming no author: its director's phone tells (above)
	case d.Author != "" && in.Status == eventlog.Revoked && in.RevokedBy == d.Author:
		return ""
	case d.Author == "":
		return "a later version of " + in.Label() + " naming no author"
	}
	return "a version of " + in.Label() + " made by " + truncate(d.Author, 64) + ", not by its director"
}

// Restorable tells whether the phone of the director who logged d's ruling writes its own
// version back on top of d, a version of that ruling it did not make (KeyHoldChanged): one
// that names no author, or an author who is not a director of ev. A version another director
// of ev made stays on the server as it is, held as a conflict for the directors to settle
// (writing over it would undo their act, and theirs would undo this one).
func Restorable(d *Doc, ev *eventlog.Event) bool {
	if d.Kind != KindIncident || d.Incident.By == "" {
		return false
	}
	if d.Author == "" {
		return true
	}
	_, ok := ev.Director(d.Author)
	return !ok
}

// keepLetters gives every director of in who has rulings (has) the letter known holds for
// them — unless the server holds their claim of the new letter (claimed: the renumbering the
// director did, an act the log records) — and says whom it moved back ("" none).
func keepLetters(in, known *eventlog.Event, has func(string) bool, claimed func(string, int) bool) string {
	var moved []string
	for i, d := range in.Directors {
		k, ok := known.Director(d.ID)
		if !ok || k.Series == d.Series || !has(d.ID) {
			continue
		}
		if claimed != nil && d.Series > k.Series && claimed(d.ID, d.Series) {
			continue
		}
		moved = append(moved, d.ID+": "+strconv.Itoa(d.Series)+" on the server, "+strconv.Itoa(k.Series)+" here")
		in.Directors[i].Series = k.Series
	}
	return strings.Join(moved, "; ")
}

// Unreadable is the Held of a document ParseDoc refused: not a record of the log at all when
// its ID names none, else not a valid record.
func Unreadable(id string, err error) Held {
	key := KeyHoldInvalid
	if KindOf(id) == "" {
		key = KeyHoldForeign
	}
	return Held{ID: id, Key: key, Err: err.Error()}
}

// PlanHeld is what an import plan of a triage's file did not take: an incident that does not
// fit the event as merged (Plan.Skipped: it waits), one whose number the log gives to another
// (Plan.Clashes: set aside), and a record eventlog.Parse refused (set aside). incs are the
// triage's incidents, in the file's order.
func PlanHeld(p *eventlog.Plan, incs []Doc) []Held {
	byNum := map[eventlog.IncidentRef]string{}
	for _, d := range incs {
		byNum[eventlog.IncidentRef{Event: d.Incident.Event, Number: d.Incident.Number}] = d.ID
	}
	var out []Held
	for _, r := range p.Skipped {
		if id, ok := byNum[r]; ok {
			out = append(out, Held{ID: id, Key: KeyHoldWait, Err: "does not fit the event as merged"})
		}
	}
	for _, c := range p.Clashes {
		if id, ok := byNum[eventlog.IncidentRef{Event: c.Event, Number: c.Number}]; ok {
			out = append(out, Held{ID: id, Key: KeyHoldClash, Err: "the log holds another incident " + eventlog.NumberLabel(c.Number)})
		}
	}
	if p.Doc != nil {
		for _, e := range p.Doc.Refused {
			if i, ok := incidentIndex(e.Field); ok && i < len(incs) {
				out = append(out, Held{ID: incs[i].ID, Key: KeyHoldInvalid, Err: e.Error()})
			}
		}
	}
	return out
}

// incidentIndex reads i from a position "incidents[i]…".
func incidentIndex(where string) (int, bool) {
	rest, ok := strings.CutPrefix(where, "incidents[")
	if !ok {
		return 0, false
	}
	n, _, ok := strings.Cut(rest, "]")
	if !ok {
		return 0, false
	}
	i, err := strconv.Atoi(n)
	return i, err == nil && i >= 0
}

func sameJSON(a, b any) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && string(x) == string(y)
}
