// Package cards holds playing cards and hands as bit masks: a bridge hand is 13 of 52 cards
// (bit suit·13 + rank, rank 0 = the two … 12 = the ace), a Preferans hand 10 of the 32-card
// deck (bit suit·8 + rank, rank 0 = the seven … 7 = the ace). Suits are numbered clubs 0,
// diamonds 1, hearts 2, spades 3; hands print spades first: "SAKQ2 HJ54 D765 C432".
package cards

import (
	"math/bits"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/internal/replace"
)

// Suit is a card suit.
type Suit uint8

const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

var suitLetters = [...]string{"C", "D", "H", "S"}

func (s Suit) String() string {
	if int(s) < len(suitLetters) {
		return suitLetters[s]
	}
	return "%!Suit(" + strconv.Itoa(int(s)) + ")"
}

// ParseSuit reads S, H, D, C (or ♠♥♦♣).
func ParseSuit(r string) (Suit, bool) {
	switch strings.ToUpper(r) {
	case "C", "♣":
		return Clubs, true
	case "D", "♦":
		return Diamonds, true
	case "H", "♥":
		return Hearts, true
	case "S", "♠":
		return Spades, true
	}
	return 0, false
}

// Deck describes one pack: its ranks from lowest to highest and the hand size.
type Deck struct {
	Ranks    string // low to high
	HandSize int
}

// The two packs.
var (
	Bridge    = Deck{Ranks: "23456789TJQKA", HandSize: 13}
	Preferans = Deck{Ranks: "789TJQKA", HandSize: 10}
)

// N is the number of cards in the deck.
func (d Deck) N() int { return 4 * len(d.Ranks) }

// Card is a card index in a deck: suit·len(Ranks) + rank.
type Card uint8

// Suit of c in deck d.
func (d Deck) Suit(c Card) Suit { return Suit(int(c) / len(d.Ranks)) }

// Rank of c in deck d (0 = lowest).
func (d Deck) Rank(c Card) int { return int(c) % len(d.Ranks) }

// CardOf builds a card.
func (d Deck) CardOf(s Suit, rank int) Card { return Card(int(s)*len(d.Ranks) + rank) }

// CardString prints c as suit letter + rank: "D8".
func (d Deck) CardString(c Card) string {
	if int(c) >= d.N() {
		return "%!Card(" + strconv.Itoa(int(c)) + ")"
	}
	return d.Suit(c).String() + string(d.Ranks[d.Rank(c)])
}

// ParseCard reads "D8", "SA", "H10" (10 for T accepted).
func (d Deck) ParseCard(s string) (Card, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	t = strings.Replace(t, "10", "T", 1)
	bad := engine.InvalidKey("card", "err.card")
	if len(t) < 2 {
		return 0, bad
	}
	su, ok := ParseSuit(t[:1])
	rest := t[1:]
	if !ok {
		for _, sym := range []string{"♣", "♦", "♥", "♠"} {
			if strings.HasPrefix(t, sym) {
				su, _ = ParseSuit(sym)
				ok, rest = true, t[len(sym):]
			}
		}
	}
	if !ok || len(rest) != 1 {
		return 0, bad
	}
	r := strings.IndexByte(d.Ranks, rest[0])
	if r < 0 {
		return 0, bad
	}
	return d.CardOf(su, r), nil
}

// Hand is a set of cards of one deck as a bit mask.
type Hand uint64

// Has reports whether the hand holds c.
func (h Hand) Has(c Card) bool { return h&(1<<c) != 0 }

// Len is the number of cards.
func (h Hand) Len() int { return bits.OnesCount64(uint64(h)) }

// Suit returns the ranks held in suit s, as a mask of rank bits (bit 0 = lowest).
func (d Deck) SuitMask(h Hand, s Suit) uint32 {
	n := len(d.Ranks)
	return uint32(uint64(h)>>(int(s)*n)) & (1<<n - 1)
}

// Length returns the number of cards the hand holds in suit s.
func (d Deck) Length(h Hand, s Suit) int { return bits.OnesCount32(d.SuitMask(h, s)) }

// HandString prints the hand spades first, ranks high to low: "SAKQ2 HJ54 D765 C432"; a void
// is the letter alone.
func (d Deck) HandString(h Hand) string {
	var b strings.Builder
	for s := Spades; ; s-- {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s.String())
		m := d.SuitMask(h, s)
		for r := len(d.Ranks) - 1; r >= 0; r-- {
			if m&(1<<r) != 0 {
				b.WriteByte(d.Ranks[r])
			}
		}
		if s == Clubs {
			break
		}
	}
	return b.String()
}

// ParseHand reads a hand of exactly HandSize distinct cards: four groups (any order) separated
// by spaces, each a suit letter then its ranks; "10" is read as T. Any other form, a repeated
// suit or card, or the wrong number of cards is EINVALID naming the field "hand".
func (d Deck) ParseHand(s string) (Hand, error) {
	bad := engine.InvalidKey("hand", "err.hand", msgCards(d.HandSize))
	t := strings.ToUpper(strings.TrimSpace(s))
	t = replace.All(t, symbolPairs...)
	groups := strings.Fields(t)
	if len(groups) != 4 || len(s) > 200 {
		return 0, bad
	}
	var h Hand
	seen := [4]bool{}
	for _, g := range groups {
		su, ok := ParseSuit(g[:1])
		if !ok || seen[su] {
			return 0, bad
		}
		seen[su] = true
		for i := 1; i < len(g); i++ {
			r := strings.IndexByte(d.Ranks, g[i])
			if r < 0 {
				return 0, bad
			}
			c := d.CardOf(su, r)
			if h.Has(c) {
				return 0, bad
			}
			h |= 1 << c
		}
	}
	if h.Len() != d.HandSize {
		return 0, bad
	}
	return h, nil
}

// Valid reports whether h is a hand of this deck (HandSize cards within the deck).
func (d Deck) Valid(h Hand) bool {
	return uint64(h)>>d.N() == 0 && h.Len() == d.HandSize
}
