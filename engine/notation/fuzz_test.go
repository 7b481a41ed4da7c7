package notation

import (
	"regexp"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

// The seed corpora are in testdata/fuzz/<FuzzName>: every form of every notation, in the
// three languages, and the ambiguous texts.

var placeholder = regexp.MustCompile(`\{[a-z_0-9]+\}`)

func fuzzLang(l uint8) msg.Lang { return langs[int(l)%len(langs)] }

// checkErr: a refusal is an EINVALID on field whose sentence reads in every language.
func checkErr(t *testing.T, what, s string, err error, field string) *engine.Error {
	t.Helper()
	e := asError(err)
	if e == nil || e.Code != engine.EINVALID || e.Field != field {
		t.Fatalf("%s(%q): error %v, want EINVALID on %s", what, s, err, field)
	}
	for _, l := range langs {
		if m := e.Message(l); placeholder.MatchString(m) && !strings.Contains(s, "{") || strings.Contains(m, "notation.") && !strings.Contains(s, "notation.") {
			t.Fatalf("%s(%q): error in %v %q has a placeholder or key left", what, s, l, m)
		}
	}
	return e
}

func isAmbiguity(e *engine.Error) bool {
	return e != nil && strings.HasPrefix(e.Key, "notation.err.ambiguous-")
}

// FuzzReadHand: nothing panics; a hand read is a hand of the deck, counted as one, and its
// shown reading reads back as the same cards; what cards.ParseHand accepts reads the same
// (in Serbian and Hungarian: the same, or refused as reading two ways).
func FuzzReadHand(f *testing.F) {
	f.Fuzz(func(t *testing.T, s string, lang uint8, pref bool) {
		d := cards.Bridge
		if pref {
			d = cards.Preferans
		}
		l := fuzzLang(lang)
		h, err := ReadHand(d, s, l)
		n, ok := CountHand(d, s, l)
		strict, serr := d.ParseHand(s)
		if err != nil {
			e := checkErr(t, "ReadHand", s, err, "hand")
			if ok && n == d.HandSize {
				t.Fatalf("CountHand(%q, %v) = %d, true, but ReadHand refuses it: %v", s, l, n, err)
			}
			if serr == nil && (l == msg.EN || !isAmbiguity(e)) {
				t.Fatalf("ReadHand(%q, %v) refuses what ParseHand reads: %v", s, l, err)
			}
			return
		}
		if !d.Valid(h.Cards) {
			t.Fatalf("ReadHand(%q, %v) = %x, not a hand of the deck", s, l, uint64(h.Cards))
		}
		if !ok || n != d.HandSize {
			t.Fatalf("CountHand(%q, %v) = %d, %v; ReadHand accepts it", s, l, n, ok)
		}
		if serr == nil && strict != h.Cards {
			t.Fatalf("ReadHand(%q, %v) = %q; ParseHand reads %q", s, l, h.Shown, d.HandString(strict))
		}
		again, err := ReadHand(d, h.Shown, l)
		if err != nil || again.Cards != h.Cards {
			t.Fatalf("ReadHand(Shown %q, %v) = %q, %v (from %q)", h.Shown, l, again.Shown, err, s)
		}
	})
}

// FuzzReadEntry: contracts (entry false) and entries in the three languages. Nothing panics;
// a value read is valid, its shown reading reads back the same, and what the strict readers
// accept reads the same (or, outside English, is refused as reading two ways).
func FuzzReadEntry(f *testing.F) {
	f.Fuzz(func(t *testing.T, s string, lang uint8, entry bool) {
		l := fuzzLang(lang)
		if !entry {
			c, shown, err := ReadContract(s, l)
			strict, serr := bridge.ParseContract(s)
			if err != nil {
				e := checkErr(t, "ReadContract", s, err, "contract")
				if serr == nil && (l == msg.EN || !isAmbiguity(e)) {
					t.Fatalf("ReadContract(%q, %v) refuses what ParseContract reads: %v", s, l, err)
				}
				return
			}
			if !c.Valid() || serr == nil && strict != c {
				t.Fatalf("ReadContract(%q, %v) = %v; valid %v, ParseContract %v", s, l, c, c.Valid(), strict)
			}
			if again, _, err := ReadContract(shown, l); err != nil || again != c {
				t.Fatalf("ReadContract(shown %q, %v) = %v, %v; want %v", shown, l, again, err, c)
			}
			return
		}
		e, shown, err := ReadEntry(s, l)
		strict, serr := bridge.ParseEntry(s)
		if err != nil {
			x := checkErr(t, "ReadEntry", s, err, "entry")
			if serr == nil && (l == msg.EN || !isAmbiguity(x)) {
				t.Fatalf("ReadEntry(%q, %v) refuses what ParseEntry reads: %v", s, l, err)
			}
			return
		}
		if code := bridge.EncodeEntry(e); code < 0 || code >= engine.EntryCodes || e.Tricks < 0 || e.Tricks > 13 || !e.Contract.Valid() {
			t.Fatalf("ReadEntry(%q, %v) = %+v, not an entry", s, l, e)
		}
		if serr == nil && strict != e {
			t.Fatalf("ReadEntry(%q, %v) = %v; ParseEntry reads %v", s, l, e, strict)
		}
		if again, _, err := ReadEntry(shown, l); err != nil || again != e {
			t.Fatalf("ReadEntry(shown %q, %v) = %v, %v; want %v", shown, l, again, err, e)
		}
	})
}

// FuzzReadCard: a card read is in the deck, its shown reading reads back the same, and what
// Deck.ParseCard accepts reads the same (or, outside English, is refused as reading two ways).
func FuzzReadCard(f *testing.F) {
	f.Fuzz(func(t *testing.T, s string, lang uint8, pref bool) {
		d := cards.Bridge
		if pref {
			d = cards.Preferans
		}
		l := fuzzLang(lang)
		c, shown, err := ReadCard(d, s, l)
		strict, serr := d.ParseCard(s)
		if err != nil {
			e := checkErr(t, "ReadCard", s, err, "card")
			if serr == nil && (l == msg.EN || !isAmbiguity(e)) {
				t.Fatalf("ReadCard(%q, %v) refuses what ParseCard reads: %v", s, l, err)
			}
			return
		}
		if int(c) >= d.N() || serr == nil && strict != c {
			t.Fatalf("ReadCard(%q, %v) = %d; ParseCard %d, %v", s, l, c, strict, serr)
		}
		if again, _, err := ReadCard(d, shown, l); err != nil || again != c {
			t.Fatalf("ReadCard(shown %q, %v) = %d, %v; want %d", shown, l, again, err, c)
		}
	})
}
