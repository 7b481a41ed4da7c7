package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"arbiter/engine/msg"

	"github.com/chromedp/chromedp"
)

// "Log it" starts from the case on the form, at 360 px in Serbian and Hungarian: its round,
// table and board come from the form or start blank (never from the case logged before); the
// team follows the player picked from the roster; the panel opens on the first tap after a
// save; a choice the event keeps (ZT repeats per player or per team) asks before it changes the
// event.

// ensureLog opens "Log it" with as many taps as it takes (at most three) and waits for its form.
func (b *browser) ensureLog(t *testing.T) {
	t.Helper()
	for try := 0; try < 3; try++ {
		if eval[bool](t, b, `document.getElementById("log-save") !== null`) {
			return
		}
		b.click(t, "log-it")
		deadline := time.Now().Add(4 * time.Second)
		for time.Now().Before(deadline) {
			if eval[bool](t, b, `document.getElementById("log-save") !== null`) {
				return
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	t.Fatal("\"Log it\" does not open")
}

// value is the value of the control id ("(none)" without one).
func (b *browser) value(t *testing.T, id string) string {
	t.Helper()
	return eval[string](t, b, fmt.Sprintf(`(e => e ? e.value : "(none)")(document.getElementById(%q))`, id))
}

// waitValues waits until each control (id → value) holds its value, and reports the first that
// does not (after a few seconds) as "id = got, want want".
func (b *browser) waitValues(t *testing.T, what string, want [][2]string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		bad := ""
		for _, w := range want {
			if got := b.value(t, w[0]); got != w[1] {
				bad = fmt.Sprintf("%s: %s = %q, want %q", what, w[0], got, w[1])
				break
			}
		}
		if bad == "" {
			return
		}
		if time.Now().After(deadline) {
			t.Error(bad + "\n" + b.trace())
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// ocsbEvent creates an OCSB teams event with two teams and three players (player 2 and 3 of
// team 2) and returns its ID.
func ocsbEvent(t *testing.T, b *browser, s *site, name string) string {
	t.Helper()
	b.open(t, s.URL+"log?new=ocsb-kmor-2018")
	b.input(t, "ev-name", name)
	b.input(t, "ev-kind", "teams")
	b.input(t, "ev-participants", "1 Pécs\n2 Szeged")
	b.input(t, "ev-players", "1 Kovács Anna @1\n2 Nagy Péter @2\n3 Tóth Éva @2")
	b.click(t, "event-save")
	b.waitJS(t, `location.pathname.endsWith("/log/event") && document.getElementById("incidents") !== null`)
	return eval[string](t, b, `new URLSearchParams(location.search).get("id")`)
}

// TestLogItPlaceFromThisCase: "Log it" takes the board from the form's own board field, and the
// next case logged from the same screen starts with a blank round and table and its own board,
// not the case logged before.
func TestLogItPlaceFromThisCase(t *testing.T) {
	se := calcByID(t, "nsbk.score-entry")
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, w := logPhone(t, l)
			newEvent(t, b, s.URL, "Kup "+l.String(), se.RS.ID, "1 Zvezda\n2 Partizan")
			b.open(t, calcURL(s, se, l))
			b.example(t)
			board := b.value(t, "f-board")
			if board == "" || board == "(none)" {
				t.Fatalf("the example has no board: %q", board)
			}
			b.ensureLog(t)
			b.waitValues(t, "the first case", [][2]string{{"log-board", board}, {"log-round", ""}, {"log-table", ""}})
			b.input(t, "log-round", "2")
			b.input(t, "log-table", "7")
			b.click(t, "log-save")
			b.waitJS(t, `document.getElementById("log-saved") !== null`)
			// the next case, on the same screen
			b.example(t)
			b.setField(t, "board", "12")
			b.waitJS(t, `document.querySelector("#result [data-out]") !== null`)
			b.ensureLog(t)
			b.waitValues(t, "the next case", [][2]string{{"log-round", ""}, {"log-table", ""}, {"log-board", "12"}})
			b.screenshot(t, "logit-place-"+l.String()+"-360")
			w.check(t)
		})
	}
}

// TestLogItFirstTap: after a case is saved, the next case's "Log it" opens on one tap, without
// the saved case's confirmation.
func TestLogItFirstTap(t *testing.T) {
	lc := calcByID(t, "nsbk.lateness")
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, w := logPhone(t, l)
			newEvent(t, b, s.URL, "Kup "+l.String(), lc.RS.ID, "1 Zvezda\n2 Partizan\n3 Vojvodina")
			b.openCalc(t, s, lc, l, "prior")
			b.example(t)
			if got := b.logCase(t, [][2]string{{"log-party-offender", "3"}}); !strings.Contains(got, "S1") {
				t.Fatalf("saved as %q", got)
			}
			b.example(t)
			b.waitJS(t, `document.querySelector("#result [data-out]") !== null && document.getElementById("log-it") !== null`)
			b.click(t, "log-it")
			state := `(() => { const open = document.getElementById("log-save") !== null;
				const exp = document.getElementById("log-it").getAttribute("aria-expanded");
				const stale = document.getElementById("log-saved") !== null;
				return "open=" + open + " expanded=" + exp + " stale=" + stale; })()`
			want := "open=true expanded=true stale=false"
			deadline := time.Now().Add(5 * time.Second)
			for eval[string](t, b, state) != want && time.Now().Before(deadline) {
				time.Sleep(50 * time.Millisecond)
			}
			if got := eval[string](t, b, state); got != want {
				t.Errorf("after one tap on \"Log it\": %s, want %s", got, want)
			}
			b.screenshot(t, "logit-first-tap-"+l.String()+"-360")
			w.check(t)
		})
	}
}

