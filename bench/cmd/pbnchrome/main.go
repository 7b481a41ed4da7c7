// Command pbnchrome times the PBN reader in Chromium's wasm: it builds bench/pbnwasm with the
// app's flags (build.sh's -gcflags, -trimpath, -ldflags '-s -w'), serves it on a small page
// and, in headless Chromium, reads each file as the app's event page opens it (the bytes
// copied into the wasm, pbn.NeedsEncoding, pbn.ParseIn, pbn.Decode) or asks its encoding
// question (pbn.Previews); each read is timed by the page (performance.now around the call),
// the file fetched beforehand. Each file is read in a page of its own, loaded afresh with
// wasm bytes no earlier page had (a custom section names the load), so that its first read
// runs cold code as the director's does: V8 compiles a wasm function with its baseline
// compiler at its first call and optimises it only once it has run a while. It reports that
// first read, the median, the fastest and the slowest of -runs reads, the page's main-thread
// CPU time of the first and the median read (DevTools' ThreadTime: on a loaded machine the
// wall time is the load's), and the wasm's memory after them (its linear memory never
// shrinks). The flags after -corpus are experiments (bench/README.md). Not a test: a figure
// for bench/README.md.
//
//	go run ./bench/cmd/pbnchrome [-runs 7] [-chromium chromium] [-corpus ../shared/pbn-corpus]
//	                             [-warm] [-gogc N] [-pregrow MB] [-js-flags '--no-liftoff']
//
// The files: a 2 MB session with travellers (engine/pbn/testdata/tables8x3.pbn over and over,
// as BenchmarkParse2MB), read as the app does and with pbn.ParseText (the text decoded with
// the file, once), the corpus's 1.9 MB file of a scoring site (endplay-example3.pbn, left
// out without the corpus), the same session to 28 MB, and a 2 MB Windows-1250 file for the
// encoding question.
package main

