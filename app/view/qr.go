package view

import (
	"strconv"
	"strings"

	"arbiter/internal/replace"

	"rsc.io/qr"
)

// QrSVG draws text as a QR code in inline SVG (one path, a quiet zone of 4 modules), locally:
// no image service, nothing leaves the device. It returns "" when text does not fit a QR code.
func QrSVG(text, label string) string {
	c, err := qr.Encode(text, qr.M)
	if err != nil {
		return ""
	}
	const quiet = 4
	n := c.Size + 2*quiet
	var p strings.Builder
	for y := 0; y < c.Size; y++ {
		for x := 0; x < c.Size; x++ {
			if !c.Black(x, y) {
				continue
			}
			run := 1
			for x+run < c.Size && c.Black(x+run, y) {
				run++
			}
			p.WriteString("M" + strconv.Itoa(x+quiet) + " " + strconv.Itoa(y+quiet) + "h" + strconv.Itoa(run) + "v1h-" + strconv.Itoa(run) + "z")
			x += run - 1
		}
	}
	ns := strconv.Itoa(n)
	return `<svg xmlns="http://www.w3.org/2000/svg" class="qr" role="img" aria-label="` + htmlEscape(label) +
		`" viewBox="0 0 ` + ns + ` ` + ns + `" shape-rendering="crispEdges"><rect width="` + ns + `" height="` + ns +
		`" fill="#fff"/><path fill="#000" d="` + p.String() + `"/></svg>`
}

// QrPrintMM is the printed width, in millimetres, of text's QR code (quiet zone included):
// 40 mm, or at least half a millimetre a module, in steps of 5 mm, when the code has more
// modules (a long reasoning), so that a phone's camera still reads it from paper; the page's
// style has a class for each width (qr-w40 … qr-w95: a QR code has at most 185 modules); 0 when
// text does not fit a QR code.
func QrPrintMM(text string) int {
	c, err := qr.Encode(text, qr.M)
	if err != nil {
		return 0
	}
	half := (c.Size + 2*4 + 1) / 2
	return max(40, (half+4)/5*5)
}

func htmlEscape(s string) string {
	return replace.All(s, "&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;")
}
