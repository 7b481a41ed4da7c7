package link

import (
	"reflect"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
)

func TestFactsQueryRoundTrip(t *testing.T) {
	f := Facts{SessionEnd: "2026-12-01T22:10", NextStart: "2026-12-02T10:00", EventEnd: "2026-12-02T18:30",
		PlayingDay: "2026-12-01", Decided: "2026-12-01T23:40", LastDay: true}
	c := Case{Label: "S4", Board: 7}
	u := CaseURL(caseBase, "K6DmBkrw", "n", c) + f.Query()
	want := caseBase + "?r=K6DmBkrw&n=n&c=S4&bd=7&se=2026-12-01T22%3A10&ns=2026-12-02T10%3A00&ee=2026-12-02T18%3A30&pd=2026-12-01&cd=2026-12-01T23%3A40&ld=1"
	if u != want {
		t.Errorf("link =\n %s\nwant\n %s", u, want)
	}
	if got := ParseFacts(u); got != f {
		t.Errorf("ParseFacts = %+v, want %+v", got, f)
	}
	if got := ParseCase(u); !reflect.DeepEqual(got, c) {
		t.Errorf("ParseCase with facts = %+v, want %+v", got, c)
	}
	if code, note, err := ParseURL(u); err != nil || code != "K6DmBkrw" || note != "n" {
		t.Errorf("ParseURL with facts = %q, %q, %v", code, note, err)
	}
	if got := ParseFacts("https://arbiter.example/#r=K6DmBkrw&se=2026-12-01T22:10"); got.SessionEnd != "2026-12-01T22:10" {
		t.Errorf("fragment: %+v", got)
	}
	if (Facts{}).Query() != "" || !(Facts{}).IsZero() {
		t.Error("the zero facts add parameters")
	}
}

func TestFactsLenient(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Facts
	}{
		{"", Facts{}},
		{"%%%", Facts{}},
		{caseBase + "?r=K6DmBkrw", Facts{}},
		{caseBase + "?r=K6DmBkrw&se=2026-13-01T10:00&ns=2026-02-30T10:00&ee=1999-12-31T23:59&pd=2026-12-01T10:00&cd=2026-12-01T24:00&ld=yes", Facts{}},
		{caseBase + "?r=K6DmBkrw&se=2026-12-01T9:05&ee=2200-01-01T00:00&pd=2026-1-01&cd=%3Cscript%3E&ld=0", Facts{}},
		{caseBase + "?r=K6DmBkrw&se=+2026-12-01T22:10&pd=2026-12-01&ld=1&zz=1", Facts{PlayingDay: "2026-12-01", LastDay: true}},
		{caseBase + "?r=K6DmBkrw&se=2199-12-31T23:59&se=2026-12-01T22:10", Facts{SessionEnd: "2199-12-31T23:59"}},
	} {
		if got := ParseFacts(tc.in); got != tc.want {
			t.Errorf("ParseFacts(%.80q) = %+v, want %+v", tc.in, got, tc.want)
		}
	}
}

func TestFactsEngine(t *testing.T) {
	f := Facts{SessionEnd: "2017-09-16T17:00", PlayingDay: "2018-09-04", LastDay: true, EventEnd: "bad"}
	want := engine.DeadlineFacts{SessionEnd: msg.Minutes(2017, 9, 16, 17, 0), PlayingDay: msg.Minutes(2018, 9, 4, 0, 0), LastDay: true}
	if got := f.Engine(); got != want {
		t.Errorf("Engine() = %+v, want %+v", got, want)
	}
}
