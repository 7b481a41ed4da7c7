package eventlog

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
)

// docOf is a parsed file of ev and incs.
func docOf(t *testing.T, ev Event, incs ...Incident) *Doc {
	t.Helper()
	b, err := json.Marshal(Doc{Format: Format, Schema: SchemaVersion, Events: []Event{ev}, Incidents: append([]Incident{}, incs...)})
	if err != nil {
		t.Fatal(err)
	}
	d, err := Parse(b, testLookup)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Refused) > 0 {
		t.Fatalf("Parse refuses %v", d.Refused)
	}
	return d
}

// TestRenumber: Bea and Csaba took letter B without a signal and both logged S1B. Csaba
// renumbers his rulings to C: his S1B gets a copy S1C, and its old record a version revoked by
// Csaba (who, when) superseded by S1C — valid although Csaba now numbers in C. On Csaba's
// phone the renumbered S1B gives way to Bea's (GiveWay); every phone then holds Bea's S1B
// and Csaba's S1C, and none refuses a record.
func TestRenumber(t *testing.T) {
	ctx := context.Background()
	a := newChief(t)
	b := joinFrom(t, a, "bea", "Bea")
	c := joinFrom(t, a, "csaba", "Csaba")
	bea := b.log(t, fine(at("2026-03-14T19:05"), 1, 2, 3))
	c.log(t, fine(at("2026-03-14T19:10"), 2, 1, 1))
	importInto(t, a.m, exportOf(t, b.m))
	importInto(t, c.m, exportOf(t, b.m)) // Bea's S1B clashes with Csaba's on his phone

	ev := c.event(t)
	incs, _ := c.m.ListIncidents(ctx, ev.ID)
	if _, _, ok := Renumber(ev, incs, "csaba", 1, 1, at("2026-03-14T20:00"), "renumbered"); ok {
		t.Errorf("Renumber to the same series: ok")
	}
	nev, recs, ok := Renumber(ev, incs, "csaba", 1, 2, at("2026-03-14T20:00"), "renumbered")
	if !ok || len(recs) != 2 {
		t.Fatalf("Renumber = %d records, %v; want 2, true", len(recs), ok)
	}
	plan, _ := importInto(t, c.m, docOf(t, nev, recs...))
	if len(plan.Skipped)+len(plan.Clashes)+len(plan.KeptEvents) > 0 {
		t.Fatalf("the renumbering's import skips %v, clashes %v, keeps %v", plan.Skipped, plan.Clashes, plan.KeptEvents)
	}
	old, _ := c.m.GetIncident(ctx, ev.ID, SeriesBlock+1)
	if !Renumbered(&old) || old.RevokedBy != "csaba" || old.RevokedAt == nil || old.SupersededBy != 2*SeriesBlock+1 {
		t.Fatalf("Csaba's old S1B: %+v, want revoked by csaba, superseded by S1C", old)
	}
	// Bea's S1B takes the number on Csaba's phone
	p, ok, err := GiveWay(ctx, c.m, docOf(t, c.event(t)), bea)
	if err != nil || !ok {
		t.Fatalf("GiveWay = %v, %v; want a plan", ok, err)
	}
	if _, err := c.m.Apply(ctx, p); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := GiveWay(ctx, c.m, docOf(t, c.event(t)), old); ok {
		t.Errorf("GiveWay puts the renumbered record back over Bea's")
	}
	// the chief takes Csaba's log: the renumbered record clashes (kept aside), S1C comes in
	plan, _ = importInto(t, a.m, exportOf(t, c.m))
	if len(plan.Skipped) > 0 || len(plan.Doc.Refused) > 0 {
		t.Errorf("the chief's import skips %v, refuses %v", plan.Skipped, plan.Doc.Refused)
	}
	for _, x := range []*phone{a, c} {
		got := labels(t, x.m)
		s1b, _ := x.m.GetIncident(ctx, ev.ID, SeriesBlock+1)
		if !slices.Equal(got, []string{"S1B", "S1C"}) || s1b.By != "bea" {
			t.Errorf("%s's log: %v, S1B by %q; want S1B (Bea's) and S1C", x.me.Name, got, s1b.By)
		}
	}
	aev := a.event(t)
	if d, _ := aev.Director("csaba"); d.Series != 2 {
		t.Errorf("Csaba's letter on the chief's phone: %d, want 2", d.Series)
	}
}
