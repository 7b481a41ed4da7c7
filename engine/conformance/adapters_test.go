package conformance

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"arbiter/engine"
	"arbiter/engine/internal/calctest"
	"arbiter/engine/rulesets"
)

// adapter runs a vector function through the calculator of the same meaning, on the real path
// (calctest.Build, then Calculator.Run): the case's "in" fields are the calculator's fields by
// name, the "want" fields the result's outs by name (res.Flat(): "name" or "role.name").
type adapter struct {
	ruleset string                       // the ruleset's ID (rulesets.Get)
	calc    string                       // the calculator's ID
	in      map[string]string            // vector input → field, where the names differ
	codes   map[string]map[string]string // field → the vector's value (its JSON text) → option code, where they differ
	fixed   calctest.Fields              // set before the case's values: what the function means where the form's default may differ
	out     map[string]string            // want field → flat out, where the names differ
	list    []string                     // the want is not an object but the list of these flat outs
}

// adapters: the vector functions whose input and output are the calculator's own, by name.
// A value is read by the field's kind: a number for an int or decimal, true/false for a
// yes/no, an option code for an enum, a list of numbers for a list, and for a hand, a card, an
// entry or a date-time the text a director types (engine/input); null is an absent value.
var adapters = map[string]adapter{
	"nsbk.lateness": {ruleset: "nsbk", calc: "nsbk.lateness", fixed: calctest.Fields{"seconds": 0}},
	"nsbk.unplayed": {ruleset: "nsbk", calc: "nsbk.unplayed",
		fixed: calctest.Fields{"has_non_offender": true, "non_offender_pct": nil, "offender_pct": nil},
		out: map[string]string{"offender_pct": "offender.pct", "offender_imp": "offender.board_imp",
			"non_offender_pct": "non-offender.pct", "non_offender_imp": "non-offender.board_imp",
			"extra_pct_top": "offender.extra_pct_top", "extra_imp": "offender.extra_imp"}},
	"nsbk.fouled-board": {ruleset: "nsbk", calc: "nsbk.fouled-board",
		out: map[string]string{"offender_pct": "offender.pct", "offender_mp": "offender.board_mp", "offender_imp": "offender.board_imp",
			"non_offender_pct": "non-offender.pct", "non_offender_mp": "non-offender.board_mp", "non_offender_imp": "non-offender.board_imp",
			"extra_pct_top": "offender.extra_pct_top", "extra_mp": "offender.extra_mp", "extra_imp": "offender.extra_imp"}},
	"nsbk.psych":           {ruleset: "nsbk", calc: "nsbk.psych"},
	"nsbk.brown-sticker":   {ruleset: "nsbk", calc: "nsbk.brown-sticker"},
	"nsbk.unsportsmanlike": {ruleset: "nsbk", calc: "nsbk.unsportsmanlike", fixed: calctest.Fields{"argued_td": false}},

	"vsz.time":          {ruleset: "mbsz-vsz-2017", calc: "vsz.time"},
	"vsz.seating-first": {ruleset: "mbsz-vsz-2017", calc: "vsz.seating-first"},
	"vsz.absent-team": {ruleset: "mbsz-vsz-2017", calc: "vsz.absent-team",
		out: map[string]string{"present_vp": "non-offender.vp", "absent_vp": "offender.vp"}},
	"vsz.bye-team":           {ruleset: "mbsz-vsz-2017", calc: "vsz.bye-team"},
	"vsz.disciplinary-range": {ruleset: "mbsz-vsz-2017", calc: "vsz.disciplinary-range"},
	"vsz.unfinished-match": {ruleset: "mbsz-vsz-2017", calc: "vsz.unfinished-match",
		codes: map[string]map[string]string{"favoured": {`""`: "none"}},
		out:   map[string]string{"home_vp": "home.vp", "visitor_vp": "visitor.vp"}},

	"ocsb.zt":        {ruleset: "ocsb-kmor-2018", calc: "ocsb.zt"},
	"ocsb.zt-log":    {ruleset: "ocsb-kmor-2018", calc: "ocsb.zt-log"},
	"ocsb.slow-play": {ruleset: "ocsb-kmor-2018", calc: "ocsb.slow-play"},
	"ocsb.substitute": {ruleset: "ocsb-kmor-2018", calc: "ocsb.substitute",
		codes: map[string]map[string]string{"entered": {`""`: "none"}}},
	"ocsb.fee":       {ruleset: "ocsb-kmor-2018", calc: "ocsb.fee"},
	"ocsb.promotion": {ruleset: "ocsb-kmor-2018", calc: "ocsb.promotion"},

	"pref.value": {ruleset: "pref-club", calc: "pref.value",
		codes: map[string]map[string]string{"kontra": {"0": "none", "1": "kontra", "2": "rekontra"}}},
	"pref.ruling": {ruleset: "pref-club", calc: "pref.ruling"},
	// the ruling window: the in-game ruling and the score sheet with when each ruling was made
	"pref.ruling-window": {ruleset: "pref-club", calc: "pref.ruling",
		out: map[string]string{"late": "result.late", "warning": "result.warning"}},
	"pref.sheet-ruling-window": {ruleset: "pref-club", calc: "pref.sheet",
		out: map[string]string{"late_rulings": "result.late_rulings", "warning": "result.warning"}},

	"vp.wbf20": {ruleset: "scoring", calc: "scoring.vp", list: []string{"home.vp", "visitor.vp"}},
	// the VP tools given a margin or two totals
	"scoring.vp": {ruleset: "scoring", calc: "scoring.vp", out: map[string]string{"home_vp": "home.vp", "visitor_vp": "visitor.vp"}},
	"vsz.imp-vp": {ruleset: "mbsz-vsz-2017", calc: "vsz.imp-vp", out: map[string]string{"home_vp": "home.vp", "visitor_vp": "visitor.vp"}},
	"ocsb.vp":    {ruleset: "ocsb-kmor-2018", calc: "ocsb.vp", out: map[string]string{"home_vp": "home.vp", "visitor_vp": "visitor.vp"}},
}

