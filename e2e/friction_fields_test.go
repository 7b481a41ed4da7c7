package e2e

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"arbiter/engine/msg"

	"github.com/chromedp/chromedp"
)

// Only what applies is asked, and errors and drafts are said where the director looks: at
// 360 px in Serbian and Hungarian.

// missingNow is the form's "Still missing" list as it reads.
func (b *browser) missingNow(t *testing.T) []string {
	t.Helper()
	return eval[[]string](t, b, `Array.from(document.querySelectorAll("#missing-list li")).map(e => e.textContent.trim())`)
}

// shown reports whether field name's control is on show (drawn and not in a closed box).
func (b *browser) shown(t *testing.T, name string) bool {
	t.Helper()
	return eval[bool](t, b, fmt.Sprintf(`(e => !!e && e.getClientRects().length > 0 && e.checkVisibility())(document.getElementById(%q))`, "f-"+name))
}

// TestOnlyWhatApplies: a field that does not apply in the mode chosen is not on the form and
// not in "Still missing"; a field the director may leave blank (seconds late, waiting time,
// earlier own-fault boards, fines) waits closed, is not missing, says what it counts as, and
// the result is the engine's with it at that value; a link that carries a value for a hidden
// field opens to the engine's result for the link.
func TestOnlyWhatApplies(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	lc := calcByID(t, "nsbk.lateness")
	fc := calcByID(t, "nsbk.fouled-board")
	wc := calcByID(t, "law12.weighted")
	vc := calcByID(t, "vsz.imp-vp")
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			b := newBrowser(t, origin(s))
			w := watch(t, b)
			b.do(t, chromedp.EmulateViewport(360, 640))
			label := func(c calc, name string) string {
				_, f := fieldOf(t, c, name)
				return msg.T(l, f.LabelKey())
			}
			noneOf := func(what string, got []string, c calc, names ...string) {
				t.Helper()
				for _, n := range names {
					for _, g := range got {
						if g == label(c, n) {
							t.Errorf("%s: still missing lists %q (%s), which the rule does not need", what, g, n)
						}
					}
				}
			}

			// lateness: seconds and waiting time are not asked
			b.open(t, calcURL(s, lc, l))
			b.waitJS(t, `document.querySelectorAll("#missing-list li").length > 0`)
			noneOf("lateness", b.missingNow(t), lc, "seconds", "waited")
			for _, n := range []string{"seconds", "waited"} {
				if b.shown(t, n) {
					t.Errorf("lateness: %s is on show before the director opens it", n)
				}
			}
			if !eval[bool](t, b, `(d => !!d && !d.open && d.querySelector("summary").getClientRects().length > 0)(document.getElementById("more-fields"))`) {
				t.Errorf("lateness: no closed line holding the fields that may stay blank")
			}
			for _, ch := range []change{{"form", "mp"}, {"top", "12"}, {"minutes", "9"}, {"prior", "0"}} {
				_, f := fieldOf(t, lc, ch.Field)
				b.apply(t, f, ch.Text)
			}
			texts := b.settle(t, "lateness without seconds", lc, l)
			if texts[1] != "" || texts[2] != "" {
				t.Errorf("lateness: seconds %q, waited %q typed, want both left blank", texts[1], texts[2])
			}
			want := msg.T(l, "app.assumed", msg.A("value", "0"))
			if got := b.text(t, `label[for="f-seconds"]`); !strings.Contains(got, want) {
				t.Errorf("lateness: the seconds' label reads %q, want it to say %q", got, want)
			}
			b.screenshot(t, "applies-lateness-"+l.String()+"-360")

			// fouled board: earlier own-fault boards are not asked
			b.open(t, calcURL(s, fc, l))
			b.waitJS(t, `document.querySelectorAll("#missing-list li").length > 0`)
			noneOf("fouled board", b.missingNow(t), fc, "earlier_own_fault")
			if b.shown(t, "earlier_own_fault") {
				t.Errorf("fouled board: earlier own-fault boards on show before the director opens them")
			}

			// weighted score: the other table only where it counts
			b.open(t, calcURL(s, wc, l))
			_, ff := fieldOf(t, wc, "form")
			b.apply(t, ff, "mp")
			b.waitJS(t, `document.getElementById("f-other_table") === null`)
			noneOf("weighted score in matchpoints", b.missingNow(t), wc, "other_table")
			b.apply(t, ff, "imp")
			b.waitJS(t, `document.getElementById("f-other_table") !== null`)
			if got := b.missingNow(t); !strings.Contains(strings.Join(got, "|"), label(wc, "other_table")) {
				t.Errorf("weighted score in IMPs: still missing %q, want the other table's score", got)
			}

			// IMP to VP by its margin: no totals, fines may stay blank
			b.open(t, calcURL(s, vc, l))
			_, gf := fieldOf(t, vc, "given")
			b.apply(t, gf, "margin")
			b.waitJS(t, `document.getElementById("f-home_imp") === null && document.getElementById("f-margin") !== null`)
			noneOf("IMP to VP by margin", b.missingNow(t), vc, "home_imp", "visitor_imp", "home_fine", "visitor_fine")
			if !b.shown(t, "margin") {
				t.Errorf("IMP to VP by margin: the margin is not on show")
			}
			for _, ch := range []change{{"boards", "16"}, {"margin", "14"}} {
				_, f := fieldOf(t, vc, ch.Field)
				b.apply(t, f, ch.Text)
			}
			b.settle(t, "IMP to VP by margin", vc, l)
			b.screenshot(t, "applies-impvp-"+l.String()+"-360")

			// a link with a value for a field hidden in its mode: the engine's result for the link
			b.open(t, s.URL+strings.TrimPrefix(wc.Path, "/")+"?form=mp&other_table=-100&scores=620%0A170&weights=50%25%0A50%25&field=620%0A170%0A140%0A-100&lang="+l.String())
			b.waitJS(t, `document.getElementById("f-other_table") === null && document.querySelector("#result [data-out]") !== null`)
			b.settle(t, "a link with the other table in matchpoints", wc, l)
			// a link with the seconds: their box opens to show them
			b.open(t, s.URL+strings.TrimPrefix(lc.Path, "/")+"?minutes=9&seconds=30&waited=2&prior=0&form=mp&top=12&lang="+l.String())
			b.waitJS(t, `(d => !!d && d.open)(document.getElementById("more-fields"))`)
			if !b.shown(t, "seconds") {
				t.Errorf("a link with the seconds: they are not on show")
			}
			b.settle(t, "a link with the seconds", lc, l)
			w.check(t)
		})
	}
}

