package e2e

import (
	"fmt"
	"testing"

	"arbiter/engine/msg"

	"github.com/chromedp/chromedp"
)

// TestCellChoiceShown: a table cell's list of choices, blank in a new row, shows the option
// chosen once the row is drawn again (its blank option gone), in every language: go-app reuses
// the options by position, so the list showed the one after it ("karo" for "pik").
func TestCellChoiceShown(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	w := watch(t, b)
	b.do(t, chromedp.EmulateViewport(360, 640))
	c := calcByID(t, "pref.sheet")
	hands := tableOf(t, c, "hands")
	for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
		t.Run(l.String(), func(t *testing.T) {
			defer w.check(t)
			b.open(t, calcURL(s, c, l))
			b.example(t)
			b.settle(t, "the example", c, l)
			b.addRow(t, hands)
			r := eval[int](t, b, `document.querySelectorAll("#t-hands-grid tr.trow").length`)
			id := cellSel(hands, r, "game")
			b.pickCell(t, hands, r, "declarer", "p1")
			for _, code := range []string{"pik", "sans", "karo"} {
				b.pickCell(t, hands, r, "game", code)
				// drawn again: the cell's error is gone with the blank option
				b.waitJS(t, fmt.Sprintf(`(e => e !== null && e.getAttribute("aria-invalid") === "false" && e.querySelector("option:not([value])") === null)(document.getElementById(%q))`, id))
				b.waitJS(t, fmt.Sprintf(`document.getElementById(%q).value === %q`, id, code))
				if got := eval[string](t, b, fmt.Sprintf(`(e => e.options[e.selectedIndex].value)(document.getElementById(%q))`, id)); got != code {
					t.Errorf("%s: row %d's game shows %q, want %q", l, r, got, code)
				}
			}
			b.screenshot(t, "cell-choice-360-"+l.String())
		})
	}
}
