package event

import (
	"context"
	"strconv"
	"strings"

	"arbiter/app/calcform"
	"arbiter/app/formstate"
	"arbiter/app/logstore"
	"arbiter/app/syncrun"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The event page's sections for several directors (directors.go): whose series this phone
// numbers in, the directors of the event and clashing letters, records changed on two phones
// (kept side by side until a person keeps one), and results a merge made stale.

// revokedBy is " · Revoked by Ana" for an incident whose revoking director the event names.
func revokedBy(l msg.Lang, ev *eventlog.Event, in *eventlog.Incident) string {
	if in.RevokedBy == "" || ev.DirectorName(in.RevokedBy) == "" {
		return ""
	}
	return " · " + msg.T(l, "app.dir.revoked.by", msg.A("name", ev.DirectorName(in.RevokedBy)))
}

// directorsSection says in which series this phone's director numbers, lists the event's
// directors when there are several, and warns of directors who share a letter.
type directorsSection struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *eventState
}

func (s *directorsSection) Render() app.UI {
	l, p := s.Lang, s.S
	ev := &p.ev
	var kids []app.UI
	mine, listed := ev.Director(p.me.ID)
	series, list := "app.dir.series", "app.dir.list"
	if ev.Form.InGames() {
		series, list = "app.dir.series.pref", "app.dir.list.pref"
	}
	if listed {
		kids = append(kids, view.Tx("p#dir-series", msg.T(l, series, msg.A("labels", logstore.SeriesLabels(mine.Series)))))
	}
	if len(ev.Directors) > 1 || len(ev.Directors) == 1 && !listed {
		items := make([]app.UI, 0, len(ev.Directors))
		for _, d := range ev.Directors {
			name := logstore.DirectorLabel(l, ev, d.ID)
			if d.ID == p.me.ID {
				name = msg.T(l, "app.dir.you.name", msg.A("name", name))
			}
			items = append(items, view.El("li", view.Tx("strong", name), app.Text(": "+logstore.SeriesLabels(d.Series))).DataSet("series", d.Series))
		}
		kids = append(kids, view.LogT(l, "h2#dir-h", list), view.El("ul#dir-list", items...))
	}
	kids = append(kids, view.NameHint(l, ev, p.me))
	for _, x := range eventlog.SeriesClashes(ev) {
		kids = append(kids, s.renderClash(x))
	}
	if len(kids) == 1 && kids[0] == nil {
		return app.Text("")
	}
	return view.El("section#directors", kids...)
}

// renderClash warns that several directors number in series s, and lets this phone's director,
// while they have no ruling in the event, take the next free letter (labels already shown never
// change, so one who has logged cannot).
func (sec *directorsSection) renderClash(s int) app.UI {
	l, p := sec.Lang, sec.S
	ev := &p.ev
	var names, others []string
	me := false
	for _, d := range ev.Directors {
		if d.Series != s {
			continue
		}
		if d.ID == p.me.ID {
			me = true
			names = append(names, msg.T(l, "app.dir.you"))
			continue
		}
		names = append(names, logstore.DirectorLabel(l, ev, d.ID))
		others = append(others, logstore.DirectorLabel(l, ev, d.ID))
	}
	kids := []app.UI{view.Tx("p.dir-clash-what", msg.T(l, "app.dir.clash", msg.A("names", strings.Join(names, ", ")), msg.A("labels", logstore.SeriesLabels(s))))}
	switch {
	case !me:
		kids = append(kids, view.LogT(l, "p", "app.dir.clash.others"))
	case p.partial:
		// whether this director has rulings here is known once every incident is read
	case p.loggedByMe() > 0:
		kids = append(kids, view.Tx("p#dir-clash-mine", msg.T(l, "app.dir.clash.mine", msg.A("names", strings.Join(others, ", ")))))
	default:
		next := p.nextLetter(s)
		if next == 0 {
			kids = append(kids, view.Tx("p.error", msg.T(l, texts.KeyDirFull, msg.A("max", eventlog.MaxSeries+1))))
			break
		}
		kids = append(kids,
			view.Tx("p.help", msg.T(l, "app.dir.clash.take.help", msg.A("labels", logstore.SeriesLabels(next)))),
			view.Tx("button#dir-take.btn", msg.T(l, "app.dir.clash.take", msg.A("letter", eventlog.SeriesLetter(next)))).
				Attr("disabled", p.dirBusy).OnClick(p.takeSeries(s, next)))
	}
	return view.El("div.notice.dir-clash", kids...).Role("alert").DataSet("series", s)
}

