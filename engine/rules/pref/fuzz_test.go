package pref

import (
	"testing"

	"arbiter/engine/cards"
)

// FuzzHand: any string either fails to parse or parses to a valid hand that prints and parses
// back to itself; nothing panics. Seeds are in testdata/fuzz/FuzzHand.
func FuzzHand(f *testing.F) {
	f.Add("SAK7 HQJ D987 CA8")
	f.Fuzz(func(t *testing.T, s string) {
		h, err := ParseHand(s)
		if err != nil {
			return
		}
		if !cards.Preferans.Valid(h) {
			t.Fatalf("ParseHand(%q) = %x, not a 10-card Preferans hand", s, uint64(h))
		}
		out := HandString(h)
		back, err := ParseHand(out)
		if err != nil || back != h {
			t.Fatalf("ParseHand(HandString(%q)) = %x, %v; want %x", out, uint64(back), err, uint64(h))
		}
	})
}

// FuzzHandCode: every hand code decodes to a hand that encodes back to the same code, or fails.
func FuzzHandCode(f *testing.F) {
	for _, c := range defaultHands {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, c int64) {
		h, err := DecodeHand(c, "hands", 1)
		if err != nil {
			return
		}
		if back, err := EncodeHand(h); err != nil || back != c {
			t.Fatalf("EncodeHand(DecodeHand(%d)) = %d, %v", c, back, err)
		}
	})
}
