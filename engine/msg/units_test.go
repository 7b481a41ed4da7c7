package msg

import "testing"

func TestUnitLabel(t *testing.T) {
	for _, tc := range []struct {
		l    Lang
		u    string
		x    float64
		prec int
		want string
	}{
		{EN, "boards", 1, 0, "board"}, {EN, "boards", 2, 0, "boards"}, {EN, "boards", 0, 0, "boards"},
		{EN, "boards", -1, 0, "board"}, {EN, "points", 1, 2, "points"}, {EN, "mp", 21, 0, "matchpoints"},
		{SR, "boards", 1, 0, "bord"}, {SR, "boards", 2, 0, "borda"}, {SR, "boards", 4, 0, "borda"},
		{SR, "boards", 5, 0, "bordova"}, {SR, "boards", 11, 0, "bordova"}, {SR, "boards", 12, 0, "bordova"},
		{SR, "boards", 14, 0, "bordova"}, {SR, "boards", 21, 0, "bord"}, {SR, "boards", 22, 0, "borda"},
		{SR, "boards", 111, 0, "bordova"}, {SR, "boards", 0, 0, "bordova"}, {SR, "mp", 4.8, 2, "meč-poena"},
		{SR, "boards", 2.5, 1, "borda"}, {SR, "bula", 2, 0, "bule"}, {SR, "bula", 5, 0, "bula"},
		{SR, "tricks", 1, 0, "štih"}, {SR, "tricks", 3, 0, "štiha"}, {SR, "tricks", 10, 0, "štihova"},
		{HU, "boards", 1, 0, "leosztás"}, {HU, "boards", 5, 0, "leosztás"}, {HU, "days", 2, 0, "nap"},
		{EN, "min", 1, 0, "min"}, {SR, "imp", 1, 0, "IMP"}, {HU, "min", 3, 0, "perc"},
		{EN, "count", 3, 0, ""}, {SR, "place", 1, 0, ""}, {EN, "", 1, 0, ""}, {EN, "furlongs", 2, 0, "furlongs"},
	} {
		if got := UnitLabel(tc.l, tc.u, tc.x, tc.prec); got != tc.want {
			t.Errorf("UnitLabel(%v, %q, %v, %d) = %q, want %q", tc.l, tc.u, tc.x, tc.prec, got, tc.want)
		}
	}
}

func TestWithUnit(t *testing.T) {
	for _, tc := range []struct{ num, unit, want string }{
		{"12,50", "VP", "12,50\u00a0VP"}, {"3", "", "3"}, {"−1.100", "poena", "−1.100\u00a0poena"}, {"50.00", "%", "50.00\u00a0%"},
	} {
		if got := WithUnit(tc.num, tc.unit); got != tc.want {
			t.Errorf("WithUnit(%q, %q) = %q, want %q", tc.num, tc.unit, got, tc.want)
		}
	}
}
