// Package golden holds the golden event logs and the checks both log stores run on them (the memory
// store natively in engine/eventlog, the IndexedDB store in the browser in app/internal/idb). It is
// imported by tests only; it lives in testdata so that the fixtures it embeds sit next to the
// package's other fixtures and `go build ./...` never builds it into anything.
//
// A golden log (golden-log-v<N>.json) is a schema-1 export holding, over all its versions, one
// incident for every calculator of every ruleset, with values the director could have typed.
// Its companion golden-log-v<N>.fields.json names every value by its field and enum option code,
// as the calculator's schema read it when the log was written. An exported log is a
// tournament's record: every later build must import it to the same records and compute the
// same results from it. The files are never edited (their hashes are pinned below); a new
// calculator gets its incident in a new file, golden-log-v<N+1>.json.
package golden

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/input"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// embedded holds this directory's JSON files for the browser, which has no file system (the
// pattern also takes log-v1.json: a pattern matching nothing would not compile before the
// first golden log is written).
//
//go:embed *.json
var embedded embed.FS

// Embedded returns the fixtures built into the test binary.
func Embedded() fs.FS { return embedded }

// Pinned is the SHA-256 (of the text with LF line ends) of every golden file: a golden file is
// never edited, and a new one is added here with its hash when it is written.
var Pinned = map[string]string{
	"golden-log-v1.json":        "24f0dd6eec643cfba944a091ea68bead29e210db29a0e6719bed9c030dd65efb",
	"golden-log-v1.fields.json": "4111a3a8b9425105c1b896a7d5ef3f5903e9a69464e9771c0f889d7ed124a497",
}

// File is one golden log and its companion.
type File struct {
	Name    string // golden-log-v<N>.json
	Version int
	Log     []byte // the export file
	Fields  []byte // the companion, golden-log-v<N>.fields.json
}

var fileName = regexp.MustCompile(`^golden-log-v([1-9][0-9]*)\.json$`)

// LogName and FieldsName are the names of golden file version n.
func LogName(n int) string    { return fmt.Sprintf("golden-log-v%d.json", n) }
func FieldsName(n int) string { return fmt.Sprintf("golden-log-v%d.fields.json", n) }

// Files reads the golden logs of fsys, by version, each with its companion, and checks them
// against Pinned.
func Files(fsys fs.FS) ([]File, error) {
	names, err := fs.Glob(fsys, "golden-log-v*")
	if err != nil {
		return nil, err
	}
	var out []File
	var errs []string
	for _, name := range names {
		m := fileName.FindStringSubmatch(name)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[1])
		f := File{Name: name, Version: n}
		if f.Log, err = fs.ReadFile(fsys, name); err != nil {
			return nil, err
		}
		if f.Fields, err = fs.ReadFile(fsys, FieldsName(n)); err != nil {
			return nil, fmt.Errorf("%s has no companion %s: %w", name, FieldsName(n), err)
		}
		for _, x := range []struct {
			name string
			data []byte
		}{{name, f.Log}, {FieldsName(n), f.Fields}} {
			sum := Hash(x.data)
			switch want, ok := Pinned[x.name]; {
			case !ok:
				errs = append(errs, fmt.Sprintf("%s is not pinned: add %q: %q to golden.Pinned (engine/eventlog/testdata/golden.go)", x.name, x.name, sum))
			case want != sum:
				errs = append(errs, fmt.Sprintf("%s changed (SHA-256 %s, pinned %s): a golden log is a tournament's record and is never edited; "+
					"restore it, and put new incidents in a new file (go test ./engine/eventlog -run TestGoldenLog -update-golden writes the next one)", x.name, sum, want))
			}
		}
		out = append(out, f)
	}
	for name := range Pinned {
		if _, err := fs.Stat(fsys, name); err != nil {
			errs = append(errs, fmt.Sprintf("pinned golden file %s is missing: golden files are kept forever", name))
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Version < out[j].Version })
	sort.Strings(errs)
	if len(errs) > 0 {
		return out, fmt.Errorf("%s", strings.Join(errs, "\n"))
	}
	return out, nil
}

