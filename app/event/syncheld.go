package event

import (
	"strconv"

	"arbiter/app/logstore"
	"arbiter/app/syncrun"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/couchsync"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The shared log's rulings kept aside by name (syncclash_wasm.go reads them): two directors'
// rulings of one label, both shown with their director's name; versions of a ruling not made
// by its director; renumbered rulings. And the two acts that settle them: "Renumber my
// rulings to letter X" (claimed on the server, recorded in the log) and "Not mine" for a
// ruling written under this director's name that this phone never wrote.

// claimedElsewhere tells whether the shared log's server holds a claim of series s by
// another director than me (the page then offers the next letter).
func claimedElsewhere(v syncrun.View, s int, me string) bool {
	d, ok := v.Claims[s]
	return ok && d != me
}

// heldPanel is the state of the acts.
type heldPanel struct {
	busy bool
	err  string
	to   int // the letter offered after one was taken meanwhile (0: the next free one)
}

// progressLine is "n of N records here" while the log comes in (data-have, data-of); none
// when the phone holds more than the server (nothing is coming in: the counts line says it).
func progressLine(l msg.Lang, id string, pr syncrun.Progress) app.UI {
	if pr.Of <= 0 || pr.Have > pr.Of {
		return nil
	}
	return view.Tx("p.muted", msg.T(l, "app.sync.progress", msg.A("n", pr.Have), msg.A("total", pr.Of))).ID(id).
		DataSet("have", pr.Have).DataSet("of", pr.Of)
}

// heldText is what the page says of one held row.
func heldText(l msg.Lang, ev *eventlog.Event, me string, h syncrun.HeldRow) string {
	name := func(id string) string { return logstore.DirectorLabel(l, ev, id) }
	switch h.Key {
	case couchsync.KeyHoldClash:
		return msg.T(l, "app.sync.row.clash", msg.A("label", h.Label), msg.A("name", name(h.By)), msg.A("other", name(h.LogBy)))
	case couchsync.KeyHoldRenamed:
		return msg.T(l, "app.sync.row.renumbered", msg.A("label", h.Label), msg.A("name", name(h.By)))
	case couchsync.KeyHoldChanged:
		return msg.T(l, "app.sync.row.changed", msg.A("label", h.Label), msg.A("name", name(h.By)))
	case couchsync.KeyHoldOverruled:
		return msg.T(l, "app.sync.row.overruled", msg.A("label", h.Label), msg.A("name", name(h.By)), msg.A("author", authorName(l, ev, h.Author)))
	}
	switch {
	case h.By == me && h.Revoked && h.RevokedBy == me:
		return msg.T(l, "app.sync.row.disowned", msg.A("label", h.Label))
	case h.By == me:
		return msg.T(l, "app.sync.row.notmine", msg.A("label", h.Label))
	case !h.InLog:
		return msg.T(l, "app.sync.row.author.new", msg.A("label", h.Label), msg.A("name", name(h.By)), msg.A("author", authorName(l, ev, h.Author)))
	case h.Author == "":
		return msg.T(l, "app.sync.row.noauthor", msg.A("label", h.Label), msg.A("name", name(h.By)))
	}
	return msg.T(l, "app.sync.row.author", msg.A("label", h.Label), msg.A("name", name(h.By)), msg.A("author", name(h.Author)))
}

// renumberFrom is the series this phone's director numbers in when it clashes with another
// director's and they have logged in it (0: nothing to renumber).
func (s *syncSection) renumberFrom() int {
	p := s.S
	d, ok := p.ev.Director(p.me.ID)
	if !ok || d.Series == 0 || p.partial || p.loggedByMe() == 0 {
		return 0
	}
	clash := false
	for _, x := range eventlog.SeriesClashes(&p.ev) {
		clash = clash || x == d.Series
	}
	for _, h := range p.sync.view.Rows {
		clash = clash || h.Key == couchsync.KeyHoldClash && (h.By == p.me.ID || h.LogBy == p.me.ID)
	}
	if !clash {
		return 0
	}
	return d.Series
}

// renderHeld lists the held rulings by name, and offers the acts.
func (s *syncSection) renderHeld() app.UI {
	l, p, sp := s.Lang, s.S, &s.S.sync
	var kids []app.UI
	if len(sp.view.Rows) > 0 {
		items := make([]app.UI, 0, len(sp.view.Rows))
		for i, h := range sp.view.Rows {
			row := []app.UI{view.Tx("span.held-text", heldText(l, &p.ev, p.me.ID, h))}
			if h.Notes != "" {
				row = append(row, view.Tx("span.muted", " · "+h.Notes))
			}
			if h.Key == couchsync.KeyHoldAuthor && h.By == p.me.ID && !(h.Revoked && h.RevokedBy == p.me.ID) {
				row = append(row, app.Text(" "), view.Tx("button.btn.btn-quiet.held-disown", msg.T(l, "app.sync.disown")).
					ID("sync-disown-"+strconv.Itoa(i)).DataSet("doc", h.DocID).Attr("disabled", s.held.busy).OnClick(s.disown))
			}
			if h.Key == couchsync.KeyHoldOverruled {
				row = append(row, app.Text(" "), view.Tx("button.btn.btn-quiet.held-settle", msg.T(l, "app.sync.settle")).
					ID("sync-settle-"+strconv.Itoa(i)).DataSet("doc", h.DocID).Attr("disabled", s.held.busy).OnClick(s.settle))
			}
			items = append(items, view.El("li", row...).DataSet("key", h.Key).DataSet("label", h.Label).
				DataSet("by", logstore.DirectorLabel(l, &p.ev, h.By)).DataSet("inlog", h.InLog))
		}
		kids = append(kids, view.LogT(l, "h3", "app.sync.rows"), view.El("ul#sync-rows", items...))
	}
	if from := s.renumberFrom(); from > 0 {
		to := s.renumberTo(from)
		if to == 0 {
			kids = append(kids, view.Tx("p.error", msg.T(l, texts.KeyDirFull, msg.A("max", eventlog.MaxSeries+1))))
		} else {
			kids = append(kids,
				view.Tx("p.help", msg.T(l, "app.sync.renumber.help", msg.A("from", logstore.SeriesLabels(from)), msg.A("to", logstore.SeriesLabels(to)))),
				view.Tx("button#sync-renumber.btn", msg.T(l, "app.sync.renumber", msg.A("letter", eventlog.SeriesLetter(to)))).
					Attr("disabled", s.held.busy).OnClick(s.renumber))
		}
	}
	if s.held.err != "" {
		kids = append(kids, view.Tx("p#sync-held-err.error", s.held.err).Role("alert"))
	}
	if len(kids) == 0 {
		return nil
	}
	return view.El("div#sync-held", kids...)
}

// renumberTo is the letter the page offers to renumber this director's rulings of series
// from to (0: none).
func (s *syncSection) renumberTo(from int) int {
	if to := s.held.to; to > from {
		return to
	}
	return s.S.nextLetter(from)
}

// renumber moves this phone's director's rulings to the letter the page offers
// (syncRenumber); both are read when tapped (go-app may keep a redrawn button's first handler).
func (s *syncSection) renumber(ctx app.Context, e app.Event) {
	from := s.renumberFrom()
	to := s.renumberTo(from)
	if from == 0 || to == 0 {
		return
	}
	p, hp, id := s.S, &s.held, s.S.id
	hp.busy, hp.err = true, ""
	var err error
	ctx.Async(func() {
		err = syncrun.Renumber(id, from, to)
		view.Dispatch(ctx, func(ctx app.Context) {
			hp.busy = false
			if err != nil {
				hp.err = engine.ErrorMessage(err, s.Lang, texts.KeyLogErrStore)
				if next := p.nextLetter(to); next > 0 {
					hp.to = next
				}
				return
			}
			hp.to = 0
			p.reload(ctx)
		})
	})
}

// disown revokes, for every phone, a ruling under this director's name this phone never wrote
// (the tapped button's data-doc names it).
func (s *syncSection) disown(ctx app.Context, e app.Event) { s.heldAct(ctx, e, syncrun.Disown) }

// settle settles, for every phone, the versions of a ruling its director's phone wrote over
// (the tapped button's data-doc names it).
func (s *syncSection) settle(ctx app.Context, e app.Event) { s.heldAct(ctx, e, syncrun.Settle) }

// heldAct runs act on the shared log for the held document the tapped button's data-doc names
// (read at tap time), off the UI goroutine, and redraws the shared-log section after.
func (s *syncSection) heldAct(ctx app.Context, e app.Event, act func(key, docID string) error) {
	docID := e.Get("currentTarget").Get("dataset").Get("doc").String()
	if docID == "" {
		return
	}
	p, hp := s.S, &s.held
	key := p.sync.link.Key()
	hp.busy, hp.err = true, ""
	var err error
	ctx.Async(func() {
		err = act(key, docID)
		view.Dispatch(ctx, func(ctx app.Context) {
			hp.busy = false
			if err != nil {
				hp.err = engine.ErrorMessage(err, s.Lang, texts.KeyLogErrStore)
			}
			p.refreshSync(ctx)
		})
	})
}

// authorName is the director an author names, or "nobody named" when it names none.
func authorName(l msg.Lang, ev *eventlog.Event, id string) string {
	if id == "" {
		return msg.T(l, "app.sync.row.nobody")
	}
	return logstore.DirectorLabel(l, ev, id)
}
