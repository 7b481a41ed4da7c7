//go:build wasm

package syncrun

import (
	"context"
	"errors"
	"hash/fnv"
	"strconv"
	"sync"
	"syscall/js"
	"time"

	"arbiter/app/internal/browser"
	"arbiter/app/internal/couch"
	"arbiter/app/logstore"
	"arbiter/app/paths"
	"arbiter/engine/couchsync"
)

// The runner of a shared log (sync.go): a local PouchDB database on the phone beside the log's
// own IndexedDB store, a live replication of it both ways with the server's database, and two
// loops between it and the log:
//   - push: after every write of the log (theLog.watch, this tab's and the other tabs'), the
//     event's records whose version this phone has not yet written to the local database are
//     written (couch.DB.PutRecord merges with what the replication brought: nothing is lost);
//   - pull: when the replication brought documents, the local database's changes since the
//     last one imported are read, a CouchDB conflict is ended with Resolve, and the batch is
//     imported into the log as a director's file is (couchsync.File, eventlog.Parse, NewPlan,
//     Apply: checked, merged, idempotent), then the last change is kept (syncLink.Seq).
// The log on the phone stays the one the screens read and write: the sync only adds to it.

// pouchSrc is the vendored PouchDB (web/vendor, kept by the worker once loaded).
const pouchSrc = "/web/vendor/pouchdb-9.0.0.min.js"

// pageStorage is the runner's view of localStorage (the same JSON as ctx.LocalStorage()).
type pageStorage struct{}

func (pageStorage) get() string  { return browser.GetLocal(keySync) }
func (pageStorage) set(v string) { browser.SetLocal(keySync, v) }

type syncRunner struct {
	key string

	mu      sync.Mutex
	view    View
	rep     *couch.Replication
	db      *couch.DB
	pushed  map[string]string // document ID → the signature of the record written to the local database
	memSeq  string            // the last change imported into a log kept in memory (pull: not kept in the link)
	authors map[string]string // an incident's document ID|version → the director whose phone made it (syncclash_wasm.go)
	gen     int               // the replication's generation: statuses of one replaced (refill) are dropped
	refill  bool              // count found the server, idle, short of this phone's records: the loop starts the replication again
	refillN int               // the server's count when count last asked for a refill (-1: none since the server held as many as the phone)
	again   *time.Timer       // kicks the loop again after a write into the local database failed (pushLater)
	againIn time.Duration     // the wait before that kick: doubles while writes keep failing
	stop    chan struct{}
	exited  chan struct{} // closed when run returned
	kick    chan struct{} // a write of the log: push
	pullQ   chan struct{} // the replication brought documents: pull
}

var runners = struct {
	sync.Mutex
	m       map[string]*syncRunner
	halting map[string]chan struct{} // closed once a stopped runner let go of its database
	subs    map[int]func()
	next    int
}{m: map[string]*syncRunner{}, halting: map[string]chan struct{}{}, subs: map[int]func(){}}

// WaitHalted waits (at most a little over couch.CallTimeout) until key's stopped runner no
// longer writes to the log (its local database is closed, or destroyed, after).
func WaitHalted(key string) {
	runners.Lock()
	ch := runners.halting[key]
	runners.Unlock()
	if ch == nil {
		return
	}
	select {
	case <-ch:
	case <-time.After(couch.CallTimeout + 5*time.Second):
	}
}

var pouchMu sync.Mutex

// loadPouch loads PouchDB the first time a runner needs it (not precached: the worker keeps it
// once loaded). A failure, offline before it was ever loaded, is tried again by the next start.
func loadPouch() error {
	pouchMu.Lock()
	defer pouchMu.Unlock()
	return couch.Load(paths.Href(pouchSrc))
}

// Resume starts the runner of every shared log that is on (once the app is up). None on:
// nothing is loaded and no request is made.
func Resume() {
	durableRestore() // what a browser killed before localStorage reached the disk lost
	for _, s := range Links(pageStorage{}) {
		if s.On {
			Run(s.Key())
		}
	}
}

// Run starts the runner of key (nothing when it runs).
func Run(key string) {
	runners.Lock()
	if _, ok := runners.m[key]; ok {
		runners.Unlock()
		return
	}
	r := &syncRunner{key: key, refillN: -1, stop: make(chan struct{}), exited: make(chan struct{}), kick: make(chan struct{}, 1), pullQ: make(chan struct{}, 1),
		view: View{Running: true, Status: couch.Status{State: couch.Active, Pending: -1}}}
	runners.m[key] = r
	runners.Unlock()
	syncChanged()
	go r.run()
}

