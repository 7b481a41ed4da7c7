package eventlog

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"arbiter/engine/internal/fill"
	"arbiter/engine/msg"
)

// fillOptions give the values of a record's fields that must have a form: a time in the
// range a Minute reads, a version "<generation>-<hex>", a status, kind and form of their sets,
// fields of a newer version under keys this version does not know.
var fillOptions = []fill.Option{
	fill.Type(func(n int) Minute { return Minute(msg.Minutes(2026, 3, 1, 10, 0) + int64(n)) }),
	fill.Path("*.Rev", func(n int) any { return fmt.Sprintf("%d-%x", 2+n%7, 0xa0+n) }),
	fill.Path("*.Revs[]", func(n int) any { return fmt.Sprintf("1-%x", 0xa0+n) }),
	fill.Path("*.Status", func(n int) any { return Revoked }),
	fill.Path("*.Kind", func(n int) any { return Pairs }),
	fill.Path("*.Form", func(n int) any { return FormMP }),
	fill.Path("*.Extra{key}", func(n int) any { return fmt.Sprintf("later%d", n) }),
	fill.Path("Extra{key}", func(n int) any { return fmt.Sprintf("later%d", n) }),
}

// filled returns an event and an incident with every field set by fill.All, recursively
// (conflicts, each with every field, and fields of a newer version): a field appended to Event
// or Incident is set here with no change, so every writer, reader and copy tested with these
// is tested for it.
func filled(tb testing.TB) (Event, Incident) {
	tb.Helper()
	var e Event
	var in Incident
	for _, p := range []any{&e, &in} {
		if err := fill.All(p, fillOptions...); err != nil {
			tb.Fatalf("%v: a field of a log record fill cannot set: give it a value in fillOptions", err)
		}
		if z := fill.Zero(p); len(z) > 0 {
			tb.Fatalf("fields left zero: %q", z)
		}
	}
	return e, in
}

// The fixture is every field, in the forms the records read back.
func TestFilled(t *testing.T) {
	e, in := filled(t)
	for _, v := range []any{e, in} {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("json.Marshal(%T) = %v", v, err)
		}
		if err := json.Unmarshal(b, &map[string]any{}); err != nil {
			t.Fatal(err)
		}
	}
	if len(in.Conflicts) < 2 || len(in.Conflicts[0].Values) < 2 || in.Conflicts[1].RevokedAt == nil || len(in.Conflicts[0].Extra) == 0 {
		t.Errorf("an incident's conflicts are not filled: %+v", in.Conflicts)
	}
	if !validRev(in.Rev) || !validRev(in.Revs[1]) || !validRev(e.Conflicts[1].Rev) {
		t.Errorf("versions %q %q %q are not of the form", in.Rev, in.Revs, e.Conflicts[1].Rev)
	}
	for k := range in.Extra {
		if knownKeys()[reflect.TypeFor[Incident]()][k] {
			t.Errorf("Extra key %q is a known field", k)
		}
	}
}

// keyDiff names the top-level keys whose values differ between two JSON objects (a field a
// writer or a reader dropped or wrote otherwise), with both values.
func keyDiff(got, want []byte) []string {
	var g, w map[string]json.RawMessage
	if json.Unmarshal(got, &g) != nil || json.Unmarshal(want, &w) != nil {
		return []string{fmt.Sprintf("got %.200s, want %.200s", got, want)}
	}
	var out []string
	for k, v := range w {
		gv, ok := g[k]
		if !ok {
			out = append(out, fmt.Sprintf("%q missing (want %.80s)", k, v))
			continue
		}
		if bytes.Equal(gv, v) {
			continue
		}
		// a list of records (conflicts): the fields of each element
		var ga, wa []json.RawMessage
		if json.Unmarshal(gv, &ga) == nil && json.Unmarshal(v, &wa) == nil && len(ga) == len(wa) {
			for i := range wa {
				for _, d := range keyDiff(ga[i], wa[i]) {
					out = append(out, fmt.Sprintf("%s[%d].%s", k, i, d))
				}
			}
			continue
		}
		out = append(out, fmt.Sprintf("%q = %.80s, want %.80s", k, gv, v))
	}
	for k, v := range g {
		if _, ok := w[k]; !ok {
			out = append(out, fmt.Sprintf("%q = %.80s, not in want", k, v))
		}
	}
	sort.Strings(out)
	if len(out) == 0 && !bytes.Equal(got, want) {
		out = append(out, "the same fields in another order")
	}
	return out
}

// recordDiff names the fields (JSON keys) in which two records differ.
func recordDiff(got, want any) []string {
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(want)
	if d := keyDiff(g, w); len(d) > 0 {
		return d
	}
	return []string{fmt.Sprintf("equal as JSON, not deeply: %+v", got)}
}

// The fast writer (MarshalIncident, MarshalIncidents: every IndexedDB save and import, and the
// hash of a version) writes every field of an incident as json.Marshal does, without giving
// up (giving up would hide a field it does not know behind json.Marshal's bytes).
func TestFastWriterEveryField(t *testing.T) {
	_, in := filled(t)
	for _, x := range []Incident{in} { // its conflicts inside it
		want, err := json.Marshal(x)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := appendIncidentJSON(nil, &x)
		if !ok {
			t.Errorf("appendIncidentJSON gave up on an incident with every field; json.Marshal wrote it")
		}
		if !bytes.Equal(got, want) {
			t.Errorf("appendIncidentJSON (fastenc.go) writes a field otherwise than json.Marshal: %s", strings.Join(keyDiff(got, want), "; "))
		}
	}
	sameBytes(t, []Incident{in, in.Conflicts[0], {}})
}

