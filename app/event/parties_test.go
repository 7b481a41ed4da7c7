//go:build !wasm

package event

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"arbiter/app/calcform"
	"arbiter/app/internal/testnamer"
	"arbiter/app/result"
	"arbiter/app/ruling"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// TestSheetPartiesEachTheirOwn: "Log it" on a Preferans sheet binds each of its three players to
// their own participant; the logged case names each with their own figures, and its link's sides
// name the role.
func TestSheetPartiesEachTheirOwn(t *testing.T) {
	rs := rulesets.Get("pref-club")
	c := rs.Calculator("pref.sheet")
	ev := &eventlog.Event{ID: "klub", Name: "Klub", Date: "2026-12-01", Ruleset: rs.ID, DataVersion: rs.Version, Kind: eventlog.Individuals, Form: eventlog.FormPref,
		Participants: []eventlog.Participant{{Number: 1, Name: "Ana"}, {Number: 2, Name: "Bela"}, {Number: 3, Name: "Ćira"}}}
	d := calcform.LogDraft{Board: "4", Parties: map[string]string{"player": "2", "player-2": "3", "player-3": "1"}}
	in, err := d.Incident(ev, rs, c, c.Inputs.Defaults(), nil, 14000000)
	if err != nil {
		t.Fatal(err)
	}
	want := []eventlog.PartyRef{{Role: "player", Number: 2}, {Role: "player-2", Number: 3}, {Role: "player-3", Number: 1}}
	if len(in.Parties) != 3 || in.Parties[0] != want[0] || in.Parties[1] != want[1] || in.Parties[2] != want[2] {
		t.Fatalf("parties %+v, want %+v", in.Parties, want)
	}
	in.Number = 1
	if err := eventlog.CheckIncident(rulesets.Get, ev, &in, "incident"); len(err) > 0 {
		t.Errorf("the incident is refused: %v", err)
	}
	res, err := c.Run(calcform.ParamsFor(rs, ev), c.Inputs.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	nm := testnamer.Namer{1: "Ana", 2: "Bela", 3: "Ćira"}
	for _, tt := range []struct {
		l     msg.Lang
		heads [3]string
	}{
		{msg.SR, [3]string{"Igrač 1 (2 · Bela)", "Igrač 2 (3 · Ćira)", "Igrač 3 (1 · Ana)"}},
		{msg.HU, [3]string{"Játékos 1 (2 · Bela)", "Játékos 2 (3 · Ćira)", "Játékos 3 (1 · Ana)"}},
	} {
		r := ReadIncident(tt.l, nm, &in, "Lista")
		for i, h := range tt.heads {
			if !strings.Contains(r.Sentence, h) {
				t.Errorf("%s: sentence %q lacks %q", tt.l, r.Sentence, h)
			}
			score, _ := res.Parties[i].Out("score")
			found := false
			for _, row := range r.Rows {
				if row.Who == h && row.Name == "score" {
					found = true
					if want := logOut(eventlog.Out{Num: score.Num, Unit: score.Unit, Prec: score.Prec}).Text(tt.l, c.ID); row.Value != want {
						t.Errorf("%s: %s's score %q, want %q", tt.l, h, row.Value, want)
					}
				}
			}
			if !found {
				t.Errorf("%s: no score row under %q: %+v", tt.l, h, r.Rows)
			}
		}
	}
	// the export holds a party for each player
	m := eventlog.NewMem(rulesets.Get)
	ctx := context.Background()
	if err := m.PutEvent(ctx, *ev); err != nil {
		t.Fatal(err)
	}
	if _, err := m.AddIncident(ctx, in); err != nil {
		t.Fatal(err)
	}
	data, err := eventlog.Export(ctx, m)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := eventlog.Parse(data, rulesets.Get)
	if err != nil || len(doc.Incidents) != 1 {
		t.Fatalf("the export reads back as %v, %v", doc, err)
	}
	if got := doc.Incidents[0].Parties; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("the export holds parties %+v, want %+v", got, want)
	}
	lc := ruling.LoggedCase(nm, &in, true)
	if len(lc.Sides) != 3 || lc.Sides[1].Role != "player" || lc.Sides[1].Number != 3 || lc.Sides[1].Name != "Ćira" {
		t.Errorf("link sides %+v, want three players, the second 3 Ćira", lc.Sides)
	}
}

// TestMessagesReadRight: the result in brief never says its decision twice ("Kazna · Kazna, %
// topa"), on any calculator's worked example; a case's game, round, table and board are
// numbers that name, written as they are ("partija 1234", not "1.234").
func TestMessagesReadRight(t *testing.T) {
	for _, rs := range rulesets.All() {
		for _, c := range rs.Calculators {
			res, err := c.Run(calcform.ParamsFor(rs, &eventlog.Event{DataVersion: rs.Version}), c.Inputs.Defaults())
			if err != nil {
				t.Errorf("%s: %v", c.ID, err)
				continue
			}
			for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
				s := result.SummaryText(l, c.ID, res)
				parts := strings.Split(s, " · ")
				if len(parts) > 1 && strings.HasPrefix(strings.ToLower(parts[1]), strings.ToLower(parts[0])) {
					t.Errorf("%s (%s): summary %q says %q twice", c.ID, l, s, parts[0])
				}
			}
		}
	}
	for _, tt := range []struct {
		l    msg.Lang
		want string
	}{
		{msg.SR, "sesija 12, kolo 1200, sto 2345, partija 1234"},
		{msg.HU, "12. ülés, 1200. forduló, 2345. asztal, 1234. játszma"},
	} {
		if got := caseWhere(tt.l, 12, 1200, 2345, 0, 1234); got != tt.want {
			t.Errorf("caseWhere(%s) = %q, want %q", tt.l, got, tt.want)
		}
	}
}