// Hash is the SHA-256 of data with CRLF line ends read as LF, in hex.
func Hash(data []byte) string {
	s := sha256.Sum256(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n")))
	return hex.EncodeToString(s[:])
}

// Fields is the companion file: every incident's values named by the schema that wrote them.
type Fields struct {
	About     string           `json:"about"`
	Incidents []IncidentFields `json:"incidents"`
}

// IncidentFields names one incident's values, in the schema's order.
type IncidentFields struct {
	Event      string  `json:"event"`
	Number     int     `json:"number"`
	Calculator string  `json:"calculator"`
	Fields     []Named `json:"fields"`
}

// Named is one value: the field's name and kind, and the value (an enum's by its option code).
type Named struct {
	Name  string  `json:"name"`
	Kind  string  `json:"kind"`
	Code  string  `json:"code,omitempty"`  // an enum: the option's code
	Value []int64 `json:"value,omitempty"` // any other kind; absent for an absent optional value
}

// NameValues names v by schema s: what a companion file records.
func NameValues(s engine.Schema, v engine.Values) []Named {
	out := make([]Named, len(v))
	for i := range v {
		f := &s[i]
		out[i] = Named{Name: f.Name, Kind: f.Kind.String(), Value: v[i]}
		if f.Kind == engine.KEnum && len(v[i]) == 1 && v[i][0] >= 0 && v[i][0] < int64(len(f.Options)) {
			out[i].Code, out[i].Value = f.Options[v[i][0]], nil
		}
	}
	return out
}

// Lookup is the rulesets a golden log is read against: the product's.
func Lookup(id string) *engine.Ruleset { return rulesets.Get(id) }

// Rulesets lists every ruleset whose calculators the golden logs cover.
func Rulesets() []*engine.Ruleset { return append(rulesets.All(), rulesets.Scoring()) }

// Check imports f into the empty store s the way the app's Import does (Parse, NewPlan,
// Apply), reads the log back (Export) and compares it with the file record by record, then
// checks that every incident's values still mean what the companion says and that its
// calculator, run again with the event's data version and club values, still gives the logged
// result.
func Check(t testing.TB, s eventlog.Store, f File) {
	t.Helper()
	ctx := context.Background()
	var file eventlog.Doc // as written, not completed by Parse
	if err := json.Unmarshal(f.Log, &file); err != nil {
		t.Fatalf("%s: %v", f.Name, err)
	}
	var names Fields
	if err := json.Unmarshal(f.Fields, &names); err != nil {
		t.Fatalf("%s: %v", FieldsName(f.Version), err)
	}
	doc, err := eventlog.Parse(f.Log, Lookup)
	if err != nil {
		t.Fatalf("%s no longer imports: %v", f.Name, err)
	}
	plan, err := eventlog.NewPlan(ctx, s, doc)
	if err != nil {
		t.Fatalf("%s: NewPlan: %v", f.Name, err)
	}
	if len(plan.NewEvents) != len(file.Events) || len(plan.NewIncidents) != len(file.Incidents) || plan.Report().Skipped > 0 {
		t.Fatalf("%s: the import into an empty log plans %d new events and %d new incidents (%+v); want %d and %d",
			f.Name, len(plan.NewEvents), len(plan.NewIncidents), plan.Report(), len(file.Events), len(file.Incidents))
	}
	rep, err := s.Apply(ctx, plan)
	if err != nil {
		t.Fatalf("%s: Apply: %v", f.Name, err)
	}
	if rep.AddedEvents != len(file.Events) || rep.AddedIncidents != len(file.Incidents) || rep.Skipped != 0 {
		t.Errorf("%s: import report %+v; want %d events and %d incidents added", f.Name, rep, len(file.Events), len(file.Incidents))
	}
	data, err := eventlog.Export(ctx, s)
	if err != nil {
		t.Fatalf("%s: Export: %v", f.Name, err)
	}
	var back eventlog.Doc
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("%s: the export does not decode: %v", f.Name, err)
	}

	events := map[string]*eventlog.Event{}
	for i := range back.Events {
		events[back.Events[i].ID] = &back.Events[i]
	}
	if len(back.Events) != len(file.Events) {
		t.Errorf("%s: read back %d events, the file has %d", f.Name, len(back.Events), len(file.Events))
	}
	for i := range file.Events {
		want := &file.Events[i]
		got := events[want.ID]
		if got == nil {
			t.Errorf("%s: event %s was not stored", f.Name, want.ID)
			continue
		}
		for _, d := range diffJSON(*got, *want, migrated(file.Schema, "values", "result", "announced")...) {
			t.Errorf("%s: event %s: %s", f.Name, want.ID, d)
		}
		if file.Schema < 2 && (got.Rev == "" || got.Rev[:2] != "1-") {
			t.Errorf("%s: event %s: upgraded to rev %q, want its first version", f.Name, want.ID, got.Rev)
		}
	}

	type key struct {
		event  string
		number int
	}
	stored := map[key]*eventlog.Incident{}
	for i := range back.Incidents {
		in := &back.Incidents[i]
		stored[key{in.Event, in.Number}] = in
	}
	if len(back.Incidents) != len(file.Incidents) {
		t.Errorf("%s: read back %d incidents, the file has %d", f.Name, len(back.Incidents), len(file.Incidents))
	}
	named := map[key]*IncidentFields{}
	for i := range names.Incidents {
		n := &names.Incidents[i]
		named[key{n.Event, n.Number}] = n
	}
	if len(names.Incidents) != len(file.Incidents) {
		t.Errorf("%s names %d incidents, %s holds %d", FieldsName(f.Version), len(names.Incidents), f.Name, len(file.Incidents))
	}
	for i := range file.Incidents {
		want := &file.Incidents[i]
		ev := events[want.Event]
		where := fmt.Sprintf("%s: event %s %s (%s)", f.Name, want.Event, want.Label(), want.Calculator)
		got := stored[key{want.Event, want.Number}]
		if got == nil || ev == nil {
			t.Errorf("%s: not stored", where)
			continue
		}
		for _, d := range diffJSON(*got, *want, migrated(file.Schema, "values", "result", "announced")...) {
			t.Errorf("%s: %s", where, d)
		}
		if file.Schema < 2 {
			if got.ID != eventlog.LegacyID(want.Event, want.Number) || got.Rev == "" || got.By != "" {
				t.Errorf("%s: upgraded to id %q, rev %q, by %q; want id %q, a rev, no director", where, got.ID, got.Rev, got.By, eventlog.LegacyID(want.Event, want.Number))
			}
			if gen := eventlog.RevGen(got.Rev); (want.Status == eventlog.Revoked) != (gen == 2) || gen < 1 || gen > 2 {
				t.Errorf("%s: upgraded to rev %q: want generation 1, or 2 for a revoked incident (logged, then revoked)", where, got.Rev)
			}
		}
		rs := Lookup(ev.Ruleset)
		calc := rs.Calculator(want.Calculator)
		for _, d := range diffValues(calc.Inputs, got.Values, want.Values) {
			t.Errorf("%s: %s", where, d)
		}
		for _, d := range diffOuts("result", got.Result, want.Result, 0) {
			t.Errorf("%s: stored %s", where, d)
		}
		for _, d := range diffOuts("announced", got.Announced, want.Announced, 0) {
			t.Errorf("%s: stored %s", where, d)
		}
		nf := named[key{want.Event, want.Number}]
		if nf == nil || nf.Calculator != want.Calculator {
			t.Errorf("%s: %s does not name its values", where, FieldsName(f.Version))
		} else {
			for _, d := range diffNames(calc.Inputs, nf.Fields, want.Values) {
				t.Errorf("%s: %s", where, d)
			}
		}
		p := engine.NewParams(rs, ev.Club)
		p.Version = ev.DataVersion
		res, err := calc.Run(p, got.Values)
		if err != nil {
			t.Errorf("%s: the calculator now refuses the logged values: %v. "+
				"A logged ruling must keep its meaning: add a new calculator (or a new appended field with a default) instead", where, err)
			continue
		}
		for _, d := range diffOuts("result", eventlog.Summary(res), want.Result, 1e-9) {
			t.Errorf("%s: run again, %s. A logged ruling must keep its meaning: append a new out, or add a new calculator, instead of changing this one", where, d)
		}
	}
}

