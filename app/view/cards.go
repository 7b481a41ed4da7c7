package view

import (
	"strconv"
	"strings"

	"arbiter/app/texts"
	"arbiter/engine"
	"arbiter/engine/cards"
	"arbiter/engine/input"
	"arbiter/engine/msg"
	"arbiter/engine/notation"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The card picker: four suit rows of rank buttons under a hand field, for a thumb rather than
// a keyboard. Each button is a toggle (aria-pressed); the field's text follows every tap and
// the picker follows the text, so either can be used.

// handDeck is the deck of a hand field.
func handDeck(k engine.Kind) cards.Deck {
	if k == engine.KPrefHand {
		return cards.Preferans
	}
	return cards.Bridge
}

// looseHand reads the cards written in s, however many: the picker shows a hand being built.
// It reads what ParseHand reads (suit letters S H D C, then ranks; "10" for T) and skips
// anything else.
func looseHand(k engine.Kind, s string) cards.Hand {
	d := handDeck(k)
	s = strings.ReplaceAll(strings.ToUpper(s), "10", "T")
	var h cards.Hand
	suit, have := cards.Suit(0), false
	for _, r := range s {
		if st, ok := cards.ParseSuit(string(r)); ok {
			suit, have = st, true
			continue
		}
		if i := strings.IndexRune(d.Ranks, r); i >= 0 && have {
			h |= 1 << uint(d.CardOf(suit, i))
		}
	}
	return h
}

// pickerHand is the hand the picker shows for text: the lenient reader's in l when it reads a
// whole hand, else the cards looseHand sees in a hand being written.
func pickerHand(f *engine.Field, text string, l msg.Lang) cards.Hand {
	if v, _, err := input.ParseIn(f, text, l); err == nil && len(v) == 1 {
		return cards.Hand(v[0])
	}
	return looseHand(f.Kind, text)
}

// ToggleCard adds or removes card (a card index of the field's deck) in the hand written in
// text, and returns the hand's text with suit symbols ("♠AKQ2 ♥J54 ♦765 ♣432"), which no
// language's letters misread.
func ToggleCard(f *engine.Field, text string, card int, l msg.Lang) string {
	d := handDeck(f.Kind)
	if card < 0 || card >= d.N() {
		return text
	}
	h := pickerHand(f, text, l) ^ (1 << uint(card))
	if h == 0 {
		return ""
	}
	return notation.ShowHand(d, h)
}

// suitOrder is the order the picker shows suits: spades, hearts, diamonds, clubs.
var suitOrder = []cards.Suit{cards.Spades, cards.Hearts, cards.Diamonds, cards.Clubs}

var suitSymbol = map[cards.Suit]string{cards.Spades: "♠", cards.Hearts: "♥", cards.Diamonds: "♦", cards.Clubs: "♣"}

// rankText is how a rank is shown on a button ("10" rather than T).
func rankText(r byte) string {
	if r == 'T' {
		return "10"
	}
	return string(r)
}

// CardPicker draws the picker for the hand field id; toggle returns the handler of a card.
func CardPicker(l msg.Lang, id string, f *engine.Field, text string, toggle func(card int) app.EventHandler) app.UI {
	d := handDeck(f.Kind)
	h := pickerHand(f, text, l)
	rows := make([]app.UI, 0, 4)
	for _, s := range suitOrder {
		suitName := msg.T(l, texts.SuitKey(s))
		btns := make([]app.UI, 0, len(d.Ranks))
		for r := len(d.Ranks) - 1; r >= 0; r-- {
			c := int(d.CardOf(s, r))
			on := h.Has(cards.Card(c))
			cs := d.CardString(cards.Card(c))
			btns = append(btns, Tx("button.card-btn", rankText(d.Ranks[r])).Attr("type", "button").
				ID(id+"-card-"+cs).DataSet("card", cs).
				Aria("pressed", strconv.FormatBool(on)).
				Aria("label", suitName+" "+rankText(d.Ranks[r])).
				OnClick(toggle(c)))
		}
		rows = append(rows, El("div.suit-row",
			Tx("span.suit-sym", suitSymbol[s]).Aria("hidden", "true"),
			El("div.ranks", btns...),
		).Class("suit-"+strings.ToLower(s.String())).Role("group").Aria("label", suitName))
	}
	// the counter counts what the field's reader sees, so that it and the error never disagree:
	// a full count exactly when the text is accepted
	// (a text that reads two ways, or as no hand, counts as "?": the error line says why)
	n, ok := input.HandCount(f, text, l)
	var shownN any = n
	if n < 0 {
		shownN = "?"
	}
	count := msg.T(l, "app.cards.count", msg.A("n", shownN), msg.A("of", d.HandSize))
	cls := "card-count"
	if ok && n == d.HandSize {
		cls += " ok"
	}
	return El("div.picker-cards", append(rows, Tx("p", count).ID(id+"-count").Class(cls).Aria("live", "polite"))...).
		ID(id + "-picker")
}
