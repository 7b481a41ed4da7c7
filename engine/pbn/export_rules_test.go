package pbn

import (
	"bytes"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"arbiter/engine/rulesets"
)

// mandatory are the standard's fifteen mandatory tags, in the order an export writes them.
var mandatory = []string{"Event", "Site", "Date", "Board", "West", "North", "East", "South",
	"Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result"}

// supplemental are the standard's supplemental tags an export writes beside the mandatory
// ones: an adjusted board's score and its ScoreTable.
var supplemental = []string{"Score", "ScoreTable"}

// exportTagLine is a tag pair as the export format writes it: on a line of its own, one space
// between the name and the quoted value.
var exportTagLine = regexp.MustCompile(`^\[([A-Za-z][A-Za-z0-9_]*) "((?:[^"\\]|\\.)*)"\]$`)

// exportValues are the forms the export format allows the mandatory tags ("?": not known).
var exportValues = map[string]*regexp.Regexp{
	"Date":       regexp.MustCompile(`^([0-9]{4}|\?{4})\.([0-9]{2}|\?\?)\.([0-9]{2}|\?\?)$`),
	"Board":      regexp.MustCompile(`^([1-9][0-9]*|\?)$`),
	"Dealer":     regexp.MustCompile(`^[NESW?]$`),
	"Vulnerable": regexp.MustCompile(`^(None|NS|EW|All|\?)$`),
	"Deal":       regexp.MustCompile(`^([NESW]:(-|[AKQJT2-9]*\.[AKQJT2-9]*\.[AKQJT2-9]*\.[AKQJT2-9]*)( (-|[AKQJT2-9]*\.[AKQJT2-9]*\.[AKQJT2-9]*\.[AKQJT2-9]*)){3}|\?)$`),
	"Declarer":   regexp.MustCompile(`^(\^?[NESW]|\?|)$`),
	"Contract":   regexp.MustCompile(`^([1-7]([CDHS]|NT)(X|XX)?|Pass|\?)$`),
	"Result":     regexp.MustCompile(`^([0-9]|1[0-3]|\?)$`),
}

