package pbn

import (
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

// Parse reads a PBN file in the encoding it says it is in: a UTF-16 or UTF-8 byte order
// mark, else a declared "%Content-type: … charset=…" the app knows, else UTF-8 (a file that is
// not valid UTF-8 and declares nothing is refused with "pbn.err.encoding": the director
// picks its encoding, see ParseIn).
func Parse(data []byte) (*File, error) { return ParseIn(data, "") }

// ParseIn reads a PBN file in encoding enc (one of Encodings; "" finds it as Parse does).
//
// It reads as the standard's import rules say, game by game: a value that cannot be read
// costs its tag (or the game's row), never the file; each is listed in File.Problems with its
// line, tag and reason. Only data that holds no PBN at all (no tag and no "% PBN" line) is
// refused.
func ParseIn(data []byte, enc string) (*File, error) {
	f, _, err := ParseText(data, enc)
	return f, err
}

// ParseText is ParseIn that also returns the file's text, what Decode(data, f.Encoding)
// returns ("" with an error): the bytes decoded once for both.
func ParseText(data []byte, enc string) (*File, string, error) {
	if len(data) > MaxSize {
		return nil, "", &engine.Error{Code: engine.EINVALID, Field: "file", Key: "pbn.err.size",
			Args: []msg.Arg{msg.A("max", MaxSize>>20)}}
	}
	valid := false // data was found valid UTF-8
	if enc == "" {
		var ok bool
		if enc, ok, valid = detect(data); !ok {
			_, err := Decode(data, UTF8)
			return nil, "", err
		}
	}
	defer holdGC()()
	text, err := decode(data, enc, valid)
	if err != nil {
		return nil, "", err
	}
	p := &parser{f: &File{Encoding: enc}, sticky: map[string]string{}}
	p.f.Games = make([]Game, 0, strings.Count(text, "[Board")+1) // room for one game a board
	p.run(text)
	if len(p.f.Games) == 0 && !p.pbn {
		if p.firstText > 0 {
			return nil, "", lineErr(p.firstText, "pbn.err.text")
		}
		return nil, "", &engine.Error{Code: engine.EINVALID, Field: "file", Key: "pbn.err.empty"}
	}
	return p.f, text, nil
}

// Problem is a part of the file that could not be read — the tag (or row, or line) is left
// out, the rest of its game is read — or that was read with a warning: a board over
// bridge.MaxBoardNumber (kept; no calculator takes it), a fouled deal (read, Deal.Fouled).
type Problem struct {
	Line  int
	Game  int           // the index of its game in File.Games; -1 outside any game
	Board int           // that game's board number (0: none or not known)
	Tag   string        // the tag at fault ("" for text or a row)
	Err   *engine.Error // the reason ("pbn.err.*", Args with the line)
}

// Fouled reports a fouled deal: read as it stands, a case for the fouled-board calculator
// (engine.Calculator.Fouled).
func (p Problem) Fouled() bool { return p.Err != nil && p.Err.Key == "pbn.err.fouled" }

type parser struct {
	f         *File
	cur       *Game    // the game being read: the last of f.Games, or &g for Names
	g         Game     // the game Names reads (it keeps none)
	prev      []Tag    // the previous game's tags, for "#"
	slab      []Tag    // the tags of the games, cut from slabs: cur's from start on
	cells     []string // the tables' cells, cut from slabs likewise
	start     int
	sticky    map[string]string // the values a "##" made every later game's
	table     *Table            // the *Table section receiving rows
	pending   []string          // commentary before a game's first tag
	probs     []Problem         // cur's problems met while its tags are read
	pbn       bool              // a "% PBN" line was seen
	names     *names            // collects the names of each game read (Names); nil: none
	board     *boardOf          // the last game's board, for a game that continues it
	firstText int               // the line of the first text outside any game

	// the line being read and what is left open at its end
	line      int
	braceLine int // the line a "{" comment opened on, while it is open
	brace     strings.Builder
	tagLine   int // the line a tag pair that spans lines opened on, while it is open
	tagBuf    strings.Builder

	seen            uint64 // the current game's tag names, one bit a name's hash (bloom)
	hasBoard, hasDl bool   // the game being read has a Board, a Deal tag
}

// problem notes a problem of the game being read (or of none).
func (p *parser) problem(line int, tag, key string, args ...msg.Arg) {
	pr := Problem{Line: line, Game: -1, Tag: tag, Err: lineErr(line, key, args...)}
	if p.cur != nil {
		p.probs = append(p.probs, pr)
		return
	}
	p.f.Problems = append(p.f.Problems, pr)
}

// nextLine cuts the first line off text: a line ends at LF, CR LF or a CR alone.
func nextLine(text string) (line, rest string) {
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '\n':
			return text[:i], text[i+1:]
		case '\r':
			if i+1 < len(text) && text[i+1] == '\n' {
				return text[:i], text[i+2:]
			}
			return text[:i], text[i+1:]
		}
	}
	return text, ""
}

