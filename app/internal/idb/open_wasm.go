//go:build wasm

package idb

import (
	"syscall/js"
	"time"

	"arbiter/engine"
	"arbiter/engine/eventlog"
)

// Open opens (creating or upgrading) the log's database; lookup checks the records as
// eventlog.Mem does. It blocks: call it off the UI goroutine. onClose runs (on a goroutine of
// its own) when another tab's upgrade or a deletion closes the connection; onWrite runs after
// every committed write, on the writer's goroutine before the write returns. Either may be nil.
func Open(lookup eventlog.Lookup, onClose, onWrite func()) (*Store, error) {
	return OpenLate(lookup, onClose, onWrite, nil)
}

// OpenLate is Open that does not give up: when the database does not open in time (Open's
// error; the caller keeps the log in memory meanwhile), the opening goes on, and is tried again
// every idbRetryWait while it fails, until it opens: then the store is given to late (on a
// goroutine of its own), which moves the log kept in memory into it. late nil: Open.
func OpenLate(lookup eventlog.Lookup, onClose, onWrite func(), late func(*Store)) (*Store, error) {
	var lateFn func(*Store)
	if late != nil {
		lateFn = func(s *Store) {
			s.onWrite = onWrite
			late(s)
		}
	}
	s, err := openVersion(eventlog.DBName, idbVersion, lookup, onClose, lateFn)
	if s != nil {
		s.onWrite = onWrite
	}
	return s, err
}

// openVersion opens the log's database name at version (the browser-side tests open their own);
// late as OpenLate's, may be nil.
func openVersion(name string, version int, lookup eventlog.Lookup, onClose func(), late func(*Store)) (*Store, error) {
	var lateFn func(*Store)
	if late != nil {
		lateFn = func(s *Store) {
			s.lookup = lookup
			late(s)
		}
	}
	s, err := openDB(name, version, upgradeIDB, onClose, lateFn)
	if s != nil {
		s.lookup = lookup
	}
	return s, err
}

// idbRetryWait is how long a late opening (OpenLate) that failed waits before it tries again.
var idbRetryWait = 5 * time.Second

// openLater tries opening again after idbRetryWait: once it opens, late has the store; a
// failure is tried again, a timed-out opening goes on (openDBPending).
func openLater(name string, version int, upgrade upgradeFunc, onClose func(), late func(*Store)) {
	time.Sleep(idbRetryWait)
	if s, _, _ := openDBPending(name, version, upgrade, onClose, late); s != nil {
		late(s)
	}
}

// openDB opens database name at version, upgrade creating or moving its stores inside the
// versionchange transaction (the log's and the files' databases share it): a silent open gets
// idbSlowOpenWait, a blocked one idbOpenWait; a late success is closed; the connection closes
// when another tab upgrades or deletes it (onClose, may be nil) and when its page is hidden.
//
// late, when not nil, is OpenLate's: a timed-out opening goes on (its success handed to late,
// its failure tried again by openLater) instead of being closed.
func openDB(name string, version int, upgrade upgradeFunc, onClose func(), late func(*Store)) (*Store, error) {
	s, _, err := openDBPending(name, version, upgrade, onClose, late)
	return s, err
}

// upgradeFunc creates or moves the stores inside the versionchange transaction.
type upgradeFunc = func(db, tx js.Value, old int, fn func(func(js.Value, []js.Value)) js.Func) error

// openDBPending is openDB; pending: the opening timed out and goes on for late.
func openDBPending(name string, version int, upgrade upgradeFunc, onClose func(), late func(*Store)) (st *Store, pending bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			st, pending, err = nil, false, jsError(r)
		}
	}()
	factory := js.Global().Get("indexedDB")
	if !factory.Truthy() {
		return nil, false, &engine.Error{Code: engine.EUNSUPPORTED, Key: KeyMissing, Detail: "no indexedDB"}
	}
	type outcome struct {
		db  js.Value
		err error
	}
	ch := make(chan outcome, 4)
	var funcs []js.Func
	keep := false // the opening goes on for late: its callbacks (an upgrade's too) stay
	defer func() {
		if keep {
			return
		}
		for _, f := range funcs {
			f.Release()
		}
	}()
	fn := func(f func(this js.Value, args []js.Value)) js.Func {
		j := js.FuncOf(func(this js.Value, args []js.Value) any {
			defer func() {
				if r := recover(); r != nil {
					select {
					case ch <- outcome{err: jsError(r)}:
					default:
					}
				}
			}()
			f(this, args)
			return nil
		})
		funcs = append(funcs, j)
		return j
	}
	req := factory.Call("open", name, version)
	var upgradeErr error
	req.Set("onupgradeneeded", fn(func(_ js.Value, args []js.Value) {
		old := args[0].Get("oldVersion").Int()
		db := req.Get("result")
		tx := req.Get("transaction")
		if err := upgrade(db, tx, old, fn); err != nil {
			upgradeErr = err
			tx.Call("abort")
		}
	}))
	req.Set("onsuccess", fn(func(js.Value, []js.Value) { ch <- outcome{db: req.Get("result")} }))
	req.Set("onerror", fn(func(js.Value, []js.Value) {
		e := storeErr(req.Get("error"))
		if upgradeErr != nil {
			e = upgradeErr
		}
		ch <- outcome{err: e}
	}))
	blocked := false
	req.Set("onblocked", fn(func(js.Value, []js.Value) { blocked = true }))
	var o outcome
	select {
	case o = <-ch:
	case <-time.After(idbOpenWait):
	}
	if o.db.IsUndefined() && o.err == nil && !blocked {
		// silent, not blocked: a busy or slow phone (a fresh profile's first open under load
		// took longer than idbOpenWait in the browser tests) — wait longer before giving up
		select {
		case o = <-ch:
		case <-time.After(idbSlowOpenWait - idbOpenWait):
		}
	}
	if o.db.IsUndefined() && o.err == nil {
		key := KeySlow
		if blocked {
			key = KeyBlocked
		}
		timedOut := &engine.Error{Code: engine.EINTERNAL, Key: key, Detail: "opening the database timed out"}
		// the opening goes on in the browser: its callbacks (a fresh database's upgrade too)
		// must stay callable ("call to released function" otherwise)
		keep = true
		if late == nil {
			// a late success must not leave a connection open that blocks the other tabs
			req.Set("onsuccess", js.FuncOf(func(js.Value, []js.Value) any {
				req.Get("result").Call("close")
				return nil
			}))
			return nil, false, timedOut
		}
		// once it succeeds the caller moves its log into it; a failure is tried again
		req.Set("onsuccess", js.FuncOf(func(js.Value, []js.Value) any {
			s := wrapDB(req.Get("result"), onClose)
			go late(s)
			return nil
		}))
		req.Set("onerror", js.FuncOf(func(js.Value, []js.Value) any {
			go openLater(name, version, upgrade, onClose, late)
			return nil
		}))
		return nil, true, timedOut
	}
	if o.err != nil {
		if late != nil {
			go openLater(name, version, upgrade, onClose, late)
		}
		return nil, false, o.err
	}
	return wrapDB(o.db, onClose), false, nil
}

