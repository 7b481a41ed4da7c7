package pref

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/cards"
	"arbiter/engine/internal/calctest"
	"arbiter/engine/internal/shared"
	"arbiter/engine/msg"
)

// The package's tests read Ruleset.Calculators and its messages: build them first.
func TestMain(m *testing.M) {
	Load()
	os.Exit(m.Run())
}

func testParams() *engine.Params { return engine.NewParams(Ruleset, nil) }

func mustHand(t *testing.T, s string) cards.Hand {
	t.Helper()
	h, err := ParseHand(s)
	if err != nil {
		t.Fatalf("ParseHand(%q): %v", s, err)
	}
	return h
}

func card(t *testing.T, s string) cards.Card {
	t.Helper()
	c, err := ParseCard(s)
	if err != nil {
		t.Fatalf("ParseCard(%q): %v", s, err)
	}
	return c
}

func TestTypesPrint(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{Pik.String(), "pik"}, {Sans.String(), "sans"}, {Game(9).String(), "%!Game(9)"},
		{Rekontra.String(), "rekontra"}, {Kontra(7).String(), "%!Kontra(7)"},
		{Left.String(), "left"}, {Seat(5).String(), "%!Seat(5)"},
		{Contract{Herc, true, Kontrirano, true}.String(), "igra herc kontra refe"},
		{GameID(12).String(), "P12"}, {RulingID(7).String(), "S7"}, {Revoked.String(), "revoked"},
		{UnjustDouble.String(), "unjust-double"}, {FaultFollow.String(), "follow"},
	} {
		if tc.got != tc.want {
			t.Errorf("String() = %q, want %q", tc.got, tc.want)
		}
	}
	if g, ok := ParseGame(" Betl "); !ok || g != Betl {
		t.Errorf("ParseGame(Betl) = %v, %v", g, ok)
	}
	if _, err := ParseGameID("P0"); err == nil {
		t.Errorf("ParseGameID(P0): want error")
	}
	if s, err := ParseRulingID("s45"); err != nil || s != 45 {
		t.Errorf("ParseRulingID(s45) = %v, %v", s, err)
	}
}

func TestValue(t *testing.T) {
	p := testParams()
	for _, tc := range []struct {
		c    Contract
		want int
	}{
		{Contract{Pik, false, NoKontra, false}, 4},
		{Contract{Karo, false, NoKontra, false}, 6},
		{Contract{Herc, false, Kontrirano, false}, 16},
		{Contract{Tref, false, Rekontra, false}, 40},
		{Contract{Betl, true, NoKontra, false}, 14},
		{Contract{Sans, true, NoKontra, false}, 16},
		{Contract{Pik, false, NoKontra, true}, 8},
		{Contract{Sans, false, Kontrirano, true}, 56},
	} {
		if got := tc.c.Value(p); got != tc.want {
			t.Errorf("Value(%v) = %d, want %d", tc.c, got, tc.want)
		}
	}
}

func TestReasons(t *testing.T) {
	p := testParams()
	tt := func(n int) *int { return &n }
	for _, tc := range []struct {
		name, hand string
		trump      string // "" = sans
		seat       Seat
		first      bool
		bought     []string
		tricks     *int
		lastPassed bool
		reasons    float64
		sufficient bool
		clause     string
		estimated  bool
	}{
		{"vector-0", "SAK7 HQJ D987 CA8", "S", Right, false, []string{"S8", "DQ"}, tt(1), false, 2, true, ClauseRight, false},
		{"vector-1", "SQ87 HKJ D987 CA8", "H", Right, false, nil, tt(0), false, 1, false, ClauseRightShort, false},
		{"vector-2 half", "SQ8 HKJ9 DA987 C8", "C", Right, false, nil, tt(0), false, 1.5, false, ClauseRightShort, false},
		{"long suit saved by a smaller bought card", "SQ8 HKJ9 DA987 C8", "C", Right, false, []string{"DT", "S7"}, tt(0), false, 2, true, ClauseRight, false},
		{"bought card above the top does not save", "SQ8 HKJ9 DK987 C8", "C", Right, false, []string{"DA", "S7"}, tt(0), false, 1.5, false, ClauseRightShort, false},
		{"vector-x0 two aces", "SA8 HA98 DQJ9 C87", "C", Left, true, []string{"S9", "DT"}, tt(0), false, 2, true, ClauseLeftTwoAces, false},
		{"two aces without a bought card", "SA8 HA98 DQJ9 C87", "C", Left, true, []string{"DK", "DT"}, tt(0), false, 2, false, ClauseLeftShort, false},
		{"vector-x2 no trump, two aces", "SA87 HA98 DKQJ9", "C", Right, false, nil, tt(0), false, 2.5, true, ClauseNoTrumpAces, false},
		{"no trump, one ace", "SA87 HK98 DKQJ9", "C", Right, false, nil, nil, false, 2.5, false, ClauseNoTrumpShort, true},
		{"left free", "S987 H987 D987 C7", "C", Left, false, nil, tt(0), false, 0, true, ClauseLeftFree, false},
		{"left free beats no trump", "S987 H987 DT987", "C", Left, false, nil, nil, false, 0, true, ClauseLeftFree, true},
		{"AQ where declarer bought two", "SAQ7 H987 D987 C7", "C", Right, false, []string{"SK", "S8"}, tt(0), false, 1, true, ClauseAQ, false},
		{"AQ but declarer last, others passed", "SAQ7 H987 D987 C7", "C", Right, false, []string{"SK", "S8"}, tt(0), true, 1, false, ClauseRightShort, false},
		{"left three reasons", "SA7 HA9 DK8 CQ987", "C", Left, true, nil, tt(0), false, 3, true, ClauseLeft3, false},
		{"left two trump tricks", "S987 H98 D98 CAK7", "C", Left, true, nil, tt(2), false, 2, true, ClauseLeftTrumps, false},
		{"left trump and ace", "SA87 H987 D98 CA7", "C", Left, true, nil, tt(1), false, 2, true, ClauseLeftTrumpAce, false},
		{"left trump and king only", "SK87 H987 D98 CA7", "C", Left, true, nil, tt(1), false, 2, false, ClauseLeftShort, false},
		{"sans: side suits only", "SAK8 HA9 DK8 C987", "", Right, false, nil, tt(3), false, 3, true, ClauseRight, false},
		{"estimate AK9 in trumps", "SAK9 H987 D987 C7", "S", Right, false, nil, nil, false, 2, true, ClauseRight, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := ReasonsInput{Hand: mustHand(t, tc.hand), Seat: tc.seat, FirstFollowed: tc.first, DeclarerLastOthersPass: tc.lastPassed}
			if tc.trump == "" {
				in.Sans = true
			} else {
				in.Trump, _ = cards.ParseSuit(tc.trump)
			}
			for _, b := range tc.bought {
				in.Bought = append(in.Bought, card(t, b))
			}
			if tc.tricks != nil {
				in.TrumpTricks, in.TrumpTricksGiven = *tc.tricks, true
			}
			r := Reasons(p, in)
			if r.Reasons != tc.reasons || r.Sufficient != tc.sufficient || r.Clause != tc.clause || r.Estimated != tc.estimated {
				t.Errorf("Reasons(%s) = %v %v %s est=%v, want %v %v %s est=%v", tc.hand, r.Reasons, r.Sufficient, r.Clause, r.Estimated,
					tc.reasons, tc.sufficient, tc.clause, tc.estimated)
			}
		})
	}
}

