package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/link"
	"arbiter/engine/msg"

	"github.com/chromedp/chromedp"
)

// The log in the loop: the calculators read earlier incidents from the
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

	first := [][2]string{{"top", "12"}, {"minutes", "5"}, {"seconds", "0"}, {"waited", "0"}, {"prior", "0"}}
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
	b.typeCase(t, lc, [][2]string{{"top", "12"}, {"minutes", "7"}, {"seconds", "0"}, {"waited", "0"}})
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
	b.typeCase(t, lc, [][2]string{{"top", "12"}, {"minutes", "5"}, {"seconds", "0"}, {"waited", "0"}, {"prior", "0"}})
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
// says why and the save leaves S1 in force beside S2; ticked, S3 supersedes S1. The log knows
// the judge (this phone's, who made S1), so only "for an error" is asked.
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
	// the log knows the ruling is this phone's judge's (the event was created here): it does
	// not ask (a Preferans ruling is revoked only by the judge who made it)
	if eval[bool](t, b, `document.getElementById("reopen-same-judge") !== null`) {
		t.Error("re-ruling one's own ruling asks whether the same judge revokes it")
	}
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

// outStr is the coded out name of res ("" when it has none).
func outStr(res *engine.Result, name string) string {
	for _, o := range link.Outs(res) {
		if o.Name == name {
			return o.Str
		}
	}
	return ""
}

// TestLoopZTCountBy: at 360 px in Hungarian, "per team" chosen once on a Zero Tolerance form of
// the open event is remembered by the event: the ZT form opens again with "per team" chosen and
// says it comes from the event, the picker asks for a team, and a teammate's earlier breach of
// the same point is counted from the log, doubling the fine as the engine does per team (with
// its DECISION note); after "Log it" the next form starts per team again.
func TestLoopZTCountBy(t *testing.T) {
	zc := calcByID(t, "ocsb.zt")
	l := msg.HU
	s, b, w := logPhone(t, l)
	b.open(t, s.URL+"log?new="+zc.RS.ID)
	b.input(t, "ev-name", "Csapatbajnokság")
	b.input(t, "ev-kind", "teams")
	b.input(t, "ev-participants", "1 Pécs\n2 Szeged")
	b.input(t, "ev-players", "1 Kovács Anna @1\n2 Nagy Péter @2\n3 Tóth Éva @2")
	b.click(t, "event-save")
	b.waitJS(t, `location.pathname.endsWith("/log/event") && document.getElementById("incidents") !== null`)
	id := eval[string](t, b, `new URLSearchParams(location.search).get("id")`)

	// S1: player 2 breaches point c; the form counts as the club says
	b.openCalc(t, s, zc, l, "earlier_same_day")
	if v := eval[string](t, b, `(document.querySelector('input[name="count_by"]:checked') || {value: ""}).value`); v != "club" {
		t.Fatalf("a new event's ZT form counts %q, want club", v)
	}
	b.typeCase(t, zc, [][2]string{{"clause", "c"}, {"earlier_same_day", "0"}})
	b.settle(t, "the first breach", zc, l)
	if got := b.logCase(t, [][2]string{{"log-player", "2"}}); !strings.Contains(got, "S1") {
		t.Fatalf("the first breach saved as %q", got)
	}

	// per team, chosen once
	b.openCalc(t, s, zc, l, "earlier_same_day")
	b.typeCase(t, zc, [][2]string{{"count_by", "team"}})
	b.click(t, "remember-count-by-yes") // the event's setting changes once confirmed
	b.waitJS(t, `Array.from((document.getElementById("fl-who") || {options: []}).options).some(o => o.textContent.includes("Szeged"))`)
	// the form takes the choice at once; the event page is opened only once the log holds it
	// (a page left while its write runs may lose the write)
	b.waitJS(t, `(e => e && e.querySelector("[role=status]") !== null)(document.getElementById("remember-count-by"))`)
	// kept with the event: its club values say so
	b.open(t, s.URL+"log/event?id="+id+"&lang="+l.String())
	// (by name, in the UI's language: never the club file's key)
	b.waitJS(t, `(e => e && e.textContent.includes("A Zéró Tolerancia ismétléseinek számolása: csapatonként") && !e.textContent.includes("zt."))(document.getElementById("event-club"))`)

	// the form opens again with it (its draft), and a blank case of the event too, from the event
	b.openCalc(t, s, zc, l, "earlier_same_day")
	b.waitJS(t, `(e => e && e.checked)(document.querySelector('input[name="count_by"][value="team"]'))`)
	b.click(t, "form-clear")
	b.waitJS(t, `(e => e && e.checked)(document.querySelector('input[name="count_by"][value="team"]')) && document.getElementById("f-count_by-src") !== null`)
	if src := b.text(t, "#f-count_by-src"); !strings.Contains(src, "Csapatbajnokság") {
		t.Errorf("count_by says it comes from %q, want the event", src)
	}
	b.typeCase(t, zc, [][2]string{{"clause", "c"}})
	b.input(t, "fl-who", "2") // team 2 (Szeged): player 3's team, whose teammate breached c
	b.waitJS(t, `(e => e && !e.disabled && e.textContent.includes("1"))(document.getElementById("fl-earlier_same_day"))`)
	b.click(t, "fl-earlier_same_day")
	b.waitJS(t, `document.getElementById("f-earlier_same_day").value === "1" && document.getElementById("fl-earlier_same_day-note") !== null`)
	if note := b.text(t, "#fl-earlier_same_day-note"); !strings.Contains(note, "S1") {
		t.Errorf("the note names %q, want S1 (the teammate's)", note)
	}
	texts := b.settle(t, "a teammate's repeat", zc, l)
	vals, res, err := run(zc, texts, l)
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(vals[zc.Calc.Inputs.Index("earlier_same_day")], vals[zc.Calc.Inputs.Index("count_by")]); got != "[1] [2]" {
		t.Errorf("earlier, count_by = %s, want [1] [2] (one earlier, per team)", got)
	}
	if v := outStr(res, "verdict"); v != "doubled" {
		t.Errorf("verdict %q, want doubled", v)
	}
	dec, _, _ := strings.Cut(msg.T(l, "ocsb.dec.zt-unit-chosen-team"), ".")
	if !strings.Contains(b.text(t, "#result"), dec) {
		t.Errorf("the result does not show the DECISION on counting per team (%q)", dec)
	}
	if got := b.logCase(t, [][2]string{{"log-player", "3"}}); !strings.Contains(got, "S2") {
		t.Fatalf("the repeat saved as %q", got)
	}
	// logged: the next case starts per team again
	b.waitJS(t, `(e => e && e.checked)(document.querySelector('input[name="count_by"][value="team"]')) && document.getElementById("f-clause").value === ""`)
	b.screenshot(t, "loop-zt-count-by-hu-360")
	w.check(t)
}