// TestLogItTeamFromRoster: in an OCSB event, picking the player in "Log it" (or beside "From the
// log") binds the team of the player's roster entry, which the director may still change.
func TestLogItTeamFromRoster(t *testing.T) {
	zc := calcByID(t, "ocsb.zt")
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, w := logPhone(t, l)
			ocsbEvent(t, b, s, "Csapatbajnokság "+l.String())
			b.openCalc(t, s, zc, l, "earlier_same_day")
			b.example(t)
			b.ensureLog(t)
			b.input(t, "log-player", "3")
			b.waitValues(t, "player 3 picked", [][2]string{{"log-party-offender", "2"}})
			b.input(t, "log-player", "1")
			b.waitValues(t, "player 1 picked", [][2]string{{"log-party-offender", "1"}})
			b.input(t, "log-party-offender", "2") // still the director's to change
			b.waitValues(t, "the team changed", [][2]string{{"log-player", "1"}, {"log-party-offender", "2"}})
			b.click(t, "log-save")
			b.waitJS(t, `document.getElementById("log-saved") !== null`)
			if got := b.text(t, "#log-saved"); !strings.Contains(got, "S1") {
				t.Fatalf("saved as %q", got)
			}
			// the player picked beside "From the log" binds the case too, and their team
			b.example(t)
			b.input(t, "fl-who", "2")
			b.ensureLog(t)
			b.waitValues(t, "player 2 picked beside the feed", [][2]string{{"log-player", "2"}, {"log-party-offender", "2"}})
			b.screenshot(t, "logit-team-"+l.String()+"-360")
			w.check(t)
		})
	}
}

