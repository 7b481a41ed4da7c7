// Package fill sets every field of a value, recursively, to a distinct non-zero value, so that
// a test of a writer, a reader or a copy of a record is checked for every field the record has
// (and for a field appended later, with no change to the test). A record's test fixture made by
// hand misses a field appended after it; one made by All cannot.
//
// Paths name a field as Go code would reach it: "Result[1].Num", "Club[k3]" (a map's entry by
// its key), "RevokedAt" (a pointer is looked through). Generic turns a path into its pattern,
// with "[]" for every index or key: "Result[].Num", "Club[]".
package fill

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// Option changes how All fills (and which values Leaves and Change take as one leaf).
type Option func(*config)

type config struct {
	types map[reflect.Type]func(n int) reflect.Value
	paths []pathRule
}

type pathRule struct {
	pattern string
	f       func(n int) any
}

// Type fills every value of type T with f(n), n being the value's sequence number (distinct
// for every leaf All fills): a type whose values must have a form (a time in range, a code
// from a set), or a struct fill cannot look into (time.Time). Such a value is one leaf.
func Type[T any](f func(n int) T) Option {
	t := reflect.TypeFor[T]()
	return func(c *config) {
		c.types[t] = func(n int) reflect.Value { return reflect.ValueOf(f(n)) }
	}
}

// Path fills the value at every generic path pattern matches (a map's key is at the map's path
// and "{key}": "Extra{key}") with f(n) converted to its type
// (a string for a named string type, an int for a named int type …). pattern is a generic path
// ("Conflicts[].Rev", "Revs[]"), or "*." and the end of one ("*.Rev" is "Rev",
// "Conflicts[].Rev" and any other path ending in ".Rev"). A path rule wins over a Type rule;
// the first matching path rule wins. Such a value is one leaf.
func Path(pattern string, f func(n int) any) Option {
	return func(c *config) { c.paths = append(c.paths, pathRule{pattern, f}) }
}

func newConfig(opts []Option) *config {
	c := &config{types: map[reflect.Type]func(int) reflect.Value{}}
	for _, o := range opts {
		o(c)
	}
	return c
}

// match reports whether generic path p matches pattern.
func match(pattern, p string) bool {
	if rest, ok := strings.CutPrefix(pattern, "*."); ok {
		return p == rest || strings.HasSuffix(p, "."+rest)
	}
	return pattern == p
}

// rule returns the path rule for path (generic form), if any.
func (c *config) rule(path string) func(int) any {
	g := Generic(path)
	for _, r := range c.paths {
		if match(r.pattern, g) {
			return r.f
		}
	}
	return nil
}

var rawType = reflect.TypeFor[json.RawMessage]()

// Generic is path's pattern: every index or key in brackets becomes "[]".
func Generic(path string) string {
	var b strings.Builder
	for i := 0; i < len(path); i++ {
		if path[i] != '[' {
			b.WriteByte(path[i])
			continue
		}
		j := strings.IndexByte(path[i:], ']')
		if j < 0 {
			b.WriteString(path[i:])
			break
		}
		b.WriteString("[]")
		i += j
	}
	return b.String()
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

// filler fills one value.
type filler struct {
	*config
	n     int
	stack map[reflect.Type]int // struct types being filled, and how deep
}

func (f *filler) next() int {
	f.n++
	return f.n
}

// All sets every field of the value ptr points to, recursively: strings, integers, floats,
// bools, pointers (to a filled value), slices and arrays (every element; a slice gets 2), maps
// (one entry), structs, json.RawMessage (a JSON object), named types of any of these. Every
// leaf gets a value of its own ("s7", 8, 9.5 …; a bool true). A field whose type would
// re-enter a struct type already being filled twice (Incident.Conflicts inside a conflict) is
// left empty: recursive types are filled one level deep, and Zero does not report those
// fields. It fails, naming the path, on anything it cannot fill: a channel, a function, an
// interface (unless an Option gives its value), an unexported field.
func All(ptr any, opts ...Option) error {
	rv := reflect.ValueOf(ptr)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("fill.All(%T): want a non-nil pointer", ptr)
	}
	f := &filler{config: newConfig(opts), stack: map[reflect.Type]int{}}
	return f.fill(rv.Elem(), "")
}

