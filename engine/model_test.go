package engine

import "testing"

func TestRulesetDefault(t *testing.T) {
	form := EnumField("form", "", 0, "mp", "imp", "teams")
	imp := EnumField("form", "", 0, "mp", "imp")
	other := EnumField("vul", "", 1, "none", "teams")
	rs := &Ruleset{Prefer: []Preference{{Field: "form", Options: []string{"teams", "imp"}}}}
	tests := []struct {
		rs   *Ruleset
		f    Field
		want int64
	}{
		{rs, form, 2},
		{rs, imp, 1},
		{rs, other, 1},
		{&Ruleset{}, form, 0},
		{nil, form, 0},
		{rs, EnumField("form", "", 0, "mp"), 0},
	}
	for _, tt := range tests {
		if got := tt.rs.Default(&tt.f); len(got) != 1 || got[0] != tt.want {
			t.Errorf("Default(%s %v) = %v, want [%d]", tt.f.Name, tt.f.Options, got, tt.want)
		}
	}
}
