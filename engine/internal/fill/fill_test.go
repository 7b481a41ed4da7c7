package fill

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"
)

type minute int64

type status string

type inner struct {
	Name string
	N    int
	B    *bool
}

type rec struct {
	S       string
	I       int
	I8      int8
	U16     uint16
	F       float64
	B       bool
	M       minute
	St      status
	P       *minute
	Ints    []int64
	Nested  [][]int64
	Arr     [2]string
	Map     map[string]float64
	IntMap  map[int]inner
	Inner   inner
	Inners  []inner
	Raw     json.RawMessage
	Extra   map[string]json.RawMessage
	Kids    []rec // recursive: filled one level deep
	Pointed *inner
}

func TestAllFillsEveryKind(t *testing.T) {
	var r rec
	if err := All(&r); err != nil {
		t.Fatal(err)
	}
	if z := Zero(r); len(z) > 0 {
		t.Errorf("Zero(All) = %q, want none", z)
	}
	if len(r.Ints) < 2 || len(r.Nested) < 2 || len(r.Nested[1]) < 2 || len(r.Inners) < 2 || len(r.Kids) < 2 {
		t.Errorf("a slice got fewer than 2 elements: %+v", r)
	}
	if len(r.Map) != 1 || len(r.IntMap) != 1 || len(r.Extra) != 1 {
		t.Errorf("a map got other than 1 entry: %+v", r)
	}
	for k, v := range r.Extra {
		if !json.Valid(v) || strings.HasPrefix(k, "s") {
			t.Errorf("Extra = %q: %s, want a key k… and valid JSON", k, v)
		}
	}
	if !json.Valid(r.Raw) {
		t.Errorf("Raw = %s, not JSON", r.Raw)
	}
	if len(r.Kids[0].Kids) != 0 {
		t.Errorf("Kids[0].Kids = %d elements, want the recursion cut (0)", len(r.Kids[0].Kids))
	}
	if len(r.Kids[0].Inners) < 2 || r.Kids[1].Pointed == nil {
		t.Errorf("Kids' other fields not filled: %+v", r.Kids[0])
	}
	// every leaf distinct (bools aside): a swapped field is seen
	seen := map[string]string{}
	v := reflect.ValueOf(r)
	for _, p := range Leaves(r) {
		x := fmtLeaf(t, v, p)
		if x == "true" || x == "null" {
			continue
		}
		if q, ok := seen[x]; ok {
			t.Errorf("%s and %s both got %s", q, p, x)
		}
		seen[x] = p
	}
}

// fmtLeaf is the leaf at p of v, as text, read through Change's walk of a copy (the leaf
// before and after differ; the text before is returned).
func fmtLeaf(t *testing.T, v reflect.Value, p string) string {
	t.Helper()
	b, _ := json.Marshal(leafAt(t, v, p))
	return string(b)
}

func leafAt(t *testing.T, v reflect.Value, p string) any {
	t.Helper()
	cur := ""
	for {
		for v.Kind() == reflect.Pointer {
			v = v.Elem()
		}
		if cur == p {
			return v.Interface()
		}
		rest := strings.TrimPrefix(strings.TrimPrefix(p, cur), ".")
		if i, n, ok := index(rest); ok {
			switch v.Kind() {
			case reflect.Map:
				for _, k := range v.MapKeys() {
					if keyText(k) == i {
						v = v.MapIndex(k)
					}
				}
			default:
				k := 0
				for _, c := range i {
					k = k*10 + int(c-'0')
				}
				v = v.Index(k)
			}
			cur += rest[:n]
			continue
		}
		name := rest
		if j := strings.IndexAny(rest, ".["); j >= 0 {
			name = rest[:j]
		}
		v = v.FieldByName(name)
		cur = join(cur, name)
	}
}

func TestAllOptions(t *testing.T) {
	var r rec
	err := All(&r,
		Type(func(n int) minute { return minute(1_000_000 + n) }),
		Path("*.Name", func(n int) any { return "name" }),
		Path("St", func(n int) any { return "revoked" }),
		Path("Kids[].St", func(n int) any { return "active" }),
		Path("Extra{key}", func(n int) any { return "later" }),
	)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		what      string
		got, want any
	}{
		{"M", r.M, minute(1_000_000 + 7)},
		{"*P", *r.P >= 1_000_000, true},
		{"Inner.Name", r.Inner.Name, "name"},
		{"Inners[1].Name", r.Inners[1].Name, "name"},
		{"IntMap[].Name", func() string {
			for _, v := range r.IntMap {
				return v.Name
			}
			return ""
		}(), "name"},
		{"St", r.St, status("revoked")},
		{"Kids[0].St", r.Kids[0].St, status("active")},
		{"Extra has later", r.Extra["later"] != nil, true},
	} {
		if !reflect.DeepEqual(tc.got, tc.want) {
			t.Errorf("%s = %v, want %v", tc.what, tc.got, tc.want)
		}
	}
	if z := Zero(r); len(z) > 0 {
		t.Errorf("Zero = %q, want none", z)
	}
}

type withChan struct {
	A string
	C chan int
}

type withFunc struct {
	A []struct{ F func() }
}

type withIface struct {
	X any
}

type withUnexported struct {
	A string
	//lint:ignore U1000 the unexported field fill must leave alone
	b int
}

type withTime struct {
	At time.Time
}

