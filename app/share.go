package main

import (
	"context"
	"errors"
	"math"
	"strconv"
	"strings"

	"arbiter/app/internal/browser"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// codec is the share-link codec over this build's rulesets.
var codec = link.New(rulesets.Get)

// shareURL is the link to the ruling page on this origin and base: <base>r?r=<code>&n=<note>.
func shareURL(origin, code, note string) string {
	return link.URL(origin+href("/r"), code, note)
}

// parseNumber reads a number typed in any of the app's languages ("−1,5", "2.25", "3 IMP").
func parseNumber(s string) (float64, bool) {
	s = engine.Replace(strings.TrimSpace(s), "\u2212", "-", "\u00a0", "", " ", "", ",", ".")
	end := len(s)
	for i, r := range s {
		if !(r >= '0' && r <= '9' || r == '-' || r == '+' || r == '.') {
			end = i
			break
		}
	}
	x, err := strconv.ParseFloat(s[:end], 64)
	if err != nil || math.IsInf(x, 0) || math.IsNaN(x) || math.Abs(x) > 1e12 {
		return 0, false
	}
	return x, true
}

// announcedResult is res with the director's edits (out index → text) applied to its numeric
// and yes/no outs; the index of the first edit that does not read is returned with an error.
func announcedResult(res *engine.Result, edits map[int]string) (*engine.Result, int, error) {
	if res == nil {
		return nil, -1, errors.New("no result")
	}
	cp := *res
	cp.Parties = make([]engine.Party, len(res.Parties))
	i := 0
	for p := range res.Parties {
		cp.Parties[p] = res.Parties[p]
		cp.Parties[p].Outs = append([]engine.Out(nil), res.Parties[p].Outs...)
		for o := range cp.Parties[p].Outs {
			if t, ok := edits[i]; ok {
				out := &cp.Parties[p].Outs[o]
				switch {
				case out.IsB:
					out.Bool = t == "1" || strings.EqualFold(t, "true")
				case out.Str != "":
					out.Str = strings.TrimSpace(t)
				default:
					x, ok := parseNumber(t)
					if !ok {
						return nil, i, errors.New("not a number")
					}
					out.Num = x
				}
			}
			i++
		}
	}
	return &cp, -1, nil
}

// paramsFor is the parameter table of an event: its ruleset at its data version with its club
// values.
func paramsFor(rs *engine.Ruleset, ev *eventlog.Event) *engine.Params {
	return link.Ruling{DataVersion: ev.DataVersion, Club: link.ClubFrom(rs, ev.DataVersion, ev.Club)}.Params(rs)
}

// rulingTools is the "Log it" and "Share" panel under every calculator.
type rulingTools struct {
	app.Compo
	Lang msg.Lang
	RS   *engine.Ruleset
	Calc *engine.Calculator
	Vals engine.Values
	Res  *engine.Result
	Club map[string]float64 // the club values the form computed with

	open      string // "", "log", "share"
	announce  bool
	edits     map[int]string
	editErr   int
	note      string
	copied    string
	events    []eventlog.Event
	evID      string
	draft     logDraft
	saving    bool
	saved     string
	saveErr   string
	storeMode logMode
}

// logDraft is what "Log it" adds to the calculation: where and whom it concerns.
type logDraft struct {
	Round, Table, Board, Player string
	Parties                     map[string]string // role → participant number
	Notes                       string
}

func (d logDraft) num(s string) int {
	n, _ := strconv.Atoi(strings.TrimSpace(s))
	return n
}

// incident builds the incident to log in ev: the calculation recomputed with the event's data
// version and club values, the announced outs, the parties bound.
func (d logDraft) incident(ev *eventlog.Event, rs *engine.Ruleset, calc *engine.Calculator, vals engine.Values, edits map[int]string, at eventlog.Minute) (eventlog.Incident, error) {
	res, err := calc.Run(paramsFor(rs, ev), vals)
	if err != nil {
		return eventlog.Incident{}, err
	}
	in := eventlog.Incident{Event: ev.ID, Time: at, Round: d.num(d.Round), Table: d.num(d.Table), Board: d.num(d.Board),
		Player: d.num(d.Player), Calculator: calc.ID, Values: vals, Result: eventlog.Summary(res),
		Notes: strings.TrimSpace(d.Notes), Status: eventlog.Active}
	if in.Player != 0 {
		for _, p := range ev.Players {
			if p.ID == in.Player {
				in.Team = p.Team
			}
		}
	}
	if ev.Form == eventlog.FormPref {
		in.Game = in.Board
		in.Board = 0
	}
	for _, p := range res.Parties {
		if n := d.num(d.Parties[p.Role]); n > 0 {
			dup := false
			for _, b := range in.Parties {
				dup = dup || b.Role == p.Role
			}
			if !dup {
				in.Parties = append(in.Parties, eventlog.PartyRef{Role: p.Role, Number: n})
			}
		}
	}
	if len(edits) > 0 {
		a, _, err := announcedResult(res, edits)
		if err != nil {
			return eventlog.Incident{}, err
		}
		if len(link.AnnouncedFrom(res, a)) > 0 {
			in.Announced = eventlog.Summary(a)
		}
	}
	return in, nil
}

func (t *rulingTools) OnMount(ctx app.Context) {
	t.storeMode, _ = theLog.state()
}

func (t *rulingTools) OnUpdate(ctx app.Context) {
	t.copied = ""
}

// ruling is the link's content for the current inputs and announced result.
func (t *rulingTools) ruling() (link.Ruling, error) {
	r := link.Ruling{Ruleset: t.RS.ID, DataVersion: t.RS.Version, Calculator: t.Calc.ID, Values: t.Vals}
	r.Club = link.ClubFrom(t.RS, t.RS.Version, t.Club)
	if t.announce && len(t.edits) > 0 {
		a, i, err := announcedResult(t.Res, t.edits)
		t.editErr = i
		if err != nil {
			return r, err
		}
		r.Announced = link.AnnouncedFrom(t.Res, a)
	}
	return r, nil
}

func (t *rulingTools) url() (string, string) {
	r, err := t.ruling()
	if err != nil {
		return "", msg.T(t.Lang, "app.share.err.announced")
	}
	code, err := codec.Encode(r)
	if err != nil {
		return "", engine.ErrorMessage(err, t.Lang, "")
	}
	return shareURL(browser.Origin(), code, t.note), ""
}

func (t *rulingTools) toggle(what string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if t.open == what {
			t.open = ""
			return
		}
		t.open = what
		t.saved, t.saveErr, t.copied = "", "", ""
		if what == "log" {
			t.loadEvents(ctx)
		}
	}
}

