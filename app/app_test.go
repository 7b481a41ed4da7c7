//go:build !wasm

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"arbiter/app/calcform"
	"arbiter/app/formstate"
	"arbiter/app/homepage"
	"arbiter/app/paths"
	"arbiter/app/settings"
	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestScreens(t *testing.T) {
	all, err := paths.Screens()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, rs := range paths.Groups() {
		n += len(rs.Calculators)
	}
	if len(all) != n {
		t.Errorf("screens() = %d screens, want one per calculator (%d)", len(all), n)
	}
	for _, s := range all {
		if strings.ContainsAny(strings.TrimPrefix(s.Path, "/calc/"+s.RS.ID+"/"), "./ ") {
			t.Errorf("%s: path %q: the last segment must have no dot, slash or space", s.Calc.ID, s.Path)
		}
		got, ok := paths.FindScreen(s.Path)
		if !ok || got.Calc != s.Calc {
			t.Errorf("findScreen(%q) does not find %s", s.Path, s.Calc.ID)
		}
	}
	if _, ok := paths.FindScreen("/calc/nope/nope"); ok {
		t.Error(`findScreen("/calc/nope/nope") found a screen`)
	}
}

// knownRoute decides whether the wasm must register the catch-all route at start: every
// route of the app is known (so no regexp is compiled for it), anything else is not.
func TestKnownRoute(t *testing.T) {
	all, _ := paths.Screens()
	for _, tc := range []struct {
		path string
		want bool
	}{
		{"/", true}, {"", true}, {"/rules", true}, {"/rules/", true}, {"/settings", true},
		{paths.RouteLog, true}, {paths.RouteEvent, true}, {paths.RouteR, true}, {all[0].Path, true}, {all[len(all)-1].Path + "/", true},
		{"/calc/nope/nope", false}, {"/calc", false}, {"/calc/nsbk", false}, {"/x", false}, {"/rules/x", false},
		{"/index.html", false}, {"//", false},
	} {
		if got := knownRoute(tc.path); got != tc.want {
			t.Errorf("knownRoute(%q) = %v, want %v", tc.path, got, tc.want)
		}
	}
}

// Every calculator's form opens with its defaults without a panic; the scoring tools show a
// result at once.
func TestFormDefaults(t *testing.T) {
	all, _ := paths.Screens()
	for _, s := range all {
		for _, l := range msg.Langs {
			st := formstate.NewFormState(s.RS, s.Calc, nil, l)
			if s.RS.ID == "scoring" && st.Res == nil {
				t.Errorf("%s (%s): no result with the defaults: %v %v", s.Calc.ID, l, st.Errs, st.RunErr)
			}
			// the texts the form shows read back to the defaults
			for i := range s.Calc.Inputs {
				f := &s.Calc.Inputs[i]
				if f.Default != nil && st.Errs[i] != nil {
					t.Errorf("%s.%s (%s): default %q does not parse: %s", s.Calc.ID, f.Name, l, st.Texts[i], st.Errs[i].Message(l))
				}
			}
		}
	}
}

func contract(t *testing.T) (*engine.Ruleset, *engine.Calculator) {
	rs, c := rulesets.Calculator("scoring", "scoring.contract")
	if c == nil {
		t.Skip("scoring.contract is not registered yet")
	}
	return rs, c
}

func TestFormInvalidAndQuery(t *testing.T) {
	rs, c := contract(t)
	st := formstate.NewFormState(rs, c, map[string]string{"tricks": "9", "level": "3", "strain": "N"}, msg.EN)
	if st.Res == nil {
		t.Fatalf("no result: %v", st.Errs)
	}
	if got := st.Res.Flat()["score"]; got != 400.0 {
		t.Errorf("3N making 9 tricks: score = %v, want 400", got)
	}
	i := c.Inputs.Index("tricks")
	st.Set(rs, c, i, "14")
	if st.Res != nil || st.Errs[i] == nil {
		t.Fatal("tricks = 14 must be an error and withhold the result")
	}
	for l, want := range map[msg.Lang][]string{msg.EN: {"Tricks taken by declarer", "0", "13"}, msg.SR: {"Štihovi izvođača", "13"}, msg.HU: {"A felvevő ütései", "13"}} {
		m := st.Errs[i].Message(l)
		for _, w := range want {
			if !strings.Contains(m, w) {
				t.Errorf("error in %s = %q, want it to contain %q", l, m, w)
			}
		}
	}
	st.Set(rs, c, i, "8")
	if st.Res == nil || st.Errs[i] != nil {
		t.Errorf("tricks = 8: want a result, got errors %v", st.Errs)
	}
}

