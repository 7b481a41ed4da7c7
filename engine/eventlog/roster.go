package eventlog

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/internal/replace"
)

// Draft is an event as the app's event form holds it: every field as typed. The roster fields
// take one entry per line: Participants "3 Novi Sad" (a line without a number gets the one
// after the previous line's), Players "12 Kovács Anna @3" (the team after the last '@'), Club
// "key = value" (a number typed in any of the app's languages, see ParseNumber).
type Draft struct {
	ID, Name, Date, Ruleset, DataVersion, Kind, Form, Top, Boards, Participants, Players, Club string
}

// DraftOf is the form's text of e: Build of it gives e back.
func DraftOf(e Event) Draft {
	d := Draft{ID: e.ID, Name: e.Name, Date: e.Date, Ruleset: e.Ruleset, DataVersion: strconv.Itoa(e.DataVersion),
		Kind: string(e.Kind), Form: string(e.Form)}
	if e.Top != 0 {
		d.Top = strconv.Itoa(e.Top)
	}
	if e.Boards != 0 {
		d.Boards = strconv.Itoa(e.Boards)
	}
	var b strings.Builder
	for _, p := range e.Participants {
		fmt.Fprintf(&b, "%d %s\n", p.Number, p.Name)
	}
	d.Participants = strings.TrimSpace(b.String())
	b.Reset()
	for _, p := range e.Players {
		fmt.Fprintf(&b, "%d %s", p.ID, p.Name)
		if p.Team != 0 {
			fmt.Fprintf(&b, " @%d", p.Team)
		} else if strings.Contains(p.Name, "@") {
			b.WriteString(" @") // no team: Build takes the text after the last '@' for the team
		}
		b.WriteString("\n")
	}
	d.Players = strings.TrimSpace(b.String())
	keys := make([]string, 0, len(e.Club))
	for k := range e.Club {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	b.Reset()
	for _, k := range keys {
		fmt.Fprintf(&b, "%s = %s\n", k, strconv.FormatFloat(e.Club[k], 'f', -1, 64))
	}
	d.Club = strings.TrimSpace(b.String())
	return d
}

// leadNumber splits "12 Name" into 12 and "Name" (0 when the line has no number).
func leadNumber(line string) (int, string) {
	line = strings.TrimSpace(line)
	i := 0
	for i < len(line) && line[i] >= '0' && line[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, line
	}
	n, _ := strconv.Atoi(line[:i])
	return n, strings.TrimSpace(strings.TrimLeft(line[i:], ".):"))
}

// Build turns the form into an event, validated with CheckEvent against the rulesets lookup
// finds; the errors are positioned like "event.participants[2].name". The ID is taken as it
// is: the caller gives a new event its ID first.
func (d Draft) Build(lookup Lookup) (Event, error) {
	e := Event{ID: d.ID, Name: strings.TrimSpace(d.Name), Date: strings.TrimSpace(d.Date), Ruleset: d.Ruleset,
		Kind: Kind(d.Kind), Form: Form(d.Form)}
	var l engine.ErrorList
	num := func(s, where string) int {
		s = strings.TrimSpace(s)
		if s == "" {
			return 0
		}
		n, err := strconv.Atoi(s)
		if err != nil {
			l = append(l, ferr(engine.EINVALID, KeyField, where, where))
		}
		return n
	}
	e.DataVersion = num(d.DataVersion, "event.data_version")
	e.Top = num(d.Top, "event.top")
	e.Boards = num(d.Boards, "event.boards")
	next := 1
	for _, line := range strings.Split(d.Participants, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		n, name := leadNumber(line)
		if n == 0 {
			n = next
		}
		next = n + 1
		e.Participants = append(e.Participants, Participant{Number: n, Name: name})
	}
	next = 1
	for i, line := range strings.Split(d.Players, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		team := 0
		if j := strings.LastIndex(line, "@"); j >= 0 {
			team = num(line[j+1:], fmt.Sprintf("event.players[%d].team", i))
			line = line[:j]
		}
		n, name := leadNumber(line)
		if n == 0 {
			n = next
		}
		next = n + 1
		e.Players = append(e.Players, Player{ID: n, Name: name, Team: team})
	}
	for _, line := range strings.Split(d.Club, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		x, good := ParseNumber(v)
		k = strings.TrimSpace(k)
		if !ok || !good {
			where := "event.club." + k
			l = append(l, ferr(engine.EINVALID, KeyField, where, where))
			continue
		}
		if e.Club == nil {
			e.Club = map[string]float64{}
		}
		e.Club[k] = x
	}
	l = append(l, CheckEvent(lookup, &e, "event")...)
	if len(l) > 0 {
		return e, l
	}
	return e, nil
}

// ParseNumber reads a number typed in any of the app's languages ("−1,5", "2.25", "3 IMP"):
// a minus sign or '-', a decimal comma or point, spaces (also no-break) ignored, and anything
// after the number (a unit) left out. Infinities, NaN and magnitudes over 10¹² are refused.
func ParseNumber(s string) (float64, bool) {
	s = replace.All(strings.TrimSpace(s), "\u2212", "-", "\u00a0", "", " ", "", ",", ".")
	end := len(s)
	for i, r := range s {
		if !(r >= '0' && r <= '9' || r == '-' || r == '+' || r == '.') {
			end = i
			break
		}
	}
	x, err := strconv.ParseFloat(s[:end], 64)
	if err != nil || math.IsInf(x, 0) || math.IsNaN(x) || math.Abs(x) > 1e12 {
		return 0, false
	}
	return x, true
}
