//go:build wasm

package main

import (
	"context"
	"errors"
	"hash/fnv"
	"strconv"
	"strings"
	"sync"
	"syscall/js"
	"time"

	"arbiter/app/internal/browser"
	"arbiter/app/internal/couch"
	"arbiter/engine"
	"arbiter/engine/couchsync"
	"arbiter/engine/eventlog"
	"arbiter/engine/rulesets"
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

	mu     sync.Mutex
	view   syncView
	rep    *couch.Replication
	db     *couch.DB
	pushed map[string]string // document ID → the signature of the record written to the local database
	stop   chan struct{}
	exited chan struct{} // closed when run returned
	kick   chan struct{} // a write of the log: push
	pullQ  chan struct{} // the replication brought documents: pull
}

var runners = struct {
	sync.Mutex
	m       map[string]*syncRunner
	halting map[string]chan struct{} // closed once a stopped runner let go of its database
	subs    map[int]func()
	next    int
}{m: map[string]*syncRunner{}, halting: map[string]chan struct{}{}, subs: map[int]func(){}}

// waitHalted waits (at most a little over couch.CallTimeout) until key's stopped runner no
// longer writes to the log (its local database is closed, or destroyed, after).
func waitHalted(key string) {
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
	return couch.Load(href(pouchSrc))
}

// syncResume starts the runner of every shared log that is on (once the app is up). None on:
// nothing is loaded and no request is made.
func syncResume() {
	for _, s := range syncLinks(pageStorage{}) {
		if s.On {
			syncRun(s.key())
		}
	}
}

// syncRun starts the runner of key (nothing when it runs).
func syncRun(key string) {
	runners.Lock()
	if _, ok := runners.m[key]; ok {
		runners.Unlock()
		return
	}
	r := &syncRunner{key: key, stop: make(chan struct{}), exited: make(chan struct{}), kick: make(chan struct{}, 1), pullQ: make(chan struct{}, 1),
		view: syncView{Running: true, Status: couch.Status{State: couch.Active, Pending: -1}}}
	runners.m[key] = r
	runners.Unlock()
	syncChanged()
	go r.run()
}

