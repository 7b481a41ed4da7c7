package pbn

import (
	"bytes"
	"encoding/csv"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
)

// Ruling is one incident in force as the exports write it.
type Ruling struct {
	Label               string // "S3"
	Time                eventlog.Minute
	Round, Table, Board int
	Parties             []eventlog.PartyRef
	Player, Team        int
	Rules               []string // the rule IDs of its calculator
	Calculator          string
	Outs                []eventlog.Out // the result in force (Incident.Effective)
	Director            string
	Notes               string
	Session, Game       int // the session's number in the event, the Preferans game (0: none)
	// Score is the ruling's result for its board's score, as its calculator declares it
	// (engine.BoardScore; nil: none, or no ruleset to look it up in)
	Score *BoardResult
}

// ExportOptions give what an export needs beyond the log.
type ExportOptions struct {
	Lang     msg.Lang        // the CSV's language (headers, labels, numbers)
	Director string          // the director's name, for the rulings whose director the event does not name ("" leaves it empty)
	Lookup   eventlog.Lookup // resolves the event's ruleset for the rule IDs (nil: the calculator ID)
}

// Rulings lists the event's incidents in force (active), by number. A ruling's director is the
// one who logged it (Incident.By, named in Event.Directors), else o.Director.
func Rulings(ev *eventlog.Event, incs []eventlog.Incident, o ExportOptions) []Ruling {
	var rs *engine.Ruleset
	if o.Lookup != nil {
		rs = o.Lookup(ev.Ruleset)
	}
	var out []Ruling
	for i := range incs {
		in := &incs[i]
		if in.Status != eventlog.Active || in.Event != ev.ID {
			continue
		}
		r := Ruling{Label: in.Label(), Time: in.Time, Round: in.Round, Table: in.Table, Board: in.Board,
			Parties: in.Parties, Player: in.Player, Team: in.Team, Calculator: in.Calculator,
			Outs: in.Effective(), Director: o.Director, Notes: in.Notes, Session: in.Session, Game: in.Game}
		if name := ev.DirectorName(in.By); name != "" {
			r.Director = name
		}
		if rs != nil {
			if c := rs.Calculator(in.Calculator); c != nil {
				r.Rules = c.Rules
				r.Score = boardResult(c, in, r.Outs)
			}
		}
		if len(r.Rules) == 0 {
			r.Rules = []string{in.Calculator}
		}
		out = append(out, r)
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, _ := eventlog.ParseLabel(out[i].Label)
		b, _ := eventlog.ParseLabel(out[j].Label)
		return a < b
	})
	return out
}

