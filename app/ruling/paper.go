package ruling

import (
	"arbiter/app/paths"
	"arbiter/app/result"
	"arbiter/app/view"
	"arbiter/engine/link"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// paperPage is the ruling page's print view: the paper under the calculator's name, the
// case, whether the link's check matches, the deadline, the note and the reasoning as the
// receipt shows them (no data version: the link keeps it), the link as a QR code, with a
// button that prints it and a way back to the whole
func (p *RulingPage) paperPage(l msg.Lang) app.UI {
	v := &p.v
	head := []app.UI{caseHeader(l, v.Kase), extrasView(l, v)}
	if v.hasDL {
		head = append(head, deadlineView(l, v.rs, v.Dl, p.now))
	}
	if v.Note != "" {
		head = append(head, view.Tx("p#ruling-note-text.director-note", v.Note))
	}
	head = append(head, RecordView(l, v))
	body := []app.UI{
		view.El("p#ruling-what.lead", view.Tx("strong", msg.T(l, v.calc.TitleKey())), app.Text(" · "+view.RulesetName(l, v.rs))),
		view.El("div.print-head", head...),
		// in print the QR code stands beside the legend, so that a long game stays on one page
		result.PaperViewWith(l, v.paper, "", PrintQR(l, v.fullLink())), PrintTools(l, v.fullLink()),
	}
	return view.El("div.paper-page", view.Frame(l, msg.T(l, "app.paper.title"), body...))
}

// fullLink is the ruling page of the same link without its print view: the link as opened,
// with its case, facts, reasoning and check.
func (v *rulingView) fullLink() string {
	if v.raw != "" {
		return LinkOnly(v.raw)
	}
	code, err := paths.Codec.Encode(v.ruling)
	if err != nil {
		return paths.Href("/")
	}
	return link.URL(paths.Href(paths.RouteR), code, v.Note)
}
