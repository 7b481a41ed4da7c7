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

// The form's side of "From the log" and of re-ruling a logged case (fromlog.go has the logic).

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
func (c *CalcForm) handleFeeds(ctx app.Context) {
	ctx.Handle(actionFormSession, func(ctx app.Context, a app.Action) {
		s, _ := a.Value.(string)
		view.Dispatch(ctx, func(ctx app.Context) { c.setSession(s) })
	})
}

// setSession takes the case's session number from text (blank or not a number from 1 to
// eventlog.MaxSession: none); what the feeds counted before no longer holds.
func (c *CalcForm) setSession(text string) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n < 1 || n > eventlog.MaxSession {
		n = 0
	}
	if n != c.session {
		c.session, c.fed = n, nil
	}
}

// chose follows the director's choice of field i: a choice the open event remembers (as the
// calculator declares: eventlog.RememberedOf, the ZT count_by per player or per team) holds for
// this case, and the event's setting changes only once the director confirms it (remember.go:
// the question says what it changes); whose incidents the feeds count is picked anew.
func (c *CalcForm) chose(ctx app.Context, i int) {
	if c.ev == nil || c.Calc == nil || i < 0 || i >= len(c.Calc.Inputs) || i >= len(c.st.Texts) {
		return
	}
	name := c.Calc.Inputs[i].Name
	if eventlog.RememberedOf(c.Calc, name) == nil {
		return
	}
	c.who, c.fed = 0, nil // a player's number is no team's
	asking[c] = &rememberState{ask: AskRemember(c.Lang, c.RS, c.Calc, c.ev, name, strings.TrimSpace(c.st.Texts[i])), field: name, opened: c.opened}
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
func (c *CalcForm) loadIncidents(ctx app.Context) {
	if c.ev == nil || len(eventlog.FeedsOf(c.Calc)) == 0 {
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
			if ev, n := reopenRef(c.Reopen); ev == id && c.session == 0 {
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
func (c *CalcForm) query() *eventlog.FeedQuery {
	q := &eventlog.FeedQuery{RS: c.RS, Calc: c.Calc, Ev: c.ev, Incs: c.incs, Vals: c.st.Vals, Who: c.who, Day: logstore.NowMinute().Day(), Session: c.session}
	if c.ev != nil {
		q.Params = ParamsFor(c.RS, c.ev)
		if ev, n := reopenRef(c.Reopen); ev == c.ev.ID && n > 0 {
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

// feedBox is what stands beside a field the log can fill (name: the field, or a table's ID):
// whom to count (once per form), the button "From the log (n incidents)", and after the tap
// the incidents it counted. Without an open event of the ruleset, an empty hidden box holds
// its place: go-app reuses elements by their position and keeps their handlers, so a box that
// appeared once the event is read would hand the form's later controls their neighbours' (a
// sheet's hands table toggling its rulings table).
func (c *CalcForm) feedBox(l msg.Lang, name string) app.UI {
	var f *eventlog.Feed
	for _, x := range eventlog.FeedsOf(c.Calc) {
		if x.Field == name {
			f = &x
		}
	}
	if f == nil {
		if eventlog.RememberedOf(c.Calc, name) != nil { // a choice the event keeps: asked before it changes
			return c.rememberBox(l, name) // remember.go
		}
		return nil
	}
	if c.ev == nil {
		return view.El("div.fromlog").Attr("hidden", true)
	}
	q := c.query()
	a := f.Answer(q)
	id := "fl-" + name
	var kids []app.UI
	if who := eventlog.FeedWho(*f, q); who != "" && c.firstWho(q, name) {
		kids = append(kids, c.whoSelect(l, who, f.Role))
	}
	if f.BySession {
		kids = append(kids, c.sessionBox(l))
	}
	btn := view.Tx("button.btn.btn-quiet.btn-small", msg.T(l, "app.fromlog.btn", msg.A("n", a.Count))).ID(id).
		Attr("type", "button").Attr("disabled", a.Need != "" || a.NeedWho).
		OnClick(func(ctx app.Context, e app.Event) {
			a := f.Answer(c.query())
			c.st.ApplyFeed(c.RS, c.Calc, *f, a)
			if c.fed == nil {
				c.fed = map[string]eventlog.FeedAnswer{}
			}
			c.fed[name] = a
			c.saveDraft()
			c.syncControls(ctx)
		})
	kids = append(kids, btn)
	switch {
	case a.Need != "":
		kids = append(kids, view.Tx("p.src", msg.T(l, "app.fromlog.need", msg.A("what", msg.T(l, a.Need)))).ID(id+"-need"))
	case a.NeedWho:
		kids = append(kids, view.Tx("p.src", msg.T(l, "app.fromlog.pick")).ID(id+"-need"))
	}
	if done, ok := c.fed[name]; ok {
		kids = append(kids, view.Tx("p.src.fromlog-note", feedNote(l, *f, done)).ID(id+"-note").Aria("live", "polite"))
		if len(done.ByDay) > 0 {
			kids = append(kids, view.Tx("p.src", msg.T(l, "app.fromlog.byday", msg.A("list", formstate.IncidentList(l, done.ByDay)))).ID(id+"-byday"))
		}
		if len(done.Skipped) > 0 {
			kids = append(kids, view.Tx("p.src", msg.T(l, "app.fromlog.skipped", msg.A("list", formstate.IncidentList(l, done.Skipped)))).ID(id+"-skipped"))
		}
	}
	return view.El("div.fromlog", kids...).ID(id + "-box")
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

// firstWho reports whether the feed of name is the first of the form's feeds that asks whose
// incidents: the one picker stands there (a Preferans sheet's hands and rulings share the game).
func (c *CalcForm) firstWho(q *eventlog.FeedQuery, name string) bool {
	for _, x := range eventlog.FeedsOf(c.Calc) {
		if x.Field == name {
			return true
		}
		if eventlog.FeedWho(x, q) != "" {
			return false
		}
	}
	return true
}

// sessionBox asks the case's session number beside a feed that counts the session (blank:
// the day); "Log it" logs the case with it.
func (c *CalcForm) sessionBox(l msg.Lang) app.UI {
	cur := ""
	if c.session > 0 {
		cur = strconv.Itoa(c.session)
	}
	return view.FieldRow("fl-session", msg.T(l, "app.fromlog.session"),
		view.InputEl("text", "fl-session", "").Attr("inputmode", "numeric").Attr("value", cur).Aria("describedby", "fl-session-help").
			OnInput(func(ctx app.Context, e app.Event) {
				c.setSession(ctx.JSSrc().Get("value").String())
				ctx.NewActionWithValue(actionFormWho, whoPick{Kind: "session", N: c.session})
			}),
		view.Tx("p.help", msg.T(l, "app.fromlog.session.help")).ID("fl-session-help"),
	)
}

// feedWhoLabels label the picker of whose earlier incidents count, by eventlog.FeedWho's kind.
var feedWhoLabels = []texts.CodeKey{
	{"party", "app.fromlog.who.party"},
	{"team", "app.fromlog.who.party"},
	{"player", "app.fromlog.who.player"},
	{"game", "app.fromlog.who.game"},
}

// whoSelect picks whose earlier incidents count: a pair or team of the event (kind "party" or
// "team") or a player ("player"); a number box when the event lists none.
func (c *CalcForm) whoSelect(l msg.Lang, kind, role string) app.UI {
	id := "fl-who"
	label, ok := texts.KeyOf(feedWhoLabels, kind)
	if !ok {
		label = "app.fromlog.who.party"
	}
	set := func(ctx app.Context, e app.Event) {
		c.who, _ = strconv.Atoi(strings.TrimSpace(ctx.JSSrc().Get("value").String()))
		c.fed = nil
		k := kind // as the form says now: go-app may keep this handler after count_by changed
		q := c.query()
		for _, x := range eventlog.FeedsOf(c.Calc) {
			if w := eventlog.FeedWho(x, q); w != "" {
				k = w
				break
			}
		}
		ctx.NewActionWithValue(actionFormWho, whoPick{Kind: k, Role: role, N: c.who})
	}
	cur := ""
	if c.who > 0 {
		cur = strconv.Itoa(c.who)
	}
	var opts []app.UI
	switch kind {
	case "game": // a number: the games are not listed anywhere
	case "player":
		for _, p := range c.ev.Players {
			n := strconv.Itoa(p.ID)
			opts = append(opts, view.Option(n, p.Name, cur == n))
		}
	default:
		for _, p := range c.ev.Participants {
			n := strconv.Itoa(p.Number)
			opts = append(opts, view.Option(n, view.ParticipantName(p), cur == n))
		}
	}
	if len(opts) == 0 {
		return view.FieldRow(id, msg.T(l, label), view.InputEl("text", id, "").Attr("inputmode", "numeric").Attr("value", cur).OnInput(set))
	}
	opts = append([]app.UI{view.Tx("option", "—").Attr("value", "")}, opts...)
	return view.FieldRow(id, msg.T(l, label), view.El("select", opts...).ID(id).OnChange(set))
}
