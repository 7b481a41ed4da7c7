package eventlog

import (
	"context"
	"testing"
)

// TestSupersede: a re-ruled case keeps both incidents, the old revoked naming the new, the new
// naming the old; a revoked one cannot be superseded again; a superseded_by on an active
// incident is refused.
func TestSupersede(t *testing.T) {
	ctx := context.Background()
	m := seed(t)
	ev := teamsEvent()
	n := func() Incident { return fine(at("2026-03-15T11:00"), 1, 2, 3) }
	first, err := m.AddIncident(ctx, n())
	if err != nil {
		t.Fatal(err)
	}
	added, revoked, err := Supersede(ctx, m, first.Number, n(), "superseded by S7", at("2026-03-15T11:30"))
	if err != nil {
		t.Fatal(err)
	}
	if added.Number != 7 || added.Supersedes != 6 || added.Status != Active {
		t.Errorf("added = S%d supersedes %d status %s, want S7 supersedes 6 active", added.Number, added.Supersedes, added.Status)
	}
	got, _ := m.GetIncident(ctx, ev.ID, 6)
	if got.Status != Revoked || got.SupersededBy != 7 || got.Reason != "superseded by S7" || revoked.SupersededBy != 7 {
		t.Errorf("old = %+v, want revoked, superseded by 7", got)
	}
	if _, _, err := Supersede(ctx, m, 6, n(), "again", at("2026-03-15T11:40")); err == nil {
		t.Error("superseding a revoked incident: no error")
	}
	if l, _ := m.ListIncidents(ctx, ev.ID); len(l) != 7 {
		t.Errorf("%d incidents, want 7 (nothing added by the refused re-ruling)", len(l))
	}
	bad := n()
	bad.SupersededBy = 1
	if _, err := m.AddIncident(ctx, bad); err == nil {
		t.Error("an active incident superseded by another: no error")
	}
}
