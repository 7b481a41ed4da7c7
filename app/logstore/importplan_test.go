//go:build !wasm

package logstore

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// lateness is an nsbk lateness incident of pair n, logged by director by.
func lateness(t testing.TB, event string, n int, by string) eventlog.Incident {
	t.Helper()
	rs, c := rulesets.Calculator("nsbk", "nsbk.lateness")
	vals := c.Inputs.Defaults()
	res, err := c.Run(engine.NewParams(rs, nil), vals)
	if err != nil {
		t.Fatal(err)
	}
	return eventlog.Incident{Event: event, Time: 13707000, Round: 1, Calculator: c.ID, Values: vals, By: by,
		Result: eventlog.Summary(res), Parties: []eventlog.PartyRef{{Role: "offender", Number: n}}, Status: eventlog.Active}
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func export(t testing.TB, s eventlog.Store) []byte {
	t.Helper()
	data, err := eventlog.Export(context.Background(), s)
	must(t, err)
	return data
}

// twoDirectors is the case on paper: Ana created the event on her phone (a), Bea
// imported it on hers (b); then each logged and edited offline. Bea's phone took series B for
// Cid, a third director who logged there, while Ana's gave series B to Bea.
func twoDirectors(t testing.TB) (a, b *eventlog.Mem) {
	ctx := context.Background()
	a, b = eventlog.NewMem(rulesets.Get), eventlog.NewMem(rulesets.Get)
	ev := eventlog.Event{ID: "kup", Name: "Kup Novog Sada", Date: "2026-04-11", Ruleset: "nsbk", DataVersion: 1,
		Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 12,
		Participants: []eventlog.Participant{{Number: 1, Name: "Zvezda"}, {Number: 2, Name: "Partizan"}, {Number: 3, Name: "Vojvodina"}},
		Directors:    []eventlog.Director{{ID: "ana", Name: "Ana", Series: 0}}}
	must(t, a.PutEvent(ctx, ev))
	s1, err := a.AddIncident(ctx, lateness(t, "kup", 1, "ana"))
	must(t, err)
	doc, err := eventlog.Parse(export(t, a), rulesets.Get)
	must(t, err)
	plan, err := eventlog.NewPlan(ctx, b, doc)
	must(t, err)
	_, err = b.Apply(ctx, plan)
	must(t, err)

	// Ana: Bea joins in series B and logs S1B; Ana edits S1's notes; Ana drops pair 3 and adds
	// pair 4, and logs S2 about pair 4
	withBea := ev
	withBea.Directors = append(withBea.Directors, eventlog.Director{ID: "bea", Name: "Bea", Series: 1})
	must(t, a.PutEvent(ctx, withBea))
	_, err = a.AddIncident(ctx, lateness(t, "kup", 2, "bea"))
	must(t, err)
	s1a := s1
	s1a.Notes = "kasnili 5 minuta"
	must(t, a.PutIncident(ctx, s1a))
	moved := withBea
	moved.Participants = []eventlog.Participant{{Number: 1, Name: "Zvezda"}, {Number: 2, Name: "Partizan"}, {Number: 4, Name: "Spartak"}}
	must(t, a.PutEvent(ctx, moved))
	_, err = a.AddIncident(ctx, lateness(t, "kup", 4, "ana"))
	must(t, err)

	// Bea's phone: Cid joins in series B and logs S1B about pair 3; S1's notes edited otherwise
	withCid := ev
	withCid.Directors = append(withCid.Directors, eventlog.Director{ID: "cid", Name: "Cid", Series: 1})
	must(t, b.PutEvent(ctx, withCid))
	_, err = b.AddIncident(ctx, lateness(t, "kup", 3, "cid"))
	must(t, err)
	s1b := s1
	s1b.Notes = "kasnili 7 minuta"
	must(t, b.PutIncident(ctx, s1b))
	return a, b
}

func planOf(t testing.TB, s eventlog.Store, data []byte, l msg.Lang) ImportState {
	t.Helper()
	st := PlanImport(context.Background(), s, data, l)
	if st.Err != "" {
		t.Fatalf("planImport: %s", st.Err)
	}
	return st
}

func viewText(v PlanView) string {
	var b strings.Builder
	for _, e := range v.Events {
		b.WriteString(e.Name + "\n")
		for _, l := range e.Lines {
			b.WriteString(l.Kind + ": " + l.Text + "\n")
		}
	}
	for _, r := range v.Refused {
		b.WriteString("refused: " + r + "\n")
	}
	return b.String()
}

// The plan of Ana's file on Bea's phone names every incident by its label and every director
// by name: the conflict on S1, the clash of the two S1B, the kept event and the S2 it leaves
// out, in every language, with no key and no director's ID.
func TestPlanWords(t *testing.T) {
	a, b := twoDirectors(t)
	data := export(t, a)
	st := planOf(t, b, data, msg.EN)
	got := viewText(st.View)
	for _, want := range []string{
		"Kup Novog Sada\n",
		"kept: The event's details stay as they are on this device",
		"conflict: S1 (Ana) was edited on two devices",
		"clash: S1B logged by Bea in the file and by Cid on this device: not imported; one of you must take another letter.",
		"skipped: S2 (Ana) is not imported: the event on this device does not have its pair, team or player.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the plan lacks %q:\n%s", want, got)
		}
	}
	if st.View.Nothing || st.View.Newer || len(st.View.Refused) != 0 {
		t.Errorf("nothing %v, newer %v, refused %v", st.View.Nothing, st.View.Newer, st.View.Refused)
	}
	for _, l := range msg.Langs {
		v := planOf(t, b, data, l).View
		txt := viewText(v)
		for _, bad := range []string{"{", "}", "app.import"} {
			if strings.Contains(txt, bad) {
				t.Errorf("%s: the plan shows %q:\n%s", l, bad, txt)
			}
		}
		if m := regexp.MustCompile(`\b(ana|bea|cid)\b`).FindString(txt); m != "" {
			t.Errorf("%s: the plan shows the director's ID %q:\n%s", l, m, txt)
		}
		for _, name := range []string{"Ana", "Bea", "Cid", "S1B"} {
			if !strings.Contains(txt, name) {
				t.Errorf("%s: the plan does not name %s:\n%s", l, name, txt)
			}
		}
	}
	// merged, the same file again is already here
	plan := st.Plan
	_, err := b.Apply(context.Background(), plan)
	must(t, err)
	again := planOf(t, b, data, msg.EN)
	if !again.View.Nothing || !strings.Contains(viewText(again.View), "same: One incident is already here.") {
		t.Errorf("the same file again:\n%s", viewText(again.View))
	}
}

