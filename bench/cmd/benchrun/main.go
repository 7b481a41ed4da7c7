// Command benchrun measures Arbiter against the go-app floor in one run: the bytes a first
// visit downloads (raw, gzip -9, brotli -q 11), cold and warm start in headless Chromium,
// and the engine timings that bench/run.sh collected natively and in wasm. It writes
// bench/out/report.md and bench/out/report.json and prints the table. Run it via bench/run.sh.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"time"
)

// The probes of the two apps' first working screens.
var (
	// The floor marks itself ready after OnMount; a click must update the counter.
	floorProbe = probe{
		Ready: `document.querySelector('#floor[data-ready="1"]')`,
		Act:   `document.getElementById("floor-btn").click()`,
		Done:  `document.getElementById("floor-clicks").textContent !== "0"`,
	}
	// Arbiter's home: go-app removes its loader once the wasm runs (the page must be parsed
	// whole first: the loader comes after the top bar in the HTML); then switching the
	// language (the top bar's #lang select) must reach the wasm, which sets <html lang>.
	arbiterProbe = probe{
		Ready: `document.readyState !== "loading" && !document.getElementById("app-wasm-loader") && document.getElementById("lang")`,
		Act: `const s = document.getElementById("lang");
		      const b = window.__bench;
		      b.target = b.target || [...s.options].map((o) => o.value).find((v) => v !== document.documentElement.lang);
		      s.value = b.target; s.dispatchEvent(new Event("change", {bubbles: true}))`,
		Done: `window.__bench.target && document.documentElement.lang === window.__bench.target`,
	}
)