// CSV writes the event's rulings in force, one row per incident: incident, time, session (when
// a ruling names one), round, table, board, game (when a ruling names one: Preferans), pairs or
// teams, rule IDs, calculator, the adjusted score or penalty as a sentence, then one column
// per out of the rulings (a side's out: "North-South: matchpoints (mp)", the unit in the
// header) holding a plain number a spreadsheet computes with, then the director and notes.
// UTF-8 with a byte order mark (so spreadsheets show č, ő…), RFC 4180 quoting, CRLF. The
// header and the labels are in o.Lang, and so are the numbers as a spreadsheet of that
// language reads them: in English ',' between fields and a decimal point; in Serbian and
// Hungarian ';' between fields and a decimal comma; an ASCII minus, no thousands separator, the
// out's decimals. A text cell (a name, a note, a coded value) that starts with = + - @ or a
// tab gets a leading apostrophe, so that no spreadsheet reads it as a formula; a number is
// written as it is.
func CSV(ev *eventlog.Event, incs []eventlog.Incident, o ExportOptions) []byte {
	var b bytes.Buffer
	b.WriteString(bom)
	w := csv.NewWriter(&b)
	w.UseCRLF = true
	l := o.Lang
	if l != msg.EN {
		w.Comma = ';'
	}
	rulings := Rulings(ev, incs, o)
	sessions, games := false, false
	for _, r := range rulings {
		sessions, games = sessions || r.Session != 0, games || r.Game != 0
	}
	// a column and its cell, written when on
	type col struct {
		head string
		on   bool
		cell func(r Ruling) string
	}
	t := func(key string) string { return msg.T(l, key) }
	cols := []col{
		{t("pbn.csv.incident"), true, func(r Ruling) string { return r.Label }},
		{t("pbn.csv.time"), true, func(r Ruling) string { return msg.DateTime(l, int64(r.Time)) }},
		{t("pbn.csv.session"), sessions, func(r Ruling) string { return num(r.Session) }},
		{t("pbn.csv.round"), true, func(r Ruling) string { return num(r.Round) }},
		{t("pbn.csv.table"), true, func(r Ruling) string { return num(r.Table) }},
		{t("pbn.csv.board"), true, func(r Ruling) string { return num(r.Board) }},
		{t("pbn.csv.game"), games, func(r Ruling) string { return num(r.Game) }},
		{t("pbn.csv.parties"), true, func(r Ruling) string { return safe(partiesText(ev, r, l)) }},
		{t("pbn.csv.rule"), true, func(r Ruling) string { return strings.Join(r.Rules, " ") }},
		{t("pbn.csv.calculator"), true, func(r Ruling) string { return r.Calculator }},
		{t("pbn.csv.result"), true, func(r Ruling) string { return safe(outsText(r, l)) }},
	}
	for _, oc := range outColumns(rulings, l) {
		cols = append(cols, col{oc.head, true, func(r Ruling) string {
			for i, o := range r.Outs {
				if outColumnOf(r, i, l).key == oc.key {
					return outCell(r, o, l)
				}
			}
			return ""
		}})
	}
	cols = append(cols,
		col{t("pbn.csv.director"), true, func(r Ruling) string { return safe(r.Director) }},
		col{t("pbn.csv.notes"), true, func(r Ruling) string { return safe(r.Notes) }},
	)
	var head []string
	for _, c := range cols {
		if c.on {
			head = append(head, safe(c.head))
		}
	}
	_ = w.Write(head)
	for _, r := range rulings {
		var row []string
		for _, c := range cols {
			if c.on {
				row = append(row, c.cell(r))
			}
		}
		_ = w.Write(row)
	}
	w.Flush()
	return b.Bytes()
}

// outColumn is a CSV column of outs: the outs of one side with one label and one unit.
type outColumn struct {
	key  string // side, label and unit
	head string
}

// outColumnOf is the column of ruling r's i-th out: "North-South: matchpoints (mp)" (a unitless
// or coded out without the brackets; "Player 2: …" where several parties share a role).
func outColumnOf(r Ruling, i int, l msg.Lang) outColumn {
	o := r.Outs[i]
	party := eventlog.OutKeys(r.Outs)[i]
	label := engine.OutLabel(l, r.Calculator, o.Name)
	head := label
	if o.Role != "" {
		_, place := eventlog.SplitPartyKey(party)
		head = partyText(l, o.Role, place, eventlog.Repeated(r.Outs, o.Role)) + ": " + label
	}
	unit := ""
	if o.IsNum() && o.Unit != engine.UnitDateTime {
		unit = msg.UnitLabel(l, o.Unit, 5, 0) // the general plural: a header, not a count
	}
	if unit != "" {
		head += " (" + unit + ")"
	}
	return outColumn{key: party + "\x00" + label + "\x00" + unit, head: head}
}

// outColumns lists the columns the rulings' outs need, in the order they first appear.
func outColumns(rulings []Ruling, l msg.Lang) []outColumn {
	var out []outColumn
	seen := map[string]bool{}
	for _, r := range rulings {
		for i := range r.Outs {
			c := outColumnOf(r, i, l)
			if !seen[c.key] {
				seen[c.key] = true
				out = append(out, c)
			}
		}
	}
	return out
}

// outCell is an out's cell: a plain number with the out's decimals ('.' in English, ',' in
// Serbian and Hungarian; an ASCII minus, never -0), a moment as the Time column writes it, a
// coded or yes/no value as its text.
func outCell(r Ruling, o eventlog.Out, l msg.Lang) string {
	switch {
	case o.Bool != nil:
		if *o.Bool {
			return msg.T(l, "common.yes")
		}
		return msg.T(l, "common.no")
	case o.Code != "":
		return safe(engine.Out{Name: o.Name, Str: o.Code}.Text(l, r.Calculator))
	case o.Unit == engine.UnitDateTime:
		return msg.DateTime(l, int64(o.Num))
	}
	return csvNumber(o.Num, o.Prec, l)
}