// TestLoopLatenessSession: at 360 px in Serbian and Hungarian, latenesses logged with their
// session number are counted per session: pair 3 was late in sessions 1 and 2; a third lateness
// in session 2 counts only session 2's, says so, and "Log it" carries the session, which the
// event page's sentence names.
func TestLoopLatenessSession(t *testing.T) {
	for _, tt := range []struct {
		l       msg.Lang
		session string // session 2 as the app writes it
	}{{msg.SR, "sesija 2"}, {msg.HU, "2. ülés"}} {
		t.Run(tt.l.String(), func(t *testing.T) { loopLatenessSession(t, tt.l, tt.session) })
	}
}

func loopLatenessSession(t *testing.T, l msg.Lang, session2 string) {
	lc := calcByID(t, "nsbk.lateness")
	s, b, w := logPhone(t, l)
	id := newEvent(t, b, s.URL, "Kup Srema", "nsbk", "1 Zvezda\n2 Partizan\n3 Vojvodina")
	first := [][2]string{{"top", "12"}, {"minutes", "5"}, {"seconds", "0"}, {"waited", "0"}, {"prior", "0"}}
	for k, session := range []string{"1", "2"} {
		b.openCalc(t, s, lc, l, "prior")
		b.typeCase(t, lc, first)
		b.settle(t, "lateness in session "+session, lc, l)
		if got := b.logCase(t, [][2]string{{"log-session", session}, {"log-party-offender", "3"}}); !strings.Contains(got, fmt.Sprintf("S%d", k+1)) {
			t.Fatalf("the lateness of session %s saved as %q", session, got)
		}
	}
	b.openCalc(t, s, lc, l, "prior")
	b.typeCase(t, lc, [][2]string{{"top", "12"}, {"minutes", "7"}, {"seconds", "0"}, {"waited", "0"}})
	b.input(t, "fl-who", "3")
	b.waitJS(t, `(e => e && !e.disabled && e.textContent.includes("2"))(document.getElementById("fl-prior"))`) // the day's: S1, S2
	b.input(t, "fl-session", "2")
	b.waitJS(t, `(e => e && !e.disabled && e.textContent.includes("1"))(document.getElementById("fl-prior"))`)
	b.click(t, "fl-prior")
	b.waitJS(t, `document.getElementById("f-prior").value === "1" && document.getElementById("fl-prior-note") !== null`)
	if note := b.text(t, "#fl-prior-note"); !strings.Contains(note, session2) || !strings.Contains(note, "S2") || strings.Contains(note, "S1") {
		t.Errorf("the note reads %q, want %s and S2 only", note, session2)
	}
	b.settle(t, "the third lateness", lc, l)
	b.click(t, "log-it")
	b.waitJS(t, `(e => e && e.value === "2")(document.getElementById("log-session")) && (e => e && e.value === "3")(document.getElementById("log-party-offender"))`)
	b.screenshot(t, "loop-lateness-session-form-"+l.String()+"-360")
	b.do(t, chromedp.EmulateViewport(320, 740))
	checkPhone(t, b, "lateness with its session at 320 px") // no sideways scroll, every control labelled
	b.do(t, chromedp.EmulateViewport(360, 740))
	b.click(t, "log-save")
	b.waitJS(t, `(e => e && e.textContent.includes("S3"))(document.getElementById("log-saved"))`)
	b.open(t, s.URL+"log/event?id="+id+"&lang="+l.String())
	b.waitJS(t, `document.getElementById("incidents").dataset.count === "3"`)
	if got := b.text(t, "#inc-3 .inc-sentence"); !strings.Contains(got, session2) {
		t.Errorf("S3 reads %q, want its session named (%s)", got, session2)
	}
	b.screenshot(t, "loop-lateness-session-"+l.String()+"-360")
	w.check(t)
}

