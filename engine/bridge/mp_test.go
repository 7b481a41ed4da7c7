package bridge

import (
	"math"
	"slices"
	"testing"

	"arbiter/engine"
)

func near(a, b float64) bool { return math.Abs(a-b) < 0.005 }

func nearAll(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !near(a[i], b[i]) {
			return false
		}
	}
	return true
}

func TestVPTableProperties(t *testing.T) {
	for _, boards := range []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 20, 24, 28, 32, 36, 40, 48, 64, 100, 128, 256} {
		tab, err := VPTable(boards)
		if err != nil {
			t.Fatalf("VPTable(%d): %v", boards, err)
		}
		if want := int(math.Ceil(15*math.Sqrt(float64(boards)))) + 1; len(tab) != want {
			t.Errorf("VPTable(%d) has %d entries, want %d", boards, len(tab), want)
		}
		if tab[0] != 1000 || tab[len(tab)-1] != 2000 {
			t.Errorf("VPTable(%d) runs %d..%d, want 1000..2000", boards, tab[0], tab[len(tab)-1])
		}
		for i := 1; i < len(tab); i++ {
			if tab[i] < tab[i-1] {
				t.Errorf("VPTable(%d) not monotone at %d: %d < %d", boards, i, tab[i], tab[i-1])
			}
			if i >= 2 && tab[i]-tab[i-1] > tab[i-1]-tab[i-2] {
				t.Errorf("VPTable(%d) not concave at %d: step %d after %d", boards, i, tab[i]-tab[i-1], tab[i-1]-tab[i-2])
			}
		}
		for _, m := range []float64{0, 0.5, 1, 3.25, 7, 13.99, 20, 44.4, 1000} {
			for _, sgn := range []float64{1, -1} {
				a, b, err := VP(boards, sgn*m)
				if err != nil {
					t.Fatalf("VP(%d, %v): %v", boards, sgn*m, err)
				}
				if math.Round((a+b)*100) != 2000 {
					t.Errorf("VP(%d, %v) = %v + %v, want a sum of 20", boards, sgn*m, a, b)
				}
				if a2, b2, _ := VP(boards, -sgn*m); a2 != b || b2 != a {
					t.Errorf("VP(%d, %v) = %v, %v does not mirror VP(%d, %v) = %v, %v", boards, -sgn*m, a2, b2, boards, sgn*m, a, b)
				}
			}
		}
	}
}

func TestVP(t *testing.T) {
	tests := []struct {
		boards       int
		margin       float64
		team, oppose float64
	}{
		{16, 14, 13.75, 6.25}, // the concavity correction: 13.74 before it
		{16, 0, 10, 10},
		{16, 59, 19.93, 0.07},
		{16, 60, 20, 0},
		{16, 100, 20, 0},
		{16, -14, 6.25, 13.75},
		{8, 10, 13.78, 6.22},
		{8, 43, 20, 0},
		{8, 42, 19.95, 0.05},
	}
	for _, tt := range tests {
		a, b, err := VP(tt.boards, tt.margin)
		if err != nil || a != tt.team || b != tt.oppose {
			t.Errorf("VP(%d, %v) = %v, %v, %v, want %v, %v", tt.boards, tt.margin, a, b, err, tt.team, tt.oppose)
		}
	}
	// fractional margins interpolate between the corrected whole margins, rounded half-up
	tab, _ := VPTable(16)
	for _, m := range []float64{0.5, 14.25, 14.5, 33.75, 59.5} {
		lo := int(m)
		want := math.Floor(float64(tab[lo])+(m-float64(lo))*float64(tab[lo+1]-tab[lo])+0.5) / 100
		if a, _, _ := VP(16, m); a != want {
			t.Errorf("VP(16, %v) = %v, want %v", m, a, want)
		}
		if a, _, _ := VP(16, m); a < float64(tab[lo])/100 || a > float64(tab[lo+1])/100 {
			t.Errorf("VP(16, %v) = %v, outside [%v, %v]", m, a, tab[lo], tab[lo+1])
		}
	}
	for _, tt := range []struct {
		boards int
		margin float64
	}{{0, 1}, {MaxBoards + 1, 1}, {16, math.NaN()}, {16, math.Inf(1)}, {16, 2e6}} {
		if _, _, err := VP(tt.boards, tt.margin); engine.ErrorCode(err) != engine.EINVALID {
			t.Errorf("VP(%d, %v) error = %v, want EINVALID", tt.boards, tt.margin, err)
		}
	}
}

