package link

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/engine/rulesets"
)

const reason = "Obaveštenje o sistemu je bilo pogrešno; bez njega bi 4♠ bio odigran (40 % / 60 %)."

// reasonedLink is sealedLink's case and facts with the director's reasoning.
func reasonedLink() (string, Case, Facts) {
	_, c, f := sealedLink()
	return RecordURL(caseBase, "K6DmBkrw", "Kasnili 4 minuta", reason, c, f), c, f
}

func TestReasonRoundTrip(t *testing.T) {
	u, c, f := reasonedLink()
	sealed, _, _ := sealedLink()
	want := CaseURL(caseBase, "K6DmBkrw", "Kasnili 4 minuta", c) + f.Query() + ReasonQuery(reason) + "&" + ParamCheck + "="
	if !strings.HasPrefix(u, want) {
		t.Errorf("RecordURL = %s, want the case, the facts, the reasoning, then the check (%s…)", u, want)
	}
	if got := ParseReason(u); got != reason {
		t.Errorf("ParseReason(%s) = %q, want %q", u, got, reason)
	}
	if got := CheckExtras(u); got != ExtrasMatch {
		t.Errorf("CheckExtras(reasoned) = %v, want %v", got, ExtrasMatch)
	}
	// without a reasoning the link and its check are the ones made before the reasoning
	if got := RecordURL(caseBase, "K6DmBkrw", "Kasnili 4 minuta", "  \n ", c, f); got != sealed {
		t.Errorf("RecordURL(blank reasoning) = %s, want %s", got, sealed)
	}
	if got := AddCheck(CaseURL(caseBase, "K6DmBkrw", "Kasnili 4 minuta", c) + f.Query() + ReasonQuery(reason)); got != u {
		t.Errorf("AddCheck(with reasoning) = %s, want %s", got, u)
	}
	// the reasoning moved elsewhere in the query reads the same
	i := strings.Index(u, "&"+ParamReason+"=")
	j := strings.Index(u, "&"+ParamCheck+"=")
	moved := strings.Replace(u[:i]+u[j:], "&n=", u[i:j]+"&n=", 1)
	if got := CheckExtras(moved); got != ExtrasMatch || ParseReason(moved) != reason {
		t.Errorf("CheckExtras(%s) = %v, reasoning %q; want match and the same reasoning", moved, got, ParseReason(moved))
	}
}

func TestCleanReason(t *testing.T) {
	long := strings.Repeat("ž", MaxReasonLen+7)
	for _, tc := range []struct {
		in, want string
		tooLong  bool
	}{
		{"", "", false},
		{"  kratko  ", "kratko", false},
		{"red 1\r\nred\t2\x00\x07", "red 1 \nred 2", false},
		{"bad \xff utf-8", "bad \uFFFD utf-8", false},
		{strings.Repeat("a", MaxReasonLen), strings.Repeat("a", MaxReasonLen), false},
		{long, strings.Repeat("ž", MaxReasonLen), true},
	} {
		if got := CleanReason(tc.in); got != tc.want {
			t.Errorf("CleanReason(%.40q) = %.40q (%d characters), want %.40q (%d)", tc.in, got, utf8.RuneCountInString(got), tc.want, utf8.RuneCountInString(tc.want))
		}
		if got := ReasonTooLong(tc.in); got != tc.tooLong {
			t.Errorf("ReasonTooLong(%.40q) = %v, want %v", tc.in, got, tc.tooLong)
		}
	}
	if got := ReasonQuery(""); got != "" {
		t.Errorf("ReasonQuery(\"\") = %q, want \"\"", got)
	}
	if got, want := ReasonQuery("a b&c=d"), "&"+ParamReason+"=a+b%26c%3Dd"; got != want {
		t.Errorf("ReasonQuery = %q, want %q", got, want)
	}
	// a link holds at most MaxReasonLen characters of reasoning: a longer one is cut as read
	u := caseBase + "?r=K6DmBkrw" + "&" + ParamReason + "=" + long
	if got := ParseReason(u); utf8.RuneCountInString(got) != MaxReasonLen {
		t.Errorf("ParseReason(long) has %d characters, want %d", utf8.RuneCountInString(got), MaxReasonLen)
	}
	for _, s := range []string{"", "%%%", caseBase + "?r=K6DmBkrw", caseBase + "?r=K6DmBkrw&" + ParamReason + "="} {
		if got := ParseReason(s); got != "" {
			t.Errorf("ParseReason(%q) = %q, want \"\"", s, got)
		}
	}
}

