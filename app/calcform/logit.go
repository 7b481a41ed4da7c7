package calcform

import (
	"slices"
	"strconv"

	"arbiter/app/logstore"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// logBox is the "Log it" box: the event, the session and the case's place, its parties and
// player, the notes, the re-ruling (reopenBox), the save and the question before a director's
// first ruling in the event, and what the save did. Props: Gen changes with each change of the
// tools' state S.
type logBox struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *toolsCore
}

func (p *logBox) Render() app.UI {
	c, l := p.S, p.Lang
	if len(c.events) == 0 && !c.read {
		// not "no event" before the log was read: a slow phone opens it for a while
		return view.El("div#log-box.log-box", view.Tx("p#log-opening", msg.T(l, "app.log.loading")).Role("status"))
	}
	if len(c.events) == 0 {
		return view.El("div#log-box.log-box",
			view.Tx("p", msg.T(l, "app.log.noevent")),
			view.Anchor("a#log-new-event.btn", "/log?new="+c.t.RS.ID, msg.T(l, "app.log.event.new")),
		)
	}
	ev := c.event()
	d := c.caseDraft() // the place from this case's form where the director typed none
	field := func(id, key, val string, set func(string)) app.UI {
		return view.FieldRow(id, msg.T(l, key),
			rulingNumInput(id, val, func(ctx app.Context, e app.Event) { set(ctx.JSSrc().Get("value").String()) }))
	}
	board := "app.log.board"
	if ev != nil && ev.Form.InGames() {
		board = "app.log.game"
	}
	rows := []app.UI{
		view.RulingEventField(l, "log-event", c.events, &c.evID, func(ctx app.Context) {
			c.touch()
			c.ask, c.answer = logstore.FirstQuestion{}, logstore.NotAsked // the question was about the other event
			ctx.NewActionWithValue(actionFormEvent, c.evID)               // the form's event fields follow
		}),
		view.El("div.grid3",
			view.FieldRow("log-session", msg.T(l, "app.log.session"), rulingNumInput("log-session", c.draft.Session, func(ctx app.Context, e app.Event) {
				c.draft.Session = ctx.JSSrc().Get("value").String()
				ctx.NewActionWithValue(actionFormSession, c.draft.Session) // the form's feeds count that session
			})),
			field("log-round", "app.log.round", d.Round, func(s string) { c.draft.Round = s; c.setTyped("round") }),
			field("log-table", "app.log.table", d.Table, func(s string) { c.draft.Table = s; c.setTyped("table") }),
			field("log-board", board, d.Board, func(s string) { c.draft.Board = s; c.setTyped("board") }),
		),
	}
	rows = append(rows, p.parties(l, ev)...)
	rows = append(rows,
		view.FieldRow("log-notes", msg.T(l, "app.log.notes"),
			view.Tx("textarea#log-notes", c.draft.Notes).Attr("rows", 2).Attr("maxlength", eventlog.MaxNotes).
				OnInput(func(ctx app.Context, e app.Event) { c.draft.Notes = ctx.JSSrc().Get("value").String() }),
		),
		p.reopen(ev),
		view.NameHint(l, ev, c.me),
		view.Tx("button#log-save.btn", msg.T(l, "app.log.save")).Attr("disabled", c.saving || c.ask.N > 0).OnClick(func(ctx app.Context, e app.Event) {
			c.answer = logstore.NotAsked // a question not answered yet is asked again
			c.save(ctx)
		}),
		view.QuestionView(l, c.ask, c.saving, c.answerFirst),
	)
	if c.saving {
		rows = append(rows, view.Tx("p", msg.T(l, "app.log.saving")).Role("status"))
	}
	if c.saved != "" {
		rows = append(rows, view.El("p#log-saved",
			app.Text(c.saved+" "),
			view.Anchor("a", "/log/event?id="+c.evID, msg.T(l, "app.log.view")),
		).Role("status"))
		if c.storeMode == logstore.Memory {
			rows = append(rows, view.Tx("p.error", msg.T(l, "app.log.banner")))
		}
	}
	if c.saveErr != "" {
		rows = append(rows, view.Tx("p#log-error.error", c.saveErr).Role("alert"))
	}
	return view.El("div#log-box.log-box", rows...)
}

