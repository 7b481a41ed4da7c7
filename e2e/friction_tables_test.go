package e2e

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/input"
	"arbiter/engine/msg"

	cdpinput "github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// Tables at the table, on a phone (360 px, Serbian and Hungarian): a row is one line as a slip
// reads it, its cells open only when asked; a new row starts blank with the cursor in it and
// nothing copied unless the director asks; several rows are pasted at once in the directors'
// notation, the lines refused named and kept; a refused hand shows in its card picker too; a
// late Preferans ruling is warned beside its row.

// travellerSix is a board's traveller of six results, as a director writes them (3NT by North:
// "3N N", which reads one way in every language).
var travellerSix = []string{"4S N =", "4S N +1", "3N N +1", "4S N -1", "2H W =", "4SX N -2"}

// phone opens a browser at 360×640 on the site, in language l, with the watch on errors.
func phone(t *testing.T) (*site, *browser, *watcher) {
	t.Helper()
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	w := watch(t, b)
	b.do(t, chromedp.EmulateViewport(360, 640))
	return s, b, w
}

// lineID is the id of row r's line box (from 1) in table tb.
func lineID(tb *engine.Table, r int) string { return fmt.Sprintf("t-%s-%d-line", tb.ID, r) }

// onShow reports whether the element id is on show.
func (b *browser) onShow(t *testing.T, id string) bool {
	t.Helper()
	return eval[bool](t, b, fmt.Sprintf(`(e => !!e && e.getClientRects().length > 0)(document.getElementById(%q))`, id))
}

// shotOf writes a screenshot of the element sel alone into SHOTS.
func (b *browser) shotOf(t *testing.T, sel, name string) {
	t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.Screenshot(chromedp.CSS(sel)))
	if err != nil {
		t.Fatal(err)
	}
	writeShot(t, shots, name, png)
}

// key presses one key (Enter) in the focused element.
func (b *browser) key(t *testing.T, k string) {
	t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.KeyEvent(k)); err != nil {
		t.Fatalf("key %q: %v", k, err)
	}
}

// typeHere types text into the focused element, as a keyboard's keys.
func (b *browser) typeHere(t *testing.T, text string) {
	t.Helper()
	if _, err := chromedp.Call(b.ctx, cdpinput.InsertText, cdpinput.InsertTextParams{Text: text}); err != nil {
		t.Fatalf("typing %q: %v", text, err)
	}
}

// focused is the id of the focused element.
func (b *browser) focused(t *testing.T) string {
	t.Helper()
	return eval[string](t, b, `document.activeElement ? document.activeElement.id : ""`)
}

// entryShown is a result as the form shows it back in l ("4♠ S =").
func entryShown(t *testing.T, l msg.Lang, text string) string {
	t.Helper()
	f := &engine.Field{Name: "e", Kind: engine.KEntry}
	v, shown, err := input.ParseIn(f, text, l)
	if err != nil || len(v) != 1 {
		t.Fatalf("%q does not read as a result in %s: %v", text, l, err)
	}
	return shown
}