func blank(s string) bool {
	for i := 0; i < len(s); i++ {
		if !space[s[i]] {
			return false
		}
	}
	return true
}

// run reads text line by line. The work of a line is a function of its own (readLine), not
// the loop's body: in the browser a long-running wasm function keeps the code it was entered
// with, while a function called again and again is compiled anew, optimised, after its first
// calls, so the first reading of a file runs at the optimised code's speed soon after it
// starts instead of at the baseline compiler's to its end.
func (p *parser) run(text string) {
	for len(text) > 0 && (p.names == nil || !p.names.full()) {
		text = p.readLine(text)
	}
	if p.tagLine > 0 {
		p.problem(p.tagLine, "", "pbn.err.tag")
	}
	if p.braceLine > 0 {
		p.problem(p.braceLine, "", "pbn.err.comment")
	}
	p.finish()
}

// readLine reads the first line of text and returns the rest.
func (p *parser) readLine(text string) string {
	l, text := nextLine(text)
	p.line++
	line := p.line
	cont := p.braceLine > 0 || p.tagLine > 0 // the line goes on with a comment or a tag pair
	if p.braceLine > 0 {
		j := strings.IndexByte(l, '}')
		if j < 0 {
			p.brace.WriteString(l)
			p.brace.WriteByte('\n')
			return text
		}
		p.brace.WriteString(l[:j])
		p.comment(p.brace.String())
		p.brace.Reset()
		p.braceLine = 0
		l = l[j+1:]
		if blank(l) {
			return text
		}
	} else if p.tagLine > 0 {
		t := strings.TrimLeft(l, " \t")
		if blank(l) || t[0] == '[' || t[0] == '%' {
			// a tag pair left open: reported, and read when only its "]" is missing
			p.problem(p.tagLine, "", "pbn.err.tag")
			if name, value, _, ok := readTag(p.tagBuf.String() + "]"); ok {
				p.tag(name, value, p.tagLine)
			}
			p.tagLine = 0
			p.tagBuf.Reset()
			cont = false
		} else {
			p.tagBuf.WriteByte(' ')
			p.tagBuf.WriteString(l)
			all := p.tagBuf.String()
			end := closing(all)
			if end < 0 {
				return text
			}
			if name, value, _, ok := readTag(all[:end+1]); ok {
				p.tag(name, value, p.tagLine)
			} else {
				p.problem(p.tagLine, "", "pbn.err.tag")
			}
			p.tagLine = 0
			p.tagBuf.Reset()
			l = all[end+1:]
			if blank(l) {
				return text
			}
		}
	}
	if !cont {
		if len(l) > 0 && l[0] == '%' {
			if strings.HasPrefix(l, "% PBN") || strings.HasPrefix(l, "%PBN") {
				p.pbn = true
			}
			return text
		}
		if blank(l) {
			p.endGame()
			return text
		}
	}
	var row []string
	keep, data := p.table != nil, false // a section's data is kept for a table only
	for i := 0; i < len(l); {
		c := l[i]
		switch {
		case space[c]:
			i++
		case c == ';':
			p.comment(l[i+1:])
			i = len(l)
		case c == '{':
			j := strings.IndexByte(l[i+1:], '}')
			if j < 0 {
				p.braceLine = line
				p.brace.WriteString(l[i+1:])
				p.brace.WriteByte('\n')
				i = len(l)
				continue
			}
			p.comment(l[i+1 : i+1+j])
			i += j + 2
		case c == '[':
			if name, value, n, ok := readTag(l[i:]); ok { // the usual case: one pass
				p.tag(name, value, line)
				i += n
				continue
			}
			end := closing(l[i:])
			if end < 0 {
				if strings.IndexByte(l[i+1:], '[') < 0 { // a tag pair that goes on on the next lines
					p.tagLine = line
					p.tagBuf.WriteString(l[i:])
					i = len(l)
					continue
				}
				p.problem(line, "", "pbn.err.tag")
				i = len(l)
				continue
			}
			name, value, _, ok := readTag(l[i : i+end+1])
			if !ok {
				p.problem(line, "", "pbn.err.tag")
			} else {
				p.tag(name, value, line)
			}
			i += end + 1
		case c == '"':
			s, n, ok := readString(l[i:])
			if !ok {
				p.problem(line, "", "pbn.err.string")
				row, data, i = nil, false, len(l)
				continue
			}
			if keep {
				row = p.cell(row, s)
			}
			data = true
			i += n
		default:
			j := i
			for j < len(l) && !stop[l[j]] {
				j++
			}
			if keep {
				row = p.cell(row, l[i:j])
			}
			data = true
			i = j
		}
	}
	if data {
		switch {
		case p.table != nil && len(row) > 0:
			p.table.Rows = append(p.table.Rows, row[:len(row):len(row)])
			p.table.Lines = append(p.table.Lines, line)
		case p.cur == nil:
			if p.firstText == 0 {
				p.firstText = line
			}
			p.problem(line, "", "pbn.err.text")
		}
		// else: an Auction, Play or other section's data, skipped
	}
	return text
}

