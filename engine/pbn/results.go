package pbn

import (
	"slices"
	"strconv"
	"strings"

	"arbiter/engine/bridge"
)

// Played is one result of a board as the file gives it: a game's own Contract, Declarer,
// Result and Score tags (a file with one game per table), or a row of its ScoreTable (a
// traveller). The values stay as written; Entry and NSScore read them.
type Played struct {
	Board          int
	Line           int    // the line of the Contract tag or of the row
	Source         string // "tags" or the table's name ("ScoreTable")
	Table, Room    string
	PairNS, PairEW string
	Contract       string
	Declarer       string
	Result         string // tricks taken ("10"), or "=", "+1" relative to the contract
	Score          string // the score as written
	ScoreSide      string // "NS" or "EW": whose score Score is; "" — the declarer's
}

// Results lists every result the file holds, in file order: a game's tags where it has a
// Contract, Result or Score (not "?"), then its ScoreTable's rows.
func (f *File) Results() []Played {
	var out []Played
	for i := range f.Games {
		out = append(out, f.Games[i].Results()...)
	}
	return out
}

// Results lists the game's results (see File.Results).
func (g *Game) Results() []Played {
	var out []Played
	if !unknown(g.Contract) || !unknown(g.Result) || !unknown(g.Score) {
		p := Played{Board: g.Board, Line: g.Line, Source: "tags", Table: g.Table, Room: g.Room,
			PairNS: g.PairNS, PairEW: g.PairEW, Contract: g.Contract, Declarer: g.Declarer, Result: g.Result}
		for _, t := range g.Tags {
			if t.Name == "Contract" {
				p.Line = t.Line
				break
			}
		}
		p.Score, p.ScoreSide = splitScore(g.Score)
		out = append(out, p)
	}
	for ti := range g.Tables {
		t := &g.Tables[ti]
		if t.Name != "ScoreTable" || t.Col("Contract") < 0 {
			continue
		}
		for r := range t.Rows {
			p := Played{Board: g.Board, Line: t.Lines[r], Source: t.Name,
				Table: t.Cell(r, "Table"), Room: t.Cell(r, "Room"),
				PairNS: t.Cell(r, "PairId_NS"), PairEW: t.Cell(r, "PairId_EW"),
				Contract: t.Cell(r, "Contract"), Declarer: t.Cell(r, "Declarer"), Result: t.Cell(r, "Result")}
			switch {
			case t.Cell(r, "Score_NS") != "":
				p.Score, p.ScoreSide = t.Cell(r, "Score_NS"), "NS"
			case t.Cell(r, "Score_EW") != "":
				p.Score, p.ScoreSide = t.Cell(r, "Score_EW"), "EW"
			default:
				p.Score, p.ScoreSide = splitScore(t.Cell(r, "Score"))
			}
			if p.Table == "" {
				p.Table = t.Cell(r, "Table_Id")
			}
			out = append(out, p)
		}
	}
	return out
}

// splitScore reads a Score tag, "NS 420", "EW -50" or "420" (the declarer's).
func splitScore(s string) (score, side string) {
	s = strings.TrimSpace(s)
	if unknown(s) {
		return "", ""
	}
	if f := strings.Fields(s); len(f) == 2 && (strings.EqualFold(f[0], "NS") || strings.EqualFold(f[0], "EW")) {
		return f[1], strings.ToUpper(f[0])
	}
	return s, ""
}

// Unplayed reports a result with nothing in it (no contract, result or score).
func (p Played) Unplayed() bool {
	return unknown(p.Contract) && unknown(p.Result) && unknown(p.Score)
}

// Entry reads the contract, declarer and tricks. ok is false when the contract or the declarer
// cannot be read, or the result is not a number; tricks may then lie outside 0–13 (the caller
// checks: Check reports it).
func (p Played) Entry() (e bridge.Entry, ok bool) {
	c, err := bridge.ParseContract(p.Contract)
	if err != nil || unknown(p.Contract) {
		return e, false
	}
	e.Contract = c
	if c.IsPass() {
		return e, true
	}
	d, good := bridge.ParseSeat(strings.TrimPrefix(strings.TrimSpace(p.Declarer), "^"))
	if !good {
		return e, false
	}
	e.Declarer = d
	r := strings.TrimSpace(p.Result)
	switch {
	case r == "=":
		e.Tricks = c.Level + 6
	case strings.HasPrefix(r, "+"):
		n, err := strconv.Atoi(r[1:])
		if err != nil || n < 0 {
			return e, false
		}
		e.Tricks = c.Level + 6 + n
	default:
		n, err := strconv.Atoi(r)
		if err != nil {
			return e, false
		}
		e.Tricks = n
	}
	return e, true
}

// NSScore reads the score as written, from North-South's side (a declarer's score turned by
// the declarer's side). ok is false when there is no score or it is not a whole number.
func (p Played) NSScore(declarer bridge.Seat) (int, bool) {
	n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(p.Score), "+"))
	if err != nil || unknown(p.Score) {
		return 0, false
	}
	switch p.ScoreSide {
	case "EW":
		n = -n
	case "":
		if !declarer.NS() {
			n = -n
		}
	}
	return n, true
}

// Boards lists the file's board numbers, each once, in ascending order.
func (f *File) Boards() []int {
	seen := map[int]bool{}
	var out []int
	for _, g := range f.Games {
		if g.Board > 0 && !seen[g.Board] {
			seen[g.Board] = true
			out = append(out, g.Board)
		}
	}
	slices.Sort(out)
	return out
}

// Traveller lists every result of board n in file order (see Results): the traveller of a
// file with one game per table, or the board's ScoreTable. A file that gives one table's
// result in a game's tags and the same table again in its ScoreTable lists it twice; Source
// tells them apart.
func (f *File) Traveller(n int) []Played {
	var out []Played
	for i := range f.Games {
		if f.Games[i].Board == n {
			out = append(out, f.Games[i].Results()...)
		}
	}
	return out
}
