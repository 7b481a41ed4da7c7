package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"arbiter/engine/link"
	"arbiter/engine/msg"

	"github.com/chromedp/chromedp"
)

// The log in the loop (issue 20 items 1 and 2): the calculators read earlier incidents from the
// open event's log on the director's tap, and a logged case reopens in its calculator and
// re-logs as the incident that supersedes it.

// typeCase types texts (field name → text) into calculator c's form through its controls.
func (b *browser) typeCase(t *testing.T, c calc, texts [][2]string) {
	t.Helper()
	for _, ft := range texts {
		_, f := fieldOf(t, c, ft[0])
		b.apply(t, f, ft[1])
	}
}

// logCase opens "Log it", sets its selects (id → value), saves and returns the saved line.
func (b *browser) logCase(t *testing.T, sets [][2]string) string {
	t.Helper()
	b.click(t, "log-it")
	deadline := time.Now().Add(15 * time.Second)
	for !eval[bool](t, b, `document.getElementById("log-save") !== null`) {
		if time.Now().After(deadline) {
			t.Fatal("no Log it form: " + eval[string](t, b, `(document.getElementById("ruling-tools")||{textContent:"none"}).textContent + " | store=" + localStorage.getItem("arbiter.log.store") + " open=" + localStorage.getItem("arbiter.log.open") + " banner=" + (document.getElementById("log-banner")||{textContent:"-"}).textContent + " url=" + location.href`))
		}
		time.Sleep(100 * time.Millisecond)
	}
	for _, s := range sets {
		b.input(t, s[0], s[1])
	}
	b.click(t, "log-save")
	b.waitJS(t, `document.getElementById("log-saved") !== null`)
	return b.text(t, "#log-saved")
}

