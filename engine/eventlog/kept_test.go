package eventlog

import (
	"context"
	"testing"
)

// TestKeptEventJoinsDirectors: an event whose version in the file is not taken (it lacks a
// player an incident logged here names) still takes the file's directors, which are merged
// outside the versions: the assistant who joined on their phone is a director here too, and
// their incidents that fit the event are imported, not skipped.
func TestKeptEventJoinsDirectors(t *testing.T) {
	ctx := context.Background()
	chief := newChief(t)
	bea := joinFrom(t, chief, "bea", "Bea")
	ev := bea.event(t)
	ev.Players = ev.Players[:2] // Bea drops player 3
	if err := bea.m.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	chief.log(t, zt(at("2026-03-14T21:00"), 3, 2)) // the chief's S1 names player 3
	s1b := bea.log(t, zt(at("2026-03-14T21:05"), 1, 1))
	p, r := importInto(t, chief.m, exportOf(t, bea.m))
	if len(p.KeptEvents) != 1 || len(p.Skipped) != 0 || r.AddedIncidents != 1 {
		t.Fatalf("the chief imports Bea's file: kept %v, skipped %v, %+v; want the event kept and %s added", p.KeptEvents, p.Skipped, r, s1b.Label())
	}
	got := chief.event(t)
	if _, ok := got.Director("bea"); !ok || len(got.Players) != 3 {
		t.Errorf("the chief's event after the merge: directors %v, %d players; want Bea listed and 3 players", got.Directors, len(got.Players))
	}
	if b, err := Export(ctx, chief.m); err != nil {
		t.Fatal(err)
	} else if d, err := Parse(b, testLookup); err != nil || len(d.Refused) > 0 {
		t.Errorf("the merged log does not read back whole: %v", err)
	}
	// the same file again changes nothing
	if p, _ := importInto(t, chief.m, exportOf(t, bea.m)); p.Changes() {
		t.Errorf("the same file again plans changes: %+v", p.Report())
	}
}
