package syncrun

import (
	"reflect"
	"testing"

	"arbiter/engine/couchsync"
)

// The "n of N records here" count takes each of the server's documents once: a held version of
// an incident the log holds, and the event's held version, are not records on top of the log.
func TestHeldHere(t *testing.T) {
	inc := couchsync.IncidentDocID
	inLog := map[string]bool{inc("a1"): true, inc("c3"): true}
	tests := []struct {
		name string
		held map[string]string
		want int
		asks []string // the IDs inLog is asked about
	}{
		{"nothing held", nil, 0, nil},
		{"the event's version", map[string]string{couchsync.EventDocID: couchsync.KeyHoldChanged}, 0, nil},
		{"a clash with the log's incident", map[string]string{inc("a1"): couchsync.KeyHoldClash}, 0, []string{inc("a1")}},
		{"an incident the log lacks", map[string]string{inc("b2"): couchsync.KeyHoldAuthor}, 1, []string{inc("b2")}},
		{"a document of no kind the log keeps", map[string]string{"zz:odd": couchsync.KeyHoldForeign}, 1, nil},
		{"all at once", map[string]string{
			couchsync.EventDocID: couchsync.KeyHoldChanged, inc("a1"): couchsync.KeyHoldOverruled,
			inc("b2"): couchsync.KeyHoldAuthor, inc("c3"): couchsync.KeyHoldClash, "zz:odd": couchsync.KeyHoldForeign,
		}, 2, []string{inc("a1"), inc("b2"), inc("c3")}},
	}
	for _, tc := range tests {
		var asked []string
		got := heldHere(tc.held, func(ids []string) int {
			asked = append(asked, ids...)
			n := 0
			for _, id := range ids {
				if inLog[id] {
					n++
				}
			}
			return n
		})
		if got != tc.want {
			t.Errorf("%s: heldHere = %d, want %d", tc.name, got, tc.want)
		}
		if !reflect.DeepEqual(asked, tc.asks) {
			t.Errorf("%s: the log was asked about %v, want %v", tc.name, asked, tc.asks)
		}
	}
}
