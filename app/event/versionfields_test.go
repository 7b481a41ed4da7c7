//go:build !wasm

package event

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/engine/eventlog"
	"arbiter/engine/eventlog/eventlogtest"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// numberNamer names a participant or a player by number.
type numberNamer struct{}

func (numberNamer) PartName(n int) string    { return fmt.Sprint("pair ", n) }
func (numberNamer) PlayerName(id int) string { return fmt.Sprint("player ", id) }

// versionNotShown are the fields of an incident that the choice between its conflicting
// versions (incidentDiff) does not show, each with the reason; every other field (generic path)
// shows: two versions that differ in it only are told apart.
var versionNotShown = map[string]string{
	"Event":        "every version is of the same event",
	"Number":       "every version is of the same incident",
	"ID":           "every version is of the same incident",
	"Rev":          "the version's name, not its content",
	"Revs":         "the version's ancestry, not its content",
	"Conflicts":    "the versions themselves",
	"By":           "every version keeps the director who logged it (eventlog.NextIncident)",
	"Team":         "follows Player: the player's pair or team when the ruling was logged",
	"Supersedes":   "set when the re-ruling is logged: every version of it has it",
	"SupersededBy": "set with the revocation, whose reason names the re-ruling (Status shows it)",
	"Extra":        "a newer version's fields: this version cannot read them",
}

// The choice between an incident's conflicting versions shows every field two versions can
// differ in (versionNotShown aside): a field appended to Incident fails here until incidentDiff
// shows it or the table says why not.
func TestIncidentDiffEveryField(t *testing.T) {
	_, in, err := eventlogtest.Records()
	if err != nil {
		t.Fatal(err)
	}
	rs, calc := rulesets.Calculator("nsbk", "nsbk.lateness")
	in.Calculator, in.Values = calc.ID, calc.Inputs.Defaults()
	in.Conflicts = nil
	seen := map[string]bool{}
	for _, p := range eventlogtest.Leaves(in) {
		g := eventlogtest.Generic(p)
		top := g
		if i := strings.IndexAny(g, ".["); i >= 0 {
			top = g[:i]
		}
		if _, ok := versionNotShown[top]; ok || seen[g] {
			continue
		}
		v, b := copyIncident(t, in), copyIncident(t, in)
		if err := eventlogtest.Change(&b, p); err != nil {
			continue // a value the calculator leaves empty (nil): nothing to change
		}
		outShape(&v, p)
		outShape(&b, p)
		// the directors who revoked each version, named
		ev := eventlog.Event{ID: in.Event, Directors: []eventlog.Director{{ID: v.RevokedBy, Name: "Ana"}, {ID: b.RevokedBy, Name: "Bela", Series: 1}}}
		labels, _ := incidentDiff(msg.EN, numberNamer{}, &ev, rs, []eventlog.Incident{v, b})
		if len(labels) == 0 {
			seen[g] = true
			t.Errorf("two versions that differ in %s only show no difference (incidentDiff leaves it out)", p)
		}
	}
}

// copyIncident is a deep copy of in (through its JSON).
func copyIncident(t *testing.T, in eventlog.Incident) eventlog.Incident {
	t.Helper()
	out, err := eventlog.DecodeIncidents([]byte("[" + string(eventlog.MarshalIncident(&in)) + "]"))
	if err != nil || len(out) != 1 {
		t.Fatal(err)
	}
	return out[0]
}

// outShape makes the out a path of Result or Announced names of the shape that shows that
// field (a number: Num, Unit, Prec; a code: Code; else a yes/no), and drops the announced result
// when the path is of the computed one (the announced one is in force).
func outShape(in *eventlog.Incident, path string) {
	outs := &in.Announced
	if strings.HasPrefix(path, "Result[") {
		outs = &in.Result
		in.Announced = nil
	} else if !strings.HasPrefix(path, "Announced[") {
		return
	}
	var k int
	var field string
	if _, err := fmt.Sscanf(path[strings.IndexByte(path, '['):], "[%d]", &k); err != nil || k >= len(*outs) {
		return
	}
	field = path[strings.IndexByte(path, ']')+2:]
	o := &(*outs)[k]
	switch field {
	case "Num", "Unit", "Prec":
		o.Code, o.Bool = "", nil
	case "Code":
		o.Bool = nil
	}
}

// eventNotShown are the fields of an event that the choice between its conflicting versions
// (eventDiff) does not show, each with the reason.
var eventNotShown = map[string]string{
	"ID":        "every version is of the same event",
	"Directors": "merged as a set outside the event's versions: every version has them all",
	"Rev":       "the version's name, not its content",
	"Revs":      "the version's ancestry, not its content",
	"Conflicts": "the versions themselves",
	"Extra":     "a newer version's fields: this version cannot read them",
}

// The choice between an event's conflicting versions shows every field two versions can differ
// in (eventNotShown aside): a field appended to Event fails here until eventDiff shows it (the
// event form's Draft holds it) or the table says why not.
func TestEventDiffEveryField(t *testing.T) {
	e, _, err := eventlogtest.Records()
	if err != nil {
		t.Fatal(err)
	}
	e.Conflicts = nil
	for _, p := range eventlogtest.Leaves(e) {
		g := eventlogtest.Generic(p)
		top := g
		if i := strings.IndexAny(g, ".["); i >= 0 {
			top = g[:i]
		}
		if _, ok := eventNotShown[top]; ok {
			continue
		}
		a, b := eventlog.CloneEvent(e), eventlog.CloneEvent(e)
		if err := eventlogtest.Change(&b, p); err != nil {
			t.Fatal(err)
		}
		// a field of a set: two of its values (the texts of others are alike: unknown)
		switch p {
		case "Ruleset":
			a.Ruleset, b.Ruleset = "nsbk", "vsz"
		case "Kind":
			a.Kind, b.Kind = eventlog.Pairs, eventlog.Teams
		case "Form":
			a.Form, b.Form = eventlog.FormMP, eventlog.FormButler
		}
		if labels, _ := eventDiff(msg.EN, []eventlog.Event{a, b}); len(labels) == 0 {
			t.Errorf("two versions that differ in %s only show no difference (eventDiff leaves it out)", p)
		}
	}
}
