package link

import (
	"reflect"
	"strings"
	"testing"
)

// sealed is a logged OCSB-like case's link with every parameter the receipt shows.
func sealedLink() (string, Case, Facts) {
	c := Case{Label: "S12B", Round: 3, Table: 7, Board: 21, Game: 2, Time: "2026-12-01T23:55",
		Sides: []Side{{Role: "offender", Number: 4}, {Role: "non-offender", Number: 9, Name: "Kiš"}}}
	f := Facts{SessionEnd: "2026-12-01T22:10", NextStart: "2026-12-02T10:00", EventEnd: "2026-12-02T22:30",
		PlayingDay: "2026-12-01", Decided: "2026-12-02T09:00", LastDay: true}
	return SealedURL(caseBase, "K6DmBkrw", "Kasnili 4 minuta", c, f), c, f
}

// TestSealRoundTrip: a sealed link reads back to its case and facts, and its check matches.
func TestSealRoundTrip(t *testing.T) {
	u, c, f := sealedLink()
	if !strings.HasPrefix(u, CaseURL(caseBase, "K6DmBkrw", "Kasnili 4 minuta", c)+f.Query()+"&"+ParamCheck+"=") {
		t.Errorf("SealedURL = %s: want the case's link, its facts, then the check", u)
	}
	if got := ParseCase(u); !reflect.DeepEqual(got, c) {
		t.Errorf("ParseCase(sealed) = %+v, want %+v", got, c)
	}
	if got := ParseFacts(u); got != f {
		t.Errorf("ParseFacts(sealed) = %+v, want %+v", got, f)
	}
	if got := CheckExtras(u); got != ExtrasMatch {
		t.Errorf("CheckExtras(sealed) = %v, want %v", got, ExtrasMatch)
	}
	// a plain calculator share: no case but its time, no facts
	plain := SealedURL(caseBase, "K6DmBkrw", "", Case{Time: "2026-12-01T20:00"}, Facts{})
	if got := CheckExtras(plain); got != ExtrasMatch {
		t.Errorf("CheckExtras(%s) = %v, want %v", plain, got, ExtrasMatch)
	}
	// AddCheck seals a link as written
	if got := AddCheck(CaseURL(caseBase, "K6DmBkrw", "Kasnili 4 minuta", c) + f.Query()); got != u {
		t.Errorf("AddCheck = %s, want %s", got, u)
	}
}

// TestSealTamper: changing any one character of the case header, of a fact, of the time, of
// the note or of the check itself leaves a link whose receipt shows the same as before, or one
// whose check does not match; never one that shows something else as checked.
func TestSealTamper(t *testing.T) {
	u, c, f := sealedLink()
	code, note, _ := ParseURL(u)
	start := strings.Index(u, "&n=")
	changed, caught := 0, 0
	eachOneCharChange(u, start, func(_ int, _ rune, v string) {
		c2, f2 := ParseCase(v), ParseFacts(v)
		code2, note2, err := ParseURL(v)
		same := err == nil && code2 == code && note2 == note && reflect.DeepEqual(c2, c) && f2 == f
		got := CheckExtras(v)
		if !same {
			changed++
			if got == ExtrasMatch {
				t.Errorf("CheckExtras(%s) = match, but it shows %+v %+v %q", v, c2, f2, note2)
			} else {
				caught++
			}
		}
	})
	if changed == 0 || caught != changed {
		t.Errorf("%d of %d changes caught", caught, changed)
	}
	t.Logf("%d one-character changes of what the receipt shows, all caught", changed)
}

// tamperAlphabet is what a one-character change puts in a link: the characters a link is
// written in, and the ones its query is made of.
const tamperAlphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-~_.%&=+:T"

// eachOneCharChange calls f with every link made from u by changing one character at or after
// from to another of tamperAlphabet: the place, the new character and the changed link.
func eachOneCharChange(u string, from int, f func(i int, r rune, v string)) {
	for i := from; i < len(u); i++ {
		for _, r := range tamperAlphabet {
			if byte(r) != u[i] {
				f(i, r, u[:i]+string(r)+u[i+1:])
			}
		}
	}
}

