// Package static serves a generated Arbiter site from a folder the way the static hosts we
// target do: "/x" answers x.html (or x/index.html), unknown paths get 404.html with status 404
// (GitHub Pages' fallback), the site may live under a sub-path, the wasm has its MIME type,
// and the service worker and the app shell are never cached by the HTTP cache.
package static

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

func init() {
	mime.AddExtensionType(".wasm", "application/wasm")
	mime.AddExtensionType(".webmanifest", "application/manifest+json")
}

// CSP is the Content-Security-Policy of the site, the same in netlify.toml (a test checks):
// only our own origin, and 'wasm-unsafe-eval' so that the Go wasm may be compiled. go-app's
// generated pages have no inline script or style, so neither needs a hash or 'unsafe-inline'.
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
	"img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; " +
	"object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// PermissionsPolicy turns off the powerful features the app never uses.
const PermissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"

// Handler serves dir under base ("/" or "/repo/"). Requests outside base are 404.
func Handler(dir, base string) http.Handler {
	base = "/" + strings.Trim(base, "/")
	if base != "/" {
		base += "/"
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Path
		if base != "/" && p == strings.TrimSuffix(base, "/") {
			// GitHub Pages redirects /repo to /repo/.
			http.Redirect(w, r, base, http.StatusMovedPermanently)
			return
		}
		if !strings.HasPrefix(p, base) {
			notFound(w, dir)
			return
		}
		rel := path.Clean("/" + strings.TrimPrefix(p, base))
		file, ok := lookup(dir, rel)
		if !ok {
			notFound(w, dir)
			return
		}
		f, err := os.Open(filepath.Join(dir, filepath.FromSlash(file)))
		if err != nil {
			notFound(w, dir)
			return
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil {
			notFound(w, dir)
			return
		}
		setHeaders(w, file)
		// ServeContent, not FileServer: FileServer redirects …/index.html to …/
		http.ServeContent(w, r, file, st.ModTime(), f)
	})
}

// lookup maps a clean URL path to a file path under dir, the way static hosts do.
func lookup(dir, rel string) (string, bool) {
	cands := []string{rel}
	if strings.HasSuffix(rel, "/") || rel == "/" {
		cands = []string{path.Join(rel, "index.html")}
	} else if path.Ext(rel) == "" || !exists(dir, rel) {
		cands = append(cands, rel+".html", path.Join(rel, "index.html"))
	}
	for _, c := range cands {
		if exists(dir, c) {
			return c, true
		}
	}
	return "", false
}

func exists(dir, rel string) bool {
	st, err := os.Stat(filepath.Join(dir, filepath.FromSlash(rel)))
	return err == nil && !st.IsDir()
}

func setHeaders(w http.ResponseWriter, file string) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Content-Security-Policy", CSP)
	h.Set("Permissions-Policy", PermissionsPolicy)
	switch {
	case strings.HasSuffix(file, ".html"), strings.HasSuffix(file, ".js"),
		strings.HasSuffix(file, ".wasm"), strings.HasSuffix(file, ".webmanifest"):
		h.Set("Cache-Control", "no-cache, max-age=0, must-revalidate")
	default:
		h.Set("Cache-Control", "max-age=0, must-revalidate")
	}
	if strings.HasSuffix(file, ".wasm") {
		h.Set("Content-Type", "application/wasm")
	}
}

func notFound(w http.ResponseWriter, dir string) {
	b, err := os.ReadFile(filepath.Join(dir, "404.html"))
	if err != nil {
		http.Error(w, "404 page not found", http.StatusNotFound)
		return
	}
	setHeaders(w, "404.html") // the fallback is the app shell: same CSP and headers as every page
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	w.Write(b)
}
