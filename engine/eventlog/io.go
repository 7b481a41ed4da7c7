package eventlog

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"slices"
	"sort"
	"unicode/utf8"

	"arbiter/engine"
)

// Doc is an export file: {"format":"arbiter-log","schema":1,"events":[…],"incidents":[…]}.
type Doc struct {
	Format    string     `json:"format"`
	Schema    int        `json:"schema"`
	Events    []Event    `json:"events"`
	Incidents []Incident `json:"incidents"`

	lookup Lookup // the rulesets Parse validated against; NewPlan re-checks incidents with it
}

// Migration upgrades records from schema From to From+1 on their raw JSON objects (the export
// file and the IndexedDB records share that form, so the app's onupgradeneeded runs the same
// functions over its stores).
type Migration struct {
	From     int
	Event    func(map[string]any) error
	Incident func(map[string]any) error
}

// Migrations holds one entry per schema step, From 1, 2, …; empty while SchemaVersion is 1.
var Migrations []Migration

// Upgrade brings raw records of schema from up to SchemaVersion.
func Upgrade(from int, events, incidents []map[string]any) error {
	for v := from; v < SchemaVersion; v++ {
		var mg *Migration
		for i := range Migrations {
			if Migrations[i].From == v {
				mg = &Migrations[i]
			}
		}
		if mg == nil {
			return fmt.Errorf("no migration from schema %d", v)
		}
		for _, e := range events {
			if err := mg.Event(e); err != nil {
				return err
			}
		}
		for _, in := range incidents {
			if err := mg.Incident(in); err != nil {
				return err
			}
		}
	}
	return nil
}

// Export writes the whole log as an export file.
func Export(ctx context.Context, s Store) ([]byte, error) {
	es, err := s.ListEvents(ctx)
	if err != nil {
		return nil, err
	}
	d := Doc{Format: Format, Schema: SchemaVersion, Events: es, Incidents: []Incident{}}
	if d.Events == nil {
		d.Events = []Event{}
	}
	for _, e := range es {
		is, err := s.ListIncidents(ctx, e.ID)
		if err != nil {
			return nil, err
		}
		d.Incidents = append(d.Incidents, is...)
	}
	return json.MarshalIndent(d, "", " ")
}

