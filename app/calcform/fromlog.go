package calcform

import (
	"context"
	"net/url"
	"strconv"
	"strings"

	"arbiter/app/formstate"
	"arbiter/app/logstore"
	"arbiter/app/paths"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The form's side of "From the log" and of re-ruling a logged case (fromlog.go has the logic;
// feedbox.go draws a feed's box beside its field).

// actionFormWho tells "Log it" whom the director picked beside a "From the log" field, so that
// the incident is bound to the same pair, team or player (and the case's session).
const actionFormWho = "arbiter.form.who"

// actionFormSession tells the form the session number typed in "Log it" (a string), so that
// its feeds count that session.
const actionFormSession = "arbiter.form.session"

// whoPick is actionFormWho's value.
type whoPick struct {
	Kind string // "party", "player", "team", "game", "session"
	Role string // "party": the result's role
	N    int
}

// handleFeeds makes the form follow the session typed in "Log it".
func (c *formCore) handleFeeds(ctx app.Context) {
	ctx.Handle(actionFormSession, func(ctx app.Context, a app.Action) {
		s, _ := a.Value.(string)
		view.Dispatch(ctx, func(ctx app.Context) { c.setSession(s) })
	})
}

// setSession takes the case's session number from text (blank or not a number from 1 to
// eventlog.MaxSession: none); what the feeds counted before no longer holds.
func (c *formCore) setSession(text string) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n < 1 || n > eventlog.MaxSession {
		n = 0
	}
	if n != c.session {
		c.session, c.fed = n, nil
		c.touch()
	}
}

// chose follows the director's choice of field i: a choice the open event remembers (as the
// calculator declares: eventlog.RememberedOf, the ZT count_by per player or per team) holds for
// this case, and the event's setting changes only once the director confirms it (remember.go:
// the question says what it changes); whose incidents the feeds count is picked anew.
func (c *formCore) chose(ctx app.Context, i int) {
	if c.ev == nil || c.f.Calc == nil || i < 0 || i >= len(c.f.Calc.Inputs) || i >= len(c.st.Texts) {
		return
	}
	name := c.f.Calc.Inputs[i].Name
	if eventlog.RememberedOf(c.f.Calc, name) == nil {
		return
	}
	c.who, c.fed = 0, nil // a player's number is no team's
	c.touch()
	asking[c] = &rememberState{ask: AskRemember(c.f.Lang, c.f.RS, c.f.Calc, c.ev, name, strings.TrimSpace(c.st.Texts[i])), field: name, opened: c.opened}
}

// reopenRef reads a calculator link's reopen parameter, "<event>.<n>": the incident the form
// re-rules.
func reopenRef(s string) (event string, n int) {
	k := strings.LastIndexByte(s, '.')
	if k <= 0 {
		return "", 0
	}
	n, err := strconv.Atoi(s[k+1:])
	if err != nil || n <= 0 {
		return "", 0
	}
	return s[:k], n
}

// reopenLink is the calculator screen with incident in's inputs, re-ruling it.
func reopenLink(rs *engine.Ruleset, in *eventlog.Incident, l msg.Lang) string {
	c := rs.Calculator(in.Calculator)
	if c == nil {
		return ""
	}
	q := url.Values{}
	for i := range c.Inputs {
		if i < len(in.Values) && in.Values[i] != nil {
			q.Set(c.Inputs[i].Name, formstate.FieldText(&c.Inputs[i], in.Values[i], l))
		}
	}
	q.Set("reopen", in.Event+"."+strconv.Itoa(in.Number))
	return paths.Href(paths.CalcPath(rs, c)) + "?" + q.Encode()
}

// loadIncidents reads the incidents of the form's event (for its feeds).
func (c *formCore) loadIncidents(ctx app.Context) {
	if c.ev == nil || len(eventlog.FeedsOf(c.f.Calc)) == 0 {
		c.incs = nil
		return
	}
	id := c.ev.ID
	var incs []eventlog.Incident
	view.WithLog(ctx, func(s eventlog.Store) {
		incs, _ = s.ListIncidents(context.Background(), id)
	}, func(ctx app.Context) {
		if c.ev != nil && c.ev.ID == id {
			c.incs = incs
			c.touch()
			if ev, n := reopenRef(c.f.Reopen); ev == id && c.session == 0 {
				for _, in := range incs {
					if in.Number == n {
						c.session = in.Session // the re-ruled case's session
					}
				}
			}
		}
	})
}

// query is the feeds' question from what the form holds now.
func (c *formCore) query() *eventlog.FeedQuery {
	q := &eventlog.FeedQuery{RS: c.f.RS, Calc: c.f.Calc, Ev: c.ev, Incs: c.incs, Vals: c.st.Vals, Who: c.who, Day: logstore.NowMinute().Day(), Session: c.session}
	if c.ev != nil {
		q.Params = ParamsFor(c.f.RS, c.ev)
		if ev, n := reopenRef(c.f.Reopen); ev == c.ev.ID && n > 0 {
			q.Reopen = n
			for _, in := range c.incs {
				if in.Number == n {
					q.Day = in.Time.Day()
				}
			}
		}
	}
	return q
}

// feedNote is the line naming what a feed's answer a counted or took, and how: the session or
// the day, the latest calculation of a game.
func feedNote(l msg.Lang, f eventlog.Feed, a eventlog.FeedAnswer) string {
	none, some := "app.fromlog.none", "app.fromlog.counted"
	switch {
	case f.Latest:
		none, some = "app.fromlog.none.latest", "app.fromlog.used"
	case f.BySession && a.Session > 0:
		none, some = "app.fromlog.none.session", "app.fromlog.counted.session"
	case f.BySession:
		none, some = "app.fromlog.none.day", "app.fromlog.counted.day"
	}
	if len(a.Counted) > 0 {
		none = some
	}
	return msg.T(l, none, msg.A("n", a.Session), msg.A("list", formstate.IncidentList(l, a.Counted)))
}

// feedWhoLabels label the picker of whose earlier incidents count, by eventlog.FeedWho's kind.
var feedWhoLabels = []texts.CodeKey{
	{"party", "app.fromlog.who.party"},
	{"team", "app.fromlog.who.party"},
	{"player", "app.fromlog.who.player"},
	{"game", "app.fromlog.who.game"},
}
