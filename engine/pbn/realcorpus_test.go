package pbn

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
)

// realCorpus is the folder of PBN files real programs wrote (beside the repository; its
// README names each file's origin). The tests over it skip when it is absent.
const realCorpus = "../../../shared/pbn-corpus"

// realEncodings are the corpus's files that are not UTF-8 and declare no charset: the
// encoding a director would pick (the names read right in it).
var realEncodings = map[string]string{
	"pbntools-sm0807.pbn":                                 Windows1250,
	"pbnref-correct_10.pbn":                               Latin1,
	"pbnref-correct_21.pbn":                               Latin1,
	"pbnref-errors_10.pbn":                                Latin1,
	"pbntools-acbl_1607_pairs_acbl_sat_1pm_speedball.pbn": Latin1,
}

// boardEverywhere are files where every result is a board's (one game per room, the board's
// tags written once: the games after it continue the board).
var boardEverywhere = []string{"endplay-example3.pbn", "ben-bba-bergen.pbn", "rschneider-ruter71.pbn",
	"pbntools-131108szczyrk.pbn", "pbntools-PCH1003.pbn"}

var (
	rawLines = regexp.MustCompile(`\r\n|\r|\n`)
	rawDeal  = regexp.MustCompile(`\[\s*Deal\s*"([^"]*)"\s*\]`)
	rawBoard = regexp.MustCompile(`\[\s*Board\s*"([^"]*)"\s*\]`)
)

// readRaw reads a deal as the file writes it without ParseDeal: the first seat and each
// hand's suits, ranks sorted high to low, "10" as T, a void and an unknown hand as "-"; the
// result is what Deal.String writes for the same deal. ok is false when it is not a deal.
func readRaw(s string) (first string, out string, ok bool) {
	s = strings.TrimSpace(s)
	if len(s) < 2 || s[1] != ':' || !strings.ContainsRune("NESWnesw", rune(s[0])) {
		return "", "", false
	}
	hands := strings.Fields(s[2:])
	if len(hands) != 4 {
		return "", "", false
	}
	const order = "AKQJT98765432"
	var w []string
	for _, h := range hands {
		if h == "-" {
			w = append(w, "-")
			continue
		}
		suits := strings.Split(strings.ReplaceAll(strings.ToUpper(h), "10", "T"), ".")
		if len(suits) != 4 {
			return "", "", false
		}
		for i, su := range suits {
			if su == "-" {
				su = ""
			}
			b := []byte(su)
			for _, c := range b {
				if !strings.ContainsRune(order, rune(c)) {
					return "", "", false
				}
			}
			sort.Slice(b, func(x, y int) bool { return strings.IndexByte(order, b[x]) < strings.IndexByte(order, b[y]) })
			suits[i] = string(b)
		}
		w = append(w, strings.Join(suits, "."))
	}
	return strings.ToUpper(s[:1]), strings.ToUpper(s[:1]) + ":" + strings.Join(w, " "), true
}

// program is the writer a corpus file's name gives (its prefix, as the README lists them).
func program(name string) string {
	if i := strings.IndexByte(name, '-'); i > 0 {
		return name[:i]
	}
	return name
}

// TestRealCorpus reads every file real programs wrote: none refused, every Board and every
// Deal read as an independent reading of its line gives it, a deal left out only with a
// problem on its line; each problem names its line and game. Figures per program in -v.
func TestRealCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(realCorpus, "*.pbn"))
	if len(files) == 0 {
		t.Skip("no real corpus at " + realCorpus)
	}
	type sum struct{ files, games, boards, deals, problems int }
	per := map[string]*sum{}
	misread := 0
	for _, p := range files {
		name := filepath.Base(p)
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f, err := Parse(data)
		if enc, ok := realEncodings[name]; ok {
			if e, isErr := errors.AsType[*engine.Error](err); !isErr || e.Key != "pbn.err.encoding" || !NeedsEncoding(data) {
				t.Errorf("%s: Parse = %v, want the encoding asked for", name, err)
			}
			f, err = ParseIn(data, enc)
		}
		if err != nil {
			t.Errorf("%s: refused: %v", name, err)
			continue
		}
		text, _ := Decode(data, f.Encoding)
		lines := rawLines.Split(text, -1)
		s := per[program(name)]
		if s == nil {
			s = &sum{}
			per[program(name)] = s
		}
		s.files++
		s.games += len(f.Games)
		s.boards += len(f.Boards())
		s.problems += len(f.Problems)
		for _, r := range f.Results() {
			if r.Board == 0 && slices.Contains(boardEverywhere, name) {
				misread++
				t.Errorf("%s line %d: a result on no board", name, r.Line)
			}
		}
		probAt := map[int]bool{}
		for _, pr := range f.Problems {
			probAt[pr.Line] = true
			if pr.Line < 1 || pr.Line > len(lines) || pr.Game >= len(f.Games) {
				t.Errorf("%s: problem %+v outside the file", name, pr)
			}
		}
		for gi := range f.Games {
			g := &f.Games[gi]
			for _, tg := range g.Tags {
				if tg.Line < 1 || tg.Line > len(lines) {
					t.Errorf("%s: tag %s on line %d of %d", name, tg.Name, tg.Line, len(lines))
					continue
				}
				raw := lines[tg.Line-1]
				switch tg.Name {
				case "Board":
					m := rawBoard.FindStringSubmatch(raw)
					if m == nil || strings.HasPrefix(m[1], "#") {
						continue
					}
					n, err := strconv.Atoi(strings.TrimSpace(m[1]))
					if err == nil && n > 0 && n != g.Board || (err != nil || n < 1) && !probAt[tg.Line] {
						misread++
						t.Errorf("%s line %d: board %d, the line says %q", name, tg.Line, g.Board, m[1])
					}
				case "Deal":
					m := rawDeal.FindStringSubmatch(raw)
					if m == nil || strings.HasPrefix(m[1], "#") {
						continue
					}
					first, want, ok := readRaw(m[1])
					if m[1] == "" || m[1] == "?" {
						continue
					}
					switch {
					case g.Deal == nil && !probAt[tg.Line]:
						misread++
						t.Errorf("%s line %d: deal %q not read and no problem listed", name, tg.Line, m[1])
					case g.Deal != nil && !ok:
						misread++
						t.Errorf("%s line %d: deal %q read, the line is not one", name, tg.Line, m[1])
					case g.Deal != nil:
						seat, _ := ParseSeat(first)
						if got := g.Deal.String(seat); got != want {
							misread++
							t.Errorf("%s line %d: deal %s, the line says %s", name, tg.Line, got, want)
						}
						s.deals++
					}
				}
			}
		}
	}
	progs := make([]string, 0, len(per))
	for k := range per {
		progs = append(progs, k)
	}
	slices.Sort(progs)
	for _, k := range progs {
		s := per[k]
		t.Logf("%-10s files %2d games %5d boards %4d deals %5d problems %3d", k, s.files, s.games, s.boards, s.deals, s.problems)
	}
	if misread > 0 {
		t.Errorf("%d boards or deals misread", misread)
	}
}

