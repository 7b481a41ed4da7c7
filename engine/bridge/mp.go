package bridge

import (
	"math"
	"slices"

	"arbiter/engine"
)

// Artificial is an artificial adjusted result on a board, as percentages for each side.
type Artificial struct {
	NSPct, EWPct float64
}

// MPBoard is the matchpoint result of one board.
type MPBoard struct {
	NS, EW   []float64 // per real score, Neubergised when Expected > real results
	Top      float64   // 2·(Expected−1)
	ArtNS    []float64 // matchpoints of each artificial result
	ArtEW    []float64
	Expected int
	Neuberg  bool
}

// Matchpoints scores one board (Law 78A, 2 per result beaten, 1 per tie) given the NS scores
// of the real results, the artificial results, and the expected number of results (0 = real +
// artificial). When fewer real results than expected exist, Neuberg's formula
// MP' = (MP+1)·E/A − 1 scales them to the full top; artificial results get their percentage
// of the full top.
func Matchpoints(scores []int, art []Artificial, expected int) (MPBoard, error) {
	a := len(scores)
	if expected == 0 {
		expected = a + len(art)
	}
	if a == 0 && len(art) == 0 {
		return MPBoard{}, engine.InvalidKey("scores", "err.list", msgArgs(1, 1000)...)
	}
	if expected < a+len(art) || expected > 10000 {
		return MPBoard{}, engine.Invalid("expected", a+len(art), 10000)
	}
	r := MPBoard{Expected: expected, Top: float64(mpPerBeat * (expected - 1))}
	r.NS = make([]float64, a)
	r.EW = make([]float64, a)
	for i, s := range scores {
		mp := 0.0
		for j, o := range scores {
			switch {
			case i == j:
			case s > o:
				mp += mpPerBeat
			case s == o:
				mp += mpPerTie
			}
		}
		if expected > a {
			r.Neuberg = true
			mp = (mp+mpPerTie)*float64(expected)/float64(a) - mpPerTie
		}
		r.NS[i] = round2(mp)
		r.EW[i] = round2(r.Top - mp)
	}
	for _, x := range art {
		if x.NSPct < 0 || x.NSPct > 100 || x.EWPct < 0 || x.EWPct > 100 {
			return MPBoard{}, engine.Invalid("artificial", 0, 100)
		}
		r.ArtNS = append(r.ArtNS, round2(r.Top*x.NSPct/100))
		r.ArtEW = append(r.ArtEW, round2(r.Top*x.EWPct/100))
	}
	return r, nil
}

// Pct returns mp as a percentage of top (0 for a top of 0).
func Pct(mp, top float64) float64 {
	if top == 0 {
		return 50
	}
	return round2(100 * mp / top)
}

// CrossIMPs returns each NS score's IMPs against every other score, averaged over the n−1
// comparisons.
func CrossIMPs(scores []int) ([]float64, error) {
	if len(scores) < 2 {
		return nil, engine.InvalidKey("scores", "err.list", msgArgs(2, 10000)...)
	}
	out := make([]float64, len(scores))
	for i, s := range scores {
		sum := 0
		for j, o := range scores {
			if i != j {
				sum += IMP(s - o)
			}
		}
		out[i] = round2(float64(sum) / float64(len(scores)-1))
	}
	return out, nil
}

// Butler returns the datum (the mean of the scores without the discard highest and discard
// lowest, rounded to a multiple of roundTo, ties away from zero) and each score's IMPs against
// it.
func Butler(scores []int, discard, roundTo int) (datum int, imps []int, err error) {
	if discard < 0 || 2*discard >= len(scores) {
		return 0, nil, engine.Invalid("discard", 0, max(0, (len(scores)-1)/2))
	}
	if roundTo < 1 {
		return 0, nil, engine.Invalid("round_to", 1, 1000)
	}
	sorted := append([]int(nil), scores...)
	slices.Sort(sorted)
	kept := sorted[discard : len(sorted)-discard]
	sum := 0
	for _, s := range kept {
		sum += s
	}
	mean := float64(sum) / float64(len(kept))
	datum = int(math.Round(mean/float64(roundTo))) * roundTo
	imps = make([]int, len(scores))
	for i, s := range scores {
		imps[i] = IMP(s - datum)
	}
	return datum, imps, nil
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }
