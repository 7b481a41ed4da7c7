package e2e

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// calcAt is the calculator at path (without the site's base).
func calcAt(t *testing.T, path string) calc {
	t.Helper()
	for _, c := range allCalcs() {
		if c.Path == path {
			return c
		}
	}
	t.Fatalf("no calculator at %s", path)
	return calc{}
}

// viewShot writes what the viewport shows (not the whole page) into SHOTS2.
func (b *browser) viewShot(t *testing.T, name string) {
	t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	writeShot(t, shots2, name, png)
}

// logTitle is the log link's text in the top bar (app.log.title).
var logTitle = map[msg.Lang]string{msg.EN: "Event log", msg.SR: "Dnevnik", msg.HU: "Napló"}

// barHasLog: the top bar is one slim line and shows the log link (its text holding want).
func (b *browser) barHasLog(t *testing.T, what, want string) {
	t.Helper()
	js := fmt.Sprintf(`(() => {
		const a = document.querySelector("header.bar .bar-row #nav-log"), row = document.querySelector("header.bar .bar-row");
		if (!a || !row) return false;
		const r = a.getBoundingClientRect();
		return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && row.getBoundingClientRect().height <= 60 && a.textContent.includes(%q);
	})()`, want)
	if _, err := chromedp.Run(b.ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(10e9))); err != nil {
		got := eval[string](t, b, `(() => { const a = document.getElementById("nav-log"); return a ? a.textContent + " / bar " + document.querySelector("header.bar .bar-row").getBoundingClientRect().height : "(none)"; })()`)
		t.Fatalf("%s: no slim top bar with the log link holding %q: %s", what, want, got)
	}
}

