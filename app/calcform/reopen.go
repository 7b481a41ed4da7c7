package calcform

import (
	"context"
	"strconv"
	"strings"

	"arbiter/app/logstore"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// pickWho binds the pick made beside a "From the log" field to the incident "Log it" writes.
func (c *toolsCore) pickWho(w whoPick) {
	if c.draft.Parties == nil {
		c.draft.Parties = map[string]string{}
	}
	n := ""
	if w.N > 0 {
		n = strconv.Itoa(w.N)
	}
	switch w.Kind {
	case "party":
		c.draft.Parties[w.Role] = n
	case "player":
		c.setPlayer(n) // the roster's team follows (logit.go)
	case "team":
		c.draft.Parties["offender"] = n
	case "game":
		c.draft.Board = n // "Log it" asks the game where it asks the board
		c.setTyped("board")
	case "session":
		c.draft.Session = n
	}
}

// useReopened takes the incident re-ruled (nil: none, or no longer in force) and starts "Log
// it" from its round, table, board or game, parties and player.
func (c *toolsCore) useReopened(in *eventlog.Incident) {
	c.reopened = in
	if in == nil {
		return
	}
	num := func(n int) string {
		if n == 0 {
			return ""
		}
		return strconv.Itoa(n)
	}
	c.draft.Round, c.draft.Table, c.draft.Board, c.draft.Player = num(in.Round), num(in.Table), num(in.Board), num(in.Player)
	c.draft.Session = num(in.Session)
	if in.Game != 0 {
		c.draft.Board = num(in.Game)
	}
	c.draft.Parties = map[string]string{}
	for _, p := range in.Parties {
		c.draft.Parties[p.Role] = strconv.Itoa(p.Number)
	}
	c.typed = map[string]bool{"round": true, "table": true, "board": true} // the re-ruled case's place
	c.evID = in.Event
}

// revocationCalc is the calculator of the event's regulation that decides whether a logged
// ruling may be revoked (engine.Calculator.Revocation; the Preferans club's: only the judge
// who made it, only for an error), or nil.
func (c *toolsCore) revocationCalc() *engine.Calculator {
	return c.t.RS.First(func(c *engine.Calculator) bool { return c.Revocation != nil })
}

// revocation applies the regulation's revocation rule to the director's answers (its bool
// fields, by name; the log answers whether this director made the ruling when it knows); ok is
// true where the regulation has no such rule (applies false). why is the reason it forbids, in
// the tools' language.
func (c *toolsCore) revocation(ev *eventlog.Event) (ok bool, why string, applies bool) {
	rc := c.revocationCalc()
	if rc == nil || ev == nil {
		return true, "", false
	}
	v := rc.Inputs.Defaults()
	for i := range rc.Inputs {
		if f := &rc.Inputs[i]; f.Kind == engine.KBool {
			v[i] = []int64{0}
			if c.revAnswers[f.Name] {
				v[i] = []int64{1}
			}
		}
	}
	res, err := rc.Run(ParamsFor(c.t.RS, ev), v)
	if err != nil {
		return false, engine.ErrorMessage(err, c.t.Lang, ""), true
	}
	d := rc.Revocation
	allowed, why := false, ""
	for _, p := range res.Parties {
		for _, o := range p.Outs {
			switch o.Name {
			case d.Allowed:
				allowed = o.IsB && o.Bool
			case d.Why:
				why = o.Text(c.t.Lang, rc.ID)
			}
		}
	}
	if allowed {
		return true, "", true
	}
	return false, why, true
}

// answerRevocation sets the director's answer to the revocation rule's question field.
func (c *toolsCore) answerRevocation(field string, yes bool) {
	if c.revAnswers == nil {
		c.revAnswers = map[string]bool{}
	}
	c.revAnswers[field] = yes
}

// supersedes reports whether saving now re-rules the reopened incident (in ev, while in force,
// and as the club's revocation rule allows).
func (c *toolsCore) supersedes(ev *eventlog.Event) bool {
	if c.reopened == nil || ev == nil || c.reopened.Event != ev.ID {
		return false
	}
	ok, _, _ := c.revocation(ev)
	return ok
}

// supersede logs in as the re-ruling of the reopened incident, which is revoked as "superseded
// by S<n>"; both stay in the log.
func (c *toolsCore) supersede(ctx app.Context, in eventlog.Incident, event string) {
	old := c.reopened.Number
	l := c.t.Lang
	c.saving, c.saved, c.saveErr = true, "", ""
	var added eventlog.Incident
	var q logstore.FirstQuestion
	var err error
	me, ans := logstore.ThisDirector(ctx.LocalStorage()), c.answer
	view.WithLog(ctx, func(s eventlog.Store) {
		reason := func(label string) string { return msg.T(l, "app.reopen.superseded", msg.A("label", label)) }
		added, q, err = logstore.SupersedeAs(context.Background(), s, old, in, me, ans, reason, logstore.NowMinute())
	}, func(ctx app.Context) {
		c.touch()
		c.saving, c.ask = false, q
		if err != nil {
			c.saveErr = engine.ErrorMessage(err, l, texts.KeyLogErrStore)
			return
		}
		if q.N > 0 {
			return
		}
		c.answer = logstore.NotAsked
		c.reopened = nil
		c.saved = msg.T(l, "app.reopen.saved", msg.A("label", added.Label()), msg.A("old", eventlog.NumberLabel(old)), msg.A("event", event))
		view.SetOpenEvent(ctx, added.Event)
		c.storeMode, _ = logstore.TheLog.State()
		c.logged() // logit.go
		ctx.NewAction(actionFormClear)
	})
}

// reopenBox says, in "Log it", that saving re-rules the reopened incident (drawn only while it
// does: logBox.reopen); under a regulation with a revocation rule (the Preferans club's) it
// asks the rule's questions (the revocation calculator's yes/no fields; whether this director
// made the ruling only when the log does not say) and says why it forbids. Props: Gen changes
// with each change of the tools' state S.
type reopenBox struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *toolsCore
}

func (p *reopenBox) Render() app.UI {
	c, l := p.S, p.Lang
	ev := c.event()
	if c.reopened == nil || ev == nil { // (logBox draws none then)
		return view.El("div#reopen.notice")
	}
	label := c.reopened.Label()
	kids := []app.UI{view.Tx("p#reopen-note", msg.T(l, "app.reopen.note", msg.A("label", label)))}
	ok, why, applies := c.revocation(ev)
	if applies {
		rc := c.revocationCalc()
		same := rc.Revocation.SameDirector
		if c.revKnown && !c.revAnswers[same] {
			kids = append(kids, view.Tx("p#reopen-other", msg.T(l, "app.dir.rerule.other", msg.A("label", label),
				msg.A("name", logstore.DirectorLabel(l, ev, logstore.OwnerOf(ev, c.reopened))))))
		}
		for i := range rc.Inputs {
			f := &rc.Inputs[i]
			if f.Kind != engine.KBool || (f.Name == same && c.revKnown) { // the log says whose ruling it is
				continue
			}
			id, name := "reopen-"+strings.ReplaceAll(f.Name, "_", "-"), f.Name
			kids = append(kids, view.El("div.check",
				view.Checked(view.InputEl("checkbox", id, ""), c.revAnswers[name]).OnChange(func(ctx app.Context, e app.Event) {
					c.touch() // the save re-rules only as the rule allows
					c.answerRevocation(name, ctx.JSSrc().Get("checked").Bool())
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

// SupersedeLine is the event page's link between a re-ruled incident and its re-ruling: "superseded by
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

// ReopenButton opens an incident in force back in its calculator, to re-rule it.
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
