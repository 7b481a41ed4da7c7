package replace

import (
	"strings"
	"testing"
)

// replaceCases are the product's replacements: All must agree with strings.NewReplacer.
var replaceCases = [][]string{
	{"♣", "C", "♦", "D", "♥", "H", "♠", "S", "10", "T"},
	{"♣", "C", "♦", "D", "♥", "H", "♠", "S", "NT", "N"},
	{"\u2212", "-", "\u00a0", "", " ", "", ",", "."},
	{".", "-", " ", "-", "/", "-"},
	{"&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;"},
	{"č", "c", "ć", "c", "š", "s", "ž", "z", "đ", "dj", "á", "a", "é", "e", "í", "i", "ó", "o", "ö", "o", "ő", "o", "ú", "u", "ü", "u", "ű", "u"},
	{"a", "1", "ab", "2", "b", "3"}, // a shorter old first wins at the same position
	{"ab", "2", "a", "1"},
}

var replaceInputs = []string{
	"", "x", "S AKQ H 10 9 D J C 5", "♠AK ♥QJ10 ♦9 ♣8765", "3NTX", "4♠XX", "−1,5 IMP", "1\u00a0234,5",
	"vsz.14.D/2 x", `<a href="x">'&'</a>`, "kašnjenje ćevap đak és őrült ÜŰ", "abab aab ba", "\xff\xfe♠", "10101",
}

func TestReplaceAgreesWithStringsReplacer(t *testing.T) {
	for _, pairs := range replaceCases {
		r := strings.NewReplacer(pairs...)
		for _, s := range replaceInputs {
			if got, want := All(s, pairs...), r.Replace(s); got != want {
				t.Errorf("All(%q, %q) = %q, want %q", s, pairs, got, want)
			}
		}
	}
}

func FuzzReplace(f *testing.F) {
	for _, s := range replaceInputs {
		f.Add(s, 0)
	}
	f.Fuzz(func(t *testing.T, s string, c int) {
		pairs := replaceCases[uint(c)%uint(len(replaceCases))]
		if got, want := All(s, pairs...), strings.NewReplacer(pairs...).Replace(s); got != want {
			t.Errorf("All(%q, %q) = %q, want %q", s, pairs, got, want)
		}
	})
}