// Parse reads and validates an export file completely: size, JSON syntax, duplicate and
// unknown keys, format and schema (older schemas are upgraded), every event and incident
// (rulesets, calculators and values against their schemas), duplicate IDs and numbers. It
// returns every problem found (up to a limit) as an engine.ErrorList, positioned like
// "incidents[3].values.minutes"; nothing is written anywhere.
func Parse(data []byte, lookup Lookup) (*Doc, error) {
	if len(data) > MaxFile {
		return nil, ferr(engine.EINVALID, KeySize, "file", "larger than the limit")
	}
	if !json.Valid(data) {
		return nil, ferr(engine.EINVALID, KeyJSON, "file", "not valid JSON")
	}
	if err := checkKeys(data); err != nil {
		return nil, ferr(engine.EINVALID, KeyJSON, "file", err.Error())
	}
	var head struct {
		Format string `json:"format"`
		Schema int    `json:"schema"`
	}
	if err := json.Unmarshal(data, &head); err != nil || head.Format != Format {
		return nil, ferr(engine.EINVALID, KeyFormat, "format", "not an Arbiter log file")
	}
	if head.Schema > SchemaVersion || head.Schema < 1 {
		return nil, ferr(engine.EUNSUPPORTED, KeySchema, "schema", fmt.Sprintf("schema %d, this build reads 1 to %d", head.Schema, SchemaVersion))
	}
	if head.Schema < SchemaVersion {
		var raw struct {
			Events    []map[string]any `json:"events"`
			Incidents []map[string]any `json:"incidents"`
		}
		if err := json.Unmarshal(data, &raw); err != nil {
			return nil, ferr(engine.EINVALID, KeyJSON, "file", err.Error())
		}
		if err := Upgrade(head.Schema, raw.Events, raw.Incidents); err != nil {
			return nil, ferr(engine.EUNSUPPORTED, KeySchema, "schema", err.Error())
		}
		data, _ = json.Marshal(map[string]any{"format": Format, "schema": SchemaVersion, "events": raw.Events, "incidents": raw.Incidents})
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var d Doc
	if err := dec.Decode(&d); err != nil {
		return nil, ferr(engine.EINVALID, KeyJSON, "file", err.Error())
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, ferr(engine.EINVALID, KeyJSON, "file", "data after the end")
	}
	if len(d.Events) > MaxEvents || len(d.Incidents) > MaxIncidents {
		return nil, ferr(engine.EINVALID, KeySize, "file", "too many events or incidents")
	}
	if d.Events == nil {
		d.Events = []Event{}
	}
	if d.Incidents == nil {
		d.Incidents = []Incident{}
	}
	var l engine.ErrorList
	add := func(el engine.ErrorList) {
		for _, e := range el {
			if len(l) < maxErrors {
				l = append(l, e)
			}
		}
	}
	byID := map[string]*Event{}
	for i := range d.Events {
		e := &d.Events[i]
		w := fmt.Sprintf("events[%d]", i)
		add(CheckEvent(lookup, e, w))
		if byID[e.ID] != nil {
			add(engine.ErrorList{ferr(engine.EINVALID, KeyDuplicate, w+".id", "duplicate event "+e.ID)})
		}
		byID[e.ID] = e
	}
	seen := map[incKey]bool{}
	for i := range d.Incidents {
		in := &d.Incidents[i]
		w := fmt.Sprintf("incidents[%d]", i)
		ev := byID[in.Event]
		if ev == nil {
			add(engine.ErrorList{ferr(engine.ENOTFOUND, KeyNotFound, w+".event", "no event "+in.Event+" in the file")})
			continue
		}
		add(CheckIncident(lookup, ev, in, w))
		k := incKey{in.Event, in.Number}
		if seen[k] {
			add(engine.ErrorList{ferr(engine.EINVALID, KeyDuplicate, w+".number", "duplicate incident "+in.Label())})
		}
		seen[k] = true
	}
	if len(l) > 0 {
		return nil, l
	}
	d.lookup = lookup
	return &d, nil
}

// checkKeys refuses JSON with a repeated key in one object (encoding/json would keep the last
// one silently). data is valid JSON (Parse checks it first): one pass over its bytes, keys
// compared as encoding/json reads them (escapes resolved). json.Decoder.Token did this in a
// third of a 10,000-incident import.
func checkKeys(data []byte) error {
	type frame struct {
		obj, wantKey bool
		keys         [][]byte
		set          map[string]bool // with many keys
	}
	var stack []frame
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case '{', '[':
			stack = append(stack, frame{obj: data[i] == '{', wantKey: data[i] == '{'})
		case '}', ']':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case ',':
			if n := len(stack); n > 0 && stack[n-1].obj {
				stack[n-1].wantKey = true
			}
		case '"':
			j, esc := i+1, false
			for ; j < len(data) && data[j] != '"'; j++ {
				if data[j] == '\\' {
					esc = true
					j++
				}
			}
			n := len(stack)
			if n > 0 && stack[n-1].obj && stack[n-1].wantKey {
				f := &stack[n-1]
				f.wantKey = false
				k := data[i+1 : min(j, len(data))]
				if esc || !utf8.Valid(k) { // as encoding/json reads it: escapes resolved, bad bytes U+FFFD
					var u string
					if err := json.Unmarshal(data[i:min(j+1, len(data))], &u); err != nil {
						return err
					}
					k = []byte(u)
				}
				if f.set == nil && len(f.keys) >= 32 {
					f.set = make(map[string]bool, 2*len(f.keys))
					for _, x := range f.keys {
						f.set[string(x)] = true
					}
				}
				if f.set != nil {
					if f.set[string(k)] {
						return errors.New("repeated key " + string(k))
					}
					f.set[string(k)] = true
				} else {
					for _, x := range f.keys {
						if bytes.Equal(x, k) {
							return errors.New("repeated key " + string(k))
						}
					}
					f.keys = append(f.keys, k)
				}
			}
			i = j
		}
	}
	return nil
}

// Mode says what an import does with records that exist with other content.
type Mode int

const (
	KeepExisting Mode = iota // add new records only
	Overwrite                // also replace the changed ones
)

// IncidentRef names one incident.
type IncidentRef struct {
	Event  string
	Number int
}

