package e2e

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Headless Chromium on an overloaded machine now and then starts with a storage that never
// answers on one origin: in about one fresh profile in twenty, no IndexedDB opening on any of
// the app's pages answered for minutes, while another origin of the same browser answered at
// once. The app copes (it keeps the log in memory and says so), but a test that needs the
// phone's storage then fails for the browser, not for the app. So every test browser first
// opens and deletes a throwaway database on a blank page of the origin the test will use,
// and a browser whose storage does not answer there is closed and started again.

// storageProbeWait is how long the probe waits for its database: a healthy browser answered
// in 20–1,500 ms at load 12–19; a wedged one never did.
const storageProbeWait = 15 * time.Second

// storageProbeTries is how many browsers a test starts before it gives up on the machine.
const storageProbeTries = 3

// storageProbePath is the blank page of the probe. The test sites serve it (site.start)
// before the app's handler; another test server answers it with its 404 page, which is a
// document of its origin too. Neither runs the app.
const storageProbePath = "/__e2e-storage-probe"

// probePage serves the probe's page: nothing to load (not even an icon).
func probePage(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != storageProbePath {
			next.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Write([]byte(`<!doctype html><html><head><link rel="icon" href="data:,"><title>storage probe</title></head><body></body></html>`))
	})
}

// storageProbeJS opens a throwaway database, closes and deletes it, and says how it went: the
// origin's storage is left as it was.
var storageProbeJS = `new Promise(res => {
	const timer = setTimeout(() => res("no answer"), ` + fmt.Sprint(storageProbeWait.Milliseconds()) + `);
	const done = m => { clearTimeout(timer); res(m); };
	const r = indexedDB.open("e2e-storage-probe");
	r.onsuccess = () => {
		r.result.close();
		const d = indexedDB.deleteDatabase("e2e-storage-probe");
		d.onsuccess = () => done("ok");
		d.onerror = () => done("cannot delete: " + d.error);
	};
	r.onerror = () => done("error: " + r.error);
	r.onblocked = () => done("blocked");
})`

// launch starts Chromium with opts() (called again for each try: a fresh profile, or the
// same one) and returns its tab once its storage answers on origin, with a stop that closes it
// (a graceful close first when graceful is set: it flushes the profile). life bounds the
// browser's whole life.
func launch(t *testing.T, origin string, opts func() []chromedp.ExecAllocatorOption, life time.Duration) (context.Context, func(graceful bool)) {
	t.Helper()
	var last string
	for try := 1; try <= storageProbeTries; try++ {
		actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts()...)
		ctx, cancelC := chromedp.NewContext(actx)
		ctx, cancelT := context.WithTimeout(ctx, life)
		stop := func(graceful bool) {
			if graceful {
				chromedp.Cancel(ctx)
			}
			cancelT()
			cancelC()
			cancelA()
		}
		// the first action starts the browser and ties it to ctx (not to a shorter context);
		// the probe bounds its own wait
		if err := chromedp.Do(ctx, chromedp.Navigate(origin+storageProbePath)); err != nil {
			// no probe where nothing answers yet (a test that starts its site later); the
			// browser is as it was before the probe
			t.Logf("the storage probe cannot load on %s: %v", origin, err)
			return ctx, stop
		}
		got, err := chromedp.Run(ctx, chromedp.Evaluate[string](storageProbeJS, chromedp.EvalAwaitPromise))
		if err == nil && got == "ok" {
			return ctx, stop
		}
		if err != nil {
			last = err.Error()
		} else {
			last = got
		}
		t.Logf("the browser's storage did not answer on %s (%s, try %d of %d): starting another", origin, last, try, storageProbeTries)
		stop(false)
	}
	t.Fatalf("no browser with a storage that answers after %d tries (last: %s)", storageProbeTries, last)
	return nil, nil
}
