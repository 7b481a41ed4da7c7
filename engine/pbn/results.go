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
	Mark           bool   // a "^" marks the score (or the row's contract or matchpoints) artificial
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
		p.Mark = strings.HasPrefix(p.Score, "^")
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
			for _, c := range [...]string{p.Score, p.Contract, t.Cell(r, "MP_NS"), t.Cell(r, "MP_EW"),
				t.Cell(r, "Percentage_NS"), t.Cell(r, "Percentage_EW"), t.Cell(r, "IMP_NS"), t.Cell(r, "IMP_EW")} {
				p.Mark = p.Mark || strings.HasPrefix(c, "^")
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
	if f := strings.Fields(s); len(f) == 2 && f[0] == "^" {
		return "^" + f[1], ""
	}
	return s, ""
}

// Unplayed reports a result that says no tricks: nothing in it, or a contract without its
// result (a hand record's or a book's contract; a board not played) — and no artificial
// score (Artificial). A board passed out is played (no tricks to say).
func (p Played) Unplayed() bool {
	if c, ok := contract(p.Contract); ok && c.IsPass() {
		return false
	}
	return unknown(p.Result) && !p.Artificial()
}

// Artificial reports an artificial score: a "^" before the score (or, in a ScoreTable, the
// contract or the matchpoints), or a score given where no contract was played ("-").
func (p Played) Artificial() bool {
	if p.Mark {
		return true
	}
	return !unknown(p.Score) && strings.TrimSpace(p.Contract) == "-"
}

// contract reads a contract as files write it: "4SX", "3NT", "Pass", "^4S", "3NR" (R for a
// redouble).
func contract(s string) (bridge.Contract, bool) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "^")
	if unknown(s) || s == "-" {
		return bridge.Contract{}, false
	}
	if n := len(s); n >= 3 && (s[n-1] == 'R' || s[n-1] == 'r') && s[n-2] != 'X' && s[n-2] != 'x' {
		s = s[:n-1] + "XX"
	}
	c, err := bridge.ParseContract(s)
	return c, err == nil
}

// ContractOK reports whether the contract can be read (Entry's first step).
func (p Played) ContractOK() bool {
	_, ok := contract(p.Contract)
	return ok
}

// contractReadable reports a contract that is not known, not played ("-"), one Entry reads,
// or an end position's trump alone ("H", "NT").
func (p Played) contractReadable() bool {
	c := strings.ToUpper(strings.TrimSpace(p.Contract))
	switch c {
	case "-", "C", "D", "H", "S", "N", "NT":
		return true
	}
	return unknown(c) || p.ContractOK()
}

// resultReadable reports a result written in one of the forms tricks reads.
func (p Played) resultReadable() bool {
	_, ok := tricks(p.Result, bridge.Contract{Level: 1}, bridge.North)
	return ok
}

// tricks reads a result: the declarer's tricks ("10"), relative to the contract ("=", "+1"),
// a side's tricks ("NS 11", "EW 3", "NS 9 EW 4": turned to the declarer's), any of them after
// "^" (an irregularity the table had).
func tricks(r string, c bridge.Contract, declarer bridge.Seat) (int, bool) {
	r = strings.TrimPrefix(strings.TrimSpace(r), "^")
	switch {
	case r == "=":
		return c.Level + 6, true
	case strings.HasPrefix(r, "+"):
		n, err := strconv.Atoi(r[1:])
		if err != nil || n < 0 {
			return 0, false
		}
		return c.Level + 6 + n, true
	}
	f := strings.Fields(r)
	if len(f) == 1 {
		n, err := strconv.Atoi(r)
		return n, err == nil
	}
	if len(f) != 2 && len(f) != 4 {
		return 0, false
	}
	got, have := 0, false
	for i := 0; i+1 < len(f); i += 2 {
		side := strings.ToUpper(f[i])
		n, err := strconv.Atoi(f[i+1])
		if err != nil || side != "NS" && side != "EW" {
			return 0, false
		}
		if (side == "NS") != declarer.NS() {
			n = 13 - n
		}
		if have && n != got {
			return 0, false // the two sides' tricks are not 13
		}
		got, have = n, true
	}
	return got, true
}

// Entry reads the contract, declarer and tricks. ok is false when the contract or the declarer
// cannot be read, or the result is not a number; tricks may then lie outside 0–13 (the caller
// checks: Check reports it).
func (p Played) Entry() (e bridge.Entry, ok bool) {
	c, good := contract(p.Contract)
	if !good {
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
	n, good := tricks(p.Result, c, d)
	if !good {
		return e, false
	}
	e.Tricks = n
	return e, true
}

// NSScore reads the score as written, from North-South's side (a declarer's score turned by
// the declarer's side). ok is false when there is no score, it is not a whole number, or it
// is artificial.
func (p Played) NSScore(declarer bridge.Seat) (int, bool) {
	if p.Artificial() {
		return 0, false
	}
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
