package main

import (
	"arbiter/engine"
	"arbiter/engine/club"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// settingsPage is /settings: language, default ruleset, the club file (loaded from the
// device, checked, kept), the version and updates, and what the device stores.
type settingsPage struct {
	app.Compo
	lang msg.Lang

	defRS   string     // the default ruleset's ID
	club    *club.File // the club file in force
	device  bool       // … loaded on this device (else baked into the build)
	clubErr *engine.Error
	loaded  string // the name of the file just loaded, "" when none

	version     string
	updateReady bool
	checked     bool // the user asked to check for an update
	store       storageInfo
}

// storageInfo is what the browser says about the site's storage.
type storageInfo struct {
	Known     bool // the browser answered
	Usage     float64
	Quota     float64
	Persisted bool
}

func (s *settingsPage) OnPreRender(ctx app.Context) { s.load(ctx) }

func (s *settingsPage) OnMount(ctx app.Context) {
	observeLang(ctx, &s.lang)
	s.load(ctx)
	s.updateReady = ctx.AppUpdateAvailable()
	storageEstimate(ctx, func(info storageInfo) { s.store = info })
}

func (s *settingsPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle(msg.T(s.lang, "app.settings") + " · " + msg.T(s.lang, "app.name"))
	markReady(ctx)
}

func (s *settingsPage) OnAppUpdate(ctx app.Context) { s.updateReady = ctx.AppUpdateAvailable() }

func (s *settingsPage) load(ctx app.Context) {
	s.defRS = defaultRuleset(ctx).ID
	s.club, s.device = clubFile(ctx)
	s.version = appVersion()
}

// useClubText checks a club file's text and, when it is valid, keeps it on the device.
func (s *settingsPage) useClubText(ctx app.Context, name, text string) {
	f, err := decodeClub([]byte(text))
	if err != nil {
		s.clubErr, s.loaded = err, ""
		return
	}
	setDeviceClub(ctx, text)
	s.club, s.device, s.clubErr, s.loaded = f, true, nil, name
	if f.DefaultLanguage != "" {
		var remembered string
		if ctx.LocalStorage().Get(keyLang, &remembered); remembered == "" {
			if l, ok := msg.ParseLang(f.DefaultLanguage); ok {
				ctx.SetState(stateLang, l.String())
			}
		}
	}
	s.defRS = defaultRuleset(ctx).ID
}

func (s *settingsPage) removeClub(ctx app.Context, e app.Event) {
	setDeviceClub(ctx, "")
	s.club, s.device = clubFile(ctx)
	s.clubErr, s.loaded = nil, ""
	s.defRS = defaultRuleset(ctx).ID
}

func (s *settingsPage) onFile(ctx app.Context, e app.Event) {
	readClubFile(ctx, ctx.JSSrc(), func(name, text string, err error) {
		if err != nil {
			s.clubErr = engine.Errorf(engine.EINVALID, "%s", msg.T(s.lang, "app.club.unreadable"))
			return
		}
		s.useClubText(ctx, name, text)
	})
}

func (s *settingsPage) onDefault(ctx app.Context, e app.Event) {
	id := ctx.JSSrc().Get("value").String()
	if rulesets.Get(id) == nil {
		return
	}
	s.defRS = id
	ctx.LocalStorage().Set(keyDefaultRules, id)
	ctx.LocalStorage().Set(keyRuleset, id) // the home screen opens on it
}

func (s *settingsPage) Render() app.UI {
	l := s.lang
	return frame(l, msg.T(l, "app.settings"),
		app.Elem("nav").Class("crumbs").Body(app.Elem("a").ID("home-link").Attr("href", href("/")).Text("← "+msg.T(l, "app.home"))),
		app.Elem("section").Class("card").Aria("labelledby", "set-lang-h").Body(
			app.Elem("h2").ID("set-lang-h").Text(msg.T(l, "app.lang")),
			app.Elem("div").Class("field").Body(
				app.Elem("label").Attr("for", "settings-lang").Text(msg.T(l, "app.settings.lang")),
				langSelect("settings-lang", l),
			),
			app.Elem("div").Class("field").Body(
				app.Elem("label").Attr("for", "settings-ruleset").Text(msg.T(l, "app.settings.ruleset")),
				app.Elem("select").ID("settings-ruleset").Attr("name", "ruleset").OnChange(s.onDefault).Body(
					app.Range(rulesets.All()).Slice(func(i int) app.UI {
						rs := rulesets.All()[i]
						o := app.Elem("option").Attr("value", rs.ID).Text(rulesetName(l, rs))
						if rs.ID == s.defRS || app.IsClient {
							o = o.Attr("selected", rs.ID == s.defRS)
						}
						return o
					}),
				),
			),
		),
		s.clubSection(l),
		app.Elem("section").Class("card").Aria("labelledby", "set-ver-h").Body(
			app.Elem("h2").ID("set-ver-h").Text(msg.T(l, "app.settings.about")),
			app.Elem("p").ID("app-version").Text(msg.T(l, "app.version", msg.A("version", s.version))),
			s.updateLine(l),
		),
		app.Elem("section").Class("card").Aria("labelledby", "set-store-h").Body(
			app.Elem("h2").ID("set-store-h").Text(msg.T(l, "app.storage")),
			s.storageLines(l),
		),
	)
}

func (s *settingsPage) updateLine(l msg.Lang) app.UI {
	if s.updateReady {
		return app.Elem("div").ID("settings-update").Class("notice").Role("status").Body(
			app.Elem("span").Text(msg.T(l, "app.update")),
			app.Elem("button").Class("btn").Text(msg.T(l, "app.update.reload")).OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
		)
	}
	status := ""
	if s.checked {
		status = msg.T(l, "app.update.none")
	}
	return app.Elem("div").ID("settings-update").Body(
		app.Elem("button").ID("check-update").Class("btn btn-quiet").Text(msg.T(l, "app.update.check")).
			OnClick(func(ctx app.Context, e app.Event) {
				s.checked = true
				checkForUpdate()
			}),
		app.Elem("p").Class("muted").Role("status").Text(status),
	)
}

func (s *settingsPage) storageLines(l msg.Lang) app.UI {
	if !s.store.Known {
		return app.Elem("p").ID("storage").Class("muted").Text(msg.T(l, "app.storage.unknown"))
	}
	persisted := msg.T(l, "app.storage.temporary")
	if s.store.Persisted {
		persisted = msg.T(l, "app.storage.persisted")
	}
	return app.Elem("div").ID("storage").Body(
		app.Elem("p").ID("storage-used").Text(msg.T(l, "app.storage.used",
			msg.A("used", byteSize(l, s.store.Usage)), msg.A("quota", byteSize(l, s.store.Quota)))),
		app.Elem("p").ID("storage-persisted").Text(persisted),
	)
}

// byteSize prints a storage size in MB, or in GB from 1 GB up ("11,7 MB", "10,7 GB").
func byteSize(l msg.Lang, b float64) string {
	if b >= 1e9 {
		return msg.Fixed(l, b/1e9, 1) + "\u00a0GB"
	}
	return msg.Fixed(l, b/1e6, 1) + "\u00a0MB"
}

func (s *settingsPage) clubSection(l msg.Lang) app.UI {
	body := []app.UI{
		app.Elem("h2").ID("set-club-h").Text(msg.T(l, "app.club.file")),
		app.Elem("p").Class("help").Text(msg.T(l, "app.club.help")),
	}
	if s.club == nil {
		body = append(body, app.Elem("p").ID("club-status").Class("muted").Text(msg.T(l, "app.club.none")))
	} else {
		src := msg.T(l, "app.club.baked")
		if s.device {
			src = msg.T(l, "app.club.device")
		}
		name := s.club.Club
		if name == "" {
			name = "—"
		}
		body = append(body,
			app.Elem("p").ID("club-status").Body(app.Elem("strong").Text(name), app.Text(" · "+src)),
		)
		if rs := rulesets.Get(s.club.DefaultRuleset); rs != nil {
			body = append(body, app.Elem("p").Text(msg.T(l, "app.club.defrs", msg.A("ruleset", rulesetName(l, rs)))))
		}
		if lg, ok := msg.ParseLang(s.club.DefaultLanguage); ok && s.club.DefaultLanguage != "" {
			body = append(body, app.Elem("p").Text(msg.T(l, "app.club.deflang", msg.A("lang", msg.T(lg, "app.lang."+lg.String())))))
		}
		body = append(body, clubDiffView(l, s.club))
	}
	if s.loaded != "" {
		body = append(body, app.Elem("p").ID("club-loaded").Class("ok").Role("status").Text(msg.T(l, "app.club.loaded", msg.A("file", s.loaded))))
	}
	body = append(body,
		app.Elem("div").Class("field").Body(
			app.Elem("label").Attr("for", "club-file").Text(msg.T(l, "app.club.load")),
			app.ElemSelfClosing("input").Attr("type", "file").ID("club-file").Attr("name", "club").Attr("accept", ".json,application/json").
				Aria("describedby", "club-file-err").Aria("invalid", s.clubErr != nil).OnChange(s.onFile),
		),
	)
	if s.clubErr != nil {
		body = append(body, app.Elem("p").ID("club-file-err").Class("error").Role("alert").Text(s.clubErr.Message(l)))
	}
	if s.device {
		body = append(body, app.Elem("button").ID("club-remove").Class("btn btn-quiet").Text(msg.T(l, "app.club.remove")).OnClick(s.removeClub))
	}
	return app.Elem("section").ID("club").Class("card").Aria("labelledby", "set-club-h").Body(body...)
}

// clubDiffView lists, per ruleset, the values the club file changes: parameter, rule and
// section, built-in value, club value.
func clubDiffView(l msg.Lang, f *club.File) app.UI {
	var parts []app.UI
	for _, rs := range rulesets.All() {
		ch := f.Diff(rs.ID)
		if len(ch) == 0 {
			continue
		}
		rows := make([]app.UI, len(ch))
		for i, c := range ch {
			where := c.Param.Rule
			if c.Param.Section != "" {
				where += " (" + c.Param.Section + ")"
			}
			rows[i] = app.Elem("tr").DataSet("param", rs.ID+"."+c.Key).Body(
				app.Elem("th").Attr("scope", "row").Body(app.Elem("code").Text(c.Key), app.ElemSelfClosing("br"), app.Elem("span").Class("muted").Text(where)),
				app.Elem("td").Text(paramValue(l, c.Param, c.Builtin)),
				app.Elem("td").Class("club-val").Text(paramValue(l, c.Param, c.Value)),
			)
		}
		parts = append(parts,
			app.Elem("h3").Text(rulesetName(l, rs)),
			app.Elem("div").Class("table-wrap").Body(app.Elem("table").Class("totals club-diff").Body(
				app.Elem("thead").Body(app.Elem("tr").Body(
					app.Elem("th").Attr("scope", "col").Text(msg.T(l, "app.club.param")),
					app.Elem("th").Attr("scope", "col").Text(msg.T(l, "app.club.builtin")),
					app.Elem("th").Attr("scope", "col").Text(msg.T(l, "app.club.clubval")),
				)),
				app.Elem("tbody").Body(rows...),
			)),
		)
	}
	if len(parts) == 0 {
		return app.Elem("p").ID("club-diff").Class("muted").Text(msg.T(l, "app.club.nochange"))
	}
	return app.Elem("div").ID("club-diff").Body(parts...)
}

// langSelect is a language choice that switches the whole app and remembers it.
func langSelect(id string, l msg.Lang) app.UI {
	return app.Elem("select").ID(id).Body(
		app.Range(msg.Langs).Slice(func(i int) app.UI {
			c := msg.Langs[i]
			o := app.Elem("option").Attr("value", c.String()).Text(msg.T(c, "app.lang."+c.String()))
			if c == l || app.IsClient {
				o = o.Attr("selected", c == l)
			}
			return o
		}),
	).OnChange(func(ctx app.Context, e app.Event) {
		if nl, ok := msg.ParseLang(ctx.JSSrc().Get("value").String()); ok {
			switchLang(ctx, nl)
		}
	})
}