// space marks PBN's white space within a line.
var space = [256]bool{' ': true, '\t': true, '\f': true, '\v': true}

// nameByte marks the bytes of a tag's name.
var nameByte = func() (t [256]bool) {
	for c := range 256 {
		t[c] = c == '_' || c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
	}
	return t
}()

// stop marks the bytes that end a token of a section's data.
var stop = [256]bool{' ': true, '\t': true, '\f': true, '\v': true, ';': true, '{': true, '[': true, '"': true}

// cell appends c to row, the row the last cells of the slab.
func (p *parser) cell(row []string, c string) []string {
	if len(p.cells) == cap(p.cells) {
		cells := make([]string, len(row), max(4096, 2*len(row)))
		copy(cells, row)
		p.cells = cells
	}
	p.cells = append(p.cells, c)
	return p.cells[len(p.cells)-len(row)-1:]
}

// closing is the index of the "]" that closes the tag pair s starts (a "]" inside the quoted
// value does not), -1 when s has none.
func closing(s string) int {
	quoted := false
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			if quoted {
				i++
			}
		case '"':
			quoted = !quoted
		case ']':
			if !quoted {
				return i
			}
		}
	}
	return -1
}

// readTag reads `[Name "value"]` at the start of s: the name, the value and the bytes read.
func readTag(s string) (name, value string, n int, ok bool) {
	i := 1
	for i < len(s) && space[s[i]] {
		i++
	}
	j := i
	for j < len(s) && nameByte[s[j]] {
		j++
	}
	if j == i {
		return "", "", 0, false
	}
	name = s[i:j]
	for j < len(s) && space[s[j]] {
		j++
	}
	if j >= len(s) || s[j] != '"' {
		return "", "", 0, false
	}
	value, m, ok := readString(s[j:])
	if !ok {
		return "", "", 0, false
	}
	j += m
	for j < len(s) && space[s[j]] {
		j++
	}
	if j >= len(s) || s[j] != ']' {
		return "", "", 0, false
	}
	return name, value, j + 1, true
}

// readString reads a quoted string at the start of s (\" and \\ escaped).
func readString(s string) (string, int, bool) {
	end := -1
	esc := false
	for i := 1; i < len(s); i++ {
		if s[i] == '\\' {
			esc = true
			i++
			continue
		}
		if s[i] == '"' {
			end = i
			break
		}
	}
	if end < 0 {
		return "", 0, false
	}
	if !esc {
		return s[1:end], end + 1, true
	}
	var b strings.Builder
	for i := 1; i < end; i++ {
		c := s[i]
		if c == '\\' && i+1 < end && (s[i+1] == '"' || s[i+1] == '\\') {
			i++
			c = s[i]
		}
		b.WriteByte(c)
	}
	return b.String(), end + 1, true
}

func (p *parser) comment(s string) {
	s = strings.TrimSpace(s)
	if s == "" {
		return
	}
	if p.cur != nil {
		p.cur.Comments = append(p.cur.Comments, s)
		return
	}
	p.pending = append(p.pending, s)
}

// repeats reports tags a game may hold more than once.
func repeats(name string) bool { return name == "Note" }

