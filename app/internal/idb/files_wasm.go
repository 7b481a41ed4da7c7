//go:build wasm

package idb

import (
	"syscall/js"
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

func openFiles(name string) (*Files, error) {
	s, err := openDB(name, filesVersion, func(db, _ js.Value, _ int, _ func(func(js.Value, []js.Value)) js.Func) error {
		opts := js.Global().Get("Object").New()
		opts.Set("keyPath", "event")
		db.Call("createObjectStore", filesStore, opts)
		return nil
	}, nil, nil)
	if err != nil {
		return nil, err
	}
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
