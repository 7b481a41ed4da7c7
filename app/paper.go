package main

import (
	"arbiter/engine"
	"arbiter/engine/link"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// paperView draws a result's paper (engine.Paper, the Preferans lista) as a table: a column
// group per player with its columns (soups on the left-hand opponent, the bula, soups on the
// right-hand one), a line per hand and ruling, the closing account, and what the marks mean.
// What each line was (a hand's contract, a ruling) is a last column where the width allows it
// and in print, and a numbered list under the table on a phone. printHref, when not empty, is
// the link to the paper's own page for printing.
func paperView(l msg.Lang, pp *engine.Paper, printHref string) app.UI {
	return paperViewWith(l, pp, printHref, nil)
}

// paperViewWith is paperView with beside (the print view's QR code) next to the legend in
// print, under it on a screen.
func paperViewWith(l msg.Lang, pp *engine.Paper, printHref string, beside app.UI) app.UI {
	ncols := 0
	for _, g := range pp.Groups {
		ncols += len(g.Cols)
	}
	heads := []app.UI{el("th.paper-corner", tx("span.vh", msg.T(l, "app.paper.line"))).Attr("scope", "col").Attr("rowspan", 2)}
	var sub []app.UI
	for gi, g := range pp.Groups {
		heads = append(heads, tx("th.paper-group", noteText(l, g.Head)).Attr("scope", "colgroup").Attr("colspan", len(g.Cols)))
		for ci, c := range g.Cols {
			cls := "th.paper-col"
			if ci == 0 && gi > 0 {
				cls += ".paper-sep"
			}
			full := noteText(l, c)
			if ci < len(g.Abbr) && noteText(l, g.Abbr[ci]) != full {
				// the short heading on show, the full one read out
				sub = append(sub, el(cls, tx("span", noteText(l, g.Abbr[ci])).Aria("hidden", "true"), tx("span.vh", full)).
					Attr("scope", "col").Attr("title", full))
				continue
			}
			sub = append(sub, tx(cls, full).Attr("scope", "col"))
		}
	}
	heads = append(heads, tx("th.paper-what", msg.T(l, "app.paper.what")).Attr("scope", "col").Attr("rowspan", 2))
	groupOf := make([]int, 0, ncols) // the group of each column, for the separators
	for gi, g := range pp.Groups {
		for range g.Cols {
			groupOf = append(groupOf, gi)
		}
	}
	var whats []app.UI // the phone's list of what each line was
	row := func(r engine.PaperRow, i int, foot bool) app.UI {
		label := noteText(l, r.Label)
		cells := []app.UI{tx("th.paper-label", label).Attr("scope", "row")}
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
			whats = append(whats, el("li", tx("strong", label), app.Text(" "+what)))
		}
		cells = append(cells, tx("td.paper-what", what))
		spec := "tr.paper-" + r.Kind
		if foot {
			spec += ".paper-foot"
		}
		return el(spec, cells...).DataSet("line", i)
	}
	var body, foot []app.UI
	for i, r := range pp.Rows {
		body = append(body, row(r, i, false))
	}
	for i, r := range pp.Foot {
		foot = append(foot, row(r, len(pp.Rows)+i, true))
	}
	caption := noteText(l, pp.Caption)
	table := el("table#paper.paper",
		tx("caption", caption),
		el("thead", el("tr", heads...), el("tr", sub...)),
		el("tbody", body...),
		el("tfoot", foot...),
	)
	var legend []app.UI
	for _, n := range pp.Legend {
		legend = append(legend, tx("li", noteText(l, n)))
	}
	var legendUI app.UI = el("ul#paper-legend.paper-legend", legend...).Aria("label", msg.T(l, "app.paper.legend"))
	if beside != nil {
		legendUI = el("div.paper-foot-row", legendUI, beside)
	}
	kids := []app.UI{
		tx("h3#paper-h", msg.T(l, "app.paper.title")),
		el("div.paper-scroll", table).Attr("tabindex", 0).Aria("labelledby", "paper-h"),
		el("ol#paper-whats.paper-whats", whats...).Aria("label", msg.T(l, "app.paper.what")),
		legendUI,
	}
	if printHref != "" {
		kids = append(kids, el("div.tool-row.no-print",
			tx("a#paper-print.btn.btn-quiet", msg.T(l, "app.paper.print")).Attr("href", printHref)))
	}
	return el("section#paper-box.paper-box", kids...)
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
		kids = append(kids, tx("span.paper-num", msg.Format(l, c.Value)))
	}
	for _, m := range c.Marks {
		if sym := engine.MarkSymbols[m]; sym != "" {
			kids = append(kids, app.Text(" "), tx("span.paper-mark", sym).Aria("hidden", "true"))
		}
		kids = append(kids, tx("span.vh", " "+nameOf(l, paperMarks, m)))
	}
	return el(spec, kids...)
}

// noteText is an engine.Note in l.
func noteText(l msg.Lang, n engine.Note) string {
	if n.Key == "" {
		return ""
	}
	return msg.T(l, n.Key, n.Args...)
}

// printLink is the link to the form's paper on a page of its own, for printing: the ruling
// page of the inputs as they stand (their share link) in its print view.
func (c *calcForm) printLink(l msg.Lang) string {
	r := link.Ruling{Ruleset: c.RS.ID, DataVersion: c.RS.Version, Calculator: c.Calc.ID, Values: c.st.vals}
	r.Club = link.ClubFrom(c.RS, c.RS.Version, c.st.club)
	code, err := codec.Encode(r)
	if err != nil {
		return ""
	}
	return link.URL(href(routeR), code, "") + "&print=1&lang=" + l.String()
}

// paperPage is the ruling page's print view: the paper under the calculator's name, the
// case, whether the link's check matches, the deadline, the note and the reasoning as the
// receipt shows them (no data version: the link keeps it), the link as a QR code, with a
// button that prints it and a way back to the whole ruling.
func (p *rulingPage) paperPage(l msg.Lang) app.UI {
	v := &p.v
	head := []app.UI{caseHeader(l, v.kase), extrasView(l, v)}
	if v.hasDL {
		head = append(head, deadlineView(l, v.rs, v.dl, p.now))
	}
	if v.note != "" {
		head = append(head, tx("p#ruling-note-text.director-note", v.note))
	}
	head = append(head, recordView(l, v))
	body := []app.UI{
		el("p#ruling-what.lead", tx("strong", msg.T(l, v.calc.TitleKey())), app.Text(" · "+rulesetName(l, v.rs))),
		el("div.print-head", head...),
		// in print the QR code stands beside the legend, so that a long game stays on one page
		paperViewWith(l, v.paper, "", printQR(l, v.fullLink())), printTools(l, v.fullLink()),
	}
	return el("div.paper-page", frame(l, msg.T(l, "app.paper.title"), body...))
}

// fullLink is the ruling page of the same link without its print view: the link as opened,
// with its case, facts, reasoning and check.
func (v *rulingView) fullLink() string {
	if v.raw != "" {
		return linkOnly(v.raw)
	}
	code, err := codec.Encode(v.ruling)
	if err != nil {
		return href("/")
	}
	return link.URL(href(routeR), code, v.note)
}
