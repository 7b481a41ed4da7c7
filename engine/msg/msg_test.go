package msg

import (
	"math"
	"testing"
	"time"
)

func TestNumbers(t *testing.T) {
	tests := []struct {
		name string
		got  string
		want string
	}{
		{"Int EN", Int(EN, 1234567), "1,234,567"},
		{"Int SR", Int(SR, 1234567), "1.234.567"},
		{"Int HU", Int(HU, 1234567), "1\u00a0234\u00a0567"},
		{"Int small", Int(SR, 999), "999"},
		{"Int negative", Int(EN, -1000), "−1,000"},
		{"Int zero", Int(HU, 0), "0"},
		{"Fixed EN", Fixed(EN, 13.75, 2), "13.75"},
		{"Fixed SR", Fixed(SR, 1234.5, 2), "1.234,50"},
		{"Fixed HU", Fixed(HU, -0.5, 1), "−0,5"},
		{"Fixed no negative zero", Fixed(EN, -0.004, 2), "0.00"},
		{"Fixed half away from zero", Fixed(EN, 2.5, 0), "3"},
		{"Fixed NaN", Fixed(EN, math.NaN(), 2), "—"},
		{"Number trims", Number(SR, 2.50, 2), "2,5"},
		{"Number whole", Number(HU, 20, 2), "20"},
		{"Format float", Format(EN, 6.25), "6.25"},
		{"Format Dec", Format(SR, Dec{V: 10, Prec: 2}), "10,00"},
		{"Format int", Format(HU, 4000), "4\u00a0000"},
		{"Format bool", Format(SR, true), "da"},
		{"Format Ref", Format(HU, Ref("common.no")), "nem"},
		{"Format FieldRef unknown", Format(EN, FieldRef("zzz")), "zzz"},
		{"Format strings", Format(EN, []string{"a", "b"}), "a, b"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %q, want %q", tt.name, tt.got, tt.want)
		}
	}
}

func TestT(t *testing.T) {
	Register(map[string]Text{
		"test.msg.args":    {En: "{a} of {b}, {a} again, {missing}", Sr: "{b} — {a}", Hu: ""},
		"test.msg.nobrace": {En: "plain {", Sr: "x", Hu: "y"},
	})
	if got, want := T(EN, "test.msg.args", A("a", 1), A("b", "two")), "1 of two, 1 again, {missing}"; got != want {
		t.Errorf("T(EN) = %q, want %q", got, want)
	}
	if got, want := T(SR, "test.msg.args", A("a", 1500), A("b", "dva")), "dva — 1.500"; got != want {
		t.Errorf("T(SR) = %q, want %q (arguments reordered, number in locale form)", got, want)
	}
	if got, want := T(HU, "test.msg.args", A("a", 1), A("b", 2)), "1 of 2, 1 again, {missing}"; got != want {
		t.Errorf("T(HU) with no translation = %q, want the English %q", got, want)
	}
	if got := T(EN, "test.msg.nobrace"); got != "plain {" {
		t.Errorf("T of an unclosed brace = %q", got)
	}
	if got := T(EN, "test.msg.absent"); got != "test.msg.absent" {
		t.Errorf("T of a missing key = %q, want the key", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("registering a duplicate key did not panic")
		}
	}()
	Register(map[string]Text{"test.msg.args": {En: "again"}})
}

func TestParseLang(t *testing.T) {
	tests := []struct {
		tag  string
		want Lang
		ok   bool
	}{
		{"sr-Latn-RS", SR, true}, {"hu", HU, true}, {"en-GB", EN, true}, {"HU_hu", HU, true},
		{"hr", SR, true}, {"bs-BA", SR, true}, {"de", EN, false}, {"", EN, false}, {"srb", EN, false},
	}
	for _, tt := range tests {
		if got, ok := ParseLang(tt.tag); got != tt.want || ok != tt.ok {
			t.Errorf("ParseLang(%q) = %v, %v, want %v, %v", tt.tag, got, ok, tt.want, tt.ok)
		}
	}
	if s := Lang(9).String(); s != "%!Lang(9)" {
		t.Errorf("Lang(9) = %q", s)
	}
}

func TestKeysSorted(t *testing.T) {
	k := Keys()
	for i := 1; i < len(k); i++ {
		if k[i-1] >= k[i] {
			t.Fatalf("Keys() not sorted at %d: %q, %q", i, k[i-1], k[i])
		}
	}
}

func TestDateTime(t *testing.T) {
	tests := []struct {
		m    int64
		want string
	}{
		{0, "2000-01-01 00:00"},
		{9829*1440 + 18*60 + 30, "2026-11-29 18:30"},
		{-1, "1999-12-31 23:59"},
		{1e10, "10000000000"},
	}
	for _, tt := range tests {
		for _, l := range Langs {
			if got := DateTime(l, tt.m); got != tt.want && !(tt.m == 1e10 && got != "") {
				t.Errorf("DateTime(%v, %d) = %q, want %q", l, tt.m, got, tt.want)
			}
		}
	}
	if !Has("unit.datetime") {
		t.Error("unit.datetime is not registered")
	}
}

func TestTable(t *testing.T) {
	m := Table([]Entry[int]{{"a", 1}, {"b", 2}})
	if len(m) != 2 || m["a"] != 1 || m["b"] != 2 {
		t.Errorf("Table = %v", m)
	}
	defer func() {
		if recover() == nil {
			t.Error("a repeated key did not panic")
		}
	}()
	Table([]Entry[int]{{"a", 1}, {"a", 2}})
}

func TestRegisterList(t *testing.T) {
	RegisterList([]Entry[Text]{{"test.registerlist.a", Text{"A", "A", "A"}}})
	if got := T(EN, "test.registerlist.a"); got != "A" {
		t.Errorf("T = %q", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("a key registered twice did not panic")
		}
	}()
	RegisterList([]Entry[Text]{{"test.registerlist.b", Text{"B", "B", "B"}}, {"test.registerlist.b", Text{"B", "B", "B"}}})
}

func TestEpoch(t *testing.T) {
	if got := Minutes(2000, time.January, 1, 0, 0); got != 0 {
		t.Errorf("Minutes(2000-01-01 00:00) = %d, want 0", got)
	}
	if got := Minutes(2099, time.December, 31, 23, 59); got != 52_595_999 {
		t.Errorf("Minutes(2099-12-31 23:59) = %d, want 52595999", got)
	}
	m := Minutes(2018, time.September, 5, 18, 0)
	if got := DateTime(EN, m); got != "2018-09-05 18:00" {
		t.Errorf("DateTime(%d) = %q", m, got)
	}
	if got := MinutesOf(Wall(m)); got != m {
		t.Errorf("MinutesOf(Wall(%d)) = %d", m, got)
	}
	if got := MinutesOf(time.Date(2018, time.September, 5, 18, 0, 0, 0, time.FixedZone("CET", 3600))); got != m {
		t.Errorf("MinutesOf(18:00 CET) = %d, want %d (the wall clock, not the instant)", got, m)
	}
}

// localized prints itself per language, and also has a String that Format must not take.
type localized struct{}

func (localized) Localize(l Lang) string { return "in " + l.String() }
func (localized) String() string         { return "string" }

// TestLocalizer: an argument that prints itself per language is printed in the message's.
func TestLocalizer(t *testing.T) {
	for _, l := range []Lang{EN, SR, HU} {
		if got, want := Format(l, localized{}), "in "+l.String(); got != want {
			t.Errorf("Format(%v, localized) = %q, want %q", l, got, want)
		}
	}
}