// Adding and bringing up to date: Bea's file on Ana's phone, labels grouped by director.
func TestPlanWordsAdds(t *testing.T) {
	ctx := context.Background()
	a := eventlog.NewMem(rulesets.Get)
	ev := eventlog.Event{ID: "kup", Name: "Kup", Date: "2026-04-11", Ruleset: "nsbk", DataVersion: 1, Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 12,
		Participants: []eventlog.Participant{{Number: 1}, {Number: 2}},
		Directors:    []eventlog.Director{{ID: "ana", Name: "Ana"}, {ID: "bea", Name: "Bea", Series: 1}}}
	must(t, a.PutEvent(ctx, ev))
	for _, by := range []string{"ana", "bea", "ana", ""} {
		_, err := a.AddIncident(ctx, lateness(t, "kup", 1, by))
		must(t, err)
	}
	st := planOf(t, eventlog.NewMem(rulesets.Get), export(t, a), msg.EN)
	got := viewText(st.View)
	if want := "add: Adds 4 incidents: S1, S2, S3 (Ana); S1B (Bea)."; !strings.Contains(got, want) {
		t.Errorf("want %q in\n%s", want, got)
	}
	if !strings.Contains(got, "event: A new event on this device.") {
		t.Errorf("no new event in\n%s", got)
	}
	// a later version of S1B
	b := eventlog.NewMem(rulesets.Get)
	doc, _ := eventlog.Parse(export(t, a), rulesets.Get)
	plan, _ := eventlog.NewPlan(ctx, b, doc)
	b.Apply(ctx, plan)
	_, err := a.Revoke(ctx, "kup", eventlog.SeriesBlock+1, "bea", "wrong pair", 13707100)
	must(t, err)
	got = viewText(planOf(t, b, export(t, a), msg.EN).View)
	if want := "update: Brings one incident up to date with its later version from the file: S1B (Bea)."; !strings.Contains(got, want) {
		t.Errorf("want %q in\n%s", want, got)
	}
}

