package settings

import (
	"errors"
	"unicode/utf8"

	"arbiter/app/internal/browser"
	"arbiter/app/view"
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
	reading bool   // the chosen key file is being read
	queued  bool   // import was pressed while it was read: it runs once the file is read
}

func (s *signSettings) OnMount(ctx app.Context) {
	view.WatchSigned(s, ctx)
	browser.SignAlgorithm(func(alg string) {
		view.Dispatch(ctx, func(app.Context) { s.alg, s.loaded = alg, true })
	})
}

// done ends an action: its status or its error, and the phone's key (pub, when the action gave one).
func (s *signSettings) done(ctx app.Context, status string, err error, pub string) {
	if err == nil && pub != "" {
		view.SetSignKey(pub) // the phone's key, whether or not this card is still shown
	}
	view.Dispatch(ctx, func(app.Context) {
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
	if view.Signer.Pub != "" && !s.confirm {
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
	fp := view.Fingerprint(view.Signer.Pub)
	browser.SignExport(s.pass, func(file string, err error) {
		if err == nil {
			browser.Download("arbiter-key-"+fp+".json", "application/json", []byte(file))
		}
		s.done(ctx, msg.T(s.Lang, "app.sign.exported"), err, "")
	})
}

// readFile keeps the key file chosen in #sign-file (the input is emptied once read: a second
// try with another passphrase uses the text kept).
func (s *signSettings) readFile(ctx app.Context, e app.Event) { s.read(ctx) }

// read starts reading the file #sign-file holds (false: it holds none). Import pressed before
// the read ended (a slow phone, or a file whose change came late) runs once it has.
func (s *signSettings) read(ctx app.Context) bool {
	started := browser.ReadText("sign-file", 64<<10, func(name, text string, err error) {
		view.Dispatch(ctx, func(ctx app.Context) {
			s.reading, s.file, s.err, s.status = false, text, "", ""
			queued := s.queued
			if queued {
				s.queued, s.busy = false, false // busy for the read only (another action keeps it)
			}
			if err != nil {
				s.file, s.err = "", signErrText(s.Lang, browser.ErrKeyFile)
				return
			}
			if queued {
				s.importKey(ctx)
			}
		})
	})
	if started {
		s.reading = true
	}
	return started
}

func (s *signSettings) importFile(ctx app.Context, e app.Event) { s.importKey(ctx) }

// importKey imports the key file read (or being read, or chosen and not read yet) with the
// passphrase typed.
func (s *signSettings) importKey(ctx app.Context) {
	if s.busy {
		return
	}
	if s.reading || (s.file == "" && s.read(ctx)) {
		s.queued, s.busy, s.err, s.status = true, true, "", ""
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
	slot := func() app.UI { return view.El("div.slot") }
	state, named, pub, warn, newRow, export, imp, status, fail := slot(), slot(), slot(), slot(), slot(), slot(), slot(), slot(), slot()
	switch {
	case !s.loaded:
		state = view.Tx("p#sign-state.muted", msg.T(l, "app.sign.loading"))
	case s.alg == "":
		state = view.Tx("p#sign-state.note", msg.T(l, "app.sign.unsupported"))
	case view.Signer.Pub == "":
		state = view.Tx("p#sign-state", msg.T(l, "app.sign.nokey"))
	default:
		state = view.El("p#sign-state", app.Text(msg.T(l, "app.sign.fp")+" "), view.Tx("strong#sign-fp.fp", view.Fingerprint(view.Signer.Pub)))
		if name := s.Club.KeyName(view.Signer.Pub); name != "" {
			named = view.Tx("p#sign-club.ok", msg.T(l, "app.sign.club.named", msg.A("name", name))).DataSet("named", "yes")
		} else {
			named = view.Tx("p#sign-club.note", msg.T(l, "app.sign.club.not")).DataSet("named", "no")
		}
		pub = view.FieldRow("sign-pub", msg.T(l, "app.sign.pub"),
			view.InputEl("text", "sign-pub", "").Attr("readonly", true).Attr("value", view.Signer.Pub).Attr("spellcheck", "false").
				Aria("describedby", "sign-pub-help"),
			view.Tx("p#sign-pub-help.help", msg.T(l, "app.sign.pub.help")),
		)
	}
	if s.loaded && s.alg != "" {
		newLabel := msg.T(l, "app.sign.new")
		if view.Signer.Pub == "" {
			newLabel = msg.T(l, "app.sign.make")
		}
		if s.confirm {
			newLabel = msg.T(l, "app.sign.new.confirm")
			warn = view.Tx("p#sign-new-warn.note", msg.T(l, "app.sign.new.warn")).Role("status")
		}
		newRow = view.El("div.tool-row", view.Tx("button#sign-new.btn", newLabel).Attr("disabled", s.busy).OnClick(s.create))
		if view.Signer.Pub != "" {
			export = view.El("div.sign-export",
				view.Tx("h3", msg.T(l, "app.sign.export")),
				view.FieldRow("sign-pass", msg.T(l, "app.sign.pass"),
					view.InputEl("password", "sign-pass", "").Attr("autocomplete", "new-password").Attr("value", s.pass).
						Aria("describedby", "sign-pass-help").
						OnInput(func(ctx app.Context, e app.Event) { s.pass = ctx.JSSrc().Get("value").String() }),
					view.Tx("p#sign-pass-help.help", msg.T(l, "app.sign.pass.help", msg.A("min", minPassphrase))),
				),
				view.Tx("button#sign-export.btn.btn-quiet", msg.T(l, "app.sign.export.btn")).Attr("disabled", s.busy).OnClick(s.export),
			)
		}
		imp = view.El("div.sign-import",
			view.Tx("h3", msg.T(l, "app.sign.import")),
			view.FieldRow("sign-file", msg.T(l, "app.sign.file"),
				view.InputEl("file", "sign-file", "").Attr("accept", ".json,application/json").OnChange(s.readFile),
			),
			view.FieldRow("sign-inpass", msg.T(l, "app.sign.inpass"),
				view.InputEl("password", "sign-inpass", "").Attr("autocomplete", "current-password").Attr("value", s.inPass).
					OnInput(func(ctx app.Context, e app.Event) { s.inPass = ctx.JSSrc().Get("value").String() }),
			),
			view.Tx("button#sign-import.btn.btn-quiet", msg.T(l, "app.sign.import.btn")).Attr("disabled", s.busy).OnClick(s.importFile),
		)
	}
	switch {
	case s.queued:
		status = view.Tx("p#sign-status.muted", msg.T(l, "app.sign.reading")).Role("status")
	case s.status != "":
		status = view.Tx("p#sign-status.ok", s.status).Role("status")
	}
	if s.err != "" {
		fail = view.Tx("p#sign-err.error", s.err).Role("alert")
	}
	return view.SettingsCard("set-sign-h", msg.T(l, "app.sign.title"),
		view.Tx("p.help", msg.T(l, "app.sign.help")), state, named, pub, warn, newRow, export, imp, status, fail,
	).ID("sign")
}
