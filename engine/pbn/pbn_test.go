package pbn

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

func readTestdata(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustParse(t testing.TB, name, enc string) *File {
	t.Helper()
	f, err := ParseIn(readTestdata(t, name), enc)
	if err != nil {
		t.Fatalf("ParseIn(%s, %q): %v", name, enc, err)
	}
	return f
}

// lineOf returns the line an error names (its "line" argument), 0 when it names none.
func lineOf(err error) int {
	e, ok := errors.AsType[*engine.Error](err)
	if !ok {
		return 0
	}
	for _, a := range e.Args {
		if a.Name == "line" {
			if n, ok := a.Value.(int); ok {
				return n
			}
		}
	}
	return 0
}

// placeholder finds an argument a message left unfilled.
var placeholder = regexp.MustCompile(`\{[a-z]+\}`)

// prob is a problem a file of the corpus must list: its line, tag and key.
type prob struct {
	line int
	tag  string
	key  string
}

// TestCorpus: every file of the corpus is read (its games, boards and problems as listed) or
// refused with the key and the line listed; a file the table does not list fails.
func TestCorpus(t *testing.T) {
	tests := []struct {
		file     string
		enc      string
		games    int
		boards   []int // the distinct board numbers, in first-seen order
		problems []prob
		key      string // refused whole
		line     int
	}{
		{file: "session16.pbn", games: 16, boards: seq(1, 16)},
		{file: "session36.pbn", games: 36, boards: seq(1, 36)},
		{file: "tables8x3.pbn", games: 24, boards: []int{3, 1, 2}},
		{file: "planted.pbn", games: 15, boards: seq(1, 8)},
		{file: "quirk-bom-crlf.pbn", games: 2, boards: []int{1, 2}},
		{file: "quirk-comments.pbn", games: 2, boards: []int{1, 2}},
		{file: "quirk-unknown.pbn", games: 2, boards: []int{1, 2}},
		{file: "quirk-inherit.pbn", games: 3, boards: []int{1, 2, 3}},
		{file: "quirk-inherit2.pbn", games: 4, boards: []int{1, 2, 3, 4}},
		{file: "quirk-sections.pbn", games: 2, boards: []int{1, 2}},
		{file: "quirk-deals.pbn", games: 3, boards: []int{1, 2, 3}},
		{file: "quirk-tables.pbn", games: 1, boards: []int{1}},
		{file: "quirk-results.pbn", games: 10, boards: seq(1, 10)},
		{file: "quirk-continued.pbn", games: 4, boards: []int{1, 2}},
		{file: "quirk-repeat.pbn", games: 2, boards: []int{1, 2},
			problems: []prob{{6, "Room", "pbn.err.repeat"}, {20, "Room", "pbn.err.repeat"}, {26, "ScoreTable", "pbn.err.repeat"}}},
		{file: "quirk-span.pbn", games: 2, boards: []int{1, 2}},
		{file: "quirk-charset.pbn", games: 1, boards: []int{1}},
		{file: "quirk-cr.pbn", games: 2, boards: []int{1, 2}},
		{file: "quirk-concat.pbn", games: 2, boards: []int{1, 2}},
		{file: "quirk-utf16.pbn", games: 1, boards: []int{1}},
		{file: "quirk-variants.pbn", games: 6, boards: []int{1, 2, 3, 4, 5, 1000},
			problems: []prob{{23, "Board", "pbn.err.boardcalc"}}},
		{file: "quirk-endpos.pbn", games: 3, boards: []int{1, 2, 3},
			problems: []prob{{12, "Deal", "pbn.err.fouled"}}},
		{file: "enc-windows1250.pbn", enc: Windows1250, games: 1, boards: []int{1}},
		{file: "enc-latin2.pbn", enc: Latin2, games: 1, boards: []int{1}},
		{file: "enc-latin1.pbn", enc: Latin1, games: 1, boards: []int{1}},
		{file: "enc-1250-quirks.pbn", enc: Windows1250, games: 2, boards: []int{1, 2},
			problems: []prob{{6, "Room", "pbn.err.repeat"}, {19, "Room", "pbn.err.repeat"}, {23, "Deal", "pbn.err.fouled"}}},
		{file: "empty-pbn.pbn", games: 0},
		{file: "bad-brace.pbn", games: 1, boards: []int{1}, problems: []prob{{3, "", "pbn.err.comment"}}},
		{file: "bad-tag.pbn", games: 1, boards: []int{1}, problems: []prob{{2, "", "pbn.err.tag"}}},
		{file: "bad-deal.pbn", games: 1, boards: []int{1}, problems: []prob{{3, "Deal", "pbn.err.deal"}}},
		{file: "bad-board.pbn", games: 2, boards: []int{0}, problems: []prob{{3, "Board", "pbn.err.board"}}},
		{file: "bad-text.pbn", games: 1, boards: []int{1}, problems: []prob{{1, "", "pbn.err.text"}}},
		{file: "bad-dealer.pbn", games: 1, boards: []int{1}, problems: []prob{{2, "Dealer", "pbn.err.dealer"}}},
		{file: "bad-vul.pbn", games: 1, boards: []int{1}, problems: []prob{{2, "Vulnerable", "pbn.err.vul"}}},
		{file: "bad-string.pbn", games: 1, boards: []int{1}, problems: []prob{{3, "", "pbn.err.string"}}},
		{file: "bad-twice.pbn", games: 1, boards: []int{1}, problems: []prob{{2, "Deal", "pbn.err.deal"}}},
		{file: "bad-empty.pbn", key: "pbn.err.empty"},
		{file: "bad-notpbn.pbn", key: "pbn.err.text", line: 1},
		{file: "bad-utf8.pbn", key: "pbn.err.encoding", line: 3},
	}
	listed := map[string]bool{}
	for _, tc := range tests {
		listed[tc.file] = true
		t.Run(tc.file, func(t *testing.T) {
			f, err := ParseIn(readTestdata(t, tc.file), tc.enc)
			if tc.key != "" {
				e, ok := errors.AsType[*engine.Error](err)
				if !ok || e.Key != tc.key || lineOf(err) != tc.line {
					t.Fatalf("ParseIn = %v, want %s at line %d", err, tc.key, tc.line)
				}
				for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
					if m := engine.ErrorMessage(err, l, ""); tc.line > 0 && !strings.Contains(m, itoa(tc.line)) {
						t.Errorf("%s message %q does not name line %d", l, m, tc.line)
					}
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseIn: %v", err)
			}
			if len(f.Games) != tc.games {
				t.Errorf("games = %d, want %d", len(f.Games), tc.games)
			}
			var boards []int
			for _, g := range f.Games {
				if !slices.Contains(boards, g.Board) {
					boards = append(boards, g.Board)
				}
			}
			if !slices.Equal(boards, tc.boards) {
				t.Errorf("boards = %v, want %v", boards, tc.boards)
			}
			var got []prob
			for _, pr := range f.Problems {
				got = append(got, prob{pr.Line, pr.Tag, pr.Err.Key})
				if lineOf(pr.Err) != pr.Line {
					t.Errorf("problem %+v: its error names line %d", pr, lineOf(pr.Err))
				}
				if pr.Tag != "" && pr.Game < 0 || pr.Game >= 0 && (pr.Game >= len(f.Games) || f.Games[pr.Game].Board != pr.Board) {
					t.Errorf("problem %+v: game %d is not its game", pr, pr.Game)
				}
				for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
					if m := engine.ErrorMessage(pr.Err, l, ""); !strings.Contains(m, itoa(pr.Line)) || placeholder.MatchString(m) {
						t.Errorf("%s message %q does not name line %d", l, m, pr.Line)
					}
				}
			}
			if !slices.Equal(got, tc.problems) {
				t.Errorf("problems = %v, want %v", got, tc.problems)
			}
		})
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "*.pbn"))
	for _, p := range files {
		if !listed[filepath.Base(p)] {
			t.Errorf("%s is not in TestCorpus's table", p)
		}
	}
}

