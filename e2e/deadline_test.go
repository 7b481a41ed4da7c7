package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/chromedp/chromedp"
)

// TestReceiptDeadline: a VSZ ruling shared with the session's end opens, offline, to a receipt
// that shows the deadline to appeal (30 minutes after the session, VSZ 16) and the time left by
// the phone's clock, in Serbian and Hungarian at 360 px; a session that ended long ago says the
// deadline has passed; deadline parameters that do not parse are ignored: the ruling opens and
// matches, and the receipt says what the director did not enter.
func TestReceiptDeadline(t *testing.T) {
	need(t)
	s := serve(t, copySite(t), "/")
	a := newBrowser(t, origin(s))
	a.do(t, chromedp.EmulateViewport(360, 800))
	a.open(t, s.URL+"calc/mbsz-vsz-2017/time?lang=sr")
	a.example(t)
	a.click(t, "share")
	a.waitJS(t, `document.getElementById("share-dl-se") !== null && document.getElementById("share-url").value.includes("r?r=")`)
	if v := eval[string](t, a, `document.getElementById("share-dl-se").value`); v != "" {
		t.Errorf("the session's end opens as %q, want blank", v)
	}
	if strings.Contains(eval[string](t, a, `document.getElementById("share-url").value`), "&se=") {
		t.Error("a link carries a session end the director did not enter")
	}
	a.screenshot(t, "deadline-share-sr-360")

	// the phone's clock is this machine's: the session ended 20 minutes ago (local wall clock)
	now := time.Now().Truncate(time.Minute)
	end := now.Add(-20 * time.Minute)
	a.input(t, "share-dl-se", end.Format("2006-01-02T15:04"))
	a.waitJS(t, `document.getElementById("share-url").value.includes("&se=")`)
	open := eval[string](t, a, `document.getElementById("share-url").value`)
	a.input(t, "share-dl-se", now.Add(-3*time.Hour).Format("2006-01-02T15:04"))
	a.waitJS(t, fmt.Sprintf(`document.getElementById("share-url").value !== %q`, open))
	expired := eval[string](t, a, `document.getElementById("share-url").value`)
	t.Logf("receipt link: %s", open)

	b := newBrowser(t, origin(s))
	b.do(t, chromedp.EmulateViewport(360, 800))
	b.open(t, s.URL)
	b.waitWorker(t)
	s.stop()
	b.allow = func(string) bool { return true } // offline: failed requests are expected

	at := end.Add(30 * time.Minute).Format("2006-01-02 15:04")
	for _, tc := range []struct{ lang, left string }{{"sr", "Preostalo: "}, {"hu", "Hátravan: "}} {
		b.open(t, open+"&lang="+tc.lang)
		b.waitJS(t, `document.querySelector("#ruling-deadline[data-state=open]") !== null && document.querySelector("#ruling-check[data-check=matches]") !== null`)
		if got := strings.TrimSpace(b.text(t, "#deadline-at")); got != at {
			t.Errorf("%s: deadline %q, want %q (session end + 30 min, VSZ 16)", tc.lang, got, at)
		}
		// 10 minutes left (9 when the minute turns between making the link and reading it)
		left := b.text(t, "#deadline-left")
		if !strings.HasPrefix(left, tc.left) || !(strings.Contains(left, " 10 ") || strings.Contains(left, " 9 ")) {
			t.Errorf("%s: time left %q, want %s10 …", tc.lang, left, tc.left)
		}
		if got := b.text(t, "#ruling-deadline .rule-link"); !strings.Contains(got, "vsz.16") {
			t.Errorf("%s: rule %q, want vsz.16", tc.lang, got)
		}
		if w := eval[int](t, b, `document.documentElement.scrollWidth`); w > 360 {
			t.Errorf("%s: the receipt is %d px wide at 360 px", tc.lang, w)
		}
		b.screenshot(t, "deadline-receipt-"+tc.lang+"-360")
	}

	b.open(t, expired+"&lang=sr")
	b.waitJS(t, `document.querySelector("#ruling-deadline[data-state=expired]") !== null`)
	if got := b.text(t, "#deadline-left"); got != "Rok je istekao." {
		t.Errorf("expired: %q, want Rok je istekao.", got)
	}
	b.screenshot(t, "deadline-expired-sr-360")

	// parameters that do not parse are left out; the ruling itself is untouched
	code := open[:strings.Index(open, "&se=")]
	b.open(t, code+"&se=2026-13-45T25:99&ns=%3Cscript%3E&ee=x&pd=1999-01-01&cd=&ld=maybe&lang=en")
	b.waitJS(t, `document.querySelector("#ruling-check[data-check=matches]") !== null && document.querySelector("#ruling-deadline[data-state=missing]") !== null`)
	if eval[bool](t, b, `document.getElementById("ruling-error") !== null || document.getElementById("deadline-at") !== null`) {
		t.Error("bad deadline parameters gave an error or a moment")
	}
	if got := b.text(t, "#deadline-missing"); !strings.Contains(got, "session ended") {
		t.Errorf("missing: %q", got)
	}

	// a Preferans in-game ruling: before the end of the next hand, no moment even with a
	// session end; an NSBK ruling under point 7: a jury, no time limit; any other NSBK ruling:
	// no remedy in the text; the scoring tools: nothing
	for _, tc := range []struct{ rs, calc, state string }{
		{"pref-club", "pref.ruling", "next-hand"}, {"nsbk", "nsbk.offending-td", "none"}, {"nsbk", "nsbk.lateness", "no-route"},
		{"scoring", "scoring.imp", ""},
	} {
		rs := rulesets.Get(tc.rs)
		if rs == nil {
			rs = rulesets.Scoring()
		}
		c := rs.Calculator(tc.calc)
		code, err := link.New(rulesets.Get).Encode(link.Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: c.ID, Values: c.Inputs.Defaults()})
		if err != nil {
			t.Fatal(err)
		}
		b.open(t, "http://"+s.addr+"/r?r="+code+"&se="+end.Format("2006-01-02T15:04"))
		b.waitJS(t, `document.querySelector("#ruling-check[data-check=matches]") !== null`)
		got := eval[string](t, b, `(document.getElementById("ruling-deadline") || {dataset: {state: ""}}).dataset.state`)
		if got != tc.state || eval[bool](t, b, `document.getElementById("deadline-at") !== null`) {
			t.Errorf("%s: deadline state %q, want %q and no moment", tc.calc, got, tc.state)
		}
	}
}