// takeSeries moves this phone's director from series from to series to, unless they logged in
// the event meanwhile.
func (p *eventState) takeSeries(from, to int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		id, me := p.id, p.me
		if n := p.nextLetter(from); n > 0 {
			to = n // as the page offers it now (go-app may keep a redrawn button's first handler)
		}
		var err error
		p.changed(ctx, func() { p.dirBusy = true })
		view.WithLog(ctx, func(s eventlog.Store) {
			c := context.Background()
			var old eventlog.Event
			var incs []eventlog.Incident
			if old, err = s.GetEvent(c, id); err != nil {
				return
			}
			if incs, err = s.ListIncidents(c, id); err != nil {
				return
			}
			for _, in := range incs {
				if in.By == me.ID {
					return // logged meanwhile: their labels stay (the page says so once reloaded)
				}
			}
			if err = syncrun.ClaimSeriesOnServer(id, to); err != nil {
				return // a shared log: another director claimed the letter first (the message says so)
			}
			ev := old
			ev.Directors = append([]eventlog.Director(nil), old.Directors...)
			for i := range ev.Directors {
				if ev.Directors[i].ID == me.ID && ev.Directors[i].Series == from {
					ev.Directors[i].Series = to
				}
			}
			err = logstore.PutDirectors(c, s, old, ev)
		}, func(ctx app.Context) {
			if err != nil {
				message := engine.ErrorMessage(err, p.lang, texts.KeyLogErrStore)
				p.changed(ctx, func() { p.dirBusy, p.err = false, message })
				return
			}
			p.dirBusy = false
			p.reload(ctx)
		})
	}
}

// conflictsSection lists the event's records changed on two phones: each version side by side,
// only what differs, with "Keep this version".
type conflictsSection struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *eventState
}

func (s *conflictsSection) Render() app.UI {
	l, p := s.Lang, s.S
	rs := rulesets.Get(p.ev.Ruleset)
	var kids []app.UI
	if len(p.ev.Conflicts) > 0 {
		vs := append([]eventlog.Event{p.ev}, p.ev.Conflicts...)
		labels, rows := eventDiff(l, vs)
		kids = append(kids, view.El("div#conflict-event.conflict",
			view.Tx("h3", msg.T(l, "app.dir.conflict.event", msg.A("n", len(vs)))),
			versionsTable(l, "conflict-event", labels, rows, p.dirBusy, func(i int) app.EventHandler { return p.keepEvent(vs[i]) }),
		))
	}
	for i := range p.incs {
		in := &p.incs[i]
		if len(in.Conflicts) == 0 {
			continue
		}
		vs := append([]eventlog.Incident{*in}, in.Conflicts...)
		labels, rows := incidentDiff(l, p, &p.ev, rs, vs)
		id := "conflict-" + strconv.Itoa(in.Number)
		kids = append(kids, view.El("div.conflict",
			view.Tx("h3", msg.T(l, "app.dir.conflict.incident", msg.A("label", in.Label()), msg.A("n", len(vs)))),
			versionsTable(l, id, labels, rows, p.dirBusy, func(i int) app.EventHandler { return p.keepIncident(vs[i]) }),
		).ID(id))
	}
	if len(kids) == 0 {
		return app.Text("")
	}
	return view.El("section#conflicts", append([]app.UI{view.LogT(l, "h2", "app.dir.conflicts"), view.LogT(l, "p.help", "app.dir.conflicts.help")}, kids...)...)
}

// keepIncident saves version v of a conflicting incident: the store makes it descend from every
// version, which settles the conflict.
func (p *eventState) keepIncident(v eventlog.Incident) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		v.Conflicts = nil
		var err error
		p.changed(ctx, func() { p.dirBusy = true })
		view.WithLog(ctx, func(s eventlog.Store) { err = s.PutIncident(context.Background(), v) }, func(ctx app.Context) {
			if err != nil {
				message := engine.ErrorMessage(err, p.lang, texts.KeyLogErrStore)
				p.changed(ctx, func() { p.dirBusy, p.err = false, message })
				return
			}
			p.dirBusy = false
			p.reload(ctx)
		})
	}
}

// keepEvent saves version v of the event in conflict (see keepIncident).
func (p *eventState) keepEvent(v eventlog.Event) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		v.Conflicts, v.Directors = nil, p.ev.Directors
		var err error
		p.changed(ctx, func() { p.dirBusy = true })
		view.WithLog(ctx, func(s eventlog.Store) { err = s.PutEvent(context.Background(), v) }, func(ctx app.Context) {
			if err != nil {
				message := engine.ErrorMessage(err, p.lang, texts.KeyLogErrStore)
				p.changed(ctx, func() { p.dirBusy, p.err = false, message })
				return
			}
			p.dirBusy = false
			p.reload(ctx)
		})
	}
}

// staleOf is the stale result of incident n (nil: none).
func (p *eventState) staleOf(n int) *eventlog.Stale {
	for i := range p.stale {
		if p.stale[i].Number == n {
			return &p.stale[i]
		}
	}
	return nil
}

// staleSection names, above the incidents, the rulings whose result the merged log changes.
type staleSection struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *eventState
}

