package pbn

import (
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

// Parse reads a PBN file that is valid UTF-8 (a file that is not is refused with
// "pbn.err.encoding": the director picks its encoding, see ParseIn).
func Parse(data []byte) (*File, error) { return ParseIn(data, UTF8) }

// ParseIn reads a PBN file in encoding enc (one of Encodings).
func ParseIn(data []byte, enc string) (*File, error) {
	if len(data) > MaxSize {
		return nil, &engine.Error{Code: engine.EINVALID, Field: "file", Key: "pbn.err.size",
			Args: []msg.Arg{msg.A("max", MaxSize>>20)}}
	}
	text, err := Decode(data, enc)
	if err != nil {
		return nil, err
	}
	if enc == "" {
		enc = UTF8
	}
	p := &parser{f: &File{Encoding: enc}}
	if err := p.run(text); err != nil {
		return nil, err
	}
	if len(p.f.Games) == 0 {
		return nil, &engine.Error{Code: engine.EINVALID, Field: "file", Key: "pbn.err.empty"}
	}
	return p.f, nil
}

type parser struct {
	f       *File
	cur     *Game
	prev    map[string]string // the previous game's tags, for "#"
	table   *Table            // the *Table section receiving rows
	pending []string          // commentary before a game's first tag
	has     map[string]bool   // the tag names of cur
}

func (p *parser) run(text string) error {
	line := 0
	braceLine := 0 // the line a "{" comment opened on, while it is open
	var brace strings.Builder
	for len(text) > 0 || line == 0 {
		var l string
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			l, text = text[:i], text[i+1:]
		} else {
			l, text = text, ""
		}
		line++
		l = strings.TrimSuffix(l, "\r")
		if braceLine > 0 {
			j := strings.IndexByte(l, '}')
			if j < 0 {
				brace.WriteString(l)
				brace.WriteByte('\n')
				continue
			}
			brace.WriteString(l[:j])
			p.comment(brace.String())
			brace.Reset()
			braceLine = 0
			l = l[j+1:]
			if strings.TrimSpace(l) == "" {
				continue
			}
		} else {
			if strings.HasPrefix(l, "%") {
				continue
			}
			if strings.TrimSpace(l) == "" {
				p.endGame()
				continue
			}
		}
		var row []string
		for i := 0; i < len(l); {
			c := l[i]
			switch {
			case c == ' ' || c == '\t' || c == '\f' || c == '\v':
				i++
			case c == ';':
				p.comment(l[i+1:])
				i = len(l)
			case c == '{':
				j := strings.IndexByte(l[i+1:], '}')
				if j < 0 {
					braceLine = line
					brace.WriteString(l[i+1:])
					brace.WriteByte('\n')
					i = len(l)
					continue
				}
				p.comment(l[i+1 : i+1+j])
				i += j + 2
			case c == '[':
				name, value, n, ok := readTag(l[i:])
				if !ok {
					return lineErr(line, "pbn.err.tag")
				}
				p.tag(name, value, line)
				i += n
			case c == '"':
				s, n, ok := readString(l[i:])
				if !ok {
					return lineErr(line, "pbn.err.string")
				}
				row = append(row, s)
				i += n
			default:
				j := i
				for j < len(l) && !strings.ContainsRune(" \t\f\v;{[\"", rune(l[j])) {
					j++
				}
				row = append(row, l[i:j])
				i = j
			}
		}
		if len(row) > 0 {
			switch {
			case p.table != nil:
				p.table.Rows = append(p.table.Rows, row)
				p.table.Lines = append(p.table.Lines, line)
			case p.cur == nil:
				return lineErr(line, "pbn.err.text")
			}
			// else: an Auction, Play or other section's data, skipped
		}
	}
	if braceLine > 0 {
		return lineErr(braceLine, "pbn.err.comment")
	}
	return p.finish()
}

