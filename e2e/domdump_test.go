package e2e

// DOM dumps for the before/after harness (e2e/domdiff.sh). With DOM_DUMP_DIR set, every screen
// state the suite reaches is written there, one file per state: each time a shared helper has
// seen the state it waits for (open, waitJS, waitOut, waitFor and so settle/waitResult, the
// hostile test's check, goHome by its link). Unset, nothing is written and nothing waits.
//
// A file is DOM_DUMP_DIR/<top-level test>/<subtest>.<sequence>.<URL path>.html, the sequence
// counting the states of that (sub)test from 1. It holds the page's URL, then the DOM of the
// page, document.documentElement down, serialized canonically one node a line: an element as
// <tag attr="value" …> with its attributes sorted by name (go-app sets them from a Go map, so
// their order changes from one load to the next), the live state of form controls as the
// pseudo-attributes :value, :checked and :selected (typing changes the property, not the
// attribute), a text node as a JSON string, children indented under their parent. The DOM is
// taken once DOM_DUMP_QUIET milliseconds (default 100) have passed with no mutation, counted
// from when the state was seen (the condition a test waits for may already hold before the app
// has rendered the test's last action, as when two invalid values give the same message) and
// from the last mutation, and the page does not say it is loading (an element with
// data-state="loading", such as the log's list while IndexedDB answers, or a screen that is only
// its title and a muted line ending in "…", such as "Opening the log…" of an event's page); at
// most 5 s. So a render under way is neither missed nor cut in half.
//
// Sites are served on fixed ports from DOM_DUMP_PORT (default 18700; the n-th site a test
// serves gets DOM_DUMP_PORT+n-1) instead of a free one, so that URLs, share links and their QR
// codes are the same in every run.
//
// Normalizations (normalize): only what was seen to differ between two runs of one build, each
// listed with its reason. A test whose states race by design stops dumping (noDumps).

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

var (
	dumpDir  = os.Getenv("DOM_DUMP_DIR")
	dumpPort = env("DOM_DUMP_PORT", "18700")
)

// domQuiet is DOM_DUMP_QUIET in milliseconds (default 100), domMax the longest wait for quiet.
var domQuiet, domMax = func() int {
	n, err := strconv.Atoi(env("DOM_DUMP_QUIET", "100"))
	if err != nil || n < 0 {
		return 100
	}
	return n
}(), 5000

// dumpSlack is a browser's time limit d, three times longer with DOM_DUMP_DIR (each state
// waits for a quiet DOM).
func dumpSlack(d time.Duration) time.Duration {
	if dumpDir != "" {
		return 3 * d
	}
	return d
}

// dumps holds the sequence numbers of the states (by test name) and the number of sites each
// top-level test served.
var dumps struct {
	sync.Mutex
	seq   map[string]int
	sites map[string]int
	off   map[string]bool
}

// siteAddr is the address serve listens on: a free port, or with DOM_DUMP_DIR a fixed one.
func siteAddr(t *testing.T) string {
	if dumpDir == "" {
		return "127.0.0.1:0"
	}
	base, err := strconv.Atoi(dumpPort)
	if err != nil {
		t.Fatalf("DOM_DUMP_PORT=%q: %v", dumpPort, err)
	}
	top, _, _ := strings.Cut(t.Name(), "/")
	dumps.Lock()
	defer dumps.Unlock()
	if dumps.sites == nil {
		dumps.sites = map[string]int{}
	}
	n := dumps.sites[top]
	dumps.sites[top]++
	return "127.0.0.1:" + strconv.Itoa(base+n)
}

