//go:build wasm

package main

import (
	"context"
	"encoding/json"
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

	mu      sync.Mutex
	view    syncView
	rep     *couch.Replication
	db      *couch.DB
	pushed  map[string]string // document ID → the signature of the record written to the local database
	authors map[string]string // an incident's document ID|version → the director whose phone made it (syncclash_wasm.go)
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
	durableRestore() // what a browser killed before localStorage reached the disk lost
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
		defer ok.Release()
		defer fail.Release()
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
			if granted {
				setPersist("yes")
			} else {
				setPersist("no")
			}
		case <-time.After(10 * time.Second):
			setPersist("no")
		}
	})
}

func setPersist(v string) {
	runners.Lock()
	persistAnswer = v
	runners.Unlock()
	syncChanged()
}

// persistState is the browser's answer to askPersist: "yes", "no", or "" not asked yet.
func persistState() string {
	runners.Lock()
	defer runners.Unlock()
	return persistAnswer
}

var persistAnswer string

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
	if st, _, _ := theLog.get(); st != nil {
		r.retry(context.Background(), st) // the event may have changed since
	}
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
			if r.waits() {
				st, _, _ := theLog.get()
				r.retry(context.Background(), st) // this phone's own change of the event may fit them
			}
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
func (r *syncRunner) signIn(s syncLink) bool {
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
		r.set(func(v *syncView) {
			v.Status = couch.Status{State: couch.Failed, Reason: reason, HTTPStatus: pe.Status, Detail: pe.Message, Pending: -1}
		})
		<-r.stop // the director signs in again, or the membership changes and they resume
		return false
	}
	return true
}