func TestEstimateTrumpTricks(t *testing.T) {
	p := testParams()
	for _, tc := range []struct {
		hand string
		want int
	}{
		{"SA987 H987 D98 C7", 2}, {"SK9 HJT98 D987 C7", 1}, {"SK HJT987 D987 C7", 0},
		{"SQ98 HJT98 D98 C7", 1}, {"SQ8 HJT987 D98 C7", 0}, {"SAKQ HJT98 D98 C7", 3}, {"S HQJT987 DA98 C8", 0},
	} {
		if got := EstimateTrumpTricks(p, mustHand(t, tc.hand), cards.Spades); got != tc.want {
			t.Errorf("EstimateTrumpTricks(%s, S) = %d, want %d", tc.hand, got, tc.want)
		}
	}
}

func TestScore(t *testing.T) {
	p := testParams()
	for _, tc := range []struct {
		name    string
		h       Hand
		refe    bool
		made    bool
		bula    [3]int
		soupOn0 [3]int // soup written on the declarer (player 0) by each
	}{
		{"worked example", Hand{Game: Pik, Tricks: [3]int{6, 2, 2}, Followed: [3]bool{false, true, true}}, false, true, [3]int{-4, 0, 0}, [3]int{0, 8, 8}},
		{"declarer fails", Hand{Game: Herc, Tricks: [3]int{5, 3, 2}, Followed: [3]bool{false, true, true}}, false, false, [3]int{8, 0, 0}, [3]int{0, 24, 16}},
		{"both follow, one takes 1", Hand{Game: Karo, Tricks: [3]int{7, 2, 1}, Followed: [3]bool{false, true, true}}, false, true, [3]int{-6, 0, 6}, [3]int{0, 12, 6}},
		{"alone with 3", Hand{Game: Tref, Tricks: [3]int{7, 3, 0}, Followed: [3]bool{false, true, false}}, false, true, [3]int{-10, 10, 0}, [3]int{0, 30, 0}},
		{"alone with 4", Hand{Game: Tref, Tricks: [3]int{6, 4, 0}, Followed: [3]bool{false, true, false}}, false, true, [3]int{-10, 0, 0}, [3]int{0, 40, 0}},
		{"betl made, no soups", Hand{Game: Betl, Tricks: [3]int{0, 5, 5}, Followed: [3]bool{false, true, true}}, false, true, [3]int{-12, 0, 0}, [3]int{}},
		{"betl failed", Hand{Game: Betl, Tricks: [3]int{1, 5, 4}}, false, false, [3]int{12, 0, 0}, [3]int{}},
		{"nobody follows", Hand{Game: Sans, Tricks: [3]int{2, 4, 4}}, false, true, [3]int{-14, 0, 0}, [3]int{}},
		{"refe and kontra", Hand{Game: Pik, Kontra: Kontrirano, Tricks: [3]int{6, 4, 0}, Followed: [3]bool{false, true, false}}, true, true, [3]int{-16, 0, 0}, [3]int{0, 64, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := Score(p, tc.h, tc.refe)
			if err != nil {
				t.Fatal(err)
			}
			got := [3]int{r.Soup[0][0], r.Soup[1][0], r.Soup[2][0]}
			if r.Made != tc.made || r.Bula != tc.bula || got != tc.soupOn0 {
				t.Errorf("Score(%v) = made %v bula %v soup %v, want %v %v %v", tc.h, r.Made, r.Bula, got, tc.made, tc.bula, tc.soupOn0)
			}
		})
	}
	if _, err := Score(p, Hand{Game: Pik, Tricks: [3]int{6, 2, 1}}, false); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("Score with 9 tricks: err %v, want EINVALID", err)
	}
}

func TestRefeLegs(t *testing.T) {
	p := testParams()
	s, _ := NewSheet(p, 60)
	s.Apply(p, Hand{Passed: true})
	r, _ := s.Apply(p, Hand{Declarer: 1, Game: Pik, Tricks: [3]int{2, 6, 2}, Followed: [3]bool{true, false, true}})
	if !r.Contract.Refe || r.Value != 8 || s.Refe != [3]int{1, 0, 1} {
		t.Errorf("after a pass and a pik by player 2: refe %v value %d legs %v, want true 8 [1 0 1]", r.Contract.Refe, r.Value, s.Refe)
	}
	if _, err := NewSheet(p, 61); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("NewSheet(61): %v, want EINVALID", err)
	}
}

func TestCheckDeltas(t *testing.T) {
	p := testParams()
	for _, tc := range []struct {
		d   []int
		key string
	}{
		{[]int{2, 0, -4}, ""}, {[]int{-2, -2, -2}, ""}, {[]int{3, 0, 0}, "pref.err.odd"}, {[]int{0, 0, 0}, "pref.err.empty"}, {[]int{2, 0}, "err.list.exact"},
	} {
		err := CheckDeltas(p, tc.d)
		var e *engine.Error
		switch {
		case tc.key == "" && err != nil:
			t.Errorf("CheckDeltas(%v) = %v, want nil", tc.d, err)
		case tc.key != "" && (!errors.As(err, &e) || e.Key != tc.key || e.Code != engine.EINVALID):
			t.Errorf("CheckDeltas(%v) = %v, want %s", tc.d, err, tc.key)
		}
	}
}

func TestOutOfGame(t *testing.T) {
	p := testParams()
	base := OutOfGame{Interrupted: 1000, Now: 1000 + 120, Manual: true, Start: 60, Left: [3]int{20, 12, 8}}
	for _, tc := range []struct {
		name   string
		mod    func(o *OutOfGame)
		ok     bool
		clause string
	}{
		{"default allowed", func(o *OutOfGame) {}, true, "ok"},
		{"exactly a third left", func(o *OutOfGame) { o.Left = [3]int{20, 20, 20} }, true, "ok"},
		{"more than a third left", func(o *OutOfGame) { o.Left = [3]int{20, 20, 22} }, false, "manual-played"},
		{"59 minutes", func(o *OutOfGame) { o.Now = o.Interrupted + 59 }, false, "manual-hour"},
		{"60 minutes", func(o *OutOfGame) { o.Now = o.Interrupted + 60 }, true, "ok"},
		{"innocent harmed", func(o *OutOfGame) { o.InnocentHarmed = true }, false, "manual-innocent"},
		{"just under 7 days", func(o *OutOfGame) { o.Now = o.Interrupted + 7*1440 - 1 }, true, "ok"},
		{"7 days", func(o *OutOfGame) { o.Now = o.Interrupted + 7*1440 }, false, "window"},
		{"nothing asked", func(o *OutOfGame) { o.Manual = false }, false, "no-element"},
		{"replace blamed leaver", func(o *OutOfGame) { o.Manual, o.Replace, o.FirstLeaverBlamed = false, true, true }, false, "replace-blame"},
		{"replace", func(o *OutOfGame) { o.Manual, o.Replace = false, true }, true, "ok"},
		{"league 5", func(o *OutOfGame) { o.Manual, o.League = false, 5 }, true, "ok"},
		{"league 7", func(o *OutOfGame) { o.Manual, o.League = false, 7 }, false, "league-points"},
		{"ban 3", func(o *OutOfGame) { o.Manual, o.BanDays = false, 3 }, true, "ok"},
		{"ban 4", func(o *OutOfGame) { o.Manual, o.BanDays = false, 4 }, false, "ban-range"},
		{"cup", func(o *OutOfGame) { o.Manual, o.CupDQ = false, true }, true, "ok"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := base
			tc.mod(&o)
			r, err := CheckOutOfGame(p, o)
			if err != nil || r.Allowed != tc.ok || r.Clause != tc.clause {
				t.Errorf("CheckOutOfGame = %v %s %v, want %v %s", r.Allowed, r.Clause, err, tc.ok, tc.clause)
			}
		})
	}
	if _, err := CheckOutOfGame(p, OutOfGame{Interrupted: 10, Now: 5}); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("ruling before interruption: %v, want EINVALID", err)
	}
}