// The normalizations, each of something seen to differ between two runs of one build:
//
//   - the app's version (GOAPP_VERSION, as the page tells it) → {VERSION}: it is the commit
//     (build.sh), so it differs between the builds of two revisions; the settings screen shows it.
//   - an event's ID → {EVENT-n}, n counting the IDs of the file in order of first appearance:
//     the app makes it of the time in milliseconds and a random number, so it differs in every
//     run ("e" and base-36 digits, the first two those of the time now: a 25-day window).
//   - today's (or yesterday's) date → {TODAY}, and the time after it → {NOW}: an event is dated
//     today and an incident is timed at the minute it is logged (log pages, the calculator's
//     log form, the ruling's event picker). Other dates, such as a calculator's, stay.
//   - the sizes on the settings screen's storage line (#storage-used) → {SIZE}: what the
//     browser says the site stores and may store depends on how far the service worker has
//     cached the app and on the disk's free space.
func normalize(text string, now time.Time) string {
	ms := strconv.FormatInt(now.UnixMilli(), 36)
	ids := regexp.MustCompile(`\be` + ms[:2] + `[0-9a-z]{7,12}\b`)
	seen := map[string]string{}
	text = ids.ReplaceAllStringFunc(text, func(id string) string {
		if seen[id] == "" {
			seen[id] = "{EVENT-" + strconv.Itoa(len(seen)+1) + "}"
		}
		return seen[id]
	})
	text = storageUsed.ReplaceAllStringFunc(text, func(m string) string { return byteSize.ReplaceAllString(m, "{SIZE}") })
	for _, d := range []time.Time{now, now.AddDate(0, 0, -1)} {
		day := regexp.MustCompile(d.Format("2006-01-02") + `([ T]\d\d:\d\d(:\d\d)?)?\b`)
		text = day.ReplaceAllStringFunc(text, func(m string) string {
			if len(m) > 10 {
				return "{TODAY}" + m[10:11] + "{NOW}"
			}
			return "{TODAY}"
		})
	}
	return text
}

// snapshotJS waits for the DOM to be quiet, then serializes it (see the package comment above).
var snapshotJS = fmt.Sprintf(`(async () => {
	const quiet = %d, max = %d;
	let d = window.__domDump;
	if (!d || d.doc !== document) {
		d = window.__domDump = {doc: document, last: performance.now()};
		new MutationObserver(() => { d.last = performance.now(); })
			.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
	}
	const start = performance.now();
	const loading = () => {
		if (document.querySelector('[data-state="loading"]')) return true;
		const p = document.querySelector("main > h1 + p.muted:last-child");
		return !!p && p.textContent.trim().endsWith("…");
	};
	const busy = () => performance.now() - Math.max(d.last, start) < quiet || loading();
	while (busy() && performance.now() - start < max) {
		await new Promise(r => setTimeout(r, 10));
	}
	const q = JSON.stringify, out = [];
	const walk = (n, ind) => {
		switch (n.nodeType) {
		case Node.ELEMENT_NODE: {
			const attrs = Array.from(n.attributes).map(a => [a.name, a.value]);
			const tag = n.localName;
			if (tag === "input" && (n.type === "checkbox" || n.type === "radio")) attrs.push([":checked", String(n.checked)]);
			else if (tag === "input" || tag === "textarea" || tag === "select") attrs.push([":value", n.value]);
			else if (tag === "option") attrs.push([":selected", String(n.selected)]);
			attrs.sort((a, b) => a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
			out.push(ind + "<" + tag + attrs.map(([k, v]) => " " + k + "=" + q(v)).join("") + ">");
			for (const c of n.childNodes) walk(c, ind + "  ");
			break;
		}
		case Node.TEXT_NODE: case Node.CDATA_SECTION_NODE:
			out.push(ind + q(n.data));
			break;
		case Node.COMMENT_NODE:
			out.push(ind + "<!--" + q(n.data) + "-->");
			break;
		}
	};
	walk(document.documentElement, "");
	let version = "";
	try { version = typeof goappGetenv === "function" ? String(goappGetenv("GOAPP_VERSION") || "") : ""; } catch (e) {}
	return {URL: location.href, Path: location.pathname, Version: version, DOM: out.join("\n") + "\n"};
})()`, domQuiet, domMax)

