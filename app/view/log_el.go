package view

import (
	"strconv"

	"arbiter/app/paths"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Helpers of the log screens' render code (one call where go-app's chain is several), shared
// by the event form, the log, the event page, the banner and the "Log it" panel.

// LogT is an element holding a message: logT(l, "h2", "app.log.events").
func LogT(l msg.Lang, spec, key string) app.HTMLElem { return Tx(spec, msg.T(l, key)) }

// LogBtn is a button labelled with a message, with its click handler.
func LogBtn(l msg.Lang, spec, key string, h app.EventHandler) app.HTMLElem {
	return Tx(spec, msg.T(l, key)).OnClick(h)
}

// LogCancel is the quiet Cancel button of the log's forms and questions.
func LogCancel(l msg.Lang, h app.EventHandler) app.HTMLElem {
	return LogBtn(l, "button.btn.btn-quiet", "app.log.cancel", h)
}

// LogAlert is an error message: tx(spec, text) with role="alert".
func LogAlert(spec, text string) app.HTMLElem { return Tx(spec, text).Role("alert") }

// LogField is fieldRow labelled with the message key.
func LogField(l msg.Lang, id, key string, kids ...app.UI) app.HTMLElem {
	return FieldRow(id, msg.T(l, key), kids...)
}

// LogValueTo is an input's handler that keeps the element's value in *dst.
func LogValueTo(dst *string) app.EventHandler {
	return func(ctx app.Context, e app.Event) { *dst = ctx.JSSrc().Get("value").String() }
}

// LogEventPath is the path of an event's page (see href).
func LogEventPath(id string) string { return paths.RouteEvent + "?id=" + id }

// ParticipantName is "3 · Novi Sad", or "3" for a participant without a name.
func ParticipantName(p eventlog.Participant) string {
	if p.Name == "" {
		return strconv.Itoa(p.Number)
	}
	return strconv.Itoa(p.Number) + " · " + p.Name
}
