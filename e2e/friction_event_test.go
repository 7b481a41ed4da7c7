package e2e

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	_ "arbiter/app/texts" // the app's messages: labels the test compares
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/chromedp/chromedp"
)

// The event page's totals answer a director's question: what each pair or team loses in the
// event's own unit, apart from the boards a ruling scored; the Zero Tolerance book by date and
// by name; the Preferans event form asks only what Preferans needs; the rules data version is
// no form field.

// totalsLog is a pairs event (matchpoints) with two latenesses of pair 1 and an unplayed board
// of pairs 2 and 3, and an OCSB teams event with three Zero Tolerance breaches of two players
// on two days and a slow play, as files to import; it returns the files and the two events.
func totalsLog(t *testing.T) (string, eventlog.Event, []eventlog.Incident, string, eventlog.Event) {
	t.Helper()
	mp := eventlog.Event{ID: "kup-mp", Name: "Kup parova", Date: "2026-04-11", Ruleset: "nsbk", DataVersion: 1,
		Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 12, Boards: 24,
		Participants: []eventlog.Participant{{Number: 1, Name: "Zvezda"}, {Number: 2, Name: "Partizan"}, {Number: 3, Name: "Vojvodina"}}}
	unplayed := dirIncident(t, &mp, "nsbk.unplayed", "2026-04-11T20:10", nil, func(in *eventlog.Incident) {
		in.Parties = []eventlog.PartyRef{{Role: "offender", Number: 2}, {Role: "non-offender", Number: 3}}
		in.Round, in.Board = 2, 7
	})
	mpIncs := []eventlog.Incident{
		dirIncident(t, &mp, "nsbk.lateness", "2026-04-11T19:05", map[string][]int64{"prior": {0}, "minutes": {4}}, offender(1)),
		dirIncident(t, &mp, "nsbk.lateness", "2026-04-11T19:50", map[string][]int64{"prior": {1}, "minutes": {6}}, offender(1)),
		unplayed,
	}
	mpFile := logFile(t, chiefLog(t, mp, nil, mpIncs...), "mp.json")

	tm := eventlog.Event{ID: "kmor-tm", Name: "Prva liga", Date: "2026-04-11", Ruleset: "ocsb-kmor-2018", DataVersion: 1,
		Kind: eventlog.Teams, Form: eventlog.FormIMPVP,
		Participants: []eventlog.Participant{{Number: 1, Name: "Crvena zvezda"}, {Number: 2, Name: "Partizan"}},
		Players:      []eventlog.Player{{ID: 7, Name: "Ana Marić", Team: 1}, {ID: 8, Name: "Ivan Ivić", Team: 2}}}
	breach := func(at string, player, team int) eventlog.Incident {
		return dirIncident(t, &tm, "ocsb.zt", at, nil, func(in *eventlog.Incident) {
			in.Player, in.Team = player, team
			in.Parties = []eventlog.PartyRef{{Role: "offender", Number: team}}
		})
	}
	tmIncs := []eventlog.Incident{
		breach("2026-04-11T18:00", 7, 1), breach("2026-04-11T21:00", 7, 1), breach("2026-04-12T17:00", 8, 2),
		dirIncident(t, &tm, "ocsb.slow-play", "2026-04-12T19:00", nil, func(in *eventlog.Incident) {
			in.Parties = []eventlog.PartyRef{{Role: "offender", Number: 1}, {Role: "non-offender", Number: 2}}
		}),
	}
	tmFile := logFile(t, chiefLog(t, tm, nil, tmIncs...), "teams.json")
	return mpFile, mp, mpIncs, tmFile, tm
}

