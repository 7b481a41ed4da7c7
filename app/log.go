package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"time"

	"arbiter/app/internal/browser"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Routes of the log (query parameters, not path IDs: the generator pre-renders these pages and
// the worker serves them offline).
const (
	routeLog   = "/log"       // the events, a new event (?new=<ruleset>), export and import
	routeEvent = "/log/event" // ?id=<event>[&edit=1][&print=1]
	routeR     = "/r"         // ?r=<code>[&n=<note>]
)

// ---- the event form (create, edit) ----

// eventDraft is the event form's text, parsed by build.
type eventDraft struct {
	ID, Name, Date, Ruleset, DataVersion, Kind, Form, Top, Boards, Participants, Players, Club string
}

func newEventDraft(rs string, today string) eventDraft {
	if rulesets.Get(rs) == nil {
		rs = rulesets.Index()[0].ID
	}
	r := rulesets.Get(rs)
	d := eventDraft{Date: today, Ruleset: rs, DataVersion: strconv.Itoa(r.Version), Kind: string(eventlog.Pairs), Form: string(eventlog.FormMP)}
	if rs == "pref-club" {
		d.Kind, d.Form = string(eventlog.Individuals), string(eventlog.FormPref)
	}
	return d
}

func draftOf(e eventlog.Event) eventDraft {
	d := eventDraft{ID: e.ID, Name: e.Name, Date: e.Date, Ruleset: e.Ruleset, DataVersion: strconv.Itoa(e.DataVersion),
		Kind: string(e.Kind), Form: string(e.Form)}
	if e.Top != 0 {
		d.Top = strconv.Itoa(e.Top)
	}
	if e.Boards != 0 {
		d.Boards = strconv.Itoa(e.Boards)
	}
	var b strings.Builder
	for _, p := range e.Participants {
		fmt.Fprintf(&b, "%d %s\n", p.Number, p.Name)
	}
	d.Participants = strings.TrimSpace(b.String())
	b.Reset()
	for _, p := range e.Players {
		fmt.Fprintf(&b, "%d %s", p.ID, p.Name)
		if p.Team != 0 {
			fmt.Fprintf(&b, " @%d", p.Team)
		}
		b.WriteString("\n")
	}
	d.Players = strings.TrimSpace(b.String())
	keys := make([]string, 0, len(e.Club))
	for k := range e.Club {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	b.Reset()
	for _, k := range keys {
		fmt.Fprintf(&b, "%s = %s\n", k, strconv.FormatFloat(e.Club[k], 'f', -1, 64))
	}
	d.Club = strings.TrimSpace(b.String())
	return d
}

// newEventID makes an event ID: the time and a random part.
func newEventID() string {
	return "e" + strconv.FormatInt(time.Now().UnixMilli(), 36) + strconv.FormatInt(rand.Int64N(1<<30), 36)
}

// leadNumber splits "12 Name" into 12 and "Name" (0 when the line has no number).
func leadNumber(line string) (int, string) {
	line = strings.TrimSpace(line)
	i := 0
	for i < len(line) && line[i] >= '0' && line[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, line
	}
	n, _ := strconv.Atoi(line[:i])
	return n, strings.TrimSpace(strings.TrimLeft(line[i:], ".):"))
}

// build turns the form into an event, validated; the errors are positioned like
// "event.participants[2].name".
func (d eventDraft) build() (eventlog.Event, error) {
	e := eventlog.Event{ID: d.ID, Name: strings.TrimSpace(d.Name), Date: strings.TrimSpace(d.Date), Ruleset: d.Ruleset,
		Kind: eventlog.Kind(d.Kind), Form: eventlog.Form(d.Form)}
	if e.ID == "" {
		e.ID = newEventID()
	}
	var l engine.ErrorList
	num := func(s, where string) int {
		s = strings.TrimSpace(s)
		if s == "" {
			return 0
		}
		n, err := strconv.Atoi(s)
		if err != nil {
			l = append(l, logErr(engine.EINVALID, eventlog.KeyField, where))
		}
		return n
	}
	e.DataVersion = num(d.DataVersion, "event.data_version")
	e.Top = num(d.Top, "event.top")
	e.Boards = num(d.Boards, "event.boards")
	next := 1
	for _, line := range strings.Split(d.Participants, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		n, name := leadNumber(line)
		if n == 0 {
			n = next
		}
		next = n + 1
		e.Participants = append(e.Participants, eventlog.Participant{Number: n, Name: name})
	}
	next = 1
	for i, line := range strings.Split(d.Players, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		team := 0
		if j := strings.LastIndex(line, "@"); j >= 0 {
			team = num(line[j+1:], fmt.Sprintf("event.players[%d].team", i))
			line = line[:j]
		}
		n, name := leadNumber(line)
		if n == 0 {
			n = next
		}
		next = n + 1
		e.Players = append(e.Players, eventlog.Player{ID: n, Name: name, Team: team})
	}
	for _, line := range strings.Split(d.Club, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		x, good := parseNumber(v)
		k = strings.TrimSpace(k)
		if !ok || !good {
			l = append(l, logErr(engine.EINVALID, eventlog.KeyField, "event.club."+k))
			continue
		}
		if e.Club == nil {
			e.Club = map[string]float64{}
		}
		e.Club[k] = x
	}
	l = append(l, eventlog.CheckEvent(rulesets.Get, &e, "event")...)
	if len(l) > 0 {
		return e, l
	}
	return e, nil
}

// eventForm edits an event; Done is called with the saved event.
type eventForm struct {
	app.Compo
	Lang  msg.Lang
	Draft eventDraft
	Done  func(ctx app.Context, e eventlog.Event)

	d      eventDraft
	init   bool
	errs   string
	saving bool
}

func (f *eventForm) OnInit() { f.d = f.Draft }

func (f *eventForm) save(ctx app.Context, e app.Event) {
	e.PreventDefault()
	ev, err := f.d.build()
	if err != nil {
		f.errs = engine.ErrorMessage(err, f.Lang, keyLogErrStore)
		return
	}
	f.saving, f.errs = true, ""
	var serr error
	withLog(ctx, func(s eventlog.Store) { serr = s.PutEvent(context.Background(), ev) }, func(ctx app.Context) {
		f.saving = false
		if serr != nil {
			f.errs = engine.ErrorMessage(serr, f.Lang, keyLogErrStore)
			return
		}
		if f.Done != nil {
			f.Done(ctx, ev)
		}
	})
}

func (f *eventForm) Render() app.UI {
	l := f.Lang
	text := func(id, key string, dst *string, attrs ...string) app.UI {
		in := inputEl("text", id, "").Attr("value", *dst).OnInput(logValueTo(dst))
		for i := 0; i+1 < len(attrs); i += 2 {
			in = in.Attr(attrs[i], attrs[i+1])
		}
		return logField(l, id, key, in)
	}
	area := func(id, key, help string, dst *string) app.UI {
		hid := id + "-help"
		return logField(l, id, key,
			tx("textarea", *dst).ID(id).Attr("rows", 4).Aria("describedby", hid).Attr("spellcheck", "false").OnInput(logValueTo(dst)),
			logT(l, "p.help", help).ID(hid),
		)
	}
	sel := func(id, key, val string, opts []string, label func(string) string, h app.EventHandler) app.UI {
		items := make([]app.UI, len(opts))
		for i, o := range opts {
			items[i] = tx("option", label(o)).Attr("value", o).Attr("selected", o == val)
		}
		return logField(l, id, key, el("select", items...).ID(id).OnChange(h))
	}
	rsIDs := []string{rulesets.Scoring().ID}
	for _, e := range rulesets.Index() {
		rsIDs = append(rsIDs, e.ID)
	}
	kinds := []string{string(eventlog.Pairs), string(eventlog.Teams), string(eventlog.Individuals)}
	forms := []string{string(eventlog.FormMP), string(eventlog.FormCrossIMP), string(eventlog.FormButler), string(eventlog.FormIMPVP), string(eventlog.FormBAM), string(eventlog.FormPref)}
	var errs app.UI
	if f.errs != "" {
		errs = logAlert("p#event-error.error", f.errs)
	}
	return el("form#event-form.form",
		text("ev-name", "app.log.f.name", &f.d.Name, "maxlength", strconv.Itoa(eventlog.MaxName)),
		logField(l, "ev-date", "app.log.f.date", inputEl("date", "ev-date", "").Attr("value", f.d.Date).OnInput(logValueTo(&f.d.Date))),
		sel("ev-ruleset", "app.log.f.ruleset", f.d.Ruleset, rsIDs, func(id string) string { return rulesetName(l, rulesets.Get(id)) }, f.setRuleset),
		text("ev-version", "app.log.f.version", &f.d.DataVersion, "inputmode", "numeric"),
		sel("ev-kind", "app.log.f.kind", f.d.Kind, kinds, func(k string) string { return msg.T(l, "app.log.kind."+k) }, logValueTo(&f.d.Kind)),
		sel("ev-form", "app.log.f.form", f.d.Form, forms, func(k string) string { return msg.T(l, "app.log.form."+k) }, logValueTo(&f.d.Form)),
		el("div.grid3",
			text("ev-top", "app.log.f.top", &f.d.Top, "inputmode", "numeric"),
			text("ev-boards", "app.log.f.boards", &f.d.Boards, "inputmode", "numeric"),
		),
		area("ev-participants", "app.log.f.participants", "app.log.f.participants.help", &f.d.Participants),
		area("ev-players", "app.log.f.players", "app.log.f.players.help", &f.d.Players),
		area("ev-club", "app.log.f.club", "app.log.f.club.help", &f.d.Club),
		errs,
		logT(l, "button#event-save.btn", "app.log.event.save").Attr("type", "submit").Attr("disabled", f.saving),
	).OnSubmit(f.save)
}

// setRuleset is the ruleset select's handler: a new ruleset brings its data version.
func (f *eventForm) setRuleset(ctx app.Context, e app.Event) {
	s := ctx.JSSrc().Get("value").String()
	f.d.Ruleset = s
	if rs := rulesets.Get(s); rs != nil {
		f.d.DataVersion = strconv.Itoa(rs.Version)
	}
}

// ---- helpers of the log's render code (one call where go-app's chain is several) ----

// logT is an element holding a message: logT(l, "h2", "app.log.events").
func logT(l msg.Lang, spec, key string) app.HTMLElem { return tx(spec, msg.T(l, key)) }

// logBtn is a button labelled with a message, with its click handler.
func logBtn(l msg.Lang, spec, key string, h app.EventHandler) app.HTMLElem {
	return tx(spec, msg.T(l, key)).OnClick(h)
}

// logCancel is the quiet Cancel button of the log's forms and questions.
func logCancel(l msg.Lang, h app.EventHandler) app.HTMLElem {
	return logBtn(l, "button.btn.btn-quiet", "app.log.cancel", h)
}

// logAlert is an error message: tx(spec, text) with role="alert".
func logAlert(spec, text string) app.HTMLElem { return tx(spec, text).Role("alert") }

// logField is fieldRow labelled with the message key.
func logField(l msg.Lang, id, key string, kids ...app.UI) app.HTMLElem {
	return fieldRow(id, msg.T(l, key), kids...)
}

// logValueTo is an input's handler that keeps the element's value in *dst.
func logValueTo(dst *string) app.EventHandler {
	return func(ctx app.Context, e app.Event) { *dst = ctx.JSSrc().Get("value").String() }
}

// logEventPath is the path of an event's page (see href).
func logEventPath(id string) string { return routeEvent + "?id=" + id }

// ---- /log ----

// logPage lists the events; it creates one, exports the log and imports a file.
type logPage struct {
	app.Compo
	lang   msg.Lang
	ready  bool
	events []eventlog.Event
	counts map[string]int
	err    string
	newRS  string // the new-event form is open (for this ruleset)
	open   string
	stop   func()

	imp importState
}

// importState is an import in progress: the file parsed and compared, waiting for consent.
type importState struct {
	busy   bool
	err    string
	plan   *eventlog.Plan
	report string
}

func (p *logPage) OnMount(ctx app.Context) {
	observeLang(ctx, &p.lang)
	p.stop = watchLog(ctx, p.load)
}

func (p *logPage) OnDismount() {
	if p.stop != nil {
		p.stop()
	}
}

func (p *logPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle(msg.T(p.lang, "app.log.title") + " · " + msg.T(p.lang, "app.name"))
	if rs := ctx.Page().URL().Query().Get("new"); rs != "" {
		p.newRS = rs
	}
	p.load(ctx)
	markReady(ctx)
}

func (p *logPage) load(ctx app.Context) {
	var evs []eventlog.Event
	counts := map[string]int{}
	var err error
	withLog(ctx, func(s eventlog.Store) {
		evs, err = s.ListEvents(context.Background())
		for _, e := range evs {
			is, _ := s.ListIncidents(context.Background(), e.ID)
			counts[e.ID] = len(is)
		}
	}, func(ctx app.Context) {
		p.events, p.counts, p.ready = evs, counts, true
		p.open = openEventID(ctx)
		p.err = ""
		if err != nil {
			p.err = engine.ErrorMessage(err, p.lang, keyLogErrStore)
		}
	})
}

func (p *logPage) export(ctx app.Context, e app.Event) {
	var data []byte
	var err error
	withLog(ctx, func(s eventlog.Store) { data, err = eventlog.Export(context.Background(), s) }, func(ctx app.Context) {
		if err != nil {
			p.err = engine.ErrorMessage(err, p.lang, keyLogErrStore)
			return
		}
		browser.Download("arbiter-log-"+time.Now().Format("2006-01-02")+".json", "application/json", data)
	})
}

func (p *logPage) chooseFile(ctx app.Context, e app.Event) {
	p.imp = importState{busy: true}
	l := p.lang
	var st importState
	withLog(ctx, func(s eventlog.Store) {
		data, err := browser.ReadFile("import-file")
		if err != nil {
			st.err = msg.T(l, "app.log.import.read")
			return
		}
		st = planImport(context.Background(), s, data, l)
	}, func(ctx app.Context) { p.imp = st })
}

// planImport parses a file and compares it with the log; nothing is written.
func planImport(ctx context.Context, s eventlog.Store, data []byte, l msg.Lang) importState {
	doc, err := eventlog.Parse(data, rulesets.Get)
	if err != nil {
		return importState{err: engine.ErrorMessage(err, l, keyLogErrStore)}
	}
	plan, err := eventlog.NewPlan(ctx, s, doc)
	if err != nil {
		return importState{err: engine.ErrorMessage(err, l, keyLogErrStore)}
	}
	return importState{plan: plan}
}

func (p *logPage) apply(mode eventlog.Mode) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		plan := p.imp.plan
		if plan == nil {
			return
		}
		p.imp.busy = true
		l := p.lang
		var rep eventlog.Report
		var err error
		withLog(ctx, func(s eventlog.Store) { rep, err = s.Apply(context.Background(), plan, mode) }, func(ctx app.Context) {
			if err != nil {
				p.imp = importState{err: engine.ErrorMessage(err, l, keyLogErrStore)}
				return
			}
			p.imp = importState{report: reportText(l, rep)}
			p.load(ctx)
		})
	}
}

