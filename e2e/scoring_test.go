package e2e

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// pick chooses an enum option (segmented radio or select) and ticks or clears a checkbox,
// as a tap would.
func (b *browser) pick(t *testing.T, name, code string) {
	t.Helper()
	js := fmt.Sprintf(`(() => {
		const sel = document.getElementById(%[1]q);
		if (sel && sel.tagName === "SELECT") { sel.value = %[2]q; sel.dispatchEvent(new Event("change", {bubbles: true})); return true; }
		const r = document.querySelector('input[type=radio][name=%[3]q][value=%[2]q]');
		if (r) { r.nextElementSibling.click(); return r.checked; }
		return false; })()`, "f-"+name, code, name)
	for try := 0; !eval[bool](t, b, js); try++ { // again if the page re-rendered under the tap
		if try == 10 {
			t.Fatalf("cannot pick %s=%s", name, code)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func (b *browser) check(t *testing.T, name string, on bool) {
	t.Helper()
	js := fmt.Sprintf(`(() => { const c = document.getElementById(%q); if (!c) return false;
		if (c.checked !== %v) c.click(); return c.checked === %v; })()`, "f-"+name, on, on)
	if !eval[bool](t, b, js) {
		t.Fatalf("cannot set %s to %v", name, on)
	}
}

// TestScoringTools: each scoring tool computes the right values from typed input.
func TestScoringTools(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	// each tool from its worked example (the form opens blank), then typed input
	page := func(slug string) { b.open(t, s.URL+"calc/scoring/"+slug); b.example(t) }

	t.Run("contract", func(t *testing.T) {
		page("contract")
		b.setField(t, "level", "3")
		b.pick(t, "strain", "N")
		b.pick(t, "doubled", "X")
		b.check(t, "vul", true)
		b.setField(t, "tricks", "9")
		b.waitOut(t, "declarer.score", "750\u00a0points") // 3NTX vulnerable, made: 750
		b.setField(t, "tricks", "7")
		b.waitOut(t, "declarer.score", "−500\u00a0points") // two down doubled vulnerable: 200 + 300
	})
	t.Run("imp", func(t *testing.T) {
		page("imp")
		b.setField(t, "diff", "430")
		b.waitOut(t, "result.imp", "10\u00a0IMP")
		b.setField(t, "diff", "-1000")
		b.waitOut(t, "result.imp", "−14\u00a0IMP")
	})
	t.Run("vp", func(t *testing.T) {
		page("vp")
		b.setField(t, "boards", "16")
		b.setField(t, "margin", "0")
		b.waitOut(t, "home.vp", "10.00\u00a0VP")
		b.setField(t, "margin", "60") // the blitz for 16 boards: 15·√16
		b.waitOut(t, "home.vp", "20.00\u00a0VP")
		b.waitOut(t, "visitor.vp", "0.00\u00a0VP")
	})
	t.Run("traveller", func(t *testing.T) {
		page("traveller")
		b.setField(t, "board", "1")
		b.setField(t, "entries", "4S N =\n4S N +1\n4S N -1")
		b.waitOut(t, "line.score", "420\u00a0points")
		b.waitOut(t, "line.pct", "50.00\u00a0%")
		b.waitJS(t, `Array.from(document.querySelectorAll('[data-out="line.pct"] dd')).map(e => e.textContent).join("|") === "50.00\u00a0%|100.00\u00a0%|0.00\u00a0%"`)
	})
	t.Run("match", func(t *testing.T) {
		page("match")
		b.setField(t, "first", "1")
		b.setField(t, "open", "3N S =")
		b.setField(t, "closed", "3N S -1") // +400 and +50 for the home team: 450 → 10 IMP
		b.waitOut(t, "home.imp", "10.00\u00a0IMP")
	})
	t.Run("serbian", func(t *testing.T) {
		page("vp")
		b.tapAt(t, "#menu-btn") // the language is in the top bar's menu
		b.do(t, chromedp.SetValue(chromedp.ID("lang"), "sr"))
		b.do(t, chromedp.Evaluate[chromedp.Void](`document.getElementById("lang").dispatchEvent(new Event("change", {bubbles: true}))`))
		b.waitJS(t, `document.documentElement.lang === "sr" && localStorage.getItem("arbiter.lang") !== null`)
		b.setField(t, "boards", "16")
		b.setField(t, "margin", "0,5") // decimal comma
		b.waitJS(t, `document.querySelector('[data-out="home.vp"] dd').textContent.includes(",")`)
		// remembered: a new page opens in Serbian
		page("imp")
		b.waitJS(t, `document.documentElement.lang === "sr" && document.querySelector("h1").textContent !== "Points to IMPs"`)
		b.do(t, chromedp.Evaluate[chromedp.Void](`localStorage.removeItem("arbiter.lang")`))
	})
}

// TestInvalidInput: an invalid value shows, under its field, a sentence naming the field and
// the allowed range, and the result waits for a valid input.
func TestInvalidInput(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	b.open(t, s.URL+"calc/scoring/contract?lang=en")
	b.example(t)
	b.setField(t, "tricks", "14")
	b.waitJS(t, `(e => e && e.textContent.includes("Tricks taken by declarer") && e.textContent.includes("0") && e.textContent.includes("13"))(document.getElementById("f-tricks-err"))`)
	if !eval[bool](t, b, `document.getElementById("f-tricks").getAttribute("aria-invalid") === "true" && document.querySelector("[data-out]") === null`) {
		t.Error("an invalid field must be marked and the result withheld")
	}
	b.setField(t, "tricks", "abc")
	b.waitJS(t, `document.getElementById("f-tricks-err") !== null`)
	b.setField(t, "tricks", "10")
	b.waitJS(t, `document.getElementById("f-tricks-err") === null && document.querySelector("[data-out]") !== null`)
	// a query presets a field
	b.open(t, s.URL+"calc/scoring/imp?diff=50")
	b.waitOut(t, "result.imp", "2\u00a0IMP")
}
