//go:build wasm

package idb

import (
	"syscall/js"
	"time"

	"arbiter/engine"
)

// The events' files (a session's PBN file) live in a database of their own, beside the
// log's: one object store keyed by event ID. DECISION: not a third store of the log's
// database, whose version is the records' schema version (eventlog.SchemaVersion): a store
// added there would need a database version that no longer says which schema the records
// have, and every later schema step would have to know it. A file is a copy of what the
// director loaded (it can be loaded again), not a record of the log: it is not exported with
// the log, and deleting an event deletes its file after the event (a file left behind by a
// crash between the two is never shown: no event has its ID).
const (
	FilesDB      = "arbiter-files"
	filesVersion = 1
	filesStore   = "files" // key path "event"
)

// File is one event's file as the app stores it: the text already decoded (UTF-8), the
// encoding it was read in and the file's name on the director's device.
type File struct {
	Event    string `json:"event"`
	Name     string `json:"name"`
	Encoding string `json:"encoding"`
	Text     string `json:"text"`
}

// Files is the database of the events' files. Its methods block: call them off the UI
// goroutine.
type Files struct{ s *Store }

// OpenFiles opens (creating) the files' database.
func OpenFiles() (*Files, error) { return openFiles(FilesDB) }

func openFiles(name string) (f *Files, err error) {
	defer func() {
		if r := recover(); r != nil {
			f, err = nil, jsError(r)
		}
	}()
	factory := js.Global().Get("indexedDB")
	if !factory.Truthy() {
		return nil, &engine.Error{Code: engine.EUNSUPPORTED, Key: KeyMissing, Detail: "no indexedDB"}
	}
	type outcome struct {
		db  js.Value
		err error
	}
	ch := make(chan outcome, 2)
	req := factory.Call("open", name, filesVersion)
	up := js.FuncOf(func(js.Value, []js.Value) any {
		defer func() { recover() }()
		opts := js.Global().Get("Object").New()
		opts.Set("keyPath", "event")
		req.Get("result").Call("createObjectStore", filesStore, opts)
		return nil
	})
	ok := js.FuncOf(func(js.Value, []js.Value) any { ch <- outcome{db: req.Get("result")}; return nil })
	bad := js.FuncOf(func(js.Value, []js.Value) any { ch <- outcome{err: storeErr(req.Get("error"))}; return nil })
	defer up.Release()
	defer ok.Release()
	defer bad.Release()
	req.Set("onupgradeneeded", up)
	req.Set("onsuccess", ok)
	req.Set("onerror", bad)
	var o outcome
	select {
	case o = <-ch:
	case <-time.After(idbOpenWait):
		return nil, &engine.Error{Code: engine.EINTERNAL, Key: KeyStore, Detail: "opening the files' database timed out"}
	}
	if o.err != nil {
		return nil, o.err
	}
	s := &Store{db: o.db}
	closeFn := js.FuncOf(func(js.Value, []js.Value) any {
		if !s.closed {
			s.closed = true
			func() {
				defer func() { recover() }()
				s.db.Call("close")
			}()
		}
		return nil
	})
	s.db.Set("onversionchange", closeFn)
	return &Files{s: s}, nil
}

// Get reads the file of event id; ok is false when the event has none.
func (f *Files) Get(id string) (file File, ok bool, err error) {
	err = f.s.run([]string{filesStore}, false, func(x *txn) {
		x.req(x.store(filesStore).Call("get", id), func(res js.Value) {
			if res.IsUndefined() {
				return
			}
			if e := fromJS(res, &file); e != nil {
				x.fail(e)
				return
			}
			ok = true
		})
	})
	return file, ok && err == nil, err
}

// Put stores (or replaces) the file of file.Event.
func (f *Files) Put(file File) error {
	return f.s.run([]string{filesStore}, true, func(x *txn) {
		x.req(x.store(filesStore).Call("put", toJS(file)), nil)
	})
}

// Delete removes the file of event id (nothing when it has none).
func (f *Files) Delete(id string) error {
	return f.s.run([]string{filesStore}, true, func(x *txn) {
		x.req(x.store(filesStore).Call("delete", id), nil)
	})
}

// Close closes the connection.
func (f *Files) Close() {
	defer func() { recover() }()
	f.s.closed = true
	f.s.db.Call("close")
}
