package link

import (
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Query parameters of a logged case (added beside the frozen r and n; a link without them opens
// exactly as before). They say where and whom the ruling concerns, as the director's log holds
// it; they are not part of the checked ruling (the code is), so a reader shows them as the
// case's header only. Every one is optional and read leniently: a value that does not parse is
// dropped, never an error.
//
//	c    the incident's label in the log: "S3" (S and 1–6 digits), or "S3B" in an assistant
//	     director's series (a letter B–J after the digits; an older reader drops it)
//	rd   round, 1…MaxCaseNumber
//	tb   table, 1…MaxCaseNumber
//	bd   board, 1…MaxCaseNumber
//	g    Preferans game (sheet), 1…MaxCaseNumber
//	at   time of the incident, local wall clock "2006-01-02T15:04" (2000…2199)
//	sd   a side, repeatable (at most MaxCaseSides): "<role>~<number>" or, only when the
//	     director chose to include names, "<role>~<number>~<name>"; role is a party role
//	     ([a-z-], at most 24 characters: offender, non-offender, home, …, or "player"),
//	     number 1…MaxCaseNumber, name cleaned like a note and cut to MaxCaseName characters
const (
	ParamLabel = "c"
	ParamRound = "rd"
	ParamTable = "tb"
	ParamBoard = "bd"
	ParamGame  = "g"
	ParamTime  = "at"
	ParamSide  = "sd"
)

// Bounds of the case parameters.
const (
	MaxCaseNumber = 9999
	MaxCaseSides  = 8
	MaxCaseName   = 60
	maxRoleLen    = 24
)

// Side is one party of a case: its role, its number in the event and, when the director
// included names, its name.
type Side struct {
	Role   string
	Number int
	Name   string
}

// Case is where and whom a logged ruling concerns. The zero Case is "no case": a plain link.
type Case struct {
	Label string // "S3"
	Round int
	Table int
	Board int
	Game  int
	Time  string // "2006-01-02T15:04"
	Sides []Side
}

// IsZero reports whether c carries nothing.
func (c Case) IsZero() bool {
	return c.Label == "" && c.Round == 0 && c.Table == 0 && c.Board == 0 && c.Game == 0 && c.Time == "" && len(c.Sides) == 0
}

var (
	labelRE = regexp.MustCompile(`^S[1-9][0-9]{0,5}[B-J]?$`)
	timeRE  = regexp.MustCompile(`^2[01][0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]$`)
	roleRE  = regexp.MustCompile(`^[a-z][a-z-]{0,23}$`)
)

// Clean returns c with every value that would not parse dropped and names cut, so that
// Query(c) read back by ParseCase gives Clean(c).
func (c Case) Clean() Case {
	out := Case{}
	if labelRE.MatchString(c.Label) {
		out.Label = c.Label
	}
	out.Round, out.Table, out.Board, out.Game = caseNum(c.Round), caseNum(c.Table), caseNum(c.Board), caseNum(c.Game)
	if timeRE.MatchString(c.Time) {
		out.Time = c.Time
	}
	for _, s := range c.Sides {
		if len(out.Sides) == MaxCaseSides {
			break
		}
		if !roleRE.MatchString(s.Role) || caseNum(s.Number) == 0 {
			continue
		}
		out.Sides = append(out.Sides, Side{Role: s.Role, Number: s.Number, Name: cleanName(s.Name)})
	}
	return out
}

func caseNum(n int) int {
	if n < 1 || n > MaxCaseNumber {
		return 0
	}
	return n
}

// cleanName is a name on one line: valid UTF-8, no control characters, no "~", spaces
// collapsed, at most MaxCaseName characters.
func cleanName(s string) string {
	if len(s) > 16*MaxCaseName {
		s = s[:16*MaxCaseName]
	}
	s = strings.ToValidUTF8(s, "")
	s = strings.Map(func(r rune) rune {
		if r == '~' || unicode.IsSpace(r) {
			return ' '
		}
		if unicode.IsControl(r) || r == utf8.RuneError {
			return -1
		}
		return r
	}, s)
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) > MaxCaseName {
		s = strings.TrimSpace(string([]rune(s)[:MaxCaseName]))
	}
	return s
}

// Query is c's parameters (after Clean), in a fixed order, each "&name=value" escaped; "" for
// a zero case. URL(base, code, note) + Query(c) is a case's link.
func (c Case) Query() string {
	c = c.Clean()
	var b strings.Builder
	add := func(k, v string) {
		if v != "" {
			b.WriteString("&" + k + "=" + url.QueryEscape(v))
		}
	}
	num := func(n int) string {
		if n == 0 {
			return ""
		}
		return strconv.Itoa(n)
	}
	add(ParamLabel, c.Label)
	add(ParamRound, num(c.Round))
	add(ParamTable, num(c.Table))
	add(ParamBoard, num(c.Board))
	add(ParamGame, num(c.Game))
	add(ParamTime, c.Time)
	for _, s := range c.Sides {
		v := s.Role + "~" + strconv.Itoa(s.Number)
		if s.Name != "" {
			v += "~" + s.Name
		}
		add(ParamSide, v)
	}
	return b.String()
}

// CaseURL is URL(base, code, note) followed by the case's parameters.
func CaseURL(base, code, note string, c Case) string {
	return URL(base, code, note) + c.Query()
}

// linkQuery is the query of a share URL, of its query alone, or of a "#…" fragment holding the
// query (as ParseURL reads them); false for an empty, overlong or unparsable text.
func linkQuery(s string) (url.Values, bool) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 4*MaxCodeLen+4096 {
		return nil, false
	}
	u, err := url.Parse(s)
	if err != nil {
		return nil, false
	}
	q := u.Query()
	if q.Get(ParamCode) == "" && u.Fragment != "" {
		if fq, ferr := url.ParseQuery(strings.TrimPrefix(u.Fragment, "?")); ferr == nil {
			q = fq
		}
	}
	return q, true
}

// ParseCase reads the case parameters of a share URL (or of its query, or of a "#…" fragment
// holding the query, as ParseURL reads them). It never fails: what does not parse is left out,
// unknown parameters are ignored, and a URL without them gives the zero Case.
func ParseCase(s string) Case {
	q, ok := linkQuery(s)
	if !ok {
		return Case{}
	}
	num := func(k string) int {
		v := q.Get(k)
		if len(v) > 4 {
			return 0
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			return 0
		}
		return caseNum(n)
	}
	c := Case{Label: q.Get(ParamLabel), Round: num(ParamRound), Table: num(ParamTable), Board: num(ParamBoard),
		Game: num(ParamGame), Time: q.Get(ParamTime)}
	for i, v := range q[ParamSide] {
		if i >= 4*MaxCaseSides {
			break
		}
		parts := strings.SplitN(v, "~", 3)
		if len(parts) < 2 || len(parts[1]) > 4 {
			continue
		}
		n, err := strconv.Atoi(parts[1])
		if err != nil {
			continue
		}
		sd := Side{Role: parts[0], Number: n}
		if len(parts) == 3 {
			sd.Name = parts[2]
		}
		c.Sides = append(c.Sides, sd)
	}
	return c.Clean()
}
