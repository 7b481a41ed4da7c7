package pbn

import (
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

type wantIssue struct {
	board  int
	reason string
	line   int
	class  string // nsbk's classification of a wrong score ("" for the other reasons)
	why    string // and its reason code
}

// planted lists the wrong results planted in testdata/planted.pbn, worked by hand (Law 77):
var planted = []wantIssue{
	// board 1, none vulnerable: 4S N 10 is 420; 620 counts the game bonus vulnerable
	{1, ReasonScore, 24, "insignificant", "bonus-vul"},
	// board 2, NS vulnerable: 3NT S 8 is one down vulnerable, -100; -50 is not vulnerable
	{2, ReasonScore, 37, "significant", "undertricks-vul"},
	// board 3, EW vulnerable: 2H W 8 is 110 for East-West; written for North-South
	{3, ReasonScore, 76, "significant", "wrong-side"},
	// board 4: the contract 4Z cannot be read; 4H E with 14 tricks cannot be
	{4, ReasonContract, 89, "", ""},
	{4, ReasonTricks, 102, "", ""},
	// board 5 is dealt by North; the file says East
	{5, ReasonDealer, 108, "", ""},
	// board 6 is EW vulnerable; the file says None
	{6, ReasonVul, 122, "", ""},
	// board 7, all vulnerable: the traveller's fourth row, 2D E 8, is 90 for East-West, not 100
	{7, ReasonScore, 141, "significant", "result-mismatch"},
	// board 8, none vulnerable: 3DX W 9 is 470 for East-West; 110 is 3D undoubled
	{8, ReasonScore, 166, "insignificant", "double-not-recorded"},
}

func TestCheckPlanted(t *testing.T) {
	f := mustParse(t, "planted.pbn", "")
	nsbk := rulesets.Get("nsbk")
	vsz := rulesets.Get("mbsz-vsz-2017")
	if nsbk == nil || vsz == nil {
		t.Fatal("rulesets nsbk and mbsz-vsz-2017 not found")
	}
	for _, rs := range []struct {
		name string
		o    CheckOptions
	}{{"none", CheckOptions{}}, {"nsbk", CheckOptions{Ruleset: nsbk, Top: 12}}, {"vsz", CheckOptions{Ruleset: vsz}}} {
		t.Run(rs.name, func(t *testing.T) {
			got := Check(f, rs.o)
			if len(got) != len(planted) {
				for _, is := range got {
					t.Logf("got board %d %s line %d", is.Board, is.Reason, is.Line)
				}
				t.Fatalf("Check found %d issues, want %d", len(got), len(planted))
			}
			for i, w := range planted {
				is := got[i]
				if is.Board != w.board || is.Reason != w.reason || is.Line != w.line {
					t.Errorf("issue %d = board %d %s line %d, want board %d %s line %d", i, is.Board, is.Reason, is.Line, w.board, w.reason, w.line)
				}
				for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
					if s := msg.T(l, is.Key, is.Args...); strings.Contains(s, "{") || !strings.Contains(s, itoa(w.board)) {
						t.Errorf("issue %d in %s: %q", i, l, s)
					}
				}
				if rs.name != "nsbk" {
					if is.Calculator != "" || is.Values != nil || is.Result != nil {
						t.Errorf("issue %d: a calculator outside nsbk: %q", i, is.Calculator)
					}
					continue
				}
				checkNSBK(t, i, w, is)
			}
		})
	}
}