// A hostile file: a record with a bad value and one with a field of a newer version; the bad
// one is listed with its reason and place, the other merged with its field kept, and a file
// of a newer schema says so.
func TestPlanWordsRefused(t *testing.T) {
	ctx := context.Background()
	a := eventlog.NewMem(rulesets.Get)
	ev := eventlog.Event{ID: "kup", Name: "Kup Beograda", Date: "2026-04-11", Ruleset: "nsbk", DataVersion: 1, Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 12,
		Participants: []eventlog.Participant{{Number: 1}, {Number: 2}}}
	must(t, a.PutEvent(ctx, ev))
	for i := 0; i < 2; i++ {
		_, err := a.AddIncident(ctx, lateness(t, "kup", 1, ""))
		must(t, err)
	}
	var doc map[string]any
	must(t, json.Unmarshal(export(t, a), &doc))
	incs := doc["incidents"].([]any)
	incs[0].(map[string]any)["parties"] = []any{map[string]any{"role": "offender", "number": 9}}
	incs[1].(map[string]any)["weather"] = "rain"
	doc["schema"] = eventlog.SchemaVersion + 1
	data, _ := json.Marshal(doc)
	for _, l := range msg.Langs {
		v := planOf(t, eventlog.NewMem(rulesets.Get), data, l).View
		if !v.Newer || len(v.Refused) != 1 || v.Nothing {
			t.Fatalf("%s: newer %v, refused %q, nothing %v", l, v.Newer, v.Refused, v.Nothing)
		}
		r := v.Refused[0]
		if !strings.Contains(r, "S1, Kup Beograda") || strings.Contains(r, "incidents[") || strings.Contains(r, "{") {
			t.Errorf("%s: refused = %q", l, r)
		}
		if txt := viewText(v); !strings.Contains(txt, "S2") || strings.Contains(txt, "S1 (") {
			t.Errorf("%s: the plan\n%s", l, txt)
		}
	}
}

// FuzzPlanWords: whatever file comes, the plan's words are written without a panic, every
// sentence complete (no placeholder left), in every language.
func FuzzPlanWords(f *testing.F) {
	a, b := twoDirectors(f)
	f.Add(export(f, a))
	f.Add(export(f, b))
	f.Add([]byte(`{"format":"arbiter-log","schema":1,"events":[{"id":"e","name":"E","date":"2026-01-01","ruleset":"nsbk","data_version":1,"kind":"pairs","form":"mp"}],"incidents":[{"event":"e","number":1},{"event":"e","number":"x"}]}`))
	f.Add([]byte(`{"format":"arbiter-log","schema":3,"events":[{"id":"e","name":"E","date":"2026-01-01","ruleset":"nsbk","data_version":1,"kind":"pairs","form":"mp","z":1}],"incidents":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := eventlog.Parse(data, rulesets.Get)
		if err != nil {
			return
		}
		plan, err := eventlog.NewPlan(context.Background(), b, doc)
		if err != nil {
			return
		}
		here, _ := b.ListEvents(context.Background())
		for _, l := range msg.Langs {
			v := PlanWords(l, plan, here, data)
			for _, e := range v.Events {
				if len(e.Lines) == 0 {
					t.Errorf("%s: event %q has no line", l, e.Id)
				}
				for _, ln := range e.Lines {
					if ln.Text == "" || strings.Contains(ln.Text, "{") && !strings.Contains(e.Name+string(data), "{") {
						t.Errorf("%s: line %q", l, ln.Text)
					}
				}
			}
			for _, r := range v.Refused {
				if r == "" {
					t.Errorf("%s: an empty refusal", l)
				}
			}
		}
	})
}

// TestFileIncidents: the plan's labels find the file's incidents by reference, in a file in
// export order (binary search) and in one in any order (a map).
func TestFileIncidents(t *testing.T) {
	sorted := []eventlog.Incident{{Event: "a", Number: 1, By: "a1"}, {Event: "a", Number: 2, By: "a2"}, {Event: "a", Number: 10, By: "a10"}, {Event: "b", Number: 1, By: "b1"}}
	shuffled := []eventlog.Incident{sorted[3], sorted[0], sorted[2], sorted[1]}
	for _, incs := range [][]eventlog.Incident{sorted, shuffled, nil} {
		find := FileIncidents(incs)
		for _, in := range incs {
			if got := find(eventlog.IncidentRef{Event: in.Event, Number: in.Number}); got == nil || got.By != in.By {
				t.Errorf("%v: %s/%d found %v", incs, in.Event, in.Number, got)
			}
		}
		for _, r := range []eventlog.IncidentRef{{Event: "a", Number: 3}, {Event: "b", Number: 2}, {Event: "c", Number: 1}, {Event: "", Number: 0}} {
			if got := find(r); got != nil {
				t.Errorf("%v: %v found %v", incs, r, got)
			}
		}
	}
}
