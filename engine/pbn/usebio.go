package pbn

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/engine/eventlog"
)

// USEBIONamespace is the namespace of Arbiter's own attributes in a USEBIO file (prefix arb).
const USEBIONamespace = "urn:arbiter:usebio:1"

// USEBIOExtension declares Arbiter's attributes (an internal DTD subset: a reader validating
// against the USEBIO DTD finds them declared; one that does not know them skips them):
//
//   - on TRAVELLER_LINE, the ruling behind the line: arb:ruling (its label, "S3"),
//     arb:calculator, arb:kind (engine.BoardScore's kind), arb:sides (the sides the line's
//     values belong to, "ns ew" or the parties' roles — "offender non-offender", "each" —
//     where the log does not know which direction each sat: then NS_PAIR_NUMBER is the first
//     side's pair and EW_PAIR_NUMBER the second's), arb:values (every value of the ruling's
//     board result, the sides apart by "|", each "unit:number" with its decimals: the
//     percentages and VPs USEBIO has no element for) and arb:weights (a weighted score's
//     outcomes, "weight score; …", North-South's scores in points), arb:director;
//   - on PAIR, arb:penalties: the penalties behind its ADJUSTMENT, "S2 mp:3.60; S5 imp:3"
//     (the ruling and what the pair loses, in each of the ruling's units).
const USEBIOExtension = `<!ATTLIST USEBIO xmlns:arb CDATA #FIXED "` + USEBIONamespace + `">
<!ATTLIST TRAVELLER_LINE arb:ruling CDATA #IMPLIED arb:calculator CDATA #IMPLIED
  arb:kind CDATA #IMPLIED arb:sides CDATA #IMPLIED arb:values CDATA #IMPLIED
  arb:weights CDATA #IMPLIED arb:director CDATA #IMPLIED>
<!ATTLIST PAIR arb:penalties CDATA #IMPLIED>
<!ATTLIST TEAM arb:penalties CDATA #IMPLIED>
`

