package main

import (
	"errors"
	"unicode/utf8"

	"arbiter/app/internal/browser"
	"arbiter/engine/club"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// minPassphrase is the shortest passphrase a key file is wrapped with, in characters.
const minPassphrase = 10

// signSettings is Settings' card of the director's signing key (section#sign): this phone's
// key by its fingerprint and public key (for the club file), a new key, export to a file
// wrapped with a passphrase, import of such a file from another phone.
type signSettings struct {
	app.Compo
	Lang msg.Lang
	Club *club.File // the club file in force: whether it names this phone's key

	loaded  bool   // the browser answered
	alg     string // "Ed25519", "" when the browser cannot sign
	busy    bool
	confirm bool   // "new key" asked once: a second press replaces the key
	status  string // what was just done (role=status)
	err     string // what went wrong (role=alert)
	pass    string // the passphrase typed to export
	inPass  string // … to import
	file    string // the key file chosen to import
}

func (s *signSettings) OnMount(ctx app.Context) {
	watchSigned(s, ctx)
	browser.SignAlgorithm(func(alg string) {
		dispatch(ctx, func(app.Context) { s.alg, s.loaded = alg, true })
	})
}

// done ends an action: its status or its error, and the phone's key (pub, when the action gave one).
func (s *signSettings) done(ctx app.Context, status string, err error, pub string) {
	if err == nil && pub != "" {
		setSignKey(pub) // the phone's key, whether or not this card is still shown
	}
	dispatch(ctx, func(app.Context) {
		s.busy, s.status, s.err = false, "", ""
		if err != nil {
			s.err = signErrText(s.Lang, err)
			return
		}
		s.status = status
	})
}

func signErrText(l msg.Lang, err error) string {
	switch {
	case errors.Is(err, browser.ErrPassphrase):
		return msg.T(l, "app.sign.err.pass")
	case errors.Is(err, browser.ErrKeyFile):
		return msg.T(l, "app.sign.err.file")
	case errors.Is(err, browser.ErrNoKey):
		return msg.T(l, "app.sign.nokey")
	}
	return msg.T(l, "app.sign.err.browser")
}

func (s *signSettings) create(ctx app.Context, e app.Event) {
	if s.busy {
		return
	}
	if signer.pub != "" && !s.confirm {
		s.confirm, s.status, s.err = true, "", ""
		return
	}
	s.busy, s.confirm = true, false
	browser.SignCreate(func(pub string, err error) { s.done(ctx, msg.T(s.Lang, "app.sign.made"), err, pub) })
}

func (s *signSettings) export(ctx app.Context, e app.Event) {
	if s.busy {
		return
	}
	if utf8.RuneCountInString(s.pass) < minPassphrase {
		s.err, s.status = msg.T(s.Lang, "app.sign.err.short", msg.A("min", minPassphrase)), ""
		return
	}
	s.busy = true
	fp := fingerprint(signer.pub)
	browser.SignExport(s.pass, func(file string, err error) {
		if err == nil {
			browser.Download("arbiter-key-"+fp+".json", "application/json", []byte(file))
		}
		s.done(ctx, msg.T(s.Lang, "app.sign.exported"), err, "")
	})
}

// readFile keeps the key file chosen in #sign-file (the input is emptied once read: a second
// try with another passphrase uses the text kept).
func (s *signSettings) readFile(ctx app.Context, e app.Event) {
	browser.ReadText("sign-file", 64<<10, func(name, text string, err error) {
		dispatch(ctx, func(app.Context) {
			s.file, s.err, s.status = text, "", ""
			if err != nil {
				s.file, s.err = "", signErrText(s.Lang, browser.ErrKeyFile)
			}
		})
	})
}

func (s *signSettings) importFile(ctx app.Context, e app.Event) {
	if s.busy {
		return
	}
	if s.file == "" {
		s.err, s.status = msg.T(s.Lang, "app.sign.err.nofile"), ""
		return
	}
	s.busy = true
	browser.SignImport(s.file, s.inPass, func(pub string, err error) {
		s.done(ctx, msg.T(s.Lang, "app.sign.imported"), err, pub)
	})
}

func (s *signSettings) Render() app.UI {
	l := s.Lang
	// every part keeps its place (an empty slot when not drawn): go-app updates elements in
	// place, and a password input updated into the file input would have its value set
	slot := func() app.UI { return el("div.slot") }
	state, named, pub, warn, newRow, export, imp, status, fail := slot(), slot(), slot(), slot(), slot(), slot(), slot(), slot(), slot()
	switch {
	case !s.loaded:
		state = tx("p#sign-state.muted", msg.T(l, "app.sign.loading"))
	case s.alg == "":
		state = tx("p#sign-state.note", msg.T(l, "app.sign.unsupported"))
	case signer.pub == "":
		state = tx("p#sign-state", msg.T(l, "app.sign.nokey"))
	default:
		state = el("p#sign-state", app.Text(msg.T(l, "app.sign.fp")+" "), tx("strong#sign-fp.fp", fingerprint(signer.pub)))
		if name := s.Club.KeyName(signer.pub); name != "" {
			named = tx("p#sign-club.ok", msg.T(l, "app.sign.club.named", msg.A("name", name))).DataSet("named", "yes")
		} else {
			named = tx("p#sign-club.note", msg.T(l, "app.sign.club.not")).DataSet("named", "no")
		}
		pub = fieldRow("sign-pub", msg.T(l, "app.sign.pub"),
			inputEl("text", "sign-pub", "").Attr("readonly", true).Attr("value", signer.pub).Attr("spellcheck", "false").
				Aria("describedby", "sign-pub-help"),
			tx("p#sign-pub-help.help", msg.T(l, "app.sign.pub.help")),
		)
	}
	if s.loaded && s.alg != "" {
		newLabel := msg.T(l, "app.sign.new")
		if signer.pub == "" {
			newLabel = msg.T(l, "app.sign.make")
		}
		if s.confirm {
			newLabel = msg.T(l, "app.sign.new.confirm")
			warn = tx("p#sign-new-warn.note", msg.T(l, "app.sign.new.warn")).Role("status")
		}
		newRow = el("div.tool-row", tx("button#sign-new.btn", newLabel).Attr("disabled", s.busy).OnClick(s.create))
		if signer.pub != "" {
			export = el("div.sign-export",
				tx("h3", msg.T(l, "app.sign.export")),
				fieldRow("sign-pass", msg.T(l, "app.sign.pass"),
					inputEl("password", "sign-pass", "").Attr("autocomplete", "new-password").Attr("value", s.pass).
						Aria("describedby", "sign-pass-help").
						OnInput(func(ctx app.Context, e app.Event) { s.pass = ctx.JSSrc().Get("value").String() }),
					tx("p#sign-pass-help.help", msg.T(l, "app.sign.pass.help", msg.A("min", minPassphrase))),
				),
				tx("button#sign-export.btn.btn-quiet", msg.T(l, "app.sign.export.btn")).Attr("disabled", s.busy).OnClick(s.export),
			)
		}
		imp = el("div.sign-import",
			tx("h3", msg.T(l, "app.sign.import")),
			fieldRow("sign-file", msg.T(l, "app.sign.file"),
				inputEl("file", "sign-file", "").Attr("accept", ".json,application/json").OnChange(s.readFile),
			),
			fieldRow("sign-inpass", msg.T(l, "app.sign.inpass"),
				inputEl("password", "sign-inpass", "").Attr("autocomplete", "current-password").Attr("value", s.inPass).
					OnInput(func(ctx app.Context, e app.Event) { s.inPass = ctx.JSSrc().Get("value").String() }),
			),
			tx("button#sign-import.btn.btn-quiet", msg.T(l, "app.sign.import.btn")).Attr("disabled", s.busy).OnClick(s.importFile),
		)
	}
	if s.status != "" {
		status = tx("p#sign-status.ok", s.status).Role("status")
	}
	if s.err != "" {
		fail = tx("p#sign-err.error", s.err).Role("alert")
	}
	return settingsCard("set-sign-h", msg.T(l, "app.sign.title"),
		tx("p.help", msg.T(l, "app.sign.help")), state, named, pub, warn, newRow, export, imp, status, fail,
	).ID("sign")
}