// TestShellBar: at 360 px in Serbian and Hungarian the top bar is one line with the log link on
// every screen (named by the open event once one is open); the language is switched from the
// menu, which opens and closes from the keyboard.
func TestShellBar(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	b.do(t, chromedp.EmulateViewport(360, 640))
	c := calcAt(t, "/calc/nsbk/lateness")
	code, err := link.New(rulesets.Get).Encode(link.Ruling{Ruleset: c.RS.ID, DataVersion: c.RS.Version, Calculator: c.Calc.ID, Values: c.Calc.Inputs.Defaults()})
	if err != nil {
		t.Fatal(err)
	}
	screens := []string{"", "calc/nsbk/lateness", "calc/pref-club/sheet", "rules", "settings", "log", "r?r=" + code}
	for _, l := range []msg.Lang{msg.SR, msg.HU} {
		t.Run(l.String(), func(t *testing.T) {
			for _, p := range screens {
				sep := "?"
				if strings.Contains(p, "?") {
					sep = "&"
				}
				b.open(t, s.URL+p+sep+"lang="+l.String())
				b.barHasLog(t, "/"+p, logTitle[l])
				if p == "" {
					b.shot(t, "360-shell-home-"+l.String())
				}
			}
		})
	}

	t.Run("event", func(t *testing.T) {
		newEvent(t, b, s.URL, "Kup Novog Sada", "nsbk", "")
		for _, p := range []string{"calc/nsbk/lateness?lang=sr", "?lang=sr", "rules?lang=hu"} {
			b.open(t, s.URL+p)
			b.barHasLog(t, p, "Kup Novog Sada")
		}
		if h := eval[string](t, b, `document.getElementById("nav-log").getAttribute("href")`); !strings.Contains(h, "/log/event?id=") {
			t.Errorf("the log link with an open event leads to %s, want the event", h)
		}
	})

	t.Run("menu", func(t *testing.T) {
		b.open(t, s.URL+"calc/nsbk/lateness?lang=sr")
		b.jsTrue(t, "menu closed", `document.getElementById("bar-menu").hidden && document.getElementById("menu-btn").getAttribute("aria-expanded") === "false"`)
		// the keyboard opens it: the button is labelled, Enter toggles it
		if got := eval[string](t, b, `document.getElementById("menu-btn").textContent.trim()`); got != "Meni" {
			t.Errorf("menu button's name = %q", got)
		}
		b.do(t, chromedp.Focus(chromedp.ID("menu-btn")), chromedp.KeyEvent(kb.Enter))
		b.waitJS(t, `!document.getElementById("bar-menu").hidden && document.getElementById("menu-btn").getAttribute("aria-expanded") === "true"`)
		b.jsTrue(t, "menu's links and language", `document.querySelector("#bar-menu #nav-rules") !== null && document.querySelector("#bar-menu #nav-settings") !== null && document.querySelector('#bar-menu label[for="lang"]') !== null && document.getElementById("lang").getClientRects().length > 0`)
		b.shot(t, "360-shell-menu-sr")
		// Escape closes it and gives the focus back to its button
		b.do(t, chromedp.Focus(chromedp.ID("lang")), chromedp.KeyEvent(kb.Escape))
		b.waitJS(t, `document.getElementById("bar-menu").hidden && document.activeElement === document.getElementById("menu-btn")`)
		// the language switch, from the menu
		b.tapAt(t, "#menu-btn")
		b.waitJS(t, `!document.getElementById("bar-menu").hidden`)
		eval[bool](t, b, `(() => { const el = document.getElementById("lang"); el.value = "hu"; el.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
		b.waitJS(t, fmt.Sprintf(`document.documentElement.lang === "hu" && document.getElementById("nav-log").textContent.includes(%q) && localStorage.getItem("arbiter.lang") === '"hu"'`, logTitle[msg.HU]))
		b.shot(t, "360-shell-menu-hu")
		b.do(t, chromedp.Evaluate[chromedp.Void](`localStorage.removeItem("arbiter.lang")`))
	})
}

// TestShellDefaults: the UI language picks the regulation a phone opens on (hu → the VSZ, sr →
// NSBK) unless the director picks another; the scoring tools are a section of their own; a
// new event takes its regulation's kind and scoring form (OCSB: teams, IMPs → VPs).
func TestShellDefaults(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	b.do(t, chromedp.EmulateViewport(360, 640))
	for _, tc := range []struct{ lang, rs string }{{"hu", "mbsz-vsz-2017"}, {"sr", "nsbk"}} {
		b.open(t, s.URL+"?lang="+tc.lang)
		b.waitJS(t, fmt.Sprintf(`document.getElementById("rs-pick-%s").checked && document.getElementById("rs-%s") !== null`, tc.rs, tc.rs))
		// the scoring tools: their own section, not inside the regulation's
		b.jsTrue(t, "scoring tools apart", `(() => { const sc = document.getElementById("rs-scoring"); return !!sc && sc.querySelectorAll("a.tool").length >= 5 &&
			!sc.closest("section.ruleset:not(#rs-scoring)") && sc.querySelector("h2") !== null && sc.getAttribute("aria-labelledby") === "rs-scoring-h"; })()`)
		b.open(t, s.URL+"log?new=&lang="+tc.lang)
		b.click(t, "event-new")
		b.waitJS(t, fmt.Sprintf(`(e => e && e.value === %q)(document.getElementById("ev-ruleset"))`, tc.rs))
	}
	// a switch of language on home follows while nothing was picked
	b.open(t, s.URL+"?lang=hu")
	b.waitJS(t, `document.getElementById("rs-pick-mbsz-vsz-2017").checked`)
	eval[bool](t, b, `(() => { const el = document.getElementById("lang"); el.value = "sr"; el.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
	b.waitJS(t, `document.documentElement.lang === "sr" && document.getElementById("rs-pick-nsbk").checked`)
	b.do(t, chromedp.Evaluate[chromedp.Void](`localStorage.removeItem("arbiter.lang")`))

	// a new OCSB event: teams, IMPs → VPs; and when its ruleset is chosen in the form
	b.open(t, s.URL+"log?new=ocsb-kmor-2018&lang=hu")
	b.waitJS(t, `document.getElementById("ev-kind").value === "teams" && document.getElementById("ev-form").value === "imp-vp"`)
	b.open(t, s.URL+"log?new=nsbk&lang=hu")
	b.waitJS(t, `document.getElementById("ev-kind").value === "pairs" && document.getElementById("ev-form").value === "mp"`)
	eval[bool](t, b, `(() => { const el = document.getElementById("ev-ruleset"); el.value = "ocsb-kmor-2018"; el.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
	b.waitJS(t, `document.getElementById("ev-kind").value === "teams" && document.getElementById("ev-form").value === "imp-vp"`)
}

// TestSummaryInSight: with the on-screen keyboard open (a 360×280 viewport, a number field
// focused), the summary of a complete case is on the screen, above the keyboard, and links to
// the full explanation.
func TestSummaryInSight(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	for _, l := range []msg.Lang{msg.SR, msg.HU} {
		for _, p := range []string{"/calc/nsbk/lateness", "/calc/ocsb-kmor-2018/zt-log", "/calc/nsbk/weighted", "/calc/pref-club/sheet"} {
			t.Run(l.String()+p, func(t *testing.T) {
				c := calcAt(t, p)
				b.do(t, chromedp.EmulateViewport(360, 640))
				b.open(t, s.URL+strings.TrimPrefix(p, "/")+"?lang="+l.String())
				// a complete case: the worked example (the Example button), then the realistic
				// edit, as TestCalculators enters them
				b.example(t)
				// the keyboard opens: the viewport shrinks, a number field has the focus
				b.do(t, chromedp.EmulateViewport(360, 280))
				for _, ch := range changes[c.Calc.ID] {
					_, f := fieldOf(t, c, ch.Field)
					b.apply(t, f, ch.Text)
				}
				num := eval[string](t, b, `(() => { const el = document.querySelector('form.form input[inputmode=numeric], form.form input[inputmode=decimal], form.form [inputmode=decimal], form.form input[type=text]'); if (!el) return ""; el.focus(); return el.id; })()`)
				if num == "" {
					t.Fatalf("%s has no number field", p)
				}
				b.settle(t, p, c, l)
				b.waitJS(t, `(() => {
					const s = document.getElementById("summary");
					if (!s || s.dataset.state !== "result" || !document.getElementById("summary-text").textContent.trim()) return false;
					const r = s.getBoundingClientRect();
					if (r.top < 0 || r.bottom > innerHeight + 1 || r.height > innerHeight / 2) return false;
					// drawn on top: its link (the one part that takes taps) is what a tap there hits
					const a = document.getElementById("summary-link").getBoundingClientRect();
					const hit = document.elementFromPoint(a.left + a.width / 2, a.top + a.height / 2);
					return a.bottom <= innerHeight + 1 && !!hit && hit.id === "summary-link";
				})()`)
				b.jsTrue(t, "live, polite, focus kept", fmt.Sprintf(`document.getElementById("summary-text").getAttribute("aria-live") === "polite" && document.activeElement.id === %q`, num))
				b.viewShot(t, "360x280-summary-"+l.String()+strings.ReplaceAll(p, "/", "-"))
				// the link shows the whole result
				b.tapAt(t, "#summary-link")
				b.waitJS(t, `document.activeElement === document.getElementById("result-h") && (r => r.top >= 0 && r.top < innerHeight)(document.getElementById("result-h").getBoundingClientRect())`)
			})
		}
	}
}
