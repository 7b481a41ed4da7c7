//go:build ignore

// Icons_gen draws Arbiter's icons into web/: a white "A" on the app's blue, as PNG (192, 512,
// maskable 512 with the safe-zone margin) and SVG. Run: go run app/drawicons.go
package main

import (
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
)

var blue = color.NRGBA{0x0b, 0x53, 0x94, 0xff}

// the letter A in a unit square: two legs and a bar, as segments with a stroke width.
var segs = [][4]float64{{0.30, 0.78, 0.50, 0.22}, {0.50, 0.22, 0.70, 0.78}, {0.38, 0.58, 0.62, 0.58}}

const stroke = 0.085

func dist(px, py float64, s [4]float64) float64 {
	dx, dy := s[2]-s[0], s[3]-s[1]
	t := ((px-s[0])*dx + (py-s[1])*dy) / (dx*dx + dy*dy)
	t = math.Max(0, math.Min(1, t))
	x, y := s[0]+t*dx-px, s[1]+t*dy-py
	return math.Hypot(x, y)
}

func draw(size int, scale float64, path string) {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	const ss = 4
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			in := 0
			for sy := 0; sy < ss; sy++ {
				for sx := 0; sx < ss; sx++ {
					u := (float64(x) + (float64(sx)+0.5)/ss) / float64(size)
					v := (float64(y) + (float64(sy)+0.5)/ss) / float64(size)
					u, v = 0.5+(u-0.5)/scale, 0.5+(v-0.5)/scale
					for _, s := range segs {
						if dist(u, v, s) < stroke/2 {
							in++
							break
						}
					}
				}
			}
			a := float64(in) / (ss * ss)
			mix := func(c uint8) uint8 { return uint8(float64(c)*(1-a) + 255*a + 0.5) }
			img.SetNRGBA(x, y, color.NRGBA{mix(blue.R), mix(blue.G), mix(blue.B), 255})
		}
	}
	f, err := os.Create(path)
	if err != nil {
		log.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		log.Fatal(err)
	}
	f.Close()
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="18" fill="#0b5394"/><path d="M30 78 50 22 70 78M38 58H62" fill="none" stroke="#fff" stroke-width="8.5" stroke-linecap="round" stroke-linejoin="round"/></svg>
`

func main() {
	draw(192, 1, "web/icon-192.png")
	draw(512, 1, "web/icon-512.png")
	draw(512, 0.8, "web/icon-maskable-512.png")
	if err := os.WriteFile("web/icon.svg", []byte(svg), 0o644); err != nil {
		log.Fatal(err)
	}
}
