package pbn

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"arbiter/engine/eventlog"
)

// Entrant is a pair or a team as the file numbers and names it.
type Entrant struct {
	ID   string // the file's pair or team number ("3")
	Name string // "Kovács Éva – Nagy Ödön", the team's name; "" when the file gives none
}

// Entrants lists the file's pairs or teams, by number: from its TotalScoreTable (PairId or
// TeamId with Names, PairName or TeamName), and from the games' pair numbers with their
// players' names (North and South for PairNS, East and West for PairEW).
func (f *File) Entrants() []Entrant {
	byID := map[string]string{}
	var ids []string
	add := func(id, name string) {
		id, name = strings.TrimSpace(id), strings.TrimSpace(strings.Trim(name, `"`))
		if id == "" || id == "?" || id == "-" {
			return
		}
		old, seen := byID[id]
		if !seen {
			ids = append(ids, id)
		}
		if old == "" && name != "" && name != "?" {
			byID[id] = name
		} else if !seen {
			byID[id] = ""
		}
	}
	pair := func(a, b string) string {
		a, b = strings.TrimSpace(a), strings.TrimSpace(b)
		if a == "" || a == "?" || b == "" || b == "?" {
			return ""
		}
		return a + " – " + b
	}
	for i := range f.Games {
		g := &f.Games[i]
		for ti := range g.Tables {
			t := &g.Tables[ti]
			if t.Name != "TotalScoreTable" {
				continue
			}
			idCol := "PairId"
			if t.Col(idCol) < 0 {
				idCol = "TeamId"
			}
			for r := range t.Rows {
				name := t.Cell(r, "Names")
				if name == "" {
					name = t.Cell(r, "PairName")
				}
				if name == "" {
					name = t.Cell(r, "TeamName")
				}
				add(t.Cell(r, idCol), name)
			}
		}
		add(g.PairNS, pair(g.Players[0], g.Players[2]))
		add(g.PairEW, pair(g.Players[1], g.Players[3]))
	}
	out := make([]Entrant, len(ids))
	for i, id := range ids {
		out[i] = Entrant{ID: id, Name: byID[id]}
	}
	slices.SortStableFunc(out, func(a, b Entrant) int {
		x, e1 := strconv.Atoi(a.ID)
		y, e2 := strconv.Atoi(b.ID)
		if e1 == nil && e2 == nil {
			return x - y
		}
		return strings.Compare(a.ID, b.ID)
	})
	return out
}

// MatchRoster says which of the event's participants each entrant of the file is: by name
// first — the same words whatever their order, case or accents ("Nagy Ödön - Kovács Éva" is
// "Kovács Éva – Nagy Ödön"), or all the words of one name in the other when that fits only
// one participant — then, for an entrant the names do not place, the participant with the same
// number when that participant's name is not another entrant's. Entrants it cannot place are
// left out (the director chooses).
func MatchRoster(es []Entrant, ps []eventlog.Participant) map[string]int {
	out := map[string]int{}
	taken := map[int]bool{}
	pw := make([][]string, len(ps))
	for i, p := range ps {
		pw[i] = nameWords(p.Name)
	}
	for _, e := range es {
		ew := nameWords(e.Name)
		if len(ew) == 0 {
			continue
		}
		exact, within := 0, []int{}
		for i := range ps {
			switch {
			case len(pw[i]) == 0:
			case slices.Equal(ew, pw[i]):
				exact = ps[i].Number
			case subset(ew, pw[i]) || subset(pw[i], ew):
				within = append(within, ps[i].Number)
			}
		}
		switch {
		case exact != 0:
			out[e.ID] = exact
		case len(within) == 1:
			out[e.ID] = within[0]
		}
		if n := out[e.ID]; n != 0 {
			taken[n] = true
		}
	}
	for _, e := range es {
		if _, ok := out[e.ID]; ok {
			continue
		}
		n, err := strconv.Atoi(e.ID)
		if err != nil || taken[n] {
			continue
		}
		for _, p := range ps {
			if p.Number == n && (len(nameWords(e.Name)) == 0 || len(nameWords(p.Name)) == 0) {
				out[e.ID] = n
				taken[n] = true
			}
		}
	}
	return out
}

// nameWords are a name's words in lower case without accents, sorted ("Nagy Ödön – Kovács
// Éva" → [eva kovacs nagy odon]).
func nameWords(s string) []string {
	var words []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		var b strings.Builder
		for _, r := range strings.ToLower(w) {
			b.WriteRune(plainLetter(r))
		}
		words = append(words, b.String())
	}
	slices.Sort(words)
	return words
}

// plainLetter is r without its accent, for the letters of Serbian and Hungarian names (and
// their neighbours').
func plainLetter(r rune) rune {
	switch r {
	case 'á', 'à', 'â', 'ä', 'ã', 'å', 'ă', 'ą':
		return 'a'
	case 'é', 'è', 'ê', 'ë', 'ě', 'ę':
		return 'e'
	case 'í', 'ì', 'î', 'ï':
		return 'i'
	case 'ó', 'ò', 'ô', 'ö', 'õ', 'ő':
		return 'o'
	case 'ú', 'ù', 'û', 'ü', 'ű', 'ů':
		return 'u'
	case 'č', 'ć', 'ç':
		return 'c'
	case 'š', 'ś':
		return 's'
	case 'ž', 'ź', 'ż':
		return 'z'
	case 'đ', 'ď':
		return 'd'
	case 'ý':
		return 'y'
	case 'ň', 'ń':
		return 'n'
	case 'ř':
		return 'r'
	case 'ť':
		return 't'
	case 'ľ', 'ĺ', 'ł':
		return 'l'
	}
	return r
}

// subset reports whether every word of a (sorted) is in b (sorted).
func subset(a, b []string) bool {
	if len(a) == 0 || len(a) >= len(b) {
		return false
	}
	for _, w := range a {
		if _, ok := slices.BinarySearch(b, w); !ok {
			return false
		}
	}
	return true
}
