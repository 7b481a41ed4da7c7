package rulesets

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	stdslices "slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/link"
)

// The frozen numbering of share links and logs (format 1).
//
// A share link names a calculator and a club value by its number in numbering.go, a field by its
// position in the calculator's schema, an enum option by its position in Options, and an
// announced out by its position in the result. An exported log names a field and an option the
// same way. All of them are append-only; these tests hold that, and -update-numbering appends
// what is new (it never rewrites what is there).

var updateNumbering = flag.Bool("update-numbering", false, "append new calculators and parameters to numbering.go, and new calculators, fields and options to testdata/format1-schemas.json")

const schemasPath = "testdata/format1-schemas.json"

const howToAppend = "append it at the end instead (after the last entry of its list: a regulation's own entries, or Law 12's), then run `go test ./engine/rulesets -run Frozen -update-numbering`, which only appends"

// part tells which list an entry belongs to in the order the app shows: a regulation's own
// entries, then Law 12's. Each part is append-only by itself.
func part(id string) string {
	if strings.HasPrefix(id, "law12.") {
		return "law12"
	}
	return "own"
}

// appendOnly compares the current list with the frozen one: each part of current must start
// with that part of frozen, in the same order; nothing frozen may vanish. It returns the
// entries current holds beyond frozen (to be numbered) and the problems found.
func appendOnly(kind string, frozen, current []string) (added []string, problems []string) {
	seen := map[string]bool{}
	for _, f := range frozen {
		if seen[f] {
			problems = append(problems, fmt.Sprintf("%s %s is numbered twice", kind, f))
		}
		seen[f] = true
		if !stdslices.Contains(current, f) {
			problems = append(problems, fmt.Sprintf("%s %s has a link number but is gone: links and logs that name it would no longer open. Never remove or rename a %s; keep it (a later data version may change what it does)", kind, f, kind))
		}
	}
	for _, p := range []string{"own", "law12"} {
		var fp, cp []string
		for _, f := range frozen {
			if part(f) == p && stdslices.Contains(current, f) {
				fp = append(fp, f)
			}
		}
		for _, c := range current {
			if part(c) == p {
				cp = append(cp, c)
			}
		}
		for i, f := range fp {
			if i >= len(cp) || cp[i] != f {
				got := "nothing"
				if i < len(cp) {
					got = cp[i]
				}
				problems = append(problems, fmt.Sprintf("%s %s stands where %s stood (position %d of the %s entries): a %s was inserted, moved or removed; %s", kind, got, f, i, p, kind, howToAppend))
				break
			}
		}
	}
	for _, c := range current {
		if !seen[c] {
			added = append(added, c)
		}
	}
	return added, problems
}

func TestAppendOnly(t *testing.T) {
	frozen := []string{"a", "b", "c", "law12.x", "law12.y"}
	tests := []struct {
		name     string
		current  []string
		added    []string
		problems int
	}{
		{"same", []string{"a", "b", "c", "law12.x", "law12.y"}, nil, 0},
		{"own appended before Law 12", []string{"a", "b", "c", "d", "law12.x", "law12.y"}, []string{"d"}, 0},
		{"Law 12 appended", []string{"a", "b", "c", "law12.x", "law12.y", "law12.z"}, []string{"law12.z"}, 0},
		{"inserted", []string{"a", "d", "b", "c", "law12.x", "law12.y"}, []string{"d"}, 1},
		{"inserted first", []string{"d", "a", "b", "c", "law12.x", "law12.y"}, []string{"d"}, 1},
		{"moved", []string{"b", "a", "c", "law12.x", "law12.y"}, nil, 1},
		{"Law 12 moved", []string{"a", "b", "c", "law12.y", "law12.x"}, nil, 1},
		{"removed", []string{"a", "c", "law12.x", "law12.y"}, nil, 1},
		{"renamed", []string{"a", "B", "c", "law12.x", "law12.y"}, []string{"B"}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			added, problems := appendOnly("parameter", frozen, tt.current)
			if !stdslices.Equal(added, tt.added) || len(problems) != tt.problems {
				t.Errorf("appendOnly(%v) = %v, %q; want %v and %d problems", tt.current, added, problems, tt.added, tt.problems)
			}
		})
	}
}

func shipped() []*engine.Ruleset { return append([]*engine.Ruleset{Scoring()}, All()...) }

