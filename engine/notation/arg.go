package notation

import (
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

// The arguments of steps, decisions and errors that carry a hand, a card, a contract, a score
// entry or a seat print them the way Show prints a value for the form, in the language of the
// message: a result's explanation reads as directors write in the UI language, and what it
// shows the form reads back. Hands and cards read the same in every language (suit symbols), so
// they are plain strings; a contract and an entry name no trump and the declarer in the
// language's words, so they are msg.Localizer values; a seat is a message key.

// HandArg is the argument value of a hand of deck d: "♠AKQ2 ♥543 ♦KJ2 ♣876" (ShowHand).
func HandArg(d cards.Deck, h cards.Hand) string { return ShowHand(d, h) }

// CardArg is the argument value of a card of deck d: "♠A", "♥10" (ShowCard).
func CardArg(d cards.Deck, c cards.Card) string { return ShowCard(d, c) }

// ContractArg is a contract as a message argument, printed in the message's language as
// ShowContract prints it: "4♠X", Serbian "3BA", Hungarian "3SZA".
type ContractArg bridge.Contract

// Localize implements msg.Localizer.
func (c ContractArg) Localize(l msg.Lang) string { return ShowContract(bridge.Contract(c), l) }

// EntryArg is a score entry as a message argument, printed in the message's language as
// ShowEntry prints it: "4♠X N -2", Serbian "4♠X jug -2", Hungarian "4♠X D -2".
type EntryArg bridge.Entry

// Localize implements msg.Localizer.
func (e EntryArg) Localize(l msg.Lang) string { return ShowEntry(bridge.Entry(e), l) }

// SeatArg is a seat as a message argument: its name in the message's language ("North",
// Serbian "sever", Hungarian "észak"), never a letter (Serbian S is sever or South).
func SeatArg(s bridge.Seat) msg.Ref { return msg.Ref(seatKey(s)) }
