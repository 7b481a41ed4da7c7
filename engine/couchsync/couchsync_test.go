package couchsync

import (
	"strings"
	"testing"

	"arbiter/engine/msg"
)

// TestReason: the answers of both servers for each case (the package doc's table: pouchdb-server
// 4.2.0 as measured by e2e TestCouchReasons, Apache CouchDB 3 from its documentation and source)
// and the edges of the mapping.
func TestReason(t *testing.T) {
	tests := []struct {
		name   string
		status int
		body   string
		want   string
	}{
		// Apache CouchDB 3 (intro/security.rst; couch_db.erl, couch_httpd_auth.erl).
		{"couchdb wrong password", 401, `{"error":"unauthorized","reason":"Name or password is incorrect."}`, Auth},
		{"couchdb not a member", 403, `{"error":"forbidden","reason":"You are not allowed to access this db."}`, Forbidden},
		{"couchdb no credentials", 401, `{"error":"unauthorized","reason":"You are not authorized to access this db."}`, Forbidden},
		{"couchdb missing database", 404, `{"error":"not_found","reason":"Database does not exist."}`, Missing},
		{"couchdb locked out", 403, `{"error":"forbidden","reason":"Account is temporarily locked due to multiple authentication failures"}`, Auth},
		{"couchdb require_valid_user", 401, `{"error":"unauthorized","reason":"Authentication required."}`, Auth},
		{"couchdb not a db admin", 403, `{"error":"forbidden","reason":"You are not a db or server admin."}`, Forbidden},
		{"couchdb internal error", 500, `{"error":"unknown_error","reason":"function_clause"}`, Server},
		// pouchdb-server 4.2.0 (measured: e2e TestCouchReasons).
		{"pouchdb-server wrong password", 401, `{"error":"unauthorized","reason":"Name or password is incorrect."}`, Auth},
		{"pouchdb-server not a member", 401, `{"error":"unauthorized","reason":"You are not authorized to access this db."}`, Forbidden},
		{"pouchdb-server missing database", 404, `{"error":"not_found","reason":"no_db_file"}`, Missing},
		// No answer, and answers that are not CouchDB's.
		{"no answer", 0, "", Unreachable},
		{"no answer, negative", -1, "", Unreachable},
		{"401 without body", 401, "", Auth},
		{"404 from a proxy, HTML", 404, "<html><body>Not Found</body></html>", Missing},
		{"gateway", 502, "<html>Bad Gateway</html>", Server},
		{"unavailable", 503, "", Server},
		{"conflict", 409, `{"error":"conflict","reason":"Document update conflict."}`, Server},
		{"bad request", 400, `{"error":"bad_request","reason":"invalid UTF-8 JSON"}`, Server},
		{"a document, not the database", 404, `{"error":"not_found","reason":"missing"}`, Server},
		{"a deleted document", 404, `{"error":"not_found","reason":"deleted"}`, Server},
		{"reason in other case", 401, `{"error":"unauthorized","reason":"YOU ARE NOT AUTHORIZED TO ACCESS THIS DB."}`, Forbidden},
		{"truncated JSON", 401, `{"error":"unauthorized","reason":"You are not auth`, Auth},
		{"200 is not an error", 200, `{"ok":true}`, Server},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Reason(tt.status, []byte(tt.body)); got != tt.want {
				t.Errorf("Reason(%d, %s) = %q, want %q", tt.status, tt.body, got, tt.want)
			}
		})
	}
}

// TestReasonsListed: Reasons lists each code Reason returns once, each a lower-case word.
func TestReasonsListed(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range Reasons() {
		if seen[r] {
			t.Errorf("Reasons() lists %q twice", r)
		}
		seen[r] = true
		if r == "" || strings.ToLower(r) != r || strings.ContainsAny(r, " .") {
			t.Errorf("reason %q is not a lower-case word", r)
		}
	}
	if len(seen) != 5 {
		t.Errorf("Reasons() = %v, want 5 codes", Reasons())
	}
}

// TestMessageKeyUnknown: a reason this version does not know is shown as the server's error,
// never as a key with no message.
func TestMessageKeyUnknown(t *testing.T) {
	for _, r := range []string{"", "locked", "sync.err.auth", "AUTH"} {
		if got := MessageKey(r); got != KeyUnknownReason {
			t.Errorf("MessageKey(%q) = %q, want %q", r, got, KeyUnknownReason)
		}
	}
	if _, ok := msg.Lookup(KeyUnknownReason); !ok {
		t.Errorf("no message %s", KeyUnknownReason)
	}
}

// TestMessages: each reason has a message in the three languages, all different, the Serbian
// one in Latin script, none of them left in English.
func TestMessages(t *testing.T) {
	texts := map[string]string{}
	for _, r := range Reasons() {
		k := MessageKey(r)
		if k != "sync.err."+r { // the key's own name, read back: not how the key is made
			t.Errorf("MessageKey(%q) = %q", r, k)
		}
		tx, ok := msg.Lookup(k)
		if !ok {
			t.Errorf("no message %s", k)
			continue
		}
		for lang, s := range map[string]string{"en": tx.En, "sr": tx.Sr, "hu": tx.Hu} {
			if strings.TrimSpace(s) == "" {
				t.Errorf("%s: no %s text", k, lang)
				continue
			}
			if other, dup := texts[s]; dup {
				t.Errorf("%s and %s say the same: %q", k, other, s)
			}
			texts[s] = k
			if !strings.HasSuffix(s, ".") {
				t.Errorf("%s (%s): %q is not a sentence ending in a full stop", k, lang, s)
			}
		}
		for _, r := range tx.Sr {
			if r >= 0x0400 && r <= 0x04FF {
				t.Errorf("%s: Serbian %q is not in Latin script", k, tx.Sr)
				break
			}
		}
	}
	if got := msg.T(msg.SR, MessageKey(Auth)); got != "Pogrešno korisničko ime ili lozinka." {
		t.Errorf("sr %s = %q", MessageKey(Auth), got)
	}
	if got := msg.T(msg.HU, MessageKey(Auth)); got != "Hibás felhasználónév vagy jelszó." {
		t.Errorf("hu %s = %q", MessageKey(Auth), got)
	}
}

// FuzzReason: any status and body give one of the listed reasons, never a panic.
func FuzzReason(f *testing.F) {
	f.Add(401, []byte(`{"error":"unauthorized","reason":"Name or password is incorrect."}`))
	f.Add(403, []byte(`{"error":"forbidden","reason":"You are not allowed to access this db."}`))
	f.Add(404, []byte(`{"error":"not_found","reason":"no_db_file"}`))
	f.Add(0, []byte(nil))
	f.Add(500, []byte(`{"error":1,"reason":[]}`))
	f.Fuzz(func(t *testing.T, status int, body []byte) {
		r := Reason(status, body)
		for _, ok := range Reasons() {
			if r == ok {
				return
			}
		}
		t.Fatalf("Reason(%d, %q) = %q, not a listed reason", status, body, r)
	})
}
