package nsbk

import (
	"math"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/bridge"
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

type in = calctest.Fields

type tcase struct {
	name   string
	set    in
	want   map[string]any
	decide []string // exactly these decisions (nil: none)
}

// errWant marks a case that must fail with EINVALID.
var errWant = map[string]any{"error": "EINVALID"}

// check runs calculator id on each case's fields over its defaults (engine/internal/calctest)
// and compares the flattened outs and the decisions.
func check(t *testing.T, id string, tests []tcase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := calctest.Run(t, Ruleset, id, tt.set, nil)
			if tt.want["error"] == "EINVALID" {
				if engine.ErrorCode(err) != engine.EINVALID {
					t.Fatalf("%s(%v) error %v, want EINVALID", id, tt.set, err)
				}
				return
			}
			if err != nil {
				t.Fatalf("%s(%v) error %v", id, tt.set, err)
			}
			f := res.Flat()
			for k, w := range tt.want {
				g, ok := f[k]
				if w == nil {
					if ok {
						t.Errorf("%s(%v).%s = %v, want absent", id, tt.set, k, g)
					}
					continue
				}
				if !ok {
					t.Errorf("%s(%v) has no %s (got %v)", id, tt.set, k, f)
					continue
				}
				if wf, isF := w.(float64); isF {
					if gf, _ := g.(float64); math.Abs(gf-wf) > 0.005 {
						t.Errorf("%s(%v).%s = %v, want %v", id, tt.set, k, g, w)
					}
				} else if g != w {
					t.Errorf("%s(%v).%s = %v, want %v", id, tt.set, k, g, w)
				}
			}
			if !slices.Equal(res.Decisions, tt.decide) {
				t.Errorf("%s(%v) decisions = %v, want %v", id, tt.set, res.Decisions, tt.decide)
			}
		})
	}
}

const (
	decScope   = "nsbk.dec.lateness-scope"
	decRoundUp = "nsbk.dec.lateness-round-up"
	decOnce    = "nsbk.dec.unplayed-extra-once"
	decOwnAvg  = "law12.dec.own-average"
)

func TestLateness(t *testing.T) {
	check(t, "nsbk.lateness", []tcase{
		{"example second lateness 4 min", in{"minutes": 4, "prior": 1, "top": 12},
			map[string]any{"verdict": "penalty", "pct_top": 30.0, "imp": 3.0, "mp": 3.6, "penalty_minutes": 3.0}, []string{decScope}},
		{"exactly 1 minute tolerated", in{"minutes": 1, "prior": 3},
			map[string]any{"verdict": "none", "pct_top": 0.0, "imp": 0.0}, nil},
		{"0 minutes", in{"minutes": 0, "prior": 0},
			map[string]any{"verdict": "none"}, nil},
		{"2 minutes first lateness warns", in{"minutes": 2, "prior": 0},
			map[string]any{"verdict": "warning", "pct_top": 0.0, "imp": 0.0}, []string{decScope}},
		{"2 minutes after a warning", in{"minutes": 2, "prior": 1},
			map[string]any{"verdict": "penalty", "pct_top": 10.0, "imp": 1.0}, []string{decScope}},
		{"1 min 1 s rounds up to 2", in{"minutes": 1, "seconds": 1, "prior": 2},
			map[string]any{"verdict": "penalty", "minutes": 2.0, "pct_top": 10.0}, []string{decRoundUp, decScope}},
		{"59 s rounds up to the tolerated minute", in{"minutes": 0, "seconds": 59, "prior": 2},
			map[string]any{"verdict": "none", "minutes": 1.0}, []string{decRoundUp}},
		{"waited minutes protect", in{"minutes": 5, "waited": 4, "prior": 2},
			map[string]any{"verdict": "none", "minutes": 1.0}, nil},
		{"waited less than late", in{"minutes": 6, "waited": 2, "prior": 2},
			map[string]any{"verdict": "penalty", "minutes": 4.0, "pct_top": 30.0, "imp": 3.0}, []string{decScope}},
		{"waited more than late", in{"minutes": 3, "waited": 10, "prior": 2},
			map[string]any{"verdict": "none", "minutes": 0.0}, nil},
		{"imp form keeps both values", in{"minutes": 10, "prior": 4, "form": "imp"},
			map[string]any{"pct_top": 90.0, "imp": 9.0}, []string{decScope}},
		{"seconds out of range", in{"seconds": 60}, errWant, nil},
	})
}

