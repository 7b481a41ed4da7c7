package input

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
)

var allLangs = []msg.Lang{msg.EN, msg.SR, msg.HU}

// shareFields are a weight list (law12.weighted's), a weight, and a percentage (law12's
// session percentage).
var shareFields = []engine.Field{
	engine.DecListField("weights", "", 3, 0.001, 1, 1, 20, 0.5, 0.5),
	engine.DecField("weight", "", 3, 0, 1, 0.5),
	engine.DecField("ns_session_pct", "", 2, 0, 100, 0).Opt(),
}

// lenientFields are the fields of FuzzParseIn: one per kind, and the share fields.
var lenientFields = append(slices.Clone(fields), shareFields...)

func lenientField(t testing.TB, name string) *engine.Field {
	for i := range lenientFields {
		if lenientFields[i].Name == name {
			return &lenientFields[i]
		}
	}
	t.Fatalf("no field %s", name)
	return nil
}

func TestParseIn(t *testing.T) {
	const hand = 1<<51 | 1<<50 | 1<<49 | 1<<39 | 1<<35 | 1<<28 | 1<<29 | 1<<16 | 1<<17 | 1<<18 | 1<<0 | 1<<1 | 1<<2 // SAKQ2 HJ54 D765 C432
	std := "♠AKQ2 ♥J54 ♦765 ♣432"
	e4SN := int64(1 + ((3*5+3)*3)*56 + 0*14 + 10) // 4S N =
	e3NS := int64(1 + ((2*5+4)*3)*56 + 2*14 + 8)  // 3N S -1
	tests := []struct {
		field string
		lang  msg.Lang
		in    string
		want  []int64
		shown string
	}{
		{"h", msg.EN, "SAKQ2 HJ54 D765 C432", []int64{hand}, std},
		{"h", msg.EN, "S AKQ2 H J54 D 765 C 432", []int64{hand}, std},
		{"h", msg.SR, "S AKQ2 H J54 D 765 C 432", []int64{hand}, std},
		{"h", msg.HU, "S AKQ2 H J54 D 765 C 432", []int64{hand}, std},
		{"h", msg.SR, "P AKD2 H Ž54 K 765 T 432", []int64{hand}, std},
		{"h", msg.HU, "P AKD2 KŐ B54 KÁ 765 T 432", []int64{hand}, std},
		{"h", msg.EN, "AKQ2.J54.765.432", []int64{hand}, std},
		{"h", msg.EN, "N:AKQ2.J54.765.432 - - -", []int64{hand}, "North: " + std},
		{"h", msg.EN, "  ", nil, ""}, // required: checked below
		{"ph", msg.SR, "P AK7 H D10 K 987 T A8", []int64{1<<31 | 1<<30 | 1<<24 | 1<<21 | 1<<19 | 1<<10 | 1<<9 | 1<<8 | 1<<7 | 1<<1}, "♠AK7 ♥Q10 ♦987 ♣A8"},
		{"c", msg.EN, "D8", []int64{1*13 + 6}, "♦8"},
		{"c", msg.SR, "HD", []int64{2*13 + 10}, "♥Q"},
		{"c", msg.HU, "KŐ10", []int64{2*13 + 8}, "♥10"},
		{"pc", msg.SR, "PA", []int64{3*8 + 7}, "♠A"},
		{"en", msg.EN, "3NT S 9", []int64{1 + ((2*5+4)*3+0)*4*14 + 2*14 + 9}, "3NT S ="},
		{"en", msg.SR, "3BA J =", []int64{1 + ((2*5+4)*3+0)*4*14 + 2*14 + 9}, "3BA jug ="},
		{"en", msg.HU, "3SZA D =", []int64{1 + ((2*5+4)*3+0)*4*14 + 2*14 + 9}, "3SZA D ="},
		{"en", msg.EN, "PASS", []int64{0}, "PASS"},
		{"el", msg.EN, "4S N =, 3N S -1; PASS", []int64{e4SN, e3NS, 0}, "4♠ N =; 3NT S -1; PASS"},
		{"el", msg.SR, "4P sever =\n3BA J -1\nPAS", []int64{e4SN, e3NS, 0}, "4♠ sever =; 3BA jug -1; PAS"},
		{"el", msg.HU, "4P É =; 3SZA D -1; passz", []int64{e4SN, e3NS, 0}, "4♠ É =; 3SZA D -1; PASSZ"},
		{"el", msg.EN, "", []int64{}, ""},
		// weights: fractions, percentages, and the rule between them
		{"weights", msg.EN, "0.5 0.5", []int64{500, 500}, "50%; 50%"},
		{"weights", msg.SR, "0,6; 0,4", []int64{600, 400}, "60%; 40%"},
		{"weights", msg.EN, "60%; 40%", []int64{600, 400}, "60%; 40%"},
		{"weights", msg.HU, "60 % 40 %", []int64{600, 400}, "60%; 40%"},
		{"weights", msg.EN, "60 40", []int64{600, 400}, "60%; 40%"},
		{"weights", msg.EN, "99; 1", []int64{990, 10}, "99%; 1%"},
		{"weights", msg.EN, "99%; 1", []int64{990, 10}, "99%; 1%"},
		{"weights", msg.EN, "1", []int64{1000}, "100%"},
		{"weights", msg.SR, "33,3%; 66,7%", []int64{333, 667}, "33,3%; 66,7%"},
		{"weights", msg.EN, "0.1%; 99.9%", []int64{1, 999}, "0.1%; 99.9%"},
		{"weight", msg.EN, "40%", []int64{400}, "40%"},
		{"weight", msg.EN, "40", []int64{400}, "40%"},
		{"weight", msg.SR, "0,4", []int64{400}, "40%"},
		{"weight", msg.EN, "0.4", []int64{400}, "40%"},
		{"weight", msg.EN, "0", []int64{0}, "0%"},
		// percentages: as written, with or without %
		{"ns_session_pct", msg.EN, "40%", []int64{4000}, "40%"},
		{"ns_session_pct", msg.EN, "40", []int64{4000}, "40%"},
		{"ns_session_pct", msg.SR, "52,5 %", []int64{5250}, "52,5%"},
		{"ns_session_pct", msg.EN, "0.4", []int64{40}, "0.4%"},
		{"ns_session_pct", msg.EN, "", nil, ""},
		// other kinds: as Parse
		{"d", msg.SR, "13,75", []int64{1375}, "13,75"},
		{"n", msg.EN, "-7", []int64{-7}, "-7"},
		{"b", msg.HU, "igen", []int64{1}, "igen"},
	}
	for _, tt := range tests {
		f := lenientField(t, tt.field)
		t.Run(tt.field+"/"+tt.lang.String()+"/"+tt.in, func(t *testing.T) {
			got, shown, err := ParseIn(f, tt.in, tt.lang)
			if tt.field == "h" && strings.TrimSpace(tt.in) == "" {
				if err == nil || err.Key != "err.required" {
					t.Fatalf("ParseIn(h, blank) error = %v, want err.required", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseIn(%s, %q, %v) error: %s", f.Name, tt.in, tt.lang, err.Message(tt.lang))
			}
			if !slices.Equal(got, tt.want) || shown != tt.shown {
				t.Errorf("ParseIn(%s, %q, %v) = %v, %q; want %v, %q", f.Name, tt.in, tt.lang, got, shown, tt.want, tt.shown)
			}
			again, _, err := ParseIn(f, shown, tt.lang)
			if err != nil || !slices.Equal(again, got) {
				t.Errorf("ParseIn(%s, shown %q, %v) = %v, %v; want %v", f.Name, shown, tt.lang, again, err, got)
			}
		})
	}
}

// placeholderLeft finds a {name} not filled in.
var placeholderLeft = regexp.MustCompile(`\{[a-z_0-9]+\}`)

func TestParseInErrors(t *testing.T) {
	tests := []struct {
		field string
		lang  msg.Lang
		in    string
		key   string
		names []string // in the sentence, in every language
	}{
		{"h", msg.EN, "S AKQ2 H J54 D 765 C 43", "notation.err.hand-count", []string{"h", "♠AKQ2 ♥J54 ♦765 ♣43", "12"}},
		{"h", msg.SR, "PAKD2H543KKJ2T876", "notation.err.ambiguous-hand", []string{"♠AKQ2 ♥K543 ♦J2 ♣876", "♠AKQ2 ♥543 ♦KJ2 ♣876"}},
		{"h", msg.EN, "S AKQ2 H J54 D 765 X 432", "notation.err.char", []string{"X"}},
		{"c", msg.SR, "KD", "notation.err.ambiguous-card", []string{"♦K", "♦Q"}},
		{"c", msg.EN, "Z9", "notation.err.card", nil},
		{"en", msg.SR, "3N S =", "notation.err.ambiguous-entry", []string{"3BA jug =", "3BA sever ="}},
		{"en", msg.EN, "4S N", "notation.err.entry", nil},
		{"el", msg.HU, "4S N =; 4K É =", "notation.err.ambiguous-entry", []string{"4♥ É =", "4♦ É ="}},
		{"el", msg.EN, strings.Repeat("PASS; ", 31), "err.list", nil},
		{"weights", msg.EN, "0.5; 50", "input.err.share-mixed", []string{"0.5", "50", "50%", "0.5%"}},
		{"weights", msg.SR, "0,5; 50%", "input.err.share-mixed", []string{"0,5", "50%", "0,5%"}},
		{"weights", msg.HU, "0,25 75", "input.err.share-mixed", []string{"0,25", "75", "25%", "0,25%"}},
		{"weights", msg.EN, "33.33%; 66.67%", "err.decimal", nil},
		{"weights", msg.EN, "150%", "err.decimal", nil},
		{"weights", msg.EN, "x%", "err.decimal", nil},
		{"weight", msg.EN, "0.0001", "err.decimal", nil},
		{"ns_session_pct", msg.EN, "101%", "err.decimal", nil},
		{"ns_session_pct", msg.EN, "%", "err.decimal", nil},
		{"n", msg.EN, "40%", "err.number", nil},
		{"d", msg.EN, "40%", "err.decimal", nil}, // a decimal that is no share takes no %
	}
	for _, tt := range tests {
		f := lenientField(t, tt.field)
		got, shown, err := ParseIn(f, tt.in, tt.lang)
		if err == nil {
			t.Errorf("ParseIn(%s, %q, %v) = %v, %q; want error %s", f.Name, tt.in, tt.lang, got, shown, tt.key)
			continue
		}
		if err.Code != engine.EINVALID || err.Field != f.Name || err.Key != tt.key {
			t.Errorf("ParseIn(%s, %q, %v) error = %s %s %s, want EINVALID %s %s", f.Name, tt.in, tt.lang, err.Code, err.Field, err.Key, f.Name, tt.key)
			continue
		}
		for _, l := range allLangs {
			s := err.Message(l)
			if placeholderLeft.MatchString(s) || strings.Contains(s, "notation.") || strings.Contains(s, "input.") {
				t.Errorf("ParseIn(%s, %q) error in %v: %q has a placeholder or key left", f.Name, tt.in, l, s)
			}
			if !strings.HasPrefix(s, f.Name+": ") { // the test fields have no label: their name
				t.Errorf("ParseIn(%s, %q) error in %v: %q does not start with the field", f.Name, tt.in, l, s)
			}
			for _, n := range tt.names {
				if !strings.Contains(s, n) {
					t.Errorf("ParseIn(%s, %q) error in %v: %q does not name %q", f.Name, tt.in, l, s, n)
				}
			}
		}
	}
}

// TestParseInAgreesWithParse: what Parse accepts, ParseIn reads the same in English; in Serbian
// and Hungarian the same, or it refuses the text as reading two ways.
func TestParseInAgreesWithParse(t *testing.T) {
	texts := []string{
		"42", " -7 ", "+7", "−7", "13.75", "13,75", "-0,5", ".5", "7", "100.00", "XX", "xx", "b",
		"yes", "DA", "igen", "nem", "0", "1", "SAKQ2 HJ54 D765 C432", "c432 d765 hj54 s2qka",
		"♠AKQ2 ♥J54 ♦765 ♣432", "SAKQJ1098765432 H D C", "H D C SAKQJT98765432", "SAK7 HQJ D987 CA8",
		"SKA H D C10987AKQJ", "2000-01-01 00:00", "2026-11-29 18:30", "1, 2;3 4\n5", "1,5; 2.5 -3",
		"D8", "h10", "SA", "DK", "DT", "KD", "C7", "PASS", "P", "AP", "3N S =", "4SX N -2", "6H E +1",
		"4S N =; 4S N +1\n3N S -1", "4S N 10", "7NXX W -13", "0.5 0.5", "1", "0.25; 0.75", "40", "52.5",
	}
	for i := range lenientFields {
		f := &lenientFields[i]
		for _, s := range texts {
			want, perr := Parse(f, s)
			if perr != nil {
				continue
			}
			for _, l := range allLangs {
				got, _, err := ParseIn(f, s, l)
				switch {
				case err == nil && !slices.Equal(got, want):
					t.Errorf("ParseIn(%s, %q, %v) = %v; Parse = %v", f.Name, s, l, got, want)
				case err != nil && (l == msg.EN || !strings.HasPrefix(err.Key, "notation.err.ambiguous-")):
					t.Errorf("ParseIn(%s, %q, %v) error %v; Parse = %v", f.Name, s, l, err, want)
				}
			}
		}
	}
}

func TestShow(t *testing.T) {
	tests := []struct {
		field string
		v     []int64
		lang  msg.Lang
		want  string
	}{
		{"h", []int64{1<<51 | 1<<50 | 1<<49 | 1<<39 | 1<<35 | 1<<28 | 1<<29 | 1<<16 | 1<<17 | 1<<18 | 1<<0 | 1<<1 | 1<<2}, msg.HU, "♠AKQ2 ♥J54 ♦765 ♣432"},
		{"c", []int64{34}, msg.EN, "♥10"},
		{"en", []int64{0}, msg.SR, "PAS"},
		{"el", []int64{1 + ((2*5+4)*3)*56 + 2*14 + 8, 0}, msg.SR, "3BA jug -1; PAS"},
		{"el", []int64{1 + ((2*5+4)*3)*56 + 2*14 + 8, 0}, msg.HU, "3SZA D -1; PASSZ"},
		{"weights", []int64{500, 500}, msg.EN, "50%; 50%"},
		{"weights", []int64{333, 667}, msg.SR, "33,3%; 66,7%"},
		{"ns_session_pct", []int64{5250}, msg.HU, "52,5%"},
		{"d", []int64{1375}, msg.SR, "13,75"},
		{"h", nil, msg.EN, ""},
		{"h", []int64{7}, msg.EN, "7"}, // not a hand: visible, and refused when read
	}
	for _, tt := range tests {
		f := lenientField(t, tt.field)
		if got := Show(f, tt.v, tt.lang); got != tt.want {
			t.Errorf("Show(%s, %v, %v) = %q, want %q", f.Name, tt.v, tt.lang, got, tt.want)
		}
	}
}

func TestHandCount(t *testing.T) {
	h := lenientField(t, "h")
	tests := []struct {
		lang msg.Lang
		in   string
		n    int
		ok   bool
	}{
		{msg.EN, "", 0, true},
		{msg.EN, "S AKQ2 H 543", 7, true},
		{msg.EN, "S AKQ2 H 543 D KJ2 C 876", 13, true},
		{msg.SR, "P AKD2 H 543 K KJ2 T 876", 13, true},
		{msg.SR, "PAKD2H543KKJ2T876", 0, false}, // reads two ways: no count
		{msg.EN, "S AKQ2 X", 0, false},
	}
	for _, tt := range tests {
		n, ok := HandCount(h, tt.in, tt.lang)
		if ok != tt.ok || ok && n != tt.n {
			t.Errorf("HandCount(%q, %v) = %d, %v; want %d, %v", tt.in, tt.lang, n, ok, tt.n, tt.ok)
		}
	}
	if _, ok := HandCount(lenientField(t, "n"), "1", msg.EN); ok {
		t.Errorf("HandCount(an int field) ok = true")
	}
}

// FuzzParseIn: nothing panics; a value read passes Field.Check, its shown reading reads back
// the same, and what Parse accepts ParseIn reads the same (outside English: or refuses as
// reading two ways). Seeds: testdata/fuzz/FuzzParseIn.
func FuzzParseIn(f *testing.F) {
	f.Fuzz(func(t *testing.T, k uint8, lang uint8, s string) {
		fuzzParseIn(t, &lenientFields[int(k)%len(lenientFields)], allLangs[int(lang)%len(allLangs)], s)
	})
}

// FuzzParseInShare: the same for weights and percentages alone. Seeds:
// testdata/fuzz/FuzzParseInShare.
func FuzzParseInShare(f *testing.F) {
	f.Fuzz(func(t *testing.T, k uint8, lang uint8, s string) {
		fld := &shareFields[int(k)%len(shareFields)]
		l := allLangs[int(lang)%len(allLangs)]
		fuzzParseIn(t, fld, l, s)
		// a weight written with % is the percentage's hundredth
		if shareOf(fld) == shareFraction && fld.Kind == engine.KDecimal && !strings.Contains(s, "%") {
			if v, _, err := ParseIn(fld, s+"%", l); err == nil {
				n, ok := parseDec(strings.TrimSpace(s), fld.Prec-2)
				if !ok || v[0] != n {
					t.Fatalf("ParseIn(%s, %q) = %v; want %s hundredths, %d", fld.Name, s+"%", v, s, n)
				}
			}
		}
	})
}

func fuzzParseIn(t *testing.T, fld *engine.Field, l msg.Lang, s string) {
	v, shown, err := ParseIn(fld, s, l)
	want, perr := Parse(fld, s)
	if err != nil {
		if err.Code != engine.EINVALID || err.Field != fld.Name {
			t.Fatalf("ParseIn(%s, %q, %v): error %v, want EINVALID naming the field", fld.Name, s, l, err)
		}
		if perr == nil && (l == msg.EN || !strings.HasPrefix(err.Key, "notation.err.ambiguous-")) {
			t.Fatalf("ParseIn(%s, %q, %v) refuses what Parse reads as %v: %v", fld.Name, s, l, want, err)
		}
		return
	}
	if e := fld.Check(v); e != nil {
		t.Fatalf("ParseIn(%s, %q, %v) = %v, which Check refuses: %v", fld.Name, s, l, v, e)
	}
	if perr == nil && !slices.Equal(v, want) {
		t.Fatalf("ParseIn(%s, %q, %v) = %v; Parse = %v", fld.Name, s, l, v, want)
	}
	again, _, err := ParseIn(fld, shown, l)
	if err != nil || !slices.Equal(again, v) {
		t.Fatalf("ParseIn(%s, shown %q, %v) = %v, %v; want %v (from %q)", fld.Name, shown, l, again, err, v, s)
	}
}
