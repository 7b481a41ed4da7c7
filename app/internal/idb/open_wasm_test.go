//go:build wasm

// Browser-side tests of opening the database late or after a failure (OpenLate, KeySlow).

package idb

import (
	"context"
	"errors"
	"strconv"
	"syscall/js"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/rulesets"
)

// delayOpens makes indexedDB.open wait d before it opens name (the page gets a stand-in
// request whose events follow the real one's), and fail the first fails times; the result
// undoes it.
func delayOpens(name string, d time.Duration, fails int) func() {
	patch := js.Global().Get("Function").New("name", "ms", "fails", `
		const real = IDBFactory.prototype.open;
		IDBFactory.prototype.open = function (n) {
			if (n !== name) return real.apply(this, arguments);
			const self = this, args = arguments;
			const fake = {onsuccess: null, onerror: null, onupgradeneeded: null, onblocked: null};
			setTimeout(() => {
				if (fails > 0) {
					fails--;
					fake.error = new DOMException("slow disk", "UnknownError");
					if (fake.onerror) fake.onerror({});
					return;
				}
				const req = real.apply(self, args);
				for (const ev of ["success", "error", "upgradeneeded", "blocked"]) {
					req["on" + ev] = (e) => {
						try { fake.result = req.result; } catch (x) {}
						try { fake.transaction = req.transaction; } catch (x) {}
						try { fake.error = req.error; } catch (x) {}
						if (fake["on" + ev]) fake["on" + ev](e);
					};
				}
			}, ms);
			return fake;
		};
		return () => { IDBFactory.prototype.open = real; };`)
	undo := patch.Invoke(name, d.Milliseconds(), fails)
	return func() { undo.Invoke() }
}

// TestIDBOpenLate: a database that does not open in time gives KeySlow (the app keeps its log
// in memory and says so); OpenLate's opening goes on, is tried again after a failure, and hands
// over the store once it opens, a fresh database created (its upgrade run late). Open, not
// waiting, closes a late connection.
func TestIDBOpenLate(t *testing.T) {
	defer func(o, s, r time.Duration) { idbOpenWait, idbSlowOpenWait, idbRetryWait = o, s, r }(idbOpenWait, idbSlowOpenWait, idbRetryWait)
	idbOpenWait, idbSlowOpenWait, idbRetryWait = 100*time.Millisecond, 300*time.Millisecond, 200*time.Millisecond
	for _, c := range []struct {
		name  string
		fails int // openings that fail before the slow one
		late  bool
	}{
		{"slow", 0, true},
		{"failing then slow", 2, true},
		{"slow, not waited for", 0, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			name := "arbiter-test-late-" + strconv.Itoa(c.fails) + strconv.FormatBool(c.late)
			deleteDB(t, name)
			defer deleteDB(t, name)
			undo := delayOpens(name, 600*time.Millisecond, c.fails)
			defer undo()
			got := make(chan *Store, 1)
			var late func(*Store)
			if c.late {
				late = func(s *Store) { got <- s }
			}
			s, err := openVersion(name, idbVersion, rulesets.Get, nil, late)
			var e *engine.Error
			if c.fails == 0 && (s != nil || !errors.As(err, &e) || e.Key != KeySlow) {
				t.Fatalf("a slow opening = %v, %v; want the error %s", s, err, KeySlow)
			}
			if c.fails > 0 && (s != nil || err == nil) {
				t.Fatalf("a failing opening = %v, %v; want an error", s, err)
			}
			select {
			case s := <-got:
				if !c.late {
					t.Fatal("a late store without OpenLate")
				}
				defer s.db.Call("close")
				ctx := context.Background()
				if err := s.PutEvent(ctx, sampleEvent("late")); err != nil {
					t.Fatalf("PutEvent on the late store: %v", err)
				}
				if ev, err := s.GetEvent(ctx, "late"); err != nil || ev.ID != "late" {
					t.Errorf("GetEvent on the late store = %q, %v", ev.ID, err)
				}
			case <-time.After(5 * time.Second):
				if c.late {
					t.Fatal("the late opening handed over no store in 5 s")
				}
			}
		})
	}
}