func main() {
	log.SetFlags(0)
	arbiterDir := flag.String("arbiter", "dist", "Arbiter's generated site")
	floorDir := flag.String("floor", "bench/out/floor", "the floor's generated site")
	before := flag.String("before", "", "another build of Arbiter's site measured in the floor's place (a before/after comparison: the ratios are Arbiter / before)")
	arbiterSyms := flag.String("arbiter-syms", "", "Arbiter's wasm built without -s (for function names)")
	floorSyms := flag.String("floor-syms", "", "the floor's wasm built without -s")
	floorFork := flag.String("floor-fork", "", "the floor's wasm built with Arbiter's go-app (app/goappfork): the report also gives the first-visit ratio against it")
	native := flag.String("native", "bench/out/bench-native.txt", "go test -bench output, native")
	wasm := flag.String("wasm", "bench/out/bench-wasm.txt", "go test -bench output, js/wasm under Node")
	chromium := flag.String("chromium", "chromium", "the Chromium binary")
	runs := flag.Int("runs", 7, "cold and warm visits per app")
	out := flag.String("out", "bench/out", "folder for report.md and report.json")
	prof := flag.Bool("profile", true, "profile one more warm start of each app (needs -arbiter-syms and -floor-syms)")
	receipt := flag.Bool("receipt", true, "time a share link's receipt offline after each warm visit of Arbiter")
	langs := flag.Bool("lang", true, "the language check: --accept-lang hu and sr never paint the pre-rendered English")
	logN := flag.Int("log", 10000, "incidents of the season log imported in Chromium (0: no log check)")
	flag.IntVar(&portBase, "port", 0, "first port of the sites (one per site, up to 4); 0: free ports")
	logProf := flag.String("log-profile", "", "a folder: the season log's first import and event page profiled there (import.cpuprofile, event.cpuprofile; give -arbiter a site whose wasm keeps its names)")
	logOnly := flag.Bool("log-only", false, "only the season log check (-log incidents, -runs times) on -arbiter's site, its times printed: a quick before/after of the log")
	flag.Parse()
	if *logOnly {
		s, err := newSite(*arbiterDir)
		if err != nil {
			log.Fatal(err)
		}
		if err := os.MkdirAll(*out, 0o755); err != nil {
			log.Fatal(err)
		}
		lc, err := checkLog(context.Background(), *chromium, s, *out, *logN, *runs, *logProf)
		if err != nil {
			log.Fatal(err)
		}
		ms := func(s Stat) string { return fmt.Sprintf("%.0f ms [%.0f–%.0f]", s.Median, s.Min, s.Max) }
		fmt.Printf("import %s (plan %s + write %s); event page after up %s (up %s); save %s\n",
			ms(lc.Import), ms(lc.Plan), ms(lc.Apply), ms(lc.AfterUp), ms(lc.Up), ms(lc.Save))
		return
	}

	rep := &Report{Date: time.Now().UTC().Format(time.RFC3339), Go: runtime.Version(), Runs: *runs}
	apps := []*App{{Name: "floor", Dir: *floorDir, probe: floorProbe}, {Name: "arbiter", Dir: *arbiterDir, probe: arbiterProbe, receipt: true}}
	if *before != "" {
		apps[0] = &App{Name: "before", Dir: *before, probe: arbiterProbe, receipt: true}
		*prof = false
	}
	rep.Floor, rep.Arbiter = apps[0], apps[1]

	// Browser runs, alternating the apps so that machine noise falls on both alike.
	ctx := context.Background()
	if l := loadAverage(); l != "" {
		rep.Load = append(rep.Load, l)
	}
	for _, a := range apps {
		s, err := newSite(a.Dir)
		if err != nil {
			log.Fatal(err)
		}
		a.site = s
	}
	rpath := ""
	if *receipt {
		p, err := receiptPath()
		if err != nil {
			log.Fatal(err)
		}
		rpath = p
		rep.ReceiptPath = p
	}
	for i := range *runs {
		for _, a := range apps {
			rp := ""
			if a.receipt {
				rp = rpath
			}
			r, err := measure(ctx, *chromium, a.site, a.probe, rp)
			if err != nil {
				log.Fatalf("%s, run %d: %v", a.Name, i+1, err)
			}
			if !r.Controlled {
				log.Fatalf("%s, run %d: the warm visit was not served by the service worker", a.Name, i+1)
			}
			fmt.Fprintf(os.Stderr, "%s run %d: cold %.0f ms, warm %.0f ms", a.Name, i+1, r.Cold.Responded, r.Warm.Responded)
			if rp != "" {
				fmt.Fprintf(os.Stderr, ", receipt offline %.0f ms", r.Receipt)
			}
			fmt.Fprintln(os.Stderr)
			a.runs = append(a.runs, r)
		}
	}
	for _, a := range apps {
		if err := a.summarise(); err != nil {
			log.Fatal(err)
		}
	}
	rep.ratios()
	rep.reliability()

	// The checks in Arbiter alone: the language of the first paint, the season log.
	arb := apps[1]
	if *langs {
		for _, l := range []struct{ lang, accept string }{{"hu", "hu-HU,hu"}, {"sr", "sr-Latn-RS,sr"}} {
			lc, err := checkLanguage(ctx, *chromium, arb.site, l.lang, l.accept, *runs)
			if err != nil {
				log.Fatal(err)
			}
			fmt.Fprintf(os.Stderr, "language %s: ok %v, native text at %.0f ms (first visit), %.0f ms (from the cache)\n", l.lang, lc.OK, lc.FirstVisit.Median, lc.FromCache.Median)
			rep.Lang = append(rep.Lang, lc)
		}
	}
	if *logN > 0 {
		if err := os.MkdirAll(*out, 0o755); err != nil {
			log.Fatal(err)
		}
		lc, err := checkLog(ctx, *chromium, arb.site, *out, *logN, *runs, *logProf)
		if err != nil {
			log.Fatal(err)
		}
		rep.Log = lc
	}
	if l := loadAverage(); l != "" && len(rep.Load) > 0 {
		rep.Load = append(rep.Load, l)
	}

	if *floorFork != "" {
		b, err := os.ReadFile(*floorFork)
		if err != nil {
			log.Fatal(err)
		}
		rep.forkFloor(b)
	}

	// Where the weight is.
	if *arbiterSyms != "" && *floorSyms != "" {
		w, err := weigh(*arbiterSyms, *floorSyms)
		if err != nil {
			log.Fatal(err)
		}
		rep.Weight = w
	}
	if *prof && *arbiterSyms != "" && *floorSyms != "" {
		rep.Profiles = map[string]*StartProfile{}
		for _, a := range apps {
			syms := map[string]string{"arbiter": *arbiterSyms, "floor": *floorSyms}[a.Name]
			raw := filepath.Join(*out, "warm-"+a.Name+".cpuprofile")
			sp, err := profileWarm(ctx, *chromium, a.Dir, syms, a.probe, raw)
			if err != nil {
				log.Fatalf("%s: profiling a warm start: %v", a.Name, err)
			}
			rep.Profiles[a.Name] = sp
		}
	}

	// Engine timings.
	nat, natSkips, err := parseBench(*native)
	if err != nil {
		log.Fatal(err)
	}
	wsm, _, err := parseBench(*wasm)
	if err != nil {
		log.Fatal(err)
	}
	names := map[string]bool{}
	for k := range nat {
		names[k] = true
	}
	for k := range wsm {
		names[k] = true
	}
	keys := make([]string, 0, len(names))
	for k := range names {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return benchOrder(keys[i]) < benchOrder(keys[j]) || (benchOrder(keys[i]) == benchOrder(keys[j]) && keys[i] < keys[j])
	})
	for _, k := range keys {
		rep.Engine = append(rep.Engine, EngineTime{Name: k, NativeNs: nat[k], WasmNs: wsm[k]})
	}
	rep.Skipped = natSkips
	rep.budgets()

	if err := os.MkdirAll(*out, 0o755); err != nil {
		log.Fatal(err)
	}
	js, _ := json.MarshalIndent(rep, "", "  ")
	if err := os.WriteFile(filepath.Join(*out, "report.json"), append(js, '\n'), 0o644); err != nil {
		log.Fatal(err)
	}
	md := rep.markdown()
	if err := os.WriteFile(filepath.Join(*out, "report.md"), []byte(md), 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Print(md)
}

func benchOrder(name string) int {
	for i, p := range []string{"Session", "TeamMatch", "Link", "EventLog", "Season", "Calculator"} {
		if len(name) >= len(p) && name[:len(p)] == p {
			return i
		}
	}
	return 99
}

// median returns the median of xs, and its min and max.
func median(xs []float64) Stat {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s) == 0 {
		return Stat{}
	}
	m := s[len(s)/2]
	if len(s)%2 == 0 {
		m = (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return Stat{Median: m, Min: s[0], Max: s[len(s)-1], N: len(s), All: xs}
}
