//go:build wasm

// A PouchDB database (local or a server's): opening it, and its document reads and writes,
// counts, close and destroy.

package couch

import (
	"fmt"
	"syscall/js"
)

// DB is a PouchDB database: a local one on the phone (IndexedDB) or a remote one.
type DB struct {
	v    js.Value
	Name string
}

// Open opens (creating when missing) the local database name.
func Open(name string) (d *DB, err error) {
	if !Available() {
		return nil, ErrNoPouchDB
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("pouchdb: open %s: %v", name, r)
		}
	}()
	return &DB{v: js.Global().Get("PouchDB").New(name), Name: name}, nil
}

// OpenRemote opens the database at url on a server, as a replication does (skip_setup, the
// credentials on every request).
func OpenRemote(url, user, password string) (d *DB, err error) {
	if !Available() {
		return nil, ErrNoPouchDB
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("pouchdb: open %s: %v", url, r)
		}
	}()
	opts := object("skip_setup", true)
	if user != "" {
		opts.Set("auth", object("username", user, "password", password))
	}
	return &DB{v: js.Global().Get("PouchDB").New(url, opts), Name: url}, nil
}

// Put writes one document (its body: _id, and _rev when it updates one) and returns its new
// _rev.
func (d *DB) Put(body []byte) (string, error) {
	r, err := call(d.v, "put", parse(body))
	if err != nil {
		return "", err
	}
	return str(r.Get("rev")), nil
}

// GetOptions of Get.
type GetOptions struct {
	Rev       string // a given revision ("": the winning one)
	Conflicts bool   // list the conflicting revisions in _conflicts
}

// Get reads a document's body (an *Error that is NotFound when there is none).
func (d *DB) Get(id string, o GetOptions) ([]byte, error) {
	opts := object()
	if o.Rev != "" {
		opts.Set("rev", o.Rev)
	}
	if o.Conflicts {
		opts.Set("conflicts", true)
	}
	r, err := call(d.v, "get", id, opts)
	if err != nil {
		return nil, err
	}
	return stringify(r), nil
}

// BulkResult is one document's outcome of BulkDocs.
type BulkResult struct {
	ID, Rev string
	Err     *Error
}

// BulkDocs writes documents in one request; each gets its own result.
func (d *DB) BulkDocs(bodies [][]byte) ([]BulkResult, error) {
	arr := js.Global().Get("Array").New()
	for _, b := range bodies {
		arr.Call("push", parse(b))
	}
	r, err := call(d.v, "bulkDocs", arr)
	if err != nil {
		return nil, err
	}
	out := make([]BulkResult, r.Length())
	for i := range out {
		x := r.Index(i)
		out[i] = BulkResult{ID: str(x.Get("id")), Rev: str(x.Get("rev"))}
		if x.Get("error").Truthy() || (x.Get("status").Type() == js.TypeNumber && x.Get("ok").IsUndefined()) {
			e := jsErr(x).(*Error)
			if e.Name == "" {
				e.Name = str(x.Get("error"))
			}
			out[i].Err = e
		}
	}
	return out, nil
}

// Row is one document of AllDocs.
type Row struct {
	ID, Rev   string
	Doc       []byte // the body
	Conflicts bool   // the document has conflicting revisions (GetMany)
}

// AllDocs reads every document (design documents included) with its body.
func (d *DB) AllDocs() ([]Row, error) {
	r, err := call(d.v, "allDocs", object("include_docs", true))
	if err != nil {
		return nil, err
	}
	return bodies(r), nil
}

// bodies are the rows of an allDocs answer with include_docs: each document's ID, winning
// revision and body.
func bodies(r js.Value) []Row {
	rows := r.Get("rows")
	out := make([]Row, rows.Length())
	for i := range out {
		x := rows.Index(i)
		out[i] = Row{ID: str(x.Get("id")), Rev: str(x.Get("value").Get("rev")), Doc: stringify(x.Get("doc"))}
	}
	return out
}

// GetMany reads the documents of ids (allDocs with keys) with their winning bodies; one that is
// missing or deleted is left out. Row.Conflicts tells a document with conflicting revisions.
func (d *DB) GetMany(ids []string) ([]Row, error) {
	keys := js.Global().Get("Array").New()
	for _, id := range ids {
		keys.Call("push", id)
	}
	r, err := call(d.v, "allDocs", object("include_docs", true, "conflicts", true, "keys", keys))
	if err != nil {
		return nil, err
	}
	rows := r.Get("rows")
	out := make([]Row, 0, rows.Length())
	for i := 0; i < rows.Length(); i++ {
		x := rows.Index(i)
		doc := x.Get("doc")
		if x.Get("error").Truthy() || !doc.Truthy() || (x.Get("value").Truthy() && x.Get("value").Get("deleted").Truthy()) {
			continue
		}
		c := doc.Get("_conflicts")
		out = append(out, Row{ID: str(x.Get("id")), Rev: str(x.Get("value").Get("rev")), Doc: stringify(doc),
			Conflicts: c.Truthy() && c.Length() > 0})
	}
	return out, nil
}

// Prefixed reads the documents whose ID starts with prefix, with their bodies.
func (d *DB) Prefixed(prefix string) ([]Row, error) {
	r, err := call(d.v, "allDocs", object("include_docs", true, "startkey", prefix, "endkey", prefix+"\ufff0"))
	if err != nil {
		return nil, err
	}
	return bodies(r), nil
}

// Info is a database's counts.
type Info struct {
	Docs      int
	UpdateSeq string
}

// Info reads the database's document count and update sequence.
func (d *DB) Info() (Info, error) {
	r, err := call(d.v, "info")
	if err != nil {
		return Info{}, err
	}
	if e := r.Get("error"); e.Type() == js.TypeString {
		// PouchDB 9.0.0's HTTP adapter hands a server's error answer to info() as its result
		// (it fetches without looking at the status): read it as the error it is
		status := map[string]int{"unauthorized": 401, "forbidden": 403, "not_found": 404}[e.String()]
		return Info{}, &Error{Status: status, Name: e.String(), Message: str(r.Get("reason"))}
	}
	n := 0
	if c := r.Get("doc_count"); c.Type() == js.TypeNumber {
		n = c.Int()
	}
	return Info{Docs: n, UpdateSeq: seqString(r.Get("update_seq"))}, nil
}

// Close closes the database.
func (d *DB) Close() error {
	_, err := call(d.v, "close")
	return err
}

// Destroy deletes the database and everything in it.
func (d *DB) Destroy() error {
	_, err := call(d.v, "destroy")
	return err
}