// TestFrozenNumbering holds numbering.go: every shipped calculator and parameter has a link
// number; numbers are never taken back; each part of a list only grows at its end.
func TestFrozenNumbering(t *testing.T) {
	table := map[string]engine.Numbering{}
	var order []string
	for _, e := range format1 {
		table[e.id] = e.n
		order = append(order, e.id)
	}
	changed := false
	for _, rs := range shipped() {
		if rs.Numbering == nil && len(table[rs.ID].Calculators) > 0 {
			t.Errorf("%s: ruleset built without its numbering (rulesets.numbering)", rs.ID)
		}
		n, ok := table[rs.ID]
		if !ok {
			order = append(order, rs.ID)
		}
		var calcs, params []string
		for _, c := range rs.Calculators {
			calcs = append(calcs, c.ID)
		}
		for _, p := range rs.Params {
			params = append(params, p.Key)
		}
		for _, l := range []struct {
			kind    string
			frozen  *[]string
			current []string
		}{{"calculator", &n.Calculators, calcs}, {"parameter", &n.Params, params}} {
			added, problems := appendOnly(l.kind, *l.frozen, l.current)
			for _, p := range problems {
				t.Errorf("%s: %s", rs.ID, p)
			}
			if len(added) == 0 {
				continue
			}
			if !*updateNumbering {
				t.Errorf("%s: %s %s has no link number: run `go test ./engine/rulesets -run Frozen -update-numbering` (it appends to numbering.go)", rs.ID, l.kind, strings.Join(added, ", "))
				continue
			}
			*l.frozen = append(*l.frozen, added...)
			changed = true
		}
		table[rs.ID] = n
	}
	if changed && !t.Failed() {
		writeNumbering(t, order, table)
	}
	// a registered ruleset's own link number (engine/link/numbers.go)
	ids := link.RulesetIDs()
	var missing []string
	for _, rs := range shipped() {
		if link.RulesetNumber(rs.ID) < 0 {
			missing = append(missing, rs.ID)
		}
	}
	switch {
	case len(missing) == 0:
	case !*updateNumbering:
		t.Errorf("rulesets %v have no link number: run `go test ./engine/rulesets -run Frozen -update-numbering` (it appends to engine/link/numbers.go)", missing)
	default:
		writeRulesetNumbers(t, append(ids, missing...))
	}
}

