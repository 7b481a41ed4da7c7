package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/input"
	"arbiter/engine/msg"
	"arbiter/engine/rules/pref"

	"github.com/chromedp/chromedp"
)

// The table editor, driven as a director drives it: by taps on its buttons and choices, never
// by typing codes. Each sheet entered is computed again through the engine and the page must
// show the engine's result, and each row the engine's derived values.

// calcByID returns the calculator id's screen (its first ruleset).
func calcByID(t *testing.T, id string) calc {
	t.Helper()
	for _, c := range allCalcs() {
		if c.Calc.ID == id {
			return c
		}
	}
	t.Fatalf("no calculator %s", id)
	return calc{}
}

// tableOf returns calculator c's table id.
func tableOf(t *testing.T, c calc, id string) *engine.Table {
	t.Helper()
	for i := range c.Calc.Tables {
		if c.Calc.Tables[i].ID == id {
			return &c.Calc.Tables[i]
		}
	}
	t.Fatalf("%s has no table %s", c.Calc.ID, id)
	return nil
}

// cellSel is the id of table tb's control of row r (from 1) and column name, as the editor
// names it: t-<table>-<row>-<column>.
func cellSel(tb *engine.Table, r int, col string) string {
	return fmt.Sprintf("t-%s-%d-%s", tb.ID, r, col)
}

// tap clicks the element id as a finger does (it must be on show and enabled).
func (b *browser) tap(t *testing.T, id string) {
	t.Helper()
	b.waitJS(t, fmt.Sprintf(`(e => e && !e.disabled && e.getClientRects().length > 0)(document.getElementById(%q))`, id))
	// tapAt scrolls the control into the middle of the screen first: at the bottom edge the
	// sticky result summary would take the tap
	b.tapAt(t, "#"+cssEscape(id))
}

// cssEscape escapes an id for a CSS selector.
func cssEscape(id string) string {
	r := strings.NewReplacer(".", `\.`, "+", `\+`, ":", `\:`)
	return r.Replace(id)
}

// pickCell chooses option code of an enum cell: a tap on its option button, or the choice in
// its list (a tap opens it; the choice is the change a tap makes).
func (b *browser) pickCell(t *testing.T, tb *engine.Table, r int, col, code string) {
	t.Helper()
	id := cellSel(tb, r, col)
	b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, id))
	b.openRow(t, id)
	kind := eval[string](t, b, fmt.Sprintf(`(e => e ? e.tagName : "")(document.getElementById(%q))`, id))
	switch kind {
	case "FIELDSET":
		k := -1
		for j, c := range tb.Cells(1) {
			if c.Name == col {
				for o, x := range c.Options {
					if x == code {
						k = o
					}
				}
				_ = j
			}
		}
		if k < 0 {
			t.Fatalf("%s: no option %s", id, code)
		}
		b.tapLabel(t, fmt.Sprintf("%s-%d", id, k))
	case "SELECT":
		b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, id))
		if !eval[bool](t, b, fmt.Sprintf(`(() => { const s = document.getElementById(%q); s.focus(); s.value = %q; s.dispatchEvent(new Event("change", {bubbles: true})); return s.value === %q; })()`, id, code, code)) {
			t.Fatalf("%s: cannot choose %s; the list holds %s", id, code, eval[string](t, b, fmt.Sprintf(`(s => s ? Array.from(s.options).map(o => JSON.stringify(o.value)).join(" ") + " in " + (s.closest("tr") || {}).id : "(gone)")(document.getElementById(%q))`, id)))
		}
	default:
		t.Fatalf("%s: no choice control (%q)", id, kind)
	}
	b.waitJS(t, fmt.Sprintf(`(() => { const e = document.getElementById(%q); if (!e) return false;
		if (e.tagName === "SELECT") return e.value === %q;
		const r = e.querySelector("input:checked"); return !!r && r.value === %q; })()`, id, code, code))
}

// openRow opens the row of the element id when its cells are folded under its line (a tap on
// the row's ✎); nothing for an element in no such row.
func (b *browser) openRow(t *testing.T, id string) {
	t.Helper()
	row := eval[string](t, b, fmt.Sprintf(`(e => { const tr = e && e.closest("tr.trow-line"); return tr && !tr.classList.contains("open") ? tr.id : ""; })(document.getElementById(%q))`, id))
	if row == "" {
		return
	}
	b.tap(t, strings.Replace(row, "-row-", "-", 1)+"-edit")
	b.waitJS(t, fmt.Sprintf(`document.getElementById(%q).classList.contains("open")`, row))
}

