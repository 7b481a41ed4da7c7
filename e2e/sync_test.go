package e2e

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"arbiter/engine"
	"arbiter/engine/couchsync"
	"arbiter/engine/eventlog"
	"arbiter/engine/rulesets"
)

// runSyncJS starts a wasm test binary as runJS does, with the page's query parameters (but pkg)
// as its environment variables.
const runSyncJS = `window.unhandled = [];
const out = [];
window.addEventListener("unhandledrejection", (e) => {
  const m = String(e.reason && (e.reason.stack || e.reason));
  window.unhandled.push(m);
  out.push("\n[unhandled rejection here: " + m + "]\n");
});
(async () => {
  const dec = new TextDecoder();
  globalThis.fs.writeSync = (fd, buf) => { out.push(dec.decode(buf)); return buf.length; };
  const go = new Go();
  const q = new URLSearchParams(location.search);
  const pkg = q.get("pkg");
  go.env = {};
  for (const [k, v] of q) if (k !== "pkg") go.env[k] = v;
  go.argv = [pkg + ".test", "-test.v", "-test.timeout=9m"];
  go.exit = (code) => { window.testDone = {code, out: out.join("")}; };
  const r = await WebAssembly.instantiateStreaming(fetch(pkg + ".wasm"), go.importObject);
  await go.run(r.instance);
})();
`

// benchDocs are the documents of ev-bench: one event and 1,000 incidents, as valid records.
func benchDocs(t *testing.T) [][]byte {
	t.Helper()
	ev := eventlog.Event{ID: "ebench", Name: "Bench", Date: "2026-05-01", Ruleset: "nsbk", DataVersion: 1,
		Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 10,
		Participants: []eventlog.Participant{{Number: 1, Name: "A"}, {Number: 2, Name: "B"}},
		Directors:    []eventlog.Director{{ID: "chief", Name: "Ana"}}}
	ev.StampFirst()
	docs := [][]byte{couchsync.EventDoc(ev)}
	rs, c := rulesets.Calculator("nsbk", "nsbk.lateness")
	vals := c.Inputs.Defaults()
	res, err := c.Run(engine.NewParams(rs, nil), vals)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= 1000; n++ {
		in := eventlog.Incident{Event: ev.ID, Number: n, Time: 13000000 + eventlog.Minute(n), Round: 1 + n/50, Table: 1 + n%20,
			Calculator: c.ID, Values: vals, Result: eventlog.Summary(res),
			Parties: []eventlog.PartyRef{{Role: "offender", Number: 1 + n%2}}, Status: eventlog.Active, By: "chief",
			Notes: fmt.Sprintf("Incident %d: the pair arrived late for round %d.", n, 1+n/50)}
		in.StampFirst() // a random ID, as on a phone
		if l := eventlog.CheckIncident(rulesets.Get, &ev, &in, "incident"); len(l) > 0 {
			t.Fatal(l)
		}
		docs = append(docs, couchsync.IncidentDoc(in))
	}
	return docs
}

