package bridge

import (
	"testing"

	"arbiter/engine"
)

func FuzzParseContract(f *testing.F) {
	for _, s := range []string{"4SX", "3NT", "7♥XX", "PASS", "p", "1c", "8S", "4SXXX", "", " 6N "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseContract(s)
		if err != nil {
			if engine.ErrorCode(err) != engine.EINVALID {
				t.Fatalf("ParseContract(%q) error %v, want EINVALID", s, err)
			}
			return
		}
		if !c.Valid() {
			t.Fatalf("ParseContract(%q) = %#v, not a valid contract", s, c)
		}
		c2, err := ParseContract(c.String())
		if err != nil || c2 != c {
			t.Fatalf("ParseContract(%q) = %v, %v; want %v (from %q)", c.String(), c2, err, c, s)
		}
	})
}

func FuzzParseEntry(f *testing.F) {
	for _, s := range []string{"4SX N -2", "3N S =", "6H E +1", "2D W 7", "PASS", "4S N +8", "1C N -7"} {
		f.Add(s, uint16(0))
	}
	f.Add("", uint16(1234))
	f.Fuzz(func(t *testing.T, s string, code uint16) {
		// text → entry → text
		if e, err := ParseEntry(s); err == nil {
			if !e.Contract.Valid() || e.Tricks < 0 || e.Tricks > 13 {
				t.Fatalf("ParseEntry(%q) = %#v, not a valid entry", s, e)
			}
			e2, err := ParseEntry(e.String())
			if err != nil || e2 != e {
				t.Fatalf("ParseEntry(%q) = %v, %v; want %v (from %q)", e.String(), e2, err, e, s)
			}
			if x := EncodeEntry(e); x < 0 || x >= engine.EntryCodes {
				t.Fatalf("EncodeEntry(%v) = %d, outside the codes", e, x)
			}
		} else if engine.ErrorCode(err) != engine.EINVALID {
			t.Fatalf("ParseEntry(%q) error %v, want EINVALID", s, err)
		}
		// code → entry → text → entry → code
		x := int64(code) % engine.EntryCodes
		e, err := DecodeEntry(x)
		if err != nil {
			t.Fatalf("DecodeEntry(%d): %v", x, err)
		}
		e2, err := ParseEntry(e.String())
		if err != nil || EncodeEntry(e2) != x {
			t.Fatalf("ParseEntry(%q) = %v, %v; want code %d", e.String(), e2, err, x)
		}
	})
}
