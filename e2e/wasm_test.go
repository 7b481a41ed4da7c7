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
  const pkg = new URLSearchParams(location.search).get("pkg");
  go.argv = [pkg + ".test", "-test.v"];
  go.exit = (code) => { window.testDone = {code, out: out.join("")}; };
  const r = await WebAssembly.instantiateStreaming(fetch(pkg + ".wasm"), go.importObject);
  await go.run(r.instance);
})();
`

// wasmPackages are the packages with browser-side Go tests, by the name of their test binary.
var wasmPackages = []struct{ name, dir string }{
	{"app", "../app/"},
	{"idb", "../app/internal/idb/"},
	{"browser", "../app/internal/browser/"},
}

// TestWasmUnit runs the browser-side Go tests (//go:build wasm) of app/ and its adapter
// packages in Chromium, each package in a page of its own: go-app needs a DOM and the adapters
// need IndexedDB and the browser's APIs, so they cannot run under Node. (wasmbrowsertest
// v0.11.0 does not build against the chromedp v0.23.0 that go.mod pins; this is the same thing
// in a few lines.)
func TestWasmUnit(t *testing.T) {
	need(t)
	dir := t.TempDir()
	modfile := wasmModfile(t)
	for _, p := range wasmPackages {
		build := exec.Command("go", "test", "-modfile="+modfile, "-c", "-o", filepath.Join(dir, p.name+".wasm"), p.dir)
		build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		if b, err := build.CombinedOutput(); err != nil {
			t.Fatalf("building the wasm tests of %s: %v\n%s", p.dir, err, b)
		}
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
	// the app's own page script the wasm calls (the log's bulk write), as its pages load it
	bulkJS, err := os.ReadFile(filepath.Join("..", "web", "bulk.js"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "bulk.js"), bulkJS, 0o644)
	// … and the director's signing key (Web Crypto)
	signJS, err := os.ReadFile(filepath.Join("..", "web", "sign.js"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "sign.js"), signJS, 0o644)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte(`<!doctype html><html><head><script src="wasm_exec.js"></script><script src="bulk.js"></script><script src="sign.js"></script><script src="run.js"></script></head><body></body></html>`), 0o644)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.FileServer(http.Dir(dir))}
	go srv.Serve(ln)
	defer srv.Close()
	for _, p := range wasmPackages {
		t.Run(p.name, func(t *testing.T) {
			b := newBrowser(t, "http://"+ln.Addr().String())
			b.do(t, chromedp.Navigate("http://"+ln.Addr().String()+"/?pkg="+p.name))
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
						t.Fatalf("browser-side tests of %s failed (exit %d)", p.dir, d.Code)
					}
					return
				}
				time.Sleep(100 * time.Millisecond)
			}
			t.Fatalf("browser-side tests of %s did not finish", p.dir)
		})
	}
}
