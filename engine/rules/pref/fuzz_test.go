package pref

import (
	"errors"
	"math"
	"testing"

	"arbiter/engine"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
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

// FuzzSheet: score-sheet inputs built from bytes (hand codes, mostly well-formed, some raw;
// rulings in groups of four) run through the pref.sheet calculator without a panic; a refusal
// is an *engine.Error with a registered message, a result has steps, a finite relative score
// per player summing to zero, and every hand code it read encodes back to itself.
func FuzzSheet(f *testing.F) {
	f.Add([]byte{1, 1, 0, 0, 6, 2, 3, 0, 0, 0, 0, 0, 0, 0}, []byte{3, 0, 0, 0}, uint16(60))
	f.Add([]byte{2, 6, 1, 2, 10, 0, 3, 3, 6, 0, 0, 0, 4, 0}, []byte{}, uint16(2))
	f.Add([]byte{255, 255, 255, 255, 255, 255, 255}, []byte{9, 200, 200, 200, 1}, uint16(1000))
	c := Ruleset.Calculator("pref.sheet")
	p := engine.NewParams(Ruleset, nil)
	f.Fuzz(func(t *testing.T, hb, rb []byte, start uint16) {
		var hands []int64
		for i := 0; i+7 <= len(hb); i += 7 {
			b := hb[i : i+7]
			if b[0] >= 200 { // a raw code
				hands = append(hands, int64(b[1])<<24|int64(b[2])<<16|int64(b[3])<<8|int64(b[4]))
				continue
			}
			if b[0]%5 == 0 {
				hands = append(hands, 0)
				continue
			}
			tt, ll := int64(b[4]%11), int64(b[5]%11)
			code := (((((int64(b[0]%3+1)*10+int64(b[1]%6+1))*10+int64(b[2]%2))*10+int64(b[3]%3))*100+tt)*100+ll)*10 + int64(b[6]%4)
			hands = append(hands, code)
		}
		var rulings []int64
		for _, x := range rb {
			rulings = append(rulings, int64(int8(x))*8)
		}
		v := engine.Values{{int64(start)}, hands, rulings, {0}}
		res, err := c.Run(p, v)
		if err != nil {
			var e *engine.Error
			var l engine.ErrorList
			switch {
			case errors.As(err, &l):
				e = l[0]
			case errors.As(err, &e):
			default:
				t.Fatalf("Run(%v) error %T %v, want *engine.Error", v, err, err)
			}
			if e.Code == engine.EINTERNAL || !msg.Has(e.Key) {
				t.Fatalf("Run(%v) error %v (key %q)", v, e, e.Key)
			}
			return
		}
		if len(res.Steps) == 0 || len(res.Parties) != 3 {
			t.Fatalf("Run(%v) = %d steps, %d parties", v, len(res.Steps), len(res.Parties))
		}
		sum := 0.0
		for _, pt := range res.Parties {
			o, _ := pt.Out("relative")
			if math.IsNaN(o.Num) || math.IsInf(o.Num, 0) {
				t.Fatalf("Run(%v): relative %v", v, o.Num)
			}
			sum += o.Num
		}
		if math.Abs(sum) > 1e-6 {
			t.Fatalf("Run(%v): relative scores sum to %v", v, sum)
		}
		for i, code := range hands {
			h, err := DecodeHand(code, "hands", i+1)
			if err != nil {
				t.Fatalf("Run accepted hand code %d that DecodeHand refuses: %v", code, err)
			}
			if back, err := EncodeHand(h); err != nil || back != code {
				t.Fatalf("EncodeHand(DecodeHand(%d)) = %d, %v", code, back, err)
			}
		}
	})
}