func TestSmallChecks(t *testing.T) {
	for _, tc := range []struct {
		name   string
		ok     bool
		clause string
		wantOK bool
		want   string
	}{
		{"revoke ok", first(CheckRevoke(true, true)), second(CheckRevoke(true, true)), true, "ok"},
		{"revoke other judge", first(CheckRevoke(false, true)), second(CheckRevoke(false, true)), false, "other-judge"},
		{"revoke not error", first(CheckRevoke(true, false)), second(CheckRevoke(true, false)), false, "not-error"},
		{"hearing ok", first(CheckHearing(true, true, false, false, false)), second(CheckHearing(true, true, false, false, false)), true, "ok"},
		{"unrated", first(CheckHearing(false, true, false, false, false)), second(CheckHearing(false, true, false, false, false)), false, "unrated"},
		{"no request", first(CheckHearing(true, false, false, false, false)), second(CheckHearing(true, false, false, false, false)), false, "no-request"},
		{"judge played", first(CheckHearing(true, true, true, false, false)), second(CheckHearing(true, true, true, false, false)), false, "judge-played"},
		{"already ruled", first(CheckHearing(true, true, false, true, false)), second(CheckHearing(true, true, false, true, false)), false, "already-ruled"},
		{"obvious error", first(CheckHearing(true, true, false, true, true)), second(CheckHearing(true, true, false, true, true)), true, "obvious-error"},
	} {
		if tc.ok != tc.wantOK || tc.clause != tc.want {
			t.Errorf("%s = %v %s, want %v %s", tc.name, tc.ok, tc.clause, tc.wantOK, tc.want)
		}
	}
}

func first(b bool, _ string) bool    { return b }
func second(_ bool, s string) string { return s }

func TestGoBula(t *testing.T) {
	d, err := GoBula(8, 2, 0)
	if err != nil || d != [3]int{-8, 0, 8} {
		t.Errorf("GoBula(8, 2, 0) = %v, %v, want [-8 0 8]", d, err)
	}
	if _, err := GoBula(8, 1, 1); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("GoBula same player: %v, want EINVALID", err)
	}
}

func TestRescore(t *testing.T) {
	p := testParams()
	h := Hand{Game: Herc, Kontra: Kontrirano, Tricks: [3]int{5, 3, 2}, Followed: [3]bool{false, true, true}}
	r, err := Rescore(p, h, false, UnjustDouble)
	if err != nil || r.Played.Value != 16 || r.New.Value != 8 || r.Deltas != [3]int{-8, 0, 0} || r.SoupDiff != [3]int{40, -24, -16} {
		t.Errorf("Rescore(unjust double) = %d→%d %v %v %v", r.Played.Value, r.New.Value, r.Deltas, r.SoupDiff, err)
	}
	b := Hand{Game: Betl, Kontra: Rekontra, Tricks: [3]int{0, 5, 5}, Followed: [3]bool{false, true, true}}
	r, err = Rescore(p, b, false, SureBetlRedouble)
	if err != nil || r.Played.Value != 48 || r.New.Value != 24 || r.Deltas != [3]int{24, 0, 0} {
		t.Errorf("Rescore(sure betl) = %d→%d %v %v", r.Played.Value, r.New.Value, r.Deltas, err)
	}
	if _, err := Rescore(p, Hand{Game: Pik, Tricks: [3]int{6, 2, 2}}, false, UnjustDouble); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("Rescore without kontra: %v, want EINVALID", err)
	}
	if _, err := Rescore(p, h, false, SureBetlRedouble); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("Rescore sure betl on herc: %v, want EINVALID", err)
	}
}

func TestFixWrongLead(t *testing.T) {
	p := testParams()
	f := FixWrongLead(p, Contract{Igra: true}, 2, false)
	if !f.Applies || f.Value != 16 || f.DeclarerBula != -16 || f.Compensation != 32 {
		t.Errorf("FixWrongLead(igra sans, 2) = %+v", f)
	}
	if f := FixWrongLead(p, Contract{}, 2, true); f.Applies || f.DeclarerBula != 0 || f.Compensation != 0 {
		t.Errorf("FixWrongLead(failed anyway) = %+v, want nothing", f)
	}
}

func TestJudgeFault(t *testing.T) {
	p := testParams()
	for _, tc := range []struct {
		c       FaultCase
		verdict string
		clause  string
	}{
		{FaultCase{Fault: FaultFollow, CausedFall: true}, "go-bula", "follow"},
		{FaultCase{Fault: FaultFollow, CausedFall: true, PartnerDoubled: true}, "none", "partner-double"},
		{FaultCase{Fault: FaultBid, CausedFall: true, GoodCards: 3}, "none", "bid-ok"},
		{FaultCase{Fault: FaultBid, CausedFall: true, GoodCards: 2}, "go-bula", "bid"},
		{FaultCase{Fault: FaultGross, CausedFall: true, OtherErrorMore: true}, "none", "other-error"},
		{FaultCase{Fault: FaultSansLead, CausedFall: false}, "none", "no-fall"},
		{FaultCase{Fault: FaultGross, CausedFall: true, Shared: true}, "split", "gross-error"},
		{FaultCase{Fault: FaultUnsportingNoEffect}, "add-bula", "unsporting-no-effect"},
		{FaultCase{Fault: FaultFollow, CausedFall: true, LostRight: true}, "none", "lost-right"},
	} {
		v := JudgeFault(p, tc.c)
		if v.Verdict != tc.verdict || v.Clause != tc.clause {
			t.Errorf("JudgeFault(%+v) = %s %s, want %s %s", tc.c, v.Verdict, v.Clause, tc.verdict, tc.clause)
		}
	}
	if v := JudgeFault(p, FaultCase{Fault: FaultUnsportingNoEffect}); v.Bula != 4 {
		t.Errorf("unsporting bula = %d, want 4", v.Bula)
	}
}

