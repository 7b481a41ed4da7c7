package input

import (
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// fields holds one representative field per kind; FuzzParse picks one by its first argument.
var fields = []engine.Field{
	{Name: "n", Kind: engine.KInt, Min: -1000, Max: 1000},
	{Name: "d", Kind: engine.KDecimal, Min: -10000, Max: 10000, Prec: 2},
	{Name: "e", Kind: engine.KEnum, Options: []string{"a", "B", "XX", "none"}},
	{Name: "b", Kind: engine.KBool},
	{Name: "h", Kind: engine.KBridgeHand},
	{Name: "ph", Kind: engine.KPrefHand},
	{Name: "t", Kind: engine.KDateTime, Min: 0, Max: 100 * 366 * 1440},
	{Name: "il", Kind: engine.KIntList, Min: -5000, Max: 5000, MaxItems: 30},
	{Name: "dl", Kind: engine.KDecList, Min: -9999, Max: 9999, Prec: 1, MaxItems: 30},
	{Name: "c", Kind: engine.KCard},
	{Name: "pc", Kind: engine.KPrefCard},
	{Name: "en", Kind: engine.KEntry},
	{Name: "el", Kind: engine.KEntryList, MaxItems: 30},
	{Name: "d0", Kind: engine.KDecimal, Min: -50, Max: 50, Prec: 0, Optional: true},
}

func field(t testing.TB, k engine.Kind) *engine.Field {
	for i := range fields {
		if fields[i].Kind == k {
			return &fields[i]
		}
	}
	t.Fatalf("no test field of kind %v", k)
	return nil
}

func TestParse(t *testing.T) {
	tests := []struct {
		kind engine.Kind
		in   string
		want []int64
	}{
		{engine.KInt, "42", []int64{42}},
		{engine.KInt, " -7 ", []int64{-7}},
		{engine.KInt, "+7", []int64{7}},
		{engine.KInt, "−7", []int64{-7}},
		{engine.KInt, "1000", []int64{1000}},
		{engine.KDecimal, "13.75", []int64{1375}},
		{engine.KDecimal, "13,75", []int64{1375}},
		{engine.KDecimal, "-0,5", []int64{-50}},
		{engine.KDecimal, ".5", []int64{50}},
		{engine.KDecimal, "7", []int64{700}},
		{engine.KDecimal, "7.500", []int64{750}},
		{engine.KDecimal, "100.00", []int64{10000}},
		{engine.KEnum, "XX", []int64{2}},
		{engine.KEnum, "xx", []int64{2}},
		{engine.KEnum, "b", []int64{1}},
		{engine.KBool, "yes", []int64{1}},
		{engine.KBool, "DA", []int64{1}},
		{engine.KBool, "igen", []int64{1}},
		{engine.KBool, "1", []int64{1}},
		{engine.KBool, "true", []int64{1}},
		{engine.KBool, "nem", []int64{0}},
		{engine.KBool, "ne", []int64{0}},
		{engine.KBool, "0", []int64{0}},
		{engine.KBool, "False", []int64{0}},
		{engine.KBridgeHand, "SAKQ2 HJ54 D765 C432", []int64{1<<51 | 1<<50 | 1<<49 | 1<<39 | 1<<35 | 1<<28 | 1<<29 | 1<<16 | 1<<17 | 1<<18 | 1<<0 | 1<<1 | 1<<2}},
		{engine.KDateTime, "2000-01-01 00:00", []int64{0}},
		{engine.KDateTime, "2000-01-02T01:05", []int64{1440 + 65}},
		{engine.KDateTime, "2026-11-29 18:30", []int64{9829*1440 + 18*60 + 30}},
		{engine.KIntList, "1, 2;3 4\n5", []int64{1, 2, 3, 4, 5}},
		{engine.KIntList, "-420,  -420", []int64{-420, -420}},
		{engine.KDecList, "1,5; 2.5 -3", []int64{15, 25, -30}},
		{engine.KCard, "D8", []int64{1*13 + 6}},
		{engine.KCard, "h10", []int64{2*13 + 8}},
		{engine.KPrefCard, "SA", []int64{3*8 + 7}},
		{engine.KEntry, "PASS", []int64{0}},
		{engine.KEntry, "3N S =", []int64{1 + ((2*5+4)*3+0)*4*14 + 2*14 + 9}},
		{engine.KEntryList, "4S N =; 4S N +1\n3N S -1", []int64{1 + ((3*5+3)*3)*56 + 0*14 + 10, 1 + ((3*5+3)*3)*56 + 11, 1 + ((2*5+4)*3)*56 + 2*14 + 8}},
		{engine.KEntryList, "", nil},
		{engine.KIntList, "  ", nil},
		{engine.KDecimal, "", nil}, // checked below: required
	}
	for _, tt := range tests {
		f := field(t, tt.kind)
		t.Run(tt.kind.String()+"/"+tt.in, func(t *testing.T) {
			got, err := Parse(f, tt.in)
			if tt.kind == engine.KDecimal && tt.in == "" {
				if err == nil || err.Key != "err.required" {
					t.Fatalf("Parse(%s, %q) error = %v, want err.required", f.Name, tt.in, err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Parse(%s, %q) error: %v", f.Name, tt.in, err)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("Parse(%s, %q) = %v, want %v", f.Name, tt.in, got, tt.want)
			}
		})
	}
}

func TestParseOptionalEmpty(t *testing.T) {
	f := &engine.Field{Name: "x", Kind: engine.KInt, Min: 0, Max: 9, Optional: true}
	if v, err := Parse(f, "  "); err != nil || v != nil {
		t.Errorf("Parse(optional, blank) = %v, %v, want nil, nil", v, err)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		kind engine.Kind
		in   string
		key  string
	}{
		{engine.KInt, "1001", "err.number"},
		{engine.KInt, "abc", "err.number"},
		{engine.KInt, "1.5", "err.number"},
		{engine.KInt, "99999999999999999999", "err.number"},
		{engine.KInt, "--1", "err.number"},
		{engine.KInt, "-", "err.number"},
		{engine.KDecimal, "1.005", "err.decimal"},
		{engine.KDecimal, "100.01", "err.decimal"},
		{engine.KDecimal, "1.2.3", "err.decimal"},
		{engine.KDecimal, "1,2,3", "err.decimal"},
		{engine.KDecimal, ".", "err.decimal"},
		{engine.KDecimal, "1e3", "err.decimal"},
		{engine.KEnum, "C", "err.enum"},
		{engine.KBool, "maybe", "err.bool"},
		{engine.KBridgeHand, "SAKQ2 HJ54 D765 C43", "err.hand"},
		{engine.KBridgeHand, "SAKQ2 HJ54 D765 C4322", "err.hand"},
		{engine.KPrefHand, "SAK7 HQJ D987 CA2", "err.hand"},
		{engine.KDateTime, "2026-13-01 10:00", "err.datetime"},
		{engine.KDateTime, "29.11.2026 18:30", "err.datetime"},
		{engine.KDateTime, "1999-12-31 23:59", "err.range"},
		{engine.KIntList, "1, x", "err.number"},
		{engine.KIntList, "6000", "err.number"},
		{engine.KIntList, strings.Repeat("1 ", 31), "err.list"},
		{engine.KDecList, "1,5, 2", "err.decimal"},
		{engine.KCard, "Z9", "err.card"},
		{engine.KPrefCard, "S2", "err.card"},
		{engine.KEntry, "4S N", "err.entry"},
		{engine.KEntry, "8S N =", "err.entry"},
		{engine.KEntry, "1S N +7", "err.entry"},
		{engine.KEntryList, "4S N =; 4S", "err.entry"},
		{engine.KInt, strings.Repeat(" ", MaxLen+1), "input.err.length"},
	}
	for _, tt := range tests {
		f := field(t, tt.kind)
		name := tt.in
		if len(name) > 20 {
			name = name[:20]
		}
		t.Run(tt.kind.String()+"/"+name, func(t *testing.T) {
			v, err := Parse(f, tt.in)
			if err == nil {
				t.Fatalf("Parse(%s, %q) = %v, want error %s", f.Name, tt.in, v, tt.key)
			}
			if err.Code != engine.EINVALID || err.Field != f.Name || err.Key != tt.key {
				t.Errorf("Parse(%s, %q) error = %s %s %s, want EINVALID %s %s", f.Name, tt.in, err.Code, err.Field, err.Key, f.Name, tt.key)
			}
			if !msg.Has(err.Key) {
				t.Errorf("error key %s has no text", err.Key)
			}
		})
	}
}

// The range in the sentence is the field's, in the locale's number form.
func TestParseErrorMessage(t *testing.T) {
	f := field(t, engine.KDecimal)
	_, err := Parse(f, "1.005")
	if got, want := err.Message(msg.SR), "d: unesite broj od −100,00 do 100,00 (najveći broj decimala: 2)."; got != want {
		t.Errorf("Message(SR) = %q, want %q", got, want)
	}
	fi := field(t, engine.KInt)
	_, err = Parse(fi, "x")
	if got, want := err.Message(msg.EN), "n: enter a whole number from −1,000 to 1,000."; got != want {
		t.Errorf("Message(EN) = %q, want %q", got, want)
	}
	// the same sentence as Field.Check's for an out-of-range number
	_, e2 := Parse(fi, "5000")
	if err.Message(msg.HU) != e2.Message(msg.HU) {
		t.Errorf("unparsable and out-of-range messages differ: %q vs %q", err.Message(msg.HU), e2.Message(msg.HU))
	}
}

func TestFormat(t *testing.T) {
	tests := []struct {
		kind engine.Kind
		v    []int64
		lang msg.Lang
		want string
	}{
		{engine.KInt, []int64{-1000}, msg.SR, "-1000"},
		{engine.KDecimal, []int64{1375}, msg.EN, "13.75"},
		{engine.KDecimal, []int64{1375}, msg.SR, "13,75"},
		{engine.KDecimal, []int64{-5}, msg.HU, "-0,05"},
		{engine.KEnum, []int64{2}, msg.EN, "XX"},
		{engine.KBool, []int64{1}, msg.HU, "igen"},
		{engine.KBool, []int64{0}, msg.SR, "ne"},
		{engine.KDateTime, []int64{9829*1440 + 18*60 + 30}, msg.EN, "2026-11-29 18:30"},
		{engine.KIntList, []int64{1, -2}, msg.EN, "1, -2"},
		{engine.KDecList, []int64{15, -2}, msg.SR, "1,5; -0,2"},
		{engine.KCard, []int64{19}, msg.EN, "D8"},
		{engine.KEntry, []int64{0}, msg.EN, "PASS"},
		{engine.KEntryList, []int64{1 + ((2*5+4)*3)*56 + 2*14 + 8, 0}, msg.EN, "3N S -1; PASS"},
		{engine.KInt, nil, msg.EN, ""},
		{engine.KEnum, []int64{9}, msg.EN, "9"},
	}
	for _, tt := range tests {
		f := field(t, tt.kind)
		if got := Format(f, tt.v, tt.lang); got != tt.want {
			t.Errorf("Format(%s, %v, %v) = %q, want %q", f.Name, tt.v, tt.lang, got, tt.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	seeds := []struct {
		k uint8
		s string
	}{
		{0, "42"}, {0, "-1000"}, {1, "13,75"}, {1, "-0.5"}, {2, "XX"}, {3, "igen"}, {3, "ne"},
		{4, "SAKQ2 HJ54 D765 C432"}, {5, "SAK7 HQJ D987 CA8"}, {6, "2026-11-29T18:30"},
		{7, "1, 2; 3"}, {8, "1,5; 2.5"}, {9, "H10"}, {10, "DQ"}, {11, "4SX N -2"},
		{12, "3N S =; PASS\n6H E +1"}, {13, "7"},
	}
	for _, s := range seeds {
		f.Add(s.k, s.s)
	}
	f.Fuzz(func(t *testing.T, k uint8, s string) {
		fld := &fields[int(k)%len(fields)]
		v, err := Parse(fld, s)
		if err != nil {
			if err.Code != engine.EINVALID || err.Field != fld.Name {
				t.Fatalf("Parse(%s, %q): error %v, want EINVALID naming the field", fld.Name, s, err)
			}
			return
		}
		for _, lang := range msg.Langs {
			out := Format(fld, v, lang)
			w, err := Parse(fld, out)
			if err != nil {
				t.Fatalf("Parse(%s, Format(%v) = %q): %v (from %q)", fld.Name, v, out, err, s)
			}
			if !slices.Equal(v, w) {
				t.Fatalf("Parse(%s, Format(%v, %v) = %q) = %v, want %v (from %q)", fld.Name, v, lang, out, w, v, s)
			}
		}
	})
}
