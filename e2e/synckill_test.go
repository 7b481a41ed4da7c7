package e2e

import (
	"fmt"
	"testing"
	"time"

	"arbiter/engine/eventlog"

	"github.com/chromedp/chromedp"
)

// Browsers killed in the middle of writing the log and of pushing it: nothing is lost or
// written twice, on the phone, on the server or on another phone.

// chiefShares is the chief's phone (profile: its Chromium profile) with ev imported from file,
// shared into db as user; it returns when the phone is up to date.
func chiefShares(t *testing.T, s *site, px *proxy, profile string, ev eventlog.Event, file, db, user string) *browser {
	t.Helper()
	a := syncPhone(t, s, px.URL, chromedp.UserDataDir(profile))
	openWithLog(t, a, s.URL+"log")
	setDirector(t, a, dirChief)
	importAndOpen(t, a, s.URL, file, ev.ID, "en")
	openEventPage(t, a, s.URL, ev.ID, "en")
	startSharing(t, a, px.URL, db, user, user+"-secret")
	syncStatus(t, a, "sync-status", "uptodate", "")
	return a
}

// startImport chooses file on the log page and taps "Merge" (it does not wait for the write).
func startImport(t *testing.T, b *browser, base, file string) {
	t.Helper()
	openWithLog(t, b, base+"log?lang=en")
	b.do(t, chromedp.SetUploadFiles(chromedp.ID("import-file"), []string{file}))
	b.waitJS(t, `document.getElementById("import-merge") !== null || document.getElementById("import-error") !== null`)
	if e := b.text(t, "#import-error"); e != "" {
		t.Fatalf("import: %s", e)
	}
	b.click(t, "import-merge")
}

// shownCount waits until the phone's event page is up to date with equal counts and returns
// the incidents it shows.
func shownCount(t *testing.T, b *browser, base, id string) int {
	t.Helper()
	openEventPage(t, b, base, id, "en")
	for end := time.Now().Add(3 * time.Minute); ; time.Sleep(300 * time.Millisecond) {
		got := readSyncCounts(t, b)
		if got.State == "uptodate" && got.Shown {
			return got.Log - 1
		}
		if time.Now().After(end) {
			t.Fatalf("not up to date: %+v; sync: %s", got, b.text(t, "#sync"))
		}
	}
}

// TestSyncKillMidWrite: the chief's phone merges a file of 300 incidents into a shared log and
// its browser is killed while the log is being written (at several moments). Restarted, the
// log holds none or all of them (a write is whole), and the phone, the server and Bea's phone
// end with the same incidents, none missing, none twice.
func TestSyncKillMidWrite(t *testing.T) {
	need(t)
	const n = 300
	for i, after := range []time.Duration{150 * time.Millisecond, 700 * time.Millisecond} {
		t.Run(fmt.Sprintf("killed %v after merging", after), func(t *testing.T) {
			db := fmt.Sprintf("kill-write-%d", i)
			c, px, s := sharedCouch(t, db, "ana", "bea")
			ev := kupEvent()
			ev.ID = "kill-write"
			profile := t.TempDir()
			a := chiefShares(t, s, px, profile, ev, lateFile(t, ev, 0, "base.json"), db, "ana")
			b := syncPhone(t, s, px.URL)
			joinShared(t, b, joinLink(s, px, db), "bea", "bea-secret", ev.ID)
			startImport(t, a, s.URL, lateFile(t, ev, n, "more.json"))
			time.Sleep(after)
			killBrowser(t, a)
			onServer := couchDocs(t, c, db) - 1

			a2 := syncPhone(t, s, px.URL, chromedp.UserDataDir(profile))
			got := shownCount(t, a2, s.URL, ev.ID)
			if got != 0 && got != n {
				t.Fatalf("after the kill the log holds %d of the %d incidents merged: a write is whole", got, n)
			}
			ca, took := waitConverged(t, a2, s.URL, ev.ID, c, db, got, 0, 0)
			cb, _ := waitConverged(t, b, s.URL, ev.ID, c, db, got, 0, 0)
			srv := readServer(t, c, db)
			if len(srv.Incidents) != got || srv.Conflicts != 0 {
				t.Errorf("the server holds %d incidents (%d with conflicts), the log %d", len(srv.Incidents), srv.Conflicts, got)
			}
			t.Logf("killed %v after merging: %d on the server at the kill; the log holds %d; Ana %+v up to date %v after restarting, Bea %+v",
				after, onServer, got, ca, took.Round(100*time.Millisecond), cb)
		})
	}
}

// TestSyncKillMidPush: the chief merges 400 incidents into the shared log while the line is
// cut, the line comes back, and while the phone is pushing them (some on the server, not all:
// the proxy then holds the line) its browser is killed. Restarted, the phone pushes the rest:
// the phone, the server and Bea's phone end with all of them, none twice.
func TestSyncKillMidPush(t *testing.T) {
	need(t)
	const n = 400
	c, px, s := sharedCouch(t, "kill-push", "ana", "bea")
	ev := kupEvent()
	ev.ID = "kill-push"
	profile := t.TempDir()
	a := chiefShares(t, s, px, profile, ev, lateFile(t, ev, 0, "base.json"), "kill-push", "ana")
	b := syncPhone(t, s, px.URL)
	joinShared(t, b, joinLink(s, px, "kill-push"), "bea", "bea-secret", ev.ID)
	waitConverged(t, b, s.URL, ev.ID, c, "kill-push", 0, 0, 0)
	base := couchDocs(t, c, "kill-push")

	px.Cut()
	importAndOpen(t, a, s.URL, lateFile(t, ev, n, "more.json"), ev.ID, "en")
	px.Restore(t)
	for end := time.Now().Add(3 * time.Minute); couchDocs(t, c, "kill-push") == base; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("nothing of the %d incidents reached the server; Ana's sync: %s", n, a.text(t, "#sync"))
		}
	}
	px.Hold()
	mid := couchDocs(t, c, "kill-push") - base
	killBrowser(t, a)
	px.Restore(t)
	if mid >= n {
		t.Logf("the push had ended before the kill (%d of %d on the server)", mid, n)
	}

	begin := time.Now()
	a2 := syncPhone(t, s, px.URL, chromedp.UserDataDir(profile))
	ca, _ := waitConverged(t, a2, s.URL, ev.ID, c, "kill-push", n, 0, 0)
	cb, _ := waitConverged(t, b, s.URL, ev.ID, c, "kill-push", n, 0, 0)
	srv := readServer(t, c, "kill-push")
	labels := map[string]int{}
	for _, l := range srv.Incidents {
		labels[l]++
	}
	if len(srv.Incidents) != n || len(labels) != n || srv.Conflicts != 0 {
		t.Errorf("the server holds %d incidents under %d labels (%d with conflicts), want %d", len(srv.Incidents), len(labels), srv.Conflicts, n)
	}
	t.Logf("killed with %d of %d on the server; all on every phone %v after restarting: Ana %+v, Bea %+v",
		mid, n, time.Since(begin).Round(100*time.Millisecond), ca, cb)
}