func reportText(l msg.Lang, r eventlog.Report) string {
	return msg.T(l, "app.log.import.done", msg.A("events", r.AddedEvents+r.ReplacedEvents), msg.A("incidents", r.AddedIncidents+r.ReplacedIncidents),
		msg.A("unchanged", r.Unchanged), msg.A("skipped", r.Skipped))
}

func (p *logPage) Render() app.UI {
	l := p.lang
	body := []app.UI{}
	if p.newRS != "" {
		body = append(body, el("section#new-event",
			logT(l, "h2", "app.log.event.new"),
			&eventForm{Lang: l, Draft: newEventDraft(p.newRS, nowMinute().Day()), Done: func(ctx app.Context, e eventlog.Event) {
				p.newRS = ""
				setOpenEvent(ctx, e.ID)
				ctx.Navigate(href(routeEvent) + "?id=" + e.ID)
			}},
			logCancel(l, func(ctx app.Context, e app.Event) { p.newRS = "" }),
		))
	} else {
		body = append(body, logBtn(l, "button#event-new.btn", "app.log.event.new",
			func(ctx app.Context, e app.Event) { p.newRS = rulesets.Index()[0].ID }))
	}
	state := "loading"
	if p.ready {
		state = "ready"
	}
	var items []app.UI
	for _, e := range p.events {
		cls := "event"
		label := e.Name
		if e.ID == p.open {
			cls += " open"
			label += " · " + msg.T(l, "app.log.open")
		}
		items = append(items, el("li",
			anchor("a.event-link", logEventPath(e.ID), label),
			tx("p.muted", e.Date+" · "+rulesetName(l, rulesets.Get(e.Ruleset))+" · "+
				msg.T(l, "app.log.count", msg.A("n", p.counts[e.ID]))),
		).Class(cls).DataSet("event", e.ID))
	}
	list := []app.UI{logT(l, "h2", "app.log.events")}
	if p.ready && len(p.events) == 0 {
		list = append(list, logT(l, "p#log-empty.muted", "app.log.empty"))
	}
	list = append(list, el("ul.tools.events", items...))
	body = append(body, el("section#log-list", list...).DataSet("state", state))
	if p.err != "" {
		body = append(body, logAlert("p.error", p.err))
	}
	body = append(body, el("section#log-io",
		logT(l, "h2", "app.log.io"),
		logBtn(l, "button#export-all.btn", "app.log.export", p.export),
		logField(l, "import-file", "app.log.import",
			inputEl("file", "import-file", "").Attr("accept", "application/json,.json").OnChange(p.chooseFile)),
		p.renderImport(),
	))
	return frame(l, msg.T(l, "app.log.title"), body...)
}