func TestLatenessClubOverride(t *testing.T) {
	res, err := calctest.Run(t, Ruleset, "nsbk.lateness", in{"minutes": 4, "prior": 1}, map[string]float64{"lateness.pct_per_minute": 5})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Flat()["pct_top"]; got != 15.0 {
		t.Errorf("Lateness(4, 1, 0) with 5%%/min = %v, want 15", got)
	}
	if !slices.Equal(res.Club, []string{"lateness.pct_per_minute"}) {
		t.Errorf("Lateness club keys = %v, want [lateness.pct_per_minute]", res.Club)
	}
}

func TestUnplayed(t *testing.T) {
	check(t, "nsbk.unplayed", []tcase{
		{"one board", in{"own_fault_boards": 1},
			map[string]any{"offender.pct": 40.0, "offender.board_imp": -3.0, "non-offender.pct": 60.0, "non-offender.board_imp": 3.0,
				"offender.extra_pct_top": 0.0, "offender.extra_imp": 0.0}, []string{decOnce}},
		{"exactly 2 boards triggers extra", in{"own_fault_boards": 2, "top": 10},
			map[string]any{"offender.extra_pct_top": 50.0, "offender.extra_imp": 6.0, "offender.extra_mp": 5.0, "offender.board_mp": 4.0}, []string{decOnce}},
		{"3 boards, 2 excused", in{"own_fault_boards": 3, "excused_first_round": 2},
			map[string]any{"offender.counted": 1.0, "offender.extra_pct_top": 0.0}, []string{decOnce}},
		{"4 boards, 2 excused", in{"own_fault_boards": 4, "excused_first_round": 2},
			map[string]any{"offender.counted": 2.0, "offender.extra_imp": 6.0}, []string{decOnce}},
		{"excused more than missed", in{"own_fault_boards": 1, "excused_first_round": 2}, errWant, nil},
		{"own average lower than 60 ignored", in{"non_offender_pct": 55.0},
			map[string]any{"non-offender.pct": 60.0}, []string{decOnce}},
		{"own average higher than 60", in{"non_offender_pct": 65.5},
			map[string]any{"non-offender.pct": 65.5}, []string{decOwnAvg, decOnce}},
		{"offender own average below 40", in{"offender_pct": 35.0},
			map[string]any{"offender.pct": 35.0}, []string{decOwnAvg, decOnce}},
		{"no non-offending side", in{"has_non_offender": false},
			map[string]any{"non-offender.pct": nil, "offender.pct": 40.0}, []string{decOnce}},
	})
}

