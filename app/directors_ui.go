package main

import (
	"context"
	"strconv"
	"strings"

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

// reload reads the event again with the page's own context: the element whose handler
// started a change may be gone by then (go-app drops its Dispatch), the page is not.
func (p *eventPage) reload(ctx app.Context) {
	if p.mounted {
		ctx = p.ctx
	}
	p.load(ctx)
}

// renderDirectors says in which series this phone's director numbers, lists the event's
// directors when there are several, and warns of directors who share a letter.
func (p *eventPage) renderDirectors() app.UI {
	l, ev := p.lang, &p.ev
	var kids []app.UI
	mine, listed := ev.Director(p.me.ID)
	series, list := "app.dir.series", "app.dir.list"
	if ev.Form.InGames() {
		series, list = "app.dir.series.pref", "app.dir.list.pref"
	}
	if listed {
		kids = append(kids, tx("p#dir-series", msg.T(l, series, msg.A("labels", seriesLabels(mine.Series)))))
	}
	if len(ev.Directors) > 1 || len(ev.Directors) == 1 && !listed {
		items := make([]app.UI, 0, len(ev.Directors))
		for _, d := range ev.Directors {
			name := directorLabel(l, ev, d.ID)
			if d.ID == p.me.ID {
				name = msg.T(l, "app.dir.you.name", msg.A("name", name))
			}
			items = append(items, el("li", tx("strong", name), app.Text(": "+seriesLabels(d.Series))).DataSet("series", d.Series))
		}
		kids = append(kids, logT(l, "h2#dir-h", list), el("ul#dir-list", items...))
	}
	kids = append(kids, nameHint(l, ev, p.me))
	for _, s := range eventlog.SeriesClashes(ev) {
		kids = append(kids, p.renderClash(s))
	}
	if len(kids) == 1 && kids[0] == nil {
		return nil
	}
	return el("section#directors", kids...)
}

// renderClash warns that several directors number in series s, and lets this phone's director,
// while they have no ruling in the event, take the next free letter (labels already shown never
// change, so one who has logged cannot).
func (p *eventPage) renderClash(s int) app.UI {
	l, ev := p.lang, &p.ev
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
		names = append(names, directorLabel(l, ev, d.ID))
		others = append(others, directorLabel(l, ev, d.ID))
	}
	kids := []app.UI{tx("p.dir-clash-what", msg.T(l, "app.dir.clash", msg.A("names", strings.Join(names, ", ")), msg.A("labels", seriesLabels(s))))}
	switch {
	case !me:
		kids = append(kids, logT(l, "p", "app.dir.clash.others"))
	case p.partial:
		// whether this director has rulings here is known once every incident is read
	case p.loggedByMe() > 0:
		kids = append(kids, tx("p#dir-clash-mine", msg.T(l, "app.dir.clash.mine", msg.A("names", strings.Join(others, ", ")))))
	default:
		next := p.nextLetter(s)
		if next == 0 {
			kids = append(kids, tx("p.error", msg.T(l, keyDirFull, msg.A("max", eventlog.MaxSeries+1))))
			break
		}
		kids = append(kids,
			tx("p.help", msg.T(l, "app.dir.clash.take.help", msg.A("labels", seriesLabels(next)))),
			tx("button#dir-take.btn", msg.T(l, "app.dir.clash.take", msg.A("letter", eventlog.SeriesLetter(next)))).
				Attr("disabled", p.dirBusy).OnClick(p.takeSeries(s, next)))
	}
	return el("div.notice.dir-clash", kids...).Role("alert").DataSet("series", s)
}

// loggedByMe counts the incidents this phone's director logged in the event.
func (p *eventPage) loggedByMe() int {
	n := 0
	for _, in := range p.incs {
		if in.By == p.me.ID {
			n++
		}
	}
	return n
}

