package eventlog

import (
	"reflect"
	"testing"

	"arbiter/engine"
	"arbiter/engine/internal/fill"
)

// changedAll is a copy of v with every leaf changed (fill.Change): no value equal to v's.
func changedAll[T any](t *testing.T, v T) T {
	t.Helper()
	c := jsonClone(v)
	for _, p := range fill.Leaves(c) {
		if err := fill.Change(&c, p); err != nil {
			t.Fatal(err)
		}
	}
	return c
}

// checkFields checks, for every field of T, that got's is from (the table's "old" or "new"
// record) or the value the table gives, and fails for a field the table does not name.
func checkFields[T any](t *testing.T, fn string, got, old, new T, table map[string]string, given map[string]any) {
	t.Helper()
	g, o, n := reflect.ValueOf(got), reflect.ValueOf(old), reflect.ValueOf(new)
	ty := g.Type()
	for i := range ty.NumField() {
		name := ty.Field(i).Name
		how, ok := table[name]
		if !ok {
			t.Errorf("%s: %s.%s is not in the test's table: say whether %s keeps it, takes it or resets it (and do so)", fn, ty.Name(), name, fn)
			continue
		}
		var want any
		switch how {
		case "old":
			want = o.Field(i).Interface()
		case "new":
			want = n.Field(i).Interface()
		default: // reset or given, with its reason
			want = given[name]
			if want == nil {
				want = reflect.Zero(ty.Field(i).Type).Interface()
			}
		}
		if gv := g.Field(i).Interface(); !reflect.DeepEqual(gv, want) {
			t.Errorf("%s: %s.%s = %v, want %v (%s)", fn, ty.Name(), name, gv, want, how)
		}
	}
	for name := range table {
		if _, ok := ty.FieldByName(name); !ok {
			t.Errorf("%s: the table names %s.%s, which is no field", fn, ty.Name(), name)
		}
	}
}

// Rerule carries every field of the case, and resets every field of the old ruling.
func TestRerule(t *testing.T) {
	_, old := filled(t)
	vals := engine.Values{{42}, {43, 44}}
	res := []Out{{Role: "offender", Name: "new", Num: 3}}
	got := Rerule(old, vals, res)
	table := map[string]string{
		"Event": "old", "Time": "old", "Round": "old", "Table": "old", "Board": "old", "Game": "old",
		"Parties": "old", "Player": "old", "Team": "old", "Calculator": "old", "Notes": "old", "Session": "old",
		"Values":       "given: the values the case computes with now",
		"Result":       "given: the result they give now",
		"Number":       "reset: the store numbers the new incident",
		"Announced":    "reset: the director announces the new result afresh",
		"Status":       "given: the new ruling is in force",
		"Reason":       "reset: of old's revocation",
		"RevokedAt":    "reset: of old's revocation",
		"RevokedBy":    "reset: of old's revocation",
		"SupersededBy": "reset: of old's revocation",
		"Supersedes":   "reset: Supersede names old",
		"ID":           "reset: a new record, its own ID (StampFirst)",
		"By":           "reset: the director who re-rules (Supersede's caller)",
		"Rev":          "reset: its own first version",
		"Revs":         "reset: its own first version",
		"Conflicts":    "reset: old's versions, not the new record's",
		"Extra":        "reset: a newer version's fields, which this version cannot tell of the case or of the ruling",
	}
	checkFields(t, "Rerule", got, old, old, table, map[string]any{"Values": vals, "Result": res, "Status": Active})
	// nothing shared with old
	before := jsonClone(old)
	got.Parties[0].Number = 999
	if !reflect.DeepEqual(old, before) {
		t.Error("changing Rerule's incident changed old")
	}
}

// Edited takes every field the event form holds from the form, and keeps every other field of
// the stored event.
func TestEdited(t *testing.T) {
	old, _ := filled(t)
	form := changedAll(t, old)
	got := Edited(old, form)
	table := map[string]string{
		"Name": "new", "Date": "new", "Ruleset": "new", "DataVersion": "new", "Club": "new", "Kind": "new", "Form": "new",
		"Top": "new", "Boards": "new", "Participants": "new", "Players": "new",
		"ID":        "old",
		"Directors": "old",
		"Rev":       "old",
		"Revs":      "old",
		"Conflicts": "old",
		"Extra":     "old",
	}
	checkFields(t, "Edited", got, old, form, table, nil)
	// nothing shared with either
	beforeO, beforeF := jsonClone(old), jsonClone(form)
	got.Participants[0].Name, got.Directors[0].Name, got.Club["x"] = "z", "z", 1
	if !reflect.DeepEqual(old, beforeO) || !reflect.DeepEqual(form, beforeF) {
		t.Error("changing Edited's event changed old or the form")
	}
}
