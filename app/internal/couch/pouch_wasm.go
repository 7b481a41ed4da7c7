//go:build wasm

// Loading PouchDB into the page, and the bridge to it: waiting for its promises with a
// timeout, reading its errors, and JSON and objects handed to and from JS.

package couch

import (
	"errors"
	"fmt"
	"syscall/js"
	"time"
)

// ErrNoPouchDB: the page has not loaded PouchDB.
var ErrNoPouchDB = errors.New("pouchdb: PouchDB is not loaded")

// ErrTimeout: PouchDB did not settle a call in time.
var ErrTimeout = errors.New("pouchdb: no answer in time")

// Available reports whether PouchDB is on the global object.
func Available() bool { return js.Global().Get("PouchDB").Type() == js.TypeFunction }

// Load adds a <script src=src> to the page's head and waits until PouchDB is there (it returns
// at once when it already is).
func Load(src string) error {
	if Available() {
		return nil
	}
	doc := js.Global().Get("document")
	s := doc.Call("createElement", "script")
	done := make(chan error, 1)
	onload := js.FuncOf(func(js.Value, []js.Value) any {
		select {
		case done <- nil:
		default:
		}
		return nil
	})
	onerror := js.FuncOf(func(js.Value, []js.Value) any {
		select {
		case done <- fmt.Errorf("pouchdb: loading %s failed", src):
		default:
		}
		return nil
	})
	s.Set("onload", onload)
	s.Set("onerror", onerror)
	s.Set("src", src)
	doc.Get("head").Call("appendChild", s)
	select {
	case err := <-done:
		onload.Release()
		onerror.Release()
		if err == nil && !Available() {
			err = ErrNoPouchDB
		}
		return err
	case <-time.After(LoadTimeout):
		return fmt.Errorf("pouchdb: loading %s: %w", src, ErrTimeout)
	}
}

// settled is a promise's outcome.
type settled struct {
	v   js.Value
	err error
}

// await waits for promise p on a channel, at most timeout. The callbacks only send (never
// block the event loop); they are released once p settled, even after a timeout.
func await(p js.Value, timeout time.Duration) (js.Value, error) {
	ch := make(chan settled, 1)
	var ok, fail js.Func
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		v := js.Undefined()
		if len(args) > 0 {
			v = args[0]
		}
		ch <- settled{v: v}
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		v := js.Undefined()
		if len(args) > 0 {
			v = args[0]
		}
		ch <- settled{err: jsErr(v)}
		return nil
	})
	p.Call("then", ok, fail)
	select {
	case r := <-ch:
		ok.Release()
		fail.Release()
		return r.v, r.err
	case <-time.After(timeout):
		go func() { <-ch; ok.Release(); fail.Release() }()
		return js.Undefined(), ErrTimeout
	}
}

// call calls method on v and waits for the promise it returns; a synchronous exception is an
// error too.
func call(v js.Value, method string, args ...any) (res js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			if je, ok := r.(js.Error); ok {
				err = jsErr(je.Value)
				return
			}
			err = fmt.Errorf("pouchdb: %s: %v", method, r)
		}
	}()
	return await(v.Call(method, args...), CallTimeout)
}

// jsErr reads a PouchDB error (status, name, message; reason when message is empty).
func jsErr(v js.Value) error {
	if v.Type() != js.TypeObject {
		if v.IsUndefined() || v.IsNull() {
			return &Error{Name: "error", Message: "unknown"}
		}
		return &Error{Name: "error", Message: v.String()}
	}
	e := &Error{Name: str(v.Get("name")), Message: str(v.Get("message"))}
	if e.Message == "" {
		e.Message = str(v.Get("reason"))
	}
	if s := v.Get("status"); s.Type() == js.TypeNumber {
		e.Status = s.Int()
	}
	return e
}

func str(v js.Value) string {
	if v.Type() == js.TypeString {
		return v.String()
	}
	return ""
}

func parse(b []byte) js.Value { return js.Global().Get("JSON").Call("parse", string(b)) }

func stringify(v js.Value) []byte {
	return []byte(js.Global().Get("JSON").Call("stringify", v).String())
}

func object(kv ...any) js.Value {
	o := js.Global().Get("Object").New()
	for i := 0; i+1 < len(kv); i += 2 {
		o.Set(kv[i].(string), kv[i+1])
	}
	return o
}
