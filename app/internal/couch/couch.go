// Package couch drives PouchDB 9.0.0 (web/vendor/pouchdb-9.0.0.min.js, the npm package
// pouchdb@9.0.0's dist/pouchdb.min.js as published, with its Apache-2.0 LICENSE beside it) from
// Go through syscall/js, for the live sync of an event's log: a local PouchDB database
// on the phone (IndexedDB), its documents (engine/couchsync's records), and a live replication
// both ways with a CouchDB-protocol server whose answers are reported in couchsync's reasons.
// It knows nothing of go-app. The browser-side tests (*_wasm_test.go) run in Chromium
// against a real pouchdb-server: e2e TestSyncWasm.
//
// The script is not part of the wasm: the page loads it (a <script> of its own, precached by
// the worker), or Load injects it. Every call into PouchDB returns a promise or emits events;
// the Go side waits for a promise on a channel with a timeout, and event handlers never block
// (statuses are handed to the caller's function on a goroutine of their own, in order).
//
// How a replication is opened, from what pouchdb-server 4.2.0 and CouchDB do (engine/couchsync,
// e2e/couchserver_test.go): the remote database is opened with skip_setup (PouchDB would
// otherwise PUT the database when it is missing: a non-admin's PUT kills pouchdb-server 4.2.0),
// credentials go in PouchDB's auth option (Basic authentication on every request, so that
// "not authorized to access this db" means the user is not a member), PouchDB's live
// replication long-polls _changes (never a continuous feed), and retries with a back-off capped
// at MaxBackOff. An "unauthorized" or "forbidden" answer stops PouchDB's replication (it does
// not retry those): the director must change the password or the membership, and a server that
// locks a name out after wrong passwords (CouchDB 3.4+) is not hammered.
//
// How the app is meant to use it (not wired yet): one local database per synced event beside
// the log's own IndexedDB store; every record the store writes is also written with PutRecord
// (it merges with what the replication brought, so nothing is overwritten); Sync runs while the
// event is open; when a status reports pulled documents, Changes since the last sequence the app
// kept gives them, couchsync.ParseDoc reads each (skipping what is not a record), a change whose
// Conflicts is set is first ended with Resolve, and couchsync.File turns the batch into an
// export file that the app imports as it imports a director's file (eventlog.Parse, NewPlan,
// Apply: checked, merged, idempotent). Two phones that resolve one conflict alike write the same
// bytes on the same revision, so PouchDB names both writes alike (its revision is a hash of the
// body): no new conflict.
package couch

import (
	"encoding/json"
	"strings"
	"time"

	"arbiter/engine/couchsync"
)

// Timeouts of the calls into PouchDB.
const (
	CallTimeout = 30 * time.Second // a promise of a local database (put, get, changes …)
	LoadTimeout = 20 * time.Second // loading the script
	MaxBackOff  = 30 * time.Second // the longest wait between two retries of a replication
)

// State is where a replication is.
type State string

// States of a replication.
const (
	Active  State = "active"  // documents are moving
	Paused  State = "paused"  // up to date and waiting for changes (Reason ""), or waiting to retry after an error (Reason set)
	Failed  State = "error"   // stopped on an error it does not retry (Reason: auth, forbidden)
	Stopped State = "stopped" // cancelled
)

// Status is a replication's state as the app shows it.
type Status struct {
	State      State
	Reason     string    // couchsync's reason when an error stopped or paused it ("" otherwise)
	HTTPStatus int       // the failed request's status (0: no answer)
	Detail     string    // the server's or the browser's words for the error (English, for logs)
	Pending    int       // changes the server still has for this phone (-1: not known)
	Pushed     int       // documents written to the server since the replication started
	Pulled     int       // documents written to this phone since it started
	LastSynced time.Time // when it was last up to date both ways (zero: not yet)
}

// Error is an error PouchDB reported: a CouchDB answer (Status, Name is its "error", Message
// its "reason") or, with Status 0, the browser's (a failed fetch, an IndexedDB error).
type Error struct {
	Status  int
	Name    string
	Message string
}

func (e *Error) Error() string {
	s := "pouchdb: "
	if e.Status > 0 {
		s += itoa(e.Status) + " "
	}
	return s + e.Name + ": " + e.Message
}

// Reason is couchsync's reason for e.
func (e *Error) Reason() string { return reasonOf(e.Status, e.Name, e.Message) }

// NotFound reports whether e is a missing document's (or database's) answer.
func (e *Error) NotFound() bool { return e.Status == 404 }

// Conflict reports whether e is a document update conflict (another write came first).
func (e *Error) Conflict() bool { return e.Status == 409 }

// reasonOf maps a PouchDB error's fields to couchsync's reason. Status 0 is no answer when the
// browser's fetch failed (a TypeError); any other error without a status (a body that was not
// JSON, an IndexedDB error) is the server's.
func reasonOf(status int, name, message string) string {
	if status <= 0 {
		if name == "TypeError" || strings.Contains(strings.ToLower(message), "fetch") {
			return couchsync.Unreachable
		}
		return couchsync.Server
	}
	body, _ := json.Marshal(struct {
		Error  string `json:"error"`
		Reason string `json:"reason"`
	}{name, message})
	return couchsync.Reason(status, body)
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