// USEBIO writes the event's adjusted results as a USEBIO 1.2 file (the XML results format
// national bodies' scoring programs import), in ISO-8859-1 as USEBIO files are written: a
// character outside it (č, ő, Đ…) as a character reference, so every name reads right.
//
// One EVENT, one SESSION and SECTION ("A"); PARTICIPANTS: each pair (or team) of the event
// with its players (a pair's name "A – B" as its two players); a BOARD per board that has a
// ruling with a board result (engine.BoardScore), a TRAVELLER_LINE per such ruling that is no
// penalty: an assigned score as its SCORE (North-South's points), an artificial, not-played
// or weighted score as the matchpoints (NS_MATCH_POINTS, EW_MATCH_POINTS: the ruling's, else
// its percentage of the event's top) or IMPs (NS_IMPS, EW_IMPS) it gives, a weighted score's
// weights in arb:weights; a penalty as the pair's ADJUSTMENT (the sum it loses in the event's
// unit: matchpoints, IMPs or VPs, as a negative number) with each ruling in arb:penalties.
// Rulings without a board, or whose calculator declares no board result, are not written.
func USEBIO(ev *eventlog.Event, incs []eventlog.Incident, o ExportOptions) []byte {
	var lines []Ruling
	penalties := map[int][]penalty{}
	for _, r := range Rulings(ev, incs, o) {
		if r.Board < 1 || r.Score == nil {
			continue
		}
		if r.Score.Kind == engine.BoardPenalty {
			for _, s := range r.Score.Sides {
				for _, n := range penalised(r, s) {
					penalties[n] = append(penalties[n], penalty{r.Label, s.Values})
				}
			}
			continue
		}
		lines = append(lines, r)
	}
	sort.SliceStable(lines, func(i, j int) bool { return lines[i].Board < lines[j].Board })
	unit := usebioUnit(ev.Form)

	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="ISO-8859-1"?>` + "\n")
	b.WriteString(`<!DOCTYPE USEBIO SYSTEM "usebio_v1_2.dtd" [` + "\n" + USEBIOExtension + "]>\n")
	b.WriteString(`<USEBIO Version="1.2" xmlns:arb="` + USEBIONamespace + `">` + "\n")
	evType := "PAIRS"
	switch ev.Kind {
	case eventlog.Teams:
		evType = "TEAMS"
	case eventlog.Individuals:
		evType = "INDIVIDUAL"
	}
	b.WriteString(` <EVENT EVENT_TYPE="` + evType + `">` + "\n")
	elem(&b, 2, "BOARD_SCORING_METHOD", usebioMethod(ev.Form))
	elem(&b, 2, "EVENT_DESCRIPTION", ev.Name)
	if d := usebioDate(ev.Date); d != "" {
		elem(&b, 2, "DATE", d)
	}
	elem(&b, 2, "PROGRAM_NAME", "Arbiter")
	b.WriteString(`  <SESSION SESSION_ID="1">` + "\n")
	b.WriteString(`   <SECTION SECTION_ID="A">` + "\n")
	b.WriteString("    <PARTICIPANTS>\n")
	for _, p := range ev.Participants {
		if ev.Kind == eventlog.Teams {
			attr := ""
			if rs := penalties[p.Number]; len(rs) > 0 {
				attr = ` arb:penalties="` + xmlText(penaltiesText(rs)) + `"`
			}
			b.WriteString(`     <TEAM TEAM_ID="` + strconv.Itoa(p.Number) + `" TEAM_NAME="` + xmlText(p.Name) + `"` + attr + ">\n")
			writePenalty(&b, penalties[p.Number], unit)
			b.WriteString("     </TEAM>\n")
			continue
		}
		attr := ""
		if rs := penalties[p.Number]; len(rs) > 0 {
			attr = ` arb:penalties="` + xmlText(penaltiesText(rs)) + `"`
		}
		b.WriteString("     <PAIR" + attr + ">\n")
		elem(&b, 6, "PAIR_NUMBER", strconv.Itoa(p.Number))
		for _, name := range pairPlayers(p.Name) {
			b.WriteString("      <PLAYER>\n")
			elem(&b, 7, "PLAYER_NAME", name)
			b.WriteString("      </PLAYER>\n")
		}
		writePenalty(&b, penalties[p.Number], unit)
		b.WriteString("     </PAIR>\n")
	}
	b.WriteString("    </PARTICIPANTS>\n")
	for i := 0; i < len(lines); {
		n := lines[i].Board
		b.WriteString("    <BOARD>\n")
		elem(&b, 5, "BOARD_NUMBER", strconv.Itoa(n))
		for ; i < len(lines) && lines[i].Board == n; i++ {
			writeLine(&b, ev, lines[i])
		}
		b.WriteString("    </BOARD>\n")
	}
	b.WriteString("   </SECTION>\n  </SESSION>\n </EVENT>\n</USEBIO>\n")
	return latin1(b.Bytes())
}

// usebioUnit is the unit of the event's scores: matchpoints, IMPs or VPs.
func usebioUnit(f eventlog.Form) string {
	switch f {
	case eventlog.FormCrossIMP, eventlog.FormButler:
		return "imp"
	case eventlog.FormIMPVP:
		return "vp"
	}
	return "mp"
}

// usebioMethod names the event's scoring form as USEBIO's BOARD_SCORING_METHOD does.
func usebioMethod(f eventlog.Form) string {
	switch f {
	case eventlog.FormMP:
		return "MATCH_POINTS"
	case eventlog.FormCrossIMP:
		return "CROSS_IMPS"
	case eventlog.FormButler:
		return "BUTLER_IMPS"
	case eventlog.FormIMPVP:
		return "IMPS"
	case eventlog.FormBAM:
		return "BAM"
	}
	return "OTHER"
}

// usebioDate writes "2026-12-01" as USEBIO does, "01/12/2026" ("" when it is not a date).
func usebioDate(d string) string {
	f := strings.Split(strings.TrimSpace(d), "-")
	if len(f) != 3 || len(f[0]) != 4 || len(f[1]) != 2 || len(f[2]) != 2 {
		return ""
	}
	return f[2] + "/" + f[1] + "/" + f[0]
}

// pairPlayers are a pair's players as its name gives them ("A – B", "A - B"), else the name.
func pairPlayers(name string) []string {
	name = strings.TrimSpace(name)
	if name == "" {
		return nil
	}
	for _, sep := range []string{" – ", " — ", " - ", " & ", " / "} {
		if a, b, ok := strings.Cut(name, sep); ok && strings.TrimSpace(a) != "" && strings.TrimSpace(b) != "" {
			return []string{strings.TrimSpace(a), strings.TrimSpace(b)}
		}
	}
	return []string{name}
}

func indent(b *bytes.Buffer, n int) {
	for range n {
		b.WriteByte(' ')
	}
}

func elem(b *bytes.Buffer, depth int, name, text string) {
	indent(b, depth)
	b.WriteString("<" + name + ">" + xmlText(text) + "</" + name + ">\n")
}

// xmlText escapes s for XML text or an attribute value; a control character (none is XML)
// becomes a space.
func xmlText(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '&':
			b.WriteString("&amp;")
		case r == '<':
			b.WriteString("&lt;")
		case r == '>':
			b.WriteString("&gt;")
		case r == '"':
			b.WriteString("&quot;")
		case r < 0x20 && r != '\t' && r != '\n' && r != '\r', r == utf8.RuneError, r == 0xFFFE, r == 0xFFFF:
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// latin1 turns UTF-8 XML into ISO-8859-1: a character above U+00FF becomes a character
// reference (all of them stand in text or attribute values, where a reference is allowed).
func latin1(s []byte) []byte {
	out := make([]byte, 0, len(s))
	for _, r := range string(s) {
		if r < 0x100 {
			out = append(out, byte(r))
			continue
		}
		out = append(out, "&#"+strconv.Itoa(int(r))+";"...)
	}
	return out
}

// sidesOf are a line's two sides, North-South's and East-West's where the ruling knows the
// directions; else its sides in declared order (the second nil when it has one).
func sidesOf(s *BoardResult) (a, b *SideScore) {
	if s.Directional() {
		for i := range s.Sides {
			if s.Sides[i].Role == "ns" {
				a = &s.Sides[i]
			} else {
				b = &s.Sides[i]
			}
		}
		return a, b
	}
	if len(s.Sides) > 0 {
		a = &s.Sides[0]
	}
	if len(s.Sides) > 1 {
		b = &s.Sides[1]
	}
	return a, b
}

// valueOf is side s's value in unit, else (matchpoints) its percentage of top; ok false when
// it has neither.
func valueOf(s *SideScore, unit string, top int) (string, bool) {
	if s == nil {
		return "", false
	}
	for _, v := range s.Values {
		if v.Unit == unit {
			return strconv.FormatFloat(v.Num, 'f', v.Prec, 64), true
		}
	}
	if unit == "mp" && top > 0 {
		for _, v := range s.Values {
			if v.Unit == "%" {
				return strconv.FormatFloat(engine.Round2(float64(top)*v.Num/100), 'f', 2, 64), true
			}
		}
	}
	return "", false
}

func pairText(s *SideScore) string {
	if s == nil || s.Pair == 0 {
		return ""
	}
	return strconv.Itoa(s.Pair)
}

// writeLine writes a ruling's TRAVELLER_LINE.
func writeLine(b *bytes.Buffer, ev *eventlog.Event, r Ruling) {
	s := r.Score
	ns, ew := sidesOf(s)
	var roles []string
	for _, x := range s.Sides {
		roles = append(roles, x.Role)
	}
	attrs := []string{"arb:ruling", r.Label, "arb:calculator", r.Calculator, "arb:kind", s.Kind,
		"arb:sides", strings.Join(roles, " "), "arb:values", valuesText(s)}
	if len(s.Weights) > 0 {
		attrs = append(attrs, "arb:weights", weightsText(s.Weights))
	}
	if r.Director != "" {
		attrs = append(attrs, "arb:director", r.Director)
	}
	indent(b, 5)
	b.WriteString("<TRAVELLER_LINE")
	for i := 0; i < len(attrs); i += 2 {
		if attrs[i+1] != "" {
			b.WriteString(" " + attrs[i] + `="` + xmlText(attrs[i+1]) + `"`)
		}
	}
	b.WriteString(">\n")
	elem(b, 6, "NS_PAIR_NUMBER", pairText(ns))
	elem(b, 6, "EW_PAIR_NUMBER", pairText(ew))
	if s.Score != nil {
		elem(b, 6, "SCORE", strconv.Itoa(*s.Score))
	}
	for _, u := range []struct{ unit, ns, ew string }{{"mp", "NS_MATCH_POINTS", "EW_MATCH_POINTS"}, {"imp", "NS_IMPS", "EW_IMPS"}} {
		if v, ok := valueOf(ns, u.unit, ev.Top); ok {
			elem(b, 6, u.ns, v)
		}
		if v, ok := valueOf(ew, u.unit, ev.Top); ok {
			elem(b, 6, u.ew, v)
		}
	}
	indent(b, 5)
	b.WriteString("</TRAVELLER_LINE>\n")
}

// valuesText writes a board result's values: "mp:4.80 %:40.00|mp:7.20 %:60.00".
func valuesText(s *BoardResult) string {
	sides := make([]string, len(s.Sides))
	for i, x := range s.Sides {
		vs := make([]string, len(x.Values))
		for k, v := range x.Values {
			vs[k] = v.Unit + ":" + strconv.FormatFloat(v.Num, 'f', v.Prec, 64)
		}
		sides[i] = strings.Join(vs, " ")
	}
	return strings.Join(sides, "|")
}

func readValues(s string) ([][]Value, bool) {
	var out [][]Value
	if s == "" {
		return nil, true
	}
	for side := range strings.SplitSeq(s, "|") {
		var vs []Value
		for f := range strings.FieldsSeq(side) {
			u, n, ok := strings.Cut(f, ":")
			if !ok {
				return nil, false
			}
			v, ok := readCell("", u, n)
			if !ok {
				return nil, false
			}
			vs = append(vs, v)
		}
		out = append(out, vs)
	}
	return out, true
}

// penalty is one ruling's penalty of a pair or team.
type penalty struct {
	label  string
	values []Value
}

// penalised are the numbers of the pairs or teams side s of penalty r falls on: its party's,
// or (each) every party of the ruling; none when the log names none.
func penalised(r Ruling, s SideScore) []int {
	if s.Pair != 0 {
		return []int{s.Pair}
	}
	var out []int
	if s.Role == "each" {
		for _, p := range r.Parties {
			if p.Number != 0 {
				out = append(out, p.Number)
			}
		}
	}
	return out
}

// penaltiesText writes a pair's penalties: "S2 mp:3.60 %:30 imp:3; S5 vp:1".
func penaltiesText(ps []penalty) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = p.label
		for _, v := range p.values {
			parts[i] += " " + v.Unit + ":" + strconv.FormatFloat(v.Num, 'f', v.Prec, 64)
		}
	}
	return strings.Join(parts, "; ")
}

// writePenalty writes the ADJUSTMENT of a pair's or team's penalties in unit (nothing when
// none is in the event's unit).
func writePenalty(b *bytes.Buffer, ps []penalty, unit string) {
	total, prec, any := 0.0, 0, false
	for _, p := range ps {
		for _, v := range p.values {
			if v.Unit == unit {
				total, prec, any = total-v.Num, max(prec, v.Prec), true
			}
		}
	}
	if any {
		elem(b, 6, "ADJUSTMENT", strconv.FormatFloat(engine.Round2(total)+0, 'f', prec, 64))
	}
}

// USEBIORuling is a ruling as read back from a USEBIO file: its label, board, calculator and
// board result, and what the standard elements say of it.
type USEBIORuling struct {
	Label, Calculator, Director string
	Board                       int
	Score                       *BoardResult
	// the line's standard elements, as written
	NSPair, EWPair, ScoreText string
	MP, IMP                   [2]string // North-South's (or the first side's) and the other's
}

// ReadUSEBIO reads back the rulings USEBIO wrote: each TRAVELLER_LINE with Arbiter's
// attributes, and each penalty of a PAIR's arb:penalties (its board is not in the file: 0;
// nor its kind's other sides). The file's encoding is ISO-8859-1 or UTF-8.
func ReadUSEBIO(data []byte) (lines []USEBIORuling, adjustments map[int]string, penalties map[int]string, err error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	d.CharsetReader = func(label string, in io.Reader) (io.Reader, error) {
		if !strings.EqualFold(label, "ISO-8859-1") && !strings.EqualFold(label, "latin1") {
			return nil, errors.New("usebio: encoding " + label)
		}
		raw, err := io.ReadAll(in)
		if err != nil {
			return nil, err
		}
		s, err := Decode(raw, Latin1)
		return strings.NewReader(s), err
	}
	adjustments, penalties = map[int]string{}, map[int]string{}
	var text strings.Builder
	var cur *USEBIORuling
	board, pair := 0, 0
	attr := func(e xml.StartElement, name string) string {
		for _, a := range e.Attr {
			if a.Name.Space == USEBIONamespace && a.Name.Local == name {
				return a.Value
			}
		}
		return ""
	}
	for {
		tok, e := d.Token()
		if e == io.EOF {
			break
		}
		if e != nil {
			return nil, nil, nil, e
		}
		switch t := tok.(type) {
		case xml.StartElement:
			text.Reset()
			switch t.Name.Local {
			case "TRAVELLER_LINE":
				cur = &USEBIORuling{Label: attr(t, "ruling"), Calculator: attr(t, "calculator"), Director: attr(t, "director"), Board: board}
				s := &BoardResult{Kind: attr(t, "kind")}
				vals, ok := readValues(attr(t, "values"))
				roles := strings.Fields(attr(t, "sides"))
				if !ok || len(vals) != len(roles) {
					return nil, nil, nil, errors.New("usebio: line of " + cur.Label + ": arb:values and arb:sides do not match")
				}
				for i, role := range roles {
					s.Sides = append(s.Sides, SideScore{Role: role, Values: vals[i]})
				}
				if w := attr(t, "weights"); w != "" {
					if s.Weights, ok = readWeights(w); !ok {
						return nil, nil, nil, errors.New("usebio: line of " + cur.Label + ": arb:weights")
					}
				}
				cur.Score = s
			case "TEAM":
				pair, _ = strconv.Atoi(attrOf(t, "TEAM_ID"))
				if p := attr(t, "penalties"); p != "" {
					penalties[pair] = p
				}
			case "PAIR":
				pair = 0
				if p := attr(t, "penalties"); p != "" {
					pair = -1 // its number comes next
					penalties[-1] = p
				}
			}
		case xml.CharData:
			text.Write(t)
		case xml.EndElement:
			v := strings.TrimSpace(text.String())
			text.Reset()
			switch t.Name.Local {
			case "BOARD_NUMBER":
				board, _ = strconv.Atoi(v)
			case "PAIR_NUMBER":
				n, _ := strconv.Atoi(v)
				if pair == -1 {
					penalties[n] = penalties[-1]
					delete(penalties, -1)
				}
				pair = n
			case "ADJUSTMENT":
				adjustments[pair] = v
			case "NS_PAIR_NUMBER":
				if cur != nil {
					cur.NSPair = v
				}
			case "EW_PAIR_NUMBER":
				if cur != nil {
					cur.EWPair = v
				}
			case "SCORE":
				if cur != nil {
					cur.ScoreText = v
					n, err := strconv.Atoi(v)
					if err != nil {
						return nil, nil, nil, errors.New("usebio: SCORE " + v)
					}
					cur.Score.Score = &n
				}
			case "NS_MATCH_POINTS", "EW_MATCH_POINTS", "NS_IMPS", "EW_IMPS":
				if cur != nil {
					side := 0
					if strings.HasPrefix(t.Name.Local, "EW") {
						side = 1
					}
					if strings.HasSuffix(t.Name.Local, "IMPS") {
						cur.IMP[side] = v
					} else {
						cur.MP[side] = v
					}
				}
			case "TRAVELLER_LINE":
				// the pairs are the standard elements'
				a, b := sidesOfIndex(cur.Score)
				if a >= 0 {
					cur.Score.Sides[a].Pair, _ = strconv.Atoi(cur.NSPair)
				}
				if b >= 0 {
					cur.Score.Sides[b].Pair, _ = strconv.Atoi(cur.EWPair)
				}
				lines = append(lines, *cur)
				cur = nil
			}
		}
	}
	return lines, adjustments, penalties, nil
}

// attrOf is start element e's attribute name (no namespace).
func attrOf(e xml.StartElement, name string) string {
	for _, a := range e.Attr {
		if a.Name.Space == "" && a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// sidesOfIndex is sidesOf by index (-1: none).
func sidesOfIndex(s *BoardResult) (a, b int) {
	a, b = -1, -1
	if s.Directional() {
		for i := range s.Sides {
			if s.Sides[i].Role == "ns" {
				a = i
			} else {
				b = i
			}
		}
		return a, b
	}
	if len(s.Sides) > 0 {
		a = 0
	}
	if len(s.Sides) > 1 {
		b = 1
	}
	return a, b
}
