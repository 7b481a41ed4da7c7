package bridge

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
)

func mustContract(t testing.TB, s string) Contract {
	t.Helper()
	c, err := ParseContract(s)
	if err != nil {
		t.Fatalf("ParseContract(%q): %v", s, err)
	}
	return c
}

func vulName(v bool) string {
	if v {
		return "vul"
	}
	return "nonvul"
}

// TestScore covers every case class of Law 77: part-scores and games in each strain, over-
// tricks undoubled, doubled and redoubled, the insult, slams, and the undertrick schedules.
func TestScore(t *testing.T) {
	tests := []struct {
		class    string
		contract string
		vul      bool
		tricks   int
		want     int
	}{
		{"passed out", "PASS", false, 0, 0},
		{"part-score minor", "3C", false, 9, 110},
		{"part-score major", "2S", true, 8, 110},
		{"part-score notrump", "1N", false, 7, 90},
		{"part-score 2N", "2N", false, 8, 120},
		{"game notrump", "3N", false, 9, 400},
		{"game notrump vul", "3N", true, 9, 600},
		{"game major", "4S", false, 10, 420},
		{"game major vul", "4H", true, 10, 620},
		{"game minor", "5D", false, 11, 400},
		{"game minor vul", "5C", true, 11, 600},
		{"overtricks undoubled minor", "2D", false, 10, 130},
		{"overtricks undoubled major", "4S", false, 11, 450},
		{"overtricks undoubled notrump", "1N", false, 9, 150},
		{"doubled part-score", "1CX", false, 7, 140},
		{"doubled into game", "2SX", false, 8, 470},
		{"doubled into game vul", "2SX", true, 8, 670},
		{"doubled overtrick", "1NX", false, 8, 280},
		{"doubled overtrick vul", "1NX", true, 8, 380},
		{"redoubled", "1NXX", false, 7, 560},
		{"redoubled overtrick", "1NXX", false, 8, 760},
		{"redoubled overtrick vul", "1NXX", true, 8, 1160},
		{"redoubled minor part-score into game", "2CXX", false, 8, 560},
		{"small slam", "6S", false, 12, 980},
		{"small slam vul", "6S", true, 12, 1430},
		{"small slam doubled vul overtrick", "6SX", true, 13, 1860},
		{"grand slam", "7N", false, 13, 1520},
		{"grand slam vul", "7N", true, 13, 2220},
		{"grand slam redoubled vul", "7NXX", true, 13, 2980},
		{"down undoubled", "4S", false, 9, -50},
		{"down undoubled vul", "4S", true, 9, -100},
		{"down 3 undoubled vul", "4S", true, 7, -300},
		{"down 1 doubled", "4HX", false, 9, -100},
		{"down 2 doubled", "4HX", false, 8, -300},
		{"down 3 doubled", "4HX", false, 7, -500},
		{"down 4 doubled", "4HX", false, 6, -800},
		{"down 5 doubled", "4HX", false, 5, -1100},
		{"down 1 doubled vul", "4HX", true, 9, -200},
		{"down 2 doubled vul", "4HX", true, 8, -500},
		{"down 3 doubled vul", "4HX", true, 7, -800},
		{"down 4 doubled vul", "4HX", true, 6, -1100},
		{"down 1 redoubled", "4HXX", false, 9, -200},
		{"down 2 redoubled", "4HXX", false, 8, -600},
		{"down 3 redoubled", "4HXX", false, 7, -1000},
		{"down 4 redoubled", "4HXX", false, 6, -1600},
		{"down 1 redoubled vul", "4HXX", true, 9, -400},
		{"down 3 redoubled vul", "4HXX", true, 7, -1600},
		{"down 13 redoubled vul", "7NXX", true, 0, -7600},
		{"down 13 undoubled", "7N", false, 0, -650},
	}
	for _, tt := range tests {
		t.Run(tt.class, func(t *testing.T) {
			c := mustContract(t, tt.contract)
			got, err := Score(c, tt.vul, tt.tricks)
			if err != nil {
				t.Fatalf("Score(%s, %s, %d) error: %v", c, vulName(tt.vul), tt.tricks, err)
			}
			if got != tt.want {
				t.Errorf("Score(%s, %s, %d) = %d, want %d", c, vulName(tt.vul), tt.tricks, got, tt.want)
			}
			b, _ := ScoreBreakdown(c, tt.vul, tt.tricks)
			if sum := b.TrickScore + b.Overtricks + b.Insult + b.GameOrPart + b.Slam + b.Undertricks; sum != b.Total {
				t.Errorf("ScoreBreakdown(%s, %s, %d): parts sum to %d, total %d", c, vulName(tt.vul), tt.tricks, sum, b.Total)
			}
		})
	}
}