// All fails, naming the field, when a struct has a field it cannot fill: a test built on it
// then fails when a record gains such a field, instead of checking less.
func TestAllFailsOnWhatItCannotFill(t *testing.T) {
	for _, tc := range []struct {
		name string
		ptr  any
		opts []Option
		want string // in the error; "" no error
	}{
		{"chan", &withChan{}, nil, "fill: C: cannot fill a chan int"},
		{"func in a slice", &withFunc{}, nil, "fill: A[0].F: cannot fill a func()"},
		{"interface", &withIface{}, nil, "fill: X: cannot fill a interface {}"},
		{"interface given", &withIface{}, []Option{Path("X", func(n int) any { return n })}, ""},
		{"unexported", &withUnexported{}, nil, "fill: b: an unexported field (int) cannot be filled"},
		{"time.Time", &withTime{}, nil, "fill: At.wall: an unexported field"},
		{"complex", &struct{ C complex64 }{}, nil, ""},
		{"time.Time given", &withTime{}, []Option{Type(func(n int) time.Time { return time.Unix(int64(n), 0) })}, ""},
		{"bad option", &withChan{}, []Option{Path("A", func(n int) any { return 1.5 })}, "fill: A: the option gave a float64, not convertible to string"},
		{"not a pointer", withChan{}, nil, "want a non-nil pointer"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := All(tc.ptr, tc.opts...)
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("All = %v, want no error", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("All = %v, want an error with %q", err, tc.want)
			}
		})
	}
}

func TestZero(t *testing.T) {
	yes := true
	for _, tc := range []struct {
		name string
		v    any
		want []string
	}{
		{"all zero", inner{}, []string{"Name", "N", "B"}},
		{"pointer looked through", &inner{Name: "a", N: 1, B: &yes}, nil},
		{"a false bool behind a pointer", inner{Name: "a", N: 1, B: new(bool)}, []string{"B"}},
		{"slice element", struct{ L []inner }{[]inner{{Name: "a", N: 1, B: &yes}, {N: 2, B: &yes}}}, []string{"L[1].Name"}},
		{"nested slice", struct{ V [][]int64 }{[][]int64{{1}, nil, {0}}}, []string{"V[1]", "V[2][0]"}},
		{"map entry", struct{ M map[string]float64 }{map[string]float64{"a": 1, "b": 0}}, []string{"M[b]"}},
		{"empty map and slice", struct {
			M map[string]int
			L []int
		}{map[string]int{}, []int{}}, nil},
		{"recursion cut", rec{Kids: []rec{{Kids: nil}}}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Zero(tc.v)
			if tc.name == "recursion cut" {
				// the top record is all zero but Kids; Kids[0].Kids is not listed
				for _, p := range got {
					if strings.HasPrefix(p, "Kids[0].Kids") {
						t.Errorf("Zero lists %s, a field All leaves empty on purpose", p)
					}
				}
				return
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Zero(%+v) = %q, want %q", tc.v, got, tc.want)
			}
		})
	}
}

func TestGeneric(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Result[1].Num", "Result[].Num"},
		{"Club[k3]", "Club[]"},
		{"Conflicts[0].Values[1][0]", "Conflicts[].Values[][]"},
		{"Extra{key}", "Extra{key}"},
		{"Rev", "Rev"},
	} {
		if got := Generic(tc.in); got != tc.want {
			t.Errorf("Generic(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// Leaves lists every leaf once, and Change changes each of them (only it).
func TestLeavesAndChange(t *testing.T) {
	var r rec
	if err := All(&r); err != nil {
		t.Fatal(err)
	}
	paths := Leaves(r)
	want := []string{"S", "I", "I8", "U16", "F", "B", "M", "St", "P", "Ints[0]", "Ints[1]", "Nested[0][0]"}
	if !reflect.DeepEqual(paths[:len(want)], want) {
		t.Errorf("Leaves = %q…, want %q…", paths[:len(want)], want)
	}
	gen := Generics(paths)
	for _, g := range []string{"Map[]", "IntMap[].B", "Kids[].Inner.Name", "Raw", "Extra[]", "Pointed.N", "Arr[]"} {
		found := false
		for _, x := range gen {
			found = found || x == g
		}
		if !found {
			t.Errorf("Generics(Leaves) lacks %s: %q", g, gen)
		}
	}
	before, _ := json.Marshal(r)
	for _, p := range paths {
		c := deepCopy(t, r)
		err := Change(&c, p)
		if strings.HasSuffix(p, ".Kids") {
			t.Errorf("Leaves lists %s, left empty by All on purpose", p)
		}
		if err != nil {
			t.Errorf("Change(%s) = %v", p, err)
			continue
		}
		if reflect.DeepEqual(c, r) {
			t.Errorf("Change(%s) changed nothing", p)
		}
		// only that leaf changed
		for _, q := range paths {
			if q == p || strings.HasPrefix(q, "Kids[") && strings.HasSuffix(q, ".Kids") {
				continue
			}
			if a, b := fmtLeaf(t, reflect.ValueOf(c), q), fmtLeaf(t, reflect.ValueOf(r), q); a != b {
				t.Errorf("Change(%s) changed %s too: %s, was %s", p, q, a, b)
			}
		}
	}
	if after, _ := json.Marshal(r); string(after) != string(before) {
		t.Error("Change of a copy changed the original")
	}
	if err := Change(&rec{}, "Ints"); err == nil {
		t.Error("Change of a nil slice: no error")
	}
	for _, p := range []string{"Nope", "Ints[9]", "Map[zz]", "Inner.Nope", "Inner", "Kids[0].Kids[0]"} {
		c := deepCopy(t, r)
		if err := Change(&c, p); err == nil {
			t.Errorf("Change(%s): no error", p)
		}
	}
}

func deepCopy(t *testing.T, r rec) rec {
	t.Helper()
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var c rec
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	return c
}
