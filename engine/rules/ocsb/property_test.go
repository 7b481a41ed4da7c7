package ocsb

import (
	"math/rand"
	"testing"

	"arbiter/engine"
)

// A ZT fine never decreases as incidents accumulate: adding any earlier incident never lowers
// the new incident's fine, nor any running total.
func TestPropertyZTMonotone(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, over := range []map[string]float64{nil, {"zt.count_by": countByTeam}, {"zt.period_days": 7}} {
		p := engine.NewParams(Ruleset, over)
		for trial := 0; trial < 300; trial++ {
			next := Incident{clauses[r.Intn(6)], 1 + r.Intn(3), 1 + r.Intn(2), 20}
			var log []Incident
			prev := ZTLog(p, nil, next)
			for k := 0; k < 12; k++ {
				log = append(log, Incident{clauses[r.Intn(6)], 1 + r.Intn(3), 1 + r.Intn(2), 18 + k/5})
				got := ZTLog(p, log, next)
				if got.Fine < prev.Fine || got.PlayerTotal < prev.PlayerTotal || got.TeamTotal < prev.TeamTotal || got.TeamDay < prev.TeamDay {
					t.Fatalf("ZTLog(%v, %v) = %+v after %+v: a fine or total decreased", log, next, got, prev)
				}
				prev = got
			}
		}
	}
}

// The tie-break ranking is a total preorder: reflexive, transitive and total, and it agrees
// with the criteria (a team never ranks below one it beats on the first differing criterion).
func TestPropertyRankingPreorder(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for trial := 0; trial < 500; trial++ {
		n := 2 + r.Intn(9)
		s := Standing{VP: make([]float64, n)}
		for i := range s.VP {
			s.VP[i] = float64(r.Intn(4)) * 10 // many ties
		}
		if r.Intn(4) > 0 {
			s.H2H = make([][]float64, n)
			for i := range s.H2H {
				s.H2H[i] = make([]float64, n)
				for j := range s.H2H[i] {
					s.H2H[i][j] = float64(r.Intn(3)) * 5
				}
			}
		}
		if r.Intn(4) > 0 {
			s.IMP = make([]float64, n)
			for i := range s.IMP {
				s.IMP[i] = float64(r.Intn(3))
			}
		}
		if r.Intn(4) > 0 {
			s.Best = make([]float64, n)
			for i := range s.Best {
				s.Best[i] = float64(r.Intn(2))
			}
		}
		pl := Rank(s)
		le := func(a, b int) bool { return RanksBefore(pl, a, b) }
		for a := 0; a < n; a++ {
			if !le(a, a) {
				t.Fatalf("Rank(%+v): team %d not ranked with itself", s, a)
			}
			for b := 0; b < n; b++ {
				if !le(a, b) && !le(b, a) {
					t.Fatalf("Rank(%+v): teams %d and %d not comparable", s, a, b)
				}
				for c := 0; c < n; c++ {
					if le(a, b) && le(b, c) && !le(a, c) {
						t.Fatalf("Rank(%+v): %d ≤ %d ≤ %d but not %d ≤ %d", s, a, b, c, a, c)
					}
				}
				if s.VP[a] > s.VP[b] && le(b, a) {
					t.Fatalf("Rank(%+v): team %d has more VP than %d but does not rank above it", s, a, b)
				}
			}
		}
	}
}

func TestRank(t *testing.T) {
	// Teams 1-3 level on 150 VP: mini-league 1 beats 2 and 3; 2 and 3 level there, IMP decides;
	// team 4 and 5 level on everything share place 4.
	s := Standing{
		VP: []float64{150, 150, 150, 120, 120},
		H2H: [][]float64{
			{0, 15, 15, 0, 0},
			{5, 0, 10, 0, 0},
			{5, 10, 0, 0, 0},
			{0, 0, 0, 0, 10},
			{0, 0, 0, 10, 0},
		},
		IMP: []float64{0, 10, 20, 5, 5},
	}
	pl := Rank(s)
	want := []struct {
		team, rank int
		by         string
	}{{0, 1, "h2h"}, {2, 2, "imp"}, {1, 3, "imp"}, {3, 4, "shared"}, {4, 4, "shared"}}
	for i, w := range want {
		if pl[i].Team != w.team || pl[i].Rank != w.rank || pl[i].DecidedBy != w.by {
			t.Errorf("Rank()[%d] = %+v, want team %d rank %d by %s", i, pl[i], w.team, w.rank, w.by)
		}
	}
	_, res := mustRun(t, "ocsb.ranking", map[string][]int64{"vp": {100, 100}, "h2h": {}, "imp_diff": {}, "vp_best": {}})
	if !hasDecision(res, "ocsb.dec.rank-shared") {
		t.Errorf("decisions %v lack ocsb.dec.rank-shared", res.Decisions)
	}
	for _, set := range []map[string][]int64{{"h2h": {1, 2, 3}}, {"imp_diff": {1}}} {
		if _, err := run(t, "ocsb.ranking", set); engine.ErrorCode(err) != engine.EINVALID {
			t.Errorf("ocsb.ranking(%v) error = %v, want EINVALID", set, err)
		}
	}
}
