//go:build !wasm

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// layers is the app's one table of packages, lowest first: a package imports only packages of
// a lower layer (never one of its own layer, never one above), in the browser's build and in
// the native one. A new package under app/ must be given its layer here. goApp false: the
// package and everything it imports do without go-app (logic with native tests).
var layers = []struct {
	pkgs  []string
	goApp bool
}{
	// adapters of the browser's APIs (no go-app either); the static server; the diff applier
	{[]string{"internal/browser", "internal/idb", "internal/couch", "static", "goappfork/udiff"}, false},
	// the texts; where every screen is
	{[]string{"texts", "paths"}, false},
	// the form's data and drafts; the tab's event log, the directors' rules, the import plan
	{[]string{"formstate", "logstore"}, false},
	// the sync runner
	{[]string{"syncrun"}, false},
	// what every screen draws with: elements, top bar, banner, cards, QR, language, club file
	{[]string{"view"}, true},
	// a calculator's result, its paper and summary (the calculator, the ruling and Settings show it)
	{[]string{"result"}, true},
	// screens that show no other screen: the rules browser, a ruling and its receipt, Settings
	{[]string{"rules", "ruling", "settings"}, true},
	// the calculator: the form, its tables, the feeds from the log, the board picker, the tools
	{[]string{"calcform"}, true},
	// the log and an event's page (which re-rules an incident in the calculator)
	{[]string{"event"}, true},
	// the start screen (which shows the open event)
	{[]string{"homepage"}, true},
	// main: the routes, start-up, the generator; the tests' shared helpers; the build's tools
	{[]string{"", "internal/apptest", "internal/testnamer", "goappfork", "brsize", "clubcheck"}, true},
}

const goAppPath = "github.com/maxence-charriere/go-app/v10/pkg/app"

type listed struct {
	ImportPath string
	Imports    []string
	Deps       []string
	Error      *struct{ Err string }
}

// goList lists arbiter/app/... with go list in the build env adds to the test's own.
func goList(t *testing.T, env ...string) []listed {
	t.Helper()
	cmd := exec.Command("go", "list", "-e", "-json=ImportPath,Imports,Deps,Error", "./...")
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list %v: %v\n%s", env, err, stderr.Bytes())
	}
	var all []listed
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listed
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		all = append(all, p)
	}
	return all
}

// layerErrors checks the packages go list gave against the layers' table.
func layerErrors(all []listed) []string {
	rank := map[string]int{}
	free := map[string]bool{}
	for i, l := range layers {
		for _, p := range l.pkgs {
			path := strings.TrimSuffix("arbiter/app/"+p, "/")
			rank[path] = i
			free[path] = !l.goApp
		}
	}
	var errs []string
	for _, p := range all {
		if p.Error != nil {
			errs = append(errs, p.ImportPath+": "+p.Error.Err)
			continue
		}
		r, ok := rank[p.ImportPath]
		if !ok {
			errs = append(errs, p.ImportPath+" is in no layer: give it one in layers_test.go")
			continue
		}
		for _, imp := range p.Imports {
			if ir, ok := rank[imp]; ok && ir >= r {
				errs = append(errs, p.ImportPath+" (layer "+itoa(r)+") imports "+imp+" (layer "+itoa(ir)+")")
			}
		}
		if free[p.ImportPath] {
			for _, d := range p.Deps {
				if d == goAppPath {
					errs = append(errs, p.ImportPath+" depends on go-app: its layer does without")
				}
			}
		}
	}
	sort.Strings(errs)
	return errs
}

func itoa(i int) string { return strconv.Itoa(i) }

// TestLayers: every app package imports only packages of a lower layer, and the layers without
// go-app do not depend on it, in the browser's build and the native one.
func TestLayers(t *testing.T) {
	if testing.Short() {
		t.Skip("go list of every app package")
	}
	for _, env := range [][]string{nil, {"GOOS=js", "GOARCH=wasm"}} {
		all := goList(t, env...)
		if len(all) < len(layers) {
			t.Fatalf("go list %v gave %d packages", env, len(all))
		}
		for _, e := range layerErrors(all) {
			t.Errorf("%v: %s", env, e)
		}
	}
}

// TestLayerErrors: the check finds an import of the same layer, one upward, a package in no
// layer and a go-app dependency below the go-app layers, and passes a downward import.
func TestLayerErrors(t *testing.T) {
	cases := []struct {
		p    listed
		want string
	}{
		{listed{ImportPath: "arbiter/app/event", Imports: []string{"arbiter/app/calcform", "arbiter/app/view"}}, ""},
		{listed{ImportPath: "arbiter/app/ruling", Imports: []string{"arbiter/app/settings"}}, "arbiter/app/ruling (layer 6) imports arbiter/app/settings (layer 6)"},
		{listed{ImportPath: "arbiter/app/view", Imports: []string{"arbiter/app/event"}}, "arbiter/app/view (layer 4) imports arbiter/app/event (layer 8)"},
		{listed{ImportPath: "arbiter/app/newthing"}, "arbiter/app/newthing is in no layer: give it one in layers_test.go"},
		{listed{ImportPath: "arbiter/app/formstate", Deps: []string{goAppPath}}, "arbiter/app/formstate depends on go-app: its layer does without"},
	}
	for _, c := range cases {
		got := strings.Join(layerErrors([]listed{c.p}), "; ")
		if got != c.want {
			t.Errorf("layerErrors(%s) = %q, want %q", c.p.ImportPath, got, c.want)
		}
	}
}
