// Package pbn reads and writes PBN 2.1 files (Portable Bridge Notation): the deals a dealing
// machine wrote and the results a scoring program kept, as the director's phone gets them.
//
// Parse reads a whole file into games as the standard's import rules say: every tag pair in
// order (a "#" value repeats the previous game's value of the tag, a "##" value becomes every
// later game's; a tag given twice in a game is ignored, the first stands, Note excepted; a
// tag pair may span lines), the tags the engine uses read into the repository's own types
// (bridge.Seat, bridge.Vul, cards.Hand), and the *Table sections (ScoreTable,
// TotalScoreTable, OptimumResultTable, …) as their column header and rows of tokens. Real
// files are messy and are read as they come: UTF-8 or UTF-16 with byte order marks (also in
// the middle, where files were put one after the other), a declared charset, CRLF, LF or CR
// alone, "%" lines, "{…}" and ";" comments (a brace comment may span lines), "?" or "" for a
// value not known, "??" in dates, boards out of order or repeated per table, any board
// number, end positions and fouled deals, Auction/Play/Note sections (their data lines are
// skipped). What cannot be read costs its tag, never the file: File.Problems lists each with
// its line and game ("pbn.err.*" keys); only data with no PBN in it is refused. Contract,
// Declarer, Result and Score stay as written: Check reports the results that cannot be right.
//
// Check lists the results of a session that cannot be right (the score-entry check); CSV and
// Write export an event's rulings (export.go).
package pbn

