package main

import (
	"errors"

	"arbiter/app/internal/browser"
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

	defRS   string     // the default ruleset's ID chosen here or by the club, "" when none: the language's
	club    *club.File // the club file in force
	device  bool       // … loaded on this device (else baked into the build)
	clubErr *engine.Error
	loaded  string // the name of the file just loaded, "" when none

	dirName string // this phone's director's name (directors.go)

	version     string
	updateReady bool
	checked     bool // the user asked to check for an update
	store       browser.StorageInfo
}

func (s *settingsPage) OnPreRender(ctx app.Context) { s.load(ctx) }

func (s *settingsPage) OnMount(ctx app.Context) {
	observeLang(ctx, &s.lang)
	s.load(ctx)
	s.updateReady = ctx.AppUpdateAvailable()
	browser.StorageEstimate(func(info browser.StorageInfo) {
		dispatch(ctx, func(app.Context) { s.store = info })
	})
}

func (s *settingsPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle(msg.T(s.lang, "app.settings") + " · " + msg.T(s.lang, "app.name"))
	markReady(ctx)
}

func (s *settingsPage) OnAppUpdate(ctx app.Context) { s.updateReady = ctx.AppUpdateAvailable() }

// loadDefault reads the default regulation chosen in Settings or by the club file.
func (s *settingsPage) loadDefault(ctx app.Context) {
	s.defRS = ""
	if rs := chosenRulesetIn(ctx.LocalStorage()); rs != nil {
		s.defRS = rs.ID
	}
}

func (s *settingsPage) load(ctx app.Context) {
	s.loadDefault(ctx)
	s.club, s.device = clubFile(ctx)
	s.version = appVersion()
	s.dirName = thisDirector(ctx.LocalStorage()).Name
}

// setDirectorName keeps the name this phone's director typed (the events they log in show it
// from their next ruling on).
func (s *settingsPage) setDirectorName(ctx app.Context, name string) {
	s.dirName = cleanName(name)
	thisDirector(ctx.LocalStorage()) // the ID is made before the first name
	ctx.LocalStorage().Set(keyDirectorName, s.dirName)
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
	s.loadDefault(ctx)
}

func (s *settingsPage) removeClub(ctx app.Context, e app.Event) {
	setDeviceClub(ctx, "")
	s.club, s.device = clubFile(ctx)
	s.clubErr, s.loaded = nil, ""
	s.loadDefault(ctx)
}