func (s *staleSection) Render() app.UI {
	p, l := s.S, s.Lang
	if len(p.stale) == 0 {
		return app.Text("")
	}
	links := make([]app.UI, 0, 2*len(p.stale))
	for i, st := range p.stale {
		if i > 0 {
			links = append(links, app.Text(", "))
		}
		links = append(links, view.Tx("a", eventlog.NumberLabel(st.Number)).Attr("href", "#inc-"+strconv.Itoa(st.Number)))
	}
	return view.El("section#stale.notice",
		view.Tx("p", msg.T(l, "app.dir.stale.title", msg.A("n", len(p.stale)))),
		view.El("p", links...),
		view.LogT(l, "p.help", "app.dir.stale.help"),
	).Role("status")
}

// staleFlag is, under an incident the merged log changes, what changed (the count the log
// gives now, the result with it) and a one-tap re-ruling with that result.
func (p *eventState) staleFlag(rs *engine.Ruleset, in *eventlog.Incident) app.UI {
	st := p.staleOf(in.Number)
	if st == nil || rs == nil || in.Status != eventlog.Active {
		return nil
	}
	c := rs.Calculator(in.Calculator)
	if c == nil {
		return nil
	}
	l, ev := p.lang, &p.ev
	field, was, now := st.Field, "", ""
	if i := c.Inputs.Index(st.Field); i >= 0 {
		f := &c.Inputs[i]
		field, was, now = msg.T(l, f.LabelKey()), formstate.InputText(f, st.Was, l), formstate.InputText(f, st.Now, l)
	}
	var changes []string
	old := in.Effective()
	oldKeys, newKeys := eventlog.OutKeys(old), eventlog.OutKeys(st.Result) // parties sharing a role apart
	for k, o := range st.Result {
		before := "—"
		for j, x := range old {
			if oldKeys[j] == newKeys[k] && x.Name == o.Name {
				before = logOut(x).Text(l, in.Calculator)
			}
		}
		after := logOut(o).Text(l, in.Calculator)
		if after != before {
			what := engine.OutLabel(l, in.Calculator, o.Name)
			if o.Role != "" {
				what = calcform.PartyKeyLabel(l, newKeys[k], eventlog.Repeated(st.Result, o.Role)) + " · " + what
			}
			changes = append(changes, msg.T(l, "app.dir.stale.out", msg.A("what", what), msg.A("now", after), msg.A("was", before)))
		}
	}
	id := "stale-" + strconv.Itoa(in.Number)
	kids := []app.UI{
		view.Tx("p.stale-what", msg.T(l, "app.dir.stale", msg.A("label", in.Label()), msg.A("field", field), msg.A("now", now),
			msg.A("was", was), msg.A("changes", strings.Join(changes, "; ")))),
	}
	if len(st.Counted) > 0 {
		kids = append(kids, view.Tx("p.help", msg.T(l, "app.fromlog.counted", msg.A("list", formstate.IncidentList(l, st.Counted)))))
	}
	switch {
	case logstore.OthersRuling(ev, in, p.me.ID):
		kids = append(kids, view.Tx("p", msg.T(l, "app.dir.revoke.other", msg.A("name", logstore.DirectorLabel(l, ev, logstore.OwnerOf(ev, in))))))
	case p.askN == in.Number && p.ask.N > 0:
		kids = append(kids, view.QuestionView(l, p.ask, p.dirBusy, func(ctx app.Context, a logstore.FirstAnswer) { p.rerule(ctx, *st, a) }))
	default:
		kids = append(kids, view.Tx("button.btn.rerule", msg.T(l, "app.dir.rerule")).ID(id+"-rerule").Attr("disabled", p.dirBusy).
			OnClick(func(ctx app.Context, e app.Event) { p.rerule(ctx, *st, logstore.NotAsked) }))
	}
	return view.El("div.notice.stale", kids...).ID(id).Role("status")
}

// rerule supersedes the stale incident by one with the values and the result the merged log
// gives, logged by this phone's director at the case's time (eventlog.Supersede).
func (p *eventState) rerule(ctx app.Context, st eventlog.Stale, ans logstore.FirstAnswer) {
	var old *eventlog.Incident
	for i := range p.incs {
		if p.incs[i].Number == st.Number {
			old = &p.incs[i]
		}
	}
	if old == nil {
		return
	}
	in := eventlog.Rerule(*old, st.Values, st.Result) // the case as logged, every field of it
	l, me := p.lang, p.me
	reason := func(label string) string { return msg.T(l, "app.dir.rerule.reason", msg.A("label", label)) }
	var q logstore.FirstQuestion
	var err error
	p.changed(ctx, func() { p.dirBusy = true })
	view.WithLog(ctx, func(s eventlog.Store) {
		_, q, err = logstore.SupersedeAs(context.Background(), s, st.Number, in, me, ans, reason, logstore.NowMinute())
	}, func(ctx app.Context) {
		p.changed(ctx, func() {
			p.dirBusy, p.ask, p.askN = false, q, st.Number
			if err != nil {
				p.err = engine.ErrorMessage(err, l, texts.KeyLogErrStore)
			}
		})
		if err == nil && q.N == 0 {
			p.reload(ctx)
		}
	})
}
