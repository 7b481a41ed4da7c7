package msg

import (
	"strings"
	"testing"
)

// TestNameTables: every shared label of labels.go is in its name table, and every key of a table
// is registered, so that a label a table misses never prints as its code.
func TestNameTables(t *testing.T) {
	inTable := map[string]bool{}
	for _, tbl := range [][]struct{ code, key string }{fieldKeys, partyKeys, groupKeys} {
		for _, e := range tbl {
			inTable[e.key] = true
		}
	}
	for _, e := range unitKeys {
		for _, k := range []string{e.general, e.one, e.few} {
			if k != "" {
				inTable[k] = true
			}
		}
	}
	for k := range inTable {
		if !Has(k) {
			t.Errorf("name table key %s is not registered", k)
		}
	}
	for _, k := range Keys() {
		ns, rest, _ := strings.Cut(k, ".")
		switch ns {
		case "party", "group", "unit":
		case "field":
			if strings.Contains(rest, ".") {
				continue // an enum option's label (Field.OptionKey)
			}
		default:
			continue
		}
		if !inTable[k] {
			t.Errorf("registered key %s is in no name table (engine/msg/names.go)", k)
		}
	}
}

func TestNameLookups(t *testing.T) {
	tests := []struct {
		name, got, want string
	}{
		{"FieldRef(contract)", string(FieldRef("contract")), "field.contract"},
		{"FieldRef(late)", string(FieldRef("late")), "late"},
		{"PartyLabel(offender)", PartyLabel(EN, "offender"), "Offending side"},
		{"PartyLabel(ns, sr)", PartyLabel(SR, "ns"), "Sever-Jug"},
		{"PartyLabel(nobody)", PartyLabel(EN, "nobody"), "nobody"},
		{"GroupLabel(time)", GroupLabel(EN, "time"), "Time and lateness"},
		{"GroupLabel(misc)", GroupLabel(EN, "misc"), "misc"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %q, want %q", tt.name, tt.got, tt.want)
		}
	}
	for _, tt := range []struct {
		u, form, want string
		ok            bool
	}{
		{"boards", "one", "unit.boards.one", true},
		{"boards", "few", "unit.boards.few", true},
		{"boards", "", "unit.boards", true},
		{"imp", "one", "unit.imp", true}, // no singular of its own: the general label
		{"furlong", "", "", false},
	} {
		if got, ok := unitKey(tt.u, tt.form); got != tt.want || ok != tt.ok {
			t.Errorf("unitKey(%q, %q) = %q, %v, want %q, %v", tt.u, tt.form, got, ok, tt.want, tt.ok)
		}
	}
}
