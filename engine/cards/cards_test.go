package cards

import (
	"testing"

	"arbiter/engine"
)

func TestParseHand(t *testing.T) {
	tests := []struct {
		d    Deck
		in   string
		want string
	}{
		{Bridge, "SAKQ2 HJ54 D765 C432", "SAKQ2 HJ54 D765 C432"},
		{Bridge, "c432 d765 hj54 s2qka", "SAKQ2 HJ54 D765 C432"},
		{Bridge, "♠AKQ2 ♥J54 ♦765 ♣432", "SAKQ2 HJ54 D765 C432"},
		{Bridge, "SAKQJ1098765432 H D C", "SAKQJT98765432 H D C"},
		{Preferans, "SAK7 HQJ D987 CA8", "SAK7 HQJ D987 CA8"},
		{Preferans, "SKA H D C10987AKQJ", "SAK H D CAKQJT987"},
	}
	for _, tt := range tests {
		h, err := tt.d.ParseHand(tt.in)
		if err != nil {
			t.Errorf("ParseHand(%q): %v", tt.in, err)
			continue
		}
		if got := tt.d.HandString(h); got != tt.want {
			t.Errorf("HandString(ParseHand(%q)) = %q, want %q", tt.in, got, tt.want)
		}
		if !tt.d.Valid(h) {
			t.Errorf("Valid(ParseHand(%q)) = false", tt.in)
		}
	}
}

func TestParseHandErrors(t *testing.T) {
	tests := []struct {
		d  Deck
		in string
	}{
		{Bridge, "SAKQ2 HJ54 D765 C43"},    // 12 cards
		{Bridge, "SAKQ2 HJ54 D765 C4322"},  // repeated card
		{Bridge, "SAKQ2 SJ54 D765 C432"},   // repeated suit
		{Bridge, "SAKQ2 HJ54 D765"},        // three groups
		{Bridge, "SAKQ2 HJ54 D765 C432 H"}, // five groups
		{Bridge, "SAKQ2 HJ54 D765 X432"},   // not a suit
		{Bridge, "SAKQ1 HJ54 D765 C432"},   // not a rank
		{Bridge, ""},
		{Preferans, "SAK7 HQJ D987 CA2"}, // not in the 32-card deck
		{Preferans, "SAK7 HQJ D987 CA"},  // 9 cards
	}
	for _, tt := range tests {
		h, err := tt.d.ParseHand(tt.in)
		var e *engine.Error
		if err == nil {
			t.Errorf("ParseHand(%q) = %v, want EINVALID", tt.in, h)
			continue
		}
		e, _ = err.(*engine.Error)
		if e == nil || e.Code != engine.EINVALID || e.Field != "hand" || e.Key != "err.hand" {
			t.Errorf("ParseHand(%q) error = %v, want EINVALID err.hand on hand", tt.in, err)
		}
	}
}

func TestCards(t *testing.T) {
	tests := []struct {
		d    Deck
		in   string
		want Card
		str  string
	}{
		{Bridge, "D8", 13 + 6, "D8"}, {Bridge, "h10", 26 + 8, "HT"}, {Bridge, "♠A", 51, "SA"},
		{Bridge, "C2", 0, "C2"}, {Preferans, "C7", 0, "C7"}, {Preferans, "SA", 31, "SA"},
	}
	for _, tt := range tests {
		c, err := tt.d.ParseCard(tt.in)
		if err != nil || c != tt.want {
			t.Errorf("ParseCard(%q) = %d, %v, want %d", tt.in, c, err, tt.want)
			continue
		}
		if s := tt.d.CardString(c); s != tt.str {
			t.Errorf("CardString(%d) = %q, want %q", c, s, tt.str)
		}
	}
	for _, in := range []string{"", "D", "Z8", "D1", "DAK", "X10"} {
		if c, err := Bridge.ParseCard(in); engine.ErrorCode(err) != engine.EINVALID {
			t.Errorf("ParseCard(%q) = %d, %v, want EINVALID", in, c, err)
		}
	}
	if _, err := Preferans.ParseCard("S6"); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("Preferans.ParseCard(S6) error = %v, want EINVALID", err)
	}
	if s := Bridge.CardString(52); s != "%!Card(52)" {
		t.Errorf("CardString(52) = %q", s)
	}
	if s := Suit(5).String(); s != "%!Suit(5)" {
		t.Errorf("Suit(5) = %q", s)
	}
	h, _ := Bridge.ParseHand("SAKQ2 HJ54 D765 C432")
	if n := Bridge.Length(h, Spades); n != 4 {
		t.Errorf("Length(spades) = %d, want 4", n)
	}
}

func FuzzParseHand(f *testing.F) {
	f.Add("SAKQ2 HJ54 D765 C432", false)
	f.Add("SAK7 HQJ D987 CA8", true)
	f.Add("♠AKQ2 ♥J54 ♦765 ♣432", false)
	f.Add("SKA H D C10987AKQJ", true)
	f.Fuzz(func(t *testing.T, s string, pref bool) {
		d := Bridge
		if pref {
			d = Preferans
		}
		h, err := d.ParseHand(s)
		if err != nil {
			if engine.ErrorCode(err) != engine.EINVALID {
				t.Fatalf("ParseHand(%q) error %v, want EINVALID", s, err)
			}
			return
		}
		if !d.Valid(h) {
			t.Fatalf("ParseHand(%q) = %x, not a valid hand", s, uint64(h))
		}
		out := d.HandString(h)
		h2, err := d.ParseHand(out)
		if err != nil || h2 != h {
			t.Fatalf("ParseHand(HandString(%x) = %q) = %x, %v (from %q)", uint64(h), out, uint64(h2), err, s)
		}
	})
}
