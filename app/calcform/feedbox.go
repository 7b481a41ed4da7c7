package calcform

import (
	"strconv"
	"strings"

	"arbiter/app/formstate"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// formFeed is what stands beside field Name (or table) that the log can fill: whom to count,
// the button "From the log (n incidents)", and what it counted. Props: Gen changes with each
// change of the form's state S.
type formFeed struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *formCore
	Name string
}

// Render draws the box: whom to count (once per form), the button, and after the tap the
// incidents it counted. Without an open event of the ruleset, an empty hidden box holds
// its place: go-app reuses elements by their position and keeps their handlers, so a box that
// appeared once the event is read would hand the form's later controls their neighbours' (a
// sheet's hands table toggling its rulings table).
func (p *formFeed) Render() app.UI {
	c, l, name := p.S, p.Lang, p.Name
	var f *eventlog.Feed
	for _, x := range eventlog.FeedsOf(c.f.Calc) {
		if x.Field == name {
			f = &x
		}
	}
	if f == nil || c.ev == nil { // (a field with no feed has none: formFields.feed)
		return view.El("div.fromlog").Attr("hidden", true)
	}
	q := c.query()
	a := f.Answer(q)
	id := "fl-" + name
	var kids []app.UI
	if who := eventlog.FeedWho(*f, q); who != "" && p.firstWho(q, name) {
		kids = append(kids, p.whoSelect(l, who, f.Role))
	}
	if f.BySession {
		kids = append(kids, p.sessionBox(l))
	}
	btn := view.Tx("button.btn.btn-quiet.btn-small", msg.T(l, "app.fromlog.btn", msg.A("n", a.Count))).ID(id).
		Attr("type", "button").Attr("disabled", a.Need != "" || a.NeedWho).
		OnClick(func(ctx app.Context, e app.Event) {
			a := f.Answer(c.query())
			c.st.ApplyFeed(c.f.RS, c.f.Calc, *f, a)
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

// firstWho reports whether the feed of name is the first of the form's feeds that asks whose
// incidents: the one picker stands there (a Preferans sheet's hands and rulings share the game).
func (p *formFeed) firstWho(q *eventlog.FeedQuery, name string) bool {
	c := p.S
	for _, x := range eventlog.FeedsOf(c.f.Calc) {
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
func (p *formFeed) sessionBox(l msg.Lang) app.UI {
	c := p.S
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

// whoSelect picks whose earlier incidents count: a pair or team of the event (kind "party" or
// "team") or a player ("player"); a number box when the event lists none.
func (p *formFeed) whoSelect(l msg.Lang, kind, role string) app.UI {
	c := p.S
	id := "fl-who"
	label, ok := texts.KeyOf(feedWhoLabels, kind)
	if !ok {
		label = "app.fromlog.who.party"
	}
	set := func(ctx app.Context, e app.Event) {
		c.who, _ = strconv.Atoi(strings.TrimSpace(ctx.JSSrc().Get("value").String()))
		c.fed = nil
		c.touch()
		k := kind // as the form says now: go-app may keep this handler after count_by changed
		q := c.query()
		for _, x := range eventlog.FeedsOf(c.f.Calc) {
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