func (p *logPage) renderImport() app.UI {
	l := p.lang
	im := p.imp
	switch {
	case im.err != "":
		return logAlert("p#import-error.error", im.err)
	case im.report != "":
		return tx("p#import-done", im.report).Role("status")
	case im.plan != nil:
		pl := im.plan
		keys := [...]string{"app.log.plan.new.events", "app.log.plan.new.incidents", "app.log.plan.changed", "app.log.plan.same", "app.log.plan.skipped"}
		ns := [...]int{len(pl.NewEvents), len(pl.NewIncidents), len(pl.ChangedEvents) + len(pl.ChangedIncidents),
			len(pl.SameEvents) + len(pl.SameIncs), len(pl.Skipped[eventlog.KeepExisting])}
		rows := make([]app.UI, len(keys))
		for i, key := range keys {
			rows[i] = tx("li", msg.T(l, key, msg.A("n", ns[i])))
		}
		btns := []app.UI{logBtn(l, "button#import-keep.btn", "app.log.import.keep", p.apply(eventlog.KeepExisting)).Attr("disabled", im.busy)}
		if pl.Overwrites() {
			btns = append(btns, logBtn(l, "button#import-overwrite.btn.btn-quiet", "app.log.import.overwrite", p.apply(eventlog.Overwrite)).Attr("disabled", im.busy))
		}
		btns = append(btns, logBtn(l, "button#import-cancel.btn.btn-quiet", "app.log.cancel",
			func(ctx app.Context, e app.Event) { p.imp = importState{} }))
		return el("div#import-plan",
			logT(l, "p", "app.log.plan"),
			el("ul", rows...),
			el("div.tool-row", btns...),
		).Role("status")
	case im.busy:
		return logT(l, "p", "app.log.saving").Role("status")
	}
	return nil
}

