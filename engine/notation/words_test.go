package notation

import "testing"

func TestOptionWords(t *testing.T) {
	cases := []struct{ word, code string }{
		{"A+", "a-plus"}, {"a+", "a-plus"}, {"A", "avg"}, {"A-", "a-minus"}, {"A−", "a-minus"}, {" a– ", "a-minus"},
		{"A++", ""}, {"B", ""}, {"", ""},
	}
	for _, tc := range cases {
		if got := OptionOf(tc.word); got != tc.code {
			t.Errorf("OptionOf(%q) = %q, want %q", tc.word, got, tc.code)
		}
		if tc.code != "" && OptionOf(OptionWord(tc.code)) != tc.code {
			t.Errorf("OptionOf(OptionWord(%q)) = %q, want it back", tc.code, OptionOf(OptionWord(tc.code)))
		}
	}
	if w := OptionWord("none"); w != "" {
		t.Errorf("OptionWord(none) = %q, want none", w)
	}
}