// TestRestoredDraftMarked: a case left on the form comes back marked as a restored draft with
// the time it was last changed; one tap on its "Clear" empties the case, keeps the event's
// facts and forgets the draft.
func TestRestoredDraftMarked(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	lc := calcByID(t, "nsbk.lateness")
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			b := newBrowser(t, origin(s))
			w := watch(t, b)
			b.do(t, chromedp.EmulateViewport(360, 640))
			b.open(t, calcURL(s, lc, l))
			if eval[bool](t, b, `document.getElementById("draft-restored") !== null`) {
				t.Errorf("a form opened blank is marked as a restored draft")
			}
			for _, ch := range []change{{"form", "mp"}, {"top", "12"}, {"minutes", "9"}} {
				_, f := fieldOf(t, lc, ch.Field)
				b.apply(t, f, ch.Text)
			}
			b.open(t, calcURL(s, lc, l))
			b.waitJS(t, `document.getElementById("f-minutes").value === "9"`)
			b.waitJS(t, `document.getElementById("draft-restored") !== null`)
			line := b.text(t, "#draft-restored")
			head := strings.SplitN(msg.T(l, "app.draft.restored", msg.A("time", "@")), "@", 2)[0]
			if !strings.Contains(line, head) {
				t.Errorf("the restored draft reads %q, want %q…", line, head)
			}
			hhmm := eval[string](t, b, `(d => String(d.getHours()).padStart(2, "0") + ":" + String(d.getMinutes()).padStart(2, "0"))(new Date())`)
			if !strings.Contains(line, hhmm[:3]) { // the hour it was typed (a minute may have turned)
				t.Errorf("the restored draft reads %q, want the time it was typed (%s)", line, hhmm)
			}
			if top := eval[bool](t, b, `(() => { const d = document.getElementById("draft-restored"), f = document.querySelector("form.form"); return d.getBoundingClientRect().top < f.getBoundingClientRect().top; })()`); !top {
				t.Errorf("the restored draft's line is not above the form")
			}
			b.screenshot(t, "draft-restored-"+l.String()+"-360")
			b.tap(t, "draft-clear")
			b.waitJS(t, `document.getElementById("f-minutes").value === "" && document.getElementById("draft-restored") === null`)
			if got := eval[string](t, b, `document.getElementById("f-top").value`); got != "12" {
				t.Errorf("after Clear the top reads %q, want the event's 12 kept", got)
			}
			if got := eval[string](t, b, fmt.Sprintf(`localStorage.getItem(%q) || ""`, "arbiter.draft."+lc.RS.ID+"."+lc.Calc.ID)); strings.Contains(got, `"minutes"`) {
				t.Errorf("after Clear the draft keeps the case: %s", got)
			}
			b.open(t, calcURL(s, lc, l))
			b.waitJS(t, `document.getElementById("f-minutes") !== null`)
			if eval[bool](t, b, `document.getElementById("f-minutes").value !== "" || (document.getElementById("draft-restored") !== null && document.getElementById("draft-restored").textContent.length > 0 && document.getElementById("f-minutes").value !== "")`) {
				t.Errorf("after Clear and a reload the case is back")
			}
			w.check(t)
		})
	}
}