// ---- /log/event ----

// eventPage is one event: its incidents, revocations, Zero Tolerance counts, penalties per
// pair or team, Preferans games; edit, export, print.
type eventPage struct {
	app.Compo
	lang   msg.Lang
	id     string
	print  bool
	ready  bool
	ev     eventlog.Event
	incs   []eventlog.Incident
	err    string
	edit   bool
	revoke int // the incident whose revocation is being typed
	reason string
	open   string
	stop   func()
	all    bool // show every incident, not only the newest pageSize
	del    bool // "delete this event?" is being asked
}

// pageSize is how many of the newest incidents the event page draws at first: drawing a
// 2,000-incident event whole took seconds on a phone-class CPU; the rest is one tap away,
// and the print view always has every incident.
const pageSize = 100

func (p *eventPage) OnMount(ctx app.Context) {
	observeLang(ctx, &p.lang)
	p.stop = watchLog(ctx, p.load)
}

func (p *eventPage) OnDismount() {
	if p.stop != nil {
		p.stop()
	}
}

func (p *eventPage) OnNav(ctx app.Context) {
	q := ctx.Page().URL().Query()
	p.id, p.print, p.edit = q.Get("id"), q.Get("print") != "", q.Get("edit") != ""
	p.load(ctx)
	markReady(ctx)
}