// readTag reads `[Name "value"]` at the start of s: the name, the value and the bytes read.
func readTag(s string) (name, value string, n int, ok bool) {
	i := 1
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	j := i
	for j < len(s) && (s[j] == '_' || s[j] >= '0' && s[j] <= '9' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= 'a' && s[j] <= 'z') {
		j++
	}
	if j == i {
		return "", "", 0, false
	}
	name = s[i:j]
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
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
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if j >= len(s) || s[j] != ']' {
		return "", "", 0, false
	}
	return name, value, j + 1, true
}

// readString reads a quoted string at the start of s (\" and \\ escaped).
func readString(s string) (string, int, bool) {
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		switch c := s[i]; c {
		case '"':
			return b.String(), i + 1, true
		case '\\':
			if i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
				i++
				b.WriteByte(s[i])
				continue
			}
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return "", 0, false
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
	if p.cur != nil && !repeats(name) && p.has[name] {
		p.endGame()
	}
	if p.cur == nil {
		p.cur = &Game{Line: line, Comments: p.pending}
		p.pending = nil
		p.has = map[string]bool{}
	}
	p.has[name] = true
	p.cur.Tags = append(p.cur.Tags, Tag{Name: name, Value: value, Line: line})
	p.table = nil
	if strings.HasSuffix(name, "Table") {
		p.cur.Tables = append(p.cur.Tables, Table{Name: name, Header: value, Columns: parseHeader(value), Line: line})
		p.table = &p.cur.Tables[len(p.cur.Tables)-1]
	}
}

// endGame closes the game being read (an empty line, or a tag it already has).
func (p *parser) endGame() {
	p.table = nil
	if p.cur != nil {
		p.f.Games = append(p.f.Games, *p.cur)
		p.cur = nil
	}
}

// finish resolves every game's "#" values and reads its tags.
func (p *parser) finish() error {
	p.endGame()
	if len(p.pending) > 0 && len(p.f.Games) > 0 {
		g := &p.f.Games[len(p.f.Games)-1]
		g.Comments = append(g.Comments, p.pending...)
	}
	for i := range p.f.Games {
		if err := p.read(&p.f.Games[i]); err != nil {
			return err
		}
	}
	return nil
}

// pairTags are the tags files use for a table's pair numbers.
func pairTag(name string) (ns, ew bool) {
	switch strings.ToLower(name) {
	case "pairns", "pairid_ns", "nspair", "ns_pair":
		return true, false
	case "pairew", "pairid_ew", "ewpair", "ew_pair":
		return false, true
	}
	return false, false
}

func (p *parser) read(g *Game) error {
	prev := p.prev
	p.prev = map[string]string{}
	for i := range g.Tags {
		t := &g.Tags[i]
		if t.Value == "#" {
			t.Value = prev[t.Name]
		}
		if _, seen := p.prev[t.Name]; !seen {
			p.prev[t.Name] = t.Value
		}
		v := strings.TrimSpace(t.Value)
		switch t.Name {
		case "Event":
			g.Event = t.Value
		case "Site":
			g.Site = t.Value
		case "Date":
			g.Date = v
		case "Board":
			if unknown(v) {
				continue
			}
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > bridge.MaxBoardNumber {
				return lineErr(t.Line, "pbn.err.board", msg.A("value", v), msg.A("max", bridge.MaxBoardNumber))
			}
			g.Board = n
		case "Dealer":
			if unknown(v) {
				continue
			}
			s, ok := bridge.ParseSeat(v)
			if !ok {
				return lineErr(t.Line, "pbn.err.dealer", msg.A("value", v))
			}
			g.Dealer, g.HasDealer = s, true
		case "Vulnerable":
			if unknown(v) {
				continue
			}
			vul, ok := ParseVul(v)
			if !ok {
				return lineErr(t.Line, "pbn.err.vul", msg.A("value", v))
			}
			g.Vul, g.HasVul = vul, true
		case "Deal":
			if unknown(v) {
				continue
			}
			d, ok := ParseDeal(v)
			if !ok {
				return lineErr(t.Line, "pbn.err.deal")
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
	return nil
}
