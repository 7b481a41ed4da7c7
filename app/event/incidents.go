package event

import (
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
