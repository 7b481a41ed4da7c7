package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"arbiter/bench/internal/wasmsym"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// StartProfile is where the CPU time of one warm start goes: Chromium's sampling profiler
// from the warm navigation until the probe is answered, on a copy of the site whose wasm keeps
// its function names (the same build without -s -w).
type StartProfile struct {
	TotalMs  float64   `json:"total_ms"`  // sampled time, idle included
	IdleMs   float64   `json:"idle_ms"`   // the main thread waiting (fetches, cache reads, timers)
	Packages []Sampled `json:"packages"`  // self time by Go package (JS and the engine's own work as they are named)
	Funcs    []Sampled `json:"functions"` // self time by function, heaviest first
}

// Sampled is the self time of a package or function.
type Sampled struct {
	Name string  `json:"name"`
	Ms   float64 `json:"ms"`
}

// profileWarm profiles one warm start of the site in dir with syms as its wasm; the raw profile
// goes to raw (a .cpuprofile file DevTools' Performance panel opens) for a closer look.
func profileWarm(parent context.Context, chromium, dir, syms string, p probe, raw string) (*StartProfile, error) {
	tmp, err := os.MkdirTemp("", "bench-profile-site-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	if err := copyTree(dir, tmp); err != nil {
		return nil, err
	}
	b, err := os.ReadFile(syms)
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(tmp, "web", "app.wasm"), b, 0o644); err != nil {
		return nil, err
	}
	s, err := newSite(tmp)
	if err != nil {
		return nil, err
	}
	ctx, done, err := openBrowser(parent, chromium, p)
	if err != nil {
		return nil, err
	}
	defer done()
	if err := s.start(); err != nil {
		return nil, err
	}
	if _, err := visit(ctx, s.url()); err != nil {
		s.stop()
		return nil, err
	}
	ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](swReady, chromedp.EvalAwaitPromise))
	s.stop()
	if err != nil || !ok {
		return nil, fmt.Errorf("the service worker did not cache the app (%v)", err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		return nil, err
	}
	if err := startProfiler(ctx); err != nil {
		return nil, err
	}
	if _, err := visit(ctx, s.url()); err != nil {
		return nil, fmt.Errorf("profiled warm visit: %w", err)
	}
	prof, err := stopProfiler(ctx, raw)
	if err != nil {
		return nil, err
	}
	return summariseProfile(prof), nil
}

// summariseProfile turns sample counts into self times by function and by package.
func summariseProfile(prof *profiler.Profile) *StartProfile {
	out := &StartProfile{}
	samples := 0
	for _, n := range prof.Nodes {
		samples += int(n.HitCount)
	}
	if samples == 0 {
		return out
	}
	out.TotalMs = (prof.EndTime - prof.StartTime) / 1000
	per := out.TotalMs / float64(samples)
	byFunc, byPkg := map[string]float64{}, map[string]float64{}
	for _, n := range prof.Nodes {
		if n.HitCount == 0 {
			continue
		}
		name := n.CallFrame.FunctionName
		ms := float64(n.HitCount) * per
		switch {
		case name == "(idle)":
			out.IdleMs += ms
			continue
		case name == "":
			name = "(anonymous JS)"
		}
		pkg := "(JS, browser)"
		if strings.HasSuffix(n.CallFrame.URL, ".wasm") || strings.Contains(n.CallFrame.URL, "wasm://") {
			// V8 names wasm functions by the name section, in their Go spelling ("main.(*home).Render")
			pkg = wasmsym.Package(strings.NewReplacer("/", "_", "(", "_", ")", "_", "*", "_").Replace(name))
		} else if strings.HasPrefix(name, "(") {
			pkg = name // (program), (garbage collector)
		}
		byFunc[name] += ms
		byPkg[pkg] += ms
	}
	out.Funcs, out.Packages = top(byFunc, 25), top(byPkg, 20)
	return out
}

func top(m map[string]float64, n int) []Sampled {
	var out []Sampled
	for k, v := range m {
		out = append(out, Sampled{k, v})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Ms != out[j].Ms {
			return out[i].Ms > out[j].Ms
		}
		return out[i].Name < out[j].Name
	})
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// copyTree copies the regular files of src into dst.
func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		t := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(t, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(t, b, 0o644)
	})
}

// startProfile starts Chromium's sampling profiler (0.1 ms); the function it returns stops it
// and writes the raw profile to raw.
func startProfile(ctx context.Context, raw string) (func() error, error) {
	if err := startProfiler(ctx); err != nil {
		return nil, err
	}
	return func() error {
		_, err := stopProfiler(ctx, raw)
		return err
	}, nil
}

// startProfiler starts Chromium's sampling profiler, sampling every 0.1 ms.
func startProfiler(ctx context.Context) error {
	if _, err := chromedp.Call(ctx, profiler.Enable, cdp.Empty{}); err != nil {
		return err
	}
	if _, err := chromedp.Call(ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 100}); err != nil {
		return err
	}
	_, err := chromedp.Call(ctx, profiler.Start, cdp.Empty{})
	return err
}

// stopProfiler stops the profiler and writes its raw profile to raw (DevTools opens it).
func stopProfiler(ctx context.Context, raw string) (*profiler.Profile, error) {
	res, err := chromedp.Call(ctx, profiler.Stop, cdp.Empty{})
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(res.Profile)
	if err != nil {
		return nil, err
	}
	return res.Profile, os.WriteFile(raw, b, 0o644)
}
