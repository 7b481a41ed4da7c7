package calcform

import (
	"strconv"
	"strings"
	"unicode/utf8"

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

// tableID is the id prefix of table ti's controls.
func tableID(t *engine.Table) string { return "t-" + t.ID }

// cellID is the id of the control of row r (from 0), cell j: t-<table>-<row>-<column>.
func cellID(t *engine.Table, r, j int) string {
	name := ""
	if j >= 0 && j < len(t.Columns) {
		name = t.Columns[j].Name
	} else if t.Cross != nil {
		name = t.Cross.Name + "-" + strconv.Itoa(j-len(t.Columns)+1)
	}
	return tableID(t) + "-" + strconv.Itoa(r+1) + "-" + name
}

// rowID is the id prefix of row r's own elements: t-<table>-<row>.
func rowID(t *engine.Table, r int) string { return tableID(t) + "-" + strconv.Itoa(r+1) }

// rowName is row r's name in l ("Hand 3").
func (c *CalcForm) rowName(l msg.Lang, t *engine.Table, r int) string {
	n := t.RowNumber(c.Calc.Inputs, c.st.Vals, r)
	name := msg.T(l, t.Row, msg.A("n", n))
	if t.Participants && c.ev != nil {
		// the open event's team or pair of that number, by name
		for _, p := range c.ev.Participants {
			if p.Number == n && p.Name != "" {
				return name + " · " + p.Name
			}
		}
	}
	return name
}

// colName is cell j's heading: the column's label, or in a cross-table "against Team 2"; with
// its group ("Open room: Level") when the column has one.
func (c *CalcForm) colName(l msg.Lang, t *engine.Table, j int, col *engine.Column) string {
	if j >= len(t.Columns) {
		return msg.T(l, col.LabelKey(), msg.A("team", c.rowName(l, t, j-len(t.Columns))))
	}
	return msg.T(l, col.LabelKey())
}

// cellName is the accessible name of a cell's control: "Hand 3, Declarer"; a column in a group
// names it too ("Board 2, Open room, Level").
func (c *CalcForm) cellName(l msg.Lang, t *engine.Table, r, j int, col *engine.Column) string {
	name := c.colName(l, t, j, col)
	if col.Group != "" {
		name = msg.T(l, "app.table.cell", msg.A("row", msg.T(l, col.Group)), msg.A("col", name))
	}
	return msg.T(l, "app.table.cell", msg.A("row", c.rowName(l, t, r)), msg.A("col", name))
}

// cellMessage is e as a sentence naming where: the error's field becomes the row and column
// ("Hand 3, Declarer's tricks: enter a whole number from 0 to 10."), never a field's code.
func cellMessage(l msg.Lang, e *engine.Error, where string) string {
	if len(e.Args) > 0 && e.Args[0].Name == "field" {
		cp := *e
		cp.Args = append([]msg.Arg{msg.A("field", where)}, e.Args[1:]...)
		return engine.ErrorMessage(&cp, l, "")
	}
	return where + ": " + engine.ErrorMessage(e, l, "")
}

// errorAt is the message of the first error of cell (r, j), "" when it has none.
func (c *CalcForm) errorAt(l msg.Lang, ts *formstate.TableState, r, j int) string {
	for _, e := range ts.Errs {
		if e.Row == r && e.Col == j && e.Err != nil {
			if j < 0 {
				return cellMessage(l, e.Err, c.rowName(l, ts.T, r))
			}
			cells := ts.T.Cells(len(ts.Rows))
			if j < len(cells) {
				return cellMessage(l, e.Err, c.cellName(l, ts.T, r, j, &cells[j]))
			}
		}
	}
	return ""
}

// tableView draws table ti: its heading with the paste switch, then the rows or the pasted
// lines.
func (c *CalcForm) tableView(l msg.Lang, ti int) app.UI {
	ts := c.st.Tables[ti]
	t := ts.T
	id := tableID(t)
	mode := view.Tx("button.btn-quiet.btn-small", msg.T(l, "app.table.paste")).ID(id+"-mode").Attr("type", "button").
		Aria("pressed", strconv.FormatBool(ts.Paste)).OnClick(c.onMode(ti), app.EventScope(ti))
	head := view.El("div.tbl-head", view.Tx("h3.tbl-cap", msg.T(l, t.Label)).ID(id+"-cap"), mode)
	var body app.UI
	if ts.Paste {
		body = c.pasteView(l, ti)
	} else {
		body = c.gridView(l, ti)
	}
	return view.El("section.field.tbl-box", head, body).ID(id).Aria("labelledby", id+"-cap")
}

// gridView is the rows of table ti as an HTML table, with its buttons and errors, and the
// table's fields as the form holds them (hidden inputs named by the fields).
func (c *CalcForm) gridView(l msg.Lang, ti int) app.UI {
	ts := c.st.Tables[ti]
	t := ts.T
	id := tableID(t)
	s := c.Calc.Inputs
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
		rows[r] = c.gridRow(l, ti, r, cells, fixed, n > lo)
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
		add := view.Tx("button.btn-quiet", msg.T(l, "app.table.add")).ID(id+"-add").Attr("type", "button").OnClick(c.onAdd(ti), app.EventScope(ti))
		if hi > 0 && n >= hi {
			add = add.Attr("disabled", true)
		}
		tools = append(tools, add)
	}
	if ts.Undo != nil {
		tools = append(tools, view.Tx("button.btn-quiet", msg.T(l, "app.table.undo", msg.A("row", c.rowName(l, t, ts.Undo.At)))).
			ID(id+"-undo").Attr("type", "button").OnClick(c.onUndo(ti), app.EventScope(ti)))
	}
	if !fixed && ts.HasLine() {
		tools = append(tools, view.Tx("button.btn-quiet", msg.T(l, "app.table.lines")).ID(id+"-lines-toggle").Attr("type", "button").
			Aria("expanded", strconv.FormatBool(ts.Lines)).OnClick(c.onLinesToggle(ti), app.EventScope(ti)))
	}
	if len(tools) > 0 {
		out = append(out, view.El("div.tool-row", tools...))
	}
	if !fixed && ts.HasLine() && ts.Lines {
		out = append(out, c.linesView(l, ti))
	}
	out = append(out, c.tableErrors(l, ts, id))
	for _, name := range t.Fields() {
		if i := s.Index(name); i >= 0 {
			// one line: an input's value may lose its line breaks; "; " separates items alike
			out = append(out, view.InputEl("hidden", "f-"+name, name).Attr("value", strings.ReplaceAll(c.st.Texts[i], "\n", "; ")))
		}
	}
	return view.El("div.tbl-body", out...)
}