func TestLead(t *testing.T) {
	p := testParams()
	spade, heart := cards.Spades, cards.Hearts
	for _, tc := range []struct {
		name, hand string
		c          LeadCase
		bid        *cards.Suit
		lead       string
		verdict    string
		card       string
	}{
		{"invited, no bid: top club", "SK8 HA97 DQJ8 CKT", Invited, nil, "CK", "correct", "CK"},
		{"invited, low club", "SK8 HA97 DQJ8 CKT", Invited, nil, "CT", "wrong", "CK"},
		{"doubled, no bid: spades", "SK8 HA97 DQJ8 CKT", Doubled, nil, "SK", "correct", "SK"},
		{"bid hearts, three cards: any heart", "SK8 HA97 DQJ8 CKT", Invited, &heart, "H7", "correct", ""},
		{"bid hearts, lead spade", "SK8 HA97 DQJ8 CKT", Invited, &heart, "SK", "wrong", ""},
		{"bid spades, void", "S HA97 DQJ8 CKT98", Doubled, &spade, "CK", "any", ""},
		{"no lead given", "SK8 HA97 DQJ8 CKT", Invited, nil, "", "required", "CK"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var l *cards.Card
			if tc.lead != "" {
				c := card(t, tc.lead)
				l = &c
			}
			r := Lead(p, mustHand(t, tc.hand), tc.c, tc.bid, l)
			got := ""
			if r.Highest {
				got = CardString(r.Card)
			}
			if r.Verdict != tc.verdict || got != tc.card {
				t.Errorf("Lead = %s %q, want %s %q", r.Verdict, got, tc.verdict, tc.card)
			}
		})
	}
}

func TestHandCodes(t *testing.T) {
	for _, code := range []int64{0, 110006023, 230007023, 350000053, 361210103 - 10103 + 3} {
		h, err := DecodeHand(code, "hands", 1)
		if err != nil {
			t.Errorf("DecodeHand(%d): %v", code, err)
			continue
		}
		if back, err := EncodeHand(h); err != nil || back != code {
			t.Errorf("EncodeHand(DecodeHand(%d)) = %d, %v", code, back, err)
		}
	}
	for _, bad := range []int64{-1, 1, 410006023, 170006023, 120306023, 110011003, 110006064, 110006024} {
		if _, err := DecodeHand(bad, "hands", 1); engine.ErrorCode(err) != engine.EINVALID {
			t.Errorf("DecodeHand(%d) = %v, want EINVALID", bad, err)
		}
	}
}

func TestRecords(t *testing.T) {
	p := testParams()
	l := Log{
		{ID: 1, Game: 10, Judge: "ana", Kind: InGame, Hand: 3, Deltas: [3]int{-16, 0, 16}, Reason: "praćenje bez rezona"},
		{ID: 2, Game: 10, Judge: "bora", Kind: OutOfGameKind, LeaguePoints: 5, Reason: "napuštanje"},
	}
	if err := l.Check(p); err != nil {
		t.Fatalf("Check: %v", err)
	}
	if l.Next() != 3 {
		t.Errorf("Next() = %v, want S3", l.Next())
	}
	if err := l.Revoke(2, "ana", "greška"); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("Revoke by another judge: %v, want EINVALID", err)
	}
	if err := l.Revoke(2, "bora", " "); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("Revoke without reason: %v, want EINVALID", err)
	}
	if err := l.Revoke(2, "bora", "pogrešan igrač"); err != nil || l[1].Status != Revoked {
		t.Errorf("Revoke: %v status %v", err, l[1].Status)
	}
	if err := l.Revoke(2, "bora", "opet"); engine.ErrorCode(err) != engine.ECONFLICT {
		t.Errorf("Revoke twice: %v, want ECONFLICT", err)
	}
	if err := l.Revoke(9, "bora", "x"); engine.ErrorCode(err) != engine.ENOTFOUND {
		t.Errorf("Revoke unknown: %v, want ENOTFOUND", err)
	}
	for _, tc := range []struct {
		name string
		r    Record
	}{
		{"odd delta", Record{ID: 3, Game: 1, Judge: "a", Hand: 1, Deltas: [3]int{3, 0, 0}}},
		{"no hand", Record{ID: 3, Game: 1, Judge: "a", Deltas: [3]int{2, 0, 0}}},
		{"no judge", Record{ID: 3, Game: 1, Hand: 1, Deltas: [3]int{2, 0, 0}}},
		{"league 7", Record{ID: 3, Game: 1, Judge: "a", Kind: OutOfGameKind, LeaguePoints: 7}},
		{"ban 5", Record{ID: 3, Game: 1, Judge: "a", Kind: OutOfGameKind, BanDays: 5}},
		{"revoked by other", Record{ID: 3, Game: 1, Judge: "a", Hand: 1, Deltas: [3]int{2, 0, 0}, Status: Revoked, RevokedBy: "b", RevokeReason: "x"}},
	} {
		if err := tc.r.Check(p); engine.ErrorCode(err) != engine.EINVALID {
			t.Errorf("%s: Check = %v, want EINVALID", tc.name, err)
		}
	}
	dup := append(Log{}, l[0], l[0])
	if err := dup.Check(p); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("duplicate S1: %v, want EINVALID", err)
	}
}

// randomHand is a legal random hand for player order 0..2.
func randomHand(r *rand.Rand) Hand {
	if r.Intn(6) == 0 {
		return Hand{Passed: true}
	}
	h := Hand{Declarer: r.Intn(3), Game: Games[r.Intn(6)], Igra: r.Intn(4) == 0, Kontra: Kontra(r.Intn(3))}
	t := r.Intn(11)
	l := r.Intn(11 - t)
	d := h.Declarer
	h.Tricks[d], h.Tricks[Left.At(d)], h.Tricks[Right.At(d)] = t, l, 10-t-l
	h.Followed[Left.At(d)], h.Followed[Right.At(d)] = r.Intn(2) == 0, r.Intn(2) == 0
	return h
}

func randomPlay(r *rand.Rand) Play {
	pl := Play{Start: 2 * (10 + r.Intn(40))}
	n := 1 + r.Intn(25)
	for i := 0; i < n; i++ {
		pl.Hands = append(pl.Hands, randomHand(r))
	}
	for i := r.Intn(4); i > 0; i-- {
		var d [3]int
		for d == [3]int{} {
			for j := range d {
				d[j] = 2 * (r.Intn(21) - 10)
			}
		}
		pl.Rulings = append(pl.Rulings, Ruling{AfterHand: 1 + r.Intn(n), Deltas: d})
	}
	return pl
}

func TestPropertyEvenAndZeroSum(t *testing.T) {
	p := testParams()
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 2000; i++ {
		pl := randomPlay(r)
		s, _, err := pl.Sheet(p)
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		for a := 0; a < 3; a++ {
			if s.Bula[a]%2 != 0 {
				t.Fatalf("game %d: bula %v has an odd entry", i, s.Bula)
			}
			for b := 0; b < 3; b++ {
				if s.Soup[a][b]%2 != 0 || (a == b && s.Soup[a][b] != 0) {
					t.Fatalf("game %d: soups %v", i, s.Soup)
				}
			}
		}
		st := s.Settle(p)
		if sum := st.Relative[0] + st.Relative[1] + st.Relative[2]; math.Abs(sum) > 1e-9 {
			t.Fatalf("game %d: relative settlement sums to %v, want 0", i, sum)
		}
	}
}

func TestPropertyRulingExactAndRevocable(t *testing.T) {
	p := testParams()
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 1000; i++ {
		pl := randomPlay(r)
		before, _, err := pl.Sheet(p)
		if err != nil {
			t.Fatal(err)
		}
		d := [3]int{2 * (r.Intn(11) - 5), 2 * (r.Intn(11) - 5), 2}
		with := pl
		with.Rulings = append(append([]Ruling{}, pl.Rulings...), Ruling{AfterHand: 1 + r.Intn(len(pl.Hands)), Deltas: d})
		after, _, err := with.Sheet(p)
		if err != nil {
			t.Fatal(err)
		}
		for a := 0; a < 3; a++ {
			if after.Bula[a]-before.Bula[a] != d[a] {
				t.Fatalf("game %d: bula moved %d, want %d", i, after.Bula[a]-before.Bula[a], d[a])
			}
		}
		if after.Soup != before.Soup || after.Refe != before.Refe || after.Hands != before.Hands {
			t.Fatalf("game %d: a ruling changed soups or refe", i)
		}
		with.Rulings[len(with.Rulings)-1].Revoked = true
		revoked, _, _ := with.Sheet(p)
		if *revoked != *before {
			t.Fatalf("game %d: revoking did not restore the sheet: %+v vs %+v", i, revoked, before)
		}
	}
}

