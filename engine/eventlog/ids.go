package eventlog

// The IDs of the log's records, checked by hand rather than with the patterns they stand for
// (`^[A-Za-z0-9_-]{1,64}$`, `^[A-Za-z0-9_.-]{1,100}$`): compiling a regexp at start-up cost
// ~15 ms of the app's warm start in the browser. Validate and the shared log's documents
// (engine/couchsync) both check with these.

// ValidID reports whether id is an event's or a director's ID: 1 to 64 ASCII letters, digits,
// '-' or '_'.
func ValidID(id string) bool { return idOf(id, 64, false) }

// ValidIncidentID reports whether id is an incident's ID: 1 to 100 ASCII letters, digits, '-',
// '_' or '.'.
func ValidIncidentID(id string) bool { return idOf(id, 100, true) }

// idOf reports whether id is 1 to max ASCII letters, digits, '-' or '_', and '.' when dot.
func idOf(id string, max int, dot bool) bool {
	if len(id) < 1 || len(id) > max {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_' || dot && c == '.') {
			return false
		}
	}
	return true
}
