// Package msg is Arbiter's one message catalogue: every user-facing sentence of the engine and
// the app, in English, Serbian (Latin script, ekavian) and Hungarian, with locale number forms.
//
// Each area registers its texts from an init function with Register; keys are unique across the
// product. Placeholders are {name}; arguments are named, so a translation may reorder them.
// Terms follow shared/spec/glossary.md.
package msg

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Lang is a UI language.
type Lang uint8

const (
	EN Lang = iota
	SR
	HU
)

var langCodes = [...]string{EN: "en", SR: "sr", HU: "hu"}

// Langs lists the UI languages in menu order.
var Langs = []Lang{SR, HU, EN}

func (l Lang) String() string {
	if int(l) < len(langCodes) {
		return langCodes[l]
	}
	return "%!Lang(" + strconv.Itoa(int(l)) + ")"
}

// ParseLang maps a BCP 47 tag ("sr-Latn-RS", "hu", "en-GB") to a Lang; ok is false when the
// tag names none of ours.
func ParseLang(tag string) (Lang, bool) {
	t := strings.ToLower(strings.TrimSpace(tag))
	for i, c := range langCodes {
		if t == c || strings.HasPrefix(t, c+"-") || strings.HasPrefix(t, c+"_") {
			return Lang(i), true
		}
	}
	if strings.HasPrefix(t, "sh") || strings.HasPrefix(t, "hr") || strings.HasPrefix(t, "bs") || strings.HasPrefix(t, "cnr") {
		return SR, true
	}
	return EN, false
}

// Text is one message in the three languages.
type Text struct{ En, Sr, Hu string }

// In returns the text in l as written (possibly empty); T falls back to English.
func (t Text) In(l Lang) string {
	switch l {
	case SR:
		return t.Sr
	case HU:
		return t.Hu
	}
	return t.En
}

var catalog = map[string]Text{}

// Register adds texts to the catalogue. A duplicate key is a programming error and panics at
// start-up (a test loads every package, so it never ships).
func Register(m map[string]Text) {
	for k, v := range m {
		if _, dup := catalog[k]; dup {
			panic("msg: duplicate key " + k)
		}
		catalog[k] = v
	}
}

// RegisterList is Register for a table written as a list (see Table): the entries go straight
// into the catalogue, with no map built first, so an init-time table costs one pass.
func RegisterList(es []Entry[Text]) {
	for _, e := range es {
		if _, dup := catalog[e.Key]; dup {
			panic("msg: duplicate key " + e.Key)
		}
		catalog[e.Key] = e.Val
	}
}

// Has reports whether key is in the catalogue.
func Has(key string) bool { _, ok := catalog[key]; return ok }

// Lookup returns the raw text of key.
func Lookup(key string) (Text, bool) { t, ok := catalog[key]; return t, ok }

// Keys returns every key, sorted.
func Keys() []string {
	out := make([]string, 0, len(catalog))
	for k := range catalog {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Arg is a named argument of a message.
type Arg struct {
	Name  string
	Value any
}

// A is shorthand for Arg{name, v}.
func A(name string, v any) Arg { return Arg{name, v} }

// Ref is an argument value that is itself a message key, translated when the message is.
type Ref string

// FieldRef names an input field: it prints as the field's shared label (FieldKey), else as
// the name itself.
func FieldRef(name string) Ref {
	if k, ok := FieldKey(name); ok {
		return Ref(k)
	}
	return Ref(name)
}

// Localizer is an argument value that prints itself in the message's language: a contract or
// a score entry in the notation of the UI language (engine/notation implements it, so this
// package need not know the notation). Format calls Localize before it tries String.
type Localizer interface {
	Localize(l Lang) string
}

// Dec is a number printed with exactly Prec decimals.
type Dec struct {
	V    float64
	Prec int
}

// T renders key in lang with args. A missing key renders as the key itself, so a gap is
// visible, never blank; a missing translation falls back to English.
func T(l Lang, key string, args ...Arg) string {
	t, ok := catalog[key]
	if !ok {
		return key
	}
	s := t.In(l)
	if s == "" {
		s = t.En
	}
	if !strings.Contains(s, "{") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			break
		}
		b.WriteString(s[:i])
		name := s[i+1 : i+j]
		found := false
		for _, a := range args {
			if a.Name == name {
				b.WriteString(Format(l, a.Value))
				found = true
				break
			}
		}
		if !found {
			b.WriteString(s[i : i+j+1])
		}
		s = s[i+j+1:]
	}
	b.WriteString(s)
	return b.String()
}

