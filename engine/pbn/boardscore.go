package pbn

import (
	"math"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/eventlog"
)

// BoardResult is a ruling's result for its board's score as its calculator declares it
// (engine.BoardScore): what the exports write where a scoring program reads a board's result.
type BoardResult struct {
	Kind    string      // engine.BoardNotPlayed, BoardArtificial, BoardAssigned, BoardWeighted, BoardPenalty
	Sides   []SideScore // each side's numbers, in the order the declaration names their roles
	Score   *int        // assigned: North-South's score in points (nil: none)
	Weights []Weighted  // weighted: the outcomes, as the director weighed them
}

// SideScore is one side's numbers on the board.
type SideScore struct {
	Role   string  // "ns" or "ew" (a direction), else the party's role (offender, non-offender, each)
	Pair   int     // the pair's or team's number (0: the log does not say)
	Values []Value // in the order of the declared outs; a penalty's is what the side loses
}

// Value is a number with its unit ("mp", "%", "imp", "vp") and decimals.
type Value struct {
	Unit string
	Num  float64 // to its decimals
	Prec int
}

// Weighted is one outcome of a weighted score: its weight and North-South's score.
type Weighted struct {
	Weight float64
	Prec   int // the weight's decimals
	Score  int
}

// Directional reports whether every side is a direction (ns, ew): then the exports write one
// row with North-South's and East-West's columns; else a row per side.
func (b *BoardResult) Directional() bool {
	for _, s := range b.Sides {
		if s.Role != "ns" && s.Role != "ew" {
			return false
		}
	}
	return true
}

// boardResult is the board result of an incident whose calculator declares one (nil when it
// declares none, or its result has none of the declared outs).
func boardResult(c *engine.Calculator, in *eventlog.Incident, outs []eventlog.Out) *BoardResult {
	if c == nil || c.BoardScore == nil {
		return nil
	}
	d := c.BoardScore
	b := &BoardResult{Kind: d.Kind}
	side := func(role string) *SideScore {
		for i := range b.Sides {
			if b.Sides[i].Role == role {
				return &b.Sides[i]
			}
		}
		s := SideScore{Role: role}
		for _, p := range in.Parties {
			if r, place := eventlog.SplitPartyKey(p.Role); r == role && place <= 1 {
				s.Pair = p.Number
			}
		}
		b.Sides = append(b.Sides, s)
		return &b.Sides[len(b.Sides)-1]
	}
	for _, name := range d.Outs {
		role, out, _ := strings.Cut(name, ".")
		for _, o := range outs {
			if o.Role == role && o.Name == out && o.IsNum() && o.Bool == nil && o.Code == "" {
				s := side(role)
				x, _ := strconv.ParseFloat(strconv.FormatFloat(o.Num, 'f', max(o.Prec, 0), 64), 64)
				s.Values = append(s.Values, Value{Unit: o.Unit, Num: x, Prec: o.Prec})
				break
			}
		}
	}
	if d.Score != "" {
		if i := c.Inputs.Index(d.Score); i >= 0 && i < len(in.Values) && len(in.Values[i]) == 1 {
			n := int(in.Values[i][0])
			b.Score = &n
		}
	}
	if d.Scores != "" && d.Weights != "" {
		si, wi := c.Inputs.Index(d.Scores), c.Inputs.Index(d.Weights)
		if si >= 0 && wi >= 0 && si < len(in.Values) && wi < len(in.Values) && len(in.Values[si]) == len(in.Values[wi]) {
			prec := c.Inputs[wi].Prec
			scale := math.Pow(10, float64(prec))
			for k, s := range in.Values[si] {
				b.Weights = append(b.Weights, Weighted{Weight: float64(in.Values[wi][k]) / scale, Prec: prec, Score: int(s)})
			}
		}
	}
	if len(b.Sides) == 0 && b.Score == nil {
		return nil
	}
	return b
}

