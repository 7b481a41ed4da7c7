package e2e

import (
	"bytes"
	"image"
	"image/draw"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/input"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rules/pref"
	"arbiter/engine/rulesets"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// reasonings are the directors' reasonings typed in each language (a newline, suit symbols and
// characters a URL escapes).
var reasonings = map[msg.Lang]string{
	msg.SR: "Objašnjenje sistema bilo je pogrešno (Zakon 21B).\nBez njega: 4♠ N = u 40 %, 4♠ N -1 u 60 % & ništa drugo.",
	msg.HU: "A rendszer magyarázata hibás volt (21B szabály).\nNélküle: 4♠ É = 40 %, 4♠ É -1 60 % & más nem.",
}

// TestRulingRecord: at 360 px in Serbian and Hungarian a director types a weighted score
// (4♠ N = at 40 %, 4♠ N -1 at 60 %), writes the reasoning in the share box and shares it; a
// player's fresh profile opens the link offline: the receipt says the ruling and what beside it
// was checked match, shows the reasoning and the outcomes with their weights; the same link with
// one character of the reasoning changed is refused; the receipt's print view shows the same
// record with the link as a QR code that decodes, at the printed size, to the link itself, and
// prints on one A4 page.
func TestRulingRecord(t *testing.T) {
	need(t)
	s := serve(t, copySite(t), "/")
	c := calcByID(t, "law12.weighted")
	codec := link.New(rulesets.Get)
	links := map[msg.Lang]string{}
	a := newBrowser(t, origin(s))
	a.do(t, chromedp.EmulateViewport(360, 800))
	for _, l := range []msg.Lang{msg.SR, msg.HU} {
		a.open(t, calcURL(s, c, l))
		a.typeCase(t, c, [][2]string{{"form", "cross-imp"}, {"board", "7"}, {"contracts", "4S N =\n4S N -1"}, {"weights", "40%\n60%"},
			{"traveller", "4S N +1\n4S N =\n3N N +1\n4S N -1\n2H W ="}})
		a.settle(t, "the weighted score", c, l)
		a.click(t, "share")
		a.waitJS(t, `document.getElementById("share-why") !== null && document.getElementById("share-url").value.includes("r?r=")`)
		if v := eval[string](t, a, `document.getElementById("share-why").value`); v != "" {
			t.Errorf("%s: the reasoning opens as %q, want blank", l, v)
		}
		if strings.Contains(eval[string](t, a, `document.getElementById("share-url").value`), "&"+link.ParamReason+"=") {
			t.Errorf("%s: a link carries a reasoning the director did not write", l)
		}
		a.input(t, "share-why", reasonings[l])
		a.waitJS(t, `document.getElementById("share-url").value.includes("&`+link.ParamReason+`=")`)
		u := eval[string](t, a, `document.getElementById("share-url").value`)
		if link.ParseReason(u) != link.CleanReason(reasonings[l]) || link.CheckExtras(u) != link.ExtrasMatch {
			t.Fatalf("%s: the shared link %s reads the reasoning %q, check %v", l, u, link.ParseReason(u), link.CheckExtras(u))
		}
		if h := eval[string](t, a, `document.getElementById("share-print").getAttribute("href")`); h != u+"&print=1" {
			t.Errorf("%s: the share box's print link %q, want the link's print view", l, h)
		}
		if w := eval[int](t, a, `document.documentElement.scrollWidth`); w > 360 {
			t.Errorf("%s: the share box is %d px wide at 360 px", l, w)
		}
		a.screenshot(t, "record-share-"+l.String()+"-360")
		links[l] = u
		t.Logf("%s link (%d characters): %s", l, len(u), u)
	}

	b := newBrowser(t, origin(s))
	axeSrc := axeSource(t)
	axe := func(what string, l msg.Lang) { // axe-core's rules on the page as it stands
		t.Helper()
		eval[bool](t, b, axeSrc+";\ntrue")
		axeCheck(t, b, axeJS(), what, l)
	}
	b.do(t, chromedp.EmulateViewport(360, 800))
	b.open(t, s.URL)
	b.waitWorker(t)
	s.stop()
	b.allow = func(string) bool { return true } // offline: failed requests are expected
	for _, l := range []msg.Lang{msg.SR, msg.HU} {
		t.Run(l.String(), func(t *testing.T) {
			u := links[l]
			code, _, err := link.ParseURL(u)
			if err != nil {
				t.Fatal(err)
			}
			r, err := codec.Decode(code)
			if err != nil {
				t.Fatal(err)
			}
			// the outcomes and weights as the player's language writes them, from the link's code
			var want []string
			for _, o := range engine.WeightedOptions(c.Calc.Inputs, r.Values) {
				wf := &c.Calc.Inputs[engine.WeightsField(c.Calc.Inputs)]
				want = append(want, input.Show(&c.Calc.Inputs[o.Field], []int64{o.Item}, l)+" | "+input.Show(wf, []int64{o.Weight}, l))
			}
			if len(want) != 2 {
				t.Fatalf("the link holds %d weighted outcomes, want 2 (%s)", len(want), u)
			}
			record := func(where string) {
				t.Helper()
				if got := b.text(t, "#ruling-why-text"); got != link.CleanReason(reasonings[l]) {
					t.Errorf("%s: reasoning %q, want %q", where, got, reasonings[l])
				}
				got := eval[[]string](t, b, `Array.from(document.querySelectorAll("#ruling-weights tbody tr")).map(tr =>
					tr.querySelector(".why-option").textContent.trim() + " | " + tr.querySelector(".why-weight").textContent.trim())`)
				if strings.Join(got, "\n") != strings.Join(want, "\n") {
					t.Errorf("%s: outcomes and weights %q, want %q", where, got, want)
				}
			}
			b.open(t, u+"&lang="+l.String())
			b.waitJS(t, `document.querySelector("#ruling-check[data-check=matches]") !== null && document.querySelector("#ruling-extras[data-extras=match]") !== null`)
			record("receipt")
			axe("the receipt with a reasoning and weights", l)
			if w := eval[int](t, b, `document.documentElement.scrollWidth`); w > 360 {
				t.Errorf("the receipt is %d px wide at 360 px", w)
			}
			b.screenshot(t, "record-receipt-"+l.String()+"-360")

			// one character of the reasoning changed: the receipt says so
			i := strings.Index(u, "&"+link.ParamReason+"=") + len(link.ParamReason) + 3
			bad := u[:i] + "X" + u[i+1:]
			b.open(t, bad+"&lang="+l.String())
			b.waitJS(t, `document.querySelector("#ruling-extras[data-extras=differ]") !== null`)

			// the print view: the same record, the link as a QR code at the printed size
			b.open(t, u+"&lang="+l.String())
			b.waitJS(t, `document.getElementById("ruling-print") !== null`)
			b.click(t, "ruling-print")
			b.waitJS(t, `document.getElementById("ruling-qr") !== null && location.search.includes("print=1")`)
			record("print view")
			axe("the one-page ruling", l)
			if !b.has(t, "#ruling-extras[data-extras=match]") || !b.has(t, "#ruling-case [data-case=time]") {
				t.Error("the print view drops the check or the ruling's time")
			}
			if h := eval[string](t, b, `document.getElementById("paper-back").getAttribute("href")`); h != u {
				t.Errorf("the print view's way back %q, want the link %q", h, u)
			}
			b.screenshot(t, "record-print-"+l.String()+"-360")
			printed(t, b, "record-"+l.String(), u)
		})
	}
}

// TestListaPrintRecord: the Preferans lista's print view, opened from a logged case's receipt,
// keeps the case, the check, the deadline and the reasoning, shows no data version, and its QR
// code decodes to the link at the printed size, with a short reasoning and with the longest a
// link may carry; the page prints on one A4 page.
func TestListaPrintRecord(t *testing.T) {
	need(t)
	s := serve(t, copySite(t), "/")
	rs := rulesets.Get("pref-club")
	c := rs.Calculator("pref.sheet")
	g := listaGames(t)[0]
	var hands []int64
	for _, h := range g.hands {
		x, err := pref.EncodeHand(h)
		if err != nil {
			t.Fatal(err)
		}
		hands = append(hands, x)
	}
	vals, err := c.Inputs.With(map[string][]int64{"start_bula": {g.start}, "hands": hands, "rulings": g.rul, "ruling_ids": g.ids})
	if err != nil {
		t.Fatal(err)
	}
	code, err := link.New(rulesets.Get).Encode(link.Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: c.ID, Values: vals})
	if err != nil {
		t.Fatal(err)
	}
	kase := link.Case{Label: "S4", Game: 2, Time: "2026-12-05T21:40", Sides: []link.Side{{Role: "player", Number: 3}}}
	// a short reasoning, and the longest one a link may carry (its QR code prints larger)
	long := []rune(strings.Repeat("A 12. leosztás után a jegyzőkönyvet kijavítottuk: ♠ ", 20))[:link.MaxReasonLen]
	whys := map[msg.Lang]string{msg.SR: "Zapis je ispravljen posle 12. ruke.", msg.HU: strings.TrimSpace(string(long))}
	b := newBrowser(t, origin(s))
	w := watch(t, b)
	defer w.check(t)
	for _, l := range []msg.Lang{msg.SR, msg.HU} {
		u := link.RecordURL("http://"+s.addr+"/r", code, "", whys[l], kase, link.Facts{SessionEnd: "2026-12-05T23:00"})
		t.Run(l.String(), func(t *testing.T) {
			b.do(t, chromedp.EmulateViewport(360, 800))
			b.open(t, u+"&lang="+l.String())
			b.waitJS(t, `document.getElementById("paper-print") !== null`)
			b.click(t, "paper-print")
			b.waitJS(t, `document.getElementById("paper") !== null && location.search.includes("print=1")`)
			for _, sel := range []string{"#ruling-case [data-case=game]", "#ruling-case [data-case=time]", "#ruling-case [data-case=side]",
				"#ruling-extras[data-extras=match]", "#ruling-why-text", "#ruling-qr svg"} {
				if !b.has(t, sel) {
					t.Errorf("the lista's print view has no %s", sel)
				}
			}
			data := msg.T(l, "app.ruling.data", msg.A("version", rs.Version))
			if body := b.text(t, "main"); strings.Contains(body, data) {
				t.Errorf("the lista's print view shows the data version (%q)", data)
			}
			if h := eval[string](t, b, `document.getElementById("paper-back").getAttribute("href")`); h != u {
				t.Errorf("the lista's way back %q, want the link %q", h, u)
			}
			b.screenshot(t, "record-lista-print-"+l.String()+"-360")
			printed(t, b, "record-lista-"+l.String(), u)
		})
	}
}

