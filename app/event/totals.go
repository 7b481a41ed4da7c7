package event

import (
	"html"
	"strconv"
	"strings"

	"arbiter/app/calcform"
	"arbiter/app/logstore"
	"arbiter/app/view"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// totalsSection is the event page's answer to "what does each pair or team lose, which boards
// were scored, who has had how many Zero Tolerance breaches": the penalties in the event's own
// unit, the adjusted board scores board by board, the Zero Tolerance book by date and name
// (eventlog.EventPenalties, BoardScores, ZTBook, computed once per reading: eventViews).
//
// Props: Gen changes with each change of the page's state S (whose address stays: go-app
// compares props to redraw a section).
type totalsSection struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *eventState

	ztHTML string // the Zero Tolerance book as drawn, for ztLang and ztGen
	ztLang msg.Lang
	ztGen  int
}

func (s *totalsSection) Render() app.UI {
	p := s.S
	if p == nil || p.partial { // the incidents' section says they are being read
		return view.El("div#totals")
	}
	kids := []app.UI{slot(s.renderPenalties()), slot(s.renderBoardScores())}
	if v := &p.views; len(v.book) > 0 {
		if s.ztHTML == "" || s.ztLang != s.Lang || s.ztGen != s.Gen {
			s.ztHTML, s.ztLang, s.ztGen = ztBookHTML(s.Lang, &p.ev, v.book), s.Lang, s.Gen
		}
		kids = append(kids, app.Raw(s.ztHTML))
	} else {
		kids = append(kids, app.Text(""))
	}
	return view.El("div#totals", kids...)
}

// renderPenalties is each pair's or team's penalties, one line a unit (in an event of one
// unit, one line), with the rulings that gave them.
func (s *totalsSection) renderPenalties() app.UI {
	l, p := s.Lang, s.S
	pen := p.views.pen
	if len(pen) == 0 {
		return nil
	}
	cols := []string{msg.T(l, "app.log.party"), msg.T(l, "app.log.pen.sum")}
	rows := make([]app.UI, 0, len(pen))
	for _, x := range pen {
		var groups []app.UI
		for _, sum := range x.Sums {
			groups = append(groups, view.El("ul.unit-totals", view.Tx("li", logstore.PenaltyText(l, sum))).DataSet("unit", sum.Unit))
		}
		// two columns, which fit a 320 px screen: the rulings under the sums
		groups = append(groups, view.Tx("p.muted.pen-cases", msg.T(l, "app.log.pen.cases")+": "+strings.Join(x.Labels, ", ")))
		rows = append(rows, view.El("tr",
			view.Th("row", p.PartName(x.Number)).DataSet("label", cols[0]),
			view.El("td", groups...).DataSet("label", cols[1]),
		).DataSet("party", x.Number).DataSet("n", x.Count))
	}
	return view.El("section#penalties",
		view.LogT(l, "h2", "app.log.penalties"),
		view.LogT(l, "p.help", "app.log.pen.help"),
		totalsTable(cols, rows),
	)
}

// renderBoardScores lists the boards whose score a ruling adjusted: where, which ruling, each
// side's score in the event's unit.
func (s *totalsSection) renderBoardScores() app.UI {
	l, p := s.Lang, s.S
	lines := p.views.boards
	if len(lines) == 0 {
		return nil
	}
	cols := []string{msg.T(l, "app.log.bs.board"), msg.T(l, "app.log.bs.scores")}
	rows := make([]app.UI, 0, len(lines))
	for _, x := range lines {
		where := caseWhere(l, x.Session, x.Round, 0, x.Board, 0)
		if where == "" {
			where = x.Label
		} else {
			where += " · " + x.Label
		}
		items := make([]app.UI, 0, len(x.Scores)+1)
		outs := make([]eventlog.Out, len(x.Scores))
		for i, sc := range x.Scores {
			outs[i] = sc.Out
		}
		for _, sc := range x.Scores {
			who := ""
			if sc.Number != 0 {
				who = p.PartName(sc.Number)
			} else {
				who = calcform.PartyKeyLabel(l, sc.Key, eventlog.Repeated(outs, sc.Out.Role))
			}
			items = append(items, view.Tx("li", who+": "+logstore.ScoreText(l, sc.Out)).DataSet("party", sc.Number))
		}
		items = append(items, view.Tx("li.muted", msg.T(l, boardKindKey(x.Kind))))
		rows = append(rows, view.El("tr",
			view.Th("row", where).DataSet("label", cols[0]),
			view.El("td", view.El("ul.unit-totals", items...)).DataSet("label", cols[1]),
		).DataSet("case", x.Label).DataSet("board", x.Board))
	}
	return view.El("section#board-scores",
		view.LogT(l, "h2", "app.log.bs"),
		totalsTable(cols, rows),
	)
}

