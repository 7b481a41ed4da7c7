//go:build wasm

// Browser-side tests of when a replication lets go of its event handlers, against a stand-in
// for PouchDB whose replication emits its events when each case says (no server needed).

package couch

import (
	"errors"
	"strings"
	"syscall/js"
	"testing"
	"time"
)

// fakePouchJS makes a stand-in for PouchDB: new PouchDB(…) opens nothing, and PouchDB.sync
// returns a replication (an event emitter as PouchDB's, with push and pull emitters of their
// own) that the case drives through the stand-in's script(rep, kind) on the replication's
// creation and on cancel. console.error's messages are kept in errors.
const fakePouchJS = `
class Em {
	constructor() { this.ls = {}; }
	on(e, f) { (this.ls[e] = this.ls[e] || []).push(f); return this; }
	removeListener(e, f) { const l = this.ls[e] || []; const i = l.indexOf(f); if (i >= 0) l.splice(i, 1); return this; }
	removeAllListeners() { this.ls = {}; return this; }
	emit(e, ...a) { for (const f of (this.ls[e] || []).slice()) f(...a); }
	count() { let n = 0; for (const e in this.ls) n += this.ls[e].length; return n; }
}
const fake = function () {};
fake.errors = [];
const realError = console.error;
console.error = function (...a) { fake.errors.push(a.join(" ")); return realError.apply(console, a); };
fake.restore = () => { console.error = realError; };
fake.sync = function (local, remote, opts) {
	const s = new Em();
	s.push = new Em();
	s.pull = new Em();
	s.canceled = false;
	s.cancel = () => { if (!s.canceled) { s.canceled = true; fake.script(s, "cancel"); } };
	s.listeners = () => s.count() + s.push.count() + s.pull.count();
	fake.rep = s;
	setTimeout(() => fake.script(s, "start"), 0);
	return s;
};
return fake;
`

// The scripts of the cases, as PouchDB 9.0.0 orders its events: a direction that stops emits
// complete (cancelled) or error (a refusal it does not retry), then drops its listeners; the
// sync emits complete once both directions completed, or error (after cancelling the other
// direction) as soon as one failed, and drops its listeners.
const (
	// a refusal of the push: the pull, cancelled, goes on a while (a request under way) and
	// reports once more before it completes
	scriptLate = `(s, kind, late) => {
		if (kind === "start") {
			setTimeout(() => {
				s.push.emit("error", {status: 401, name: "unauthorized", message: "Name or password is incorrect."});
				s.push.removeAllListeners();
				s.cancel();
				s.emit("error", {status: 401, name: "unauthorized", message: "Name or password is incorrect."});
				s.removeAllListeners();
			}, 10);
		} else {
			setTimeout(() => {
				s.pull.emit("paused");
				s.pull.emit("complete", {status: "cancelled"});
				s.pull.removeAllListeners();
			}, late);
		}
	}`
	// a cancel: both directions complete at once, then the sync
	scriptCancel = `(s, kind) => {
		if (kind === "cancel") {
			setTimeout(() => {
				for (const d of [s.push, s.pull]) { d.emit("complete", {status: "cancelled"}); d.removeAllListeners(); }
				s.emit("complete", {});
				s.removeAllListeners();
			}, 10);
		}
	}`
	// no answer to cancel
	scriptSilent = `(s, kind) => {}`
)

// withFakePouch puts the stand-in in PouchDB's place for the test, with script.
func withFakePouch(t *testing.T, script string, args ...any) js.Value {
	t.Helper()
	g := js.Global()
	fake := g.Get("Function").New(fakePouchJS).Invoke()
	s := g.Get("Function").New("return " + script).Invoke()
	drive := js.FuncOf(func(_ js.Value, a []js.Value) any {
		return s.Invoke(append([]any{a[0], a[1]}, args...)...)
	})
	fake.Set("script", drive)
	had, was := g.Call("hasOwnProperty", "PouchDB").Bool(), g.Get("PouchDB")
	g.Set("PouchDB", fake)
	t.Cleanup(func() {
		fake.Call("restore")
		if had {
			g.Set("PouchDB", was)
		} else {
			g.Get("Reflect").Call("deleteProperty", g, "PouchDB")
		}
		drive.Release()
	})
	return fake
}

// releasedCalls counts console.error's "call to released function" (syscall/js's report of
// a JS call to a Go function already released).
func releasedCalls(fake js.Value) int {
	n := 0
	errs := fake.Get("errors")
	for i := 0; i < errs.Length(); i++ {
		if strings.Contains(errs.Index(i).String(), "call to released function") {
			n++
		}
	}
	return n
}

// TestSyncRelease: a replication keeps its handlers until PouchDB's last event, however late
// (a refusal stops it while the other direction, cancelled, reports once more before it
// completes), then takes them off PouchDB's emitters and releases them at once; when PouchDB
// does not answer a cancel, a while after it. No event reaches a released Go function.
func TestSyncRelease(t *testing.T) {
	defer func(c, r time.Duration) { cancelWait, releaseWait = c, r }(cancelWait, releaseWait)
	const short = 300 * time.Millisecond // Cancel's waits in the case of no answer
	const late = 6500 * time.Millisecond // later than any fixed wait after the cancel
	for _, tt := range []struct {
		name      string
		script    string
		cancelErr error         // Cancel's
		kept      time.Duration // the handlers are still there this long after Cancel
		gone      time.Duration // … and gone this long after it
		state     State
	}{
		{"refusal, then a late event", scriptLate, nil, late - time.Second, late + time.Second, Failed},
		{"cancel", scriptCancel, nil, 0, time.Second, Stopped},
		{"no answer to cancel", scriptSilent, ErrTimeout, 0, 2*short + time.Second, Active},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cancelWait, releaseWait = CallTimeout, CallTimeout
			if tt.script == scriptSilent {
				cancelWait, releaseWait = short, short
			}
			fake := withFakePouch(t, tt.script, late.Milliseconds())
			local := &DB{v: js.Global().Get("Object").New(), Name: "local"}
			r, err := Sync(local, "http://127.0.0.1:1/ev", "ana", "pw", nil)
			if err != nil {
				t.Fatal(err)
			}
			rep := fake.Get("rep")
			if tt.state == Failed {
				select {
				case <-r.Done():
				case <-time.After(5 * time.Second):
					t.Fatal("the replication did not stop on the refusal")
				}
			}
			start := time.Now()
			if err := r.Cancel(); !errors.Is(err, tt.cancelErr) {
				t.Errorf("Cancel() = %v, want %v", err, tt.cancelErr)
			}
			if tt.kept > 0 {
				time.Sleep(tt.kept - time.Since(start))
				if n := rep.Call("listeners").Int(); n == 0 {
					t.Errorf("%v after Cancel, before PouchDB's last event: no handler left, want them kept", tt.kept)
				}
			}
			select {
			case <-r.released:
			case <-time.After(tt.gone - time.Since(start)):
				t.Errorf("handlers not released %v after Cancel", tt.gone)
			}
			if n := rep.Call("listeners").Int(); n != 0 {
				t.Errorf("%d handlers left on PouchDB's emitters after the release, want 0", n)
			}
			// a stray event of PouchDB's after the release, and time for the handlers to go
			rep.Get("pull").Call("emit", "paused")
			time.Sleep(releaseGrace + 500*time.Millisecond)
			if got := r.Status(); got.State != tt.state {
				t.Errorf("Status().State = %s, want %s", got.State, tt.state)
			}
			if n := releasedCalls(fake); n > 0 {
				t.Errorf("%d calls to a released function, want 0", n)
			}
		})
	}
}