// TestCalculators runs every calculator on its defaults and checks every message key a result
// or a form can show.
func TestCalculators(t *testing.T) {
	need := func(k string) {
		t.Helper()
		if !msg.Has(k) {
			t.Errorf("missing message %s", k)
		}
	}
	covered := map[string]bool{}
	for _, r := range Ruleset.Rules {
		need(r.Summary)
		if len(r.Calculators) == 0 && r.Info == "" {
			t.Errorf("rule %s has neither calculators nor Info", r.ID)
		}
		for _, c := range r.Calculators {
			if Ruleset.Calculator(c) == nil {
				t.Errorf("rule %s names unknown calculator %s", r.ID, c)
			}
			covered[c] = true
		}
	}
	for _, c := range Ruleset.Calculators {
		t.Run(c.ID, func(t *testing.T) {
			if !covered[c.ID] {
				t.Errorf("no rule lists calculator %s", c.ID)
			}
			need(c.TitleKey())
			need("group." + c.Group)
			for i, f := range c.Inputs {
				need(f.LabelKey())
				if f.Help != "" {
					need(f.Help)
				}
				for j := range f.Options {
					need(f.OptionKey(j))
				}
				if f.Default == nil && !f.Optional && !f.Kind.IsList() {
					t.Errorf("field %d %s has no default", i, f.Name)
				}
			}
			res, err := calctest.Run(t, Ruleset, c.ID, nil, nil)
			if err != nil {
				t.Fatalf("Run(defaults): %v", err)
			}
			for _, pa := range res.Parties {
				need("party." + pa.Role)
				for _, o := range pa.Outs {
					if !msg.Has("out."+o.Name) && !msg.Has(c.ID+".out."+o.Name) {
						t.Errorf("no label for output %s", o.Name)
					}
					if o.Str != "" && !msg.Has(c.ID+".val."+o.Name+"."+o.Str) {
						t.Errorf("no text for %s.val.%s.%s", c.ID, o.Name, o.Str)
					}
				}
			}
			for _, s := range res.Steps {
				need(s.Key)
			}
			for _, d := range res.Decisions {
				need(d)
			}
		})
	}
	// every coded value any clause can produce
	for _, k := range []string{ClauseLeftFree, ClauseAQ, ClauseNoTrumpAces, ClauseNoTrumpShort, ClauseRight, ClauseRightShort,
		ClauseLeft3, ClauseLeftTrumps, ClauseLeftTrumpAce, ClauseLeftTwoAces, ClauseLeftShort} {
		need("pref.reasons.val.clause." + k)
	}
	for _, k := range []string{"ok", "window", "no-element", "replace-blame", "manual-played", "manual-hour", "manual-innocent", "league-points", "ban-range"} {
		need("pref.out-of-game.val.clause." + k)
	}
	for _, k := range faultNames {
		need("pref.bula-reasons.val.clause." + k)
	}
	for _, k := range []string{"rescore.unjust-double", "rescore.sure-betl"} {
		need("pref.step." + k)
	}
}

// TestCalculatorErrors: combinations the schema cannot express are EINVALID naming the field.
func TestCalculatorErrors(t *testing.T) {
	for _, tc := range []struct {
		calc  string
		set   calctest.Fields
		field string
	}{
		{"pref.ruling", calctest.Fields{"deltas": []int64{3, 0, 0}}, "deltas"},
		{"pref.ruling", calctest.Fields{"deltas": []int64{0, 0, 0}}, "deltas"},
		{"pref.go-bula", calctest.Fields{"guilty": "p2", "innocent": "p2"}, "innocent"},
		{"pref.sheet", calctest.Fields{"start_bula": 61}, "start_bula"},
		{"pref.sheet", calctest.Fields{"hands": []int64{110011003}}, "hands"},
		{"pref.sheet", calctest.Fields{"rulings": []int64{1, 2, 0}}, "rulings"},
		{"pref.sheet", calctest.Fields{"rulings": []int64{9, 2, 0, -2}}, "rulings"},
		{"pref.sheet", calctest.Fields{"rulings": []int64{1, 1, 0, -2}}, "deltas"},
		{"pref.rescore", calctest.Fields{"kontra": "none"}, "kontra"},
		{"pref.rescore", calctest.Fields{"decl_tricks": 8, "left_tricks": 5}, "left_tricks"},
		{"pref.out-of-game", calctest.Fields{"now": 0}, "now"},
		{"pref.lead", calctest.Fields{"lead": "SA"}, "lead"},
		{"pref.reasons", calctest.Fields{"bought1": "SA"}, "bought1"},
		{"pref.reasons", calctest.Fields{"bought1": 3, "bought2": 3}, "bought2"},
		{"pref.reasons", calctest.Fields{"trump_tricks": 4}, "trump_tricks"},
	} {
		_, err := calctest.Run(t, Ruleset, tc.calc, tc.set, nil)
		var e *engine.Error
		if !errors.As(err, &e) || e.Code != engine.EINVALID || e.Field != tc.field {
			t.Errorf("%s(%v) = %v, want EINVALID on %s", tc.calc, tc.set, err, tc.field)
		}
	}
}

// TestCoreCodes: the typed cores refuse an option code their form has no option for, as
// EINVALID on the field (a form never sends one).
func TestCoreCodes(t *testing.T) {
	p := testParams()
	for _, tc := range []struct {
		name  string
		run   func() (*engine.Result, error)
		field string
	}{
		{"GameValue game", func() (*engine.Result, error) { return GameValue(p, GameValueInput{Game: "Pik", Kontra: "none"}) }, "game"},
		{"GameValue kontra", func() (*engine.Result, error) { return GameValue(p, GameValueInput{Game: "pik", Kontra: "sub"}) }, "kontra"},
		{"GoToBula guilty", func() (*engine.Result, error) {
			return GoToBula(p, GoToBulaInput{Game: "pik", Kontra: "none", Guilty: "p4", Innocent: "p1"})
		}, "guilty"},
		{"OutOfGameRuling league", func() (*engine.Result, error) {
			return OutOfGameRuling(p, OutOfGameRulingInput{Manual: true, StartBula: 60, League: "max"})
		}, "league"},
		{"BulaReasons fault", func() (*engine.Result, error) { return BulaReasons(p, BulaReasonsInput{Fault: "cheat"}) }, "fault"},
		{"RescoreHand case", func() (*engine.Result, error) {
			return RescoreHand(p, RescoreHandInput{Case: "other", Game: "pik", Kontra: "kontra", Followers: "both"})
		}, "case"},
		{"RescoreHand followers", func() (*engine.Result, error) {
			return RescoreHand(p, RescoreHandInput{Case: "unjust-double", Game: "pik", Kontra: "kontra", Followers: "all"})
		}, "followers"},
		{"WrongLead kontra", func() (*engine.Result, error) { return WrongLead(p, WrongLeadInput{Kontra: ""}) }, "kontra"},
		{"LeadCheck case", func() (*engine.Result, error) {
			return LeadCheck(p, LeadCheckInput{Hand: mustHand(t, "SK8 HA97 DQJ8 CKT"), Case: "asked", Bid: "none"})
		}, "case"},
		{"LeadCheck bid", func() (*engine.Result, error) {
			return LeadCheck(p, LeadCheckInput{Hand: mustHand(t, "SK8 HA97 DQJ8 CKT"), Case: "invited", Bid: "sans"})
		}, "bid"},
		{"FollowReasons trump", func() (*engine.Result, error) {
			return FollowReasons(p, FollowReasonsInput{Hand: mustHand(t, "SAK7 HQJ D987 CA8"), Trump: "betl", Seat: "right"})
		}, "trump"},
		{"FollowReasons seat", func() (*engine.Result, error) {
			return FollowReasons(p, FollowReasonsInput{Hand: mustHand(t, "SAK7 HQJ D987 CA8"), Trump: "pik", Seat: "declarer"})
		}, "seat"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tc.run()
			var e *engine.Error
			if !errors.As(err, &e) || e.Code != engine.EINVALID || e.Field != tc.field {
				t.Errorf("%s = %v, want EINVALID on %s", tc.name, err, tc.field)
			}
		})
	}
}