// nextLetter is the first series above from that no director of the event holds (0: none).
// It is above: the directors' lists merge by the greater series, so a lower one would not hold
// on the other phones.
func (p *eventPage) nextLetter(from int) int {
	for s := from + 1; s <= eventlog.MaxSeries; s++ {
		taken := claimedElsewhere(p.sync.view, s, p.me.ID) // a shared log: claimed on the server by another
		for _, d := range p.ev.Directors {
			taken = taken || d.Series == s
		}
		if !taken {
			return s
		}
	}
	return 0
}

// takeSeries moves this phone's director from series from to series to, unless they logged in
// the event meanwhile.
func (p *eventPage) takeSeries(from, to int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		id, me := p.id, p.me
		if n := p.nextLetter(from); n > 0 {
			to = n // as the page offers it now (go-app may keep a redrawn button's first handler)
		}
		var err error
		p.dirBusy = true
		withLog(ctx, func(s eventlog.Store) {
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
			if err = claimSeriesOnServer(id, to); err != nil {
				return // a shared log: another director claimed the letter first (the message says so)
			}
			ev := old
			ev.Directors = append([]eventlog.Director(nil), old.Directors...)
			for i := range ev.Directors {
				if ev.Directors[i].ID == me.ID && ev.Directors[i].Series == from {
					ev.Directors[i].Series = to
				}
			}
			err = putDirectors(c, s, old, ev)
		}, func(ctx app.Context) {
			p.dirBusy = false
			if err != nil {
				p.err = engine.ErrorMessage(err, p.lang, keyLogErrStore)
				return
			}
			p.reload(ctx)
		})
	}
}

