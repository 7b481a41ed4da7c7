package notation

import (
	"testing"

	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

// TestArgs: the argument values print in the message's language as Show prints the value, and
// what they print reads back in that language.
func TestArgs(t *testing.T) {
	c := bridge.Contract{Level: 3, Strain: bridge.NoTrump, Doubled: bridge.DoubledX}
	e := bridge.Entry{Contract: bridge.Contract{Level: 4, Strain: bridge.Spades}, Declarer: bridge.South, Tricks: 8}
	for _, tt := range []struct {
		l                     msg.Lang
		contract, entry, seat string
	}{
		{msg.EN, "3NTX", "4♠ S -2", "South"},
		{msg.SR, "3BAX", "4♠ jug -2", "jug"},
		{msg.HU, "3SZAX", "4♠ D -2", "dél"},
	} {
		if got := msg.Format(tt.l, ContractArg(c)); got != tt.contract {
			t.Errorf("ContractArg(%v) in %v = %q, want %q", c, tt.l, got, tt.contract)
		} else if back, _, err := ReadContract(got, tt.l); err != nil || back != c {
			t.Errorf("%q (%v) reads back as %v, %v", got, tt.l, back, err)
		}
		if got := msg.Format(tt.l, EntryArg(e)); got != tt.entry {
			t.Errorf("EntryArg(%v) in %v = %q, want %q", e, tt.l, got, tt.entry)
		} else if back, _, err := ReadEntry(got, tt.l); err != nil || back != e {
			t.Errorf("%q (%v) reads back as %v, %v", got, tt.l, back, err)
		}
		if got := msg.Format(tt.l, SeatArg(bridge.South)); got != tt.seat {
			t.Errorf("SeatArg(South) in %v = %q, want %q", tt.l, got, tt.seat)
		}
	}
	h, err := cards.Bridge.ParseHand("SAKQ2 H543 DKJ2 C876")
	if err != nil {
		t.Fatal(err)
	}
	if got := HandArg(cards.Bridge, h); got != "♠AKQ2 ♥543 ♦KJ2 ♣876" {
		t.Errorf("HandArg = %q", got)
	}
	if got := CardArg(cards.Preferans, cards.Preferans.CardOf(cards.Hearts, 3)); got != "♥10" {
		t.Errorf("CardArg(Preferans ♥10) = %q", got)
	}
}