func TestReasonsCalculatorEstimate(t *testing.T) {
	f, res := calctest.MustRun(t, Ruleset, "pref.reasons", nil, nil)
	if !res.Estimate || f["trump_tricks"] != 2.0 || f["reasons"] != 3.0 || f["sufficient"] != true {
		t.Errorf("reasons on defaults = %v estimate %v, want 2 trump tricks estimated, 3 reasons", f, res.Estimate)
	}
}

func TestParams(t *testing.T) {
	seen := map[string]bool{}
	keyRE := regexp.MustCompile(`^[a-z0-9_]+(\.[a-z0-9_]+)+$`)
	for _, p := range Ruleset.Params {
		if seen[p.Key] || !keyRE.MatchString(p.Key) {
			t.Errorf("bad or duplicate parameter key %q", p.Key)
		}
		seen[p.Key] = true
		if p.Value < p.Min || p.Value > p.Max {
			t.Errorf("%s = %v outside [%v, %v]", p.Key, p.Value, p.Min, p.Max)
		}
	}
	// a club override is read
	p := engine.NewParams(Ruleset, map[string]float64{"value.pik": 6})
	if v := (Contract{Game: Pik}).Value(p); v != 6 || len(p.Club()) != 1 {
		t.Errorf("overridden pik = %d (club %v), want 6", v, p.Club())
	}
}

// TestCitations: every parameter and rule cites the club text in one style, "Pref." and the
// numbering the package doc gives its sections (a section, a bullet, a question's bullet, or a
// range of sections).
func TestCitations(t *testing.T) {
	cite := regexp.MustCompile(`^Pref\. [1-6](\.[0-9]+){0,2}(–[1-6])?$`)
	for _, p := range Ruleset.Params {
		if !cite.MatchString(p.Section) {
			t.Errorf("parameter %s cites %q, want Pref. <section>[.<bullet>]", p.Key, p.Section)
		}
	}
	for _, r := range Ruleset.Rules {
		if !cite.MatchString(r.Section) {
			t.Errorf("rule %s cites %q, want Pref. <section>[.<bullet>]", r.ID, r.Section)
		}
	}
}

func ourTexts() []string {
	var out []string
	for _, k := range msg.Keys() {
		if strings.HasPrefix(k, "pref.") || strings.HasPrefix(k, "calc.pref.") || strings.HasPrefix(k, "rule.pref.") {
			t, _ := msg.Lookup(k)
			out = append(out, t.En, t.Sr, t.Hu)
		}
	}
	return out
}

// TestNoSeedSentences: no 8-word run of the club's text appears in our texts.
func TestNoSeedSentences(t *testing.T) {
	seed := shared.LoadSeeds(t, "preferans-club-judging.sr.txt")
	for _, s := range append(ourTexts(), Ruleset.Names.Sr, Ruleset.Source) {
		if g, _, ok := seed.Copy(s); ok {
			t.Errorf("text copies the seed: %q", g)
		}
	}
}

// TestSerbianEkavian rejects common ijekavian forms in the Serbian texts.
func TestSerbianEkavian(t *testing.T) {
	bad := regexp.MustCompile(`(?i)\b(vrijem|podijel|sudac|natjecanj|primjen|pravilo je|uvjet|mjest|lijev|dijel|bijel|cijel|prije)\w*`)
	for _, k := range msg.Keys() {
		if !strings.Contains(k, "pref") {
			continue
		}
		t2, _ := msg.Lookup(k)
		if m := bad.FindString(t2.Sr); m != "" && m != "pravilo je" {
			t.Errorf("%s: ijekavian form %q in %q", k, m, t2.Sr)
		}
	}
}

// TestTrickCountWording: no text puts a number placeholder straight before a plural noun for
// tricks ("{tricks} tricks" prints "1 tricks"; Serbian "{tricks} štihova" is wrong for 1–4):
// counts are written as "tricks taken: 1" / "broj štihova: 1". Hungarian takes the singular after
// any number, so "{tricks} ütéssel" is right for every count.
func TestTrickCountWording(t *testing.T) {
	plural := regexp.MustCompile(`\{[a-z_]+\} (tricks|štih[a-z]*)\b`)
	for _, k := range msg.Keys() {
		for _, lang := range msg.Langs {
			if s := msg.T(lang, k); plural.MatchString(s) {
				t.Errorf("%s (%v) = %q: a count before a plural noun", k, lang, s)
			}
		}
		if !strings.HasPrefix(k, "pref.step.") {
			continue
		}
		for _, lang := range msg.Langs {
			s := msg.T(lang, k, msg.A("tricks", 1), msg.A("n", 1), msg.A("player", 1), msg.A("soup", 2), msg.A("comp", 2), msg.A("value", 2), msg.A("contract", "pik"))
			if strings.Contains(s, "1 tricks") || strings.Contains(s, "1 štihova") {
				t.Errorf("%s (%v) with one trick = %q", k, lang, s)
			}
		}
	}
}

// FuzzHand: any string either fails to parse or parses to a valid hand that prints and parses
// back to itself; nothing panics. Seeds are in testdata/fuzz/FuzzHand.
func FuzzHand(f *testing.F) {
	f.Add("SAK7 HQJ D987 CA8")
	f.Fuzz(func(t *testing.T, s string) {
		h, err := ParseHand(s)
		if err != nil {
			return
		}
		if !cards.Preferans.Valid(h) {
			t.Fatalf("ParseHand(%q) = %x, not a 10-card Preferans hand", s, uint64(h))
		}
		out := HandString(h)
		back, err := ParseHand(out)
		if err != nil || back != h {
			t.Fatalf("ParseHand(HandString(%q)) = %x, %v; want %x", out, uint64(back), err, uint64(h))
		}
	})
}

