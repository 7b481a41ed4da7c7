//go:build wasm

// The log's records in a database: PutRecord's merge with the stored record, and Resolve's end
// of a CouchDB conflict.

package couch

import (
	"encoding/json"
	"errors"

	"arbiter/engine/couchsync"
)

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
