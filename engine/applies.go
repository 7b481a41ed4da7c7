package engine

import (
	"fmt"
	"slices"
)

// When declares when a field applies: while the enum field Field of the same schema holds one
// of Options (stable codes). A weighted score in matchpoints has no other table; a match given
// by its margin has no two totals. The form reads it (Schema.Applies); links, logs and the
// calculators never do: a value a link carries for a field that does not apply is kept, and
// changes nothing of the result.
type When struct {
	Field   string
	Options []string
}

// OnlyWhen returns f applying only while the enum field named field holds one of options.
func (f Field) OnlyWhen(field string, options ...string) Field {
	f.When = &When{Field: field, Options: options}
	return f
}

// OrAssume returns f as a case field the director may leave blank, computed as x then (a
// decimal field's x is unscaled: 0.5, not 50).
func (f Field) OrAssume(x float64) Field {
	f.Assume = []int64{scaled(x, f.Scale())}
	return f
}

// Applies reports whether field i applies with the values v: always, unless its When names an
// enum field whose value in v is set to an option outside When.Options. While the enum field
// is blank every field applies (the form asks for them all until the mode is chosen).
func (s Schema) Applies(i int, v Values) bool {
	if i < 0 || i >= len(s) || s[i].When == nil {
		return true
	}
	w := s[i].When
	k := s.Index(w.Field)
	if k < 0 || k >= len(v) || len(v[k]) != 1 {
		return true
	}
	x := v[k][0]
	if x < 0 || x >= int64(len(s[k].Options)) {
		return true
	}
	return slices.Contains(w.Options, s[k].Options[x])
}

// Complete returns v with the blanks the form may leave filled in: a field that does not apply
// (Applies) takes its default (the worked example; the calculator ignores it), else its lowest
// value; a blank field with an Assume takes it. Values already given are kept as they are, and
// a field that applies without an Assume stays blank (still missing).
func (s Schema) Complete(v Values) Values {
	out := slices.Clone(v)
	for i := range s {
		if i >= len(out) || out[i] != nil {
			continue
		}
		f := &s[i]
		switch {
		case f.Assume != nil:
			out[i] = slices.Clone(f.Assume)
		case !s.Applies(i, v) && !f.Optional && (!f.Kind.IsList() || f.MinItems > 0):
			out[i] = f.idle()
		}
	}
	return out
}

// idle is the value a field that does not apply is computed with: its default, else its
// lowest value (the first option, an empty hand is no value: its default then).
func (f *Field) idle() []int64 {
	if f.Default != nil {
		return slices.Clone(f.Default)
	}
	switch f.Kind {
	case KEnum, KBool, KCard, KPrefCard, KEntry:
		return []int64{0}
	}
	return []int64{f.Min}
}

// CheckForm lists what is wrong in the schema's form declarations (When and Assume), each as a
// sentence naming the field: a When on a field the schema lacks, on a field that is not an
// enum, on itself or on a field that has a When of its own, with no options or an option the
// enum lacks or repeats; an Assume the field's own Check refuses, on an optional field, a list
// or an event field.
func (s Schema) CheckForm() []string {
	var bad []string
	for i := range s {
		f := &s[i]
		if w := f.When; w != nil {
			k := s.Index(w.Field)
			switch {
			case k < 0:
				bad = append(bad, fmt.Sprintf("field %s: When names %q, no field of the schema", f.Name, w.Field))
				continue
			case k == i:
				bad = append(bad, fmt.Sprintf("field %s: When names the field itself", f.Name))
				continue
			case s[k].Kind != KEnum:
				bad = append(bad, fmt.Sprintf("field %s: When names %s, a %v field, not an enum", f.Name, w.Field, s[k].Kind))
				continue
			case s[k].When != nil:
				bad = append(bad, fmt.Sprintf("field %s: When names %s, which has a When of its own", f.Name, w.Field))
			case len(w.Options) == 0:
				bad = append(bad, fmt.Sprintf("field %s: When on %s names no option", f.Name, w.Field))
			}
			seen := map[string]bool{}
			for _, o := range w.Options {
				if !slices.Contains(s[k].Options, o) {
					bad = append(bad, fmt.Sprintf("field %s: When names option %q, which %s lacks", f.Name, o, w.Field))
				}
				if seen[o] {
					bad = append(bad, fmt.Sprintf("field %s: When names option %q twice", f.Name, o))
				}
				seen[o] = true
			}
			if len(w.Options) > 0 && len(seen) == len(s[k].Options) {
				bad = append(bad, fmt.Sprintf("field %s: When names every option of %s", f.Name, w.Field))
			}
		}
		if f.Assume != nil {
			switch {
			case f.Optional:
				bad = append(bad, fmt.Sprintf("field %s: an Assume on an optional field (it may be blank already)", f.Name))
			case f.Kind.IsList():
				bad = append(bad, fmt.Sprintf("field %s: an Assume on a list (a list may be empty already)", f.Name))
			case f.Event:
				bad = append(bad, fmt.Sprintf("field %s: an Assume on an event field (the event states it)", f.Name))
			case f.Check(f.Assume) != nil:
				bad = append(bad, fmt.Sprintf("field %s: Assume %v is no value of the field", f.Name, f.Assume))
			}
		}
	}
	return bad
}
