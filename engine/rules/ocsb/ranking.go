package ocsb

import (
	"sort"
	"strconv"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// Standing is the input of the §6 ranking: per team, its VP total, and optionally the VP it
// scored against every other team (H2H[i][j], the mini-league), its IMP difference and its VP
// against the best teams of the division or stage. A nil H2H, IMP or Best skips that criterion.
type Standing struct {
	VP   []float64
	H2H  [][]float64
	IMP  []float64
	Best []float64
}

// Placing is one team's rank.
type Placing struct {
	Team      int    // index in the input
	Rank      int    // 1-based; teams sharing a place share its rank
	Shared    bool   // still tied after the last criterion
	DecidedBy string // the criterion that separated it from the teams tied with it: vp, h2h, imp, best, shared
}

// criteria, in the §6 order.
var criteria = []string{"vp", "h2h", "imp", "best"}

// keys returns each team's sort key in hundredths: VP total, mini-league VP among the teams
// with the same VP total, IMP difference, VP against the best teams. Criteria without data are
// 0 for everyone. Higher is better in every component.
func (s Standing) keys() [][4]int64 {
	n := len(s.VP)
	k := make([][4]int64, n)
	for i := 0; i < n; i++ {
		k[i][0] = hundredths(s.VP[i])
		if s.IMP != nil {
			k[i][2] = hundredths(s.IMP[i])
		}
		if s.Best != nil {
			k[i][3] = hundredths(s.Best[i])
		}
	}
	if s.H2H != nil {
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				if i != j && k[i][0] == k[j][0] {
					k[i][1] += hundredths(s.H2H[i][j])
				}
			}
		}
	}
	return k
}

// Rank orders the teams by the §6 chain. Each tied group is split by one criterion at a time,
// applied to the group as it stands (the mini-league is played among all teams with the same VP
// total); teams still level after the last criterion share the place.
func Rank(s Standing) []Placing {
	k := s.keys()
	idx := make([]int, len(k))
	for i := range idx {
		idx[i] = i
	}
	less := func(a, b int) bool { // a ranks before b
		for c := 0; c < 4; c++ {
			if k[a][c] != k[b][c] {
				return k[a][c] > k[b][c]
			}
		}
		return false
	}
	sort.SliceStable(idx, func(x, y int) bool { return less(idx[x], idx[y]) })
	out := make([]Placing, len(idx))
	for pos, t := range idx {
		pl := Placing{Team: t, Rank: pos + 1}
		if pos > 0 && !less(idx[pos-1], t) {
			pl.Rank = out[pos-1].Rank
		}
		out[pos] = pl
	}
	// decided-by: the deepest criterion needed to separate the team from its neighbours.
	for pos := range out {
		t := out[pos].Team
		first := 0
		tied := false
		for _, nb := range []int{pos - 1, pos + 1} {
			if nb < 0 || nb >= len(out) {
				continue
			}
			o := out[nb].Team
			c := 0
			for c < 4 && k[t][c] == k[o][c] {
				c++
			}
			if c == 4 {
				tied = true
			} else if c > first {
				first = c
			}
		}
		switch {
		case tied:
			out[pos].Shared, out[pos].DecidedBy = true, "shared"
		default:
			out[pos].DecidedBy = criteria[first]
		}
	}
	return out
}

// RanksBefore reports whether team a is ranked at or above team b (the preorder of Rank).
func RanksBefore(pl []Placing, a, b int) bool {
	r := make(map[int]int, len(pl))
	for _, p := range pl {
		r[p.Team] = p.Rank
	}
	return r[a] <= r[b]
}

// decidedByNames are the labels of the criteria (Placing.DecidedBy).
var decidedByNames = map[string]string{
	"vp":     "ocsb.ranking.val.decided_by.vp",
	"h2h":    "ocsb.ranking.val.decided_by.h2h",
	"imp":    "ocsb.ranking.val.decided_by.imp",
	"best":   "ocsb.ranking.val.decided_by.best",
	"shared": "ocsb.ranking.val.decided_by.shared",
}

// RankingInput is a division's (or stage's) standings. The lists other than VP may be empty:
// that criterion is skipped.
type RankingInput struct {
	VP      []float64 // VP totals, one per team (2–40 teams)
	H2H     []float64 // VP scored against each team, row by row (n×n), or none
	IMPDiff []float64 // IMP difference, one per team, or none
	VPBest  []float64 // VP against the best teams of the division or stage, one per team, or none
}

// Ranking decides the teams' places: by VP total, then for level teams the VP among all the
// teams with the same total, the IMP difference and the VP against the best six, each applied
// once; teams still level share the place. Rule ocsb.format, KMOR §6.
func Ranking(p *engine.Params, in RankingInput) (*engine.Result, error) {
	vp := in.VP
	n := len(vp)
	s := Standing{VP: vp}
	if h := in.H2H; len(h) > 0 {
		if len(h) != n*n {
			return nil, engine.InvalidKey("h2h", "ocsb.err.matrix", msg.A("n", n), msg.A("items", n*n))
		}
		s.H2H = make([][]float64, n)
		for i := range s.H2H {
			s.H2H[i] = h[i*n : (i+1)*n]
		}
	}
	if l := in.IMPDiff; len(l) > 0 {
		if len(l) != n {
			return nil, engine.InvalidKey("imp_diff", "ocsb.err.same-length", msg.A("n", n))
		}
		s.IMP = l
	}
	if l := in.VPBest; len(l) > 0 {
		if len(l) != n {
			return nil, engine.InvalidKey("vp_best", "ocsb.err.same-length", msg.A("n", n))
		}
		s.Best = l
	}
	pl := Rank(s)
	res := &engine.Result{}
	res.Step("ocsb.step.rank-vp")
	for _, c := range []struct {
		has       bool
		step, val string
	}{
		{s.H2H != nil, "ocsb.step.rank-h2h", "ocsb.ranking.val.decided_by.h2h"},
		{s.IMP != nil, "ocsb.step.rank-imp", "ocsb.ranking.val.decided_by.imp"},
		{s.Best != nil, "ocsb.step.rank-best", "ocsb.ranking.val.decided_by.best"},
	} {
		if c.has {
			res.Step(c.step, msg.A("n", p.I("ranking.best_teams")))
		} else {
			res.Step("ocsb.step.rank-skip", msg.A("criterion", msg.Ref(c.val)))
		}
	}
	usedTie := false
	for _, x := range pl {
		if x.DecidedBy != "vp" {
			usedTie = true
		}
		res.Parties = append(res.Parties, engine.Party{Role: "team", Name: strconv.Itoa(x.Team + 1), Outs: []engine.Out{
			engine.Num("rank", float64(x.Rank), "", 0), engine.Bool("shared", x.Shared), engine.Str("decided_by", x.DecidedBy),
		}})
		res.Step("ocsb.step.rank-team", msg.A("team", x.Team+1), msg.A("rank", x.Rank),
			msg.A("by", msg.Ref(decidedByNames[x.DecidedBy])))
		if x.Shared {
			res.Decisions = appendOnce(res.Decisions, "ocsb.dec.rank-shared")
		}
	}
	if usedTie {
		res.Decisions = appendOnce(res.Decisions, "ocsb.dec.rank-no-restart")
		if s.IMP != nil {
			res.Decisions = appendOnce(res.Decisions, "ocsb.dec.rank-imp-overall")
		}
	}
	return res, nil
}

func appendOnce(l []string, s string) []string {
	for _, x := range l {
		if x == s {
			return l
		}
	}
	return append(l, s)
}
