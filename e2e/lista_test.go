package e2e

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rules/pref"
	"arbiter/engine/rulesets"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// The Preferans lista (issue: the sheet drawn as the paper score sheet): its print view, opened
// from a link as a judge would open it, read at 360 px in every language, and printed to PDF on
// A4 by Chromium: one page for a 4-hand and a 30-hand game, every printed text at 10 pt or more.

// listaGames are the games printed: hands, rulings (hand, three bula changes) and S-numbers.
func listaGames(t *testing.T) []struct {
	name  string
	start int64
	hands []pref.Hand
	rul   []int64
	ids   []int64
} {
	four := []pref.Hand{
		{Declarer: 0, Game: pref.Pik, Tricks: [3]int{7, 1, 2}, Followed: [3]bool{false, true, true}},
		{Passed: true},
		{Declarer: 1, Game: pref.Karo, Kontra: pref.Kontrirano, Tricks: [3]int{2, 5, 3}, Followed: [3]bool{false, false, true}},
		{Declarer: 2, Game: pref.Sans, Igra: true, Tricks: [3]int{2, 2, 6}, Followed: [3]bool{true, true, false}},
	}
	// thirty hands: each player in turn, every game, a passed-out hand every seventh, made and
	// failed games, one and two followers; three rulings
	var thirty []pref.Hand
	for n := 0; n < 30; n++ {
		if n%7 == 6 {
			thirty = append(thirty, pref.Hand{Passed: true})
			continue
		}
		d := n % 3
		l, r := (d+1)%3, (d+2)%3
		h := pref.Hand{Declarer: d, Game: pref.Game(n%6 + 1), Igra: n%5 == 0, Kontra: pref.Kontra(n % 4 / 3)}
		dt := 6 + n%3 - (n%4)/2 // 4 … 8
		if h.Game == pref.Betl {
			dt = n % 2
		}
		h.Tricks[d], h.Tricks[l], h.Tricks[r] = dt, (10-dt)/2, 10-dt-(10-dt)/2
		h.Followed[l], h.Followed[r] = true, n%4 != 1
		thirty = append(thirty, h)
	}
	return []struct {
		name  string
		start int64
		hands []pref.Hand
		rul   []int64
		ids   []int64
	}{
		{"4 hands", 60, four, []int64{3, -4, 0, 4}, []int64{45}},
		{"30 hands", 100, thirty, []int64{5, -2, 0, 2, 12, 0, 6, 0, 27, 4, -4, 8}, []int64{101, 102, 1205}},
	}
}

