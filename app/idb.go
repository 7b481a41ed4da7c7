//go:build wasm

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"syscall/js"
	"time"

	"arbiter/engine"
	"arbiter/engine/eventlog"
)

// The IndexedDB database of the event log. Schema version 1 is frozen: one database
// (eventlog.DBName), two object stores and one index, created in onupgradeneeded; a later
// version adds an eventlog.Migrations step that onupgradeneeded runs over the stored records.
const (
	idbVersion   = eventlog.SchemaVersion // the database version is the records' schema version
	idbEvents    = eventlog.StoreEvents   // key path "id"
	idbIncidents = eventlog.StoreIncidents
	idbByEvent   = eventlog.IndexByEvent // on "event" of the incidents
	idbTimeout   = 30 * time.Second      // a transaction that neither completes nor aborts
	idbOpenWait  = 8 * time.Second       // an open that stays blocked or silent
)

// idbStore is eventlog.Store on IndexedDB. Every method is one transaction and returns after
// the transaction's complete (or abort) event: a write that returned nil is on disk. Requests
// of one transaction are issued from the callbacks of the previous ones (which never block:
// they issue the next request or record a value and return), so the transaction never
// auto-commits between a read and the write that depends on it. Methods block: call them
// from ctx.Async, never on the UI goroutine.
type idbStore struct {
	db      js.Value
	lookup  eventlog.Lookup
	closed  bool
	onClose func() // another tab upgraded or deleted the database: this connection is closed
}

var _ eventlog.Store = (*idbStore)(nil)

// idbTestAbort, when set (browser-side tests only), is asked after a write transaction has
// issued its writes; an error aborts the transaction there.
var idbTestAbort func(op string) error

// jsError turns a recovered JS exception (or DOMException value) into an error.
func jsError(r any) error {
	switch v := r.(type) {
	case js.Error:
		return storeErr(v.Value)
	case js.Value:
		return storeErr(v)
	case error:
		return &engine.Error{Code: engine.EINTERNAL, Key: keyLogErrStore, Detail: v.Error(), Err: v}
	}
	return &engine.Error{Code: engine.EINTERNAL, Key: keyLogErrStore, Detail: fmt.Sprint(r)}
}

// storeErr maps a DOMException: quota errors get their own message.
func storeErr(v js.Value) error {
	name, m := "Error", "storage error"
	if v.Truthy() {
		if n := v.Get("name"); n.Type() == js.TypeString {
			name = n.String()
		}
		if s := v.Get("message"); s.Type() == js.TypeString {
			m = s.String()
		}
	}
	key := keyLogErrStore
	if name == "QuotaExceededError" {
		key = keyLogErrQuota
	}
	return &engine.Error{Code: engine.EINTERNAL, Key: key, Detail: name + ": " + m}
}

// txn is one transaction in flight.
type txn struct {
	t     js.Value
	err   error
	funcs []js.Func
	done  chan struct{}
}

// fn wraps a callback: it never blocks, and a panic (a JS exception) aborts the transaction.
func (x *txn) fn(f func(this js.Value, args []js.Value)) js.Func {
	j := js.FuncOf(func(this js.Value, args []js.Value) any {
		defer func() {
			if r := recover(); r != nil {
				x.fail(jsError(r))
			}
		}()
		f(this, args)
		return nil
	})
	x.funcs = append(x.funcs, j)
	return j
}

func (x *txn) finish(err error) {
	if x.err == nil {
		x.err = err
	}
	select {
	case x.done <- struct{}{}:
	default:
	}
}

// fail aborts the transaction with err (the first error wins).
func (x *txn) fail(err error) {
	if x.err == nil {
		x.err = err
	}
	func() {
		defer func() { recover() }() // already finished
		x.t.Call("abort")
	}()
}

// req calls ok with the request's result once it succeeds; a failed request aborts the
// transaction (the error event bubbles to it).
func (x *txn) req(r js.Value, ok func(res js.Value)) {
	r.Set("onsuccess", x.fn(func(js.Value, []js.Value) {
		if ok != nil {
			ok(r.Get("result"))
		}
	}))
	r.Set("onerror", x.fn(func(js.Value, []js.Value) {
		if x.err == nil {
			x.err = storeErr(r.Get("error"))
		}
	}))
}

func (x *txn) store(name string) js.Value { return x.t.Call("objectStore", name) }