// renderConflicts lists the event's records changed on two phones: each version side by side,
// only what differs, with "Keep this version".
func (p *eventPage) renderConflicts(rs *engine.Ruleset) app.UI {
	l := p.lang
	var kids []app.UI
	if len(p.ev.Conflicts) > 0 {
		vs := append([]eventlog.Event{p.ev}, p.ev.Conflicts...)
		labels, rows := eventDiff(l, vs)
		kids = append(kids, el("div#conflict-event.conflict",
			tx("h3", msg.T(l, "app.dir.conflict.event", msg.A("n", len(vs)))),
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
		kids = append(kids, el("div.conflict",
			tx("h3", msg.T(l, "app.dir.conflict.incident", msg.A("label", in.Label()), msg.A("n", len(vs)))),
			versionsTable(l, id, labels, rows, p.dirBusy, func(i int) app.EventHandler { return p.keepIncident(vs[i]) }),
		).ID(id))
	}
	if len(kids) == 0 {
		return nil
	}
	return el("section#conflicts", append([]app.UI{logT(l, "h2", "app.dir.conflicts"), logT(l, "p.help", "app.dir.conflicts.help")}, kids...)...)
}

// versionsTable is one record's versions, one row each (a card each on a phone): the fields
// that differ, and "Keep this version". The first version is the one the log shows now.
func versionsTable(l msg.Lang, id string, labels []string, rows [][]string, busy bool, keep func(i int) app.EventHandler) app.UI {
	head := []app.UI{th("col", msg.T(l, "app.dir.version.col"))}
	for _, lb := range labels {
		head = append(head, th("col", lb))
	}
	head = append(head, tx("td", ""))
	body := make([]app.UI, len(rows))
	for i, r := range rows {
		name := msg.T(l, "app.dir.version", msg.A("n", i+1))
		if i == 0 {
			name = msg.T(l, "app.dir.version.shown", msg.A("n", i+1))
		}
		cells := []app.UI{th("row", name)}
		for j, v := range r {
			cells = append(cells, tx("td", v).DataSet("label", labels[j]))
		}
		cells = append(cells, el("td", tx("button.btn.btn-quiet.keep", msg.T(l, "app.dir.keep")).
			ID(id+"-keep-"+strconv.Itoa(i)).Attr("disabled", busy).OnClick(keep(i))))
		body[i] = el("tr", cells...).DataSet("version", i)
	}
	return el("table.fold.versions", el("thead", el("tr", head...)), el("tbody", body...))
}

// differing keeps the fields (labels, one value per version) whose values are not all equal.
func differing(labels []string, vals [][]string) ([]string, [][]string) {
	var keep []int
	for j := range labels {
		for i := 1; i < len(vals); i++ {
			if vals[i][j] != vals[0][j] {
				keep = append(keep, j)
				break
			}
		}
	}
	outL := make([]string, len(keep))
	for k, j := range keep {
		outL[k] = labels[j]
	}
	outV := make([][]string, len(vals))
	for i, v := range vals {
		outV[i] = make([]string, len(keep))
		for k, j := range keep {
			outV[i][k] = v[j]
		}
	}
	return outL, outV
}

// fieldSet is a record's fields as text, in order, for comparing versions.
type fieldSet struct {
	labels []string
	vals   []string
	at     map[string]int
}

// add appends a field. A label the record already has (two fields whose labels read alike: the
// event's kind and its roster are both "Pairs or teams") gets a row of its own, numbered, so
// that neither hides the other's difference.
func (f *fieldSet) add(label, val string) {
	if f.at == nil {
		f.at = map[string]int{}
	}
	for n, base := 2, label; ; n++ {
		if _, ok := f.at[label]; !ok {
			break
		}
		label = base + " (" + strconv.Itoa(n) + ")"
	}
	f.at[label] = len(f.labels)
	f.labels = append(f.labels, label)
	f.vals = append(f.vals, val)
}

// align lines up the fields of every version (a field one version lacks reads "—").
func align(sets []fieldSet) ([]string, [][]string) {
	var all fieldSet
	for _, s := range sets {
		for _, lb := range s.labels {
			if _, ok := all.at[lb]; !ok {
				all.add(lb, "")
			}
		}
	}
	vals := make([][]string, len(sets))
	for i, s := range sets {
		vals[i] = make([]string, len(all.labels))
		for j, lb := range all.labels {
			vals[i][j] = "—"
			if k, ok := s.at[lb]; ok && s.vals[k] != "" {
				vals[i][j] = s.vals[k]
			}
		}
	}
	return differing(all.labels, vals)
}

// incidentDiff is what differs between versions of one incident: when and where, whom, the
// calculator's inputs, the result in force, the notes, revoked or not (with reason and who).
func incidentDiff(l msg.Lang, nm namer, ev *eventlog.Event, rs *engine.Ruleset, vs []eventlog.Incident) ([]string, [][]string) {
	sets := make([]fieldSet, len(vs))
	for i := range vs {
		in := &vs[i]
		f := &sets[i]
		f.add(msg.T(l, "app.log.read.time"), msg.DateTime(l, int64(in.Time)))
		f.add(msg.T(l, "app.dir.v.where"), caseWhere(l, in.Session, in.Round, in.Table, in.Board, in.Game))
		var who []string
		eff := in.Effective()
		many := func(key string) bool { r, _ := eventlog.SplitPartyKey(key); return eventlog.Repeated(eff, r) }
		for _, pr := range in.Parties {
			who = append(who, partyKeyLabel(l, pr.Role, many(pr.Role))+" ("+nm.partName(pr.Number)+")")
		}
		if in.Player != 0 {
			who = append(who, msg.T(l, "app.log.player")+" ("+nm.playerName(in.Player)+")")
		}
		f.add(msg.T(l, "app.dir.v.who"), strings.Join(who, "; "))
		var calc *engine.Calculator
		title := in.Calculator
		if rs != nil {
			if calc = rs.Calculator(in.Calculator); calc != nil {
				title = msg.T(l, calc.TitleKey())
			}
		}
		f.add(msg.T(l, "app.dir.v.calc"), title)
		if calc != nil {
			for j := range calc.Inputs {
				if j < len(in.Values) && in.Values[j] != nil {
					f.add(msg.T(l, calc.Inputs[j].LabelKey()), inputText(&calc.Inputs[j], in.Values[j], l))
				}
			}
		}
		keys := eventlog.OutKeys(eff) // a sheet's three players apart
		for j, o := range eff {
			f.add(partyKeyLabel(l, keys[j], many(keys[j]))+" · "+engine.OutLabel(l, in.Calculator, o.Name), logOut(o).Text(l, in.Calculator))
		}
		f.add(msg.T(l, "app.log.notes"), in.Notes)
		status := msg.T(l, "app.dir.v.active")
		if in.Status == eventlog.Revoked {
			at := ""
			if in.RevokedAt != nil {
				at = msg.DateTime(l, int64(*in.RevokedAt))
			}
			status = msg.T(l, "app.log.revoked", msg.A("reason", in.Reason), msg.A("time", at)) + revokedBy(l, ev, in)
		}
		f.add(msg.T(l, "app.dir.v.status"), status)
	}
	return align(sets)
}

// eventDiff is what differs between versions of one event; of a roster (pairs or teams,
// players, club values) only the lines not every version has.
func eventDiff(l msg.Lang, vs []eventlog.Event) ([]string, [][]string) {
	ds := make([]eventlog.Draft, len(vs))
	for i := range vs {
		ds[i] = eventlog.DraftOf(vs[i])
	}
	sets := make([]fieldSet, len(vs))
	lines := func(get func(d *eventlog.Draft) string, i int) string {
		var out []string
		for _, line := range strings.Split(get(&ds[i]), "\n") {
			if line == "" {
				continue
			}
			for j := range ds {
				if !hasLine(get(&ds[j]), line) {
					out = append(out, line)
					break
				}
			}
		}
		return strings.Join(out, "; ")
	}
	for i := range vs {
		d, f := &ds[i], &sets[i]
		f.add(msg.T(l, "app.log.f.name"), d.Name)
		f.add(msg.T(l, "app.log.f.date"), d.Date)
		f.add(msg.T(l, "app.log.f.ruleset"), rulesetName(l, rulesets.Get(d.Ruleset)))
		f.add(msg.T(l, "app.log.f.version"), d.DataVersion)
		f.add(msg.T(l, "app.log.f.kind"), kindName(l, d.Kind))
		f.add(msg.T(l, "app.log.f.form"), formName(l, d.Form))
		f.add(msg.T(l, "app.log.f.top"), d.Top)
		f.add(msg.T(l, "app.log.f.boards"), d.Boards)
		f.add(msg.T(l, "app.log.f.participants"), lines(func(d *eventlog.Draft) string { return d.Participants }, i))
		f.add(msg.T(l, "app.log.f.players"), lines(func(d *eventlog.Draft) string { return d.Players }, i))
		f.add(msg.T(l, "app.log.f.club"), lines(func(d *eventlog.Draft) string { return d.Club }, i))
	}
	return align(sets)
}

func hasLine(text, line string) bool {
	for _, x := range strings.Split(text, "\n") {
		if x == line {
			return true
		}
	}
	return false
}

// keepIncident saves version v of a conflicting incident: the store makes it descend from every
// version, which settles the conflict.
func (p *eventPage) keepIncident(v eventlog.Incident) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		v.Conflicts = nil
		var err error
		p.dirBusy = true
		withLog(ctx, func(s eventlog.Store) { err = s.PutIncident(context.Background(), v) }, func(ctx app.Context) {
			p.dirBusy = false
			if err != nil {
				p.err = engine.ErrorMessage(err, p.lang, keyLogErrStore)
				return
			}
			p.reload(ctx)
		})
	}
}

