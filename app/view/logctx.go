package view

import (
	"context"

	"arbiter/app/logstore"
	"arbiter/app/texts"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// WatchLog makes a component reload (ctx.Dispatch(reload)) when the log changes; call the
// result in OnDismount.
func WatchLog(ctx app.Context, reload func(app.Context)) func() {
	return logstore.TheLog.Watch(func() { Dispatch(ctx, reload) })
}

// SaveIncident adds in to the log as the ruling of this phone's director, who joins its event
// first (directors.go; one transaction per write, off the UI goroutine); then, on the UI
// goroutine, done gets the saved incident and either the "saved" sentence or the error's, or
// (nothing written) the question to ask before logging (ans is the answer to it, once asked).
func SaveIncident(ctx app.Context, l msg.Lang, in eventlog.Incident, event string, ans logstore.FirstAnswer, done func(ctx app.Context, got eventlog.Incident, saved, failed string, q logstore.FirstQuestion)) {
	var got eventlog.Incident
	var q logstore.FirstQuestion
	var err error
	me := logstore.ThisDirector(ctx.LocalStorage())
	WithLog(ctx, func(s eventlog.Store) {
		got, q, err = logstore.LogAs(context.Background(), s, in, me, ans)
	}, func(ctx app.Context) {
		switch {
		case err != nil:
			done(ctx, got, "", engine.ErrorMessage(err, l, texts.KeyLogErrStore), q)
		case q.N > 0:
			done(ctx, got, "", "", q)
		default:
			done(ctx, got, msg.T(l, "app.log.saved", msg.A("label", got.Label()), msg.A("event", event)), "", q)
		}
	})
}

// WithLog runs op on the log off the UI goroutine, then done on it.
func WithLog(ctx app.Context, op func(s eventlog.Store), done func(app.Context)) {
	ctx.Async(func() {
		s, _, _ := logstore.TheLog.Get()
		op(s)
		Dispatch(ctx, done)
	})
}

// OpenEventID is the ID of the open event ("" when none).
func OpenEventID(ctx app.Context) string {
	var id string
	ctx.LocalStorage().Get(logstore.KeyOpenEvent, &id)
	return id
}

func SetOpenEvent(ctx app.Context, id string) { ctx.LocalStorage().Set(logstore.KeyOpenEvent, id) }

// Dispatch is ctx.Dispatch for work that ends off the UI goroutine (a goroutine of ctx.Async,
// a callback of IndexedDB or of the sync): the change is drawn at once, not at the page's next
// event (wakeUI, wake_wasm.go).
func Dispatch(ctx app.Context, fn func(app.Context)) {
	ctx.Dispatch(fn)
	logstore.WakeUI()
}
