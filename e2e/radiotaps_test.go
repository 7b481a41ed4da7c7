package e2e

import (
	"fmt"
	"testing"
	"time"

	"arbiter/engine/msg"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestRadioQuickTaps: a row of options keeps the last one tapped, however quickly two taps
// follow each other, and the arrow keys choose as a tap does. The form took an option on its
// change event; a redraw from the first tap could come inside the second tap's click and
// uncheck the radio before its change fired, so the second tap was lost (seen about once in
// 30 quick pairs on a quiet machine, most pairs under load).
func TestRadioQuickTaps(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	w := watch(t, b)
	defer w.check(t)
	b.do(t, chromedp.EmulateViewport(360, 640))
	c := calcByID(t, "scoring.contract")
	b.open(t, calcURL(s, c, msg.HU))
	opt := func(name, v string) string { return fmt.Sprintf(`input[type=radio][name=%q][value=%q]`, name, v) }
	checked := func(name string) string {
		return eval[string](t, b, fmt.Sprintf(`Array.from(document.querySelectorAll('input[type=radio][name=%q]')).filter(x => x.checked).map(x => x.value).join(",")`, name))
	}
	b.waitJS(t, fmt.Sprintf(`document.querySelectorAll('input[type=radio][name="declarer"]').length === 4 && document.querySelector(%q) !== null`, opt("doubled", "X")))

	lost := 0
	for i := 0; i < 30; i++ {
		a, z := "E", "W"
		if i%2 == 1 {
			a, z = "W", "E"
		}
		b.tapAt(t, opt("declarer", a))
		b.tapAt(t, opt("declarer", z))
		if !b.within(fmt.Sprintf(`document.querySelector(%q).checked`, opt("declarer", z)), 3*time.Second) {
			lost++
			t.Errorf("tapped %s then %s at once: %s checked", a, z, checked("declarer"))
		}
	}
	// what shows is what the form holds: a choice in another field draws the form again
	b.tapAt(t, opt("doubled", "X"))
	b.waitJS(t, fmt.Sprintf(`document.querySelector(%q).checked`, opt("doubled", "X")))
	if got := checked("declarer"); got != "E" {
		t.Errorf("after 30 pairs of taps ending on E and a choice elsewhere, declarer shows %q, want E", got)
	}

	// the keys: an arrow moves the choice, and the form holds it
	b.do(t, chromedp.Focus(chromedp.CSS(opt("declarer", "E"))), chromedp.KeyEvent(kb.ArrowRight))
	b.waitJS(t, fmt.Sprintf(`document.querySelector(%q).checked`, opt("declarer", "S")))
	b.tapAt(t, opt("doubled", "XX"))
	b.waitJS(t, fmt.Sprintf(`document.querySelector(%q).checked`, opt("doubled", "XX")))
	if got := checked("declarer"); got != "S" {
		t.Errorf("after the arrow key from E and a choice elsewhere, declarer shows %q, want S (the key was not taken)", got)
	}
	b.screenshot(t, "radio-quick-taps-hu-360")
}