// run performs one transaction over stores: body issues the first requests; run returns
// after the transaction's complete event (nil) or its abort (the error).
func (s *idbStore) run(stores []string, write bool, body func(x *txn)) (err error) {
	if s.closed {
		return &engine.Error{Code: engine.EINTERNAL, Key: keyLogErrClosed, Detail: "the database was closed"}
	}
	x := &txn{done: make(chan struct{}, 1)}
	defer func() {
		for _, f := range x.funcs {
			f.Release()
		}
	}()
	started := func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = jsError(r)
			}
		}()
		names := js.Global().Get("Array").New()
		for _, n := range stores {
			names.Call("push", n)
		}
		mode := "readonly"
		opts := js.Global().Get("Object").New()
		if write {
			mode = "readwrite"
			opts.Set("durability", "strict") // complete only once on disk
		}
		x.t = s.db.Call("transaction", names, mode, opts)
		x.t.Set("oncomplete", x.fn(func(js.Value, []js.Value) { x.finish(nil) }))
		x.t.Set("onabort", x.fn(func(js.Value, []js.Value) {
			var e error = &engine.Error{Code: engine.EINTERNAL, Key: keyLogErrStore, Detail: "transaction aborted"}
			if te := x.t.Get("error"); te.Truthy() {
				e = storeErr(te)
			}
			x.finish(e)
		}))
		body(x)
		return nil
	}()
	if started != nil {
		if x.t.Truthy() {
			x.fail(started)
		}
		return started
	}
	select {
	case <-x.done:
	case <-time.After(idbTimeout):
		x.fail(&engine.Error{Code: engine.EINTERNAL, Key: keyLogErrStore, Detail: "transaction timed out"})
	}
	return x.err
}

func toJS(v any) js.Value {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return js.Global().Get("JSON").Call("parse", string(b))
}

func fromJS(v js.Value, dst any) error {
	s := js.Global().Get("JSON").Call("stringify", v).String()
	return json.Unmarshal([]byte(s), dst)
}

func eventRange(id string) js.Value {
	lo := js.Global().Get("Array").New(id)
	hi := js.Global().Get("Array").New(id, js.Global().Get("Array").New())
	return js.Global().Get("IDBKeyRange").Call("bound", lo, hi)
}

func incKey(event string, n int) js.Value { return js.Global().Get("Array").New(event, n) }

func notFoundErr(what string) error {
	return logErr(engine.ENOTFOUND, eventlog.KeyNotFound, what)
}

// ListEvents implements eventlog.Store.
func (s *idbStore) ListEvents(ctx context.Context) ([]eventlog.Event, error) {
	var out []eventlog.Event
	err := s.run([]string{idbEvents}, false, func(x *txn) {
		x.req(x.store(idbEvents).Call("getAll"), func(res js.Value) {
			if e := fromJS(res, &out); e != nil {
				x.fail(e)
			}
		})
	})
	eventlog.SortEvents(out)
	if out == nil {
		out = []eventlog.Event{}
	}
	return out, err
}

// GetEvent implements eventlog.Store.
func (s *idbStore) GetEvent(ctx context.Context, id string) (eventlog.Event, error) {
	var ev eventlog.Event
	err := s.run([]string{idbEvents}, false, func(x *txn) {
		x.req(x.store(idbEvents).Call("get", id), func(res js.Value) {
			if res.IsUndefined() {
				x.fail(notFoundErr("event " + id))
				return
			}
			if e := fromJS(res, &ev); e != nil {
				x.fail(e)
			}
		})
	})
	return ev, err
}

// PutEvent implements eventlog.Store.
func (s *idbStore) PutEvent(ctx context.Context, e eventlog.Event) error {
	if err := eventlog.CheckEvent(s.lookup, &e, "event").Err(); err != nil {
		return err
	}
	// reading the incidents logged under the event and the write are one transaction: an edit
	// that would leave one of them invalid is refused (eventlog.CheckEdit)
	return s.write("put-event", []string{idbEvents, idbIncidents}, func(x *txn) {
		x.req(x.store(idbIncidents).Call("index", idbByEvent).Call("getAll", e.ID), func(res js.Value) {
			var incs []eventlog.Incident
			if err := fromJS(res, &incs); err != nil {
				x.fail(err)
				return
			}
			if err := eventlog.CheckEdit(s.lookup, &e, incs).Err(); err != nil {
				x.fail(err)
				return
			}
			x.req(x.store(idbEvents).Call("put", toJS(e)), nil)
		})
	})
}

// write is a readwrite transaction, announced to the other tabs once committed.
func (s *idbStore) write(op string, stores []string, body func(x *txn)) error {
	err := s.run(stores, true, func(x *txn) {
		body(x)
		testAbort(x, op)
	})
	if err == nil {
		announceLog()
	}
	return err
}

func testAbort(x *txn, op string) {
	if idbTestAbort != nil {
		if e := idbTestAbort(op); e != nil {
			x.fail(e)
		}
	}
}