// parties are the pickers of the result's parties (a list of the event's participants where it
// has them) and of the player (where the event has a roster).
func (p *logBox) parties(l msg.Lang, ev *eventlog.Event) []app.UI {
	c := p.S
	var rows []app.UI
	if c.draft.Parties == nil {
		c.draft.Parties = map[string]string{}
	}
	keys := eventlog.PartyKeys(c.t.Res)
	for i, party := range c.t.Res.Parties {
		key := keys[i] // several players of a sheet: a picker each
		id := "log-party-" + key
		val := c.draft.Parties[key]
		set := func(ctx app.Context, e app.Event) { c.draft.Parties[key] = ctx.JSSrc().Get("value").String() }
		var control app.UI
		if ev != nil && len(ev.Participants) > 0 {
			opts := []app.UI{view.Tx("option", "—").Attr("value", "")}
			for _, pp := range ev.Participants {
				n := strconv.Itoa(pp.Number)
				opts = append(opts, view.Option(n, view.ParticipantName(pp), val == n))
			}
			control = view.El("select", opts...).ID(id).OnChange(set)
		} else {
			control = rulingNumInput(id, val, set)
		}
		many := slices.ContainsFunc(keys, func(k string) bool { r, n := eventlog.SplitPartyKey(k); return r == party.Role && n > 1 })
		rows = append(rows, view.FieldRow(id, PartyKeyLabel(l, key, many), control))
	}
	if ev != nil && len(ev.Players) > 0 {
		opts := []app.UI{view.Tx("option", "—").Attr("value", "")}
		for _, pl := range ev.Players {
			n := strconv.Itoa(pl.ID)
			opts = append(opts, view.Option(n, pl.Name, c.draft.Player == n))
		}
		rows = append(rows, view.FieldRow("log-player", msg.T(l, "app.log.player"),
			view.El("select#log-player", opts...).OnChange(func(ctx app.Context, e app.Event) {
				c.setPlayer(ctx.JSSrc().Get("value").String()) // the roster's team follows
				c.syncLog(ctx)
			}),
		))
	}
	return rows
}

// reopen is the re-ruling's box (reopenBox) when saving re-rules the reopened incident, in
// ev; nil otherwise.
func (p *logBox) reopen(ev *eventlog.Event) app.UI {
	c := p.S
	if c.reopened == nil || ev == nil || c.reopened.Event != ev.ID {
		return nil
	}
	return &reopenBox{Lang: p.Lang, Gen: p.Gen, S: c}
}

func (c *toolsCore) save(ctx app.Context) {
	t := c.t
	ev := c.event()
	if ev == nil || t.Res == nil || c.saving {
		return
	}
	c.touch()
	if _, bad := c.draft.session(t.Lang); bad != "" {
		c.saveErr = bad
		return
	}
	edits := map[int]string(nil)
	if c.announce {
		edits = c.edits
	}
	in, err := c.caseDraft().Incident(ev, t.RS, t.Calc, t.Vals, edits, logstore.NowMinute())
	if err != nil {
		c.saveErr = engine.ErrorMessage(err, t.Lang, texts.KeyLogErrStore)
		return
	}
	if c.supersedes(ev) {
		c.supersede(ctx, in, ev.Name)
		return
	}
	c.saving, c.saved, c.saveErr = true, "", ""
	view.SaveIncident(ctx, t.Lang, in, ev.Name, c.answer, func(ctx app.Context, got eventlog.Incident, saved, failed string, q logstore.FirstQuestion) {
		c.touch()
		c.saving, c.saved, c.saveErr, c.ask = false, saved, failed, q
		if failed != "" || q.N > 0 {
			return
		}
		c.answer = logstore.NotAsked
		view.SetOpenEvent(ctx, got.Event)
		c.storeMode, _ = logstore.TheLog.State()
		c.logged()
		ctx.NewAction(actionFormClear) // logged: the form starts the next case blank
	})
}