import (
	"bytes"
	"cmp"
	"context"
	"flag"
	"fmt"
	"maps"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// reads is what the page returns: each read's ms, the last read's result and the memory.
type reads struct {
	MS     []float64      `json:"ms"`
	Result map[string]any `json:"result"`
	Mem    float64        `json:"mem"` // the wasm's linear memory after the reads (bytes)
	CPU    []float64      `json:"-"`   // each read's CPU time on the page's main thread (ms)
}

var (
	jsFlags, gogc string
	pregrow       int
	warm          bool
	warmPause     int
	only          string // only the files whose name holds it
	sampled       bool   // print where each file's first and last reads spend their time
)

type file struct {
	name, mode string
	data       []byte
	target     float64 // ms (0: none)
}

func main() {
	runs := flag.Int("runs", 7, "reads of each file")
	chromium := flag.String("chromium", envOr("CHROMIUM", "chromium"), "the Chromium binary")
	corpus := flag.String("corpus", filepath.Join("..", "shared", "pbn-corpus"), "the real corpus (optional)")
	flag.BoolVar(&warm, "warm", false, "before the timed reads, the app's warm-up (pbn.WarmUp, pbn.WarmUps times, each in an idle callback) and a pause (-warm-pause)")
	flag.IntVar(&warmPause, "warm-pause", 1000, "ms between the warm-up's end and the first read (the director picking a file)")
	flag.IntVar(&pregrow, "pregrow", 0, "grow the wasm's memory by this many MB before the reads (an experiment)")
	flag.StringVar(&gogc, "gogc", "", "GOGC for the wasm (an experiment: the app sets none)")
	flag.StringVar(&jsFlags, "js-flags", "", "V8 flags for Chromium (an experiment: the app's users have none)")
	flag.StringVar(&only, "only", "", "read only the files whose name holds this")
	flag.BoolVar(&sampled, "profile", false, "sample the first and the last read of each file (DevTools' profiler) and print the functions that take the most time (the wasm keeps its function names)")
	flag.Parse()
	if err := run(*runs, *chromium, *corpus); err != nil {
		fmt.Fprintln(os.Stderr, "pbnchrome:", err)
		os.Exit(1)
	}
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

// repeat repeats a test file (a blank line between) up to n bytes.
func repeat(path string, n int) ([]byte, error) {
	one, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	one = append(one, '\n')
	return bytes.Repeat(one, n/len(one)+1), nil
}

func run(runs int, chromium, corpus string) error {
	dir, err := os.MkdirTemp("", "pbnchrome-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)

	// the wasm, built as build.sh builds the app's
	ldflags := "-ldflags=-s -w"
	if sampled {
		ldflags = "-ldflags=-w" // the function names kept for the profile (the code is the same)
	}
	build := exec.Command("go", "build", "-trimpath", "-gcflags=arbiter/...=-l", ldflags,
		"-o", filepath.Join(dir, "pbn.wasm"), "./bench/pbnwasm")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("building the wasm: %w", err)
	}
	execJS, err := os.ReadFile(filepath.Join(runtime.GOROOT(), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return err
	}

	td := filepath.Join("engine", "pbn", "testdata")
	var files []file
	s2, err := repeat(filepath.Join(td, "tables8x3.pbn"), 2<<20)
	if err != nil {
		return err
	}
	files = append(files, file{"session 2 MB (tables8x3.pbn repeated)", "open", s2, 150},
		file{"session 2 MB, the text with the file (pbn.ParseText)", "text", s2, 150})
	if real, err := os.ReadFile(filepath.Join(corpus, "endplay-example3.pbn")); err == nil {
		files = append(files, file{"scoring site 1.9 MB (corpus endplay-example3.pbn)", "open", real, 150})
	}
	s28, _ := repeat(filepath.Join(td, "tables8x3.pbn"), 28<<20)
	files = append(files, file{"session 28 MB (tables8x3.pbn repeated)", "open", s28, 3000})
	enc, err := repeat(filepath.Join(td, "enc-windows1250.pbn"), 2<<20)
	if err != nil {
		return err
	}
	files = append(files, file{"encoding question 2 MB (enc-windows1250.pbn repeated)", "previews", enc, 50})
	files = slices.DeleteFunc(files, func(f file) bool { return !strings.Contains(f.name, only) })

	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, page)
	})
	mux.HandleFunc("/wasm_exec.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		w.Write(execJS)
	})
	wasm, err := os.ReadFile(filepath.Join(dir, "pbn.wasm"))
	if err != nil {
		return err
	}
	loads := 0
	mux.HandleFunc("/pbn.wasm", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/wasm")
		w.Header().Set("Cache-Control", "no-store")
		// a custom section naming the load: other bytes, so V8 reuses no module it compiled
		// (and tiered up) for an earlier page; the reads start from cold code as in the app
		loads++
		w.Write(append(slices.Clip(wasm), customSection("pbnchrome", fmt.Sprint(loads))...))
	})
	for i, f := range files {
		mux.HandleFunc(fmt.Sprintf("/data/%d", i), func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/octet-stream")
			w.Write(f.data)
		})
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: mux}
	go srv.Serve(ln)
	defer srv.Close()

	profile, err := os.MkdirTemp("", "pbnchrome-profile-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(profile)
	opts := []chromedp.ExecAllocatorOption{chromedp.ExecPath(chromium), chromedp.UserDataDir(profile)}
	for _, f := range []string{"headless", "no-sandbox", "disable-gpu", "no-first-run", "disable-dev-shm-usage",
		"disable-background-networking", "disable-component-update", "disable-sync"} {
		opts = append(opts, chromedp.Flag(f, true))
	}
	if jsFlags != "" {
		opts = append(opts, chromedp.Flag("js-flags", jsFlags))
	}
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer acancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, tcancel := context.WithTimeout(ctx, 20*time.Minute)
	defer tcancel()

	base := "http://" + ln.Addr().String() + "/"
	if gogc != "" {
		base += "?gogc=" + gogc
	}
	// open loads the page afresh: a new wasm instance, its code compiled anew (the wasm is
	// served uncached), as when the director opens the event page and picks a file.
	open := func() error {
		if err := chromedp.Do(ctx, chromedp.Navigate(base)); err != nil {
			return fmt.Errorf("the page: %w", err)
		}
		for {
			ready, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.pbnReady === true`))
			if err != nil {
				return fmt.Errorf("the page: %w", err)
			}
			if ready {
				_, err := chromedp.Call(ctx, performance.Enable, performance.EnableParams{})
				return err
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	if err := open(); err != nil {
		return err
	}
	version, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.userAgent`))
	fmt.Printf("Chromium: %s\nreads of each file: %d in a fresh page (the file fetched first, then read %d times in a row)\n", version, runs, runs)
	if gogc != "" {
		fmt.Printf("GOGC=%s in the wasm\n", gogc)
	}
	if jsFlags != "" {
		fmt.Printf("V8 flags: %s\n", jsFlags)
	}
	fmt.Println()
	fmt.Println("| file | bytes | what | first read | median | fastest | slowest | first read CPU | median CPU | wasm memory | target |")
	fmt.Println("|---|---|---|---|---|---|---|---|---|---|---|")
	for i, f := range files {
		if i > 0 {
			if err := open(); err != nil {
				return err
			}
		}
		prep := fmt.Sprintf(`(async () => {
  window.pbnData = new Uint8Array(await (await fetch("/data/%d")).arrayBuffer());
  if (%d > 0) pbnGrow(%d * 16);
  if (%t) { // the app's warm-up: pbn.WarmUps reads, each in an idle callback of its own
    window.pbnWarmMS = [];
    for (let i = 0; i < pbnWarmUps; i++) {
      await new Promise((r) => requestIdleCallback(r));
      const t0 = performance.now();
      pbnBench(null, "warm", i);
      pbnWarmMS.push(performance.now() - t0);
    }
    window.pbnWarmMem = pbnMemory();
    await new Promise((r) => setTimeout(r, %d));
  }
  return true;
})()`, i, pregrow, pregrow, warm, warmPause)
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](prep, chromedp.EvalAwaitPromise)); err != nil {
			return fmt.Errorf("%s: %w", f.name, err)
		}
		if warm {
			w, err := chromedp.Run(ctx, chromedp.Evaluate[struct {
				MS  []float64 `json:"ms"`
				Mem float64   `json:"mem"`
			}](`({ms: pbnWarmMS, mem: pbnWarmMem})`))
			if err != nil {
				return err
			}
			fmt.Fprintf(os.Stderr, "%s: the warm-up's reads %.1f ms (slowest %.1f ms, all %.0f ms), the wasm's memory after them %.1f MB\n",
				f.name, w.MS, slices.Max(w.MS), sum(w.MS), w.Mem/(1<<20))
		}
		// each read its own call, the main thread's CPU time read around it (DevTools'
		// ThreadTime): on a loaded machine the wall time is the load's, the CPU time the read's
		var res reads
		for r := range runs {
			sample := sampled && (r == 0 || r == runs-1)
			if sample {
				if err := startProfile(ctx); err != nil {
					return err
				}
			}
			cpu0, err := threadTime(ctx)
			if err != nil {
				return err
			}
			one, err := chromedp.Run(ctx, chromedp.Evaluate[reads](fmt.Sprintf(`(() => {
  const t0 = performance.now();
  const result = pbnBench(window.pbnData, %q);
  return {ms: [performance.now() - t0], result, mem: pbnMemory()};
})()`, f.mode)))
			if err != nil {
				return fmt.Errorf("%s: %w", f.name, err)
			}
			cpu1, err := threadTime(ctx)
			if err != nil {
				return err
			}
			if sample {
				if err := stopProfile(ctx, fmt.Sprintf("%s, read %d", f.name, r+1)); err != nil {
					return err
				}
			}
			res.MS = append(res.MS, one.MS...)
			res.CPU = append(res.CPU, (cpu1-cpu0)*1000)
			res.Result, res.Mem = one.Result, one.Mem
			time.Sleep(50 * time.Millisecond) // the page's other work between reads
		}
		if e, ok := res.Result["error"]; ok {
			return fmt.Errorf("%s: %v", f.name, e)
		}
		cpu := slices.Clone(res.CPU)
		slices.Sort(cpu)
		ms := slices.Clone(res.MS)
		slices.Sort(ms)
		what := map[string]string{"open": "opened", "text": "opened", "previews": "encoding question"}[f.mode]
		fmt.Printf("| %s | %d | %s | %.0f ms | %.0f ms | %.0f ms | %.0f ms | %.0f ms | %.0f ms | %.0f MB | ≤ %.0f ms |\n", f.name, len(f.data), what,
			res.MS[0], ms[len(ms)/2], ms[0], ms[len(ms)-1], res.CPU[0], cpu[len(cpu)/2], res.Mem/(1<<20), f.target)
		fmt.Fprintf(os.Stderr, "%s: %s; reads in order: %.0f ms, CPU %.0f ms\n", f.name, strings.TrimSpace(fmt.Sprint(res.Result)), res.MS, res.CPU)
	}
	return nil
}