// DeleteEvent implements eventlog.Store.
func (s *idbStore) DeleteEvent(ctx context.Context, id string) error {
	return s.write("delete-event", []string{idbEvents, idbIncidents}, func(x *txn) {
		x.req(x.store(idbEvents).Call("get", id), func(res js.Value) {
			if res.IsUndefined() {
				x.fail(notFoundErr("event " + id))
				return
			}
			x.req(x.store(idbEvents).Call("delete", id), nil)
			x.req(x.store(idbIncidents).Call("delete", eventRange(id)), nil)
		})
	})
}

// getEvent issues a read of event id and calls ok with it (the transaction fails when absent).
func getEvent(x *txn, id string, ok func(ev eventlog.Event)) {
	x.req(x.store(idbEvents).Call("get", id), func(res js.Value) {
		if res.IsUndefined() {
			x.fail(notFoundErr("event " + id))
			return
		}
		var ev eventlog.Event
		if e := fromJS(res, &ev); e != nil {
			x.fail(e)
			return
		}
		ok(ev)
	})
}

func getIncident(x *txn, event string, n int, ok func(in eventlog.Incident)) {
	x.req(x.store(idbIncidents).Call("get", incKey(event, n)), func(res js.Value) {
		if res.IsUndefined() {
			x.fail(notFoundErr((&eventlog.Incident{Number: n}).Label()))
			return
		}
		var in eventlog.Incident
		if e := fromJS(res, &in); e != nil {
			x.fail(e)
			return
		}
		ok(in)
	})
}

// ListIncidents implements eventlog.Store.
func (s *idbStore) ListIncidents(ctx context.Context, event string) ([]eventlog.Incident, error) {
	var out []eventlog.Incident
	err := s.run([]string{idbEvents, idbIncidents}, false, func(x *txn) {
		getEvent(x, event, func(eventlog.Event) {
			x.req(x.store(idbIncidents).Call("index", idbByEvent).Call("getAll", event), func(res js.Value) {
				if e := fromJS(res, &out); e != nil {
					x.fail(e)
				}
			})
		})
	})
	if err != nil {
		return nil, err
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Number < out[j].Number })
	return out, nil
}

// GetIncident implements eventlog.Store.
func (s *idbStore) GetIncident(ctx context.Context, event string, number int) (eventlog.Incident, error) {
	var in eventlog.Incident
	err := s.run([]string{idbIncidents}, false, func(x *txn) {
		getIncident(x, event, number, func(v eventlog.Incident) { in = v })
	})
	return in, err
}

// AddIncident implements eventlog.Store: the event, the highest number and the write are one
// transaction, so two tabs never give out the same number.
func (s *idbStore) AddIncident(ctx context.Context, in eventlog.Incident) (eventlog.Incident, error) {
	err := s.write("add-incident", []string{idbEvents, idbIncidents}, func(x *txn) {
		getEvent(x, in.Event, func(ev eventlog.Event) {
			x.req(x.store(idbIncidents).Call("openCursor", eventRange(in.Event), "prev"), func(cur js.Value) {
				n := 0
				if cur.Truthy() {
					n = cur.Get("value").Get("number").Int()
				}
				in.Number = n + 1
				if el := eventlog.CheckIncident(s.lookup, &ev, &in, "incident"); len(el) > 0 {
					x.fail(el.Err())
					return
				}
				x.req(x.store(idbIncidents).Call("put", toJS(in)), nil)
			})
		})
	})
	if err != nil {
		return eventlog.Incident{}, err
	}
	return in, nil
}

// PutIncident implements eventlog.Store.
func (s *idbStore) PutIncident(ctx context.Context, in eventlog.Incident) error {
	return s.write("put-incident", []string{idbEvents, idbIncidents}, func(x *txn) {
		getIncident(x, in.Event, in.Number, func(eventlog.Incident) {
			getEvent(x, in.Event, func(ev eventlog.Event) {
				if el := eventlog.CheckIncident(s.lookup, &ev, &in, "incident"); len(el) > 0 {
					x.fail(el.Err())
					return
				}
				x.req(x.store(idbIncidents).Call("put", toJS(in)), nil)
			})
		})
	})
}

// Revoke implements eventlog.Store.
func (s *idbStore) Revoke(ctx context.Context, event string, number int, reason string, at eventlog.Minute) (eventlog.Incident, error) {
	var out eventlog.Incident
	err := s.write("revoke", []string{idbEvents, idbIncidents}, func(x *txn) {
		getIncident(x, event, number, func(in eventlog.Incident) {
			getEvent(x, event, func(ev eventlog.Event) {
				in.Status, in.Reason, in.RevokedAt = eventlog.Revoked, reason, &at
				if el := eventlog.CheckIncident(s.lookup, &ev, &in, "incident"); len(el) > 0 {
					x.fail(el.Err())
					return
				}
				out = in
				x.req(x.store(idbIncidents).Call("put", toJS(in)), nil)
			})
		})
	})
	return out, err
}