func seq(a, b int) []int {
	var s []int
	for i := a; i <= b; i++ {
		s = append(s, i)
	}
	return s
}

func itoa(n int) string { return strconv.Itoa(n) }

func hand(t *testing.T, s string) cards.Hand {
	t.Helper()
	d, ok := ParseDeal("N:" + s + " - - -")
	if !ok {
		t.Fatalf("hand %q", s)
	}
	return d.Hands[bridge.North]
}

func TestQuirks(t *testing.T) {
	t.Run("bom-crlf", func(t *testing.T) {
		f := mustParse(t, "quirk-bom-crlf.pbn", "")
		g1, g2 := f.Games[0], f.Games[1]
		if g1.Event != "Prolećni turnir" || g1.Site != "Beograd" || g1.Date != "2026.04.11" {
			t.Errorf("game 1 = %q %q %q", g1.Event, g1.Site, g1.Date)
		}
		if g1.Tags[0].Name != "Event" || g1.Tags[0].Line != 4 {
			t.Errorf("first tag = %+v, want Event on line 4", g1.Tags[0])
		}
		// the same hands written from East: East holds what North held on board 1
		if g2.Deal.Hands[bridge.East] != g1.Deal.Hands[bridge.North] || g2.Deal.Hands[bridge.North] != g1.Deal.Hands[bridge.West] {
			t.Errorf("board 2's deal from East is not board 1's turned by one seat")
		}
		if !g2.HasDealer || g2.Dealer != bridge.East || g2.Vul != bridge.NS {
			t.Errorf("board 2 dealer %v vul %v", g2.Dealer, g2.Vul)
		}
	})
	t.Run("comments", func(t *testing.T) {
		f := mustParse(t, "quirk-comments.pbn", "")
		g := f.Games[0]
		want := []string{
			"Deals of the Tuesday session\n  made by the dealing machine; [Board \"99\"] inside a comment is not a tag",
			"the club's weekly pairs", "dealer\nspans", `A commentary after the deal: "quoted" text; and a semicolon`,
		}
		if !slices.Equal(g.Comments, want) {
			t.Errorf("comments = %q, want %q", g.Comments, want)
		}
		if g.Board != 1 || g.Dealer != bridge.North || g.Deal == nil {
			t.Errorf("board 1 = %d %v %v", g.Board, g.Dealer, g.Deal)
		}
		if c := f.Games[1].Comments; !slices.Equal(c, []string{"a whole line of comment", "one", "two"}) {
			t.Errorf("board 2 comments = %q", c)
		}
	})
	t.Run("unknown", func(t *testing.T) {
		f := mustParse(t, "quirk-unknown.pbn", "")
		if f.Games[0].Date != "2019.??.??" || f.Games[0].Contract != "?" {
			t.Errorf("game 1 date %q contract %q", f.Games[0].Date, f.Games[0].Contract)
		}
		g := f.Games[1]
		if g.HasDealer || g.HasVul || g.Deal != nil || g.Board != 2 {
			t.Errorf("game 2 reads values it does not have: %+v", g)
		}
		if r := f.Results(); len(r) != 0 {
			t.Errorf("results = %+v, want none", r)
		}
	})
	t.Run("inherit", func(t *testing.T) {
		f := mustParse(t, "quirk-inherit.pbn", "")
		g1, g2, g3 := f.Games[0], f.Games[1], f.Games[2]
		if g2.Event != "Zimska liga" || g2.Site != "Novi Sad" || g2.Date != "2026.01.20" || *g2.Deal != *g1.Deal {
			t.Errorf("game 2 did not inherit: %q %q %q", g2.Event, g2.Site, g2.Date)
		}
		if g3.Event != "Zimska liga" || g3.Site != "Subotica" || g3.Date != "2026.01.20" {
			t.Errorf("game 3 = %q %q %q", g3.Event, g3.Site, g3.Date)
		}
		if g3.Deal == nil || g3.Deal.Known != [4]bool{} {
			t.Errorf("game 3 deal = %+v, want four unknown hands", g3.Deal)
		}
	})
	t.Run("sections", func(t *testing.T) {
		f := mustParse(t, "quirk-sections.pbn", "")
		g := f.Games[0]
		n := 0
		for _, tg := range g.Tags {
			if tg.Name == "Note" {
				n++
			}
		}
		if n != 2 || g.Score != "NS 400" || g.Contract != "3NT" {
			t.Errorf("notes %d score %q contract %q", n, g.Score, g.Contract)
		}
		r := f.Results()
		if len(r) != 1 {
			t.Fatalf("results = %+v", r)
		}
		e, ok := r[0].Entry()
		s, has := r[0].NSScore(e.Declarer)
		if !ok || e.String() != "3N S =" || !has || s != 400 || r[0].Line != 7 {
			t.Errorf("result = %v %v score %d %v line %d", e, ok, s, has, r[0].Line)
		}
	})
	t.Run("deals", func(t *testing.T) {
		f := mustParse(t, "quirk-deals.pbn", "")
		d := f.Games[0].Deal
		for s, su := range map[bridge.Seat]cards.Suit{bridge.East: cards.Spades, bridge.South: cards.Hearts, bridge.West: cards.Diamonds, bridge.North: cards.Clubs} {
			if cards.Bridge.Length(d.Hands[s], su) != 13 {
				t.Errorf("board 1: %v does not hold the 13 cards of %v", s, su)
			}
		}
		d2 := f.Games[1].Deal
		if d2.Known != [4]bool{true, false, true, false} || d2.Hands[bridge.North] != hand(t, "7654.Q98.AKQ.AKQ") {
			t.Errorf("board 2 known = %v, want South and North", d2.Known)
		}
		if d2.Hands[bridge.South] != hand(t, "AKQ2.J32.T98.765") {
			t.Errorf("board 2 South = %s", cards.Bridge.HandString(d2.Hands[bridge.South]))
		}
		if f.Games[2].Deal.Hands[bridge.West] != hand(t, "AKQ2.J32.T98.765") {
			t.Errorf("board 3: lower-case letters and 10 not read")
		}
	})
	t.Run("tables", func(t *testing.T) {
		f := mustParse(t, "quirk-tables.pbn", "")
		g := f.Games[0]
		if len(g.Tables) != 3 || g.OptimumScore != "NS 430" {
			t.Fatalf("tables = %d, optimum %q", len(g.Tables), g.OptimumScore)
		}
		opt, st, tot := &g.Tables[0], &g.Tables[1], &g.Tables[2]
		if opt.Name != "OptimumResultTable" || len(opt.Rows) != 3 || opt.Cell(2, "Result") != "5" {
			t.Errorf("optimum table = %+v", opt)
		}
		wantCols := []Column{{"Table", 2, 'R'}, {"PairId_NS", 2, 'R'}, {"PairId_EW", 2, 'R'}, {"Names_NS", 20, 'L'},
			{"Contract", 5, 'L'}, {"Declarer", 1, 'R'}, {"Result", 2, 'R'}, {"Score_NS", 5, 'R'}, {"Score_EW", 5, 'R'},
			{"MP_NS", 5, 'R'}, {"Extra", 0, 0}}
		if !slices.Equal(st.Columns, wantCols) {
			t.Errorf("columns = %+v", st.Columns)
		}
		if st.Cell(0, "Names_NS") != "Kovács Éva - Nagy Ödön" || st.Cell(0, "extra") != "x" || st.Cell(1, "Extra") != "" || st.Cell(1, "Score_EW") != "" || st.Lines[2] != 14 {
			t.Errorf("rows = %q, lines %v", st.Rows, st.Lines)
		}
		if tot.Cell(1, "TotalScore") != "50.0" {
			t.Errorf("total = %q", tot.Rows)
		}
		r := g.Results()
		if len(r) != 3 || !r[2].Unplayed() || r[1].Score != "50" || r[1].ScoreSide != "NS" || r[0].Table != "1" || r[0].PairEW != "5" {
			t.Errorf("results = %+v", r)
		}
		names, err := Names(readTestdata(t, "quirk-tables.pbn"), UTF8, 0)
		want := []string{"Párosverseny", "Kovács Éva - Nagy Ödön", "Szűcs Gábor - Tóth Béla", "Őri Lőrinc - Fehér Ágnes"}
		if err != nil || !slices.Equal(names, want) {
			t.Errorf("Names = %q, %v; want %q", names, err, want)
		}
	})
	t.Run("repeat", func(t *testing.T) {
		f := mustParse(t, "quirk-repeat.pbn", "")
		g1, g2 := f.Games[0], f.Games[1]
		if g1.Board != 1 || g1.Room != "Open" || g1.Deal == nil || g1.Contract != "3NT" || g2.Board != 2 || g2.Room != "Open" {
			t.Errorf("games = board %d room %q, board %d room %q", g1.Board, g1.Room, g2.Board, g2.Room)
		}
		notes := 0
		for _, tg := range g1.Tags {
			if tg.Name == "Note" {
				notes++
			}
		}
		if notes != 2 {
			t.Errorf("notes = %d, want 2 (Note may repeat)", notes)
		}
		if len(g2.Tables) != 1 || len(g2.Tables[0].Rows) != 1 || g2.Tables[0].Rows[0][0] != "3NT" {
			t.Errorf("board 2 tables = %+v, want the first ScoreTable alone", g2.Tables)
		}
		if r := f.Results(); len(r) != 2 || r[0].Board != 1 || r[1].Board != 2 {
			t.Errorf("results = %+v", r)
		}
	})
	t.Run("span", func(t *testing.T) {
		f := mustParse(t, "quirk-span.pbn", "")
		g := f.Games[0]
		if g.Event != "Tags over lines" || g.Tags[0].Line != 2 || g.Site != "Kula" || g.Date != "2026.03.01" ||
			g.Board != 1 || g.Dealer != bridge.North || g.Deal == nil || g.Contract != "4S" || g.Declarer != "N" || g.Result != "10" {
			t.Errorf("game 1 = %+v", g)
		}
		if g2 := f.Games[1]; g2.Board != 2 || g2.Dealer != bridge.East || g2.Vul != bridge.NS {
			t.Errorf("game 2 = %+v", g2)
		}
	})
	t.Run("inherit2", func(t *testing.T) {
		f := mustParse(t, "quirk-inherit2.pbn", "")
		want := []struct{ event, site, west, north string }{
			{"Jesenja liga", "Zrenjanin", "Ana", "Bora"},
			{"Jesenja liga", "Zrenjanin", "Ana", "Bora"},
			{"Jesenja liga", "Vršac", "Ana", ""},
			{"Zimska liga", "Zrenjanin", "Ana", ""},
		}
		for i, w := range want {
			g := f.Games[i]
			if g.Event != w.event || g.Site != w.site || g.Players[bridge.West] != w.west || g.Players[bridge.North] != w.north {
				t.Errorf("game %d = %q %q west %q north %q, want %+v", i+1, g.Event, g.Site, g.Players[bridge.West], g.Players[bridge.North], w)
			}
		}
	})
	t.Run("charset", func(t *testing.T) {
		data := readTestdata(t, "quirk-charset.pbn")
		if NeedsEncoding(data) {
			t.Errorf("NeedsEncoding = true for a file that declares its charset")
		}
		f := mustParse(t, "quirk-charset.pbn", "")
		if f.Encoding != Latin1 || f.Games[0].Event != "Café Müller" || f.Games[0].Players[bridge.North] != "Jürgen" {
			t.Errorf("read in %s: %q %q", f.Encoding, f.Games[0].Event, f.Games[0].Players)
		}
	})
	t.Run("cr", func(t *testing.T) {
		f := mustParse(t, "quirk-cr.pbn", "")
		if g := f.Games[1]; g.Line != 6 || g.Dealer != bridge.East || g.Vul != bridge.NS || f.Games[0].Event != "CR only" {
			t.Errorf("game 2 at line %d dealer %v vul %v", g.Line, g.Dealer, g.Vul)
		}
		if l := tagLine(&f.Games[1], "Vulnerable"); l != 8 {
			t.Errorf("Vulnerable on line %d, want 8", l)
		}
	})
	t.Run("concat", func(t *testing.T) {
		f := mustParse(t, "quirk-concat.pbn", "")
		if f.Games[0].Event != "Prvi deo" || f.Games[1].Event != "Drugi deo" || f.Games[1].Line != 8 {
			t.Errorf("events = %q %q, game 2 at line %d", f.Games[0].Event, f.Games[1].Event, f.Games[1].Line)
		}
	})
	t.Run("utf16", func(t *testing.T) {
		f := mustParse(t, "quirk-utf16.pbn", "")
		if f.Encoding != UTF16LE || f.Games[0].Event != "Őszi kupa" || f.Games[0].Players[bridge.North] != "Szűcs Gábor" {
			t.Errorf("read in %s: %q %q", f.Encoding, f.Games[0].Event, f.Games[0].Players)
		}
		var be []byte
		for i := 0; i+1 < len(readTestdata(t, "quirk-utf16.pbn")); i += 2 {
			d := readTestdata(t, "quirk-utf16.pbn")
			be = append(be, d[i+1], d[i])
		}
		if fb, err := Parse(be); err != nil || fb.Encoding != UTF16BE || fb.Games[0].Event != "Őszi kupa" {
			t.Errorf("big-endian: %v", err)
		}
	})
	t.Run("variants", func(t *testing.T) {
		f := mustParse(t, "quirk-variants.pbn", "")
		want := []struct {
			board  int
			dealer bridge.Seat
			vul    bridge.Vul
		}{{1, bridge.North, bridge.None}, {2, bridge.East, bridge.NS}, {3, bridge.South, bridge.EW},
			{4, bridge.West, bridge.Both}, {5, bridge.North, bridge.None}, {1000, bridge.West, bridge.EW}}
		for i, w := range want {
			g := f.Games[i]
			if g.Board != w.board || !g.HasDealer || g.Dealer != w.dealer || !g.HasVul || g.Vul != w.vul {
				t.Errorf("game %d = board %d dealer %v vul %v, want %+v", i+1, g.Board, g.Dealer, g.Vul, w)
			}
		}
	})
	t.Run("endpos", func(t *testing.T) {
		f := mustParse(t, "quirk-endpos.pbn", "")
		d1, d2, d3 := f.Games[0].Deal, f.Games[1].Deal, f.Games[2].Deal
		if d1 == nil || d1.Fouled || d1.Known != [4]bool{true, true, false, true} || d1.Hands[bridge.North].Len() != 3 {
			t.Errorf("end position = %+v", d1)
		}
		if d2 == nil || !d2.Fouled || d2.Hands[bridge.North].Len() != 12 || d2.Hands[bridge.South].Len() != 14 {
			t.Errorf("fouled deal = %+v", d2)
		}
		if d3 == nil || d3.Fouled || d3.Hands[bridge.West].Len() != 12 {
			t.Errorf("twelve cards each = %+v", d3)
		}
	})
	t.Run("continued", func(t *testing.T) {
		f := mustParse(t, "quirk-continued.pbn", "")
		g1, g2, g3, g4 := f.Games[0], f.Games[1], f.Games[2], f.Games[3]
		if g1.Continued || !g2.Continued || g3.Continued || !g4.Continued {
			t.Errorf("continued = %v %v %v %v, want the second game of each board", g1.Continued, g2.Continued, g3.Continued, g4.Continued)
		}
		if g2.Board != 1 || g2.Deal != g1.Deal || g2.Dealer != bridge.North || g2.Room != "Closed" || g2.Contract != "4S" {
			t.Errorf("game 2 = board %d dealer %v room %q contract %q", g2.Board, g2.Dealer, g2.Room, g2.Contract)
		}
		if g4.Board != 2 || g4.Deal != nil || g4.Dealer != bridge.East || !g4.HasVul || g4.Vul != bridge.NS {
			t.Errorf("game 4 = board %d deal %v dealer %v vul %v", g4.Board, g4.Deal, g4.Dealer, g4.Vul)
		}
		if tr := f.Traveller(1); len(tr) != 2 || tr[1].Contract != "4S" {
			t.Errorf("board 1's traveller = %+v", tr)
		}
		if is := Check(f, CheckOptions{}); len(is) != 0 {
			t.Errorf("Check = %+v", is)
		}
	})
	t.Run("tables8x3", func(t *testing.T) {
		f := mustParse(t, "tables8x3.pbn", "")
		r := f.Results()
		if len(r) != 24 {
			t.Fatalf("results = %d, want 24", len(r))
		}
		per := map[int]int{}
		for _, p := range r {
			per[p.Board]++
			if p.PairNS == "" || p.PairEW == "" || p.Table == "" {
				t.Errorf("board %d line %d: pair numbers or table missing", p.Board, p.Line)
			}
		}
		if per[1] != 8 || per[2] != 8 || per[3] != 8 {
			t.Errorf("results per board = %v", per)
		}
		if !slices.Equal(f.Boards(), []int{1, 2, 3}) || len(f.Traveller(2)) != 8 || f.Traveller(2)[7].Table != "8" || f.Traveller(4) != nil {
			t.Errorf("boards %v, traveller of board 2: %+v", f.Boards(), f.Traveller(2))
		}
		if g := f.Board(2); g == nil || g.Board != 2 || g.Deal == nil || f.Board(9) != nil {
			t.Errorf("Board(2) = %+v", g)
		}
		if f.Games[0].Players[bridge.North] != "Igrač 1N" || f.Games[0].PairEW != "9" {
			t.Errorf("game 1 players %q pair %q", f.Games[0].Players, f.Games[0].PairEW)
		}
	})
}

