package e2e

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/notation"
	"arbiter/engine/pbn"
	"arbiter/engine/rulesets"

	"github.com/chromedp/chromedp"
)

// The session's PBN file in the app: the event's rulings out as CSV, a PBN file
// loaded into the event (its encoding picked, a bad file refused with its line), its
// score-entry check, and its boards taken into the calculators.

// pbnTestdata is a file of engine/pbn/testdata (absolute: the browser uploads it).
func pbnTestdata(t *testing.T, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("..", "engine", "pbn", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// waitFile waits for a finished download matching pattern in dir and returns it (and removes it).
func waitFile(t *testing.T, dir, pattern string) []byte {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		m, _ := filepath.Glob(filepath.Join(dir, pattern))
		if len(m) > 0 {
			time.Sleep(100 * time.Millisecond)
			data, err := os.ReadFile(m[0])
			if err == nil && len(data) > 0 {
				os.Remove(m[0])
				return data
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("no download %s", pattern)
	return nil
}

// loadPBN uploads a file on the event page and waits until the page has read it (facts, an
// encoding question or an error).
func (b *browser) loadPBN(t *testing.T, path string) {
	t.Helper()
	b.waitJS(t, `document.getElementById("pbn-file") !== null`)
	b.do(t, chromedp.SetUploadFiles(chromedp.ID("pbn-file"), []string{path}))
}

// TestPBNExportCSV: in Serbian, an event with two incidents, one revoked: "Rulings as CSV"
// downloads UTF-8 with a BOM, the Serbian header, and one row, the incident in force; "Rulings
// as PBN" downloads a file that reads back to that ruling.
func TestPBNExportCSV(t *testing.T) {
	l := msg.SR
	s, b, _ := logPhone(t, l)
	dl := downloads(t, b)
	id := newEvent(t, b, s.URL, "Kup Čačka", "nsbk", "1 Zvezda\n2 Partizan")
	logIncident(t, b, s.URL+"calc/nsbk/lateness?lang=sr", "prvi")
	// the second on board 5 (the PBN export writes a game per adjusted board)
	b.open(t, s.URL+"calc/nsbk/unplayed?lang=sr")
	b.example(t)
	b.click(t, "log-it")
	b.input(t, "log-board", "5")
	b.input(t, "log-notes", "drugi, \"navodnici\"")
	b.click(t, "log-save")
	b.waitJS(t, `document.getElementById("log-saved") !== null`)
	b.open(t, s.URL+"log/event?id="+id+"&lang="+l.String())
	b.waitJS(t, `document.querySelector("#incidents button.revoke") !== null`)
	b.do(t, chromedp.Evaluate[chromedp.Void](`document.querySelector("#incidents button.revoke").click()`))
	b.input(t, "revoke-reason-1", "pogrešan sto")
	b.click(t, "revoke-confirm")
	b.waitJS(t, `document.querySelector("#inc-1.revoked") !== null`)

	b.click(t, "pbn-csv")
	data := waitFile(t, dl, "*.csv")
	if !bytes.HasPrefix(data, []byte("\xEF\xBB\xBF")) {
		t.Fatalf("the CSV does not start with a byte order mark: %q", data[:min(len(data), 20)])
	}
	r := csv.NewReader(bytes.NewReader(data[3:]))
	r.Comma = ';' // a Serbian spreadsheet's separator (beside decimal commas)
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatalf("the CSV does not read: %v\n%s", err, data)
	}
	// the fixed columns, one column per out of the ruling, the director and the notes
	head := []string{"pbn.csv.incident", "pbn.csv.time", "pbn.csv.round", "pbn.csv.table", "pbn.csv.board",
		"pbn.csv.parties", "pbn.csv.rule", "pbn.csv.calculator", "pbn.csv.result"}
	if len(rows) != 2 || len(rows[0]) < len(head)+3 {
		t.Fatalf("the CSV has %d rows; want the header and the one incident in force, with its outs:\n%s", len(rows), data)
	}
	for i, k := range head {
		if rows[0][i] != msg.T(l, k) {
			t.Errorf("header column %d = %q; want %q", i, rows[0], msg.T(l, k))
			break
		}
	}
	n := len(rows[0])
	if rows[0][n-2] != msg.T(l, "pbn.csv.director") || rows[0][n-1] != msg.T(l, "pbn.csv.notes") {
		t.Errorf("header = %q; want the director and the notes last", rows[0])
	}
	if r := rows[1]; r[0] != "S2" || r[4] != "5" || r[7] != "nsbk.unplayed" || r[n-1] != "drugi, \"navodnici\"" {
		t.Errorf("the row = %q; want S2, board 5, nsbk.unplayed and its notes", r)
	}
	if !bytes.Contains(data, []byte("\r\n")) {
		t.Error("the CSV's lines do not end in CRLF")
	}

	b.click(t, "pbn-export")
	back, err := pbn.Parse(waitFile(t, dl, "*.pbn"))
	if err != nil {
		t.Fatalf("the PBN export does not read: %v", err)
	}
	got, err := pbn.ReadRulings(back)
	if err != nil || len(got) != 1 || got[0].Label != "S2" || got[0].Board != 5 {
		t.Errorf("the PBN export's rulings = %+v, %v; want S2 on board 5", got, err)
	}
}

// TestPBNLoad: in Hungarian, a file in Windows-1250 asks for its encoding with the names each
// one reads; picked, the event page shows the file's event name, its boards and its check. A
// broken file is refused with its line. The planted file's check lists what the engine lists,
// each with a link to the score-entry calculator that opens prefilled.
func TestPBNLoad(t *testing.T) {
	l := msg.HU
	s, b, _ := logPhone(t, l)
	id := newEvent(t, b, s.URL, "Bajnokság", "nsbk", "1 Zvezda\n2 Partizan")
	b.open(t, s.URL+"log/event?id="+id+"&lang=hu")

	// not UTF-8: the director picks
	encFile := pbnTestdata(t, "enc-windows1250.pbn")
	raw, _ := os.ReadFile(encFile)
	b.loadPBN(t, encFile)
	b.waitJS(t, `document.getElementById("pbn-encodings") !== null`)
	want := pbn.Previews(raw, 6)
	if n := eval[int](t, b, `document.querySelectorAll("#pbn-encodings button.pbn-enc").length`); n != len(want) {
		t.Errorf("%d encodings offered; want %d", n, len(want))
	}
	for _, pv := range want {
		if pv.Err != nil || len(pv.Names) == 0 {
			continue
		}
		got := b.text(t, fmt.Sprintf(`button.pbn-enc[data-enc=%q] + ul`, pv.Encoding))
		if !strings.Contains(got, pv.Names[0]) {
			t.Errorf("%s preview = %q; want it to show %q", pv.Encoding, got, pv.Names[0])
		}
	}
	b.screenshot(t, "pbn-encodings-hu")
	b.do(t, chromedp.Evaluate[chromedp.Void](`document.querySelector('button.pbn-enc[data-enc="windows-1250"]').click()`))
	b.waitJS(t, `document.getElementById("pbn-facts") !== null || document.getElementById("pbn-error") !== null`)
	if e := b.text(t, "#pbn-error"); e != "" {
		t.Fatalf("reading in Windows-1250: %s", e)
	}
	f, err := pbn.ParseIn(raw, pbn.Windows1250)
	if err != nil {
		t.Fatal(err)
	}
	facts := b.text(t, "#pbn-facts")
	if name := f.Games[0].Event; name != "" && !strings.Contains(facts, name) {
		t.Errorf("facts = %q; want the file's event name %q", facts, name)
	}

	// text that is not PBN at all: refused, its line named
	bad := pbnTestdata(t, "bad-notpbn.pbn")
	braw, _ := os.ReadFile(bad)
	_, perr := pbn.Parse(braw)
	if perr == nil {
		t.Fatal("bad-notpbn.pbn parses")
	}
	b.loadPBN(t, bad)
	b.waitJS(t, `document.getElementById("pbn-error") !== null`)
	if got, want := b.text(t, "#pbn-error"), engine.ErrorMessage(perr, l, ""); got != want {
		t.Errorf("error = %q; want %q", got, want)
	}

	// a file with a broken tag: loaded, the tag listed with its line and board
	part := pbnTestdata(t, "bad-tag.pbn")
	praw0, _ := os.ReadFile(part)
	pf0, err := pbn.Parse(praw0)
	if err != nil || len(pf0.Problems) != 1 {
		t.Fatalf("bad-tag.pbn: %v, problems %+v", err, pf0)
	}
	b.loadPBN(t, part)
	b.waitJS(t, `document.getElementById("pbn-problem-list") !== null`)
	if got := b.text(t, "#pbn-problem-list > li"); !strings.Contains(got, engine.ErrorMessage(pf0.Problems[0].Err, l, "")) {
		t.Errorf("problem shown = %q; want %q", got, engine.ErrorMessage(pf0.Problems[0].Err, l, ""))
	}

	// the planted file: its check, as the engine lists it for this event
	planted := pbnTestdata(t, "planted.pbn")
	praw, _ := os.ReadFile(planted)
	pf, err := pbn.Parse(praw)
	if err != nil {
		t.Fatal(err)
	}
	ev := eventlog.Event{Ruleset: "nsbk", Form: eventlog.FormMP}
	issues := pbn.Check(pf, pbn.OptionsFor(&ev, rulesets.Get))
	b.loadPBN(t, planted)
	b.waitJS(t, `document.getElementById("pbn-issues") !== null && document.getElementById("pbn-error") === null`)
	if n := eval[int](t, b, `document.querySelectorAll("#pbn-issues > li").length`); n != len(issues) {
		t.Fatalf("%d issues shown; want %d", n, len(issues))
	}
	if got := b.text(t, "#pbn-facts"); !strings.Contains(got, strconv.Itoa(len(pf.Boards()))) {
		t.Errorf("facts = %q; want %d boards", got, len(pf.Boards()))
	}
	b.screenshot(t, "pbn-check-hu")
	var score *pbn.Issue
	for i := range issues {
		if issues[i].Reason == pbn.ReasonScore && issues[i].Values != nil {
			score = &issues[i]
			break
		}
	}
	if score == nil {
		t.Fatal("planted.pbn has no wrong score the calculator takes")
	}
	sel := fmt.Sprintf(`#pbn-issues > li[data-reason="score"][data-board="%d"] a.pbn-open`, score.Board)
	b.waitJS(t, fmt.Sprintf(`document.querySelector(%q) !== null`, sel))
	b.do(t, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.querySelector(%q).click()`, sel)))
	b.waitJS(t, `location.pathname.includes("/calc/") && document.querySelector("[name=board]") !== null`)
	if got := eval[string](t, b, `document.querySelector("[name=board]").value`); got != strconv.Itoa(score.Board) {
		t.Errorf("the calculator opened with board %q; want %d", got, score.Board)
	}

	// the file stays with the event: a reload shows it again
	b.open(t, s.URL+"log/event?id="+id+"&lang=hu")
	b.waitJS(t, `document.getElementById("pbn-facts") !== null`)
}

// TestPBNBoard (at 360 px in Serbian and Hungarian): the 16-board session loaded into the open event; on the
// fouled-board calculator board 7 picked from the file shows its four hands; on the psych
// calculator the picked seat's hand fills the hand field and its card picker; a file with
// results fills the traveller: one row per table with its pair numbers, and a result.
func TestPBNBoard(t *testing.T) {
	for _, l := range []msg.Lang{msg.SR, msg.HU} {
		t.Run(l.String(), func(t *testing.T) { pbnBoard(t, l) })
	}
}

func pbnBoard(t *testing.T, l msg.Lang) {
	s, b, _ := logPhone(t, l)
	// no roster: the traveller keeps the file's pair numbers (TestPBNRoster numbers them from a roster)
	id := newEvent(t, b, s.URL, "Klub Novi Sad", "nsbk", "")
	b.open(t, s.URL+"log/event?id="+id+"&lang="+l.String())
	b.loadPBN(t, pbnTestdata(t, "session16.pbn"))
	b.waitJS(t, `document.getElementById("pbn-facts") !== null`)
	raw, _ := os.ReadFile(pbnTestdata(t, "session16.pbn"))
	f, err := pbn.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	g := f.Board(7)

	b.open(t, s.URL+"calc/nsbk/fouled-board?lang="+l.String())
	b.waitJS(t, `document.getElementById("pbn-board") !== null`)
	b.input(t, "pbn-board", "7")
	b.waitJS(t, `document.getElementById("pbn-deal") !== null`)
	for seat := bridge.North; seat <= bridge.West; seat++ {
		want := notation.ShowHand(cards.Bridge, g.Deal.Hands[seat])
		if got := b.text(t, fmt.Sprintf(`#pbn-deal [data-seat=%q]`, seat.String())); got != want {
			t.Errorf("board 7, %v: %q; want %q", seat, got, want)
		}
	}
	b.screenshot(t, "pbn-fouled-"+l.String())

	b.open(t, s.URL+"calc/nsbk/psych?lang="+l.String())
	b.waitJS(t, `document.getElementById("pbn-board-seat") !== null`)
	b.input(t, "pbn-board-seat", strconv.Itoa(int(bridge.South)))
	b.input(t, "pbn-board", "7")
	hand := g.Deal.Hands[bridge.South]
	b.waitJS(t, `document.getElementById("f-hand").value !== ""`)
	for c := cards.Card(0); c < 52; c++ {
		cs := cards.Bridge.CardString(c)
		pressed := eval[string](t, b, fmt.Sprintf(`(document.getElementById("f-hand-card-%s")||{getAttribute:()=>"none"}).getAttribute("aria-pressed")`, cs))
		if want := strconv.FormatBool(hand.Has(c)); pressed != want {
			t.Errorf("card %s pressed %s; want %s (South's hand of board 7)", cs, pressed, want)
		}
	}
	b.screenshot(t, "pbn-psych-"+l.String())

	// a file with results: the traveller
	b.open(t, s.URL+"log/event?id="+id+"&lang="+l.String())
	tpath := pbnTestdata(t, "tables8x3.pbn")
	b.loadPBN(t, tpath)
	b.waitJS(t, `document.getElementById("pbn-facts") !== null && document.getElementById("pbn-facts").textContent.includes("Kup Vojvodine")`)
	traw, _ := os.ReadFile(tpath)
	tf, _ := pbn.Parse(traw)
	res := tf.Traveller(3)
	b.open(t, s.URL+"calc/scoring/traveller?lang="+l.String())
	b.waitJS(t, `document.getElementById("pbn-board") !== null`)
	b.input(t, "pbn-board", "3")
	b.waitJS(t, fmt.Sprintf(`document.querySelectorAll('[id^="t-entries-"][id$="-ns_pair"]').length === %d`, len(res)))
	for i, p := range res {
		if got := eval[string](t, b, fmt.Sprintf(`document.getElementById("t-entries-%d-ns_pair").value`, i+1)); got != p.PairNS {
			t.Errorf("row %d: NS pair %q; want %q", i+1, got, p.PairNS)
		}
	}
	if got := eval[string](t, b, `document.getElementById("f-board") ? document.getElementById("f-board").value : ""`); got != "3" {
		t.Errorf("board field = %q; want 3", got)
	}
	b.waitJS(t, `document.getElementById("missing") === null && document.getElementById("run-error") === null && document.querySelector("#result .out, #result table, #result dl") !== null`)
	b.screenshot(t, "pbn-traveller-"+l.String())
}

// TestPBNScreens writes the event page's PBN screens at 360 px in Serbian and Hungarian (the
// encoding question, a loaded file with its check unfolded) for a look; it fails on a panic
// or on a section wider than the screen.
func TestPBNScreens(t *testing.T) {
	for _, l := range []msg.Lang{msg.SR, msg.HU} {
		s, b, _ := logPhone(t, l)
		id := newEvent(t, b, s.URL, "Kup Čačka", "nsbk", "1 A\n2 B")
		b.open(t, s.URL+"log/event?id="+id+"&lang="+l.String())
		b.loadPBN(t, pbnTestdata(t, "enc-latin2.pbn"))
		b.waitJS(t, `document.getElementById("pbn-encodings") !== null`)
		b.do(t, chromedp.Evaluate[chromedp.Void](`document.getElementById("pbn").scrollIntoView()`))
		b.screenshot(t, "pbn-encodings-"+l.String())
		b.do(t, chromedp.Evaluate[chromedp.Void](`document.querySelector("#pbn-encodings button.btn-quiet:not(.pbn-enc)").click()`))
		b.waitJS(t, `document.getElementById("pbn-encodings") === null`)
		b.loadPBN(t, pbnTestdata(t, "planted.pbn"))
		b.waitJS(t, `document.getElementById("pbn-check") !== null`)
		b.do(t, chromedp.Evaluate[chromedp.Void](`document.getElementById("pbn-check").open = true`))
		if w := eval[int](t, b, `document.getElementById("pbn").scrollWidth`); w > 360 {
			t.Errorf("%v: the PBN section is %d px wide at 360 px", l, w)
		}
		b.screenshot(t, "pbn-check-"+l.String())
	}
}

// TestPBNRoster: in Hungarian, an event whose roster numbers the file's pairs differently: the
// pairs are recognised by their players' names, one the names do not give is chosen by the
// director, and the traveller taken from the file carries the event's numbers.
func TestPBNRoster(t *testing.T) {
	l := msg.HU
	tpath := pbnTestdata(t, "tables8x3.pbn")
	traw, _ := os.ReadFile(tpath)
	tf, err := pbn.Parse(traw)
	if err != nil {
		t.Fatal(err)
	}
	es := tf.Entrants()
	var roster []string
	for i, e := range es {
		name := e.Name
		if i == 0 {
			name = "Ismeretlen pár" // not the file's name: the director must say who it is
		}
		roster = append(roster, fmt.Sprintf("%d %s", 100+i, name))
	}
	s, b, w := logPhone(t, l)
	id := newEvent(t, b, s.URL, "Őszi páros", "nsbk", strings.Join(roster, "\n"))
	b.open(t, s.URL+"log/event?id="+id+"&lang="+l.String())
	b.loadPBN(t, tpath)
	b.waitJS(t, `document.getElementById("pbn-roster") !== null`)
	if open := eval[bool](t, b, `document.getElementById("pbn-roster").open`); !open {
		t.Error("the roster table is folded although a pair is not recognised")
	}
	for i, e := range es {
		want := strconv.Itoa(100 + i)
		if i == 0 {
			want = "0"
		}
		if got := eval[string](t, b, fmt.Sprintf(`document.getElementById("pbn-map-%s").value`, e.ID)); got != want {
			t.Errorf("file pair %s (%s): %s; want %s", e.ID, e.Name, got, want)
		}
	}
	b.input(t, "pbn-map-"+es[0].ID, "100")
	b.screenshot(t, "pbn-roster-hu")

	res := tf.Traveller(3)
	number := func(pid string) string {
		for i, e := range es {
			if e.ID == pid {
				return strconv.Itoa(100 + i)
			}
		}
		return "?"
	}
	b.open(t, s.URL+"calc/scoring/traveller?lang="+l.String())
	b.waitJS(t, `document.getElementById("pbn-board") !== null`)
	b.input(t, "pbn-board", "3")
	b.waitJS(t, fmt.Sprintf(`document.querySelectorAll('[id^="t-entries-"][id$="-ns_pair"]').length === %d`, len(res)))
	for i, p := range res {
		got := eval[string](t, b, fmt.Sprintf(`document.getElementById("t-entries-%d-ns_pair").value + "–" + document.getElementById("t-entries-%d-ew_pair").value`, i+1, i+1))
		if want := number(p.PairNS) + "–" + number(p.PairEW); got != want {
			t.Errorf("row %d: pairs %s; want the event's %s (file %s–%s)", i+1, got, want, p.PairNS, p.PairEW)
		}
	}
	w.check(t)
}

// TestPBNQuirks: in Serbian and Hungarian at 360 px, a scoring program's session in
// Windows-1250 with a tag given twice in every game and a fouled deal loads once its
// encoding is picked; what could not be read is listed with its board and line as the engine
// words it; the fouled deal's problem links to the fouled-board calculator, which opens with
// the board taken and its deal shown (12 and 14 cards); a ruling on a board downloads as PBN
// and as USEBIO with its board result.
func TestPBNQuirks(t *testing.T) {
	for _, l := range []msg.Lang{msg.SR, msg.HU} {
		t.Run(l.String(), func(t *testing.T) {
			path := pbnTestdata(t, "enc-1250-quirks.pbn")
			raw, _ := os.ReadFile(path)
			f, err := pbn.ParseIn(raw, pbn.Windows1250)
			if err != nil || len(f.Problems) == 0 {
				t.Fatalf("the file: %v, %d problems", err, len(f.Problems))
			}
			s, b, _ := logPhone(t, l)
			id := newEvent(t, b, s.URL, "Kup Čačka", "nsbk", "")
			b.open(t, s.URL+"log/event?id="+id+"&lang="+l.String())
			b.loadPBN(t, path)
			b.waitJS(t, `document.getElementById("pbn-encodings") !== null`)
			b.do(t, chromedp.Evaluate[chromedp.Void](`document.querySelector('button.pbn-enc[data-enc="windows-1250"]').click()`))
			b.waitJS(t, `document.getElementById("pbn-problem-list") !== null || document.getElementById("pbn-error") !== null`)
			if e := b.text(t, "#pbn-error"); e != "" {
				t.Fatalf("reading in Windows-1250: %s", e)
			}
			if facts := b.text(t, "#pbn-facts"); !strings.Contains(facts, f.Games[0].Event) {
				t.Errorf("facts = %q; want the event's name %q", facts, f.Games[0].Event)
			}
			n := eval[int](t, b, `document.querySelectorAll("#pbn-problem-list > li").length`)
			if n != len(f.Problems) {
				t.Fatalf("%d problems listed; want %d", n, len(f.Problems))
			}
			for i, pr := range f.Problems {
				want := engine.ErrorMessage(pr.Err, l, "")
				got := b.text(t, fmt.Sprintf("#pbn-problem-list > li:nth-child(%d) > span", i+1))
				if !strings.HasSuffix(got, want) || !strings.Contains(got, strconv.Itoa(pr.Board)) {
					t.Errorf("problem %d = %q; want board %d and %q", i+1, got, pr.Board, want)
				}
			}
			b.do(t, chromedp.Evaluate[chromedp.Void](`document.getElementById("pbn-problems").open = true`))
			if w := eval[int](t, b, `document.getElementById("pbn").scrollWidth`); w > 360 {
				t.Errorf("the PBN section is %d px wide at 360 px", w)
			}
			b.screenshot(t, "pbn-problems-"+l.String())

			g := f.Board(2)
			if g == nil || g.Deal == nil || !g.Deal.Fouled {
				t.Fatal("board 2 is not read as a fouled deal")
			}
			// the fouled deal's problem links to the fouled-board calculator, its board taken
			fouled := `document.querySelector('#pbn-problem-list li[data-board="2"] a.pbn-fouled')`
			if eval[bool](t, b, fouled+` === null`) {
				t.Fatal("the fouled deal of board 2 has no link to the fouled-board calculator")
			}
			b.do(t, chromedp.Evaluate[chromedp.Void](fouled+`.click()`))
			b.waitJS(t, `location.pathname.endsWith("/calc/nsbk/fouled-board") && document.getElementById("pbn-deal") !== null`)
			if v := eval[string](t, b, `document.getElementById("pbn-board").value`); v != "2" {
				t.Errorf("the fouled-board calculator opened with board %q; want 2", v)
			}
			for seat := bridge.North; seat <= bridge.West; seat++ {
				want := notation.ShowHand(cards.Bridge, g.Deal.Hands[seat])
				if got := b.text(t, fmt.Sprintf(`#pbn-deal [data-seat=%q]`, seat.String())); got != want {
					t.Errorf("board 2, %v: %q; want %q", seat, got, want)
				}
			}
			b.screenshot(t, "pbn-fouled-file-"+l.String())

			// a ruling on board 5 goes out as PBN and as USEBIO, its board result in both
			dl := downloads(t, b)
			b.open(t, s.URL+"calc/nsbk/unplayed?lang="+l.String())
			b.example(t)
			b.click(t, "log-it")
			b.input(t, "log-board", "5")
			b.click(t, "log-save")
			b.waitJS(t, `document.getElementById("log-saved") !== null`)
			b.open(t, s.URL+"log/event?id="+id+"&lang="+l.String())
			b.waitJS(t, `document.getElementById("pbn-usebio") !== null && !document.getElementById("pbn-usebio").disabled`)
			if got, want := b.text(t, "#pbn-usebio"), map[msg.Lang]string{msg.SR: "Rezultati kao USEBIO", msg.HU: "Eredmények USEBIO-ban"}[l]; got != want {
				t.Errorf("the USEBIO button reads %q; want %q", got, want)
			}
			if w := eval[int](t, b, `document.getElementById("pbn").scrollWidth`); w > 360 {
				t.Errorf("the PBN section is %d px wide at 360 px", w)
			}
			b.do(t, chromedp.Evaluate[chromedp.Void](`document.getElementById("pbn-usebio").scrollIntoView()`))
			b.screenshot(t, "pbn-exports-"+l.String())
			b.click(t, "pbn-export")
			back, err := pbn.Parse(waitFile(t, dl, "*.pbn"))
			if err != nil {
				t.Fatalf("the PBN export does not read: %v", err)
			}
			rs, err := pbn.ReadRulings(back)
			if err != nil || len(rs) != 1 || rs[0].Board != 5 || rs[0].Score == nil || rs[0].Score.Kind != engine.BoardNotPlayed {
				t.Errorf("the PBN export's rulings = %+v, %v; want one on board 5 with its not-played score", rs, err)
			}
			b.click(t, "pbn-usebio")
			xml := waitFile(t, dl, "*.xml")
			lines, _, _, err := pbn.ReadUSEBIO(xml)
			if err != nil || len(lines) != 1 || lines[0].Board != 5 || lines[0].Calculator != "nsbk.unplayed" ||
				lines[0].Score == nil || lines[0].Score.Kind != engine.BoardNotPlayed || lines[0].MP[0] == "" {
				t.Errorf("the USEBIO export's lines = %+v, %v; want board 5's not-played score in matchpoints", lines, err)
			}
			if !bytes.HasPrefix(xml, []byte(`<?xml version="1.0" encoding="ISO-8859-1"?>`)) {
				t.Errorf("the USEBIO export opens %.50q", xml)
			}
		})
	}
}
