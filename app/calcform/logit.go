package calcform

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"arbiter/app/logstore"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// LogDraft is what "Log it" adds to the calculation: where and whom it concerns.
type LogDraft struct {
	Round, Table, Board, Player string
	Parties                     map[string]string // role → participant number
	Notes                       string
	Session                     string // the session's number in the event (blank: not given)
}

// placeFields are the form fields a case's place is read from, by the "Log it" field they
// fill: a calculator with a round, a table or a board of its own logs the case there.
var placeFields = []struct{ log, field string }{{"round", "round"}, {"table", "table"}, {"board", "board"}}

// FromForm is d with the round, table and board the director has not typed in "Log it" (typed,
// by "round", "table", "board") taken from the form: calc's whole-number field of that name in
// vals, blank where the form has none or leaves it blank. Never the previous case's.
func (d LogDraft) FromForm(calc *engine.Calculator, vals engine.Values, typed map[string]bool) LogDraft {
	for _, pf := range placeFields {
		if typed[pf.log] {
			continue
		}
		v := ""
		if calc != nil {
			if i := calc.Inputs.Index(pf.field); i >= 0 && calc.Inputs[i].Kind == engine.KInt && i < len(vals) && len(vals[i]) == 1 && vals[i][0] > 0 {
				v = strconv.FormatInt(vals[i][0], 10)
			}
		}
		switch pf.log {
		case "round":
			d.Round = v
		case "table":
			d.Table = v
		case "board":
			d.Board = v
		}
	}
	return d
}

// teamRoles are the roles of a result that name the player's own pair or team: the roster's
// team of a player picked in "Log it" binds them.
var teamRoles = []string{"offender", "team"}

// TeamOf is the participant number of player (its number as text) in ev's roster: the player's
// team when the roster names one that the event lists, else 0.
func TeamOf(ev *eventlog.Event, player string) int {
	n, err := strconv.Atoi(strings.TrimSpace(player))
	if ev == nil || err != nil || n <= 0 {
		return 0
	}
	for _, p := range ev.Players {
		if p.ID != n || p.Team <= 0 {
			continue
		}
		for _, pp := range ev.Participants {
			if pp.Number == p.Team {
				return p.Team
			}
		}
	}
	return 0
}

// WithPlayer is d with player picked (its number as text, blank: none) and, when ev's roster
// gives the player a team, that team bound to the first party of each team role among keys
// (eventlog.PartyKeys of the result): the director may still pick another.
func (d LogDraft) WithPlayer(ev *eventlog.Event, keys []string, player string) LogDraft {
	d.Player = strings.TrimSpace(player)
	team := TeamOf(ev, d.Player)
	if team == 0 {
		return d
	}
	parties := make(map[string]string, len(d.Parties)+1)
	for k, v := range d.Parties {
		parties[k] = v
	}
	for _, key := range keys {
		if role, place := eventlog.SplitPartyKey(key); place <= 1 && slices.Contains(teamRoles, role) {
			parties[key] = strconv.Itoa(team)
		}
	}
	d.Parties = parties
	return d
}

func (d LogDraft) num(s string) int {
	n, _ := strconv.Atoi(strings.TrimSpace(s))
	return n
}

