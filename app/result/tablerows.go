package result

import (
	"strings"

	"arbiter/app/formstate"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TableRowsText is table t of values v as a reader sees it (the ruling view): its caption, then
// a line per row naming each cell it uses ("Hand 2 — Declarer: 2 · Game: karo …"); nil when
// the values make no rows (the form's own columns, such as pair numbers, are not in a link).
func TableRowsText(l msg.Lang, calc *engine.Calculator, t *engine.Table, v engine.Values) []app.UI {
	rows, errs := t.Read(calc.Inputs, v)
	if len(errs) > 0 {
		return nil
	}
	cells := t.Cells(len(rows))
	rowName := func(r int) string { return msg.T(l, t.Row, msg.A("n", t.RowNumber(calc.Inputs, v, r))) }
	out := []app.UI{view.El("div.out", view.Tx("dt", msg.T(l, t.Label)), view.Tx("dd", msg.T(l, "app.table.rows", msg.A("n", len(rows)))))}
	for r, row := range rows {
		idle := t.IdleCells(row)
		var parts []string
		for j := range cells {
			col := &cells[j]
			if col.List == "" || (j < len(idle) && idle[j]) || row[j] == nil ||
				(t.Kind == engine.TableCross && j >= len(t.Columns) && j-len(t.Columns) == r) {
				continue
			}
			name := msg.T(l, col.LabelKey())
			if j >= len(t.Columns) {
				name = msg.T(l, col.LabelKey(), msg.A("team", rowName(j-len(t.Columns))))
			}
			parts = append(parts, name+": "+formstate.InputText(&col.Field, row[j], l))
		}
		out = append(out, view.El("div.out.table-line", view.Tx("dt", rowName(r)), view.Tx("dd", strings.Join(parts, " · "))))
	}
	return out
}
