package main

import (
	"strings"
	"testing"

	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

func TestLinkOnly(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"https://a.example/r?r=K6DmBkrw&print=1&lang=sr", "https://a.example/r?r=K6DmBkrw"},
		{"https://a.example/r?r=K6DmBkrw&n=x&c=S1&why=a+b&ck=0123abcd&print=1", "https://a.example/r?r=K6DmBkrw&n=x&c=S1&why=a+b&ck=0123abcd"},
		{"https://a.example/r?lang=hu&r=K6DmBkrw&se=2026-12-01T22%3A10&ck=0123abcd", "https://a.example/r?r=K6DmBkrw&se=2026-12-01T22%3A10&ck=0123abcd"},
		{"https://a.example/r?r=K6DmBkrw&&printer=2", "https://a.example/r?r=K6DmBkrw&printer=2"},
		{"https://a.example/r", "https://a.example/r"},
	} {
		if got := linkOnly(tc.in); got != tc.want {
			t.Errorf("linkOnly(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if got, want := printLinkOf("https://a.example/r?r=K6DmBkrw&lang=sr"), "https://a.example/r?r=K6DmBkrw&print=1"; got != want {
		t.Errorf("printLinkOf = %q, want %q", got, want)
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
	plain, err := loggedShareURL("https://arbiter.example", &ev, rs, testNamer{}, &in, false, link.Facts{})
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
		u, err := loggedRecordURL("https://arbiter.example", &ev, rs, testNamer{}, &in, false, link.Facts{}, tc.why)
		if err != nil {
			t.Fatal(err)
		}
		if tc.link != "" && u != tc.link {
			t.Errorf("%s: loggedRecordURL = %s, want %s", tc.name, u, tc.link)
		}
		o := openRuling(u)
		if o.why != tc.want || o.extras != link.ExtrasMatch || !o.matches() {
			t.Errorf("%s: %s opens to reasoning %q, check %v, matches %v; want %q, match, true", tc.name, u, o.why, o.extras, o.matches(), tc.want)
		}
		if o.raw != u || o.fullLink() != u {
			t.Errorf("%s: the view's link %q, whole link %q, want %q", tc.name, o.raw, o.fullLink(), u)
		}
	}
}
