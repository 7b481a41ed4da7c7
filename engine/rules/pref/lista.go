package pref

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// Lista draws a game as the paper score sheet (lista) a judge and the players read (rules
// pref.scoring and pref.in-game): for each player the soups written against the left-hand
// opponent, the bula column and the soups against the right-hand opponent; a line per hand and
// per ruling in the order they were written, each cell holding the new number written there
// (the bula counting down, a soup's running total), refe legs opened by a passed-out hand and
// closed by a hand played under refe, and rulings labelled with their S-number. The closing
// lines are the account the result settles: bule and soups as they stand, and each player's
// result. Every number comes from replaying the game with Play.Sheet, hand by hand.
func Lista(p *engine.Params, in ScoreSheetInput) (*engine.Paper, error) {
	pl := Play{Start: in.StartBula, Hands: in.Hands, Rulings: in.Rulings}
	if _, _, err := pl.Sheet(p); err != nil {
		return nil, err
	}
	s, err := NewSheet(p, in.StartBula)
	if err != nil {
		return nil, err
	}
	pp := &engine.Paper{Caption: engine.Note{Key: "pref.lista.caption", Args: []msg.Arg{msg.A("bula", in.StartBula)}}}
	for i := 0; i < 3; i++ {
		l, r := Left.At(i), Right.At(i)
		pp.Groups = append(pp.Groups, engine.PaperGroup{
			Head: engine.Note{Key: "pref.lista.player", Args: []msg.Arg{msg.A("player", i+1)}},
			Cols: []engine.Note{
				{Key: "pref.lista.soup-on", Args: []msg.Arg{msg.A("player", l+1)}},
				{Key: "pref.lista.bula"},
				{Key: "pref.lista.soup-on", Args: []msg.Arg{msg.A("player", r+1)}},
			},
			Abbr: []engine.Note{
				{Key: "pref.lista.soup-abbr", Args: []msg.Arg{msg.A("player", l+1)}},
				{Key: "pref.lista.bula"},
				{Key: "pref.lista.soup-abbr", Args: []msg.Arg{msg.A("player", r+1)}},
			},
		})
	}
	used := map[string]bool{}
	mark := func(c *engine.PaperCell, m string) {
		c.Marks = append(c.Marks, m)
		used[m] = true
	}
	// cell indexes: player i's soups on the left-hand opponent, bula, soups on the right-hand one
	soupCol := func(writer, against int) int {
		if against == Left.At(writer) {
			return writer * 3
		}
		return writer*3 + 2
	}
	bulaCol := func(i int) int { return i*3 + 1 }

	start := engine.PaperRow{Label: engine.Note{Key: "pref.lista.start"}, Kind: "start", Cells: make([]engine.PaperCell, 9)}
	for i := 0; i < 3; i++ {
		start.Cells[bulaCol(i)].Value = in.StartBula
	}
	pp.Rows = append(pp.Rows, start)
	for n, h := range in.Hands {
		before := *s
		hr, err := s.Apply(p, h)
		if err != nil {
			return nil, err
		}
		row := engine.PaperRow{Label: engine.Note{Key: "pref.lista.hand", Args: []msg.Arg{msg.A("n", n+1)}}, Cells: make([]engine.PaperCell, 9)}
		if hr.Passed {
			row.Kind = engine.PaperPassed
			row.What = engine.Note{Key: "pref.lista.passed"}
			for i := 0; i < 3; i++ {
				mark(&row.Cells[bulaCol(i)], engine.MarkRefeOpen)
			}
			pp.Rows = append(pp.Rows, row)
		} else {
			row.Kind = engine.PaperHand
			d := h.Declarer
			key := "pref.lista.made"
			if !hr.Made {
				key = "pref.lista.failed"
			}
			row.What = engine.Note{Key: key, Args: []msg.Arg{msg.A("player", d+1), msg.A("contract", hr.Contract.String()),
				msg.A("tricks", h.Tricks[d]), msg.A("value", hr.Value)}}
			mark(&row.Cells[bulaCol(d)], engine.MarkDeclarer)
			if hr.Contract.Refe {
				mark(&row.Cells[bulaCol(d)], engine.MarkRefePlayed)
			}
			for i := 0; i < 3; i++ {
				if s.Bula[i] != before.Bula[i] {
					c := &row.Cells[bulaCol(i)]
					c.Value = s.Bula[i]
					if s.Bula[i] > before.Bula[i] {
						mark(c, engine.MarkFailed)
					}
				}
				for j := 0; j < 3; j++ {
					if j != i && s.Soup[i][j] != before.Soup[i][j] {
						row.Cells[soupCol(i, j)].Value = s.Soup[i][j]
					}
				}
			}
			pp.Rows = append(pp.Rows, row)
		}
		for _, ru := range in.Rulings {
			if ru.AfterHand != n+1 || ru.Revoked {
				continue
			}
			s.ApplyRuling(ru.Deltas)
			label := engine.Note{Key: "pref.lista.ruling"}
			if ru.ID > 0 {
				label = engine.Note{Key: "pref.lista.ruling-id", Args: []msg.Arg{msg.A("id", RulingID(ru.ID).String())}}
			}
			rr := engine.PaperRow{Label: label, Kind: engine.PaperRuling, Cells: make([]engine.PaperCell, 9),
				What: engine.Note{Key: "pref.lista.ruling-what", Args: []msg.Arg{msg.A("n", n+1)}}}
			for i, x := range ru.Deltas {
				if x == 0 {
					continue
				}
				c := &rr.Cells[bulaCol(i)]
				c.Value = s.Bula[i]
				mark(c, engine.MarkRuling)
			}
			pp.Rows = append(pp.Rows, rr)
		}
	}
	st := s.Settle(p)
	total := engine.PaperRow{Label: engine.Note{Key: "pref.lista.total"}, Kind: engine.PaperTotal, Cells: make([]engine.PaperCell, 9)}
	score := engine.PaperRow{Label: engine.Note{Key: "pref.lista.score"}, Kind: engine.PaperTotal, Cells: make([]engine.PaperCell, 3),
		What: engine.Note{Key: "pref.lista.score-what", Args: []msg.Arg{msg.A("factor", p.I("settle.bula_factor"))}}}
	for i := 0; i < 3; i++ {
		c := &total.Cells[bulaCol(i)]
		c.Value = s.Bula[i]
		for k := 0; k < s.Refe[i]; k++ {
			mark(c, engine.MarkRefeOpen)
		}
		for j := 0; j < 3; j++ {
			if j != i {
				total.Cells[soupCol(i, j)].Value = s.Soup[i][j]
			}
		}
		score.Cells[i] = engine.PaperCell{Value: msg.Dec{V: st.Relative[i], Prec: 2}, Span: 3} // under the player's three columns
	}
	pp.Foot = []engine.PaperRow{total, score}
	pp.Legend = append(pp.Legend, engine.Note{Key: "pref.lista.soup-legend"})
	for _, m := range []string{engine.MarkDeclarer, engine.MarkFailed, engine.MarkRefeOpen, engine.MarkRefePlayed, engine.MarkRuling} {
		if k, ok := engine.MarkLegendKey(m); ok && used[m] {
			pp.Legend = append(pp.Legend, engine.Note{Key: k})
		}
	}
	return pp, nil
}
