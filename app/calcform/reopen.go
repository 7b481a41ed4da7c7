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
		t.setPlayer(n) // the roster's team follows (logit.go)
	case "team":
		t.draft.Parties["offender"] = n
	case "game":
		t.draft.Board = n // "Log it" asks the game where it asks the board
		t.setTyped("board")
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
	t.typed = map[string]bool{"round": true, "table": true, "board": true} // the re-ruled case's place
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
		t.logged() // logit.go
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
