package couchsync

import (
	"testing"

	"arbiter/engine/eventlog"
)

// TestClaim: a claim's document reads back; only "series:B" … "series:J" are claims.
func TestClaim(t *testing.T) {
	c := Claim{Series: 2, Director: eventlog.Director{ID: "bea01", Name: "Bea", Series: 2}, Event: "e1"}
	got, ok := ParseClaim(ClaimDoc(c))
	if !ok || got != c {
		t.Fatalf("ParseClaim(ClaimDoc(%+v)) = %+v, %v", c, got, ok)
	}
	for id, want := range map[string]bool{"series:B": true, "series:J": true, "series:A": false, "series:K": false, "series:": false, "series:BB": false, "event": false} {
		if IsClaim(id) != want {
			t.Errorf("IsClaim(%q) = %v, want %v", id, !want, want)
		}
	}
	for _, bad := range []string{`{"_id":"series:B"}`, `{"_id":"series:Z","director":"x"}`, `not json`} {
		if _, ok := ParseClaim([]byte(bad)); ok {
			t.Errorf("ParseClaim(%s) accepted", bad)
		}
	}
}

// TestNextLetter: a joining director takes the first letter no director of the event holds and
// nobody claimed on the server; one who lost a claim to another (409) takes the next; the
// claims' directors join the event.
func TestNextLetter(t *testing.T) {
	ev := eventlog.Event{ID: "e1", Directors: []eventlog.Director{{ID: "chief", Series: 0}, {ID: "bea", Series: 1}}}
	me := eventlog.Director{ID: "cili", Name: "Cili"}
	claim := func(s int, id string) Claim {
		return Claim{Series: s, Director: eventlog.Director{ID: id, Name: id, Series: s}, Event: "e1"}
	}
	for _, tc := range []struct {
		name   string
		ev     eventlog.Event
		claims []Claim
		want   int
		dirs   int
	}{
		{"no claims", ev, nil, 2, 2},
		{"C claimed by one whose join has not arrived", ev, []Claim{claim(1, "bea"), claim(2, "dora")}, 3, 3},
		{"my own claim", ev, []Claim{claim(2, "cili")}, 2, 2},
		{"another event's claim does not count", ev, []Claim{{Series: 2, Director: eventlog.Director{ID: "x", Series: 2}, Event: "e9"}}, 2, 2},
		{"I hold C here, but dora claimed it on the server", func() eventlog.Event {
			e := eventlog.CloneEvent(ev)
			e.Directors = append(e.Directors, eventlog.Director{ID: "cili", Series: 2})
			return e
		}(), []Claim{claim(2, "dora")}, 3, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, got := NextLetter(tc.ev, me, tc.claims)
			if got != tc.want || len(out.Directors) != tc.dirs {
				t.Errorf("NextLetter = %d with %d directors, want %d with %d", got, len(out.Directors), tc.want, tc.dirs)
			}
		})
	}
	full := eventlog.Event{ID: "e1"}
	for s := 0; s <= eventlog.MaxSeries; s++ {
		full.Directors = append(full.Directors, eventlog.Director{ID: "d" + string(rune('0'+s)), Series: s})
	}
	if _, got := NextLetter(full, me, nil); got != 0 {
		t.Errorf("NextLetter in a full event = %d, want 0", got)
	}
}