func checkNSBK(t *testing.T, i int, w wantIssue, is Issue) {
	t.Helper()
	calc := ScoreEntryOf(rulesets.Get("nsbk"))
	if is.Played == nil {
		if is.Calculator != "" {
			t.Errorf("issue %d (a board's tag) names %q", i, is.Calculator)
		}
		return
	}
	if is.Calculator != calc.ID || len(is.Values) != len(calc.Inputs) {
		t.Fatalf("issue %d: calculator %q, %d values", i, is.Calculator, len(is.Values))
	}
	board := is.Values[calc.Inputs.Index("board")]
	if len(board) != 1 || board[0] != int64(w.board) || is.Values[calc.Inputs.Index("top")][0] != 12 {
		t.Errorf("issue %d: board %v top %v", i, board, is.Values[calc.Inputs.Index("top")])
	}
	if w.class == "" {
		if is.Result != nil || is.Values[calc.Inputs.Index("entry")] != nil {
			t.Errorf("issue %d: a result or an entry for a result the calculator cannot take", i)
		}
		return
	}
	if is.Result == nil {
		t.Fatalf("issue %d: no result", i)
	}
	flat := is.Result.Flat()
	if flat["result.class"] != w.class || flat["result.reason"] != w.why {
		t.Errorf("issue %d: class %v %v, want %s %s", i, flat["result.class"], flat["result.reason"], w.class, w.why)
	}
	// NSBK t. 4: 25% of the top for a significant error (top 12: 3 matchpoints), none otherwise
	wantMP := 0.0
	if w.class == "significant" {
		wantMP = 3
	}
	if flat["ns.mp"] != wantMP {
		t.Errorf("issue %d: penalty %v matchpoints, want %v", i, flat["ns.mp"], wantMP)
	}
	if int(flat["result.entered"].(float64)) != is.Entered || int(flat["result.score"].(float64)) != is.Scored {
		t.Errorf("issue %d: entered %d scored %d, calculator %v %v", i, is.Entered, is.Scored, flat["result.entered"], flat["result.score"])
	}
	// the values are the form's: running them again gives the same result
	res, err := calc.Run(engineParams(), is.Values)
	if err != nil || res.Flat()["result.class"] != w.class {
		t.Errorf("issue %d: the prefilled form runs to %v, %v", i, res, err)
	}
}

// TestCheckClean: the generated sessions, scored by the rules, have nothing to report.
func TestCheckClean(t *testing.T) {
	for _, name := range []string{"session16.pbn", "session36.pbn", "tables8x3.pbn", "quirk-sections.pbn", "quirk-tables.pbn"} {
		f := mustParse(t, name, "")
		if got := Check(f, CheckOptions{Ruleset: rulesets.Get("nsbk")}); len(got) != 0 {
			t.Errorf("%s: %d issues, first board %d %s line %d", name, len(got), got[0].Board, got[0].Reason, got[0].Line)
		}
	}
}

// TestCheckIMP: in an IMP event the calculator says the regulation fixes no IMP figure.
func TestCheckIMP(t *testing.T) {
	f := mustParse(t, "planted.pbn", "")
	got := Check(f, CheckOptions{Ruleset: rulesets.Get("nsbk"), IMP: true})
	if got[1].Result == nil || got[1].Result.Flat()["ns.imp_fixed"] != "no" {
		t.Errorf("IMP event: %v", got[1].Result)
	}
}

func engineParams() *engine.Params { return engine.NewParams(rulesets.Get("nsbk"), nil) }

func TestOptionsFor(t *testing.T) {
	ev := &eventlog.Event{Ruleset: "nsbk", Form: eventlog.FormCrossIMP, Top: 10, Club: map[string]float64{"score_entry.pct_top": 20}}
	o := OptionsFor(ev, rulesets.Get)
	if o.Ruleset == nil || o.Ruleset.ID != "nsbk" || !o.IMP || o.Top != 10 || o.Club["score_entry.pct_top"] != 20 {
		t.Errorf("OptionsFor = %+v", o)
	}
	ev.Form = eventlog.FormMP
	o = OptionsFor(ev, rulesets.Get)
	// the club's 20% of a top of 10: 2 matchpoints for board 2's significant error
	got := Check(mustParse(t, "planted.pbn", ""), o)
	if o.IMP || got[1].Result == nil || got[1].Result.Flat()["ns.mp"] != 2.0 {
		t.Errorf("club value not used: %+v", got[1].Result)
	}
	if OptionsFor(ev, nil).Ruleset != nil {
		t.Errorf("a ruleset without a lookup")
	}
}

// TestCheckBoardTagsOnce: a wrong Dealer or Vulnerable tag repeated in every table's game of a
// board is told once, at its first game; a wrong score at each table is told at each.
func TestCheckBoardTagsOnce(t *testing.T) {
	game := "[Board \"5\"]\n[Dealer \"E\"]\n[Vulnerable \"None\"]\n[Contract \"1NT\"]\n[Declarer \"N\"]\n[Result \"7\"]\n[Score \"NS 100\"]\n\n"
	f, err := Parse([]byte(game + game))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, is := range Check(f, CheckOptions{}) {
		got = append(got, is.Reason+"@"+itoa(is.Line))
	}
	// board 5: dealer N, NS vulnerable; 1NT N 7 is 90 (in either vulnerability), not 100
	want := []string{"dealer@2", "vul@3", "score@4", "score@12"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("Check = %v, want %v", got, want)
	}
}