import (
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

// MaxSize is the largest file Parse reads (bytes).
const MaxSize = 32 << 20

// File is a parsed PBN file.
type File struct {
	Encoding string    // the encoding it was read in
	Games    []Game    // in file order
	Problems []Problem // what could not be read, in file order (each left out, the rest read)
}

// Tag is one tag pair as written (Value after "#" was resolved), with its line.
type Tag struct {
	Name  string
	Value string
	Line  int
}

// Game is one game of the file: usually one board, or one table's result of a board.
type Game struct {
	Line int   // the line of its first tag
	Tags []Tag // every tag pair, in order

	Event, Site, Date string
	Board             int // 0 when the game has no Board tag (or "?")
	Dealer            bridge.Seat
	HasDealer         bool
	Vul               bridge.Vul
	HasVul            bool
	Deal              *Deal // nil without a Deal tag

	// As written ("" when absent; "?" stays "?"): read them with Results and Check.
	Contract, Declarer, Result, Score string

	Table, Room         string
	HomeTeam, VisitTeam string
	Players             [4]string // North, East, South, West (by bridge.Seat)
	PairNS, PairEW      string    // pair numbers where the file gives them as tags
	OptimumScore        string
	Tables              []Table  // the *Table sections
	Comments            []string // brace and semicolon commentary, in order

	// Continued: the game has no Board and no Deal tag and follows a game of a board: another
	// table of that board, whose number, dealer, vulnerability and deal it took.
	Continued bool
}

// Tag returns the value of the game's first tag name (case as written in PBN) and whether
// the game has it.
func (g *Game) Tag(name string) (string, bool) {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// Deal is a board's four hands by seat (bridge.Seat); a hand the file gives as "-" is not
// Known. The known hands hold 13 cards each, or as many as each other under 13 (an end
// position); a deal whose hands are not of one size, or hold more than 13, is Fouled (a
// fouled board as it was played: the file says so, the app offers its calculator).
type Deal struct {
	Hands  [4]cards.Hand
	Known  [4]bool
	Fouled bool
}

// Table is a *Table section: its column header and rows of tokens ("-" is an empty cell).
type Table struct {
	Name    string // the tag name: ScoreTable, TotalScoreTable, OptimumResultTable, …
	Header  string // the header as written: "PairId_NS\2R;PairId_EW\2R;Contract\5L;…"
	Columns []Column
	Rows    [][]string
	Lines   []int // the line of each row
	Line    int   // the line of the tag
}

// Column is one column of a table's header, "Name\width;align" ("Contract\5L").
type Column struct {
	Name  string
	Width int  // 0 when not given
	Align byte // 'L' or 'R' (0 when not given)
}

// Col returns the index of the column named name (case ignored), -1 when there is none.
func (t *Table) Col(name string) int {
	for i, c := range t.Columns {
		if strings.EqualFold(c.Name, name) {
			return i
		}
	}
	return -1
}

// Cell returns row r's cell of column name; "" when the table has no such column, the row is
// short, or the cell is "-".
func (t *Table) Cell(r int, name string) string {
	i := t.Col(name)
	if i < 0 || r < 0 || r >= len(t.Rows) || i >= len(t.Rows[r]) {
		return ""
	}
	if v := t.Rows[r][i]; v != "-" {
		return v
	}
	return ""
}

func parseHeader(h string) []Column {
	var cols []Column
	for part := range strings.SplitSeq(h, ";") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		c := Column{Name: part}
		if i := strings.IndexByte(part, '\\'); i >= 0 {
			c.Name = part[:i]
			spec := part[i+1:]
			j := 0
			for j < len(spec) && spec[j] >= '0' && spec[j] <= '9' {
				j++
			}
			c.Width, _ = strconv.Atoi(spec[:j])
			if j < len(spec) {
				switch a := spec[j] &^ 0x20; a {
				case 'L', 'R':
					c.Align = a
				}
			}
		}
		cols = append(cols, c)
	}
	return cols
}

func lineErr(line int, key string, args ...msg.Arg) *engine.Error {
	a := append([]msg.Arg{msg.A("line", line)}, args...)
	return &engine.Error{Code: engine.EINVALID, Field: "line", Key: key, Args: a}
}

// ranks are the bridge ranks in PBN's letters, low to high (cards.Bridge.Ranks).
const ranks = "23456789TJQKA"

// next is the seat after s clockwise: a PBN deal starts at any seat.
func next(s bridge.Seat) bridge.Seat { return (s + 1) % 4 }

// ParseDeal reads a PBN deal, "N:AKQ2.J32.T98.765 …": the first seat, a colon and four hands
// clockwise, each spades.hearts.diamonds.clubs; an empty suit (a void) is empty or "-", an
// unknown hand is "-". No card is in two hands. Known hands of 13 cards, or of one size under
// 13 (an end position), make a deal; hands of different sizes (12 and 14) or over 13 are read
// too, as a Fouled deal.
func ParseDeal(s string) (Deal, bool) {
	var d Deal
	s = trimSpace(s)
	if len(s) < 2 || s[1] != ':' {
		return d, false
	}
	seat, ok := ParseSeat(s[:1])
	if !ok {
		return d, false
	}
	var all cards.Hand
	size := -1
	rest := s[2:]
	for h := 0; h < 4; h++ {
		k := 0
		for k < len(rest) && (rest[k] == ' ' || rest[k] == '\t') {
			k++
		}
		rest = rest[k:]
		if rest == "" {
			return d, false
		}
		end := 0
		for end < len(rest) && rest[end] != ' ' && rest[end] != '\t' {
			end++
		}
		hs := rest[:end]
		rest = rest[end:]
		if hs != "-" {
			var hand cards.Hand
			suit := 0
			for k := 0; k < len(hs); k++ {
				c := hs[k]
				switch {
				case c == '.':
					suit++
					if suit > 3 {
						return d, false
					}
					continue
				case c == '-' && (k == 0 || hs[k-1] == '.') && (k+1 == len(hs) || hs[k+1] == '.'):
					continue // a void written "-"
				case c == '1' && k+1 < len(hs) && hs[k+1] == '0':
					c = 'T'
					k++
				}
				r := rankOf[c]
				if r < 0 {
					return d, false
				}
				// cards.Bridge.CardOf(cards.Spades-suit, r), its bit, without the calls
				bit := cards.Hand(1) << ((3-suit)*len(ranks) + int(r))
				if (hand|all)&bit != 0 {
					return d, false
				}
				hand |= bit
			}
			if suit != 3 {
				return d, false
			}
			n := hand.Len()
			switch {
			case n > cards.Bridge.HandSize:
				d.Fouled = true
			case size >= 0 && n != size:
				d.Fouled = true
			}
			size = n
			all |= hand
			d.Hands[seat], d.Known[seat] = hand, true
		}
		seat = next(seat)
	}
	for k := 0; k < len(rest); k++ {
		if rest[k] != ' ' && rest[k] != '\t' {
			return d, false
		}
	}
	return d, true
}

// rankOf is the rank of a card's letter in a deal (-1: none): a digit 2–9, else its letter in
// ranks, either case.
var rankOf = func() (t [256]int8) {
	for c := range 256 {
		r := strings.IndexByte(ranks, byte(c)&^0x20)
		if c >= '2' && c <= '9' {
			r = c - '2'
		}
		t[c] = int8(r)
	}
	return t
}()

// ParseSeat reads a seat as files write it: N, E, S, W or the whole word (North…), any case.
func ParseSeat(s string) (bridge.Seat, bool) {
	s = strings.TrimSpace(s)
	if len(s) > 1 {
		switch strings.ToLower(s) {
		case "north", "east", "south", "west":
			s = s[:1]
		}
	}
	return bridge.ParseSeat(s)
}

// String writes the deal as PBN does, from first: "N:AKQ2.J32.T98.765 …" (a void empty, an
// unknown hand "-").
func (d Deal) String(first bridge.Seat) string {
	var b strings.Builder
	b.WriteString(first.String())
	b.WriteByte(':')
	s := first
	for i := range 4 {
		if i > 0 {
			b.WriteByte(' ')
		}
		if !d.Known[s] {
			b.WriteByte('-')
		} else {
			for su := cards.Spades; ; su-- {
				m := cards.Bridge.SuitMask(d.Hands[s], su)
				for r := len(ranks) - 1; r >= 0; r-- {
					if m&(1<<r) != 0 {
						b.WriteByte(ranks[r])
					}
				}
				if su == cards.Clubs {
					break
				}
				b.WriteByte('.')
			}
		}
		s = next(s)
	}
	return b.String()
}

// ParseVul reads a Vulnerable value: None (Love, -), NS (N-S), EW (E-W), All (Both).
func ParseVul(s string) (bridge.Vul, bool) {
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "NONE", "LOVE", "-":
		return bridge.None, true
	case "NS", "N-S":
		return bridge.NS, true
	case "EW", "E-W":
		return bridge.EW, true
	case "ALL", "BOTH":
		return bridge.Both, true
	}
	return 0, false
}

// VulString writes v as PBN does: None, NS, EW, All.
func VulString(v bridge.Vul) string {
	if v == bridge.Both {
		return "All"
	}
	return v.String()
}

// unknown reports a value PBN uses for "not known": empty or "?".
func unknown(v string) bool {
	v = strings.TrimSpace(v)
	return v == "" || v == "?"
}