// TestEventTotalsByUnit: at 360 px in Serbian and Hungarian, a pairs event's penalties are
// matchpoints only (no IMP line, no minutes added across cases), the sum of the two
// latenesses' matchpoints; the unplayed board is no penalty but a board score of its own,
// listed by board with each pair's percentage.
func TestEventTotalsByUnit(t *testing.T) {
	mpFile, mp, mpIncs, _, _ := totalsLog(t)
	var sum float64
	for _, in := range mpIncs[:2] {
		for _, o := range in.Result {
			if o.Role == "offender" && o.Name == "mp" {
				sum += o.Num
			}
		}
	}
	if sum == 0 {
		t.Fatal("the latenesses give no matchpoints: the case is no test")
	}
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			need(t)
			s := serve(t, dist, "/")
			b := dirBrowser(t, s)
			b.do(t, chromedp.EmulateViewport(360, 640))
			importAndOpen(t, b, s.URL, mpFile, mp.ID, l.String())
			b.waitJS(t, `document.getElementById("penalties") !== null`)
			for sel, want := range map[string]int{
				`#penalties ul.unit-totals[data-unit="imp"]`: 0, `#penalties ul.unit-totals[data-unit="min"]`: 0,
				`#penalties ul.unit-totals[data-unit="mp"]`: 1, `#penalties tbody tr`: 1,
			} {
				if got := eval[int](t, b, fmt.Sprintf(`document.querySelectorAll(%q).length`, sel)); got != want {
					t.Errorf("%s: %d, want %d (%s)", sel, got, want, b.text(t, "#penalties"))
				}
			}
			row := b.text(t, "#penalties tbody tr")
			if want := msg.Number(l, sum, 2); !strings.Contains(row, "Zvezda") || !strings.Contains(row, want) {
				t.Errorf("pair 1's penalties %q, want Zvezda and %s (the two latenesses' matchpoints)", row, want)
			}
			if strings.Contains(b.text(t, "#penalties"), "Partizan") {
				t.Errorf("an unplayed board counted as a penalty: %s", b.text(t, "#penalties"))
			}
			if !b.has(t, "#board-scores") {
				t.Fatalf("no adjusted board scores apart from the penalties:\n%s", b.text(t, "main"))
			}
			bs := b.text(t, "#board-scores")
			for _, want := range []string{"S3", "7", "Partizan", "Vojvodina", "40", "60", "%"} {
				if !strings.Contains(bs, want) {
					t.Errorf("board scores %q lack %q", bs, want)
				}
			}
			if bad := eval[string](t, b, fitsJS); bad != "" {
				t.Errorf("at 360 px:\n%s", bad)
			}
			b.screenshot(t, "friction-event-totals-"+l.String())
		})
	}
}

// TestEventZTBookByName: at 360 px in Serbian and Hungarian, the Zero Tolerance book is by
// date (written out, not a day's number) and by name: each player with their team's name and
// the rulings counted, the team's count with its players under it.
func TestEventZTBookByName(t *testing.T) {
	_, _, _, tmFile, tm := totalsLog(t)
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			need(t)
			s := serve(t, dist, "/")
			b := dirBrowser(t, s)
			b.do(t, chromedp.EmulateViewport(360, 640))
			importAndOpen(t, b, s.URL, tmFile, tm.ID, l.String())
			b.waitJS(t, `document.querySelector("#zt tbody tr") !== null`)
			type row struct{ Day, Date, Who, N string }
			rows := eval[[]row](t, b, `Array.from(document.querySelectorAll("#zt tbody tr")).map(r => ({
				Day: r.dataset.day || "", Date: (r.closest("[data-day]") || r).dataset.day || "",
				Who: (r.querySelector("th") || {textContent: ""}).textContent, N: r.textContent}))`)
			var ana *row
			for i := range rows {
				if strings.Contains(rows[i].Who, "Ana Marić") {
					ana = &rows[i]
				}
			}
			if ana == nil {
				t.Fatalf("no row of Ana Marić in the book: %+v", rows)
			}
			if !strings.Contains(ana.Who, "Crvena zvezda") {
				t.Errorf("Ana Marić's row %q does not name her team", ana.Who)
			}
			if !strings.Contains(ana.N, "S1") || !strings.Contains(ana.N, "S2") {
				t.Errorf("Ana Marić's row %q does not name the rulings counted (S1, S2)", ana.N)
			}
			// the day as a date a director reads (its weekday and the date in the language's
			// order), never the bare ISO day or a day's number
			heads := eval[[]string](t, b, `Array.from(document.querySelectorAll("#zt .zt-day")).map(e => e.textContent.trim())`)
			if len(heads) != 2 {
				t.Fatalf("book days %q, want the two days of the breaches", heads)
			}
			for i, want := range []string{"11", "12"} {
				if !strings.Contains(heads[i], want) || !strings.Contains(heads[i], "2026") || strings.Contains(heads[i], "2026-04") {
					t.Errorf("day %d reads %q, want the date of April %s written out", i+1, heads[i], want)
				}
			}
			if bad := eval[string](t, b, fitsJS); bad != "" {
				t.Errorf("at 360 px:\n%s", bad)
			}
			b.screenshot(t, "friction-event-zt-"+l.String())
		})
	}
}