// The fast reader (DecodeIncidents: every IndexedDB read; Parse of an export) reads every field
// of an incident as json.Unmarshal does, and takes it itself: a key it does not know would make
// it give up and leave the reading to encoding/json, the same result but the slow way.
func TestFastReaderEveryField(t *testing.T) {
	_, in := filled(t)
	data, err := json.Marshal([]Incident{in, in.Conflicts[0]})
	if err != nil {
		t.Fatal(err)
	}
	var want []Incident
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(want[0], in) {
		t.Fatalf("json round trip of the filled incident differs: %s", strings.Join(recordDiff(want[0], in), "; "))
	}
	got, fast := fastIncidents(data)
	if !fast {
		// find the key it does not read
		one, _ := json.Marshal(in)
		var m map[string]json.RawMessage
		json.Unmarshal(one, &m)
		var unread []string
		for k, v := range m {
			b, _ := json.Marshal(map[string]json.RawMessage{k: v})
			if d := (&fastDec{b: b}); !d.incident(&Incident{}) {
				unread = append(unread, k)
			}
		}
		sort.Strings(unread)
		t.Fatalf("the fast reader (fastjson.go, fastDec.incident) gave up on an incident with every field: it does not read %q", unread)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("the fast reader reads an incident otherwise than json.Unmarshal: %s", strings.Join(recordDiff(got[0], want[0]), "; "))
	}
	// one incident (decodeIncident: the schema-1 migration), and an export file (Parse's fastTop)
	one, _ := json.Marshal(in)
	if d := (&fastDec{b: one}); !d.incident(&Incident{}) {
		t.Error("fastDec.incident gave up on one incident with every field")
	}
	if x, err := decodeIncident(one); err != nil || !reflect.DeepEqual(x, in) {
		t.Errorf("decodeIncident = %v: %s", err, strings.Join(recordDiff(x, in), "; "))
	}
	file, _ := json.Marshal(Doc{Format: Format, Schema: SchemaVersion, Events: []Event{}, Incidents: []Incident{in}})
	if f, ok := fastTop(file); !ok || !f.decoded || !reflect.DeepEqual(f.incs, []Incident{in}) {
		t.Errorf("fastTop of a file with an incident with every field: read %v, incidents read fast %v", ok, f.decoded)
	}
}

// notContent are the fields a version's hash does not cover, with the reason: every other
// field (path) is part of the record's content, and changing it makes another version.
var notContent = map[string]map[string]string{
	"Event": {
		"Directors": "merged as a set by ID, outside the event's versions (joining never conflicts)",
		"Rev":       "the version's own name",
		"Revs":      "the versions it descends from: hashed as the parents, not as content",
		"Conflicts": "the other versions of the record, each with its own name",
	},
	"Incident": {
		"Rev":       "the version's own name",
		"Revs":      "the versions it descends from: hashed as the parents, not as content",
		"Conflicts": "the other versions of the record, each with its own name",
	},
}

// excluded reports whether a field path starts with one of the fields not hashed.
func excluded(kind, path string) bool {
	top := path
	if i := strings.IndexAny(path, ".["); i >= 0 {
		top = path[:i]
	}
	_, ok := notContent[kind][top]
	return ok
}

// A version's name (Rev) covers every field of the record but its versions (notContent):
// changing any single field makes another version.
func TestVersionCoversEveryField(t *testing.T) {
	e, in := filled(t)
	erev := func(e Event) string { return makeRev(1, eventContent(e), nil) }
	irev := func(in Incident) string { return makeRev(1, incidentContent(in), nil) }
	check := func(kind string, paths []string, change func(p string) (same bool, err error)) {
		for _, p := range paths {
			same, err := change(p)
			if err != nil {
				t.Errorf("%s.%s: %v", kind, p, err)
				continue
			}
			switch ex := excluded(kind, p); {
			case !ex && same:
				t.Errorf("%s.%s changed, the version's hash did not: version.go's %sContent leaves it out (or a writer drops it)", kind, p, strings.ToLower(kind))
			case ex && !same:
				t.Errorf("%s.%s changed the version's hash; it is declared not content in notContent", kind, p)
			}
		}
	}
	base := erev(e)
	check("Event", fill.Leaves(e), func(p string) (bool, error) {
		c := jsonClone(e)
		err := fill.Change(&c, p)
		return erev(c) == base, err
	})
	ibase := irev(in)
	check("Incident", fill.Leaves(in), func(p string) (bool, error) {
		c := jsonClone(in)
		err := fill.Change(&c, p)
		return irev(c) == ibase, err
	})
}

// The schema-1 migration reads every field of the incident it names (its version's hash is of
// them all).
func TestMigrateEveryField(t *testing.T) {
	_, in := filled(t)
	in.Status, in.Rev, in.Revs, in.Conflicts = Active, "", nil, nil
	var m map[string]any
	b, _ := json.Marshal(in)
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if err := migrateIncident1(m); err != nil {
		t.Fatal(err)
	}
	want := in
	want.ID = LegacyID(in.Event, in.Number)
	if rev := makeRev(1, incidentContent(want), nil); m["rev"] != rev || m["id"] != want.ID {
		t.Errorf("migrateIncident1: rev %v id %v, want %s %s (a field it does not read)", m["rev"], m["id"], rev, want.ID)
	}
}