func (p *parser) tag(name, value string, line int) {
	if p.cur == nil {
		if p.names != nil { // Names keeps no game
			p.g = Game{Line: line, Comments: p.pending}
			p.cur = &p.g
		} else { // read in its place in the file, not copied there at its end
			p.f.Games = append(p.f.Games, Game{Line: line, Comments: p.pending})
			p.cur = &p.f.Games[len(p.f.Games)-1]
		}
		p.pending = nil
		p.start = len(p.slab)
		p.seen = 0
	}
	// the game's names are looked through only when one with the same hash was seen
	bit := uint64(1) << ((uint(len(name)) + 7*uint(name[0]) + 3*uint(name[len(name)-1])) & 63)
	if p.seen&bit != 0 && !repeats(name) && find(p.slab[p.start:], name) >= 0 {
		// PBN's import rule: a tag pair the game already has is ignored, the first stands.
		p.problem(line, name, "pbn.err.repeat", msg.A("tag", name))
		p.table = nil
		return
	}
	if len(p.slab) == cap(p.slab) {
		n := len(p.slab) - p.start
		slab := make([]Tag, n, max(1024, 2*n))
		copy(slab, p.slab[p.start:])
		p.slab, p.start = slab, 0
	}
	p.slab = append(p.slab, Tag{Name: name, Value: value, Line: line})
	p.seen |= bit
	p.table = nil
	if len(name) >= 5 && name[len(name)-5:] == "Table" {
		p.cur.Tables = append(p.cur.Tables, Table{Name: name, Header: value, Columns: parseHeader(value), Line: line})
		p.table = &p.cur.Tables[len(p.cur.Tables)-1]
	}
}

// endGame closes the game being read (at a semi-empty line or the end), reading its tags.
func (p *parser) endGame() {
	p.table = nil
	if p.cur == nil {
		return
	}
	g := p.cur
	g.Tags = p.slab[p.start:len(p.slab):len(p.slab)]
	p.read(g) // its values' problems are the game's
	p.cur = nil
	gi := len(p.f.Games) - 1 // its index
	if p.names != nil {
		gi = 0
	}
	for _, pr := range p.probs {
		pr.Game, pr.Board = gi, g.Board
		p.f.Problems = append(p.f.Problems, pr)
	}
	p.probs = p.probs[:0]
	if p.names != nil {
		p.names.of(g)
		p.g = Game{}
	}
}

// finish closes the last game and gives it the commentary after it.
func (p *parser) finish() {
	if p.cur != nil && len(p.pending) > 0 {
		p.cur.Comments = append(p.cur.Comments, p.pending...)
		p.pending = nil
	}
	p.endGame()
	if len(p.pending) > 0 && len(p.f.Games) > 0 {
		g := &p.f.Games[len(p.f.Games)-1]
		g.Comments = append(g.Comments, p.pending...)
	}
	// in file order (a game's values are read at its end, after the problems of its tags)
	sort.SliceStable(p.f.Problems, func(i, j int) bool { return p.f.Problems[i].Line < p.f.Problems[j].Line })
}

// pairTags are the tags files use for a table's pair numbers.
func pairTag(name string) (ns, ew bool) {
	switch len(name) {
	case 6, 7, 9: // the lengths of the names below
	default:
		return false, false
	}
	// a tag's name is ASCII (readTag), where EqualFold is ToLower's equality
	for _, n := range [...]string{"pairns", "pairid_ns", "nspair", "ns_pair"} {
		if strings.EqualFold(name, n) {
			return true, false
		}
	}
	for _, n := range [...]string{"pairew", "pairid_ew", "ewpair", "ew_pair"} {
		if strings.EqualFold(name, n) {
			return false, true
		}
	}
	return false, false
}

// trimSpace is strings.TrimSpace, its call saved for a value with no space at either end.
func trimSpace(s string) string {
	if len(s) > 0 && s[0] > ' ' && s[0] < 0x80 && s[len(s)-1] > ' ' && s[len(s)-1] < 0x80 {
		return s
	}
	return strings.TrimSpace(s)
}

