package engine

import (
	"math"
	"strconv"
	"strings"

	"arbiter/engine/msg"
)

// Kind is the type of an input field. Every value of every kind is held as int64s, which is
// also how the share-link codec writes it (engine/link): the form, the link and the
// calculator all read one representation.
type Kind uint8

const (
	KInt        Kind = iota + 1 // a whole number in [Min, Max]
	KDecimal                    // fixed point: value × 10^Prec, in [Min, Max] (also scaled)
	KEnum                       // an index into Options
	KBool                       // 0 or 1
	KBridgeHand                 // a 52-bit mask of a 13-card hand (engine/cards)
	KPrefHand                   // a 32-bit mask of a 10-card Preferans hand
	KDateTime                   // local wall-clock minutes since 2000-01-01 00:00
	KIntList                    // 0..MaxItems whole numbers, each in [Min, Max]
	KDecList                    // 0..MaxItems decimals at Prec, each in [Min, Max]
	KCard                       // one bridge card: suit·13 + rank (engine/cards)
	KPrefCard                   // one Preferans card: suit·8 + rank (engine/cards)
	KEntry                      // a bridge score entry (contract, declarer, tricks): bridge.EncodeEntry
	KEntryList                  // 0..MaxItems score entries
)

// EntryCodes is the number of distinct KEntry values: 0 is a passed-out board, then
// 1 + (((level−1)·5 + strain)·3 + doubled)·4·14 + declarer·14 + tricks.
const EntryCodes = 1 + 7*5*3*4*14

var kindNames = [...]string{KInt: "int", KDecimal: "decimal", KEnum: "enum", KBool: "bool",
	KBridgeHand: "bridge-hand", KPrefHand: "pref-hand", KDateTime: "datetime",
	KIntList: "int-list", KDecList: "decimal-list", KCard: "card", KPrefCard: "pref-card",
	KEntry: "entry", KEntryList: "entry-list"}

func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "%!Kind(" + strconv.Itoa(int(k)) + ")"
}

// IsList reports whether values of k hold a variable number of items.
func (k Kind) IsList() bool { return k == KIntList || k == KDecList || k == KEntryList }

// Field declares one input of a calculator.
type Field struct {
	Name     string   // stable: used in links, the club file, vectors
	Kind     Kind     //
	Min, Max int64    // range (decimals: scaled by 10^Prec; lists: per item)
	Prec     int      // decimals of KDecimal/KDecList
	Options  []string // KEnum values (stable codes); option labels are LabelKey()+"."+code
	Default  []int64  // the default value (nil: empty list, or required for scalars)
	MinItems int      // lists
	MaxItems int      // lists
	Optional bool     // a scalar that may be absent (Value nil)
	Label    string   // message key; "" → the shared label of Name (msg.FieldKey)
	Help     string   // message key of a help line, optional
	Unit     string   // message key of the unit shown after the input, optional
	Group    string   // optional visual grouping inside a form
	// Event marks a fact of the event (scoring form, top, boards, pairs or teams, division…):
	// the form fills it from the open event, else the regulation's default. Every other field
	// describes the case (minutes late, earlier breaches, hands, results) and opens blank; its
	// Default is the worked example only. A form matter: links, logs and Check ignore it.
	Event bool
	// Param (an event field): the ruleset parameter whose value the field holds when the open
	// event does not state it, because the regulation's text sets it (the parameter's Section
	// cites where; a club file may set another). Without one the value is a fact of the event:
	// the form opens it blank and says so. Field.Default stays the worked example.
	Param string
	// When (a form matter, as Event): the field applies only while the enum field When.Field
	// holds one of When.Options (engine/applies.go). The form hides it otherwise and neither
	// asks for it nor lists it as missing; the calculator ignores its value then, which
	// TestWhenHolds proves on every calculator. nil: it always applies.
	When *When
	// Assume (a form matter): a case field the director may leave blank; the form computes
	// with this value then, and says so beside the field (seconds late: 0). Links, logs and
	// Check ignore it: the field stays as required there as it was. nil: none.
	Assume []int64
}