// Plan is what an import would do, for the director to confirm: what it adds, what it would
// overwrite (only with Overwrite) and what is already there unchanged.
//
// Every incident is checked against the event it will live with after the import, never only
// against the file's version of it: with KeepExisting the log's version of a changed event stays,
// so a new incident of the file that does not fit it (a participant, player or ruleset the
// log's event lacks) is left out (Skipped[KeepExisting]). With Overwrite the file's version
// replaces the log's, unless incidents already in the log that the file does not carry would
// no longer fit it: then the log's event stays (KeptEvents) and the file's incidents of that
// event that do not fit it are left out (Skipped[Overwrite]). The log never ends up holding an
// incident its own event would refuse.
type Plan struct {
	Doc                                      *Doc
	NewEvents, ChangedEvents, SameEvents     []string
	NewIncidents, ChangedIncidents, SameIncs []IncidentRef
	Skipped                                  map[Mode][]IncidentRef // file incidents the mode leaves out
	KeptEvents                               []string               // changed events Overwrite keeps
	base                                     uint64
	state                                    map[string]int // "e:id" / "i:event/n" → 0 new, 1 changed, 2 same
	skip                                     map[Mode]map[string]bool
}

// Report is what an applied import did. Skipped counts the file's incidents left out because
// they do not fit the event kept in the log (see Plan).
type Report struct {
	AddedEvents, ReplacedEvents, AddedIncidents, ReplacedIncidents, Unchanged, Skipped int
}

// NewPlan compares a parsed file with the store.
func NewPlan(ctx context.Context, s Store, d *Doc) (*Plan, error) {
	p := &Plan{Doc: d, state: map[string]int{}}
	es, is, err := s.Snapshot(ctx, p.eventIDs())
	if err != nil {
		return nil, err
	}
	p.base = fingerprint(es, is)
	have := map[string]string{}
	for _, e := range es {
		have["e:"+e.ID] = jsonOf(e)
	}
	for _, in := range is {
		have[incState(in.Event, in.Number)] = jsonOf(in)
	}
	classify := func(key, now string) int {
		old, ok := have[key]
		switch {
		case !ok:
			return 0
		case old != now:
			return 1
		}
		return 2
	}
	for _, e := range d.Events {
		c := classify("e:"+e.ID, jsonOf(e))
		p.state["e:"+e.ID] = c
		switch c {
		case 0:
			p.NewEvents = append(p.NewEvents, e.ID)
		case 1:
			p.ChangedEvents = append(p.ChangedEvents, e.ID)
		default:
			p.SameEvents = append(p.SameEvents, e.ID)
		}
	}
	for _, in := range d.Incidents {
		k := incState(in.Event, in.Number)
		c := classify(k, jsonOf(in))
		p.state[k] = c
		r := IncidentRef{in.Event, in.Number}
		switch c {
		case 0:
			p.NewIncidents = append(p.NewIncidents, r)
		case 1:
			p.ChangedIncidents = append(p.ChangedIncidents, r)
		default:
			p.SameIncs = append(p.SameIncs, r)
		}
	}
	p.checkFit(es, is)
	return p, nil
}

// checkFit decides, for every event the file changes, which incidents each mode leaves out so
// that every stored incident fits its stored event (see Plan).
func (p *Plan) checkFit(es []Event, is []Incident) {
	p.Skipped = map[Mode][]IncidentRef{}
	p.skip = map[Mode]map[string]bool{KeepExisting: {}, Overwrite: {}}
	stored := map[string]*Event{}
	for i := range es {
		stored[es[i].ID] = &es[i]
	}
	fits := func(ev *Event, in Incident) bool {
		in.Values = append(engine.Values(nil), in.Values...) // CheckIncident may complete them
		return len(CheckIncident(p.Doc.lookup, ev, &in, "incident")) == 0
	}
	for i := range p.Doc.Events {
		e := &p.Doc.Events[i]
		old := stored[e.ID]
		if p.state["e:"+e.ID] != 1 || old == nil {
			continue
		}
		for _, in := range is {
			if in.Event == e.ID {
				if _, inFile := p.state[incState(in.Event, in.Number)]; !inFile && !fits(e, in) {
					p.KeptEvents = append(p.KeptEvents, e.ID)
					break
				}
			}
		}
		kept := len(p.KeptEvents) > 0 && p.KeptEvents[len(p.KeptEvents)-1] == e.ID
		for _, in := range p.Doc.Incidents {
			k := incState(in.Event, in.Number)
			c := p.state[k]
			if in.Event != e.ID || c == 2 {
				continue
			}
			r := IncidentRef{in.Event, in.Number}
			if fits(old, in) {
				continue
			}
			if c == 0 {
				p.skip[KeepExisting][k] = true
				p.Skipped[KeepExisting] = append(p.Skipped[KeepExisting], r)
			}
			if kept {
				p.skip[Overwrite][k] = true
				p.Skipped[Overwrite] = append(p.Skipped[Overwrite], r)
			}
		}
	}
}

