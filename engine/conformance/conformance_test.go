package conformance

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/internal/shared"
)

// pending lists the functions whose area is not built yet. It must be empty when the rulesets
// are done; each area's issue removes its line.
var pending = map[string]bool{}

// fn is one vector function: decode "in", return the engine's answer as JSON-like values.
type fn func(in json.RawMessage) (any, error)

var fns = map[string]fn{}

func register(name string, f fn) {
	if _, dup := fns[name]; dup {
		panic("conformance: duplicate fn " + name)
	}
	fns[name] = f
}

type vector struct {
	ID     string          `json:"id"`
	Fn     string          `json:"fn"`
	In     json.RawMessage `json:"in"`
	Want   json.RawMessage `json:"want"`
	Tol    *float64        `json:"tol"`
	Source string          `json:"source"`
}

// repoVectors is the repository's copy of the public vectors, from the repository root.
const repoVectors = "engine/conformance/testdata/vectors"

// vectorDirs returns the folders to read: VECTORS_DIRS (colon-separated; a relative folder is
// taken from the repository root) when set, else the repository's copy plus ../shared/vectors
// next to the repository root when that folder exists.
func vectorDirs() ([]string, error) {
	root, err := shared.Root()
	if err != nil {
		return nil, err
	}
	if env := os.Getenv("VECTORS_DIRS"); env != "" {
		var dirs []string
		for _, d := range strings.Split(env, ":") {
			if d == "" {
				continue
			}
			if !filepath.IsAbs(d) {
				d = filepath.Join(root, d)
			}
			dirs = append(dirs, d)
		}
		return dirs, nil
	}
	dirs := []string{filepath.Join(root, filepath.FromSlash(repoVectors))}
	if d := shared.Sibling("vectors"); d != "" {
		dirs = append(dirs, d)
	}
	return dirs, nil
}

// loaded is one case and the file it was read from.
type loaded struct {
	File string // the file's path
	Pos  int    // the case's index in the file
	vector
}

// loadCases reads every case of every *.json file under each folder (recursively), files in
// path order, folders in the order given. A case whose file name and id a later folder also has
// is left out: the later folder's copy runs (the shared vectors come after the repository's
// copy, so they win). Within one folder every case runs. A missing folder, a folder without a
// *.json file, and a file that is not a vectors document are errors; the other files still load.
func loadCases(dirs []string) (cases []loaded, errs []error) {
	type caseKey struct{ file, id string }
	perDir := make([][]loaded, len(dirs))
	for i, dir := range dirs {
		n := 0
		err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !strings.HasSuffix(p, ".json") {
				return nil
			}
			n++
			vs, err := readVectors(p)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: %v", p, err))
				return nil
			}
			for j, v := range vs {
				perDir[i] = append(perDir[i], loaded{p, j, v})
			}
			return nil
		})
		switch {
		case err != nil:
			errs = append(errs, fmt.Errorf("vectors folder %s: %v", dir, err))
		case n == 0:
			errs = append(errs, fmt.Errorf("vectors folder %s holds no *.json file", dir))
		}
	}
	later := map[caseKey]bool{} // the cases of the folders after the one being merged
	for i := len(dirs) - 1; i >= 0; i-- {
		var keep []loaded
		for _, c := range perDir[i] {
			if c.ID == "" || !later[caseKey{filepath.Base(c.File), c.ID}] {
				keep = append(keep, c)
			}
		}
		for _, c := range perDir[i] {
			later[caseKey{filepath.Base(c.File), c.ID}] = true
		}
		perDir[i] = keep
	}
	for _, cs := range perDir {
		cases = append(cases, cs...)
	}
	return cases, errs
}

// readVectors reads one file: a JSON object with a "vectors" list, and nothing after it.
func readVectors(path string) ([]vector, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var doc struct {
		Vectors *[]vector `json:"vectors"`
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&doc); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("data after the vectors document")
	}
	if doc.Vectors == nil {
		return nil, errors.New(`no "vectors" list`)
	}
	return *doc.Vectors, nil
}

