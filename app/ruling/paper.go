package ruling

import (
	"arbiter/app/internal/browser"
	"arbiter/app/paths"
	"arbiter/app/result"
	"arbiter/app/view"
	"arbiter/engine/link"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// paperPage is the ruling page's print view: the paper alone, under the calculator's name,
// with a button that prints it and a way back to the whole ruling.
func (p *RulingPage) paperPage(l msg.Lang) app.UI {
	v := &p.V
	body := []app.UI{
		view.El("p#ruling-what.lead", view.Tx("strong", msg.T(l, v.calc.TitleKey())),
			app.Text(" · "+view.RulesetName(l, v.rs)+" · "+msg.T(l, "app.ruling.data", msg.A("version", v.ruling.DataVersion)))),
	}
	if v.Note != "" {
		body = append(body, view.Tx("p#ruling-note-text.director-note", v.Note))
	}
	body = append(body, result.PaperView(l, v.paper, ""),
		view.El("div.tool-row.no-print",
			view.Tx("button#paper-print-now.btn", msg.T(l, "app.log.print.now")).Attr("type", "button").
				OnClick(func(ctx app.Context, e app.Event) { browser.Print() }),
			view.Tx("a#paper-back.btn.btn-quiet", msg.T(l, "app.paper.back")).Attr("href", v.fullLink()),
		))
	return view.El("div.paper-page", view.Frame(l, msg.T(l, "app.paper.title"), body...))
}

// fullLink is the ruling page of the same link without its print view.
func (v *rulingView) fullLink() string {
	code, err := paths.Codec.Encode(v.ruling)
	if err != nil {
		return paths.Href("/")
	}
	return link.URL(paths.Href(paths.RouteR), code, v.Note)
}