// TestLogItCountByAsks: tapping "per team" on a ZT form asks before the event's own setting
// changes, naming the setting, the event and both choices; "only this case" leaves the event as
// it was, "change for the event" changes it (another form of the event opens with it).
func TestLogItCountByAsks(t *testing.T) {
	zc, book := calcByID(t, "ocsb.zt"), calcByID(t, "ocsb.zt-log")
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, w := logPhone(t, l)
			name := "Kupa " + l.String()
			ocsbEvent(t, b, s, name)
			b.openCalc(t, s, zc, l, "earlier_same_day")
			b.click(t, "f-count_by-2")
			b.waitJS(t, `document.getElementById("remember-count-by-q") !== null`)
			q := b.text(t, "#remember-count-by-q")
			for _, want := range []string{name, msg.T(l, "ocsb.f.count_by"), msg.T(l, "ocsb.f.count_by.player"), msg.T(l, "ocsb.f.count_by.team")} {
				if !strings.Contains(q, want) {
					t.Errorf("the question reads %q, want %q in it", q, want)
				}
			}
			b.screenshot(t, "logit-countby-ask-"+l.String()+"-360")
			b.click(t, "remember-count-by-no")
			b.waitJS(t, `(e => e && e.querySelector("[role=status]") !== null)(document.getElementById("remember-count-by"))`)
			b.openCalc(t, s, book, l, "earlier")
			if eval[bool](t, b, `document.getElementById("f-count_by-2").checked`) {
				t.Errorf("\"only this case\": the event's other form opens per team")
			}
			b.openCalc(t, s, zc, l, "earlier_same_day")
			// one tap at a time: a tap that lands while the form redraws from the one before is
			// undone by that redraw (the radio it checked is unchecked before its change fires);
			// the picker of whose incidents count follows the choice once the form holds it
			b.click(t, "f-count_by-1")
			b.waitJS(t, fmt.Sprintf(`(l => l && l.textContent === %q)(document.querySelector('label[for="fl-who"]'))`, msg.T(l, "app.fromlog.who.player")))
			b.click(t, "f-count_by-2")
			b.waitJS(t, `document.getElementById("remember-count-by-q") !== null`)
			b.click(t, "remember-count-by-yes")
			b.waitJS(t, `(e => e && e.querySelector("[role=status]") !== null)(document.getElementById("remember-count-by"))`) // kept in the log
			b.openCalc(t, s, book, l, "earlier")
			b.waitJS(t, `document.getElementById("f-count_by-2") !== null`)
			deadline := time.Now().Add(5 * time.Second)
			for !eval[bool](t, b, `document.getElementById("f-count_by-2").checked`) && time.Now().Before(deadline) {
				time.Sleep(50 * time.Millisecond)
			}
			if !eval[bool](t, b, `document.getElementById("f-count_by-2").checked`) {
				t.Errorf("\"change for the event\": the event's other form does not open per team")
			}
			w.check(t)
		})
	}
}

// walker drives a director's walk and counts it: taps (clicks and focus changes), keystrokes
// (typed or deleted characters), and the screens the longest page took (its scroll height at
// 360×640 over 640, rounded up).
type walker struct {
	b             *browser
	taps, keys    int
	screens       int
	tapsTo, logIt int // the taps it took to open "Log it", over the walk
}

func (w *walker) measure(t *testing.T) {
	t.Helper()
	if n := eval[int](t, w.b, `Math.ceil(document.documentElement.scrollHeight / 640)`); n > w.screens {
		w.screens = n
	}
}

// tap clicks id.
func (w *walker) tap(t *testing.T, id string) {
	t.Helper()
	w.b.click(t, id)
	w.taps++
	w.measure(t)
}

// choose picks v in select id (open it, pick: two taps), unless it shows v already.
func (w *walker) choose(t *testing.T, id, v string) {
	t.Helper()
	w.b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, id))
	if w.b.value(t, id) == v {
		return
	}
	w.b.input(t, id, v)
	w.taps += 2
	w.measure(t)
}

// typeIn types v into text box id (a tap, the old text deleted, v typed), unless it holds v.
func (w *walker) typeIn(t *testing.T, id, v string) {
	t.Helper()
	w.b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, id))
	cur := w.b.value(t, id)
	if cur == v {
		return
	}
	w.b.input(t, id, v)
	w.taps++
	w.keys += len([]rune(cur)) + len([]rune(v))
	w.measure(t)
}

// openLog taps "Log it" until its form shows (none when it shows already).
func (w *walker) openLog(t *testing.T) {
	t.Helper()
	for try := 0; try < 3; try++ {
		if eval[bool](t, w.b, `document.getElementById("log-save") !== null`) {
			return
		}
		w.tap(t, "log-it")
		w.logIt++
		deadline := time.Now().Add(3 * time.Second)
		for time.Now().Before(deadline) && !eval[bool](t, w.b, `document.getElementById("log-save") !== null`) {
			time.Sleep(50 * time.Millisecond)
		}
	}
	if !eval[bool](t, w.b, `document.getElementById("log-save") !== null`) {
		t.Fatal("\"Log it\" does not open")
	}
}

