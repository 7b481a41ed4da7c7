package season

import (
	"context"
	"testing"

	"arbiter/engine/eventlog"
	"arbiter/engine/rulesets"
)

// TestDoc: the generated season imports into the engine's store whole, and has Zero Tolerance
// counters to compute.
func TestDoc(t *testing.T) {
	const n = 3000
	data, err := JSON(n)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := eventlog.Parse(data, rulesets.Get)
	if err != nil {
		t.Fatalf("the generated log does not parse: %v", err)
	}
	ctx := context.Background()
	m := eventlog.NewMem(rulesets.Get)
	p, err := eventlog.NewPlan(ctx, m, doc)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Apply(ctx, p); err != nil {
		t.Fatal(err)
	}
	l, err := m.ListIncidents(ctx, EventID)
	if err != nil || len(l) != n {
		t.Fatalf("ListIncidents = %d, %v; want %d", len(l), err, n)
	}
	zt := eventlog.ZeroTolerance(rulesets.Get(Ruleset), l)
	total := 0
	for _, z := range zt {
		if z.Player != 0 {
			total += z.Count
		}
	}
	if want := (n + ztEvery - 1) / ztEvery; total != want {
		t.Errorf("ZT counts per player add up to %d, want %d (%d rows)", total, want, len(zt))
	}
	days := map[string]bool{}
	for _, in := range l {
		days[in.Time.Day()] = true
	}
	if len(days) != Days {
		t.Errorf("%d match days, want %d", len(days), Days)
	}
}