func (t *rulingTools) loadEvents(ctx app.Context) {
	want := openEventID(ctx)
	var evs []eventlog.Event
	withLog(ctx, func(s eventlog.Store) {
		all, _ := s.ListEvents(context.Background())
		for _, e := range all {
			if e.Ruleset == t.RS.ID {
				evs = append(evs, e)
			}
		}
	}, func(ctx app.Context) {
		t.events = evs
		t.storeMode, _ = theLog.state()
		t.evID = ""
		for _, e := range evs {
			if e.ID == want || t.evID == "" {
				t.evID = e.ID
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
	edits := map[int]string(nil)
	if t.announce {
		edits = t.edits
	}
	in, err := t.draft.incident(ev, t.RS, t.Calc, t.Vals, edits, nowMinute())
	if err != nil {
		t.saveErr = engine.ErrorMessage(err, t.Lang, keyLogErrStore)
		return
	}
	t.saving, t.saved, t.saveErr = true, "", ""
	saveIncident(ctx, t.Lang, in, ev.Name, func(ctx app.Context, got eventlog.Incident, saved, failed string) {
		t.saving, t.saved, t.saveErr = false, saved, failed
		if failed != "" {
			return
		}
		setOpenEvent(ctx, got.Event)
		t.storeMode, _ = theLog.state()
		t.draft.Notes = ""
	})
}

func (t *rulingTools) share(ctx app.Context, e app.Event) {
	u, bad := t.url()
	if bad != "" {
		return
	}
	title := msg.T(t.Lang, t.Calc.TitleKey())
	browser.ShareOrCopy(u, title, func(how string) {
		ctx.Dispatch(func(ctx app.Context) { t.copied = how })
	})
}

func (t *rulingTools) Render() app.UI {
	l := t.Lang
	if t.Calc == nil || t.Res == nil {
		return el("div#ruling-tools")
	}
	outs := link.Outs(t.Res)
	body := []app.UI{
		el("div.tool-row",
			tx("button#log-it.btn", msg.T(l, "app.log.it")).Aria("expanded", t.open == "log").OnClick(t.toggle("log")),
			tx("button#share.btn", msg.T(l, "app.share.it")).Aria("expanded", t.open == "share").OnClick(t.toggle("share")),
		),
	}
	if t.open != "" {
		body = append(body, el("div.check",
			checked(inputEl("checkbox", "announce", ""), t.announce).OnChange(func(ctx app.Context, e app.Event) {
				t.announce = ctx.JSSrc().Get("checked").Bool()
				if t.edits == nil {
					t.edits = map[int]string{}
				}
			}),
			labelFor("announce", msg.T(l, "app.share.announce")),
		))
		if t.announce {
			rows := []app.UI{tx("legend", msg.T(l, "app.share.announced"))}
			for i, o := range outs {
				i, o := i, o
				if o.Str != "" {
					continue
				}
				id := "ann-" + strconv.Itoa(i)
				val, ok := t.edits[i]
				if !ok {
					val = msg.Number(msg.EN, o.Num, o.Prec)
					if o.IsB {
						val = "0"
						if o.Bool {
							val = "1"
						}
					}
				}
				lbl := roleLabel(l, o.Role) + " · " + outLabel(l, t.Calc.ID, o.Name)
				rows = append(rows, fieldRow(id, lbl,
					el("div.control",
						inputEl("text", id, "").Attr("inputmode", "decimal").Attr("value", val).Aria("invalid", t.editErr == i).
							OnInput(func(ctx app.Context, e app.Event) {
								t.edits[i] = ctx.JSSrc().Get("value").String()
								t.editErr = -1
							}),
						tx("span.unit", unitLabel(l, o.Unit)),
					),
				))
			}
			body = append(body, el("fieldset.announced", rows...))
		}
	}
	switch t.open {
	case "share":
		body = append(body, t.renderShare())
	case "log":
		body = append(body, t.renderLog())
	}
	return el("section#ruling-tools.ruling-tools", body...).Aria("label", msg.T(l, "app.share.tools"))
}

func (t *rulingTools) renderShare() app.UI {
	l := t.Lang
	u, bad := t.url()
	if bad != "" {
		return tx("p#share-error.error", bad).Role("alert")
	}
	label := msg.T(l, "app.share.qr")
	var done app.UI // nil (no element) until the link was shared or copied
	if t.copied != "" {
		done = tx("p#share-done", msg.T(l, "app.share."+t.copied)).Role("status")
	}
	return el("div#share-box.share-box",
		fieldRow("share-note", msg.T(l, "app.share.note"),
			tx("textarea#share-note", t.note).Attr("rows", 2).Attr("maxlength", link.MaxNoteLen).
				Aria("describedby", "share-note-help").
				OnInput(func(ctx app.Context, e app.Event) { t.note = ctx.JSSrc().Get("value").String() }),
			tx("p#share-note-help.help", msg.T(l, "app.share.note.help", msg.A("max", link.MaxNoteLen))),
		),
		fieldRow("share-url", msg.T(l, "app.share.link"),
			inputEl("text", "share-url", "").Attr("readonly", true).Attr("value", u).Attr("spellcheck", "false"),
		),
		el("div.tool-row",
			tx("button#share-send.btn", msg.T(l, "app.share.send")).OnClick(t.share),
			tx("a#share-open.btn.btn-quiet", msg.T(l, "app.share.preview")).Attr("href", u),
		),
		done,
		el("div.qr-box", app.Raw(qrSVG(u, label))),
	)
}

func (t *rulingTools) renderLog() app.UI {
	l := t.Lang
	if len(t.events) == 0 {
		return el("div#log-box.log-box",
			tx("p", msg.T(l, "app.log.noevent")),
			anchor("a#log-new-event.btn", "/log?new="+t.RS.ID, msg.T(l, "app.log.event.new")),
		)
	}
	ev := t.event()
	field := func(id, key, val string, set func(string)) app.UI {
		return fieldRow(id, msg.T(l, key),
			rulingNumInput(id, val, func(ctx app.Context, e app.Event) { set(ctx.JSSrc().Get("value").String()) }))
	}
	board := "app.log.board"
	if ev != nil && ev.Form == eventlog.FormPref {
		board = "app.log.game"
	}
	rows := []app.UI{
		rulingEventField(l, "log-event", t.events, &t.evID),
		el("div.grid3",
			field("log-round", "app.log.round", t.draft.Round, func(s string) { t.draft.Round = s }),
			field("log-table", "app.log.table", t.draft.Table, func(s string) { t.draft.Table = s }),
			field("log-board", board, t.draft.Board, func(s string) { t.draft.Board = s }),
		),
	}
	if t.draft.Parties == nil {
		t.draft.Parties = map[string]string{}
	}
	for _, p := range t.Res.Parties {
		role := p.Role
		id := "log-party-" + role
		val := t.draft.Parties[role]
		set := func(ctx app.Context, e app.Event) { t.draft.Parties[role] = ctx.JSSrc().Get("value").String() }
		var control app.UI
		if ev != nil && len(ev.Participants) > 0 {
			opts := []app.UI{tx("option", "—").Attr("value", "")}
			for _, pp := range ev.Participants {
				n := strconv.Itoa(pp.Number)
				opts = append(opts, option(n, participantName(pp), val == n))
			}
			control = el("select", opts...).ID(id).OnChange(set)
		} else {
			control = rulingNumInput(id, val, set)
		}
		rows = append(rows, fieldRow(id, roleLabel(l, role), control))
	}
	if ev != nil && len(ev.Players) > 0 {
		opts := []app.UI{tx("option", "—").Attr("value", "")}
		for _, p := range ev.Players {
			n := strconv.Itoa(p.ID)
			opts = append(opts, option(n, p.Name, t.draft.Player == n))
		}
		rows = append(rows, fieldRow("log-player", msg.T(l, "app.log.player"),
			el("select#log-player", opts...).OnChange(func(ctx app.Context, e app.Event) {
				t.draft.Player = ctx.JSSrc().Get("value").String()
			}),
		))
	}
	rows = append(rows,
		fieldRow("log-notes", msg.T(l, "app.log.notes"),
			tx("textarea#log-notes", t.draft.Notes).Attr("rows", 2).Attr("maxlength", eventlog.MaxNotes).
				OnInput(func(ctx app.Context, e app.Event) { t.draft.Notes = ctx.JSSrc().Get("value").String() }),
		),
		tx("button#log-save.btn", msg.T(l, "app.log.save")).Attr("disabled", t.saving).OnClick(t.save),
	)
	if t.saving {
		rows = append(rows, tx("p", msg.T(l, "app.log.saving")).Role("status"))
	}
	if t.saved != "" {
		rows = append(rows, el("p#log-saved",
			app.Text(t.saved+" "),
			anchor("a", "/log/event?id="+t.evID, msg.T(l, "app.log.view")),
		).Role("status"))
		if t.storeMode == logMemory {
			rows = append(rows, tx("p.error", msg.T(l, "app.log.banner")))
		}
	}
	if t.saveErr != "" {
		rows = append(rows, tx("p#log-error.error", t.saveErr).Role("alert"))
	}
	return el("div#log-box.log-box", rows...)
}

// rulingNumInput is a numeric text input of the log panel with value val and on-input h.
func rulingNumInput(id, val string, h app.EventHandler) app.UI {
	return inputEl("text", id, "").Attr("inputmode", "numeric").Attr("value", val).OnInput(h)
}

// rulingEventField is the "Event" row of the log panels (here and ruling.go): a select (id) of
// the events, the one with ID *evID selected; choosing one sets *evID.
func rulingEventField(l msg.Lang, id string, events []eventlog.Event, evID *string) app.UI {
	opts := make([]app.UI, 0, len(events))
	for _, e := range events {
		opts = append(opts, option(e.ID, e.Name+" · "+e.Date, e.ID == *evID))
	}
	return fieldRow(id, msg.T(l, "app.log.event"),
		el("select", opts...).ID(id).OnChange(func(ctx app.Context, e app.Event) {
			*evID = ctx.JSSrc().Get("value").String()
		}),
	)
}

func roleLabel(l msg.Lang, role string) string {
	if msg.Has("party." + role) {
		return msg.T(l, "party."+role)
	}
	return role
}

func participantName(p eventlog.Participant) string {
	if p.Name == "" {
		return strconv.Itoa(p.Number)
	}
	return strconv.Itoa(p.Number) + " · " + p.Name
}
