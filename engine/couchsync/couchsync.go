// Package couchsync holds what Arbiter's live sync of an event's log must know about
// a server that speaks the CouchDB replication protocol, without speaking to one: how the
// server's answer to a failed request maps to the few things a director can act on. It is pure
// Go (no syscall/js): the app's sync calls Reason with the status and body of the request that
// stopped it, and shows the message of the reason (msg key "sync.err.<reason>", msg.go).
//
// # What the servers answer
//
// Apache CouchDB 3 and pouchdb-server 4.2.0 disagree on one case: an authenticated user who is
// not a member of a database with a _security object. Measured against pouchdb-server 4.2.0
// --in-memory (e2e TestCouchReasons: the same answer to each request of the replication
// protocol, GET /<db>, its _changes, _revs_diff, _local checkpoints and documents, but the
// two named below), and read from CouchDB 3's documentation
// (intro/security.rst, api/database/common.rst) and its source where the documentation gives no
// body (couch_db.erl throw_security_error, couch_httpd_auth.erl):
//
//	case                                     pouchdb-server 4.2.0                             Apache CouchDB 3
//	wrong password, or no such user          401 unauthorized "Name or password is incorrect."  401 unauthorized "Name or password is incorrect."
//	user not a member of the database        401 unauthorized "You are not authorized to         403 forbidden "You are not allowed to access
//	                                             access this db."                                   this db."
//	no credentials, database has members     401 unauthorized "You are not authorized to         401 unauthorized "You are not authorized to
//	                                             access this db."                                   access this db."
//	database does not exist (any user)       404 not_found "no_db_file"                        404 not_found "Database does not exist."
//	too many wrong passwords (3.4 and later) (no lockout)                                       403 forbidden "Account is temporarily locked due
//	                                                                                            to multiple authentication failures"
//
// Two requests of pouchdb-server 4.2.0 check no membership: _bulk_docs answers 201 with the
// error per document ({"error":"unauthorized",…} in the array, nothing written) and _bulk_get
// answers 200 with the documents to anyone. A replication meets the 401 at its first request
// (GET /<db>) all the same.
//
// So a 401 is not always a wrong password: pouchdb-server says 401 where CouchDB says 403, and
// both say 401 to a request without credentials. Reason reads the body's reason to tell them
// apart. The sync must send the director's credentials with every request (Basic
// authentication, as PouchDB does with its auth option): then "not authorized to access this
// db" means the user is not a member, on either server, and not an expired session.
//
// CouchDB 3.4 and later lock a name out for a while after 5 wrong passwords from one address
// ([chttpd_auth_lockout] threshold, mode enforce by default) and then answer 403 even to the
// right password: the sync must stop retrying after an "auth" answer until the director
// changes the password, or one typo locks the director out.
package couchsync

import (
	"encoding/json"
	"strings"
)

// The reasons Reason returns: stable codes, part of the message keys "sync.err.<reason>".
const (
	Auth        = "auth"        // wrong user name or password (or locked out after too many)
	Forbidden   = "forbidden"   // the user is not a member of this database
	Missing     = "missing"     // the database does not exist
	Unreachable = "unreachable" // no answer: network error, refused, timed out (status 0)
	Server      = "server"      // any other error of the server
)

// Reasons lists every reason Reason can return, in a fixed order.
func Reasons() []string { return []string{Auth, Forbidden, Missing, Unreachable, Server} }

// reasonKeys names the message of each reason, every key written out (a search for a key the
// app shows finds it here).
var reasonKeys = map[string]string{
	Auth:        "sync.err.auth",
	Forbidden:   "sync.err.forbidden",
	Missing:     "sync.err.missing",
	Unreachable: "sync.err.unreachable",
	Server:      "sync.err.server",
}

// KeyUnknownReason is the message of a reason this version does not know: the server's error.
const KeyUnknownReason = "sync.err.server"

// MessageKey is the catalogue key of a reason's message ("sync.err.auth"); a reason that is
// not one of Reasons gets KeyUnknownReason.
func MessageKey(reason string) string {
	if k, ok := reasonKeys[reason]; ok {
		return k
	}
	return KeyUnknownReason
}

// Reason maps a failed request's HTTP status and response body to a reason code. status 0 (or
// below) means there was no answer at all. The body is CouchDB's JSON error object
// {"error": …, "reason": …}; anything else (an HTML page of a proxy, nothing) is read as
// having no reason.
func Reason(status int, body []byte) string {
	if status <= 0 {
		return Unreachable
	}
	var e struct {
		Error  string `json:"error"`
		Reason string `json:"reason"`
	}
	_ = json.Unmarshal(body, &e) // a body that is not CouchDB's error object has no reason
	reason := strings.ToLower(e.Reason)
	switch status {
	case 401:
		// pouchdb-server: a user who is not a member; CouchDB: a request without credentials
		// to a database with members. Every other 401 is about the credentials.
		if strings.Contains(reason, "not authorized to access this db") {
			return Forbidden
		}
		return Auth
	case 403:
		// CouchDB 3.4+ after repeated wrong passwords (couch_httpd_auth.erl LOCKOUT_MSG).
		if strings.Contains(reason, "temporarily locked") {
			return Auth
		}
		return Forbidden
	case 404:
		// A document's absence ("missing", "deleted") is not the database's: the replicator
		// meets it for every first checkpoint and never stops on it.
		if e.Error == "not_found" && (reason == "missing" || reason == "deleted") {
			return Server
		}
		return Missing
	}
	return Server
}