// unit columns: the PBN ScoreTable's column of each unit (with _NS or _EW for a direction)
var unitColumns = []struct{ unit, col string }{{"mp", "MP"}, {"%", "Percentage"}, {"imp", "IMP"}, {"vp", "VP"}}

func unitColumn(unit string) string {
	for _, u := range unitColumns {
		if u.unit == unit {
			return u.col
		}
	}
	return ""
}

func columnUnit(col string) string {
	for _, u := range unitColumns {
		if u.col == col {
			return u.unit
		}
	}
	return ""
}

// cell writes a board result's number as the ScoreTable holds it: "^" (an artificial score:
// a ruling's, not the table's play), then a penalty as the minus the side loses, with the
// number's decimals.
func cell(kind string, v Value) string {
	x := v.Num
	if kind == engine.BoardPenalty && x != 0 {
		x = -x
	}
	s := strconv.FormatFloat(x, 'f', max(v.Prec, 0), 64)
	if strings.Trim(s, "-0.") == "" {
		s = strings.TrimPrefix(s, "-")
	}
	return "^" + s
}

// readCell reads a cell cell wrote.
func readCell(kind, unit, s string) (Value, bool) {
	s = strings.TrimPrefix(s, "^")
	x, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return Value{}, false
	}
	if kind == engine.BoardPenalty && x != 0 {
		x = -x
	}
	v := Value{Unit: unit, Num: x}
	if i := strings.IndexByte(s, '.'); i >= 0 {
		v.Prec = len(s) - i - 1
	}
	return v, true
}

// scoreTable writes the board result as a ScoreTable: for sides by direction one row with
// PairId_NS, PairId_EW, Contract "-" (no contract: a ruling's score), Score_NS (an assigned
// score) and each unit's _NS and _EW columns; for sides by role (the log does not know where
// each sat) a row per side with PairId, Contract "-", each unit's column and ArbiterRole, the
// side's role. "-" is an empty cell.
func scoreTable(b *BoardResult) (header string, rows [][]string) {
	var units []string
	for _, s := range b.Sides {
		for _, v := range s.Values {
			if !containsStr(units, v.Unit) && unitColumn(v.Unit) != "" {
				units = append(units, v.Unit)
			}
		}
	}
	find := func(s *SideScore, unit string) string {
		if s == nil {
			return "-"
		}
		for _, v := range s.Values {
			if v.Unit == unit {
				return cell(b.Kind, v)
			}
		}
		return "-"
	}
	pair := func(s *SideScore) string {
		if s == nil || s.Pair == 0 {
			return "-"
		}
		return strconv.Itoa(s.Pair)
	}
	if b.Directional() {
		var ns, ew *SideScore
		for i := range b.Sides {
			if b.Sides[i].Role == "ns" {
				ns = &b.Sides[i]
			} else {
				ew = &b.Sides[i]
			}
		}
		cols := []string{"PairId_NS", "PairId_EW", "Contract"}
		row := []string{pair(ns), pair(ew), "-"}
		if b.Score != nil {
			cols, row = append(cols, "Score_NS"), append(row, strconv.Itoa(*b.Score))
		}
		for _, u := range units {
			c := unitColumn(u)
			if ns != nil {
				cols, row = append(cols, c+"_NS"), append(row, find(ns, u))
			}
			if ew != nil {
				cols, row = append(cols, c+"_EW"), append(row, find(ew, u))
			}
		}
		return strings.Join(cols, ";"), [][]string{row}
	}
	cols := []string{"PairId", "Contract"}
	for _, u := range units {
		cols = append(cols, unitColumn(u))
	}
	cols = append(cols, "ArbiterRole")
	for i := range b.Sides {
		s := &b.Sides[i]
		row := []string{pair(s), "-"}
		for _, u := range units {
			row = append(row, find(s, u))
		}
		rows = append(rows, append(row, s.Role))
	}
	return strings.Join(cols, ";"), rows
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// weightsText writes the outcomes of a weighted score for the ArbiterWeights tag:
// "0.500 620; 0.500 170" (each weight with its decimals, then North-South's score).
func weightsText(ws []Weighted) string {
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = strconv.FormatFloat(w.Weight, 'f', w.Prec, 64) + " " + strconv.Itoa(w.Score)
	}
	return strings.Join(parts, "; ")
}