// TestSyncWasm runs the browser-side tests of app/internal/couch (the PouchDB driver) in
// Chromium against a real pouchdb-server 4.2.0 (startCouch) behind a proxy (startProxy) the
// tests cut and restore through this page's server (/control/cut, /control/restore), and
// reports the time to pull 1,000 incidents into a fresh phone (TestPull1000's BENCH lines).
func TestSyncWasm(t *testing.T) {
	need(t)
	c := startCouch(t)
	c.addUser(t, "ana", "ana-pw")
	c.addUser(t, "bob", "bob-pw")
	for _, db := range []string{"ev-sync", "ev-cut", "ev-conflict", "ev-resolve", "ev-bench"} {
		c.addDB(t, db, "ana")
	}
	c.addDB(t, "ev-bob", "bob")
	bench := benchDocs(t)
	size := 0
	for _, d := range bench {
		size += len(d)
	}
	t.Logf("ev-bench: %d documents, %d bytes of JSON", len(bench), size)
	bulk, _ := json.Marshal(map[string]any{"docs": rawDocs(bench)})
	status, b, err := c.do("POST", c.URL+"/ev-bench/_bulk_docs", couchAdmin, couchAdminPassword, string(bulk))
	if err != nil || status != 201 {
		t.Fatalf("filling ev-bench: %d %v %.300s", status, err, b)
	}
	p := startProxy(t, strings.TrimPrefix(c.URL, "http://"))

	dir := t.TempDir()
	build := exec.Command("go", "test", "-modfile="+wasmModfile(t), "-c", "-o", filepath.Join(dir, "couch.wasm"), "../app/internal/couch/")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the wasm tests of app/internal/couch: %v\n%s", err, out)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []struct{ from, to string }{
		{filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"), "wasm_exec.js"},
		{filepath.Join(root, "web", "vendor", "pouchdb-9.0.0.min.js"), "pouchdb-9.0.0.min.js"},
	} {
		data, err := os.ReadFile(f.from)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, f.to), data, 0o644)
	}
	os.WriteFile(filepath.Join(dir, "run.js"), []byte(runSyncJS), 0o644)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte(`<!doctype html><html><head><script src="wasm_exec.js"></script><script src="run.js"></script></head><body></body></html>`), 0o644)

	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir(dir)))
	mux.HandleFunc("/control/cut", func(w http.ResponseWriter, r *http.Request) { p.Cut(); w.Write([]byte("cut")) })
	mux.HandleFunc("/control/restore", func(w http.ResponseWriter, r *http.Request) { p.Restore(t); w.Write([]byte("restored")) })
	mux.HandleFunc("/control/count", func(w http.ResponseWriter, r *http.Request) {
		db := r.URL.Query().Get("db")
		status, body, err := c.do("GET", c.URL+"/"+url.PathEscape(db)+"/_all_docs?include_docs=true&conflicts=true", couchAdmin, couchAdminPassword, "")
		if err != nil || status != 200 {
			http.Error(w, fmt.Sprintf("%d %v %s", status, err, body), 500)
			return
		}
		var all struct {
			Rows []struct {
				Doc struct {
					Conflicts []string `json:"_conflicts"`
				} `json:"doc"`
			} `json:"rows"`
		}
		json.Unmarshal(body, &all)
		n := 0
		for _, row := range all.Rows {
			if len(row.Doc.Conflicts) > 0 {
				n++
			}
		}
		json.NewEncoder(w).Encode(map[string]int{"docs": len(all.Rows), "conflicts": n})
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: mux}
	go srv.Serve(ln)
	defer srv.Close()
	origin := "http://" + ln.Addr().String()

	br := newBrowser(t, origin)
	// The page talks to the server (through the proxy, and directly for the measurement): those
	// requests leave the page's origin on purpose. Registered after newBrowser, this runs first.
	// While the proxy is cut, PouchDB 9.0.0 sometimes leaves a failed fetch without a handler
	// (about one run in five): after each batch its replicator calls src.info().then(…) with no
	// catch, to update its progress (dist/pouchdb.js line 12347, replicate's batch end), and the
	// remote's _info fails while cut. Chromium reports "Uncaught (in promise) TypeError: Failed
	// to fetch" with a stack in the HTTP adapter's _info. Those, and only those met during
	// TestSyncCut, are not the page's errors; any other unhandled rejection fails the test.
	pouchCut := 0
	t.Cleanup(func() {
		br.mu.Lock()
		defer br.mu.Unlock()
		var errs []string
		for _, e := range br.errs {
			if pouchCut > 0 && isPouchInfoFetch(e) {
				pouchCut--
				continue
			}
			// the browser-side test binary returns from main once its tests are done, and a
			// replication event PouchDB fires after that meets a Go program that has exited (the
			// app's wasm never exits)
			if strings.Contains(e, "Go program has already exited") {
				continue
			}
			errs = append(errs, e)
		}
		br.errs = errs
		var kept []string
		for _, r := range br.remote {
			if !strings.HasPrefix(r, p.URL+"/") && !strings.HasPrefix(r, c.URL+"/") {
				kept = append(kept, r)
			}
		}
		br.remote = kept
	})
	q := url.Values{"pkg": {"couch"}, "POUCHDB_SRC": {"/pouchdb-9.0.0.min.js"}, "COUCH_URL": {p.URL},
		"COUCH_DIRECT": {c.URL}, "CONTROL": {origin + "/control"}}
	br.do(t, chromedp.Navigate(origin+"/?"+q.Encode()))
	type done struct {
		Code int
		Out  string
	}
	deadline := time.Now().Add(9 * time.Minute)
	for time.Now().Before(deadline) {
		d, err := chromedp.Run(br.ctx, chromedp.Evaluate[*done](`window.testDone || null`))
		if err == nil && d != nil {
			t.Log(d.Out)
			for name, sec := range testSections(d.Out) {
				for _, m := range regexp.MustCompile(`\[unhandled rejection here: ([^\]]*)\]`).FindAllStringSubmatch(sec, -1) {
					if name == "TestSyncCut" && isPouchInfoFetch(m[1]) {
						pouchCut++
						t.Logf("PouchDB left a failed fetch unhandled while the proxy was cut: %s", m[1])
						continue
					}
					t.Errorf("unhandled rejection in %s: %s", name, m[1])
				}
			}
			for _, m := range regexp.MustCompile(`(?m)^BENCH .*$`).FindAllString(d.Out, -1) {
				t.Log(m)
			}
			if d.Code != 0 || !strings.Contains(d.Out, "PASS") || strings.Contains(d.Out, "--- SKIP") {
				t.Fatalf("browser-side tests of app/internal/couch failed (exit %d)", d.Code)
			}
			return
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Fatal("browser-side tests of app/internal/couch did not finish")
}

func rawDocs(docs [][]byte) []json.RawMessage {
	out := make([]json.RawMessage, len(docs))
	for i, d := range docs {
		out[i] = d
	}
	return out
}

// isPouchInfoFetch tells whether an error is the failed fetch of PouchDB's HTTP adapter's _info.
func isPouchInfoFetch(e string) bool {
	return strings.Contains(e, "TypeError: Failed to fetch") && strings.Contains(e, "._info (") &&
		strings.Contains(e, "/pouchdb-9.0.0.min.js:")
}

// testSections splits a test binary's -test.v output by the test that was running.
func testSections(out string) map[string]string {
	secs := map[string]string{}
	name := ""
	for _, line := range strings.SplitAfter(out, "\n") {
		if f := strings.Fields(line); len(f) == 3 && f[0] == "===" && f[1] == "RUN" {
			name = f[2]
		}
		secs[name] += line
	}
	return secs
}
