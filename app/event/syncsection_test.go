//go:build !wasm

package event

import (
	"html"
	"strings"
	"testing"

	"arbiter/app/internal/apptest"
	"arbiter/app/syncrun"
	"arbiter/engine/couchsync"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The shared-log section draws from what the page read of the shared log (the state's sync)
// and from its own state (the act under way): the offer to set up an event not shared; the
// status, the held rulings by name and the letter to renumber to, skipping a letter another
// director claimed on the server; and the summary's delete question reads the same state.
func TestSyncSectionDraws(t *testing.T) {
	ev := eventlog.Event{ID: "liga", Name: "Liga", Ruleset: "ocsb-kmor-2018",
		Directors: []eventlog.Director{{ID: "ana", Name: "Ana", Series: 1}, {ID: "bea", Name: "Bea", Series: 1}}}
	mine := eventlog.Incident{Number: 1, By: "ana", Calculator: "ocsb.slow-play", Status: eventlog.Active}
	link := syncrun.Link{Event: "liga", Server: "https://couch.example", DB: "liga", User: "ana"}
	held := syncrun.HeldRow{Key: couchsync.KeyHoldAuthor, Label: "S1B", By: "ana", Author: "bea", DocID: "doc-1", InLog: true}
	cases := []struct {
		name   string
		shared sharedLog
		busy   bool
		want   []string // fragments the section draws
		absent []string
		delete bool // the delete question warns of the shared log
	}{
		{"not shared", sharedLog{}, false, []string{`id="sync-setup"`}, []string{`id="sync-status"`, `id="sync-renumber"`}, false},
		{"paused, letter 2 free", sharedLog{link: link, has: true}, false,
			[]string{`id="sync-status"`, `data-state="off"`, `id="sync-resume"`, `id="sync-renumber"`, "letter:" + eventlog.SeriesLetter(2)},
			[]string{`id="sync-setup"`, `id="sync-rows"`}, true},
		{"letter 2 claimed on the server", sharedLog{link: link, has: true, view: syncrun.View{Claims: map[int]string{2: "cili"}}}, false,
			[]string{"letter:" + eventlog.SeriesLetter(3)}, []string{"letter:" + eventlog.SeriesLetter(2)}, true},
		{"records coming in", sharedLog{link: link, has: true, view: syncrun.View{Running: true, Progress: syncrun.Progress{Have: 2, Of: 5}}}, false,
			[]string{`id="sync-progress"`, `data-have="2"`, `data-of="5"`}, nil, true},
		// a server that came back empty holds fewer records than the phone: nothing is coming
		// in, and "5 of 3 records here" would be false
		{"the server holds fewer than the phone", sharedLog{link: link, has: true, view: syncrun.View{Running: true, Progress: syncrun.Progress{Have: 5, Of: 3}}}, false,
			nil, []string{`id="sync-progress"`}, true},
		{"a ruling held, an act under way", sharedLog{link: link, has: true, view: syncrun.View{Rows: []syncrun.HeldRow{held}}}, true,
			[]string{`id="sync-rows"`, `id="sync-disown-0"`, `data-doc="doc-1"`, `disabled`}, nil, true},
	}
	for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
		for _, c := range cases {
			p := pageOf(eventState{lang: l, id: ev.ID, ev: ev, me: ev.Directors[0], incs: []eventlog.Incident{mine}, sync: c.shared})
			sec := &syncSection{Lang: l, S: &p.eventState}
			sec.held.busy = c.busy
			h := app.HTMLString(sec.Render())
			apptest.CheckNoRawKey(t, "sync "+c.name, h)
			for _, w := range c.want {
				if strings.HasPrefix(w, "letter:") {
					w = html.EscapeString(msg.T(l, "app.sync.renumber", msg.A("letter", strings.TrimPrefix(w, "letter:"))))
				}
				if !strings.Contains(h, w) {
					t.Errorf("%s, %s: the section lacks %s", l, c.name, w)
				}
			}
			for _, w := range c.absent {
				if strings.HasPrefix(w, "letter:") {
					w = html.EscapeString(msg.T(l, "app.sync.renumber", msg.A("letter", strings.TrimPrefix(w, "letter:"))))
				}
				if strings.Contains(h, w) {
					t.Errorf("%s, %s: the section draws %s", l, c.name, w)
				}
			}
			sum := &summarySection{Lang: l, S: &p.eventState, del: true}
			if got := strings.Contains(app.HTMLString(sum.Render()), `id="event-delete-shared"`); got != c.delete {
				t.Errorf("%s, %s: the delete question warns of the shared log = %v, want %v", l, c.name, got, c.delete)
			}
		}
	}
}
