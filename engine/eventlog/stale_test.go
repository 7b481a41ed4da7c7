package eventlog_test

import (
	"context"
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"arbiter/engine/eventlog"
	golden "arbiter/engine/eventlog/testdata"
	"arbiter/engine/link"
)

// ztBreach is a Zero Tolerance breach of point a by player at time tm, logged with earlier
// breaches counted as earlier: values and result as "Log it" stores them.
func ztBreach(t *testing.T, ev *eventlog.Event, tm eventlog.Minute, player, team, earlier int) eventlog.Incident {
	t.Helper()
	rs := golden.Lookup(ev.Ruleset)
	calc := rs.Calculator("ocsb.zt")
	vals, err := calc.Inputs.With(map[string][]int64{"clause": {0}, "earlier_same_day": {int64(earlier)}})
	if err != nil {
		t.Fatal(err)
	}
	p := link.Ruling{DataVersion: ev.DataVersion, Club: link.ClubFrom(rs, ev.DataVersion, ev.Club)}.Params(rs)
	res, err := calc.Run(p, vals)
	if err != nil {
		t.Fatal(err)
	}
	return eventlog.Incident{Event: ev.ID, Time: tm, Player: player, Team: team, Calculator: "ocsb.zt",
		Values: vals, Result: eventlog.Summary(res), Status: eventlog.Active}
}

