package view

import (
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

const (
	StateLang = "lang"         // go-app state: the UI language code, observed by every page
	KeyLang   = "arbiter.lang" // localStorage: the language the user picked
)

// detectLang picks the UI language: ?lang= in the URL, then the one remembered in
// localStorage, then the club file's default, then navigator.language, then English.
func detectLang(ctx app.Context) msg.Lang {
	if l, ok := msg.ParseLang(ctx.Page().URL().Query().Get("lang")); ok {
		return l
	}
	var s string
	if err := ctx.LocalStorage().Get(KeyLang, &s); err == nil {
		if l, ok := msg.ParseLang(s); ok {
			return l
		}
	}
	if f, _ := ClubFile(ctx); f != nil {
		if l, ok := msg.ParseLang(f.DefaultLanguage); ok && f.DefaultLanguage != "" {
			return l
		}
	}
	if app.IsClient {
		if nav := app.Window().Get("navigator"); nav.Truthy() {
			// the browser's preferred languages in order, then its UI language
			if list := nav.Get("languages"); list.Truthy() {
				for i := 0; i < list.Length(); i++ {
					if l, ok := msg.ParseLang(list.Index(i).String()); ok {
						return l
					}
				}
			}
			if l, ok := msg.ParseLang(nav.Get("language").String()); ok {
				return l
			}
		}
	}
	return msg.EN
}

// ObserveLang binds *dst to the shared language state, setting it on first use.
func ObserveLang(ctx app.Context, dst *msg.Lang) {
	var code string
	ctx.GetState(StateLang, &code)
	if l, ok := msg.ParseLang(code); ok && code != "" {
		*dst = l
	} else {
		*dst = detectLang(ctx)
		ctx.SetState(StateLang, dst.String())
	}
	SetDocLang(*dst)
	var cur string
	ctx.ObserveState(StateLang, &cur).OnChange(func() {
		if l, ok := msg.ParseLang(cur); ok {
			*dst = l
			SetDocLang(l)
		}
	})
}

// switchLang makes l the UI language everywhere and remembers it.
func switchLang(ctx app.Context, l msg.Lang) {
	ctx.LocalStorage().Set(KeyLang, l.String())
	ctx.SetState(StateLang, l.String())
}

func SetDocLang(l msg.Lang) {
	if app.IsClient {
		app.Window().Get("document").Get("documentElement").Set("lang", l.String())
	}
}