// wrapDB is the store of an open connection: closed when another tab upgrades or deletes the
// database (onClose, may be nil) and when its page is hidden.
func wrapDB(db js.Value, onClose func()) *Store {
	s := &Store{db: db, onClose: onClose}
	closeFn := js.FuncOf(func(js.Value, []js.Value) any {
		if !s.closed {
			s.closed = true
			func() {
				defer func() { recover() }()
				s.db.Call("close")
			}()
			if s.onClose != nil {
				go s.onClose()
			}
		}
		return nil
	})
	s.db.Set("onversionchange", closeFn)
	s.db.Set("onclose", closeFn)
	closeOnHide(s)
	return s
}

// Close closes the connection (a store opened late that the app did not take).
func (s *Store) Close() {
	if !s.closed {
		s.closed = true
		func() {
			defer func() { recover() }()
			s.db.Call("close")
		}()
	}
}

// closeOnHide closes s when its page is hidden for good or for the back/forward cache: a frozen
// page's connection can hold up the next page's open of the same database (the log then fell
// back to memory in the browser tests, after a navigation). close() lets the transactions
// under way finish first, so a save tapped just before leaving still lands. A page that comes
// back from the cache reloads, and opens the log afresh.
func closeOnHide(s *Store) {
	win := js.Global()
	if !win.Get("addEventListener").Truthy() {
		return
	}
	win.Call("addEventListener", "pagehide", js.FuncOf(func(js.Value, []js.Value) any {
		if !s.closed {
			s.closed, s.hidden = true, true
			func() {
				defer func() { recover() }()
				s.db.Call("close")
			}()
		}
		return nil
	}))
	win.Call("addEventListener", "pageshow", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if s.hidden && len(args) > 0 && args[0].Get("persisted").Truthy() {
			win.Get("location").Call("reload")
		}
		return nil
	}))
}

// upgradeIDB creates schema 1 and runs eventlog.Migrations over records of an older schema,
// inside the versionchange transaction (its requests are chained by callbacks).
func upgradeIDB(db, tx js.Value, old int, fn func(func(js.Value, []js.Value)) js.Func) error {
	if old < 1 {
		opts := js.Global().Get("Object").New()
		opts.Set("keyPath", "id")
		db.Call("createObjectStore", idbEvents, opts)
		opts = js.Global().Get("Object").New()
		opts.Set("keyPath", js.Global().Get("Array").New("event", "number"))
		inc := db.Call("createObjectStore", idbIncidents, opts)
		inc.Call("createIndex", idbByEvent, "event")
		return nil
	}
	if old >= eventlog.SchemaVersion {
		return nil
	}
	// an older schema: read every record, upgrade, write back (all in this transaction)
	var events, incidents []map[string]any
	evStore, incStore := tx.Call("objectStore", idbEvents), tx.Call("objectStore", idbIncidents)
	r1 := evStore.Call("getAll")
	r1.Set("onsuccess", fn(func(js.Value, []js.Value) {
		if err := fromJS(r1.Get("result"), &events); err != nil {
			tx.Call("abort")
			return
		}
		r2 := incStore.Call("getAll")
		r2.Set("onsuccess", fn(func(js.Value, []js.Value) {
			if err := fromJS(r2.Get("result"), &incidents); err != nil {
				tx.Call("abort")
				return
			}
			if err := eventlog.Upgrade(old, events, incidents); err != nil {
				tx.Call("abort")
				return
			}
			for _, e := range events {
				evStore.Call("put", toJS(e))
			}
			for _, in := range incidents {
				incStore.Call("put", toJS(in))
			}
		}))
	}))
	return nil
}