// boardKindKey is the message of a kind of adjusted score (engine.BoardScore.Kind).
func boardKindKey(kind string) string {
	switch kind {
	case "not-played":
		return "app.log.bs.kind.not-played"
	case "assigned":
		return "app.log.bs.kind.assigned"
	case "weighted":
		return "app.log.bs.kind.weighted"
	}
	return "app.log.bs.kind.artificial"
}

// totalsTable is a table of the totals: header cells of cols, then rows (two columns, which
// fit a 320 px screen; not the class "totals", whose cells do not wrap).
func totalsTable(cols []string, rows []app.UI) app.UI {
	head := make([]app.UI, len(cols))
	for i, c := range cols {
		head[i] = view.Th("col", c)
	}
	return view.El("table.read-table.event-totals", view.El("thead", view.El("tr", head...)), view.El("tbody", rows...))
}

// ztBookHTML is the Zero Tolerance book as one piece of HTML (a season has thousands of rows,
// which the browser builds at once instead of an element at a time): a group of rows a day,
// headed by the date, each team's count followed by its players', by name, with the rulings.
func ztBookHTML(l msg.Lang, ev *eventlog.Event, book []eventlog.ZTDay) string {
	esc := html.EscapeString
	var b strings.Builder
	who, n, cases := esc(msg.T(l, "app.log.zt.who")), esc(msg.T(l, "app.log.zt.n")), esc(msg.T(l, "app.log.pen.cases"))
	// two columns, which fit a 320 px screen: the rulings under the count
	b.WriteString(`<section id="zt"><h2>` + esc(msg.T(l, "app.log.zt.book")) + `</h2><p class="help">` + esc(msg.T(l, "app.log.zt.help")) + `</p>`)
	b.WriteString(`<table class="read-table event-totals zt-book"><thead><tr><th scope="col">` + who + `</th><th scope="col">` + n +
		`</th></tr></thead>`)
	for _, d := range book {
		b.WriteString(`<tbody data-day="` + esc(d.Day) + `"><tr class="read-who"><th colspan="2" scope="rowgroup" class="zt-day">` +
			esc(logstore.DayName(l, d.Day)) + `</th></tr>`)
		for _, e := range d.Entries {
			cls := "zt-team"
			name := logstore.ParticipantName(ev, e.Team)
			if e.Player != 0 {
				cls, name = "zt-player", ""
				for _, pl := range ev.Players {
					if pl.ID == e.Player {
						name = pl.Name
					}
				}
			}
			b.WriteString(`<tr class="` + cls + `" data-player="` + strconv.Itoa(e.Player) + `" data-team="` + strconv.Itoa(e.Team) +
				`" data-name="` + esc(name) + `" data-n="` + strconv.Itoa(e.Count) + `"><th scope="row">` + esc(logstore.ZTName(l, ev, e)) +
				`</th><td>` + strconv.Itoa(e.Count) + `<p class="muted pen-cases">` + cases + `: ` + esc(strings.Join(e.Labels, ", ")) + `</p></td></tr>`)
		}
		b.WriteString(`</tbody>`)
	}
	b.WriteString(`</table></section>`)
	return b.String()
}