// tapDel taps a row's delete button id ("t-hands-1-del"), its cells opened first (the button
// is among them).
func (b *browser) tapDel(t *testing.T, id string) {
	t.Helper()
	b.openRow(t, strings.TrimSuffix(id, "-del")+"-line")
	// the row just opened is drawn again as the focus settles: a tap in between is lost
	time.Sleep(300 * time.Millisecond)
	b.tap(t, id)
}

// repeatRow taps "Repeat" on row r of table tb (its cells opened first) and waits for the row
// it adds after it.
func (b *browser) repeatRow(t *testing.T, tb *engine.Table, r int) {
	t.Helper()
	count := fmt.Sprintf(`document.querySelectorAll("#t-%s-grid tr.trow").length`, tb.ID)
	n := eval[int](t, b, count)
	b.openRow(t, fmt.Sprintf("t-%s-%d-line", tb.ID, r))
	b.tap(t, fmt.Sprintf("t-%s-%d-repeat", tb.ID, r))
	b.waitJS(t, fmt.Sprintf(`%s === %d`, count, n+1))
}

// addRow taps table tb's "Add a row" and waits for the new row.
func (b *browser) addRow(t *testing.T, tb *engine.Table) {
	t.Helper()
	count := fmt.Sprintf(`document.querySelectorAll("#t-%s-grid tr.trow").length`, tb.ID)
	n := eval[int](t, b, count)
	b.tap(t, "t-"+tb.ID+"-add")
	b.waitJS(t, fmt.Sprintf(`%s === %d`, count, n+1))
}

// tapLabel taps the label of the radio or checkbox id (the visible button).
func (b *browser) tapLabel(t *testing.T, id string) {
	t.Helper()
	b.openRow(t, id)
	sel := fmt.Sprintf(`label[for=%q]`, id)
	b.waitJS(t, fmt.Sprintf(`(e => e && e.getClientRects().length > 0)(document.querySelector(%q))`, sel))
	b.tapAt(t, sel)
}

// stepTo taps a number cell's − or + until it holds want (in the column's scaled units).
func (b *browser) stepTo(t *testing.T, tb *engine.Table, r int, col string, want int64) {
	t.Helper()
	id := cellSel(tb, r, col)
	f := cellField(t, tb, col)
	lost := 0 // taps in a row that changed nothing
	for k := 0; k < 400; k++ {
		b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, id))
		b.openRow(t, id)
		txt := eval[string](t, b, fmt.Sprintf(`document.getElementById(%q).value`, id))
		if txt == "" { // a blank cell: + gives its default
			b.tap(t, id+"-more")
			b.waitJS(t, fmt.Sprintf(`document.getElementById(%q).value !== ""`, id))
			continue
		}
		v, err := input.Parse(f, txt)
		if err != nil || len(v) != 1 {
			t.Fatalf("%s holds %q: %v", id, txt, err)
		}
		switch {
		case v[0] == want:
			return
		case v[0] < want:
			b.tap(t, id+"-more")
		default:
			b.tap(t, id+"-less")
		}
		// a tap that lands while the row redraws from the one before can miss the button (the
		// row moved under the finger): the value is read again and the tap made again
		if b.within(fmt.Sprintf(`(e => e && e.value !== %q)(document.getElementById(%q))`, txt, id), 5*time.Second) {
			lost = 0
		} else if lost++; lost >= 6 {
			t.Fatalf("%s: six taps in a row changed nothing (it holds %q)", id, txt)
		}
	}
	t.Fatalf("%s: never reached %d", id, want)
}

// cellField is the field of table tb's column col ("h2h-3": the cross-table's).
func cellField(t *testing.T, tb *engine.Table, col string) *engine.Field {
	t.Helper()
	for i := range tb.Columns {
		if tb.Columns[i].Name == col {
			return &tb.Columns[i].Field
		}
	}
	if tb.Cross != nil && strings.HasPrefix(col, tb.Cross.Name+"-") {
		return &tb.Cross.Field
	}
	t.Fatalf("table %s has no column %s", tb.ID, col)
	return nil
}

// TestTableScreenshots: the traveller and the Preferans sheet at 360 px in Serbian and
// Hungarian, for a person to look at.
func TestTableScreenshots(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	w := watch(t, b)
	b.do(t, chromedp.EmulateViewport(360, 740))
	for _, l := range []msg.Lang{msg.SR, msg.HU} {
		for _, id := range []string{"scoring.traveller", "pref.sheet"} {
			c := calcByID(t, id)
			b.open(t, calcURL(s, c, l))
			b.example(t)
			b.settle(t, "opened", c, l)
			b.screenshot(t, "table-"+strings.ReplaceAll(id, ".", "-")+"-"+l.String())
		}
	}
	w.check(t)
}

