package bridge

// Laws of Duplicate Bridge 2017, Law 77: trick score per odd trick, undoubled.
var trickValue = [...]int{Clubs: 20, Diamonds: 20, Hearts: 30, Spades: 30, NoTrump: 30}

// Law 77: the first odd trick in notrump scores this much (the rest as above).
const firstNoTrumpTrick = 40

// Law 77: trick score at or above which a contract is a game.
const gameThreshold = 100

// Law 77 premiums, indexed [not vulnerable, vulnerable].
var (
	partScoreBonus = [2]int{50, 50}
	gameBonus      = [2]int{300, 500}
	smallSlamBonus = [2]int{500, 750}
	grandSlamBonus = [2]int{1000, 1500}
)

// Law 77: the bonus for making a doubled / redoubled contract ("insult"), indexed by Doubled.
var insultBonus = [...]int{Undoubled: 0, DoubledX: 50, Redoubled: 100}

// Law 77: overtrick value when doubled, per overtrick, [not vul, vul]; redoubled is twice it.
var doubledOvertrick = [2]int{100, 200}

// Law 77: undertrick penalties. undoubledUnder is per undertrick [not vul, vul]. The doubled
// schedule gives the penalty of the 1st, 2nd, 3rd and of each further undertrick; redoubled
// is twice the doubled schedule (multiplier by Doubled).
var (
	undoubledUnder = [2]int{50, 100}
	doubledUnder   = [2][4]int{
		{100, 200, 200, 300}, // not vulnerable: 100, 200, 200, then 300 each
		{200, 300, 300, 300}, // vulnerable: 200, then 300 each
	}
	doubleMultiplier = [...]int{Undoubled: 1, DoubledX: 2, Redoubled: 4}
)

// Law 77: the number of tricks of the "book"; level L needs L+book tricks.
const book = 6

// Law 78B: the IMP scale, as the lowest point difference of each band (index = IMPs-1).
// 0–10 → 0 IMP; 4000 and more → 24 IMP.
var impScale = [...]int{20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900,
	1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000}

// impRound: differences are multiples of this in play; others use the band of the value
// rounded half away from zero to a multiple (vectors.md, imp.diff).
const impRound = 10

// WBF continuous 20-VP scale (WBF General Conditions of Contest, 2013): the blowout margin is
// vpBlowoutFactor·√boards; VP = vpMid + vpMid·(1−τ^(3M/B))/(1−τ³), τ = (√5−1)/2.
const (
	vpTotal         = 20
	vpMid           = 10
	vpBlowoutFactor = 15
	vpCurveExponent = 3
	vpHundredths    = 100 // the published tables are in hundredths of a VP
)

// Law 2 and the standard board cycle: dealer N E S W repeating; vulnerability over 16 boards.
var (
	cycleDealer = [4]Seat{North, East, South, West}
	cycleVul    = [16]Vul{
		None, NS, EW, Both,
		NS, EW, Both, None,
		EW, Both, None, NS,
		Both, None, NS, EW,
	}
)

// Law 78A: matchpoints per result beaten and per tie on the 2-per-beat scale.
const (
	mpPerBeat = 2
	mpPerTie  = 1
)

// Board-a-match: points for winning, tying and losing a board (2/1/0).
var bamPoints = [3]float64{2, 1, 0}