// save taps "Save to the log" and waits for the saved line naming label.
func (w *walker) save(t *testing.T, label string) {
	t.Helper()
	w.tap(t, "log-save")
	w.b.waitJS(t, fmt.Sprintf(`(e => e && new RegExp("\\b" + %q + "\\b").test(e.textContent))(document.getElementById("log-saved"))`, label))
}

func (w *walker) report(t *testing.T, name string) {
	t.Logf("WALK %s: %d taps (%d of them on \"Log it\"), %d keystrokes, %d screens", name, w.taps, w.logIt, w.keys, w.screens)
}

// TestWalkLogIt measures, with WALK=1, two walks of a director at 360×640, on whichever build
// ARBITER_DIST holds: three Zero Tolerance breaches of one player logged one after the other on
// the same screen (each counted from the log), then the fine of the next computed from the log;
// and a Preferans sheet (the worked example's, with its two rulings: one tap) logged as game 4
// under its three players. The events are made beforehand and not counted.
func TestWalkLogIt(t *testing.T) {
	if env("WALK", "") != "1" {
		t.Skip("WALK=1 measures the walk")
	}
	zc, sheet := calcByID(t, "ocsb.zt"), calcByID(t, "pref.sheet")
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, _ := logPhone(t, l)
			b.do(t, chromedp.EmulateViewport(360, 640))
			ocsbEvent(t, b, s, "Kupa")
			b.openCalc(t, s, zc, l, "earlier_same_day")
			w := &walker{b: b}
			for k, place := range [][3]string{{"1", "3", "4"}, {"2", "5", "11"}, {"3", "1", "20"}} {
				w.choose(t, "f-clause", "c")
				w.choose(t, "fl-who", "2")
				b.waitJS(t, fmt.Sprintf(`(e => e && !e.disabled && e.textContent.includes(%q))(document.getElementById("fl-earlier_same_day"))`, fmt.Sprint(k)))
				w.tap(t, "fl-earlier_same_day")
				b.waitJS(t, fmt.Sprintf(`document.getElementById("f-earlier_same_day").value === %q`, fmt.Sprint(k)))
				b.waitJS(t, `document.querySelector("#result [data-out]") !== null`)
				w.openLog(t)
				w.typeIn(t, "log-round", place[0])
				w.typeIn(t, "log-table", place[1])
				w.typeIn(t, "log-board", place[2])
				w.choose(t, "log-player", "2")
				w.choose(t, "log-party-offender", "2")
				w.save(t, fmt.Sprintf("S%d", k+1))
			}
			w.choose(t, "f-clause", "c")
			w.choose(t, "fl-who", "2")
			b.waitJS(t, `(e => e && !e.disabled && e.textContent.includes("3"))(document.getElementById("fl-earlier_same_day"))`)
			w.tap(t, "fl-earlier_same_day")
			b.waitJS(t, `document.getElementById("f-earlier_same_day").value === "3" && document.querySelector("#result [data-out]") !== null`)
			w.report(t, "ZT "+l.String())
			b.screenshot(t, "walk-zt-"+l.String())

			newEvent(t, b, s.URL, "Klub", sheet.RS.ID, "1 Ana Kiš\n2 Bela Tot\n3 Ćira Pap")
			b.open(t, calcURL(s, sheet, l))
			p := &walker{b: b}
			for k, game := range []string{"4"} {
				p.tap(t, "form-example")
				b.waitJS(t, `document.getElementById("example-note") !== null && document.querySelector('#result [data-out$=".bula"]') !== null`)
				p.openLog(t)
				p.typeIn(t, "log-board", game)
				p.choose(t, "log-party-player", "2")
				p.choose(t, "log-party-player-2", "3")
				p.choose(t, "log-party-player-3", "1")
				p.save(t, fmt.Sprintf("S%d", k+1))
			}
			p.report(t, "Preferans sheets "+l.String())
			b.screenshot(t, "walk-pref-"+l.String())
		})
	}
}
