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
	for name, want := range map[string]string{"Content-Security-Policy": CSP, "Permissions-Policy": PermissionsPolicy} {
		if !strings.Contains(s, name+` = "`+want+`"`) {
			t.Errorf("netlify.toml: %s differs from app/static's %q", name, want)
		}
	}
	for _, want := range []string{`publish = "dist"`, `X-Content-Type-Options = "nosniff"`, `Referrer-Policy = "no-referrer"`,
		`from = "/*"`, `to = "/index.html"`, `status = 200`, `"application/wasm"`} {
		if !strings.Contains(s, want) {
			t.Errorf("netlify.toml lacks %s", want)
		}
	}
	if strings.Contains(s, "'unsafe-inline'") || strings.Contains(s, "'unsafe-eval'") {
		t.Error("netlify.toml's CSP must not allow inline scripts or eval")
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