// EventIDs lists, sorted, the events the plan touches: what a Store's Apply reads (Snapshot)
// before it writes.
func (p *Plan) EventIDs() []string { return p.eventIDs() }

// Verify returns ECONFLICT (KeyChanged) when the stored records of the plan's events (es and
// is, as Snapshot returns them) are not those the plan was made against. A Store's Apply calls
// it inside its transaction, before writing.
func (p *Plan) Verify(es []Event, is []Incident) error {
	SortEvents(es)
	SortIncidents(is)
	if fingerprint(es, is) != p.base {
		return ferr(engine.ECONFLICT, KeyChanged, "log", "the log changed since the import was planned")
	}
	return nil
}

// Writes returns the records an import in mode writes (added or replaced, skipped ones left
// out) and the report of it: what a Store's Apply puts, in one transaction, after Verify.
func (p *Plan) Writes(mode Mode) ([]Event, []Incident, Report) {
	var es []Event
	var is []Incident
	for _, e := range p.Doc.Events {
		if p.writeEvent(e.ID, mode) {
			es = append(es, clone(e))
		}
	}
	for _, in := range p.Doc.Incidents {
		if p.writeIncident(in.Event, in.Number, mode) {
			is = append(is, clone(in))
		}
	}
	return es, is, p.report(mode)
}

// Overwrites reports whether applying with Overwrite would replace anything.
func (p *Plan) Overwrites() bool { return len(p.ChangedEvents)+len(p.ChangedIncidents) > 0 }

func incState(event string, n int) string { return fmt.Sprintf("i:%s/%d", event, n) }

func (p *Plan) eventIDs() []string {
	ids := make([]string, 0, len(p.Doc.Events))
	for _, e := range p.Doc.Events {
		ids = append(ids, e.ID)
	}
	sort.Strings(ids)
	return ids
}

func (p *Plan) write(key string, mode Mode) bool {
	if p.skip[mode][key] {
		return false
	}
	c := p.state[key]
	return c == 0 || (c == 1 && mode == Overwrite)
}

func (p *Plan) writeEvent(id string, mode Mode) bool {
	if mode == Overwrite && slices.Contains(p.KeptEvents, id) {
		return false
	}
	return p.write("e:"+id, mode)
}

func (p *Plan) writeIncident(event string, n int, mode Mode) bool {
	return p.write(incState(event, n), mode)
}

func (p *Plan) report(mode Mode) Report {
	r := Report{AddedEvents: len(p.NewEvents), Unchanged: len(p.SameEvents) + len(p.SameIncs),
		Skipped: len(p.Skipped[mode])}
	for _, x := range p.NewIncidents {
		if !p.skip[mode][incState(x.Event, x.Number)] {
			r.AddedIncidents++
		}
	}
	if mode == Overwrite {
		r.ReplacedEvents = len(p.ChangedEvents) - len(p.KeptEvents)
		r.Unchanged += len(p.KeptEvents)
		for _, x := range p.ChangedIncidents {
			if !p.skip[mode][incState(x.Event, x.Number)] {
				r.ReplacedIncidents++
			}
		}
	} else {
		r.Unchanged += len(p.ChangedEvents) + len(p.ChangedIncidents)
	}
	return r
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// fingerprint hashes the stored records a plan touches, so Apply can tell they did not change.
func fingerprint(es []Event, is []Incident) uint64 {
	h := fnv.New64a()
	for _, e := range es {
		h.Write([]byte(jsonOf(e)))
		h.Write([]byte{0})
	}
	for _, in := range is {
		h.Write([]byte(jsonOf(in)))
		h.Write([]byte{0})
	}
	return h.Sum64()
}
