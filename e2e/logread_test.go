package e2e

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"arbiter/engine/msg"

	"github.com/chromedp/chromedp"
)

// logCase logs the worked example of the calculator at calcURL into the open event with a
// round, a table and the parties (role → participant number) chosen in "Log it".
func logCase(t *testing.T, b *browser, calcURL, round, table string, parties map[string]string) {
	t.Helper()
	b.open(t, calcURL)
	b.example(t)
	b.click(t, "log-it")
	b.waitJS(t, `document.getElementById("log-save") !== null`)
	b.input(t, "log-round", round)
	b.input(t, "log-table", table)
	for _, role := range []string{"offender", "non-offender"} { // in this order every run
		if n, ok := parties[role]; ok {
			b.input(t, "log-party-"+role, n)
		}
	}
	b.click(t, "log-save")
	b.waitJS(t, `document.getElementById("log-saved") !== null`)
}

// readsJS checks the event page: every incident reads as a sentence and a table of who, what
// and value; no raw key (a snake_case name, a message key) anywhere on the page's log; every
// pair's totals grouped by unit, each unit once. It returns "" or what is wrong.
const readsJS = `(() => {
	const bad = [];
	const incs = document.querySelectorAll("#incidents li.incident");
	if (incs.length === 0) bad.push("no incidents");
	for (const li of incs) {
		const s = li.querySelector(".inc-sentence");
		if (!s || !/\.$/.test(s.textContent.trim()) || s.textContent.length < 15) bad.push(li.id + ": sentence " + (s && s.textContent));
		const rows = li.querySelectorAll("table.read-table tbody tr:not(.read-who)");
		if (li.querySelectorAll("table.read-table tr.read-who th[scope=rowgroup]").length === 0) bad.push(li.id + ": no party heading");
		if (rows.length === 0) bad.push(li.id + ": no table");
		for (const r of rows) {
			const cells = r.querySelectorAll("td, th");
			if (cells.length !== 2 || Array.from(cells).some(c => c.textContent.trim() === "")) bad.push(li.id + ": row " + r.textContent);
		}
	}
	const text = ["#incidents", "#penalties", "#zt"].map(s => (document.querySelector(s) || {textContent: ""}).textContent).join("\n");
	const raw = text.match(/\b[a-z]+_[a-z_]+\b|\b(?:app|out|party|unit|val)\.[a-z][a-z._-]*/g);
	if (raw) bad.push("raw keys: " + raw.join(", "));
	for (const tr of document.querySelectorAll("#penalties tbody tr")) {
		const units = Array.from(tr.querySelectorAll("ul.unit-totals")).map(u => u.dataset.unit);
		if (units.length === 0 || new Set(units).size !== units.length) bad.push("penalties row " + tr.textContent + ": units " + units);
		if (tr.textContent.includes("; ")) bad.push("penalties row joins values: " + tr.textContent);
	}
	return bad.join("\n");
})()`

// fitsJS checks that nothing is wider than the screen and that no word is broken inside: every
// word of the log's text (split at spaces, hyphens and slashes, where a line may break) lies on
// one line (one client rect), and no cell's content overflows it. It returns "" or what is wrong.
const fitsJS = `(() => {
	const bad = [];
	const W = window.innerWidth;
	// a table's head folded away on a phone (a 1 px clipped box) is read, not drawn
	const clipped = e => { const h = e.closest("thead, .vh"); return h !== null && h.getBoundingClientRect().width <= 1; };
	if (document.documentElement.scrollWidth > W) bad.push("page " + document.documentElement.scrollWidth + " px wide");
	for (const e of document.querySelectorAll("main *, .page *")) {
		const r = e.getBoundingClientRect();
		if (r.width > 0 && (r.right > W + 0.5 || r.left < -0.5) && !clipped(e)) bad.push((e.id || e.tagName + "." + e.className) + " spans " + Math.round(r.left) + "…" + Math.round(r.right));
	}
	for (const c of document.querySelectorAll("#incidents td, #incidents th, #penalties td, #penalties th, #zt td, #zt th")) {
		if (clipped(c)) continue;
		if (c.scrollWidth > c.clientWidth + 1) bad.push("cell overflows: " + c.textContent);
	}
	const roots = ["h1", "#incidents", "#penalties", "#zt", "#games", "#event-facts", ".tool-row", "#ruling-case"].flatMap(s => Array.from(document.querySelectorAll(s)));
	for (const root of roots) {
		const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
		for (let n = walk.nextNode(); n; n = walk.nextNode()) {
			const el = n.parentElement;
			if (!el || clipped(el) || el.closest("input, select, textarea, option") || el.offsetParent === null) continue;
			const re = /[^\s\-–—\/]+/g;
			let m;
			while ((m = re.exec(n.data)) !== null) {
				if (m[0].length < 2) continue;
				const rg = document.createRange();
				rg.setStart(n, m.index);
				rg.setEnd(n, m.index + m[0].length);
				const tops = new Set(Array.from(rg.getClientRects()).filter(r => r.width > 0).map(r => Math.round(r.top)));
				if (tops.size > 1) bad.push("word broken: " + m[0]);
			}
		}
	}
	return Array.from(new Set(bad)).slice(0, 20).join("\n");
})()`

