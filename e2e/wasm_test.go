package e2e

import (
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// runJS starts the test binary with wasm_exec.js and records its output and exit code.
const runJS = `(async () => {
  const out = [];
  const dec = new TextDecoder();
  const w = globalThis.fs.writeSync;
  globalThis.fs.writeSync = (fd, buf) => { out.push(dec.decode(buf)); return buf.length; };
  const go = new Go();
  go.argv = ["app.test", "-test.v"];
  go.exit = (code) => { window.testDone = {code, out: out.join("")}; };
  const r = await WebAssembly.instantiateStreaming(fetch("test.wasm"), go.importObject);
  await go.run(r.instance);
})();
`

// TestWasmUnit runs app/'s browser-side Go tests (//go:build wasm) in Chromium: go-app needs a
// DOM, so they cannot run under Node. (wasmbrowsertest v0.11.0 does not build against the
// chromedp v0.23.0 that go.mod pins; this is the same thing in a few lines.)
func TestWasmUnit(t *testing.T) {
	need(t)
	dir := t.TempDir()
	build := exec.Command("go", "test", "-c", "-o", filepath.Join(dir, "test.wasm"), "../app/")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if b, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the wasm tests: %v\n%s", err, b)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	wasmExec, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "wasm_exec.js"), wasmExec, 0o644)
	os.WriteFile(filepath.Join(dir, "run.js"), []byte(runJS), 0o644)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte(`<!doctype html><html><head><script src="wasm_exec.js"></script><script src="run.js"></script></head><body></body></html>`), 0o644)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.FileServer(http.Dir(dir))}
	go srv.Serve(ln)
	defer srv.Close()
	b := newBrowser(t, "http://"+ln.Addr().String())
	b.do(t, chromedp.Navigate("http://"+ln.Addr().String()+"/"))
	type done struct {
		Code int
		Out  string
	}
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		d, err := chromedp.Run(b.ctx, chromedp.Evaluate[*done](`window.testDone || null`))
		if err == nil && d != nil {
			t.Log(d.Out)
			if d.Code != 0 || !strings.Contains(d.Out, "PASS") {
				t.Fatalf("browser-side tests failed (exit %d)", d.Code)
			}
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("browser-side tests did not finish")
}