// tableSheet is one screen of TestTableEditors: what it enters by taps and the values the
// engine must compute from.
type tableSheet struct {
	Calc  string
	Enter func(t *testing.T, b *browser, c calc)
	Want  func(t *testing.T, c calc) engine.Values // the values entered, built through the engine
}

// expectRows checks that each row of table tb shows the engine's derived values for vals: the
// result's values for the row and the notes of Table.Info, as the engine writes them.
func (b *browser) expectRows(t *testing.T, c calc, tb *engine.Table, vals engine.Values, l msg.Lang) {
	t.Helper()
	p := engine.NewParams(c.RS, nil)
	in, err := engine.NewInput(c.Calc.Inputs, vals)
	if err != nil {
		t.Fatal(err)
	}
	res, _ := c.Calc.Run(engine.NewParams(c.RS, nil), vals)
	rows, errs := tb.Read(c.Calc.Inputs, vals)
	if len(errs) > 0 {
		t.Fatalf("Read: %v", errs[0].Err)
	}
	for r, ri := range tb.Info(p, in, res, len(rows)) {
		var want []string
		if ri.Party != nil {
			for _, o := range ri.Party.Outs {
				want = append(want, o.Text(l, c.Calc.ID))
			}
		}
		for _, s := range ri.Steps {
			want = append(want, msg.T(l, s.Key, s.Args...))
		}
		for _, n := range ri.Notes {
			want = append(want, msg.T(l, n.Key, n.Args...))
		}
		id := fmt.Sprintf("t-%s-%d-info", tb.ID, r+1)
		js := fmt.Sprintf(`(e => e ? e.textContent : "(no row)")(document.getElementById(%q))`, id)
		got := eval[string](t, b, js)
		for _, w := range want {
			if !strings.Contains(got, w) {
				t.Errorf("%s row %d shows %q, not the engine's %q", tb.ID, r+1, got, w)
			}
		}
	}
}

// TestTableEditors enters, by taps only (option buttons, lists, − and +, add, delete, undo), at
// 320 px: a Preferans sheet of four hands with one ruling, a traveller of six results with
// pair numbers, a four-team cross-table with a tie, a jury book of three incidents and a
// weighted score of two outcomes; each result and each row's derived values are the engine's
// for the values entered, and the page never scrolls sideways.
func TestTableEditors(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	w := watch(t, b)
	b.do(t, chromedp.EmulateViewport(320, 640))
	l := msg.EN
	for _, sh := range tableSheets {
		c := calcByID(t, sh.Calc)
		t.Run(sh.Calc, func(t *testing.T) {
			defer w.check(t)
			b.open(t, calcURL(s, c, l))
			// the sheets edit the worked example's rows (the form opens blank)
			b.example(t)
			b.settle(t, "the example", c, l)
			sh.Enter(t, b, c)
			vals := sh.Want(t, c)
			res, err := c.Calc.Run(engine.NewParams(c.RS, nil), vals)
			if err != nil {
				t.Fatalf("the engine refuses the values entered: %v", err)
			}
			b.waitResult(t, "entered by taps", expect(l, c, res))
			texts := b.formTexts(t, c)
			got, _, err := run(c, texts, l)
			if err != nil {
				t.Fatal(err)
			}
			for i, f := range c.Calc.Inputs {
				if fmt.Sprint(got[i]) != fmt.Sprint(vals[i]) {
					t.Errorf("%s: the form holds %v, want %v", f.Name, got[i], vals[i])
				}
			}
			for i := range c.Calc.Tables {
				b.expectRows(t, c, &c.Calc.Tables[i], vals, l)
			}
			checkPhone(t, b, c.Path)
			b.screenshot(t, "taps-320-"+strings.ReplaceAll(sh.Calc, ".", "-"))
		})
	}
}

