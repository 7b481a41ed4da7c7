package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"arbiter/bench/internal/season"
	"arbiter/bench/internal/sizes"
	"arbiter/bench/internal/wasmsym"
)

// Report is everything one run measured; it is written as report.json.
type Report struct {
	Date    string   `json:"date"`
	Load    []string `json:"load_average,omitempty"` // /proc/loadavg at the start and the end of the browser runs
	Go      string   `json:"go"`
	Runs    int      `json:"runs"`
	Floor   *App     `json:"floor"`
	Arbiter *App     `json:"arbiter"`
	Ratio   Ratios   `json:"ratio_arbiter_over_floor"`
	// why the run's times are not to be trusted: the floor's own times varied more than 2×
	Unreliable  []string     `json:"unreliable,omitempty"`
	ReceiptPath string       `json:"receipt_path,omitempty"` // the share link timed offline
	Lang        []*LangCheck `json:"language_check,omitempty"`
	Log         *LogCheck    `json:"log_check,omitempty"`
	Engine      []EngineTime `json:"engine"`
	Skipped     []string     `json:"engine_skipped,omitempty"`
	Budgets     []Budget     `json:"budgets"`
	Weight      *Weight      `json:"weight,omitempty"`
	// one profiled warm start per app (-profile): where the start-up's CPU time goes
	Profiles map[string]*StartProfile `json:"warm_start_profiles,omitempty"`
	// the floor's wasm built with Arbiter's go-app (-floor-fork): what the first-visit ratio
	// would be against a floor that dropped the same parts of go-app
	ForkFloor *ForkFloor `json:"floor_with_arbiters_goapp,omitempty"`
}

// ForkFloor is the floor's first visit with its wasm built against Arbiter's go-app
// (app/goappfork), every other file as served.
type ForkFloor struct {
	Wasm  int     `json:"wasm_brotli"`        // the floor's wasm so built, brotli
	Total int     `json:"first_visit_brotli"` // the floor's first visit with that wasm
	Ratio float64 `json:"ratio"`              // Arbiter's first visit over it
}

// forkFloor sets ForkFloor from the floor's wasm built with Arbiter's go-app.
func (r *Report) forkFloor(wasm []byte) {
	total := r.Floor.Total.Brotli
	for _, f := range r.Floor.Files {
		if f.Path == "web/app.wasm" {
			total -= f.Brotli
		}
	}
	w := sizes.Brotli(wasm)
	r.ForkFloor = &ForkFloor{Wasm: w, Total: total + w, Ratio: ratio(float64(r.Arbiter.Total.Brotli), float64(total+w))}
}

// App is one measured site.
type App struct {
	Name  string      `json:"name"`
	Dir   string      `json:"dir"`
	Files []File      `json:"first_visit_files"`
	Total sizes.Sizes `json:"first_visit_total"`
	Cold  Stat        `json:"cold_ms"`
	Warm  Stat        `json:"warm_ms"`
	ColdR Stat        `json:"cold_ready_ms"`
	WarmR Stat        `json:"warm_ready_ms"`
	FCP   Stat        `json:"cold_fcp_ms"`
	// warm start, phase by phase (medians): navigation → wasm instantiated, → go.run, → main()
	// (runtime and package inits), → screen up, → answered
	WarmPhases Phases `json:"warm_phases_ms"`
	ColdPhases Phases `json:"cold_phases_ms"`
	// Arbiter: a share link's receipt opened after each warm visit, server stopped: ms from
	// navigation to "matches"
	Receipt Stat `json:"receipt_offline_ms,omitzero"`
	// … step by step (medians; screen up: the app's first screen, answer: "matches")
	ReceiptPhases Phases `json:"receipt_phases_ms,omitzero"`
	// the first visit's total run by run (each run's own files)
	RunTotals []sizes.Sizes `json:"first_visit_total_by_run"`
	// the body bytes the server wrote during the first visit, every fetch counted (raw: the
	// bench's server does not compress), run by run
	Wrote Stat `json:"first_visit_wrote_raw"`

	probe   probe
	receipt bool // the share link's receipt is timed after each warm visit
	site    *site
	runs    []*Run
}