func TestParseDeal(t *testing.T) {
	tests := []struct {
		in string
		ok bool
	}{
		{"N:AKQ2.J32.T98.765 JT98.AK4.765.432 7654.Q98.AKQ.AKQ 3.T765.J432.JT98", true},
		{"w:AKQ2.J32.T98.765 - - -", true},
		{"N:AKQJT98765432... - - -", true},
		{"N:AKQJT98765432.-.-.- - - -", true},
		{"N:  AKQ2.J32.T98.765   -  -   - ", true},
		{"X:AKQ2.J32.T98.765 - - -", false},
		{"N AKQ2.J32.T98.765 - - -", false},
		{"N:AKQ2.J32.T98.765 - -", false},
		{"N:AKQ2.J32.T98 - - -", false},
		{"N:AKQ2.J32.T98.765Z - - -", false},
		{"N:AKQ2.J32.T98.76 - - -", true},   // an end position
		{"N:AKQ2.J32.T98.7654 - - -", true}, // a fouled hand of 14
		{"N:AKQ2.J32.T98.76 JT98.AK4.765.4325 - -", true},
		{"N:AAQ2.J32.T98.765 - - -", false},
		{"N:AKQ2.J32.T98.765 AKQ2.J32.T98.765 - -", false},
		{"", false},
	}
	for _, tc := range tests {
		d, ok := ParseDeal(tc.in)
		if ok != tc.ok {
			t.Errorf("ParseDeal(%q) ok = %v, want %v", tc.in, ok, tc.ok)
			continue
		}
		if ok {
			first, _ := bridge.ParseSeat(tc.in[:1])
			back, ok2 := ParseDeal(d.String(first))
			if !ok2 || back != d {
				t.Errorf("ParseDeal(%q).String = %q does not read back", tc.in, d.String(first))
			}
		}
	}
}

