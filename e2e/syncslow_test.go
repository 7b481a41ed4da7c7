package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// A phone whose storage is slow to open: the app waits for the log's IndexedDB database a
// while, then keeps the log in memory and says so. A ruling logged then must never disappear:
// the page keeps trying to open the database and moves the log into it once it opens, and a
// shared log's records taken into memory are read again from the phone's copy of the database.

// slowLogHook makes every page of b delay the opening of the log's IndexedDB database by the
// milliseconds sessionStorage's "arbiter.test.slowlog" holds at the moment the page opens it
// (none: at once). The page gets a request whose events come once the real one, opened after
// the delay, fires them.
func slowLogHook(t *testing.T, b *browser) {
	t.Helper()
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `(() => {
  if (typeof IDBFactory === "undefined") return;
  const real = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (name) {
    let ms = 0;
    try { ms = parseInt(sessionStorage.getItem("arbiter.test.slowlog") || "0", 10); } catch (e) {}
    if (name !== "arbiter-log" || !(ms > 0)) return real.apply(this, arguments);
    const self = this, args = arguments;
    const fake = {onsuccess: null, onerror: null, onupgradeneeded: null, onblocked: null, result: undefined, transaction: null, error: null};
    window.__slowLogOpens = (window.__slowLogOpens || 0) + 1;
    setTimeout(() => {
      const req = real.apply(self, args);
      for (const ev of ["success", "error", "upgradeneeded", "blocked"]) {
        req["on" + ev] = (e) => {
          try { fake.result = req.result; } catch (x) {}
          try { fake.transaction = req.transaction; } catch (x) {}
          try { fake.error = req.error; } catch (x) {}
          if (typeof fake["on" + ev] === "function") fake["on" + ev](e);
        };
      }
    }, ms);
    return fake;
  };
})();`}); err != nil {
		t.Fatal(err)
	}
}

// slowLog sets the delay slowLogHook gives the pages b opens from now on (0: none).
func slowLog(t *testing.T, b *browser, d time.Duration) {
	t.Helper()
	eval[bool](t, b, fmt.Sprintf(`(() => { sessionStorage.setItem("arbiter.test.slowlog", "%d"); return true; })()`, d.Milliseconds()))
}

// logInMemory logs a ZT breach of player (of team) on a page whose log's database opens only
// after delay: the page says the log is not saved (#log-banner), then the ruling is logged
// into the log in memory. It returns the banner's text.
func logInMemory(t *testing.T, b *browser, base, player, team string, delay time.Duration) string {
	t.Helper()
	slowLog(t, b, delay)
	b.open(t, base+"calc/ocsb-kmor-2018/zt")
	for end := time.Now().Add(time.Minute); !b.has(t, "#log-banner[role=alert]"); time.Sleep(300 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("no banner a minute after a slow opening of the log: %s", b.text(t, "main"))
		}
	}
	banner := b.text(t, "#log-banner")
	slowLog(t, b, 0) // the next pages open it at once
	if store := eval[string](t, b, `localStorage.getItem("arbiter.log.store")`); !strings.Contains(store, "memory") {
		t.Fatalf("the log is kept in %q, want memory", store)
	}
	b.example(t)
	b.click(t, "log-it")
	// the log in memory gets the event from the phone's copy of the shared database (slow on
	// a loaded machine): then the ruling can be logged
	for end := time.Now().Add(2 * time.Minute); !b.has(t, "#log-save"); time.Sleep(300 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("no event to log into 2 minutes after the log went to memory: %s", b.text(t, "main"))
		}
	}
	if b.has(t, "#log-party-offender") {
		b.input(t, "log-party-offender", team)
	}
	b.input(t, "log-player", player)
	b.click(t, "log-save")
	b.waitJS(t, `document.getElementById("log-saved") !== null || document.querySelector("#log-it-box .error, p.error") !== null`)
	if !b.has(t, "#log-saved") {
		t.Fatalf("logging a ZT breach of player %s in memory: %s", player, b.text(t, "p.error"))
	}
	return banner
}