// with returns the calculator's defaults with the named fields set.
func with(t *testing.T, c calc, set map[string][]int64) engine.Values {
	t.Helper()
	v, err := c.Calc.Inputs.With(set)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

var tableSheets = []tableSheet{
	{
		Calc: "pref.sheet",
		Enter: func(t *testing.T, b *browser, c calc) {
			hands, rul := tableOf(t, c, "hands"), tableOf(t, c, "rulings")
			// clear the sheet: delete, undo once, delete again
			b.tapDel(t, "t-hands-1-del")
			b.tap(t, "t-hands-undo")
			b.waitJS(t, `document.querySelectorAll("#t-hands-grid tr.trow").length === 4`)
			// one row at a time: a tap before the screen has redrawn would land on the row
			// just removed
			for k := 4; k > 0; k-- {
				b.tapDel(t, "t-hands-1-del")
				b.waitJS(t, fmt.Sprintf(`document.querySelectorAll("#t-hands-grid tr.trow").length === %d`, k-1))
			}
			b.tapDel(t, "t-rulings-1-del")
			b.waitJS(t, `document.getElementById("t-hands-empty") !== null && document.getElementById("t-rulings-empty") !== null`)
			// hand 1 (a new row is blank): player 1 plays pik, takes 7, the left-hand player 1,
			// both followed
			b.addRow(t, hands)
			b.pickCell(t, hands, 1, "declarer", "p1")
			b.pickCell(t, hands, 1, "game", "pik")
			b.pickCell(t, hands, 1, "kontra", "none")
			b.pickCell(t, hands, 1, "followers", "both")
			b.stepTo(t, hands, 1, "decl_tricks", 7)
			b.stepTo(t, hands, 1, "left_tricks", 1)
			// hand 2, repeated from hand 1 (player 2 in turn): karo with kontra, 5 tricks, the
			// left-hand player followed alone with 3
			b.repeatRow(t, hands, 1)
			b.pickCell(t, hands, 2, "game", "karo")
			b.pickCell(t, hands, 2, "kontra", "kontra")
			b.stepTo(t, hands, 2, "decl_tricks", 5)
			b.stepTo(t, hands, 2, "left_tricks", 3)
			b.pickCell(t, hands, 2, "followers", "left")
			// Enter in the last row's cell adds a blank row, the cursor in its line
			b.do(t, chromedp.Focus(chromedp.CSS("#"+cellSel(hands, 2, "left_tricks"))))
			b.do(t, chromedp.KeyEvent("\r"))
			b.waitJS(t, fmt.Sprintf(`document.activeElement && document.activeElement.id === %q`, fmt.Sprintf("t-%s-3-line", hands.ID)))
			// hand 3: passed out
			b.pickCell(t, hands, 3, "declarer", "passed")
			b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) === null`, cellSel(hands, 3, "game")))
			// hand 4 (player 1 again): sans, igra, 6 tricks, the left-hand player 4
			b.addRow(t, hands)
			b.pickCell(t, hands, 4, "declarer", "p1")
			b.pickCell(t, hands, 4, "game", "sans")
			b.pickCell(t, hands, 4, "kontra", "none")
			b.tapLabel(t, cellSel(hands, 4, "igra"))
			b.pickCell(t, hands, 4, "followers", "both")
			b.stepTo(t, hands, 4, "decl_tricks", 6)
			b.stepTo(t, hands, 4, "left_tricks", 4)
			// one ruling, written after hand 2: player 1 −4, player 3 +4
			b.addRow(t, rul)
			b.stepTo(t, rul, 1, "after", 2)
			b.stepTo(t, rul, 1, "d1", -4)
			b.stepTo(t, rul, 1, "d2", 0)
			b.stepTo(t, rul, 1, "d3", 4)
		},
		Want: func(t *testing.T, c calc) engine.Values {
			code := func(h pref.Hand) int64 {
				x, err := pref.EncodeHand(h)
				if err != nil {
					t.Fatal(err)
				}
				return x
			}
			hands := []int64{
				code(pref.Hand{Declarer: 0, Game: pref.Pik, Tricks: [3]int{7, 1, 2}, Followed: [3]bool{false, true, true}}),
				code(pref.Hand{Declarer: 1, Game: pref.Karo, Kontra: pref.Kontra(1), Tricks: [3]int{2, 5, 3}, Followed: [3]bool{false, false, true}}),
				0,
				code(pref.Hand{Declarer: 0, Game: pref.Sans, Igra: true, Tricks: [3]int{6, 4, 0}, Followed: [3]bool{false, true, true}}),
			}
			return with(t, c, map[string][]int64{"hands": hands, "rulings": {2, -4, 0, 4}})
		},
	},
	{
		Calc: "scoring.traveller",
		Enter: func(t *testing.T, b *browser, c calc) {
			tb := tableOf(t, c, "entries")
			// a traveller has one result at least: five go, the last is entered again
			for k := 0; k < 5; k++ {
				n := 6 - k
				b.tapDel(t, "t-entries-1-del")
				b.waitJS(t, fmt.Sprintf(`document.querySelectorAll("#t-entries-grid tr.trow").length === %d`, n-1))
			}
			b.openRow(t, "t-entries-1-line")
			b.waitJS(t, `document.getElementById("t-entries-1-del").disabled`)
			// NS 1 against EW 7 (the pair cells start blank: a tap on + gives pair 1): 4♠ by
			// North, made
			for _, col := range []string{"ns_pair", "ew_pair"} {
				b.tap(t, cellSel(tb, 1, col)+"-more")
				b.waitJS(t, fmt.Sprintf(`document.getElementById(%q).value === "1"`, cellSel(tb, 1, col)))
			}
			b.stepTo(t, tb, 1, "ew_pair", 7)
			b.pickCell(t, tb, 1, "level", "4")
			b.pickCell(t, tb, 1, "strain", "S")
			b.pickCell(t, tb, 1, "declarer", "N")
			b.pickCell(t, tb, 1, "result", "=")
			for r := 2; r <= 6; r++ {
				b.repeatRow(t, tb, r-1) // NS r against EW r+6, the contract as above
			}
			b.pickCell(t, tb, 2, "result", "+1")
			b.pickCell(t, tb, 3, "level", "3")
			b.pickCell(t, tb, 3, "strain", "N")
			b.pickCell(t, tb, 3, "declarer", "S")
			b.pickCell(t, tb, 4, "doubled", "X")
			b.pickCell(t, tb, 4, "declarer", "E")
			b.pickCell(t, tb, 4, "result", "-2")
			b.pickCell(t, tb, 5, "level", "pass")
			b.pickCell(t, tb, 6, "level", "5")
			b.pickCell(t, tb, 6, "strain", "D")
			b.pickCell(t, tb, 6, "declarer", "W")
			b.pickCell(t, tb, 6, "result", "-1")
			// result 3 was not played: an artificial adjusted score, average plus to
			// North-South and average minus to East-West; its contract cells go
			b.tapLabel(t, cellSel(tb, 3, "adjusted"))
			b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) === null && document.getElementById(%q) !== null`,
				cellSel(tb, 3, "level"), cellSel(tb, 3, "ns_award")))
			b.pickCell(t, tb, 3, "ns_award", "a-plus")
			b.pickCell(t, tb, 3, "ew_award", "a-minus")
			for r := 1; r <= 6; r++ {
				b.waitJS(t, fmt.Sprintf(`document.getElementById(%q).value === %q && document.getElementById(%q).value === %q`,
					cellSel(tb, r, "ns_pair"), fmt.Sprint(r), cellSel(tb, r, "ew_pair"), fmt.Sprint(r+6)))
			}
		},
		Want: func(t *testing.T, c calc) engine.Values {
			var codes []int64
			for _, e := range []string{"4S N =", "4S N +1", "PASS", "4SX E -2", "PASS", "5D W -1"} {
				x, err := bridge.ParseEntry(e)
				if err != nil {
					t.Fatal(err)
				}
				codes = append(codes, bridge.EncodeEntry(x))
			}
			return with(t, c, map[string][]int64{"entries": codes,
				"ns_pairs": {1, 2, 3, 4, 5, 6}, "ew_pairs": {7, 8, 9, 10, 11, 12}, "artificial": {0, 0, 3, 0, 0, 0}})
		},
	},
	{
		Calc: "ocsb.ranking",
		Enter: func(t *testing.T, b *browser, c calc) {
			tb := tableOf(t, c, "standings")
			// team 1's VP total down to 140: three teams level on VP; the head-to-head results
			// among them decide, after team 2 lost to team 3 by 9 to 11
			b.stepTo(t, tb, 1, "vp", 14000)
			b.stepTo(t, tb, 2, "h2h-3", 900)
			b.stepTo(t, tb, 3, "h2h-2", 1100)
		},
		Want: func(t *testing.T, c calc) engine.Values {
			return with(t, c, map[string][]int64{"vp": {14000, 14000, 14000, 12000},
				"h2h": {0, 1200, 800, 1500, 800, 0, 900, 1400, 1200, 1100, 0, 1600, 500, 600, 400, 0}})
		},
	},
	{
		Calc: "ocsb.zt-log",
		Enter: func(t *testing.T, b *browser, c calc) {
			tb := tableOf(t, c, "earlier")
			// the book: player 1 (team 1) under a), player 5 (team 1) under c), player 1 (team 3)
			// under b), all on day 1; the new incident, at its defaults, is player 1's second a)
			b.addRow(t, tb) // blank: every cell entered
			b.pickCell(t, tb, 1, "clause", "a")
			for _, col := range []string{"player", "team", "day"} {
				b.stepTo(t, tb, 1, col, 1)
			}
			b.repeatRow(t, tb, 1)
			b.pickCell(t, tb, 2, "clause", "c")
			b.stepTo(t, tb, 2, "player", 5)
			b.repeatRow(t, tb, 2)
			b.pickCell(t, tb, 3, "clause", "b")
			b.stepTo(t, tb, 3, "player", 1)
			b.stepTo(t, tb, 3, "team", 3)
		},
		Want: func(t *testing.T, c calc) engine.Values {
			return with(t, c, map[string][]int64{"earlier_clauses": {1, 3, 2}, "earlier_players": {1, 5, 1},
				"earlier_teams": {1, 1, 3}, "earlier_days": {1, 1, 1}})
		},
	},
	{
		Calc: "law12.weighted",
		Enter: func(t *testing.T, b *browser, c calc) {
			tb := tableOf(t, c, "outcomes")
			b.tapDel(t, "t-outcomes-2-del")
			b.tap(t, "t-outcomes-undo")
			b.waitJS(t, `document.querySelectorAll("#t-outcomes-grid tr.trow").length === 2`)
			// 620 with weight 0.7, 140 with weight 0.3
			b.stepTo(t, tb, 1, "weight", 700)
			b.stepTo(t, tb, 2, "weight", 300)
			b.stepTo(t, tb, 2, "score", 140)
		},
		Want: func(t *testing.T, c calc) engine.Values {
			return with(t, c, map[string][]int64{"scores": {620, 140}, "weights": {700, 300}})
		},
	},
}