func (p *eventPage) load(ctx app.Context) {
	id := p.id
	var ev eventlog.Event
	var incs []eventlog.Incident
	var err error
	withLog(ctx, func(s eventlog.Store) {
		if ev, err = s.GetEvent(context.Background(), id); err == nil {
			incs, err = s.ListIncidents(context.Background(), id)
		}
	}, func(ctx app.Context) {
		p.ready = true
		p.open = openEventID(ctx)
		if err != nil {
			p.err = engine.ErrorMessage(err, p.lang, keyLogErrStore)
			return
		}
		p.ev, p.incs, p.err = ev, incs, ""
		ctx.Page().SetTitle(ev.Name + " · " + msg.T(p.lang, "app.name"))
	})
}

func (p *eventPage) exportEvent(ctx app.Context, e app.Event) {
	d := eventlog.Doc{Format: eventlog.Format, Schema: eventlog.SchemaVersion, Events: []eventlog.Event{p.ev}, Incidents: p.incs}
	if d.Incidents == nil {
		d.Incidents = []eventlog.Incident{}
	}
	data, err := json.MarshalIndent(d, "", " ")
	if err == nil {
		browser.Download("arbiter-"+p.ev.ID+".json", "application/json", data)
	}
}

// deleteEvent removes the event and all its incidents (one transaction), then shows the log.
func (p *eventPage) deleteEvent(ctx app.Context, e app.Event) {
	id := p.ev.ID
	var err error
	withLog(ctx, func(s eventlog.Store) {
		err = s.DeleteEvent(context.Background(), id)
	}, func(ctx app.Context) {
		p.del = false
		if err != nil {
			p.err = engine.ErrorMessage(err, p.lang, keyLogErrStore)
			return
		}
		if openEventID(ctx) == id {
			setOpenEvent(ctx, "")
		}
		ctx.Navigate(href(routeLog))
	})
}

func (p *eventPage) doRevoke(n int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		reason := strings.TrimSpace(p.reason)
		if reason == "" {
			p.err = msg.T(p.lang, "app.log.revoke.need")
			return
		}
		id := p.id
		var err error
		withLog(ctx, func(s eventlog.Store) {
			_, err = s.Revoke(context.Background(), id, n, reason, nowMinute())
		}, func(ctx app.Context) {
			if err != nil {
				p.err = engine.ErrorMessage(err, p.lang, keyLogErrStore)
				return
			}
			p.revoke, p.reason, p.err = 0, "", ""
			p.load(ctx)
		})
	}
}