// recursive reports whether a value of type t would enter a struct type that is already being
// filled twice.
func (f *filler) recursive(t reflect.Type) bool { return reentersTwice(t, f.stack) }

func reentersTwice(t reflect.Type, stack map[reflect.Type]int) bool {
	for {
		switch t.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Array:
			t = t.Elem()
			continue
		case reflect.Map:
			t = t.Elem()
			continue
		case reflect.Struct:
			return stack[t] >= 2
		}
		return false
	}
}

func (f *filler) fill(v reflect.Value, path string) error {
	if r := f.rule(path); r != nil {
		return set(v, reflect.ValueOf(r(f.next())), path)
	}
	if t, ok := f.types[v.Type()]; ok {
		return set(v, t(f.next()), path)
	}
	if v.Type() == rawType {
		v.SetBytes([]byte(`{"v":` + strconv.Itoa(f.next()) + `}`))
		return nil
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString("s" + strconv.Itoa(f.next()))
	case reflect.Bool:
		f.next()
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n := int64(f.next())
		if v.OverflowInt(n) {
			n = n%100 + 1
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		n := uint64(f.next())
		if v.OverflowUint(n) {
			n = n%100 + 1
		}
		v.SetUint(n)
	case reflect.Float32, reflect.Float64:
		v.SetFloat(float64(f.next()) + 0.5)
	case reflect.Complex64, reflect.Complex128:
		n := float64(f.next())
		v.SetComplex(complex(n, n+0.5))
	case reflect.Pointer:
		p := reflect.New(v.Type().Elem())
		if err := f.fill(p.Elem(), path); err != nil {
			return err
		}
		v.Set(p)
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), 2, 2)
		for i := range 2 {
			if err := f.fill(s.Index(i), path+"["+strconv.Itoa(i)+"]"); err != nil {
				return err
			}
		}
		v.Set(s)
	case reflect.Array:
		for i := range v.Len() {
			if err := f.fill(v.Index(i), path+"["+strconv.Itoa(i)+"]"); err != nil {
				return err
			}
		}
	case reflect.Map:
		m := reflect.MakeMapWithSize(v.Type(), 1)
		k := reflect.New(v.Type().Key()).Elem()
		if err := f.fill(k, path+"{key}"); err != nil {
			return err
		}
		if k.Kind() == reflect.String && f.rule(path+"{key}") == nil && f.types[k.Type()] == nil {
			k.SetString("k" + strings.TrimPrefix(k.String(), "s")) // a key, not a value: told apart
		}
		e := reflect.New(v.Type().Elem()).Elem()
		if err := f.fill(e, path+"["+keyText(k)+"]"); err != nil {
			return err
		}
		m.SetMapIndex(k, e)
		v.Set(m)
	case reflect.Struct:
		t := v.Type()
		f.stack[t]++
		defer func() { f.stack[t]-- }()
		for i := range t.NumField() {
			sf := t.Field(i)
			p := join(path, sf.Name)
			if !sf.IsExported() {
				return fmt.Errorf("fill: %s: an unexported field (%s) cannot be filled", p, sf.Type)
			}
			if f.recursive(sf.Type) {
				continue
			}
			if err := f.fill(v.Field(i), p); err != nil {
				return err
			}
		}
	default:
		return fmt.Errorf("fill: %s: cannot fill a %s (give its value with fill.Type or fill.Path)", orTop(path), v.Type())
	}
	return nil
}

func orTop(path string) string {
	if path == "" {
		return "(the value)"
	}
	return path
}

// set sets v to x, converted to v's type.
func set(v, x reflect.Value, path string) error {
	if !x.IsValid() {
		return fmt.Errorf("fill: %s: the option gave no value", orTop(path))
	}
	if !x.Type().ConvertibleTo(v.Type()) {
		return fmt.Errorf("fill: %s: the option gave a %s, not convertible to %s", orTop(path), x.Type(), v.Type())
	}
	v.Set(x.Convert(v.Type()))
	return nil
}