func TestConformance(t *testing.T) {
	dirs, err := vectorDirs()
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) == 0 {
		t.Fatal("VECTORS_DIRS names no folder")
	}
	t.Logf("vectors folders: %s", strings.Join(dirs, ", "))
	cases, errs := loadCases(dirs)
	for _, err := range errs {
		t.Error(err)
	}
	passed, failed, pend := runCases(cases, func(err error) { t.Error(err) })
	var names []string
	for k := range pend {
		names = append(names, k)
	}
	sort.Strings(names)
	np := 0
	for _, k := range names {
		fmt.Printf("PENDING %s (%d cases)\n", k, pend[k])
		np += pend[k]
	}
	fmt.Printf("vectors: %d passed, %d failed, %d pending\n", passed, failed, np)
}

// runCases runs every case, reporting each failure (a malformed case, an unknown fn, a wrong
// answer) to fail, and counts them; a pending function's cases are counted per function.
func runCases(cases []loaded, fail func(error)) (passed, failed int, pend map[string]int) {
	pend = map[string]int{}
	for _, c := range cases {
		v := c.vector
		if v.ID == "" || v.Fn == "" || len(v.In) == 0 || len(v.Want) == 0 {
			fail(fmt.Errorf("%s case %d: malformed (id, fn, in and want are required)", c.File, c.Pos))
			failed++
			continue
		}
		if pending[v.Fn] {
			pend[v.Fn]++
			continue
		}
		f, ok := fns[v.Fn]
		if !ok {
			fail(fmt.Errorf("%s: %s: unknown fn %q", c.File, v.ID, v.Fn))
			failed++
			continue
		}
		tol := 0.005
		if v.Tol != nil {
			tol = *v.Tol
		}
		if err := runCase(f, v, tol); err != nil {
			fail(fmt.Errorf("%s: %s: %s(%s): %v", c.File, v.ID, v.Fn, v.In, err))
			failed++
			continue
		}
		passed++
	}
	return passed, failed, pend
}

func runCase(f fn, v vector, tol float64) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	var want any
	if err := json.Unmarshal(v.Want, &want); err != nil {
		return fmt.Errorf("want: %v", err)
	}
	got, gerr := f(v.In)
	if isMalformed(gerr) {
		return gerr
	}
	if wm, ok := want.(map[string]any); ok && len(wm) == 1 {
		if code, ok := wm["error"].(string); ok {
			if gerr == nil {
				return fmt.Errorf("got %s, want error %s", show(got), code)
			}
			if c := engine.ErrorCode(gerr); string(c) != code {
				return fmt.Errorf("got error %v, want %s", gerr, code)
			}
			return nil
		}
	}
	if gerr != nil {
		return fmt.Errorf("got error %v, want %s", gerr, v.Want)
	}
	return compare("", norm(got), want, tol)
}

// norm turns the adapter's answer into plain JSON values.
func norm(x any) any {
	b, err := json.Marshal(x)
	if err != nil {
		return x
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		return x
	}
	return out
}

func show(x any) string {
	b, _ := json.Marshal(x)
	return string(b)
}

func compare(path string, got, want any, tol float64) error {
	switch w := want.(type) {
	case float64:
		g, ok := got.(float64)
		if !ok {
			return fmt.Errorf("%sgot %s, want %v", at(path), show(got), w)
		}
		if math.Abs(g-w) > tol {
			return fmt.Errorf("%sgot %v, want %v", at(path), g, w)
		}
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return fmt.Errorf("%sgot %s, want an object", at(path), show(got))
		}
		keys := make([]string, 0, len(w))
		for k := range w {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var errs []error
		for _, k := range keys {
			gv, ok := g[k]
			if !ok {
				errs = append(errs, fmt.Errorf("%sthe engine does not produce field %q (got %s)", at(path), k, show(got)))
				continue
			}
			if err := compare(path+"."+k, gv, w[k], tol); err != nil {
				errs = append(errs, err)
			}
		}
		return errors.Join(errs...)
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return fmt.Errorf("%sgot %s, want %s", at(path), show(got), show(w))
		}
		for i := range w {
			if err := compare(fmt.Sprintf("%s[%d]", path, i), g[i], w[i], tol); err != nil {
				return err
			}
		}
	default:
		if show(got) != show(want) {
			return fmt.Errorf("%sgot %s, want %s", at(path), show(got), show(want))
		}
	}
	return nil
}

func at(path string) string {
	if path == "" {
		return ""
	}
	return strings.TrimPrefix(path, ".") + ": "
}

// decode unmarshals a case's input strictly: an unknown key is a malformed case.
func decode(in json.RawMessage, v any) error {
	dec := json.NewDecoder(strings.NewReader(string(in)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return malformed("%v", err)
	}
	return nil
}