// TestSealOldLinks: every link made before the check (the golden links, with and without a
// case and facts) opens as before and says it carries no checked case or deadline.
func TestSealOldLinks(t *testing.T) {
	_, gs := readGolden(t)
	if len(gs) == 0 {
		t.Fatal("no golden links")
	}
	c := Case{Label: "S1", Round: 2, Time: "2026-12-01T10:00"}
	f := Facts{SessionEnd: "2026-12-01T22:10"}
	for i, g := range gs {
		for _, u := range []string{URL(caseBase, g.Code, ""), URL(caseBase, g.Code, "note"), CaseURL(caseBase, g.Code, "", c) + f.Query()} {
			if got := CheckExtras(u); got != ExtrasNone {
				t.Errorf("line %d: CheckExtras(%s) = %v, want %v", i+1, u, got, ExtrasNone)
			}
			if code, _, err := ParseURL(u); err != nil || code != g.Code {
				t.Errorf("line %d: ParseURL(%s) = %q, %v", i+1, u, code, err)
			}
		}
		sealed := SealedURL(caseBase, g.Code, "", c, f)
		if got := CheckExtras(sealed); got != ExtrasMatch {
			t.Errorf("line %d: CheckExtras(sealed) = %v", i+1, got)
		}
	}
}

func TestCheckExtrasMalformed(t *testing.T) {
	u, _, _ := sealedLink()
	i := strings.LastIndex(u, "&"+ParamCheck+"=")
	for _, tc := range []struct {
		in   string
		want ExtrasState
	}{
		{"", ExtrasNone},
		{"%%%", ExtrasNone},
		{u[:i] + "&" + ParamCheck + "=", ExtrasDiffer},
		{u[:i] + "&" + ParamCheck + "=zzzzzzzzzzzzzzzzzzzzzzzzzzzzz", ExtrasDiffer},
		{u[:i] + "&" + ParamCheck + "=%00", ExtrasDiffer},
		{u + "&" + ParamCheck + "=00000000", ExtrasMatch}, // the first is read, as for every parameter
		{u + "&rd=9", ExtrasMatch},                        // a second round is not read: the receipt shows the first
		{strings.Replace(u, "rd=3", "rd=4", 1), ExtrasDiffer},
		{strings.Replace(u, "pd=2026-12-01", "pd=2026-12-02", 1), ExtrasDiffer},
		{strings.Replace(u, "&ld=1", "", 1), ExtrasDiffer},
		{strings.Replace(u, "&ld=1", "", 1) + "&ld=1", ExtrasMatch}, // the order of parameters does not matter
	} {
		if got := CheckExtras(tc.in); got != tc.want {
			t.Errorf("CheckExtras(%.120q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func FuzzCheckExtras(f *testing.F) {
	u, _, _ := sealedLink()
	for _, s := range []string{u, caseBase + "?r=K6DmBkrw", caseBase + "?r=K6DmBkrw&ck=", "#r=K6DmBkrw&ck=12345678",
		caseBase + "?r=K6DmBkrw&ck=%zz", caseBase + "?ck=abc"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		st := CheckExtras(s) // never panics
		if st != ExtrasNone && st != ExtrasMatch && st != ExtrasDiffer {
			t.Fatalf("CheckExtras(%q) = %v", s, st)
		}
		code, note, err := ParseURL(s)
		if err != nil {
			return
		}
		// sealing what the link shows gives a link whose check matches and which shows it
		c, fa := ParseCase(s), ParseFacts(s)
		v := SealedURL(caseBase, code, note, c, fa)
		if CheckExtras(v) != ExtrasMatch || !reflect.DeepEqual(ParseCase(v), c) || ParseFacts(v) != fa {
			t.Fatalf("SealedURL(%q) = %s does not read back", s, v)
		}
	})
}
