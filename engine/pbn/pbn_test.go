package pbn

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
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

// TestCorpus: every file of the corpus is read (its games and boards as listed) or refused
// with the key and the line listed; a file the table does not list fails.
func TestCorpus(t *testing.T) {
	tests := []struct {
		file   string
		enc    string
		games  int
		boards []int // the distinct board numbers, in first-seen order
		key    string
		line   int
	}{
		{file: "session16.pbn", games: 16, boards: seq(1, 16)},
		{file: "session36.pbn", games: 36, boards: seq(1, 36)},
		{file: "tables8x3.pbn", games: 24, boards: []int{3, 1, 2}},
		{file: "planted.pbn", games: 15, boards: seq(1, 8)},
		{file: "quirk-bom-crlf.pbn", games: 2, boards: []int{1, 2}},
		{file: "quirk-comments.pbn", games: 2, boards: []int{1, 2}},
		{file: "quirk-unknown.pbn", games: 2, boards: []int{1, 2}},
		{file: "quirk-inherit.pbn", games: 3, boards: []int{1, 2, 3}},
		{file: "quirk-sections.pbn", games: 2, boards: []int{1, 2}},
		{file: "quirk-deals.pbn", games: 3, boards: []int{1, 2, 3}},
		{file: "quirk-tables.pbn", games: 1, boards: []int{1}},
		{file: "enc-windows1250.pbn", enc: Windows1250, games: 1, boards: []int{1}},
		{file: "enc-latin2.pbn", enc: Latin2, games: 1, boards: []int{1}},
		{file: "enc-latin1.pbn", enc: Latin1, games: 1, boards: []int{1}},
		{file: "bad-brace.pbn", key: "pbn.err.comment", line: 3},
		{file: "bad-tag.pbn", key: "pbn.err.tag", line: 2},
		{file: "bad-deal.pbn", key: "pbn.err.deal", line: 3},
		{file: "bad-board.pbn", key: "pbn.err.board", line: 3},
		{file: "bad-text.pbn", key: "pbn.err.text", line: 1},
		{file: "bad-dealer.pbn", key: "pbn.err.dealer", line: 2},
		{file: "bad-vul.pbn", key: "pbn.err.vul", line: 2},
		{file: "bad-string.pbn", key: "pbn.err.string", line: 3},
		{file: "bad-empty.pbn", key: "pbn.err.empty"},
		{file: "bad-twice.pbn", key: "pbn.err.deal", line: 2},
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
		{"N:AKQ2.J32.T98.76 - - -", false},
		{"N:AKQ2.J32.T98.7654 - - -", false},
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
