package eventlog

import (
	"reflect"
	"strings"
	"testing"

	"arbiter/engine"
)

// teamsDraft is a valid form of the teams event of the test rulesets.
func teamsDraft() Draft {
	return Draft{ID: "ocsb-2026-r1", Name: "OCSB 2026, round 1", Date: "2026-03-14", Ruleset: "ocsb-kmor-2018",
		DataVersion: "1", Kind: string(Teams), Form: string(FormIMPVP)}
}

// errWheres is the positions of err's errors, in order.
func errWheres(err error) []string {
	var out []string
	for _, e := range engine.Errors(err) {
		out = append(out, e.Field)
	}
	return out
}

func TestDraftBuild(t *testing.T) {
	for _, tt := range []struct {
		name string
		edit func(d *Draft)
		want func(e *Event) // the expected event, from the base one (no roster, no club values)
		errs []string       // the positions of the errors, in order; nil: valid
	}{
		{name: "empty roster", edit: func(d *Draft) {}, want: func(e *Event) {}},
		{name: "trimmed name, date, numbers", edit: func(d *Draft) {
			d.Name, d.Date, d.Top, d.Boards = "  OCSB 2026, round 1 ", " 2026-03-14\t", " 12 ", "+24"
		}, want: func(e *Event) { e.Top, e.Boards = 12, 24 }},
		{name: "participants numbered and not", edit: func(d *Draft) {
			d.Participants = "1 Pécs\nSzeged\n\n  \n5 Győr\nDebrecen"
		}, want: func(e *Event) {
			e.Participants = []Participant{{1, "Pécs"}, {2, "Szeged"}, {5, "Győr"}, {6, "Debrecen"}}
		}},
		{name: "participant separators", edit: func(d *Draft) {
			d.Participants = "1. Pécs\n2) Szeged\n3: Győr\r\n4 \n10 5 Kecskemét"
		}, want: func(e *Event) {
			e.Participants = []Participant{{1, "Pécs"}, {2, "Szeged"}, {3, "Győr"}, {4, ""}, {10, "5 Kecskemét"}}
		}},
		{name: "players and teams", edit: func(d *Draft) {
			d.Participants = "1 Pécs\n2 Szeged"
			d.Players = "1 Kovács Anna @1\nNagy Péter @ 2\n7 Tóth Éva\nkata@example @2\n9 Szabó @"
		}, want: func(e *Event) {
			e.Participants = []Participant{{1, "Pécs"}, {2, "Szeged"}}
			e.Players = []Player{{1, "Kovács Anna", 1}, {2, "Nagy Péter", 2}, {7, "Tóth Éva", 0}, {8, "kata@example", 2}, {9, "Szabó", 0}}
		}},
		{name: "a club value", edit: func(d *Draft) { d.Club = "zt.warnings = 2" }, want: func(e *Event) {
			e.Club = map[string]float64{"zt.warnings": 2}
		}},
		{name: "club value with a comma and a unit", edit: func(d *Draft) { d.Club = " zt.warnings=3,0 warnings \n" }, want: func(e *Event) {
			e.Club = map[string]float64{"zt.warnings": 3}
		}},
		{name: "no name", edit: func(d *Draft) { d.Name = "  " }, errs: []string{"event.name"}},
		{name: "numbers that do not read", edit: func(d *Draft) { d.DataVersion, d.Top, d.Boards = "one", "1.5", "x" },
			errs: []string{"event.data_version", "event.top", "event.boards", "event.data_version"}},
		{name: "a team that does not read, positioned by line", edit: func(d *Draft) {
			d.Participants = "1 Pécs"
			d.Players = "\n1 Anna @1\n2 Péter @x"
		}, errs: []string{"event.players[2].team"}},
		{name: "a team that is not a participant", edit: func(d *Draft) { d.Players = "1 Anna @4" }, errs: []string{"event.players[0].team"}},
		{name: "a player without a name", edit: func(d *Draft) { d.Players = "1 Anna\n2" }, errs: []string{"event.players[1].name"}},
		{name: "duplicate participant", edit: func(d *Draft) { d.Participants = "1 Pécs\n1 Szeged" }, errs: []string{"event.participants[1].number"}},
		{name: "club lines that do not read", edit: func(d *Draft) { d.Club = "zt.warnings\nnope.key = 3\nzt.warnings = many" },
			errs: []string{"event.club.zt.warnings", "event.club.zt.warnings", "event.club.nope.key"}},
		{name: "club value out of range", edit: func(d *Draft) { d.Club = "zt.warnings = 9" }, errs: []string{"event.club.zt.warnings"}},
		{name: "unknown ruleset", edit: func(d *Draft) { d.Ruleset = "nope" }, errs: []string{"event.ruleset"}},
		{name: "no ID", edit: func(d *Draft) { d.ID = "" }, errs: []string{"event.id"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d := teamsDraft()
			tt.edit(&d)
			e, err := d.Build(testLookup)
			if tt.errs != nil {
				if got := errWheres(err); !reflect.DeepEqual(got, tt.errs) {
					t.Errorf("errors at %q, want %q (%v)", got, tt.errs, err)
				}
				for _, x := range engine.Errors(err) {
					if x.Key == "" || x.Code != engine.EINVALID && x.Code != engine.ENOTFOUND {
						t.Errorf("error %+v: want a keyed invalid or not-found error", x)
					}
				}
				return
			}
			if err != nil {
				t.Fatalf("Build: %v", err)
			}
			want := Event{ID: "ocsb-2026-r1", Name: "OCSB 2026, round 1", Date: "2026-03-14", Ruleset: "ocsb-kmor-2018",
				DataVersion: 1, Kind: Teams, Form: FormIMPVP}
			tt.want(&want)
			if !reflect.DeepEqual(e, want) {
				t.Errorf("Build =\n%+v\nwant\n%+v", e, want)
			}
			// and back: the form of the event builds the same event
			again, err := DraftOf(e).Build(testLookup)
			if err != nil || !reflect.DeepEqual(again, e) {
				t.Errorf("DraftOf(%+v).Build = %+v, %v", e, again, err)
			}
		})
	}
}