// The form component, through go-app's test engine: one control per field with its label,
// the numeric keyboard for counts, the result below.
func TestCalcFormComponent(t *testing.T) {
	rs, c := contract(t)
	e := app.NewTestEngine()
	f := &calcform.CalcForm{Lang: msg.EN, RS: rs, Calc: c}
	if err := e.Load(f); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	lvl := c.Inputs.Index("level")
	if err := app.Match(app.Elem("label").Attr("for", "f-level").Text("Level"), f, 0, 1, 0, lvl, 0); err != nil {
		t.Error(err)
	}
	// a case field opens blank, marked required
	if err := app.Match(app.Elem("span").Class("req").Aria("hidden", "true").Text("required"), f, 0, 1, 0, lvl, 1); err != nil {
		t.Error(err)
	}
	if err := app.Match(app.Elem("p").ID("f-level-help").Class("help").Text("From 1 to 7"), f, 0, 1, 0, lvl, 3); err != nil {
		t.Error(err)
	}
	if err := app.Match(app.Elem("div").ID("summary").Class("summary").Aria("label", "Result in brief").Role("group").DataSet("state", "none"), f, 0, 2); err != nil { // summary.go, between: no result yet
		t.Error(err)
	}
	if err := app.Match(app.Elem("h2").ID("result-h").Text("Result"), f, 0, 3, 0, 0); err != nil {
		t.Error(err)
	}
	// no example stands in for the case: the result says what is missing
	if err := app.Match(app.Elem("div").ID("missing").Class("missing"), f, 0, 3, 0, 1); err != nil {
		t.Error(err)
	}
	if got := len(f.State().Missing); got != 5 || f.State().Res != nil {
		t.Errorf("the contract form opens with %d fields missing (%v) and result %v, want 5 and none", got, f.State().Missing, f.State().Res != nil)
	}
}

func TestHomeComponent(t *testing.T) {
	e := app.NewTestEngine()
	h := &homepage.Home{}
	if err := e.Load(h); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	if err := app.Match(app.Elem("h1").Text("Arbiter"), h, 0, 1, 0); err != nil {
		t.Error(err)
	}
	if err := app.Match(app.Elem("section").Class("ruleset").ID("rs-nsbk"), h, 0, 1, 3); err != nil {
		t.Error(err)
	}
	if err := app.Match(app.Elem("section").Class("ruleset scoring-tools").ID("rs-scoring").Aria("labelledby", "rs-scoring-h"), h, 0, 1, 4); err != nil {
		t.Error(err)
	}
}

// Every app.* message exists in the three languages; Serbian is ekavian.
func TestMessages(t *testing.T) {
	ijekavian := regexp.MustCompile(`(?i)vrijem|podijel|primijen|mijenj|rije[čs]|sudac|natjecanj|cijel|\bdje`)
	for _, k := range msg.Keys() {
		if !strings.HasPrefix(k, "app.") {
			continue
		}
		txt, _ := msg.Lookup(k)
		if txt.En == "" || txt.Sr == "" || txt.Hu == "" {
			t.Errorf("%s: missing a language: %+v", k, txt)
		}
		if w := ijekavian.FindString(txt.Sr); w != "" {
			t.Errorf("%s: Serbian %q looks ijekavian (%q)", k, txt.Sr, w)
		}
	}
}

func TestPrefix(t *testing.T) {
	for _, tt := range []struct{ p, in, want string }{
		{"", "/", "/"}, {"", "/web/a.png", "/web/a.png"}, {"", "/calc/x", "/calc/x"},
		{"/repo", "/", "/repo"}, {"/repo", "/web/a.png", "/repo/web/a.png"}, {"/repo", "/repo/calc/x", "/repo/calc/x"},
		{"/repo", "/app.js", "/repo/app.js"}, {"/repo", "https://x.test/a", "https://x.test/a"}, {"/repo", "web/a.png", "/repo/web/a.png"},
	} {
		if got := prefix(tt.p).Resolve(tt.in); got != tt.want {
			t.Errorf("prefix(%q).Resolve(%q) = %q, want %q", tt.p, tt.in, got, tt.want)
		}
	}
}

