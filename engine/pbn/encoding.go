package pbn

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// The encodings a PBN file is read in. A file that is valid UTF-8 is read as UTF-8; any other
// file needs one of the three single-byte encodings the director picks (Names previews a
// file's names in each).
const (
	UTF8        = "utf-8"
	Windows1250 = "windows-1250"
	Latin2      = "iso-8859-2"
	Latin1      = "iso-8859-1"
)

// Encodings lists the encodings the director picks from, UTF-8 first.
var Encodings = []string{UTF8, Windows1250, Latin2, Latin1}

// UTF-16 files are read when they begin with their byte order mark (Detect); Decode takes
// these names too.
const (
	UTF16LE = "utf-16le"
	UTF16BE = "utf-16be"
)

// bom is the byte order mark, dropped wherever it is (two files put one after the other
// carry one in the middle).
const bom = "\uFEFF"

// Detect finds the encoding a file says it is in: a UTF-16 or UTF-8 byte order mark, else a
// "%Content-type: …; charset=NAME" line before its first tag naming an encoding Decode
// knows (the declared one wins), else UTF-8 when the file is valid UTF-8. ok is false when
// none does: the director picks (Previews).
func Detect(data []byte) (enc string, ok bool) {
	enc, ok, _ = detect(data)
	return enc, ok
}

// detect is Detect; valid reports that it found data valid UTF-8 (so that Decode need not
// look again).
func detect(data []byte) (enc string, ok, valid bool) {
	switch {
	case len(data) >= 2 && data[0] == 0xFF && data[1] == 0xFE:
		return UTF16LE, true, false
	case len(data) >= 2 && data[0] == 0xFE && data[1] == 0xFF:
		return UTF16BE, true, false
	case len(data) >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF:
		return UTF8, true, false
	}
	if d := declared(data); d != "" {
		return d, true, false
	}
	if utf8.Valid(data) {
		return UTF8, true, true
	}
	return "", false, false
}

// declared is the encoding a "%" line before the first tag declares ("charset=…"), "" when
// none declares one Decode knows.
func declared(data []byte) string {
	for len(data) > 0 {
		i := 0
		for i < len(data) && data[i] != '\n' && data[i] != '\r' {
			i++
		}
		l := string(data[:i])
		if i < len(data) {
			i++
		}
		data = data[i:]
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "[") {
			return ""
		}
		if !strings.HasPrefix(t, "%") {
			continue
		}
		low := strings.ToLower(t)
		j := strings.Index(low, "charset=")
		if j < 0 {
			continue
		}
		name := strings.Trim(strings.TrimSpace(low[j+len("charset="):]), `"';`)
		if k := strings.IndexAny(name, " ;\t"); k >= 0 {
			name = name[:k]
		}
		switch name {
		case "utf-8", "utf8":
			return UTF8
		case "windows-1250", "cp1250", "x-cp1250":
			return Windows1250
		case "iso-8859-2", "iso8859-2", "latin2", "latin-2":
			return Latin2
		case "iso-8859-1", "iso8859-1", "latin1", "latin-1":
			return Latin1
		}
		return ""
	}
	return ""
}

// Decode returns data as text in encoding enc (one of Encodings, UTF16LE or UTF16BE; "": the
// one Detect finds, else UTF-8): UTF-8 must be valid (the error names the line of the first
// byte that is not), byte order marks are dropped; a single-byte encoding maps every byte by
// its table.
func Decode(data []byte, enc string) (string, error) {
	valid := false
	if enc == "" {
		if d, ok, v := detect(data); ok {
			enc, valid = d, v
		}
	}
	return decode(data, enc, valid)
}

// decode is Decode in encoding enc, data known to be valid UTF-8 when valid.
func decode(data []byte, enc string, valid bool) (string, error) {
	var table *[128]rune
	switch enc {
	case UTF8, "":
		if !valid && !utf8.Valid(data) {
			n := 1
			for i := 0; i < len(data); {
				r, size := utf8.DecodeRune(data[i:])
				if r == utf8.RuneError && size <= 1 {
					break
				}
				if r == '\n' {
					n++
				}
				i += size
			}
			return "", lineErr(n, "pbn.err.encoding")
		}
		text := string(data)
		if strings.Contains(text, bom) {
			text = strings.ReplaceAll(text, bom, "")
		}
		return text, nil
	case UTF16LE, UTF16BE:
		return decodeUTF16(data, enc == UTF16BE), nil
	case Windows1250:
		table = &win1250
	case Latin2:
		table = &latin2
	case Latin1:
	default:
		return "", &engine.Error{Code: engine.EUNSUPPORTED, Field: "encoding", Key: "pbn.err.encname",
			Args: []msg.Arg{msg.A("value", enc), msg.A("options", strings.Join(Encodings, ", "))}}
	}
	var b strings.Builder
	b.Grow(len(data) + len(data)/8)
	for _, c := range data {
		switch {
		case c < 0x80:
			b.WriteByte(c)
		case table == nil:
			b.WriteRune(rune(c))
		default:
			b.WriteRune(table[c-0x80])
		}
	}
	return b.String(), nil
}

