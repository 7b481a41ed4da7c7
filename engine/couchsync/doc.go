package couchsync

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
)

// Records as documents. An event's log lives in one CouchDB database of its own: the event
// record is the document "event", each incident the document "inc:<incident ID>" (incident IDs
// are [A-Za-z0-9_.-], eventlog.NewID or eventlog.LegacyID). A document's body is the record's
// JSON as the export file writes it (our fields, our versions rev/revs/conflicts included), with
// CouchDB's "_id" first and its "_rev" when it updates a stored document.
//
// CouchDB's revisions (_rev) and ours (rev) are two things: CouchDB numbers the writes of a
// document, Arbiter the versions of a record. A record's versions travel inside the body, so two
// phones that both wrote a document while apart leave CouchDB with two revisions of it (a CouchDB
// conflict); Resolve merges them into one record with eventlog.MergeEvent/MergeIncident, whose
// concurrent versions stay in the record's Conflicts for a person to pick. Nothing is dropped.
//
// Validity is checked in two steps, because an incident is only valid against its event:
// ParseDoc checks what the document alone shows (JSON, size, repeated keys, _id against the
// record's ID, a version), and Doc.Check runs eventlog.CheckEvent or eventlog.CheckIncident
// against the rulesets and the event (the event of the database as this phone holds it, merged
// with the database's "event" document when that came first), exactly as an import does.

// Kinds of document.
const (
	KindEvent    = "event"
	KindIncident = "incident"
)

// Document IDs.
const (
	EventDocID     = "event"
	IncidentPrefix = "inc:"
)

// MaxDoc is the largest document body ParseDoc reads (CouchDB 3's default max_document_size is
// 8,000,000 bytes).
const MaxDoc = 8 << 20

// KeyDoc is the message key of a document that is not a valid record.
const KeyDoc = "sync.err.doc"

// AuthorField is the document's field, outside the record, naming the director whose phone
// made the record's version (the director ID the phone claimed its letter with). A phone
// writes it for the versions it made and passes on the one it read for the versions it
// imported; a version of an incident whose author is not the director who logged it is a
// conflict (Sort holds it, KeyHoldAuthor).
const AuthorField = "author"

// OverruledField is the document's field, outside the record, listing the versions of an
// incident its director's phone wrote over (a version naming no author, or one who is no
// director of the event: Restorable). Each stays a conflict every phone shows until a director
// settles it (SettledBy names who: the act is recorded); the record is the director's.
const OverruledField = "overruled"

// MaxOverruled is how many overruled versions a document keeps (the oldest are dropped).
const MaxOverruled = 16

// Overruled is one version of an incident written over by its director's phone.
type Overruled struct {
	Rev       string `json:"rev"`                  // the record's version written over
	Author    string `json:"author,omitempty"`     // the author it named ("" none)
	Notes     string `json:"notes,omitempty"`      // its notes, for the directors to compare
	SettledBy string `json:"settled_by,omitempty"` // the director who settled it ("" open)
}

// Open tells whether a document lists an overruled version no director settled yet.
func (d *Doc) Open() bool {
	for _, o := range d.Overruled {
		if o.SettledBy == "" {
			return true
		}
	}
	return false
}

// Overrule returns d written over stored, a version of its record d's director did not make:
// stored's version is added to the overruled ones (with those stored lists), so that every
// phone shows it until a director settles it.
func Overrule(d, stored Doc) Doc {
	d.Overruled = mergeOverruled(d.Overruled, stored.Overruled)
	if stored.Kind == KindIncident && stored.Incident.Rev != "" && stored.Incident.Rev != d.Incident.Rev {
		d.Overruled = mergeOverruled(d.Overruled, []Overruled{{Rev: stored.Incident.Rev, Author: stored.Author, Notes: stored.Incident.Notes}})
	}
	return d
}

// Settle returns d with every open overruled version settled by director.
func Settle(d Doc, director string) Doc {
	d.Overruled = append([]Overruled(nil), d.Overruled...)
	for i := range d.Overruled {
		if d.Overruled[i].SettledBy == "" {
			d.Overruled[i].SettledBy = director
		}
	}
	return d
}

