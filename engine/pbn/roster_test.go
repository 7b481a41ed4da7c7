package pbn

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/engine/eventlog"
)

func TestEntrants(t *testing.T) {
	f := mustParse(t, "quirk-tables.pbn", UTF8)
	es := f.Entrants()
	got := fmt.Sprint(es)
	for _, want := range []string{"{1 Kovács Éva - Nagy Ödön}", "{3 Őri Lőrinc - Fehér Ágnes}"} {
		if !strings.Contains(got, want) {
			t.Errorf("Entrants = %s, want %s in it", got, want)
		}
	}
	// a file of one game per table: the pairs from the pair tags and the players' names
	es = mustParse(t, "tables8x3.pbn", UTF8).Entrants()
	if len(es) == 0 || es[0].ID != "1" || es[0].Name != "Igrač 1N – Igrač 1S" {
		t.Errorf("tables8x3 entrants = %v, want pair 1 first, named by North and South", es)
	}
	for i := 1; i < len(es); i++ {
		if len(es[i-1].ID) == len(es[i].ID) && es[i-1].ID >= es[i].ID {
			t.Errorf("entrants not in number order: %v", es)
		}
	}
}

func TestMatchRoster(t *testing.T) {
	ps := []eventlog.Participant{
		{Number: 1, Name: "Nagy Ödön – Kovács Éva"},
		{Number: 2, Name: "Fehér Ágnes, Őri Lőrinc"},
		{Number: 3, Name: "Šušnjar – Slučajević"},
		{Number: 4},
		{Number: 7, Name: "Tóth – Szabó"},
		{Number: 8, Name: "Nagy Péter – Kiss Anna"},
	}
	for _, tc := range []struct {
		name string
		es   []Entrant
		want string
	}{
		{"names in any order, case and accents", []Entrant{{"1", "KOVACS EVA - NAGY ODON"}, {"3", "Őri Lőrinc - Fehér Ágnes"}}, "map[1:1 3:2]"},
		{"surnames only", []Entrant{{"5", "Susnjar - Slucajevic"}}, "map[5:3]"},
		{"first names added", []Entrant{{"9", "Stevan Šušnjar – Marko Slučajević"}}, "map[9:3]"},
		{"no name in the file: the same number, unless a name placed another entrant there", []Entrant{{"4", ""}, {"2", ""}, {"3", "Nagy Ödön - Kovács Éva"}, {"1", ""}}, "map[2:2 3:1 4:4]"},
		{"an unknown name is left to the director", []Entrant{{"7", "Horváth – Kiss"}}, "map[]"},
		{"a name in two participants is left", []Entrant{{"9", "Nagy"}}, "map[]"},
	} {
		if got := fmt.Sprint(MatchRoster(tc.es, ps)); got != tc.want {
			t.Errorf("%s: MatchRoster = %s, want %s", tc.name, got, tc.want)
		}
	}
}
