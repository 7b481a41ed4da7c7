package e2e

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/engine/link"
	"arbiter/engine/msg"
)

// What a director trying a real session tripped over, at 360 px in Serbian and Hungarian: a
// Preferans sheet logged under one player, a sheet from the log without its rulings, English
// words on the screens, messages that say the wrong thing.

var atTheTable = []msg.Lang{msg.SR, msg.HU}

// TestSheetPartiesLogged: "Log it" on a Preferans sheet asks a player for each of its three
// players; the logged case names each with their own figures.
func TestSheetPartiesLogged(t *testing.T) {
	sc := calcByID(t, "pref.sheet")
	res, err := sc.Calc.Run(link.Ruling{DataVersion: sc.RS.Version}.Params(sc.RS), sc.Calc.Inputs.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, w := logPhone(t, l)
			id := newEvent(t, b, s.URL, "Klub "+l.String(), sc.RS.ID, "1 Ana Kiš\n2 Bela Tot\n3 Ćira Pap")
			b.open(t, calcURL(s, sc, l))
			b.example(t)
			got := b.logCase(t, [][2]string{{"log-board", "4"}, {"log-party-player", "2"}, {"log-party-player-2", "3"}, {"log-party-player-3", "1"}})
			if !strings.Contains(got, "S1") {
				t.Fatalf("saved as %q", got)
			}
			b.open(t, s.URL+"log/event?id="+id+"&lang="+l.String())
			b.waitJS(t, `document.querySelector("#inc-1 .inc-sentence") !== null`)
			sent := b.text(t, "#inc-1 .inc-sentence")
			role := msg.PartyLabel(l, "player")
			names := []string{"2 · Bela Tot", "3 · Ćira Pap", "1 · Ana Kiš"}
			keys := []string{"player", "player-2", "player-3"}
			for i, n := range names {
				who := fmt.Sprintf("%s %d (%s)", role, i+1, n)
				if !strings.Contains(sent, who) {
					t.Errorf("the case reads %q, want %q", sent, who)
				}
				o, _ := res.Parties[i].Out("score")
				want := o.Text(l, sc.Calc.ID)
				if v := b.text(t, fmt.Sprintf(`#inc-1 tr[data-out=%q] td`, keys[i]+".score")); v != want {
					t.Errorf("%s's score reads %q, want %q", who, v, want)
				}
			}
			b.screenshot(t, "sheet-parties-"+l.String()+"-360")
			w.check(t)
		})
	}
}

// TestSheetRulingsFromLog: a sheet logged with a ruling written in it comes back from the log
// with the ruling, so its bule are the logged ones.
func TestSheetRulingsFromLog(t *testing.T) {
	sc := calcByID(t, "pref.sheet")
	bule := `Array.from(document.querySelectorAll('#result [data-out$=".bula"]')).map(e => e.textContent.trim()).join("/")`
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, w := logPhone(t, l)
			newEvent(t, b, s.URL, "Klub "+l.String(), sc.RS.ID, "")
			b.open(t, calcURL(s, sc, l))
			b.example(t)
			b.waitJS(t, `document.querySelector('#result [data-out$=".bula"]') !== null`)
			logged := eval[string](t, b, bule)
			if got := b.logCase(t, [][2]string{{"log-board", "3"}}); !strings.Contains(got, "S1") {
				t.Fatalf("the sheet saved as %q", got)
			}
			b.openCalc(t, s, sc, l, "hands")
			b.input(t, "fl-who", "3")
			b.click(t, "fl-hands")
			b.waitJS(t, `document.getElementById("fl-hands-note") !== null`)
			b.click(t, "fl-rulings")
			b.waitJS(t, `(e => e && e.textContent.includes("S1"))(document.getElementById("fl-rulings-note"))`)
			b.waitJS(t, fmt.Sprintf(`%s !== ""`, bule))
			if got := eval[string](t, b, bule); got != logged {
				t.Errorf("the sheet from the log: bule %s, want the logged %s", got, logged)
			}
			b.screenshot(t, "sheet-rulings-from-log-"+l.String()+"-360")
			w.check(t)
		})
	}
}

// TestNoEnglishAtTheTable: the OCSB slow-play result names the teams in the screen's language,
// and an event the log does not have is named in it too.
func TestNoEnglishAtTheTable(t *testing.T) {
	sp := calcByID(t, "ocsb.slow-play")
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, w := logPhone(t, l)
			b.open(t, calcURL(s, sp, l))
			b.example(t)
			b.waitJS(t, `document.querySelector("#result [data-out]") !== null`)
			text := b.text(t, "#result") + " " + b.text(t, "#summary")
			for _, word := range []string{"home", "visitor"} {
				if strings.Contains(text, word) {
					t.Errorf("the slow-play result shows %q: %s", word, text)
				}
			}
			if want := msg.T(l, "party.home"); !strings.Contains(text, want) {
				t.Errorf("the slow-play result does not name %q: %s", want, text)
			}
			b.screenshot(t, "slow-play-"+l.String()+"-360")
			b.open(t, s.URL+"log/event?id=nema-ga&lang="+l.String())
			b.waitJS(t, `document.getElementById("event-error") !== null`)
			if e := b.text(t, "#event-error"); strings.Contains(e, "event") || !strings.Contains(e, "nema-ga") {
				t.Errorf("an unknown event reads %q", e)
			}
			w.check(t)
		})
	}
}

