package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"arbiter/bench/internal/season"
	"arbiter/engine/link"
	"arbiter/engine/rulesets"

	"github.com/chromedp/chromedp"
)

// receiptPath is the share link of a real case, as a path of the site: nsbk's lateness
// calculator for a pair 9 minutes late, encoded by the engine (engine/link) with a note. The
// receipt recomputes it on the device and says "matches".
func receiptPath() (string, error) {
	rs, c := rulesets.Calculator("nsbk", "nsbk.lateness")
	if c == nil {
		return "", fmt.Errorf("no calculator nsbk.lateness")
	}
	v := c.Inputs.Defaults()
	v[c.Inputs.Index("minutes")] = []int64{9}
	if fl := c.Inputs.Check(v); len(fl) > 0 {
		return "", fmt.Errorf("nsbk.lateness, 9 minutes: %v", fl[0])
	}
	code, err := link.New(rulesets.Get).Encode(link.Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: c.ID, Values: v})
	if err != nil {
		return "", err
	}
	return link.URL("/r", code, "Table 4: late by 9 minutes"), nil
}

// measureReceipt opens the receipt in the browser of a run whose service worker has the app
// and whose server is stopped: its steps, Responded being "matches" (ms from navigation).
func measureReceipt(ctx context.Context, s *site, path string) (Times, error) {
	mk, err := visitUntil(ctx, s.url()+strings.TrimPrefix(path, "/"), "m.checked")
	if err != nil {
		return Times{}, fmt.Errorf("receipt offline: %w", err)
	}
	if mk.Matches == 0 {
		return Times{}, fmt.Errorf("receipt offline: %s does not say \"matches\"", path)
	}
	return Times{Instantiated: mk.Instantiated, GoRun: mk.GoRun, Main: mk.Main, Ready: mk.Up, Responded: mk.Matches}, nil
}

// The language check's texts: the English of the pre-rendered home page and top bar
// (app/texts/app.go, app/texts/log.go), and the native text each language's home must show (the
// ruleset picker's legend).
var (
	englishTexts = []string{"Regulation in force", "rulebook and calculator", "Event log"}
	nativeTexts  = map[string]string{"hu": "Érvényes szabályzat", "sr": "Važeći pravilnik"}
)

// textSampler records, from before the first paint, the page's rendered text (innerText leaves
// out hidden text) at every animation frame and every change of the document, with its time
// (ms since navigation start): e2e/lang_test.go's sampler with the clock.
const textSampler = `(() => {
	if (location.protocol !== "http:") return;
	window.__texts = [];
	const take = () => {
		const b = document.body;
		if (!b) return;
		const s = {t: performance.now(), text: b.innerText, wait: document.documentElement.classList.contains("lang-wait")};
		const last = window.__texts[window.__texts.length - 1];
		if (!last || last.text !== s.text || last.wait !== s.wait) window.__texts.push(s);
	};
	const frame = () => { take(); requestAnimationFrame(frame); };
	requestAnimationFrame(frame);
	new MutationObserver(take).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
})()`

type textSample struct {
	T    float64 `json:"t"`
	Text string  `json:"text"`
	Wait bool    `json:"wait"`
}

// LangCheck is the language check of one browser language.
type LangCheck struct {
	Lang      string      `json:"lang"`
	Accept    string      `json:"accept_lang"`
	Navigator []string    `json:"navigator_language"` // navigator.language in each run's browser
	Visits    []LangVisit `json:"visits"`
	OK        bool        `json:"ok"`
	// ms from navigation until the native text is first painted, by visit kind
	FirstVisit Stat `json:"first_visit_native_ms"`
	FromCache  Stat `json:"from_cache_native_ms"`
}

// LangVisit is one sampled visit.
type LangVisit struct {
	Run      int      `json:"run"`
	What     string   `json:"what"`    // "first visit" (from the network) or "from the cache" (server stopped)
	Samples  int      `json:"samples"` // distinct texts sampled
	English  []string `json:"english,omitempty"`
	NativeMs float64  `json:"native_ms"` // 0: the native text never appeared
	// the first sample was taken while web/lang.js had the text hidden (html.lang-wait): the
	// sampling began before the app drew, so the visit proves something
	FirstHidden bool `json:"first_hidden"`
}