func sum(xs []float64) (s float64) {
	for _, x := range xs {
		s += x
	}
	return s
}

// threadTime is the CPU time the page's main thread has taken (s).
func threadTime(ctx context.Context) (float64, error) {
	m, err := chromedp.Call(ctx, performance.GetMetrics, cdp.Empty{})
	if err != nil {
		return 0, fmt.Errorf("the page's metrics: %w", err)
	}
	for _, x := range m.Metrics {
		if x.Name == "ThreadTime" {
			return x.Value, nil
		}
	}
	return 0, fmt.Errorf("the page's metrics have no ThreadTime")
}

// startProfile starts DevTools' sampling profiler (every 100 µs).
func startProfile(ctx context.Context) error {
	if _, err := chromedp.Call(ctx, profiler.Enable, cdp.Empty{}); err != nil {
		return err
	}
	if _, err := chromedp.Call(ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 100}); err != nil {
		return err
	}
	_, err := chromedp.Call(ctx, profiler.Start, cdp.Empty{})
	return err
}

// stopProfile stops the profiler and prints the functions the samples found running (their
// own time) and those below which the most time went (with their callees), 15 each.
func stopProfile(ctx context.Context, what string) error {
	res, err := chromedp.Call(ctx, profiler.Stop, cdp.Empty{})
	if err != nil {
		return err
	}
	p := res.Profile
	self := map[string]float64{}
	total := map[string]float64{}
	parent := map[int64]int64{}
	byID := map[int64]*profiler.ProfileNode{}
	for _, n := range p.Nodes {
		byID[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	all := 0.0
	for i, id := range p.Samples {
		if i+1 >= len(p.TimeDeltas) {
			break
		}
		ms := float64(p.TimeDeltas[i+1]) / 1000 // the time until the next sample
		all += ms
		n := byID[id]
		self[n.CallFrame.FunctionName] += ms
		seen := map[string]bool{}
		for id, ok := id, true; ok; id, ok = parent[id] {
			name := byID[id].CallFrame.FunctionName
			if !seen[name] {
				seen[name] = true
				total[name] += ms
			}
		}
	}
	top := func(m map[string]float64) string {
		keys := slices.SortedFunc(maps.Keys(m), func(a, b string) int { return cmp.Compare(m[b], m[a]) })
		var b strings.Builder
		for _, k := range keys[:min(15, len(keys))] {
			fmt.Fprintf(&b, "  %6.1f ms  %s\n", m[k], k)
		}
		return b.String()
	}
	fmt.Fprintf(os.Stderr, "profile of %s: %.0f ms sampled\nown time:\n%swith callees:\n%s", what, all, top(self), top(total))
	return nil
}

// customSection is a wasm custom section (id 0) named name holding data.
func customSection(name, data string) []byte {
	leb := func(b []byte, n int) []byte {
		for {
			c := byte(n & 0x7f)
			n >>= 7
			if n == 0 {
				return append(b, c)
			}
			b = append(b, c|0x80)
		}
	}
	body := append(leb(nil, len(name)), name...)
	body = append(body, data...)
	return append(leb([]byte{0}, len(body)), body...)
}

const page = `<!doctype html><meta charset="utf-8"><title>pbn in wasm</title>
<script src="/wasm_exec.js"></script>
<script>
const go = new Go();
const gogc = new URLSearchParams(location.search).get("gogc");
if (gogc) go.env = {GOGC: gogc};
let mem;
window.pbnMemory = () => mem.buffer.byteLength;
window.pbnGrow = (pages) => { mem.grow(pages); go.mem = new DataView(mem.buffer); }; // as runtime.resetMemoryDataView does
WebAssembly.instantiateStreaming(fetch("/pbn.wasm"), go.importObject).then((r) => {
  mem = r.instance.exports.mem;
  go.run(r.instance);
});
</script>`