func TestListaPrint(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	w := watch(t, b)
	rs := rulesets.Get("pref-club")
	c := rs.Calculator("pref.sheet")
	codec := link.New(rulesets.Get)
	for _, g := range listaGames(t) {
		var codes []int64
		for _, h := range g.hands {
			x, err := pref.EncodeHand(h)
			if err != nil {
				t.Fatal(err)
			}
			codes = append(codes, x)
		}
		vals, err := c.Inputs.With(map[string][]int64{"start_bula": {g.start}, "hands": codes, "rulings": g.rul, "ruling_ids": g.ids})
		if err != nil {
			t.Fatal(err)
		}
		p := engine.NewParams(rs, nil)
		paper, err := c.Draw(p, vals)
		if err != nil || paper == nil {
			t.Fatalf("%s: the engine draws no lista: %v", g.name, err)
		}
		code, err := codec.Encode(link.Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: c.ID, Values: vals})
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range []msg.Lang{msg.SR, msg.HU, msg.EN} {
			t.Run(g.name+"/"+l.String(), func(t *testing.T) {
				defer w.check(t)
				b.do(t, chromedp.EmulateViewport(360, 800))
				b.open(t, s.URL+"r?r="+code+"&print=1&lang="+l.String())
				b.waitJS(t, `document.getElementById("paper") !== null`)
				// the lista the page draws is the engine's, line by line and cell by cell
				want := listaLines(l, paper)
				got := eval[[]string](t, b, `Array.from(document.querySelectorAll("#paper tbody tr, #paper tfoot tr")).map(tr =>
					Array.from(tr.children).filter(c => !c.classList.contains("paper-what")).map(c => {
						const x = c.cloneNode(true); x.querySelectorAll(".vh").forEach(v => v.remove());
						return x.textContent.replace(/\s+/g, " ").trim(); }).join(" | "))`)
				if strings.Join(got, "\n") != strings.Join(want, "\n") {
					t.Errorf("the lista shows\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
				}
				// readable at 360 px: nothing wider than the screen, the table without a scroll
				if wide := eval[int](t, b, `Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)`); wide > 360 {
					t.Errorf("%d px wide at 360 px", wide)
				}
				if d := eval[int](t, b, `(s => s.scrollWidth - s.clientWidth)(document.querySelector(".paper-scroll"))`); d > 0 {
					cols := eval[[]float64](t, b, `Array.from(document.querySelectorAll("#paper thead tr:last-child th, #paper tbody tr:first-child th")).map(c => Math.round(c.getBoundingClientRect().width))`)
					t.Errorf("the lista scrolls sideways by %d px at 360 px (column widths %v)", d, cols)
				}
				if small := eval[float64](t, b, minFontJS); small < 11 {
					t.Errorf("smallest text on screen %.2f px", small)
				}
				b.screenshot(t, "lista-360-"+strings.ReplaceAll(g.name, " ", "")+"-"+l.String())
				// printed: every text at 10 pt (13.33 px) or more, on one A4 page
				if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
					t.Fatal(err)
				}
				smallest := eval[float64](t, b, minFontJS)
				b.do(t, chromedp.EmulateViewport(718, 1000)) // an A4 page's width inside its margins
				b.screenshot(t, "lista-print-"+strings.ReplaceAll(g.name, " ", "")+"-"+l.String())
				b.do(t, chromedp.EmulateViewport(360, 800))
				if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{}); err != nil {
					t.Fatal(err)
				}
				if smallest < 40.0/3-0.01 {
					t.Errorf("smallest printed text %.2f px (%.2f pt), want 10 pt or more", smallest, smallest*0.75)
				}
				pdf, err := chromedp.Call(b.ctx, page.PrintToPDF, page.PrintToPDFParams{PaperWidth: 210 / 25.4, PaperHeight: 297 / 25.4})
				if err != nil {
					t.Fatal(err)
				}
				name := filepath.Join(shots, "lista-"+strings.ReplaceAll(g.name, " ", "")+"-"+l.String()+".pdf")
				if err := os.MkdirAll(shots, 0o755); err == nil {
					os.WriteFile(name, pdf.Data, 0o644)
				}
				pages, sizes := pdfFacts(t, pdf.Data)
				if pages != 1 {
					t.Errorf("the lista prints on %d pages, want one (%s)", pages, name)
				}
				for _, sz := range sizes {
					if sz < 10-0.01 {
						t.Errorf("the PDF sets text at %.2f pt (%s)", sz, name)
						break
					}
				}
				if len(sizes) == 0 {
					t.Errorf("no font size found in the PDF (%s)", name)
				} else {
					lo, hi := sizes[0], sizes[0]
					for _, sz := range sizes {
						lo, hi = min(lo, sz), max(hi, sz)
					}
					t.Logf("%s: %d page(s), %d runs of text from %.2f to %.2f pt", name, pages, len(sizes), lo, hi)
				}
			})
		}
	}
}

// minFontJS is the smallest font size, in CSS px, of any text on show in the page's main part
// (text hidden from view and screen-reader-only text left out).
const minFontJS = `(() => {
	let min = 1e9;
	const walk = document.createTreeWalker(document.getElementById("main"), NodeFilter.SHOW_TEXT);
	for (let n = walk.nextNode(); n; n = walk.nextNode()) {
		const e = n.parentElement;
		if (!n.textContent.trim() || !e || e.closest(".vh") || e.getClientRects().length === 0) continue;
		min = Math.min(min, parseFloat(getComputedStyle(e).fontSize));
	}
	return min;
})()`

// listaLines is the lista's lines as the page should show them: label | cells, each cell its
// number in l and its marks' symbols.
func listaLines(l msg.Lang, pp *engine.Paper) []string {
	var out []string
	for _, r := range append(append([]engine.PaperRow(nil), pp.Rows...), pp.Foot...) {
		parts := []string{""}
		if r.Label.Key != "" {
			parts[0] = msg.T(l, r.Label.Key, r.Label.Args...)
		}
		for _, c := range r.Cells {
			var s []string
			if c.Value != nil {
				s = append(s, msg.Format(l, c.Value))
			}
			for _, m := range c.Marks {
				if sym := engine.MarkSymbols[m]; sym != "" {
					s = append(s, sym)
				}
			}
			parts = append(parts, strings.Join(strings.Fields(strings.Join(s, " ")), " ")) // no-break spaces read as spaces
		}
		out = append(out, strings.Join(parts, " | "))
	}
	return out
}

