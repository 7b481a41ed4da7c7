package settings

import (
	"errors"

	"arbiter/app/internal/browser"
	"arbiter/app/logstore"
	"arbiter/app/result"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/club"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// SettingsPage is /settings: language, default ruleset, the club file (loaded from the
// device, checked, kept), the version and updates, and what the device stores.
type SettingsPage struct {
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

func (s *SettingsPage) OnPreRender(ctx app.Context) { s.load(ctx) }

func (s *SettingsPage) OnMount(ctx app.Context) {
	view.ObserveLang(ctx, &s.lang)
	s.load(ctx)
	s.updateReady = ctx.AppUpdateAvailable()
	browser.StorageEstimate(func(info browser.StorageInfo) {
		view.Dispatch(ctx, func(app.Context) { s.store = info })
	})
}

func (s *SettingsPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle(msg.T(s.lang, "app.settings") + " · " + msg.T(s.lang, "app.name"))
	view.MarkReady(ctx)
}

func (s *SettingsPage) OnAppUpdate(ctx app.Context) { s.updateReady = ctx.AppUpdateAvailable() }

// loadDefault reads the default regulation chosen in Settings or by the club file.
func (s *SettingsPage) loadDefault(ctx app.Context) {
	s.defRS = ""
	if rs := view.ChosenRulesetIn(ctx.LocalStorage()); rs != nil {
		s.defRS = rs.ID
	}
}

func (s *SettingsPage) load(ctx app.Context) {
	s.loadDefault(ctx)
	s.club, s.device = view.ClubFile(ctx)
	s.version = appVersion()
	s.dirName = logstore.ThisDirector(ctx.LocalStorage()).Name
}

// setDirectorName keeps the name this phone's director typed (the events they log in show it
// from their next ruling on).
func (s *SettingsPage) setDirectorName(ctx app.Context, name string) {
	s.dirName = logstore.CleanName(name)
	logstore.ThisDirector(ctx.LocalStorage()) // the ID is made before the first name
	ctx.LocalStorage().Set(logstore.KeyDirectorName, s.dirName)
}

// useClubText checks a club file's text and, when it is valid, keeps it on the device.
func (s *SettingsPage) useClubText(ctx app.Context, name, text string) {
	f, err := view.DecodeClub([]byte(text))
	if err != nil {
		s.clubErr, s.loaded = err, ""
		return
	}
	view.SetDeviceClub(ctx, text)
	s.club, s.device, s.clubErr, s.loaded = f, true, nil, name
	if f.DefaultLanguage != "" {
		var remembered string
		if ctx.LocalStorage().Get(view.KeyLang, &remembered); remembered == "" {
			if l, ok := msg.ParseLang(f.DefaultLanguage); ok {
				ctx.SetState(view.StateLang, l.String())
			}
		}
	}
	s.loadDefault(ctx)
}

func (s *SettingsPage) removeClub(ctx app.Context, e app.Event) {
	view.SetDeviceClub(ctx, "")
	s.club, s.device = view.ClubFile(ctx)
	s.clubErr, s.loaded = nil, ""
	s.loadDefault(ctx)
}

// onFile reads the club file chosen in #club-file (the input that fired the change).
func (s *SettingsPage) onFile(ctx app.Context, e app.Event) {
	browser.ReadText("club-file", 1<<20, func(name, text string, err error) {
		view.Dispatch(ctx, func(ctx app.Context) {
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

func (s *SettingsPage) onDefault(ctx app.Context, e app.Event) {
	id := ctx.JSSrc().Get("value").String()
	if rulesets.Get(id) == nil {
		return
	}
	s.defRS = id
	ctx.LocalStorage().Set(view.KeyDefaultRules, id)
	ctx.LocalStorage().Set(view.KeyRuleset, id) // the home screen opens on it
}

func (s *SettingsPage) Render() app.UI {
	l := s.lang
	all := rulesets.All()
	def := s.defRS
	if def == "" {
		def = rulesets.DefaultFor(l) // none chosen: the language's
	}
	opts := make([]app.UI, len(all))
	for i, rs := range all {
		opts[i] = view.Option(rs.ID, view.RulesetName(l, rs), rs.ID == def)
	}
	return view.Frame(l, msg.T(l, "app.settings"),
		view.HomeCrumb(l),
		view.SettingsCard("set-lang-h", msg.T(l, "app.lang"),
			view.El("div.field",
				view.LabelFor("settings-lang", msg.T(l, "app.settings.lang")),
				view.LangSelect("settings-lang", l),
			),
			view.El("div.field",
				view.LabelFor("settings-ruleset", msg.T(l, "app.settings.ruleset")),
				view.El("select#settings-ruleset", opts...).Attr("name", "ruleset").OnChange(s.onDefault),
			),
		),
		view.DirectorCard(l, s.dirName, s.setDirectorName),
		&signSettings{Lang: l, Club: s.club}, // the signing key (sign.go), and whether the club file names it
		s.clubSection(l),
		view.SettingsCard("set-ver-h", msg.T(l, "app.settings.about"),
			view.Tx("p#app-version", msg.T(l, "app.version", msg.A("version", s.version))),
			s.updateLine(l),
		),
		view.SettingsCard("set-store-h", msg.T(l, "app.storage"),
			s.storageLines(l),
		),
	)
}

func (s *SettingsPage) updateLine(l msg.Lang) app.UI {
	if s.updateReady {
		return view.El("div#settings-update.notice",
			view.Tx("span", msg.T(l, "app.update")),
			view.Tx("button.btn", msg.T(l, "app.update.reload")).OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
		).Role("status")
	}
	status := ""
	if s.checked {
		status = msg.T(l, "app.update.none")
	}
	return view.El("div#settings-update",
		view.Tx("button#check-update.btn.btn-quiet", msg.T(l, "app.update.check")).
			OnClick(func(ctx app.Context, e app.Event) {
				s.checked = true
				checkForUpdate()
			}),
		view.Tx("p.muted", status).Role("status"),
	)
}

func (s *SettingsPage) storageLines(l msg.Lang) app.UI {
	if !s.store.Known {
		return view.Tx("p#storage.muted", msg.T(l, "app.storage.unknown"))
	}
	persisted := msg.T(l, "app.storage.temporary")
	if s.store.Persisted {
		persisted = msg.T(l, "app.storage.persisted")
	}
	return view.El("div#storage",
		view.Tx("p#storage-used", msg.T(l, "app.storage.used",
			msg.A("used", ByteSize(l, s.store.Usage)), msg.A("quota", ByteSize(l, s.store.Quota)))),
		view.Tx("p#storage-persisted", persisted),
	)
}

// ByteSize prints a storage size in MB, or in GB from 1 GB up ("11,7 MB", "10,7 GB").
func ByteSize(l msg.Lang, b float64) string {
	if b >= 1e9 {
		return msg.Fixed(l, b/1e9, 1) + "\u00a0GB"
	}
	return msg.Fixed(l, b/1e6, 1) + "\u00a0MB"
}

func (s *SettingsPage) clubSection(l msg.Lang) app.UI {
	// the lines that depend on the state; the ones left nil are not drawn
	var status, defRS, defLang, diff, loaded, remove app.UI
	if s.club == nil {
		status = view.Tx("p#club-status.muted", msg.T(l, "app.club.none"))
	} else {
		src := msg.T(l, "app.club.baked")
		if s.device {
			src = msg.T(l, "app.club.device")
		}
		name := s.club.Club
		if name == "" {
			name = "—"
		}
		status = view.El("p#club-status", view.Tx("strong", name), app.Text(" · "+src))
		if rs := rulesets.Get(s.club.DefaultRuleset); rs != nil {
			defRS = view.Tx("p", msg.T(l, "app.club.defrs", msg.A("ruleset", view.RulesetName(l, rs))))
		}
		if lg, ok := msg.ParseLang(s.club.DefaultLanguage); ok && s.club.DefaultLanguage != "" {
			defLang = view.Tx("p", msg.T(l, "app.club.deflang", msg.A("lang", msg.T(lg, texts.LangKey(lg)))))
		}
		diff = clubDiffView(l, s.club)
	}
	if s.loaded != "" {
		loaded = view.Tx("p#club-loaded.ok", msg.T(l, "app.club.loaded", msg.A("file", s.loaded))).Role("status")
	}
	if s.device {
		remove = view.Tx("button#club-remove.btn.btn-quiet", msg.T(l, "app.club.remove")).OnClick(s.removeClub)
	}
	return view.SettingsCard("set-club-h", msg.T(l, "app.club.file"),
		view.Tx("p.help", msg.T(l, "app.club.help")),
		status, defRS, defLang, diff, loaded,
		view.El("div.field",
			view.LabelFor("club-file", msg.T(l, "app.club.load")),
			view.FormInput("file", "club-file", "club", "club-file-err", s.clubErr != nil, "change", s.onFile).
				Attr("accept", ".json,application/json"),
		),
		view.ErrorLine(l, "club-file", s.clubErr), // p#club-file-err, nil when the file is valid
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
			rows[i] = view.El("tr",
				view.El("th", view.Tx("code", c.Key), app.ElemSelfClosing("br"), view.Tx("span.muted", where)).Attr("scope", "row"),
				view.Tx("td", result.ParamValue(l, c.Param, c.Builtin)),
				view.Tx("td.club-val", result.ParamValue(l, c.Param, c.Value)),
			).DataSet("param", rs.ID+"."+c.Key)
		}
		parts = append(parts,
			view.Tx("h3", view.RulesetName(l, rs)),
			result.ResultTable(view.El("table.totals.club-diff"), []app.UI{
				view.Th("col", msg.T(l, "app.club.param")),
				view.Th("col", msg.T(l, "app.club.builtin")),
				view.Th("col", msg.T(l, "app.club.clubval")),
			}, rows),
		)
	}
	if len(parts) == 0 {
		return view.Tx("p#club-diff.muted", msg.T(l, "app.club.nochange"))
	}
	return view.El("div#club-diff", parts...)
}