func TestMatchpoints(t *testing.T) {
	tests := []struct {
		name     string
		scores   []int
		art      []Artificial
		expected int
		ns, ew   []float64
		top      float64
		artNS    []float64
		neuberg  bool
	}{
		{name: "plain", scores: []int{420, 420, 450, -50}, ns: []float64{3, 3, 6, 0}, ew: []float64{3, 3, 0, 6}, top: 6},
		{name: "all equal", scores: []int{100, 100, 100}, ns: []float64{2, 2, 2}, ew: []float64{2, 2, 2}, top: 4},
		{name: "one result", scores: []int{620}, ns: []float64{0}, ew: []float64{0}, top: 0},
		{name: "neuberg", scores: []int{420, 420, 450, -50}, expected: 5,
			ns: []float64{4, 4, 7.75, 0.25}, ew: []float64{4, 4, 0.25, 7.75}, top: 8, neuberg: true},
		{name: "artificial", scores: []int{420, 450}, art: []Artificial{{60, 40}},
			ns: []float64{0.5, 3.5}, ew: []float64{3.5, 0.5}, top: 4, artNS: []float64{2.4}, neuberg: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Matchpoints(tt.scores, tt.art, tt.expected)
			if err != nil {
				t.Fatalf("Matchpoints(%v, %v, %d): %v", tt.scores, tt.art, tt.expected, err)
			}
			if !nearAll(r.NS, tt.ns) || !nearAll(r.EW, tt.ew) || r.Top != tt.top || r.Neuberg != tt.neuberg {
				t.Errorf("Matchpoints(%v, %v, %d) = ns %v ew %v top %v neuberg %v, want %v %v %v %v",
					tt.scores, tt.art, tt.expected, r.NS, r.EW, r.Top, r.Neuberg, tt.ns, tt.ew, tt.top, tt.neuberg)
			}
			if tt.artNS != nil && !nearAll(r.ArtNS, tt.artNS) {
				t.Errorf("artificial ns = %v, want %v", r.ArtNS, tt.artNS)
			}
		})
	}
	bad := []struct {
		scores   []int
		art      []Artificial
		expected int
		field    string
	}{
		{nil, nil, 0, "scores"},
		{[]int{1, 2, 3}, nil, 2, "expected"},
		{[]int{1}, nil, 10001, "expected"},
		{[]int{1}, []Artificial{{101, 0}}, 0, "artificial"},
		{[]int{1}, []Artificial{{50, -1}}, 0, "artificial"},
	}
	for _, tt := range bad {
		_, err := Matchpoints(tt.scores, tt.art, tt.expected)
		if e, ok := err.(*engine.Error); !ok || e.Code != engine.EINVALID || e.Field != tt.field {
			t.Errorf("Matchpoints(%v, %v, %d) error = %v, want EINVALID on %s", tt.scores, tt.art, tt.expected, err, tt.field)
		}
	}
	if p := Pct(3, 6); p != 50 {
		t.Errorf("Pct(3, 6) = %v, want 50", p)
	}
	if p := Pct(0, 0); p != 50 {
		t.Errorf("Pct(0, 0) = %v, want 50", p)
	}
	if p := Pct(2, 3); p != 66.67 {
		t.Errorf("Pct(2, 3) = %v, want 66.67", p)
	}
}

func TestCrossIMPs(t *testing.T) {
	got, err := CrossIMPs([]int{420, 420, 450, -50})
	if want := []float64{3, 3, 4.33, -10.33}; err != nil || !nearAll(got, want) {
		t.Errorf("CrossIMPs([420 420 450 -50]) = %v, %v, want %v", got, err, want)
	}
	got, _ = CrossIMPs([]int{620, -100})
	if want := []float64{12, -12}; !nearAll(got, want) {
		t.Errorf("CrossIMPs([620 -100]) = %v, want %v", got, want)
	}
	if _, err := CrossIMPs([]int{1}); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("CrossIMPs of one score: error %v, want EINVALID", err)
	}
}

func TestButler(t *testing.T) {
	tests := []struct {
		scores           []int
		discard, roundTo int
		datum            int
		imps             []int
	}{
		{[]int{420, 420, 450, -50}, 1, 10, 420, []int{0, 0, 1, -10}},
		{[]int{420, 420, 450, -50}, 0, 10, 310, []int{3, 3, 4, -8}},
		{[]int{300, 330}, 0, 10, 320, []int{-1, 0}},   // 315: ties away from zero
		{[]int{-300, -330}, 0, 10, -320, []int{1, 0}}, // −315 → −320
		{[]int{400, 430}, 0, 50, 400, []int{0, 1}},    // 415 → 400 at 50
		{[]int{400, 440}, 0, 50, 400, []int{0, 1}},    // 420 → 400 at 50
		{[]int{400, 460}, 0, 50, 450, []int{-2, 0}},   // 430 → 450 at 50
		{[]int{1, 2, 3, 4, 5, 1000, -1000}, 2, 1, 3, []int{0, 0, 0, 0, 0, 14, -14}},
	}
	for _, tt := range tests {
		d, imps, err := Butler(tt.scores, tt.discard, tt.roundTo)
		if err != nil || d != tt.datum || !slices.Equal(imps, tt.imps) {
			t.Errorf("Butler(%v, %d, %d) = %d, %v, %v, want %d, %v", tt.scores, tt.discard, tt.roundTo, d, imps, err, tt.datum, tt.imps)
		}
	}
	bad := []struct {
		scores           []int
		discard, roundTo int
		field            string
	}{
		{[]int{1, 2}, 1, 10, "discard"},
		{[]int{1, 2, 3}, -1, 10, "discard"},
		{nil, 0, 10, "discard"},
		{[]int{1, 2, 3}, 0, 0, "round_to"},
	}
	for _, tt := range bad {
		_, _, err := Butler(tt.scores, tt.discard, tt.roundTo)
		if e, ok := err.(*engine.Error); !ok || e.Code != engine.EINVALID || e.Field != tt.field {
			t.Errorf("Butler(%v, %d, %d) error = %v, want EINVALID on %s", tt.scores, tt.discard, tt.roundTo, err, tt.field)
		}
	}
}