// Required reports whether the form waits for f before the calculator runs: a scalar that is
// not optional (a yes/no always holds a value), a list that needs items.
func (f *Field) Required() bool {
	if f.Optional || f.Kind == KBool {
		return false
	}
	if f.Kind.IsList() {
		return f.MinItems > 0
	}
	return true
}

// LabelKey returns the message key of the field's label: its Label, else the shared label of
// its name (msg.FieldKey), else the name itself (no key: it prints as it is).
func (f *Field) LabelKey() string {
	if f.Label != "" {
		return f.Label
	}
	if k, ok := msg.FieldKey(f.Name); ok {
		return k
	}
	return f.Name
}

// OptionKey returns the message key of enum option i's label: the label key + "." + code.
func (f *Field) OptionKey(i int) string {
	if i < 0 || i >= len(f.Options) {
		return ""
	}
	return f.LabelKey() + "." + f.Options[i]
}

// Scale is 10^Prec for decimals, 1 otherwise.
func (f *Field) Scale() float64 {
	if f.Kind == KDecimal || f.Kind == KDecList {
		return math.Pow10(f.Prec)
	}
	return 1
}

func (f *Field) errRange() *Error {
	e := Invalid(f.Name, f.fmtBound(f.Min), f.fmtBound(f.Max))
	e.Args[0].Value = msg.Ref(f.LabelKey())
	switch f.Kind {
	case KInt, KIntList:
		e.Key = "err.number"
	case KDecimal, KDecList:
		e.Key = "err.decimal"
		e.Args = append(e.Args, msg.A("prec", f.Prec))
	}
	return e
}

func (f *Field) fmtBound(v int64) any {
	if f.Kind == KDecimal || f.Kind == KDecList {
		return msg.Dec{V: float64(v) / f.Scale(), Prec: f.Prec}
	}
	return v
}

func (f *Field) err(key string, args ...msg.Arg) *Error {
	e := InvalidKey(f.Name, key, args...)
	e.Args[0].Value = msg.Ref(f.LabelKey())
	return e
}

// ListErr is the error for a list of f with too few or too many values (EINVALID naming f):
// how many it takes.
func (f *Field) ListErr() *Error {
	switch {
	case f.MinItems == f.MaxItems:
		return f.err("err.list.exact", msg.A("n", f.MinItems))
	case f.MaxItems <= 0:
		return f.err("err.list.min", msg.A("min", f.MinItems))
	}
	return f.err("err.list", msg.A("min", f.MinItems), msg.A("max", f.MaxItems))
}

// Check validates a value of f (nil = absent). It is the one validation used by the form, the
// share-link decoder and the calculators.
func (f *Field) Check(v []int64) *Error {
	if v == nil && !f.Kind.IsList() {
		if f.Optional {
			return nil
		}
		return f.err("err.required")
	}
	switch f.Kind {
	case KIntList, KDecList, KEntryList:
		if len(v) < f.MinItems || (f.MaxItems > 0 && len(v) > f.MaxItems) {
			return f.ListErr()
		}
		for _, x := range v {
			if f.Kind == KEntryList {
				if x < 0 || x >= EntryCodes {
					return f.err("err.entry")
				}
				continue
			}
			if x < f.Min || x > f.Max {
				return f.errRange()
			}
		}
		return nil
	}
	if len(v) != 1 {
		return f.err("err.required")
	}
	x := v[0]
	switch f.Kind {
	case KInt, KDecimal, KDateTime:
		if x < f.Min || x > f.Max {
			return f.errRange()
		}
	case KEnum:
		if x < 0 || x >= int64(len(f.Options)) {
			return f.err("err.enum", msg.A("options", strings.Join(f.Options, ", ")))
		}
	case KBool:
		if x != 0 && x != 1 {
			return f.err("err.bool")
		}
	case KBridgeHand:
		if x < 0 || x >= 1<<52 || popcount(uint64(x)) != 13 {
			return f.err("err.hand", msg.A("cards", 13))
		}
	case KPrefHand:
		if x < 0 || x >= 1<<32 || popcount(uint64(x)) != 10 {
			return f.err("err.hand", msg.A("cards", 10))
		}
	case KCard:
		if x < 0 || x >= 52 {
			return f.err("err.card")
		}
	case KPrefCard:
		if x < 0 || x >= 32 {
			return f.err("err.card")
		}
	case KEntry:
		if x < 0 || x >= EntryCodes {
			return f.err("err.entry")
		}
	default:
		return Errorf(EINTERNAL, "field %s: unknown kind %v", f.Name, f.Kind)
	}
	return nil
}