func TestParseVul(t *testing.T) {
	for in, want := range map[string]bridge.Vul{"None": bridge.None, "love": bridge.None, "-": bridge.None,
		"NS": bridge.NS, "ew": bridge.EW, "All": bridge.Both, "Both": bridge.Both} {
		if v, ok := ParseVul(in); !ok || v != want {
			t.Errorf("ParseVul(%q) = %v %v, want %v", in, v, ok, want)
		}
		if v, _ := ParseVul(in); VulString(v) == "" {
			t.Errorf("VulString(%v) empty", v)
		}
	}
	if _, ok := ParseVul("Some"); ok {
		t.Errorf("ParseVul(Some) ok")
	}
}

func TestEncodings(t *testing.T) {
	srName, huName := "Šćepanović Đorđe - Žižić Čedomir", "Őri Lőrinc - Szűcs Gábor"
	tests := []struct {
		file, enc string
		want      []string
	}{
		{"enc-windows1250.pbn", Windows1250, []string{"Turnir Šabac", srName, huName}},
		{"enc-latin2.pbn", Latin2, []string{"Turnir Šabac", srName, huName}},
		{"enc-latin1.pbn", Latin1, []string{"Café", "Müller Jürgen", "Ångström Åsa"}},
	}
	for _, tc := range tests {
		data := readTestdata(t, tc.file)
		if !NeedsEncoding(data) {
			t.Errorf("%s: NeedsEncoding = false", tc.file)
		}
		if _, err := Parse(data); engine.ErrorCode(err) != engine.EINVALID {
			t.Errorf("%s: Parse without an encoding = %v, want the encoding error", tc.file, err)
		}
		got, err := Names(data, tc.enc, 0)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("Names(%s, %s) = %q, %v; want %q", tc.file, tc.enc, got, err, tc.want)
		}
		for _, other := range []string{Windows1250, Latin2, Latin1} {
			if other == tc.enc {
				continue
			}
			if o, _ := Names(data, other, 0); slices.Equal(o, tc.want) {
				t.Errorf("Names(%s, %s) reads the same as %s: the preview could not tell them apart", tc.file, other, tc.enc)
			}
		}
		if got, _ := Names(data, tc.enc, 2); len(got) != 2 {
			t.Errorf("Names(max 2) = %q", got)
		}
	}
	p := Previews(readTestdata(t, "enc-latin2.pbn"), 3)
	if len(p) != 3 || p[0].Encoding != Windows1250 || p[1].Encoding != Latin2 || p[1].Err != nil || p[1].Names[1] != srName {
		t.Errorf("Previews = %+v", p)
	}
	if p := Previews(readTestdata(t, "quirk-tables.pbn"), 1); len(p) != 4 || p[0].Encoding != UTF8 || p[0].Names[0] != "Párosverseny" {
		t.Errorf("Previews of a UTF-8 file = %+v", p)
	}
	if _, err := Decode([]byte("x"), "utf-16"); engine.ErrorCode(err) != engine.EUNSUPPORTED {
		t.Errorf("Decode(utf-16) = %v", err)
	}
	if s, err := Decode([]byte("\xef\xbb\xbfa\n"), UTF8); err != nil || s != "a\n" {
		t.Errorf("Decode(BOM) = %q, %v", s, err)
	}
}

