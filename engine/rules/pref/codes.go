package pref

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// A hand on the score-sheet calculator is one integer, so that a game is a list of numbers a
// director can type: 0 is a passed-out hand; otherwise the decimal digits are
//
//	D G I K TT LL F
//
// D the declarer (1–3), G the game (1 pik … 6 sans), I igra (0/1), K kontra (0 none, 1 kontra,
// 2 rekontra), TT the declarer's tricks (two digits), LL the tricks of the declarer's left-hand
// player (two digits; the right-hand player has the rest of the ten), F who followed (0 nobody,
// 1 the left-hand player, 2 the right-hand player, 3 both). Example: 110006023 = player 1 plays
// pik, no igra, no kontra, takes 6 tricks, the left-hand defender 2, both followed.
const MaxHandCode = 361210103

// EncodeHand returns h's code.
func EncodeHand(h Hand) (int64, error) {
	if err := h.Check(); err != nil {
		return 0, err
	}
	if h.Passed {
		return 0, nil
	}
	d := h.Declarer
	l, r := Left.At(d), Right.At(d)
	f := 0
	if h.Followed[l] {
		f |= 1
	}
	if h.Followed[r] {
		f |= 2
	}
	ig := 0
	if h.Igra {
		ig = 1
	}
	c := int64(d + 1)
	c = c*10 + int64(h.Game)
	c = c*10 + int64(ig)
	c = c*10 + int64(h.Kontra)
	c = c*100 + int64(h.Tricks[d])
	c = c*100 + int64(h.Tricks[l])
	c = c*10 + int64(f)
	return c, nil
}

// DecodeHand reads a hand code; a malformed code is EINVALID naming the field and item.
func DecodeHand(code int64, field string, item int) (Hand, error) {
	var h Hand
	bad := engine.InvalidKey(field, "pref.err.hand-code", msg.A("item", item), msg.A("code", code))
	if code == 0 {
		h.Passed = true
		return h, nil
	}
	if code < 0 || code > MaxHandCode {
		return h, bad
	}
	f := int(code % 10)
	code /= 10
	ll := int(code % 100)
	code /= 100
	tt := int(code % 100)
	code /= 100
	k := int(code % 10)
	code /= 10
	ig := int(code % 10)
	code /= 10
	g := int(code % 10)
	d := int(code / 10)
	if d < 1 || d > 3 || g < 1 || g > 6 || ig > 1 || k > 2 || f > 3 || tt > 10 || ll > 10 || tt+ll > 10 {
		return h, bad
	}
	h.Declarer = d - 1
	h.Game, h.Igra, h.Kontra = Game(g), ig == 1, Kontra(k)
	l, r := Left.At(h.Declarer), Right.At(h.Declarer)
	h.Tricks[h.Declarer], h.Tricks[l], h.Tricks[r] = tt, ll, 10-tt-ll
	h.Followed[l], h.Followed[r] = f&1 != 0, f&2 != 0
	return h, nil
}

// DecodeRulings reads the score-sheet calculator's ruling list: groups of four numbers, the
// hand a ruling is written in, then the bula change of players 1, 2 and 3.
func DecodeRulings(l []int64, field string) ([]Ruling, error) {
	if len(l)%4 != 0 {
		return nil, engine.InvalidKey(field, "pref.err.ruling-code")
	}
	var out []Ruling
	for i := 0; i < len(l); i += 4 {
		out = append(out, Ruling{AfterHand: int(l[i]), Deltas: [3]int{int(l[i+1]), int(l[i+2]), int(l[i+3])}})
	}
	return out, nil
}