// openCalc opens calculator c's screen in language l and waits until the form has read the open
// event from the log (the "From the log" box of field name shows), so that "Log it" finds it.
func (b *browser) openCalc(t *testing.T, s *site, c calc, l msg.Lang, name string) {
	t.Helper()
	b.open(t, calcURL(s, c, l))
	deadline := time.Now().Add(15 * time.Second)
	for !eval[bool](t, b, fmt.Sprintf(`document.getElementById(%q) !== null`, "fl-"+name+"-box")) {
		if time.Now().After(deadline) {
			t.Fatal("the form never read the open event: " + eval[string](t, b, `"store=" + localStorage.getItem("arbiter.log.store") + " banner=" + (document.getElementById("log-banner")||{textContent:"-"}).textContent`))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// logPhone starts what each log test needs: the built site served, a browser at 360 px on its
// home in language l, the service worker installed (its downloads then do not compete with the
// log's first opening), and the watch on errors and requests.
func logPhone(t *testing.T, l msg.Lang) (*site, *browser, *watcher) {
	t.Helper()
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	w := watch(t, b)
	b.do(t, chromedp.EmulateViewport(360, 740))
	b.open(t, s.URL+"?lang="+l.String())
	b.waitWorker(t)
	return s, b, w
}

// calcURL is calculator c's screen in language l.
func calcURL(s *site, c calc, l msg.Lang) string {
	return s.URL + strings.TrimPrefix(c.Path, "/") + "?lang=" + l.String()
}

// TestLoopLateness: at 360 px in Serbian, the second lateness of pair 3 in the open event is
// counted from the log without typing the count: the log holds one lateness of pair 3 (and one
// of pair 1, which does not count); "From the log" fills 1 and names S1; the result is the
// engine's second-lateness penalty.
func TestLoopLateness(t *testing.T) {
	lc := calcByID(t, "nsbk.lateness")
	l := msg.SR
	s, b, w := logPhone(t, l)
	newEvent(t, b, s.URL, "Kup Vojvodine", "nsbk", "1 Zvezda\n2 Partizan\n3 Vojvodina")

	first := [][2]string{{"minutes", "5"}, {"seconds", "0"}, {"waited", "0"}, {"prior", "0"}}
	b.openCalc(t, s, lc, l, "prior")
	b.typeCase(t, lc, first)
	b.settle(t, "first lateness of pair 3", lc, l)
	if got := b.logCase(t, [][2]string{{"log-party-offender", "3"}}); !strings.Contains(got, "S1") {
		t.Fatalf("first lateness saved as %q, want S1", got)
	}
	b.openCalc(t, s, lc, l, "prior")
	b.typeCase(t, lc, first)
	b.settle(t, "a lateness of pair 1", lc, l)
	b.logCase(t, [][2]string{{"log-party-offender", "1"}})

	// the second lateness of pair 3: the count comes from the log
	b.openCalc(t, s, lc, l, "prior")
	b.checkBlank(t, lc, l)
	b.typeCase(t, lc, [][2]string{{"minutes", "7"}, {"seconds", "0"}, {"waited", "0"}})
	b.waitJS(t, `document.getElementById("fl-prior") !== null && document.getElementById("fl-prior").disabled`)
	b.input(t, "fl-who", "3")
	b.waitJS(t, `!document.getElementById("fl-prior").disabled && document.getElementById("fl-prior").textContent.includes("1")`)
	if v := eval[string](t, b, `document.getElementById("f-prior").value`); v != "" {
		t.Errorf("the count was written before the tap: prior = %q", v)
	}
	b.click(t, "fl-prior")
	b.waitJS(t, `document.getElementById("f-prior").value === "1" && document.getElementById("fl-prior-note") !== null`)
	if note := b.text(t, "#fl-prior-note"); !strings.Contains(note, "S1") || strings.Contains(note, "S2") {
		t.Errorf("the note names %q, want S1 only", note)
	}
	texts := b.settle(t, "second lateness from the log", lc, l)
	vals, res, err := run(lc, texts, l)
	if err != nil {
		t.Fatal(err)
	}
	if vals[lc.Calc.Inputs.Index("prior")][0] != 1 {
		t.Errorf("prior = %v, want 1", vals[lc.Calc.Inputs.Index("prior")])
	}
	verdict := ""
	for _, o := range link.Outs(res) {
		if o.Name == "verdict" {
			verdict = o.Str
		}
	}
	if verdict != "penalty" {
		t.Errorf("second lateness: verdict %q, want penalty (the engine's)", verdict)
	}
	// "Log it" binds the same pair
	b.click(t, "log-it")
	b.waitJS(t, `(e => e && e.value === "3")(document.getElementById("log-party-offender"))`)
	b.screenshot(t, "loop-lateness-sr-360")
	w.check(t)
}

// TestLoopZTBook: at 360 px in Hungarian, the Zero Tolerance book's table of earlier incidents
// fills from three logged ZT incidents (points, players, teams, days), and the result is the
// engine's for that table.
func TestLoopZTBook(t *testing.T) {
	zc := calcByID(t, "ocsb.zt")
	bc := calcByID(t, "ocsb.zt-log")
	l := msg.HU
	s, b, w := logPhone(t, l)
	b.open(t, s.URL+"log?new="+zc.RS.ID)
	b.input(t, "ev-name", "Csapatbajnokság")
	b.input(t, "ev-kind", "teams")
	b.input(t, "ev-participants", "1 Pécs\n2 Szeged")
	b.input(t, "ev-players", "1 Kovács Anna @1\n2 Nagy Péter @2\n3 Tóth Éva @2")
	b.click(t, "event-save")
	b.waitJS(t, `location.pathname.endsWith("/log/event") && document.getElementById("incidents") !== null`)

	for k, p := range []struct{ clause, player string }{{"c", "2"}, {"c", "3"}, {"a", "2"}} {
		b.openCalc(t, s, zc, l, "earlier_same_day")
		b.typeCase(t, zc, [][2]string{{"clause", p.clause}, {"earlier_same_day", "0"}})
		b.settle(t, fmt.Sprintf("ZT %d", k+1), zc, l)
		if got := b.logCase(t, [][2]string{{"log-player", p.player}}); !strings.Contains(got, fmt.Sprintf("S%d", k+1)) {
			t.Fatalf("ZT %d saved as %q", k+1, got)
		}
	}

	b.openCalc(t, s, bc, l, "earlier")
	b.typeCase(t, bc, [][2]string{{"clause", "c"}, {"player", "2"}, {"team", "2"}})
	b.waitJS(t, `(e => e && !e.disabled && e.textContent.includes("3"))(document.getElementById("fl-earlier"))`)
	b.click(t, "fl-earlier")
	b.waitJS(t, `document.getElementById("fl-earlier-note") !== null`)
	if note := b.text(t, "#fl-earlier-note"); !strings.Contains(note, "S1") || !strings.Contains(note, "S2") || !strings.Contains(note, "S3") {
		t.Errorf("the note names %q, want S1, S2, S3", note)
	}
	texts := b.settle(t, "the book from the log", bc, l)
	vals, _, err := run(bc, texts, l)
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(vals[bc.Calc.Inputs.Index("earlier_clauses")], vals[bc.Calc.Inputs.Index("earlier_players")],
		vals[bc.Calc.Inputs.Index("earlier_teams")], vals[bc.Calc.Inputs.Index("earlier_days")], vals[bc.Calc.Inputs.Index("day")])
	if got != "[3 3 1] [2 3 2] [2 2 2] [1 1 1] [1]" {
		t.Errorf("book = %s, want [3 3 1] [2 3 2] [2 2 2] [1 1 1] [1] (points c, c, a; players 2, 3, 2; team 2; day 1)", got)
	}
	b.screenshot(t, "loop-ztbook-hu-360")
	w.check(t)
}

// TestLoopReopen: at 360 px in Serbian, a logged case reopens in its calculator with its
// inputs and its pair, re-logs as S2, and the event page shows both: S1 revoked as superseded
// by S2, S2 re-ruling S1.
func TestLoopReopen(t *testing.T) {
	lc := calcByID(t, "nsbk.lateness")
	l := msg.SR
	s, b, w := logPhone(t, l)
	id := newEvent(t, b, s.URL, "Kup Beograda", "nsbk", "1 Zvezda\n2 Partizan")
	b.openCalc(t, s, lc, l, "prior")
	b.typeCase(t, lc, [][2]string{{"minutes", "5"}, {"seconds", "0"}, {"waited", "0"}, {"prior", "0"}})
	b.settle(t, "the first ruling", lc, l)
	b.logCase(t, [][2]string{{"log-party-offender", "2"}})

	b.open(t, s.URL+"log/event?id="+id+"&lang="+l.String())
	b.click(t, "reopen-1")
	b.waitJS(t, `location.pathname.includes("/calc/") && (e => e && e.value === "5")(document.getElementById("f-minutes"))`)
	b.settle(t, "reopened", lc, l)
	b.typeCase(t, lc, [][2]string{{"minutes", "9"}})
	b.settle(t, "re-ruled", lc, l)
	b.click(t, "log-it")
	b.waitJS(t, `document.getElementById("reopen-note") !== null && (e => e && e.value === "2")(document.getElementById("log-party-offender"))`)
	b.click(t, "log-save")
	b.waitJS(t, `(e => e && e.textContent.includes("S2") && e.textContent.includes("S1"))(document.getElementById("log-saved"))`)

	b.open(t, s.URL+"log/event?id="+id+"&lang="+l.String())
	b.waitJS(t, `document.getElementById("incidents").dataset.count === "2"`)
	if st := eval[string](t, b, `document.getElementById("inc-1").dataset.status`); st != "revoked" {
		t.Errorf("S1 is %q, want revoked", st)
	}
	if st := eval[string](t, b, `document.getElementById("inc-2").dataset.status`); st != "active" {
		t.Errorf("S2 is %q, want active", st)
	}
	if got := b.text(t, "#inc-1 .superseded-by"); !strings.Contains(got, "S2") {
		t.Errorf("S1 says %q, want superseded by S2", got)
	}
	if got := b.text(t, "#inc-1 .revocation"); !strings.Contains(got, "S2") {
		t.Errorf("S1's revocation reads %q, want it to name S2", got)
	}
	if got := b.text(t, "#inc-2 .supersedes"); !strings.Contains(got, "S1") {
		t.Errorf("S2 says %q, want that it re-rules S1", got)
	}
	if eval[bool](t, b, `document.getElementById("reopen-1") !== null`) {
		t.Error("a superseded incident still offers Reopen")
	}
	b.screenshot(t, "loop-reopen-sr-360")
	w.check(t)
}

// TestLoopReopenPref: in the Preferans club a re-ruling supersedes a ruling only as the club's
// revocation rule allows (pref.revoke: the judge who made it, for an error). Unticked, "Log it"
// says why and the save leaves S1 in force beside S2; ticked, S3 supersedes S1.
func TestLoopReopenPref(t *testing.T) {
	pc := calcByID(t, "pref.value")
	l := msg.SR
	s, b, w := logPhone(t, l)
	id := newEvent(t, b, s.URL, "Klub Preferans", pc.RS.ID, "")
	b.open(t, calcURL(s, pc, l))
	b.typeCase(t, pc, [][2]string{{"game", "pik"}, {"kontra", "none"}})
	b.settle(t, "the ruling", pc, l)
	b.logCase(t, nil)

	reopen := func() {
		t.Helper()
		b.open(t, s.URL+"log/event?id="+id+"&lang="+l.String())
		b.click(t, "reopen-1")
		b.waitJS(t, `location.pathname.includes("/calc/") && (e => e && e.value === "pik")(document.getElementById("f-game"))`)
		b.settle(t, "reopened", pc, l)
		b.click(t, "log-it")
		b.waitJS(t, `document.getElementById("reopen-note") !== null && document.getElementById("reopen-forbidden") !== null`)
	}
	reopen()
	b.click(t, "log-save")
	b.waitJS(t, `(e => e && e.textContent.includes("S2"))(document.getElementById("log-saved"))`)
	b.open(t, s.URL+"log/event?id="+id+"&lang="+l.String())
	b.waitJS(t, `document.getElementById("incidents").dataset.count === "2"`)
	if st := eval[string](t, b, `document.getElementById("inc-1").dataset.status`); st != "active" {
		t.Errorf("the rule forbids: S1 is %q, want active", st)
	}

	reopen()
	b.click(t, "reopen-same-judge")
	b.click(t, "reopen-for-error")
	b.waitJS(t, `document.getElementById("reopen-forbidden") === null`)
	b.click(t, "log-save")
	b.waitJS(t, `(e => e && e.textContent.includes("S3") && e.textContent.includes("S1"))(document.getElementById("log-saved"))`)
	b.open(t, s.URL+"log/event?id="+id+"&lang="+l.String())
	b.waitJS(t, `document.getElementById("incidents").dataset.count === "3"`)
	if st := eval[string](t, b, `document.getElementById("inc-1").dataset.status`); st != "revoked" {
		t.Errorf("the rule allows: S1 is %q, want revoked", st)
	}
	if got := b.text(t, "#inc-1 .superseded-by"); !strings.Contains(got, "S3") {
		t.Errorf("S1 says %q, want superseded by S3", got)
	}
	if got := b.text(t, "#inc-3 .supersedes"); !strings.Contains(got, "S1") {
		t.Errorf("S3 says %q, want that it re-rules S1", got)
	}
	w.check(t)
}
