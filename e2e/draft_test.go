package e2e

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/engine/msg"

	"github.com/chromedp/chromedp"
)

// TestBlankCases: at 360 px in Serbian and Hungarian, every calculator, reached from home,
// opens as a blank case: its case fields blank and marked required, and the result names, in
// the language, what is still missing.
func TestBlankCases(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	for _, l := range []msg.Lang{msg.SR, msg.HU} {
		t.Run(l.String(), func(t *testing.T) {
			b := newBrowser(t, origin(s))
			w := watch(t, b)
			b.do(t, chromedp.EmulateViewport(360, 740))
			b.open(t, s.URL+"?lang="+l.String())
			seen := map[string]bool{}
			for _, c := range allCalcs() {
				if seen[c.Path] {
					continue
				}
				seen[c.Path] = true
				t.Run(c.Path, func(t *testing.T) {
					defer w.check(t)
					b.clickTo(t, s, c, l)
					b.checkBlank(t, c, l)
				})
			}
		})
	}
}

// lateness is what TestDrafts types into /calc/nsbk/lateness: a first-time pair 9 minutes late
// (and the event's scoring form and top, which no regulation sets).
var lateness = []change{{"form", "mp"}, {"top", "12"}, {"minutes", "9"}, {"seconds", "0"}, {"waited", "0"}, {"prior", "0"}}

// TestDrafts: nothing typed is lost. At 360 px in Serbian and Hungarian a case typed
// into the lateness form, and a table built from blank, survive leaving for home and coming
// back, and a reload; the example stays an example; a link's values win over the draft without
// spoiling it; a corrupt draft is ignored; the event's facts come from the open event; "Log
// it" leaves a cleared form, also after a reload.
func TestDrafts(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	lc := calcByID(t, "nsbk.lateness")
	xc := calcByID(t, "vsz.cross-imp")
	for _, l := range []msg.Lang{msg.SR, msg.HU} {
		t.Run(l.String(), func(t *testing.T) {
			b := newBrowser(t, origin(s))
			w := watch(t, b)
			b.do(t, chromedp.EmulateViewport(360, 740))
			b.open(t, s.URL+"?lang="+l.String())

			// a case typed in
			b.clickTo(t, s, lc, l)
			b.checkBlank(t, lc, l)
			for _, ch := range lateness {
				_, f := fieldOf(t, lc, ch.Field)
				b.apply(t, f, ch.Text)
			}
			typed := b.settle(t, "typed", lc, l)
			back := func(what string) {
				t.Helper()
				got := b.settle(t, what, lc, l)
				if fmt.Sprint(got) != fmt.Sprint(typed) {
					t.Errorf("%s: the form holds %q, typed %q", what, got, typed)
				}
				if eval[bool](t, b, `document.getElementById("example-note") !== null`) {
					t.Errorf("%s: a typed case is called an example", what)
				}
			}
			b.goHome(t, s, l.String())
			b.clickTo(t, s, lc, l)
			back("home and back")
			b.open(t, s.URL+strings.TrimPrefix(lc.Path, "/")+"?lang="+l.String())
			back("reloaded")
			w.check(t)

			// a link's values win over the draft, and leave it as it was
			b.open(t, s.URL+strings.TrimPrefix(lc.Path, "/")+"?minutes=3&lang="+l.String())
			b.waitJS(t, `document.getElementById("f-minutes").value === "3"`)
			b.open(t, s.URL+strings.TrimPrefix(lc.Path, "/")+"?lang="+l.String())
			back("after a link")

			// a table built from blank (add a row, type its cells), and the example's state
			b.clickTo(t, s, xc, l)
			b.checkBlank(t, xc, l)
			tb := &xc.Calc.Tables[0]
			col, list := "", ""
			for _, cl := range tb.Columns {
				if cl.List != "" {
					col, list = cl.Name, cl.List
					break
				}
			}
			for r, v := range []string{"420", "170", "-50", "620"} {
				id := cellSel(tb, r+1, col)
				if !eval[bool](t, b, fmt.Sprintf(`document.getElementById(%q) !== null`, id)) {
					b.tap(t, "t-"+tb.ID+"-add")
					b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, id))
				}
				b.typeText(t, id, v)
			}
			b.waitJS(t, fmt.Sprintf(`document.getElementById(%q).value.endsWith("620")`, "f-"+list))
			rows := b.settle(t, "a table from blank", xc, l)
			b.goHome(t, s, l.String())
			b.clickTo(t, s, xc, l)
			if got := b.settle(t, "the table, home and back", xc, l); fmt.Sprint(got) != fmt.Sprint(rows) {
				t.Errorf("the table after home and back holds %q, typed %q", got, rows)
			}
			b.example(t)
			b.open(t, s.URL+strings.TrimPrefix(xc.Path, "/")+"?lang="+l.String())
			b.waitJS(t, `document.getElementById("example-note") !== null && document.querySelector("#result [data-out]") !== null`)
			b.tapAt(t, "#form-clear")
			b.checkBlank(t, xc, l)
			b.open(t, s.URL+strings.TrimPrefix(xc.Path, "/")+"?lang="+l.String())
			b.checkBlank(t, xc, l)

			// a corrupt draft is ignored: a blank case, no panic
			eval[bool](t, b, `(() => { localStorage.setItem("arbiter.draft.mbsz-vsz-2017.vsz.cross-imp", "{garbage"); localStorage.setItem("arbiter.draft.nsbk.nsbk.ocsb", "[1,2]"); return true; })()`)
			b.open(t, s.URL+strings.TrimPrefix(xc.Path, "/")+"?lang="+l.String())
			b.checkBlank(t, xc, l)
			w.check(t)

			// the event's facts from the open event; "Log it" leaves a cleared form
			name := "Kup " + l.String()
			newEvent(t, b, s.URL, name, "nsbk", "")
			b.open(t, s.URL+strings.TrimPrefix(lc.Path, "/")+"?lang="+l.String())
			back("with an event open") // what the director typed wins over the event
			b.click(t, "log-it")
			b.click(t, "log-save")
			b.waitJS(t, `document.getElementById("log-saved") !== null`)
			// the next case: the event's facts from the open event
			b.waitJS(t, fmt.Sprintf(`(e => e && e.textContent.includes(%q))(document.getElementById("f-form-src"))`, name))
			b.checkBlank(t, lc, l)
			b.open(t, s.URL+strings.TrimPrefix(lc.Path, "/")+"?lang="+l.String())
			b.checkBlank(t, lc, l)
			if eval[bool](t, b, `localStorage.getItem("arbiter.draft.nsbk.nsbk.lateness") !== null`) {
				t.Error("the draft outlives Log it")
			}
			if l == msg.SR {
				b.screenshot(t, "draft-cleared-after-log-sr-360")
			}
		})
	}
}
