package cards

import (
	"strings"

	"arbiter/internal/replace"
)

// symbolPairs turn suit symbols into letters and "10" into T (ParseHand, ParsePrefHand).
var symbolPairs = []string{"♣", "C", "♦", "D", "♥", "H", "♠", "S", "10", "T"}

// ParsePrefHand reads a 10-card Preferans hand like Preferans.ParseHand, except that a void
// suit may also be left out altogether: "SA87 HA98 DKQJ9" holds no clubs. Every other rule of
// ParseHand stands (one group per suit, distinct cards of AKQJT987, exactly ten of them).
func ParsePrefHand(s string) (Hand, error) {
	if len(s) > 200 {
		return Preferans.ParseHand(s)
	}
	t := replace.All(strings.ToUpper(strings.TrimSpace(s)), symbolPairs...)
	groups := strings.Fields(t)
	if len(groups) == 0 || len(groups) > 4 {
		return Preferans.ParseHand(s)
	}
	var seen [4]bool
	for _, g := range groups {
		if su, ok := ParseSuit(g[:1]); ok {
			seen[su] = true
		}
	}
	for su := Spades; ; su-- {
		if !seen[su] {
			groups = append(groups, su.String())
		}
		if su == Clubs {
			break
		}
	}
	return Preferans.ParseHand(strings.Join(groups, " "))
}

// PrefHandString prints a Preferans hand spades first, every suit letter shown.
func PrefHandString(h Hand) string { return Preferans.HandString(h) }