// FuzzHandCode: every hand code decodes to a hand that encodes back to the same code, or fails.
func FuzzHandCode(f *testing.F) {
	for _, c := range Ruleset.Calculator("pref.sheet").Inputs.Field("hands").Default {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, c int64) {
		h, err := DecodeHand(c, "hands", 1)
		if err != nil {
			return
		}
		if back, err := EncodeHand(h); err != nil || back != c {
			t.Fatalf("EncodeHand(DecodeHand(%d)) = %d, %v", c, back, err)
		}
	})
}

// FuzzSheet: score-sheet inputs built from bytes (hand codes, mostly well-formed, some raw;
// rulings in groups of four) run through the pref.sheet calculator without a panic; a refusal
// is an *engine.Error with a registered message, a result has steps, a finite relative score
// per player summing to zero, and every hand code it read encodes back to itself.
func FuzzSheet(f *testing.F) {
	f.Add([]byte{1, 1, 0, 0, 6, 2, 3, 0, 0, 0, 0, 0, 0, 0}, []byte{3, 0, 0, 0}, uint16(60))
	f.Add([]byte{2, 6, 1, 2, 10, 0, 3, 3, 6, 0, 0, 0, 4, 0}, []byte{}, uint16(2))
	f.Add([]byte{255, 255, 255, 255, 255, 255, 255}, []byte{9, 200, 200, 200, 1}, uint16(1000))
	c := Ruleset.Calculator("pref.sheet")
	p := engine.NewParams(Ruleset, nil)
	f.Fuzz(func(t *testing.T, hb, rb []byte, start uint16) {
		var hands []int64
		for i := 0; i+7 <= len(hb); i += 7 {
			b := hb[i : i+7]
			if b[0] >= 200 { // a raw code
				hands = append(hands, int64(b[1])<<24|int64(b[2])<<16|int64(b[3])<<8|int64(b[4]))
				continue
			}
			if b[0]%5 == 0 {
				hands = append(hands, 0)
				continue
			}
			tt, ll := int64(b[4]%11), int64(b[5]%11)
			code := (((((int64(b[0]%3+1)*10+int64(b[1]%6+1))*10+int64(b[2]%2))*10+int64(b[3]%3))*100+tt)*100+ll)*10 + int64(b[6]%4)
			hands = append(hands, code)
		}
		var rulings []int64
		for _, x := range rb {
			rulings = append(rulings, int64(int8(x))*8)
		}
		v := calctest.Values(t, c, calctest.Fields{"start_bula": int64(start), "hands": hands, "rulings": rulings, "by_hand": false})
		res, err := c.Run(p, v)
		if err != nil {
			var e *engine.Error
			var l engine.ErrorList
			switch {
			case errors.As(err, &l):
				e = l[0]
			case errors.As(err, &e):
			default:
				t.Fatalf("Run(%v) error %T %v, want *engine.Error", v, err, err)
			}
			if e.Code == engine.EINTERNAL || !msg.Has(e.Key) {
				t.Fatalf("Run(%v) error %v (key %q)", v, e, e.Key)
			}
			return
		}
		if len(res.Steps) == 0 || len(res.Parties) != 3 {
			t.Fatalf("Run(%v) = %d steps, %d parties", v, len(res.Steps), len(res.Parties))
		}
		sum := 0.0
		for _, pt := range res.Parties {
			o, _ := pt.Out("relative")
			if math.IsNaN(o.Num) || math.IsInf(o.Num, 0) {
				t.Fatalf("Run(%v): relative %v", v, o.Num)
			}
			sum += o.Num
		}
		if math.Abs(sum) > 1e-6 {
			t.Fatalf("Run(%v): relative scores sum to %v", v, sum)
		}
		for i, code := range hands {
			h, err := DecodeHand(code, "hands", i+1)
			if err != nil {
				t.Fatalf("Run accepted hand code %d that DecodeHand refuses: %v", code, err)
			}
			if back, err := EncodeHand(h); err != nil || back != code {
				t.Fatalf("EncodeHand(DecodeHand(%d)) = %d, %v", code, back, err)
			}
		}
	})
}