// Halt stops the runner of key; forget also removes its local database (the log keeps
// every record).
func Halt(key string, forget bool) {
	runners.Lock()
	r := runners.m[key]
	delete(runners.m, key)
	done := make(chan struct{})
	runners.halting[key] = done
	runners.Unlock()
	halted := func() {
		runners.Lock()
		if runners.halting[key] == done {
			delete(runners.halting, key)
		}
		runners.Unlock()
		close(done)
	}
	go func() {
		var db *couch.DB
		if r != nil {
			close(r.stop)
			r.mu.Lock()
			rep := r.rep
			db = r.db
			r.mu.Unlock()
			if rep != nil {
				rep.Cancel()
			}
			select { // the runner's last import, if any, ends
			case <-r.exited:
			case <-time.After(couch.CallTimeout):
			}
		}
		halted() // nothing of this runner writes to the log any more
		switch {
		case db != nil && forget:
			db.Destroy()
		case db != nil:
			db.Close()
		case forget && couch.Available():
			if d, err := couch.Open(localDBName(key)); err == nil {
				d.Destroy()
			}
		}
		syncChanged()
	}()
}

var persistOnce sync.Once

// askPersist asks the browser once per start to keep the app's storage for good
// (navigator.storage.persist(): without it a browser may clear IndexedDB to free space, and
// Safari after 7 days without use), and keeps the answer for the screens (persistState).
func askPersist() {
	persistOnce.Do(func() {
		st := js.Global().Get("navigator").Get("storage")
		if !st.Truthy() || st.Get("persist").Type() != js.TypeFunction {
			setPersist("no")
			return
		}
		ch := make(chan bool, 1)
		ok := js.FuncOf(func(_ js.Value, args []js.Value) any {
			ch <- len(args) > 0 && args[0].Truthy()
			return nil
		})
		fail := js.FuncOf(func(js.Value, []js.Value) any { ch <- false; return nil })
		release := func() { ok.Release(); fail.Release() }
		func() {
			defer func() {
				if recover() != nil {
					ch <- false
				}
			}()
			st.Call("persist").Call("then", ok, fail)
		}()
		select {
		case granted := <-ch:
			release()
			if granted {
				setPersist("yes")
			} else {
				setPersist("no")
			}
		case <-time.After(10 * time.Second):
			setPersist("no")
			go func() { <-ch; release() }() // a late answer still calls one of them
		}
	})
}

func setPersist(v string) {
	runners.Lock()
	persistAnswer = v
	runners.Unlock()
	syncChanged()
}

// PersistState is the browser's answer to askPersist: "yes", "no", or "" not asked yet.
func PersistState() string {
	runners.Lock()
	defer runners.Unlock()
	return persistAnswer
}

var persistAnswer string