// snapshot issues the reads of events ids; then is called once all have arrived.
func snapshot(x *txn, ids []string, then func(es []eventlog.Event, is []eventlog.Incident)) {
	var es []eventlog.Event
	var is []eventlog.Incident
	pending := 2 * len(ids)
	if pending == 0 {
		then(nil, nil)
		return
	}
	arrived := func() {
		if pending--; pending == 0 {
			then(es, is)
		}
	}
	for _, id := range ids {
		x.req(x.store(idbEvents).Call("get", id), func(res js.Value) {
			if !res.IsUndefined() {
				var e eventlog.Event
				if err := fromJS(res, &e); err != nil {
					x.fail(err)
					return
				}
				es = append(es, e)
			}
			arrived()
		})
		x.req(x.store(idbIncidents).Call("index", idbByEvent).Call("getAll", id), func(res js.Value) {
			var l []eventlog.Incident
			if err := fromJS(res, &l); err != nil {
				x.fail(err)
				return
			}
			is = append(is, l...)
			arrived()
		})
	}
}

// Snapshot implements eventlog.Store.
func (s *idbStore) Snapshot(ctx context.Context, events []string) ([]eventlog.Event, []eventlog.Incident, error) {
	var es []eventlog.Event
	var is []eventlog.Incident
	err := s.run([]string{idbEvents, idbIncidents}, false, func(x *txn) {
		snapshot(x, events, func(e []eventlog.Event, i []eventlog.Incident) { es, is = e, i })
	})
	eventlog.SortEvents(es)
	eventlog.SortIncidents(is)
	return es, is, err
}

// Apply implements eventlog.Store: the check that nothing changed since the plan and every
// write are one transaction, so an import is all or nothing.
func (s *idbStore) Apply(ctx context.Context, p *eventlog.Plan, mode eventlog.Mode) (eventlog.Report, error) {
	var rep eventlog.Report
	err := s.write("apply", []string{idbEvents, idbIncidents}, func(x *txn) {
		snapshot(x, p.EventIDs(), func(es []eventlog.Event, is []eventlog.Incident) {
			if err := p.Verify(es, is); err != nil {
				x.fail(err)
				return
			}
			wes, wis, r := p.Writes(mode)
			rep = r
			ev, inc := x.store(idbEvents), x.store(idbIncidents)
			for _, e := range wes {
				x.req(ev.Call("put", toJS(e)), nil)
			}
			for i, in := range wis {
				x.req(inc.Call("put", toJS(in)), nil)
				if i == len(wis)/2 {
					testAbort(x, "apply-half")
				}
			}
		})
	})
	if err != nil {
		return eventlog.Report{}, err
	}
	return rep, nil
}

// openIDB opens (creating or upgrading) the log's database. It blocks: call it off the UI
// goroutine. onClose runs when another tab's upgrade or a deletion closes the connection.
func openIDB(lookup eventlog.Lookup, onClose func()) (st *idbStore, err error) {
	return openIDBVersion(eventlog.DBName, idbVersion, lookup, onClose)
}

func openIDBVersion(name string, version int, lookup eventlog.Lookup, onClose func()) (st *idbStore, err error) {
	defer func() {
		if r := recover(); r != nil {
			st, err = nil, jsError(r)
		}
	}()
	factory := js.Global().Get("indexedDB")
	if !factory.Truthy() {
		return nil, &engine.Error{Code: engine.EUNSUPPORTED, Key: keyLogErrMissing, Detail: "no indexedDB"}
	}
	type outcome struct {
		db  js.Value
		err error
	}
	ch := make(chan outcome, 4)
	var funcs []js.Func
	defer func() {
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
		if err := upgradeIDB(db, tx, old, fn); err != nil {
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
		key := keyLogErrStore
		if blocked {
			key = keyLogErrBlocked
		}
		// a late success must not leave a connection open that blocks the other tabs
		req.Set("onsuccess", js.FuncOf(func(js.Value, []js.Value) any {
			req.Get("result").Call("close")
			return nil
		}))
		return nil, &engine.Error{Code: engine.EINTERNAL, Key: key, Detail: "opening the database timed out"}
	}
	if o.err != nil {
		return nil, o.err
	}
	s := &idbStore{db: o.db, lookup: lookup, onClose: onClose}
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
	return s, nil
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
