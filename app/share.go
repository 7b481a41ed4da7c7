package main

import (
	"arbiter/app/internal/browser"
	"arbiter/engine"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// codec is the share-link codec over this build's rulesets.
var codec = link.New(rulesets.Get)

// shareURL is the link to the ruling page on this origin and base: <base>r?r=<code>&n=<note>.
func shareURL(origin, code, note string) string {
	return link.URL(origin+href("/r"), code, note)
}

// ruling is the link's content for the current inputs and announced result.
func (t *rulingTools) ruling() (link.Ruling, error) {
	r := link.Ruling{Ruleset: t.RS.ID, DataVersion: t.RS.Version, Calculator: t.Calc.ID, Values: t.Vals}
	r.Club = link.ClubFrom(t.RS, t.RS.Version, t.Club)
	if t.announce && len(t.edits) > 0 {
		a, i, err := announcedResult(t.Res, t.edits)
		t.editErr = i
		if err != nil {
			return r, err
		}
		r.Announced = link.AnnouncedFrom(t.Res, a)
	}
	return r, nil
}

func (t *rulingTools) url() (string, string) {
	r, err := t.ruling()
	if err != nil {
		return "", msg.T(t.Lang, "app.share.err.announced")
	}
	code, err := codec.Encode(r)
	if err != nil {
		return "", engine.ErrorMessage(err, t.Lang, "")
	}
	// the ruling's time (a limit counted from the ruling runs from it) and the check over the
	// note, the time and the deadline facts (link.SealedURL)
	return link.RecordURL(browser.Origin()+href("/r"), code, t.note, reasonFor(t.why), link.Case{Time: nowMinute().String()}, t.facts), "" // and the reasoning (record.go)
}

func (t *rulingTools) share(ctx app.Context, e app.Event) {
	u, bad := t.url()
	if bad != "" {
		return
	}
	u = signedURL(u) // signed with this phone's key when it has one (sign.go)
	title := msg.T(t.Lang, t.Calc.TitleKey())
	browser.ShareOrCopy(u, title, func(how string) {
		dispatch(ctx, func(ctx app.Context) { t.copied = how })
	})
}

func (t *rulingTools) renderShare() app.UI {
	l := t.Lang
	u, bad := t.url()
	u = signedURL(u) // sign.go
	if bad != "" {
		return tx("p#share-error.error", bad).Role("alert")
	}
	label := msg.T(l, "app.share.qr")
	var done app.UI // nil (no element) until the link was shared or copied
	if t.copied != "" {
		done = tx("p#share-done", msg.T(l, shareDoneKey(t.copied))).Role("status")
	}
	return el("div#share-box.share-box",
		fieldRow("share-note", msg.T(l, "app.share.note"),
			tx("textarea#share-note", t.note).Attr("rows", 2).Attr("maxlength", link.MaxNoteLen).
				Aria("describedby", "share-note-help").
				OnInput(func(ctx app.Context, e app.Event) { t.note = ctx.JSSrc().Get("value").String() }),
			tx("p#share-note-help.help", msg.T(l, "app.share.note.help", msg.A("max", link.MaxNoteLen))),
		),
		reasonField(l, "share-why", &t.why), // record.go
		factsFields(l, t.RS, &t.facts),
		fieldRow("share-url", msg.T(l, "app.share.link"),
			inputEl("text", "share-url", "").Attr("readonly", true).Attr("value", u).Attr("spellcheck", "false"),
		),
		shareSigLine(l, "share-sig", u),
		el("div.tool-row",
			tx("button#share-send.btn", msg.T(l, "app.share.send")).OnClick(t.share),
			tx("a#share-open.btn.btn-quiet", msg.T(l, "app.share.preview")).Attr("href", u),
			tx("a#share-print.btn.btn-quiet", msg.T(l, "app.ruling.print")).Attr("href", printLinkOf(u)),
		),
		done,
		el("div.qr-box", app.Raw(qrSVG(u, label))),
	)
}
