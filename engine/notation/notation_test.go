package notation

import (
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

var langs = []msg.Lang{msg.EN, msg.SR, msg.HU}

// deal is a whole deal, North first: ♠AKQ2 ♥543 ♦KJ2 ♣876 for North.
const deal = "AKQ2.543.KJ2.876 JT9.AKQJ.AQT.AKQ 876.T987.987.JT9 543.62.6543.5432"

func TestReadHand(t *testing.T) {
	const std = "♠AKQ2 ♥543 ♦KJ2 ♣876"
	tests := []struct {
		lang msg.Lang
		pref bool
		in   string
		want string // Shown
	}{
		// English letters, in every language
		{msg.EN, false, "S AKQ2 H 543 D KJ2 C 876", std},
		{msg.SR, false, "S AKQ2 H 543 D KJ2 C 876", std},
		{msg.HU, false, "S AKQ2 H 543 D KJ2 C 876", std},
		{msg.EN, false, "SAKQ2 H543 D KJ2 C876", std},
		{msg.EN, false, "SAKQ2H543DKJ2C876", std},
		{msg.EN, false, "s akq2 h 543 d kj2 c 876", std},
		{msg.EN, false, "C 876 D KJ2 H 543 S AKQ2", std},
		{msg.EN, false, "S AKQ2, H 543, D KJ2, C 876", std},
		{msg.EN, false, "S: AKQ2 H: 543 D: KJ2 C: 876", std},
		{msg.EN, false, "S AKQ2 H 543 D KJ2 C 876.", std},
		{msg.EN, false, "S A K Q 2 H 5 4 3 D K J 2 C 8 7 6", std},
		{msg.EN, false, "S AKQT H 543 D KJ2 C 876", "♠AKQ10 ♥543 ♦KJ2 ♣876"},
		{msg.EN, false, "S AKQ10 H 543 D KJ2 C 876", "♠AKQ10 ♥543 ♦KJ2 ♣876"},
		{msg.EN, false, "SAKQJT98765432 H D C", "♠AKQJ1098765432 ♥— ♦— ♣—"},
		{msg.EN, false, "SAKQJ1098765432", "♠AKQJ1098765432 ♥— ♦— ♣—"},
		{msg.EN, false, "S AKQJ1098765432 H — D - C –", "♠AKQJ1098765432 ♥— ♦— ♣—"},
		// symbols, in every language
		{msg.EN, false, std, std},
		{msg.SR, false, std, std},
		{msg.HU, false, std, std},
		{msg.SR, false, "♤AKQ2 ♡543 ♢KJ2 ♧876", std},
		{msg.HU, false, "♠\uFE0FAKQ2 ♥\uFE0F543 ♦\uFE0FKJ2 ♣\uFE0F876", std},
		{msg.EN, false, "♠AKQ2♥543♦KJ2♣876", std},
		// Serbian letters
		{msg.SR, false, "P AKD2 H 543 K KJ2 T 876", std},
		{msg.SR, false, "pakd2 h543 kkj2 t876", std},
		{msg.SR, false, "P AKQ2 H 543 K KJ2 T 876", std},
		{msg.SR, false, "P AKDŽ2 H 54 K KJ2 T 876", "♠AKQJ2 ♥54 ♦KJ2 ♣876"},
		{msg.SR, false, "PAKDT H543 KKJ2 T876", "♠AKQ10 ♥543 ♦KJ2 ♣876"},
		{msg.SR, false, "P AKD10 H 543 K KJ2 T 876", "♠AKQ10 ♥543 ♦KJ2 ♣876"},
		// Hungarian letters
		{msg.HU, false, "P AKD2 KŐ 543 KÁ KB2 T 876", std},
		{msg.HU, false, "p akd2 kő 543 ká kb2 t 876", std},
		{msg.HU, false, "P ÁKD2 KO 543 KÁ KB2 T 876", std},
		{msg.HU, false, "P AKQ2 K 543 KÁ KJ2 T 876", std}, // K: kőr, as káró is given
		{msg.HU, false, "SAKQ2 HJ54 D765 C432", "♠AKQ2 ♥J54 ♦765 ♣432"},
		// dotted, spades first
		{msg.EN, false, "AKQ2.543.KJ2.876", std},
		{msg.EN, false, "AKQ2.543.KJ2.876.", std},
		{msg.EN, false, "AKQ2 . 543 . KJ2 . 876", std},
		{msg.EN, false, "AKQ2.543.KJ2.1076", "♠AKQ2 ♥543 ♦KJ2 ♣1076"},
		{msg.EN, false, "AKQJT98765432...", "♠AKQJ1098765432 ♥— ♦— ♣—"},
		{msg.SR, false, "AKD2.543.KJ2.876", std},
		{msg.SR, false, "AKQ2.543.KJ2.876", std},
		{msg.HU, false, "ÁKD2.543.KB2.876", std},
		// a seat before the hand; a PBN deal (its first seat's hand)
		{msg.EN, false, "N:" + deal, "North: " + std},
		{msg.EN, false, "E:" + deal, "East: " + std},
		{msg.EN, false, "W:AKQ2.543.KJ2.876 - - -", "West: " + std},
		{msg.EN, false, "N:AKQ2.543.KJ2.876", "North: " + std},
		{msg.EN, false, "North: " + std, "North: " + std},
		{msg.EN, false, "N: S AKQ2 H 543 D KJ2 C 876", "North: " + std},
		{msg.SR, false, "J:" + deal, "jug: " + std},
		{msg.SR, false, "N:" + deal, "sever: " + std},
		{msg.SR, false, "sever: " + std, "sever: " + std},
		{msg.SR, false, "S:AKQ2.543.KJ2.876", std}, // the seat reads two ways, the hand one
		{msg.SR, false, "S:" + deal, std},          // the first seat's hand, whichever seat S is
		{msg.HU, false, "É:" + deal, "észak: " + std},
		{msg.HU, false, "NY:" + deal, "nyugat: " + std},
		{msg.HU, false, "dél: " + std, "dél: " + std},
		// Preferans, 32 cards
		{msg.EN, true, "S AK7 H QJ D 987 C A8", "♠AK7 ♥QJ ♦987 ♣A8"},
		{msg.EN, true, "SKA H D C10987AKQJ", "♠AK ♥— ♦— ♣AKQJ10987"},
		{msg.EN, true, "SA87 HA98 DKQJ9", "♠A87 ♥A98 ♦KQJ9 ♣—"},
		{msg.EN, true, "AK7.QJ.987.A8", "♠AK7 ♥QJ ♦987 ♣A8"},
		{msg.SR, true, "P AK7 H D10 K 987 T A8", "♠AK7 ♥Q10 ♦987 ♣A8"},
		{msg.HU, true, "P AK7 KŐ D10 KÁ 987 T A8", "♠AK7 ♥Q10 ♦987 ♣A8"},
		{msg.HU, true, "♠AK7 ♥Q10 ♦987 ♣A8", "♠AK7 ♥Q10 ♦987 ♣A8"},
	}
	for _, tt := range tests {
		d := cards.Bridge
		if tt.pref {
			d = cards.Preferans
		}
		t.Run(tt.lang.String()+"/"+tt.in, func(t *testing.T) {
			h, err := ReadHand(d, tt.in, tt.lang)
			if err != nil {
				t.Fatalf("ReadHand(%q, %v) error: %s", tt.in, tt.lang, engine.ErrorMessage(err, tt.lang, ""))
			}
			if h.Shown != tt.want {
				t.Errorf("ReadHand(%q, %v).Shown = %q, want %q", tt.in, tt.lang, h.Shown, tt.want)
			}
			if !d.Valid(h.Cards) {
				t.Errorf("ReadHand(%q, %v) = %x, not a hand of the deck", tt.in, tt.lang, uint64(h.Cards))
			}
			if n, ok := CountHand(d, tt.in, tt.lang); n != d.HandSize || !ok {
				t.Errorf("CountHand(%q, %v) = %d, %v, want %d, true", tt.in, tt.lang, n, ok, d.HandSize)
			}
			again, err := ReadHand(d, h.Shown, tt.lang)
			if err != nil || again.Cards != h.Cards || again.Shown != h.Shown {
				t.Errorf("ReadHand(Shown %q) = %q, %v; want %q", h.Shown, again.Shown, err, h.Shown)
			}
		})
	}
}

func TestReadSeatHand(t *testing.T) {
	tests := []struct {
		lang msg.Lang
		in   string
		seat bridge.Seat
		want string
	}{
		{msg.EN, "N:" + deal, bridge.North, "North: ♠AKQ2 ♥543 ♦KJ2 ♣876"},
		{msg.EN, "N:" + deal, bridge.East, "East: ♠J109 ♥AKQJ ♦AQ10 ♣AKQ"},
		{msg.EN, "N:" + deal, bridge.South, "South: ♠876 ♥10987 ♦987 ♣J109"},
		{msg.EN, "N:" + deal, bridge.West, "West: ♠543 ♥62 ♦6543 ♣5432"},
		{msg.EN, "S:" + deal, bridge.North, "North: ♠876 ♥10987 ♦987 ♣J109"},
		{msg.SR, "I:" + deal, bridge.West, "zapad: ♠876 ♥10987 ♦987 ♣J109"},
		{msg.HU, "K:" + deal, bridge.West, "nyugat: ♠876 ♥10987 ♦987 ♣J109"},
		{msg.EN, "S AKQ2 H 543 D KJ2 C 876", bridge.West, "♠AKQ2 ♥543 ♦KJ2 ♣876"},
	}
	for _, tt := range tests {
		h, err := ReadSeatHand(tt.in, tt.lang, tt.seat)
		if err != nil {
			t.Errorf("ReadSeatHand(%q, %v, %v) error: %v", tt.in, tt.lang, tt.seat, err)
			continue
		}
		if h.Shown != tt.want {
			t.Errorf("ReadSeatHand(%q, %v, %v) = %q, want %q", tt.in, tt.lang, tt.seat, h.Shown, tt.want)
		}
	}
	_, err := ReadSeatHand("N:AKQ2.543.KJ2.876 - - -", msg.EN, bridge.South)
	if e := asError(err); e == nil || e.Key != "notation.err.deal-seat" {
		t.Errorf("ReadSeatHand(South of a deal without it) error = %v, want notation.err.deal-seat", err)
	}
}

func TestReadHandErrors(t *testing.T) {
	tests := []struct {
		lang msg.Lang
		pref bool
		in   string
		key  string
		n    int    // CountHand (-1: not ok)
		has  string // in the English sentence
	}{
		{msg.EN, false, "", "notation.err.hand", 0, "13 different cards"},
		{msg.EN, false, "S AKQ2 H 543 D KJ2 C 87", "notation.err.hand-count", 12, "12 cards read, a hand has 13: ♠AKQ2 ♥543 ♦KJ2 ♣87"},
		{msg.EN, false, "S AKQ2 H 543 D KJ2 C 8765", "notation.err.hand-count", 14, "14 cards read"},
		{msg.SR, false, "P AKD10 H 543 K KJ2 T 87", "notation.err.hand-count", 12, "♠AKQ10 ♥543 ♦KJ2 ♣87"},
		{msg.SR, false, "P AK", "notation.err.hand-count", 2, "♠AK ♥— ♦— ♣—"},
		{msg.EN, false, "SAKQ2 XJ54 D765 C432", "notation.err.char", -1, "“X” is neither a suit nor a card"},
		{msg.EN, false, "P AKQ2 H 543 D KJ2 C 876", "notation.err.char", -1, "“P”"}, // P is pik only in Serbian and Hungarian
		{msg.SR, false, "S AKQ2 KŐ 543 D KJ2 C 876", "notation.err.char", -1, "“Ő”"},
		{msg.EN, false, "SAKQ2 SJ54 D765 C432", "notation.err.hand", -1, ""},  // a suit twice
		{msg.EN, false, "SAKQ2 HJ54 D765 C4322", "notation.err.hand", -1, ""}, // a card twice
		{msg.EN, false, "AKQ2.543.KJ2", "notation.err.hand", -1, ""},
		{msg.EN, false, "AKQ2.543.KJ2.8765", "notation.err.hand-count", 14, ""},
		{msg.EN, false, "AKQ2.543.KJ2.87X", "notation.err.char", -1, "“X”"},
		{msg.EN, false, "N:AKQ2.543.KJ2.876 AKQ2.543.KJ2.876 - -", "notation.err.deal", -1, ""},
		{msg.EN, false, "N:AKQ2.543.KJ2.876 - -", "notation.err.deal", -1, ""},
		{msg.EN, false, strings.Repeat("S", 401), "notation.err.hand", -1, ""},
		{msg.EN, true, "S AK7 H QJ D 987 C A2", "notation.err.hand", -1, "10 different cards"},
		{msg.EN, true, "N:AK7.QJ.987.A8", "notation.err.char", -1, "“N”"},
	}
	for _, tt := range tests {
		d := cards.Bridge
		if tt.pref {
			d = cards.Preferans
		}
		h, err := ReadHand(d, tt.in, tt.lang)
		e := asError(err)
		if e == nil || e.Code != engine.EINVALID || e.Field != "hand" || e.Key != tt.key {
			t.Errorf("ReadHand(%q, %v) = %q, %v; want EINVALID %s on hand", tt.in, tt.lang, h.Shown, err, tt.key)
			continue
		}
		if s := e.Message(msg.EN); !strings.Contains(s, tt.has) {
			t.Errorf("ReadHand(%q, %v) error %q does not say %q", tt.in, tt.lang, s, tt.has)
		}
		n, ok := CountHand(d, tt.in, tt.lang)
		if want := tt.n; n != want || ok != (want >= 0) {
			t.Errorf("CountHand(%q, %v) = %d, %v, want %d, %v", tt.in, tt.lang, n, ok, want, want >= 0)
		}
	}
}

// ambiguity is a text that reads two ways: the error names both readings (one, other, in
// either order) and what the first differing sign is taken for in each (text = label).
type ambiguity struct {
	lang       msg.Lang
	in         string
	key        string
	one, other string
	a, aKey    string
	b, bKey    string
}

func checkAmbiguous(t *testing.T, what string, tt ambiguity, err error) {
	t.Helper()
	e := asError(err)
	if e == nil || e.Code != engine.EINVALID || e.Key != tt.key {
		t.Errorf("%s(%q, %v) error = %v, want EINVALID %s", what, tt.in, tt.lang, err, tt.key)
		return
	}
	for _, l := range langs {
		s := e.Message(l)
		for _, want := range []string{tt.one, tt.other, tt.a + " = " + msg.T(l, tt.aKey), tt.b + " = " + msg.T(l, tt.bKey)} {
			if !strings.Contains(s, want) {
				t.Errorf("%s(%q, %v) error in %v: %q does not name %q", what, tt.in, tt.lang, l, s, want)
			}
		}
		if strings.ContainsAny(s, "{}") || strings.Contains(s, "notation.") {
			t.Errorf("%s(%q, %v) error in %v: %q has a placeholder or key left", what, tt.in, tt.lang, l, s)
		}
	}
}

func TestReadHandAmbiguous(t *testing.T) {
	tests := []ambiguity{
		{msg.SR, "PAKD2H543KKJ2T876", "notation.err.ambiguous-hand",
			"♠AKQ2 ♥K543 ♦J2 ♣876", "♠AKQ2 ♥543 ♦KJ2 ♣876", "K", "notation.rank.k", "K", "notation.suit.d"},
		{msg.SR, "P A K D 2 H 5 4 3 K K J 2 T 8 7 6", "notation.err.ambiguous-hand",
			"♠AKQ2 ♥K543 ♦J2 ♣876", "♠AKQ2 ♥543 ♦KJ2 ♣876", "K", "notation.rank.k", "K", "notation.suit.d"},
		{msg.SR, "H D C SAKQJT98765432", "notation.err.ambiguous-hand",
			"♠AKQJ1098765432 ♥— ♦— ♣—", "♠A ♥Q ♦QJ1098765432 ♣—", "D", "notation.suit.d", "D", "notation.rank.q"},
		{msg.HU, "H D C SAKQJT98765432", "notation.err.ambiguous-hand",
			"♠AKQJ1098765432 ♥— ♦— ♣—", "♠A ♥Q ♦QJ1098765432 ♣—", "D", "notation.suit.d", "D", "notation.rank.q"},
		{msg.HU, "P AKQ2 K 543 K KJ2 T 876", "notation.err.ambiguous-hand",
			"♠AKQ2 ♥543 ♦KJ2 ♣876", "♠AKQ2 ♥KJ2 ♦543 ♣876", "K", "notation.suit.h", "K", "notation.suit.d"},
		{msg.HU, "PAKT982H5432KÁKJ2T", "notation.err.ambiguous-hand",
			"♠AK10982 ♥5432 ♦KJ2 ♣—", "♠AK ♥5432 ♦KJ102 ♣982", "T", "notation.rank.t", "T", "notation.suit.c"},
	}
	for _, tt := range tests {
		_, err := ReadHand(cards.Bridge, tt.in, tt.lang)
		checkAmbiguous(t, "ReadHand", tt, err)
		if n, ok := CountHand(cards.Bridge, tt.in, tt.lang); ok {
			t.Errorf("CountHand(%q, %v) = %d, true; want false: the text reads two ways", tt.in, tt.lang, n)
		}
		if _, err := ReadHand(cards.Bridge, tt.in, msg.EN); asError(err) != nil && strings.HasPrefix(asError(err).Key, "notation.err.ambiguous") {
			t.Errorf("ReadHand(%q, en) reads two ways: English letters never do", tt.in)
		}
	}
	// a deal's first seat in Serbian: S is South (English) or sever (North); North's hand is
	// the first or the third
	_, err := ReadSeatHand("S:"+deal, msg.SR, bridge.North)
	e := asError(err)
	if e == nil || e.Key != "notation.err.ambiguous-seat" {
		t.Fatalf("ReadSeatHand(S:deal, sr, North) error = %v, want notation.err.ambiguous-seat", err)
	}
	for _, l := range langs {
		s := e.Message(l)
		for _, want := range []string{"sever: ♠876 ♥10987 ♦987 ♣J109", "sever: ♠AKQ2 ♥543 ♦KJ2 ♣876", msg.T(l, "notation.seat.s"), msg.T(l, "notation.seat.n")} {
			if !strings.Contains(s, want) {
				t.Errorf("ReadSeatHand(S:deal, sr, North) error in %v: %q does not name %q", l, s, want)
			}
		}
	}
}

func TestReadCard(t *testing.T) {
	tests := []struct {
		lang msg.Lang
		pref bool
		in   string
		want string
	}{
		{msg.EN, false, "SA", "♠A"}, {msg.EN, false, "♠A", "♠A"}, {msg.EN, false, "A♠", "♠A"},
		{msg.EN, false, "s a", "♠A"}, {msg.EN, false, "H10", "♥10"}, {msg.EN, false, "10♥", "♥10"},
		{msg.EN, false, "HT", "♥10"}, {msg.EN, false, "D8", "♦8"}, {msg.EN, false, "c2", "♣2"},
		{msg.SR, false, "SA", "♠A"}, {msg.SR, false, "PA", "♠A"}, {msg.SR, false, "PD", "♠Q"},
		{msg.SR, false, "HD", "♥Q"}, {msg.SR, false, "K9", "♦9"}, {msg.SR, false, "TT", "♣10"},
		{msg.SR, false, "T10", "♣10"}, {msg.SR, false, "HŽ", "♥J"}, {msg.SR, false, "♦K", "♦K"},
		{msg.HU, false, "KŐD", "♥Q"}, {msg.HU, false, "KÁ9", "♦9"}, {msg.HU, false, "PÁ", "♠A"},
		{msg.HU, false, "TB", "♣J"}, {msg.HU, false, "♦K", "♦K"},
		{msg.EN, true, "C7", "♣7"}, {msg.EN, true, "SA", "♠A"}, {msg.SR, true, "K9", "♦9"},
		{msg.HU, true, "KÁ9", "♦9"},
	}
	for _, tt := range tests {
		d := cards.Bridge
		if tt.pref {
			d = cards.Preferans
		}
		c, shown, err := ReadCard(d, tt.in, tt.lang)
		if err != nil || shown != tt.want {
			t.Errorf("ReadCard(%q, %v) = %d, %q, %v; want %q", tt.in, tt.lang, c, shown, err, tt.want)
			continue
		}
		if c2, _, err := ReadCard(d, shown, tt.lang); err != nil || c2 != c {
			t.Errorf("ReadCard(%q) = %d, %v; want %d", shown, c2, err, c)
		}
	}
	for _, in := range []string{"", "S", "SAK", "Z8", "D1", "♠♥", "AK"} {
		if c, _, err := ReadCard(cards.Bridge, in, msg.EN); asError(err) == nil || asError(err).Key != "notation.err.card" {
			t.Errorf("ReadCard(%q) = %d, %v; want notation.err.card", in, c, err)
		}
	}
	if _, _, err := ReadCard(cards.Preferans, "S6", msg.EN); asError(err) == nil {
		t.Errorf("Preferans ReadCard(S6) error = nil, want one")
	}
	amb := []ambiguity{
		{msg.SR, "KD", "notation.err.ambiguous-card", "♦K", "♦Q", "K", "notation.rank.k", "K", "notation.suit.d"},
		{msg.SR, "DT", "notation.err.ambiguous-card", "♦10", "♣Q", "D", "notation.suit.d", "D", "notation.rank.q"},
		{msg.HU, "KD", "notation.err.ambiguous-card", "♦K", "♥Q", "K", "notation.rank.k", "K", "notation.suit.h"},
		{msg.HU, "CK", "notation.err.ambiguous-card", "♣K", "♥K", "C", "notation.suit.c", "C", "notation.suit.h"},
	}
	for _, tt := range amb {
		_, _, err := ReadCard(cards.Bridge, tt.in, tt.lang)
		checkAmbiguous(t, "ReadCard", tt, err)
	}
}

func TestReadEntry(t *testing.T) {
	tests := []struct {
		lang  msg.Lang
		in    string
		want  string // bridge.Entry.String
		shown string
	}{
		{msg.EN, "4SX N -2", "4SX N -2", "4♠X N -2"},
		{msg.EN, "4sx n -2", "4SX N -2", "4♠X N -2"},
		{msg.EN, "4♠X N −2", "4SX N -2", "4♠X N -2"},
		{msg.EN, "4♠x n –2", "4SX N -2", "4♠X N -2"},
		{msg.EN, "4 ♠ X N -2", "4SX N -2", "4♠X N -2"},
		{msg.EN, "4SXN-2", "4SX N -2", "4♠X N -2"},
		{msg.EN, "4S* N -2", "4SX N -2", "4♠X N -2"},
		{msg.EN, "4S** N -2", "4SXX N -2", "4♠XX N -2"},
		{msg.EN, "3NT S =", "3N S =", "3NT S ="},
		{msg.EN, "3N S 9", "3N S =", "3NT S ="},
		{msg.EN, "6H E +1", "6H E +1", "6♥ E +1"},
		{msg.EN, "7NTXX W =", "7NXX W =", "7NTXX W ="},
		{msg.EN, "4S N 10", "4S N =", "4♠ N ="},
		{msg.EN, "1C E 0", "1C E -7", "1♣ E -7"},
		{msg.EN, "4S north =", "4S N =", "4♠ N ="},
		{msg.EN, "PASS", "PASS", "PASS"},
		{msg.EN, "p", "PASS", "PASS"},
		{msg.EN, "AP", "PASS", "PASS"},
		{msg.SR, "4PX J -2", "4SX S -2", "4♠X jug -2"},
		{msg.SR, "3BA sever =", "3N N =", "3BA sever ="},
		{msg.SR, "3NT I +1", "3N E +1", "3BA istok +1"},
		{msg.SR, "4K Z =", "4D W =", "4♦ zapad ="},
		{msg.SR, "2T J 8", "2C S =", "2♣ jug ="},
		{msg.SR, "4S N =", "4S N =", "4♠ sever ="},
		{msg.SR, "4H E -1", "4H E -1", "4♥ istok -1"},
		{msg.SR, "PAS", "PASS", "PAS"},
		{msg.SR, "pass", "PASS", "PAS"},
		{msg.HU, "3SZA D =", "3N S =", "3SZA D ="},
		{msg.HU, "3SA É +1", "3N N +1", "3SZA É +1"},
		{msg.HU, "4P NY -1", "4S W -1", "4♠ NY -1"},
		{msg.HU, "4KŐ K =", "4H E =", "4♥ K ="},
		{msg.HU, "4KÁ É =", "4D N =", "4♦ É ="},
		{msg.HU, "2T D =", "2C S =", "2♣ D ="},
		{msg.HU, "4♥ dél =", "4H S =", "4♥ D ="},
		{msg.HU, "4H nyugat 10", "4H W =", "4♥ NY ="},
		{msg.HU, "4S N =", "4S N =", "4♠ É ="},
		{msg.HU, "passz", "PASS", "PASSZ"},
	}
	for _, tt := range tests {
		e, shown, err := ReadEntry(tt.in, tt.lang)
		if err != nil {
			t.Errorf("ReadEntry(%q, %v) error: %s", tt.in, tt.lang, engine.ErrorMessage(err, tt.lang, ""))
			continue
		}
		if e.String() != tt.want || shown != tt.shown {
			t.Errorf("ReadEntry(%q, %v) = %v, %q; want %v, %q", tt.in, tt.lang, e, shown, tt.want, tt.shown)
		}
	}
	bad := []struct {
		lang msg.Lang
		in   string
	}{
		{msg.EN, ""}, {msg.EN, "8S N ="}, {msg.EN, "0S N ="}, {msg.EN, "4S N"}, {msg.EN, "4S N +7"},
		{msg.EN, "4S N -11"}, {msg.EN, "4Q N ="}, {msg.EN, "4S Q ="}, {msg.EN, "4S N +0"},
		{msg.EN, "4S N 14"}, {msg.EN, "4SXXX N ="}, {msg.EN, "4P N ="}, {msg.EN, "3BA N ="},
		{msg.SR, "3SZA N ="}, {msg.HU, "3BA N ="}, {msg.EN, "PAS"}, {msg.EN, strings.Repeat("4", 61)},
	}
	for _, tt := range bad {
		e, _, err := ReadEntry(tt.in, tt.lang)
		if x := asError(err); x == nil || x.Key != "notation.err.entry" || x.Field != "entry" {
			t.Errorf("ReadEntry(%q, %v) = %v, %v; want notation.err.entry", tt.in, tt.lang, e, err)
		}
	}
	amb := []ambiguity{
		{msg.SR, "3N S =", "notation.err.ambiguous-entry", "3BA jug =", "3BA sever =", "S", "notation.seat.s", "S", "notation.seat.n"},
		{msg.SR, "4♠XS-1", "notation.err.ambiguous-entry", "4♠X jug -1", "4♠X sever -1", "S", "notation.seat.s", "S", "notation.seat.n"},
		{msg.HU, "4K É =", "notation.err.ambiguous-entry", "4♥ É =", "4♦ É =", "K", "notation.suit.h", "K", "notation.suit.d"},
		{msg.HU, "4C N =", "notation.err.ambiguous-entry", "4♣ É =", "4♥ É =", "C", "notation.suit.c", "C", "notation.suit.h"},
	}
	for _, tt := range amb {
		_, _, err := ReadEntry(tt.in, tt.lang)
		checkAmbiguous(t, "ReadEntry", tt, err)
	}
}

func TestReadContract(t *testing.T) {
	tests := []struct {
		lang  msg.Lang
		in    string
		want  string
		shown string
	}{
		{msg.EN, "4SX", "4SX", "4♠X"}, {msg.EN, "3NT", "3N", "3NT"}, {msg.EN, "7♥XX", "7HXX", "7♥XX"},
		{msg.EN, "PASS", "PASS", "PASS"}, {msg.EN, "1 c", "1C", "1♣"},
		{msg.SR, "3BA", "3N", "3BA"}, {msg.SR, "4PX", "4SX", "4♠X"}, {msg.SR, "2K", "2D", "2♦"},
		{msg.SR, "3NT", "3N", "3BA"}, {msg.SR, "5T", "5C", "5♣"},
		{msg.HU, "3SZA", "3N", "3SZA"}, {msg.HU, "4PX", "4SX", "4♠X"}, {msg.HU, "4KŐ", "4H", "4♥"},
		{msg.HU, "2KÁ", "2D", "2♦"}, {msg.HU, "3sza", "3N", "3SZA"},
	}
	for _, tt := range tests {
		c, shown, err := ReadContract(tt.in, tt.lang)
		if err != nil || c.String() != tt.want || shown != tt.shown {
			t.Errorf("ReadContract(%q, %v) = %v, %q, %v; want %v, %q", tt.in, tt.lang, c, shown, err, tt.want, tt.shown)
		}
	}
	for _, in := range []string{"", "8S", "4", "4SXXX", "4S N", "S4"} {
		if c, _, err := ReadContract(in, msg.EN); asError(err) == nil || asError(err).Key != "notation.err.contract" {
			t.Errorf("ReadContract(%q) = %v, %v; want notation.err.contract", in, c, err)
		}
	}
	amb := []ambiguity{
		{msg.HU, "4K", "notation.err.ambiguous-contract", "4♥", "4♦", "K", "notation.suit.h", "K", "notation.suit.d"},
		{msg.HU, "2CX", "notation.err.ambiguous-contract", "2♣X", "2♥X", "C", "notation.suit.c", "C", "notation.suit.h"},
	}
	for _, tt := range amb {
		_, _, err := ReadContract(tt.in, tt.lang)
		checkAmbiguous(t, "ReadContract", tt, err)
	}
}

// TestStrictAgree: what the strict readers accept, the lenient ones read the same in English.
func TestStrictAgree(t *testing.T) {
	for _, in := range []string{"SAKQ2 HJ54 D765 C432", "c432 d765 hj54 s2qka", "♠AKQ2 ♥J54 ♦765 ♣432",
		"SAKQJ1098765432 H D C"} {
		want, err := cards.Bridge.ParseHand(in)
		if err != nil {
			t.Fatal(err)
		}
		if h, err := ReadHand(cards.Bridge, in, msg.EN); err != nil || h.Cards != want {
			t.Errorf("ReadHand(%q) = %x, %v; ParseHand = %x", in, uint64(h.Cards), err, uint64(want))
		}
	}
	for _, in := range []string{"4SX N -2", "3N S =", "6H E +1", "PASS", "4S N 10", "7NXX W -13", "3nt s +3"} {
		want, err := bridge.ParseEntry(in)
		if err != nil {
			t.Fatal(err)
		}
		if e, _, err := ReadEntry(in, msg.EN); err != nil || e != want {
			t.Errorf("ReadEntry(%q) = %v, %v; ParseEntry = %v", in, e, err, want)
		}
	}
}

// TestShowReadsBack: every entry, card and many hands, shown, read back the same in every
// language.
func TestShowReadsBack(t *testing.T) {
	for _, l := range langs {
		for x := int64(0); x < engine.EntryCodes; x++ {
			e, _ := bridge.DecodeEntry(x)
			s := ShowEntry(e, l)
			got, shown, err := ReadEntry(s, l)
			if err != nil || got != e || shown != s {
				t.Fatalf("ReadEntry(ShowEntry(%v, %v) = %q) = %v, %q, %v", e, l, s, got, shown, err)
			}
			c, shownC, err := ReadContract(ShowContract(e.Contract, l), l)
			if err != nil || c != e.Contract || shownC != ShowContract(e.Contract, l) {
				t.Fatalf("ReadContract(ShowContract(%v, %v)) = %v, %q, %v", e.Contract, l, c, shownC, err)
			}
		}
		for _, d := range []cards.Deck{cards.Bridge, cards.Preferans} {
			for c := cards.Card(0); int(c) < d.N(); c++ {
				got, _, err := ReadCard(d, ShowCard(d, c), l)
				if err != nil || got != c {
					t.Fatalf("ReadCard(ShowCard(%d) = %q, %v) = %d, %v", c, ShowCard(d, c), l, got, err)
				}
			}
			seed := uint64(12345)
			for range 500 {
				h := randomHand(d, &seed)
				s := ShowHand(d, h)
				got, err := ReadHand(d, s, l)
				if err != nil || got.Cards != h || got.Shown != s {
					t.Fatalf("ReadHand(ShowHand = %q, %v) = %q, %v", s, l, got.Shown, err)
				}
			}
		}
	}
}

// randomHand deals a hand of d from a small linear congruential generator.
func randomHand(d cards.Deck, seed *uint64) cards.Hand {
	var h cards.Hand
	for h.Len() < d.HandSize {
		*seed = *seed*6364136223846793005 + 1442695040888963407
		h |= 1 << ((*seed >> 33) % uint64(d.N()))
	}
	return h
}

func asError(err error) *engine.Error {
	if l := engine.Errors(err); len(l) > 0 {
		return l[0]
	}
	return nil
}