// TestLista draws a worked game as the lista, every number worked out by hand from the club's
// values (start 60; pik 4, karo 6; kontra ×2, refe ×2; 6 tricks make a game, a defender needs
// 2 tricks beside a partner and 4 alone; result = soups written − 10 × bula − soups against):
//
//	hand 1: player 1 pik, 7 tricks, player 2 took 1 and player 3 2, both followed: 60 → 56;
//	        soups 1 × 4 = 4 (player 2 on 1) and 2 × 4 = 8 (player 3 on 1); player 2 followed
//	        with 1 trick and fails: 60 → 64
//	hand 2: all passed: a refe for each
//	hand 3: player 2 karo with kontra under refe (6 × 2 × 2 = 24), 5 tricks, player 3 followed
//	        alone with 3: player 2 fails 64 → 88 and closes the refe; player 3 writes 3 × 24 = 72
//	        on player 2 and fails alone with 3 < 4: 60 → 84
//	S45 after hand 3: player 1 −4 (56 → 52), player 3 +4 (84 → 88)
//	results: 0 − 520 − 12 = −532, 4 − 880 − 72 = −948, 80 − 880 − 0 = −800; mean −760:
//	+228, −188, −40
func TestLista(t *testing.T) {
	in := ScoreSheetInput{StartBula: 60,
		Hands: []Hand{
			{Declarer: 0, Game: Pik, Tricks: [3]int{7, 1, 2}, Followed: [3]bool{false, true, true}},
			{Passed: true},
			{Declarer: 1, Game: Karo, Kontra: Kontrirano, Tricks: [3]int{2, 5, 3}, Followed: [3]bool{false, false, true}},
		},
		Rulings: []Ruling{{AfterHand: 3, Deltas: [3]int{-4, 0, 4}, ID: 45}},
	}
	pp, err := Lista(testParams(), in)
	if err != nil {
		t.Fatal(err)
	}
	// cells: player 1 (soup on 2, bula, soup on 3), player 2 (on 3, bula, on 1), player 3 (on 1,
	// bula, on 2)
	type cell struct {
		v     any
		marks string
	}
	want := []struct {
		label, kind string
		cells       map[int]cell
	}{
		{"pref.lista.start", "start", map[int]cell{1: {60, ""}, 4: {60, ""}, 7: {60, ""}}},
		{"pref.lista.hand", engine.PaperHand, map[int]cell{1: {56, "declarer"}, 4: {64, "failed"}, 5: {4, ""}, 6: {8, ""}}},
		{"pref.lista.hand", engine.PaperPassed, map[int]cell{1: {nil, "refe-open"}, 4: {nil, "refe-open"}, 7: {nil, "refe-open"}}},
		{"pref.lista.hand", engine.PaperHand, map[int]cell{4: {88, "declarer refe-played failed"}, 7: {84, "failed"}, 8: {72, ""}}},
		{"pref.lista.ruling-id", engine.PaperRuling, map[int]cell{1: {52, "ruling"}, 7: {88, "ruling"}}},
		{"pref.lista.total", engine.PaperTotal, map[int]cell{0: {0, ""}, 1: {52, "refe-open"}, 2: {0, ""}, 3: {0, ""}, 4: {88, ""},
			5: {4, ""}, 6: {8, ""}, 7: {88, "refe-open"}, 8: {72, ""}}},
		{"pref.lista.score", engine.PaperTotal, map[int]cell{0: {msg.Dec{V: 228, Prec: 2}, ""}, 1: {msg.Dec{V: -188, Prec: 2}, ""}, 2: {msg.Dec{V: -40, Prec: 2}, ""}}},
	}
	rows := append(append([]engine.PaperRow(nil), pp.Rows...), pp.Foot...)
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want %d", len(rows), len(want))
	}
	for r, w := range want {
		got := rows[r]
		width := 0
		for _, c := range got.Cells {
			width += max(c.Span, 1)
		}
		if got.Label.Key != w.label || got.Kind != w.kind || width != 9 {
			t.Errorf("row %d: %s %s with %d cells, want %s %s", r, got.Label.Key, got.Kind, len(got.Cells), w.label, w.kind)
			continue
		}
		for j, c := range got.Cells {
			wc := w.cells[j]
			if fmt.Sprint(c.Value) != fmt.Sprint(wc.v) || strings.Join(c.Marks, " ") != wc.marks {
				t.Errorf("row %d (%s) cell %d: %v %q, want %v %q", r, w.label, j, c.Value, c.Marks, wc.v, wc.marks)
			}
		}
	}
	if got := rows[4].Label.Args; len(got) != 1 || got[0].Value != "S45" {
		t.Errorf("ruling label %v, want S45", got)
	}
	// the lista settles as the result does
	res, err := ScoreSheet(testParams(), in)
	if err != nil {
		t.Fatal(err)
	}
	for i, party := range res.Parties {
		if v, _ := party.Out("bula"); fmt.Sprint(v.Num) != fmt.Sprint(rows[5].Cells[i*3+1].Value) {
			t.Errorf("player %d: the result's bula %v, the lista's %v", i+1, v.Num, rows[5].Cells[i*3+1].Value)
		}
	}
	if len(pp.Legend) != 6 {
		t.Errorf("legend %v: want the soup columns and the five marks used", pp.Legend)
	}
	// a revoked ruling writes nothing; S-numbers that do not match the rulings are refused
	in.Rulings[0].Revoked = true
	if pp, err = Lista(testParams(), in); err != nil || len(pp.Rows) != 4 {
		t.Errorf("revoked ruling: %v, %d rows", err, len(pp.Rows))
	}
	c := Ruleset.Calculator("pref.sheet")
	v, err := c.Inputs.With(map[string][]int64{"ruling_ids": {45, 46}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Draw(testParams(), v); err == nil || !strings.Contains(engine.ErrorMessage(err, msg.EN, ""), "S-number") {
		t.Errorf("two S-numbers for one ruling: %v", err)
	}
}

// TestRulingWindow: a ruling on a hand's content made after the end of the next hand is shown
// with a warning (not refused) unless the judge found the late call justified (Pref. 3.6); the
// sheet's four default hands, a ruling written after hand after, made after hand made.
func TestRulingWindow(t *testing.T) {
	const window = "pref.dec.ruling-window"
	tests := []struct {
		name     string
		calc     string
		set      calctest.Fields
		club     map[string]float64
		want     map[string]any // flat outs (nil: absent)
		step     string         // a step the result must have
		errField string
	}{
		{"sheet: made after the same hand, in time", "pref.sheet", calctest.Fields{"ruling_made": []int64{3}},
			nil, map[string]any{"result.late_rulings": 0.0, "result.warning": false}, "pref.step.ruling-in-time", ""},
		{"sheet: made after the next hand, late", "pref.sheet", calctest.Fields{"ruling_made": []int64{4}},
			nil, map[string]any{"result.late_rulings": 1.0, "result.warning": true}, "pref.step.ruling-late", ""},
		{"sheet: into hand 1 after hand 4", "pref.sheet", calctest.Fields{"rulings": []int64{1, -4, 0, 4}, "ruling_made": []int64{4}},
			nil, map[string]any{"result.late_rulings": 1.0, "result.warning": true}, "pref.step.ruling-late", ""},
		{"sheet: late but justified", "pref.sheet", calctest.Fields{"ruling_made": []int64{4}, "delay_justified": true},
			nil, map[string]any{"result.late_rulings": 1.0, "result.warning": false}, "pref.step.ruling-late-justified", ""},
		{"sheet: a club window of two hands", "pref.sheet", calctest.Fields{"rulings": []int64{2, -4, 0, 4}, "ruling_made": []int64{3}},
			map[string]float64{"ingame.window_hands": 2}, map[string]any{"result.late_rulings": 0.0, "result.warning": false}, "pref.step.ruling-in-time", ""},
		{"sheet: no times given, no check", "pref.sheet", calctest.Fields{}, nil, map[string]any{"result.warning": nil}, "", ""},
		{"sheet: made before the hand it is written in", "pref.sheet", calctest.Fields{"ruling_made": []int64{2}}, nil, nil, "", "ruling_made"},
		{"sheet: made after a hand not on the sheet", "pref.sheet", calctest.Fields{"ruling_made": []int64{5}}, nil, nil, "", "ruling_made"},
		{"sheet: a time for each ruling", "pref.sheet", calctest.Fields{"ruling_made": []int64{3, 4}}, nil, nil, "", "ruling_made"},
		{"ruling: in time", "pref.ruling", calctest.Fields{"hand": 1, "made_after": 1},
			nil, map[string]any{"result.late": false, "result.warning": false, "result.valid": true}, "pref.step.ruling-in-time", ""},
		{"ruling: into hand 1 after hand 4", "pref.ruling", calctest.Fields{"hand": 1, "made_after": 4},
			nil, map[string]any{"result.late": true, "result.warning": true, "result.valid": true}, "pref.step.ruling-late", ""},
		{"ruling: late but justified", "pref.ruling", calctest.Fields{"hand": 1, "made_after": 4, "delay_justified": true},
			nil, map[string]any{"result.late": true, "result.warning": false}, "pref.step.ruling-late-justified", ""},
		{"ruling: no time given", "pref.ruling", calctest.Fields{"hand": 2}, nil, map[string]any{"result.late": nil}, "", ""},
		{"ruling: made before the hand", "pref.ruling", calctest.Fields{"hand": 3, "made_after": 2}, nil, nil, "", "made_after"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := calctest.Run(t, Ruleset, tt.calc, tt.set, tt.club)
			if tt.errField != "" {
				if e, ok := err.(*engine.Error); !ok || e.Code != engine.EINVALID || e.Field != tt.errField {
					t.Fatalf("%s(%v) error %v, want EINVALID naming %s", tt.calc, tt.set, err, tt.errField)
				}
				return
			}
			if err != nil {
				t.Fatalf("%s(%v) error %v", tt.calc, tt.set, err)
			}
			f := res.Flat()
			for k, w := range tt.want {
				g, ok := f[k]
				if w == nil {
					if ok {
						t.Errorf("%s(%v).%s = %v, want absent", tt.calc, tt.set, k, g)
					}
					continue
				}
				if g != w {
					t.Errorf("%s(%v).%s = %v, want %v", tt.calc, tt.set, k, g, w)
				}
			}
			steps := []string{}
			for _, s := range res.Steps {
				steps = append(steps, s.Key)
			}
			if tt.step != "" && !slices.Contains(steps, tt.step) {
				t.Errorf("%s(%v) steps %v, want %s", tt.calc, tt.set, steps, tt.step)
			}
			if got := slices.Contains(res.Decisions, window); got != (tt.step != "") {
				t.Errorf("%s(%v) decisions %v: %s %v, want %v", tt.calc, tt.set, res.Decisions, window, got, tt.step != "")
			}
		})
	}
}