// TestLogRead: at 360 px (and 320 px) in Serbian and Hungarian, the event page reads: each
// incident a sentence and a table, no raw key, penalties in the event's unit and never one sum
// of unlike units, nothing wider than the screen, no word broken inside; a logged case's share link
// opens on /r with its label, round, table and time, names only when ticked.
func TestLogRead(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	axeSrc := axeSource(t)
	axe := func(t *testing.T, b *browser, where, lang string) {
		t.Helper()
		l, _ := msg.ParseLang(lang)
		if !eval[bool](t, b, `typeof axe !== "undefined"`) {
			eval[bool](t, b, axeSrc+";\ntrue")
		}
		axeCheck(t, b, axeJS(), where, l)
	}
	for _, lang := range []string{"sr", "hu"} {
		t.Run(lang, func(t *testing.T) {
			b := newBrowser(t, origin(s))
			b.do(t, chromedp.EmulateViewport(360, 740))
			q := "?lang=" + lang
			nsbk := newEvent(t, b, s.URL, "Kup Slučajevi "+lang, "nsbk", "1 Šušnjar Slučajević\n2 Partizan")
			logCase(t, b, s.URL+"calc/nsbk/lateness"+q, "2", "5", map[string]string{"offender": "1"})
			logCase(t, b, s.URL+"calc/nsbk/unplayed"+q, "3", "6", map[string]string{"offender": "1", "non-offender": "2"})
			ocsb := newEvent(t, b, s.URL, "Csapatbajnokság "+lang, "ocsb-kmor-2018", "1 Šušnjar Slučajević\n2 Crvena zvezda")
			logCase(t, b, s.URL+"calc/ocsb-kmor-2018/zt"+q, "1", "4", map[string]string{"offender": "1"})
			logCase(t, b, s.URL+"calc/ocsb-kmor-2018/slow-play"+q, "1", "4", map[string]string{"offender": "1", "non-offender": "2"})

			for _, id := range []string{nsbk, ocsb} {
				for _, w := range []int64{360, 320} {
					b.do(t, chromedp.EmulateViewport(w, 740))
					b.open(t, s.URL+"log/event?id="+id+"&lang="+lang)
					b.waitJS(t, `document.querySelectorAll("#incidents li.incident .inc-sentence").length === 2 && document.getElementById("penalties") !== null`)
					if bad := eval[string](t, b, readsJS); bad != "" {
						t.Errorf("%s at %d px does not read:\n%s", id, w, bad)
					}
					if bad := eval[string](t, b, fitsJS); bad != "" {
						t.Errorf("%s at %d px:\n%s", id, w, bad)
					}
					b.shot(t, fmt.Sprintf("%d-logread-%s-%s", w, lang, strings.SplitN(id, "-", 2)[0]))
				}
			}
			b.do(t, chromedp.EmulateViewport(360, 740))
			// the lateness (minutes, %) reads with its units, and its penalties never add them
			b.open(t, s.URL+"log/event?id="+nsbk+"&lang="+lang)
			b.waitJS(t, `document.querySelector("#inc-1 .inc-sentence") !== null`)
			sent := b.text(t, "#inc-1 .inc-sentence")
			where := map[string]string{"sr": "kolo 2, sto 5", "hu": "2. forduló, 5. asztal"}[lang]
			if !strings.Contains(sent, where) || !strings.Contains(sent, "Šušnjar") {
				t.Errorf("sentence %q: want %q and the offender", sent, where)
			}
			if got := eval[string](t, b, `Array.from(document.querySelectorAll("#penalties tbody tr:first-child ul.unit-totals")).map(u => u.dataset.unit).join(",")`); got != "mp" {
				t.Errorf("pair 1's penalties in units %q, want the event's matchpoints alone (no minutes, no IMPs)", got)
			}

			// the share link of S1: numbers only, then with names
			b.click(t, "share-inc-1")
			b.waitJS(t, `(document.getElementById("share-inc-url-1") || {value: ""}).value.includes("r?r=")`)
			plain := eval[string](t, b, `document.getElementById("share-inc-url-1").value`)
			u, err := url.Parse(plain)
			if err != nil {
				t.Fatal(err)
			}
			qv := u.Query()
			if qv.Get("c") != "S1" || qv.Get("rd") != "2" || qv.Get("tb") != "5" || qv.Get("at") == "" || qv.Get("sd") != "offender~1" {
				t.Errorf("link %s: want c=S1, rd=2, tb=5, at, sd=offender~1", plain)
			}
			if strings.Contains(plain, "%C5%A0") || strings.Contains(strings.ToLower(plain), "ju%c5%a1") {
				t.Errorf("a link without names carries one: %s", plain)
			}
			axe(t, b, "/log/event (a case's share link open)", lang)
			b.click(t, "share-inc-names-1")
			b.waitJS(t, fmt.Sprintf(`document.getElementById("share-inc-url-1").value !== %q`, plain))
			named := eval[string](t, b, `document.getElementById("share-inc-url-1").value`)
			if nu, _ := url.Parse(named); nu == nil || nu.Query().Get("sd") != "offender~1~Šušnjar Slučajević" {
				t.Errorf("link with names %s: want sd=offender~1~Šušnjar Slučajević", named)
			}
			for _, tc := range []struct {
				link  string
				names bool
			}{{plain, false}, {named, true}} {
				b.open(t, tc.link+"&lang="+lang)
				b.waitJS(t, `document.getElementById("ruling-case") !== null && document.querySelector("#ruling-check[data-check=matches]") !== null`)
				head := b.text(t, "#ruling-case")
				for _, want := range []string{"S1", "2", "5", "1"} {
					if !strings.Contains(head, want) {
						t.Errorf("case header %q lacks %q", head, want)
					}
				}
				for _, sel := range []string{"round", "table", "time", "side"} {
					if !eval[bool](t, b, fmt.Sprintf(`document.querySelector("#ruling-case [data-case=%s]") !== null`, sel)) {
						t.Errorf("case header %q has no %s", head, sel)
					}
				}
				if got := strings.Contains(head, "Šušnjar"); got != tc.names {
					t.Errorf("case header %q: names shown %v, want %v", head, got, tc.names)
				}
				if bad := eval[string](t, b, fitsJS); bad != "" {
					t.Errorf("/r at 360 px:\n%s", bad)
				}
				axe(t, b, "/r (a logged case)", lang)
			}
			b.shot(t, "360-logread-ruling-"+lang)
		})
	}
}