func TestScoreEntry(t *testing.T) {
	sig := func(reason string) map[string]any {
		return map[string]any{"class": "significant", "reason": reason, "pct_top": 25.0}
	}
	check(t, "nsbk.score-entry", []tcase{
		{"correct", in{"board": 5, "entry": "4S N =", "entered": 620},
			map[string]any{"class": "correct", "reason": "ok", "pct_top": 0.0, "score": 620.0}, nil},
		{"passed out", in{"board": 3, "entry": "PASS", "entered": 0},
			map[string]any{"class": "correct"}, nil},
		{"impossible", in{"board": 5, "entry": "4S N =", "entered": 625}, sig("impossible"), nil},
		{"wrong side", in{"board": 5, "entry": "4S N =", "side": "ew", "entered": 620}, sig("wrong-side"), nil},
		{"passed out written as a score", in{"board": 3, "entry": "PASS", "entered": 50}, sig("result-mismatch"), nil},
		{"undertricks at the wrong vulnerability", in{"board": 5, "entry": "4S N -1", "entered": -50}, sig("undertricks-vul"), nil},
		{"doubled undertricks at the wrong vulnerability", in{"board": 1, "entry": "3NX E -2", "entered": 500}, sig("undertricks-vul"), nil},
		{"bonus at the wrong vulnerability", in{"board": 5, "entry": "4S N =", "entered": 420},
			map[string]any{"class": "insignificant", "reason": "bonus-vul", "pct_top": 0.0}, nil},
		{"double not recorded", in{"board": 5, "entry": "4SX N =", "entered": 620},
			map[string]any{"class": "insignificant", "reason": "double-not-recorded", "pct_top": 0.0}, nil},
		{"redouble not recorded", in{"board": 1, "entry": "2HXX S =", "entered": 470},
			map[string]any{"class": "insignificant", "reason": "double-not-recorded"}, nil},
		{"wrong number of tricks", in{"board": 5, "entry": "4S N =", "entered": 650}, sig("result-mismatch"), nil},
		{"east-west declarer, entered for east-west", in{"board": 1, "entry": "3N E =", "side": "ew", "entered": 400},
			map[string]any{"class": "correct", "score": -400.0, "entered": -400.0}, nil},
		{"mp form gives matchpoints", in{"entered": 650, "top": 16}, map[string]any{"mp": 4.0}, nil},
		{"imp form without a director value", in{"entered": 650, "form": "imp"},
			map[string]any{"pct_top": 25.0, "imp_fixed": "no", "imp": nil}, []string{"nsbk.dec.score-entry-imp"}},
		{"imp form with a director value", in{"entered": 650, "form": "imp", "td_imp": 2},
			map[string]any{"imp": 2.0}, []string{"nsbk.dec.score-entry-imp"}},
		{"imp form, correct entry: no decision", in{"entered": 620, "form": "imp"}, map[string]any{"class": "correct"}, nil},
	})
}

func TestClassifyVectorsOrder(t *testing.T) {
	// E = −S takes precedence over the other-vulnerability checks.
	e, _ := bridge.ParseEntry("1N N =")
	class, reason, _, err := Classify(e, bridge.None, -90)
	if err != nil || class != "significant" || reason != "wrong-side" {
		t.Errorf("Classify(1N N =, None, -90) = %s %s %v, want significant wrong-side", class, reason, err)
	}
}

func TestFouledBoard(t *testing.T) {
	const innocent, own = "nsbk.dec.fouled-innocent", "law12.dec.own-average"
	check(t, "nsbk.fouled-board", []tcase{
		{"minor", in{"adjusted_tables": 0}, map[string]any{"class": "minor", "side": "ns", "pct_top": nil}, nil},
		{"serious at exactly one table", in{"adjusted_tables": 1, "at_fault": "ew"}, map[string]any{"class": "serious", "side": "ew"}, nil},
		{"detectable stays minor", in{"adjusted_tables": 3, "detectable": true}, map[string]any{"class": "minor"}, nil},
		{"director's amount in both forms", in{"adjusted_tables": 2, "td_pct_top": 25.0, "td_imp": 3, "top": 8},
			map[string]any{"class": "serious", "pct_top": 25.0, "mp": 2.0, "imp": 3.0}, nil},
		{"unplayed board, first", in{"unplayed_boards": 1, "at_fault": "both"},
			map[string]any{"side": "both", "pct": 40.0, "board_imp": -3.0, "extra_pct_top": 0.0}, []string{decOnce}},
		{"unplayed boards reach the extra", in{"unplayed_boards": 1, "earlier_own_fault": 1},
			map[string]any{"extra_pct_top": 50.0, "extra_imp": 6.0}, []string{innocent, decOnce}},
		{"innocent side gets 60% and +3", in{"unplayed_boards": 1, "at_fault": "ns", "top": 12},
			map[string]any{"offender.pct": 40.0, "offender.board_mp": 4.8, "offender.board_imp": -3.0,
				"non-offender.innocent_side": "ew", "non-offender.pct": 60.0, "non-offender.board_mp": 7.2,
				"non-offender.board_imp": 3.0}, []string{innocent, decOnce}},
		{"innocent side's own average when better", in{"unplayed_boards": 2, "at_fault": "ew", "top": 10, "non_offender_pct": 62.5},
			map[string]any{"non-offender.innocent_side": "ns", "non-offender.pct": 62.5, "non-offender.board_mp": 6.25,
				"offender.extra_pct_top": 50.0, "offender.extra_mp": 5.0}, []string{innocent, own, decOnce}},
		{"innocent side's own average when worse", in{"unplayed_boards": 1, "non_offender_pct": 55.0},
			map[string]any{"non-offender.pct": 60.0}, []string{innocent, decOnce}},
		{"offender's own average when worse", in{"unplayed_boards": 1, "offender_pct": 35.0, "top": 10},
			map[string]any{"offender.pct": 35.0, "offender.board_mp": 3.5, "non-offender.pct": 60.0}, []string{innocent, own, decOnce}},
		{"both fouled: no innocent side", in{"unplayed_boards": 1, "at_fault": "both", "non_offender_pct": 70.0},
			map[string]any{"non-offender.pct": nil, "offender.pct": 40.0}, []string{decOnce}},
		{"no unplayed board: no board scores", in{"at_fault": "ns", "non_offender_pct": 70.0},
			map[string]any{"non-offender.pct": nil, "offender.pct": nil}, nil},
	})
}

