package event

import (
	"context"
	"strconv"
	"strings"

	"arbiter/app/calcform"
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

func logOut(o eventlog.Out) engine.Out {
	out := engine.Out{Name: o.Name, Num: o.Num, Unit: o.Unit, Prec: o.Prec, Str: o.Code}
	if o.Bool != nil {
		out.IsB, out.Bool = true, *o.Bool
	}
	return out
}

// incidentsSection is the list of the event's incidents: each as it reads (a sentence and a
// table), its notes, what superseded it, a stale result's flag, and what the director does
// with it (revoke with a reason, reopen, share its link). Its own state: whether every incident
// is shown, the revocation and the share link being written.
type incidentsSection struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *eventState

	all    bool // show every incident, not only the newest pageSize
	revoke int  // the incident whose revocation is being typed
	reason string

	share      int        // the incident whose share link is shown (logread.go)
	shareNames bool       // … with the sides' names
	shareFacts link.Facts // … and the deadline facts the director entered (deadline.go)
	shareWhy   string     // … and the reasoning, at first the case's notes (record.go)
	shared     string
}

// OnMount: a case's share link is signed when the phone has a key (sign.go): the section
// redraws when it is.
func (s *incidentsSection) OnMount(ctx app.Context) { view.WatchSigned(s, ctx) }

func (s *incidentsSection) Render() app.UI {
	l, p := s.Lang, s.S
	ev := &p.ev
	rs := rulesets.Get(ev.Ruleset)
	var items []app.UI
	shown := p.incs
	hidden := p.count() - len(shown) // not read yet (partial), or read and not drawn
	if !s.all && !p.print && len(shown) > pageSize {
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
			} else if s.revoke == n {
				rid := "revoke-reason-" + strconv.Itoa(n)
				rows = append(rows, view.LogField(l, rid, "app.log.revoke.reason",
					view.InputEl("text", rid, "").Attr("value", s.reason).Attr("maxlength", eventlog.MaxNotes).OnInput(view.LogValueTo(&s.reason)),
					view.El("div.tool-row",
						view.LogBtn(l, "button#revoke-confirm.btn", "app.log.revoke", s.doRevoke(n)),
						view.LogCancel(l, func(ctx app.Context, e app.Event) { s.revoke = 0 }),
					),
				))
			} else {
				rows = append(rows, view.El("div.tool-row",
					view.LogBtn(l, "button.btn.btn-quiet.revoke", "app.log.revoke",
						func(ctx app.Context, e app.Event) { s.revoke, s.reason = n, "" }).DataSet("n", n),
					calcform.ReopenButton(l, rs, in)))
			}
			rows = append(rows, s.renderShare(rs, in))
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
	case hidden > 0 && s.all: // tapped before the rest was read: shown when it is
		body = append(body, view.LogT(l, "p#incidents-reading.muted", "app.log.earlier.reading").Role("status"))
	case hidden > 0:
		body = append(body, view.Tx("button#incidents-all.btn.btn-quiet", msg.T(l, "app.log.earlier", msg.A("n", hidden))).
			OnClick(func(ctx app.Context, e app.Event) { s.all = true }))
	}
	body = append(body, view.El("ol.incidents", items...))
	return view.El("section#incidents", body...).DataSet("count", p.count())
}

// gamesView is a Preferans event's incidents by game (nil: none, or not all read yet: the
// incidents' section says they are being read).
func gamesView(p *eventState) app.UI {
	l := p.lang
	if p.partial || !p.ev.Form.InGames() || len(p.incs) == 0 {
		return nil
	}
	{
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
		return view.El("section#games", view.LogT(l, "h2", "app.log.games"), view.El("ul", rows...))
	}
}

func (s *incidentsSection) doRevoke(n int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p := s.S
		reason := strings.TrimSpace(s.reason)
		if reason == "" {
			p.fail(ctx, msg.T(p.lang, "app.log.revoke.need"))
			return
		}
		id, by := p.id, p.me.ID
		var err error
		me := p.me
		view.WithLog(ctx, func(ls eventlog.Store) {
			// the event lists who revoked, for the other phones (not when it would have to ask
			// which series is theirs: that question belongs to their first ruling)
			if _, _, err = logstore.JoinEvent(context.Background(), ls, id, me, logstore.NotAsked); err != nil {
				return
			}
			_, err = ls.Revoke(context.Background(), id, n, by, reason, logstore.NowMinute())
		}, func(ctx app.Context) {
			if err != nil {
				p.fail(ctx, engine.ErrorMessage(err, p.lang, texts.KeyLogErrStore))
				return
			}
			s.revoke, s.reason = 0, ""
			p.changed(ctx, func() { p.err = "" })
			p.reload(ctx)
		})
	}
}