// TestSyncSlowStorage: Ana's phone is offline and its storage slow to open, so twice her page
// keeps the log in memory (and says so) when she logs a ruling: once she leaves the page before
// the database opens, once she stays until it opens (the page then says the log is saved).
// Neither ruling disappears: back online, every phone and the server hold all four incidents,
// once, with the counts alike.
func TestSyncSlowStorage(t *testing.T) {
	need(t)
	c, px, s := sharedCouch(t, "kup-2026", "ana", "bea")
	a, b := syncPhone(t, s, px.URL), syncPhone(t, s, px.URL)
	slowLogHook(t, a)
	nameDirector(t, b, s.URL, "Bea Kiss")
	id := anaShares(t, s, px.URL, a, "kup-2026")
	joinShared(t, b, joinLink(s, px, "kup-2026"), "bea", "bea-secret", id)
	logZT(t, b, s.URL, "8", "2")
	convergeAll(t, s, id, c, "kup-2026", 2, 0, 0, b, a)

	px.Cut()
	// left before the database opened (it would open ten minutes later)
	banner := logInMemory(t, a, s.URL, "7", "1", 10*time.Minute)
	if !strings.Contains(banner, "not being saved") || !strings.Contains(banner, "Keep this page open") {
		t.Errorf("the banner while the log is in memory = %q", banner)
	}
	time.Sleep(2 * time.Second) // a director who reads the message, then goes to the event
	openEventPage(t, a, s.URL, id, "en")
	// the ruling is in the log (saved by the page that logged it, or read again from the
	// phone's copy of the shared database), with the line still cut
	count := `parseInt(document.getElementById("incidents").dataset.count || "0", 10)`
	for end := time.Now().Add(time.Minute); eval[int](t, a, count) != 3; time.Sleep(500 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("after a reload Ana's log holds %d incidents, want 3 (the one logged in memory kept); sync: %s; links %s; the phone's copy %s", eval[int](t, a, count), a.text(t, "#sync"),
				eval[string](t, a, `localStorage.getItem("arbiter.sync")`), pouchDocs(t, a))
		}
	}
	// stays until the database opens, half a minute after the page asked (in Serbian, at
	// 360 px: the banner is looked at)
	a.do(t, chromedp.EmulateViewport(360, 800))
	eval[bool](t, a, `(() => { localStorage.setItem("arbiter.lang", JSON.stringify("sr")); return true; })()`)
	logInMemory(t, a, s.URL, "8", "2", 30*time.Second)
	if a.has(t, "#log-banner[role=alert]") {
		a.screenshot(t, "sync-slow-banner-sr")
	}
	for end := time.Now().Add(time.Minute); a.has(t, "#log-banner[role=alert]"); time.Sleep(500 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("the page still says the log is not saved a minute after the database could open: %s", a.text(t, "#log-banner"))
		}
	}
	if store := eval[string](t, a, `localStorage.getItem("arbiter.log.store")`); !strings.Contains(store, "indexeddb") {
		t.Errorf("once the database opened the log is kept in %q, want indexeddb", store)
	}

	eval[bool](t, a, `(() => { localStorage.setItem("arbiter.lang", JSON.stringify("en")); return true; })()`)
	px.Restore(t)
	begin := time.Now()
	cs := convergeAll(t, s, id, c, "kup-2026", 4, 0, 0, a, b)
	srv := readServer(t, c, "kup-2026")
	t.Logf("converged in %v: Ana %+v, Bea %+v; the server %d incidents", time.Since(begin).Round(100*time.Millisecond), cs[0], cs[1], len(srv.Incidents))
	if len(srv.Incidents) != 4 {
		t.Errorf("the server holds %d incidents, want 4: %v", len(srv.Incidents), srv.Incidents)
	}
}

// pouchDocs is the phone's copy of the shared database: every incident's number, director and
// author, and this phone's director.
func pouchDocs(t *testing.T, b *browser) string {
	t.Helper()
	return phoneCopy(t, b, `{include_docs: true}`, `JSON.stringify({me: localStorage.getItem("arbiter.director.id"),
		docs: all.rows.filter(r => r.id.startsWith("inc:")).map(r => [r.id, r.doc.number, r.doc.by, r.doc.author, r.doc.notes])})`)
}

// phoneCopy reads the phone's copy of the shared database with allDocs(opts) and returns the
// JS expression show of its answer all ("none" without a copy or PouchDB).
func phoneCopy(t *testing.T, b *browser, opts, show string) string {
	t.Helper()
	return eval[string](t, b, `(async () => {
		const names = (await indexedDB.databases()).map(d => d.name).filter(n => n.startsWith("_pouch_arbiter-sync-"));
		if (!names.length || typeof PouchDB === "undefined") return "none";
		const all = await new PouchDB(names[0].slice(7)).allDocs(`+opts+`);
		return `+show+`;
	})()`)
}

