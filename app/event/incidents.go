package event

import (
	"html"
	"strconv"
	"strings"

	"arbiter/app/calcform"
	"arbiter/app/logstore"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func (p *EventPage) PartName(n int) string {
	for _, x := range p.ev.Participants {
		if x.Number == n {
			return view.ParticipantName(x)
		}
	}
	return strconv.Itoa(n)
}

func (p *EventPage) PlayerName(id int) string {
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

// count is how many incidents the event has: all of them are read unless partial.
func (p *EventPage) count() int {
	if p.partial {
		return p.total
	}
	return len(p.incs)
}

func (p *EventPage) renderIncidents(rs *engine.Ruleset) app.UI {
	l, ev := p.lang, &p.ev
	var items []app.UI
	shown := p.incs
	hidden := p.count() - len(shown) // not read yet (partial), or read and not drawn
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
		if by := logstore.LoggedBy(l, ev, in); by != "" {
			where = append(where, by)
		}
		for _, f := range []struct {
			key string
			v   int
		}{{"app.log.round", in.Round}, {"app.log.table", in.Table}, {"app.log.board", in.Board}, {"app.log.game", in.Game}} {
			if f.v != 0 {
				where = append(where, msg.T(l, f.key)+" "+strconv.Itoa(f.v))
			}
		}
		rows := []app.UI{
			view.El("h3", view.Tx("span.label", in.Label()), app.Text(" "+title)),
			view.Tx("p.muted", strings.Join(where, " · ")),
		}
		rows = append(rows, ReadingView(l, ReadIncident(l, p, in, title)))
		if in.Notes != "" {
			rows = append(rows, view.Tx("p.inc-notes", in.Notes))
		}
		rows = append(rows, calcform.SupersedeLine(l, in)) // calcform/fromlog.go
		if !p.print {
			rows = append(rows, p.staleFlag(rs, in)) // event/directors.go
		}
		cls := "incident"
		if in.Status == eventlog.Revoked {
			cls += " revoked"
			at := ""
			if in.RevokedAt != nil {
				at = msg.DateTime(l, int64(*in.RevokedAt))
			}
			rows = append(rows, view.Tx("p.revocation", msg.T(l, "app.log.revoked", msg.A("reason", in.Reason), msg.A("time", at))+revokedBy(l, ev, in)))
		} else if !p.print {
			if logstore.OthersRuling(ev, in, p.me.ID) { // Pref. 3.2: only the judge who made it revokes it
				rows = append(rows, view.Tx("p.revoke-other", msg.T(l, "app.dir.revoke.other", msg.A("name", logstore.DirectorLabel(l, ev, logstore.OwnerOf(ev, in))))))
			} else if p.revoke == n {
				rid := "revoke-reason-" + strconv.Itoa(n)
				rows = append(rows, view.LogField(l, rid, "app.log.revoke.reason",
					view.InputEl("text", rid, "").Attr("value", p.reason).Attr("maxlength", eventlog.MaxNotes).OnInput(view.LogValueTo(&p.reason)),
					view.El("div.tool-row",
						view.LogBtn(l, "button#revoke-confirm.btn", "app.log.revoke", p.doRevoke(n)),
						view.LogCancel(l, func(ctx app.Context, e app.Event) { p.revoke = 0 }),
					),
				))
			} else {
				rows = append(rows, view.El("div.tool-row",
					view.LogBtn(l, "button.btn.btn-quiet.revoke", "app.log.revoke",
						func(ctx app.Context, e app.Event) { p.revoke, p.reason = n, "" }).DataSet("n", n),
					calcform.ReopenButton(l, rs, in)))
			}
			rows = append(rows, p.renderShare(rs, in))
		}
		items = append(items, view.El("li", rows...).Class(cls).ID("inc-"+strconv.Itoa(n)).DataSet("status", string(in.Status)))
	}
	body := []app.UI{view.LogT(l, "h2", "app.log.incidents")}
	if p.count() == 0 {
		body = append(body, view.LogT(l, "p.muted", "app.log.noincidents"))
	}
	if p.partial { // in sight, above the list: the totals below it come once every incident is read
		body = append(body, view.Tx("p#views-reading.muted", msg.T(l, "app.log.counting", msg.A("n", p.total))).Role("status"))
	}
	switch {
	case hidden > 0 && p.all: // tapped before the rest was read: shown when it is
		body = append(body, view.LogT(l, "p#incidents-reading.muted", "app.log.earlier.reading").Role("status"))
	case hidden > 0:
		body = append(body, view.Tx("button#incidents-all.btn.btn-quiet", msg.T(l, "app.log.earlier", msg.A("n", hidden))).
			OnClick(func(ctx app.Context, e app.Event) { p.all = true }))
	}
	body = append(body, view.El("ol.incidents", items...))
	return view.El("section#incidents", body...).DataSet("count", p.count())
}

func (p *EventPage) renderViews() []app.UI {
	l := p.lang
	if p.partial { // renderIncidents says they are being read
		return nil
	}
	var out []app.UI
	if pt := p.views.pt; len(pt) > 0 {
		var rows []app.UI
		for _, x := range pt {
			var groups []app.UI
			for _, g := range penaltyLines(l, x.Totals) {
				items := make([]app.UI, len(g.Lines))
				for i, line := range g.Lines {
					items[i] = view.Tx("li", line)
				}
				groups = append(groups, view.El("ul.unit-totals", items...).DataSet("unit", g.Unit))
			}
			cols := []string{msg.T(l, "app.log.party"), msg.T(l, "app.log.read.totals"), msg.T(l, "app.log.n")}
			rows = append(rows, view.El("tr", view.Th("row", p.PartName(x.Number)).DataSet("label", cols[0]),
				view.El("td", groups...).DataSet("label", cols[1]), view.Tx("td", strconv.Itoa(x.Count)).DataSet("label", cols[2])))
		}
		out = append(out, logTable(l, "penalties", "app.log.penalties", []string{"app.log.party", "app.log.read.totals", "app.log.n"}, rows))
	}
	if zt := p.views.zt; len(zt) > 0 && (p.views.ztHTML == "" || p.views.ztLang != l) {
		// a season has thousands of rows (a player's count a day): written as one piece of
		// HTML, which the browser builds at once, instead of an element at a time
		var b strings.Builder
		day, party, n := html.EscapeString(msg.T(l, "app.log.day")), html.EscapeString(msg.T(l, "app.log.party")), html.EscapeString(msg.T(l, "app.log.n"))
		b.WriteString(`<section id="zt"><h2>`)
		b.WriteString(html.EscapeString(msg.T(l, "app.log.zt")))
		b.WriteString(`</h2><table class="fold"><thead><tr>`)
		for _, key := range []string{"app.log.day", "app.log.party", "app.log.n"} {
			b.WriteString(`<th scope="col">` + html.EscapeString(msg.T(l, key)) + `</th>`)
		}
		b.WriteString(`</tr></thead><tbody>`)
		for _, z := range zt {
			who := p.PartName(z.Team)
			if z.Player != 0 {
				who = p.PlayerName(z.Player)
			}
			b.WriteString(`<tr><td data-label="` + day + `">` + html.EscapeString(z.Day) + `</td><th scope="row" data-label="` + party + `">` +
				html.EscapeString(who) + `</th><td data-label="` + n + `">` + strconv.Itoa(z.Count) + `</td></tr>`)
		}
		b.WriteString(`</tbody></table></section>`)
		p.views.ztHTML, p.views.ztLang = b.String(), l
	}
	if len(p.views.zt) > 0 {
		out = append(out, app.Raw(p.views.ztHTML))
	}
	if p.ev.Form.InGames() && len(p.incs) > 0 {
		var rows []app.UI
		for _, g := range p.views.games {
			name := msg.T(l, "app.log.game") + " " + strconv.Itoa(g.Number)
			if g.Number == 0 {
				name = msg.T(l, "app.log.nogame")
			}
			labels := []app.UI{view.Tx("strong", name+": ")}
			for _, in := range g.Incidents {
				lab := view.Tx("span", in.Label()+" ")
				if in.Status == eventlog.Revoked {
					lab = view.Tx("span.revoked", in.Label()+" ")
				}
				labels = append(labels, lab)
			}
			rows = append(rows, view.El("li", labels...))
		}
		out = append(out, view.El("section#games", view.LogT(l, "h2", "app.log.games"), view.El("ul", rows...)))
	}
	return out
}

// logTable is a section of the event page with a heading and a table: header cells (scope
// "col") with the messages of cols, then rows.
func logTable(l msg.Lang, id, title string, cols []string, rows []app.UI) app.UI {
	head := make([]app.UI, len(cols))
	for i, key := range cols {
		head[i] = view.Th("col", msg.T(l, key))
	}
	return view.El("section",
		view.LogT(l, "h2", title),
		view.El("table.fold", view.El("thead", view.El("tr", head...)), view.El("tbody", rows...)),
	).ID(id)
}