// checkLanguage opens the site runs times in a fresh Chromium profile with --accept-lang set
// to the language (first visit, then from the service worker's cache with the server stopped)
// and samples the page's text from before the first paint.
func checkLanguage(parent context.Context, chromium string, s *site, lang, accept string, runs int) (*LangCheck, error) {
	lc := &LangCheck{Lang: lang, Accept: accept, OK: true}
	native := nativeTexts[lang]
	var first, cached []float64
	for run := 1; run <= runs; run++ {
		err := func() error {
			ctx, done, err := launch(parent, chromium, map[string]any{"accept-lang": accept}, textSampler)
			if err != nil {
				return err
			}
			defer done()
			nav, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.language`))
			if err != nil {
				return err
			}
			lc.Navigator = append(lc.Navigator, nav)
			if !strings.HasPrefix(nav, lang) {
				return fmt.Errorf("navigator.language = %q with --accept-lang=%s: the browser does not take the flag", nav, accept)
			}
			if err := s.start(); err != nil {
				return err
			}
			defer s.stop()
			for _, what := range []string{"first visit", "from the cache"} {
				if what == "from the cache" {
					if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](swReady, chromedp.EvalAwaitPromise)); err != nil || !ok {
						return fmt.Errorf("the service worker did not cache the app (%v)", err)
					}
					s.stop()
				}
				if err := chromedp.Do(ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(s.url())); err != nil {
					return err
				}
				if err := waitFor(ctx, fmt.Sprintf(`document.getElementById("ruleset-picker") !== null && document.body.dataset.app === "ready" && document.body.innerText.includes(%q)`, native)); err != nil {
					return fmt.Errorf("%s: %w", what, err)
				}
				samples, err := chromedp.Run(ctx, chromedp.Evaluate[[]textSample](`window.__texts`))
				if err != nil {
					return err
				}
				v := LangVisit{Run: run, What: what, Samples: len(samples), FirstHidden: len(samples) > 0 && samples[0].Wait}
				for i, sm := range samples {
					for _, w := range englishTexts {
						if strings.Contains(sm.Text, w) {
							v.English = append(v.English, fmt.Sprintf("sample %d at %.0f ms (hidden: %v): %q", i+1, sm.T, sm.Wait, w))
						}
					}
					if v.NativeMs == 0 && strings.Contains(sm.Text, native) {
						v.NativeMs = sm.T
					}
				}
				if len(v.English) > 0 || v.NativeMs == 0 {
					lc.OK = false
				}
				if what == "first visit" {
					first = append(first, v.NativeMs)
				} else {
					cached = append(cached, v.NativeMs)
				}
				lc.Visits = append(lc.Visits, v)
			}
			return nil
		}()
		if err != nil {
			return nil, fmt.Errorf("language check %s, run %d: %w", lang, run, err)
		}
	}
	lc.FirstVisit, lc.FromCache = median(first), median(cached)
	return lc, nil
}

// LogCheck is the season log in Chromium with the app's own storage (IndexedDB), one fresh
// profile per run: import the file through /log, open the event page, log one more incident.
type LogCheck struct {
	File      string `json:"file"`
	Bytes     int    `json:"bytes"`
	Incidents int    `json:"incidents"`
	// import: choosing the file → the plan shown (read, parse, validate, compare), then the tap
	// on "Merge" → "imported" (written)
	Plan   Stat `json:"import_plan_ms"`
	Apply  Stat `json:"import_apply_ms"`
	Import Stat `json:"import_ms"` // plan + apply, run by run
	// the event page: navigation → the app up (its first screen drawn) → the incidents drawn
	Up       Stat   `json:"event_app_up_ms"`
	Drawn    Stat   `json:"event_drawn_ms"`
	AfterUp  Stat   `json:"event_after_up_ms"` // drawn − up, run by run
	Save     Stat   `json:"save_ms"`           // the tap on "Save" → "Saved as S<n+2>" (the save after the first, which asks whose the imported rulings are)
	SaveCalc string `json:"save_calculator"`
}

// checkLog runs the season log in the browser runs times.
// With profDir set, the first run's import and event page are profiled (Chromium's sampling
// profiler), written there as import.cpuprofile and event.cpuprofile (serve a site whose wasm
// keeps its names for them to be readable).
func checkLog(parent context.Context, chromium string, s *site, out string, n, runs int, profDir string) (*LogCheck, error) {
	data, err := season.JSON(n)
	if err != nil {
		return nil, err
	}
	file, err := filepath.Abs(filepath.Join(out, fmt.Sprintf("season-%d.json", n)))
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(file, data, 0o644); err != nil {
		return nil, err
	}
	lc := &LogCheck{File: file, Bytes: len(data), Incidents: n, SaveCalc: season.SaveCalc}
	var plan, apply, imp, up, drawn, after, save []float64
	for run := 1; run <= runs; run++ {
		err := func() error {
			ctx, done, err := launch(parent, chromium, nil, marker)
			if err != nil {
				return err
			}
			defer done()
			if err := s.start(); err != nil {
				return err
			}
			defer s.stop()
			// the app installed, as a director's phone has it
			if _, err := visitUntil(ctx, s.url()+"log", "m.up"); err != nil {
				return err
			}
			if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](swReady, chromedp.EvalAwaitPromise)); err != nil || !ok {
				return fmt.Errorf("the service worker did not cache the app (%v)", err)
			}
			if _, err := visitUntil(ctx, s.url()+"log", `m.up && document.querySelector("#log-list[data-state=ready]")`); err != nil {
				return err
			}
			// import: the file chosen (a capture listener sees the change before the app), the plan
			if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.__imp = {};
				document.addEventListener("change", (e) => { if (e.target.id === "import-file") window.__imp.chosen = performance.now(); }, true);
				new MutationObserver(() => { if (window.__imp.planned === undefined && (document.getElementById("import-merge") || document.getElementById("import-error"))) window.__imp.planned = performance.now(); })
					.observe(document, {subtree: true, childList: true, attributes: true});`)); err != nil {
				return err
			}
			prof := func(name string) (func() error, error) { return func() error { return nil }, nil }
			if profDir != "" && run == 1 {
				prof = func(name string) (func() error, error) {
					return startProfile(ctx, filepath.Join(profDir, name+".cpuprofile"))
				}
			}
			stopImport, err := prof("import")
			if err != nil {
				return err
			}
			if err := chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.ID("import-file"), []string{file})); err != nil {
				return err
			}
			if err := waitFor(ctx, `window.__imp.planned !== undefined && window.__imp.chosen !== undefined`); err != nil {
				return err
			}
			if msg, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.getElementById("import-error") || {textContent: ""}).textContent`)); msg != "" {
				return fmt.Errorf("import: %s", msg)
			}
			p, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`window.__imp.planned - window.__imp.chosen`))
			if err != nil {
				return err
			}
			a, err := timeClick(ctx, "import-merge", `document.getElementById("import-done")`,
				`document.getElementById("import-error") && document.getElementById("import-error").textContent`)
			if err != nil {
				return err
			}
			plan, apply, imp = append(plan, p), append(apply, a), append(imp, p+a)
			if err := stopImport(); err != nil {
				return err
			}
			// the event page
			stopEvent, err := prof("event")
			if err != nil {
				return err
			}
			mk, err := visitUntil(ctx, s.url()+"log/event?id="+season.EventID, "m.up && m.drawn")
			if err != nil {
				return err
			}
			if err := stopEvent(); err != nil {
				return err
			}
			if mk.Count != n {
				return fmt.Errorf("the event page lists %d incidents, want %d", mk.Count, n)
			}
			up, drawn, after = append(up, mk.Up), append(drawn, mk.Drawn), append(after, mk.Drawn-mk.Up)
			// one more incident, logged from a calculator's screen into the open event
			if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`localStorage.setItem("arbiter.log.open", JSON.stringify(%q))`, season.EventID))); err != nil {
				return err
			}
			if _, err := visitUntil(ctx, s.url()+season.SavePath, `m.up && document.getElementById("form-example")`); err != nil {
				return err
			}
			if err := tapUntil(ctx, "form-example", `document.getElementById("example-note") !== null`); err != nil {
				return fmt.Errorf("the example: %w", err)
			}
			if err := tapUntil(ctx, "log-it", `document.getElementById("log-save") !== null && document.getElementById("log-event") !== null`); err != nil {
				return fmt.Errorf("log it: %w", err)
			}
			// the imported log has rulings but no director yet: the first save asks once whose
			// they are (the director's answer, not a save's time); the save timed is the next one
			saved := func(k int) string {
				return fmt.Sprintf(`(document.getElementById("log-saved") || {textContent: ""}).textContent.includes("S%d ")`, k)
			}
			fail := `document.getElementById("log-error") && document.getElementById("log-error").textContent`
			if _, err := timeClick(ctx, "log-save", `document.getElementById("dir-ask-yes") !== null || `+saved(n+1), fail); err != nil {
				return fmt.Errorf("the first save: %w", err)
			}
			if ok, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("dir-ask-yes") !== null`)); ok {
				if _, err := timeClick(ctx, "dir-ask-yes", saved(n+1), fail); err != nil {
					return fmt.Errorf("the first save's question: %w", err)
				}
			}
			if err := tapUntil(ctx, "form-example", `document.getElementById("log-save") !== null`); err != nil {
				return fmt.Errorf("the example again: %w", err)
			}
			stopSave, err := prof("save")
			if err != nil {
				return err
			}
			sv, err := timeClick(ctx, "log-save", saved(n+2), fail)
			if err != nil {
				return err
			}
			if err := stopSave(); err != nil {
				return err
			}
			save = append(save, sv)
			fmt.Fprintf(os.Stderr, "log run %d: import %.0f + %.0f ms, event page up %.0f, drawn %.0f ms, save %.0f ms\n", run, p, a, mk.Up, mk.Drawn, sv)
			return nil
		}()
		if err != nil {
			return nil, fmt.Errorf("log check, run %d: %w", run, err)
		}
	}
	lc.Plan, lc.Apply, lc.Import = median(plan), median(apply), median(imp)
	lc.Up, lc.Drawn, lc.AfterUp, lc.Save = median(up), median(drawn), median(after), median(save)
	return lc, nil
}