// TestLogReadHostileCase: a link whose case parameters hold markup, garbage and out-of-range
// values opens the ruling as the plain link does, shows only what parses, as text; the plain
// link (a calculator's share) shows its ruling time alone.
func TestLogReadHostileCase(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	plain := shareLink(t, b, s.URL+"calc/nsbk/lateness", nil, "")
	hostile := plain + "&c=%3Cimg+src%3Dx+onerror%3D%22window.pwned%3D1%22%3E&rd=99999&tb=-3&at=nope&zz=1" +
		"&sd=offender~3~%3Cscript%3Ewindow.pwned%3D2%3C%2Fscript%3E&sd=%3Cb%3E~1&g=7"
	b.open(t, hostile)
	b.waitJS(t, `document.querySelector("#ruling-check[data-check=matches]") !== null && document.getElementById("ruling-case") !== null`)
	head := b.text(t, "#ruling-case")
	if !strings.Contains(head, "<script>window.pwned=2</script>") || strings.Contains(head, "99999") {
		t.Errorf("case header %q", head)
	}
	if eval[bool](t, b, `window.pwned !== undefined || document.querySelector("#ruling-case img, #ruling-case script, #ruling-case b") !== null`) {
		t.Error("the case's markup ran or became elements")
	}
	// the game, the ruling time every share carries (the plain link's own: the bad at= after
	// it is not read) and the one side
	if eval[int](t, b, `document.querySelectorAll("#ruling-case [data-case]").length`) != 3 {
		t.Errorf("case header shows %q", head)
	}
	b.open(t, plain)
	b.waitJS(t, `document.querySelector("#ruling-check[data-check=matches]") !== null`)
	if n := eval[int](t, b, `document.querySelectorAll("#ruling-case [data-case]").length`); n != 1 {
		t.Errorf("a calculator's share shows %d case facts, want its ruling time alone: %q", n, b.text(t, "#ruling-case"))
	}
}