// mergeOverruled is the union of two lists by version (a settled entry wins), in a's order
// then b's, the newest MaxOverruled kept.
func mergeOverruled(a, b []Overruled) []Overruled {
	var out []Overruled
	at := map[string]int{}
	for _, l := range [][]Overruled{a, b} {
		for _, o := range l {
			if i, ok := at[o.Rev]; ok {
				if out[i].SettledBy == "" {
					out[i].SettledBy = o.SettledBy
				}
				continue
			}
			at[o.Rev] = len(out)
			out = append(out, o)
		}
	}
	if len(out) > MaxOverruled {
		out = out[len(out)-MaxOverruled:]
	}
	return out
}

// Doc is one record as a document.
type Doc struct {
	Kind     string // KindEvent or KindIncident
	ID       string // CouchDB's _id
	CouchRev string // CouchDB's _rev ("" when the body had none)
	Author   string // the director whose phone made the record's version (AuthorField; "" when the body names none)
	// versions of an incident its director's phone wrote over (OverruledField)
	Overruled []Overruled
	Event     eventlog.Event    // Kind event
	Incident  eventlog.Incident // Kind incident
}

// IncidentDocID is the document ID of incident id.
func IncidentDocID(id string) string { return IncidentPrefix + id }

// KindOf is the kind of document a document ID names ("" for any other document: a design
// document, another application's).
func KindOf(id string) string {
	switch {
	case id == EventDocID:
		return KindEvent
	case strings.HasPrefix(id, IncidentPrefix) && eventlog.ValidIncidentID(id[len(IncidentPrefix):]):
		return KindIncident
	}
	return ""
}

// EventDoc is the document of an event record (no _rev: see WithRev).
func EventDoc(ev eventlog.Event) []byte { return body(EventDocID, "", ev) }

// IncidentDoc is the document of an incident record (no _rev: see WithRev).
func IncidentDoc(in eventlog.Incident) []byte { return body(IncidentDocID(in.ID), "", in) }

// Body is d's document: its record with d.ID, and d.CouchRev when set.
func (d *Doc) Body() []byte {
	if d.Kind == KindEvent {
		return bodyBy(d.ID, d.CouchRev, d.Author, nil, d.Event)
	}
	return bodyBy(d.ID, d.CouchRev, d.Author, d.Overruled, d.Incident)
}

func body(id, rev string, rec any) []byte { return bodyBy(id, rev, "", nil, rec) }

func bodyBy(id, rev, author string, over []Overruled, rec any) []byte {
	b, err := json.Marshal(rec)
	if err != nil || len(b) < 2 || b[0] != '{' {
		// an Event or Incident always marshals to an object (its numbers are finite: the stores check them)
		panic(fmt.Sprintf("couchsync: record does not marshal: %v", err))
	}
	q, _ := json.Marshal(id)
	out := append([]byte(`{"_id":`), q...)
	if rev != "" {
		r, _ := json.Marshal(rev)
		out = append(append(out, `,"_rev":`...), r...)
	}
	if author != "" {
		a, _ := json.Marshal(author)
		out = append(append(out, `,"`+AuthorField+`":`...), a...)
	}
	if len(over) > 0 {
		o, _ := json.Marshal(over)
		out = append(append(out, `,"`+OverruledField+`":`...), o...)
	}
	if len(b) > 2 {
		out = append(out, ',')
	}
	return append(out, b[1:]...)
}

// WithRev returns the document body with its _rev set to rev (removed when rev is ""), _id and
// _rev first and the other fields in their order (PouchDB names a revision by a hash of the
// body: the same record written alike on two phones gets the same revision, not a conflict).
// body must be a JSON object (EventDoc, IncidentDoc); it is returned unchanged when it is not.
func WithRev(body []byte, rev string) []byte {
	dec := json.NewDecoder(bytes.NewReader(body))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return body
	}
	var id json.RawMessage
	type field struct {
		key string
		raw json.RawMessage
	}
	var rest []field
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return body
		}
		k, _ := t.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return body
		}
		switch k {
		case "_id":
			id = raw
		case "_rev":
		default:
			rest = append(rest, field{k, raw})
		}
	}
	if t, err := dec.Token(); err != nil || t != json.Delim('}') {
		return body
	}
	if _, err := dec.Token(); err != io.EOF {
		return body
	}
	var b bytes.Buffer
	b.WriteByte('{')
	sep := func() {
		if b.Len() > 1 {
			b.WriteByte(',')
		}
	}
	if id != nil {
		b.WriteString(`"_id":`)
		b.Write(id)
	}
	if rev != "" {
		sep()
		q, _ := json.Marshal(rev)
		b.WriteString(`"_rev":`)
		b.Write(q)
	}
	for _, f := range rest {
		sep()
		q, _ := json.Marshal(f.key)
		b.Write(q)
		b.WriteByte(':')
		b.Write(f.raw)
	}
	b.WriteByte('}')
	return b.Bytes()
}