// TestLoopSheetHands: at 360 px in Serbian, a Preferans sheet logged for game 3 (S1) and a
// ruling logged in that game (S2) fill a later sheet of the game: "From the log" beside the hands
// takes S1's hands and names it, beside the rulings takes S2; the sheet then computes what the
// engine computes from those values.
func TestLoopSheetHands(t *testing.T) {
	sc := calcByID(t, "pref.sheet")
	rc := calcByID(t, "pref.ruling")
	l := msg.SR
	s, b, w := logPhone(t, l)
	newEvent(t, b, s.URL, "Klub Preferans", sc.RS.ID, "")

	codes := sc.Calc.Inputs[sc.Calc.Inputs.Index("hands")].Default
	lines := make([]string, len(codes))
	for i, c := range codes {
		lines[i] = fmt.Sprint(c)
	}
	// the hands as pasted lines (the table's "Paste lines"), the rulings table left empty
	pasteLines := func(table, name, text string) {
		t.Helper()
		b.tap(t, "t-"+table+"-mode")
		b.waitJS(t, fmt.Sprintf(`(e => e && e.tagName === "TEXTAREA")(document.getElementById(%q))`, "f-"+name))
		b.typeText(t, "f-"+name, text)
	}
	b.openCalc(t, s, sc, l, "hands")
	pasteLines("hands", "hands", strings.Join(lines, "\n"))
	b.typeCase(t, sc, [][2]string{{"start_bula", "60"}}) // a fact of the game: no regulation sets it
	logged := b.settle(t, "the sheet after four hands", sc, l)
	if got := b.logCase(t, [][2]string{{"log-board", "3"}}); !strings.Contains(got, "S1") {
		t.Fatalf("the sheet saved as %q", got)
	}
	b.open(t, calcURL(s, rc, l))
	pasteLines("deltas", "deltas", "4\n0\n-4")
	b.typeCase(t, rc, [][2]string{{"hand", "2"}, {"delay_justified", "0"}})
	b.settle(t, "a ruling after hand 2", rc, l)
	if got := b.logCase(t, [][2]string{{"log-board", "3"}}); !strings.Contains(got, "S2") {
		t.Fatalf("the ruling saved as %q", got)
	}

	b.openCalc(t, s, sc, l, "hands")
	if n := eval[int](t, b, `document.querySelectorAll("#fl-who").length`); n != 1 {
		t.Errorf("%d game pickers, want one for both tables", n)
	}
	b.input(t, "fl-who", "3")
	b.waitJS(t, `(e => e && !e.disabled && e.textContent.includes("1"))(document.getElementById("fl-hands"))`)
	b.click(t, "fl-hands")
	b.waitJS(t, `document.getElementById("fl-hands-note") !== null`)
	if note := b.text(t, "#fl-hands-note"); !strings.Contains(note, "S1 (") || strings.Contains(note, "S2") {
		t.Errorf("the hands' note reads %q, want S1 with its time", note)
	}
	b.click(t, "fl-rulings")
	b.waitJS(t, `(e => e && e.textContent.includes("S2"))(document.getElementById("fl-rulings-note"))`)
	texts := b.settle(t, "the sheet from the log", sc, l)
	vals, _, err := run(sc, texts, l)
	if err != nil {
		t.Fatal(err)
	}
	want, _, err := run(sc, logged, l)
	if err != nil {
		t.Fatal(err)
	}
	hands, start := sc.Calc.Inputs.Index("hands"), sc.Calc.Inputs.Index("start_bula")
	if fmt.Sprint(vals[hands], vals[start]) != fmt.Sprint(want[hands], want[start]) {
		t.Errorf("hands %v start %v, want S1's %v %v", vals[hands], vals[start], want[hands], want[start])
	}
	if got := fmt.Sprint(vals[sc.Calc.Inputs.Index("rulings")], vals[sc.Calc.Inputs.Index("ruling_ids")]); got != "[2 4 0 -4] [2]" {
		t.Errorf("rulings, ids = %s, want [2 4 0 -4] [2] (S2 after hand 2)", got)
	}
	b.screenshot(t, "loop-sheet-hands-sr-360")
	w.check(t)
}