func keyText(k reflect.Value) string {
	if k.Kind() == reflect.String {
		return k.String()
	}
	return fmt.Sprint(k.Interface())
}

// Zero lists the paths of the fields of v (a struct or a pointer to one) left at their zero
// value, recursively: a nil slice, map or pointer, an empty string, a 0, a false, a zero
// element of a slice or a map. The fields All leaves empty on purpose (those that would
// re-enter a struct type twice) are not listed.
func Zero(v any) []string {
	var out []string
	zero(reflect.ValueOf(v), "", map[reflect.Type]int{}, &out)
	return out
}

func zero(v reflect.Value, path string, stack map[reflect.Type]int, out *[]string) {
	if !v.IsValid() {
		*out = append(*out, orTop(path))
		return
	}
	if v.IsZero() && v.Kind() != reflect.Struct {
		*out = append(*out, orTop(path))
		return
	}
	if v.Type() == rawType {
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		zero(v.Elem(), path, stack, out)
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			zero(v.Index(i), path+"["+strconv.Itoa(i)+"]", stack, out)
		}
	case reflect.Map:
		for _, k := range sortedKeys(v) {
			zero(v.MapIndex(k), path+"["+keyText(k)+"]", stack, out)
		}
	case reflect.Struct:
		t := v.Type()
		stack[t]++
		defer func() { stack[t]-- }()
		for i := range t.NumField() {
			sf := t.Field(i)
			if !sf.IsExported() || reentersTwice(sf.Type, stack) {
				continue
			}
			zero(v.Field(i), join(path, sf.Name), stack, out)
		}
	}
}

func sortedKeys(m reflect.Value) []reflect.Value {
	ks := m.MapKeys()
	sort.Slice(ks, func(i, j int) bool { return keyText(ks[i]) < keyText(ks[j]) })
	return ks
}

// Leaves lists the paths of v's leaves, in field order: every string, number, bool,
// json.RawMessage, value of a type or path an Option names, and every nil or empty slice, map
// or pointer (which Change cannot change) but those All leaves empty on purpose (a field that
// would re-enter a struct type twice). Change changes each of them.
func Leaves(v any, opts ...Option) []string {
	c := newConfig(opts)
	var out []string
	leaves(c, reflect.ValueOf(v), "", map[reflect.Type]int{}, &out)
	return out
}

func (c *config) isLeaf(v reflect.Value, path string) bool {
	if c.rule(path) != nil || c.types[v.Type()] != nil || v.Type() == rawType {
		return true
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface, reflect.Slice, reflect.Map:
		return v.IsNil() || v.Kind() != reflect.Pointer && v.Kind() != reflect.Interface && v.Len() == 0
	case reflect.Array, reflect.Struct:
		return false
	}
	return true
}

func leaves(c *config, v reflect.Value, path string, stack map[reflect.Type]int, out *[]string) {
	if c.isLeaf(v, path) {
		*out = append(*out, orTop(path))
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		leaves(c, v.Elem(), path, stack, out)
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			leaves(c, v.Index(i), path+"["+strconv.Itoa(i)+"]", stack, out)
		}
	case reflect.Map:
		for _, k := range sortedKeys(v) {
			leaves(c, v.MapIndex(k), path+"["+keyText(k)+"]", stack, out)
		}
	case reflect.Struct:
		t := v.Type()
		stack[t]++
		defer func() { stack[t]-- }()
		for i := range t.NumField() {
			if sf := t.Field(i); sf.IsExported() && !(v.Field(i).IsZero() && reentersTwice(sf.Type, stack)) {
				leaves(c, v.Field(i), join(path, sf.Name), stack, out)
			}
		}
	}
}

// Generics is the sorted, distinct generic form of paths.
func Generics(paths []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, p := range paths {
		g := Generic(p)
		if !seen[g] {
			seen[g] = true
			out = append(out, g)
		}
	}
	sort.Strings(out)
	return out
}