func TestScoreErrors(t *testing.T) {
	tests := []struct {
		c      Contract
		tricks int
		field  string
	}{
		{Contract{Level: 4, Strain: Spades}, 14, "tricks"},
		{Contract{Level: 4, Strain: Spades}, -1, "tricks"},
		{Contract{Level: 8, Strain: Spades}, 10, "contract"},
		{Contract{Level: 4, Strain: 7}, 10, "contract"},
		{Contract{Level: 4, Strain: Spades, Doubled: 3}, 10, "contract"},
	}
	for _, tt := range tests {
		_, err := Score(tt.c, false, tt.tricks)
		var e *engine.Error
		if !errors.As(err, &e) || e.Code != engine.EINVALID || e.Field != tt.field {
			t.Errorf("Score(%v, nonvul, %d) error = %v, want EINVALID on %s", tt.c, tt.tricks, err, tt.field)
		}
	}
}

func TestPossible(t *testing.T) {
	for _, s := range []int{0, 50, 110, -420, 620, 7600, 2980, 1860} {
		if !Possible(s) {
			t.Errorf("Possible(%d) = false, want true", s)
		}
	}
	for _, s := range []int{10, 20, 425, 7610, 3000} {
		if Possible(s) {
			t.Errorf("Possible(%d) = true, want false", s)
		}
	}
}

func TestBoardInfo(t *testing.T) {
	vuls := []Vul{None, NS, EW, Both, NS, EW, Both, None, EW, Both, None, NS, Both, None, NS, EW}
	dealers := []Seat{North, East, South, West}
	for n := 1; n <= 48; n++ {
		d, v, err := BoardInfo(n)
		if err != nil {
			t.Fatalf("BoardInfo(%d): %v", n, err)
		}
		if want := vuls[(n-1)%16]; v != want {
			t.Errorf("BoardInfo(%d) vul = %v, want %v", n, v, want)
		}
		if want := dealers[(n-1)%4]; d != want {
			t.Errorf("BoardInfo(%d) dealer = %v, want %v", n, d, want)
		}
	}
	if _, _, err := BoardInfo(MaxBoardNumber); err != nil {
		t.Errorf("BoardInfo(%d): %v", MaxBoardNumber, err)
	}
	for _, n := range []int{0, -1, MaxBoardNumber + 1, math.MaxInt} {
		_, _, err := BoardInfo(n)
		var e *engine.Error
		if !errors.As(err, &e) || e.Code != engine.EINVALID || e.Field != "board" {
			t.Fatalf("BoardInfo(%d) error = %v, want EINVALID on board", n, err)
		}
		for _, lang := range msg.Langs {
			m := e.Message(lang)
			if strings.Contains(m, "∞") || !strings.Contains(m, "999") {
				t.Errorf("BoardInfo(%d) message (%v) = %q, want the range 1–999", n, lang, m)
			}
		}
	}
}

func TestVulOf(t *testing.T) {
	tests := []struct {
		v    Vul
		s    Seat
		want bool
	}{
		{None, North, false}, {None, East, false}, {NS, South, true}, {NS, West, false},
		{EW, East, true}, {EW, North, false}, {Both, West, true}, {Both, North, true},
	}
	for _, tt := range tests {
		if got := tt.v.Of(tt.s); got != tt.want {
			t.Errorf("%v.Of(%v) = %v, want %v", tt.v, tt.s, got, tt.want)
		}
	}
}

func TestIMP(t *testing.T) {
	// every band's two edges
	edges := []struct{ lo, hi, imp int }{
		{0, 10, 0}, {20, 40, 1}, {50, 80, 2}, {90, 120, 3}, {130, 160, 4}, {170, 210, 5},
		{220, 260, 6}, {270, 310, 7}, {320, 360, 8}, {370, 420, 9}, {430, 490, 10},
		{500, 590, 11}, {600, 740, 12}, {750, 890, 13}, {900, 1090, 14}, {1100, 1290, 15},
		{1300, 1490, 16}, {1500, 1740, 17}, {1750, 1990, 18}, {2000, 2240, 19},
		{2250, 2490, 20}, {2500, 2990, 21}, {3000, 3490, 22}, {3500, 3990, 23}, {4000, 9000, 24},
	}
	for _, e := range edges {
		for _, d := range []int{e.lo, e.hi} {
			if got := IMP(d); got != e.imp {
				t.Errorf("IMP(%d) = %d, want %d", d, got, e.imp)
			}
			if got := IMP(-d); got != -e.imp {
				t.Errorf("IMP(%d) = %d, want %d", -d, got, -e.imp)
			}
		}
	}
	// odd differences use the band of the value rounded half away from zero to a multiple of 10
	odd := []struct{ diff, want int }{
		{14, 0}, {15, 1}, {-15, -1}, {-14, 0}, {44, 1}, {45, 2}, {424, 9}, {425, 10},
		{3995, 24}, {3994, 23}, {1, 0}, {-5, 0}, {-25, -1},
	}
	for _, tt := range odd {
		if got := IMP(tt.diff); got != tt.want {
			t.Errorf("IMP(%d) = %d, want %d", tt.diff, got, tt.want)
		}
	}
	for _, tt := range []struct {
		diff float64
		want int
	}{{14.5, 1}, {14.4, 0}, {-425.2, -10}, {math.NaN(), 0}, {1e12, 24}, {-1e12, -24}} {
		if got := IMPf(tt.diff); got != tt.want {
			t.Errorf("IMPf(%v) = %d, want %d", tt.diff, got, tt.want)
		}
	}
}

