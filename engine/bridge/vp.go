package bridge

import (
	"math"
	"sync"

	"arbiter/engine"
)

// MaxBoards is the longest match the VP scale is computed for.
const MaxBoards = 256

var (
	vpMu     sync.Mutex
	vpTables = map[int][]int{}
)

// VPTable returns the corrected WBF 20-VP table for a match of boards, in hundredths of a VP,
// indexed by whole IMP margin 0..⌈B⌉ (the last entry is 20 VP). It is computed once per board
// count and cached; the caller must not modify it.
func VPTable(boards int) ([]int, error) {
	if boards < 1 || boards > MaxBoards {
		return nil, engine.Invalid("boards", 1, MaxBoards)
	}
	vpMu.Lock()
	defer vpMu.Unlock()
	if t, ok := vpTables[boards]; ok {
		return t, nil
	}
	t := buildVPTable(boards)
	vpTables[boards] = t
	return t, nil
}

func buildVPTable(boards int) []int {
	tau := (math.Sqrt(5) - 1) / 2
	b := vpBlowoutFactor * math.Sqrt(float64(boards))
	n := int(math.Ceil(b))
	t := make([]int, n+1)
	denom := 1 - math.Pow(tau, vpCurveExponent)
	for m := 0; m <= n; m++ {
		if float64(m) >= b {
			t[m] = vpTotal * vpHundredths
			continue
		}
		vp := vpMid + vpMid*(1-math.Pow(tau, vpCurveExponent*float64(m)/b))/denom
		t[m] = int(math.Floor(vp*vpHundredths + 0.5 + 1e-9))
	}
	// The published tables' concavity correction: while some step grows, raise the entry
	// before the first growing step by one hundredth and start again.
	for {
		fixed := false
		for i := 2; i <= n; i++ {
			if t[i]-t[i-1] > t[i-1]-t[i-2] {
				t[i-1]++
				fixed = true
				break
			}
		}
		if !fixed {
			return t
		}
	}
}

// VP converts an IMP margin (may be fractional, may be negative) in a match of boards to the
// two teams' VPs on the WBF continuous 20-VP scale, in hundredths-exact float64s that sum to 20.
func VP(boards int, margin float64) (team, opp float64, err error) {
	if math.IsNaN(margin) || math.IsInf(margin, 0) || math.Abs(margin) > 1e6 {
		return 0, 0, engine.Invalid("margin", -1e6, 1e6)
	}
	t, err := VPTable(boards)
	if err != nil {
		return 0, 0, err
	}
	m := math.Abs(margin)
	var h int
	lo := int(math.Floor(m))
	switch {
	case lo >= len(t)-1:
		h = t[len(t)-1]
	case float64(lo) == m:
		h = t[lo]
	default:
		f := m - float64(lo)
		x := float64(t[lo]) + f*float64(t[lo+1]-t[lo])
		h = int(math.Floor(x + 0.5 + 1e-9))
	}
	if margin < 0 {
		h = vpTotal*vpHundredths - h
	}
	return float64(h) / vpHundredths, float64(vpTotal*vpHundredths-h) / vpHundredths, nil
}
