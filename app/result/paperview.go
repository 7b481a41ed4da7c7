package result

import (
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// PaperView draws a result's paper (engine.Paper, the Preferans lista) as a table: a column
// group per player with its columns (soups on the left-hand opponent, the bula, soups on the
// right-hand one), a line per hand and ruling, the closing account, and what the marks mean.
// What each line was (a hand's contract, a ruling) is a last column where the width allows it
// and in print, and a numbered list under the table on a phone. printHref, when not empty, is
// the link to the paper's own page for printing.
func PaperView(l msg.Lang, pp *engine.Paper, printHref string) app.UI {
	return PaperViewWith(l, pp, printHref, nil)
}

// PaperViewWith is paperView with beside (the print view's QR code) next to the legend in
// print, under it on a screen.
func PaperViewWith(l msg.Lang, pp *engine.Paper, printHref string, beside app.UI) app.UI {
	ncols := 0
	for _, g := range pp.Groups {
		ncols += len(g.Cols)
	}
	heads := []app.UI{view.El("th.paper-corner", view.Tx("span.vh", msg.T(l, "app.paper.line"))).Attr("scope", "col").Attr("rowspan", 2)}
	var sub []app.UI
	for gi, g := range pp.Groups {
		heads = append(heads, view.Tx("th.paper-group", noteText(l, g.Head)).Attr("scope", "colgroup").Attr("colspan", len(g.Cols)))
		for ci, c := range g.Cols {
			cls := "th.paper-col"
			if ci == 0 && gi > 0 {
				cls += ".paper-sep"
			}
			full := noteText(l, c)
			if ci < len(g.Abbr) && noteText(l, g.Abbr[ci]) != full {
				// the short heading on show, the full one read out
				sub = append(sub, view.El(cls, view.Tx("span", noteText(l, g.Abbr[ci])).Aria("hidden", "true"), view.Tx("span.vh", full)).
					Attr("scope", "col").Attr("title", full))
				continue
			}
			sub = append(sub, view.Tx(cls, full).Attr("scope", "col"))
		}
	}
	heads = append(heads, view.Tx("th.paper-what", msg.T(l, "app.paper.what")).Attr("scope", "col").Attr("rowspan", 2))
	groupOf := make([]int, 0, ncols) // the group of each column, for the separators
	for gi, g := range pp.Groups {
		for range g.Cols {
			groupOf = append(groupOf, gi)
		}
	}
	var whats []app.UI // the phone's list of what each line was
	row := func(r engine.PaperRow, i int, foot bool) app.UI {
		label := noteText(l, r.Label)
		cells := []app.UI{view.Tx("th.paper-label", label).Attr("scope", "row")}
		j := 0 // the column the cell starts at
		for _, c := range r.Cells {
			cls := "td.paper-cell"
			if j > 0 && j < len(groupOf) && groupOf[j] != groupOf[j-1] {
				cls += ".paper-sep"
			}
			td := paperCell(l, cls, c)
			if c.Span > 1 {
				td = td.Attr("colspan", c.Span).Class("paper-span")
			}
			cells = append(cells, td)
			j += max(c.Span, 1)
		}
		what := ""
		if r.What.Key != "" {
			what = noteText(l, r.What)
			whats = append(whats, view.El("li", view.Tx("strong", label), app.Text(" "+what)))
		}
		cells = append(cells, view.Tx("td.paper-what", what))
		spec := "tr.paper-" + r.Kind
		if foot {
			spec += ".paper-foot"
		}
		return view.El(spec, cells...).DataSet("line", i)
	}
	var body, foot []app.UI
	for i, r := range pp.Rows {
		body = append(body, row(r, i, false))
	}
	for i, r := range pp.Foot {
		foot = append(foot, row(r, len(pp.Rows)+i, true))
	}
	caption := noteText(l, pp.Caption)
	table := view.El("table#paper.paper",
		view.Tx("caption", caption),
		view.El("thead", view.El("tr", heads...), view.El("tr", sub...)),
		view.El("tbody", body...),
		view.El("tfoot", foot...),
	)
	var legend []app.UI
	for _, n := range pp.Legend {
		legend = append(legend, view.Tx("li", noteText(l, n)))
	}
	var legendUI app.UI = view.El("ul#paper-legend.paper-legend", legend...).Aria("label", msg.T(l, "app.paper.legend"))
	if beside != nil {
		legendUI = view.El("div.paper-foot-row", legendUI, beside)
	}
	kids := []app.UI{
		view.Tx("h3#paper-h", msg.T(l, "app.paper.title")),
		view.El("div.paper-scroll", table).Attr("tabindex", 0).Aria("labelledby", "paper-h"),
		view.El("ol#paper-whats.paper-whats", whats...).Aria("label", msg.T(l, "app.paper.what")),
		legendUI,
	}
	if printHref != "" {
		kids = append(kids, view.El("div.tool-row.no-print",
			view.Tx("a#paper-print.btn.btn-quiet", msg.T(l, "app.paper.print")).Attr("href", printHref)))
	}
	return view.El("section#paper-box.paper-box", kids...)
}

// paperCell is one cell: the number written (in l's notation) and its marks, each a symbol
// with its name for a screen reader.
func paperCell(l msg.Lang, spec string, c engine.PaperCell) app.HTMLElem {
	var kids []app.UI
	for _, m := range c.Marks {
		if m == engine.MarkDeclarer {
			spec += ".paper-decl"
		}
		if m == engine.MarkFailed {
			spec += ".paper-up"
		}
	}
	if c.Value != nil {
		kids = append(kids, view.Tx("span.paper-num", msg.Format(l, c.Value)))
	}
	for _, m := range c.Marks {
		if sym := engine.MarkSymbols[m]; sym != "" {
			kids = append(kids, app.Text(" "), view.Tx("span.paper-mark", sym).Aria("hidden", "true"))
		}
		kids = append(kids, view.Tx("span.vh", " "+texts.NameOf(l, texts.PaperMarks, m)))
	}
	return view.El(spec, kids...)
}

// noteText is an engine.Note in l.
func noteText(l msg.Lang, n engine.Note) string {
	if n.Key == "" {
		return ""
	}
	return msg.T(l, n.Key, n.Args...)
}