func TestBAM(t *testing.T) {
	for _, tt := range []struct {
		diff int
		want float64
	}{{10, 2}, {1, 2}, {0, 1}, {-10, 0}} {
		if got := BAM(tt.diff); got != tt.want {
			t.Errorf("BAM(%d) = %v, want %v", tt.diff, got, tt.want)
		}
	}
}

func TestStrings(t *testing.T) {
	tests := []struct {
		got  fmt.Stringer
		want string
	}{
		{Spades, "S"}, {NoTrump, "N"}, {Strain(9), "%!Strain(9)"},
		{West, "W"}, {Seat(4), "%!Seat(4)"},
		{Both, "Both"}, {Vul(7), "%!Vul(7)"},
		{Redoubled, "XX"}, {Undoubled, ""}, {Doubled(3), "%!Doubled(3)"},
		{Contract{4, Spades, DoubledX}, "4SX"}, {Pass, "PASS"}, {Contract{8, Spades, 0}, "%!Contract(8,S,)"},
		{Entry{Contract{4, Spades, DoubledX}, North, 8}, "4SX N -2"},
		{Entry{Contract{3, NoTrump, 0}, South, 9}, "3N S ="},
		{Entry{Contract{6, Hearts, 0}, East, 13}, "6H E +1"},
		{Entry{}, "PASS"},
	}
	for _, tt := range tests {
		if s := tt.got.String(); s != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.got, s, tt.want)
		}
	}
}

func TestParseContract(t *testing.T) {
	ok := []struct {
		in   string
		want Contract
	}{
		{"4SX", Contract{4, Spades, DoubledX}}, {" 3nt ", Contract{3, NoTrump, 0}},
		{"7♥XX", Contract{7, Hearts, Redoubled}}, {"pass", Pass}, {"P", Pass}, {"AP", Pass},
		{"1C", Contract{1, Clubs, 0}},
	}
	for _, tt := range ok {
		got, err := ParseContract(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseContract(%q) = %v, %v, want %v", tt.in, got, err, tt.want)
		}
	}
	for _, in := range []string{"", "8S", "0N", "4", "4Z", "4SXXX", "4SY", "S4", "44S"} {
		if c, err := ParseContract(in); engine.ErrorCode(err) != engine.EINVALID {
			t.Errorf("ParseContract(%q) = %v, %v, want EINVALID", in, c, err)
		}
	}
}

func TestParseEntry(t *testing.T) {
	ok := []struct {
		in   string
		want Entry
	}{
		{"4SX N -2", Entry{Contract{4, Spades, DoubledX}, North, 8}},
		{"3N S =", Entry{Contract{3, NoTrump, 0}, South, 9}},
		{"6H e +1", Entry{Contract{6, Hearts, 0}, East, 13}},
		{"2D W 7", Entry{Contract{2, Diamonds, 0}, West, 7}},
		{"PASS", Entry{}},
	}
	for _, tt := range ok {
		got, err := ParseEntry(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseEntry(%q) = %v, %v, want %v", tt.in, got, err, tt.want)
		}
	}
	for _, in := range []string{"", "4S", "4S N", "4S X =", "4S N +8", "1C N -8", "4S N ++1", "4S N +-1", "4S N 14", "4S N 07", "PASS N =", "4S N = x"} {
		if e, err := ParseEntry(in); engine.ErrorCode(err) != engine.EINVALID {
			t.Errorf("ParseEntry(%q) = %v, %v, want EINVALID", in, e, err)
		}
	}
}

func TestEntryCodes(t *testing.T) {
	seen := map[int64]bool{}
	for x := int64(0); x < engine.EntryCodes; x++ {
		e, err := DecodeEntry(x)
		if err != nil {
			t.Fatalf("DecodeEntry(%d): %v", x, err)
		}
		if got := EncodeEntry(e); got != x {
			t.Fatalf("EncodeEntry(DecodeEntry(%d) = %v) = %d", x, e, got)
		}
		seen[x] = true
	}
	for _, x := range []int64{-1, engine.EntryCodes} {
		if _, err := DecodeEntry(x); engine.ErrorCode(err) != engine.EINVALID {
			t.Errorf("DecodeEntry(%d) error = %v, want EINVALID", x, err)
		}
	}
	e := Entry{Contract{4, Spades, 0}, East, 10}
	if s, _ := e.NSScore(NS); s != -420 {
		t.Errorf("%v.NSScore(NS) = %d, want -420", e, s)
	}
	if s, _ := e.NSScore(EW); s != -620 {
		t.Errorf("%v.NSScore(EW) = %d, want -620", e, s)
	}
}