// TestDecodeTables checks the tables against letters worked out from the code charts.
func TestDecodeTables(t *testing.T) {
	tests := []struct {
		enc  string
		b    byte
		want rune
	}{
		{Windows1250, 0x8A, 'Š'}, {Windows1250, 0x9A, 'š'}, {Windows1250, 0x8E, 'Ž'}, {Windows1250, 0x9E, 'ž'},
		{Windows1250, 0xC8, 'Č'}, {Windows1250, 0xE8, 'č'}, {Windows1250, 0xE6, 'ć'}, {Windows1250, 0xD0, 'Đ'},
		{Windows1250, 0xF0, 'đ'}, {Windows1250, 0xD5, 'Ő'}, {Windows1250, 0xF5, 'ő'}, {Windows1250, 0xDB, 'Ű'},
		{Windows1250, 0xFB, 'ű'}, {Windows1250, 0x80, '€'}, {Windows1250, 0x81, '\uFFFD'},
		{Latin2, 0xA9, 'Š'}, {Latin2, 0xB9, 'š'}, {Latin2, 0xAE, 'Ž'}, {Latin2, 0xBE, 'ž'}, {Latin2, 0xE8, 'č'},
		{Latin2, 0xF0, 'đ'}, {Latin2, 0xF5, 'ő'}, {Latin2, 0xFB, 'ű'}, {Latin2, 0xE1, 'á'}, {Latin2, 0xA0, '\u00A0'},
		{Latin1, 0xE9, 'é'}, {Latin1, 0xF5, 'õ'}, {Latin1, 0xFB, 'û'}, {Latin1, 0xC5, 'Å'},
	}
	for _, tc := range tests {
		s, err := Decode([]byte{'a', tc.b}, tc.enc)
		if r := []rune(s); err != nil || len(r) != 2 || r[1] != tc.want {
			t.Errorf("Decode(%#x, %s) = %q, %v; want %q", tc.b, tc.enc, s, err, tc.want)
		}
	}
	for name, tab := range map[string]*[128]rune{Windows1250: &win1250, Latin2: &latin2} {
		seen := map[rune]bool{}
		for i, r := range tab {
			if r != '\uFFFD' && seen[r] {
				t.Errorf("%s: %#x maps to %q twice", name, 0x80+i, r)
			}
			seen[r] = true
		}
	}
}

