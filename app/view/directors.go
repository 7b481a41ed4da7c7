package view

import (
	"arbiter/app/logstore"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// QuestionView asks "Did you log S1–Sn of this event on this phone?" with the two answers;
// answer is called with the director's. The question stays (its buttons disabled while busy)
// until the answer's work is done: go-app drops the work's Dispatch once the element whose
// handler started it is gone.
func QuestionView(l msg.Lang, q logstore.FirstQuestion, busy bool, answer func(ctx app.Context, a logstore.FirstAnswer)) app.UI {
	if q.N == 0 {
		return nil
	}
	ask := msg.T(l, "app.dir.ask.range", msg.A("last", eventlog.NumberLabel(q.N)))
	if q.N == 1 {
		ask = msg.T(l, "app.dir.ask.one")
	}
	return El("div#dir-ask.notice",
		Tx("p#dir-ask-q", ask),
		Tx("p.help", msg.T(l, "app.dir.ask.help", msg.A("next", eventlog.NumberLabel(q.N+1)), msg.A("other", q.Next))),
		El("div.tool-row",
			LogBtn(l, "button#dir-ask-yes.btn", "app.dir.ask.yes", func(ctx app.Context, e app.Event) { answer(ctx, logstore.LoggedHere) }).Attr("disabled", busy),
			LogBtn(l, "button#dir-ask-no.btn.btn-quiet", "app.dir.ask.no", func(ctx app.Context, e app.Event) { answer(ctx, logstore.LoggedElsewhere) }).Attr("disabled", busy),
		),
	).Role("alertdialog").Aria("labelledby", "dir-ask-q")
}

// NameHint suggests typing a name in Settings when ev lists another director and this phone's
// has none (nil otherwise): logging is never held up for it.
func NameHint(l msg.Lang, ev *eventlog.Event, me eventlog.Director) app.UI {
	if me.Name != "" || ev == nil {
		return nil
	}
	for _, d := range ev.Directors {
		if d.ID != me.ID {
			return El("p#dir-name-hint.help",
				app.Text(msg.T(l, "app.dir.name.hint")+" "),
				Anchor("a", "/settings#director", msg.T(l, "app.settings")),
			)
		}
	}
	return nil
}

// DirectorCard is Settings' "Your name as a director".
func DirectorCard(l msg.Lang, name string, set func(ctx app.Context, name string)) app.UI {
	return SettingsCard("set-dir-h", msg.T(l, "app.dir.title"),
		El("div.field",
			LabelFor("director-name", msg.T(l, "app.dir.name")),
			InputEl("text", "director-name", "director").Attr("value", name).Attr("maxlength", eventlog.MaxName).
				Attr("autocomplete", "name").Aria("describedby", "director-name-help").
				OnChange(func(ctx app.Context, e app.Event) { set(ctx, ctx.JSSrc().Get("value").String()) }),
			Tx("p#director-name-help.help", msg.T(l, "app.dir.name.help")),
		),
	).ID("director")
}
