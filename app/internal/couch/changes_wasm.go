//go:build wasm

// A database's changes feed: the documents changed since a sequence, a page at a time.

package couch

import (
	"strconv"
	"syscall/js"
)

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