// TestLoggedCaseDeadline: the share box of a case in the event log asks for the same deadline
// facts as the calculator's (blank), and its link's receipt counts the deadline down.
func TestLoggedCaseDeadline(t *testing.T) {
	c := calcByID(t, "vsz.time")
	l := msg.HU
	s, b, w := logPhone(t, l)
	b.open(t, s.URL+"log?new="+c.RS.ID)
	b.input(t, "ev-name", "Őszi páros")
	b.click(t, "event-save")
	b.waitJS(t, `location.pathname.endsWith("/log/event") && document.getElementById("incidents") !== null`)
	evURL := eval[string](t, b, `location.href`)
	b.open(t, calcURL(s, c, l))
	b.example(t)
	if got := b.logCase(t, nil); !strings.Contains(got, "S1") {
		t.Fatalf("saved as %q", got)
	}
	b.open(t, evURL)
	b.waitJS(t, `document.getElementById("share-inc-1") !== null`)
	b.click(t, "share-inc-1")
	b.waitJS(t, `document.getElementById("share-dl-se") !== null && (document.getElementById("share-inc-url-1") || {value: ""}).value.includes("r?r=")`)
	if v := eval[string](t, b, `document.getElementById("share-dl-se").value`); v != "" {
		t.Errorf("the session's end opens as %q, want blank", v)
	}
	end := time.Now().Truncate(time.Minute).Add(-20 * time.Minute)
	b.input(t, "share-dl-se", end.Format("2006-01-02T15:04"))
	b.waitJS(t, `document.getElementById("share-inc-url-1").value.includes("&se=")`)
	u := eval[string](t, b, `document.getElementById("share-inc-url-1").value`)
	if !strings.Contains(u, "c=S1") {
		t.Errorf("link %s: want the case's label beside the deadline", u)
	}
	b.screenshot(t, "deadline-logged-share-hu-360")
	b.open(t, u+"&lang="+l.String())
	b.waitJS(t, `document.querySelector("#ruling-deadline[data-state=open]") !== null && document.getElementById("ruling-case") !== null`)
	if got, want := strings.TrimSpace(b.text(t, "#deadline-at")), end.Add(30*time.Minute).Format("2006-01-02 15:04"); got != want {
		t.Errorf("deadline %q, want %q (session end + 30 min, VSZ 16)", got, want)
	}
	w.check(t)
}

