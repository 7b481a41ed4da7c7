package rulesets

import (
	"testing"

	"arbiter/engine/msg"
)

// Each UI language opens on its own regulation: Hungarian on the VSZ, Serbian on NSBK,
// English on the regulation registered first; no language is claimed twice.
func TestDefaultFor(t *testing.T) {
	for l, want := range map[msg.Lang]string{msg.HU: "mbsz-vsz-2017", msg.SR: "nsbk", msg.EN: Index()[0].ID} {
		if got := DefaultFor(l); got != want {
			t.Errorf("DefaultFor(%s) = %s, want %s", l, got, want)
		}
	}
	seen := map[msg.Lang]string{}
	for _, r := range registry {
		for _, l := range r.rs.DefaultFor {
			if prev, dup := seen[l]; dup {
				t.Errorf("%s is the default of both %s and %s", l, prev, r.rs.ID)
			}
			seen[l] = r.rs.ID
		}
	}
}
