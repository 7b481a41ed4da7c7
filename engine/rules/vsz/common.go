package vsz

import (
	"math"
	"strconv"
	"time"

	"arbiter/engine"
	"arbiter/engine/msg"
)

func timePlayKey(boards int) string   { return "time.play." + strconv.Itoa(boards) }
func timeChangeKey(boards int) string { return "time.change." + strconv.Itoa(boards) }

// epoch is the origin of engine.KDateTime values. The arithmetic runs in UTC only because UTC
// has no daylight-saving jumps: the values are local wall-clock times with no zone.
var epoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// DT returns the KDateTime value of a local wall-clock time.
func DT(y int, m time.Month, d, hh, mm int) int64 {
	return int64(time.Date(y, m, d, hh, mm, 0, 0, time.UTC).Sub(epoch) / time.Minute)
}

// FormatDT prints a KDateTime value as "2006-01-02 15:04".
func FormatDT(v int64) string {
	return epoch.Add(time.Duration(v) * time.Minute).Format("2006-01-02 15:04")
}

// endOfDay returns the midnight that ends the day holding v, plus days whole days.
func endOfDay(v int64, days int) int64 {
	t := epoch.Add(time.Duration(v) * time.Minute)
	d := time.Date(t.Year(), t.Month(), t.Day()+days+1, 0, 0, 0, 0, time.UTC)
	return int64(d.Sub(epoch) / time.Minute)
}

// dtMax is the last minute of 2099, the range of every date-time input.
var dtMax = DT(2099, 12, 31, 23, 59)

// Field constructors.
func fInt(name, label string, lo, hi, def int64) engine.Field {
	return engine.Field{Name: name, Kind: engine.KInt, Min: lo, Max: hi, Default: []int64{def}, Label: label}
}

func fDec(name, label string, prec int, lo, hi, def float64) engine.Field {
	s := math.Pow10(prec)
	return engine.Field{Name: name, Kind: engine.KDecimal, Prec: prec, Min: int64(math.Round(lo * s)),
		Max: int64(math.Round(hi * s)), Default: []int64{int64(math.Round(def * s))}, Label: label}
}

func fBool(name, label string, def bool) engine.Field {
	d := int64(0)
	if def {
		d = 1
	}
	return engine.Field{Name: name, Kind: engine.KBool, Default: []int64{d}, Label: label}
}

func fEnum(name, label string, opts ...string) engine.Field {
	return engine.Field{Name: name, Kind: engine.KEnum, Options: opts, Default: []int64{0}, Label: label}
}

func fDT(name, label string, def int64) engine.Field {
	return engine.Field{Name: name, Kind: engine.KDateTime, Min: 0, Max: dtMax, Default: []int64{def}, Label: label}
}

func optional(f engine.Field) engine.Field {
	f.Optional = true
	f.Default = nil
	return f
}

// formField is the shared scoring-form field (matchpoint pairs, IMP pairs, teams).
func formField() engine.Field {
	return engine.Field{Name: "form", Kind: engine.KEnum, Options: []string{"mp", "imp", "teams"}, Default: []int64{0}}
}

// builder collects a result.
type builder struct{ r *engine.Result }

func newResult() *builder { return &builder{r: &engine.Result{}} }

func (b *builder) party(role string, outs ...engine.Out) *builder {
	if p := b.r.Party(role); p != nil {
		p.Outs = append(p.Outs, outs...)
		return b
	}
	b.r.Parties = append(b.r.Parties, engine.Party{Role: role, Outs: outs})
	return b
}

func (b *builder) step(key string, args ...msg.Arg) *builder {
	b.r.Steps = append(b.r.Steps, engine.S("vsz.step."+key, args...))
	return b
}

func (b *builder) dec(name string) *builder {
	b.r.Decisions = append(b.r.Decisions, "vsz.dec."+name)
	return b
}

func (b *builder) rules(ids ...string) *builder {
	b.r.Rules = append(b.r.Rules, ids...)
	return b
}

func (b *builder) done() (*engine.Result, error) { return b.r, nil }

// pctOf reports whether part ≥ pct% of whole, in exact integer arithmetic (pct may be
// fractional: it is compared at hundredths).
func atLeastPct(part, whole int64, pct float64) bool {
	return part*10000 >= whole*int64(math.Round(pct*100))
}

func dtArg(name string, v int64) msg.Arg { return msg.A(name, FormatDT(v)) }

func dec2(v float64) msg.Dec { return msg.Dec{V: v, Prec: 2} }

// invalid is engine.Invalid with the field's own label.
func invalid(s engine.Schema, field string, lo, hi any) *engine.Error {
	e := engine.Invalid(field, lo, hi)
	if f := s.Field(field); f != nil {
		e.Args[0].Value = msg.Ref(f.LabelKey())
	}
	return e
}
