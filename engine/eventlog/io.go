package eventlog

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"unicode/utf8"

	"arbiter/engine"
)

// Doc is an export file: {"format":"arbiter-log","schema":1,"events":[…],"incidents":[…]}.
type Doc struct {
	Format    string     `json:"format"`
	Schema    int        `json:"schema"`
	Events    []Event    `json:"events"`
	Incidents []Incident `json:"incidents"`

	Refused engine.ErrorList `json:"-"` // records Parse left out, with their reasons
	Newer   int              `json:"-"` // how many schema versions newer than this build the file is

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

// Parse reads an export file: size, JSON syntax, repeated keys, format and schema (older
// schemas are upgraded) are checked for the whole file, which is refused on any of them. Then
// every event and incident is checked on its own (rulesets, calculators and values against
// their schemas, IDs, numbers, versions): a record that fails is left out and listed in
// Doc.Refused with its reason, positioned like "incidents[3].values.minutes" (a foreign phone
// can send anything; the rest of the file is kept); the file is refused only when nothing of
// it is left. Fields this version does not know (a newer version's) are kept in the record's
// Extra. Nothing is written anywhere.
func Parse(data []byte, lookup Lookup) (*Doc, error) {
	if len(data) > MaxFile {
		return nil, ferr(engine.EINVALID, KeySize, "file", "larger than the limit")
	}
	var head struct {
		Format string `json:"format"`
		Schema int    `json:"schema"`
	}
	var d Doc
	var refused engine.ErrorList
	// A file of this schema as this version writes it is read without reflection
	// (fastjson.go): the same records, faster. That reading reads every byte as JSON and refuses
	// a repeated key in what it reads itself; the events and the fields of a newer version are
	// read by encoding/json (which would keep a repeated key's last value): checkKeys looks
	// there. Anything else is read the slow way, as before.
	top, fast := fastTop(data)
	if fast {
		head.Format, head.Schema, fast = fastHead(top.format, top.schema)
	}
	done := false
	if fast && head.Format == Format && head.Schema == SchemaVersion {
		if fd, extra, ok := fastDoc(top); ok {
			keys := top.events
			if extra {
				keys = data
			}
			if err := checkKeys(keys); err != nil {
				return nil, ferr(engine.EINVALID, KeyJSON, "file", err.Error())
			}
			d, done = fd, true
		}
	}
	if !done {
		if !json.Valid(data) {
			return nil, ferr(engine.EINVALID, KeyJSON, "file", "not valid JSON")
		}
		if err := checkKeys(data); err != nil {
			return nil, ferr(engine.EINVALID, KeyJSON, "file", err.Error())
		}
		if !fast {
			head.Format, head.Schema = "", 0
			if err := json.Unmarshal(data, &head); err != nil {
				head.Format = ""
			}
		}
		if head.Format != Format {
			return nil, ferr(engine.EINVALID, KeyFormat, "format", "not an Arbiter log file")
		}
		if head.Schema < 1 {
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
				return nil, ferr(engine.EINVALID, KeyJSON, "file", err.Error())
			}
			data, _ = json.Marshal(map[string]any{"format": Format, "schema": SchemaVersion, "events": raw.Events, "incidents": raw.Incidents})
			// the upgraded records, as encoding/json wrote them (valid, no key twice): the fast
			// reading when it can
			if top, ok := fastTop(data); ok {
				d, _, done = fastDoc(top)
			}
		}
		if !done {
			dec := json.NewDecoder(bytes.NewReader(data))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&d); err != nil {
				// a record with fields this version does not know, or one that does not read: record by record
				d, refused = decodeRecords(data)
			}
		}
	}
	if len(d.Events) > MaxEvents || len(d.Incidents) > MaxIncidents {
		return nil, ferr(engine.EINVALID, KeySize, "file", "too many events or incidents")
	}
	d.Format, d.Schema, d.Newer = Format, SchemaVersion, max(0, head.Schema-SchemaVersion)
	refuse := func(el engine.ErrorList) {
		for _, e := range el {
			if len(refused) < maxErrors {
				refused = append(refused, e)
			}
		}
	}
	total := len(d.Events) + len(d.Incidents) + len(refused)
	byID := map[string]*Event{}
	events := d.Events[:0:0]
	for i := range d.Events {
		e := d.Events[i]
		w := fmt.Sprintf("events[%d]", i)
		if byID[e.ID] != nil {
			refuse(engine.ErrorList{ferr(engine.EINVALID, KeyDuplicate, w+".id", "duplicate event "+e.ID)})
			continue
		}
		if l := CheckEvent(lookup, &e, w); len(l) > 0 {
			refuse(l)
			continue
		}
		e.StampFirst()
		events = append(events, e)
		byID[e.ID] = &events[len(events)-1]
	}
	seen := make(map[incKey]bool, len(d.Incidents))
	ids := make(map[string]bool, len(d.Incidents))
	idx := map[string]*eventIndex{}
	incs := d.Incidents[:0] // kept in place: each record is read (copied) before its slot is written
	for i := range d.Incidents {
		in := d.Incidents[i]
		// where the record is in the file, for its errors: made only when there is one
		w := func() string { return "incidents[" + strconv.Itoa(i) + "]" }
		ev := byID[in.Event]
		if ev == nil {
			refuse(engine.ErrorList{ferr(engine.ENOTFOUND, KeyNotFound, w()+".event", "no event "+in.Event+" in the file")})
			continue
		}
		if in.ID == "" { // a schema-2 record written without one: the ID a schema-1 record gets
			in.ID = LegacyID(in.Event, in.Number)
		}
		k := incKey{in.Event, in.Number}
		if seen[k] || ids[in.ID] {
			refuse(engine.ErrorList{ferr(engine.EINVALID, KeyDuplicate, w()+".number", "duplicate incident "+in.Label())})
			continue
		}
		x := idx[ev.ID]
		if x == nil {
			x = indexEvent(ev)
			idx[ev.ID] = x
		}
		if l := checkIncident(lookup, ev, x, &in, ""); len(l) > 0 {
			refuse(checkIncident(lookup, ev, x, &in, w())) // again, to say where (it changes nothing)
			continue
		}
		in.StampFirst()
		seen[k], ids[in.ID] = true, true
		incs = append(incs, in)
	}
	d.Events, d.Incidents, d.Refused = events, incs, refused
	if len(refused) > 0 && len(events)+len(incs) == 0 || total == 0 && len(refused) > 0 {
		return nil, refused
	}
	d.lookup = lookup
	return &d, nil
}

