package link

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"arbiter/engine"
)

// FuzzDecode: no input panics, and any code that decodes (from a link of the current schema)
// re-encodes to itself.
func FuzzDecode(f *testing.F) {
	f.Add("")
	f.Add("K6DmBkrw")
	f.Add("wBt47VtfNsjk59RZ")
	f.Add("LKhCgpWwbT5dDxB6VvX9rHtZ4MSJ2yYm73RzQkc8NjqsFfGnP")
	for _, cd := range []Codec{testCodec, productCodec} {
		for _, rs := range []*engine.Ruleset{testScoring, testNSBK} {
			for _, c := range rs.Calculators {
				if code, err := cd.Encode(Ruling{Ruleset: rs.ID, DataVersion: 1, Calculator: c.ID, Values: c.Inputs.Defaults()}); err == nil {
					f.Add(code)
				}
			}
		}
	}
	if b, err := os.ReadFile(goldenPath); err == nil { // every calculator, option and club value
		for _, line := range strings.Split(string(b), "\n") {
			var g struct{ Code string }
			if json.Unmarshal([]byte(line), &g) == nil {
				f.Add(g.Code)
			}
		}
	}
	f.Fuzz(func(t *testing.T, code string) {
		for _, cd := range []Codec{testCodec, productCodec} {
			r, filled, err := cd.decode(code)
			if err != nil {
				if _, ok := err.(*engine.Error); !ok {
					t.Fatalf("Decode(%q) error %T %v, want *engine.Error", code, err, err)
				}
				continue
			}
			again, err := cd.Encode(r)
			if err != nil {
				t.Fatalf("Encode(Decode(%q) = %+v) error %v", code, r, err)
			}
			if !filled && again != code {
				t.Fatalf("Encode(Decode(%q)) = %q", code, again)
			}
		}
		ParseURL(code)
	})
}

// FuzzRoundTrip: random valid values, announced outs and club values of any calculator (test
// schemas and shipped rulesets) encode and decode to the same ruling.
func FuzzRoundTrip(f *testing.F) {
	f.Add(uint64(0), uint16(0))
	f.Add(uint64(1), uint16(1))
	f.Add(uint64(42), uint16(7))
	type calc struct {
		cd Codec
		rs *engine.Ruleset
		c  *engine.Calculator
	}
	var calcs []calc
	for _, rs := range []*engine.Ruleset{testScoring, testNSBK} {
		for _, c := range rs.Calculators {
			calcs = append(calcs, calc{testCodec, rs, c})
		}
	}
	for _, rs := range productRulesets() {
		for _, c := range rs.Calculators {
			calcs = append(calcs, calc{productCodec, rs, c})
		}
	}
	f.Fuzz(func(t *testing.T, seed uint64, which uint16) {
		k := calcs[int(which)%len(calcs)]
		r := rand.New(rand.NewPCG(seed, uint64(which)))
		in := randomRuling(r, k.rs, k.c)
		code, err := k.cd.Encode(in)
		if err != nil {
			if k.c.Inputs.Check(in.Values) != nil {
				return // a schema randomValues cannot fill (an enum without options)
			}
			t.Fatalf("Encode(%+v) error %v", in, err)
		}
		out, err := k.cd.Decode(code)
		if err != nil || !Equal(in, out) {
			t.Fatalf("Decode(Encode(%+v) = %q) = %+v, %v", in, code, out, err)
		}
	})
}

// FuzzParseURL: a whole pasted link goes through ParseURL and then the decoder without a panic;
// every refusal is an *engine.Error with a message key; an accepted link gives a code of the
// alphabet and a clean note that URL writes back to the same code and note, and a code that
// decodes re-encodes to itself.
func FuzzParseURL(f *testing.F) {
	f.Add("")
	f.Add("KTW6MJ9n")
	f.Add("https://club.example/arbiter/ruling?r=KTW6MJ9n&n=Board+7%3A+4%E2%99%A0+by+N+%26+late")
	f.Add("https://a.example/#r=KTW6MJ9n&n=x")
	f.Add("?r=KTW6MJ9n&n=%FF")
	f.Add("https://a.example/?r=ab0")
	f.Add("%zz")
	for _, rs := range []*engine.Ruleset{testScoring, testNSBK} {
		for _, c := range rs.Calculators {
			if code, err := testCodec.Encode(Ruling{Ruleset: rs.ID, DataVersion: 1, Calculator: c.ID, Values: c.Inputs.Defaults()}); err == nil {
				f.Add(URL("https://club.example/arbiter/", code, "note\u202e"))
			}
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		code, note, err := ParseURL(s)
		if err != nil {
			e, ok := err.(*engine.Error)
			if !ok || e.Code != engine.EINVALID || e.Key != KeyURL {
				t.Fatalf("ParseURL(%q) error %T %v, want *engine.Error %s", s, err, err, KeyURL)
			}
			return
		}
		if !isCode(code) {
			t.Fatalf("ParseURL(%q) code %q, not a code of the alphabet", s, code)
		}
		if CleanNote(note) != note {
			t.Fatalf("ParseURL(%q) note %q, not clean (%q)", s, note, CleanNote(note))
		}
		u := URL("https://club.example/arbiter/?lang=sr", code, note)
		c2, n2, err := ParseURL(u)
		if err != nil || c2 != code || n2 != note {
			t.Fatalf("ParseURL(URL(%q, %q)) = %q, %q, %v (from %q)", code, note, c2, n2, err, s)
		}
		for _, cd := range []Codec{testCodec, productCodec} {
			r, filled, err := cd.decode(code)
			if err != nil {
				if e, ok := err.(*engine.Error); !ok || e.Key == "" {
					t.Fatalf("Decode(%q) error %T %v, want *engine.Error with a key", code, err, err)
				}
				continue
			}
			again, err := cd.Encode(r)
			if err != nil {
				t.Fatalf("Encode(Decode(%q) = %+v) error %v", code, r, err)
			}
			if !filled && again != code {
				t.Fatalf("Encode(Decode(%q)) = %q", code, again)
			}
		}
	})
}
