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
func (c *toolsCore) ruling() (link.Ruling, error) {
	t := c.t
	r := link.Ruling{Ruleset: t.RS.ID, DataVersion: t.RS.Version, Calculator: t.Calc.ID, Values: t.Vals}
	r.Club = link.ClubFrom(t.RS, t.RS.Version, t.Club)
	if c.announce && len(c.edits) > 0 {
		a, i, err := AnnouncedResult(t.Res, c.edits)
		c.editErr = i
		if err != nil {
			return r, err
		}
		r.Announced = link.AnnouncedFrom(t.Res, a)
	}
	return r, nil
}

// url is the share link of the case as it stands, or why there is none (in the tools'
// language).
func (c *toolsCore) url() (string, string) {
	r, err := c.ruling()
	if err != nil {
		return "", msg.T(c.t.Lang, "app.share.err.announced")
	}
	code, err := paths.Codec.Encode(r)
	if err != nil {
		return "", engine.ErrorMessage(err, c.t.Lang, "")
	}
	// the ruling's time (a limit counted from the ruling runs from it) and the check over the
	// note, the time and the deadline facts (link.SealedURL)
	return link.RecordURL(browser.Origin()+paths.Href("/r"), code, c.note, ruling.ReasonFor(c.why), link.Case{Time: logstore.NowMinute().String()}, c.facts), "" // and the reasoning (record.go)
}

// shareBox is the "Share" box: the note, the reasoning and the deadline facts the link
// carries, the link with its signature, the buttons that send, open and print it, and its QR
// code. Props: Gen changes with each change of the tools' state S.
type shareBox struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *toolsCore
}

// OnMount has the box redrawn once the link's signature is ready (sign.go).
func (p *shareBox) OnMount(ctx app.Context) { view.WatchSigned(p, ctx) }

func (p *shareBox) share(ctx app.Context, e app.Event) {
	c := p.S
	u, bad := c.url()
	if bad != "" {
		return
	}
	u = view.SignedURL(u) // signed with this phone's key when it has one (sign.go)
	title := msg.T(c.t.Lang, c.t.Calc.TitleKey())
	browser.ShareOrCopy(u, title, func(how string) {
		view.Dispatch(ctx, func(ctx app.Context) { c.copied = how })
	})
}

func (p *shareBox) Render() app.UI {
	c, l := p.S, p.Lang
	u, bad := c.url()
	u = view.SignedURL(u) // sign.go
	if bad != "" {
		return view.Tx("p#share-error.error", bad).Role("alert")
	}
	label := msg.T(l, "app.share.qr")
	var done app.UI // nil (no element) until the link was shared or copied
	if c.copied != "" {
		done = view.Tx("p#share-done", msg.T(l, texts.ShareDoneKey(c.copied))).Role("status")
	}
	return view.El("div#share-box.share-box",
		view.FieldRow("share-note", msg.T(l, "app.share.note"),
			view.Tx("textarea#share-note", c.note).Attr("rows", 2).Attr("maxlength", link.MaxNoteLen).
				Aria("describedby", "share-note-help").
				OnInput(func(ctx app.Context, e app.Event) { c.note = ctx.JSSrc().Get("value").String() }),
			view.Tx("p#share-note-help.help", msg.T(l, "app.share.note.help", msg.A("max", link.MaxNoteLen))),
		),
		ruling.ReasonField(l, "share-why", &c.why), // record.go
		ruling.FactsFields(l, c.t.RS, &c.facts),
		view.FieldRow("share-url", msg.T(l, "app.share.link"),
			view.InputEl("text", "share-url", "").Attr("readonly", true).Attr("value", u).Attr("spellcheck", "false"),
		),
		view.ShareSigLine(l, "share-sig", u),
		view.El("div.tool-row",
			view.Tx("button#share-send.btn", msg.T(l, "app.share.send")).OnClick(p.share),
			view.Tx("a#share-open.btn.btn-quiet", msg.T(l, "app.share.preview")).Attr("href", u),
			view.Tx("a#share-print.btn.btn-quiet", msg.T(l, "app.ruling.print")).Attr("href", ruling.PrintLinkOf(u)),
		),
		done,
		view.El("div.qr-box", app.Raw(view.QrSVG(u, label))),
	)
}
