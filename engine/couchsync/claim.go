package couchsync

import (
	"encoding/json"
	"strings"

	"arbiter/engine/eventlog"
)

// Series letters that cannot clash. A director who joins a shared event claims their letter on
// the server before using it: the document "series:<letter>" ("series:B"), created with a PUT
// without _rev, so that the server's own conflict detection decides — the first PUT is created
// (201), any later one gets 409 and its director takes the next free letter. Two directors who
// join at the same moment, or whose phones had not heard of each other, never number alike
// while both reach the server. A claim is not a record of the log: it replicates with the
// records, and Sort leaves it out (the counts name it).

// ClaimPrefix starts the ID of a letter's claim.
const ClaimPrefix = "series:"

// Claim is a letter's claim: the series and the director who holds it.
type Claim struct {
	Series   int
	Director eventlog.Director
	Event    string
}

// ClaimDocID is the ID of series s's claim ("series:B").
func ClaimDocID(s int) string { return ClaimPrefix + eventlog.SeriesLetter(s) }

// IsClaim tells whether a document ID is a letter's claim.
func IsClaim(id string) bool {
	_, ok := claimSeries(id)
	return ok
}

func claimSeries(id string) (int, bool) {
	l, ok := strings.CutPrefix(id, ClaimPrefix)
	if !ok || len(l) != 1 || l[0] < 'B' || l[0] > 'A'+eventlog.MaxSeries {
		return 0, false
	}
	return int(l[0] - 'A'), true
}

// ClaimDoc is the body of a claim (no _rev: it is created, never updated).
func ClaimDoc(c Claim) []byte {
	b, _ := json.Marshal(struct {
		ID       string `json:"_id"`
		Director string `json:"director"`
		Name     string `json:"name"`
		Event    string `json:"event"`
	}{ClaimDocID(c.Series), c.Director.ID, c.Director.Name, c.Event})
	return b
}

// ParseClaim reads a claim's document (ok false: not a claim, or not a valid one).
func ParseClaim(b []byte) (Claim, bool) {
	var d struct {
		ID       string `json:"_id"`
		Director string `json:"director"`
		Name     string `json:"name"`
		Event    string `json:"event"`
	}
	if len(b) > 4096 || json.Unmarshal(b, &d) != nil || d.Director == "" || len(d.Director) > 64 || len(d.Name) > 200 {
		return Claim{}, false
	}
	s, ok := claimSeries(d.ID)
	if !ok {
		return Claim{}, false
	}
	return Claim{Series: s, Director: eventlog.Director{ID: d.Director, Name: d.Name, Series: s}, Event: d.Event}, true
}

// NextLetter is the series this phone's director me takes in ev given the claims on the server:
// the one they already hold when it is unclaimed or theirs, else the first series no director
// of ev holds and nobody claimed (0 when none is left). The claims' directors are added to the
// event it returns (they joined; their event document may still be on its way).
func NextLetter(ev eventlog.Event, me eventlog.Director, claims []Claim) (eventlog.Event, int) {
	claimed := map[int]string{}
	for _, c := range claims {
		if c.Event == "" || c.Event == ev.ID {
			claimed[c.Series] = c.Director.ID
		}
	}
	var add []eventlog.Director
	for _, c := range claims {
		if claimed[c.Series] != c.Director.ID || c.Director.ID == me.ID {
			continue
		}
		if _, ok := ev.Director(c.Director.ID); !ok {
			add = append(add, c.Director)
		}
	}
	if len(add) > 0 {
		out := eventlog.CloneEvent(ev)
		out.Directors = append(out.Directors, add...)
		ev = out
	}
	if d, ok := ev.Director(me.ID); ok && d.Series > 0 && (claimed[d.Series] == "" || claimed[d.Series] == me.ID) {
		return ev, d.Series
	}
	taken := map[int]bool{}
	for _, d := range ev.Directors {
		if d.ID != me.ID {
			taken[d.Series] = true
		}
	}
	for s := 1; s <= eventlog.MaxSeries; s++ {
		if claimed[s] == me.ID && !taken[s] {
			return ev, s // claimed before (a phone restarted while joining)
		}
	}
	for s := 1; s <= eventlog.MaxSeries; s++ {
		if !taken[s] && claimed[s] == "" {
			return ev, s
		}
	}
	return ev, 0
}