// Phases split a start-up into its steps, each the median over the runs of its duration.
type Phases struct {
	Instantiate float64 `json:"to_instantiated"` // navigation → wasm compiled and instantiated
	ToRun       float64 `json:"to_go_run"`       // instantiated → go.run
	Inits       float64 `json:"inits"`           // go.run → main(): runtime and package inits
	Mount       float64 `json:"main_to_ready"`   // main() → the first screen rendered by the wasm
	Answer      float64 `json:"ready_to_answer"` // → the screen answered the probe's interaction
}

func phases(ts []Times) Phases {
	var a, b, c, d, e []float64
	for _, t := range ts {
		if t.Instantiated == 0 || t.GoRun == 0 || t.Main == 0 {
			continue // a milestone was not seen: leave the run out of the breakdown
		}
		a = append(a, t.Instantiated)
		b = append(b, t.GoRun-t.Instantiated)
		c = append(c, t.Main-t.GoRun)
		d = append(d, t.Ready-t.Main)
		e = append(e, t.Responded-t.Ready)
	}
	return Phases{median(a).Median, median(b).Median, median(c).Median, median(d).Median, median(e).Median}
}

// File is one file of the first visit.
type File struct {
	Path        string `json:"path"`
	Fetches     int    `json:"fetches"`     // times the server sent it during the first visit
	Revalidated int    `json:"revalidated"` // times it answered "304 Not Modified" (no body)
	sizes.Sizes
}

// Stat is a median with its spread over the runs.
type Stat struct {
	Median float64   `json:"median"`
	Min    float64   `json:"min"`
	Max    float64   `json:"max"`
	N      int       `json:"n"`
	All    []float64 `json:"all"`
}

// Ratios are Arbiter over the floor, from the same run.
type Ratios struct {
	Raw    Ratio `json:"raw"`
	Gzip   Ratio `json:"gzip"`
	Brotli Ratio `json:"brotli"`
	Cold   Ratio `json:"cold"`
	Warm   Ratio `json:"warm"`
}

// Ratio is Arbiter over the floor: Value from the totals (sizes) or the medians (times), and its
// spread: the least and the greatest of the runs' own ratios (run i of Arbiter over run i of the
// floor; the apps alternate, so a pair shares the machine's moment).
type Ratio struct {
	Value float64 `json:"value"`
	Min   float64 `json:"min"`
	Max   float64 `json:"max"`
}

func (r Ratio) String() string { return fmt.Sprintf("%.2f× [%.2f–%.2f]", r.Value, r.Min, r.Max) }

// pairRatio is a / b with the spread of a[i] / b[i].
func pairRatio(value float64, a, b []float64) Ratio {
	r := Ratio{Value: value}
	for i := range min(len(a), len(b)) {
		x := ratio(a[i], b[i])
		if i == 0 || x < r.Min {
			r.Min = x
		}
		if i == 0 || x > r.Max {
			r.Max = x
		}
	}
	return r
}

// EngineTime is one benchmark, ns per call.
type EngineTime struct {
	Name     string  `json:"name"`
	NativeNs float64 `json:"native_ns"`
	WasmNs   float64 `json:"wasm_ns"`
}

// Budget is a target of the issue, flagged (never failed) by the report.
type Budget struct {
	Name  string `json:"name"`
	Limit string `json:"limit"`
	Value string `json:"value"`
	OK    bool   `json:"ok"`
	Where string `json:"where"` // where it was measured
}

// Weight is where the wasm's code is, by Go package, against the floor.
type Weight struct {
	ArbiterCode, FloorCode, ArbiterData, FloorData int
	Packages                                       []PkgWeight // Arbiter's packages, heaviest first
	Added                                          []PkgWeight // packages the floor does not have, heaviest first
	Funcs                                          []wasmsym.Func
	Inits                                          []wasmsym.Func // Arbiter's init functions, heaviest first
}

// PkgWeight is one package's code bytes in both builds.
type PkgWeight struct {
	Pkg            string
	Arbiter, Floor int
}

var gzipCmd = func() string { p, _ := exec.LookPath("gzip"); return p }()

