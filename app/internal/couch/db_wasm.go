//go:build wasm

package couch

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"syscall/js"
	"time"

	"arbiter/engine/couchsync"
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

// Change is one document changed since a sequence.
type Change struct {
	ID, Rev   string
	Seq       string
	Deleted   bool
	Conflicts bool   // the document has conflicting revisions (Resolve it)
	Doc       []byte // the winning revision's body
}

// Changes is a page of changes.
type Changes struct {
	Results []Change
	LastSeq string // the since of the next page
}

// Changes reads the documents changed after since ("" or "0": from the start), at most limit
// (0: all), each with its winning body.
func (d *DB) Changes(since string, limit int) (Changes, error) {
	opts := object("include_docs", true, "conflicts", true)
	opts.Set("since", seqValue(since))
	if limit > 0 {
		opts.Set("limit", limit)
	}
	r, err := call(d.v, "changes", opts)
	if err != nil {
		return Changes{}, err
	}
	res := r.Get("results")
	out := Changes{Results: make([]Change, res.Length()), LastSeq: seqString(r.Get("last_seq"))}
	for i := range out.Results {
		x := res.Index(i)
		c := Change{ID: str(x.Get("id")), Seq: seqString(x.Get("seq")), Deleted: x.Get("deleted").Truthy()}
		if ch := x.Get("changes"); ch.Length() > 0 {
			c.Rev = str(ch.Index(0).Get("rev"))
		}
		if doc := x.Get("doc"); doc.Truthy() {
			c.Conflicts = doc.Get("_conflicts").Truthy() && doc.Get("_conflicts").Length() > 0
			c.Doc = stringify(doc)
		}
		out.Results[i] = c
	}
	return out, nil
}

// seqValue is a since for PouchDB: a local database counts with numbers, a server with strings.
func seqValue(s string) any {
	if s == "" {
		return 0
	}
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	return s
}

func seqString(v js.Value) string {
	switch v.Type() {
	case js.TypeNumber:
		return strconv.Itoa(v.Int())
	case js.TypeString:
		return v.String()
	}
	return ""
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

// PutRecord writes a record of this phone's log to the database: a new document, or the stored
// document's record merged with it (couchsync.Merge: the stored versions are kept, so nothing a
// replication brought in is lost). It writes nothing when the stored document already holds the
// merged record, and tries again when another write came first. It returns the stored document.
func (d *DB) PutRecord(doc couchsync.Doc) (couchsync.Doc, error) { return d.PutRecordChecked(doc, nil) }

// PutRecordChecked is PutRecord that merges only with a stored record valid accepts (nil: any
// record): one it refuses (an invalid version, another event's record written to the server)
// is not merged into the phone's record; the phone's goes on top of it.
func (d *DB) PutRecordChecked(doc couchsync.Doc, valid func(couchsync.Doc) bool) (couchsync.Doc, error) {
	var last error
	for try := 0; try < 5; try++ {
		old, err := d.Get(doc.ID, GetOptions{})
		var pe *Error
		switch {
		case errors.As(err, &pe) && pe.NotFound():
			doc.CouchRev = ""
			rev, err := d.Put(doc.Body())
			if err == nil {
				doc.CouchRev = rev
				return doc, nil
			}
			last = err
		case err != nil:
			return couchsync.Doc{}, err
		default:
			stored, perr := couchsync.ParseDoc(old)
			if perr == nil && valid != nil && !valid(stored) {
				perr = errors.New("couch: the stored record is not valid")
			}
			merged := doc
			if perr == nil {
				if merged, perr = couchsync.Merge(stored, doc); perr != nil {
					merged = doc // another event's record under this ID: not ours to merge
				} else if string(merged.Body()) == string(stored.Body()) {
					return stored, nil
				}
			}
			if perr != nil {
				// the stored revision is not a record of ours: ours goes on top of it (the
				// replaced revision stays in the database's history); a version of this
				// incident is listed as overruled, a conflict every phone shows until a
				// director settles it
				var head struct {
					Rev string `json:"_rev"`
				}
				json.Unmarshal(old, &head)
				merged.CouchRev = head.Rev
				if stored.Kind == couchsync.KindIncident && doc.Kind == couchsync.KindIncident && stored.Incident.ID == doc.Incident.ID {
					merged = couchsync.Overrule(merged, stored)
				}
			}
			rev, err := d.Put(merged.Body())
			if err == nil {
				merged.CouchRev = rev
				return merged, nil
			}
			last = err
		}
		if !errors.As(last, &pe) || !pe.Conflict() {
			return couchsync.Doc{}, last
		}
	}
	return couchsync.Doc{}, last
}

// Resolve ends a CouchDB conflict of document id (couchsync.Resolve): it reads the winning
// revision and every conflicting one, writes the merged record and deletes the merged losing
// revisions in one bulk write. ok is false when the document had no conflict.
func (d *DB) Resolve(id string) (r couchsync.Resolution, ok bool, err error) {
	w, err := d.Get(id, GetOptions{Conflicts: true})
	if err != nil {
		return r, false, err
	}
	var head struct {
		Conflicts []string `json:"_conflicts"`
	}
	json.Unmarshal(w, &head)
	if len(head.Conflicts) == 0 {
		return r, false, nil
	}
	var cs [][]byte
	for _, rev := range head.Conflicts {
		b, err := d.Get(id, GetOptions{Rev: rev})
		if err != nil {
			return r, false, err
		}
		cs = append(cs, b)
	}
	if r, err = couchsync.Resolve(w, cs); err != nil {
		return r, false, err
	}
	var bodies [][]byte
	if r.Put != nil {
		bodies = append(bodies, r.Put)
	}
	for _, rev := range r.Delete {
		b, _ := json.Marshal(map[string]any{"_id": id, "_rev": rev, "_deleted": true})
		bodies = append(bodies, b)
	}
	if len(bodies) == 0 {
		return r, true, nil
	}
	res, err := d.BulkDocs(bodies)
	if err != nil {
		return r, false, err
	}
	for _, x := range res {
		if x.Err != nil {
			return r, false, x.Err
		}
	}
	if r.Put != nil && len(res) > 0 {
		r.Doc.CouchRev = res[0].Rev
	}
	return r, true, nil
}
