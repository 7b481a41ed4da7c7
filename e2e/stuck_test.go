package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// When a page's script stops answering, a failure says more than "no answer": whether the
// page's renderer was busy (a script that never yields) or idle (waiting on the browser), and
// whether a fresh page of the same origin still gets its storage. The CI once lost the
// language test to one tap (or the load before it) that never got an answer, with nothing to
// say why.

// pageState says where the page is and whether its script still answers; when it does not,
// what its renderers were doing and whether the origin's storage answers a fresh page.
func (b *browser) pageState() string {
	ctx, cancel := b.bounded(5 * time.Second)
	defer cancel()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`location.href + " · document " + document.readyState + " · app " + (document.body ? document.body.dataset.app : "no body") + " · focus on " + (document.activeElement ? document.activeElement.tagName + (document.activeElement.id ? "#" + document.activeElement.id : "") : "nothing")`))
	if err == nil {
		return "the page: " + s
	}
	if b.ctx.Err() != nil {
		return "the browser is gone: " + b.ctx.Err().Error()
	}
	return "the page's script did not answer in 5 s\n" + b.renderers() + "\n" + b.freshPage()
}

// freshPage opens the probe's blank page of the origin in a new tab and tries its script,
// its local storage and its IndexedDB, each for a few seconds.
func (b *browser) freshPage() string {
	tab, cancel := chromedp.NewContext(b.ctx)
	defer cancel()
	chromedp.Do(tab) // the new tab, tied to tab (see bounded)
	ctx, stop := context.WithTimeout(tab, 20*time.Second)
	defer stop()
	if err := chromedp.Do(ctx, chromedp.Navigate(b.origin+storageProbePath)); err != nil {
		return "a fresh page of the origin did not load: " + err.Error()
	}
	try := func(what, js string) string {
		c, done := context.WithTimeout(tab, 5*time.Second)
		defer done()
		v, err := chromedp.Run(c, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
		if err != nil {
			return what + ": no answer (" + err.Error() + ")"
		}
		return what + ": " + v
	}
	return "a fresh page of the origin: " + strings.Join([]string{
		try("script", `"answers"`),
		try("local storage", `localStorage.length + " keys"`),
		try("IndexedDB", `new Promise(res => { const r = indexedDB.open("e2e-stuck-probe"); r.onsuccess = () => { r.result.close(); indexedDB.deleteDatabase("e2e-stuck-probe"); res("opens"); }; r.onerror = () => res("error " + r.error); })`),
	}, " · ")
}

// renderers samples the browser's renderer processes for a second: CPU used, the kernel's
// state and where each waits.
func (b *browser) renderers() string {
	c := chromedp.FromContext(b.ctx)
	if c == nil || c.Browser == nil || c.Browser.Process() == nil {
		return "(no browser process to look at)"
	}
	pids := descendants(c.Browser.Process().Pid)
	ticks := func(pid int) (int, string) {
		st, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil {
			return -1, ""
		}
		f := strings.Fields(string(st[strings.LastIndexByte(string(st), ')')+2:]))
		if len(f) < 13 {
			return -1, ""
		}
		u, _ := strconv.Atoi(f[11])
		s, _ := strconv.Atoi(f[12])
		return u + s, f[0]
	}
	var rs []int
	before := map[int]int{}
	for _, p := range pids {
		cmd, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", p))
		if strings.Contains(string(cmd), "--type=renderer") {
			rs = append(rs, p)
			before[p], _ = ticks(p)
		}
	}
	time.Sleep(time.Second)
	var out []string
	for _, p := range rs {
		n, state := ticks(p)
		wchan, _ := os.ReadFile(fmt.Sprintf("/proc/%d/wchan", p))
		out = append(out, fmt.Sprintf("renderer %d: %d%% CPU over 1 s, state %s, waits in %q", p, n-before[p], state, wchan))
	}
	if len(out) == 0 {
		return "(no renderer process found)"
	}
	return strings.Join(out, "\n")
}

// descendants lists every process below pid.
func descendants(pid int) []int {
	parent := map[int][]int{}
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, f := range stats {
		st, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		i := strings.LastIndexByte(string(st), ')')
		fs := strings.Fields(string(st[i+2:]))
		if len(fs) < 2 {
			continue
		}
		pp, _ := strconv.Atoi(fs[1])
		p, _ := strconv.Atoi(filepath.Base(filepath.Dir(f)))
		parent[pp] = append(parent[pp], p)
	}
	var out []int
	todo := []int{pid}
	for len(todo) > 0 {
		p := todo[0]
		todo = todo[1:]
		for _, ch := range parent[p] {
			out = append(out, ch)
			todo = append(todo, ch)
		}
	}
	return out
}

// aimPage is a page whose layout moves once between a test's look at the button "a" and its
// press: the first look (document.elementFromPoint) puts the button "b" over "a" until 300 ms
// later, as a redraw does when a field typed just before commits. Each button counts its clicks.
const aimPage = `data:text/html,<!doctype html><meta name=viewport content="width=device-width">
<style>button { position: absolute; left: 40px; top: 40px; width: 200px; height: 60px; } #b { display: none; }</style>
<button id=a onclick="this.dataset.n = +(this.dataset.n || 0) + 1">a</button>
<button id=b onclick="this.dataset.n = +(this.dataset.n || 0) + 1">b</button>
<script>
const look = document.elementFromPoint.bind(document);
let moved = false;
document.elementFromPoint = (x, y) => {
	const hit = look(x, y);
	if (!moved) { moved = true; setTimeout(() => { b.style.display = "block"; setTimeout(() => { b.style.display = "none"; }, 300); }, 0); }
	return hit;
};
</script>`

// TestAimedTap: a tap whose point lies on another control when it lands (the layout moved
// after the look) reaches neither: the other control gets no click, and the tap is aimed again
// at its element, which gets exactly one.
func TestAimedTap(t *testing.T) {
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	b.do(t, chromedp.Navigate(strings.ReplaceAll(aimPage, "#", "%23")))
	b.waitJS(t, `document.getElementById("a") !== null`)
	b.tapAt(t, "#a")
	b.waitJS(t, `document.getElementById("a").dataset.n === "1"`)
	time.Sleep(500 * time.Millisecond)
	if got := eval[string](t, b, `[a.dataset.n || "0", b.dataset.n || "0"].join(" ")`); got != "1 0" {
		t.Errorf("clicks on a and b: %s, want 1 0", got)
	}
}
