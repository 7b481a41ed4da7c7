//go:build !wasm

package main

import (
	"bytes"
	"cmp"
	_ "embed"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"arbiter/app/calcform"
	"arbiter/app/goappfork/udiff"
	"arbiter/app/paths"
	"arbiter/app/settings"
	"arbiter/app/static"
	"arbiter/app/view"
	"arbiter/engine/couchsync"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// version is the app version; build.sh sets it with -ldflags "-X main.version=<commit>".
var version = "dev"

// The settings page shows the generator's version in the pre-rendered page.
func init() { settings.GenVersion = version }

//go:embed worker.js
var workerJS string

// langJS is web/lang.js's template: the language picked before the first paint ({{.Club}}: the
// built-in club file's default language).
//
//go:embed lang.js
var langJS string

// bakedLang is the built-in club file's default language ("" none): the pre-rendered pages'
// language when it names one, English otherwise.
func bakedLang() string {
	if f := view.Baked(); f != nil {
		if l, ok := msg.ParseLang(f.DefaultLanguage); ok && f.DefaultLanguage != "" {
			return l.String()
		}
	}
	return ""
}

func main() {
	log.SetFlags(0)
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "gen":
		err = genCmd(os.Args[2:])
	case "serve":
		err = serveCmd(os.Args[2:])
	default:
		usage()
	}
	if err != nil {
		log.Fatal(err)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: app gen -out dist [-web web] [-base /repo/] [-version v]\n       app serve -dir dist [-addr 127.0.0.1:8080] [-base /repo/]")
	os.Exit(2)
}

func genCmd(args []string) error {
	fs := flag.NewFlagSet("gen", flag.ExitOnError)
	out := fs.String("out", "dist", "output folder")
	web := fs.String("web", "web", "static assets folder (with app.wasm)")
	basePath := fs.String("base", "/", "path prefix of the site, e.g. /repo/ for GitHub Pages")
	ver := fs.String("version", version, "app version (the git commit)")
	fs.Parse(args)
	return generate(*out, *web, *basePath, *ver)
}

func serveCmd(args []string) error {
	fs := flag.NewFlagSet("serve", flag.ExitOnError)
	dir := fs.String("dir", "dist", "site folder")
	addr := fs.String("addr", "127.0.0.1:8080", "listen address")
	basePath := fs.String("base", "/", "path prefix of the site")
	fs.Parse(args)
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	log.Printf("serving %s on http://%s%s", *dir, ln.Addr(), normBase(*basePath))
	return http.Serve(ln, static.Handler(*dir, *basePath))
}

// normBase returns "/" or "/repo/".
func normBase(b string) string {
	b = strings.Trim(b, "/")
	if b == "" {
		return "/"
	}
	return "/" + b + "/"
}

// prefix resolves every local path under the site's prefix ("" or "/repo"), once: a path that
// already carries the prefix (links the app built with href) is left alone.
type prefix string

func (p prefix) Resolve(loc string) string {
	if strings.HasPrefix(loc, "http://") || strings.HasPrefix(loc, "https://") {
		return loc
	}
	if loc == "" || loc == "/" {
		if p == "" {
			return "/"
		}
		return string(p)
	}
	if !strings.HasPrefix(loc, "/") {
		loc = "/" + loc
	}
	if p != "" && (loc == string(p) || strings.HasPrefix(loc, string(p)+"/")) {
		return loc
	}
	return string(p) + loc
}

// pouchScript is the vendored PouchDB (web/vendor; sync_wasm.go's pouchSrc).
const pouchScript = "/web/vendor/pouchdb-9.0.0.min.js"

// onDemandJS is the worker's list of the files the app loads on demand (kept when first loaded,
// not precached), as a JS array of paths under base.
func onDemandJS(base string) string {
	b, _ := json.Marshal([]string{prefix(strings.TrimSuffix(base, "/")).Resolve(pouchScript)})
	return string(b)
}

// handler is the go-app Handler of the site.
func handler(basePath, ver string) (*app.Handler, error) {
	// the screens' paths must be unique; their pages are pre-rendered but not precached (worker.js)
	if _, err := paths.Screens(); err != nil {
		return nil, err
	}
	b := normBase(basePath)
	res := prefix(strings.TrimSuffix(b, "/"))
	return &app.Handler{
		Name:            "Arbiter",
		ShortName:       "Arbiter",
		Title:           "Arbiter",
		Description:     "The tournament director's rulebook and calculator, offline.",
		Lang:            cmp.Or(bakedLang(), "en"), // web/lang.js compares it with the language it picks
		BackgroundColor: "#ffffff",
		ThemeColor:      "#0b5394",
		LoadingLabel:    "Arbiter {progress}%",
		Icon: app.Icon{
			Default:  "/web/icon-192.png",
			Large:    "/web/icon-512.png",
			Maskable: "/web/icon-maskable-512.png",
			SVG:      "/web/icon.svg",
		},
		Styles:  []string{"/web/style.css"},
		Scripts: []string{"/web/lang.js"}, // not deferred: it runs before the body paints
		// the wasm's download starts as the head is read, not once the styles, lang.js, the body
		// and go-app's deferred scripts are in: app.js's fetch of it takes this response
		// web/bulk.js, the log's bulk write, is deferred: run once the page is parsed, long before an import
		RawHeaders: []string{
			`<link rel="preload" href="` + res.Resolve("/web/app.wasm") + `" as="fetch" crossorigin>`,
			`<script defer src="` + res.Resolve("/web/bulk.js") + `"></script>`,
			`<script defer src="` + res.Resolve("/web/sign.js") + `"></script>`, // the director's signing key (Web Crypto)
		},
		// PouchDB, for a shared log, is not precached: the worker keeps it once the
		// page has loaded it, which it does only when a shared log is on (sync_wasm.go)
		CacheableResources:    []string{"/web/icon.svg", "/web/bulk.js", "/web/sign.js"},
		Resources:             res,
		StartURL:              b,
		Version:               ver,
		ServiceWorkerTemplate: strings.NewReplacer("{{.Base}}", b, "{{.OnDemand}}", onDemandJS(b)).Replace(workerJS),
	}, nil
}

// generate writes the static site into out: go-app's pages and scripts, one pre-rendered page
// per route, the assets of web/ (with app.wasm), 404.html for hosts without rewrites.
func generate(out, web, basePath, ver string) error {
	if _, err := os.Stat(filepath.Join(web, "app.wasm")); err != nil {
		return fmt.Errorf("%s/app.wasm is missing: build it first (./build.sh build)", web)
	}
	registerRoutes()
	if _, err := paths.Screens(); err != nil { // builds every ruleset: their routes are declared
		return err
	}
	// every other path to the calculator page, which says "not found" in the app's frame, as
	// the wasm does for the path it starts on (routeUnknown; the wasm's go-app has no regexp
	// routes, the generator's is go-app unpatched)
	app.RouteWithRegexp("^/.*", func() app.Composer { return &calcform.CalcPage{} })
	h, err := handler(basePath, ver)
	if err != nil {
		return err
	}
	// the loader's progress counts the wasm's bytes as the page reads them (decompressed):
	// against its size, not against a Content-Length that a compressing host gives compressed
	if fi, err := os.Stat(filepath.Join(web, "app.wasm")); err == nil {
		h.WasmContentLength = strconv.FormatInt(fi.Size(), 10)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	if err := app.GenerateStaticWebsite(out, h); err != nil {
		return err
	}
	if err := patchAppJS(filepath.Join(out, "app.js")); err != nil {
		return err
	}
	if err := copyDir(web, filepath.Join(out, "web")); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "web", "lang.js"), []byte(strings.ReplaceAll(langJS, "{{.Club}}", bakedLang())), 0o644); err != nil {
		return err
	}
	if err := copyFile(filepath.Join(out, "index.html"), filepath.Join(out, "404.html")); err != nil {
		return err
	}
	if err := fixViewport(out); err != nil {
		return err
	}
	if err := writeHostFiles(out); err != nil {
		return err
	}
	return fixManifest(filepath.Join(out, "manifest.webmanifest"), normBase(basePath))
}

