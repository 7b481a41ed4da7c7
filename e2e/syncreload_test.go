package e2e

import (
	"fmt"
	"testing"
	"time"
)

// TestSyncReloadMidSync: Ana shares an event of 1,500 incidents; Bea joins it, and her page is
// reloaded while the log comes in — when her page counts a quarter, a half and three quarters
// of the server's records here (each reload made only while it still pulls). Her phone resumes
// where it was each time: every phone and the server end with every incident, once (no label
// twice on the server, the counts alike on every phone).
func TestSyncReloadMidSync(t *testing.T) {
	need(t)
	c, px, s := sharedCouch(t, "liga-2026", "ana", "bea")
	ev := kupEvent()
	ev.ID, ev.Name = "liga-reload", "Liga Beograda"
	const n = 1500
	file := lateFile(t, ev, n, "liga.json")
	a, b := syncPhone(t, s, px.URL), syncPhone(t, s, px.URL)
	importAndOpen(t, a, s.URL, file, ev.ID, "en")
	openEventPage(t, a, s.URL, ev.ID, "en")
	startSharing(t, a, px.URL, "liga-2026", "ana", "ana-secret")
	ca, shared := waitConverged(t, a, s.URL, ev.ID, c, "liga-2026", n, 0, 0)
	t.Logf("Ana shared %d incidents in %v: %+v", n, shared.Round(100*time.Millisecond), ca)

	begin := time.Now()
	joinShared(t, b, joinLink(s, px, "liga-2026"), "bea", "bea-secret", ev.ID)
	var reloads []string
	for quarter := 1; quarter <= 3; quarter++ {
		var have, of int
		pulling := false
		for end := time.Now().Add(3 * time.Minute); time.Now().Before(end); time.Sleep(150 * time.Millisecond) {
			var ok bool
			have, of, ok = joinProgress(t, b)
			if !ok && readSyncCounts(t, b).State == "uptodate" {
				break // all here: no more reloads mid-sync
			}
			if ok && have < of && have*4 >= of*quarter {
				pulling = true
				break
			}
		}
		if !pulling {
			reloads = append(reloads, fmt.Sprintf("none at %d/4 (up to date before)", quarter))
			break
		}
		reloads = append(reloads, fmt.Sprintf("at %d of %d", have, of))
		openEventPage(t, b, s.URL, ev.ID, "en")
	}
	if len(reloads) == 0 || reloads[0][:4] == "none" {
		t.Errorf("Bea's page was never reloaded while the log came in: %v", reloads)
	}
	cb, _ := waitConverged(t, b, s.URL, ev.ID, c, "liga-2026", n, 0, 0)
	took := time.Since(begin)
	ca, _ = waitConverged(t, a, s.URL, ev.ID, c, "liga-2026", n, 0, 0)
	srv := readServer(t, c, "liga-2026")
	labels := map[string]int{}
	for _, l := range srv.Incidents {
		labels[l]++
	}
	var dup []string
	for l, k := range labels {
		if k > 1 {
			dup = append(dup, l)
		}
	}
	if len(srv.Incidents) != n || len(dup) > 0 {
		t.Errorf("the server holds %d incidents (want %d), labels twice: %v", len(srv.Incidents), n, dup)
	}
	t.Logf("Bea joined %d incidents, reloaded %v, up to date %v after Join: Bea %+v, Ana %+v", n, reloads, took.Round(100*time.Millisecond), cb, ca)
}
