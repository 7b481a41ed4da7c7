package msg

import "math"

// unitless are the units a value is shown without: a count, a code, a factor, a place.
var unitless = map[string]bool{"": true, "count": true, "code": true, "factor": true, "place": true}

// UnitLabel is the label of unit u after the number x shown with prec decimals, in the form l
// needs after that number: English says 1 board, 2 boards; Serbian 1 bord, 2 borda, 5 bordova
// (and borda after a decimal); Hungarian keeps the singular after any number. The keys are
// names.go's unitKeys: the "one" and "few" forms where the unit has them, else the general
// plural ("unit.boards.one", "unit.boards").
// A unitless value ("count", "code", "factor", "place") has "", an unknown unit its code.
func UnitLabel(l Lang, u string, x float64, prec int) string {
	if unitless[u] {
		return ""
	}
	if k, ok := unitKey(u, pluralForm(l, x, prec)); ok {
		return T(l, k)
	}
	return u
}

// WithUnit joins a printed number and its unit's label (UnitLabel) with a no-break space; an
// empty label leaves the number bare.
func WithUnit(num, unit string) string {
	if unit == "" {
		return num
	}
	return num + "\u00a0" + unit
}

// pluralForm is the plural category of x shown with prec decimals in l: "one", "few" or "" (the
// general plural).
func pluralForm(l Lang, x float64, prec int) string {
	p := math.Pow(10, float64(prec))
	r := math.Abs(math.Round(x*p) / p)
	decimals := prec > 0
	n := int64(r)
	switch l {
	case EN:
		if !decimals && n == 1 {
			return "one"
		}
	case SR:
		switch {
		case decimals:
			return "few" // 2,5 borda, 4,80 meč-poena
		case n%10 == 1 && n%100 != 11:
			return "one"
		case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
			return "few"
		}
	}
	return ""
}