// keepEvent saves version v of the event in conflict (see keepIncident).
func (p *eventPage) keepEvent(v eventlog.Event) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		v.Conflicts, v.Directors = nil, p.ev.Directors
		var err error
		p.dirBusy = true
		withLog(ctx, func(s eventlog.Store) { err = s.PutEvent(context.Background(), v) }, func(ctx app.Context) {
			p.dirBusy = false
			if err != nil {
				p.err = engine.ErrorMessage(err, p.lang, keyLogErrStore)
				return
			}
			p.reload(ctx)
		})
	}
}

// staleOf is the stale result of incident n (nil: none).
func (p *eventPage) staleOf(n int) *eventlog.Stale {
	for i := range p.stale {
		if p.stale[i].Number == n {
			return &p.stale[i]
		}
	}
	return nil
}

// renderStale names, above the incidents, the rulings whose result the merged log changes.
func (p *eventPage) renderStale() app.UI {
	if len(p.stale) == 0 {
		return nil
	}
	l := p.lang
	links := make([]app.UI, 0, 2*len(p.stale))
	for i, st := range p.stale {
		if i > 0 {
			links = append(links, app.Text(", "))
		}
		links = append(links, tx("a", eventlog.NumberLabel(st.Number)).Attr("href", "#inc-"+strconv.Itoa(st.Number)))
	}
	return el("section#stale.notice",
		tx("p", msg.T(l, "app.dir.stale.title", msg.A("n", len(p.stale)))),
		el("p", links...),
		logT(l, "p.help", "app.dir.stale.help"),
	).Role("status")
}

