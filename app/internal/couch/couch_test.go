package couch

import (
	"testing"

	"arbiter/engine/couchsync"
)

// TestReasonOf: PouchDB's error fields (status, name = CouchDB's "error", message = its
// "reason"; a failed fetch is a TypeError without status) map to couchsync's reasons.
func TestReasonOf(t *testing.T) {
	tests := []struct {
		status        int
		name, message string
		want          string
	}{
		{401, "unauthorized", "Name or password is incorrect.", couchsync.Auth},
		{401, "unauthorized", "You are not authorized to access this db.", couchsync.Forbidden},
		{403, "forbidden", "You are not allowed to access this db.", couchsync.Forbidden},
		{404, "not_found", "no_db_file", couchsync.Missing},
		{404, "not_found", "missing", couchsync.Server},
		{500, "unknown_error", "", couchsync.Server},
		{0, "TypeError", "Failed to fetch", couchsync.Unreachable},
		{0, "", "NetworkError when attempting to fetch resource.", couchsync.Unreachable},
		{0, "SyntaxError", "Unexpected token < in JSON", couchsync.Server},
		{0, "QuotaExceededError", "quota", couchsync.Server},
	}
	for _, tt := range tests {
		e := &Error{tt.status, tt.name, tt.message}
		if got := e.Reason(); got != tt.want {
			t.Errorf("%v: Reason = %q, want %q", e, got, tt.want)
		}
	}
	if (&Error{Status: 404}).NotFound() != true || (&Error{Status: 409}).Conflict() != true || (&Error{Status: 401}).NotFound() {
		t.Error("NotFound/Conflict")
	}
	if s := (&Error{401, "unauthorized", "x"}).Error(); s != "pouchdb: 401 unauthorized: x" {
		t.Errorf("Error() = %q", s)
	}
}