func (p *eventPage) Render() app.UI {
	l := p.lang
	if !p.ready {
		return frame(l, msg.T(l, "app.log.title"), logT(l, "p.muted", "app.log.loading"))
	}
	if p.err != "" && p.ev.ID == "" {
		return frame(l, msg.T(l, "app.log.title"),
			logAlert("p#event-error.error", p.err),
			el("p", anchor("a", routeLog, msg.T(l, "app.log.title"))))
	}
	ev := &p.ev
	rs := rulesets.Get(ev.Ruleset)
	if p.edit {
		return frame(l, ev.Name, &eventForm{Lang: l, Draft: draftOf(*ev), Done: func(ctx app.Context, e eventlog.Event) {
			p.edit = false
			p.load(ctx)
		}}, logCancel(l, func(ctx app.Context, e app.Event) { p.edit = false }))
	}
	facts := []string{ev.Date, rulesetName(l, rs), msg.T(l, "app.ruling.data", msg.A("version", ev.DataVersion)),
		msg.T(l, "app.log.kind."+string(ev.Kind)), msg.T(l, "app.log.form."+string(ev.Form))}
	if ev.Top > 0 {
		facts = append(facts, msg.T(l, "app.log.f.top")+" "+strconv.Itoa(ev.Top))
	}
	if ev.Boards > 0 {
		facts = append(facts, msg.T(l, "app.log.f.boards")+" "+strconv.Itoa(ev.Boards))
	}
	body := []app.UI{
		el("nav.crumbs", anchor("a", routeLog, "← "+msg.T(l, "app.log.title"))),
		tx("p#event-facts.lead", strings.Join(facts, " · ")),
	}
	if len(ev.Club) > 0 {
		body = append(body, tx("p.muted", msg.T(l, "app.club")+": "+strings.ReplaceAll(draftOf(*ev).Club, "\n", "; ")))
	}
	if !p.print {
		var openBtn app.UI
		if p.open == ev.ID {
			openBtn = logT(l, "span#event-is-open.pill", "app.log.open")
		} else {
			openBtn = logBtn(l, "button#event-make-open.btn.btn-quiet", "app.log.make.open",
				func(ctx app.Context, e app.Event) { setOpenEvent(ctx, p.id); p.open = p.id })
		}
		body = append(body, el("div.tool-row",
			openBtn,
			logBtn(l, "button#event-edit.btn.btn-quiet", "app.log.event.edit", func(ctx app.Context, e app.Event) { p.edit = true }),
			logBtn(l, "button#event-export.btn.btn-quiet", "app.log.export.event", p.exportEvent),
			anchor("a#event-print.btn.btn-quiet", logEventPath(ev.ID)+"&print=1", msg.T(l, "app.log.print")),
			logBtn(l, "button#event-delete.btn.btn-quiet", "app.log.delete", func(ctx app.Context, e app.Event) { p.del = true }),
		))
		if p.del {
			body = append(body, el("div#event-delete-ask.notice",
				tx("p", msg.T(l, "app.log.delete.ask", msg.A("n", len(p.incs)))),
				el("div.tool-row",
					logBtn(l, "button#event-export-first.btn.btn-quiet", "app.log.export.event", p.exportEvent),
					logBtn(l, "button#event-delete-confirm.btn", "app.log.delete", p.deleteEvent),
					logCancel(l, func(ctx app.Context, e app.Event) { p.del = false }),
				),
			).Role("alertdialog"))
		}
	} else {
		body = append(body, el("div.tool-row.no-print",
			logBtn(l, "button.btn", "app.log.print.now", func(ctx app.Context, e app.Event) { browser.Print() }),
			anchor("a.btn.btn-quiet", logEventPath(ev.ID), msg.T(l, "app.log.back")),
		))
	}
	if p.err != "" {
		body = append(body, logAlert("p.error", p.err))
	}
	body = append(body, p.renderIncidents(rs))
	body = append(body, p.renderViews()...)
	title := ev.Name
	page := frame(l, title, body...)
	if p.print {
		return el("div.print-view", page)
	}
	return page
}

func (p *eventPage) partName(n int) string {
	for _, x := range p.ev.Participants {
		if x.Number == n {
			return participantName(x)
		}
	}
	return strconv.Itoa(n)
}

func (p *eventPage) playerName(id int) string {
	for _, x := range p.ev.Players {
		if x.ID == id {
			return x.Name
		}
	}
	return "#" + strconv.Itoa(id)
}

func logOut(o eventlog.Out) engine.Out {
	out := engine.Out{Name: o.Name, Num: o.Num, Unit: o.Unit, Prec: o.Prec, Str: o.Code}
	if o.Bool != nil {
		out.IsB, out.Bool = true, *o.Bool
	}
	return out
}

func outsText(l msg.Lang, calcID string, outs []eventlog.Out) string {
	parts := make([]string, 0, len(outs))
	for _, o := range outs {
		parts = append(parts, roleLabel(l, o.Role)+" · "+outLabel(l, calcID, o.Name)+": "+logOut(o).Text(l, calcID))
	}
	return strings.Join(parts, "; ")
}