// TestAxeTables runs axe-core on every table editor (every calculator with a table), its rows
// and its pasted lines, in the three languages, with an error shown in a cell too.
func TestAxeTables(t *testing.T) {
	need(t)
	src := axeSource(t)
	s := serve(t, dist, "/")
	seen := map[string]bool{}
	var screens []calc
	for _, c := range allCalcs() {
		if len(c.Calc.Tables) > 0 && !seen[c.Calc.ID] {
			seen[c.Calc.ID] = true
			screens = append(screens, c)
		}
	}
	for _, l := range []msg.Lang{msg.SR, msg.HU, msg.EN} {
		t.Run(l.String(), func(t *testing.T) {
			b := newBrowser(t, origin(s))
			w := watch(t, b)
			b.do(t, chromedp.EmulateViewport(360, 740))
			for _, c := range screens {
				t.Run(c.Calc.ID, func(t *testing.T) {
					defer w.check(t)
					b.open(t, calcURL(s, c, l))
					eval[bool](t, b, src+";\ntrue")
					// blank: no rows (or blank ones), the missing list
					b.waitJS(t, `document.querySelector("#missing-list, #result [data-out]") !== null`)
					axeCheck(t, b, axeJS(), c.Path+" (blank)", l)
					b.example(t)
					b.waitJS(t, `document.querySelector("#result [data-out]") !== null`)
					axeCheck(t, b, axeJS(), c.Path, l)
					// a cell in error: the first number cell typed out of its range
					tb := &c.Calc.Tables[0]
					for _, col := range tb.Columns {
						if col.Kind == engine.KInt || col.Kind == engine.KDecimal {
							id := cellSel(tb, 1, col.Name)
							if eval[bool](t, b, fmt.Sprintf(`document.getElementById(%q) !== null`, id)) {
								b.openRow(t, id)
								b.typeText(t, id, "99999999")
								b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, id+"-err"))
								axeCheck(t, b, axeJS(), c.Path+" (a cell in error)", l)
							}
							break
						}
					}
					for _, tb := range c.Calc.Tables {
						b.pasteMode(t, &tb, true)
					}
					axeCheck(t, b, axeJS(), c.Path+" (paste lines)", l)
				})
			}
		})
	}
}

// within reports whether js comes true within d (false: not in time, or the page is gone).
func (b *browser) within(js string, d time.Duration) bool {
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		ctx, cancel := b.bounded(time.Until(end) + time.Second)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool]("Promise.resolve("+js+").then(v => !!v, () => false)", chromedp.EvalAwaitPromise))
		cancel()
		if err == nil && ok {
			return true
		}
		if b.ctx.Err() != nil {
			return false
		}
	}
	return false
}
