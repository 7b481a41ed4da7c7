package e2e

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/input"
	"arbiter/engine/msg"

	"github.com/chromedp/chromedp"
)

// The form reads what a director types with the lenient reader (input.ParseIn): in
// Serbian and Hungarian at 360 px, hands in English letters, dotted, as a PBN deal and in the
// language's own letters, results in the language's notation; a text that reads two ways is
// refused naming both readings; the card counter and the error never disagree.

// notationCase is one text typed into a field, and the readings its refusal must name (nil:
// the text is accepted; empty: refused, reading one way).
type notationCase struct {
	Calc, Field, Text string
	Readings          []string
}

var notationCases = map[msg.Lang][]notationCase{
	msg.SR: {
		{"nsbk.psych", "hand", "S AKQ2 H 543 D KJ2 C 876", nil},
		{"nsbk.psych", "hand", "AKQ2.J32.T98.765", nil},
		{"nsbk.psych", "hand", "N:AKQ2.J32.T98.765 JT98.AK.AQJ.AKQ2 - -", nil},
		{"nsbk.psych", "hand", "P AKD2 H 543 K KJ2 T 876", nil},
		{"nsbk.psych", "hand", "S AKQ2 H 543", []string{}}, // a hand being written: 7 cards, refused
		{"nsbk.psych", "hand", "PAKD2H543KKJ2T876", []string{"♠AKQ2 ♥K543 ♦J2 ♣876", "♠AKQ2 ♥543 ♦KJ2 ♣876"}},
		{"nsbk.score-entry", "entry", "3BA J =", nil},
		{"nsbk.score-entry", "entry", "4PX J -2", nil},
		{"nsbk.score-entry", "entry", "3N S =", []string{"3BA jug =", "3BA sever ="}},
		{"scoring.traveller", "entries", "4P J =; 3BA Z -1; PAS", nil},
	},
	msg.HU: {
		{"nsbk.psych", "hand", "S AKQ2 H 543 D KJ2 C 876", nil},
		{"nsbk.psych", "hand", "AKQ2.J32.T98.765", nil},
		{"nsbk.psych", "hand", "N:AKQ2.J32.T98.765 JT98.AK.AQJ.AKQ2 - -", nil},
		{"nsbk.psych", "hand", "P AKD2 KŐ 543 KÁ KB2 T 876", nil},
		{"nsbk.psych", "hand", "S AKQ2 H 543", []string{}},
		{"nsbk.psych", "hand", "K AKQ2", []string{"♠— ♥AKQ2 ♦— ♣—", "♠— ♥— ♦AKQ2 ♣—"}},
		{"nsbk.score-entry", "entry", "3SZA D =", nil},
		{"nsbk.score-entry", "entry", "4K É =", []string{"4♥ É =", "4♦ É ="}},
		{"scoring.traveller", "entries", "4P É =; 3SZA D -1; PASSZ", nil},
	},
}

// The app's own lines, which its catalogue (package main) holds: the reading and the counter.
var (
	readsAs    = map[msg.Lang]string{msg.SR: "Pročitano: %s", msg.HU: "Értelmezés: %s"}
	cardsCount = map[msg.Lang]string{msg.SR: "%v od %d karata", msg.HU: "%v / %d lap"}
)

// TestLenientNotation types each case into its field and checks what the page shows against
// input.ParseIn: an accepted text shows its reading ("Pročitano: ♠AKQ2 …") and the result, a
// refused one the engine's error (naming both readings when it reads two ways) and no reading;
// a hand's counter shows input.HandCount's count, full (green) exactly when it is accepted.
func TestLenientNotation(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	w := watch(t, b)
	b.do(t, chromedp.EmulateViewport(360, 740))
	for _, l := range []msg.Lang{msg.SR, msg.HU} {
		open := ""
		for _, nc := range notationCases[l] {
			t.Run(l.String()+"/"+nc.Field+"/"+nc.Text, func(t *testing.T) {
				defer w.check(t)
				c := calcByID(t, nc.Calc)
				f := c.Calc.Inputs.Field(nc.Field)
				if f == nil {
					t.Fatalf("%s has no field %s", nc.Calc, nc.Field)
				}
				if open != nc.Calc {
					b.open(t, calcURL(s, c, l))
					b.example(t) // the other fields: the worked example
					b.settle(t, "opened", c, l)
					open = nc.Calc
				}
				_, shown, perr := input.ParseIn(f, nc.Text, l)
				if (perr == nil) != (nc.Readings == nil) {
					t.Fatalf("ParseIn(%q, %v) = %q, %v: the case expects otherwise", nc.Text, l, shown, perr)
				}
				b.setField(t, nc.Field, nc.Text)
				id := "f-" + f.Name
				if c.Calc.TableOf(f.Name) != nil { // a table's list: its lines, then the result
					b.waitJS(t, `document.querySelector("#result-body") !== null`)
					return
				}
				if perr == nil {
					want := fmt.Sprintf(readsAs[l], shown)
					b.waitJS(t, fmt.Sprintf(`(r => r && r.textContent === %q && r.getAttribute("aria-live") === "polite")(document.getElementById(%q)) && !document.getElementById(%q)`,
						want, id+"-reads", id+"-err"))
					b.waitJS(t, `document.querySelector("#result-body") !== null`)
				} else {
					m := engine.ErrorMessage(perr, l, "")
					b.waitJS(t, fmt.Sprintf(`(e => e && e.textContent === %q)(document.getElementById(%q)) && document.getElementById(%q).textContent === ""`,
						m, id+"-err", id+"-reads"))
					for _, r := range nc.Readings {
						if !strings.Contains(m, r) {
							t.Errorf("the error %q does not name the reading %q", m, r)
						}
					}
				}
				if f.Kind == engine.KBridgeHand {
					n, ok := input.HandCount(f, nc.Text, l)
					var shownN any = n
					if n < 0 {
						shownN = "?"
					}
					want := fmt.Sprintf(cardsCount[l], shownN, 13)
					full := ok && n == 13
					if full != (perr == nil) {
						t.Errorf("HandCount(%q) = %d, %v but ParseIn's error is %v", nc.Text, n, ok, perr)
					}
					b.waitJS(t, fmt.Sprintf(`(e => e && e.textContent === %q && e.classList.contains("ok") === %v)(document.getElementById(%q))`,
						want, full, id+"-count"))
					if l == msg.SR && nc.Text == "S AKQ2 H 543 D KJ2 C 876" {
						b.screenshot(t, "notation-psych-sr-360")
					}
				}
			})
		}
	}
}