// TestRealCorpusErrors: the PBN standard's own files of deliberate errors are read (never
// refused), each game whose error is in what Arbiter reads listed with its line: a tag that
// is not [Name "value"], a dealer, vulnerability or deal that cannot be read, a fouled deal
// (read and flagged), text outside a game, a tag given twice. Not listed, by design: the
// errors in what Arbiter does not read (Round, Date, Scoring, an unknown tag's name, the
// Auction and Play sections and their notes, table widths, OptimumScore, ScoreRubberHistory)
// and an empty deal ("W:- - - -", every hand unknown); a result that cannot be read is the
// score-entry check's to list (TestRealCorpusCheck).
func TestRealCorpusErrors(t *testing.T) {
	tests := []struct {
		file  string
		games []int // the games ("% === game N ===") with a problem, ascending
	}{
		{"pbnref-errors_10.pbn", []int{2, 3, 9, 10, 11, 12, 13, 14, 15, 17, 23, 28, 74}},
		{"pbnref-errors_20.pbn", []int{12, 13, 17}},
		{"pbnref-errors_21.pbn", nil},
	}
	hdr := regexp.MustCompile(`=+ game (\d+) =+`)
	for _, tc := range tests {
		data, err := os.ReadFile(filepath.Join(realCorpus, tc.file))
		if err != nil {
			t.Skip("no real corpus at " + realCorpus)
		}
		f, err := ParseIn(data, Latin1)
		if err != nil {
			t.Errorf("%s: refused: %v", tc.file, err)
			continue
		}
		text, _ := Decode(data, Latin1)
		lines := rawLines.Split(text, -1)
		gameOf := func(line int) int {
			for i := line - 1; i >= 0; i-- {
				if m := hdr.FindStringSubmatch(lines[i]); m != nil {
					n, _ := strconv.Atoi(m[1])
					return n
				}
			}
			return 0
		}
		var got []int
		for _, pr := range f.Problems {
			if n := gameOf(pr.Line); len(got) == 0 || got[len(got)-1] != n {
				got = append(got, n)
			}
		}
		if !slices.Equal(got, tc.games) {
			t.Errorf("%s: problems in games %v, want %v", tc.file, got, tc.games)
		}
	}
}

// TestRealCorpusCheck: the score-entry check finds no result that cannot be right in the
// files real programs wrote and in the standard's valid files (a side's tricks, "^", a
// contract without its result, artificial scores are legal PBN), and finds the standard's
// deliberate result errors (an unreadable contract or result, two sides' tricks that are not
// 13) on their lines.
func TestRealCorpusCheck(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(realCorpus, "*.pbn"))
	if len(files) == 0 {
		t.Skip("no real corpus at " + realCorpus)
	}
	wantErr := map[string][]int{"pbnref-errors_10.pbn": {83, 87, 91, 634}}
	for _, p := range files {
		name := filepath.Base(p)
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f, err := ParseIn(data, realEncodings[name])
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		var got []int
		for _, is := range Check(f, CheckOptions{}) {
			if is.Played != nil {
				got = append(got, is.Line)
			}
		}
		if !slices.Equal(got, wantErr[name]) {
			t.Errorf("%s: results listed on lines %v, want %v", name, got, wantErr[name])
		}
	}
}