// writeRulesetNumbers rewrites engine/link/numbers.go with ids, the frozen ones first.
func writeRulesetNumbers(t *testing.T, ids []string) {
	path := filepath.Join("..", "link", "numbers.go")
	old, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	head, _, ok := bytes.Cut(old, []byte("var rulesetNumbers = []string{"))
	if !ok {
		t.Fatalf("%s: no rulesetNumbers table", path)
	}
	var b bytes.Buffer
	b.Write(head)
	b.WriteString("var rulesetNumbers = []string{\n")
	for i, id := range ids {
		fmt.Fprintf(&b, "\t%q, // %d\n", id, i)
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: appended %v; rebuild and run the tests again", path, ids[len(link.RulesetIDs()):])
}

func writeNumbering(t *testing.T, order []string, table map[string]engine.Numbering) {
	var b bytes.Buffer
	b.WriteString(`package rulesets

import "arbiter/engine"

// format1 is the frozen numbering of share links (format 1): a link names a calculator or a club
// value by its position in these lists. Written by ` + "`go test ./engine/rulesets -run Frozen -update-numbering`" + `,
// which only appends; never edit, move or delete a line by hand (TestFrozenNumbering, and the
// golden links of engine/link, hold it). The lists are apart from the order the app shows:
// a regulation appends its own entries before Law 12's on screen, and both keep their numbers.
var format1 = [...]struct {
	id string
	n  engine.Numbering
}{
`)
	list := func(name string, l []string) {
		fmt.Fprintf(&b, "\t\t%s: []string{\n", name)
		for i, s := range l {
			fmt.Fprintf(&b, "\t\t\t%q, // %d\n", s, i)
		}
		b.WriteString("\t\t},\n")
	}
	for _, id := range order {
		n := table[id]
		fmt.Fprintf(&b, "\t{%q, engine.Numbering{\n", id)
		list("Calculators", n.Calculators)
		list("Params", n.Params)
		b.WriteString("\t}},\n")
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		t.Fatalf("numbering.go: %v", err)
	}
	if err := os.WriteFile("numbering.go", src, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Log("numbering.go: appended; rebuild and run the tests again")
}

// frozenField is a field of a calculator's schema as format 1 numbered it.
type frozenField struct {
	Name    string   `json:"name"`
	Kind    string   `json:"kind"`
	Options []string `json:"options,omitempty"`
}

type frozenCalc struct {
	Calculator string        `json:"calculator"`
	Fields     []frozenField `json:"fields"`
}

func readSchemas(t *testing.T) []frozenCalc {
	b, err := os.ReadFile(schemasPath)
	if os.IsNotExist(err) && *updateNumbering {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	var l []frozenCalc
	if err := json.Unmarshal(b, &l); err != nil {
		t.Fatalf("%s: %v", schemasPath, err)
	}
	return l
}

// TestFrozenSchemas holds testdata/format1-schemas.json: links and logs name a field by its
// position in the schema and an option by its position in Options, so fields and options only
// grow at the end, never change their kind, and a calculator never goes away.
func TestFrozenSchemas(t *testing.T) {
	frozen := readSchemas(t)
	byID := map[string]int{}
	for i, c := range frozen {
		byID[c.Calculator] = i
	}
	changed := false
	seen := map[string]bool{}
	for _, rs := range shipped() {
		for _, c := range rs.Calculators {
			if seen[c.ID] {
				continue
			}
			seen[c.ID] = true
			i, ok := byID[c.ID]
			if !ok {
				if !*updateNumbering {
					t.Errorf("%s: calculator %s is not in %s: run `go test ./engine/rulesets -run Frozen -update-numbering`", rs.ID, c.ID, schemasPath)
					continue
				}
				byID[c.ID] = len(frozen)
				i = len(frozen)
				frozen = append(frozen, frozenCalc{Calculator: c.ID})
				changed = true
			}
			if checkSchema(t, rs.ID, c, &frozen[i]) {
				changed = true
			}
		}
	}
	for _, c := range frozen {
		if !seen[c.Calculator] {
			t.Errorf("calculator %s is gone: links and logs that name it would no longer open; keep it", c.Calculator)
		}
	}
	if changed && !t.Failed() {
		var b bytes.Buffer
		b.WriteString("[\n")
		for i, c := range frozen {
			line, _ := json.Marshal(c)
			b.Write(line)
			if i < len(frozen)-1 {
				b.WriteString(",")
			}
			b.WriteString("\n")
		}
		b.WriteString("]\n")
		if err := os.WriteFile(schemasPath, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: appended", schemasPath)
	}
}

// checkSchema compares c's schema with its frozen form, appending to it under -update-numbering.
func checkSchema(t *testing.T, rsID string, c *engine.Calculator, fc *frozenCalc) (changed bool) {
	t.Helper()
	s := c.Inputs
	for i, ff := range fc.Fields {
		if i >= len(s) || s[i].Name != ff.Name {
			got := "nothing"
			if i < len(s) {
				got = s[i].Name
			}
			t.Errorf("%s: %s: field %s stands where field %s stood (position %d): a field was inserted, moved or removed; append new fields at the end of the schema, with a default, and never move or remove one", rsID, c.ID, got, ff.Name, i)
			return false
		}
		f := &s[i]
		if f.Kind.String() != ff.Kind {
			t.Errorf("%s: %s: field %s was %s and is now %s: a field never changes its kind; add a new field at the end instead", rsID, c.ID, f.Name, ff.Kind, f.Kind)
		}
		for j, o := range ff.Options {
			if j >= len(f.Options) || f.Options[j] != o {
				got := "nothing"
				if j < len(f.Options) {
					got = f.Options[j]
				}
				t.Errorf("%s: %s: field %s: option %s stands where option %s stood (position %d): append new options at the end of Options, never move or remove one", rsID, c.ID, f.Name, got, o, j)
				break
			}
		}
		if n := len(ff.Options); n < len(f.Options) && !t.Failed() {
			if !*updateNumbering {
				t.Errorf("%s: %s: field %s: options %v are not in %s: run `go test ./engine/rulesets -run Frozen -update-numbering`", rsID, c.ID, f.Name, f.Options[n:], schemasPath)
			} else {
				fc.Fields[i].Options = append(fc.Fields[i].Options, f.Options[n:]...)
				changed = true
			}
		}
	}
	for i := len(fc.Fields); i < len(s); i++ {
		f := &s[i]
		if len(fc.Fields) > 0 && f.Default == nil && !f.Optional && !f.Kind.IsList() {
			t.Errorf("%s: %s: appended field %s has no default and is not optional: links and logs written before it would not open; give it a default", rsID, c.ID, f.Name)
		}
		if !*updateNumbering {
			t.Errorf("%s: %s: field %s is not in %s: run `go test ./engine/rulesets -run Frozen -update-numbering`", rsID, c.ID, f.Name, schemasPath)
			continue
		}
		fc.Fields = append(fc.Fields, frozenField{Name: f.Name, Kind: f.Kind.String(), Options: append([]string(nil), f.Options...)})
		changed = true
	}
	return changed
}
