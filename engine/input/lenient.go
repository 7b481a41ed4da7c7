package input

import (
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
	"arbiter/engine/notation"
)

// ParseIn reads s as a value of f the way a director types it in lang, and returns the value
// with its reading to show back before it counts (shown: "♠AKQ2 ♥543 ♦KJ2 ♣876", "4♠X N -2",
// "60%; 40%"; "" for an absent value). It reads more than Parse does:
//   - hands, cards, entries: engine/notation's lenient readers, in English notation and
//     lang's own letters (the package comment of engine/notation lists them); a text that
//     reads two ways is refused naming both readings;
//   - a list of entries: items separated by ";", "," or new lines;
//   - a weight (a decimal field whose range lies within 0 to 1): a fraction or a percentage.
//     An item with "%" is a percentage (40% is 0.4); one without, above 1, is one too (40 is
//     0.4); one strictly between 0 and 1 is a fraction (0,4 and 0.4); when any item of the
//     text is a percentage every item without "%" is read as one ("99; 1" is 0.99 and 0.01),
//     else every item is a fraction ("1" is 1); a text with both a fraction and a percentage
//     ("0.5; 50") is refused, naming the fraction's two readings (50% or 0.5%);
//   - a percentage (a decimal field of 0 to 100 whose name holds the word "pct"): a number
//     with or without "%";
//   - every other kind exactly as Parse.
//
// What Parse accepts, ParseIn gives the same value for in English; in Serbian and Hungarian
// too, except a text that reads two ways there, which it refuses (Parse reads "3N S =" with S
// as South; in Serbian S is also sever, North). Every error is an *engine.Error naming f by its
// label, as Parse's are.
func ParseIn(f *engine.Field, s string, lang msg.Lang) ([]int64, string, *engine.Error) {
	if len(s) > MaxLen {
		return nil, "", fieldErr(f, "input.err.length", msg.A("max", MaxLen))
	}
	s = strings.TrimSpace(s)
	var v []int64
	shown := ""
	if s != "" {
		var err *engine.Error
		v, shown, err = parseIn(f, s, lang)
		if err != nil {
			return nil, "", err
		}
	}
	if err := f.Check(v); err != nil {
		return nil, "", err
	}
	if shown == "" {
		shown = Show(f, v, lang)
	}
	return v, shown, nil
}

func parseIn(f *engine.Field, s string, lang msg.Lang) ([]int64, string, *engine.Error) {
	switch f.Kind {
	case engine.KBridgeHand, engine.KPrefHand:
		h, err := notation.ReadHand(deck(f.Kind), s, lang)
		if err != nil {
			return nil, "", retarget(f, err)
		}
		return []int64{int64(h.Cards)}, h.Shown, nil
	case engine.KCard, engine.KPrefCard:
		c, shown, err := notation.ReadCard(deck(f.Kind), s, lang)
		if err != nil {
			return nil, "", retarget(f, err)
		}
		return []int64{int64(c)}, shown, nil
	case engine.KEntry:
		e, shown, err := notation.ReadEntry(s, lang)
		if err != nil {
			return nil, "", retarget(f, err)
		}
		return []int64{bridge.EncodeEntry(e)}, shown, nil
	case engine.KEntryList:
		items := strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == ',' || r == '\n' || r == '\r' })
		out, shown := []int64{}, []string{}
		for _, it := range items {
			if strings.TrimSpace(it) == "" {
				continue
			}
			if f.MaxItems > 0 && len(out) == f.MaxItems {
				return nil, "", listErr(f)
			}
			e, sh, err := notation.ReadEntry(it, lang)
			if err != nil {
				return nil, "", retarget(f, err)
			}
			out, shown = append(out, bridge.EncodeEntry(e)), append(shown, sh)
		}
		return out, strings.Join(shown, "; "), nil
	case engine.KDecimal, engine.KDecList:
		switch shareOf(f) {
		case shareFraction:
			v, err := readWeights(f, items(f, s), lang)
			return v, "", err
		case sharePercent:
			v, err := readPercents(f, items(f, s))
			return v, "", err
		}
	}
	v, err := parse(f, s)
	return v, "", err
}

// items splits the text of a decimal field: a list at its separators (a "%" standing alone
// belongs to the number before it), a scalar whole.
func items(f *engine.Field, s string) []string {
	if f.Kind != engine.KDecList {
		return []string{s}
	}
	var out []string
	for _, it := range strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(" \t\r\n;", r) }) {
		if it == "%" && len(out) > 0 && !strings.HasSuffix(out[len(out)-1], "%") {
			out[len(out)-1] += it
			continue
		}
		out = append(out, it)
	}
	return out
}

// retarget makes an error of engine/notation one of f: its field and its label.
func retarget(f *engine.Field, err error) *engine.Error {
	l := engine.Errors(err)
	if len(l) == 0 {
		return fieldErr(f, "err.generic")
	}
	e := *l[0]
	e.Field = f.Name
	e.Args = append([]msg.Arg(nil), e.Args...)
	if len(e.Args) > 0 && e.Args[0].Name == "field" {
		e.Args[0].Value = msg.Ref(f.LabelKey())
	}
	return &e
}