func docErr(where, detail string) *engine.Error {
	return &engine.Error{Code: engine.EINVALID, Field: where, Key: KeyDoc, Detail: detail,
		Args: []msg.Arg{msg.A("where", where)}}
}

// ParseDoc reads a document's body as a record. It refuses, with an *engine.Error naming the
// place (KeyDoc, never a panic), a body that is larger than MaxDoc, not a JSON object, holds a
// key twice, is deleted, has an _id that names no record (KindOf) or another record than its
// own (the event's "event"; an incident's "inc:" and its ID), a record without its version
// (rev), or fields that do not read as the record's. CouchDB's own fields (_rev kept in
// CouchRev; _revisions, _conflicts and the others) are not part of the record. Fields this
// version does not know (a newer version's) are kept in the record's Extra, as an import keeps
// them. What needs the rulesets and the event is Check's.
func ParseDoc(b []byte) (Doc, error) {
	if len(b) > MaxDoc {
		return Doc{}, docErr("document", fmt.Sprintf("larger than %d bytes", MaxDoc))
	}
	if err := checkKeys(b); err != nil {
		return Doc{}, docErr("document", err.Error())
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(b, &fields); err != nil || fields == nil {
		return Doc{}, docErr("document", "not a JSON object")
	}
	var d Doc
	if err := unmarshalString(fields["_id"], &d.ID); err != nil || d.ID == "" {
		return Doc{}, docErr("_id", "no document ID")
	}
	where := d.ID
	if r, ok := fields["_rev"]; ok {
		if err := unmarshalString(r, &d.CouchRev); err != nil {
			return Doc{}, docErr(where+"._rev", "not a string")
		}
	}
	if del, ok := fields["_deleted"]; ok && string(del) != "false" {
		return Doc{}, docErr(where, "deleted: a record is never deleted")
	}
	for k := range fields {
		if strings.HasPrefix(k, "_") {
			delete(fields, k)
		}
	}
	if a, ok := fields[AuthorField]; ok {
		if err := unmarshalString(a, &d.Author); err != nil || !eventlog.ValidID(d.Author) {
			return Doc{}, docErr(where+"."+AuthorField, "not a director's ID")
		}
		delete(fields, AuthorField)
	}
	if o, ok := fields[OverruledField]; ok {
		if KindOf(d.ID) != KindIncident || json.Unmarshal(o, &d.Overruled) != nil || !overruledOK(d.Overruled) {
			return Doc{}, docErr(where+"."+OverruledField, "not a list of overruled versions")
		}
		delete(fields, OverruledField)
	}
	d.Kind = KindOf(d.ID)
	switch d.Kind {
	case KindEvent:
		if err := eventlog.DecodeFields(fields, &d.Event, &d.Event.Extra); err != nil {
			return Doc{}, docErr(where, err.Error())
		}
		if d.Event.ID == "" {
			return Doc{}, docErr(where+".id", "no event ID")
		}
		if d.Event.Rev == "" {
			return Doc{}, docErr(where+".rev", "no version")
		}
	case KindIncident:
		if err := eventlog.DecodeFields(fields, &d.Incident, &d.Incident.Extra); err != nil {
			return Doc{}, docErr(where, err.Error())
		}
		if IncidentDocID(d.Incident.ID) != d.ID {
			return Doc{}, docErr(where+".id", "the incident's ID is not the document's")
		}
		if d.Incident.Event == "" {
			return Doc{}, docErr(where+".event", "no event")
		}
		if d.Incident.Rev == "" {
			return Doc{}, docErr(where+".rev", "no version")
		}
	default:
		return Doc{}, docErr("_id", "not a record of the log: "+truncate(d.ID, 64))
	}
	return d, nil
}

func unmarshalString(raw json.RawMessage, s *string) error {
	if raw == nil {
		return errors.New("missing")
	}
	return json.Unmarshal(raw, s)
}

// overruledOK checks a document's overruled versions: at most MaxOverruled, each a version,
// its author and settler directors' IDs (or none), its notes no longer than a record's.
func overruledOK(l []Overruled) bool {
	if len(l) > MaxOverruled {
		return false
	}
	for _, o := range l {
		if o.Rev == "" || len(o.Rev) > 200 || len(o.Notes) > eventlog.MaxNotes ||
			o.Author != "" && !eventlog.ValidID(o.Author) || o.SettledBy != "" && !eventlog.ValidID(o.SettledBy) {
			return false
		}
	}
	return true
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// Check validates the record against the rulesets lookup finds and the event of the database,
// ev: an event document with eventlog.CheckEvent (and it must be ev itself when ev is given); an
// incident document with eventlog.CheckIncident against ev, which it needs (its pair, team or
// player must be in one of ev's versions, its calculator in ev's ruleset). Like an import,
// CheckIncident completes the values of a calculator whose schema has grown since. Errors are
// positioned under the document's ID.
func (d *Doc) Check(lookup eventlog.Lookup, ev *eventlog.Event) engine.ErrorList {
	switch d.Kind {
	case KindEvent:
		if ev != nil && ev.ID != d.Event.ID {
			return engine.ErrorList{docErr(d.ID+".id", "another event's record: "+truncate(d.Event.ID, 64))}
		}
		return eventlog.CheckEvent(lookup, &d.Event, d.ID)
	case KindIncident:
		if ev == nil {
			return engine.ErrorList{docErr(d.ID+".event", "no event to check the incident against")}
		}
		return eventlog.CheckIncident(lookup, ev, &d.Incident, d.ID)
	}
	return engine.ErrorList{docErr("_id", "not a record of the log")}
}

// Merge merges two documents of one record (the same _id) with eventlog.MergeEvent or
// MergeIncident; the result keeps a's CouchRev.
func Merge(a, b Doc) (Doc, error) {
	if a.ID != b.ID || a.Kind != b.Kind {
		return Doc{}, docErr(b.ID, "another document than "+truncate(a.ID, 64))
	}
	out := a
	switch a.Kind {
	case KindEvent:
		if a.Event.ID != b.Event.ID {
			return Doc{}, docErr(b.ID+".id", "another event")
		}
		out.Event = eventlog.MergeEvent(a.Event, b.Event)
	case KindIncident:
		out.Incident = eventlog.MergeIncident(a.Incident, b.Incident)
		if out.Incident.Rev == b.Incident.Rev && out.Incident.Rev != a.Incident.Rev {
			out.Author = b.Author // the author of the version that won
		}
		out.Overruled = mergeOverruled(a.Overruled, b.Overruled)
	default:
		return Doc{}, docErr("_id", "not a record of the log")
	}
	return out, nil
}

// Resolution is how to end a CouchDB conflict: write Put (the merged record, on the winning
// revision's _rev; nil when the winning revision already holds it) and delete each revision of
// Delete, in one _bulk_docs. Refused lists the conflicting revisions that are not valid records:
// they are left as they are (nothing that cannot be read is deleted), with their reasons.
type Resolution struct {
	Doc     Doc      // the merged record; CouchRev is the winning revision's
	Put     []byte   // the document to write, or nil
	Delete  []string // _rev of each merged losing revision
	Refused []error  // one per conflicting revision that is not a valid record
}

// Resolve merges the revisions of one document that CouchDB holds as a conflict — winner is the
// body CouchDB picked (GET with conflicts=true), conflicts the bodies of the revisions its
// _conflicts lists — into one record with eventlog.MergeEvent/MergeIncident. The result does
// not depend on the order of conflicts, and is the same on every phone that holds the same
// revisions. It fails when no revision is a valid record, or the winner's _id is unreadable.
func Resolve(winner []byte, conflicts [][]byte) (Resolution, error) {
	var r Resolution
	w, werr := ParseDoc(winner)
	var docs []Doc
	if werr == nil {
		docs = append(docs, w)
	} else {
		r.Refused = append(r.Refused, werr)
	}
	for _, c := range conflicts {
		d, err := ParseDoc(c)
		if err != nil {
			r.Refused = append(r.Refused, err)
			continue
		}
		docs = append(docs, d)
	}
	if len(docs) == 0 {
		return Resolution{}, docErr("document", "no revision is a valid record")
	}
	merged := docs[0]
	for _, d := range docs[1:] {
		m, err := Merge(merged, d)
		if err != nil {
			r.Refused = append(r.Refused, err)
			continue
		}
		merged = m
		if d.CouchRev != "" && d.CouchRev != w.CouchRev {
			r.Delete = append(r.Delete, d.CouchRev)
		}
	}
	if werr != nil {
		// the winning revision is not ours to read: the merged record goes on top of it
		var head struct {
			ID  string `json:"_id"`
			Rev string `json:"_rev"`
		}
		if json.Unmarshal(winner, &head) != nil || head.ID != merged.ID {
			return Resolution{}, werr
		}
		if merged.CouchRev != head.Rev {
			r.Delete = append(r.Delete, merged.CouchRev) // the first valid revision was a loser
		}
		merged.CouchRev = head.Rev
		r.Doc, r.Put = merged, merged.Body()
		return r, nil
	}
	merged.CouchRev = w.CouchRev
	r.Doc = merged
	if !sameRecord(merged, w) {
		r.Put = merged.Body()
	}
	return r, nil
}

func sameRecord(a, b Doc) bool {
	x, y := a.Body(), b.Body()
	return bytes.Equal(x, y)
}

// maxDepth bounds the nesting checkKeys follows (a record nests a few levels).
const maxDepth = 64

// checkKeys refuses a body that is not one JSON value or holds a key twice in one object
// (encoding/json would keep the last silently).
func checkKeys(b []byte) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := walk(dec, 0); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("not one JSON value")
	}
	return nil
}

