package bridge

import (
	"math"

	"arbiter/engine"
)

// Breakdown is a contract score split into the parts Law 77 names, from declarer's side.
type Breakdown struct {
	TrickScore  int // odd tricks bid and made (contract points)
	Overtricks  int
	Insult      int // for making a doubled or redoubled contract
	GameOrPart  int // game or part-score premium
	Slam        int
	Undertricks int // negative: the defenders' score
	Total       int
}

// Score returns declarer's score under Law 77 for contract c, declarer's vulnerability vul and
// tricks taken (0–13). A passed-out board scores 0.
func Score(c Contract, vul bool, tricks int) (int, error) {
	b, err := ScoreBreakdown(c, vul, tricks)
	return b.Total, err
}

// ScoreBreakdown is Score with its parts.
func ScoreBreakdown(c Contract, vul bool, tricks int) (Breakdown, error) {
	var b Breakdown
	if !c.Valid() {
		return b, engine.InvalidKey("contract", "err.contract")
	}
	if tricks < 0 || tricks > 13 {
		return b, engine.Invalid("tricks", 0, 13)
	}
	if c.IsPass() {
		return b, nil
	}
	v := 0
	if vul {
		v = 1
	}
	need := c.Level + book
	mult := doubleMultiplier[c.Doubled]
	if tricks < need {
		down := need - tricks
		pen := 0
		for i := 1; i <= down; i++ {
			if c.Doubled == Undoubled {
				pen += undoubledUnder[v]
				continue
			}
			pen += doubledUnder[v][min(i, len(doubledUnder[v]))-1] * mult / doubleMultiplier[DoubledX]
		}
		b.Undertricks = -pen
		b.Total = -pen
		return b, nil
	}
	b.TrickScore = contractPoints(c.Strain, c.Level) * mult
	over := tricks - need
	if c.Doubled == Undoubled {
		b.Overtricks = over * trickValue[c.Strain]
	} else {
		b.Overtricks = over * doubledOvertrick[v] * mult / doubleMultiplier[DoubledX]
	}
	b.Insult = insultBonus[c.Doubled]
	if b.TrickScore >= gameThreshold {
		b.GameOrPart = gameBonus[v]
	} else {
		b.GameOrPart = partScoreBonus[v]
	}
	switch c.Level {
	case 6:
		b.Slam = smallSlamBonus[v]
	case 7:
		b.Slam = grandSlamBonus[v]
	}
	b.Total = b.TrickScore + b.Overtricks + b.Insult + b.GameOrPart + b.Slam
	return b, nil
}

func contractPoints(s Strain, level int) int {
	p := level * trickValue[s]
	if s == NoTrump {
		p += firstNoTrumpTrick - trickValue[NoTrump]
	}
	return p
}

// MaxBoardNumber is the highest board number the engine accepts (boards are numbered from 1;
// the dealer and vulnerability cycle repeats every 16). Every "board" field of a calculator
// schema uses the range 1…MaxBoardNumber.
const MaxBoardNumber = 999

// BoardInfo returns the dealer and vulnerability of board n (1 ≤ n ≤ MaxBoardNumber) by the
// 16-board cycle.
func BoardInfo(n int) (Seat, Vul, error) {
	if n < 1 || n > MaxBoardNumber {
		return 0, 0, engine.Invalid("board", 1, MaxBoardNumber)
	}
	i := (n - 1) % len(cycleVul)
	return cycleDealer[(n-1)%len(cycleDealer)], cycleVul[i], nil
}

// IMP converts a point difference to IMPs (Law 78B); negative differences give negative IMPs.
// A difference that is not a multiple of 10 uses the band of the value rounded half away from
// zero to a multiple of 10.
func IMP(diff int) int {
	neg := diff < 0
	if neg {
		diff = -diff
	}
	diff = (diff + impRound/2) / impRound * impRound
	n := 0
	for n < len(impScale) && diff >= impScale[n] {
		n++
	}
	if neg {
		return -n
	}
	return n
}

// IMPf is IMP for a fractional difference (averages): rounded half away from zero to a whole
// point first.
func IMPf(diff float64) int {
	if math.IsNaN(diff) {
		return 0
	}
	diff = math.Max(math.Min(diff, 1e9), -1e9)
	return IMP(int(math.Round(diff)))
}

// BAM returns board-a-match points for the team's net total on the board.
func BAM(diff int) float64 {
	switch {
	case diff > 0:
		return bamPoints[0]
	case diff == 0:
		return bamPoints[1]
	}
	return bamPoints[2]
}

// possible holds every absolute score a contract can produce (for the score-entry checker).
var possible map[int]bool

// Possible reports whether |s| is a score some contract, vulnerability, doubling and trick
// count produces (0, the passed-out board, is possible).
func Possible(s int) bool {
	if possible == nil {
		possible = map[int]bool{0: true}
		for lvl := 1; lvl <= 7; lvl++ {
			for st := Clubs; st <= NoTrump; st++ {
				for d := Undoubled; d <= Redoubled; d++ {
					for _, vul := range []bool{false, true} {
						for t := 0; t <= 13; t++ {
							x, _ := Score(Contract{lvl, st, d}, vul, t)
							if x < 0 {
								x = -x
							}
							possible[x] = true
						}
					}
				}
			}
		}
	}
	if s < 0 {
		s = -s
	}
	return possible[s]
}
