package notation

import (
	"strings"
	"unicode"

	"arbiter/engine"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

// ReadCard reads one card of deck d typed in lang's notation: a suit and a rank in either
// order, spaces allowed ("SA", "♠A", "A♠", "H10", Serbian "PD", Hungarian "KŐD"). It returns
// the card and its reading shown with a suit symbol ("♠A"). A card that reads two ways
// (Serbian "KD": karo dama or kralj of diamonds) is refused naming both. Every error is an
// *engine.Error (EINVALID) on the field "card".
func ReadCard(d cards.Deck, s string, lang msg.Lang) (cards.Card, string, error) {
	bad := engine.InvalidKey("card", "notation.err.card")
	if tooLong(s, 40) {
		return 0, "", bad
	}
	x := split(normalize(s), unicode.IsSpace)
	c, unknown := candidates(x, signsIn(&cardLetters, lang, symbols))
	if unknown != "" || x.t == "" {
		return 0, "", bad
	}
	type read struct {
		card    cards.Card
		choices []choice
	}
	var found []read
	for _, a := range c[0] {
		i := len(a.text)
		if i >= len(x.t) {
			continue
		}
		for _, b := range c[i] {
			if i+len(b.text) != len(x.t) {
				continue
			}
			suit, rank := a, b
			if suit.kind == kRank {
				suit, rank = b, a
			}
			if suit.kind != kSuit || rank.kind != kRank {
				continue
			}
			r := rankIn(d, rank.v)
			if r < 0 {
				continue
			}
			card := d.CardOf(cards.Suit(suit.v), r)
			if len(found) == 1 && found[0].card == card {
				continue
			}
			found = append(found, read{card, []choice{{0, i, a}, {i, len(x.t), b}}})
		}
	}
	switch len(found) {
	case 0:
		return 0, "", bad
	case 1:
		return found[0].card, ShowCard(d, found[0].card), nil
	}
	ca, cb := differ(found[0].choices, found[1].choices)
	return 0, "", ambiguous("card", "notation.err.ambiguous-card", x.t, ca, cb,
		ShowCard(d, found[0].card), ShowCard(d, found[1].card))
}

// ShowCard prints c with its suit symbol and 10 for the ten: "♠A", "♥10".
func ShowCard(d cards.Deck, c cards.Card) string {
	if int(c) >= d.N() {
		return d.CardString(c)
	}
	return suitSymbol[d.Suit(c)] + rankText(d.Ranks[d.Rank(c)])
}

// trimAll drops every space of s.
// tooLong reports whether s is longer than max bytes without its spaces (the strict readers
// take any run of spaces between the parts), or longer than maxRawText in all.
func tooLong(s string, max int) bool {
	return len(s) > maxRawText || len(trimAll(s)) > max
}

// maxRawText bounds what a reader looks at, spaces included.
const maxRawText = 4096

func trimAll(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}