func TestUnsportsmanlike(t *testing.T) {
	check(t, "nsbk.unsportsmanlike", []tcase{
		{"first without damage", in{"offence": 1, "damage": false}, map[string]any{"verdict": "warning", "pct_top": 0.0, "imp": 0.0}, nil},
		{"first with damage", in{"offence": 1, "damage": true, "top": 10}, map[string]any{"verdict": "penalty", "pct_top": 50.0, "imp": 6.0, "mp": 5.0}, nil},
		{"exactly the second", in{"offence": 2}, map[string]any{"verdict": "penalty", "pct_top": 100.0, "imp": 12.0},
			[]string{"nsbk.dec.unsport-after-warning"}},
		{"fifth with damage", in{"offence": 5, "damage": true}, map[string]any{"pct_top": 100.0}, []string{"nsbk.dec.unsport-after-warning"}},
		{"argument with the director", in{"offence": 1, "argued_td": true}, map[string]any{"pct_top": 100.0, "imp": 12.0}, nil},
		{"offence 0 invalid", in{"offence": 0}, errWant, nil},
	})
}

func TestOffendingTD(t *testing.T) {
	dec := []string{"nsbk.dec.offending-td-min"}
	check(t, "nsbk.offending-td", []tcase{
		{"no jury", in{"jury": "none", "top": 14}, map[string]any{"verdict": "penalty", "pct_top": 100.0, "imp": 12.0, "mp": 14.0, "aggravating": false}, dec},
		{"jury upheld", in{"jury": "upheld"}, map[string]any{"verdict": "penalty", "aggravating": true}, dec},
		{"jury overturned", in{"jury": "overturned"}, map[string]any{"verdict": "cancelled", "pct_top": 0.0, "imp": 0.0}, dec},
	})
}