func mergeInto(t *testing.T, dst, src eventlog.Store) {
	t.Helper()
	ctx := context.Background()
	b, err := eventlog.Export(ctx, src)
	if err != nil {
		t.Fatal(err)
	}
	d, err := eventlog.Parse(b, golden.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	p, err := eventlog.NewPlan(ctx, dst, d)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := dst.Apply(ctx, p); err != nil {
		t.Fatal(err)
	}
}

// TestStaleZT: the example. Two directors each log a "first" breach of the same point
// by the same player the same day, offline; after the merge the later one is flagged with the
// doubled fine, and re-ruling it settles it.
func TestStaleZT(t *testing.T) {
	ctx := context.Background()
	ev := goldenEvents[2] // OCSB, Zero Tolerance
	ev, chief, _ := eventlog.Join(ev, eventlog.Director{ID: "chief", Name: "Aladár"}, true)
	a := eventlog.NewMem(golden.Lookup)
	if err := a.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	b := eventlog.NewMem(golden.Lookup)
	mergeInto(t, b, a)
	evb, _ := b.GetEvent(ctx, ev.ID)
	evb, bea, _ := eventlog.Join(evb, eventlog.Director{ID: "bea", Name: "Bea"}, false)
	if err := b.PutEvent(ctx, evb); err != nil {
		t.Fatal(err)
	}
	in := ztBreach(t, &ev, minuteOf(t, "2026-10-17T20:30"), 3, 2, 0)
	in.By = chief.ID
	first, err := a.AddIncident(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	in = ztBreach(t, &ev, minuteOf(t, "2026-10-17T20:45"), 3, 2, 0)
	in.By = bea.ID
	later, err := b.AddIncident(ctx, in)
	if err != nil || later.Label() != "S1B" {
		t.Fatalf("Bea logs %s, %v", later.Label(), err)
	}
	mergeInto(t, a, b)
	ev, _ = a.GetEvent(ctx, ev.ID)
	incs, _ := a.ListIncidents(ctx, ev.ID)
	st := eventlog.StaleResults(golden.Lookup, &ev, incs, nil)
	if len(st) != 1 || st[0].Number != later.Number || st[0].Field != "earlier_same_day" || !reflect.DeepEqual(st[0].Now, []int64{1}) {
		t.Fatalf("StaleResults = %+v; want S1B with one earlier breach", st)
	}
	if len(st[0].Counted) != 1 || st[0].Counted[0].ID != first.ID {
		t.Errorf("counted %v, want S1", st[0].Counted)
	}
	want := ztBreach(t, &ev, later.Time, 3, 2, 1)
	if js(st[0].Result) != js(want.Result) || js(st[0].Result) == js(later.Result) {
		t.Errorf("re-computed %s; want %s (logged %s)", js(st[0].Result), js(want.Result), js(later.Result))
	}
	if vp := func(o []eventlog.Out) float64 {
		for _, x := range o {
			if x.IsNum() && x.Num != 0 {
				return x.Num
			}
		}
		return 0
	}; vp(st[0].Result) != 2*vp(later.Result) {
		t.Errorf("the second breach's fine %v is not twice the first's %v", st[0].Result, later.Result)
	}
	// Bea re-rules: a new incident S2B with the values, S1B revoked by her
	re := later
	re.Values, re.Result, re.Number, re.ID, re.Rev, re.Revs = st[0].Values, st[0].Result, 0, "", "", nil
	added, revoked, err := eventlog.Supersede(ctx, a, later.Number, re, "re-ruled after merging the logs", minuteOf(t, "2026-10-17T22:00"))
	if err != nil || added.Label() != "S2B" || revoked.RevokedBy != bea.ID {
		t.Fatalf("Supersede = %s, revoked by %q, %v", added.Label(), revoked.RevokedBy, err)
	}
	incs, _ = a.ListIncidents(ctx, ev.ID)
	if st := eventlog.StaleResults(golden.Lookup, &ev, incs, nil); len(st) != 0 {
		t.Errorf("after the re-ruling still stale: %+v", st)
	}
	// and B, merging A's log back, has the same log
	mergeInto(t, b, a)
	ea, _ := eventlog.Export(ctx, a)
	eb, _ := eventlog.Export(ctx, b)
	if string(ea) != string(eb) {
		t.Error("the two phones differ after the re-ruling is merged back")
	}
}

func js(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// TestGoldenUpgrade: the schema-1 golden log upgrades with IDs from its events and numbers,
// one version per incident (two for a revoked one), no director.
func TestGoldenUpgrade(t *testing.T) {
	g, err := os.ReadFile("testdata/golden-log-v1.json")
	if err != nil {
		t.Fatal(err)
	}
	d, err := eventlog.Parse(g, golden.Lookup)
	if err != nil || len(d.Refused) > 0 {
		t.Fatalf("golden-log-v1.json: %v %v", err, d.Refused)
	}
	for _, in := range d.Incidents {
		gen := eventlog.RevGen(in.Rev)
		if in.ID != eventlog.LegacyID(in.Event, in.Number) || in.By != "" || gen != map[bool]int{false: 1, true: 2}[in.Status == eventlog.Revoked] {
			t.Errorf("golden %s %s upgraded to id %q rev %q by %q", in.Event, in.Label(), in.ID, in.Rev, in.By)
		}
	}
	for _, e := range d.Events {
		if eventlog.RevGen(e.Rev) != 1 || len(e.Directors) != 0 {
			t.Errorf("event %s upgraded to rev %q, directors %v", e.ID, e.Rev, e.Directors)
		}
	}
}

// TestStaleOwnCount: a director who typed a count against their own log (two breaches of the
// same player logged as first ones, on one phone) is not flagged: only what another director's
// rulings bring is.
func TestStaleOwnCount(t *testing.T) {
	ctx := context.Background()
	ev, chief, _ := eventlog.Join(goldenEvents[2], eventlog.Director{ID: "chief", Name: "Aladár"}, true)
	m := eventlog.NewMem(golden.Lookup)
	if err := m.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	for _, at := range []string{"2026-10-17T20:30", "2026-10-17T20:45"} {
		in := ztBreach(t, &ev, minuteOf(t, at), 3, 2, 0)
		in.By = chief.ID
		if _, err := m.AddIncident(ctx, in); err != nil {
			t.Fatal(err)
		}
	}
	incs, _ := m.ListIncidents(ctx, ev.ID)
	if st := eventlog.StaleResults(golden.Lookup, &ev, incs, nil); len(st) != 0 {
		t.Errorf("StaleResults on one director's own log = %+v, want none", st)
	}
}
