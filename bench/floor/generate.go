//go:build !wasm

package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"log"
	"os"
	"path/filepath"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// main generates the floor's static site into -out; bench/run.sh builds web/app.wasm into it.
func main() {
	out := flag.String("out", "bench/out/floor", "folder to write the static site into")
	version := flag.String("version", "floor", "Handler.Version (fixed, so builds compare)")
	sw := flag.String("sw", "", "service worker template to use instead of go-app's default")
	flag.Parse()
	routes()
	h := &app.Handler{
		Name:        "Floor",
		ShortName:   "Floor",
		Title:       "go-app floor",
		Description: "A bare go-app v10 hello-world, the benchmark's floor.",
		Lang:        "en",
		Version:     *version,
		Icon: app.Icon{
			Default: "/web/icon-192.png",
			Large:   "/web/icon-512.png",
			SVG:     "/web/icon.svg",
		},
	}
	if *sw != "" {
		b, err := os.ReadFile(*sw)
		if err != nil {
			log.Fatal(err)
		}
		h.ServiceWorkerTemplate = string(b)
	}
	if err := os.MkdirAll(filepath.Join(*out, "web"), 0o755); err != nil {
		log.Fatal(err)
	}
	if err := app.GenerateStaticWebsite(*out, h); err != nil {
		log.Fatal(err)
	}
	if err := writeIcons(filepath.Join(*out, "web")); err != nil {
		log.Fatal(err)
	}
}

// writeIcons writes plain square icons, so that the worker's precache never leaves the origin.
func writeIcons(dir string) error {
	for _, n := range []int{192, 512} {
		img := image.NewRGBA(image.Rect(0, 0, n, n))
		for y := range n {
			for x := range n {
				img.Set(x, y, color.RGBA{0x2b, 0x4a, 0x6f, 0xff})
			}
		}
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("icon-%d.png", n)), b.Bytes(), 0o644); err != nil {
			return err
		}
	}
	svg := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#2b4a6f"/></svg>`
	return os.WriteFile(filepath.Join(dir, "icon.svg"), []byte(svg), 0o644)
}
