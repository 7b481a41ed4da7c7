package pref

import (
	"fmt"
	"testing"

	"arbiter/engine"
)

// A ruling row made after the window for its hand gets a warning beside it (none when the judge
// found the late call justified, nor when no time is given), the same judgment as the result's
// WindowStep.
func TestDeriveRulings(t *testing.T) {
	c := calcSheet()
	cases := []struct {
		rulings, made []int64
		justified     bool
		want          []string // the note of each row: "warn", "ok" (a note, no warning), "" (none)
	}{
		{[]int64{1, -4, 0, 4, 1, -4, 0, 4}, []int64{1, 4}, false, []string{"", "warn"}},
		{[]int64{1, -4, 0, 4, 2, 0, 2, -2}, []int64{1, 2}, false, []string{"", ""}},
		{[]int64{1, -4, 0, 4}, []int64{3}, true, []string{"ok"}},
		{[]int64{1, -4, 0, 4}, nil, false, []string{""}},
	}
	for _, tc := range cases {
		v := c.Inputs.Defaults()
		v[c.Inputs.Index("rulings")] = tc.rulings
		v[c.Inputs.Index("ruling_made")] = tc.made
		j := int64(0)
		if tc.justified {
			j = 1
		}
		v[c.Inputs.Index("delay_justified")] = []int64{j}
		in, err := engine.NewInput(c.Inputs, v)
		if err != nil {
			t.Fatal(err)
		}
		notes := deriveRulings(testParams(), in)
		var got []string
		for _, n := range notes {
			switch {
			case len(n) == 0:
				got = append(got, "")
			case n[0].Warn:
				got = append(got, "warn")
			default:
				got = append(got, "ok")
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("deriveRulings(%v made %v, justified %v) = %q, want %q", tc.rulings, tc.made, tc.justified, got, tc.want)
		}
	}
}