// TestMessagesAtTheTable: a list of the wrong length says how many it takes, without commas; the
// result in brief says its decision once; a case's game reads as written.
func TestMessagesAtTheTable(t *testing.T) {
	cross := calcByID(t, "vsz.cross-imp")
	late := calcByID(t, "nsbk.lateness")
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, w := logPhone(t, l)
			b.open(t, calcURL(s, cross, l))
			b.setField(t, "scores", "420")
			b.waitJS(t, `document.querySelector("#main .error, #main .field-error, #main [role=alert]") !== null`)
			page := b.text(t, "#main")
			for _, bad := range []string{"zarez", "vessző", "comma"} {
				if strings.Contains(page, bad) {
					t.Errorf("cross-IMP with one score speaks of %q: %s", bad, page)
				}
			}
			b.open(t, calcURL(s, late, l))
			b.example(t)
			b.waitJS(t, `(e => e && e.textContent.trim() !== "")(document.getElementById("summary-text"))`)
			sum := b.text(t, "#summary-text")
			if parts := strings.Split(sum, " · "); len(parts) > 1 && strings.HasPrefix(strings.ToLower(parts[1]), strings.ToLower(parts[0])) {
				t.Errorf("the summary says %q twice: %s", parts[0], sum)
			}
			plain := shareLink(t, b, calcURL(s, late, l), nil, "")
			b.open(t, plain+"&c=S1&g=1234&lang="+l.String())
			b.waitJS(t, `document.querySelector("#ruling-case [data-case=game]") !== null`)
			if g := b.text(t, "#ruling-case [data-case=game]"); !strings.Contains(g, "1234") {
				t.Errorf("game 1234 reads %q", g)
			}
			b.screenshot(t, "messages-"+l.String()+"-360")
			w.check(t)
		})
	}
}

// TestEventFactsNotRegulation: an event's fact no regulation sets (the boards a withdrawn team
// was to play, the top) opens blank and says so, and the result waits for it; a value the
// regulation's text sets (KMOR's 32-board matches) opens filled and cites it.
func TestEventFactsNotRegulation(t *testing.T) {
	wd, vp, late := calcByID(t, "vsz.withdrawal"), calcByID(t, "ocsb.vp"), calcByID(t, "nsbk.lateness")
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, w := logPhone(t, l)
			for _, tc := range []struct {
				c     calc
				field string
			}{{wd, "scheduled"}, {late, "top"}} {
				b.open(t, calcURL(s, tc.c, l))
				id := "f-" + tc.field
				b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, id))
				if v := eval[string](t, b, fmt.Sprintf(`document.getElementById(%q).value`, id)); v != "" {
					t.Errorf("%s.%s opens with %q, want blank (no regulation sets it)", tc.c.Calc.ID, tc.field, v)
				}
				if src := eval[string](t, b, fmt.Sprintf(`(e => e ? e.dataset.src + ": " + e.textContent : "")(document.getElementById(%q))`, id+"-src")); !strings.HasPrefix(src, "unset: ") || strings.Contains(src, "§") {
					t.Errorf("%s.%s says %q, want that no regulation sets it", tc.c.Calc.ID, tc.field, src)
				}
				label := msg.T(l, tc.c.Calc.Inputs.Field(tc.field).LabelKey())
				b.waitJS(t, `document.getElementById("missing-list") !== null`)
				if m := b.text(t, "#missing-list"); !strings.Contains(m, label) {
					t.Errorf("%s: the result waits for %q, want %q among them", tc.c.Calc.ID, m, label)
				}
			}
			b.open(t, calcURL(s, vp, l))
			b.waitJS(t, `document.getElementById("f-boards") !== null`)
			if v := eval[string](t, b, `document.getElementById("f-boards").value`); v != "32" {
				t.Errorf("ocsb.vp boards opens with %q, want KMOR's 32", v)
			}
			if src := eval[string](t, b, `(e => e ? e.dataset.src + ": " + e.textContent : "")(document.getElementById("f-boards-src"))`); !strings.HasPrefix(src, "rule: ") || !strings.Contains(src, "(KMOR §4)") {
				t.Errorf("ocsb.vp boards says %q, want it cited (KMOR §4)", src)
			}
			b.screenshot(t, "event-facts-"+l.String()+"-360")
			w.check(t)
		})
	}
}
