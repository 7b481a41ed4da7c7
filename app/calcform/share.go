package calcform

import (
	"arbiter/app/internal/browser"
	"arbiter/app/logstore"
	"arbiter/app/paths"
	"arbiter/app/ruling"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/link"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// ShareURL is the link to the ruling page on this origin and base: <base>r?r=<code>&n=<note>.
func ShareURL(origin, code, note string) string {
	return link.URL(origin+paths.Href("/r"), code, note)
}

// ruling is the link's content for the current inputs and announced result.
func (t *rulingTools) ruling() (link.Ruling, error) {
	r := link.Ruling{Ruleset: t.RS.ID, DataVersion: t.RS.Version, Calculator: t.Calc.ID, Values: t.Vals}
	r.Club = link.ClubFrom(t.RS, t.RS.Version, t.Club)
	if t.announce && len(t.edits) > 0 {
		a, i, err := AnnouncedResult(t.Res, t.edits)
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
	code, err := paths.Codec.Encode(r)
	if err != nil {
		return "", engine.ErrorMessage(err, t.Lang, "")
	}
	// the ruling's time (a limit counted from the ruling runs from it) and the check over the
	// note, the time and the deadline facts (link.SealedURL)
	return link.RecordURL(browser.Origin()+paths.Href("/r"), code, t.note, ruling.ReasonFor(t.why), link.Case{Time: logstore.NowMinute().String()}, t.facts), "" // and the reasoning (record.go)
}

func (t *rulingTools) share(ctx app.Context, e app.Event) {
	u, bad := t.url()
	if bad != "" {
		return
	}
	u = view.SignedURL(u) // signed with this phone's key when it has one (sign.go)
	title := msg.T(t.Lang, t.Calc.TitleKey())
	browser.ShareOrCopy(u, title, func(how string) {
		view.Dispatch(ctx, func(ctx app.Context) { t.copied = how })
	})
}

func (t *rulingTools) renderShare() app.UI {
	l := t.Lang
	u, bad := t.url()
	u = view.SignedURL(u) // sign.go
	if bad != "" {
		return view.Tx("p#share-error.error", bad).Role("alert")
	}
	label := msg.T(l, "app.share.qr")
	var done app.UI // nil (no element) until the link was shared or copied
	if t.copied != "" {
		done = view.Tx("p#share-done", msg.T(l, texts.ShareDoneKey(t.copied))).Role("status")
	}
	return view.El("div#share-box.share-box",
		view.FieldRow("share-note", msg.T(l, "app.share.note"),
			view.Tx("textarea#share-note", t.note).Attr("rows", 2).Attr("maxlength", link.MaxNoteLen).
				Aria("describedby", "share-note-help").
				OnInput(func(ctx app.Context, e app.Event) { t.note = ctx.JSSrc().Get("value").String() }),
			view.Tx("p#share-note-help.help", msg.T(l, "app.share.note.help", msg.A("max", link.MaxNoteLen))),
		),
		ruling.ReasonField(l, "share-why", &t.why), // record.go
		ruling.FactsFields(l, t.RS, &t.facts),
		view.FieldRow("share-url", msg.T(l, "app.share.link"),
			view.InputEl("text", "share-url", "").Attr("readonly", true).Attr("value", u).Attr("spellcheck", "false"),
		),
		view.ShareSigLine(l, "share-sig", u),
		view.El("div.tool-row",
			view.Tx("button#share-send.btn", msg.T(l, "app.share.send")).OnClick(t.share),
			view.Tx("a#share-open.btn.btn-quiet", msg.T(l, "app.share.preview")).Attr("href", u),
			view.Tx("a#share-print.btn.btn-quiet", msg.T(l, "app.ruling.print")).Attr("href", ruling.PrintLinkOf(u)),
		),
		done,
		view.El("div.qr-box", app.Raw(view.QrSVG(u, label))),
	)
}
