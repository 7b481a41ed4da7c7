package e2e

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"

	"github.com/chromedp/chromedp"
)

// TestWeightedIMPTraveller: at 360 px in Serbian and Hungarian a director types a weighted
// score from contracts on board 7 (4♠ N = at 40%, 4♠ N -1 at 60%) and the board's traveller,
// scored in cross-IMPs, in Butler IMPs (one result dropped at each end) and in a team match
// against the other room's result. The result view shows exactly what the engine computes from
// the form's own inputs (every out, every step), the weighted result and each rescored line
// carry the hand-worked values of the vectors in law12-weighted-imps.json, the DECISION note of
// the method shows, and the page does not scroll sideways.
func TestWeightedIMPTraveller(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	c := calcByID(t, "law12.weighted")
	// the traveller written so that it reads one way in every language (3NT by North)
	trav := "4S N +1\n4S N =\n3N N +1\n4S N -1\n2H W ="
	type line struct{ score, imp, impEW float64 }
	cases := []struct {
		form     string
		texts    [][2]string
		ns       float64 // the weighted result's North-South IMPs (the team's in a team match)
		lines    []line  // the rescored lines, in the traveller's order
		decision string  // the DECISION note's key, "" for none
	}{
		{"cross-imp", [][2]string{{"traveller", trav}},
			-2.6, []line{{650, 7.24, -7.24}, {620, 6.04, -6.04}, {630, 6.04, -6.04},
				{-100, -8.36, 8.36}, {-110, -8.36, 8.36}}, "law12.dec.weighted-cross-imp"},
		{"butler", [][2]string{{"traveller", trav}, {"discard", "1"}},
			-2.8, []line{{650, 7.4, -7.4}, {620, 6.8, -6.8}, {630, 7.4, -7.4},
				{-100, -9.2, 9.2}, {-110, -9.8, 9.8}}, "law12.dec.weighted-butler"},
		{"teams", [][2]string{{"traveller", "4S N -1"}, {"other_table", "0"}},
			4.8, []line{{-100, -4.8, 4.8}}, ""},
	}
	for _, l := range []msg.Lang{msg.SR, msg.HU} {
		t.Run(l.String(), func(t *testing.T) {
			b := newBrowser(t, origin(s))
			w := watch(t, b)
			b.do(t, chromedp.EmulateViewport(360, 740))
			for _, tc := range cases {
				t.Run(tc.form, func(t *testing.T) {
					defer w.check(t)
					b.open(t, calcURL(s, c, l))
					// the other table's score is asked in a team match only (which takes the
					// other room's result from the traveller instead)
					b.typeCase(t, c, append([][2]string{{"form", tc.form}, {"board", "7"},
						{"contracts", "4S N =\n4S N -1"}, {"weights", "40%\n60%"}}, tc.texts...))
					texts := b.settle(t, "the weighted "+tc.form, c, l)
					// the hand-worked values, printed in l as the result view prints them
					num := func(x float64) string { return engine.Num("imp", x, "imp", 2).Text(l, c.Calc.ID) }
					role := "ns.imp"
					if tc.form == "teams" {
						role = "team.imp"
					}
					b.waitOut(t, role, num(tc.ns))
					got := eval[[]string](t, b, `Array.from(document.querySelectorAll('#result [data-role="line"]')).map(p =>
						Array.from(p.querySelectorAll("[data-out] dd")).map(d => d.textContent.trim()).join("|"))`)
					if len(got) != len(tc.lines) {
						t.Fatalf("%d rescored lines shown (%q), want %d (inputs %q)", len(got), got, len(tc.lines), texts)
					}
					for i, ln := range tc.lines {
						want := strings.Join([]string{engine.Num("score", ln.score, "points", 0).Text(l, c.Calc.ID),
							num(ln.imp), num(ln.impEW)}, "|")
						if got[i] != want {
							t.Errorf("line %d shows %q, want %q", i+1, got[i], want)
						}
					}
					if tc.decision != "" {
						note := msg.T(l, tc.decision)
						if !eval[bool](t, b, fmt.Sprintf(`document.getElementById("result").textContent.includes(%q)`, note)) {
							t.Errorf("the DECISION note %s is not shown", tc.decision)
						}
					}
					if wd := eval[int](t, b, `Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)`); wd > 360 {
						t.Errorf("%d px wide at 360 px", wd)
					}
					b.screenshot(t, "weighted-"+tc.form+"-"+l.String())
				})
			}
		})
	}
}