// pdfFacts returns the number of pages of a PDF and the font sizes its text is set in (pt): the
// Tf operators of its content streams, each scaled by the text matrix in force (Tm) and the
// current transformation's scale (cm), as Chromium writes them.
func pdfFacts(t *testing.T, pdf []byte) (pages int, sizes []float64) {
	t.Helper()
	var texts [][]byte
	texts = append(texts, pdf)
	// a stream's data runs from the line after "stream" to where its compression ends: not to
	// the first line break before "endstream", as the data's own last byte may be a CR (a print in
	// a loaded run here lost its text that way)
	starts := regexp.MustCompile(`stream\r?\n`)
	for _, m := range starts.FindAllIndex(pdf, -1) {
		r, err := zlib.NewReader(bytes.NewReader(pdf[m[1]:]))
		if err != nil {
			continue
		}
		if b, err := io.ReadAll(r); err == nil {
			texts = append(texts, b)
		}
	}
	page := regexp.MustCompile(`/Type\s*/Page[^s]`)
	num := `(-?[0-9.]+)`
	op := regexp.MustCompile(num + `\s+` + num + `\s+` + num + `\s+` + num + `\s+` + num + `\s+` + num + `\s+(cm|Tm)\b|/[A-Za-z0-9+._-]+\s+` + num + `\s+Tf\b|\b(q|Q|BT)\b`)
	for _, b := range texts {
		pages += len(page.FindAll(b, -1))
		// a content stream: follow the graphics state's scale and the text matrix
		scale, stack, tm := 1.0, []float64{}, 1.0
		for _, m := range op.FindAllSubmatch(b, -1) {
			switch {
			case string(m[7]) == "cm":
				a, _ := strconv.ParseFloat(string(m[1]), 64)
				d, _ := strconv.ParseFloat(string(m[4]), 64)
				if a == 0 {
					a = d
				}
				scale *= abs(a)
			case string(m[7]) == "Tm":
				d, _ := strconv.ParseFloat(string(m[4]), 64)
				tm = abs(d)
			case len(m[8]) > 0:
				f, _ := strconv.ParseFloat(string(m[8]), 64)
				if f > 0 {
					sizes = append(sizes, f*tm*scale)
				}
			case string(m[9]) == "q":
				stack = append(stack, scale)
			case string(m[9]) == "Q":
				if len(stack) > 0 {
					scale, stack = stack[len(stack)-1], stack[:len(stack)-1]
				}
			case string(m[9]) == "BT":
				tm = 1
			}
		}
	}
	return pages, sizes
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// TestPDFFacts: the PDF reader finds the pages and the text sizes of a one-page PDF whose
// content stream is compressed, whatever the compressed data's last byte: a CR there (just
// before the line break that ends the stream) is the data's, not the line break's.
func TestPDFFacts(t *testing.T) {
	for _, last := range []byte{'\r', 'x'} {
		var z []byte
		for i := 0; ; i++ {
			var buf bytes.Buffer
			w := zlib.NewWriter(&buf)
			fmt.Fprintf(w, "q 0.75 0 0 0.75 0 0 cm BT /F1 16 Tf (row %d) Tj ET Q", i)
			w.Close()
			if z = buf.Bytes(); z[len(z)-1] == last {
				break
			}
		}
		pdf := fmt.Appendf(nil, "%%PDF-1.4\n1 0 obj\n<</Type /Page /Contents 2 0 R>>\nendobj\n2 0 obj\n<</Filter /FlateDecode /Length %d>> stream\n%s\nendstream\nendobj\n%%%%EOF\n", len(z), z)
		pages, sizes := pdfFacts(t, pdf)
		if pages != 1 || fmt.Sprint(sizes) != "[12]" {
			t.Errorf("stream ending in %q: %d pages, sizes %v; want 1 page, [12]", last, pages, sizes)
		}
	}
}