// TestTravellerAsLines: the weighted score's traveller of six results is typed a line per
// result: "Add a row" gives a blank row with the cursor in its line, Enter in the last line
// gives the next blank row; each row then reads as a slip does (contract, declarer, result) with
// its score beside it, and the six rows take less than a screen: the whole traveller no more
// than two.
func TestTravellerAsLines(t *testing.T) {
	c := calcByID(t, "law12.weighted")
	tb := tableOf(t, c, "traveller")
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, w := phone(t)
			b.open(t, calcURL(s, c, l))
			b.typeCase(t, c, [][2]string{{"form", "cross-imp"}, {"board", "7"},
				{"contracts", "4S N =\n4S N -1"}, {"weights", "40%\n60%"}})
			if b.onShow(t, "f-other_table") {
				b.typeCase(t, c, [][2]string{{"other_table", "0"}})
			}
			b.tap(t, "t-"+tb.ID+"-add")
			b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, lineID(tb, 1)))
			if f := b.focused(t); f != lineID(tb, 1) {
				t.Fatalf("after Add a row the cursor is in %q, want the new row's line", f)
			}
			for i, res := range travellerSix {
				if got := eval[string](t, b, `document.activeElement.value`); got != "" {
					t.Fatalf("row %d starts with %q, want a blank row", i+1, got)
				}
				b.typeHere(t, res)
				if i < len(travellerSix)-1 {
					b.key(t, kb.Enter)
					b.waitJS(t, fmt.Sprintf(`document.activeElement && document.activeElement.id === %q`, lineID(tb, i+2)))
				}
			}
			b.do(t, chromedp.Blur("#"+lineID(tb, len(travellerSix))))
			b.settle(t, "the traveller typed as lines", c, l)
			for i, res := range travellerSix {
				want := entryShown(t, l, res)
				b.waitJS(t, fmt.Sprintf(`(e => e && e.value === %q)(document.getElementById(%q))`, want, lineID(tb, i+1)))
				sel := fmt.Sprintf(`#t-%s-row-%d [data-out="line.%d.score"] b`, tb.ID, i+1, i+1)
				if got := b.text(t, sel); got == "" {
					t.Errorf("row %d (%s) shows no score", i+1, want)
				}
				if open := eval[string](t, b, fmt.Sprintf(`document.getElementById(%q).getAttribute("aria-expanded")`, fmt.Sprintf("t-%s-%d-edit", tb.ID, i+1))); open != "false" {
					t.Errorf("row %d: its cells are open (%s) though not asked", i+1, open)
				}
			}
			h := eval[float64](t, b, fmt.Sprintf(`document.getElementById("t-%s-grid").getBoundingClientRect().height`, tb.ID))
			box := eval[float64](t, b, fmt.Sprintf(`document.getElementById("t-%s").getBoundingClientRect().height`, tb.ID))
			if h > 640 || box > 2*640 {
				t.Errorf("six results take %.0f px (the table %.0f px) at 360×640, want a screen (two with the table's tools)", h, box)
			}
			if wd := eval[int](t, b, `Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)`); wd > 360 {
				t.Errorf("%d px wide at 360 px", wd)
			}
			b.screenshot(t, "traveller-lines-"+l.String()+"-360")
			b.shotOf(t, "#t-"+tb.ID, "traveller-lines-table-"+l.String()+"-360")
			w.check(t)
		})
	}
}

// TestNewRowsBlank: a new row copies nothing: "Add a row" on a traveller whose rows hold results
// gives an empty row with the cursor in its line; "Repeat" on a row, asked, adds its copy after
// it; a number box selects its value as it takes the focus, so typing replaces it.
func TestNewRowsBlank(t *testing.T) {
	c := calcByID(t, "scoring.traveller")
	tb := tableOf(t, c, "entries")
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, w := phone(t)
			b.open(t, calcURL(s, c, l))
			b.example(t)
			n := eval[int](t, b, fmt.Sprintf(`document.querySelectorAll("#t-%s-grid tr.trow").length`, tb.ID))
			b.tap(t, "t-"+tb.ID+"-add")
			b.waitJS(t, fmt.Sprintf(`document.querySelectorAll("#t-%s-grid tr.trow").length === %d`, tb.ID, n+1))
			b.waitJS(t, fmt.Sprintf(`document.activeElement && document.activeElement.closest("tr") && document.activeElement.closest("tr").id === %q`, fmt.Sprintf("t-%s-row-%d", tb.ID, n+1)))
			blank := fmt.Sprintf(`Array.from(document.querySelectorAll("#t-%s-row-%d input")).filter(e =>
				(e.type === "text" && e.value !== "") || (e.type === "radio" && e.checked)).map(e => e.id + "=" + e.value)`, tb.ID, n+1)
			if got := eval[[]string](t, b, blank); len(got) > 0 {
				t.Errorf("the new row holds %q, want it blank", got)
			}
			if f := b.focused(t); f != lineID(tb, n+1) && f != cellSel(tb, n+1, tb.Columns[0].Name) {
				t.Errorf("the cursor is in %q, want the new row's first box", f)
			}
			// row 1 typed with its pairs, then Repeat on it: the next pairs, the same result
			b.typeText(t, lineID(tb, 1), "1 8 4S N =")
			b.do(t, chromedp.Blur("#"+lineID(tb, 1)))
			b.waitJS(t, fmt.Sprintf(`document.getElementById(%q).value === %q`, lineID(tb, 1), "1 8 "+entryShown(t, l, "4S N =")))
			first := eval[string](t, b, fmt.Sprintf(`document.getElementById(%q).value`, lineID(tb, 1)))
			b.tap(t, fmt.Sprintf("t-%s-1-edit", tb.ID))
			b.tap(t, fmt.Sprintf("t-%s-1-repeat", tb.ID))
			b.waitJS(t, fmt.Sprintf(`document.querySelectorAll("#t-%s-grid tr.trow").length === %d`, tb.ID, n+2))
			second := eval[string](t, b, fmt.Sprintf(`document.getElementById(%q).value`, lineID(tb, 2)))
			// the repeated row: the contract as before, the next pairs
			if want := "2 9 " + entryShown(t, l, "4S N ="); second != want {
				t.Errorf("Repeat on %q gives %q, want the next pairs with the same result", first, second)
			}
			// a number box selects its value as it takes the focus
			id := cellSel(tb, 1, "ew_pair")
			b.tap(t, id)
			sel := eval[string](t, b, fmt.Sprintf(`(e => e.selectionStart + ".." + e.selectionEnd + "/" + e.value.length)(document.getElementById(%q))`, id))
			if parts := strings.Split(sel, "/"); len(parts) != 2 || parts[0] != "0.."+parts[1] || parts[1] == "0" {
				t.Errorf("a focused number box selects %s, want all of its value", sel)
			}
			b.screenshot(t, "new-rows-blank-"+l.String()+"-360")
			w.check(t)
		})
	}
}