func TestDraftOf(t *testing.T) {
	for _, tt := range []struct {
		name string
		ev   Event
		want Draft
	}{
		{"bare", Event{ID: "a", Name: "A", Date: "2026-01-01", Ruleset: "pref-club", DataVersion: 1, Kind: Individuals, Form: FormPref},
			Draft{ID: "a", Name: "A", Date: "2026-01-01", Ruleset: "pref-club", DataVersion: "1", Kind: "individuals", Form: "pref"}},
		{"teams", teamsEvent(), Draft{ID: "ocsb-2026-r1", Name: "OCSB 2026, round 1", Date: "2026-03-14", Ruleset: "ocsb-kmor-2018",
			DataVersion: "1", Kind: "teams", Form: "imp-vp", Boards: "24",
			Participants: "1 Pécs\n2 Szeged\n3 Győr", Players: "1 Kovács Anna @1\n2 Nagy Péter @2\n3 Tóth Éva @2", Club: "zt.warnings = 2"}},
		{"a teamless player with '@' in the name", Event{Players: []Player{{1, "kata@example", 0}, {2, "@", 0}, {3, "x@y", 1}}},
			Draft{DataVersion: "0", Players: "1 kata@example @\n2 @ @\n3 x@y @1"}},
		{"unnamed participant, teamless player, club values sorted", Event{Top: 12, Participants: []Participant{{4, ""}, {5, "E"}},
			Players: []Player{{1, "P", 0}}, Club: map[string]float64{"b": -1.5, "a": 0.25}},
			Draft{DataVersion: "0", Top: "12", Participants: "4 \n5 E", Players: "1 P", Club: "a = 0.25\nb = -1.5"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := DraftOf(tt.ev); got != tt.want {
				t.Errorf("DraftOf =\n%#v\nwant\n%#v", got, tt.want)
			}
		})
	}
}

func TestParseNumber(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want float64
		ok   bool
	}{
		{"3", 3, true}, {"−1,5", -1.5, true}, {"2.25 IMP", 2.25, true}, {" 1 000,5", 1000.5, true}, {"1\u00a0000", 1000, true},
		{"+4", 4, true}, {"-0", 0, true}, {"1e3", 1, true}, {"1e12x", 1, true},
		{"", 0, false}, {"abc", 0, false}, {"1.5.5", 0, false}, {"--1", 0, false}, {"1000000000001", 0, false}, {"-", 0, false},
	} {
		got, ok := ParseNumber(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ParseNumber(%q) = %v, %v, want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

// FuzzRoster: Build never panics; an event it builds has a form (DraftOf) that builds the same
// event again, and that form is a fixed point. The other fields come from the valid teams
// event, so the roster lines and the numbers decide.
func FuzzRoster(f *testing.F) {
	f.Add("1 Pécs\nSzeged\n5 Győr", "1 Kovács Anna @1\n2 Nagy Péter @5", "zt.warnings = 2", "24", "")
	f.Add("1. A\n2) B\n3: C\r\n4", "Anna @ 1\n7 B @\n@", "zt.warnings=1,0 w", "", "12")
	f.Add("", "", "", "", "")
	f.Add("99999999999999999999 big\n0 zero", "x@y @2\n1 a@b", " = 3\nzt.warnings\n=", "-1", "+3")
	f.Fuzz(func(t *testing.T, participants, players, club, boards, top string) {
		d := teamsDraft()
		d.Participants, d.Players, d.Club, d.Boards, d.Top = participants, players, club, boards, top
		e, err := d.Build(testLookup)
		if err != nil {
			for _, x := range engine.Errors(err) {
				if x.Key == "" || !strings.HasPrefix(x.Field, "event") {
					t.Fatalf("error %+v: want a keyed error positioned in the event", x)
				}
			}
			return
		}
		form := DraftOf(e)
		again, err := form.Build(testLookup)
		if err != nil {
			t.Fatalf("DraftOf(Build(x)) does not build: %v\nform %#v", err, form)
		}
		if !reflect.DeepEqual(again, e) {
			t.Fatalf("Build(DraftOf(e)) differs:\n%#v\nthen\n%#v", e, again)
		}
		if f2 := DraftOf(again); f2 != form {
			t.Fatalf("DraftOf is not a fixed point:\n%#v\nthen\n%#v", form, f2)
		}
	})
}
