// Package notation reads what a director types — a hand, a card, a contract, a score entry — in
// the notation of the UI language, leniently, and prints it back with suit symbols so that the
// reading can be shown before it counts. It stands beside the strict readers the vectors, the
// share links and the logs use (cards.ParseHand, bridge.ParseContract, bridge.ParseEntry), which
// stay as they are.
//
// # What is read
//
// A text is read in the international notation — English letters, as PBN, the scoring
// programs and this app's own printed values write them — and in the letters of the UI language
// (shared/spec/glossary.md names the suits; the letters are their initials), never in the
// third language's:
//
//	                 English (every language)   Serbian (sr)          Hungarian (hu)
//	suits            S H D C, ♠♥♦♣ (♤♡♢♧)       P pik, H herc,        P pikk, KŐ (KO, K, C) kőr,
//	                                            K karo, T tref        KÁ (K) káró, T treff
//	ranks            A K Q J T or 10, 9 … 2     D dama, Ž žandar      Á ász, D dáma, B bubi
//	no trump         NT, N                      BA (bez aduta)        SZA, SA (szanzadu)
//	declarer         N E S W, north …           S sever, J jug,       É észak, D dél,
//	                                            I istok, Z zapad      K kelet, NY nyugat
//	doubled          X, XX (also *, **)
//	passed out       PASS, P, AP                PAS                   PASSZ
//
// Hungarian writes kőr and káró with the same initial, and a published Hungarian notation
// (T treff, K káró, C kőr, P pikk) writes C for kőr: so K is read as either red suit and C as
// clubs or kőr, and the text is refused where that matters (4C, 4K).
//
// # Ambiguity
//
// Where the letters of the two notations (or a letter's two meanings in one) give two different
// values, the text is refused with an EINVALID that names both readings, each shown with suit
// symbols: Serbian K is karo or kralj (king), T is tref or ten, D is diamonds or dama (queen),
// S is spades or, as a declarer, sever (North) as well as South; Hungarian K is kőr, káró or
// király, D is diamonds, dáma or dél. A text whose readings all give the same value is not
// ambiguous (Serbian "TT" is the ten of clubs either way).
//
// Hands: spaces (and , ; : / |) mark where suits begin. A suit's cards are written together,
// right after its letter or symbol or in the next word; a word that starts after a suit's
// cards starts a new suit. Only when the text has no reading at all in this layout are the
// spaces ignored ("S A K Q 2 H …"). Readings that do not give a hand of the deck's size
// (distinct cards, each suit once) do not count, so "P AKD2 H 543 K KJ2 T 876" is one hand in
// Serbian, while "PAKD2H543KKJ2T876" is refused: its second K reads two ways (♦KJ2, or a
// king of hearts and ♦J2). A text that gives no whole hand is refused with the count and the
// reading of the most cards ("12 cards read: ♠AKQ2 ♥543 ♦KJ2 ♣87"), which CountHand counts.
//
// Forms of a hand: letters ("S AKQ2 H 543 D KJ2 C 876", with or without spaces between suits,
// suits in any order, a void as the letter alone, as "—" or left out); dotted, spades first
// ("AKQ2.J32.T98.765", a void empty); a PBN deal ("N:AKQ2.J32.T98.765 … … …", any first seat,
// "-" for a hand not known), of which ReadHand takes the first seat's hand and ReadSeatHand the
// given seat's. A seat and a colon may stand before one hand ("North: ♠…", "N: S AKQ2 …"; a
// single letter only where it is no suit or rank letter: "S:" starts spades), and the hand
// then names its seat (Hand.Seat). A first seat that reads two ways (Serbian "S:") names no
// seat; ReadSeatHand refuses it, as it would place every hand of the deal two ways.
// Preferans hands (32-card deck, 10 cards) are read the same way, without seats or deals.
//
// Every reading is shown back (Hand.Shown, ShowHand, ShowCard, ShowContract, ShowEntry) with
// suit symbols; it reads back to the same value: hands and cards in every language, contracts
// and entries (whose no trump and declarer are written in the language) in theirs.
package notation