// TestPasteRows: several rows pasted at once in the directors' notation — a traveller's results
// with their pairs, a Preferans sheet's rulings, the ZT book's entries: each line that reads
// becomes a row, each refused line is named by its number, the column at fault and the form a
// row takes, and stays in the box.
func TestPasteRows(t *testing.T) {
	trav := calcByID(t, "scoring.traveller")
	sheet := calcByID(t, "pref.sheet")
	zt := calcByID(t, "ocsb.zt-log")
	cases := []struct {
		c       calc
		table   string
		lines   []string
		refused []int // the lines refused, from 1
	}{
		{trav, "entries", []string{"1 8 4S N =", "2 9 4X S", "3 10 3N N +1", "4 11 5D W -1 x"}, []int{2, 4}},
		{sheet, "rulings", []string{"1 -4 0 4", "1 -4 0", "2 0 2 -2"}, nil},
		{zt, "earlier", []string{"a 12 3 2", "b 7 1", "z 5 2 1"}, []int{3}},
	}
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, w := phone(t)
			for _, tc := range cases {
				tb := tableOf(t, tc.c, tc.table)
				b.open(t, calcURL(s, tc.c, l))
				id := "t-" + tb.ID + "-lines"
				b.tap(t, id+"-toggle")
				b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, id))
				rows := eval[int](t, b, fmt.Sprintf(`document.querySelectorAll("#t-%s-grid tr.trow").length`, tb.ID))
				b.typeText(t, id, strings.Join(tc.lines, "\n"))
				b.tap(t, id+"-add")
				want := len(tc.lines) - len(tc.refused)
				b.waitJS(t, fmt.Sprintf(`document.querySelectorAll("#t-%s-grid tr.trow").length >= %d`, tb.ID, want))
				got := eval[int](t, b, fmt.Sprintf(`Array.from(document.querySelectorAll("#t-%s-grid tr.trow .row-line input")).filter(e => e.value !== "").length`, tb.ID))
				if got != want {
					t.Errorf("%s: %d rows with a line, want %d (rows before: %d)", tc.c.Calc.ID, got, want, rows)
				}
				var kept []string
				for _, n := range tc.refused {
					kept = append(kept, tc.lines[n-1])
					li := b.text(t, fmt.Sprintf(`#%s-refused li[data-line="%d"]`, id, n))
					if li == "" || !strings.Contains(li, fmt.Sprint(n)) {
						t.Errorf("%s: line %d (%q) is not named as refused: %q", tc.c.Calc.ID, n, tc.lines[n-1], b.text(t, "#"+id+"-box"))
					}
				}
				if len(tc.refused) == 0 {
					if e := b.text(t, "#"+id+"-refused"); e != "" {
						t.Errorf("%s: refused %q", tc.c.Calc.ID, e)
					}
				}
				if box := eval[string](t, b, fmt.Sprintf(`document.getElementById(%q).value`, id)); box != strings.Join(kept, "\n") {
					t.Errorf("%s: the box keeps %q, want the refused lines %q", tc.c.Calc.ID, box, strings.Join(kept, "\n"))
				}
				b.screenshot(t, "paste-rows-"+tc.table+"-"+l.String()+"-360")
			}
			w.check(t)
		})
	}
}