// tableErrors lists the errors of the whole table (Row −1), named by its caption.
func (c *CalcForm) tableErrors(l msg.Lang, ts *formstate.TableState, id string) app.UI {
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

// lined reports whether table ts shows each row as one line, its cells only when asked: a
// table of more than one cell per row (a row per item of one column is a line already).
func lined(ts *formstate.TableState) bool {
	return len(ts.T.Cells(max(len(ts.Rows), 1))) > 1
}

// cellErr reports whether a cell of row r has an error (its cells then show).
func cellErr(ts *formstate.TableState, r int) bool {
	for _, e := range ts.Errs {
		if e.Row == r && e.Col >= 0 {
			return true
		}
	}
	return false
}

// gridRow is row r: its name, its line (the row as a slip reads: "4♠ S =") and what it gives,
// its buttons (its cells, repeat, delete), its cells when they are open, its own errors.
func (c *CalcForm) gridRow(l msg.Lang, ti, r int, cells []engine.Column, fixed, canDelete bool) app.UI {
	ts := c.st.Tables[ti]
	t := ts.T
	name := c.rowName(l, t, r)
	line := lined(ts)
	tds := []app.UI{view.Tx("th.rname", name).Attr("scope", "row")}
	if line && !t.Participants {
		// a line's row by its number, as on a slip (its name for a screen reader)
		n := strconv.Itoa(t.RowNumber(c.Calc.Inputs, c.st.Vals, r))
		tds[0] = view.El("th.rname.rnum", view.Tx("span.vh", name), view.Tx("span", n).Aria("hidden", "true")).Attr("scope", "row")
	}
	open := !line || ts.IsOpen(r) || cellErr(ts, r)
	var tools []app.UI
	if line {
		tds = append(tds, c.lineCell(l, ti, r, name))
		tools = append(tools, view.Tx("button.btn-quiet.btn-small.row-edit", "✎").Attr("type", "button").Attr("title", msg.T(l, "app.table.edit")).
			ID(rowID(t, r)+"-edit").Aria("label", msg.T(l, "app.table.edit.name", msg.A("row", name))).
			Aria("expanded", strconv.FormatBool(open)).Aria("controls", tableID(t)+"-row-"+strconv.Itoa(r+1)).OnClick(c.onEdit(ti, r), app.EventScope(ti, r)))
	}
	if !fixed && t.Kind == engine.TableRows && open {
		rep := view.Tx("button.btn-quiet.btn-small.row-repeat", msg.T(l, "app.table.repeat")).Attr("type", "button").
			ID(rowID(t, r)+"-repeat").Aria("label", msg.T(l, "app.table.repeat.name", msg.A("row", name))).OnClick(c.onRepeat(ti, r), app.EventScope(ti, r))
		if _, hi := t.RowLimits(c.Calc.Inputs); hi > 0 && len(ts.Rows) >= hi {
			rep = rep.Attr("disabled", true)
		}
		tools = append(tools, rep)
	}
	if !fixed && open {
		del := view.Tx("button.btn-quiet.btn-del", "×").Attr("type", "button").ID(rowID(t, r)+"-del").
			Aria("label", msg.T(l, "app.table.delete", msg.A("row", name))).OnClick(c.onDelete(ti, r), app.EventScope(ti, r))
		if !canDelete {
			del = del.Attr("disabled", true)
		}
		tools = append(tools, del)
	}
	if len(tools) > 0 {
		tds = append(tds, view.El("td.del.row-tools", tools...))
	}
	// the cells, folded away (not drawn on screen) until the row is opened
	group := ""
	idle := ts.Idle(r)
	for j := range cells {
		col := &cells[j]
		if j < len(idle) && idle[j] {
			continue // a cell this row does not use (a passed-out hand's game)
		}
		var g app.UI
		if col.Group != group && col.Group != "" {
			g = view.Tx("span.cell-group", msg.T(l, col.Group)).Aria("hidden", "true")
		}
		group = col.Group
		tds = append(tds, c.cell(l, ti, r, j, col, g))
	}
	tds = append(tds, c.derived(l, ts, r))
	cls := "tr.trow"
	if line {
		cls += ".trow-line"
		if open {
			cls += ".open"
		}
	}
	for _, e := range ts.Errs {
		if e.Row == r {
			cls += ".has-err"
			break
		}
	}
	return view.El(cls, tds...).ID(tableID(t) + "-row-" + strconv.Itoa(r+1))
}

// lineCell is row r as one line: a box the director types the row into as a slip reads
// ("4♠ S =", "3 5 4♠X S -2"), its refusal right under it; a cross-table's row is its cells in
// words (they are edited in the cells).
func (c *CalcForm) lineCell(l msg.Lang, ti, r int, name string) app.UI {
	ts := c.st.Tables[ti]
	t := ts.T
	id := rowID(t, r) + "-line"
	if !ts.HasLine() {
		return view.El("td.row-line", view.Tx("span.line-text", ts.CellsText(r, l)).ID(id))
	}
	text := ts.LineText(c.Calc.Inputs, r, l)
	var errLine app.UI
	desc := ""
	if tl, ok := ts.Typed(r); ok {
		text = tl.Text
		if tl.Err != nil {
			desc = id + "-err"
			where := msg.T(l, t.Label)
			if cells := t.Cells(len(ts.Rows)); tl.Err.Col >= 0 && tl.Err.Col < len(cells) {
				where = c.colName(l, t, tl.Err.Col, &cells[tl.Err.Col])
			}
			errLine = view.Tx("span.error.cell-err.line-err", cellMessage(l, tl.Err.Err, where)+" "+
				msg.T(l, "app.table.line.form", msg.A("form", tl.Err.Form))).ID(desc).Role("alert")
		}
	}
	box := view.FormInput("text", id, "", desc, errLine != nil, "input", c.onLine(ti, r)).On("input", c.onLine(ti, r), app.EventScope(ti, r)).Attr("value", text).
		Attr("autocomplete", "off").Attr("spellcheck", "false").Attr("autocapitalize", "characters").
		Aria("label", msg.T(l, "app.table.line", msg.A("row", name))).
		OnKeyDown(c.onLineKey(ti, r)).OnFocus(selectAll).OnChange(c.onLineDone(ti, r), app.EventScope(ti, r))
	return view.El("td.row-line", box, errLine)
}

// linesView is the box of several rows at once: a line per row, the lines refused named with
// why and kept in the box.
func (c *CalcForm) linesView(l msg.Lang, ti int) app.UI {
	ts := c.st.Tables[ti]
	t := ts.T
	id := tableID(t) + "-lines"
	out := []app.UI{
		view.LabelFor(id, msg.T(l, "app.table.lines.label", msg.A("table", msg.T(l, t.Label)))),
		view.FormControl("textarea", id, "", id+"-help", len(ts.Refused) > 0, "input", c.onLinesText(ti)).On("input", c.onLinesText(ti), app.EventScope(ti)).Attr("rows", 4).
			Text(ts.LinesText).Attr("autocapitalize", "characters").Attr("spellcheck", "false"),
		view.Tx("p.help", msg.T(l, "app.table.lines.help", msg.A("form", ts.LineForm(c.Calc.Inputs, l)))).ID(id + "-help"),
		view.El("div.tool-row", view.Tx("button.btn-quiet", msg.T(l, "app.table.lines.add")).Attr("type", "button").ID(id+"-add").OnClick(c.onLinesAdd(ti), app.EventScope(ti))),
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

// derived is what row r shows beside its cells: the result's values for it, its steps and the
// notes, all from the engine; its own errors.
func (c *CalcForm) derived(l msg.Lang, ts *formstate.TableState, r int) app.UI {
	var parts []app.UI
	if r < len(ts.Info) {
		in := ts.Info[r]
		if in.Party != nil {
			for _, o := range in.Party.Outs {
				parts = append(parts, view.El("span.dv", view.Tx("span.dl", engine.OutLabel(l, c.Calc.ID, o.Name)), app.Text(" "), view.Tx("b", o.Text(l, c.Calc.ID))).
					DataSet("out", in.Party.Role+"."+in.Party.Name+"."+o.Name))
			}
		}
		for _, s := range in.Steps {
			parts = append(parts, view.Tx("span.dv", msg.T(l, s.Key, s.Args...)))
		}
		for _, n := range in.Notes {
			if n.Warn {
				parts = append(parts, view.El("span.dv.warn", view.Tx("span", "⚠ ").Aria("hidden", "true"), app.Text(msg.T(l, n.Key, n.Args...))))
				continue
			}
			parts = append(parts, view.Tx("span.dv", msg.T(l, n.Key, n.Args...)))
		}
	}
	if m := c.errorAt(l, ts, r, -1); m != "" {
		parts = append(parts, view.Tx("span.dv.error", m).ID(rowID(ts.T, r)+"-err"))
	}
	return view.El("td.derived", parts...).ID(rowID(ts.T, r) + "-info")
}

// segmentable reports whether an enum cell's options fit a row of buttons (few and short).
func segmentable(l msg.Lang, col *engine.Column) bool {
	if len(col.Options) > 5 {
		return false
	}
	n := 0
	for k := range col.Options {
		n += utf8.RuneCountInString(formstate.OptionLabel(l, &col.Field, k))
	}
	return n <= 22
}

// cell is the control of cell (r, j) with its visible heading and its error.
func (c *CalcForm) cell(l msg.Lang, ti, r, j int, col *engine.Column, group app.UI) app.UI {
	ts := c.st.Tables[ti]
	t := ts.T
	id := cellID(t, r, j)
	text := ""
	if j < len(ts.Rows[r]) {
		text = ts.Rows[r][j]
	}
	name := c.cellName(l, t, r, j, col)
	heading := c.colName(l, t, j, col)
	msgText := c.errorAt(l, ts, r, j)
	invalid := msgText != ""
	desc := ""
	var errLine app.UI
	if invalid {
		desc = id + "-err"
		errLine = view.Tx("span.error.cell-err", msgText).ID(desc)
	}
	td := "td.cell"
	if group != nil {
		td += ".grp-start" // a group of cells starts a line of its own
	}
	if t.Kind == engine.TableCross && j >= len(t.Columns) && j-len(t.Columns) == r {
		// the diagonal: a team does not play itself
		return view.El("td.cell.diag", group, view.Tx("span.cell-label", heading), view.Tx("span.diag-mark", "—"))
	}
	switch col.Kind {
	case engine.KEnum:
		if segmentable(l, col) {
			opts := make([]app.UI, len(col.Options))
			for k, o := range col.Options {
				oid := id + "-" + strconv.Itoa(k)
				opts[k] = view.El("span.seg-opt",
					view.Checked(view.InputEl("radio", oid, id).Attr("value", o), text == o).OnChange(c.onCellOption(ti, r, j, o), app.EventScope(ti, r, j, o)),
					view.LabelFor(oid, formstate.OptionLabel(l, &col.Field, k)),
				)
			}
			fs := view.El("fieldset.cell-seg",
				view.El("legend.cell-label", view.Tx("span.vh", c.rowName(l, t, r)+", "), app.Text(heading)),
				view.El("div.seg-row", opts...),
			).ID(id).Aria("describedby", desc)
			if invalid {
				fs = fs.Aria("invalid", "true")
			}
			return view.El(td+".cell-enum", group, fs, errLine)
		}
		opts := make([]app.UI, 0, len(col.Options)+1)
		if text == "" {
			opts = append(opts, view.Option("", "", true))
		}
		for k, o := range col.Options {
			opts = append(opts, view.Option(o, formstate.OptionLabel(l, &col.Field, k), text == o))
		}
		sel := view.FormControl("select", id, "", desc, invalid, "change", c.onCellText(ti, r, j)).On("change", c.onCellText(ti, r, j), app.EventScope(ti, r, j)).Aria("label", name).Body(opts...)
		return view.El(td+".cell-select", group, view.LabelFor(id, heading).Class("cell-label"), sel, errLine)
	case engine.KBool:
		box := view.Checked(view.FormInput("checkbox", id, "", desc, invalid, "change", c.onCellCheck(ti, r, j)).On("change", c.onCellCheck(ti, r, j), app.EventScope(ti, r, j)), text == "1").Aria("label", name)
		return view.El(td+".cell-check", group, view.El("div.check", box, view.LabelFor(id, heading)), errLine)
	case engine.KInt, engine.KDecimal:
		box := view.FormInput("text", id, "", desc, invalid, "input", c.onCellText(ti, r, j)).On("input", c.onCellText(ti, r, j), app.EventScope(ti, r, j)).Attr("value", text).
			Attr("autocomplete", "off").Attr("spellcheck", "false").Aria("label", name).
			OnKeyDown(c.onCellKey(ti, r, j)).OnFocus(selectAll).Class(numWidth(col))
		if m := inputMode(&col.Field); m != "" {
			box = box.Attr("inputmode", m)
		}
		less := view.Tx("button.step", "−").Attr("type", "button").ID(id+"-less").
			Aria("label", msg.T(l, "app.table.less", msg.A("cell", name))).OnClick(c.onStep(ti, r, j, -1), app.EventScope(ti, r, j, -1))
		more := view.Tx("button.step", "+").Attr("type", "button").ID(id+"-more").
			Aria("label", msg.T(l, "app.table.more", msg.A("cell", name))).OnClick(c.onStep(ti, r, j, 1), app.EventScope(ti, r, j, 1))
		return view.El(td+".cell-num", group, view.LabelFor(id, heading).Class("cell-label"), view.El("div.stepper", less, box, more), errLine)
	}
	box := view.FormInput("text", id, "", desc, invalid, "input", c.onCellText(ti, r, j)).On("input", c.onCellText(ti, r, j), app.EventScope(ti, r, j)).Attr("value", text).
		Attr("autocomplete", "off").Attr("spellcheck", "false").Aria("label", name).OnKeyDown(c.onCellKey(ti, r, j), app.EventScope(ti, r, j)).OnFocus(selectAll)
	return view.El(td, group, view.LabelFor(id, heading).Class("cell-label"), box, errLine)
}

// numWidth is the width class of a number box: room for the longest value of its range.
func numWidth(col *engine.Column) string {
	n := max(len(strconv.FormatInt(col.Min, 10)), len(strconv.FormatInt(col.Max, 10)))
	if col.Kind == engine.KDecimal {
		n++
	}
	switch {
	case n <= 3:
		return "num-s"
	case n <= 5:
		return "num-m"
	}
	return "num-l"
}

// pasteView is table ti's list fields as the text boxes of lines they were before tables: what
// is pasted or typed there becomes the rows, and an error names the row and column it is in.
func (c *CalcForm) pasteView(l msg.Lang, ti int) app.UI {
	ts := c.st.Tables[ti]
	t := ts.T
	s := c.Calc.Inputs
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
			errLine = view.Tx("p.error", c.where(l, ts, e)).ID(id + "-err").Role("alert")
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
			items = append(items, view.Tx("li", c.where(l, ts, e)))
		}
	}
	if len(items) > 0 {
		out = append(out, view.El("ul.error.tbl-errs", items...).ID(tableID(t)+"-errs").Role("alert"))
	}
	return view.El("div.tbl-paste", out...)
}

// where is e's message naming its cell, its row, or (neither) the table.
func (c *CalcForm) where(l msg.Lang, ts *formstate.TableState, e engine.CellError) string {
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
	if e.Err.Field != "" && c.Calc.Inputs.Field(e.Err.Field) != nil {
		return cellMessage(l, e.Err, msg.T(l, c.Calc.Inputs.Field(e.Err.Field).LabelKey()))
	}
	return cellMessage(l, e.Err, msg.T(l, ts.T.Label))
}