import (
	"strings"
	"unicode"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

// kind is what a sign stands for.
type kind uint8

const (
	kSuit   kind = iota + 1 // v: cards.Suit
	kRank                   // v: the rank in cards.Bridge.Ranks (0 = the two … 12 = the ace)
	kVoid                   // an empty suit
	kSeat                   // v: bridge.Seat
	kStrain                 // v: bridge.Strain
	kDouble                 // v: bridge.Doubled
)

// A sign is one thing a director writes for a suit, a rank, a seat, a strain or a doubling: a
// letter, a word or a symbol, in upper case.
type sign struct {
	text string
	kind kind
	v    uint8
}

// Ranks in cards.Bridge.Ranks ("23456789TJQKA").
const (
	rTen   = 8
	rJack  = 9
	rQueen = 10
	rKing  = 11
	rAce   = 12
)

// symbols are read in every language.
var symbols = []sign{
	{"♠", kSuit, 3}, {"♤", kSuit, 3}, {"♥", kSuit, 2}, {"♡", kSuit, 2},
	{"♦", kSuit, 1}, {"♢", kSuit, 1}, {"♣", kSuit, 0}, {"♧", kSuit, 0},
	{"10", kRank, rTen}, {"9", kRank, 7}, {"8", kRank, 6}, {"7", kRank, 5}, {"6", kRank, 4},
	{"5", kRank, 3}, {"4", kRank, 2}, {"3", kRank, 1}, {"2", kRank, 0},
	{"-", kVoid, 0}, {"—", kVoid, 0}, {"–", kVoid, 0},
}

// cardLetters are the suit and rank letters of each notation; English is read in every language.
var cardLetters = [...][]sign{
	msg.EN: {{"S", kSuit, 3}, {"H", kSuit, 2}, {"D", kSuit, 1}, {"C", kSuit, 0},
		{"A", kRank, rAce}, {"K", kRank, rKing}, {"Q", kRank, rQueen}, {"J", kRank, rJack}, {"T", kRank, rTen}},
	msg.SR: {{"P", kSuit, 3}, {"H", kSuit, 2}, {"K", kSuit, 1}, {"T", kSuit, 0},
		{"D", kRank, rQueen}, {"Ž", kRank, rJack}},
	msg.HU: {{"P", kSuit, 3}, {"KŐ", kSuit, 2}, {"KO", kSuit, 2}, {"K", kSuit, 2}, {"C", kSuit, 2},
		{"KÁ", kSuit, 1}, {"K", kSuit, 1}, {"T", kSuit, 0},
		{"Á", kRank, rAce}, {"D", kRank, rQueen}, {"B", kRank, rJack}},
}

// strainSigns are the strains of a contract in each notation (the suit symbols in every one).
var strainSigns = [...][]sign{
	msg.EN: {{"♠", kStrain, 3}, {"♤", kStrain, 3}, {"♥", kStrain, 2}, {"♡", kStrain, 2},
		{"♦", kStrain, 1}, {"♢", kStrain, 1}, {"♣", kStrain, 0}, {"♧", kStrain, 0},
		{"S", kStrain, 3}, {"H", kStrain, 2}, {"D", kStrain, 1}, {"C", kStrain, 0},
		{"NT", kStrain, 4}, {"N", kStrain, 4}},
	msg.SR: {{"P", kStrain, 3}, {"H", kStrain, 2}, {"K", kStrain, 1}, {"T", kStrain, 0}, {"BA", kStrain, 4}},
	msg.HU: {{"P", kStrain, 3}, {"KŐ", kStrain, 2}, {"KO", kStrain, 2}, {"K", kStrain, 2}, {"C", kStrain, 2},
		{"KÁ", kStrain, 1}, {"K", kStrain, 1}, {"T", kStrain, 0}, {"SZA", kStrain, 4}, {"SA", kStrain, 4}},
}

// doubleSigns are read in every language.
var doubleSigns = []sign{{"X", kDouble, 1}, {"XX", kDouble, 2}, {"*", kDouble, 1}, {"**", kDouble, 2}}

// seatSigns are the seats in each notation: letters and words.
var seatSigns = [...][]sign{
	msg.EN: {{"N", kSeat, 0}, {"E", kSeat, 1}, {"S", kSeat, 2}, {"W", kSeat, 3},
		{"NORTH", kSeat, 0}, {"EAST", kSeat, 1}, {"SOUTH", kSeat, 2}, {"WEST", kSeat, 3}},
	msg.SR: {{"S", kSeat, 0}, {"I", kSeat, 1}, {"J", kSeat, 2}, {"Z", kSeat, 3},
		{"SEVER", kSeat, 0}, {"ISTOK", kSeat, 1}, {"JUG", kSeat, 2}, {"ZAPAD", kSeat, 3}},
	msg.HU: {{"É", kSeat, 0}, {"K", kSeat, 1}, {"D", kSeat, 2}, {"NY", kSeat, 3},
		{"ÉSZAK", kSeat, 0}, {"ESZAK", kSeat, 0}, {"KELET", kSeat, 1}, {"DÉL", kSeat, 2}, {"DEL", kSeat, 2},
		{"NYUGAT", kSeat, 3}},
}

// passWords name a passed-out board.
var passWords = [...][]string{
	msg.EN: {"PASS", "P", "AP"},
	msg.SR: {"PAS"},
	msg.HU: {"PASSZ"},
}

// signsIn returns the signs of the tables read in l: English (and extra, the language-free
// signs), then l's own, without repeating a sign two tables share.
func signsIn(tables *[3][]sign, l msg.Lang, extra []sign) []sign {
	out := append([]sign(nil), extra...)
	add := func(ss []sign) {
	next:
		for _, s := range ss {
			for _, o := range out {
				if o == s {
					continue next
				}
			}
			out = append(out, s)
		}
	}
	add(tables[msg.EN])
	if l == msg.SR || l == msg.HU {
		add(tables[l])
	}
	return out
}

func passIn(l msg.Lang, t string) bool {
	for _, ls := range []msg.Lang{msg.EN, l} {
		if int(ls) < len(passWords) {
			for _, w := range passWords[ls] {
				if t == w {
					return true
				}
			}
		}
	}
	return false
}

// normalize is s in upper case without emoji variation selectors (♥️ is ♥).
func normalize(s string) string {
	return strings.Map(func(r rune) rune {
		if r == 0xFE0F || r == 0xFE0E {
			return -1
		}
		return r
	}, strings.ToUpper(s))
}

// isSep reports whether r separates the words of a hand.
func isSep(r rune) bool {
	return unicode.IsSpace(r) || strings.ContainsRune(",;:/|", r)
}

// text is a normalized text without its separators: sp[i] is true where a separator (or the
// start) comes before byte i of t.
type text struct {
	t  string
	sp []bool
}

func split(s string, sep func(rune) bool) text {
	var b strings.Builder
	sp := []bool{}
	pending := true
	for _, r := range s {
		if sep(r) {
			pending = true
			continue
		}
		at := b.Len()
		b.WriteRune(r)
		for len(sp) < b.Len() {
			sp = append(sp, false)
		}
		sp[at] = pending
		pending = false
	}
	sp = append(sp, true)
	return text{b.String(), sp}
}

// candidates returns, for each byte of x.t, the signs that start there and do not cross a
// separator; bad is the first rune no sign covers ("" when every rune is covered).
func candidates(x text, signs []sign) (c [][]*sign, bad string) {
	c = make([][]*sign, len(x.t))
	covered := 0
	for i := range x.t {
		for k := range signs {
			s := &signs[k]
			if !strings.HasPrefix(x.t[i:], s.text) {
				continue
			}
			cross := false
			for j := i + 1; j < i+len(s.text); j++ {
				cross = cross || x.sp[j]
			}
			if !cross {
				c[i] = append(c[i], s)
				covered = max(covered, i+len(s.text))
			}
		}
		if covered <= i && bad == "" {
			r := []rune(x.t[i:])[0]
			bad = string(r)
		}
	}
	return c, bad
}

// choice is one sign read at t[at:end].
type choice struct {
	at, end int
	s       *sign
}

// differ returns the first choice where two readings part.
func differ(a, b []choice) (choice, choice) {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i].at != b[i].at || a[i].end != b[i].end || a[i].s.kind != b[i].s.kind || a[i].s.v != b[i].s.v {
			return a[i], b[i]
		}
	}
	if len(a) > len(b) {
		return a[len(b)], a[len(b)]
	}
	if len(b) > len(a) {
		return b[len(a)], b[len(a)]
	}
	return choice{}, choice{}
}

