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
// calculator declares: eventlog.RememberedOf, the ZT count_by per player or per team) is kept in
// the event, so that the event's later forms start with it; whose incidents the feeds count is
// picked anew.
func (c *CalcForm) chose(ctx app.Context, i int) {
	if c.ev == nil || c.Calc == nil || i < 0 || i >= len(c.Calc.Inputs) || i >= len(c.St.Texts) {
		return
	}
	name := c.Calc.Inputs[i].Name
	if eventlog.RememberedOf(c.Calc, name) != nil {
		c.who, c.fed = 0, nil // a player's number is no team's
	}
	ev, changed := eventlog.Remember(*c.ev, c.Calc, name, strings.TrimSpace(c.St.Texts[i]))
	if !changed || len(c.ev.Conflicts) > 0 { // saving would settle the event's conflict, which a person does
		return
	}
	*c.ev = ev
	var err error
	view.WithLog(ctx, func(s eventlog.Store) { err = s.PutEvent(context.Background(), ev) }, func(ctx app.Context) {
		if err != nil {
			c.loadEvents(ctx) // not kept: the form goes on with the event as stored
		}
	})
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
	q := &eventlog.FeedQuery{RS: c.RS, Calc: c.Calc, Ev: c.ev, Incs: c.incs, Vals: c.St.Vals, Who: c.who, Day: logstore.NowMinute().Day(), Session: c.session}
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
			c.St.ApplyFeed(c.RS, c.Calc, *f, a)
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

// pickWho binds the pick made beside a "From the log" field to the incident "Log it" writes.
func (t *rulingTools) pickWho(w whoPick) {
	if t.draft.Parties == nil {
		t.draft.Parties = map[string]string{}
	}
	n := ""
	if w.N > 0 {
		n = strconv.Itoa(w.N)
	}
	switch w.Kind {
	case "party":
		t.draft.Parties[w.Role] = n
	case "player":
		t.draft.Player = n
	case "team":
		t.draft.Parties["offender"] = n
	case "game":
		t.draft.Board = n // "Log it" asks the game where it asks the board
	case "session":
		t.draft.Session = n
	}
}

// useReopened takes the incident re-ruled (nil: none, or no longer in force) and starts "Log
// it" from its round, table, board or game, parties and player.
func (t *rulingTools) useReopened(in *eventlog.Incident) {
	t.reopened = in
	if in == nil {
		return
	}
	num := func(n int) string {
		if n == 0 {
			return ""
		}
		return strconv.Itoa(n)
	}
	t.draft.Round, t.draft.Table, t.draft.Board, t.draft.Player = num(in.Round), num(in.Table), num(in.Board), num(in.Player)
	t.draft.Session = num(in.Session)
	if in.Game != 0 {
		t.draft.Board = num(in.Game)
	}
	t.draft.Parties = map[string]string{}
	for _, p := range in.Parties {
		t.draft.Parties[p.Role] = strconv.Itoa(p.Number)
	}
	t.evID = in.Event
}

// revocationCalc is the calculator of the event's regulation that decides whether a logged
// ruling may be revoked (engine.Calculator.Revocation; the Preferans club's: only the judge
// who made it, only for an error), or nil.
func (t *rulingTools) revocationCalc() *engine.Calculator {
	return t.RS.First(func(c *engine.Calculator) bool { return c.Revocation != nil })
}

// revocation applies the regulation's revocation rule to the director's answers (its bool
// fields, by name; the log answers whether this director made the ruling when it knows); ok is
// true where the regulation has no such rule (applies false). why is the reason it forbids, in
// the tools' language.
func (t *rulingTools) revocation(ev *eventlog.Event) (ok bool, why string, applies bool) {
	c := t.revocationCalc()
	if c == nil || ev == nil {
		return true, "", false
	}
	v := c.Inputs.Defaults()
	for i := range c.Inputs {
		if f := &c.Inputs[i]; f.Kind == engine.KBool {
			v[i] = []int64{0}
			if t.revAnswers[f.Name] {
				v[i] = []int64{1}
			}
		}
	}
	res, err := c.Run(ParamsFor(t.RS, ev), v)
	if err != nil {
		return false, engine.ErrorMessage(err, t.Lang, ""), true
	}
	d := c.Revocation
	allowed, why := false, ""
	for _, p := range res.Parties {
		for _, o := range p.Outs {
			switch o.Name {
			case d.Allowed:
				allowed = o.IsB && o.Bool
			case d.Why:
				why = o.Text(t.Lang, c.ID)
			}
		}
	}
	if allowed {
		return true, "", true
	}
	return false, why, true
}

// answerRevocation sets the director's answer to the revocation rule's question field.
func (t *rulingTools) answerRevocation(field string, yes bool) {
	if t.revAnswers == nil {
		t.revAnswers = map[string]bool{}
	}
	t.revAnswers[field] = yes
}

// supersedes reports whether saving now re-rules the reopened incident (in ev, while in force,
// and as the club's revocation rule allows).
func (t *rulingTools) supersedes(ev *eventlog.Event) bool {
	if t.reopened == nil || ev == nil || t.reopened.Event != ev.ID {
		return false
	}
	ok, _, _ := t.revocation(ev)
	return ok
}

// supersede logs in as the re-ruling of the reopened incident, which is revoked as "superseded
// by S<n>"; both stay in the log.
func (t *rulingTools) supersede(ctx app.Context, in eventlog.Incident, event string) {
	old := t.reopened.Number
	l := t.Lang
	t.saving, t.saved, t.saveErr = true, "", ""
	var added eventlog.Incident
	var q logstore.FirstQuestion
	var err error
	me, ans := logstore.ThisDirector(ctx.LocalStorage()), t.answer
	view.WithLog(ctx, func(s eventlog.Store) {
		reason := func(label string) string { return msg.T(l, "app.reopen.superseded", msg.A("label", label)) }
		added, q, err = logstore.SupersedeAs(context.Background(), s, old, in, me, ans, reason, logstore.NowMinute())
	}, func(ctx app.Context) {
		t.saving, t.ask = false, q
		if err != nil {
			t.saveErr = engine.ErrorMessage(err, l, texts.KeyLogErrStore)
			return
		}
		if q.N > 0 {
			return
		}
		t.answer = logstore.NotAsked
		t.reopened = nil
		t.saved = msg.T(l, "app.reopen.saved", msg.A("label", added.Label()), msg.A("old", eventlog.NumberLabel(old)), msg.A("event", event))
		view.SetOpenEvent(ctx, added.Event)
		t.storeMode, _ = logstore.TheLog.State()
		t.draft.Notes = ""
		ctx.NewAction(actionFormClear)
	})
}

// renderReopen says, in "Log it", that saving re-rules the reopened incident; under a
// regulation with a revocation rule (the Preferans club's) it asks the rule's questions (the
// revocation calculator's yes/no fields; whether this director made the ruling only when the log
// does not say) and says why it forbids.
func (t *rulingTools) renderReopen(ev *eventlog.Event) app.UI {
	if t.reopened == nil || ev == nil || t.reopened.Event != ev.ID {
		return nil
	}
	l := t.Lang
	label := t.reopened.Label()
	kids := []app.UI{view.Tx("p#reopen-note", msg.T(l, "app.reopen.note", msg.A("label", label)))}
	ok, why, applies := t.revocation(ev)
	if applies {
		c := t.revocationCalc()
		same := c.Revocation.SameDirector
		if t.revKnown && !t.revAnswers[same] {
			kids = append(kids, view.Tx("p#reopen-other", msg.T(l, "app.dir.rerule.other", msg.A("label", label),
				msg.A("name", logstore.DirectorLabel(l, ev, logstore.OwnerOf(ev, t.reopened))))))
		}
		for i := range c.Inputs {
			f := &c.Inputs[i]
			if f.Kind != engine.KBool || (f.Name == same && t.revKnown) { // the log says whose ruling it is
				continue
			}
			id, name := "reopen-"+strings.ReplaceAll(f.Name, "_", "-"), f.Name
			kids = append(kids, view.El("div.check",
				view.Checked(view.InputEl("checkbox", id, ""), t.revAnswers[name]).OnChange(func(ctx app.Context, e app.Event) {
					t.answerRevocation(name, ctx.JSSrc().Get("checked").Bool())
				}),
				view.LabelFor(id, msg.T(l, f.LabelKey())),
			))
		}
		if !ok {
			kids = append(kids, view.Tx("p#reopen-forbidden.error", msg.T(l, "app.reopen.forbidden", msg.A("label", label), msg.A("why", why))))
		}
	}
	return view.El("div#reopen.notice", kids...)
}

// supersedeLine is the event page's link between a re-ruled incident and its re-ruling: "superseded by
// S7" under the revoked one (its reason says so too), "Re-rules S6" under the new one.
func SupersedeLine(l msg.Lang, in *eventlog.Incident) app.UI {
	switch {
	case in.SupersededBy > 0:
		return view.Tx("p.superseded-by", msg.T(l, "app.reopen.superseded", msg.A("label", eventlog.NumberLabel(in.SupersededBy)))).
			DataSet("by", in.SupersededBy)
	case in.Supersedes > 0:
		return view.Tx("p.supersedes", msg.T(l, "app.reopen.supersedes", msg.A("label", eventlog.NumberLabel(in.Supersedes)))).
			DataSet("of", in.Supersedes)
	}
	return nil
}

// reopenButton opens an incident in force back in its calculator, to re-rule it.
func ReopenButton(l msg.Lang, rs *engine.Ruleset, in *eventlog.Incident) app.UI {
	if rs == nil {
		return nil
	}
	u := reopenLink(rs, in, l)
	if u == "" {
		return nil
	}
	return view.Tx("a.btn.btn-quiet.reopen", msg.T(l, "app.reopen.btn")).Attr("href", u).ID("reopen-" + strconv.Itoa(in.Number))
}
