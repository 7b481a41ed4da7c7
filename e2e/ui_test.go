package e2e

import (
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The screens of the issue "every calculator on the phone": home ruleset picker, rules
// browser, settings with a club file, the card picker, a club-baked build. Screenshots at
// 320 px go to SHOTS2 (default /tmp/shots2).

var shots2 = env("SHOTS2", "/tmp/shots2")

const testClub = `{"format": 1, "club": "BK Test Novi Sad", "default_ruleset": "nsbk",
 "sync_server": "https://couch.bktest.example:6984",
 "overrides": {"nsbk": {"lateness.pct_per_minute": 5}}}`

func (b *browser) shot(t *testing.T, name string) {
	t.Helper()
	old := shots
	shots = shots2
	defer func() { shots = old }()
	b.screenshot(t, name)
}

// jsTrue fails the test when the expression is not true now.
func (b *browser) jsTrue(t *testing.T, what, js string) {
	t.Helper()
	if !eval[bool](t, b, js) {
		t.Fatalf("%s: %s is false", what, js)
	}
}

func TestHomeRulesetRemembered(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	b.do(t, chromedp.EmulateViewport(320, 640))
	b.open(t, s.URL+"?lang=en")
	b.waitJS(t, `document.querySelector("#rs-pick-nsbk").checked`)
	b.shot(t, "320-home")
	b.tapAt(t, `label[for="rs-pick-pref-club"]`)
	b.waitJS(t, `document.querySelector('#rs-pref-club a.tool') !== null`)
	b.open(t, s.URL)
	b.waitJS(t, `document.querySelector("#rs-pick-pref-club").checked && document.querySelector('#rs-pref-club a.tool') !== null && document.querySelector('#rs-nsbk') === null`)
	// grouped as the director thinks: Preferans's groups in the game's order
	heads := eval[[]string](t, b, `Array.from(document.querySelectorAll("#rs-pref-club h3")).map(h => h.textContent)`)
	if len(heads) < 3 || heads[0] != "Reasons test" {
		t.Errorf("Preferans groups = %v, want the reasons test first", heads)
	}
	b.shot(t, "320-home-pref")
	// the scoring tools are always there
	b.jsTrue(t, "scoring tools", `document.querySelector('#rs-scoring a.tool') !== null`)
}

func TestRulesBrowser(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	b.do(t, chromedp.EmulateViewport(320, 640))
	for _, tc := range []struct{ lang, q string }{
		{"en", "waiting for its table"}, {"sr", "kasnjenje cekajuci"}, {"hu", "késés várakozással"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			b.open(t, s.URL+"rules?lang="+tc.lang)
			b.waitJS(t, `document.querySelectorAll("li.rule").length > 40`)
			js := fmt.Sprintf(`(() => { const el = document.getElementById("rule-search"); el.focus(); el.value = %q;
				el.dispatchEvent(new Event("input", {bubbles: true})); return true; })()`, tc.q)
			eval[bool](t, b, js)
			b.waitJS(t, `document.querySelectorAll("li.rule").length >= 1 && document.querySelectorAll("li.rule").length < 5 && document.getElementById("rule-nsbk-lateness") !== null`)
			if tc.lang == "sr" {
				b.shot(t, "320-rules-search")
			}
			b.tapAt(t, `#rule-nsbk-lateness a.rule-calc`)
			b.waitJS(t, `location.pathname === "/calc/nsbk/lateness" && document.querySelector("#missing-list, #result-body") !== null`)
			// and the calculator links back to its rule
			b.waitJS(t, `document.querySelector('#calc-rules a.rule-link[href*="rule-nsbk-lateness"]') !== null`)
		})
	}
	b.open(t, s.URL+"rules?lang=en")
	b.shot(t, "320-rules")
}

