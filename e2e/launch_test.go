package e2e

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Headless Chromium on an overloaded machine now and then starts with a storage that never
// answers: in about one fresh profile in twenty, no IndexedDB opening on any page answered
// for minutes. The app copes (it keeps the log in memory and says so), but a test that needs
// the phone's storage then fails for the browser, not for the app. So every test browser first
// opens a throwaway database on a probe page of its own origin, and a browser whose storage
// does not answer is closed and started again.

// storageProbeWait is how long the probe waits for its database: a healthy browser answered
// in 20–1,500 ms at load 12–19; a wedged one never did.
const storageProbeWait = 15 * time.Second

// storageProbeTries is how many browsers a test starts before it gives up on the machine.
const storageProbeTries = 3

var probeOnce sync.Once
var probeURL string

// probeSite serves a blank page on its own loopback origin (not the app's, so the probe
// leaves nothing in the storage the tests look at).
func probeSite(t *testing.T) string {
	t.Helper()
	probeOnce.Do(func() {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return
		}
		go http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte("<!doctype html><title>storage probe</title>"))
		}))
		probeURL = "http://" + ln.Addr().String() + "/"
	})
	if probeURL == "" {
		t.Fatal("cannot listen for the storage probe page")
	}
	return probeURL
}

// storageProbeJS opens a throwaway database and says how it went.
var storageProbeJS = `new Promise(res => {
	const timer = setTimeout(() => res("no answer"), ` + fmt.Sprint(storageProbeWait.Milliseconds()) + `);
	const r = indexedDB.open("storage-probe");
	r.onsuccess = () => { clearTimeout(timer); r.result.close(); res("ok"); };
	r.onerror = () => { clearTimeout(timer); res("error: " + r.error); };
	r.onblocked = () => { clearTimeout(timer); res("blocked"); };
})`

// launch starts Chromium with opts and returns its tab once its storage answers, with a
// cancel that closes it (a graceful close first when graceful is set: it flushes the profile).
// life bounds the browser's whole life.
func launch(t *testing.T, opts []chromedp.ExecAllocatorOption, life time.Duration) (context.Context, func(graceful bool)) {
	t.Helper()
	probe := probeSite(t)
	var last string
	for try := 1; try <= storageProbeTries; try++ {
		actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
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
		got, err := "", chromedp.Do(ctx, chromedp.Navigate(probe))
		if err == nil {
			got, err = chromedp.Run(ctx, chromedp.Evaluate[string](storageProbeJS, chromedp.EvalAwaitPromise))
		}
		if err == nil && got == "ok" {
			return ctx, stop
		}
		if err != nil {
			last = err.Error()
		} else {
			last = got
		}
		t.Logf("the browser's storage did not answer (%s, try %d of %d): starting another", last, try, storageProbeTries)
		stop(false)
	}
	t.Fatalf("no browser with a storage that answers after %d tries (last: %s)", storageProbeTries, last)
	return nil, nil
}