// label is the message key naming what s stands for ("" for a sign that names itself: a digit).
func label(s *sign) string {
	switch s.kind {
	case kSuit:
		return suitKey(cards.Suit(s.v))
	case kStrain:
		if s.v == uint8(bridge.NoTrump) {
			return "notation.nt"
		}
		return suitKey(cards.Suit(s.v))
	case kRank:
		switch s.v {
		case rAce:
			return "notation.rank.a"
		case rKing:
			return "notation.rank.k"
		case rQueen:
			return "notation.rank.q"
		case rJack:
			return "notation.rank.j"
		case rTen:
			return "notation.rank.t"
		}
	case kSeat:
		return seatKey(bridge.Seat(s.v))
	case kVoid:
		return "notation.void"
	}
	return ""
}

func suitKey(s cards.Suit) string {
	switch s {
	case cards.Spades:
		return "notation.suit.s"
	case cards.Hearts:
		return "notation.suit.h"
	case cards.Diamonds:
		return "notation.suit.d"
	}
	return "notation.suit.c"
}

func seatKey(s bridge.Seat) string {
	switch s {
	case bridge.North:
		return "notation.seat.n"
	case bridge.East:
		return "notation.seat.e"
	case bridge.South:
		return "notation.seat.s"
	}
	return "notation.seat.w"
}

// ambiguous is the EINVALID of a text that reads two ways: key's sentence names both readings
// (one, other, as shown) and the sign each takes the first differing part for.
func ambiguous(field, key string, x string, a, b choice, one, other string) *engine.Error {
	what := func(c choice) (string, any) {
		if c.s == nil {
			return "", ""
		}
		t := x[c.at:c.end]
		if k := label(c.s); k != "" {
			return t, msg.Ref(k)
		}
		return t, t
	}
	ta, la := what(a)
	tb, lb := what(b)
	return engine.InvalidKey(field, key,
		msg.A("one", one), msg.A("other", other),
		msg.A("text_a", ta), msg.A("a", la), msg.A("text_b", tb), msg.A("b", lb))
}
