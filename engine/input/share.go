package input

import (
	"math"
	"strings"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// share is how ParseIn reads a decimal field that holds a part of a whole.
type share uint8

const (
	shareNone     share = iota
	shareFraction       // a weight: the field's range lies within 0 to 1
	sharePercent        // a percentage: range within 0 to 100, "pct" a word of the field's name
)

// shareOf tells a weight or a percentage field from other decimals, by its range (and, for a
// percentage, its name: fines and IMPs also run from 0 to 100).
func shareOf(f *engine.Field) share {
	if f.Kind != engine.KDecimal && f.Kind != engine.KDecList || f.Prec < 0 || f.Prec > 12 {
		return shareNone
	}
	one := int64(math.Round(f.Scale()))
	switch {
	case f.Min >= 0 && f.Max <= one:
		return shareFraction
	case f.Min >= 0 && f.Max <= 100*one && (strings.Contains("_"+f.Name+"_", "_pct_") || f.Unit == "unit.pct"):
		return sharePercent
	}
	return shareNone
}

// cutPct returns s without a "%" at its end, and whether it had one.
func cutPct(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if t, ok := strings.CutSuffix(s, "%"); ok {
		return strings.TrimSpace(t), true
	}
	return s, false
}

// readPercents reads the items of a percentage field: numbers, each with or without "%",
// read as written (40 and 40% are forty per cent, 0,4 is 0.4 per cent).
func readPercents(f *engine.Field, items []string) ([]int64, *engine.Error) {
	out := make([]int64, 0, len(items))
	if f.Kind == engine.KDecList && f.MaxItems > 0 && len(items) > f.MaxItems {
		return nil, listErr(f)
	}
	for _, it := range items {
		num, _ := cutPct(it)
		n, ok := parseDec(num, f.Prec)
		if !ok {
			return nil, rangeErr(f)
		}
		out = append(out, n)
	}
	return out, nil
}

// readWeights reads the items of a weight field (one item for a scalar). The rule, for the
// items of one text together:
//   - an item written with "%" is a percentage: 40% is 0.4;
//   - an item without "%" above 1 is a percentage too (40 is 0.4), one strictly between 0 and 1
//     a fraction (0,4 and 0.4 are 0.4), and 0 and 1 follow the others;
//   - when any item is a percentage, every item without "%" is read as one ("99; 1" is 0.99 and
//     0.01); otherwise every item is a fraction ("1" alone is 1, all of the whole);
//   - a text with both a fraction and a percentage ("0.5; 50") reads two ways and is refused,
//     naming the fraction's two readings.
//
// A value is never rounded: 33.33% at three decimals is refused, as Parse refuses 0.3333.
func readWeights(f *engine.Field, items []string, lang msg.Lang) ([]int64, *engine.Error) {
	if f.Kind == engine.KDecList && f.MaxItems > 0 && len(items) > f.MaxItems {
		return nil, listErr(f)
	}
	type item struct {
		text string
		n    int64 // the number as written, at f.Prec+2 decimals
		pct  bool  // written with %
	}
	unit := int64(1)
	for range f.Prec + 2 {
		unit *= 10
	}
	var list []item
	frac, pct := -1, -1 // an item read as a fraction, one read as a percentage
	for i, it := range items {
		num, p := cutPct(it)
		n, ok := parseDec(num, f.Prec+2)
		if !ok {
			return nil, rangeErr(f)
		}
		list = append(list, item{num, n, p})
		a := n
		if a < 0 {
			a = -a
		}
		switch {
		case p || a > unit:
			if pct < 0 {
				pct = i
			}
		case a > 0 && a < unit:
			if frac < 0 {
				frac = i
			}
		}
	}
	if frac >= 0 && pct >= 0 {
		x := list[frac]
		return nil, fieldErr(f, "input.err.share-mixed",
			msg.A("a", x.text), msg.A("b", strings.TrimSpace(items[pct])),
			msg.A("as_frac", trimDec(formatScaled(x.n, f.Prec, lang))+"%"), // 0,5 as a fraction: 50%
			msg.A("as_pct", x.text+"%"))                                    // as a percentage
	}
	out := make([]int64, 0, len(list))
	for _, x := range list {
		div := int64(100) // a fraction: from Prec+2 decimals to Prec
		if pct >= 0 {
			div = 10000 // a percentage: and a hundredth of it
		}
		if x.n%div != 0 {
			return nil, rangeErr(f)
		}
		out = append(out, x.n/div)
	}
	return out, nil
}