// TestEventFormPreferans: at 360 px in Serbian and Hungarian, a Preferans event's form asks
// for its name, date, regulation, players and club values — no bridge scoring form, kind,
// top, boards or team rosters — and no form asks for the rules data version, which the event
// page shows in its details instead.
func TestEventFormPreferans(t *testing.T) {
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			need(t)
			s := serve(t, dist, "/")
			b := dirBrowser(t, s)
			b.do(t, chromedp.EmulateViewport(360, 640))
			openWithLog(t, b, s.URL+"log?new=pref-club&lang="+l.String())
			b.waitJS(t, `document.getElementById("event-form") !== null`)
			for _, id := range []string{"ev-form", "ev-kind", "ev-top", "ev-boards", "ev-players", "ev-version"} {
				if b.has(t, "#"+id) {
					t.Errorf("the Preferans form asks %s (%q)", id, b.text(t, fmt.Sprintf("label[for=%q]", id)))
				}
			}
			for _, id := range []string{"ev-name", "ev-date", "ev-ruleset", "ev-participants", "ev-club"} {
				if !b.has(t, "#"+id) {
					t.Errorf("the Preferans form lacks %s", id)
				}
			}
			if lab := b.text(t, `label[for="ev-participants"]`); lab == msg.T(l, "app.log.f.participants") {
				t.Errorf("the Preferans roster is labelled %q (pairs or teams)", lab)
			}
			b.screenshot(t, "friction-event-form-pref-"+l.String())
			b.input(t, "ev-name", "Liga "+l.String())
			b.input(t, "ev-participants", "1 Ana\n2 Bora\n3 Ceca")
			b.click(t, "event-save")
			b.waitJS(t, `location.pathname.endsWith("/log/event") && document.getElementById("incidents") !== null`)
			id := eval[string](t, b, `new URLSearchParams(location.search).get("id")`)
			version := msg.T(l, "app.ruling.data", msg.A("version", rulesets.Get("pref-club").Version))
			if facts := b.text(t, "#event-facts"); strings.Contains(facts, version) {
				t.Errorf("the event's facts %q show the data version", facts)
			}
			if got := b.text(t, "#event-data"); !strings.Contains(got, version) {
				t.Errorf("the event's details %q, want %q", got, version)
			}
			// a bridge event's form has no data version field either
			openWithLog(t, b, s.URL+"log?new=nsbk&lang="+l.String())
			b.waitJS(t, `document.getElementById("event-form") !== null`)
			if b.has(t, "#ev-version") {
				t.Error("the bridge event's form asks the rules data version")
			}
			for _, id := range []string{"ev-form", "ev-top", "ev-boards"} {
				if !b.has(t, "#"+id) {
					t.Errorf("the bridge form lacks %s", id)
				}
			}
			if !strings.Contains(eval[string](t, b, `location.search`), "new=nsbk") || id == "" {
				t.Errorf("the Preferans event was not saved")
			}
		})
	}
}

// TestEventTotalsWalk (WALK=1) measures reading a pair's penalties total and a player's Zero
// Tolerance count on the event page at 360×640: taps (clicks and focus changes) and screens
// (the page's scroll height / 640, rounded up; and how far down the answer lies).
func TestEventTotalsWalk(t *testing.T) {
	if os.Getenv("WALK") == "" {
		t.Skip("WALK=1 measures the walk")
	}
	mpFile, mp, _, tmFile, tm := totalsLog(t)
	need(t)
	s := serve(t, dist, "/")
	b := dirBrowser(t, s)
	b.do(t, chromedp.EmulateViewport(360, 640))
	for _, tc := range []struct {
		name, file, id, ready, answer string
	}{
		{"pair 1's penalties", mpFile, mp.ID, `document.querySelector("#penalties tbody tr") !== null`, `#penalties tbody tr`},
		{"Ana Marić's Zero Tolerance count", tmFile, tm.ID, `document.querySelector("#zt tbody tr") !== null`,
			`#zt tbody tr`},
	} {
		importAndOpen(t, b, s.URL, tc.file, tc.id, "sr")
		b.waitJS(t, tc.ready)
		// the answer's row: the first row naming the pair or the player
		js := fmt.Sprintf(`(() => {
			const rows = Array.from(document.querySelectorAll(%q));
			const r = rows.find(r => /Zvezda|Ana Marić/.test(r.textContent) && !/Crvena zvezda$/.test(r.querySelector("th") ? r.querySelector("th").textContent.trim() : "")) || rows[0];
			const box = r.getBoundingClientRect();
			return [document.documentElement.scrollHeight, box.bottom + window.scrollY];
		})()`, tc.answer)
		got := eval[[]float64](t, b, js)
		page, to := math.Ceil(got[0]/640), math.Ceil(got[1]/640)
		// the walk opens the event from the log's list (one tap), then scrolls to the answer
		t.Logf("WALK %s: taps 1, page %v screens, answer on screen %v", tc.name, page, to)
	}
}