type snapshot struct {
	URL, Path, Version, DOM string
}

// noDumps: t's states from here on are not the same from one run to the next (the test races
// something on purpose), so they are not dumped.
func noDumps(t *testing.T) {
	dumps.Lock()
	defer dumps.Unlock()
	if dumps.off == nil {
		dumps.off = map[string]bool{}
	}
	dumps.off[t.Name()] = true
}

// dump writes the page's DOM as the state t has just seen (with DOM_DUMP_DIR set). A page
// that cannot be read (a crashed renderer) is logged and skipped.
func (b *browser) dump(t *testing.T) {
	dumps.Lock()
	off := dumps.off[t.Name()]
	dumps.Unlock()
	if dumpDir == "" || off {
		return
	}
	t.Helper()
	s, err := chromedp.Run(b.ctx, chromedp.Evaluate[snapshot](snapshotJS, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Logf("DOM dump skipped: %v", err)
		return
	}
	text := "url: " + s.URL + "\n" + s.DOM
	if len(s.Version) >= 4 {
		text = strings.ReplaceAll(text, s.Version, "{VERSION}")
	}
	text = normalize(text, time.Now())
	top, sub, _ := strings.Cut(t.Name(), "/")
	dumps.Lock()
	if dumps.seq == nil {
		dumps.seq = map[string]int{}
	}
	dumps.seq[t.Name()]++
	seq := dumps.seq[t.Name()]
	dumps.Unlock()
	if sub == "" {
		sub = "_"
	}
	path := strings.Trim(s.Path, "/")
	if path == "" {
		path = "_"
	}
	name := fmt.Sprintf("%s.%04d.%s.html", safeName(sub), seq, safeName(path))
	dir := filepath.Join(dumpDir, safeName(top))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

var unsafeChars = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// safeName makes s a file name: runs of other characters become _, and a long name keeps
// its first 60 characters and a hash of the whole.
func safeName(s string) string {
	n := unsafeChars.ReplaceAllString(s, "_")
	if len(n) > 80 {
		h := sha256.Sum256([]byte(s))
		n = n[:60] + "-" + hex.EncodeToString(h[:6])
	}
	return n
}

var (
	storageUsed = regexp.MustCompile(`id="storage-used">\n[^\n]*`)
	byteSize    = regexp.MustCompile(`\d[\d.,]*\x{a0}[MG]B`)
)

// TestDumpNormalize: the normalizations replace the app's IDs and today's times and nothing else.
func TestDumpNormalize(t *testing.T) {
	now := time.Date(2026, 12, 1, 11, 6, 0, 0, time.Local)
	ms := strconv.FormatInt(now.UnixMilli(), 36)
	id1, id2 := "e"+ms+"abc12", "e"+strconv.FormatInt(now.UnixMilli()+5000, 36)+"z"
	in := `<a href="/log/event?id=` + id1 + `&print=1"> <option value="` + id2 + `"> "` + id1 + `"` +
		` "2026-12-01 11:06" "2026-11-30T23:59" "2026-12-01" "2017-09-16 23:10" "2026-12-02 10:00" "examinations" "e` + ms[:2] + `"` +
		"\n<p id=\"storage-used\">\n  \"In use: 10,6\u00a0MB of about 1.7\u00a0GB.\"\n\"5\u00a0MB\""
	want := `<a href="/log/event?id={EVENT-1}&print=1"> <option value="{EVENT-2}"> "{EVENT-1}"` +
		` "{TODAY} {NOW}" "{TODAY}T{NOW}" "{TODAY}" "2017-09-16 23:10" "2026-12-02 10:00" "examinations" "e` + ms[:2] + `"` +
		"\n<p id=\"storage-used\">\n  \"In use: {SIZE} of about {SIZE}.\"\n\"5\u00a0MB\""
	if got := normalize(in, now); got != want {
		t.Errorf("normalize:\n got %s\nwant %s", got, want)
	}
}