// read resolves the game's "#" and "##" values, gives it the values a "##" made every game's
// (PBN's inheritance), and reads the tags the engine uses; a value that cannot be read is a
// problem of the game, its tag left unread.
func (p *parser) read(g *Game) {
	for i := range g.Tags {
		t := &g.Tags[i]
		if len(t.Value) == 0 || t.Value[0] != '#' {
			continue
		}
		switch {
		case strings.HasPrefix(t.Value, "##"):
			if t.Value == "##" {
				t.Value = p.prevValue(t.Name)
			} else {
				t.Value = t.Value[2:]
			}
			p.sticky[t.Name] = t.Value
		case t.Value == "#":
			t.Value = p.prevValue(t.Name)
		}
	}
	if len(p.sticky) > 0 {
		for _, name := range slices.Sorted(maps.Keys(p.sticky)) {
			if find(g.Tags, name) < 0 {
				g.Tags = append(g.Tags, Tag{Name: name, Value: p.sticky[name], Line: g.Line})
			}
		}
	}
	p.prev = g.Tags
	if p.names != nil {
		return // Names reads the tags as written
	}
	p.hasBoard, p.hasDl = false, false
	for i := range g.Tags {
		p.value(g, &g.Tags[i])
	}
	// DECISION: a game with no Board and no Deal tag after a game of a board is another table
	// of that board: programs that write only what changed between games (one game per room)
	// leave the board's tags out. It takes the board's number, dealer, vulnerability and deal
	// (Continued says so); its own tags (players, result) stay its own.
	if b := p.board; b != nil && !p.hasBoard && !p.hasDl {
		g.Board, g.Continued = b.Board, true
		if !g.HasDealer {
			g.Dealer, g.HasDealer = b.Dealer, b.HasDealer
		}
		if !g.HasVul {
			g.Vul, g.HasVul = b.Vul, b.HasVul
		}
		g.Deal = b.Deal
	}
	if g.Board > 0 && !g.Continued {
		p.board = &boardOf{Board: g.Board, Dealer: g.Dealer, HasDealer: g.HasDealer, Vul: g.Vul, HasVul: g.HasVul, Deal: g.Deal}
	}
}

// boardOf is what a game that continues a board takes from it.
type boardOf struct {
	Board     int
	Dealer    bridge.Seat
	HasDealer bool
	Vul       bridge.Vul
	HasVul    bool
	Deal      *Deal
}

// find is the index of the first tag named name, -1 when there is none.
func find(tags []Tag, name string) int {
	for i := range tags {
		if tags[i].Name == name {
			return i
		}
	}
	return -1
}

// prevValue is the previous game's value of tag name ("" when it has none).
func (p *parser) prevValue(name string) string {
	if i := find(p.prev, name); i >= 0 {
		return p.prev[i].Value
	}
	return ""
}

// value reads one tag's value into g.
func (p *parser) value(g *Game, t *Tag) {
	v := trimSpace(t.Value)
	switch t.Name {
	case "Event":
		g.Event = t.Value
	case "Site":
		g.Site = t.Value
	case "Date":
		g.Date = v
	case "Board":
		p.hasBoard = true
		if v == "" || v == "?" {
			return
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			p.problem(t.Line, t.Name, "pbn.err.board", msg.A("value", v))
			return
		}
		g.Board = n
		if n > bridge.MaxBoardNumber {
			p.problem(t.Line, t.Name, "pbn.err.boardcalc", msg.A("value", n), msg.A("max", bridge.MaxBoardNumber))
		}
	case "Dealer":
		if v == "" || v == "?" {
			return
		}
		s, ok := ParseSeat(v)
		if !ok {
			p.problem(t.Line, t.Name, "pbn.err.dealer", msg.A("value", v))
			return
		}
		g.Dealer, g.HasDealer = s, true
	case "Vulnerable":
		if v == "" || v == "?" {
			return
		}
		vul, ok := ParseVul(v)
		if !ok {
			p.problem(t.Line, t.Name, "pbn.err.vul", msg.A("value", v))
			return
		}
		g.Vul, g.HasVul = vul, true
	case "Deal":
		p.hasDl = true
		if v == "" || v == "?" {
			return
		}
		d, ok := ParseDeal(v)
		if !ok {
			p.problem(t.Line, t.Name, "pbn.err.deal")
			return
		}
		if d.Fouled {
			var n [4]int
			for s := range 4 {
				n[s] = d.Hands[s].Len()
			}
			p.problem(t.Line, t.Name, "pbn.err.fouled", msg.A("n", n[bridge.North]), msg.A("e", n[bridge.East]),
				msg.A("s", n[bridge.South]), msg.A("w", n[bridge.West]))
		}
		g.Deal = &d
	case "Contract":
		g.Contract = v
	case "Declarer":
		g.Declarer = v
	case "Result":
		g.Result = v
	case "Score":
		g.Score = v
	case "Table":
		g.Table = v
	case "Room":
		g.Room = v
	case "HomeTeam":
		g.HomeTeam = t.Value
	case "VisitTeam":
		g.VisitTeam = t.Value
	case "North":
		g.Players[bridge.North] = t.Value
	case "East":
		g.Players[bridge.East] = t.Value
	case "South":
		g.Players[bridge.South] = t.Value
	case "West":
		g.Players[bridge.West] = t.Value
	case "OptimumScore":
		g.OptimumScore = v
	default:
		switch ns, ew := pairTag(t.Name); {
		case ns:
			g.PairNS = v
		case ew:
			g.PairEW = v
		}
	}
}