// onStatus keeps the replication's status and asks for a pull when documents came in.
func (r *syncRunner) onStatus(st couch.Status) {
	r.mu.Lock()
	pulledMore := st.Pulled > r.view.Status.Pulled
	upToDate := st.State == couch.Paused && st.Reason == ""
	r.view.Status = st
	r.view.Counts.OK = false // counted again once idle (count)
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
	// what the local database holds is merged only when it is a valid record of this event
	// whose directors with rulings keep their letters; anything else (an invalid version,
	// another event's, a director moved to another letter, written to the server) gets this
	// phone's record on top of it
	rulings := map[string]bool{}
	for _, in := range incs {
		rulings[in.By] = true
	}
	claimed := r.claimedFn()
	me := syncDirector().ID
	valid := func(d couchsync.Doc) bool {
		switch d.Kind {
		case couchsync.KindEvent:
			if d.Event.ID != ev.ID || len(eventlog.CheckEvent(rulesets.Get, &d.Event, d.ID)) > 0 {
				return false
			}
			for _, x := range d.Event.Directors {
				if k, ok := ev.Director(x.ID); ok && k.Series != x.Series && rulings[x.ID] && !(x.Series > k.Series && claimed(x.ID, x.Series)) {
					return false
				}
			}
			return true
		case couchsync.KindIncident:
			// a version of this director's ruling made by no director of the event: theirs goes on top
			return d.Incident.Event == ev.ID && !(d.Incident.By == me && couchsync.Restorable(&d, &ev))
		}
		return false
	}
	docs := make([]couchsync.Doc, 0, len(incs)+1)
	docs = append(docs, couchsync.Doc{Kind: couchsync.KindEvent, ID: couchsync.EventDocID, Event: ev})
	for i := range incs {
		in := &incs[i]
		docs = append(docs, couchsync.Doc{Kind: couchsync.KindIncident, ID: couchsync.IncidentDocID(in.ID), Incident: *in, Author: r.authorOf(in, me)})
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
		got, err := r.db.PutRecordChecked(d, valid)
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

// pull imports the local database's changes since the last one imported into the log. Nothing
// is dropped (couchsync.Sort): what fits is imported, a record that does not fit the event yet
// waits and is tried again whenever the event changes, what can never fit is set aside; both
// are kept in syncLink.Held, counted and shown. A joining phone takes the event first, wherever
// it is among the changes.
func (r *syncRunner) pull() {
	ctx := context.Background()
	for !r.stopped() {
		s, ok := r.link()
		if !ok {
			return
		}
		st, _, _ := theLog.get()
		var ev *eventlog.Event
		if s.Event != "" {
			if e, err := st.GetEvent(ctx, s.Event); err == nil {
				ev = &e
			}
		}
		if ev == nil {
			if !r.pullEvent(ctx, st, s) {
				break
			}
			continue
		}
		ch, err := r.db.Changes(s.Seq, 500)
		if err != nil || len(ch.Results) == 0 {
			break
		}
		docs, unread := r.read(ch.Results)
		seen := docIDs(docs, unread)
		// a record the log holds in the same version (this phone's own, or imported before) is
		// not imported again
		loc := r.local(ctx, st, s.Event)
		evSig := docSig(couchsync.Doc{Kind: couchsync.KindEvent, Event: *ev})
		fresh := docs[:0]
		for _, d := range docs {
			switch d.Kind {
			case couchsync.KindEvent:
				if docSig(d) == evSig {
					continue
				}
			case couchsync.KindIncident:
				if in, ok := loc.Incident(d.Incident.ID); ok && docSig(couchsync.Doc{Kind: couchsync.KindIncident, Incident: in}) == docSig(d) {
					continue
				}
			}
			fresh = append(fresh, d)
		}
		tr := couchsync.Sort(rulesets.Get, ev, s.Event, fresh, unread, loc)
		if err := r.importTriage(ctx, st, tr, seen); err != nil {
			return // tried again at the next change
		}
		updateLink(pageStorage{}, r.key, func(x *syncLink, found bool) bool {
			x.Seq = ch.LastSeq
			return found
		})
		for _, h := range tr.Held {
			if h.Key == couchsync.KeyHoldChanged {
				// a version of this director's ruling not made here: this phone's goes on top
				// when no director of the event made it (push: couchsync.Restorable), so that
				// a director who joins later gets the ruling as its director logged it
				delete(r.pushed, h.ID)
				r.push()
			}
			if h.ID == couchsync.EventDocID && !h.Waits() {
				// the server's event document is not this event's valid record (an invalid
				// version, another event's, a director moved to another letter): this phone's
				// goes on top of it (push merges only with a valid one), so that a director
				// who joins later gets the event
				delete(r.pushed, couchsync.EventDocID)
				r.push()
			}
		}
		if tr.EventNew {
			r.retry(ctx, st)
		}
		r.settle(ctx, st)
		r.progress(ctx, st)
		announceLog()
	}
	r.count()
}

// pullEvent imports the database's event document into a phone that has not the event yet
// (joining), then takes this director's letter. false: it is not here yet, or not valid.
func (r *syncRunner) pullEvent(ctx context.Context, st eventlog.Store, s syncLink) bool {
	d, err := r.readDoc(couchsync.EventDocID)
	if err != nil {
		var pe *couch.Error
		if !errors.As(err, &pe) || !pe.NotFound() {
			r.hold(nil, []couchsync.Held{couchsync.Unreadable(couchsync.EventDocID, err)})
		}
		return false
	}
	tr := couchsync.Sort(rulesets.Get, nil, s.Event, []couchsync.Doc{d}, nil, nil)
	if tr.Event == nil {
		r.hold(nil, tr.Held)
		return false
	}
	if err := r.importTriage(ctx, st, tr, []string{couchsync.EventDocID}); err != nil {
		return false
	}
	id := tr.Event.ID
	if s.Event == "" {
		// joined: this phone's director takes their letter now, while online, claimed on the
		// server, so that two directors who join (at the same moment, or then log without a
		// signal) never number alike; the event is named in the link (the join screen then
		// opens it) only once the letter is theirs, so that nothing is logged before
		r.claimLetter(ctx, st, s, id)
	}
	updateLink(pageStorage{}, r.key, func(x *syncLink, found bool) bool {
		if x.Event == "" {
			x.Event = id
		}
		return found
	})
	if s.Event == "" {
		r.push() // the joined event's records as this phone now holds them
	}
	announceLog()
	return true
}

// claimLetter takes this phone's director's letter in event id with the server's conflict
// detection (couchsync.ClaimDoc: created without _rev, a 409 means another director holds it):
// the claims read first, their directors added to the event, the next free letter claimed,
// and once the server created the claim, the event as this phone holds it names the director
// with that letter. Without an answer from the server it takes the letter as before
// (joinEvent), unclaimed.
func (r *syncRunner) claimLetter(ctx context.Context, st eventlog.Store, s syncLink, id string) {
	me := syncDirector()
	remote, err := couch.OpenRemote(s.remote(), s.User, s.Password)
	for try := 0; err == nil && try <= eventlog.MaxSeries; try++ {
		var rows []couch.Row
		if rows, err = remote.Prefixed(couchsync.ClaimPrefix); err != nil {
			break
		}
		var claims []couchsync.Claim
		for _, row := range rows {
			if c, ok := couchsync.ParseClaim(row.Doc); ok {
				claims = append(claims, c)
			}
		}
		old, gerr := st.GetEvent(ctx, id)
		if gerr != nil {
			return
		}
		if d, ok := old.Director(me.ID); ok && d.Series == 0 {
			return // the event's first director: no letter
		}
		ev, n := couchsync.NextLetter(old, me, claims)
		if n == 0 {
			break // every letter taken: joinEvent says so
		}
		mine := false
		for _, c := range claims {
			mine = mine || c.Series == n && c.Director.ID == me.ID
		}
		if !mine {
			_, perr := remote.Put(couchsync.ClaimDoc(couchsync.Claim{Series: n, Director: me, Event: id}))
			var pe *couch.Error
			if errors.As(perr, &pe) && pe.Conflict() {
				continue // another director claimed it first: read the claims again
			}
			if perr != nil {
				err = perr
				break
			}
		}
		me.Series = n
		ev.Directors = append([]eventlog.Director(nil), ev.Directors...)
		found := false
		for i := range ev.Directors {
			if ev.Directors[i].ID == me.ID {
				ev.Directors[i].Series, ev.Directors[i].Name, found = n, me.Name, true
			}
		}
		if !found {
			ev.Directors = append(ev.Directors, me)
		}
		putDirectors(ctx, st, old, ev)
		return
	}
	joinEvent(ctx, st, id, me, loggedElsewhere)
}

// readDoc reads one document of the local database as a record (a CouchDB conflict ended first).
func (r *syncRunner) readDoc(id string) (couchsync.Doc, error) {
	b, err := r.db.Get(id, couch.GetOptions{Conflicts: true})
	if err != nil {
		return couchsync.Doc{}, err
	}
	var head struct {
		Conflicts []string `json:"_conflicts"`
	}
	json.Unmarshal(b, &head)
	if len(head.Conflicts) > 0 {
		if res, ok, err := r.db.Resolve(id); err == nil && ok {
			return res.Doc, nil
		}
	}
	return couchsync.ParseDoc(b)
}

// read reads changes as records: a CouchDB conflict is ended with Resolve; a document that is
// not a record is returned in unread (it is set aside); a deleted one is left (a record is
// never deleted: the log keeps it, and the phone writes it again).
func (r *syncRunner) read(ch []couch.Change) (docs []couchsync.Doc, unread []couchsync.Held) {
	for _, c := range ch {
		if c.Deleted || couchsync.IsClaim(c.ID) {
			continue // a letter's claim is not a record (counted apart)
		}
		if c.Conflicts && couchsync.KindOf(c.ID) != "" {
			if res, ok, err := r.db.Resolve(c.ID); err == nil && ok {
				docs = append(docs, res.Doc)
				continue
			}
		}
		d, err := couchsync.ParseDoc(c.Doc)
		if err != nil {
			unread = append(unread, couchsync.Unreadable(c.ID, err))
			continue
		}
		docs = append(docs, d)
	}
	return docs, unread
}

func docIDs(docs []couchsync.Doc, unread []couchsync.Held) []string {
	out := make([]string, 0, len(docs)+len(unread))
	for _, d := range docs {
		out = append(out, d.ID)
	}
	for _, h := range unread {
		out = append(out, h.ID)
	}
	return out
}

// importTriage imports a triage's event and incidents into the log as a director's file, and
// keeps what it held: seen are the IDs of every document the triage read (those not held any
// more leave syncLink.Held).
func (r *syncRunner) importTriage(ctx context.Context, st eventlog.Store, tr couchsync.Triage, seen []string) error {
	held := tr.Held
	if tr.Event != nil && (tr.EventNew || len(tr.Incidents) > 0) {
		plan, err := importDocs(ctx, st, tr.Event, tr.Incidents)
		if err != nil {
			return err
		}
		held = append(held, couchsync.PlanHeld(plan, tr.Incidents)...)
	}
	for _, d := range tr.Incidents {
		if _, ok := r.pushed[d.ID]; !ok {
			r.pushed[d.ID] = docSig(d)
		}
	}
	r.noteAuthors(tr.Incidents)
	r.hold(seen, held)
	return nil
}

// hold keeps held documents in syncLink.Held; the other documents of seen leave it.
func (r *syncRunner) hold(seen []string, held []couchsync.Held) {
	if len(seen) == 0 && len(held) == 0 {
		return
	}
	var n map[string]string
	updateLink(pageStorage{}, r.key, func(x *syncLink, found bool) bool {
		for _, id := range seen {
			delete(x.Held, id)
		}
		for _, h := range held {
			if x.Held == nil {
				x.Held = map[string]string{}
			}
			x.Held[h.ID] = h.Key
		}
		n = x.Held
		return found
	})
	for _, h := range held {
		println("sync: held", h.ID, h.Key, h.Err)
	}
	r.set(func(v *syncView) { v.Held = heldCounts(n) })
}

// retry tries the waiting documents again (the event changed).
func (r *syncRunner) retry(ctx context.Context, st eventlog.Store) {
	for round := 0; round < 3 && !r.stopped(); round++ {
		s, ok := r.link()
		if !ok || s.Event == "" {
			return
		}
		var ids []string
		for id, k := range s.Held {
			if k == couchsync.KeyHoldWait {
				ids = append(ids, id)
			}
		}
		if len(ids) == 0 {
			return
		}
		ev, err := st.GetEvent(ctx, s.Event)
		if err != nil {
			return
		}
		rows, err := r.db.GetMany(ids)
		if err != nil {
			return
		}
		var ch []couch.Change
		for _, row := range rows {
			ch = append(ch, couch.Change{ID: row.ID, Doc: row.Doc, Conflicts: row.Conflicts})
		}
		docs, unread := r.read(ch)
		tr := couchsync.Sort(rulesets.Get, &ev, s.Event, docs, unread, r.local(ctx, st, s.Event))
		if len(tr.Incidents) == 0 && !tr.EventNew {
			return // nothing fits yet
		}
		if r.importTriage(ctx, st, tr, docIDs(docs, unread)) != nil {
			return
		}
		announceLog()
	}
}

// logLocal is what couchsync.Sort may ask of the log about event: this phone's director, the
// log's incidents (read once, when first asked).
func logLocal(ctx context.Context, st eventlog.Store, event string) *couchsync.Local {
	var byID map[string]eventlog.Incident
	var by map[string]bool
	load := func() {
		if byID != nil {
			return
		}
		byID, by = map[string]eventlog.Incident{}, map[string]bool{}
		incs, _ := st.ListIncidents(ctx, event)
		for _, in := range incs {
			byID[in.ID] = in
			by[in.By] = true
		}
	}
	return &couchsync.Local{Me: syncDirector().ID,
		Incident:   func(id string) (eventlog.Incident, bool) { load(); in, ok := byID[id]; return in, ok },
		HasRulings: func(d string) bool { load(); return by[d] }}
}

// waits tells whether documents wait for a change of the event.
func (r *syncRunner) waits() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.view.Held[couchsync.KeyHoldWait] > 0
}

// heldCounts counts held documents by reason.
func heldCounts(h map[string]string) map[string]int {
	out := map[string]int{}
	for _, k := range h {
		out[k]++
	}
	return out
}

// count compares the records of the server, of the phone's copy of the database and of the log
// (with the held ones), once the replication is idle: the status says "up to date" only when
// they are equal (syncView.Counts).
func (r *syncRunner) count() {
	r.mu.Lock()
	idle := r.view.Status.State == couch.Paused && r.view.Status.Reason == ""
	rep := r.rep
	r.mu.Unlock()
	if !idle || rep == nil || r.stopped() {
		return
	}
	s, ok := r.link()
	if !ok {
		return
	}
	var c syncCounts
	li, err := r.db.Info()
	if err != nil {
		return
	}
	ri, err := rep.Remote().Info()
	if err != nil {
		return
	}
	c.Server, c.Phone = ri.Docs, li.Docs
	st, _, _ := theLog.get()
	ctx := context.Background()
	inLog := map[string]bool{}
	unpushed := 0
	if s.Event != "" {
		if ev, err := st.GetEvent(ctx, s.Event); err == nil {
			c.Log++
			inLog[couchsync.EventDocID] = true
			if r.pushed[couchsync.EventDocID] != docSig(couchsync.Doc{Kind: couchsync.KindEvent, ID: couchsync.EventDocID, Event: ev}) {
				unpushed++
			}
		}
		incs, err := st.ListIncidents(ctx, s.Event)
		if err != nil {
			return
		}
		for _, in := range incs {
			id := couchsync.IncidentDocID(in.ID)
			c.Log++
			inLog[id] = true
			// a held document (a ruling of this phone's director changed elsewhere) differs on
			// purpose: it is counted and shown as held
			if _, held := s.Held[id]; !held && r.pushed[id] != docSig(couchsync.Doc{Kind: couchsync.KindIncident, ID: id, Incident: in}) {
				unpushed++
			}
		}
	}
	c.Claims = len(r.claims())
	for id, k := range s.Held {
		switch {
		case inLog[id]:
			c.Differ++ // the log holds this record in another version (its own)
		case k == couchsync.KeyHoldWait:
			c.Waiting++
		default:
			c.Aside++
		}
	}
	c.Unpushed = unpushed
	r.details(ctx, st)
	c.OK = c.Server == c.Phone && c.Phone == c.Log+c.Waiting+c.Aside+c.Claims && unpushed == 0
	r.mu.Lock()
	still := r.view.Status.State == couch.Paused && r.view.Status.Reason == ""
	r.mu.Unlock()
	c.OK = c.OK && still
	r.set(func(v *syncView) { v.Counts = c })
}

// syncDirector is the director on this phone (directors.go's thisDirector, read by the runner).
func syncDirector() eventlog.Director { return directorIn(browser.GetLocal, browser.SetLocal) }

// importDocs imports an event and incidents into the log as a director's file, and returns
// the applied plan.
func importDocs(ctx context.Context, st eventlog.Store, ev *eventlog.Event, docs []couchsync.Doc) (*eventlog.Plan, error) {
	file, ok := couchsync.File(ev, docs)
	if !ok {
		return nil, errors.New("sync: no event")
	}
	doc, err := eventlog.Parse(file, rulesets.Get)
	if err != nil {
		return nil, err
	}
	if len(doc.Events) == 0 {
		return nil, errors.New("sync: the event was left out")
	}
	for try := 0; ; try++ {
		plan, err := eventlog.NewPlan(ctx, st, doc)
		if err != nil {
			return nil, err
		}
		_, err = st.Apply(ctx, plan)
		if e, ok := errors.AsType[*engine.Error](err); ok && e.Key == eventlog.KeyChanged && try < 5 {
			time.Sleep(50 * time.Millisecond) // another write came between the plan and its Apply
			continue
		}
		if err != nil {
			return nil, err
		}
		return plan, nil
	}
}