// Format prints one argument value in lang's forms.
func Format(l Lang, v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case Ref:
		if Has(string(x)) {
			return T(l, string(x))
		}
		s := string(x)
		if strings.HasPrefix(s, "field.") {
			return s[len("field."):]
		}
		return s
	case int:
		return Int(l, int64(x))
	case int64:
		return Int(l, x)
	case int32:
		return Int(l, int64(x))
	case uint8:
		return Int(l, int64(x))
	case float64:
		return Number(l, x, 2)
	case Dec:
		return Fixed(l, x.V, x.Prec)
	case bool:
		if x {
			return T(l, "common.yes")
		}
		return T(l, "common.no")
	case Localizer:
		return x.Localize(l)
	case fmt.Stringer:
		return x.String()
	case []string:
		return strings.Join(x, ", ")
	}
	return fmt.Sprint(v)
}

func seps(l Lang) (dec, group string) {
	switch l {
	case SR:
		return ",", "."
	case HU:
		return ",", "\u00a0"
	}
	return ".", ","
}

// Int prints n with the locale's digit grouping (groups only from 5 digits in Hungarian and
// Serbian practice is not followed: every number ≥ 1000 is grouped, as scorers print them).
func Int(l Lang, n int64) string {
	_, g := seps(l)
	neg := n < 0
	u := uint64(n)
	if neg {
		u = uint64(-n)
	}
	s := strconv.FormatUint(u, 10)
	if len(s) > 3 {
		var b strings.Builder
		pre := len(s) % 3
		if pre > 0 {
			b.WriteString(s[:pre])
		}
		for i := pre; i < len(s); i += 3 {
			if b.Len() > 0 {
				b.WriteString(g)
			}
			b.WriteString(s[i : i+3])
		}
		s = b.String()
	}
	if neg {
		return "−" + s
	}
	return s
}

// Epoch is minute 0 of every date-time value (engine.KDateTime inputs, engine.UnitDateTime
// outs, the event log's times): local wall-clock time, no zone. The arithmetic runs in UTC only
// because UTC has no daylight-saving jumps. It is the one epoch of the product.
var Epoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// Minutes returns the date-time value of a wall-clock moment.
func Minutes(y int, mo time.Month, d, h, mi int) int64 {
	return MinutesOf(time.Date(y, mo, d, h, mi, 0, 0, time.UTC))
}

// MinutesOf returns the date-time value of t read as a wall clock (its zone is ignored).
func MinutesOf(t time.Time) int64 {
	w := time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), 0, 0, time.UTC)
	return int64(w.Sub(Epoch) / time.Minute)
}

// Wall returns the wall-clock moment of a date-time value (in UTC, standing for no zone).
func Wall(minutes int64) time.Time { return Epoch.Add(time.Duration(minutes) * time.Minute) }

// DateTime prints a date-time value (wall-clock minutes since 2000-01-01 00:00) as
// "2006-01-02 15:04": the ISO order reads the same in all three languages. Values beyond about
// ±19,000 years print as the bare number.
func DateTime(l Lang, minutes int64) string {
	if minutes <= -1e10 || minutes >= 1e10 {
		return Int(l, minutes)
	}
	return time.Unix(Epoch.Unix()+minutes*60, 0).UTC().Format("2006-01-02 15:04")
}

// Number prints x with at most prec decimals (trailing zeros dropped) in lang's form.
func Number(l Lang, x float64, prec int) string {
	s := Fixed(l, x, prec)
	d, _ := seps(l)
	if strings.Contains(s, d) {
		s = strings.TrimRight(s, "0")
		s = strings.TrimSuffix(s, d)
	}
	return s
}

// Fixed prints x with exactly prec decimals, rounded half away from zero.
func Fixed(l Lang, x float64, prec int) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "—"
	}
	p := math.Pow(10, float64(prec))
	r := math.Round(x*p) / p
	neg := r < 0
	if neg {
		r = -r
	}
	ip := math.Floor(r)
	s := Int(l, int64(ip))
	if prec > 0 {
		d, _ := seps(l)
		frac := math.Round((r - ip) * p)
		fs := strconv.FormatInt(int64(frac), 10)
		for len(fs) < prec {
			fs = "0" + fs
		}
		s += d + fs
	}
	if neg && strings.Trim(s, "0,.") != "" {
		s = "−" + s
	}
	return s
}
