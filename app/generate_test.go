//go:build !wasm

package main

import (
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPatchAppJS: every edit of go-app's app.js applies once to the app.js go-app serves, and
// the result registers a first visit's worker only once the wasm runs and hands the wasm's own
// response to instantiateStreaming (no re-streaming through a ReadableStream).
func TestPatchAppJS(t *testing.T) {
	h, err := handler("/", "test")
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/app.js", nil))
	body, _ := io.ReadAll(rec.Body)
	if rec.Code != 200 || len(body) == 0 {
		t.Fatalf("GET /app.js: %d, %d bytes", rec.Code, len(body))
	}
	path := filepath.Join(t.TempDir(), "app.js")
	if err := os.WriteFile(path, body, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := patchAppJS(path); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	js := string(data)
	for _, want := range []string{
		"if (!arbiterFirstVisit) {\n  arbiterRegisterWorker();\n}",
		"loader.remove();\n    arbiterRegisterWorker();",
		"response.clone().body.getReader()",
	} {
		if !strings.Contains(js, want) {
			t.Errorf("patched app.js lacks %q", want)
		}
	}
	for _, gone := range []string{"\ngoappInitServiceWorker();\n", "new ReadableStream", "controller.enqueue"} {
		if strings.Contains(js, gone) {
			t.Errorf("patched app.js still has %q", gone)
		}
	}
	// a second patch finds nothing to edit: the build fails rather than ship a half-patched file
	if err := patchAppJS(path); err == nil {
		t.Error("patching a patched app.js succeeded")
	}
}
