package eventlog

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"
)

// full returns an event and an incident with every field set (TestCloneAsJSON fails when a
// field is added without a value here, so that the field-by-field copy is checked for it).
func full() (Event, Incident) {
	t, at := true, Minute(29_000_000)
	e := Event{ID: "e1", Name: "Kup", Date: "2026-03-01", Ruleset: "nsbk", DataVersion: 1,
		Club: map[string]float64{"lateness.tolerance_min": 2}, Kind: Pairs, Form: FormMP, Top: 12, Boards: 27,
		Participants: []Participant{{Number: 1, Name: "A"}}, Players: []Player{{ID: 1, Name: "P", Team: 1}},
		Directors: []Director{{ID: "d1", Name: "Ana", Series: 1}}, Rev: "2-ab", Revs: []string{"1-cd"},
		Extra: map[string]json.RawMessage{"later": json.RawMessage(`{"a":[1]}`)}}
	e.Conflicts = []Event{{ID: "e1", Name: "Kup 2", Rev: "2-ef", Revs: []string{"1-cd"}, Participants: []Participant{{Number: 2}}}}
	in := Incident{Event: "e1", Number: 2, Time: 29_000_100, Round: 3, Table: 4, Board: 5, Game: 6,
		Parties: []PartyRef{{Role: "offender", Number: 1}}, Player: 1, Team: 1, Calculator: "nsbk.lateness",
		Values: [][]int64{{7}, nil, {}, {1, 2}}, Result: []Out{{Role: "offender", Name: "minutes", Num: 7, Unit: "min"}, {Name: "ok", Bool: &t}},
		Announced: []Out{{Name: "x", Code: "warn"}}, Notes: "n", Status: Revoked, Reason: "r", RevokedAt: &at,
		SupersededBy: 3, Supersedes: 1, Session: 2, ID: "abc", By: "d1", RevokedBy: "d1", Rev: "2-01", Revs: []string{"1-02"},
		Extra: map[string]json.RawMessage{"later": json.RawMessage(`"x"`)}}
	in.Conflicts = []Incident{{ID: "abc", Number: 2, Notes: "m", Rev: "2-03", Revs: []string{"1-02"}, Values: [][]int64{{1}}}}
	return e, in
}

func TestCloneAsJSON(t *testing.T) {
	e, in := full()
	for _, v := range []any{e, in} {
		rv := reflect.ValueOf(v)
		for i := range rv.NumField() {
			if rv.Field(i).IsZero() {
				t.Errorf("%s.%s is not set in full(): set it, so that clone is checked for it", rv.Type().Name(), rv.Type().Field(i).Name)
			}
		}
	}
	events := []Event{e, {}, {ID: "x", Club: map[string]float64{}, Participants: []Participant{}, Players: []Player{}}}
	incs := []Incident{in, {}, {Values: [][]int64{}, Result: []Out{}, Announced: []Out{}, Parties: []PartyRef{}}}
	data, err := os.ReadFile("testdata/log-v1.json")
	if err != nil {
		t.Fatal(err)
	}
	d, err := Parse(data, testLookup)
	if err != nil {
		t.Fatal(err)
	}
	events = append(events, d.Events...)
	incs = append(incs, d.Incidents...)
	for i, x := range events {
		if got, want := clone(x), jsonClone(x); !reflect.DeepEqual(got, want) {
			t.Errorf("event %d: clone = %#v, through JSON %#v", i, got, want)
		}
	}
	for i, x := range incs {
		if got, want := clone(x), jsonClone(x); !reflect.DeepEqual(got, want) {
			t.Errorf("incident %d: clone = %#v, through JSON %#v", i, got, want)
		}
	}
	// nothing shared: changing the copy leaves the original as it was
	before := jsonClone(in)
	c := clone(in)
	c.Values[0][0], c.Parties[0].Number, c.Result[0].Num, *c.Result[1].Bool, c.Announced[0].Code, *c.RevokedAt = 99, 99, 99, false, "y", 1
	if !reflect.DeepEqual(in, before) {
		t.Errorf("changing the clone changed the incident: %#v", in)
	}
	beforeE := jsonClone(e)
	ce := clone(e)
	ce.Club["lateness.tolerance_min"], ce.Participants[0].Name, ce.Players[0].Name = 9, "Z", "Z"
	if !reflect.DeepEqual(e, beforeE) {
		t.Errorf("changing the clone changed the event: %#v", e)
	}
}