// writeHostFiles writes Netlify's _headers (the policy with the club's sync server in its
// connect-src) and _redirects (deep links) into the site: a drag-and-drop deploy of dist/ never
// reads netlify.toml.
func writeHostFiles(out string) error {
	origin := ""
	if f := view.Baked(); f != nil && f.SyncServer != "" {
		origin = couchsync.Origin(f.SyncServer)
	}
	if err := os.WriteFile(filepath.Join(out, "_headers"), []byte(static.HeadersFile(origin)), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, "_redirects"), []byte(static.RedirectsFile), 0o644)
}

// goappViewport is the viewport go-app writes into every page's head.
const goappViewport = `content="width=device-width, initial-scale=1, viewport-fit=cover"`

// fixViewport makes the on-screen keyboard resize the page (interactive-widget=resizes-content),
// so that what sticks to the bottom of the screen (a calculator's summary) stays above the
// keyboard: go-app writes the viewport itself, so every generated page is edited here.
func fixViewport(out string) error {
	return filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".html") {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		fixed := strings.Replace(string(data), goappViewport,
			`content="width=device-width, initial-scale=1, viewport-fit=cover, interactive-widget=resizes-content"`, 1)
		if fixed == string(data) {
			return nil
		}
		return os.WriteFile(p, []byte(fixed), 0o644)
	})
}

// fixManifest sets the manifest's scope to the site's base: go-app always writes "/".
func fixManifest(path, b string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	m["scope"] = b
	m["start_url"] = b
	m["id"] = b
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(m); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

func copyDir(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		if strings.HasSuffix(p, ".go") {
			return nil
		}
		return copyFile(p, filepath.Join(dst, rel))
	})
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	o, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(o, in); err != nil {
		o.Close()
		return err
	}
	return errors.Join(o.Close())
}

// appJSDiff is the diff of go-app's app.js (v10.1.11) that makes the first screen come sooner
// (bench/README.md, "Start-up"; the why in the diff's head). Every hunk must find its context
// exactly, so that a go-app whose app.js changed fails the build instead of shipping unpatched.
//
//go:embed _goapp/app.js.diff
var appJSDiff []byte

// patchAppJS applies appJSDiff to go-app's generated app.js.
func patchAppJS(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	fs, err := udiff.Parse(appJSDiff)
	if err == nil && len(fs) != 1 {
		err = fmt.Errorf("%d files patched, want app.js alone", len(fs))
	}
	if err != nil {
		return fmt.Errorf("app/_goapp/app.js.diff: %w", err)
	}
	out, err := fs[0].Apply(data)
	if err != nil {
		return fmt.Errorf("%s: app/_goapp/app.js.diff: %w: go-app's app.js changed, redo the diff (app/_goapp/README.md)", path, err)
	}
	return os.WriteFile(path, out, 0o644)
}
