package e2e

import (
	"strings"
	"testing"

	"arbiter/engine/msg"

	"github.com/chromedp/chromedp"
)

// textSampler records, from before the first paint, the page's rendered text (innerText leaves
// out what is hidden) at every animation frame, every change of the document and the end of
// its parsing, with whether web/lang.js had hidden it then and whether the browser had parsed
// the whole pre-rendered page (a slow machine paints a page still arriving: its top bar alone).
const textSampler = `(() => {
	window.__texts = [];
	const take = () => {
		const b = document.body;
		if (!b) return;
		const s = {text: b.innerText, wait: document.documentElement.classList.contains("lang-wait"), parsed: document.readyState !== "loading"};
		const last = window.__texts[window.__texts.length - 1];
		if (!last || last.text !== s.text || last.wait !== s.wait || last.parsed !== s.parsed) window.__texts.push(s);
	};
	const frame = () => { take(); requestAnimationFrame(frame); };
	requestAnimationFrame(frame);
	new MutationObserver(take).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
	document.addEventListener("readystatechange", take);
})()`

type textSample struct {
	Text   string `json:"text"`
	Wait   bool   `json:"wait"`
	Parsed bool   `json:"parsed"`
}

// firstParsed is the first sample taken once the browser had the whole pre-rendered page
// (index -1 when none was).
func firstParsed(samples []textSample) (int, textSample) {
	for i, s := range samples {
		if s.Parsed {
			return i, s
		}
	}
	return -1, textSample{}
}

// TestNoLanguageFlash: a browser whose language is Hungarian or Serbian never shows the
// English the pages are pre-rendered in — on the first visit (from the network), on a deep
// link, and on a later visit from the service worker's cache — while an English browser sees
// the pre-rendered text at once.
func TestNoLanguageFlash(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	// the English words of the pre-rendered home page and bar (app/texts/app.go, app/texts/log.go:
	// the app's texts are not in the engine's catalogue the tests link)
	english := []string{"Regulation in force", "rulebook and calculator", "Event log"}
	ruleset := []string{msg.EN: "Regulation in force", msg.SR: "Važeći pravilnik", msg.HU: "Érvényes szabályzat"}
	for _, tc := range []struct {
		accept string
		lang   msg.Lang
	}{{"hu-HU,hu", msg.HU}, {"sr-Latn-RS,sr", msg.SR}, {"en-US,en", msg.EN}} {
		t.Run(tc.lang.String(), func(t *testing.T) {
			b := newBrowserWith(t, origin(s), chromedp.Flag("accept-lang", tc.accept)) // headless Chromium ignores --lang
			b.do(t, chromedp.EmulateViewport(360, 640))
			if nav := eval[string](t, b, `navigator.language`); !strings.HasPrefix(nav, strings.Split(tc.accept, ",")[0][:2]) {
				t.Fatalf("navigator.language = %q with --accept-lang=%s: the browser does not take the flag", nav, tc.accept)
			}
			b.initScript(t, textSampler)
			native := ruleset[tc.lang]
			for _, visit := range []struct{ what, path, ready string }{
				{"first visit", "", `document.getElementById("ruleset-picker") !== null`},
				{"deep link", "calc/nsbk/lateness", `document.getElementById("f-minutes") !== null`},
				{"from the cache", "", `document.getElementById("ruleset-picker") !== null`},
			} {
				if visit.what == "from the cache" {
					b.waitWorker(t)
				}
				b.open(t, s.URL+visit.path)
				b.waitJS(t, visit.ready)
				samples := eval[[]textSample](t, b, `window.__texts`)
				if len(samples) == 0 {
					t.Fatalf("%s: no text sampled", visit.what)
				}
				final := samples[len(samples)-1]
				if final.Wait {
					t.Errorf("%s: the page's text is still hidden once the app is ready", visit.what)
				}
				if visit.path == "" && !strings.Contains(final.Text, native) {
					t.Errorf("%s: the ready page does not read %q:\n%s", visit.what, native, final.Text)
				}
				if tc.lang == msg.EN {
					// nothing to wait for: the first text painted is the pre-rendered page's
					for _, sm := range samples {
						if sm.Wait {
							t.Errorf("%s: an English browser had the text hidden", visit.what)
							break
						}
					}
					// the page as painted once parsed, not the first frame: a loaded machine paints
					// the top bar of a page still arriving, English too and no flash
					i, first := firstParsed(samples)
					if i < 0 {
						t.Fatalf("%s: no text sampled once the page was parsed", visit.what)
					}
					if visit.path == "" && !strings.Contains(first.Text, english[0]) {
						t.Errorf("%s: the first text an English browser painted of the parsed page (sample %d of %d) is not the pre-rendered page: %q", visit.what, i+1, len(samples), first.Text)
					}
					continue
				}
				for i, sm := range samples {
					for _, w := range english {
						if strings.Contains(sm.Text, w) {
							t.Errorf("%s: sample %d of %d (hidden: %v) shows English %q", visit.what, i+1, len(samples), sm.Wait, w)
						}
					}
				}
				if !samples[0].Wait {
					t.Errorf("%s: the first sample was not taken while the text was hidden (%q): the test proves nothing", visit.what, samples[0].Text)
				}
			}
		})
	}
}
