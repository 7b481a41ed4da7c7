package syncrun

import (
	"sort"
	"strings"

	"arbiter/engine/couchsync"
)

// HeldRow is one held document as the page lists it.
type HeldRow struct {
	DocID     string
	Key       string // couchsync.KeyHold…
	Label     string // its label (S1B)
	By        string // the director who logged it
	Author    string // the director whose phone made the version ("" when it names none)
	Notes     string
	Revoked   bool
	RevokedBy string
	LogBy     string // the director of the log's incident of that label ("" none)
	InLog     bool   // the log holds this incident (in another version)
}

// Progress is how many of the server's records are here while the log comes in.
type Progress struct{ Have, Of int }

// heldHere counts the server's documents the phone holds aside (held: reason by document ID)
// that are not in the log already: the event's document is (the log has the event), and so is
// an incident's held version when the log holds that incident in another version (inLog, asked
// once with the held incidents' document IDs, says how many it holds). One document of the
// server is one record here, however many versions of it the phone keeps.
func heldHere(held map[string]string, inLog func(ids []string) int) int {
	n := 0
	var incs []string
	for id := range held {
		switch {
		case id == couchsync.EventDocID:
		case strings.HasPrefix(id, couchsync.IncidentPrefix):
			incs = append(incs, id)
		default:
			n++
		}
	}
	if len(incs) > 0 {
		sort.Strings(incs)
		n += len(incs) - inLog(incs)
	}
	return n
}
