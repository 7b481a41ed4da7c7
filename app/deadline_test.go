package main

import (
	"testing"

	"arbiter/engine"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// TestDeadlineTexts: every fact a regulation asks for has a label and a link parameter of its
// own, every kind of limit a heading, every missing fact a sentence, in the three languages.
func TestDeadlineTexts(t *testing.T) {
	params := map[string]string{}
	var f link.Facts
	for _, rs := range rulesets.All() {
		for _, in := range rulesets.DeadlineInputs(rs) {
			label := in.Label
			if label == "" {
				label = "app.dl.f." + in.Fact
			}
			if !msg.Has(label) {
				t.Errorf("%s: no label %s", rs.ID, label)
			}
			_, p := factField(&f, in.Fact)
			if other, ok := params[p]; ok && other != in.Fact {
				t.Errorf("facts %s and %s share the parameter %s", in.Fact, other, p)
			}
			params[p] = in.Fact
		}
		for _, c := range rs.Calculators {
			d, _ := rulesets.Deadline(rs, engine.NewParams(rs, nil), c.ID, engine.DeadlineFacts{})
			for _, k := range []string{"app.dl.h." + d.Kind, "app.dl.missing." + d.Missing} {
				if k == "app.dl.missing." {
					continue
				}
				if !msg.Has(k) {
					t.Errorf("%s/%s: no text %s", rs.ID, c.ID, k)
				}
			}
		}
	}
}

func TestTimeLeft(t *testing.T) {
	for _, tc := range []struct {
		l    msg.Lang
		min  int64
		want string
	}{
		{msg.EN, 1, "1 min left"},
		{msg.EN, 59, "59 min left"},
		{msg.EN, 60, "1 h 0 min left"},
		{msg.SR, 95, "Preostalo: 1 h 35 min"},
		{msg.HU, 1440 + 61, "Hátravan: 1 nap 1 óra 1 perc"},
	} {
		if got := timeLeft(tc.l, tc.min); got != tc.want {
			t.Errorf("timeLeft(%v, %d) = %q, want %q", tc.l, tc.min, got, tc.want)
		}
	}
}
