// Package input turns the text a director types into a field's value and back: one parser and
// one printer for every engine.Kind, so the form, the share-link view and the tests read and
// write values the same way. Parse validates with Field.Check, so its errors are the ones the
// calculators and the link decoder give.
//
// ParseIn and Show are the lenient pair for what a director types in the UI language: hands,
// cards and score entries in the language's own notation (engine/notation), weights and
// percentages as 0,4 or 40%; ParseIn returns the reading to show back before it counts, and
// refuses a text that reads two ways naming both. Example and Hint give each notation's
// example and hint line, HandCount the count for the card counter beside a hand.
package input

import (
	"strconv"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

// MaxLen is the longest text Parse reads; longer input is EINVALID.
const MaxLen = 2000

// DateLayout is how a date-time is printed; Parse also accepts a "T" between date and time.
const DateLayout = "2006-01-02 15:04"

// Parse reads s as a value of f. Surrounding spaces are ignored; an empty s is the absent
// value (nil), which f.Check then accepts or rejects. Every error is an *engine.Error naming
// the field, with the allowed range or form.
func Parse(f *engine.Field, s string) ([]int64, *engine.Error) {
	if len(s) > MaxLen {
		return nil, fieldErr(f, "input.err.length", msg.A("max", MaxLen))
	}
	s = strings.TrimSpace(s)
	var v []int64
	if s != "" {
		var err *engine.Error
		v, err = parse(f, s)
		if err != nil {
			return nil, err
		}
	}
	if err := f.Check(v); err != nil {
		return nil, err
	}
	return v, nil
}

func parse(f *engine.Field, s string) ([]int64, *engine.Error) {
	switch f.Kind {
	case engine.KIntList, engine.KDecList:
		seps := " \t\r\n;"
		if f.Kind == engine.KIntList {
			seps += ","
		}
		items := strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(seps, r) })
		if f.MaxItems > 0 && len(items) > f.MaxItems {
			return nil, listErr(f)
		}
		out := make([]int64, 0, len(items))
		for _, it := range items {
			x, err := parseOne(f, it)
			if err != nil {
				return nil, err
			}
			out = append(out, x)
		}
		return out, nil
	case engine.KEntryList:
		items := strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == '\n' || r == '\r' })
		var out []int64
		for _, it := range items {
			if strings.TrimSpace(it) == "" {
				continue
			}
			if f.MaxItems > 0 && len(out) == f.MaxItems {
				return nil, listErr(f)
			}
			x, err := parseOne(f, it)
			if err != nil {
				return nil, err
			}
			out = append(out, x)
		}
		if out == nil {
			out = []int64{}
		}
		return out, nil
	}
	x, err := parseOne(f, s)
	if err != nil {
		return nil, err
	}
	return []int64{x}, nil
}

// parseOne reads one scalar or one list item.
func parseOne(f *engine.Field, s string) (int64, *engine.Error) {
	s = strings.TrimSpace(s)
	switch f.Kind {
	case engine.KInt, engine.KIntList:
		n, ok := parseInt(s)
		if !ok {
			return 0, rangeErr(f)
		}
		return n, nil
	case engine.KDecimal, engine.KDecList:
		n, ok := parseDec(s, f.Prec)
		if !ok {
			return 0, rangeErr(f)
		}
		return n, nil
	case engine.KEnum:
		for i, o := range f.Options {
			if s == o {
				return int64(i), nil
			}
		}
		found := -1
		for i, o := range f.Options {
			if strings.EqualFold(s, o) {
				if found >= 0 {
					found = -2
					break
				}
				found = i
			}
		}
		if found >= 0 {
			return int64(found), nil
		}
		return 0, fieldErr(f, "err.enum", msg.A("options", strings.Join(f.Options, ", ")))
	case engine.KBool:
		switch strings.ToLower(s) {
		case "true", "1", "yes", "da", "igen":
			return 1, nil
		case "false", "0", "no", "ne", "nem":
			return 0, nil
		}
		return 0, fieldErr(f, "err.bool")
	case engine.KBridgeHand, engine.KPrefHand:
		d := deck(f.Kind)
		h, err := d.ParseHand(s)
		if err != nil {
			return 0, fieldErr(f, "err.hand", msg.A("cards", d.HandSize))
		}
		return int64(h), nil
	case engine.KCard, engine.KPrefCard:
		c, err := deck(f.Kind).ParseCard(s)
		if err != nil {
			return 0, fieldErr(f, "err.card")
		}
		return int64(c), nil
	case engine.KDateTime:
		t, err := time.Parse(DateLayout, strings.Replace(s, "T", " ", 1))
		if err != nil {
			return 0, fieldErr(f, "err.datetime")
		}
		return msg.MinutesOf(t), nil
	case engine.KEntry, engine.KEntryList:
		e, err := bridge.ParseEntry(s)
		if err != nil {
			return 0, fieldErr(f, "err.entry")
		}
		return bridge.EncodeEntry(e), nil
	}
	return 0, engine.Errorf(engine.EINTERNAL, "field %s: unknown kind %v", f.Name, f.Kind)
}

func deck(k engine.Kind) cards.Deck {
	if k == engine.KPrefHand || k == engine.KPrefCard {
		return cards.Preferans
	}
	return cards.Bridge
}