// syncHalt stops the runner of key; forget also removes its local database (the log keeps
// every record).
func syncHalt(key string, forget bool) {
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

// syncState is what the screens show of key's runner (Running false: not running).
func syncState(key string) syncView {
	runners.Lock()
	r := runners.m[key]
	runners.Unlock()
	if r == nil {
		return syncView{}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.view
}

// syncWatch calls f whenever a runner's view changes; the result stops it.
func syncWatch(f func()) func() {
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
	wakeUI()
}

// localDBName names the local database of a shared log: one per server and database.
func localDBName(key string) string {
	h := fnv.New64a()
	h.Write([]byte(key))
	return "arbiter-sync-" + strconv.FormatUint(h.Sum64(), 36)
}

func (r *syncRunner) set(f func(v *syncView)) {
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

func (r *syncRunner) link() (syncLink, bool) { return linkByKey(pageStorage{}, r.key) }

// fail shows a problem that stops the runner before or outside the replication.
func (r *syncRunner) fail(key string) {
	r.set(func(v *syncView) { v.Problem, v.Status.State = key, couch.Failed })
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
		r.set(func(v *syncView) { v.OtherTab = true })
		select {
		case <-got:
			r.set(func(v *syncView) { v.OtherTab = false })
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
	r.mu.Unlock()
	r.seed()
	if s.Event != "" {
		if other := r.otherEvent(s.Event); other {
			r.fail("app.sync.other")
			return
		}
	}
	r.push()
	rep, err := couch.Sync(db, s.remote(), s.User, s.Password, r.onStatus)
	if err != nil {
		r.fail("app.sync.nolocal")
		return
	}
	r.mu.Lock()
	r.rep = rep
	r.mu.Unlock()
	if r.stopped() {
		rep.Cancel()
		return
	}
	stopWatch := theLog.watch(func() {
		select {
		case r.kick <- struct{}{}:
		default:
		}
	})
	defer stopWatch()
	r.pull() // what an earlier session replicated but did not import
	for {
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
		case <-r.pullQ:
			r.pull()
		}
	}
}

// onStatus keeps the replication's status and asks for a pull when documents came in.
func (r *syncRunner) onStatus(st couch.Status) {
	r.mu.Lock()
	pulledMore := st.Pulled > r.view.Status.Pulled
	upToDate := st.State == couch.Paused && st.Reason == ""
	r.view.Status = st
	if upToDate {
		r.view.Unsent = 0
		r.view.Last = browser.LocalTime().UnixMilli()
	}
	last := r.view.Last
	r.mu.Unlock()
	if upToDate {
		updateLink(pageStorage{}, r.key, func(s *syncLink, found bool) bool {
			s.Last, s.Unsent = last, 0
			return found
		})
	}
	if pulledMore || upToDate {
		select {
		case r.pullQ <- struct{}{}:
		default:
		}
	}
	syncChanged()
}

// seed reads what the local database holds, so that push writes only what changed since.
func (r *syncRunner) seed() {
	r.pushed = map[string]string{}
	rows, err := r.db.AllDocs()
	if err != nil {
		return
	}
	for _, row := range rows {
		if d, err := couchsync.ParseDoc(row.Doc); err == nil {
			r.pushed[d.ID] = docSig(d)
		}
	}
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

// docSig is what tells two versions of a record apart: its version, the versions in conflict
// with it, and (an event) its directors, which merge outside its versions.
func docSig(d couchsync.Doc) string {
	var b strings.Builder
	if d.Kind == couchsync.KindEvent {
		b.WriteString(d.Event.Rev)
		for _, c := range d.Event.Conflicts {
			b.WriteString("|" + c.Rev)
		}
		for _, x := range d.Event.Directors {
			b.WriteString("|" + x.ID + ":" + x.Name + ":" + strconv.Itoa(x.Series))
		}
		return b.String()
	}
	b.WriteString(d.Incident.Rev)
	for _, c := range d.Incident.Conflicts {
		b.WriteString("|" + c.Rev)
	}
	return b.String()
}

// push writes the event's records that changed since they were last written to the local
// database; the replication sends them on.
func (r *syncRunner) push() {
	s, ok := r.link()
	if !ok || s.Event == "" {
		return
	}
	st, _, _ := theLog.get()
	ctx := context.Background()
	ev, err := st.GetEvent(ctx, s.Event)
	if err != nil {
		return
	}
	incs, err := st.ListIncidents(ctx, s.Event)
	if err != nil {
		return
	}
	docs := make([]couchsync.Doc, 0, len(incs)+1)
	docs = append(docs, couchsync.Doc{Kind: couchsync.KindEvent, ID: couchsync.EventDocID, Event: ev})
	for _, in := range incs {
		docs = append(docs, couchsync.Doc{Kind: couchsync.KindIncident, ID: couchsync.IncidentDocID(in.ID), Incident: in})
	}
	wrote := 0
	// records the local database has never held go in batches (one write for many: a log
	// shared with a season's incidents); a batch's document that is there after all (409) is
	// merged one by one below
	var fresh []couchsync.Doc
	for _, d := range docs {
		if _, ok := r.pushed[d.ID]; !ok {
			fresh = append(fresh, d)
		}
	}
	for i := 0; i < len(fresh); i += 200 {
		batch := fresh[i:min(i+200, len(fresh))]
		bodies := make([][]byte, len(batch))
		for j := range batch {
			bodies[j] = batch[j].Body()
		}
		res, err := r.db.BulkDocs(bodies)
		if err != nil || len(res) != len(batch) {
			break
		}
		for j, x := range res {
			if x.Err == nil {
				r.pushed[batch[j].ID] = docSig(batch[j])
				wrote++
			}
		}
	}
	for _, d := range docs {
		if r.stopped() {
			return
		}
		sig := docSig(d)
		if r.pushed[d.ID] == sig {
			continue
		}
		got, err := r.db.PutRecord(d)
		if err != nil {
			continue // written at the next change of the log
		}
		r.pushed[d.ID] = docSig(got)
		wrote++
	}
	if wrote > 0 {
		r.mu.Lock()
		upToDate := r.view.Status.State == couch.Paused && r.view.Status.Reason == ""
		r.mu.Unlock()
		if !upToDate {
			n := 0
			updateLink(pageStorage{}, r.key, func(x *syncLink, found bool) bool {
				x.Unsent += wrote
				n = x.Unsent
				return found
			})
			r.set(func(v *syncView) { v.Unsent = n })
		}
	}
}

// pull imports the local database's changes since the last one imported into the log.
func (r *syncRunner) pull() {
	for !r.stopped() {
		s, ok := r.link()
		if !ok {
			return
		}
		st, _, _ := theLog.get()
		ctx := context.Background()
		var ev *eventlog.Event
		if s.Event != "" {
			if e, err := st.GetEvent(ctx, s.Event); err == nil {
				ev = &e
			}
		}
		if ev == nil {
			// a joined database: its event first (incidents are checked against it)
			b, err := r.db.Get(couchsync.EventDocID, couch.GetOptions{})
			if err != nil {
				return
			}
			d, err := couchsync.ParseDoc(b)
			if err != nil {
				r.set(func(v *syncView) { v.Left++ })
				return
			}
			if s.Event != "" && d.Event.ID != s.Event {
				r.fail("app.sync.other")
				return
			}
		}
		ch, err := r.db.Changes(s.Seq, 500)
		if err != nil || len(ch.Results) == 0 {
			return
		}
		var docs []couchsync.Doc
		left := 0
		for _, c := range ch.Results {
			if c.Deleted || couchsync.KindOf(c.ID) == "" {
				continue
			}
			if c.Conflicts {
				if res, ok, err := r.db.Resolve(c.ID); err == nil && ok {
					docs = append(docs, res.Doc)
					left += len(res.Refused)
					continue
				}
			}
			d, err := couchsync.ParseDoc(c.Doc)
			if err != nil {
				left++
				continue
			}
			docs = append(docs, d)
		}
		id, n, err := importDocs(ctx, st, ev, docs)
		if err != nil {
			return // tried again at the next change
		}
		for _, d := range docs {
			if _, seen := r.pushed[d.ID]; !seen {
				r.pushed[d.ID] = docSig(d)
			}
		}
		updateLink(pageStorage{}, r.key, func(x *syncLink, found bool) bool {
			x.Seq = ch.LastSeq
			if x.Event == "" {
				x.Event = id
			}
			return found
		})
		if left+n > 0 {
			r.set(func(v *syncView) { v.Left += left + n })
		}
		if s.Event == "" {
			// joined: this phone's director takes their letter now, while online, so that two
			// directors who join and then log without a signal never number alike
			joinEvent(ctx, st, id, syncDirector(), loggedElsewhere)
			r.push() // the joined event's records as this phone now holds them
		}
		announceLog()
	}
}

// syncDirector is the director on this phone (directors.go's thisDirector, read by the runner).
func syncDirector() eventlog.Director { return directorIn(browser.GetLocal, browser.SetLocal) }

// importDocs imports documents into the log as a director's file: it returns the event's ID
// and how many records the file's checks left out.
func importDocs(ctx context.Context, st eventlog.Store, ev *eventlog.Event, docs []couchsync.Doc) (string, int, error) {
	file, ok := couchsync.File(ev, docs)
	if !ok {
		return "", 0, errors.New("sync: no event")
	}
	doc, err := eventlog.Parse(file, rulesets.Get)
	if err != nil {
		return "", 0, err
	}
	if len(doc.Events) == 0 {
		return "", len(doc.Refused), errors.New("sync: the event was left out")
	}
	for try := 0; ; try++ {
		plan, err := eventlog.NewPlan(ctx, st, doc)
		if err != nil {
			return "", 0, err
		}
		_, err = st.Apply(ctx, plan)
		if e, ok := errors.AsType[*engine.Error](err); ok && e.Key == eventlog.KeyChanged && try < 5 {
			time.Sleep(50 * time.Millisecond) // another write came between the plan and its Apply
			continue
		}
		if err != nil {
			return "", 0, err
		}
		return doc.Events[0].ID, len(doc.Refused), nil
	}
}
