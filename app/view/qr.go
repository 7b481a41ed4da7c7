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

func htmlEscape(s string) string {
	return replace.All(s, "&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;")
}