func (p *eventPage) renderIncidents(rs *engine.Ruleset) app.UI {
	l := p.lang
	var items []app.UI
	shown := p.incs
	hidden := 0
	if !p.all && !p.print && len(shown) > pageSize {
		hidden = len(shown) - pageSize
		shown = shown[hidden:]
	}
	for i := range shown {
		in := &shown[i]
		n := in.Number
		title := in.Calculator
		if rs != nil {
			if c := rs.Calculator(in.Calculator); c != nil {
				title = msg.T(l, c.TitleKey())
			}
		}
		where := []string{msg.DateTime(l, int64(in.Time))}
		for _, f := range []struct {
			key string
			v   int
		}{{"app.log.round", in.Round}, {"app.log.table", in.Table}, {"app.log.board", in.Board}, {"app.log.game", in.Game}} {
			if f.v != 0 {
				where = append(where, msg.T(l, f.key)+" "+strconv.Itoa(f.v))
			}
		}
		var parties []string
		for _, pr := range in.Parties {
			parties = append(parties, roleLabel(l, pr.Role)+": "+p.partName(pr.Number))
		}
		if in.Player != 0 {
			parties = append(parties, msg.T(l, "app.log.player")+": "+p.playerName(in.Player))
		}
		rows := []app.UI{
			el("h3", tx("span.label", in.Label()), app.Text(" "+title)),
			tx("p.muted", strings.Join(where, " · ")),
		}
		if len(parties) > 0 {
			rows = append(rows, tx("p.parties", strings.Join(parties, " · ")))
		}
		rows = append(rows, logOuts(l, "p.inc-result", "app.result", in.Calculator, in.Result))
		if len(in.Announced) > 0 {
			rows = append(rows, logOuts(l, "p.inc-announced", "app.ruling.announced", in.Calculator, in.Announced))
		}
		if in.Notes != "" {
			rows = append(rows, tx("p.inc-notes", in.Notes))
		}
		cls := "incident"
		if in.Status == eventlog.Revoked {
			cls += " revoked"
			at := ""
			if in.RevokedAt != nil {
				at = msg.DateTime(l, int64(*in.RevokedAt))
			}
			rows = append(rows, tx("p.revocation", msg.T(l, "app.log.revoked", msg.A("reason", in.Reason), msg.A("time", at))))
		} else if !p.print {
			if p.revoke == n {
				rid := "revoke-reason-" + strconv.Itoa(n)
				rows = append(rows, logField(l, rid, "app.log.revoke.reason",
					inputEl("text", rid, "").Attr("value", p.reason).Attr("maxlength", eventlog.MaxNotes).OnInput(logValueTo(&p.reason)),
					el("div.tool-row",
						logBtn(l, "button#revoke-confirm.btn", "app.log.revoke", p.doRevoke(n)),
						logCancel(l, func(ctx app.Context, e app.Event) { p.revoke = 0 }),
					),
				))
			} else {
				rows = append(rows, logBtn(l, "button.btn.btn-quiet.revoke", "app.log.revoke",
					func(ctx app.Context, e app.Event) { p.revoke, p.reason = n, "" }).DataSet("n", n))
			}
		}
		items = append(items, el("li", rows...).Class(cls).ID("inc-"+strconv.Itoa(n)).DataSet("status", string(in.Status)))
	}
	body := []app.UI{logT(l, "h2", "app.log.incidents")}
	if len(p.incs) == 0 {
		body = append(body, logT(l, "p.muted", "app.log.noincidents"))
	}
	if hidden > 0 {
		body = append(body, tx("button#incidents-all.btn.btn-quiet", msg.T(l, "app.log.earlier", msg.A("n", hidden))).
			OnClick(func(ctx app.Context, e app.Event) { p.all = true }))
	}
	body = append(body, el("ol.incidents", items...))
	return el("section#incidents", body...).DataSet("count", len(p.incs))
}

// logOuts is an incident's result line: <p class=…><strong>label: </strong>outs</p>.
func logOuts(l msg.Lang, spec, key, calcID string, outs []eventlog.Out) app.HTMLElem {
	return el(spec, tx("strong", msg.T(l, key)+": "), app.Text(outsText(l, calcID, outs)))
}

