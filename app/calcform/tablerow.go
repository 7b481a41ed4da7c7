package calcform

import (
	"strconv"

	"arbiter/app/formstate"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// tableRow is row R of the form's table TI: its name, its line and what it gives, its buttons,
// its cells when they are open, its own errors. Fixed: the table's rows are fixed in number;
// CanDelete: the table has more rows than it must. Props: Gen changes with each change of the
// form's state S.
type tableRow struct {
	app.Compo
	Lang      msg.Lang
	Gen       int
	S         *formCore
	TI, R     int
	Fixed     bool
	CanDelete bool
}

// gridRow is row r: its name, its line (the row as a slip reads: "4♠ S =") and what it gives,
// its buttons (its cells, repeat, delete), its cells when they are open, its own errors.
func (p *tableRow) Render() app.UI {
	c, l, ti, r, fixed, canDelete := p.S, p.Lang, p.TI, p.R, p.Fixed, p.CanDelete
	if ti < 0 || ti >= len(c.st.Tables) || r < 0 || r >= len(c.st.Tables[ti].Rows) {
		return view.El("tr.trow") // (for a moment: its table draws no such row now)
	}
	ts := c.st.Tables[ti]
	t := ts.T
	cells := t.Cells(len(ts.Rows))
	name := c.rowName(l, t, r)
	line := lined(ts)
	tds := []app.UI{view.Tx("th.rname", name).Attr("scope", "row")}
	if line && !t.Participants {
		// a line's row by its number, as on a slip (its name for a screen reader)
		n := strconv.Itoa(t.RowNumber(c.f.Calc.Inputs, c.st.Vals, r))
		tds[0] = view.El("th.rname.rnum", view.Tx("span.vh", name), view.Tx("span", n).Aria("hidden", "true")).Attr("scope", "row")
	}
	open := !line || ts.IsOpen(r) || cellErr(ts, r)
	var tools []app.UI
	if line {
		tds = append(tds, p.lineCell(l, ti, r, name))
		tools = append(tools, view.Tx("button.btn-quiet.btn-small.row-edit", "✎").Attr("type", "button").Attr("title", msg.T(l, "app.table.edit")).
			ID(rowID(t, r)+"-edit").Aria("label", msg.T(l, "app.table.edit.name", msg.A("row", name))).
			Aria("expanded", strconv.FormatBool(open)).Aria("controls", tableID(t)+"-row-"+strconv.Itoa(r+1)).OnClick(p.onEdit(ti, r), app.EventScope(ti, r)))
	}
	if !fixed && t.Kind == engine.TableRows && open {
		rep := view.Tx("button.btn-quiet.btn-small.row-repeat", msg.T(l, "app.table.repeat")).Attr("type", "button").
			ID(rowID(t, r)+"-repeat").Aria("label", msg.T(l, "app.table.repeat.name", msg.A("row", name))).OnClick(p.onRepeat(ti, r), app.EventScope(ti, r))
		if _, hi := t.RowLimits(c.f.Calc.Inputs); hi > 0 && len(ts.Rows) >= hi {
			rep = rep.Attr("disabled", true)
		}
		tools = append(tools, rep)
	}
	if !fixed && open {
		del := view.Tx("button.btn-quiet.btn-del", "×").Attr("type", "button").ID(rowID(t, r)+"-del").
			Aria("label", msg.T(l, "app.table.delete", msg.A("row", name))).OnClick(p.onDelete(ti, r), app.EventScope(ti, r))
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
		g := "" // the group this cell starts, if any
		if col.Group != group && col.Group != "" {
			g = col.Group
		}
		group = col.Group
		tds = append(tds, &tableCell{Lang: l, Gen: p.Gen, S: c, TI: ti, R: r, J: j, Group: g})
	}
	tds = append(tds, p.derived(l, ts, r))
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
func (p *tableRow) lineCell(l msg.Lang, ti, r int, name string) app.UI {
	c := p.S
	ts := c.st.Tables[ti]
	t := ts.T
	id := rowID(t, r) + "-line"
	if !ts.HasLine() {
		return view.El("td.row-line", view.Tx("span.line-text", ts.CellsText(r, l)).ID(id))
	}
	text := ts.LineText(c.f.Calc.Inputs, r, l)
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
	box := view.FormInput("text", id, "", desc, errLine != nil, "input", p.onLine(ti, r)).On("input", p.onLine(ti, r), app.EventScope(ti, r)).Attr("value", text).
		Attr("autocomplete", "off").Attr("spellcheck", "false").Attr("autocapitalize", "characters").
		Aria("label", msg.T(l, "app.table.line", msg.A("row", name))).
		OnKeyDown(p.onLineKey(ti, r)).OnFocus(selectAll).OnChange(p.onLineDone(ti, r), app.EventScope(ti, r))
	return view.El("td.row-line", box, errLine)
}

// derived is what row r shows beside its cells: the result's values for it, its steps and the
// notes, all from the engine; its own errors.
func (p *tableRow) derived(l msg.Lang, ts *formstate.TableState, r int) app.UI {
	c := p.S
	var parts []app.UI
	if r < len(ts.Info) {
		in := ts.Info[r]
		if in.Party != nil {
			for _, o := range in.Party.Outs {
				parts = append(parts, view.El("span.dv", view.Tx("span.dl", engine.OutLabel(l, c.f.Calc.ID, o.Name)), app.Text(" "), view.Tx("b", o.Text(l, c.f.Calc.ID))).
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