// TestFieldErrorAtInput: a value refused is said right under its control, not after the help
// lines or the card picker, and the control names it (aria-describedby).
func TestFieldErrorAtInput(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	cases := []struct {
		calc, field, text string
	}{
		{"nsbk.lateness", "minutes", "999"},
		{"nsbk.psych", "hand", "SAKQ HAK"},
	}
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			b := newBrowser(t, origin(s))
			w := watch(t, b)
			b.do(t, chromedp.EmulateViewport(360, 640))
			for _, tc := range cases {
				c := calcByID(t, tc.calc)
				b.open(t, calcURL(s, c, l))
				b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, "f-"+tc.field))
				b.typeText(t, "f-"+tc.field, tc.text)
				errID := "f-" + tc.field + "-err"
				b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, errID))
				if d := eval[string](t, b, fmt.Sprintf(`document.getElementById(%q).getAttribute("aria-describedby") || ""`, "f-"+tc.field)); !strings.Contains(" "+d+" ", " "+errID+" ") {
					t.Errorf("%s %s: aria-describedby %q does not name %s", tc.calc, tc.field, d, errID)
				}
				gap := eval[float64](t, b, fmt.Sprintf(`(() => { const c = document.getElementById(%q).getBoundingClientRect(), e = document.getElementById(%q).getBoundingClientRect(); return e.top - c.bottom; })()`, "f-"+tc.field, errID))
				if gap < 0 || gap > 24 {
					t.Errorf("%s %s: the error is %.0f px below the control, want it right under it (at most 24)", tc.calc, tc.field, gap)
				}
				b.screenshot(t, "field-error-"+strings.ReplaceAll(tc.calc, ".", "-")+"-"+l.String()+"-360")
			}
			w.check(t)
		})
	}
}

// TestWalkFields measures, with WALK=1, the taps (clicks and focus changes; typing counted
// apart, as its keystrokes) and the screens (the page's height at 360×640 over 640, up) a
// director needs for two field-test cases: a pair 9 minutes late, first time (lateness), and
// a fouled board (one table adjusted, North-South at fault, 2 boards unplayed). Run it against
// the build before and after to compare.
func TestWalkFields(t *testing.T) {
	if os.Getenv("WALK") != "1" {
		t.Skip("WALK=1 measures the walk")
	}
	need(t)
	s := serve(t, dist, "/")
	walks := []struct {
		calc string
		// the case as the director enters it: every field the form asks (blank ones too)
		set []change
	}{
		{"nsbk.lateness", []change{{"form", "mp"}, {"top", "12"}, {"minutes", "9"}, {"seconds", "0"}, {"waited", "0"}, {"prior", "0"}}},
		{"nsbk.fouled-board", []change{{"adjusted_tables", "1"}, {"detectable", "0"}, {"at_fault", "ns"}, {"unplayed_boards", "2"}, {"earlier_own_fault", "0"}, {"form", "mp"}, {"top", "12"}}},
	}
	for _, l := range atTheTable {
		for _, wk := range walks {
			c := calcByID(t, wk.calc)
			b := newBrowser(t, origin(s))
			b.do(t, chromedp.EmulateViewport(360, 640))
			b.open(t, calcURL(s, c, l))
			b.waitJS(t, `document.getElementById("result") !== null`)
			taps, keys := 0, 0
			for _, ch := range wk.set {
				_, f := fieldOf(t, c, ch.Field)
				asked := eval[bool](t, b, fmt.Sprintf(`(() => { const e = document.getElementById(%q) || document.querySelector('input[name=%q]'); if (!e) return false; const d = e.closest("details"); return !d || d.open; })()`, "f-"+ch.Field, ch.Field))
				missing := false
				for _, m := range b.missingNow(t) {
					missing = missing || m == msg.T(l, f.LabelKey())
				}
				if !asked || (!missing && f.Assume != nil) {
					continue // not asked, or asked with a stated value the case keeps: no tap
				}
				switch f.Kind.String() {
				case "enum", "bool":
					if f.Kind.String() == "bool" && ch.Text == "0" {
						continue // an unticked box is the case already
					}
					taps++
				default:
					taps++ // the focus on the box
					keys += len([]rune(ch.Text))
				}
				b.apply(t, f, ch.Text)
			}
			b.settle(t, "walk "+wk.calc, c, l)
			h := eval[float64](t, b, `document.documentElement.scrollHeight`)
			scr := int((h + 639) / 640)
			t.Logf("WALK %s %s: %d taps, %d keystrokes, %d screens (%.0f px)", l, wk.calc, taps, keys, scr, h)
			b.screenshot(t, "walk-"+strings.ReplaceAll(wk.calc, ".", "-")+"-"+l.String()+"-360")
		}
	}
}