// decodeRecords reads a file record by record: a record with fields this version does not
// know keeps them in Extra; one that does not read at all is refused with its position.
func decodeRecords(data []byte) (Doc, engine.ErrorList) {
	var raw struct {
		Events    []json.RawMessage `json:"events"`
		Incidents []json.RawMessage `json:"incidents"`
	}
	var d Doc
	var refused engine.ErrorList
	if err := json.Unmarshal(data, &raw); err != nil {
		refused = append(refused, ferr(engine.EINVALID, KeyJSON, "file", err.Error()))
		return d, refused
	}
	for i, r := range raw.Events {
		var e Event
		if err := decodeRecord(r, &e, &e.Extra); err != nil {
			refused = append(refused, ferr(engine.EINVALID, KeyJSON, fmt.Sprintf("events[%d]", i), err.Error()))
			continue
		}
		d.Events = append(d.Events, e)
	}
	for i, r := range raw.Incidents {
		var in Incident
		if err := decodeRecord(r, &in, &in.Extra); err != nil {
			refused = append(refused, ferr(engine.EINVALID, KeyJSON, fmt.Sprintf("incidents[%d]", i), err.Error()))
			continue
		}
		d.Incidents = append(d.Incidents, in)
	}
	return d, refused
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
	for i := range is {
		h.Write(incidentJSON(&is[i])) // jsonOf's bytes, faster
		h.Write([]byte{0})
	}
	return h.Sum64()
}
