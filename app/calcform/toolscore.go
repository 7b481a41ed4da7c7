package calcform

import (
	"context"

	"arbiter/app/logstore"
	"arbiter/app/view"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// toolsCore is the state of "Log it" and "Share" (rulingTools), which their parts share (a
// pointer to it is each part's prop S): which panel is open, the announced result, what "Log it"
// holds for the case and what the log gave it, the re-ruled incident, and what "Share" puts in
// the link. Every change a part other than the one whose handler made it draws counts gen up:
// the parts take it as their prop Gen, and go-app redraws a part only when a prop changes (a
// part's own handler redraws it, and its ancestors, anyway).
type toolsCore struct {
	t   *rulingTools // the tools: their props (the calculator, the form's values and result)
	gen int          // counts the changes of this state: the parts redraw on a new one

	open     string // "", "log", "share"
	announce bool
	edits    map[int]string
	editErr  int
	note     string
	why      string     // the director's reasoning the link carries (record.go)
	facts    link.Facts // the deadline facts the link carries (deadline.go)
	copied   string
	events   []eventlog.Event
	read     bool   // the log's events were read once (until then "Log it" says the log opens)
	stopLog  func() // stops following the log (logChanged)
	evID     string
	draft    LogDraft
	typed    map[string]bool // the place fields the director set in "Log it" for this case (caseDraft)
	calcFor  string          // the calculator the tools were drawn for (otherCalc)
	saving   bool
	saved    string
	saveErr  string
	// the log's mode (memory: the log is not kept)
	storeMode logstore.Mode

	reopened  *eventlog.Incident // the incident re-ruled, while still in force (Reopen)
	reopenFor string             // the Reopen it was read for
	// the director's answers to the regulation's revocation rule (its calculator's yes/no
	// fields by name: engine.Calculator.Revocation), and whether the log knows whose ruling the
	// re-ruled one is (then the answer to its SameDirector field is the log's)
	revAnswers map[string]bool
	revKnown   bool

	me  eventlog.Director      // the director on this phone (directors.go)
	ask logstore.FirstQuestion // asked before the first ruling in an event

	answer logstore.FirstAnswer // … and answered
}

// touch records a change of the state: every part is drawn again.
func (c *toolsCore) touch() { c.gen++ }

// otherCalc starts "Log it" over when the screen shows another calculator than it was drawn
// for (a link followed in the app keeps these tools): that case's place and parties are not
// this one's.
func (c *toolsCore) otherCalc() {
	id := ""
	if c.t.Calc != nil {
		id = c.t.Calc.ID
	}
	if c.calcFor != "" && id != c.calcFor {
		c.logged()
		c.saved, c.saveErr = "", ""
	}
	c.calcFor = id
}

// toggle opens the panel what ("log", "share"), or closes it when it is open.
func (c *toolsCore) toggle(ctx app.Context, what string) {
	c.touch()
	if c.open == what {
		c.open = ""
		return
	}
	c.open = what
	c.saved, c.saveErr, c.copied = "", "", ""
	if what == "log" {
		c.loadEvents(ctx, false)
		c.syncLog(ctx)
	}
}

// logChanged follows a change of the log while "Log it" is open: its events are read again
// when their list changed (the log moved into storage that opened late, after the panel read
// the log kept in memory meanwhile; an event made in another tab or come with the shared log).
// The event picked stays while the log holds it.
func (c *toolsCore) logChanged(ctx app.Context) {
	if c.open != "log" {
		return // opening the panel reads them
	}
	rs := c.t.RS
	rulesetEvents(ctx, rs, func(ctx app.Context, evs []eventlog.Event) {
		if c.open == "log" && c.t.RS == rs && !sameEvents(c.events, evs) {
			c.loadEvents(ctx, true)
		}
	})
}

// loadEvents reads the events of the ruleset for "Log it" and picks the open event (keep: the
// one picked, while the log holds it), else the first.
func (c *toolsCore) loadEvents(ctx app.Context, keep bool) {
	rs, calc := c.t.RS, c.t.Calc
	want := view.OpenEventID(ctx)
	if keep && c.evID != "" {
		want = c.evID
	}
	reEv, reN := reopenRef(c.t.Reopen)
	if reEv != "" {
		want = reEv // a re-ruled incident's event
	}
	var evs []eventlog.Event
	var old *eventlog.Incident
	reFor := c.t.Reopen
	c.me = logstore.ThisDirector(ctx.LocalStorage())
	view.WithLog(ctx, func(s eventlog.Store) {
		all, _ := s.ListEvents(context.Background())
		for _, e := range all {
			if e.Ruleset == rs.ID {
				evs = append(evs, e)
			}
		}
		if reEv != "" {
			if in, err := s.GetIncident(context.Background(), reEv, reN); err == nil && in.Status == eventlog.Active && in.Calculator == calc.ID {
				old = &in
			}
		}
	}, func(ctx app.Context) {
		c.touch()
		if reFor != c.reopenFor {
			c.reopenFor = reFor
			c.useReopened(old)
		}
		c.events, c.read = evs, true
		c.storeMode, _ = logstore.TheLog.State()
		c.evID = ""
		for _, e := range evs {
			if e.ID == want || c.evID == "" {
				c.evID = e.ID
			}
		}
		c.playerTeam()
		// whose ruling the re-ruled one is, when the log says (a revocation rule may allow
		// only theirs)
		c.revKnown = false
		if rc, ev := c.revocationCalc(), c.event(); rc != nil && c.reopened != nil && ev != nil {
			if o := logstore.OwnerOf(ev, c.reopened); o != "" {
				c.revKnown = true
				c.answerRevocation(rc.Revocation.SameDirector, o == c.me.ID)
			}
		}
	})
}

func (c *toolsCore) event() *eventlog.Event {
	for i := range c.events {
		if c.events[i].ID == c.evID {
			return &c.events[i]
		}
	}
	return nil
}