func readWeights(s string) ([]Weighted, bool) {
	var out []Weighted
	for p := range strings.SplitSeq(s, ";") {
		f := strings.Fields(p)
		if len(f) != 2 {
			return nil, false
		}
		w, err1 := strconv.ParseFloat(f[0], 64)
		n, err2 := strconv.Atoi(f[1])
		if err1 != nil || err2 != nil {
			return nil, false
		}
		prec := 0
		if i := strings.IndexByte(f[0], '.'); i >= 0 {
			prec = len(f[0]) - i - 1
		}
		out = append(out, Weighted{Weight: w, Prec: prec, Score: n})
	}
	return out, true
}

// readBoardResult reads back the board result Write put in game g (nil, true: none).
func readBoardResult(g *Game) (*BoardResult, bool) {
	kind, ok := g.Tag("ArbiterScore")
	if !ok {
		return nil, true
	}
	b := &BoardResult{Kind: kind}
	if v, ok := g.Tag("ArbiterWeights"); ok {
		if b.Weights, ok = readWeights(v); !ok {
			return nil, false
		}
	}
	var t *Table
	for i := range g.Tables {
		if g.Tables[i].Name == "ScoreTable" {
			t = &g.Tables[i]
		}
	}
	if t == nil {
		return nil, false
	}
	pair := func(s string) (int, bool) {
		if s == "" || s == "-" {
			return 0, true
		}
		n, err := strconv.Atoi(s)
		return n, err == nil
	}
	for r := range t.Rows {
		if t.Col("ArbiterRole") < 0 { // by direction: one row
			ns, ew := SideScore{Role: "ns"}, SideScore{Role: "ew"}
			hasNS, hasEW := false, false
			var ok1, ok2 bool
			if ns.Pair, ok1 = pair(t.Cell(r, "PairId_NS")); !ok1 {
				return nil, false
			}
			if ew.Pair, ok2 = pair(t.Cell(r, "PairId_EW")); !ok2 {
				return nil, false
			}
			for ci, c := range t.Columns {
				name, dir, found := strings.Cut(c.Name, "_")
				if name == "Score" && dir == "NS" {
					n, err := strconv.Atoi(t.Cell(r, c.Name))
					if err != nil {
						return nil, false
					}
					b.Score = &n
					continue
				}
				u := columnUnit(name)
				if !found || u == "" || ci >= len(t.Rows[r]) || t.Rows[r][ci] == "" || t.Rows[r][ci] == "-" {
					if found && u != "" {
						hasNS, hasEW = hasNS || dir == "NS", hasEW || dir == "EW"
					}
					continue
				}
				v, ok := readCell(kind, u, t.Rows[r][ci])
				if !ok {
					return nil, false
				}
				if dir == "NS" {
					ns.Values, hasNS = append(ns.Values, v), true
				} else {
					ew.Values, hasEW = append(ew.Values, v), true
				}
			}
			if hasNS {
				b.Sides = append(b.Sides, ns)
			}
			if hasEW {
				b.Sides = append(b.Sides, ew)
			}
			continue
		}
		s := SideScore{Role: t.Cell(r, "ArbiterRole")}
		var ok bool
		if s.Pair, ok = pair(t.Cell(r, "PairId")); !ok {
			return nil, false
		}
		for ci, c := range t.Columns {
			u := columnUnit(c.Name)
			if u == "" || ci >= len(t.Rows[r]) || t.Rows[r][ci] == "-" || t.Rows[r][ci] == "" {
				continue
			}
			v, ok := readCell(kind, u, t.Rows[r][ci])
			if !ok {
				return nil, false
			}
			s.Values = append(s.Values, v)
		}
		b.Sides = append(b.Sides, s)
	}
	return b, true
}
