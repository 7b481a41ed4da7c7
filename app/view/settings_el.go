package view

import (
	"arbiter/app/texts"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// SettingsCard is one section of the page: a card titled by its h2 (id hid), then kids.
func SettingsCard(hid, title string, kids ...app.UI) app.HTMLElem {
	return El("section.card", append([]app.UI{Tx("h2", title).ID(hid)}, kids...)...).Aria("labelledby", hid)
}

// LangSelect is a language choice that switches the whole app and remembers it.
func LangSelect(id string, l msg.Lang) app.UI {
	opts := make([]app.UI, len(msg.Langs))
	for i, c := range msg.Langs {
		opts[i] = Option(c.String(), msg.T(c, texts.LangKey(c)), c == l)
	}
	return El("select", opts...).ID(id).OnChange(func(ctx app.Context, e app.Event) {
		if nl, ok := msg.ParseLang(ctx.JSSrc().Get("value").String()); ok {
			switchLang(ctx, nl)
		}
	})
}