// Show prints v the way ParseIn shows its reading, which ParseIn reads back in lang: hands and
// cards with suit symbols ("♠AKQ2 ♥543 ♦KJ2 ♣876", "♥10"), entries with suit symbols and lang's
// no trump and declarer ("4♠X N -2", Serbian "3BA jug ="), weights and percentages as
// percentages ("60%; 40%"), everything else as Format. nil prints as "".
func Show(f *engine.Field, v []int64, lang msg.Lang) string {
	if v == nil {
		return ""
	}
	one := func(x int64) string { return formatOne(f, x, lang) }
	sep := "; "
	switch f.Kind {
	case engine.KBridgeHand, engine.KPrefHand:
		if d := deck(f.Kind); len(v) == 1 && v[0] >= 0 && d.Valid(cards.Hand(v[0])) {
			return notation.ShowHand(d, cards.Hand(v[0]))
		}
	case engine.KCard, engine.KPrefCard:
		if d := deck(f.Kind); len(v) == 1 && v[0] >= 0 && v[0] < int64(d.N()) {
			return notation.ShowCard(d, cards.Card(v[0]))
		}
	case engine.KEntry, engine.KEntryList:
		one = func(x int64) string {
			if e, err := bridge.DecodeEntry(x); err == nil {
				return notation.ShowEntry(e, lang)
			}
			return strconv.FormatInt(x, 10)
		}
	case engine.KDecimal, engine.KDecList:
		switch shareOf(f) {
		case shareFraction:
			one = func(x int64) string { return trimDec(formatScaled(x, f.Prec-2, lang)) + "%" }
		case sharePercent:
			one = func(x int64) string { return trimDec(formatDec(x, f.Prec, lang)) + "%" }
		}
	}
	if f.Kind.IsList() {
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = one(x)
		}
		return strings.Join(parts, sep)
	}
	if len(v) == 0 {
		return ""
	}
	return one(v[0])
}

// formatScaled prints x·10^-prec for any prec (a negative prec multiplies).
func formatScaled(x int64, prec int, lang msg.Lang) string {
	if prec > 0 {
		return formatDec(x, prec, lang)
	}
	for ; prec < 0; prec++ {
		x *= 10
	}
	return strconv.FormatInt(x, 10)
}

// trimDec drops the zeros at the end of a decimal's fraction, and the mark when nothing is left.
func trimDec(s string) string {
	if !strings.ContainsAny(s, ".,") {
		return s
	}
	return strings.TrimRight(strings.TrimRight(s, "0"), ".,")
}

// HandCount is the number of cards the reader sees in s for the hand field f, for the counter
// beside it: f's hand size exactly when ParseIn accepts s, else the cards of the hand being
// written; ok is false when s reads as no hand or as two (and for a field of another kind).
func HandCount(f *engine.Field, s string, lang msg.Lang) (n int, ok bool) {
	if f.Kind != engine.KBridgeHand && f.Kind != engine.KPrefHand {
		return 0, false
	}
	return notation.CountHand(deck(f.Kind), s, lang)
}

// Example is the example of f's notation in lang ("S AKQ2 H 543 D KJ2 C 876"; Serbian
// "P AKD2 H 543 K KJ2 T 876"), which ParseIn reads as a value of f; "" for a kind without one.
func Example(f *engine.Field, lang msg.Lang) string {
	ex, _ := exampleKeys(f)
	if ex == "" {
		return ""
	}
	return msg.T(lang, ex)
}

// Hint is the line that tells how to write a value of f in lang: the example, the letters of
// lang's notation, the other forms read; "" for a kind without a notation.
func Hint(f *engine.Field, lang msg.Lang) string {
	_, h := exampleKeys(f)
	if h == "" {
		return ""
	}
	return msg.T(lang, h, msg.A("example", Example(f, lang)))
}

// exampleKeys are the message keys of the example and the hint of f's notation.
func exampleKeys(f *engine.Field) (example, hint string) {
	switch f.Kind {
	case engine.KBridgeHand:
		return "input.example.hand", "input.hint.hand"
	case engine.KPrefHand:
		return "input.example.prefhand", "input.hint.prefhand"
	case engine.KCard:
		return "input.example.card", "input.hint.card"
	case engine.KPrefCard:
		return "input.example.prefcard", "input.hint.prefcard"
	case engine.KEntry:
		return "input.example.entry", "input.hint.entry"
	case engine.KEntryList:
		return "input.example.entries", "input.hint.entries"
	case engine.KDecimal, engine.KDecList:
		switch shareOf(f) {
		case shareFraction:
			if f.Kind == engine.KDecList {
				return "input.example.weights", "input.hint.weights"
			}
			return "input.example.weight", "input.hint.weight"
		case sharePercent:
			return "input.example.pct", "input.hint.pct"
		}
	}
	return "", ""
}
