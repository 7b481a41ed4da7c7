package calcform

import (
	"strconv"
	"strings"

	"arbiter/app/formstate"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The table editor: the form's view of one engine.Table, phone first. A row per hand, board,
// result, incident or team, folded into a card on a narrow screen; typed cells (option buttons
// or a list for choices, a box with − and + for numbers, a tick for yes/no), each labelled with
// its row and column ("Hand 3, Declarer"); a row's derived values beside it, from the engine;
// add a row (made from the one before), delete one, undo the delete, Enter to the next row; and
// "Paste lines", the list fields' old text boxes, whose lines become the rows. Nothing here
// knows a calculator: the table's data says it all.

// Every handler of a table's controls is scoped by the values it captures (app.EventScope):
// go-app keeps an element's handler when the new one comes from the same function, so a table
// drawn where another stood (a mode that asks other tables) would otherwise add rows to the other.

// formTable is table TI of the form: its heading with the paste switch, then its rows
// (tableRow, tablerow.go) or the pasted lines; its tools and errors. Props: Gen changes with
// each change of the form's state S.
type formTable struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *formCore
	TI   int
}

// Render draws the table: its heading with the paste switch, then the rows or the pasted
// lines.
func (p *formTable) Render() app.UI {
	c, l, ti := p.S, p.Lang, p.TI
	if ti < 0 || ti >= len(c.st.Tables) {
		return view.El("section.field.tbl-box") // (for a moment: its form draws no such table now)
	}
	ts := c.st.Tables[ti]
	t := ts.T
	id := tableID(t)
	mode := view.Tx("button.btn-quiet.btn-small", msg.T(l, "app.table.paste")).ID(id+"-mode").Attr("type", "button").
		Aria("pressed", strconv.FormatBool(ts.Paste)).OnClick(p.onMode(ti), app.EventScope(ti))
	head := view.El("div.tbl-head", view.Tx("h3.tbl-cap", msg.T(l, t.Label)).ID(id+"-cap"), mode)
	var body app.UI
	if ts.Paste {
		body = p.pasteView(l, ti)
	} else {
		body = p.gridView(l, ti)
	}
	return view.El("section.field.tbl-box", head, body).ID(id).Aria("labelledby", id+"-cap")
}

