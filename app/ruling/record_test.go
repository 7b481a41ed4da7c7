package ruling

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"arbiter/app/internal/testnamer"
	"arbiter/app/view"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"rsc.io/qr"
)

func TestLinkOnly(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"https://a.example/r?r=K6DmBkrw&print=1&lang=sr", "https://a.example/r?r=K6DmBkrw"},
		{"https://a.example/r?r=K6DmBkrw&n=x&c=S1&why=a+b&ck=0123abcd&print=1", "https://a.example/r?r=K6DmBkrw&n=x&c=S1&why=a+b&ck=0123abcd"},
		{"https://a.example/r?lang=hu&r=K6DmBkrw&se=2026-12-01T22%3A10&ck=0123abcd", "https://a.example/r?r=K6DmBkrw&se=2026-12-01T22%3A10&ck=0123abcd"},
		{"https://a.example/r?r=K6DmBkrw&&printer=2", "https://a.example/r?r=K6DmBkrw&printer=2"},
		{"https://a.example/r", "https://a.example/r"},
		{"https://a.example/r?lang=hu#r=K6DmBkrw&c=S1", "https://a.example/r#r=K6DmBkrw&c=S1"},
	} {
		if got := LinkOnly(tc.in); got != tc.want {
			t.Errorf("linkOnly(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"https://a.example/r?r=K6DmBkrw&lang=sr", "https://a.example/r?r=K6DmBkrw&print=1"},
		{"https://a.example/r?r=K6DmBkrw&print=1", "https://a.example/r?r=K6DmBkrw&print=1"},
		{"https://a.example/r#r=K6DmBkrw&c=S1", "https://a.example/r?print=1#r=K6DmBkrw&c=S1"},
		{"https://a.example/r?lang=hu#r=K6DmBkrw", "https://a.example/r?print=1#r=K6DmBkrw"},
	} {
		if got := PrintLinkOf(tc.in); got != tc.want {
			t.Errorf("printLinkOf(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestLoggedReasoning: a logged case's link carries the reasoning the director left (at first
// the case's notes), under the check, and the receipt reads it; a reasoning over the limit is
// left out (the share box says so), and the link is the one without it.
func TestLoggedReasoning(t *testing.T) {
	rs := rulesets.Get("nsbk")
	c := rs.Calculator("law12.weighted")
	ev := eventlog.Event{ID: "e1", Ruleset: rs.ID, DataVersion: rs.Version, Date: "2026-12-01"}
	v := c.Inputs.Defaults()
	v[c.Inputs.Index("scores")] = []int64{620, -100}
	v[c.Inputs.Index("weights")] = []int64{400, 600}
	in := eventlog.Incident{Event: ev.ID, Number: 3, Time: eventlog.Minute(msg.Minutes(2026, 12, 1, 21, 5)), Board: 7,
		Calculator: c.ID, Values: v, Status: eventlog.Active}
	why := "Bez pogrešnog objašnjenja, 4♠ bi bio odigran u 40 % slučajeva."
	plain, err := LoggedShareURL("https://arbiter.example", &ev, rs, testnamer.Namer{}, &in, false, link.Facts{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, why, want string
		link            string // "" for a link with the reasoning
	}{
		{"reasoning", why, why, ""},
		{"blank", "  ", "", plain},
		{"too long", strings.Repeat("a", link.MaxReasonLen+1), "", plain},
	} {
		u, err := LoggedRecordURL("https://arbiter.example", &ev, rs, testnamer.Namer{}, &in, false, link.Facts{}, tc.why)
		if err != nil {
			t.Fatal(err)
		}
		if tc.link != "" && u != tc.link {
			t.Errorf("%s: loggedRecordURL = %s, want %s", tc.name, u, tc.link)
		}
		o := OpenRuling(u)
		if o.why != tc.want || o.Extras != link.ExtrasMatch || !o.Matches() {
			t.Errorf("%s: %s opens to reasoning %q, check %v, matches %v; want %q, match, true", tc.name, u, o.why, o.Extras, o.Matches(), tc.want)
		}
		if o.raw != u || o.fullLink() != u {
			t.Errorf("%s: the view's link %q, whole link %q, want %q", tc.name, o.raw, o.fullLink(), u)
		}
	}
}

// TestQRPrintMM: a QR code prints 40 mm wide, or wider in 5 mm steps so that a module is at
// least half a millimetre, with a style class for every width (web/style.css).
func TestQRPrintMM(t *testing.T) {
	css, err := os.ReadFile("../../web/style.css")
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{10, 100, 300, 700, 1500, 2300} {
		text := strings.Repeat("x", n)
		c, err := qr.Encode(text, qr.M)
		if err != nil {
			t.Fatal(err)
		}
		mm := view.QrPrintMM(text)
		modules := float64(c.Size + 8)
		if mm < 40 || float64(mm) < modules/2 || (mm > 40 && float64(mm-5) >= modules/2) || mm%5 != 0 {
			t.Errorf("qrPrintMM(%d characters, %v modules) = %d mm", n, modules, mm)
		}
		if class := ".qr-w" + strconv.Itoa(mm) + " {"; mm > 40 && !strings.Contains(string(css), class) {
			t.Errorf("web/style.css has no %s for %d characters", class, n)
		}
	}
	if got := view.QrPrintMM(strings.Repeat("x", 5000)); got != 0 {
		t.Errorf("qrPrintMM(too long) = %d, want 0", got)
	}
}

// TestRecordNotes: a ruling saved from a link keeps its note and its reasoning as the notes.
func TestRecordNotes(t *testing.T) {
	for _, tc := range []struct{ note, why, want string }{
		{"", "", ""},
		{"Sto 4", "", "Sto 4"},
		{"", "Zakon 21B", "Zakon 21B"},
		{"Sto 4", "Zakon 21B", "Sto 4\n\nZakon 21B"},
	} {
		if got := recordNotes(tc.note, tc.why); got != tc.want {
			t.Errorf("recordNotes(%q, %q) = %q, want %q", tc.note, tc.why, got, tc.want)
		}
	}
}
