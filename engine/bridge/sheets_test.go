package bridge

import (
	"errors"
	"testing"

	"arbiter/engine"
)

func entry(t testing.TB, s string) Entry {
	t.Helper()
	e, err := ParseEntry(s)
	if err != nil {
		t.Fatalf("ParseEntry(%q): %v", s, err)
	}
	return e
}

func TestScoreTraveller(t *testing.T) {
	// board 2: dealer East, North-South vulnerable
	lines := []Line{
		{NSPair: 1, EWPair: 11, Entry: entry(t, "4S N =")},  // 620
		{NSPair: 2, EWPair: 12, Entry: entry(t, "4S N +1")}, // 650
		{NSPair: 3, EWPair: 13, Entry: entry(t, "4S E -1")}, // EW not vul: NS +50
		{NSPair: 4, EWPair: 14, Artificial: &Artificial{NSPct: 60, EWPct: 40}},
		{NSPair: 5, EWPair: 15, Entry: entry(t, "PASS")},
	}
	tr, err := ScoreTraveller(2, lines, TravellerOptions{Expected: 5, ButlerDiscard: 1, ButlerRound: 10})
	if err != nil {
		t.Fatal(err)
	}
	if tr.Dealer != East || tr.Vul != NS || tr.Top != 8 || !tr.Neuberg {
		t.Errorf("ScoreTraveller(2): dealer %v vul %v top %v neuberg %v, want E NS 8 true", tr.Dealer, tr.Vul, tr.Top, tr.Neuberg)
	}
	wantScore := []int{620, 650, 50, 0, 0}
	// real results 620, 650, 50, 0 (A = 4, E = 5): raw 4, 6, 2, 0 → (m+1)·5/4 − 1
	wantMP := []float64{5.25, 7.75, 2.75, 4.8, 0.25}
	for i, l := range tr.Lines {
		if l.NSScore != wantScore[i] {
			t.Errorf("line %d NS score = %d, want %d", i+1, l.NSScore, wantScore[i])
		}
		if !near(l.MPNS, wantMP[i]) {
			t.Errorf("line %d NS matchpoints = %v, want %v", i+1, l.MPNS, wantMP[i])
		}
		if l.Artificial == nil && !near(l.MPNS+l.MPEW, tr.Top) {
			t.Errorf("line %d: %v + %v != top %v", i+1, l.MPNS, l.MPEW, tr.Top)
		}
	}
	if !near(tr.Lines[1].PctNS, 96.88) {
		t.Errorf("line 2 NS %% = %v, want 96.88", tr.Lines[1].PctNS)
	}
	// datum: drop 650 and 0 → (620+50)/2 = 335 → 340
	if tr.Datum != 340 {
		t.Errorf("datum = %d, want 340", tr.Datum)
	}
	if tr.Lines[0].Butler != IMP(620-340) || tr.Lines[3].Butler != 0 {
		t.Errorf("Butler IMPs = %d, %d, want %d, 0", tr.Lines[0].Butler, tr.Lines[3].Butler, IMP(280))
	}
	if tr.Lines[3].XIMP != 0 || tr.Lines[0].XIMP == 0 {
		t.Errorf("cross-IMPs: artificial %v (want 0), line 1 %v (want non-zero)", tr.Lines[3].XIMP, tr.Lines[0].XIMP)
	}

	// errors name the field, and the line
	if _, err := ScoreTraveller(0, lines, TravellerOptions{}); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("board 0: error %v, want EINVALID", err)
	}
	if _, err := ScoreTraveller(1, nil, TravellerOptions{}); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("no lines: error %v, want EINVALID", err)
	}
	bad := []Line{{Entry: entry(t, "4S N =")}, {Entry: Entry{Contract: Contract{Level: 4, Strain: Spades}, Tricks: 14}}}
	_, err = ScoreTraveller(1, bad, TravellerOptions{})
	var e *engine.Error
	if !errors.As(err, &e) || e.Field != "lines[1].tricks" {
		t.Errorf("bad line: error %v, want one on lines[1].tricks", err)
	}
	if _, err := ScoreTraveller(1, lines[:2], TravellerOptions{Expected: 1}); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("expected < lines: error %v, want EINVALID", err)
	}
	if _, err := ScoreTraveller(MaxBoardNumber+1, lines, TravellerOptions{}); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("board %d: error %v, want EINVALID", MaxBoardNumber+1, err)
	}
}