// session reads the session number: blank is none (0); anything but a whole number from 1 to
// eventlog.MaxSession is an error naming the field and its range.
func (d LogDraft) session(l msg.Lang) (int, string) {
	s := strings.TrimSpace(d.Session)
	if s == "" {
		return 0, ""
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > eventlog.MaxSession {
		return 0, msg.T(l, "app.log.err.session", msg.A("max", eventlog.MaxSession))
	}
	return n, ""
}

// Incident builds the incident to log in ev: the calculation recomputed with the event's data
// version and club values, the announced outs, the parties bound.
func (d LogDraft) Incident(ev *eventlog.Event, rs *engine.Ruleset, calc *engine.Calculator, vals engine.Values, edits map[int]string, at eventlog.Minute) (eventlog.Incident, error) {
	res, err := calc.Run(ParamsFor(rs, ev), vals)
	if err != nil {
		return eventlog.Incident{}, err
	}
	in := eventlog.Incident{Event: ev.ID, Time: at, Round: d.num(d.Round), Table: d.num(d.Table), Board: d.num(d.Board),
		Player: d.num(d.Player), Calculator: calc.ID, Values: vals, Result: eventlog.Summary(res),
		Notes: strings.TrimSpace(d.Notes), Status: eventlog.Active}
	in.Session, _ = d.session(msg.EN) // save checks it first
	if in.Player != 0 {
		for _, p := range ev.Players {
			if p.ID == in.Player {
				in.Team = p.Team
			}
		}
	}
	if ev.Form.InGames() {
		in.Game = in.Board
		in.Board = 0
	}
	for _, key := range eventlog.PartyKeys(res) { // each party its own, where a role repeats
		if n := d.num(d.Parties[key]); n > 0 {
			if _, dup := in.BoundTo(key); !dup {
				in.Parties = append(in.Parties, eventlog.PartyRef{Role: key, Number: n})
			}
		}
	}
	if len(edits) > 0 {
		a, _, err := AnnouncedResult(res, edits)
		if err != nil {
			return eventlog.Incident{}, err
		}
		if len(link.AnnouncedFrom(res, a)) > 0 {
			in.Announced = eventlog.Summary(a)
		}
	}
	return in, nil
}

// LoggedCompute is how a logged case of ev is computed (as "Log it" computes it: the event's
// ruleset at its data version with its club values), for eventlog.StaleResults.
func LoggedCompute(ev *eventlog.Event) eventlog.Compute {
	rs := rulesets.Get(ev.Ruleset)
	return func(in *eventlog.Incident, vals engine.Values) ([]eventlog.Out, error) {
		var c *engine.Calculator
		if rs != nil {
			c = rs.Calculator(in.Calculator)
		}
		if c == nil {
			return nil, &engine.Error{Code: engine.ENOTFOUND, Key: eventlog.KeyCalculator, Field: in.Calculator}
		}
		res, err := c.Run(ParamsFor(rs, ev), vals)
		if err != nil {
			return nil, err
		}
		return eventlog.Summary(res), nil
	}
}

// ParamsFor is the parameter table of an event: its ruleset at its data version with its club
// values.
func ParamsFor(rs *engine.Ruleset, ev *eventlog.Event) *engine.Params {
	return link.Ruling{DataVersion: ev.DataVersion, Club: link.ClubFrom(rs, ev.DataVersion, ev.Club)}.Params(rs)
}

func (t *rulingTools) loadEvents(ctx app.Context) {
	want := view.OpenEventID(ctx)
	reEv, reN := reopenRef(t.Reopen)
	if reEv != "" {
		want = reEv // a re-ruled incident's event
	}
	var evs []eventlog.Event
	var old *eventlog.Incident
	reFor := t.Reopen
	t.me = logstore.ThisDirector(ctx.LocalStorage())
	view.WithLog(ctx, func(s eventlog.Store) {
		all, _ := s.ListEvents(context.Background())
		for _, e := range all {
			if e.Ruleset == t.RS.ID {
				evs = append(evs, e)
			}
		}
		if reEv != "" {
			if in, err := s.GetIncident(context.Background(), reEv, reN); err == nil && in.Status == eventlog.Active && in.Calculator == t.Calc.ID {
				old = &in
			}
		}
	}, func(ctx app.Context) {
		if reFor != t.reopenFor {
			t.reopenFor = reFor
			t.useReopened(old)
		}
		t.events = evs
		t.storeMode, _ = logstore.TheLog.State()
		t.evID = ""
		for _, e := range evs {
			if e.ID == want || t.evID == "" {
				t.evID = e.ID
			}
		}
		t.playerTeam()
		// whose ruling the re-ruled one is, when the log says (a revocation rule may allow
		// only theirs)
		t.revKnown = false
		if c, ev := t.revocationCalc(), t.event(); c != nil && t.reopened != nil && ev != nil {
			if o := logstore.OwnerOf(ev, t.reopened); o != "" {
				t.revKnown = true
				t.answerRevocation(c.Revocation.SameDirector, o == t.me.ID)
			}
		}
	})
}

func (t *rulingTools) event() *eventlog.Event {
	for i := range t.events {
		if t.events[i].ID == t.evID {
			return &t.events[i]
		}
	}
	return nil
}

func (t *rulingTools) save(ctx app.Context, e app.Event) {
	ev := t.event()
	if ev == nil || t.Res == nil || t.saving {
		return
	}
	if _, bad := t.draft.session(t.Lang); bad != "" {
		t.saveErr = bad
		return
	}
	edits := map[int]string(nil)
	if t.announce {
		edits = t.edits
	}
	in, err := t.caseDraft().Incident(ev, t.RS, t.Calc, t.Vals, edits, logstore.NowMinute())
	if err != nil {
		t.saveErr = engine.ErrorMessage(err, t.Lang, texts.KeyLogErrStore)
		return
	}
	if t.supersedes(ev) {
		t.supersede(ctx, in, ev.Name)
		return
	}
	t.saving, t.saved, t.saveErr = true, "", ""
	view.SaveIncident(ctx, t.Lang, in, ev.Name, t.answer, func(ctx app.Context, got eventlog.Incident, saved, failed string, q logstore.FirstQuestion) {
		t.saving, t.saved, t.saveErr, t.ask = false, saved, failed, q
		if failed != "" || q.N > 0 {
			return
		}
		t.answer = logstore.NotAsked
		view.SetOpenEvent(ctx, got.Event)
		t.storeMode, _ = logstore.TheLog.State()
		t.logged()
		ctx.NewAction(actionFormClear) // logged: the form starts the next case blank
	})
}

// logged starts "Log it" over once a case is saved: the panel closes (the next tap opens it on
// the next case, the saved line stays until then), and the next case's place, parties and player
// come from its own form or start blank, never from the case just logged; the session goes on.
func (t *rulingTools) logged() {
	t.open = ""
	t.draft = LogDraft{Session: t.draft.Session}
	t.typed = nil
	clear(asking) // a question beside the form was this case's (remember.go): unanswered, it held for it only
}

// caseDraft is what "Log it" logs now: the director's entries, the place from the form where
// the director typed none.
func (t *rulingTools) caseDraft() LogDraft {
	return t.draft.FromForm(t.Calc, t.Vals, t.typed)
}

// setTyped records that the director set "Log it"'s field what ("round", "table", "board"):
// the form's own no longer replaces it.
func (t *rulingTools) setTyped(what string) {
	if t.typed == nil {
		t.typed = map[string]bool{}
	}
	t.typed[what] = true
}

// setPlayer picks the case's player (its number as text); the team of the player's roster
// entry follows (WithPlayer).
func (t *rulingTools) setPlayer(n string) {
	var keys []string
	if t.Res != nil {
		keys = eventlog.PartyKeys(t.Res)
	}
	t.draft = t.draft.WithPlayer(t.event(), keys, n)
}

// playerTeam binds the team of the case's player (picked beside "From the log" before the
// event was read) where no team is bound yet.
func (t *rulingTools) playerTeam() {
	if t.draft.Player == "" || t.Res == nil {
		return
	}
	d := t.draft.WithPlayer(t.event(), eventlog.PartyKeys(t.Res), t.draft.Player)
	if t.draft.Parties == nil {
		t.draft.Parties = map[string]string{}
	}
	for k, v := range d.Parties {
		if t.draft.Parties[k] == "" {
			t.draft.Parties[k] = v
		}
	}
}

// syncLog writes "Log it"'s values into its controls once drawn: go-app sets neither an empty
// value nor a select's new choice on a control already drawn, so a place the form no longer
// gives, or a team that followed its player, would keep showing the old one.
func (t *rulingTools) syncLog(ctx app.Context) {
	if t.open != "log" {
		return
	}
	d := t.caseDraft()
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
func (t *rulingTools) answerFirst(ctx app.Context, a logstore.FirstAnswer) {
	t.answer = a
	t.save(ctx, app.Event{})
}

func (t *rulingTools) renderLog() app.UI {
	l := t.Lang
	if len(t.events) == 0 {
		return view.El("div#log-box.log-box",
			view.Tx("p", msg.T(l, "app.log.noevent")),
			view.Anchor("a#log-new-event.btn", "/log?new="+t.RS.ID, msg.T(l, "app.log.event.new")),
		)
	}
	ev := t.event()
	d := t.caseDraft() // the place from this case's form where the director typed none
	field := func(id, key, val string, set func(string)) app.UI {
		return view.FieldRow(id, msg.T(l, key),
			rulingNumInput(id, val, func(ctx app.Context, e app.Event) { set(ctx.JSSrc().Get("value").String()) }))
	}
	board := "app.log.board"
	if ev != nil && ev.Form.InGames() {
		board = "app.log.game"
	}
	rows := []app.UI{
		view.RulingEventField(l, "log-event", t.events, &t.evID, func(ctx app.Context) {
			t.ask, t.answer = logstore.FirstQuestion{}, logstore.NotAsked // the question was about the other event
			ctx.NewActionWithValue(actionFormEvent, t.evID)               // the form's event fields follow
		}),
		view.El("div.grid3",
			view.FieldRow("log-session", msg.T(l, "app.log.session"), rulingNumInput("log-session", t.draft.Session, func(ctx app.Context, e app.Event) {
				t.draft.Session = ctx.JSSrc().Get("value").String()
				ctx.NewActionWithValue(actionFormSession, t.draft.Session) // the form's feeds count that session
			})),
			field("log-round", "app.log.round", d.Round, func(s string) { t.draft.Round = s; t.setTyped("round") }),
			field("log-table", "app.log.table", d.Table, func(s string) { t.draft.Table = s; t.setTyped("table") }),
			field("log-board", board, d.Board, func(s string) { t.draft.Board = s; t.setTyped("board") }),
		),
	}
	if t.draft.Parties == nil {
		t.draft.Parties = map[string]string{}
	}
	keys := eventlog.PartyKeys(t.Res)
	for i, p := range t.Res.Parties {
		key := keys[i] // several players of a sheet: a picker each
		id := "log-party-" + key
		val := t.draft.Parties[key]
		set := func(ctx app.Context, e app.Event) { t.draft.Parties[key] = ctx.JSSrc().Get("value").String() }
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
		many := slices.ContainsFunc(keys, func(k string) bool { r, n := eventlog.SplitPartyKey(k); return r == p.Role && n > 1 })
		rows = append(rows, view.FieldRow(id, PartyKeyLabel(l, key, many), control))
	}
	if ev != nil && len(ev.Players) > 0 {
		opts := []app.UI{view.Tx("option", "—").Attr("value", "")}
		for _, p := range ev.Players {
			n := strconv.Itoa(p.ID)
			opts = append(opts, view.Option(n, p.Name, t.draft.Player == n))
		}
		rows = append(rows, view.FieldRow("log-player", msg.T(l, "app.log.player"),
			view.El("select#log-player", opts...).OnChange(func(ctx app.Context, e app.Event) {
				t.setPlayer(ctx.JSSrc().Get("value").String()) // the roster's team follows
				t.syncLog(ctx)
			}),
		))
	}
	rows = append(rows,
		view.FieldRow("log-notes", msg.T(l, "app.log.notes"),
			view.Tx("textarea#log-notes", t.draft.Notes).Attr("rows", 2).Attr("maxlength", eventlog.MaxNotes).
				OnInput(func(ctx app.Context, e app.Event) { t.draft.Notes = ctx.JSSrc().Get("value").String() }),
		),
		t.renderReopen(ev),
		view.NameHint(l, ev, t.me),
		view.Tx("button#log-save.btn", msg.T(l, "app.log.save")).Attr("disabled", t.saving || t.ask.N > 0).OnClick(func(ctx app.Context, e app.Event) {
			t.answer = logstore.NotAsked // a question not answered yet is asked again
			t.save(ctx, e)
		}),
		view.QuestionView(l, t.ask, t.saving, t.answerFirst),
	)
	if t.saving {
		rows = append(rows, view.Tx("p", msg.T(l, "app.log.saving")).Role("status"))
	}
	if t.saved != "" {
		rows = append(rows, view.El("p#log-saved",
			app.Text(t.saved+" "),
			view.Anchor("a", "/log/event?id="+t.evID, msg.T(l, "app.log.view")),
		).Role("status"))
		if t.storeMode == logstore.Memory {
			rows = append(rows, view.Tx("p.error", msg.T(l, "app.log.banner")))
		}
	}
	if t.saveErr != "" {
		rows = append(rows, view.Tx("p#log-error.error", t.saveErr).Role("alert"))
	}
	return view.El("div#log-box.log-box", rows...)
}

// PartyKeyLabel names the party of key (eventlog.PartyKey) in l: its role, and, where the
// result has several parties of the role (many), its place among them ("Igrač 2").
func PartyKeyLabel(l msg.Lang, key string, many bool) string {
	role, place := eventlog.SplitPartyKey(key)
	if !many {
		return msg.PartyLabel(l, role)
	}
	return msg.T(l, "app.party.name", msg.A("role", msg.PartyLabel(l, role)), msg.A("name", msg.Int(l, int64(place))))
}

// rulingNumInput is a numeric text input of the log panel with value val and on-input h.
func rulingNumInput(id, val string, h app.EventHandler) app.UI {
	return view.InputEl("text", id, "").Attr("inputmode", "numeric").Attr("value", val).OnInput(h)
}
