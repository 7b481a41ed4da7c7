package event

import (
	"context"

	"arbiter/app/paths"
	"arbiter/app/view"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// OpenEventSummary is the open event on Home: its name, incident count and a link, or a link
// to the log when no event is open. Home renders it (one slot).
func OpenEventSummary() app.UI { return &openEventCard{} }

// openEventCard is the open event's card on Home (openEventSummary), reloaded when the log
// changes.
type openEventCard struct {
	app.Compo
	lang  msg.Lang
	ev    *eventlog.Event
	count int
	stop  func()
}

func (c *openEventCard) OnMount(ctx app.Context) {
	view.ObserveLang(ctx, &c.lang)
	c.stop = view.WatchLog(ctx, c.load)
	c.load(ctx)
}

func (c *openEventCard) OnDismount() {
	if c.stop != nil {
		c.stop()
	}
}

func (c *openEventCard) load(ctx app.Context) {
	id := view.OpenEventID(ctx)
	if id == "" {
		c.ev = nil
		return
	}
	var ev eventlog.Event
	n := 0
	var err error
	view.WithLog(ctx, func(s eventlog.Store) {
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
		return view.El("section#open-event.open-event",
			view.Anchor("a#open-event-link.event-link", paths.RouteLog, msg.T(l, "app.log.title")),
		)
	}
	return view.El("section#open-event.open-event",
		view.Anchor("a#open-event-link.event-link", view.LogEventPath(c.ev.ID), msg.T(l, "app.log.open")+": "+c.ev.Name),
		view.Tx("p.muted", c.ev.Date+" · "+msg.T(l, "app.log.count", msg.A("n", c.count))),
	).Aria("label", msg.T(l, "app.log.open"))
}