func init() {
	for name, a := range adapters {
		register(name, a.call)
	}
}

// malformedError is a case's input the adapter cannot read: the case fails whatever it wants.
type malformedError struct{ error }

func malformed(format string, args ...any) error {
	return malformedError{fmt.Errorf("malformed input: "+format, args...)}
}

func (a adapter) calculator() (*engine.Ruleset, *engine.Calculator, error) {
	rs, c := rulesets.Calculator(a.ruleset, a.calc)
	if c == nil {
		return nil, nil, engine.Errorf(engine.ENOTFOUND, "no calculator %s in ruleset %s", a.calc, a.ruleset)
	}
	return rs, c, nil
}

func (a adapter) call(raw json.RawMessage) (any, error) {
	set, err := a.fields(raw)
	if err != nil {
		return nil, err
	}
	return a.run(set)
}

// fields reads the case's input: an object whose every key names a field (after a.in).
func (a adapter) fields(raw json.RawMessage) (calctest.Fields, error) {
	_, c, err := a.calculator()
	if err != nil {
		return nil, err
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		return nil, malformed("%s is not an object", raw)
	}
	set := calctest.Fields{}
	for k, x := range a.fixed {
		set[k] = x
	}
	for key, x := range obj {
		name := key
		if n, ok := a.in[key]; ok {
			name = n
		}
		f := c.Inputs.Field(name)
		if f == nil {
			return nil, malformed("%s has no field %q", a.calc, key)
		}
		v, err := fieldValue(f, x, a.codes[name])
		if err != nil {
			return nil, malformed("%s: %v", key, err)
		}
		set[name] = v
	}
	return set, nil
}

// fieldValue reads one JSON value as a value of f that calctest.Build takes.
func fieldValue(f *engine.Field, raw json.RawMessage, codes map[string]string) (any, error) {
	if c, ok := codes[string(bytes.TrimSpace(raw))]; ok {
		return c, nil
	}
	var x any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&x); err != nil {
		return nil, err
	}
	bad := fmt.Errorf("%s is not a value of %s field %s", raw, f.Kind, f.Name)
	switch x := x.(type) {
	case nil:
		return nil, nil
	case bool:
		if f.Kind == engine.KBool {
			return x, nil
		}
	case json.Number:
		if f.Kind == engine.KEnum && codes != nil {
			return x.String(), nil // an enum given by number, out of its code map: no option, EINVALID
		}
		if n, err := x.Int64(); err == nil && f.Kind == engine.KInt {
			return n, nil
		}
		if d, err := x.Float64(); err == nil && f.Kind == engine.KDecimal {
			return d, nil
		}
	case string:
		switch f.Kind {
		case engine.KEnum, engine.KBridgeHand, engine.KPrefHand, engine.KCard, engine.KPrefCard,
			engine.KEntry, engine.KEntryList, engine.KDateTime:
			return x, nil
		}
	case []any:
		if f.Kind != engine.KIntList && f.Kind != engine.KDecList {
			return nil, bad
		}
		ints, decs := []int64{}, []float64{}
		for _, it := range x {
			n, _ := it.(json.Number)
			i, ierr := n.Int64()
			d, derr := n.Float64()
			switch {
			case f.Kind == engine.KIntList && ierr == nil:
				ints = append(ints, i)
			case f.Kind == engine.KDecList && derr == nil:
				decs = append(decs, d)
			default:
				return nil, bad
			}
		}
		if f.Kind == engine.KIntList {
			return ints, nil
		}
		return decs, nil
	}
	return nil, bad
}

// result is the calculator's result on its defaults with set applied.
func (a adapter) result(set calctest.Fields) (*engine.Result, error) {
	rs, c, err := a.calculator()
	if err != nil {
		return nil, err
	}
	v, err := calctest.Build(c, set)
	if err != nil {
		return nil, err
	}
	return c.Run(engine.NewParams(rs, nil), v)
}

// run runs the calculator on its defaults with set applied and returns its outs by name, with
// a.out's names added (a want field whose out the result lacks stays missing), or a.list.
func (a adapter) run(set calctest.Fields) (any, error) {
	res, err := a.result(set)
	if err != nil {
		return nil, err
	}
	flat := res.Flat()
	if a.list != nil {
		l := make([]any, len(a.list))
		for i, name := range a.list {
			x, ok := flat[name]
			if !ok {
				return nil, fmt.Errorf("%s gives no out %q (outs %s)", a.calc, name, outNames(flat))
			}
			l[i] = x
		}
		return l, nil
	}
	for want, name := range a.out {
		if x, ok := flat[name]; ok {
			flat[want] = x
		} else {
			delete(flat, want)
		}
	}
	return flat, nil
}

func outNames(flat map[string]any) string {
	var names []string
	for k := range flat {
		names = append(names, k)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// isMalformed reports whether err is a case's input the adapter cannot read.
func isMalformed(err error) bool {
	var m malformedError
	return errors.As(err, &m)
}