// TestLarge reads a multi-megabyte file (the 36-board session again and again).
func TestLarge(t *testing.T) {
	one := readTestdata(t, "session36.pbn")
	n := 4<<20/len(one) + 1
	data := bytes.Repeat(append(one, '\n'), n)
	start := time.Now()
	f, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Games) != 36*n || len(f.Results()) != 36*6*n {
		t.Errorf("games = %d results = %d, want %d and %d", len(f.Games), len(f.Results()), 36*n, 36*6*n)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("%d bytes read in %v", len(data), d)
	}
	if _, err := Parse(make([]byte, MaxSize+1)); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("a file over MaxSize: %v", err)
	}
}

// TestMessages: every pbn.* text is in three languages with the same placeholders (the engine's
// catalogue test covers the packages it imports; this package registers on its own).
func TestMessages(t *testing.T) {
	n := 0
	for _, k := range msg.Keys() {
		if !strings.HasPrefix(k, "pbn.") {
			continue
		}
		n++
		tx, _ := msg.Lookup(k)
		if tx.En == "" || tx.Sr == "" || tx.Hu == "" {
			t.Errorf("%s: a language is missing", k)
		}
		ph := func(s string) []string {
			var out []string
			for _, p := range strings.Split(s, "{")[1:] {
				if i := strings.IndexByte(p, '}'); i > 0 && !strings.Contains(p[:i], " ") {
					out = append(out, p[:i])
				}
			}
			slices.Sort(out)
			return slices.Compact(out)
		}
		if e, s, h := ph(tx.En), ph(tx.Sr), ph(tx.Hu); !slices.Equal(e, s) || !slices.Equal(e, h) {
			t.Errorf("%s: placeholders differ: %v %v %v", k, e, s, h)
		}
	}
	if n < 30 {
		t.Errorf("only %d pbn.* keys registered", n)
	}
}
