package calcform

import (
	"arbiter/app/paths"
	"arbiter/app/result"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/link"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// formResult is the form's result: what it gives, with its paper (printLink), or why there
// is none yet (an error of the rules, the fields missing); the worked example says it is one.
type formResult struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *formCore
}

func (p *formResult) Render() app.UI {
	c, l := p.S, p.Lang
	var out app.UI
	switch {
	case c.st.Res != nil:
		out = result.ResultViewWith(l, c.f.RS, c.f.Calc, c.st.Res, c.st.Club)
		if c.st.Paper != nil {
			out = view.El("div", out, result.PaperView(l, c.st.Paper, p.printLink(l)))
		}
	case c.st.RunErr != nil:
		out = view.Tx("p#run-error.error", engine.ErrorMessage(c.st.RunErr, l, "")).Role("alert")
	case len(c.st.Missing) > 0 && !c.st.AnyFieldError():
		items := make([]app.UI, len(c.st.Missing))
		for k, key := range c.st.Missing {
			items[k] = view.Tx("li", msg.T(l, key))
		}
		out = view.El("div#missing.missing",
			view.Tx("p", msg.T(l, "app.missing")),
			view.El("ul#missing-list", items...),
		)
	default:
		out = view.Tx("p.muted", msg.T(l, "app.fix"))
	}
	var exNote app.UI
	if c.st.Example {
		note := "app.example.note"
		if c.st.Res != nil {
			note = "app.example.result"
		}
		exNote = view.Tx("p#example-note.example-note", msg.T(l, note))
	}
	return view.El("section#result.result",
		view.Tx("h2#result-h", msg.T(l, "app.result")),
		exNote,
		out,
	).Aria("labelledby", "result-h")
}

// printLink is the link to the form's paper on a page of its own, for printing: the ruling
// page of the inputs as they stand (their share link) in its print view.
func (p *formResult) printLink(l msg.Lang) string {
	c := p.S
	r := link.Ruling{Ruleset: c.f.RS.ID, DataVersion: c.f.RS.Version, Calculator: c.f.Calc.ID, Values: c.st.Vals}
	r.Club = link.ClubFrom(c.f.RS, c.f.RS.Version, c.st.Club)
	code, err := paths.Codec.Encode(r)
	if err != nil {
		return ""
	}
	return link.URL(paths.Href(paths.RouteR), code, "") + "&print=1&lang=" + l.String()
}