// Coverage reports every calculator of every ruleset that no incident of files uses (an
// incident counts for the ruleset of its event).
func Coverage(t testing.TB, files []File) {
	t.Helper()
	have := map[string]bool{}
	next := 1
	for _, f := range files {
		var d eventlog.Doc
		if err := json.Unmarshal(f.Log, &d); err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		rs := map[string]string{}
		for _, e := range d.Events {
			rs[e.ID] = e.Ruleset
		}
		for _, in := range d.Incidents {
			have[rs[in.Event]+" "+in.Calculator] = true
		}
		next = f.Version + 1
	}
	for _, rs := range Rulesets() {
		for _, c := range rs.Calculators {
			if !have[rs.ID+" "+c.ID] {
				t.Errorf("calculator %s of ruleset %s has no incident in the golden logs: give it one in a new file, %s "+
					"(run go test ./engine/eventlog -run TestGoldenLog -update-golden: it writes a case from the calculator's worked example, "+
					"or the real case you add to goldenSpec in engine/eventlog/golden_test.go first); "+
					"never edit an existing golden log", c.ID, rs.ID, LogName(next))
			}
		}
	}
}

// migrated adds to skip the keys schema 2's upgrade gives a record of an older file (an ID,
// its version), which Check tests on their own.
func migrated(schema int, skip ...string) []string {
	if schema < 2 {
		return append(skip, "id", "rev", "revs")
	}
	return skip
}