// TestRefusedHandInPicker: a hand the form refuses is said right under its text box, above the
// card picker, and the picker says it too.
func TestRefusedHandInPicker(t *testing.T) {
	var c calc
	var hand string
	for _, x := range allCalcs() {
		for i := range x.Calc.Inputs {
			if x.Calc.Inputs[i].Kind == engine.KBridgeHand && hand == "" {
				c, hand = x, x.Calc.Inputs[i].Name
			}
		}
	}
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, w := phone(t)
			b.open(t, calcURL(s, c, l))
			id := "f-" + hand
			b.typeText(t, id, "S AKQ H 543 D KJ2 C 876")
			b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, id+"-err"))
			gap := eval[float64](t, b, fmt.Sprintf(`document.getElementById(%q).getBoundingClientRect().top - document.getElementById(%q).getBoundingClientRect().bottom`, id+"-err", id))
			if gap < 0 || gap > 60 {
				t.Errorf("the refusal is %.0f px under the hand's box, want right under it", gap)
			}
			if !eval[bool](t, b, fmt.Sprintf(`(e => !!e && e.getClientRects().length > 0)(document.getElementById(%q))`, id+"-picker-note")) {
				t.Errorf("the card picker does not say the hand is refused")
			}
			b.typeText(t, id, "S AKQ2 H 543 D KJ2 C 876")
			b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) === null && document.getElementById(%q) === null`, id+"-err", id+"-picker-note"))
			b.screenshot(t, "hand-refused-"+l.String()+"-360")
			w.check(t)
		})
	}
}

// TestLateRulingBesideRow: a Preferans sheet's ruling made too late for its hand is warned
// beside its own row, not only in the result further down.
func TestLateRulingBesideRow(t *testing.T) {
	c := calcByID(t, "pref.sheet")
	tb := tableOf(t, c, "rulings")
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, w := phone(t)
			b.open(t, calcURL(s, c, l))
			b.example(t)
			// two rulings: one in time, one on hand 1 made after hand 4
			b.typeCase(t, c, [][2]string{{"rulings", "1 -4 0 4\n1 -4 0 4"}, {"ruling_made", "1\n4"}})
			b.pasteMode(t, tb, false)
			b.waitJS(t, fmt.Sprintf(`document.querySelector("#t-%s-row-2 .dv.warn") !== null`, tb.ID))
			if eval[bool](t, b, fmt.Sprintf(`document.querySelector("#t-%s-row-1 .dv.warn") !== null`, tb.ID)) {
				t.Errorf("the ruling in time is warned")
			}
			warn := b.text(t, fmt.Sprintf("#t-%s-row-2 .dv.warn", tb.ID))
			if !strings.Contains(warn, "4") || !strings.Contains(warn, "3.6") {
				t.Errorf("the late ruling's warning reads %q", warn)
			}
			b.screenshot(t, "late-ruling-row-"+l.String()+"-360")
			w.check(t)
		})
	}
}

// walk counts what a director does: taps (a tap on a control, or a tap that moves the cursor
// into a box) and keys typed.
type walk struct{ taps, keys int }

func (wk *walk) tap(t *testing.T, b *browser, id string) {
	t.Helper()
	b.tap(t, id)
	wk.taps++
}

// typeIn taps into box id (a tap when the cursor is elsewhere) and types text, a key per
// character (a line break is Enter).
func (wk *walk) typeIn(t *testing.T, b *browser, id, text string) {
	t.Helper()
	if b.focused(t) != id {
		wk.taps++
	}
	b.typeText(t, id, text)
	wk.keys += utf8.RuneCountInString(text)
}

// pick chooses option code of table tb's cell (r, col) as a finger does: a tap on a button, or
// two on a list (open it, choose); nothing when it holds the code already.
func (wk *walk) pick(t *testing.T, b *browser, tb *engine.Table, r int, col, code string) {
	t.Helper()
	id := cellSel(tb, r, col)
	now := eval[string](t, b, fmt.Sprintf(`(e => !e ? "" : e.tagName === "SELECT" ? e.value : ((e.querySelector("input:checked") || {}).value || ""))(document.getElementById(%q))`, id))
	if now == code {
		return
	}
	if eval[string](t, b, fmt.Sprintf(`document.getElementById(%q).tagName`, id)) == "SELECT" {
		wk.taps += 2
	} else {
		wk.taps++
	}
	b.pickCell(t, tb, r, col, code)
}

// screens is the page's height at 360×640 in screens (rounded up), and table id's.
func screensOf(t *testing.T, b *browser, table string) (page, tbl float64) {
	t.Helper()
	page = eval[float64](t, b, `Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)`)
	tbl = eval[float64](t, b, fmt.Sprintf(`(e => e ? e.getBoundingClientRect().height : 0)(document.getElementById(%q))`, "t-"+table))
	return math.Ceil(page / 640), tbl / 640
}

// TestWalkTables (WALK=1, against a build: ARBITER_DIST=… of the build before and of this one)
// measures the walk of the tables at 360×640 in Serbian: the weighted score with a traveller of
// six results, and a Preferans sheet with two rulings — taps, keys and screens, by each way
// the build offers.
func TestWalkTables(t *testing.T) {
	if os.Getenv("WALK") == "" {
		t.Skip("WALK=1 measures the walk")
	}
	l := msg.SR
	wc := calcByID(t, "law12.weighted")
	trav := tableOf(t, wc, "traveller")
	s, b, _ := phone(t)
	report := func(what string, wk walk, table string) {
		page, tbl := screensOf(t, b, table)
		t.Logf("WALK %s: %d taps, %d keys; page %.0f screens, the table %.2f screens", what, wk.taps, wk.keys, page, tbl)
	}
	// a blank form each time (no draft of the walk before), and whether this build writes rows
	// as lines (its tables offer several rows at once)
	fresh := func(u string) {
		b.open(t, u)
		eval[bool](t, b, `(() => { localStorage.clear(); return true; })()`)
		b.open(t, u)
	}
	hasLines := func() bool {
		return eval[bool](t, b, fmt.Sprintf(`document.getElementById("t-%s-lines-toggle") !== null`, trav.ID))
	}
	start := func() walk {
		fresh(calcURL(s, wc, l))
		var wk walk
		wk.taps++ // cross-IMP: a tap on the form's choice
		b.pick(t, "form", "cross-imp")
		wk.typeIn(t, b, "f-board", "7")
		if b.onShow(t, "f-other_table") {
			wk.typeIn(t, b, "f-other_table", "0")
		}
		// the possible results and their weights: typed as lines of text in either build
		wk.taps++ // "Paste lines"
		b.pasteMode(t, tableOf(t, wc, "contracts"), true)
		wk.typeIn(t, b, "f-contracts", "4S N =\n4S N -1")
		wk.taps++
		b.pasteMode(t, tableOf(t, wc, "outcomes"), true)
		wk.typeIn(t, b, "f-weights", "40%\n60%")
		return wk
	}
	// the traveller by its rows' controls: a row added, each cell that differs chosen
	wk := start()
	if hasLines() {
		// this build: a line per result, Enter to the next
		wk = start()
		wk.tap(t, b, "t-"+trav.ID+"-add")
		for i, res := range travellerSix {
			b.waitJS(t, fmt.Sprintf(`document.activeElement && document.activeElement.id === %q`, lineID(trav, i+1)))
			b.typeHere(t, res)
			wk.keys += utf8.RuneCountInString(res)
			if i < len(travellerSix)-1 {
				b.key(t, kb.Enter)
				wk.keys++
			}
		}
		b.do(t, chromedp.Blur("#"+lineID(trav, len(travellerSix))))
		b.settle(t, "the walk's traveller", wc, l)
		report("weighted, traveller by lines", wk, trav.ID)
		b.screenshot(t, "walk-weighted-lines")
	} else {
		wk = start()
		for i, res := range travellerSix {
			wk.tap(t, b, "t-"+trav.ID+"-add")
			b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, cellSel(trav, i+1, "level")))
			e, err := bridge.ParseEntry(res)
			if err != nil {
				t.Fatal(err)
			}
			cells, _ := trav.Packs[0].Unpack(bridge.EncodeEntry(e))
			for k, col := range trav.Columns {
				wk.pick(t, b, trav, i+1, col.Name, col.Options[cells[k]])
			}
		}
		b.settle(t, "the walk's traveller", wc, l)
		report("weighted, traveller by cells", wk, trav.ID)
		b.screenshot(t, "walk-weighted-cells")
	}
	// the same traveller pasted as lines of text ("Paste lines"), in either build
	wk = start()
	wk.taps++
	b.pasteMode(t, trav, true)
	wk.typeIn(t, b, "f-"+trav.Fields()[0], strings.Join(travellerSix, "\n"))
	b.settle(t, "the walk's traveller pasted", wc, l)
	wk.taps++
	b.pasteMode(t, trav, false)
	report("weighted, traveller pasted as lines", wk, trav.ID)

	// a Preferans sheet: four hands and two rulings, from a blank form
	sc := calcByID(t, "pref.sheet")
	hands, rul := tableOf(t, sc, "hands"), tableOf(t, sc, "rulings")
	fresh(calcURL(s, sc, l))
	wk = walk{}
	wk.typeIn(t, b, "f-start_bula", "60")
	type hand struct {
		decl, game string
		igra       bool
		dt, lt     int64
		follow     string
	}
	plan := []hand{{"p1", "pik", false, 6, 2, "both"}, {"p2", "karo", false, 7, 1, "left"}, {"p3", "herc", false, 6, 4, "both"}, {"passed", "", false, 0, 0, ""}}
	lineOf := func(h hand) string {
		if h.decl == "passed" {
			return "passed"
		}
		return fmt.Sprintf("%s %s ne none %d %d %s", h.decl, h.game, h.dt, h.lt, h.follow)
	}
	lined := eval[bool](t, b, fmt.Sprintf(`document.getElementById("t-%s-lines-toggle") !== null`, hands.ID))
	fresh(calcURL(s, sc, l))
	wk = walk{}
	wk.typeIn(t, b, "f-start_bula", "60")
	if lined {
		wk.tap(t, b, "t-"+hands.ID+"-add")
		for i, h := range plan {
			b.waitJS(t, fmt.Sprintf(`document.activeElement && document.activeElement.id === %q`, lineID(hands, i+1)))
			b.typeHere(t, lineOf(h))
			wk.keys += utf8.RuneCountInString(lineOf(h))
			if i < len(plan)-1 {
				b.key(t, kb.Enter)
				wk.keys++
			}
		}
		// the rulings by their lines
		wk.tap(t, b, "t-"+rul.ID+"-add")
		for i, r := range []string{"2 -4 0 4", "3 0 2 -2"} {
			b.waitJS(t, fmt.Sprintf(`document.activeElement && document.activeElement.id === %q`, lineID(rul, i+1)))
			b.typeHere(t, r)
			wk.keys += utf8.RuneCountInString(r)
			if i == 0 {
				b.key(t, kb.Enter)
				wk.keys++
			}
		}
		b.do(t, chromedp.Blur("#"+lineID(rul, 2)))
	} else {
		for i, h := range plan {
			wk.tap(t, b, "t-"+hands.ID+"-add")
			b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, cellSel(hands, i+1, "declarer")))
			wk.pick(t, b, hands, i+1, "declarer", h.decl)
			if h.decl == "passed" {
				continue
			}
			wk.pick(t, b, hands, i+1, "game", h.game)
			wk.pick(t, b, hands, i+1, "kontra", "none")
			wk.taps += stepCount(t, b, hands, i+1, "decl_tricks", h.dt)
			wk.taps += stepCount(t, b, hands, i+1, "left_tricks", h.lt)
			wk.pick(t, b, hands, i+1, "followers", h.follow)
		}
		for i, r := range [][4]int64{{2, -4, 0, 4}, {3, 0, 2, -2}} {
			wk.tap(t, b, "t-"+rul.ID+"-add")
			b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, cellSel(rul, i+1, "after")))
			for k, col := range []string{"after", "d1", "d2", "d3"} {
				wk.taps += stepCount(t, b, rul, i+1, col, r[k])
			}
		}
	}
	b.settle(t, "the walk's sheet", sc, l)
	report(fmt.Sprintf("Preferans sheet, 4 hands and 2 rulings (lines: %v)", lined), wk, hands.ID)
	b.screenshot(t, "walk-sheet")
}

// stepCount taps a number cell's − or + until it holds want and returns the taps (a shorter
// way: a tap into the box and the digits typed, counted as taps plus keys when fewer).
func stepCount(t *testing.T, b *browser, tb *engine.Table, r int, col string, want int64) int {
	t.Helper()
	id := cellSel(tb, r, col)
	var c engine.Column
	for _, x := range tb.Columns {
		if x.Name == col {
			c = x
		}
	}
	before := eval[string](t, b, fmt.Sprintf(`document.getElementById(%q).value`, id))
	b.stepTo(t, tb, r, col, want)
	v, _, err := input.ParseIn(&c.Field, before, msg.SR)
	var from int64
	switch {
	case err == nil && len(v) == 1:
		from = v[0]
	case len(c.Default) == 1:
		return 1 + int(absInt(want-c.Default[0])/c.StepOf())
	}
	return int(absInt(want-from) / c.StepOf())
}

func absInt(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