// onFile reads the club file chosen in #club-file (the input that fired the change).
func (s *settingsPage) onFile(ctx app.Context, e app.Event) {
	browser.ReadText("club-file", 1<<20, func(name, text string, err error) {
		dispatch(ctx, func(ctx app.Context) {
			switch {
			case errors.Is(err, browser.ErrTooLarge):
				s.useClubText(ctx, name, string(make([]byte, 1<<20))) // the club decoder names the limit
			case err != nil:
				s.clubErr = engine.Errorf(engine.EINVALID, "%s", msg.T(s.lang, "app.club.unreadable"))
			default:
				s.useClubText(ctx, name, text)
			}
		})
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
	all := rulesets.All()
	def := s.defRS
	if def == "" {
		def = rulesets.DefaultFor(l) // none chosen: the language's
	}
	opts := make([]app.UI, len(all))
	for i, rs := range all {
		opts[i] = option(rs.ID, rulesetName(l, rs), rs.ID == def)
	}
	return frame(l, msg.T(l, "app.settings"),
		homeCrumb(l),
		settingsCard("set-lang-h", msg.T(l, "app.lang"),
			el("div.field",
				labelFor("settings-lang", msg.T(l, "app.settings.lang")),
				langSelect("settings-lang", l),
			),
			el("div.field",
				labelFor("settings-ruleset", msg.T(l, "app.settings.ruleset")),
				el("select#settings-ruleset", opts...).Attr("name", "ruleset").OnChange(s.onDefault),
			),
		),
		directorCard(l, s.dirName, s.setDirectorName),
		&signSettings{Lang: l, Club: s.club}, // the signing key (sign_ui.go), and whether the club file names it
		s.clubSection(l),
		settingsCard("set-ver-h", msg.T(l, "app.settings.about"),
			tx("p#app-version", msg.T(l, "app.version", msg.A("version", s.version))),
			s.updateLine(l),
		),
		settingsCard("set-store-h", msg.T(l, "app.storage"),
			s.storageLines(l),
		),
	)
}

// settingsCard is one section of the page: a card titled by its h2 (id hid), then kids.
func settingsCard(hid, title string, kids ...app.UI) app.HTMLElem {
	return el("section.card", append([]app.UI{tx("h2", title).ID(hid)}, kids...)...).Aria("labelledby", hid)
}

func (s *settingsPage) updateLine(l msg.Lang) app.UI {
	if s.updateReady {
		return el("div#settings-update.notice",
			tx("span", msg.T(l, "app.update")),
			tx("button.btn", msg.T(l, "app.update.reload")).OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
		).Role("status")
	}
	status := ""
	if s.checked {
		status = msg.T(l, "app.update.none")
	}
	return el("div#settings-update",
		tx("button#check-update.btn.btn-quiet", msg.T(l, "app.update.check")).
			OnClick(func(ctx app.Context, e app.Event) {
				s.checked = true
				checkForUpdate()
			}),
		tx("p.muted", status).Role("status"),
	)
}

func (s *settingsPage) storageLines(l msg.Lang) app.UI {
	if !s.store.Known {
		return tx("p#storage.muted", msg.T(l, "app.storage.unknown"))
	}
	persisted := msg.T(l, "app.storage.temporary")
	if s.store.Persisted {
		persisted = msg.T(l, "app.storage.persisted")
	}
	return el("div#storage",
		tx("p#storage-used", msg.T(l, "app.storage.used",
			msg.A("used", byteSize(l, s.store.Usage)), msg.A("quota", byteSize(l, s.store.Quota)))),
		tx("p#storage-persisted", persisted),
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
	// the lines that depend on the state; the ones left nil are not drawn
	var status, defRS, defLang, diff, loaded, remove app.UI
	if s.club == nil {
		status = tx("p#club-status.muted", msg.T(l, "app.club.none"))
	} else {
		src := msg.T(l, "app.club.baked")
		if s.device {
			src = msg.T(l, "app.club.device")
		}
		name := s.club.Club
		if name == "" {
			name = "—"
		}
		status = el("p#club-status", tx("strong", name), app.Text(" · "+src))
		if rs := rulesets.Get(s.club.DefaultRuleset); rs != nil {
			defRS = tx("p", msg.T(l, "app.club.defrs", msg.A("ruleset", rulesetName(l, rs))))
		}
		if lg, ok := msg.ParseLang(s.club.DefaultLanguage); ok && s.club.DefaultLanguage != "" {
			defLang = tx("p", msg.T(l, "app.club.deflang", msg.A("lang", msg.T(lg, langKey(lg)))))
		}
		diff = clubDiffView(l, s.club)
	}
	if s.loaded != "" {
		loaded = tx("p#club-loaded.ok", msg.T(l, "app.club.loaded", msg.A("file", s.loaded))).Role("status")
	}
	if s.device {
		remove = tx("button#club-remove.btn.btn-quiet", msg.T(l, "app.club.remove")).OnClick(s.removeClub)
	}
	return settingsCard("set-club-h", msg.T(l, "app.club.file"),
		tx("p.help", msg.T(l, "app.club.help")),
		status, defRS, defLang, diff, loaded,
		el("div.field",
			labelFor("club-file", msg.T(l, "app.club.load")),
			formInput("file", "club-file", "club", "club-file-err", s.clubErr != nil, "change", s.onFile).
				Attr("accept", ".json,application/json"),
		),
		errorLine(l, "club-file", s.clubErr), // p#club-file-err, nil when the file is valid
		remove,
	).ID("club")
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
			rows[i] = el("tr",
				el("th", tx("code", c.Key), app.ElemSelfClosing("br"), tx("span.muted", where)).Attr("scope", "row"),
				tx("td", paramValue(l, c.Param, c.Builtin)),
				tx("td.club-val", paramValue(l, c.Param, c.Value)),
			).DataSet("param", rs.ID+"."+c.Key)
		}
		parts = append(parts,
			tx("h3", rulesetName(l, rs)),
			resultTable(el("table.totals.club-diff"), []app.UI{
				th("col", msg.T(l, "app.club.param")),
				th("col", msg.T(l, "app.club.builtin")),
				th("col", msg.T(l, "app.club.clubval")),
			}, rows),
		)
	}
	if len(parts) == 0 {
		return tx("p#club-diff.muted", msg.T(l, "app.club.nochange"))
	}
	return el("div#club-diff", parts...)
}

// langSelect is a language choice that switches the whole app and remembers it.
func langSelect(id string, l msg.Lang) app.UI {
	opts := make([]app.UI, len(msg.Langs))
	for i, c := range msg.Langs {
		opts[i] = option(c.String(), msg.T(c, langKey(c)), c == l)
	}
	return el("select", opts...).ID(id).OnChange(func(ctx app.Context, e app.Event) {
		if nl, ok := msg.ParseLang(ctx.JSSrc().Get("value").String()); ok {
			switchLang(ctx, nl)
		}
	})
}