// csvNumber writes x with prec decimals as a spreadsheet of language l reads a number.
func csvNumber(x float64, prec int, l msg.Lang) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return ""
	}
	s := strconv.FormatFloat(x, 'f', max(prec, 0), 64)
	if strings.Trim(s, "-0.") == "" {
		s = strings.TrimPrefix(s, "-") // no -0
	}
	if l != msg.EN {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

func num(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// safe keeps a free-text cell from reading as a spreadsheet formula.
func safe(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

func participant(ev *eventlog.Event, n int) string {
	for _, p := range ev.Participants {
		if p.Number == n && p.Name != "" {
			return strconv.Itoa(n) + " " + p.Name
		}
	}
	return strconv.Itoa(n)
}

// partyText is the label of the place-th party of role, numbered where the ruling has several
// parties of it ("Player 2", a sheet's players).
func partyText(l msg.Lang, role string, place int, many bool) string {
	if !many {
		return msg.PartyLabel(l, role)
	}
	return msg.PartyLabel(l, role) + " " + strconv.Itoa(place)
}

// partiesText is "Offending side: 3 Kovács – Nagy; Non-offending side: 7".
func partiesText(ev *eventlog.Event, r Ruling, l msg.Lang) string {
	var parts []string
	for _, p := range r.Parties {
		role, place := eventlog.SplitPartyKey(p.Role)
		parts = append(parts, partyText(l, role, place, place > 1 || eventlog.Repeated(r.Outs, role))+": "+participant(ev, p.Number))
	}
	if r.Player > 0 {
		name := strconv.Itoa(r.Player)
		for _, p := range ev.Players {
			if p.ID == r.Player {
				name = p.Name
			}
		}
		s := msg.T(l, "party.player") + ": " + name
		if r.Team > 0 {
			s += " (" + participant(ev, r.Team) + ")"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

// outsText is the result in force: "North-South: percent of top 25 %; …".
func outsText(r Ruling, l msg.Lang) string {
	var parts []string
	keys := eventlog.OutKeys(r.Outs) // a sheet's three players apart
	for i, o := range r.Outs {
		eo := engine.Out{Name: o.Name, Num: o.Num, Unit: o.Unit, Prec: o.Prec, Str: o.Code}
		if o.Bool != nil {
			eo.IsB, eo.Bool = true, *o.Bool
		}
		_, place := eventlog.SplitPartyKey(keys[i])
		parts = append(parts, partyText(l, o.Role, place, eventlog.Repeated(r.Outs, o.Role))+": "+engine.OutLabel(l, r.Calculator, o.Name)+" "+eo.Text(l, r.Calculator))
	}
	return strings.Join(parts, "; ")
}

// commentPrefix opens every ruling's commentary in a written PBN file.
const commentPrefix = "Arbiter ruling "

// Write writes a PBN file of the event's adjusted boards in the standard's export format:
// the header "% PBN 2.1", "% EXPORT" and the character set declared (UTF-8), CRLF, no line
// over MaxLine bytes, and one game per ruling in force on a board (boards in order, each
// board's rulings by number; rulings without a board are not written). Each game opens with
// the fifteen mandatory tags in the standard's order — Event, Site, Date, Board, West, North,
// East, South, Dealer, Vulnerable, Deal, Scoring, Declarer, Contract, Result — "?" where the
// value is not known: Dealer and Vulnerable from src's game of the board where src has one,
// else the board number's rotation; the Deal from src, written from the dealer; the players
// from src's game of the board; Scoring from the event's form; a ruling is no table's result,
// so Declarer, Contract and Result are "?". A ruling whose calculator declares its result for
// the board (engine.BoardScore; Ruling.Score) carries it where a scoring program reads a
// board's result: an assigned score as the Score tag ("NS 420"), and a ScoreTable row (see
// scoreTable: Contract "-", every value of the ruling marked "^" as an artificial score, a
// penalty as the minus the side loses). Then Arbiter's own tags (ArbiterTags, and with a
// board result ArbiterScore, its kind, and ArbiterWeights, a weighted score's outcomes: other
// readers skip tags they do not know) and the ruling as a "{…}" commentary, which ReadRulings
// reads back with the board result:
//
//	{Arbiter ruling S3
//	Time: 2026-12-01T14:05
//	Rule: nsbk.score-entry
//	Calculator: nsbk.score-entry
//	Session: 1
//	Round: 2
//	Table: 4
//	Game: 5
//	Parties: offender 3 Name; non-offender 7
//	Player: 12 team 3
//	Adjusted: ns.pct_top 25 %; ns.mp 3.00 mp; result.class "significant"
//	Director: Name
//	Notes: text}
//
// The keywords are English and fixed (a file format, not a sentence); lines with nothing to
// say are left out. "Adjusted" is the result in force (the announced one where the director
// changed it), each out as role.name, its value with its decimals, and its unit; a coded value
// in quotes, yes/no for a yes/no. In free text a brace becomes a parenthesis, a ";" in a name a
// comma and a line break " / ". A line longer than MaxLine goes on on the next lines, each
// beginning "+ ".
func Write(ev *eventlog.Event, incs []eventlog.Incident, src *File, o ExportOptions) []byte {
	var on []Ruling
	for _, r := range Rulings(ev, incs, o) {
		if r.Board >= 1 {
			on = append(on, r)
		}
	}
	sort.SliceStable(on, func(i, j int) bool { return on[i].Board < on[j].Board })
	var b strings.Builder
	b.WriteString("% PBN 2.1\r\n% EXPORT\r\n%Content-type: text/x-pbn; charset=UTF-8\r\n%Creator: Arbiter\r\n\r\n")
	for _, r := range on {
		n := r.Board
		dealer, vul, _ := bridge.BoardInfo(n)
		var deal *Deal
		players := [4]string{}
		if g := src.Board(n); g != nil {
			if g.HasDealer {
				dealer = g.Dealer
			}
			if g.HasVul {
				vul = g.Vul
			}
			deal = g.Deal
			players = g.Players
		}
		tag(&b, "Event", known(ev.Name))
		tag(&b, "Site", "?")
		tag(&b, "Date", pbnDate(ev.Date))
		tag(&b, "Board", strconv.Itoa(n))
		tag(&b, "West", known(players[bridge.West]))
		tag(&b, "North", known(players[bridge.North]))
		tag(&b, "East", known(players[bridge.East]))
		tag(&b, "South", known(players[bridge.South]))
		tag(&b, "Dealer", dealer.String())
		tag(&b, "Vulnerable", VulString(vul))
		if deal != nil {
			tag(&b, "Deal", deal.String(dealer))
		} else {
			tag(&b, "Deal", "?")
		}
		tag(&b, "Scoring", scoring(ev.Form))
		tag(&b, "Declarer", "?")
		tag(&b, "Contract", "?")
		tag(&b, "Result", "?")
		if s := r.Score; s != nil && s.Score != nil {
			tag(&b, "Score", "NS "+strconv.Itoa(*s.Score))
		}
		tag(&b, "ArbiterRuling", r.Label)
		tag(&b, "ArbiterCalculator", r.Calculator)
		tag(&b, "ArbiterRule", strings.Join(r.Rules, " "))
		if r.Director != "" {
			tag(&b, "ArbiterDirector", r.Director)
		}
		if s := r.Score; s != nil {
			tag(&b, "ArbiterScore", s.Kind)
			if len(s.Weights) > 0 {
				tag(&b, "ArbiterWeights", weightsText(s.Weights))
			}
			header, rows := scoreTable(s)
			tag(&b, "ScoreTable", header)
			for _, row := range rows {
				b.WriteString(strings.Join(row, " ") + "\r\n")
			}
		}
		writeRuling(&b, ev, r)
		b.WriteString("\r\n")
	}
	return []byte(b.String())
}

// MaxLine is the longest line Write writes (bytes, without the line end): the standard's
// limit for an export file.
const MaxLine = 255

// ArbiterTags are the tags of Arbiter's own that Write puts in each game after the mandatory
// ones: the ruling's label ("S3"), its calculator, its rule IDs and its director (left out
// when none is named). The commentary carries the whole ruling; these let a program that
// reads tags find it.
var ArbiterTags = []string{"ArbiterRuling", "ArbiterCalculator", "ArbiterRule", "ArbiterDirector"}

// known is v, or "?" when it says nothing.
func known(v string) string {
	if strings.TrimSpace(v) == "" {
		return "?"
	}
	return v
}

// pbnDate writes the event's date "2026-12-01" as PBN does, "2026.12.01" ("????.??.??" when
// there is none; a date the log holds in another form keeps it, its "-" made ".").
func pbnDate(d string) string {
	if strings.TrimSpace(d) == "" {
		return "????.??.??"
	}
	return strings.ReplaceAll(d, "-", ".")
}

// scoring names the event's form as PBN's Scoring tag does ("?" where PBN has no name).
func scoring(f eventlog.Form) string {
	switch f {
	case eventlog.FormMP:
		return "MP"
	case eventlog.FormCrossIMP, eventlog.FormIMPVP:
		return "IMP"
	case eventlog.FormButler:
		return "Butler"
	case eventlog.FormBAM:
		return "BAM"
	}
	return "?"
}

// Board returns the first game of board n with a deal, else the first game of board n; nil
// when the file has no game of board n (or f is nil).
func (f *File) Board(n int) *Game {
	if f == nil {
		return nil
	}
	var first *Game
	for i := range f.Games {
		g := &f.Games[i]
		if g.Board != n {
			continue
		}
		if g.Deal != nil {
			return g
		}
		if first == nil {
			first = g
		}
	}
	return first
}

// tag writes a tag pair on a line of its own, its value cut (at a character) to fit MaxLine.
func tag(b *strings.Builder, name, value string) {
	value = strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\r", " ", "\n", " ").Replace(value)
	if room := MaxLine - len(name) - 5; len(value) > room {
		cut := room
		for cut > 0 && (!utf8.RuneStart(value[cut]) || value[cut-1] == '\\') {
			cut--
		}
		value = value[:cut]
	}
	b.WriteString("[" + name + ` "` + value + "\"]\r\n")
}

// free makes a free text fit a commentary line.
func free(s string) string {
	return strings.TrimSpace(strings.NewReplacer("{", "(", "}", ")", "\r\n", " / ", "\n", " / ", "\r", " / ").Replace(s))
}

func writeRuling(b *strings.Builder, ev *eventlog.Event, r Ruling) {
	line := func(k, v string) {
		if v != "" {
			b.WriteString("\r\n")
			wrap(b, k+": "+v)
		}
	}
	b.WriteString("{" + commentPrefix + r.Label)
	line("Time", r.Time.String())
	line("Rule", strings.Join(r.Rules, " "))
	line("Calculator", r.Calculator)
	line("Session", num(r.Session))
	line("Round", num(r.Round))
	line("Table", num(r.Table))
	line("Game", num(r.Game))
	var ps []string
	for _, p := range r.Parties {
		s := p.Role + " " + strconv.Itoa(p.Number)
		for _, q := range ev.Participants {
			if q.Number == p.Number && q.Name != "" {
				s += " " + strings.ReplaceAll(free(q.Name), ";", ",")
			}
		}
		ps = append(ps, s)
	}
	line("Parties", strings.Join(ps, "; "))
	if r.Player > 0 {
		line("Player", strconv.Itoa(r.Player)+" team "+strconv.Itoa(r.Team))
	}
	var os []string
	for _, o := range r.Outs {
		s := o.Role + "." + o.Name + " "
		switch {
		case o.Bool != nil && *o.Bool:
			s += "yes"
		case o.Bool != nil:
			s += "no"
		case o.Code != "":
			s += strconv.Quote(o.Code)
		default:
			s += strconv.FormatFloat(o.Num, 'f', o.Prec, 64)
			if o.Unit != "" {
				s += " " + o.Unit
			}
		}
		os = append(os, s)
	}
	line("Adjusted", strings.Join(os, "; "))
	line("Director", free(r.Director))
	line("Notes", free(r.Notes))
	b.WriteString("}\r\n")
}

// wrap writes a commentary line of any length as lines of at most MaxLine bytes: the first
// as it begins, each next one "+ " and the text that goes on (cut at a character, never beside
// a space, which reading would trim).
func wrap(b *strings.Builder, s string) {
	room := MaxLine
	for len(s) > room {
		cut := room
		for cut > 1 && (!utf8.RuneStart(s[cut]) || s[cut] == ' ' || s[cut-1] == ' ') {
			cut--
		}
		if cut <= 1 {
			cut = room
			for !utf8.RuneStart(s[cut]) {
				cut--
			}
		}
		b.WriteString(s[:cut])
		b.WriteString("\r\n+ ")
		s = s[cut:]
		room = MaxLine - 2
	}
	b.WriteString(s)
}

// ReadRulings reads back the rulings Write put in a file's commentary, in file order, each
// with its game's board. A commentary that is not a ruling is skipped; a ruling's line that
// cannot be read is refused with the line of its game.
func ReadRulings(f *File) ([]Ruling, error) {
	var out []Ruling
	for gi := range f.Games {
		g := &f.Games[gi]
		for _, c := range g.Comments {
			if !strings.HasPrefix(c, commentPrefix) {
				continue
			}
			r, ok := readRuling(c)
			if !ok {
				return nil, lineErr(g.Line, "pbn.err.ruling")
			}
			r.Board = g.Board
			score, ok := readBoardResult(g)
			if !ok {
				return nil, lineErr(g.Line, "pbn.err.ruling")
			}
			r.Score = score
			out = append(out, r)
		}
	}
	return out, nil
}

func readRuling(c string) (Ruling, bool) {
	var lines []string
	for l := range strings.SplitSeq(c, "\n") {
		l = strings.TrimRight(l, "\r")
		if rest, ok := strings.CutPrefix(l, "+ "); ok && len(lines) > 0 {
			lines[len(lines)-1] += rest // a long line going on
			continue
		}
		lines = append(lines, l)
	}
	r := Ruling{Label: strings.TrimSpace(strings.TrimPrefix(lines[0], commentPrefix))}
	if _, ok := eventlog.ParseLabel(r.Label); !ok {
		return r, false
	}
	for _, l := range lines[1:] {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		k, v, ok := strings.Cut(l, ": ")
		if !ok {
			return r, false
		}
		var err error
		switch k {
		case "Time":
			err = r.Time.UnmarshalText([]byte(v))
		case "Rule":
			r.Rules = strings.Fields(v)
		case "Calculator":
			r.Calculator = v
		case "Session":
			r.Session, err = strconv.Atoi(v)
		case "Game":
			r.Game, err = strconv.Atoi(v)
		case "Round":
			r.Round, err = strconv.Atoi(v)
		case "Table":
			r.Table, err = strconv.Atoi(v)
		case "Parties":
			for p := range strings.SplitSeq(v, ";") {
				f := strings.Fields(p)
				if len(f) < 2 {
					return r, false
				}
				n, e := strconv.Atoi(f[1])
				if e != nil {
					return r, false
				}
				r.Parties = append(r.Parties, eventlog.PartyRef{Role: f[0], Number: n})
			}
		case "Player":
			f := strings.Fields(v)
			if len(f) != 3 || f[1] != "team" {
				return r, false
			}
			r.Player, err = strconv.Atoi(f[0])
			if err == nil {
				r.Team, err = strconv.Atoi(f[2])
			}
		case "Adjusted":
			for p := range strings.SplitSeq(v, "; ") {
				o, ok := readOut(p)
				if !ok {
					return r, false
				}
				r.Outs = append(r.Outs, o)
			}
		case "Director":
			r.Director = v
		case "Notes":
			r.Notes = v
		default:
			return r, false
		}
		if err != nil {
			return r, false
		}
	}
	return r, true
}

func readOut(s string) (eventlog.Out, bool) {
	var o eventlog.Out
	name, v, ok := strings.Cut(strings.TrimSpace(s), " ")
	if !ok {
		return o, false
	}
	o.Role, o.Name, ok = strings.Cut(name, ".")
	if !ok {
		return o, false
	}
	switch {
	case v == "yes" || v == "no":
		b := v == "yes"
		o.Bool = &b
	case strings.HasPrefix(v, `"`):
		c, err := strconv.Unquote(v)
		if err != nil || c == "" {
			return o, false
		}
		o.Code = c
	default:
		n, unit, _ := strings.Cut(v, " ")
		x, err := strconv.ParseFloat(n, 64)
		if err != nil {
			return o, false
		}
		o.Num, o.Unit = x, unit
		if i := strings.IndexByte(n, '.'); i >= 0 {
			o.Prec = len(n) - i - 1
		}
	}
	return o, true
}