// gzipSize is gzip -9's output length (the command when installed, else compress/gzip).
func gzipSize(b []byte) int {
	if gzipCmd == "" {
		return sizes.Gzip(b)
	}
	var out bytes.Buffer
	c := exec.Command(gzipCmd, "-9", "-n", "-c")
	c.Stdin, c.Stdout = bytes.NewReader(b), &out
	if err := c.Run(); err != nil {
		return sizes.Gzip(b)
	}
	return out.Len()
}

// summarise measures the files of the first visit and the times of every run.
func (a *App) summarise() error {
	fetches, revalidated := map[string]int{}, map[string]int{}
	var wrote []float64
	for _, r := range a.runs {
		if len(r.FirstVisit) > len(fetches) {
			fetches, revalidated = r.FirstVisit, r.Revalidated
		}
		wrote = append(wrote, float64(r.Wrote))
	}
	a.Wrote = median(wrote)
	// every file any run fetched is measured (the table shows the run with the most files)
	all := map[string]int{}
	for _, r := range a.runs {
		for f := range r.FirstVisit {
			all[f] = fetches[f]
		}
	}
	bySize := map[string]sizes.Sizes{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	var firstErr error
	for p, n := range all {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			b, err := os.ReadFile(filepath.Join(a.Dir, filepath.FromSlash(p)))
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				firstErr = err
				return
			}
			mu.Unlock()
			s := sizes.Sizes{Raw: len(b), Gzip: gzipSize(b), Brotli: sizes.Brotli(b)}
			mu.Lock()
			bySize[p] = s
			if n > 0 {
				a.Files = append(a.Files, File{Path: p, Fetches: n, Revalidated: revalidated[p], Sizes: s})
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	sort.Slice(a.Files, func(i, j int) bool {
		if a.Files[i].Brotli != a.Files[j].Brotli {
			return a.Files[i].Brotli > a.Files[j].Brotli
		}
		return a.Files[i].Path < a.Files[j].Path
	})
	for _, f := range a.Files {
		a.Total = a.Total.Add(f.Sizes)
	}
	a.RunTotals = nil
	for _, r := range a.runs {
		var t sizes.Sizes
		for f := range r.FirstVisit {
			t = t.Add(bySize[f])
		}
		a.RunTotals = append(a.RunTotals, t)
	}
	var cold, warm, coldR, warmR, fcp, receipt []float64
	var coldT, warmT, receiptT []Times
	for _, r := range a.runs {
		coldT, warmT = append(coldT, r.Cold), append(warmT, r.Warm)
		if r.Receipt > 0 {
			receiptT = append(receiptT, r.ReceiptSteps)
		}
		cold = append(cold, r.Cold.Responded)
		warm = append(warm, r.Warm.Responded)
		coldR = append(coldR, r.Cold.Ready)
		warmR = append(warmR, r.Warm.Ready)
		if r.Receipt > 0 {
			receipt = append(receipt, r.Receipt)
		}
		if r.Cold.FCP > 0 { // 0: the browser reported no first-contentful-paint entry
			fcp = append(fcp, r.Cold.FCP)
		}
	}
	a.Cold, a.Warm, a.ColdR, a.WarmR, a.FCP = median(cold), median(warm), median(coldR), median(warmR), median(fcp)
	a.ColdPhases, a.WarmPhases = phases(coldT), phases(warmT)
	if len(receipt) > 0 {
		a.Receipt = median(receipt)
		a.ReceiptPhases = phases(receiptT)
	}
	return nil
}

func ratio(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

func (r *Report) ratios() {
	a, f := r.Arbiter, r.Floor
	size := func(app *App, pick func(sizes.Sizes) int) []float64 {
		var out []float64
		for _, t := range app.RunTotals {
			out = append(out, float64(pick(t)))
		}
		return out
	}
	raw := func(s sizes.Sizes) int { return s.Raw }
	gz := func(s sizes.Sizes) int { return s.Gzip }
	br := func(s sizes.Sizes) int { return s.Brotli }
	r.Ratio = Ratios{
		Raw:    pairRatio(ratio(float64(a.Total.Raw), float64(f.Total.Raw)), size(a, raw), size(f, raw)),
		Gzip:   pairRatio(ratio(float64(a.Total.Gzip), float64(f.Total.Gzip)), size(a, gz), size(f, gz)),
		Brotli: pairRatio(ratio(float64(a.Total.Brotli), float64(f.Total.Brotli)), size(a, br), size(f, br)),
		Cold:   pairRatio(ratio(a.Cold.Median, f.Cold.Median), a.Cold.All, f.Cold.All),
		Warm:   pairRatio(ratio(a.Warm.Median, f.Warm.Median), a.Warm.All, f.Warm.All),
	}
}

// unreliableSpread is how far (max / min) the floor's own times may vary between runs before
// the run is flagged: the floor does the same work every time, so a wider spread is the machine.
const unreliableSpread = 2.0

// reliability flags the run when the floor's cold or warm start varied more than 2× between
// runs (cold or warm, answered or screen up).
func (r *Report) reliability() {
	f := r.Floor
	for _, x := range []struct {
		name string
		s    Stat
	}{{"cold start", f.Cold}, {"warm start", f.Warm}, {"cold: screen up", f.ColdR}, {"warm: screen up", f.WarmR}} {
		if x.s.N > 1 && (x.s.Min <= 0 || x.s.Max/x.s.Min > unreliableSpread) {
			r.Unreliable = append(r.Unreliable, fmt.Sprintf("the floor's %s varied %.1f× between runs (%.0f–%.0f ms, more than %.0f×)",
				x.name, ratio(x.s.Max, x.s.Min), x.s.Min, x.s.Max, unreliableSpread))
		}
	}
}

func (r *Report) budgets() {
	add := func(name, limit, value string, ok bool, where string) {
		r.Budgets = append(r.Budgets, Budget{name, limit, value, ok, where})
	}
	const chromium, node = "Chromium", "wasm under Node"
	add("first-visit brotli / floor", "≤ 1.30×", r.Ratio.Brotli.String(), r.Ratio.Brotli.Value <= 1.3, chromium+" (bytes served)")
	add("warm start / floor", "≤ 1.20×", r.Ratio.Warm.String(), r.Ratio.Warm.Value <= 1.2, chromium)
	worst, worstName, n := 0.0, "", 0
	for _, e := range r.Engine {
		if strings.HasPrefix(e.Name, "Calculator/") && e.WasmNs > 0 {
			n++
			if e.WasmNs > worst {
				worst, worstName = e.WasmNs, e.Name
			}
		}
	}
	if n > 0 {
		add("every calculator in wasm", "≤ 1 ms", fmt.Sprintf("slowest %s of %d: %s", dur(worst), n, strings.TrimPrefix(worstName, "Calculator/")), worst <= 1e6, node)
	} else {
		add("every calculator in wasm", "≤ 1 ms", "no calculator measured", false, node)
	}
	for _, e := range r.Engine {
		if e.Name == "Session" {
			add("100-table session in wasm", "≤ 50 ms", dur(e.WasmNs), e.WasmNs > 0 && e.WasmNs <= 50e6, node)
			x := ratio(e.WasmNs, e.NativeNs)
			add("100-table session wasm / native", "≤ 3×", fmt.Sprintf("%.1f×", x), x > 0 && x <= 3, "native and "+node)
		}
	}
	ms := func(s Stat) string { return fmt.Sprintf("%.0f ms [%.0f–%.0f]", s.Median, s.Min, s.Max) }
	if a := r.Arbiter; a.Receipt.N > 0 {
		limit := a.Warm.Median + 50
		add("receipt offline", fmt.Sprintf("≤ warm start + 50 ms (%.0f ms)", limit),
			fmt.Sprintf("%s to \"matches\"; warm start %s", ms(a.Receipt), ms(a.Warm)), a.Receipt.Median <= limit,
			chromium+", server stopped: the service worker serves "+r.ReceiptPath)
	}
	for _, lc := range r.Lang {
		english, visits, samples := 0, len(lc.Visits), 0
		missing, hidden := 0, 0
		for _, v := range lc.Visits {
			english += len(v.English)
			samples += v.Samples
			if v.NativeMs == 0 {
				missing++
			}
			if v.FirstHidden {
				hidden++
			}
		}
		val := fmt.Sprintf("%d samples over %d visits, none English; ", samples, visits)
		if english > 0 {
			val = fmt.Sprintf("English in %d of %d samples (%d visits); ", english, samples, visits)
		}
		if missing > 0 {
			val += fmt.Sprintf("the native text never appeared in %d visits; ", missing)
		}
		val += fmt.Sprintf("native text at %s (first visit), %s (from the cache); the first sample taken with the text hidden (web/lang.js) in %d of %d visits",
			ms(lc.FirstVisit), ms(lc.FromCache), hidden, visits)
		add("no English painted, --accept-lang="+lc.Accept, "no sample with the pre-rendered English", val, lc.OK,
			fmt.Sprintf("%s, navigator.language %s, page text sampled every frame and DOM change from before the first paint", chromium, strings.Join(uniq(lc.Navigator), ", ")))
	}
	engine := func(name string) string { // the engine's share of a row, from its benchmark
		for _, e := range r.Engine {
			if e.Name == name {
				return fmt.Sprintf("; the engine alone (%s, eventlog.Mem): native %s, wasm under Node %s", name, dur(e.NativeNs), dur(e.WasmNs))
			}
		}
		return ""
	}
	if lc := r.Log; lc != nil {
		idb := fmt.Sprintf("%s, the app's IndexedDB (a %d-incident season log, %s)", chromium, lc.Incidents, kb(lc.Bytes))
		add(fmt.Sprintf("event page of %d incidents", lc.Incidents), "≤ 300 ms after the app is up",
			fmt.Sprintf("%s (app up at %s, incidents drawn at %s from navigation)", ms(lc.AfterUp), ms(lc.Up), ms(lc.Drawn)),
			lc.AfterUp.Median <= 300, idb)
		add(fmt.Sprintf("import of %d incidents", lc.Incidents), "≤ 2 s",
			fmt.Sprintf("%s: plan %s (read, parse, validate, compare) + write %s%s", ms(lc.Import), ms(lc.Plan), ms(lc.Apply), engine("Season/Load10k")),
			lc.Import.Median <= 2000, idb+": the file chosen on /log until the plan, the tap on \"Merge\" until done")
		add(fmt.Sprintf("one more save (to %d)", lc.Incidents), "≤ 30 ms", ms(lc.Save)+" from the tap on Save to \"Saved as\""+engine("Season/Save1"),
			lc.Save.Median <= 30, idb+": "+lc.SaveCalc+"'s screen, Log it")
	}
	for _, e := range r.Engine {
		if e.Name == "Season/ZT10k" {
			add("Zero Tolerance counters over 10,000 incidents", "≤ 50 ms",
				fmt.Sprintf("%s (native %s)", dur(e.WasmNs), dur(e.NativeNs)), e.WasmNs > 0 && e.WasmNs <= 50e6,
				node+": eventlog.ZeroTolerance + ZTSoFar over the season log (the app has no hook to time them alone in Chromium; the event page above includes them)")
		}
	}
}

func uniq(xs []string) []string {
	var out []string
	for _, x := range xs {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

// dur prints nanoseconds in a readable unit.
func dur(ns float64) string {
	switch {
	case ns == 0:
		return "–"
	case ns < 1e3:
		return fmt.Sprintf("%.0f ns", ns)
	case ns < 1e6:
		return fmt.Sprintf("%.1f µs", ns/1e3)
	case ns < 1e9:
		return fmt.Sprintf("%.2f ms", ns/1e6)
	}
	return fmt.Sprintf("%.2f s", ns/1e9)
}

// initFunc matches the functions that run at start-up: package initialisers ("p.init",
// "p.init.0") and map literal initialisers ("p.map.init.2"); not "p.init.func3", which are
// closures declared in package-level variables (calculators' Compute funcs).
var initFunc = regexp.MustCompile(`\.init(\.\d+)?$`)

var benchLine = regexp.MustCompile(`^Benchmark(\S+?)(?:-\d+)?\s+\d+\s+([0-9.e+]+) ns/op`)
var skipLine = regexp.MustCompile(`^\s*--- SKIP: Benchmark(\S+)`)

// parseBench reads go test -bench output: ns/op per benchmark (the -N suffix dropped), and
// the skipped benchmarks with their reason.
func parseBench(path string) (map[string]float64, []string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	m := map[string]float64{}
	var skips []string
	sc := bufio.NewScanner(f)
	pendingSkip := ""
	for sc.Scan() {
		line := sc.Text()
		if pendingSkip != "" {
			skips = append(skips, pendingSkip+": "+strings.TrimSpace(line))
			pendingSkip = ""
			continue
		}
		if s := skipLine.FindStringSubmatch(line); s != nil {
			pendingSkip = s[1]
			continue
		}
		if s := benchLine.FindStringSubmatch(line); s != nil {
			v, err := strconv.ParseFloat(s[2], 64)
			if err == nil {
				m[s[1]] = v
			}
		}
	}
	return m, skips, sc.Err()
}

// weigh compares the code of the two wasm builds (with function names) by package.
func weigh(arbiter, floor string) (*Weight, error) {
	read := func(p string) (*wasmsym.Module, error) {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		return wasmsym.Read(b)
	}
	a, err := read(arbiter)
	if err != nil {
		return nil, err
	}
	f, err := read(floor)
	if err != nil {
		return nil, err
	}
	w := &Weight{ArbiterCode: a.Sections["code"], FloorCode: f.Sections["code"],
		ArbiterData: a.Sections["data"], FloorData: f.Sections["data"]}
	fp := map[string]int{}
	for _, p := range wasmsym.ByPackage(f.Funcs) {
		fp[p.Name] = p.Size
	}
	for _, p := range wasmsym.ByPackage(a.Funcs) {
		pw := PkgWeight{p.Name, p.Size, fp[p.Name]}
		w.Packages = append(w.Packages, pw)
		if fp[p.Name] == 0 {
			w.Added = append(w.Added, pw)
		}
	}
	w.Funcs = a.Funcs[:min(15, len(a.Funcs))]
	for _, fn := range a.Funcs {
		if initFunc.MatchString(fn.Name) {
			w.Inits = append(w.Inits, fn)
		}
	}
	w.Inits = w.Inits[:min(12, len(w.Inits))]
	return w, nil
}

func kb(n int) string { return fmt.Sprintf("%.1f KiB", float64(n)/1024) }

func mb(n float64) string { return fmt.Sprintf("%.2f MB", n/1e6) }

func (r *Report) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("# Arbiter against the go-app floor (%s, %s, %d runs)\n\n", r.Date, r.Go, r.Runs)
	if len(r.Load) > 0 {
		p("Load average (1, 5, 15 min) at the start and the end of the browser runs: %s, on %d CPUs.\n\n", strings.Join(r.Load, " → "), runtime.NumCPU())
	}
	if len(r.Unreliable) > 0 {
		p("> **UNRELIABLE RUN**: the machine was not steady, the times below (and their ratios) are not to be trusted:\n")
		for _, u := range r.Unreliable {
			p("> - %s\n", u)
		}
		p("\n")
	} else {
		p("Reliable run: the floor's own times varied at most %.0f× between runs.\n\n", unreliableSpread)
	}
	p("Every ratio is Arbiter / floor: the totals' (sizes) or the medians' (times), with its spread [least–greatest] over the runs' own ratios (run i of one app over run i of the other).\n\n")
	p("## First visit: bytes downloaded\n\nEvery file the server sent from navigation until the service worker had cached the app, each file counted once (fetches: times it was sent in full; 304: times the browser's copy was revalidated instead).\n\n| app | file | fetches | 304 | raw | gzip -9 | brotli -q 11 |\n|---|---|---:|---:|---:|---:|---:|\n")
	for _, a := range []*App{r.Floor, r.Arbiter} {
		var pages File // pre-rendered route pages, one row
		n := 0
		for _, f := range a.Files {
			if strings.HasSuffix(f.Path, ".html") && f.Path != "index.html" {
				pages.Sizes = pages.Sizes.Add(f.Sizes)
				pages.Fetches += f.Fetches
				pages.Revalidated += f.Revalidated
				n++
				continue
			}
			p("| %s | %s | %d | %d | %d | %d | %d |\n", a.Name, f.Path, f.Fetches, f.Revalidated, f.Raw, f.Gzip, f.Brotli)
		}
		if n > 0 {
			p("| %s | %d pre-rendered pages (*.html) | %d | %d | %d | %d | %d |\n", a.Name, n, pages.Fetches, pages.Revalidated, pages.Raw, pages.Gzip, pages.Brotli)
		}
		p("| **%s** | **total (%d files)** | | | **%d** | **%d** | **%d** |\n", a.Name, len(a.Files), a.Total.Raw, a.Total.Gzip, a.Total.Brotli)
	}
	p("| **ratio** | Arbiter / floor | | | **%s** | **%s** | **%s** |\n\n", r.Ratio.Raw, r.Ratio.Gzip, r.Ratio.Brotli)
	if ff := r.ForkFloor; ff != nil {
		p("The floor is go-app v10.1.11 as published. Arbiter's wasm is built with go-app less its server side, regexp routes, encrypted state and google/uuid (app/goappfork). The floor's wasm built that way is %d B brotli: its first visit would be %d B, and Arbiter's first visit %.2f× that.\n\n", ff.Wasm, ff.Total, ff.Ratio)
	}
	if f, a := r.Floor, r.Arbiter; f.Wrote.N > 0 && a.Wrote.N > 0 {
		p("What the server wrote during the first visit, every fetch counted (raw, uncompressed; median [min–max]): floor %s [%s–%s], Arbiter %s [%s–%s] (%.2f×).\n\n",
			mb(f.Wrote.Median), mb(f.Wrote.Min), mb(f.Wrote.Max), mb(a.Wrote.Median), mb(a.Wrote.Min), mb(a.Wrote.Max), ratio(a.Wrote.Median, f.Wrote.Median))
	}
	p("## Start-up in headless Chromium (ms from navigation to the wasm's screen answering a tap; median [min–max])\n\n")
	p("| app | cold | warm (server stopped) | cold: wasm screen up | warm: wasm screen up | cold: first paint |\n|---|---:|---:|---:|---:|---:|\n")
	st := func(s Stat) string { return fmt.Sprintf("%.0f [%.0f–%.0f]", s.Median, s.Min, s.Max) }
	for _, a := range []*App{r.Floor, r.Arbiter} {
		p("| %s | %s | %s | %s | %s | %s |\n", a.Name, st(a.Cold), st(a.Warm), st(a.ColdR), st(a.WarmR), st(a.FCP))
	}
	p("| **ratio** | **%s** | **%s** | | | |\n\n", r.Ratio.Cold, r.Ratio.Warm)
	p("Start-up step by step (ms, medians of each step): navigation → wasm instantiated (fetched or read from the worker's cache, compiled) → `go.run` → `main()` (runtime and package inits) → first screen up → screen answered.\n\n")
	p("| app | start | to instantiated | to go.run | inits | main → screen | screen → answer |\n|---|---|---:|---:|---:|---:|---:|\n")
	for _, a := range []*App{r.Floor, r.Arbiter} {
		for _, x := range []struct {
			n  string
			ph Phases
		}{{"cold", a.ColdPhases}, {"warm", a.WarmPhases}} {
			p("| %s | %s | %.0f | %.0f | %.0f | %.0f | %.0f |\n", a.Name, x.n, x.ph.Instantiate, x.ph.ToRun, x.ph.Inits, x.ph.Mount, x.ph.Answer)
		}
	}
	for _, a := range []*App{r.Floor, r.Arbiter} {
		if x := a.ReceiptPhases; a.Receipt.N > 0 {
			p("| %s | receipt offline (screen → answer: → \"matches\") | %.0f | %.0f | %.0f | %.0f | %.0f |\n", a.Name, x.Instantiate, x.ToRun, x.Inits, x.Mount, x.Answer)
		}
	}
	p("\n")
	for _, a := range []*App{r.Floor, r.Arbiter} {
		if a.Receipt.N > 0 {
			p("%s: receipt offline %s ms to \"matches\" (median [min–max]), warm start %s ms.\n\n", a.Name, st(a.Receipt), st(a.Warm))
		}
	}
	p("\n")
	p("## Engine (time per call)\n\n| benchmark | native | wasm (Node) | wasm / native |\n|---|---:|---:|---:|\n")
	for _, e := range r.Engine {
		x := "–"
		if e.NativeNs > 0 && e.WasmNs > 0 {
			x = fmt.Sprintf("%.1f×", e.WasmNs/e.NativeNs)
		}
		p("| %s | %s | %s | %s |\n", e.Name, dur(e.NativeNs), dur(e.WasmNs), x)
	}
	for _, s := range r.Skipped {
		p("\nskipped: %s", s)
	}
	p("\n## Budgets (flagged, not enforced; times: median [min–max] over the runs)\n\n| budget | limit | value | | measured in |\n|---|---|---|---|---|\n")
	for _, bu := range r.Budgets {
		mark := "OK"
		if !bu.OK {
			mark = "**MISSED**"
		}
		p("| %s | %s | %s | %s | %s |\n", bu.Name, bu.Limit, bu.Value, mark, bu.Where)
	}
	for _, lc := range r.Lang {
		for _, v := range lc.Visits {
			for _, e := range v.English {
				p("\n- %s, run %d, %s: %s", lc.Accept, v.Run, v.What, e)
			}
		}
	}
	if lc := r.Log; lc != nil {
		p("\nThe season log (%s, generated by bench/internal/season: one OCSB league event, %d teams, %d incidents over %d match days, a third of them Zero Tolerance) was imported in a fresh profile per run through /log's import, the event page then opened, then one more incident logged from %s's screen.\n",
			lc.File, season.Teams, lc.Incidents, season.Days, lc.SaveCalc)
	}
	if w := r.Weight; w != nil {
		p("\n## Where the wasm's weight is (function bodies by package, from the name section)\n\n")
		p("code %s (floor %s), data %s (floor %s)\n\n| package | Arbiter | floor | Δ |\n|---|---:|---:|---:|\n", kb(w.ArbiterCode), kb(w.FloorCode), kb(w.ArbiterData), kb(w.FloorData))
		for _, pw := range w.Packages[:min(12, len(w.Packages))] {
			p("| %s | %s | %s | %+d |\n", pw.Pkg, kb(pw.Arbiter), kb(pw.Floor), pw.Arbiter-pw.Floor)
		}
		p("\nPackages not in the floor, heaviest first: ")
		for i, pw := range w.Added[:min(12, len(w.Added))] {
			if i > 0 {
				p(", ")
			}
			p("%s %s", pw.Pkg, kb(pw.Arbiter))
		}
		p("\n\nHeaviest init functions (run at start-up): ")
		for i, fn := range w.Inits {
			if i > 0 {
				p(", ")
			}
			p("%s %s", fn.Name, kb(fn.Size))
		}
		p("\n")
	}
	if a, f := r.Profiles["arbiter"], r.Profiles["floor"]; a != nil && f != nil {
		p("\n## Where a warm start's time goes (one profiled warm visit per app, Chromium's sampling profiler, 0.1 ms)\n\n")
		p("Sampled %.0f ms for Arbiter (%.0f idle: waiting on the cache and timers), %.0f ms for the floor (%.0f idle). Self time by package:\n\n", a.TotalMs, a.IdleMs, f.TotalMs, f.IdleMs)
		p("| package | Arbiter | floor |\n|---|---:|---:|\n")
		fl := map[string]float64{}
		for _, x := range f.Packages {
			fl[x.Name] = x.Ms
		}
		for _, x := range a.Packages {
			p("| %s | %.1f ms | %.1f ms |\n", x.Name, x.Ms, fl[x.Name])
		}
		p("\nArbiter's heaviest functions (self time): ")
		for i, x := range a.Funcs[:min(15, len(a.Funcs))] {
			if i > 0 {
				p(", ")
			}
			p("%s %.1f ms", x.Name, x.Ms)
		}
		p("\n")
	}
	return b.String()
}

// loadAverage is /proc/loadavg's three averages ("" where there is none).
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return ""
	}
	return strings.Join(f[:3], " ")
}
