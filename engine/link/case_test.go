package link

import (
	"reflect"
	"strings"
	"testing"
)

const caseBase = "https://arbiter.example/r"

func TestCaseQueryRoundTrip(t *testing.T) {
	c := Case{Label: "S12", Round: 3, Table: 7, Board: 21, Time: "2026-12-01T14:05",
		Sides: []Side{{Role: "offender", Number: 4}, {Role: "non-offender", Number: 9, Name: "Šušnjar & <b>Kiš</b>"}}}
	u := CaseURL(caseBase, "K6DmBkrw", "note", c)
	want := caseBase + "?r=K6DmBkrw&n=note&c=S12&rd=3&tb=7&bd=21&at=2026-12-01T14%3A05&sd=offender~4&sd=non-offender~9~%C5%A0u%C5%A1njar+%26+%3Cb%3EKi%C5%A1%3C%2Fb%3E"
	if u != want {
		t.Errorf("CaseURL =\n %s\nwant\n %s", u, want)
	}
	if got := ParseCase(u); !reflect.DeepEqual(got, c) {
		t.Errorf("ParseCase = %+v, want %+v", got, c)
	}
	code, note, err := ParseURL(u)
	if err != nil || code != "K6DmBkrw" || note != "note" {
		t.Errorf("ParseURL of a case link = %q, %q, %v", code, note, err)
	}
	// the fragment form ParseURL reads is read too
	if got := ParseCase("https://arbiter.example/#r=K6DmBkrw&c=S2&rd=1"); got.Label != "S2" || got.Round != 1 {
		t.Errorf("fragment: %+v", got)
	}
}

func TestCaseLenient(t *testing.T) {
	long := strings.Repeat("ž", 500)
	for _, tc := range []struct {
		in   string
		want Case
	}{
		{"", Case{}},
		{"K6DmBkrw", Case{}},
		{"%%%", Case{}},
		{caseBase + "?r=K6DmBkrw", Case{}},
		{caseBase + "?r=K6DmBkrw&c=S0&c2=S1&rd=-1&tb=10000&bd=x&g=+5&at=2026-13-01T10:00", Case{}},
		{caseBase + "?r=K6DmBkrw&c=<script>&at=2026-12-01T10:00&zz=1", Case{Time: "2026-12-01T10:00"}},
		{caseBase + "?r=K6DmBkrw&c=S4B", Case{Label: "S4B"}}, // an assistant director's series
		{caseBase + "?r=K6DmBkrw&c=S4A", Case{}},
		{caseBase + "?r=K6DmBkrw&c=S4K", Case{}},
		{caseBase + "?r=K6DmBkrw&c=S4BB", Case{}},
		{caseBase + "?r=K6DmBkrw&sd=Offender~1&sd=offender&sd=offender~0&sd=offender~x&sd=home~00001&sd=visitor~2~a~b", Case{Sides: []Side{{Role: "visitor", Number: 2, Name: "a b"}}}},
		{caseBase + "?r=K6DmBkrw&sd=home~1~" + long, Case{Sides: []Side{{Role: "home", Number: 1, Name: strings.Repeat("ž", MaxCaseName)}}}},
		{caseBase + "?r=K6DmBkrw&sd=home~1~%0A%09x%00y%7F", Case{Sides: []Side{{Role: "home", Number: 1, Name: "xy"}}}},
	} {
		if got := ParseCase(tc.in); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ParseCase(%.80q) = %+v, want %+v", tc.in, got, tc.want)
		}
	}
	var many []string
	for i := 0; i < 3*MaxCaseSides; i++ {
		many = append(many, "sd=pair~1")
	}
	if got := ParseCase(caseBase + "?r=K6DmBkrw&" + strings.Join(many, "&")); len(got.Sides) != MaxCaseSides {
		t.Errorf("%d sides, want at most %d", len(got.Sides), MaxCaseSides)
	}
	if (Case{}).Query() != "" || !(Case{}).IsZero() {
		t.Error("the zero case adds parameters")
	}
}

