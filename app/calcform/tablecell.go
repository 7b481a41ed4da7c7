package calcform

import (
	"strconv"

	"arbiter/app/formstate"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// tableCell is cell J of row R of the form's table TI: its control (option buttons or a list
// for a choice, a box with − and + for a number, a tick for yes/no, a text box), its visible
// heading and its error. Group is the column group this cell starts ("": none, or the one of
// the cell before). Props: Gen changes with each change of the form's state S.
type tableCell struct {
	app.Compo
	Lang  msg.Lang
	Gen   int
	S     *formCore
	TI, R int
	J     int
	Group string
}

// Render draws the control of the cell with its visible heading and its error.
func (p *tableCell) Render() app.UI {
	c, l, ti, r, j := p.S, p.Lang, p.TI, p.R, p.J
	if ti < 0 || ti >= len(c.st.Tables) || r < 0 || r >= len(c.st.Tables[ti].Rows) {
		return view.El("td.cell") // (for a moment: its table draws no such row now)
	}
	ts := c.st.Tables[ti]
	t := ts.T
	cells := t.Cells(len(ts.Rows))
	if j < 0 || j >= len(cells) {
		return view.El("td.cell")
	}
	col := &cells[j]
	var group app.UI
	if p.Group != "" {
		group = view.Tx("span.cell-group", msg.T(l, p.Group)).Aria("hidden", "true")
	}
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
		if segmentable(l, col) { // taken on the click, as the form's radios are (fields.go)
			opts := make([]app.UI, len(col.Options))
			for k, o := range col.Options {
				oid := id + "-" + strconv.Itoa(k)
				opts[k] = view.El("span.seg-opt",
					view.Checked(view.InputEl("radio", oid, id).Attr("value", o), text == o).OnClick(p.onCellOption(ti, r, j, o), app.EventScope(ti, r, j, o)),
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
		sel := view.FormControl("select", id, "", desc, invalid, "change", p.onCellSelect(ti, r, j)).On("change", p.onCellSelect(ti, r, j), app.EventScope(ti, r, j)).Aria("label", name).Body(opts...)
		return view.El(td+".cell-select", group, view.LabelFor(id, heading).Class("cell-label"), sel, errLine)
	case engine.KBool:
		box := view.Checked(view.FormInput("checkbox", id, "", desc, invalid, "change", p.onCellCheck(ti, r, j)).On("change", p.onCellCheck(ti, r, j), app.EventScope(ti, r, j)), text == "1").Aria("label", name)
		return view.El(td+".cell-check", group, view.El("div.check", box, view.LabelFor(id, heading)), errLine)
	case engine.KInt, engine.KDecimal:
		box := view.FormInput("text", id, "", desc, invalid, "input", p.onCellText(ti, r, j)).On("input", p.onCellText(ti, r, j), app.EventScope(ti, r, j)).Attr("value", text).
			Attr("autocomplete", "off").Attr("spellcheck", "false").Aria("label", name).
			OnKeyDown(p.onCellKey(ti, r, j)).OnFocus(selectAll).Class(numWidth(col))
		if m := inputMode(&col.Field); m != "" {
			box = box.Attr("inputmode", m)
		}
		less := view.Tx("button.step", "−").Attr("type", "button").ID(id+"-less").
			Aria("label", msg.T(l, "app.table.less", msg.A("cell", name))).OnClick(p.onStep(ti, r, j, -1), app.EventScope(ti, r, j, -1))
		more := view.Tx("button.step", "+").Attr("type", "button").ID(id+"-more").
			Aria("label", msg.T(l, "app.table.more", msg.A("cell", name))).OnClick(p.onStep(ti, r, j, 1), app.EventScope(ti, r, j, 1))
		return view.El(td+".cell-num", group, view.LabelFor(id, heading).Class("cell-label"), view.El("div.stepper", less, box, more), errLine)
	}
	box := view.FormInput("text", id, "", desc, invalid, "input", p.onCellText(ti, r, j)).On("input", p.onCellText(ti, r, j), app.EventScope(ti, r, j)).Attr("value", text).
		Attr("autocomplete", "off").Attr("spellcheck", "false").Aria("label", name).OnKeyDown(p.onCellKey(ti, r, j), app.EventScope(ti, r, j)).OnFocus(selectAll)
	return view.El(td, group, view.LabelFor(id, heading).Class("cell-label"), box, errLine)
}