func TestPsych(t *testing.T) {
	strength := []string{"nsbk.dec.psych-strength-test"}
	weak := "S743 HKQJ954 D82 C43"
	v18 := "SAK5432 HQJ32 DJ2 CJ" // 7+5+3+1+1+1 = 18
	v17 := "SAK5432 HQJ32 DJ2 C2" // 17
	check(t, "nsbk.psych", []tcase{
		{"vienna exactly 18 is not a psych", in{"hand": v18, "call": "natural"},
			map[string]any{"vienna": 18.0, "hcp": 12.0, "psych": false, "allowed": true, "clause": "not-psych", "pct_top": 0.0}, strength},
		{"vienna 17 in seat 1 pairs", in{"hand": v17, "call": "natural", "seat": 1},
			map[string]any{"vienna": 17.0, "psych": true, "allowed": false, "clause": "natural-seat", "pct_top": 50.0, "imp": 6.0}, strength},
		{"vienna 17 in seat 2 pairs", in{"hand": v17, "call": "natural", "seat": 2},
			map[string]any{"allowed": false}, strength},
		{"seat 3 allowed", in{"hand": v17, "call": "natural", "seat": 3},
			map[string]any{"psych": true, "allowed": true, "clause": "allowed-seat", "pct_top": 0.0}, strength},
		{"teams seat 1 allowed", in{"hand": v17, "call": "natural", "event": "teams"},
			map[string]any{"psych": true, "allowed": true}, strength},
		{"intent disproved", in{"hand": v17, "call": "natural", "intent_disproved": true},
			map[string]any{"psych": false, "allowed": true}, strength},
		{"strong artificial psych, any seat, teams", in{"hand": v17, "call": "strong-artificial", "seat": 4, "event": "teams", "top": 10},
			map[string]any{"psych": true, "allowed": false, "clause": "strong-artificial", "mp": 5.0}, strength},
		{"weak natural not misstated", in{"hand": weak, "call": "weak-natural", "level": 2},
			map[string]any{"psych": false, "allowed": true}, strength},
		{"weak natural misstated seat 2", in{"hand": weak, "call": "weak-natural", "level": 2, "seat": 2, "misstated": true},
			map[string]any{"psych": true, "allowed": false, "clause": "natural-seat"}, strength},
		{"weak natural misstated, intent disproved", in{"call": "weak-natural", "misstated": true, "intent_disproved": true},
			map[string]any{"psych": false, "allowed": true}, strength},
		{"weak conventional forgotten whatever the intent", in{"call": "weak-conventional", "misstated": true, "intent_disproved": true},
			map[string]any{"psych": true, "allowed": false, "clause": "weak-conventional"}, strength},
		{"competitive conventional misstated", in{"call": "competitive-conventional", "misstated": true},
			map[string]any{"psych": true, "allowed": false, "clause": "competitive-conventional"}, nil},
		{"competitive conventional as agreed", in{"call": "competitive-conventional"},
			map[string]any{"psych": false, "allowed": true}, nil},
		{"overcall psych allowed", in{"call": "overcall", "misstated": true},
			map[string]any{"psych": true, "allowed": true, "clause": "allowed-kind", "pct_top": 0.0}, nil},
		{"cuebid psych allowed", in{"call": "cuebid", "misstated": true},
			map[string]any{"psych": true, "allowed": true}, nil},
	})
}

func TestPoints(t *testing.T) {
	p := engine.NewParams(Ruleset, nil)
	for _, tt := range []struct {
		hand        string
		vienna, hcp int
	}{
		{"SAKQJ HAKQ DAKQ CAKQ", 61, 37},
		{"SQ8765 HJ43 D542 CQ3", 7, 5},
		{"S5432 H5432 D5432 C2", 0, 0},
	} {
		h, err := cards.Bridge.ParseHand(tt.hand)
		if err != nil {
			t.Fatal(err)
		}
		v, hcp := Points(p, h)
		if v != tt.vienna || hcp != tt.hcp {
			t.Errorf("Points(%s) = %d, %d, want %d, %d", tt.hand, v, hcp, tt.vienna, tt.hcp)
		}
	}
}

func TestBrownSticker(t *testing.T) {
	check(t, "nsbk.brown-sticker", []tcase{
		{"2-level, no known suit", in{"level": 2}, map[string]any{"brown": true, "allowed": false, "clause": "brown"}, nil},
		{"3-level, no known suit", in{"level": 3}, map[string]any{"brown": true}, nil},
		{"1-level is never brown", in{"level": 1}, map[string]any{"brown": false, "allowed": true, "clause": "low-level"}, nil},
		{"known suit", in{"level": 2, "known_suit": true}, map[string]any{"brown": false, "clause": "known-suit"}, nil},
		{"Multi 2D", in{"level": 2, "multi": true}, map[string]any{"brown": false, "allowed": true, "clause": "multi"}, nil},
		{"strong 2C", in{"level": 2, "strong": true}, map[string]any{"brown": false, "clause": "strong"}, []string{"nsbk.dec.brown-strong"}},
	})
}