// withField, used for every positioned error of the sheets, returns a copy: the error it is
// given keeps its field.
func TestWithField(t *testing.T) {
	orig := engine.Invalid("tricks", 0, 13)
	got := withField(orig, "lines[1]")
	if got == orig || orig.Field != "tricks" || got.Field != "lines[1].tricks" {
		t.Errorf("withField(tricks, lines[1]) = %q, original now %q; want a copy on lines[1].tricks", got.Field, orig.Field)
	}
	if got := withField(&engine.Error{Code: engine.EINVALID}, "boards[0]"); got.Field != "boards[0]" {
		t.Errorf("withField(no field, boards[0]) = %q, want boards[0]", got.Field)
	}
	if got := withField(errors.New("x"), "lines[0]"); got.Code != engine.EINTERNAL {
		t.Errorf("withField(plain error) code %v, want EINTERNAL", got.Code)
	}
}

func TestScoreMatch(t *testing.T) {
	boards := []MatchBoard{
		{Board: 1, Open: entry(t, "4S N ="), Closed: entry(t, "4S N -1")}, // none vul: 420 − (−50) = 470 → 10
		{Board: 2, Open: entry(t, "3N E ="), Closed: entry(t, "3N E +1")}, // −400 − (−430) = 30 → 1
		{Board: 3, Open: entry(t, "2H S -1"), Closed: entry(t, "3D W =")}, // −50 − (−110) = 60 → 2
		{Board: 4, Open: entry(t, "6D W ="), Closed: entry(t, "5D W +1")}, // both vul: −1370 − (−620) = −750 → −13
	}
	tests := []struct {
		name                string
		o                   MatchOptions
		home, vis           float64
		length              int
		homeFinal, visFinal float64
	}{
		{"plain", MatchOptions{}, 13, 13, 4, 10, 10},
		{"imp adjustment", MatchOptions{HomeIMPAdj: 3}, 16, 13, 4, 0, 0},
		{"fines after conversion", MatchOptions{HomeFine: 1, VisFine: 0.5}, 13, 13, 4, 9, 9.5},
		{"longer scale", MatchOptions{Length: 16, VisIMPAdj: -2}, 13, 11, 16, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := ScoreMatch(boards, tt.o)
			if err != nil {
				t.Fatal(err)
			}
			if m.HomeIMP != tt.home || m.VisitorIMP != tt.vis || m.Length != tt.length {
				t.Errorf("ScoreMatch(%+v) = IMP %v–%v over %d, want %v–%v over %d", tt.o, m.HomeIMP, m.VisitorIMP, m.Length, tt.home, tt.vis, tt.length)
			}
			wantHome, wantVis, _ := VP(tt.length, tt.home-tt.vis)
			if m.HomeVP != wantHome || m.VisitorVP != wantVis || !near(m.HomeVP+m.VisitorVP, 20) {
				t.Errorf("ScoreMatch(%+v) VP = %v, %v, want %v, %v", tt.o, m.HomeVP, m.VisitorVP, wantHome, wantVis)
			}
			if !near(m.HomeFinal, wantHome-tt.o.HomeFine) || !near(m.VisitorFinal, wantVis-tt.o.VisFine) {
				t.Errorf("ScoreMatch(%+v) final = %v, %v, want %v, %v", tt.o, m.HomeFinal, m.VisitorFinal, wantHome-tt.o.HomeFine, wantVis-tt.o.VisFine)
			}
			if tt.homeFinal != 0 && (m.HomeFinal != tt.homeFinal || m.VisitorFinal != tt.visFinal) {
				t.Errorf("ScoreMatch(%+v) final = %v, %v, want %v, %v", tt.o, m.HomeFinal, m.VisitorFinal, tt.homeFinal, tt.visFinal)
			}
		})
	}
	m, _ := ScoreMatch(boards, MatchOptions{})
	for i, want := range []int{10, 1, 2, -13} {
		if m.Boards[i].IMP != want {
			t.Errorf("board %d IMP = %d, want %d (net %d)", i+1, m.Boards[i].IMP, want, m.Boards[i].Net)
		}
	}
	if _, err := ScoreMatch(nil, MatchOptions{}); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("no boards: error %v, want EINVALID", err)
	}
	_, err := ScoreMatch([]MatchBoard{{Board: 0}}, MatchOptions{})
	var e *engine.Error
	if !errors.As(err, &e) || e.Field != "boards[0].board" {
		t.Errorf("board 0: error %v, want one on boards[0].board", err)
	}
}
