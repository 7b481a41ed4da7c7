package event

import (
	"strconv"

	"arbiter/app/logstore"
	"arbiter/app/view"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// eventState is what the event page read from the log and what its sections share: the event,
// its incidents and the views computed from them, this phone's director, and the few choices
// that more than one section draws (a re-ruling's question, a save under way, the page's
// error). The page holds it (Page embeds it); each section gets a pointer to it as a prop
// with Gen, which changes whenever the state does: go-app redraws a section when a prop
// changes, and a pointer to the same state never does.
type eventState struct {
	lang  msg.Lang
	id    string
	print bool
	ready bool
	ev    eventlog.Event
	incs  []eventlog.Incident
	err   string
	open  string // the open event's ID (this event's: "open" shown instead of "make it open")

	me      eventlog.Director      // the director on this phone (directors.go)
	dirBusy bool                   // a choice of event/directors.go is being saved
	stale   []eventlog.Stale       // results the merged log changes (event/directors.go)
	ask     logstore.FirstQuestion // asked before re-ruling one of them (askN)
	askN    int

	views eventViews // the views of the incidents, made once per load (not per drawing)
	gen   int        // counts the changes of this state: the sections redraw on a new one

	// A season's event is drawn from its newest page first (loadNewest), then read whole:
	// partial while only that page is read (the views, the exports and the earlier incidents
	// wait for the rest); total is how many incidents the event has.
	partial bool
	total   int

	sync sharedLog // the event's shared log (syncsection.go)

	host *Page // the page: its context, for a change made by a section
}

// PartName is pair or team n as the event lists it ("3 · Novi Sad"), else its number.
func (p *eventState) PartName(n int) string {
	for _, x := range p.ev.Participants {
		if x.Number == n {
			return view.ParticipantName(x)
		}
	}
	return strconv.Itoa(n)
}

// PlayerName is player id by name, else "#id".
func (p *eventState) PlayerName(id int) string {
	for _, x := range p.ev.Players {
		if x.ID == id {
			return x.Name
		}
	}
	return "#" + strconv.Itoa(id)
}

// count is how many incidents the event has: all of them are read unless partial.
func (p *eventState) count() int {
	if p.partial {
		return p.total
	}
	return len(p.incs)
}

// changed redraws the page and every section after fn changed the shared state (through the
// page's own context: the element whose handler started a change may be gone by then).
func (p *eventState) changed(ctx app.Context, fn func()) {
	if p.host != nil && p.host.mounted {
		ctx = p.host.ctx
	}
	view.Dispatch(ctx, func(ctx app.Context) {
		fn()
		p.gen++
	})
}

// fail shows err's message as the page's error line.
func (p *eventState) fail(ctx app.Context, message string) {
	p.changed(ctx, func() { p.err = message })
}

// reload reads the event again with the page's own context: the element whose handler
// started a change may be gone by then (go-app drops its Dispatch), the page is not.
func (p *eventState) reload(ctx app.Context) {
	if p.host == nil {
		return
	}
	if p.host.mounted {
		ctx = p.host.ctx
	}
	p.host.load(ctx)
}

// loggedByMe counts the incidents this phone's director logged in the event.
func (p *eventState) loggedByMe() int {
	n := 0
	for _, in := range p.incs {
		if in.By == p.me.ID {
			n++
		}
	}
	return n
}

// nextLetter is the first series above from that no director of the event holds (0: none).
// It is above: the directors' lists merge by the greater series, so a lower one would not hold
// on the other phones.
func (p *eventState) nextLetter(from int) int {
	for s := from + 1; s <= eventlog.MaxSeries; s++ {
		taken := claimedElsewhere(p.sync.view, s, p.me.ID) // a shared log: claimed on the server by another
		for _, d := range p.ev.Directors {
			taken = taken || d.Series == s
		}
		if !taken {
			return s
		}
	}
	return 0
}