// TestCoresAreTheForms: each calculator is its typed core behind the form: the core called
// with Go values gives what the calculator gives with the same values set on its form.
func TestCoresAreTheForms(t *testing.T) {
	p := func() *engine.Params { return engine.NewParams(Ruleset, nil) }
	mustHand := func(s string) cards.Hand {
		h, err := cards.Bridge.ParseHand(s)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	mustEntry := func(s string) bridge.Entry {
		e, err := bridge.ParseEntry(s)
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	for _, tt := range []struct {
		id   string
		set  in
		core func() (*engine.Result, error)
	}{
		{"nsbk.lateness", in{"minutes": 6, "seconds": 10, "waited": 1, "prior": 2, "form": "imp", "top": 10},
			func() (*engine.Result, error) {
				return Lateness(p(), LatenessInput{Minutes: 6, Seconds: 10, Waited: 1, Prior: 2, Form: "imp", Top: 10})
			}},
		{"nsbk.unplayed", in{"own_fault_boards": 3, "excused_first_round": 1, "non_offender_pct": 65.5, "offender_pct": 35.0},
			func() (*engine.Result, error) {
				return Unplayed(p(), UnplayedInput{OwnFaultBoards: 3, ExcusedFirstRound: 1, HasNonOffender: true,
					NonOffenderPct: new(65.5), OffenderPct: new(35.0), Form: "mp", Top: 12})
			}},
		{"nsbk.score-entry", in{"board": 1, "entry": "3NX E -2", "entered": 500, "form": "imp", "td_imp": 2},
			func() (*engine.Result, error) {
				return ScoreEntry(p(), ScoreEntryInput{Board: 1, Entry: mustEntry("3NX E -2"), Side: "ns", Entered: 500,
					Form: "imp", Top: 12, TDIMP: new(2)})
			}},
		{"nsbk.fouled-board", in{"adjusted_tables": 2, "at_fault": "both", "unplayed_boards": 1, "earlier_own_fault": 1, "td_pct_top": 25.0},
			func() (*engine.Result, error) {
				return FouledBoard(p(), FouledBoardInput{AdjustedTables: 2, AtFault: "both", UnplayedBoards: 1, EarlierOwnFault: 1,
					TDPctTop: new(25.0), Form: "mp", Top: 12})
			}},
		{"nsbk.unsportsmanlike", in{"offence": 1, "damage": true},
			func() (*engine.Result, error) {
				return Unsportsmanlike(p(), UnsportsmanlikeInput{Offence: 1, Damage: true, Form: "mp", Top: 12})
			}},
		{"nsbk.offending-td", in{"jury": "upheld", "form": "imp"},
			func() (*engine.Result, error) {
				return OffendingTD(p(), OffendingTDInput{Jury: "upheld", Form: "imp", Top: 12})
			}},
		{"nsbk.psych", in{"hand": "SAK5432 HQJ32 DJ2 C2", "call": "strong-artificial", "level": 2, "seat": 3},
			func() (*engine.Result, error) {
				return Psych(p(), PsychInput{Hand: mustHand("SAK5432 HQJ32 DJ2 C2"), Call: "strong-artificial", Level: 2, Seat: 3,
					Event: "pairs", Form: "mp", Top: 12})
			}},
		{"nsbk.brown-sticker", in{"level": 2, "strong": true},
			func() (*engine.Result, error) {
				return BrownSticker(p(), BrownStickerInput{Level: 2, Strong: true})
			}},
	} {
		t.Run(tt.id, func(t *testing.T) {
			form, err := calctest.Run(t, Ruleset, tt.id, tt.set, nil)
			if err != nil {
				t.Fatalf("%s(%v): %v", tt.id, tt.set, err)
			}
			core, err := tt.core()
			if err != nil {
				t.Fatalf("%s core: %v", tt.id, err)
			}
			if !reflect.DeepEqual(core.Parties, form.Parties) || !reflect.DeepEqual(core.Steps, form.Steps) ||
				!slices.Equal(core.Decisions, form.Decisions) {
				t.Errorf("%s core = %+v, form = %+v", tt.id, core, form)
			}
		})
	}
}

// TestCoresRejectUnknownCodes: a typed core refuses an option code its form does not offer
// (the form cannot send one), naming the field.
func TestCoresRejectUnknownCodes(t *testing.T) {
	p := engine.NewParams(Ruleset, nil)
	for _, tt := range []struct {
		name  string
		run   func() (*engine.Result, error)
		field string
	}{
		{"lateness form", func() (*engine.Result, error) { return Lateness(p, LatenessInput{Form: "vp", Top: 12}) }, "form"},
		{"unplayed form", func() (*engine.Result, error) { return Unplayed(p, UnplayedInput{Form: "", Top: 12}) }, "form"},
		{"score-entry side", func() (*engine.Result, error) {
			return ScoreEntry(p, ScoreEntryInput{Board: 1, Side: "n", Form: "mp", Top: 12})
		}, "side"},
		{"fouled-board at_fault", func() (*engine.Result, error) {
			return FouledBoard(p, FouledBoardInput{AtFault: "neither", Form: "mp", Top: 12})
		}, "at_fault"},
		{"unsportsmanlike form", func() (*engine.Result, error) {
			return Unsportsmanlike(p, UnsportsmanlikeInput{Offence: 1, Form: "IMP", Top: 12})
		}, "form"},
		{"offending-td jury", func() (*engine.Result, error) {
			return OffendingTD(p, OffendingTDInput{Jury: "pending", Form: "mp", Top: 12})
		}, "jury"},
		{"psych call", func() (*engine.Result, error) {
			return Psych(p, PsychInput{Call: "psych", Level: 1, Seat: 1, Event: "pairs", Form: "mp", Top: 12})
		}, "call"},
		{"psych event", func() (*engine.Result, error) {
			return Psych(p, PsychInput{Call: "natural", Level: 1, Seat: 1, Event: "individual", Form: "mp", Top: 12})
		}, "event"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.run()
			if engine.ErrorCode(err) != engine.EINVALID {
				t.Fatalf("%s: error %v, want EINVALID", tt.name, err)
			}
			if f := engine.Errors(err)[0].Field; f != tt.field {
				t.Errorf("%s: error field %q, want %q", tt.name, f, tt.field)
			}
		})
	}
}

// TestRulesetComplete checks the ruleset against the catalogue: every ### ID under the nsbk
// heading is a rule, every rule is computed or says why not, every calculator is reachable.
func TestRulesetComplete(t *testing.T) {
	ids := shared.CatalogueRules(t).Rules["nsbk"]
	if len(ids) == 0 {
		t.Fatal("no nsbk IDs in the catalogue")
	}
	for _, id := range ids {
		if !slices.ContainsFunc(Ruleset.Rules, func(r engine.Rule) bool { return r.ID == id }) {
			t.Errorf("catalogue rule %s missing from the ruleset", id)
		}
	}
	calcs := map[string]bool{}
	for _, r := range Ruleset.Rules {
		if len(r.Calculators) == 0 && r.Info == "" {
			t.Errorf("rule %s has neither calculators nor Info", r.ID)
		}
		if r.Section == "" {
			t.Errorf("rule %s has no section", r.ID)
		}
		for _, c := range r.Calculators {
			if Ruleset.Calculator(c) == nil {
				t.Errorf("rule %s names unknown calculator %s", r.ID, c)
			}
			calcs[c] = true
		}
	}
	for _, c := range Ruleset.Calculators {
		if !calcs[c.ID] {
			t.Errorf("calculator %s belongs to no rule", c.ID)
		}
		for _, r := range c.Rules {
			if !slices.ContainsFunc(Ruleset.Rules, func(x engine.Rule) bool { return x.ID == r }) {
				t.Errorf("calculator %s cites unknown rule %s", c.ID, r)
			}
		}
	}
	seen := map[string]bool{}
	for _, p := range Ruleset.Params {
		if seen[p.Key] {
			t.Errorf("duplicate parameter %s", p.Key)
		}
		seen[p.Key] = true
		if p.Value < p.Min || p.Value > p.Max || p.Rule == "" || p.Section == "" {
			t.Errorf("parameter %s: value %v, range [%v, %v], rule %q, section %q", p.Key, p.Value, p.Min, p.Max, p.Rule, p.Section)
		}
	}
}

// usedKeys returns every message the ruleset uses with defaults and the test inputs above:
// titles, labels, options, summaries, info, steps, decisions, outcome labels and coded values.
func usedKeys(t *testing.T) []string {
	keys := map[string]bool{}
	add := func(k string) { keys[k] = true }
	for _, r := range Ruleset.Rules {
		add(r.Summary)
		if r.Info != "" {
			add(r.Info)
		}
	}
	for _, c := range Ruleset.Calculators {
		add(c.TitleKey())
		add("group." + c.Group)
		for i := range c.Inputs {
			f := &c.Inputs[i]
			add(f.LabelKey())
			for j := range f.Options {
				add(f.OptionKey(j))
			}
		}
		// every enum option combination one at a time
		variants := []engine.Values{c.Inputs.Defaults()}
		for i, f := range c.Inputs {
			for j := range f.Options {
				v := c.Inputs.Defaults()
				v[i] = []int64{int64(j)}
				variants = append(variants, v)
			}
			if f.Kind == engine.KBool {
				v := c.Inputs.Defaults()
				v[i] = []int64{1}
				variants = append(variants, v)
			}
		}
		for _, v := range variants {
			res, err := c.Run(engine.NewParams(Ruleset, nil), v)
			if err != nil {
				continue
			}
			for _, s := range res.Steps {
				add(s.Key)
				for _, a := range s.Args {
					if r, ok := a.Value.(msg.Ref); ok {
						add(string(r))
					}
				}
			}
			for _, d := range res.Decisions {
				add(d)
			}
			for _, p := range res.Parties {
				add("party." + p.Role)
				for _, o := range p.Outs {
					if !msg.Has("out." + o.Name) {
						add(c.ID + ".out." + o.Name)
					}
					if o.Str != "" {
						add(c.ID + ".val." + o.Name + "." + o.Str)
					}
				}
			}
		}
	}
	out := make([]string, 0, len(keys))
	for k := range keys {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

func TestMessages(t *testing.T) {
	keys := usedKeys(t)
	for _, k := range keys {
		txt, ok := msg.Lookup(k)
		if !ok {
			t.Errorf("message %q is not registered", k)
			continue
		}
		if txt.En == "" || txt.Sr == "" || txt.Hu == "" {
			t.Errorf("message %q lacks a translation: %+v", k, txt)
		}
	}
	// Serbian must be ekavian.
	ijekavian := regexp.MustCompile(`(?i)\b(vrijem|sudac|podijel|primjen|mjest|vrijed|cijel|prije\b|bijel|lijep|mjer|poslije|ponovljen)`)
	for _, k := range msg.Keys() {
		if !strings.HasPrefix(k, "nsbk.") && !strings.HasPrefix(k, "calc.nsbk.") && !strings.HasPrefix(k, "rule.nsbk.") {
			continue
		}
		txt, _ := msg.Lookup(k)
		if m := ijekavian.FindString(txt.Sr); m != "" {
			t.Errorf("message %q: Serbian %q is not ekavian", k, m)
		}
	}
}

// TestNoSeedSentences rejects any 8-word sequence of the source text in the product's texts.
func TestNoSeedSentences(t *testing.T) {
	seed := shared.LoadSeeds(t, "nsbk-penalty-rules.sr.txt")
	for _, k := range msg.Keys() {
		if !strings.HasPrefix(k, "nsbk.") && !strings.HasPrefix(k, "calc.nsbk.") && !strings.HasPrefix(k, "rule.nsbk.") &&
			!strings.HasPrefix(k, "law12.") && !strings.HasPrefix(k, "rule.law12") && !strings.HasPrefix(k, "calc.law12.") {
			continue
		}
		txt, _ := msg.Lookup(k)
		for _, s := range []string{txt.En, txt.Sr, txt.Hu} {
			if g, _, ok := seed.Copy(s); ok {
				t.Errorf("message %q copies the seed: %q", k, g)
			}
		}
	}
}
