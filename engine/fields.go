package engine

import "math"

// The field constructors: every regulation builds its forms with these (a field of a rare kind,
// a hand or a card, is written as a Field literal). label is the field's message key, written
// out in full ("nsbk.f.minutes"; "" for the shared "field.<name>"), so that a search for a key
// the app shows finds where it is used.

// IntField is a whole number in [min, max], def at first.
func IntField(name, label string, min, max, def int64) Field {
	return Field{Name: name, Kind: KInt, Min: min, Max: max, Default: []int64{def}, Label: label}
}

// DecField is a decimal with prec decimals in [min, max], def at first.
func DecField(name, label string, prec int, min, max, def float64) Field {
	s := math.Pow10(prec)
	return Field{Name: name, Kind: KDecimal, Prec: prec, Min: scaled(min, s), Max: scaled(max, s), Default: []int64{scaled(def, s)}, Label: label}
}

// EnumField is a choice among options (stable codes; labels label+"."+code), options[def] at
// first.
func EnumField(name, label string, def int, options ...string) Field {
	return Field{Name: name, Kind: KEnum, Options: options, Default: []int64{int64(def)}, Label: label}
}

// BoolField is a yes/no, def at first.
func BoolField(name, label string, def bool) Field {
	d := int64(0)
	if def {
		d = 1
	}
	return Field{Name: name, Kind: KBool, Default: []int64{d}, Label: label}
}

// MaxDateTime is the last minute of 2099, the end of a date-time field's range.
const MaxDateTime = 52_595_999

// DateTimeField is a moment (minutes since the epoch, msg.Epoch) up to MaxDateTime, def at first.
func DateTimeField(name, label string, def int64) Field {
	return Field{Name: name, Kind: KDateTime, Min: 0, Max: MaxDateTime, Default: []int64{def}, Label: label}
}

// IntListField is a list of minItems..maxItems whole numbers, each in [min, max]; def at first
// (none: an empty list).
func IntListField(name, label string, min, max int64, minItems, maxItems int, def ...int64) Field {
	return Field{Name: name, Kind: KIntList, Min: min, Max: max, MinItems: minItems, MaxItems: maxItems, Default: def, Label: label}
}

// DecListField is a list of minItems..maxItems decimals with prec decimals, each in [min, max].
func DecListField(name, label string, prec int, min, max float64, minItems, maxItems int, def ...float64) Field {
	s := math.Pow10(prec)
	var d []int64
	for _, x := range def {
		d = append(d, scaled(x, s))
	}
	return Field{Name: name, Kind: KDecList, Prec: prec, Min: scaled(min, s), Max: scaled(max, s), MinItems: minItems, MaxItems: maxItems, Default: d, Label: label}
}

// Opt returns f as an optional field with no value at first.
func (f Field) Opt() Field {
	f.Optional, f.Default = true, nil
	return f
}

// WithUnit returns f with the unit shown after its input (a message key).
func (f Field) WithUnit(key string) Field { f.Unit = key; return f }

// WithHelp returns f with a help line (a message key).
func (f Field) WithHelp(key string) Field { f.Help = key; return f }

// AsEvent returns f marked as a fact of the event (Field.Event): the form fills it from the
// open event or the regulation, where a case field opens blank.
func (f Field) AsEvent() Field { f.Event = true; return f }

// FromParam returns f as an event field whose value, when the open event does not state it,
// is the ruleset parameter key's: the regulation's text sets it (Field.Param).
func (f Field) FromParam(key string) Field { f.Event, f.Param = true, key; return f }

// InGroup returns f in the visual group g of its form.
func (f Field) InGroup(g string) Field { f.Group = g; return f }

func scaled(x, s float64) int64 { return int64(math.Round(x * s)) }