// printed checks the page as printed: its QR code, screenshot at its printed size at 192 dpi
// (twice the CSS pixel; coarser than any printer's 300 dpi), decodes to the link u; the page
// prints on one A4 page.
func printed(t *testing.T, b *browser, name, u string) {
	t.Helper()
	if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
		t.Fatal(err)
	}
	b.do(t, chromedp.EmulateViewport(718, 1000)) // an A4 page's width inside its margins
	defer func() {
		b.do(t, chromedp.EmulateViewport(360, 800))
		chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{})
	}()
	// 40 mm wide, or at least half a millimetre a module (quiet zone included), in 5 mm steps
	mm := eval[float64](t, b, `document.querySelector("#ruling-qr svg").getBoundingClientRect().width * 25.4 / 96`)
	modules := eval[float64](t, b, `document.querySelector("#ruling-qr svg").viewBox.baseVal.width`)
	if mm < 39.5 || mm < modules/2-0.1 || mm > max(40, modules/2+5)+0.1 {
		t.Errorf("the printed QR code is %.1f mm wide for %.0f modules, want 40 mm or 0.5 mm a module", mm, modules)
	}
	shot, err := chromedp.Run(b.ctx, chromedp.ScreenshotScale(chromedp.CSS("#ruling-qr svg"), 2))
	if err != nil {
		t.Fatal(err)
	}
	writeShot(t, shots, name+"-qr", shot)
	if got := decodeQR(t, shot); got != u {
		t.Errorf("the printed QR code (%.1f mm) reads %q, want the link %q", mm, got, u)
	}
	b.screenshot(t, name+"-print")
	pdf, err := chromedp.Call(b.ctx, page.PrintToPDF, page.PrintToPDFParams{PaperWidth: 210 / 25.4, PaperHeight: 297 / 25.4})
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(shots, name+".pdf")
	if err := os.MkdirAll(shots, 0o755); err == nil {
		os.WriteFile(file, pdf.Data, 0o644)
	}
	if pages, _ := pdfFacts(t, pdf.Data); pages != 1 {
		t.Errorf("the ruling prints on %d pages, want one (%s)", pages, file)
	}
}