// logged starts "Log it" over once a case is saved: the panel closes (the next tap opens it on
// the next case, the saved line stays until then), and the next case's place, parties and player
// come from its own form or start blank, never from the case just logged; the session goes on.
func (c *toolsCore) logged() {
	c.touch()
	c.open = ""
	c.draft = LogDraft{Session: c.draft.Session}
	c.typed = nil
	clear(asking) // a question beside the form was this case's (remember.go): unanswered, it held for it only
}

// caseDraft is what "Log it" logs now: the director's entries, the place from the form where
// the director typed none.
func (c *toolsCore) caseDraft() LogDraft {
	return c.draft.FromForm(c.t.Calc, c.t.Vals, c.typed)
}

// setTyped records that the director set "Log it"'s field what ("round", "table", "board"):
// the form's own no longer replaces it.
func (c *toolsCore) setTyped(what string) {
	if c.typed == nil {
		c.typed = map[string]bool{}
	}
	c.typed[what] = true
}

// setPlayer picks the case's player (its number as text); the team of the player's roster
// entry follows (WithPlayer).
func (c *toolsCore) setPlayer(n string) {
	c.touch()
	var keys []string
	if c.t.Res != nil {
		keys = eventlog.PartyKeys(c.t.Res)
	}
	c.draft = c.draft.WithPlayer(c.event(), keys, n)
}

// playerTeam binds the team of the case's player (picked beside "From the log" before the
// event was read) where no team is bound yet.
func (c *toolsCore) playerTeam() {
	if c.draft.Player == "" || c.t.Res == nil {
		return
	}
	d := c.draft.WithPlayer(c.event(), eventlog.PartyKeys(c.t.Res), c.draft.Player)
	if c.draft.Parties == nil {
		c.draft.Parties = map[string]string{}
	}
	for k, v := range d.Parties {
		if c.draft.Parties[k] == "" {
			c.draft.Parties[k] = v
		}
	}
}

// syncLog writes "Log it"'s values into its controls once drawn: go-app sets neither an empty
// value nor a select's new choice on a control already drawn, so a place the form no longer
// gives, or a team that followed its player, would keep showing the old one.
func (c *toolsCore) syncLog(ctx app.Context) {
	if c.open != "log" {
		return
	}
	d := c.caseDraft()
	vals := map[string]string{"log-round": d.Round, "log-table": d.Table, "log-board": d.Board, "log-player": d.Player}
	for k, v := range d.Parties {
		vals["log-party-"+k] = v
	}
	ctx.Defer(func(ctx app.Context) {
		for id, v := range vals {
			el := app.Window().GetElementByID(id)
			if el == nil || !el.Truthy() || el.Get("value").String() == v {
				continue
			}
			if el.Get("type").String() == "select-one" {
				if v == "" {
					el.Set("selectedIndex", 0) // "—": none picked
					continue
				}
				selectValue(el, v)
				continue
			}
			el.Set("value", v)
		}
	})
}

// answerFirst takes the director's answer to the question asked before their first ruling in
// the event, and saves (the question goes once saved: see questionView).
func (c *toolsCore) answerFirst(ctx app.Context, a logstore.FirstAnswer) {
	c.answer = a
	c.save(ctx)
}

// rulingNumInput is a numeric text input of the log panel with value val and on-input h.
func rulingNumInput(id, val string, h app.EventHandler) app.UI {
	return view.InputEl("text", id, "").Attr("inputmode", "numeric").Attr("value", val).OnInput(h)
}