func walk(dec *json.Decoder, depth int) error {
	if depth > maxDepth {
		return errors.New("nested too deep")
	}
	t, err := dec.Token()
	if err != nil {
		return errors.New("not valid JSON")
	}
	switch t {
	case json.Delim('{'):
		seen := map[string]bool{}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return errors.New("not valid JSON")
			}
			key, _ := k.(string)
			if seen[key] {
				return fmt.Errorf("the key %q twice", truncate(key, 40))
			}
			seen[key] = true
			if err := walk(dec, depth+1); err != nil {
				return err
			}
		}
		if _, err := dec.Token(); err != nil {
			return errors.New("not valid JSON")
		}
	case json.Delim('['):
		for dec.More() {
			if err := walk(dec, depth+1); err != nil {
				return err
			}
		}
		if _, err := dec.Token(); err != nil {
			return errors.New("not valid JSON")
		}
	}
	return nil
}

// File writes documents received from a server as an export file of the log (eventlog.Format,
// the current schema): the event — the database's "event" document when docs hold it, else ev,
// the event as this phone holds it — and every incident document, in the order given. The app
// imports it as it imports a director's file: eventlog.Parse checks every record (and leaves
// out, with its reason, one that is not valid), eventlog.NewPlan merges it with the log and the
// store's Apply writes it. Merging is idempotent and order-free, so a batch of changes may be
// imported more than once. Documents of no kind, and an event document of another event than
// ev, are left out; ok is false when there is no event (ev nil and no event document).
func File(ev *eventlog.Event, docs []Doc) (file []byte, ok bool) {
	d := eventlog.Doc{Format: eventlog.Format, Schema: eventlog.SchemaVersion, Incidents: []eventlog.Incident{}}
	for i := range docs {
		switch docs[i].Kind {
		case KindEvent:
			if ev != nil && docs[i].Event.ID != ev.ID {
				continue // another event's record in this event's database: not imported
			}
			if len(d.Events) == 0 {
				d.Events = append(d.Events, docs[i].Event)
			} else {
				d.Events[0] = eventlog.MergeEvent(d.Events[0], docs[i].Event)
			}
		case KindIncident:
			d.Incidents = append(d.Incidents, docs[i].Incident)
		}
	}
	if len(d.Events) == 0 {
		if ev == nil {
			return nil, false
		}
		d.Events = []eventlog.Event{*ev}
	}
	b, err := json.Marshal(d)
	if err != nil {
		return nil, false
	}
	return b, true
}