// gridView is the rows of table ti as an HTML table, with its buttons and errors, and the
// table's fields as the form holds them (hidden inputs named by the fields).
func (p *formTable) gridView(l msg.Lang, ti int) app.UI {
	c := p.S
	ts := c.st.Tables[ti]
	t := ts.T
	id := tableID(t)
	s := c.f.Calc.Inputs
	n := len(ts.Rows)
	cells := t.Cells(n)
	lo, hi := t.RowLimits(s)
	fixed := lo > 0 && lo == hi

	head := []app.UI{view.Th("col", msg.T(l, "app.table.row"))}
	if lined(ts) {
		head = append(head, view.Th("col", msg.T(l, t.Label)))
	}
	if !fixed || lined(ts) {
		head = append(head, view.Th("col", msg.T(l, "app.table.delete.col")))
	}
	for j := range cells {
		head = append(head, view.Th("col", c.colName(l, t, j, &cells[j])))
	}
	head = append(head, view.Th("col", msg.T(l, "app.table.derived")))

	rows := make([]app.UI, n)
	for r := range ts.Rows {
		rows[r] = &tableRow{Lang: l, Gen: p.Gen, S: c, TI: ti, R: r, Fixed: fixed, CanDelete: n > lo}
	}
	var out []app.UI
	if n == 0 {
		out = append(out, view.Tx("p.muted", msg.T(l, "app.table.empty")).ID(id+"-empty"))
	} else {
		out = append(out, view.El("table.tbl",
			view.El("thead.vh", view.El("tr", head...)),
			view.El("tbody", rows...),
		).ID(id+"-grid").Aria("labelledby", id+"-cap"))
	}
	var tools []app.UI
	if !fixed {
		add := view.Tx("button.btn-quiet", msg.T(l, "app.table.add")).ID(id+"-add").Attr("type", "button").OnClick(p.onAdd(ti), app.EventScope(ti))
		if hi > 0 && n >= hi {
			add = add.Attr("disabled", true)
		}
		tools = append(tools, add)
	}
	if ts.Undo != nil {
		tools = append(tools, view.Tx("button.btn-quiet", msg.T(l, "app.table.undo", msg.A("row", c.rowName(l, t, ts.Undo.At)))).
			ID(id+"-undo").Attr("type", "button").OnClick(p.onUndo(ti), app.EventScope(ti)))
	}
	if !fixed && ts.HasLine() {
		tools = append(tools, view.Tx("button.btn-quiet", msg.T(l, "app.table.lines")).ID(id+"-lines-toggle").Attr("type", "button").
			Aria("expanded", strconv.FormatBool(ts.Lines)).OnClick(p.onLinesToggle(ti), app.EventScope(ti)))
	}
	if len(tools) > 0 {
		out = append(out, view.El("div.tool-row", tools...))
	}
	if !fixed && ts.HasLine() && ts.Lines {
		out = append(out, p.linesView(l, ti))
	}
	out = append(out, tableErrors(l, ts, id))
	for _, name := range t.Fields() {
		if i := s.Index(name); i >= 0 {
			// one line: an input's value may lose its line breaks; "; " separates items alike
			out = append(out, view.InputEl("hidden", "f-"+name, name).Attr("value", strings.ReplaceAll(c.st.Texts[i], "\n", "; ")))
		}
	}
	return view.El("div.tbl-body", out...)
}

// tableErrors lists the errors of the whole table (Row −1), named by its caption.
func tableErrors(l msg.Lang, ts *formstate.TableState, id string) app.UI {
	var items []app.UI
	for _, e := range ts.Errs {
		if e.Row < 0 && e.Err != nil {
			items = append(items, view.Tx("li", cellMessage(l, e.Err, msg.T(l, ts.T.Label))))
		}
	}
	if len(items) == 0 {
		return nil
	}
	return view.El("ul.error.tbl-errs", items...).ID(id + "-errs").Role("alert")
}

// linesView is the box of several rows at once: a line per row, the lines refused named with
// why and kept in the box.
func (p *formTable) linesView(l msg.Lang, ti int) app.UI {
	c := p.S
	ts := c.st.Tables[ti]
	t := ts.T
	id := tableID(t) + "-lines"
	out := []app.UI{
		view.LabelFor(id, msg.T(l, "app.table.lines.label", msg.A("table", msg.T(l, t.Label)))),
		view.FormControl("textarea", id, "", id+"-help", len(ts.Refused) > 0, "input", p.onLinesText(ti)).On("input", p.onLinesText(ti), app.EventScope(ti)).Attr("rows", 4).
			Text(ts.LinesText).Attr("autocapitalize", "characters").Attr("spellcheck", "false"),
		view.Tx("p.help", msg.T(l, "app.table.lines.help", msg.A("form", ts.LineForm(c.f.Calc.Inputs, l)))).ID(id + "-help"),
		view.El("div.tool-row", view.Tx("button.btn-quiet", msg.T(l, "app.table.lines.add")).Attr("type", "button").ID(id+"-add").OnClick(p.onLinesAdd(ti), app.EventScope(ti))),
	}
	if ts.Added > 0 {
		out = append(out, view.Tx("p.muted", msg.T(l, "app.table.lines.added", msg.A("n", ts.Added))).ID(id+"-added").Aria("live", "polite"))
	}
	if len(ts.Refused) > 0 {
		items := make([]app.UI, len(ts.Refused))
		for k, rf := range ts.Refused {
			where := msg.T(l, t.Label)
			if cells := t.Cells(max(len(ts.Rows), 1)); rf.Err.Col >= 0 && rf.Err.Col < len(cells) {
				where = c.colName(l, t, rf.Err.Col, &cells[rf.Err.Col])
			}
			items[k] = view.Tx("li", msg.T(l, "app.table.lines.refused", msg.A("n", rf.N), msg.A("text", strings.TrimSpace(rf.Text)),
				msg.A("err", cellMessage(l, rf.Err.Err, where)), msg.A("form", rf.Err.Form))).DataSet("line", strconv.Itoa(rf.N))
		}
		out = append(out, view.El("ul.error.tbl-errs", items...).ID(id+"-refused").Role("alert"),
			view.Tx("p.help", msg.T(l, "app.table.lines.kept")))
	}
	return view.El("div.tbl-lines", out...).ID(id + "-box")
}

