//go:build wasm

package idb

import (
	"encoding/json"
	"fmt"
	"sync"
	"syscall/js"
	"time"

	"arbiter/engine"
	"arbiter/engine/eventlog"
)

const (
	idbVersion   = eventlog.SchemaVersion // the database version is the records' schema version
	idbEvents    = eventlog.StoreEvents   // key path "id"
	idbIncidents = eventlog.StoreIncidents
	idbByEvent   = eventlog.IndexByEvent // on "event" of the incidents
	idbTimeout   = 30 * time.Second      // a transaction that neither completes nor aborts
)

// How long an opening may take before the log goes to memory (variables: the browser-side
// tests shorten them).
var (
	idbOpenWait     = 8 * time.Second  // an open that stays blocked
	idbSlowOpenWait = 20 * time.Second // … or silent
)

// jsError turns a recovered JS exception (or DOMException value) into an error.
func jsError(r any) error {
	switch v := r.(type) {
	case js.Error:
		return storeErr(v.Value)
	case js.Value:
		return storeErr(v)
	case error:
		return &engine.Error{Code: engine.EINTERNAL, Key: KeyStore, Detail: v.Error(), Err: v}
	}
	return &engine.Error{Code: engine.EINTERNAL, Key: KeyStore, Detail: fmt.Sprint(r)}
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
	key := KeyStore
	if name == "QuotaExceededError" {
		key = KeyQuota
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
func (s *Store) run(stores []string, write bool, body func(x *txn)) (err error) {
	if s.closed {
		return &engine.Error{Code: engine.EINTERNAL, Key: KeyClosed, Detail: "the database was closed"}
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
			var e error = &engine.Error{Code: engine.EINTERNAL, Key: KeyStore, Detail: "transaction aborted"}
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
		x.fail(&engine.Error{Code: engine.EINTERNAL, Key: KeyStore, Detail: "transaction timed out"})
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

// incidentToJS is a stored incident as the browser keeps it (eventlog.MarshalIncident: the
// bytes of json.Marshal, without reflection).
func incidentToJS(in *eventlog.Incident) js.Value {
	return js.Global().Get("JSON").Call("parse", string(eventlog.MarshalIncident(in)))
}

// eventMemo is the last event decoded, by its JSON: a save reads its event twice (to join it,
// then to add the incident), and a season's event (its teams and players) took a few ms to
// decode each time in wasm. Hits return a deep copy.
var eventMemo struct {
	mu   sync.Mutex
	text string
	ev   eventlog.Event
}

// eventFromJS reads a stored event.
func eventFromJS(v js.Value) (eventlog.Event, error) {
	s := js.Global().Get("JSON").Call("stringify", v).String()
	eventMemo.mu.Lock()
	defer eventMemo.mu.Unlock()
	if s == eventMemo.text {
		return eventlog.CloneEvent(eventMemo.ev), nil
	}
	var ev eventlog.Event
	if err := json.Unmarshal([]byte(s), &ev); err != nil {
		return eventlog.Event{}, err
	}
	eventMemo.text, eventMemo.ev = s, eventlog.CloneEvent(ev)
	return ev, nil
}

// incidentsFromJS reads an array of stored incidents (eventlog.DecodeIncidents: the result of
// json.Unmarshal, faster).
func incidentsFromJS(v js.Value) ([]eventlog.Incident, error) {
	s := js.Global().Get("JSON").Call("stringify", v).String()
	return eventlog.DecodeIncidents([]byte(s))
}