// TestSyncSlowBanner: the banner of a log kept in memory while the storage is slow to open, as
// a director reads it on a 360 px phone in Serbian and Hungarian: an alert in the page's
// language (none of the English words), within the screen's width. (TestSyncSlowStorage reads
// the English.)
func TestSyncSlowBanner(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := syncPhone(t, s, "") // a page waits for the storage 20 s: longer than a plain browser's 3 minutes in all
	slowLogHook(t, b)
	b.do(t, chromedp.EmulateViewport(360, 800))
	openWithLog(t, b, s.URL+"settings?lang=en")
	slowLog(t, b, 10*time.Minute)
	for _, lang := range []string{"sr", "hu"} {
		b.open(t, s.URL+"calc/ocsb-kmor-2018/zt?lang="+lang)
		// the page waits for the storage a while (20 s) before it keeps the log in memory
		shown := `document.querySelector("#log-banner[role=alert]") !== null && document.documentElement.lang === "` + lang + `"`
		for end := time.Now().Add(2 * time.Minute); !eval[bool](t, b, shown); time.Sleep(300 * time.Millisecond) {
			if time.Now().After(end) {
				t.Fatalf("no %s banner 2 minutes after a slow opening of the log: %s", lang, b.text(t, "main"))
			}
		}
		if text := b.text(t, "#log-banner"); strings.Contains(text, "storage") || strings.Contains(text, "Keep this page") {
			t.Errorf("the %s banner speaks English: %q", lang, text)
		}
		if w := eval[int](t, b, `Math.ceil(document.getElementById("log-banner").getBoundingClientRect().right)`); w > 360 {
			t.Errorf("the %s banner reaches %d px on a 360 px screen", lang, w)
		}
		b.screenshot(t, "sync-slow-banner-360-"+lang)
	}
}

// TestLogItStorageLate: a director taps "Log it" on a phone whose storage is slow to open (25 s;
// no shared log). Until the page stops waiting for it (20 s) the panel says the log opens; then
// the log is kept in memory, which holds no event. Once the storage opens the log moves into it,
// and the panel takes the event without another tap (it used to keep saying there was none): the
// ruling is logged into storage and is on the event page. In Serbian and in Hungarian, at 360 px.
func TestLogItStorageLate(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := syncPhone(t, s, "")
	slowLogHook(t, b)
	b.do(t, chromedp.EmulateViewport(360, 800))
	nameDirector(t, b, s.URL, "Ana Tóth")
	id := newTeamsEvent(t, b, s.URL, kupName, kupTeams, kupPlayers)
	for i, lang := range []string{"sr", "hu"} {
		slowLog(t, b, 25*time.Second)
		b.open(t, s.URL+"calc/ocsb-kmor-2018/zt?lang="+lang)
		b.example(t)
		b.click(t, "log-it")
		t.Logf("%s: at the tap the panel shows %s", lang, b.logItState(t))
		for end := time.Now().Add(2 * time.Minute); !b.has(t, "#log-save"); time.Sleep(300 * time.Millisecond) {
			if time.Now().After(end) {
				t.Fatalf("%s: 2 minutes after Log it on a page whose storage opened 25 s late the panel shows %s; the log is kept in %s", lang,
					b.logItState(t), eval[string](t, b, `localStorage.getItem("arbiter.log.store")`))
			}
		}
		if store := eval[string](t, b, `localStorage.getItem("arbiter.log.store")`); !strings.Contains(store, "indexeddb") {
			t.Errorf("%s: the panel offers to log while the log is kept in %q, want indexeddb (it holds the event)", lang, store)
		}
		if name := b.text(t, "#log-box"); !strings.Contains(name, kupName) {
			t.Errorf("%s: the panel does not name the event %q: %s", lang, kupName, name)
		}
		b.screenshot(t, "log-it-storage-late-360-"+lang)
		if b.has(t, "#log-party-offender") {
			b.input(t, "log-party-offender", "1")
		}
		b.input(t, "log-player", "7")
		b.click(t, "log-save")
		b.waitJS(t, `document.getElementById("log-saved") !== null || document.querySelector("#log-it-box .error, p.error") !== null`)
		if got := b.text(t, "#log-saved"); !strings.Contains(got, fmt.Sprintf("S%d", i+1)) {
			t.Fatalf("%s: logging once the storage opened: %q %s", lang, got, b.text(t, "p.error"))
		}
		slowLog(t, b, 0)
	}
	openEventPage(t, b, s.URL, id, "en")
	if n := eval[int](t, b, `parseInt(document.getElementById("incidents").dataset.count || "0", 10)`); n != 2 {
		t.Errorf("the event page lists %d incidents, want the 2 logged once the storage opened", n)
	}
}
