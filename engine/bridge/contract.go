package bridge

import (
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/internal/replace"
)

// ParseContract reads a contract: level 1–7, strain C D H S N (NT accepted), then X or XX;
// "PASS" (or "P") for a passed-out board. Case and spaces around it are ignored; suit symbols
// ♣♦♥♠ are accepted.
func ParseContract(s string) (Contract, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	t = replace.All(t, "♣", "C", "♦", "D", "♥", "H", "♠", "S", "NT", "N")
	if t == "PASS" || t == "P" || t == "AP" {
		return Pass, nil
	}
	bad := engine.InvalidKey("contract", "err.contract")
	bad.Detail = "malformed contract " + strconv.Quote(s)
	if len(t) < 2 || t[0] < '1' || t[0] > '7' {
		return Contract{}, bad
	}
	c := Contract{Level: int(t[0] - '0')}
	i := strings.IndexByte("CDHSN", t[1])
	if i < 0 {
		return Contract{}, bad
	}
	c.Strain = Strain(i)
	switch t[2:] {
	case "":
	case "X":
		c.Doubled = DoubledX
	case "XX":
		c.Doubled = Redoubled
	default:
		return Contract{}, bad
	}
	return c, nil
}

// Entry is a score entry: contract, declarer and the number of tricks taken.
type Entry struct {
	Contract Contract
	Declarer Seat
	Tricks   int
}

// String prints the entry as "4SX N -2", "3N S =", "6H E +1" or "PASS".
func (e Entry) String() string {
	if e.Contract.IsPass() {
		return "PASS"
	}
	d := e.Tricks - e.Contract.Level - book
	r := "="
	switch {
	case d > 0:
		r = "+" + strconv.Itoa(d)
	case d < 0:
		r = strconv.Itoa(d)
	}
	return e.Contract.String() + " " + e.Declarer.String() + " " + r
}

// ParseEntry reads an entry printed by Entry.String: contract, declarer, and the result
// relative to the contract ("=", "+n", "-n") or a trick count ("10").
func ParseEntry(s string) (Entry, error) {
	f := strings.Fields(s)
	if len(f) == 1 {
		c, err := ParseContract(f[0])
		if err != nil {
			return Entry{}, err
		}
		if !c.IsPass() {
			return Entry{}, engine.InvalidKey("entry", "err.entry")
		}
		return Entry{}, nil
	}
	if len(f) != 3 {
		return Entry{}, engine.InvalidKey("entry", "err.entry")
	}
	c, err := ParseContract(f[0])
	if err != nil {
		return Entry{}, err
	}
	if c.IsPass() {
		return Entry{}, engine.InvalidKey("entry", "err.entry")
	}
	d, ok := ParseSeat(f[1])
	if !ok {
		return Entry{}, engine.InvalidKey("entry", "err.entry")
	}
	e := Entry{Contract: c, Declarer: d}
	r := f[2]
	switch {
	case r == "=":
		e.Tricks = c.Level + book
	case r[0] == '+' || r[0] == '-':
		n, err := strconv.Atoi(r[1:])
		if err != nil || n < 1 || r[1] == '+' || r[1] == '-' {
			return Entry{}, engine.InvalidKey("entry", "err.entry")
		}
		if r[0] == '-' {
			n = -n
		}
		e.Tricks = c.Level + book + n
	default:
		n, err := strconv.Atoi(r)
		if err != nil || strconv.Itoa(n) != r {
			return Entry{}, engine.InvalidKey("entry", "err.entry")
		}
		e.Tricks = n
	}
	if e.Tricks < 0 || e.Tricks > 13 {
		return Entry{}, engine.Invalid("tricks", 0, 13)
	}
	return e, nil
}

// NSScore returns the entry's score from North-South's side on a board with vulnerability v.
func (e Entry) NSScore(v Vul) (int, error) {
	if e.Contract.IsPass() {
		return 0, nil
	}
	s, err := Score(e.Contract, v.Of(e.Declarer), e.Tricks)
	if err != nil {
		return 0, err
	}
	if !e.Declarer.NS() {
		s = -s
	}
	return s, nil
}

// EncodeEntry maps an entry to its KEntry code (engine.EntryCodes): 0 for a passed-out board.
func EncodeEntry(e Entry) int64 {
	c := e.Contract
	if c.IsPass() {
		return 0
	}
	return 1 + int64((((c.Level-1)*5+int(c.Strain))*3+int(c.Doubled))*4*14+int(e.Declarer)*14+e.Tricks)
}

// DecodeEntry is the inverse of EncodeEntry.
func DecodeEntry(x int64) (Entry, error) {
	if x < 0 || x >= engine.EntryCodes {
		return Entry{}, engine.InvalidKey("entry", "err.entry")
	}
	if x == 0 {
		return Entry{}, nil
	}
	x--
	t := int(x % 14)
	x /= 14
	d := Seat(x % 4)
	x /= 4
	dbl := Doubled(x % 3)
	x /= 3
	return Entry{Contract: Contract{Level: int(x/5) + 1, Strain: Strain(x % 5), Doubled: dbl}, Declarer: d, Tricks: t}, nil
}
