package view

import (
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// RulingEventField is the "Event" row of the log panels ("Log it" and ruling.go): a select (id) of
// the events, the one with ID *evID selected; choosing one sets *evID, then runs then (when not
// nil).
func RulingEventField(l msg.Lang, id string, events []eventlog.Event, evID *string, then func(app.Context)) app.UI {
	opts := make([]app.UI, 0, len(events))
	for _, e := range events {
		opts = append(opts, Option(e.ID, e.Name+" · "+e.Date, e.ID == *evID))
	}
	return FieldRow(id, msg.T(l, "app.log.event"),
		El("select", opts...).ID(id).OnChange(func(ctx app.Context, e app.Event) {
			*evID = ctx.JSSrc().Get("value").String()
			if then != nil {
				then(ctx)
			}
		}),
	)
}