// TestReceiptZTChecked: a Zero Tolerance ruling's receipt names the complaint KMOR §10 gives
// (to the VRB, two witnesses from outside the team, its 8 days) and counts its 48 hours down
// from the ruling's time, offline, in Hungarian at 360 px; the same link with one digit of the
// ruling's time changed says it was changed, and one made before the check says it is not
// checked.
func TestReceiptZTChecked(t *testing.T) {
	need(t)
	s := serve(t, copySite(t), "/")
	b := newBrowser(t, origin(s))
	b.do(t, chromedp.EmulateViewport(360, 800))
	b.open(t, s.URL)
	b.waitWorker(t)
	s.stop()
	b.allow = func(string) bool { return true } // offline: failed requests are expected

	rs := rulesets.Get("ocsb-kmor-2018")
	c := rs.Calculator("ocsb.zt")
	code, err := link.New(rulesets.Get).Encode(link.Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: c.ID, Values: c.Inputs.Defaults()})
	if err != nil {
		t.Fatal(err)
	}
	ruled := time.Now().Truncate(time.Minute).Add(-10 * time.Minute)
	kase := link.Case{Label: "S3", Round: 2, Time: ruled.Format("2006-01-02T15:04"), Sides: []link.Side{{Role: "player", Number: 7}}}
	u := link.SealedURL(s.URL+"r", code, "", kase, link.Facts{})
	b.open(t, u+"&lang=hu")
	b.waitJS(t, `document.querySelector("#ruling-deadline[data-state=open]") !== null && document.querySelector("#ruling-extras[data-extras=match]") !== null`)
	if got, want := strings.TrimSpace(b.text(t, "#deadline-at")), ruled.Add(48*time.Hour).Format("2006-01-02 15:04"); got != want {
		t.Errorf("complaint deadline %q, want %q (the ruling + 48 hours, KMOR §10)", got, want)
	}
	for _, id := range []string{"#deadline-by", "#deadline-witnesses", "#deadline-investigate"} {
		if got := strings.TrimSpace(b.text(t, id)); got == "" {
			t.Errorf("%s is empty", id)
		}
	}
	if got := b.text(t, "#deadline-witnesses"); !strings.Contains(got, "2") {
		t.Errorf("witnesses: %q, want 2", got)
	}
	b.screenshot(t, "receipt-zt-hu-360")

	at := "at=" + strings.ReplaceAll(kase.Time, ":", "%3A")
	i := strings.Index(u, at) + len(at) - 1 // the last digit of the minute
	d := u[i] - '0'
	changed := u[:i] + string(rune('0'+(d+1)%10)) + u[i+1:]
	b.open(t, changed+"&lang=hu")
	b.waitJS(t, `document.querySelector("#ruling-extras[data-extras=differ]") !== null`)
	b.screenshot(t, "receipt-zt-changed-hu-360")

	old := link.CaseURL(s.URL+"r", code, "", kase)
	b.open(t, old+"&lang=hu")
	b.waitJS(t, `document.querySelector("#ruling-extras[data-extras=none]") !== null && document.querySelector("#ruling-check[data-check=matches]") !== null`)
}