// decodeQR reads a QR code in a PNG with jsQR (e2e/node_modules, pinned in package.json), run
// by node; "" when it finds none.
func decodeQR(t *testing.T, shot []byte) string {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatal(err)
	}
	bd := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, bd.Dx(), bd.Dy()))
	draw.Draw(rgba, rgba.Bounds(), img, bd.Min, draw.Src)
	raw := filepath.Join(t.TempDir(), "qr.rgba")
	if err := os.WriteFile(raw, rgba.Pix, 0o644); err != nil {
		t.Fatal(err)
	}
	lib, err := filepath.Abs(filepath.Join("node_modules", "jsqr"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(lib); err != nil {
		t.Fatalf("jsQR is not installed (npm ci --prefix e2e): %v", err)
	}
	const js = `const jsQR = require(process.argv[1]);
const px = new Uint8ClampedArray(require("fs").readFileSync(process.argv[2]));
const r = jsQR(px, +process.argv[3], +process.argv[4]);
process.stdout.write(r ? r.data : "");`
	out, err := exec.Command("node", "-e", js, lib, raw, strconv.Itoa(bd.Dx()), strconv.Itoa(bd.Dy())).Output()
	if err != nil {
		t.Fatalf("node jsQR: %v", err)
	}
	t.Logf("QR code %d×%d px read: %d characters", bd.Dx(), bd.Dy(), len(out))
	return string(out)
}

// TestLoggedReasoning: in Serbian at 360 px, a case logged with notes offers them as the
// reasoning of its share link (to edit before sharing); a reasoning over the limit says so,
// naming the field and the limit, and the link goes without it until it is shortened; the
// receipt shows the reasoning the link carries.
func TestLoggedReasoning(t *testing.T) {
	c := calcByID(t, "nsbk.lateness")
	l := msg.SR
	s, b, w := logPhone(t, l)
	b.open(t, s.URL+"log?new="+c.RS.ID)
	b.input(t, "ev-name", "Jesenji parovi")
	b.click(t, "event-save")
	b.waitJS(t, `location.pathname.endsWith("/log/event") && document.getElementById("incidents") !== null`)
	evURL := eval[string](t, b, `location.href`)
	b.open(t, calcURL(s, c, l))
	b.example(t)
	notes := "Par 4 je kasnio 9 minuta; upozoren je pri prvom kašnjenju (S1)."
	if got := b.logCase(t, [][2]string{{"log-notes", notes}}); !strings.Contains(got, "S1") {
		t.Fatalf("saved as %q", got)
	}
	b.open(t, evURL+"&lang="+l.String())
	b.waitJS(t, `document.getElementById("share-inc-1") !== null`)
	b.click(t, "share-inc-1")
	b.waitJS(t, `document.getElementById("share-inc-why-1") !== null && (document.getElementById("share-inc-url-1") || {value: ""}).value.includes("r?r=")`)
	if v := eval[string](t, b, `document.getElementById("share-inc-why-1").value`); v != notes {
		t.Errorf("the reasoning opens as %q, want the case's notes %q", v, notes)
	}
	u := eval[string](t, b, `document.getElementById("share-inc-url-1").value`)
	if link.ParseReason(u) != notes || link.CheckExtras(u) != link.ExtrasMatch {
		t.Errorf("link %s: reasoning %q, check %v; want the notes under the check", u, link.ParseReason(u), link.CheckExtras(u))
	}

	// over the limit: the field says so, naming itself and the limit, and the link goes without it
	long := strings.Repeat("ž", link.MaxReasonLen+12)
	b.input(t, "share-inc-why-1", long)
	b.waitJS(t, `document.getElementById("share-inc-why-1-error") !== null`)
	// the app's Serbian (its catalogue is the app's own, not the engine's)
	if got, want := b.text(t, "#share-inc-why-1-error"), "Obrazloženje: najviše 500 znakova, ovo ima 512. Skratite ga: dotle link ide bez njega."; got != want {
		t.Errorf("over the limit: %q, want %q", got, want)
	}
	if v := eval[string](t, b, `document.getElementById("share-inc-url-1").value`); strings.Contains(v, "&"+link.ParamReason+"=") {
		t.Errorf("a reasoning over the limit went into the link: %s", v)
	}
	b.screenshot(t, "record-logged-long-sr-360")
	short := "Kasnio 9 minuta, drugi put u toku takmičenja."
	b.input(t, "share-inc-why-1", short)
	b.waitJS(t, `document.getElementById("share-inc-why-1-error") === null && document.getElementById("share-inc-url-1").value.includes("&`+link.ParamReason+`=")`)
	u = eval[string](t, b, `document.getElementById("share-inc-url-1").value`)
	if w := eval[int](t, b, `document.documentElement.scrollWidth`); w > 360 {
		t.Errorf("the share box is %d px wide at 360 px", w)
	}
	b.screenshot(t, "record-logged-share-sr-360")
	b.open(t, u+"&lang="+l.String())
	b.waitJS(t, `document.querySelector("#ruling-extras[data-extras=match]") !== null && document.getElementById("ruling-why-text") !== null`)
	if got := b.text(t, "#ruling-why-text"); got != short {
		t.Errorf("the receipt's reasoning %q, want %q", got, short)
	}
	if b.has(t, "#ruling-weights") {
		t.Error("a lateness ruling shows a weighted score's outcomes")
	}
	w.check(t)
}