// pasteView is table ti's list fields as the text boxes of lines they were before tables: what
// is pasted or typed there becomes the rows, and an error names the row and column it is in.
func (p *formTable) pasteView(l msg.Lang, ti int) app.UI {
	c := p.S
	ts := c.st.Tables[ti]
	t := ts.T
	s := c.f.Calc.Inputs
	out := []app.UI{view.Tx("p.help", msg.T(l, "app.table.paste.help"))}
	for _, name := range t.Fields() {
		i := s.Index(name)
		if i < 0 {
			continue
		}
		f := &s[i]
		id := "f-" + name
		var help, errLine app.UI
		var desc []string
		if h := helpText(l, f); h != "" {
			help = view.Tx("p.help", h).ID(id + "-help")
			desc = append(desc, id+"-help")
		}
		if e, ok := ts.FieldError(name); ok {
			errLine = view.Tx("p.error", p.where(l, ts, e)).ID(id + "-err").Role("alert")
			desc = append(desc, id+"-err")
		}
		out = append(out, view.El("div.field",
			view.LabelFor(id, msg.T(l, f.LabelKey())),
			view.FormControl("textarea", id, name, strings.Join(desc, " "), errLine != nil, "input", c.onText(i)).On("input", c.onText(i), app.EventScope(i)).Attr("rows", 5).Text(c.st.Texts[i]).
				Attr("autocapitalize", "characters").Attr("spellcheck", "false").Attr("inputmode", listInputMode(f)),
			help, errLine,
		))
	}
	// errors of the rows the lines make (lists of different lengths, a cell out of its range)
	var items []app.UI
	for _, e := range ts.Errs {
		if e.Err != nil && !(e.Row < 0 && t.Has(e.Err.Field)) {
			items = append(items, view.Tx("li", p.where(l, ts, e)))
		}
	}
	if len(items) > 0 {
		out = append(out, view.El("ul.error.tbl-errs", items...).ID(tableID(t)+"-errs").Role("alert"))
	}
	return view.El("div.tbl-paste", out...)
}

// where is e's message naming its cell, its row, or (neither) the table.
func (p *formTable) where(l msg.Lang, ts *formstate.TableState, e engine.CellError) string {
	c := p.S
	switch {
	case e.Row >= 0 && e.Col >= 0:
		cells := ts.T.Cells(max(len(ts.Rows), e.Col+1-len(ts.T.Columns)))
		if e.Col < len(cells) {
			return cellMessage(l, e.Err, c.cellName(l, ts.T, e.Row, e.Col, &cells[e.Col]))
		}
		fallthrough
	case e.Row >= 0:
		return cellMessage(l, e.Err, c.rowName(l, ts.T, e.Row))
	}
	if e.Err.Field != "" && c.f.Calc.Inputs.Field(e.Err.Field) != nil {
		return cellMessage(l, e.Err, msg.T(l, c.f.Calc.Inputs.Field(e.Err.Field).LabelKey()))
	}
	return cellMessage(l, e.Err, msg.T(l, ts.T.Label))
}