func (p *eventPage) renderViews() []app.UI {
	l := p.lang
	var out []app.UI
	calcID := ""
	if pt := eventlog.Penalties(&p.ev, p.incs); len(pt) > 0 {
		var rows []app.UI
		for _, x := range pt {
			var sums []string
			for _, t := range x.Totals {
				sums = append(sums, outLabel(l, calcID, t.Name)+" "+engine.Out{Name: t.Name, Num: t.Sum, Unit: t.Unit, Prec: 2}.Text(l, calcID))
			}
			rows = append(rows, el("tr", th("row", p.partName(x.Number)), tx("td", strings.Join(sums, "; ")), tx("td", strconv.Itoa(x.Count))))
		}
		out = append(out, logTable(l, "penalties", "app.log.penalties", []string{"app.log.party", "app.log.total", "app.log.n"}, rows))
	}
	if zt := eventlog.ZeroTolerance(p.incs); len(zt) > 0 {
		var rows []app.UI
		for _, z := range zt {
			who := p.partName(z.Team)
			if z.Player != 0 {
				who = p.playerName(z.Player)
			}
			rows = append(rows, el("tr", tx("td", z.Day), th("row", who), tx("td", strconv.Itoa(z.Count))))
		}
		out = append(out, logTable(l, "zt", "app.log.zt", []string{"app.log.day", "app.log.party", "app.log.n"}, rows))
	}
	if p.ev.Form == eventlog.FormPref && len(p.incs) > 0 {
		var rows []app.UI
		for _, g := range eventlog.Games(p.incs) {
			name := msg.T(l, "app.log.game") + " " + strconv.Itoa(g.Number)
			if g.Number == 0 {
				name = msg.T(l, "app.log.nogame")
			}
			labels := []app.UI{tx("strong", name+": ")}
			for _, in := range g.Incidents {
				lab := tx("span", in.Label()+" ")
				if in.Status == eventlog.Revoked {
					lab = tx("span.revoked", in.Label()+" ")
				}
				labels = append(labels, lab)
			}
			rows = append(rows, el("li", labels...))
		}
		out = append(out, el("section#games", logT(l, "h2", "app.log.games"), el("ul", rows...)))
	}
	return out
}

// logTable is a section of the event page with a heading and a table: header cells (scope
// "col") with the messages of cols, then rows.
func logTable(l msg.Lang, id, title string, cols []string, rows []app.UI) app.UI {
	head := make([]app.UI, len(cols))
	for i, key := range cols {
		head[i] = th("col", msg.T(l, key))
	}
	return el("section",
		logT(l, "h2", title),
		el("table", el("thead", el("tr", head...)), el("tbody", rows...)),
	).ID(id)
}

// ---- home slot and banner ----

// openEventSummary is the open event on Home: its name, incident count and a link, or a link
// to the log when no event is open. Home renders it (one slot).
func openEventSummary() app.UI { return &openEventCard{} }

type openEventCard struct {
	app.Compo
	lang  msg.Lang
	ev    *eventlog.Event
	count int
	stop  func()
}

func (c *openEventCard) OnMount(ctx app.Context) {
	observeLang(ctx, &c.lang)
	c.stop = watchLog(ctx, c.load)
	c.load(ctx)
}

func (c *openEventCard) OnDismount() {
	if c.stop != nil {
		c.stop()
	}
}

func (c *openEventCard) load(ctx app.Context) {
	id := openEventID(ctx)
	if id == "" {
		c.ev = nil
		return
	}
	var ev eventlog.Event
	n := 0
	var err error
	withLog(ctx, func(s eventlog.Store) {
		if ev, err = s.GetEvent(context.Background(), id); err == nil {
			is, _ := s.ListIncidents(context.Background(), id)
			n = len(is)
		}
	}, func(ctx app.Context) {
		if err != nil {
			c.ev = nil
			return
		}
		c.ev, c.count = &ev, n
	})
}

func (c *openEventCard) Render() app.UI {
	l := c.lang
	if c.ev == nil {
		return el("section#open-event.open-event",
			anchor("a#open-event-link.event-link", routeLog, msg.T(l, "app.log.title")),
		)
	}
	return el("section#open-event.open-event",
		anchor("a#open-event-link.event-link", logEventPath(c.ev.ID), msg.T(l, "app.log.open")+": "+c.ev.Name),
		tx("p.muted", c.ev.Date+" · "+msg.T(l, "app.log.count", msg.A("n", c.count))),
	).Aria("label", msg.T(l, "app.log.open"))
}

// logBanner says, on every screen, when the log is not being saved (no IndexedDB) or was closed
// by another tab's upgrade.
type logBanner struct {
	app.Compo
	Lang   msg.Lang
	mode   logMode
	reason string
	stop   func()
}

func (b *logBanner) OnMount(ctx app.Context) {
	b.stop = watchLog(ctx, func(ctx app.Context) { b.mode, b.reason = theLog.state() })
	ctx.Async(func() {
		theLog.get()
		ctx.Dispatch(func(ctx app.Context) { b.mode, b.reason = theLog.state() })
	})
}

func (b *logBanner) OnDismount() {
	if b.stop != nil {
		b.stop()
	}
}

func (b *logBanner) Render() app.UI {
	l := b.Lang
	switch b.mode {
	case logMemory:
		return el("div#log-banner.log-banner",
			tx("strong", msg.T(l, "app.log.banner")+" "),
			tx("span", msg.T(l, b.reason)+" "),
			anchor("a", routeLog, msg.T(l, "app.log.banner.export")),
		).Role("alert")
	case logClosed:
		return el("div#log-banner.log-banner",
			tx("span", msg.T(l, keyLogErrClosed)+" "),
			logBtn(l, "button.btn", "app.update.reload", func(ctx app.Context, e app.Event) { ctx.Reload() }),
		).Role("alert")
	}
	return el("div#log-banner").Hidden(true)
}