// TestReasonTamper: changing any one character of a link with a reasoning, from the note on,
// leaves a link whose receipt shows the same as before, or one whose check does not match; and
// dropping the reasoning, adding one, or changing it is refused.
func TestReasonTamper(t *testing.T) {
	u, c, f := reasonedLink()
	code, note, _ := ParseURL(u)
	start := strings.Index(u, "&n=")
	changed, caught := 0, 0
	eachOneCharChange(u, start, func(_ int, _ rune, v string) {
		code2, note2, err := ParseURL(v)
		same := err == nil && code2 == code && note2 == note && reflect.DeepEqual(ParseCase(v), c) &&
			ParseFacts(v) == f && ParseReason(v) == reason
		if !same {
			changed++
			if CheckExtras(v) == ExtrasMatch {
				t.Errorf("CheckExtras(%s) = match, but it shows the reasoning %q", v, ParseReason(v))
			} else {
				caught++
			}
		}
	})
	if changed == 0 || caught != changed {
		t.Errorf("%d of %d changes caught", caught, changed)
	}
	t.Logf("%d one-character changes of what the receipt shows, all caught", changed)

	sealed, _, _ := sealedLink()
	i := strings.Index(u, "&"+ParamReason+"=")
	j := strings.Index(u, "&"+ParamCheck+"=")
	for _, tc := range []struct{ name, link string }{
		{"reasoning dropped", u[:i] + u[j:]},
		{"reasoning added", strings.Replace(sealed, "&"+ParamCheck+"=", ReasonQuery("izmišljeno")+"&"+ParamCheck+"=", 1)},
		{"reasoning replaced", u[:i] + ReasonQuery("drugo obrazloženje") + u[j:]},
		{"reasoning doubled first", strings.Replace(u, "&n=", ReasonQuery("prvo")+"&n=", 1)},
	} {
		if got := CheckExtras(tc.link); got != ExtrasDiffer {
			t.Errorf("%s: CheckExtras(%s) = %v, want %v", tc.name, tc.link, got, ExtrasDiffer)
		}
	}
}

// TestReasonOldLinks: the golden links, and links with a check made before the reasoning
// existed, open as before; a golden link with a reasoning and no check says nothing is checked.
func TestReasonOldLinks(t *testing.T) {
	_, gs := readGolden(t)
	c := Case{Label: "S1", Round: 2, Time: "2026-12-01T10:00"}
	f := Facts{SessionEnd: "2026-12-01T22:10"}
	for i, g := range gs {
		sealed := SealedURL(caseBase, g.Code, "", c, f)
		if got := RecordURL(caseBase, g.Code, "", "", c, f); got != sealed {
			t.Errorf("line %d: RecordURL without reasoning = %s, want %s", i+1, got, sealed)
		}
		if got := ParseReason(sealed); got != "" {
			t.Errorf("line %d: ParseReason(%s) = %q", i+1, sealed, got)
		}
		if got := CheckExtras(URL(caseBase, g.Code, "") + ReasonQuery(reason)); got != ExtrasNone {
			t.Errorf("line %d: an unchecked link with a reasoning: CheckExtras = %v, want %v", i+1, got, ExtrasNone)
		}
	}
	// a check written before the reasoning existed (this value was computed by that build)
	if got, want := Seal("K6DmBkrw", "Kasnili 4 minuta", Case{Time: "2026-12-01T20:00"}, Facts{}), "bp2ly6fs"; got != want {
		t.Errorf("Seal of a link without reasoning = %s, want %s (a check made before the reasoning)", got, want)
	}
}

// TestWeightedLink: a weighted score's link carries its outcomes and their weights in the
// ruling's code (checked by the code's check), so the receipt reads the same outcomes and
// weights the director gave.
func TestWeightedLink(t *testing.T) {
	rs := rulesets.Get("nsbk")
	if rs == nil {
		t.Fatal("no nsbk ruleset")
	}
	calc := rs.Calculator("law12.weighted")
	if calc == nil {
		t.Fatal("no law12.weighted in nsbk")
	}
	v := calc.Inputs.Defaults()
	v[calc.Inputs.Index("scores")] = []int64{620, 170, -100}
	v[calc.Inputs.Index("weights")] = []int64{500, 300, 200}
	r := Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: calc.ID, Values: v}
	code, err := productCodec.Encode(r)
	if err != nil {
		t.Fatal(err)
	}
	back, err := productCodec.Decode(code)
	if err != nil {
		t.Fatal(err)
	}
	want := engine.WeightedOptions(calc.Inputs, v)
	if len(want) != 3 {
		t.Fatalf("WeightedOptions(the ruling) = %+v, want 3 outcomes", want)
	}
	if got := engine.WeightedOptions(calc.Inputs, back.Values); !reflect.DeepEqual(got, want) {
		t.Errorf("the link's outcomes and weights = %+v, want %+v", got, want)
	}
}

func FuzzParseReason(f *testing.F) {
	u, _, _ := reasonedLink()
	for _, s := range []string{u, caseBase + "?r=K6DmBkrw&why=", caseBase + "?r=K6DmBkrw&why=%zz", "#r=K6DmBkrw&why=a%0Ab",
		caseBase + "?why=" + strings.Repeat("x", 600), caseBase + "?r=K6DmBkrw&why=\xff&why=2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		why := ParseReason(s) // never panics
		if utf8.RuneCountInString(why) > MaxReasonLen || !utf8.ValidString(why) || why != CleanReason(why) {
			t.Fatalf("ParseReason(%q) = %q: not a clean reasoning", s, why)
		}
		code, note, err := ParseURL(s)
		if err != nil {
			return
		}
		// a link made of what s shows reads back to it, and its check matches
		c, fa := ParseCase(s), ParseFacts(s)
		v := RecordURL(caseBase, code, note, why, c, fa)
		if CheckExtras(v) != ExtrasMatch || ParseReason(v) != why || !reflect.DeepEqual(ParseCase(v), c) || ParseFacts(v) != fa {
			t.Fatalf("RecordURL(%q) = %s does not read back", s, v)
		}
	})
}