// NeedsEncoding reports whether data says no encoding (Detect) and is not valid UTF-8, so
// that the director must pick its encoding (Names shows what each one reads).
func NeedsEncoding(data []byte) bool {
	_, ok := Detect(data)
	return !ok
}

// decodeUTF16 reads UTF-16 (its byte order marks dropped; an odd last byte too).
func decodeUTF16(data []byte, big bool) string {
	u := make([]uint16, 0, len(data)/2)
	for i := 0; i+1 < len(data); i += 2 {
		c := uint16(data[i]) | uint16(data[i+1])<<8
		if big {
			c = uint16(data[i])<<8 | uint16(data[i+1])
		}
		if c != 0xFEFF {
			u = append(u, c)
		}
	}
	return string(utf16.Decode(u))
}

// win1250 maps the bytes 0x80–0xFF of Windows-1250 (Central European) to Unicode (U+FFFD: unassigned).
var win1250 = [128]rune{
	0x20AC, 0xFFFD, 0x201A, 0xFFFD, 0x201E, 0x2026, 0x2020, 0x2021,
	0xFFFD, 0x2030, 0x0160, 0x2039, 0x015A, 0x0164, 0x017D, 0x0179,
	0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
	0xFFFD, 0x2122, 0x0161, 0x203A, 0x015B, 0x0165, 0x017E, 0x017A,
	0x00A0, 0x02C7, 0x02D8, 0x0141, 0x00A4, 0x0104, 0x00A6, 0x00A7,
	0x00A8, 0x00A9, 0x015E, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x017B,
	0x00B0, 0x00B1, 0x02DB, 0x0142, 0x00B4, 0x00B5, 0x00B6, 0x00B7,
	0x00B8, 0x0105, 0x015F, 0x00BB, 0x013D, 0x02DD, 0x013E, 0x017C,
	0x0154, 0x00C1, 0x00C2, 0x0102, 0x00C4, 0x0139, 0x0106, 0x00C7,
	0x010C, 0x00C9, 0x0118, 0x00CB, 0x011A, 0x00CD, 0x00CE, 0x010E,
	0x0110, 0x0143, 0x0147, 0x00D3, 0x00D4, 0x0150, 0x00D6, 0x00D7,
	0x0158, 0x016E, 0x00DA, 0x0170, 0x00DC, 0x00DD, 0x0162, 0x00DF,
	0x0155, 0x00E1, 0x00E2, 0x0103, 0x00E4, 0x013A, 0x0107, 0x00E7,
	0x010D, 0x00E9, 0x0119, 0x00EB, 0x011B, 0x00ED, 0x00EE, 0x010F,
	0x0111, 0x0144, 0x0148, 0x00F3, 0x00F4, 0x0151, 0x00F6, 0x00F7,
	0x0159, 0x016F, 0x00FA, 0x0171, 0x00FC, 0x00FD, 0x0163, 0x02D9,
}

// latin2 maps the bytes 0x80–0xFF of ISO-8859-2 (Latin-2) to Unicode (U+FFFD: unassigned).
var latin2 = [128]rune{
	0x0080, 0x0081, 0x0082, 0x0083, 0x0084, 0x0085, 0x0086, 0x0087,
	0x0088, 0x0089, 0x008A, 0x008B, 0x008C, 0x008D, 0x008E, 0x008F,
	0x0090, 0x0091, 0x0092, 0x0093, 0x0094, 0x0095, 0x0096, 0x0097,
	0x0098, 0x0099, 0x009A, 0x009B, 0x009C, 0x009D, 0x009E, 0x009F,
	0x00A0, 0x0104, 0x02D8, 0x0141, 0x00A4, 0x013D, 0x015A, 0x00A7,
	0x00A8, 0x0160, 0x015E, 0x0164, 0x0179, 0x00AD, 0x017D, 0x017B,
	0x00B0, 0x0105, 0x02DB, 0x0142, 0x00B4, 0x013E, 0x015B, 0x02C7,
	0x00B8, 0x0161, 0x015F, 0x0165, 0x017A, 0x02DD, 0x017E, 0x017C,
	0x0154, 0x00C1, 0x00C2, 0x0102, 0x00C4, 0x0139, 0x0106, 0x00C7,
	0x010C, 0x00C9, 0x0118, 0x00CB, 0x011A, 0x00CD, 0x00CE, 0x010E,
	0x0110, 0x0143, 0x0147, 0x00D3, 0x00D4, 0x0150, 0x00D6, 0x00D7,
	0x0158, 0x016E, 0x00DA, 0x0170, 0x00DC, 0x00DD, 0x0162, 0x00DF,
	0x0155, 0x00E1, 0x00E2, 0x0103, 0x00E4, 0x013A, 0x0107, 0x00E7,
	0x010D, 0x00E9, 0x0119, 0x00EB, 0x011B, 0x00ED, 0x00EE, 0x010F,
	0x0111, 0x0144, 0x0148, 0x00F3, 0x00F4, 0x0151, 0x00F6, 0x00F7,
	0x0159, 0x016F, 0x00FA, 0x0171, 0x00FC, 0x00FD, 0x0163, 0x02D9,
}

