package view

import (
	"arbiter/app/logstore"
	"arbiter/app/paths"
	"arbiter/app/texts"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// logBanner says, on every screen, when the log is not being saved (no IndexedDB) or was closed
// by another tab's upgrade.
type logBanner struct {
	app.Compo
	Lang   msg.Lang
	mode   logstore.Mode
	reason string
	stop   func()
}

func (b *logBanner) OnMount(ctx app.Context) {
	b.stop = WatchLog(ctx, func(ctx app.Context) { b.mode, b.reason = logstore.TheLog.State() })
	ctx.Async(func() {
		logstore.TheLog.Get()
		Dispatch(ctx, func(ctx app.Context) { b.mode, b.reason = logstore.TheLog.State() })
	})
}

func (b *logBanner) OnDismount() {
	if b.stop != nil {
		b.stop()
	}
}

func (b *logBanner) Render() app.UI {
	l := b.Lang
	switch b.mode {
	case logstore.Memory:
		return El("div#log-banner.log-banner",
			Tx("strong", msg.T(l, "app.log.banner")+" "),
			Tx("span", msg.T(l, b.reason)+" "),
			Anchor("a", paths.RouteLog, msg.T(l, "app.log.banner.export")),
		).Role("alert")
	case logstore.Closed:
		return El("div#log-banner.log-banner",
			Tx("span", msg.T(l, texts.KeyLogErrClosed)+" "),
			LogBtn(l, "button.btn", "app.update.reload", func(ctx app.Context, e app.Event) { ctx.Reload() }),
		).Role("alert")
	}
	return El("div#log-banner").Hidden(true)
}
