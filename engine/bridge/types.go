package bridge

import (
	"strconv"
	"strings"
)

// Strain is a denomination.
type Strain uint8

const (
	Clubs Strain = iota
	Diamonds
	Hearts
	Spades
	NoTrump
)

var strainLetters = [...]string{"C", "D", "H", "S", "N"}

func (s Strain) String() string {
	if int(s) < len(strainLetters) {
		return strainLetters[s]
	}
	return "%!Strain(" + strconv.Itoa(int(s)) + ")"
}

// Valid reports whether s is one of the five strains.
func (s Strain) Valid() bool { return s <= NoTrump }

// Seat is a compass position.
type Seat uint8

const (
	North Seat = iota
	East
	South
	West
)

var seatLetters = [...]string{"N", "E", "S", "W"}

func (s Seat) String() string {
	if int(s) < len(seatLetters) {
		return seatLetters[s]
	}
	return "%!Seat(" + strconv.Itoa(int(s)) + ")"
}

// NS reports whether the seat is North or South.
func (s Seat) NS() bool { return s == North || s == South }

// ParseSeat reads N, E, S or W.
func ParseSeat(s string) (Seat, bool) {
	for i, l := range seatLetters {
		if strings.EqualFold(s, l) {
			return Seat(i), true
		}
	}
	return 0, false
}

// Vul is a board's vulnerability.
type Vul uint8

const (
	None Vul = iota
	NS
	EW
	Both
)

var vulNames = [...]string{"None", "NS", "EW", "Both"}

func (v Vul) String() string {
	if int(v) < len(vulNames) {
		return vulNames[v]
	}
	return "%!Vul(" + strconv.Itoa(int(v)) + ")"
}

// Of reports whether the side of seat is vulnerable.
func (v Vul) Of(s Seat) bool {
	switch v {
	case Both:
		return true
	case NS:
		return s.NS()
	case EW:
		return !s.NS()
	}
	return false
}

// Doubled is the doubling of a contract.
type Doubled uint8

const (
	Undoubled Doubled = iota
	DoubledX
	Redoubled
)

var doubledMarks = [...]string{"", "X", "XX"}

func (d Doubled) String() string {
	if int(d) < len(doubledMarks) {
		return doubledMarks[d]
	}
	return "%!Doubled(" + strconv.Itoa(int(d)) + ")"
}

// Contract is a final contract; Level 0 is a passed-out board.
type Contract struct {
	Level   int
	Strain  Strain
	Doubled Doubled
}

// Pass is the passed-out board.
var Pass = Contract{}

// IsPass reports whether the board was passed out.
func (c Contract) IsPass() bool { return c.Level == 0 }

func (c Contract) String() string {
	if c.IsPass() {
		return "PASS"
	}
	if c.Level < 1 || c.Level > 7 || !c.Strain.Valid() || c.Doubled > Redoubled {
		return "%!Contract(" + strconv.Itoa(c.Level) + "," + c.Strain.String() + "," + c.Doubled.String() + ")"
	}
	return strconv.Itoa(c.Level) + c.Strain.String() + c.Doubled.String()
}

// Valid reports whether c is a contract the auction can reach.
func (c Contract) Valid() bool {
	return c == Pass || (c.Level >= 1 && c.Level <= 7 && c.Strain.Valid() && c.Doubled <= Redoubled)
}