// Change sets the leaf at path (as Leaves names it) of the value ptr points to to another
// value of its type: a string gets "~" appended, a number 1 added, a bool flipped, a
// json.RawMessage another JSON object. It fails on a path that names no leaf, or a leaf it
// cannot change (a nil slice, map or pointer; a value of a type an Option gave).
func Change(ptr any, path string) error {
	rv := reflect.ValueOf(ptr)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("fill.Change(%T): want a non-nil pointer", ptr)
	}
	return change(rv.Elem(), "", path)
}

// change walks v (settable) at cur toward path.
func change(v reflect.Value, cur, path string) error {
	if cur == path || path == "(the value)" && cur == "" {
		return other(v, path)
	}
	rest := strings.TrimPrefix(path, cur)
	if cur != "" && !strings.HasPrefix(path, cur) {
		return fmt.Errorf("fill.Change: no leaf %s", path)
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return fmt.Errorf("fill.Change: %s is nil", orTop(cur))
		}
		return change(v.Elem(), cur, path)
	case reflect.Slice, reflect.Array:
		i, n, ok := index(rest)
		if !ok {
			return fmt.Errorf("fill.Change: no leaf %s", path)
		}
		k, err := strconv.Atoi(i)
		if err != nil || k < 0 || k >= v.Len() {
			return fmt.Errorf("fill.Change: no leaf %s", path)
		}
		return change(v.Index(k), cur+rest[:n], path)
	case reflect.Map:
		i, n, ok := index(rest)
		if !ok {
			return fmt.Errorf("fill.Change: no leaf %s", path)
		}
		for _, k := range v.MapKeys() {
			if keyText(k) != i {
				continue
			}
			e := reflect.New(v.Type().Elem()).Elem()
			e.Set(v.MapIndex(k))
			if err := change(e, cur+rest[:n], path); err != nil {
				return err
			}
			v.SetMapIndex(k, e)
			return nil
		}
		return fmt.Errorf("fill.Change: no leaf %s", path)
	case reflect.Struct:
		r := rest
		if cur != "" {
			if !strings.HasPrefix(r, ".") {
				return fmt.Errorf("fill.Change: no leaf %s", path)
			}
			r = r[1:]
		}
		name := r
		if i := strings.IndexAny(r, ".["); i >= 0 {
			name = r[:i]
		}
		sf, ok := v.Type().FieldByName(name)
		if !ok || !sf.IsExported() || len(sf.Index) != 1 {
			return fmt.Errorf("fill.Change: no leaf %s", path)
		}
		return change(v.Field(sf.Index[0]), join(cur, name), path)
	}
	return fmt.Errorf("fill.Change: no leaf %s", path)
}

// index reads "[i]" at the start of rest: i and the length read.
func index(rest string) (string, int, bool) {
	if !strings.HasPrefix(rest, "[") {
		return "", 0, false
	}
	j := strings.IndexByte(rest, ']')
	if j < 0 {
		return "", 0, false
	}
	return rest[1:j], j + 1, true
}

// other sets v to another value of its type.
func other(v reflect.Value, path string) error {
	if v.Type() == rawType {
		v.SetBytes(append([]byte(`{"changed":`), append(append([]byte(nil), v.Bytes()...), '}')...))
		if !json.Valid(v.Bytes()) {
			v.SetBytes([]byte(`{"changed":true}`))
		}
		return nil
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString(v.String() + "~")
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(v.Int() + 1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(v.Uint() + 1)
	case reflect.Float32, reflect.Float64:
		v.SetFloat(v.Float() + 1)
	case reflect.Complex64, reflect.Complex128:
		v.SetComplex(v.Complex() + 1)
	case reflect.Pointer:
		if v.IsNil() {
			return fmt.Errorf("fill.Change: %s is nil", orTop(path))
		}
		return other(v.Elem(), path)
	default:
		return fmt.Errorf("fill.Change: %s: cannot change a %s", orTop(path), v.Type())
	}
	return nil
}