// diffJSON compares got and want key by key in their JSON form, leaving out the keys skip.
func diffJSON(got, want any, skip ...string) []string {
	var g, w map[string]any
	gb, _ := json.Marshal(got)
	wb, _ := json.Marshal(want)
	json.Unmarshal(gb, &g)
	json.Unmarshal(wb, &w)
	keys := map[string]bool{}
	for k := range g {
		keys[k] = true
	}
	for k := range w {
		keys[k] = true
	}
	var out []string
	for _, k := range slices.Sorted(maps.Keys(keys)) {
		if slices.Contains(skip, k) || reflect.DeepEqual(g[k], w[k]) {
			continue
		}
		a, _ := json.Marshal(g[k])
		b, _ := json.Marshal(w[k])
		out = append(out, fmt.Sprintf("%s stored as %s, the file has %s", k, a, b))
	}
	return out
}

// diffValues compares stored values with the file's by field name: the fields the file has
// must hold the same values; fields appended to the schema since take what Parse completes
// them with (their default, an empty list, or absent).
func diffValues(s engine.Schema, got, want engine.Values) []string {
	var out []string
	if len(want) > len(s) {
		return []string{fmt.Sprintf("the file has %d values, the calculator now %d fields: fields are only ever appended", len(want), len(s))}
	}
	if len(got) != len(s) {
		return []string{fmt.Sprintf("stored %d values for the calculator's %d fields", len(got), len(s))}
	}
	for i := range s {
		f := &s[i]
		var w []int64
		switch {
		case i < len(want):
			w = want[i]
		case f.Default != nil:
			w = f.Default
		case f.Kind.IsList():
			w = []int64{}
		}
		if !sameValue(got[i], w) {
			out = append(out, fmt.Sprintf("value %s stored as %s, the file has %s", f.Name, show(f, got[i]), show(f, w)))
		}
	}
	return out
}

func sameValue(a, b []int64) bool { return (a == nil) == (b == nil) && slices.Equal(a, b) }

// show prints a value as the form shows it, with its raw form: "imp (1)", "7 ([7])".
func show(f *engine.Field, v []int64) string {
	if v == nil {
		return "absent"
	}
	return fmt.Sprintf("%q %v", input.Format(f, v, msg.EN), v)
}

