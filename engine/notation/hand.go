package notation

import (
	"strings"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

// Hand is a hand read from a text.
type Hand struct {
	Cards  cards.Hand
	Seat   bridge.Seat // the seat the text names: the seat of a PBN deal taken, or a "North:" before the hand
	Seated bool        // whether the text names one seat
	Shown  string      // the reading with suit symbols: "♠AKQ2 ♥543 ♦KJ2 ♣876"; "North: ♠…" when Seated
}

// maxHandText is the longest text read as a hand (a PBN deal with spaces fits).
const maxHandText = 400

// maxSteps bounds the search for the readings of one text; a text that needs more is refused
// as unreadable (no hand a person types comes near).
const maxSteps = 200_000

// ReadHand reads a hand of deck d typed in lang's notation (see the package comment). Of a PBN
// deal it takes the hand of the deal's first seat, and says so in Seat. Every error is an
// *engine.Error (EINVALID) on the field "hand".
func ReadHand(d cards.Deck, s string, lang msg.Lang) (Hand, error) {
	h, _, err := read(d, s, lang, -1)
	if err != nil {
		return Hand{}, err
	}
	return h, nil
}

// ReadSeatHand reads a bridge hand like ReadHand, but of a PBN deal it takes seat's hand. A
// text holding one hand gives that hand, whatever seat it names.
func ReadSeatHand(s string, lang msg.Lang, seat bridge.Seat) (Hand, error) {
	h, _, err := read(cards.Bridge, s, lang, int(seat))
	if err != nil {
		return Hand{}, err
	}
	return h, nil
}

// CountHand is the number of cards ReadHand sees in s, for a counter beside the field: the
// deck's hand size exactly when ReadHand accepts s; the cards of the one reading of a hand
// being written (too few or too many; 0 for a blank text); ok is false when s reads as no
// hand or as two.
func CountHand(d cards.Deck, s string, lang msg.Lang) (n int, ok bool) {
	if strings.TrimSpace(s) == "" {
		return 0, true
	}
	_, n, err := read(d, s, lang, -1)
	if err == nil {
		return d.HandSize, true
	}
	return n, n >= 0
}

// ShowHand prints h spades first with suit symbols, ranks high to low, 10 for the ten and "—"
// for a void: "♠AKQ2 ♥543 ♦KJ2 ♣876". ReadHand reads it back in every language.
func ShowHand(d cards.Deck, h cards.Hand) string {
	var b strings.Builder
	for s := cards.Spades; ; s-- {
		if s != cards.Spades {
			b.WriteByte(' ')
		}
		b.WriteString(suitSymbol[s])
		m := d.SuitMask(h, s)
		if m == 0 {
			b.WriteString("—")
		}
		for r := len(d.Ranks) - 1; r >= 0; r-- {
			if m&(1<<r) != 0 {
				b.WriteString(rankText(d.Ranks[r]))
			}
		}
		if s == cards.Clubs {
			break
		}
	}
	return b.String()
}

var suitSymbol = [...]string{cards.Clubs: "♣", cards.Diamonds: "♦", cards.Hearts: "♥", cards.Spades: "♠"}

func rankText(r byte) string {
	if r == 'T' {
		return "10"
	}
	return string(r)
}

// rankIn is a rank of cards.Bridge.Ranks in deck d (-1: not in the deck).
func rankIn(d cards.Deck, v uint8) int {
	return strings.IndexByte(d.Ranks, cards.Bridge.Ranks[v])
}

func handErr(d cards.Deck) *engine.Error {
	return engine.InvalidKey("hand", "notation.err.hand", msg.A("cards", d.HandSize))
}

func charErr(c string) *engine.Error {
	return engine.InvalidKey("hand", "notation.err.char", msg.A("char", c))
}

// read reads s; n is the number of cards of its one reading (-1 when there is none, or two).
func read(d cards.Deck, s string, l msg.Lang, want int) (Hand, int, *engine.Error) {
	if tooLong(s, maxHandText) {
		return Hand{}, -1, handErr(d)
	}
	t := normalize(strings.TrimSpace(s))
	if t == "" {
		return Hand{}, -1, handErr(d)
	}
	if d.HandSize == cards.Bridge.HandSize && len(d.Ranks) == len(cards.Bridge.Ranks) {
		if i := strings.IndexByte(t, ':'); i > 0 {
			head, rest := strings.TrimSpace(t[:i]), strings.TrimSpace(t[i+1:])
			seats := seatsOf(l, head)
			switch {
			case len(seats) > 0 && strings.Contains(rest, "."):
				return readPBN(d, seats, rest, l, want)
			case len(seats) == 1 && (utf8.RuneCountInString(head) >= 3 || !isCardSign(l, head)):
				h, n, err := readLetters(d, rest, l)
				if err == nil {
					h.Seat, h.Seated = seats[0], true
					h.Shown = msg.T(l, seatKey(h.Seat)) + ": " + h.Shown
				}
				return h, n, err
			}
		}
	}
	if dots := strings.Count(t, "."); dots > 1 || dots == 1 && !strings.HasSuffix(t, ".") {
		h, err := readDotted(d, t, l)
		if err != nil {
			return Hand{}, -1, err
		}
		return count(d, Hand{Cards: h, Shown: ShowHand(d, h)})
	}
	return readLetters(d, strings.TrimSuffix(t, "."), l)
}

// count checks a hand's size: n is its number of cards.
func count(d cards.Deck, h Hand) (Hand, int, *engine.Error) {
	n := h.Cards.Len()
	if n != d.HandSize {
		return Hand{}, n, engine.InvalidKey("hand", "notation.err.hand-count",
			msg.A("n", n), msg.A("cards", d.HandSize), msg.A("shown", h.Shown))
	}
	return h, n, nil
}

// isCardSign reports whether w is a suit or rank sign in l ("S:" starts spades, not South).
func isCardSign(l msg.Lang, w string) bool {
	for _, s := range signsIn(&cardLetters, l, symbols) {
		if s.text == w {
			return true
		}
	}
	return false
}

// seatsOf returns the seats a whole word names in l (two for Serbian S: South, sever).
func seatsOf(l msg.Lang, w string) []bridge.Seat {
	var out []bridge.Seat
	for _, s := range signsIn(&seatSigns, l, nil) {
		if s.text == w {
			out = append(out, bridge.Seat(s.v))
		}
	}
	return out
}

// readDotted reads a hand written spades.hearts.diamonds.clubs (a void empty or "-"); a full
// stop after it is allowed.
func readDotted(d cards.Deck, t string, l msg.Lang) (cards.Hand, *engine.Error) {
	parts := strings.Split(t, ".")
	if len(parts) == 5 && strings.TrimSpace(parts[4]) == "" {
		parts = parts[:4]
	}
	if len(parts) != 4 {
		return 0, handErr(d)
	}
	var ranks []sign
	for _, s := range signsIn(&cardLetters, l, symbols) {
		if s.kind == kRank {
			ranks = append(ranks, s)
		}
	}
	var h cards.Hand
	for i, p := range parts {
		suit := cards.Spades - cards.Suit(i)
		x := split(p, isSep)
		switch x.t {
		case "", "-", "—", "–":
			continue
		}
		for j := 0; j < len(x.t); {
			var best *sign
			for k := range ranks {
				if strings.HasPrefix(x.t[j:], ranks[k].text) && (best == nil || len(ranks[k].text) > len(best.text)) {
					best = &ranks[k]
				}
			}
			if best == nil {
				r, _ := utf8.DecodeRuneInString(x.t[j:])
				return 0, charErr(string(r))
			}
			r := rankIn(d, best.v)
			if r < 0 {
				return 0, charErr(best.text)
			}
			c := d.CardOf(suit, r)
			if h.Has(c) {
				return 0, handErr(d)
			}
			h |= 1 << c
			j += len(best.text)
		}
	}
	return h, nil
}

// readPBN reads "<seat>:" and one dotted hand, or a PBN deal of four (clockwise from the seat,
// "-" for a hand not known), and takes the hand of seat want (-1: the first seat's).
func readPBN(d cards.Deck, firsts []bridge.Seat, rest string, l msg.Lang, want int) (Hand, int, *engine.Error) {
	parts := strings.Fields(rest)
	if len(parts) == 1 {
		h, err := readDotted(d, parts[0], l)
		if err != nil {
			return Hand{}, -1, err
		}
		r := Hand{Cards: h, Shown: ShowHand(d, h)}
		if len(firsts) == 1 { // a seat that reads two ways names none; the cards are the same
			r.Seat, r.Seated = firsts[0], true
			r.Shown = msg.T(l, seatKey(r.Seat)) + ": " + r.Shown
		}
		return count(d, r)
	}
	dealErr := engine.InvalidKey("hand", "notation.err.deal")
	if len(parts) != 4 {
		return Hand{}, -1, dealErr
	}
	var hands [4]cards.Hand
	var known [4]bool
	var all cards.Hand
	for k, p := range parts {
		if p == "-" {
			continue
		}
		h, err := readDotted(d, p, l)
		if err != nil {
			return Hand{}, -1, err
		}
		if h.Len() != d.HandSize || all&h != 0 {
			return Hand{}, -1, dealErr
		}
		all |= h
		hands[k], known[k] = h, true
	}
	take := func(first bridge.Seat) (Hand, *engine.Error) {
		seat := first
		if want >= 0 {
			seat = bridge.Seat(want)
		}
		k := (int(seat) - int(first) + 4) % 4
		if !known[k] {
			return Hand{}, engine.InvalidKey("hand", "notation.err.deal-seat", msg.A("seat", msg.Ref(seatKey(seat))))
		}
		return Hand{Cards: hands[k], Seat: seat, Seated: true,
			Shown: msg.T(l, seatKey(seat)) + ": " + ShowHand(d, hands[k])}, nil
	}
	one, err := take(firsts[0])
	if err != nil {
		return Hand{}, -1, err
	}
	if len(firsts) > 1 { // a first seat that reads two ways (Serbian S)
		if want < 0 { // the first seat's hand either way: the cards are sure, the seat is not
			one.Seated, one.Shown = false, ShowHand(d, one.Cards)
			return one, d.HandSize, nil
		}
		if other, err := take(firsts[1]); err != nil || other.Cards != one.Cards {
			if err != nil {
				other.Shown = engine.ErrorMessage(err, l, "")
			}
			return Hand{}, -1, ambiguousSeat(firsts, one.Shown, other.Shown)
		}
		one.Seated, one.Shown = false, ShowHand(d, one.Cards)
	}
	return one, d.HandSize, nil
}

// ambiguousSeat is the error of a deal whose first seat reads two ways (Serbian S).
func ambiguousSeat(firsts []bridge.Seat, one, other string) *engine.Error {
	return engine.InvalidKey("hand", "notation.err.ambiguous-seat",
		msg.A("one", one), msg.A("other", other),
		msg.A("a", msg.Ref(seatKey(firsts[0]))), msg.A("b", msg.Ref(seatKey(firsts[1]))))
}

// A reading of a hand in letters: its cards and the signs read.
type reading struct {
	h       cards.Hand
	choices []choice
}

// handSearch walks every reading of a hand written in letters.
type handSearch struct {
	d     cards.Deck
	x     text
	c     [][]*sign
	loose bool // a suit's cards may run across a space
	steps int
	path  []choice
	full  []reading // distinct hands of d.HandSize cards, at most two
	most  []reading // distinct hands of the most cards read, at most two
}

func (hs *handSearch) walk(i, suit int, seen uint8, h cards.Hand, ranks, void bool) {
	hs.steps++
	if hs.steps > maxSteps || len(hs.full) > 1 {
		return
	}
	if i == len(hs.x.t) {
		hs.record(h)
		return
	}
	for _, s := range hs.c[i] {
		end := i + len(s.text)
		hs.path = append(hs.path, choice{i, end, s})
		switch s.kind {
		case kSuit:
			if seen&(1<<s.v) == 0 {
				hs.walk(end, int(s.v), seen|1<<s.v, h, false, false)
			}
		case kRank:
			// a rank needs a suit, and starts a word only as the first of its suit's cards
			if suit < 0 || void || hs.x.sp[i] && ranks && !hs.loose {
				break
			}
			if r := rankIn(hs.d, s.v); r >= 0 {
				if c := hs.d.CardOf(cards.Suit(suit), r); !h.Has(c) {
					hs.walk(end, suit, seen, h|1<<c, true, false)
				}
			}
		case kVoid:
			if suit >= 0 && !ranks && !void {
				hs.walk(end, suit, seen, h, false, true)
			}
		}
		hs.path = hs.path[:len(hs.path)-1]
	}
}

func (hs *handSearch) record(h cards.Hand) {
	add := func(l []reading) []reading {
		if len(l) > 1 || len(l) == 1 && l[0].h == h {
			return l
		}
		return append(l, reading{h, append([]choice(nil), hs.path...)})
	}
	if len(hs.most) > 0 && h.Len() > hs.most[0].h.Len() {
		hs.most = nil
	}
	if len(hs.most) == 0 || h.Len() == hs.most[0].h.Len() {
		hs.most = add(hs.most)
	}
	if h.Len() == hs.d.HandSize {
		hs.full = add(hs.full)
	}
}

// readLetters reads a hand written as suits and their cards. The layout where spaces start
// suits is read first; only when it gives no reading at all are spaces ignored. Of readings
// that give no whole hand, the one with the most cards is told (a letter that can be a card
// of the suit being written is taken as one), for the count of a hand being typed.
func readLetters(d cards.Deck, t string, l msg.Lang) (Hand, int, *engine.Error) {
	x := split(t, isSep)
	if x.t == "" {
		return Hand{}, -1, handErr(d)
	}
	c, bad := candidates(x, signsIn(&cardLetters, l, symbols))
	if bad != "" {
		return Hand{}, -1, charErr(bad)
	}
	for _, loose := range []bool{false, true} {
		hs := &handSearch{d: d, x: x, c: c, loose: loose}
		hs.walk(0, -1, 0, 0, false, false)
		switch {
		case hs.steps > maxSteps:
			return Hand{}, -1, handErr(d)
		case len(hs.full) == 1:
			h := hs.full[0].h
			return Hand{Cards: h, Shown: ShowHand(d, h)}, d.HandSize, nil
		case len(hs.full) > 1:
			return Hand{}, -1, ambiguousHand(d, x.t, hs.full[0], hs.full[1])
		case len(hs.most) == 1:
			h := hs.most[0].h
			return count(d, Hand{Cards: h, Shown: ShowHand(d, h)})
		case len(hs.most) > 1:
			return Hand{}, -1, ambiguousHand(d, x.t, hs.most[0], hs.most[1])
		}
	}
	return Hand{}, -1, handErr(d)
}

func ambiguousHand(d cards.Deck, t string, a, b reading) *engine.Error {
	ca, cb := differ(a.choices, b.choices)
	return ambiguous("hand", "notation.err.ambiguous-hand", t, ca, cb, ShowHand(d, a.h), ShowHand(d, b.h))
}