// checkExport checks data against the PBN 2.1 export format's rules and returns what breaks
// them: the "% PBN 2.1" and "% EXPORT" lines first, the character set declared and the bytes
// valid in it, CRLF, no line over 255 bytes, games apart by an empty line, each opening with
// the fifteen mandatory tags in order (a value in its form, "?" where not known, never empty),
// the Deal from the Dealer, one tag per line, a tag of the game's name at most once (Note
// excepted), a tag no standard names of Arbiter's own namespace, and a table's rows right
// after its tag, each with as many cells as its header has columns.
func checkExport(data []byte) []string {
	var bad []string
	fail := func(line int, format string, args ...any) {
		bad = append(bad, "line "+itoa(line)+": "+fmt.Sprintf(format, args...))
	}
	if !utf8.Valid(data) {
		fail(0, "not valid UTF-8")
	}
	if bytes.Count(data, []byte("\n")) != bytes.Count(data, []byte("\r\n")) || !bytes.HasSuffix(data, []byte("\r\n")) {
		fail(0, "lines do not all end in CRLF")
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\r\n"), "\r\n")
	if len(lines) < 2 || lines[0] != "% PBN 2.1" || lines[1] != "% EXPORT" {
		fail(1, "does not open with %% PBN 2.1 and %% EXPORT")
	}
	charset := false
	var game []string // the tag names of the game being read
	var values map[string]string
	inComment := false
	columns := 0 // the columns of the table whose rows may follow (0: none)
	end := func(line int) {
		if game == nil {
			return
		}
		if len(game) < len(mandatory) || !slices.Equal(game[:len(mandatory)], mandatory) {
			fail(line, "the game's tags %v do not open with the mandatory %v", game, mandatory)
		}
		if d, deal := values["Dealer"], values["Deal"]; deal != "?" && d != "?" && !strings.HasPrefix(deal, d+":") {
			fail(line, "the Deal %q is not written from the Dealer %q", deal, d)
		}
		game, values = nil, nil
	}
	for i, l := range lines {
		n := i + 1
		if len(l) > 255 {
			fail(n, "%d bytes", len(l))
		}
		switch {
		case inComment:
			inComment = !strings.Contains(l, "}")
		case strings.HasPrefix(l, "%"):
			if game != nil {
				fail(n, "an escape line inside a game")
			}
			if strings.Contains(strings.ToLower(l), "charset=utf-8") {
				charset = true
			}
		case l == "":
			end(n)
			columns = 0
		case strings.HasPrefix(l, "["):
			columns = 0
			m := exportTagLine.FindStringSubmatch(l)
			if m == nil {
				fail(n, "not a tag pair alone on its line: %q", l)
				continue
			}
			if game == nil {
				if !charset {
					fail(n, "a game before the character set is declared")
				}
				values = map[string]string{}
			}
			name, v := m[1], m[2]
			if slices.Contains(game, name) && name != "Note" {
				fail(n, "%s twice in a game", name)
			}
			game = append(game, name)
			values[name] = v
			if v == "" && slices.Contains(mandatory, name) {
				fail(n, "%s is empty (the export writes ?)", name)
			}
			if re := exportValues[name]; re != nil && !re.MatchString(v) {
				fail(n, "%s %q is not in its export form", name, v)
			}
			if !slices.Contains(mandatory, name) && !slices.Contains(supplemental, name) && !strings.HasPrefix(name, "Arbiter") {
				fail(n, "%s: a tag of neither the standard's set nor Arbiter's namespace", name)
			}
			if strings.HasSuffix(name, "Table") {
				columns = len(strings.Split(v, ";"))
			}
		case strings.HasPrefix(l, "{"):
			inComment = !strings.Contains(l, "}")
			columns = 0
		case columns > 0:
			if got := len(strings.Fields(l)); got != columns {
				fail(n, "a table row of %d cells under a header of %d columns: %q", got, columns, l)
			}
		default:
			fail(n, "text outside a tag or commentary: %q", l)
		}
	}
	end(len(lines))
	return bad
}

// TestWriteExportRules: what Write writes keeps the export format's rules, with and without
// a session file, with a long name and long notes (cut to 255-byte lines at a character, and
// read back whole).
func TestWriteExportRules(t *testing.T) {
	ev, incs := exportLog(t)
	long := strings.Repeat("Šćepanović – Žižić „ruling” ", 30) // 900 bytes and more
	ev.Name = long
	incs[0].Notes = long + "\nend"
	o := ExportOptions{Director: "Petar Petrović", Lookup: rulesets.Get}
	src := mustParse(t, "session16.pbn", "")
	for _, s := range []*File{src, nil} {
		data := Write(ev, incs, s, o)
		if bad := checkExport(data); len(bad) > 0 {
			t.Errorf("export (source %v) breaks the export rules:\n%s", s != nil, strings.Join(bad, "\n"))
		}
		f, err := Parse(data)
		if err != nil || len(f.Problems) > 0 {
			t.Fatalf("the export does not read back: %v %+v", err, f)
		}
		got, err := ReadRulings(f)
		if err != nil || len(got) != 3 || got[0].Notes != free(long+"\nend") {
			t.Fatalf("notes read back = %q, %v; want %q", got[0].Notes, err, free(long+"\nend"))
		}
		for i, g := range f.Games {
			if v, _ := g.Tag("ArbiterRuling"); v != got[i].Label {
				t.Errorf("game %d: ArbiterRuling %q, its commentary %q", i, v, got[i].Label)
			}
			if v, _ := g.Tag("ArbiterCalculator"); v != got[i].Calculator {
				t.Errorf("game %d: ArbiterCalculator %q, its commentary %q", i, v, got[i].Calculator)
			}
			if v, _ := g.Tag("ArbiterRule"); !reflect.DeepEqual(strings.Fields(v), got[i].Rules) {
				t.Errorf("game %d: ArbiterRule %q, its commentary %q", i, v, got[i].Rules)
			}
			if e := g.Event; !strings.HasPrefix(long, e) || len(e) < 200 {
				t.Errorf("game %d: the event's name cut to %q", i, e)
			}
		}
	}
	// the checker itself: what breaks each rule is caught
	good := Write(ev, incs, src, o)
	for name, mangle := range map[string]func(string) string{
		"no EXPORT line": func(s string) string { return strings.Replace(s, "% EXPORT\r\n", "", 1) },
		"LF alone":       func(s string) string { return strings.Replace(s, "\r\n", "\n", 3) },
		"a long line": func(s string) string {
			return strings.Replace(s, "[Site \"?\"]", "[Site \""+strings.Repeat("x", 260)+"\"]", 1)
		},
		"no charset":    func(s string) string { return strings.Replace(s, "charset=UTF-8", "", 1) },
		"Scoring left":  func(s string) string { return strings.Replace(s, "[Scoring \"MP\"]\r\n", "", 1) },
		"an empty tag":  func(s string) string { return strings.Replace(s, "[Site \"?\"]", "[Site \"\"]", 1) },
		"a foreign tag": func(s string) string { return strings.Replace(s, "[ArbiterRule ", "[Rule ", 1) },
		"a short table row": func(s string) string {
			i := strings.Index(s, "[ScoreTable ")
			j := i + strings.Index(s[i:], "\r\n") + 2
			return s[:j] + s[j+strings.IndexByte(s[j:], ' ')+1:] // its first cell dropped
		},
		"deal turned": func(s string) string {
			i := strings.Index(s, "[Deal \"") + len("[Deal \"")
			return s[:i] + string("NESW"[(strings.IndexByte("NESW", s[i])+1)%4]) + s[i+1:]
		},
	} {
		if bad := checkExport([]byte(mangle(string(good)))); len(bad) == 0 {
			t.Errorf("checkExport passes a file with %s", name)
		}
	}
}