func TestSettingsSurviveReload(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	b.do(t, chromedp.EmulateViewport(320, 640))
	dir := t.TempDir()
	good := filepath.Join(dir, "club.json")
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(good, []byte(testClub), 0o644)
	os.WriteFile(bad, []byte(`{"format": 1, "overrides": {"nsbk": {"lateness.pct_per_minute": 500}}}`), 0o644)

	b.open(t, s.URL+"settings?lang=en")
	b.waitJS(t, `document.getElementById("settings-lang") !== null`)
	eval[bool](t, b, `(() => { const el = document.getElementById("settings-lang"); el.value = "hu";
		el.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
	b.waitJS(t, `document.documentElement.lang === "hu" && document.querySelector("h1").textContent === "Beállítások"`)

	// a wrong file: the error names the key, nothing is kept
	b.do(t, chromedp.SetUploadFiles(chromedp.CSS("#club-file"), []string{bad}))
	b.waitJS(t, `(document.getElementById("club-file-err") || {}).textContent?.includes("overrides.nsbk.lateness.pct_per_minute")`)
	b.do(t, chromedp.SetUploadFiles(chromedp.CSS("#club-file"), []string{good}))
	b.waitJS(t, `document.getElementById("club-status").textContent.includes("BK Test Novi Sad") && document.getElementById("club-file-err") === null`)
	b.waitJS(t, `document.querySelector('#club-diff [data-param="nsbk.lateness.pct_per_minute"]') !== null`)
	b.jsTrue(t, "version", `document.getElementById("app-version").textContent.length > 8`)
	b.shot(t, "320-settings")

	b.open(t, s.URL+"settings")
	b.waitJS(t, `document.documentElement.lang === "hu" && document.getElementById("club-status").textContent.includes("BK Test Novi Sad")`)
	// the club's value is used, and listed, in a calculation; the home screen names the club
	b.open(t, s.URL+"calc/nsbk/lateness")
	b.example(t)
	b.waitJS(t, `(document.getElementById("club") || {}).textContent?.includes("lateness.pct_per_minute")`)
	if got := eval[string](t, b, `document.querySelector('[data-out="offender.pct_top"] dd').textContent`); !strings.HasPrefix(got, "15") {
		t.Errorf("lateness with the club's 5%% a minute: pct_top = %q, want 15", got)
	}
	b.shot(t, "320-calc-club")
	b.open(t, s.URL)
	b.waitJS(t, `(document.getElementById("club-name") || {}).textContent?.includes("BK Test Novi Sad")`)
}

func TestCardPicker(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	b.do(t, chromedp.EmulateViewport(320, 640))
	b.open(t, s.URL+"calc/nsbk/psych?lang=en")
	b.example(t)
	b.waitJS(t, `document.getElementById("f-hand").value === "♠Q8765 ♥J43 ♦542 ♣Q3"`)
	b.jsTrue(t, "pressed", `document.getElementById("f-hand-card-SQ").getAttribute("aria-pressed") === "true"`)
	b.tapAt(t, "#f-hand-card-SQ")
	b.waitJS(t, `document.getElementById("f-hand").value === "♠8765 ♥J43 ♦542 ♣Q3" && document.getElementById("f-hand-count").textContent === "12 of 13 cards"`)
	b.jsTrue(t, "released", `document.getElementById("f-hand-card-SQ").getAttribute("aria-pressed") === "false"`)
	b.tapAt(t, "#f-hand-card-SA")
	b.waitJS(t, `document.getElementById("f-hand").value === "♠A8765 ♥J43 ♦542 ♣Q3" && document.getElementById("f-hand-count").textContent === "13 of 13 cards" && document.querySelector("#result-body") !== null`)
	// typing moves the picker
	b.setField(t, "hand", "SAKQJ HJ43 D542 CQ3")
	b.waitJS(t, `document.getElementById("f-hand-card-SK").getAttribute("aria-pressed") === "true"`)
	b.shot(t, "320-card-picker")

	b.open(t, s.URL+"calc/pref-club/lead?lang=sr")
	b.example(t)
	before := eval[string](t, b, `document.getElementById("f-hand").value`)
	pressed := eval[string](t, b, `document.querySelector('#f-hand-picker button[aria-pressed="true"]').id`)
	b.tapAt(t, "#"+pressed)
	b.waitJS(t, `document.getElementById("f-hand-count").textContent === "9 od 10 karata"`)
	b.tapAt(t, "#"+pressed)
	b.waitJS(t, fmt.Sprintf(`document.getElementById("f-hand").value === %q`, before))

	// the result views that carry counts and totals
	for _, p := range []string{"calc/pref-club/sheet", "calc/ocsb-kmor-2018/zt-log", "calc/mbsz-vsz-2017/protest-deadline"} {
		b.open(t, s.URL+p+"?lang=en")
		b.example(t)
		b.waitJS(t, `document.querySelector("#result-body") !== null`)
		if w := eval[int](t, b, `document.documentElement.scrollWidth`); w > 320 {
			t.Errorf("%s: %d px wide at 320 px", p, w)
		}
		b.shot(t, "320-"+strings.ReplaceAll(strings.TrimPrefix(p, "calc/"), "/", "_"))
	}
	b.jsTrue(t, "deadline as a date", `/^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(document.querySelector('[data-out="result.deadline"] dd').textContent)`)
}

// TestClubBakedBuild builds the wasm and the generator with a club file baked in (as
// CLUB_FILE=club.json ./build.sh build does) and checks that the site names the club.
func TestClubBakedBuild(t *testing.T) {
	need(t)
	if testing.Short() {
		t.Skip("builds the wasm")
	}
	dir := t.TempDir()
	clubFile := filepath.Join(dir, "club.json")
	os.WriteFile(clubFile, []byte(testClub), 0o644)
	run := func(env []string, name string, args ...string) string {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), env...)
		out, err := cmd.Output()
		if err != nil {
			if ee, ok := err.(*exec.ExitError); ok {
				t.Fatalf("%s %v: %v\n%s", name, args, err, ee.Stderr)
			}
			t.Fatalf("%s %v: %v", name, args, err)
		}
		return strings.TrimSpace(string(out))
	}
	b64 := run(nil, "go", "run", "./app/clubcheck", clubFile)
	flag := "-X arbiter/app/view.bakedClub=" + b64
	web := filepath.Join(dir, "web")
	if out, err := exec.Command("cp", "-r", webDir, web).CombinedOutput(); err != nil {
		t.Fatalf("cp: %v %s", err, out)
	}
	run([]string{"GOOS=js", "GOARCH=wasm"}, "go", "build", "-modfile="+wasmModfile(t), "-trimpath", "-ldflags=-s -w "+flag, "-o", filepath.Join(web, "app.wasm"), "./app")
	gen := filepath.Join(dir, "gen")
	run(nil, "go", "build", "-trimpath", "-ldflags=-X main.version=club-1 "+flag, "-o", gen, "./app")
	site := filepath.Join(dir, "dist")
	run(nil, gen, "gen", "-out", site, "-web", web, "-base", "/", "-version", "club-1")
	if html, _ := os.ReadFile(filepath.Join(site, "index.html")); !strings.Contains(string(html), "BK Test Novi Sad") {
		t.Error("the pre-rendered home page does not name the club")
	}
	// the club's sync server is in the site's policy (Netlify's _headers)
	if h, _ := os.ReadFile(filepath.Join(site, "_headers")); !strings.Contains(string(h), "connect-src 'self' https://couch.bktest.example:6984;") {
		t.Errorf("_headers does not let the app reach the club's sync server:\n%s", h)
	}
	s := serve(t, site, "/")
	b := newBrowser(t, origin(s))
	b.do(t, chromedp.EmulateViewport(320, 640))
	b.open(t, s.URL+"?lang=en")
	b.waitJS(t, `(document.getElementById("club-name") || {}).textContent === "Club: BK Test Novi Sad"`)
	b.open(t, s.URL+"calc/nsbk/lateness")
	b.example(t)
	b.waitJS(t, `(document.getElementById("club") || {}).textContent?.includes("lateness.pct_per_minute")`)
	b.open(t, s.URL+"settings")
	b.waitJS(t, `document.getElementById("club-status").textContent.includes("BK Test Novi Sad")`)
	b.shot(t, "320-settings-baked")
	// a shared log's form offers the club's server, without the note on servers the build
	// does not name
	id := newEvent(t, b, s.URL, "Club event", "nsbk", "")
	b.open(t, s.URL+"log/event?id="+id)
	b.click(t, "sync-setup")
	b.waitJS(t, `document.getElementById("sync-server") !== null`)
	if got := eval[string](t, b, `document.getElementById("sync-server").value`); got != "https://couch.bktest.example:6984" {
		t.Errorf("sync server offered %q, want the club's", got)
	}
	if b.has(t, "#sync-csp") {
		t.Error("the note on a server the build does not name is shown for the club's own server")
	}
	if resp, err := http.Get(s.URL); err == nil {
		resp.Body.Close()
		if p := resp.Header.Get("Content-Security-Policy"); !strings.Contains(p, "https://couch.bktest.example:6984") {
			t.Errorf("the local server sends %q", p)
		}
	}
}