// State is what the screens show of key's runner (Running false: not running).
func State(key string) View {
	runners.Lock()
	r := runners.m[key]
	runners.Unlock()
	if r == nil {
		return View{}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.view
}

// Watch calls f whenever a runner's view changes; the result stops it.
func Watch(f func()) func() {
	runners.Lock()
	defer runners.Unlock()
	id := runners.next
	runners.next++
	runners.subs[id] = f
	return func() {
		runners.Lock()
		delete(runners.subs, id)
		runners.Unlock()
	}
}

func syncChanged() {
	runners.Lock()
	fs := make([]func(), 0, len(runners.subs))
	for _, f := range runners.subs {
		fs = append(fs, f)
	}
	runners.Unlock()
	for _, f := range fs {
		f()
	}
	logstore.WakeUI()
}

// localDBName names the local database of a shared log: one per server and database.
func localDBName(key string) string {
	h := fnv.New64a()
	h.Write([]byte(key))
	return "arbiter-sync-" + strconv.FormatUint(h.Sum64(), 36)
}

func (r *syncRunner) set(f func(v *View)) {
	r.mu.Lock()
	f(&r.view)
	r.mu.Unlock()
	syncChanged()
}

func (r *syncRunner) stopped() bool {
	select {
	case <-r.stop:
		return true
	default:
		return false
	}
}

func (r *syncRunner) link() (Link, bool) { return LinkByKey(pageStorage{}, r.key) }

// fail shows a problem that stops the runner before or outside the replication.
func (r *syncRunner) fail(key string) {
	r.set(func(v *View) { v.Problem, v.Status.State = key, couch.Failed })
}

// lock waits until this tab holds the shared log's Web Lock (one tab of the app syncs a log at
// a time: another tab's runner waits, and takes over when that tab closes); release lets it go.
// Without Web Locks every tab syncs (PouchDB and the log's merge are safe with several).
func (r *syncRunner) lock() (release func(), ok bool) {
	locks := js.Global().Get("navigator").Get("locks")
	if !locks.Truthy() {
		return func() {}, true
	}
	got := make(chan struct{})
	var resolve js.Value
	var cb js.Func
	cb = js.FuncOf(func(js.Value, []js.Value) any {
		return js.Global().Get("Promise").New(js.FuncOf(func(_ js.Value, args []js.Value) any {
			resolve = args[0]
			close(got)
			return nil
		}))
	})
	locks.Call("request", "arbiter-sync:"+r.key, cb)
	select {
	case <-got:
	case <-time.After(500 * time.Millisecond):
		r.set(func(v *View) { v.OtherTab = true })
		select {
		case <-got:
			r.set(func(v *View) { v.OtherTab = false })
		case <-r.stop:
			// the request stays queued: once granted it is let go at once
			go func() { <-got; resolve.Invoke(); cb.Release() }()
			return nil, false
		}
	}
	return func() { resolve.Invoke(); cb.Release() }, true
}

func (r *syncRunner) run() {
	defer close(r.exited)
	release, ok := r.lock()
	if !ok {
		return
	}
	defer release()
	go askPersist()
	if err := loadPouch(); err != nil {
		r.fail("app.sync.noscript")
		return
	}
	s, ok := r.link()
	if !ok || r.stopped() {
		return
	}
	db, err := couch.Open(localDBName(r.key))
	if err != nil {
		r.fail("app.sync.nolocal")
		return
	}
	r.mu.Lock()
	r.db = db
	r.view.Unsent = s.Unsent
	r.view.Held = heldCounts(s.Held)
	r.mu.Unlock()
	r.seed()
	if s.Event != "" && s.Seq == "" {
		// sharing starts: a database that holds another event is not this event's (once
		// syncing, another event's document there is set aside and never stops the sync)
		if other := r.otherEvent(s.Event); other {
			r.fail("app.sync.other")
			return
		}
	}
	r.push()
	// the set-up is on disk before the first request: a phone killed from now on resumes
	durableWrite(r.key)
	if !r.signIn(s) {
		return
	}
	rep := r.replicate(s)
	if rep == nil {
		return
	}
	stopWatch := logstore.TheLog.Watch(func() {
		select {
		case r.kick <- struct{}{}:
		default:
		}
	})
	defer stopWatch()
	r.pull() // what an earlier session replicated but did not import
	if st, _, _ := logstore.TheLog.Get(); st != nil {
		ctx := context.Background()
		r.retry(ctx, st) // the event may have changed since
		// a page closed after a pull's import moved the link's last change on, and before
		// that pull settled what the import settled: its clashes are settled now
		r.settle(ctx, st)
	}
	for {
		if r.refillAsked() {
			if rep = r.restart(rep); rep == nil {
				return
			}
		}
		select {
		case <-r.stop:
			return
		case <-rep.Done():
			// an error PouchDB does not retry (auth, forbidden): the status says which; the
			// director changes the password or the membership, then resumes
			<-r.stop
			return
		case <-r.kick:
			r.push()
			st, _, _ := logstore.TheLog.Get()
			ctx := context.Background()
			if r.waits() {
				r.retry(ctx, st) // this phone's own change of the event may fit them
			}
			// a clash a renumbering settled gives way once the renumbered ruling's revocation
			// is in the local database (settle), which may be only now
			r.settle(ctx, st)
			r.count()
		case <-r.pullQ:
			r.pull()
		}
	}
}

// signIn asks the server once for the database (one request) before the replication starts:
// a wrong password or no access stops here, after one failing request (a
// replication's first steps would send several at once, and CouchDB locks a name out after
// 5). An unreachable server is left to the replication, which retries. false: the runner
// stops (the status says why) until the director acts.
func (r *syncRunner) signIn(s Link) bool {
	remote, err := couch.OpenRemote(s.remote(), s.User, s.Password)
	if err != nil {
		r.fail("app.sync.nolocal")
		return false
	}
	_, err = remote.Info()
	var pe *couch.Error
	if err == nil || !errors.As(err, &pe) {
		return true
	}
	switch reason := pe.Reason(); reason {
	case couchsync.Auth, couchsync.Forbidden: // a missing database is left to the replication: it retries until it is made
		r.set(func(v *View) {
			v.Status = couch.Status{State: couch.Failed, Reason: reason, HTTPStatus: pe.Status, Detail: pe.Message, Pending: -1}
		})
		<-r.stop // the director signs in again, or the membership changes and they resume
		return false
	}
	return true
}

// seed reads what the local database holds, so that push writes only what changed since.
func (r *syncRunner) seed() {
	r.pushed = map[string]string{}
	rows, err := r.db.AllDocs()
	if err != nil {
		return
	}
	var docs []couchsync.Doc
	for _, row := range rows {
		if d, err := couchsync.ParseDoc(row.Doc); err == nil {
			r.pushed[d.ID] = docSig(d)
			docs = append(docs, d)
		}
	}
	r.noteAuthors(docs)
}

// otherEvent tells whether the database already holds another event than id.
func (r *syncRunner) otherEvent(id string) bool {
	b, err := r.db.Get(couchsync.EventDocID, couch.GetOptions{})
	if err != nil {
		return false
	}
	d, err := couchsync.ParseDoc(b)
	return err == nil && d.Event.ID != id
}