// TestCaseCompat: every golden link, written as the links of earlier versions were (r and n
// only), opens exactly as before: the same code and note, no case; and the same link with case
// parameters beside it decodes to the same ruling.
func TestCaseCompat(t *testing.T) {
	_, gs := readGolden(t)
	if len(gs) == 0 {
		t.Fatal("no golden links")
	}
	c := Case{Label: "S1", Round: 2, Table: 3, Time: "2026-12-01T10:00", Sides: []Side{{Role: "offender", Number: 1}}}
	facts := Facts{SessionEnd: "2026-12-01T22:10", EventEnd: "2026-12-01T22:30", PlayingDay: "2026-12-01", LastDay: true}
	for i, g := range gs {
		for _, note := range []string{"", "Kasnili 4 minuta"} {
			old := URL(caseBase, g.Code, note)
			code, n, err := ParseURL(old)
			if err != nil || code != g.Code || n != note {
				t.Fatalf("line %d: ParseURL(%q) = %q, %q, %v", i+1, old, code, n, err)
			}
			if got := ParseCase(old); !got.IsZero() {
				t.Errorf("line %d: an old link has a case: %+v", i+1, got)
			}
			if CaseURL(caseBase, g.Code, note, Case{}) != old {
				t.Errorf("line %d: a link without a case is not the old link", i+1)
			}
			code2, n2, err2 := ParseURL(CaseURL(caseBase, g.Code, note, c))
			if err2 != nil || code2 != code || n2 != n {
				t.Errorf("line %d: with a case ParseURL = %q, %q, %v", i+1, code2, n2, err2)
			}
			if got := ParseFacts(old); !got.IsZero() {
				t.Errorf("line %d: an old link has deadline facts: %+v", i+1, got)
			}
			// deadline facts beside it (with or without a case) change neither the code, the
			// note nor the case
			for _, kc := range []Case{{}, c} {
				u := CaseURL(caseBase, g.Code, note, kc) + facts.Query()
				code3, n3, err3 := ParseURL(u)
				if err3 != nil || code3 != code || n3 != n {
					t.Errorf("line %d: with deadline facts ParseURL = %q, %q, %v", i+1, code3, n3, err3)
				}
				if got := ParseCase(u); !reflect.DeepEqual(got, kc.Clean()) {
					t.Errorf("line %d: with deadline facts ParseCase = %+v, want %+v", i+1, got, kc)
				}
				if got := ParseFacts(u); got != facts {
					t.Errorf("line %d: ParseFacts = %+v, want %+v", i+1, got, facts)
				}
			}
		}
		if i > 0 {
			continue
		}
		r1, err1 := productCodec.Decode(g.Code)
		code, _, _ := ParseURL(CaseURL(caseBase, g.Code, "", c) + facts.Query())
		r2, err2 := productCodec.Decode(code)
		if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(r1, r2) {
			t.Errorf("line %d decodes differently with a case and deadline facts", i+1)
		}
	}
}

// FuzzParseCase: no input panics; what it reads is clean (bounded, one-line names, no "~") and
// reads back the same through Query; so do the deadline facts (ParseFacts) of the same text.
func FuzzParseCase(f *testing.F) {
	f.Add(caseBase + "?r=K6DmBkrw&c=S3&rd=2&tb=5&at=2026-12-01T14:05&sd=offender~3~Zvezda")
	f.Add("?c=S1&sd=home~1&sd=visitor~2~%3Cimg%3E")
	f.Add("#r=x&g=7")
	f.Add(caseBase + "?r=K6DmBkrw&c=S3&se=2026-12-01T22:10&ns=2026-12-02T10:00&ee=2026-12-02T18:30&pd=2026-12-01&cd=2026-12-01T23:40&ld=1")
	f.Add("?se=2026-02-29T10:00&pd=2024-02-29&ld=1&ld=0&ee=2199-12-31T23:59")
	f.Add("#r=x&cd=2026-12-01T9:5&se=%FF")
	f.Fuzz(func(t *testing.T, s string) {
		c := ParseCase(s)
		if len(c.Sides) > MaxCaseSides {
			t.Fatalf("%d sides", len(c.Sides))
		}
		for _, sd := range c.Sides {
			if len([]rune(sd.Name)) > MaxCaseName || strings.ContainsAny(sd.Name, "~\n\r\x00") {
				t.Fatalf("name %q", sd.Name)
			}
		}
		if !reflect.DeepEqual(c, c.Clean()) {
			t.Fatalf("not clean: %+v", c)
		}
		if back := ParseCase(caseBase + "?r=K" + c.Query()); !reflect.DeepEqual(back, c) {
			t.Fatalf("Query round trip: %+v, want %+v", back, c)
		}
		fs := ParseFacts(s)
		if fs != fs.Clean() {
			t.Fatalf("facts not clean: %+v", fs)
		}
		if back := ParseFacts(caseBase + "?r=K" + c.Query() + fs.Query()); back != fs {
			t.Fatalf("facts Query round trip: %+v, want %+v", back, fs)
		}
	})
}