// Names reads data in encoding enc and returns the names it gives — event, players and teams
// (the Event, North, East, South, West, HomeTeam and VisitTeam tags, and the Names and team
// columns of its tables) — each once, in file order, at most max (max ≤ 0: all): what the app
// shows so that the director sees which encoding reads them right. It reads no further than
// the game that gives the last name it needs. The error is Decode's (or the size's).
func Names(data []byte, enc string, max int) ([]string, error) {
	if len(data) > MaxSize {
		return nil, &engine.Error{Code: engine.EINVALID, Field: "file", Key: "pbn.err.size",
			Args: []msg.Arg{msg.A("max", MaxSize>>20)}}
	}
	if single(enc) {
		return decodeNames(rawNames(data, max), enc, max), nil
	}
	text, err := Decode(data, enc)
	if err != nil {
		return nil, err
	}
	return namesOf(text, max), nil
}

// single reports a single-byte encoding: its text has the same ASCII bytes as the file, so
// the names can be found in the bytes and only they decoded.
func single(enc string) bool { return enc == Windows1250 || enc == Latin2 || enc == Latin1 }

// rawNames finds the names in the file's bytes, as bytes (for a single-byte encoding). The
// bytes are read in place, not copied: the names found are decoded (copied) before it returns
// to a caller that could change them.
func rawNames(data []byte, max int) []string {
	if len(data) == 0 {
		return namesOf("", max)
	}
	return namesOf(unsafe.String(&data[0], len(data)), max)
}

// decodeNames decodes names found in the bytes, each once, at most max.
func decodeNames(raw []string, enc string, max int) []string {
	n := names{max: max, seen: map[string]bool{}}
	for _, r := range raw {
		s, _ := Decode([]byte(r), enc)
		if n.add(s) {
			break
		}
	}
	return n.out
}

// namesOf reads text's games until max names are found.
func namesOf(text string, max int) []string {
	n := &names{max: max, seen: map[string]bool{}}
	p := &parser{f: &File{}, sticky: map[string]string{}, names: n}
	p.run(text)
	return n.out
}

// names collects the names of the games a parser reads.
type names struct {
	max  int
	out  []string
	seen map[string]bool
}

func (n *names) full() bool { return n.max > 0 && len(n.out) >= n.max }

// add adds s once; it reports whether the list is full.
func (n *names) add(s string) bool {
	s = strings.TrimSpace(s)
	if s != "" && s != "?" && s != "-" && !n.seen[s] {
		n.seen[s] = true
		n.out = append(n.out, s)
	}
	return n.full()
}

// of adds the names game g gives.
func (n *names) of(g *Game) {
	for _, t := range g.Tags {
		switch t.Name {
		case "Event", "North", "East", "South", "West", "HomeTeam", "VisitTeam":
			if n.add(t.Value) {
				return
			}
		}
	}
	for ti := range g.Tables {
		t := &g.Tables[ti]
		for ci, c := range t.Columns {
			if !strings.Contains(strings.ToLower(c.Name), "name") && !strings.EqualFold(c.Name, "Team") {
				continue
			}
			for _, row := range t.Rows {
				if ci < len(row) && n.add(row[ci]) {
					return
				}
			}
		}
	}
}

// Preview is what one encoding reads of a file: the names (Names), or why it cannot.
type Preview struct {
	Encoding string
	Names    []string
	Err      error
}

// Previews reads data in each single-byte encoding (and in UTF-8 first when it is valid),
// at most max names each: the choice the app offers for a file that is not UTF-8. The names
// are found once in the file's bytes and only they are decoded in each encoding.
func Previews(data []byte, max int) []Preview {
	var out []Preview
	if len(data) > MaxSize {
		_, err := Names(data, Latin1, max)
		for _, enc := range Encodings[1:] {
			out = append(out, Preview{Encoding: enc, Err: err})
		}
		return out
	}
	// the collector waits, as in a reading (holdGC): what the names' reading allocates is
	// little (its tags' slabs, about 1.2 bytes a byte read) and garbage at its end, while a
	// collection in a first question runs the collector's code not yet optimised, with every
	// pointer the reading writes meanwhile through the write barrier
	defer holdGC()()
	raw := rawNames(data, max) // one reading, as far as the first max names
	for _, enc := range Encodings {
		if enc == UTF8 {
			if !utf8.Valid(data) {
				continue
			}
			names, err := Names(data, UTF8, max)
			out = append(out, Preview{Encoding: enc, Names: names, Err: err})
			continue
		}
		out = append(out, Preview{Encoding: enc, Names: decodeNames(raw, enc, max)})
	}
	return out
}
