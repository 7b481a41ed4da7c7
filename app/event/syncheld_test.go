package event

import (
	"strings"
	"testing"

	"arbiter/app/syncrun"
	"arbiter/engine/couchsync"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
)

// TestHeldText: every held ruling the shared log lists names its label and its director (and,
// for a version another made, that author), in every language; a ruling under this phone's
// director's name says it was never written here, or that they revoked it.
func TestHeldText(t *testing.T) {
	ev := eventlog.Event{Directors: []eventlog.Director{{ID: "ana", Name: "Ana"}, {ID: "bea", Name: "Bea", Series: 1}, {ID: "cili", Name: "Cili", Series: 1}}}
	cases := []struct {
		me   string
		h    syncrun.HeldRow
		want []string // in the English text
		key  string
	}{
		{"ana", syncrun.HeldRow{Key: couchsync.KeyHoldClash, Label: "S1B", By: "cili", LogBy: "bea"}, []string{"S1B", "Cili", "Bea", "not left out"}, "app.sync.row.clash"},
		{"ana", syncrun.HeldRow{Key: couchsync.KeyHoldRenamed, Label: "S1B", By: "cili"}, []string{"S1B", "Cili", "renumbered by"}, "app.sync.row.renumbered"},
		{"bea", syncrun.HeldRow{Key: couchsync.KeyHoldChanged, Label: "S1B", By: "bea", InLog: true}, []string{"S1B", "Bea", "not made on this phone"}, "app.sync.row.changed"},
		{"ana", syncrun.HeldRow{Key: couchsync.KeyHoldAuthor, Label: "S1B", By: "bea", Author: "cili", InLog: true}, []string{"S1B", "Bea", "made by Cili"}, "app.sync.row.author"},
		{"ana", syncrun.HeldRow{Key: couchsync.KeyHoldAuthor, Label: "S1B", By: "bea", InLog: true}, []string{"S1B", "Bea", "naming no author"}, "app.sync.row.noauthor"},
		{"ana", syncrun.HeldRow{Key: couchsync.KeyHoldAuthor, Label: "S2B", By: "bea", Author: "ana"}, []string{"S2B", "Bea", "made by Ana", "not taken"}, "app.sync.row.author.new"},
		{"bea", syncrun.HeldRow{Key: couchsync.KeyHoldAuthor, Label: "S2B", By: "bea", Author: "ana"}, []string{"S2B", "never wrote"}, "app.sync.row.notmine"},
		{"bea", syncrun.HeldRow{Key: couchsync.KeyHoldAuthor, Label: "S2B", By: "bea", Revoked: true, RevokedBy: "bea"}, []string{"S2B", "revoked by you"}, "app.sync.row.disowned"},
	}
	for _, c := range cases {
		for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
			got := heldText(l, &ev, c.me, c.h)
			if strings.Contains(got, "{") || got == c.key {
				t.Errorf("heldText(%s, %+v) = %q, want the message %s filled in", l, c.h, got, c.key)
			}
		}
		got := heldText(msg.EN, &ev, c.me, c.h)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("heldText(%+v) = %q, want it to say %q (%s)", c.h, got, w, c.key)
			}
		}
	}
}