func popcount(x uint64) int {
	n := 0
	for x != 0 {
		x &= x - 1
		n++
	}
	return n
}

// Schema is a calculator's ordered list of fields.
type Schema []Field

// Field returns the field called name, or nil.
func (s Schema) Field(name string) *Field {
	for i := range s {
		if s[i].Name == name {
			return &s[i]
		}
	}
	return nil
}

// Index returns the position of name, or -1.
func (s Schema) Index(name string) int {
	for i := range s {
		if s[i].Name == name {
			return i
		}
	}
	return -1
}

// Defaults returns a value list of every field's default.
func (s Schema) Defaults() Values {
	v := make(Values, len(s))
	for i := range s {
		if s[i].Default != nil {
			v[i] = append([]int64(nil), s[i].Default...)
		}
	}
	return v
}

// Values holds one value per field of a Schema, in its order (nil = absent).
type Values [][]int64

// Check validates every field and returns all errors, in field order.
func (s Schema) Check(v Values) ErrorList {
	var l ErrorList
	if len(v) != len(s) {
		return ErrorList{Errorf(EINVALID, "got %d values for %d fields", len(v), len(s))}
	}
	for i := range s {
		if e := s[i].Check(v[i]); e != nil {
			l = append(l, e)
		}
	}
	return l
}

// Input is a validated set of values with typed accessors by field name. An accessor on a name
// the schema lacks, or of the wrong kind, panics: that is a bug in the calculator, caught by its
// tests, never by user input (Compute recovers it as EINTERNAL all the same).
type Input struct {
	Schema Schema
	Values Values
}

// NewInput validates v against s.
func NewInput(s Schema, v Values) (Input, error) {
	if err := s.Check(v).Err(); err != nil {
		return Input{}, err
	}
	return Input{s, v}, nil
}

func (in Input) raw(name string) (*Field, []int64) {
	i := in.Schema.Index(name)
	if i < 0 {
		panic("engine: no field " + name)
	}
	return &in.Schema[i], in.Values[i]
}

// Has reports whether the (optional) field has a value.
func (in Input) Has(name string) bool { _, v := in.raw(name); return v != nil }

// Int returns an integer, enum index, bool (0/1), hand mask, card or date-time field.
func (in Input) Int(name string) int64 {
	_, v := in.raw(name)
	if len(v) == 0 {
		return 0
	}
	return v[0]
}

// Dec returns a decimal field as float64.
func (in Input) Dec(name string) float64 {
	f, v := in.raw(name)
	if len(v) == 0 {
		return 0
	}
	return float64(v[0]) / f.Scale()
}

// Bool returns a boolean field.
func (in Input) Bool(name string) bool { return in.Int(name) != 0 }

// Enum returns the option code of an enum field.
func (in Input) Enum(name string) string {
	f, v := in.raw(name)
	if len(v) == 0 || v[0] < 0 || v[0] >= int64(len(f.Options)) {
		return ""
	}
	return f.Options[v[0]]
}

// List returns a list field's items (decimals unscaled to float64 by DecList).
func (in Input) List(name string) []int64 { _, v := in.raw(name); return v }

// DecList returns a decimal list as float64s.
func (in Input) DecList(name string) []float64 {
	f, v := in.raw(name)
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = float64(x) / f.Scale()
	}
	return out
}

// Set sets field name of v to x (a name the schema lacks is ignored).
func (s Schema) Set(v Values, name string, x ...int64) {
	if i := s.Index(name); i >= 0 {
		v[i] = x
	}
}

// With returns the schema's defaults with the named fields set: the "defaults plus a few
// changes" input of tests, examples and presets. A name the schema lacks is EINVALID.
func (s Schema) With(set map[string][]int64) (Values, error) {
	v := s.Defaults()
	for k, x := range set {
		i := s.Index(k)
		if i < 0 {
			return nil, Errorf(EINVALID, "no field %q", k)
		}
		v[i] = x
	}
	return v, nil
}
