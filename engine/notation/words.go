package notation

import "strings"

// The short words directors write for some choices on a slip, the same in every language: an
// artificial adjusted score as A+ (average plus), A (average), A- (average minus). The form's
// lines read them and print them for those choices' codes.
var optionWords = map[string]string{"a-plus": "A+", "avg": "A", "a-minus": "A-"}

// OptionWord is the short word of the choice code ("a-plus" → "A+"), "" when it has none.
func OptionWord(code string) string { return optionWords[code] }

// OptionOf is the choice code a short word names ("A+", "a−" → "a-plus"), "" when none.
func OptionOf(word string) string {
	w := strings.ToUpper(strings.NewReplacer("−", "-", "–", "-", "＋", "+").Replace(strings.TrimSpace(word)))
	for code, x := range optionWords {
		if x == w {
			return code
		}
	}
	return ""
}
