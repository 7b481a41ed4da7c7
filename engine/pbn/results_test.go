package pbn

import (
	"fmt"
	"slices"
	"testing"
)

// TestResultsAsWritten: the results PBN writes — a side's tricks ("NS 11", "EW 3", both
// sides'), "^" before the tricks, "R" for a redouble, a contract without its result, a
// ScoreTable's "-" contract and "^" artificial scores — read as the table played them and
// checked without a false alarm; the one wrong score and the unreadable contract are listed.
func TestResultsAsWritten(t *testing.T) {
	f := mustParse(t, "quirk-results.pbn", "")
	tests := []struct {
		board      int
		entry      string // Entry().String(); "" when there are no tricks to read
		unplayed   bool
		artificial bool
		ns         int // NSScore where there is one
	}{
		{1, "5CX N =", false, false, 550},
		{2, "4H N =", false, false, 620},
		{3, "3N E +1", false, false, -630},
		{4, "2S S +1", false, false, 140},
		{5, "", true, false, 0},
		{6, "3NXX W =", false, false, -1000},
		{6, "", false, true, 0},
		{6, "", true, false, 0},
		{6, "4S N =", false, true, 0},
		{6, "4S N =", false, false, 620},
		{7, "", true, false, 0},
		{8, "", false, false, 0},
		{9, "", true, false, 0},
		{10, "PASS", false, false, 0},
	}
	r := f.Results()
	if len(r) != len(tests) {
		t.Fatalf("results = %d, want %d", len(r), len(tests))
	}
	for i, tc := range tests {
		p := r[i]
		e, ok := p.Entry()
		got := ""
		if ok {
			got = e.String()
		}
		if p.Board != tc.board || got != tc.entry || p.Unplayed() != tc.unplayed || p.Artificial() != tc.artificial {
			t.Errorf("result %d (line %d) = board %d entry %q unplayed %v artificial %v, want %+v",
				i, p.Line, p.Board, got, p.Unplayed(), p.Artificial(), tc)
		}
		if s, has := p.NSScore(e.Declarer); has != (tc.ns != 0 || tc.entry == "PASS") || s != tc.ns { // passed out: 0 written
			t.Errorf("result %d: NSScore = %d %v, want %d", i, s, has, tc.ns)
		}
	}
	var got []string
	for _, is := range Check(f, CheckOptions{}) {
		got = append(got, fmt.Sprintf("%d:%d:%s", is.Board, is.Line, is.Reason))
	}
	want := []string{"6:51:score", "7:56:contract"}
	if !slices.Equal(got, want) {
		t.Errorf("Check = %v, want %v", got, want)
	}
}