// sign strips a leading sign ("+", "-" or the minus sign U+2212).
func sign(s string) (neg bool, rest string) {
	switch {
	case strings.HasPrefix(s, "-"):
		return true, s[1:]
	case strings.HasPrefix(s, "−"):
		return true, s[len("−"):]
	case strings.HasPrefix(s, "+"):
		return false, s[1:]
	}
	return false, s
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func parseInt(s string) (int64, bool) {
	neg, d := sign(s)
	if d == "" || !digits(d) {
		return 0, false
	}
	n, err := strconv.ParseInt(d, 10, 64)
	if err != nil {
		return 0, false
	}
	if neg {
		n = -n
	}
	return n, true
}

// parseDec reads a decimal with "." or "," as the mark into a fixed-point integer at prec.
// Digits beyond prec must be zeros: a value is never rounded silently.
func parseDec(s string, prec int) (int64, bool) {
	neg, d := sign(s)
	ip, fp := d, ""
	if i := strings.IndexAny(d, ".,"); i >= 0 {
		ip, fp = d[:i], d[i+1:]
	}
	if ip == "" && fp == "" || !digits(ip) || !digits(fp) || prec < 0 || prec > 15 {
		return 0, false
	}
	if len(fp) > prec {
		if strings.Trim(fp[prec:], "0") != "" {
			return 0, false
		}
		fp = fp[:prec]
	}
	fp += strings.Repeat("0", prec-len(fp))
	ip = strings.TrimLeft(ip, "0")
	all := ip + fp
	if all == "" {
		all = "0"
	}
	n, err := strconv.ParseInt(all, 10, 64)
	if err != nil {
		return 0, false
	}
	if neg {
		n = -n
	}
	return n, true
}

// fieldErr is an EINVALID naming f by its label.
func fieldErr(f *engine.Field, key string, args ...msg.Arg) *engine.Error {
	e := engine.InvalidKey(f.Name, key, args...)
	e.Args[0].Value = msg.Ref(f.LabelKey())
	return e
}

// rangeErr is the error Field.Check gives for a number out of range: the field, its range and,
// for decimals, the decimals allowed.
func rangeErr(f *engine.Field) *engine.Error {
	if f.Kind == engine.KDecimal || f.Kind == engine.KDecList {
		sc := f.Scale()
		return fieldErr(f, "err.decimal",
			msg.A("min", msg.Dec{V: float64(f.Min) / sc, Prec: f.Prec}),
			msg.A("max", msg.Dec{V: float64(f.Max) / sc, Prec: f.Prec}),
			msg.A("prec", f.Prec))
	}
	return fieldErr(f, "err.number", msg.A("min", f.Min), msg.A("max", f.Max))
}

func listErr(f *engine.Field) *engine.Error { return f.ListErr() }

// Format prints v as Parse reads it back: decimals with lang's decimal mark and no digit
// grouping, booleans as lang's yes/no, hands spades first, date-times as DateLayout, lists
// separated by ", " (whole numbers) or "; ". nil prints as "".
func Format(f *engine.Field, v []int64, lang msg.Lang) string {
	if v == nil {
		return ""
	}
	switch f.Kind {
	case engine.KIntList, engine.KDecList, engine.KEntryList:
		sep := "; "
		if f.Kind == engine.KIntList {
			sep = ", "
		}
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = formatOne(f, x, lang)
		}
		return strings.Join(parts, sep)
	}
	if len(v) == 0 {
		return ""
	}
	return formatOne(f, v[0], lang)
}

func formatOne(f *engine.Field, x int64, lang msg.Lang) string {
	switch f.Kind {
	case engine.KInt, engine.KIntList:
		return strconv.FormatInt(x, 10)
	case engine.KDecimal, engine.KDecList:
		return formatDec(x, f.Prec, lang)
	case engine.KEnum:
		if x >= 0 && x < int64(len(f.Options)) {
			return f.Options[x]
		}
	case engine.KBool:
		if x == 1 {
			return msg.T(lang, "common.yes")
		}
		if x == 0 {
			return msg.T(lang, "common.no")
		}
	case engine.KBridgeHand, engine.KPrefHand:
		d := deck(f.Kind)
		if x >= 0 && d.Valid(cards.Hand(x)) {
			return d.HandString(cards.Hand(x))
		}
	case engine.KCard, engine.KPrefCard:
		d := deck(f.Kind)
		if x >= 0 && x < int64(d.N()) {
			return d.CardString(cards.Card(x))
		}
	case engine.KDateTime:
		// about ±19,000 years: time.Time holds it, DateLayout does not need to.
		if x > -1e10 && x < 1e10 {
			return msg.Wall(x).Format(DateLayout)
		}
	case engine.KEntry, engine.KEntryList:
		if e, err := bridge.DecodeEntry(x); err == nil {
			return e.String()
		}
	}
	return strconv.FormatInt(x, 10) // out of the kind's range: visible, and Parse rejects it
}

func formatDec(x int64, prec int, lang msg.Lang) string {
	if prec <= 0 || prec > 18 {
		return strconv.FormatInt(x, 10)
	}
	neg := x < 0
	u := uint64(x)
	if neg {
		u = uint64(-x) // also right for MinInt64
	}
	s := strconv.FormatUint(u, 10)
	if len(s) <= prec {
		s = strings.Repeat("0", prec-len(s)+1) + s
	}
	mark := "."
	if lang != msg.EN {
		mark = ","
	}
	s = s[:len(s)-prec] + mark + s[len(s)-prec:]
	if neg {
		s = "-" + s
	}
	return s
}