// The generated site: a page per route, 404.html, a worker with the offline rules, and no
// reference to another origin in the manifest or the worker's list.
func TestGenerate(t *testing.T) {
	web := t.TempDir()
	for _, f := range []string{"app.wasm", "style.css", "icon-192.png", "icon-512.png", "icon-maskable-512.png", "icon.svg"} {
		os.WriteFile(filepath.Join(web, f), []byte("x"), 0o644)
	}
	for _, b := range []string{"/", "/repo/"} {
		out := t.TempDir()
		if err := generate(out, web, b, "test-1"); err != nil {
			t.Fatal(err)
		}
		all, _ := paths.Screens()
		for _, f := range append([]string{"index.html", "404.html", "app.js", "wasm_exec.js", "web/app.wasm"}, pagesOf(all)...) {
			if _, err := os.Stat(filepath.Join(out, f)); err != nil {
				t.Errorf("base %s: %s missing", b, f)
			}
		}
		w, _ := os.ReadFile(filepath.Join(out, "app-worker.js"))
		ws := string(w)
		for _, want := range []string{`cacheName = "arbiter-test-1"`, `const base = "` + b + `"`, "event.waitUntil(install())", `cache: "no-cache"`, "ignoreSearch: true"} {
			if !strings.Contains(ws, want) {
				t.Errorf("base %s: worker lacks %s", b, want)
			}
		}
		if strings.Contains(ws, "{{") || strings.Contains(ws, "clients.claim") || strings.Contains(ws, "http") {
			t.Errorf("base %s: worker has a placeholder, clients.claim or a URL", b)
		}
		var m struct {
			Scope    string
			StartURL string `json:"start_url"`
			Icons    []struct{ Src string }
		}
		data, _ := os.ReadFile(filepath.Join(out, "manifest.webmanifest"))
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		if len(m.Icons) == 0 {
			t.Errorf("base %s: manifest without icons", b)
		}
		for _, ic := range m.Icons {
			if !strings.HasPrefix(ic.Src, b+"web/") {
				t.Errorf("base %s: manifest icon %q is not local", b, ic.Src)
			}
		}
		if m.StartURL != b || m.Scope != b {
			t.Errorf("base %s: start_url = %q", b, m.StartURL)
		}
	}
}

func pagesOf(all []paths.Screen) []string {
	var out []string
	for _, s := range all {
		out = append(out, strings.TrimPrefix(s.Path, "/")+".html")
	}
	return out
}

// The form adds "(optional)" to an optional field's label: the label itself must not say it
// too (it read "Card led (optional) (optional)").
func TestOptionalLabelsSayItOnce(t *testing.T) {
	words := []string{"optional", "obavezno", "kötelező"}
	for _, l := range msg.Langs {
		words = append(words, msg.T(l, "app.optional"))
	}
	for _, rs := range paths.Groups() {
		for _, c := range rs.Calculators {
			for i := range c.Inputs {
				f := &c.Inputs[i]
				if !f.Optional {
					continue
				}
				for _, l := range msg.Langs {
					label := msg.T(l, f.LabelKey())
					for _, w := range words {
						if strings.Contains(strings.ToLower(label), w) {
							t.Errorf("%s %s (%s): the label %q already says %q; the form adds it", c.ID, f.Name, l, label, w)
						}
					}
				}
			}
		}
	}
}

func TestByteSize(t *testing.T) {
	for _, tc := range []struct {
		l    msg.Lang
		b    float64
		want string
	}{
		{msg.EN, 11.7e6, "11.7\u00a0MB"}, {msg.SR, 11.7e6, "11,7\u00a0MB"}, {msg.HU, 0, "0,0\u00a0MB"},
		{msg.EN, 999e6, "999.0\u00a0MB"}, {msg.EN, 1e9, "1.0\u00a0GB"}, {msg.SR, 10749e6, "10,7\u00a0GB"},
	} {
		if got := settings.ByteSize(tc.l, tc.b); got != tc.want {
			t.Errorf("byteSize(%v, %v) = %q, want %q", tc.l, tc.b, got, tc.want)
		}
	}
}