// staleFlag is, under an incident the merged log changes, what changed (the count the log
// gives now, the result with it) and a one-tap re-ruling with that result.
func (p *eventPage) staleFlag(rs *engine.Ruleset, in *eventlog.Incident) app.UI {
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
		field, was, now = msg.T(l, f.LabelKey()), inputText(f, st.Was, l), inputText(f, st.Now, l)
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
				what = partyKeyLabel(l, newKeys[k], eventlog.Repeated(st.Result, o.Role)) + " · " + what
			}
			changes = append(changes, msg.T(l, "app.dir.stale.out", msg.A("what", what), msg.A("now", after), msg.A("was", before)))
		}
	}
	id := "stale-" + strconv.Itoa(in.Number)
	kids := []app.UI{
		tx("p.stale-what", msg.T(l, "app.dir.stale", msg.A("label", in.Label()), msg.A("field", field), msg.A("now", now),
			msg.A("was", was), msg.A("changes", strings.Join(changes, "; ")))),
	}
	if len(st.Counted) > 0 {
		kids = append(kids, tx("p.help", msg.T(l, "app.fromlog.counted", msg.A("list", incidentList(l, st.Counted)))))
	}
	switch {
	case othersRuling(ev, in, p.me.ID):
		kids = append(kids, tx("p", msg.T(l, "app.dir.revoke.other", msg.A("name", directorLabel(l, ev, ownerOf(ev, in))))))
	case p.askN == in.Number && p.ask.N > 0:
		kids = append(kids, questionView(l, p.ask, p.dirBusy, func(ctx app.Context, a firstAnswer) { p.rerule(ctx, *st, a) }))
	default:
		kids = append(kids, tx("button.btn.rerule", msg.T(l, "app.dir.rerule")).ID(id+"-rerule").Attr("disabled", p.dirBusy).
			OnClick(func(ctx app.Context, e app.Event) { p.rerule(ctx, *st, notAsked) }))
	}
	return el("div.notice.stale", kids...).ID(id).Role("status")
}

// rerule supersedes the stale incident by one with the values and the result the merged log
// gives, logged by this phone's director at the case's time (eventlog.Supersede).
func (p *eventPage) rerule(ctx app.Context, st eventlog.Stale, ans firstAnswer) {
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
	var q firstQuestion
	var err error
	p.dirBusy = true
	withLog(ctx, func(s eventlog.Store) {
		_, q, err = supersedeAs(context.Background(), s, st.Number, in, me, ans, reason, nowMinute())
	}, func(ctx app.Context) {
		p.dirBusy, p.ask, p.askN = false, q, st.Number
		if err != nil {
			p.err = engine.ErrorMessage(err, l, keyLogErrStore)
			return
		}
		if q.N == 0 {
			p.reload(ctx)
		}
	})
}
