package static

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestNetlifyHeadersMatch(t *testing.T) {
	data, err := os.ReadFile("../../netlify.toml")
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	for _, want := range []string{`publish = "dist"`, `from = "/*"`, `to = "/index.html"`, `status = 200`} {
		if !strings.Contains(s, want) {
			t.Errorf("netlify.toml lacks %s", want)
		}
	}
	// a header here would override the generated _headers' (the club's sync origin)
	if strings.Contains(s, "[[headers]]") {
		t.Error("netlify.toml sets headers: they belong in the generated dist/_headers")
	}
}

func TestHeadersFile(t *testing.T) {
	plain := HeadersFile("")
	if CSPOf(plain) != CSP {
		t.Errorf("CSPOf(HeadersFile(\"\")) = %q", CSPOf(plain))
	}
	for _, want := range []string{"/*\n  Content-Security-Policy: " + CSP + "\n", "  Permissions-Policy: " + PermissionsPolicy + "\n",
		"  X-Content-Type-Options: nosniff\n", "  Referrer-Policy: no-referrer\n", "/web/app.wasm\n  Content-Type: application/wasm\n"} {
		if !strings.Contains(plain, want) {
			t.Errorf("HeadersFile lacks %q", want)
		}
	}
	synced := HeadersFile("https://couch.club.example:6984")
	got := CSPOf(synced)
	if !strings.Contains(got, "connect-src 'self' https://couch.club.example:6984;") {
		t.Errorf("sync origin not in connect-src: %q", got)
	}
	if strings.Replace(got, " https://couch.club.example:6984", "", 1) != CSP {
		t.Errorf("the sync origin changed more than connect-src: %q", got)
	}
	if CSPOf("") != CSP || CSPOf("/x\n  Content-Security-Policy: nope\n") != CSP {
		t.Error("CSPOf of a file without a /* policy is not CSP")
	}
	// the local server sends the _headers' policy
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("home"), 0o644)
	os.WriteFile(filepath.Join(dir, "_headers"), []byte(synced), 0o644)
	rec := httptest.NewRecorder()
	Handler(dir, "/").ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if rec.Header().Get("Content-Security-Policy") != got {
		t.Errorf("served policy %q, want %q", rec.Header().Get("Content-Security-Policy"), got)
	}
}

func TestHandler(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"index.html": "home", "404.html": "missing", "calc/a/b.html": "page", "web/app.wasm": "\x00asm", "app-worker.js": "sw",
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		base, path string
		code       int
		body, ct   string
	}{
		{"/", "/", 200, "home", "text/html"},
		{"/", "/index.html", 200, "home", "text/html"},
		{"/", "/calc/a/b", 200, "page", "text/html"},
		{"/", "/calc/a/b?x=1", 200, "page", "text/html"},
		{"/", "/nope", 404, "missing", "text/html"},
		{"/", "/web/app.wasm", 200, "\x00asm", "application/wasm"},
		{"/", "/../etc/passwd", 404, "missing", "text/html"},
		{"/repo/", "/repo/", 200, "home", "text/html"},
		{"/repo/", "/repo/calc/a/b", 200, "page", "text/html"},
		{"/repo/", "/calc/a/b", 404, "missing", "text/html"},
		{"/repo/", "/repo", 301, "", ""},
	}
	for _, tt := range tests {
		h := Handler(dir, tt.base)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, tt.path, nil))
		if rec.Code != tt.code {
			t.Errorf("GET %s (base %s) = %d, want %d", tt.path, tt.base, rec.Code, tt.code)
			continue
		}
		if tt.body != "" && rec.Body.String() != tt.body {
			t.Errorf("GET %s body = %q, want %q", tt.path, rec.Body.String(), tt.body)
		}
		if tt.ct != "" && !strings.HasPrefix(rec.Header().Get("Content-Type"), tt.ct) {
			t.Errorf("GET %s Content-Type = %q, want %s", tt.path, rec.Header().Get("Content-Type"), tt.ct)
		}
		if tt.code == 200 && rec.Header().Get("Content-Security-Policy") != CSP {
			t.Errorf("GET %s has no CSP", tt.path)
		}
	}
	rec := httptest.NewRecorder()
	Handler(dir, "/").ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/app-worker.js", nil))
	if cc := rec.Header().Get("Cache-Control"); !strings.Contains(cc, "no-cache") {
		t.Errorf("app-worker.js Cache-Control = %q, want no-cache", cc)
	}
}