// diffNames checks the schema against the companion: the field at each position has the name
// and kind it had, an enum value is the option it was, and the companion agrees with the file.
func diffNames(s engine.Schema, names []Named, want engine.Values) []string {
	var out []string
	if len(names) != len(want) {
		out = append(out, fmt.Sprintf("the companion names %d values, the file has %d", len(names), len(want)))
	}
	for i, n := range names {
		if i >= len(s) {
			out = append(out, fmt.Sprintf("field %d (%s) is gone from the calculator: fields are only ever appended", i+1, n.Name))
			continue
		}
		f := &s[i]
		if f.Name != n.Name || f.Kind.String() != n.Kind {
			out = append(out, fmt.Sprintf("field %d is now %s (%v), it was %s (%v) when logged: logged values are positional, "+
				"so a field is never renamed, moved or given another kind; append a new field instead", i+1, f.Name, f.Kind, n.Name, n.Kind))
			continue
		}
		if i >= len(want) {
			continue
		}
		v := want[i]
		if f.Kind == engine.KEnum {
			code := ""
			if len(v) == 1 && v[0] >= 0 && v[0] < int64(len(f.Options)) {
				code = f.Options[v[0]]
			}
			if code != n.Code {
				out = append(out, fmt.Sprintf("enum %s: the logged value %v is now option %q, it was %q: options are only ever appended, never reordered or renamed",
					f.Name, v, code, n.Code))
			}
			continue
		}
		if !sameValue(n.Value, v) {
			out = append(out, fmt.Sprintf("value %s: the companion has %v, the file %v", f.Name, n.Value, v))
		}
	}
	return out
}

// diffOuts compares outs by role and name (the k-th out of a role and name when a result has
// several, e.g. one per pair of a traveller): every out of want must be in got with the same
// value, unit and precision (numbers within tol, relative); outs only in got are new outs
// (allowed) when tol > 0, a difference otherwise.
func diffOuts(what string, got, want []eventlog.Out, tol float64) []string {
	gm, gk := outMap(got)
	wm, wk := outMap(want)
	var out []string
	for _, k := range wk {
		w := wm[k]
		g, ok := gm[k]
		switch {
		case !ok:
			out = append(out, fmt.Sprintf("%s out %s is gone (it was %s)", what, k, outText(w)))
		case !sameOut(g, w, tol):
			out = append(out, fmt.Sprintf("%s out %s is %s, it was %s", what, k, outText(g), outText(w)))
		}
	}
	if tol == 0 {
		for _, k := range gk {
			if _, ok := wm[k]; !ok {
				out = append(out, fmt.Sprintf("%s out %s = %s is not in the file", what, k, outText(gm[k])))
			}
		}
	}
	return out
}

func outMap(l []eventlog.Out) (map[string]eventlog.Out, []string) {
	m := map[string]eventlog.Out{}
	var keys []string
	n := map[string]int{}
	for _, o := range l {
		k := o.Role + "." + o.Name
		n[k]++
		if n[k] > 1 {
			k += "#" + strconv.Itoa(n[k])
		}
		m[k] = o
		keys = append(keys, k)
	}
	return m, keys
}

func sameOut(a, b eventlog.Out, tol float64) bool {
	if a.Unit != b.Unit || a.Prec != b.Prec || a.Code != b.Code || (a.Bool == nil) != (b.Bool == nil) ||
		(a.Bool != nil && *a.Bool != *b.Bool) {
		return false
	}
	return a.Num == b.Num || math.Abs(a.Num-b.Num) <= tol*math.Max(1, math.Abs(b.Num))
}

func outText(o eventlog.Out) string {
	switch {
	case o.Bool != nil:
		return strconv.FormatBool(*o.Bool)
	case o.Code != "":
		return strconv.Quote(o.Code)
	}
	s := strconv.FormatFloat(o.Num, 'f', -1, 64)
	if o.Unit != "" {
		s += " " + o.Unit
	}
	if o.Prec != 0 {
		s += fmt.Sprintf(" (%d decimals)", o.Prec)
	}
	return s
}
