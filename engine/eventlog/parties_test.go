package eventlog_test

import (
	"fmt"
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/rulesets"
)

func TestPartyKey(t *testing.T) {
	for _, tt := range []struct {
		role  string
		place int
		key   string
	}{
		{"player", 1, "player"}, {"player", 2, "player-2"}, {"player", 3, "player-3"}, {"non-offender", 1, "non-offender"},
		{"non-offender", 12, "non-offender-12"},
	} {
		if got := eventlog.PartyKey(tt.role, tt.place); got != tt.key {
			t.Errorf("PartyKey(%q, %d) = %q, want %q", tt.role, tt.place, got, tt.key)
		}
		if r, n := eventlog.SplitPartyKey(tt.key); r != tt.role || n != tt.place {
			t.Errorf("SplitPartyKey(%q) = %q, %d, want %q, %d", tt.key, r, n, tt.role, tt.place)
		}
	}
	for _, key := range []string{"player-1", "player-0", "player-02", "player-", "-2", "player-x"} {
		if r, n := eventlog.SplitPartyKey(key); r != key || n != 1 {
			t.Errorf("SplitPartyKey(%q) = %q, %d, want the key itself, 1", key, r, n)
		}
	}
}

// TestOutKeys: on every calculator's worked example, the party key read from the flattened
// result (as a logged case keeps it) is the key of the party the out belongs to, and parties
// that share a role get keys of their own.
func TestOutKeys(t *testing.T) {
	repeated := 0
	for _, rs := range rulesets.All() {
		for _, c := range rs.Calculators {
			res, err := c.Run(link.Ruling{DataVersion: rs.Version}.Params(rs), c.Inputs.Defaults())
			if err != nil {
				t.Errorf("%s: %v", c.ID, err)
				continue
			}
			pk := eventlog.PartyKeys(res)
			var want []string
			for i, p := range res.Parties {
				for range p.Outs {
					want = append(want, pk[i])
				}
			}
			if got := eventlog.OutKeys(eventlog.Summary(res)); !slices.Equal(got, want) {
				t.Errorf("%s: OutKeys = %v, want %v", c.ID, got, want)
			}
			if k := slices.Compact(slices.Clone(pk)); len(k) != len(pk) {
				t.Errorf("%s: party keys %v repeat", c.ID, pk)
			}
			for i, p := range res.Parties {
				if i > 0 && p.Role == res.Parties[0].Role {
					repeated++
				}
			}
		}
	}
	if repeated == 0 {
		t.Error("no calculator has two parties of one role: the test proves nothing")
	}
}

// TestPenaltiesPerParty: the three players of a Preferans sheet bound to three participants
// each get their own figures; a case logged before parties had places (the role bound once)
// gives the first player's figures to that participant only.
func TestPenaltiesPerParty(t *testing.T) {
	rs := rulesets.Get("pref-club")
	c := rs.Calculator("pref.sheet")
	res, err := c.Run(link.Ruling{DataVersion: rs.Version}.Params(rs), c.Inputs.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	ev := &eventlog.Event{ID: "klub", Date: "2026-12-01", Ruleset: rs.ID, DataVersion: rs.Version, Kind: eventlog.Individuals, Form: eventlog.FormPref,
		Participants: []eventlog.Participant{{Number: 1, Name: "Ana"}, {Number: 2, Name: "Bela"}, {Number: 3, Name: "Ćira"}}}
	in := eventlog.Incident{Event: "klub", Number: 1, Calculator: c.ID, Values: c.Inputs.Defaults(), Result: eventlog.Summary(res), Status: eventlog.Active,
		Parties: []eventlog.PartyRef{{Role: "player", Number: 3}, {Role: "player-2", Number: 1}, {Role: "player-3", Number: 2}}}
	score := func(p engine.Party) float64 { o, _ := p.Out("score"); return o.Num }
	want := map[int]float64{3: score(res.Parties[0]), 1: score(res.Parties[1]), 2: score(res.Parties[2])}
	got := map[int]float64{}
	for _, pt := range eventlog.Penalties(ev, []eventlog.Incident{in}) {
		for _, tot := range pt.Totals {
			if tot.Name == "score" {
				got[pt.Number] = tot.Sum
			}
		}
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("scores by participant = %v, want %v", got, want)
	}
	in.Parties = []eventlog.PartyRef{{Role: "player", Number: 3}}
	pts := eventlog.Penalties(ev, []eventlog.Incident{in})
	if len(pts) != 1 || pts[0].Number != 3 {
		t.Fatalf("one binding: penalties %+v, want participant 3 only", pts)
	}
	for _, tot := range pts[0].Totals {
		if tot.Name == "score" && tot.Sum != want[3] {
			t.Errorf("one binding: participant 3's score %v, want the first player's %v", tot.Sum, want[3])
		}
	}
}
