package rulesets

import (
	"errors"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/input"
	"arbiter/engine/msg"
)

// hostile is what a form, a pasted link or a curious user can put in any field.
var hostile = []string{
	"", " ", "\t\n", "0", "-0", "-1", "+", "-", "--1", "+-1", "1-", ".", ",", "1,", ",5",
	"-9223372036854775808", "-9223372036854775809", "9223372036854775807", "9223372036854775808",
	"99999999999999999999", "1e30", "-1e30", "1e308", "1e-30", "0.0000000001", "0x10", "1_000",
	"NaN", "Inf", "-Inf", "abc", "yes", "XX", "😀", "1😀", "\x00", "1\x00", "\x00\x00\x00",
	"\u202e", "\u202e12\u202c", "\u202eSAKQ2 HJ54 D765 C432\u202c", "\u200f7", "١٢٣", "１２",
	"\xff\xfe", "SAKQJT98765432", "S HJ D C", "SAKQ2 HJ54 D765 C432", "SAK7 HQJ D987 CA8", "H10",
	"7NTXX N +6", "4SX N -2; 3N S =", "2026-02-30 10:00", "9999-12-31 23:59", "0000-01-01 00:00",
	"1999-12-31 23:59", strings.Repeat("1,", 5000), strings.Repeat("9", 10000),
	strings.Repeat("a", 10000), strings.Repeat("😀", 2500), strings.Repeat("\u202e", 3000),
	strings.Repeat("-1 ", 600), strings.Repeat("PASS; ", 300),
}

// extremes returns texts of the field's own boundaries: min, max, one beyond each, and full
// lists of them.
func extremes(f *engine.Field) []string {
	var out []string
	one := func(v int64) string { return input.Format(f, []int64{v}, msg.EN) }
	switch f.Kind {
	case engine.KInt, engine.KDecimal, engine.KDateTime:
		out = append(out, one(f.Min), one(f.Max), one(f.Min-1), one(f.Max+1))
	case engine.KEnum:
		out = append(out, one(int64(len(f.Options))-1), one(int64(len(f.Options))))
	case engine.KIntList, engine.KDecList:
		n := max(f.MaxItems, 1)
		for _, v := range []int64{f.Min, f.Max, 0} {
			l := make([]int64, n)
			for i := range l {
				l[i] = v
			}
			out = append(out, input.Format(f, l, msg.EN), input.Format(f, l[:1], msg.EN))
			out = append(out, input.Format(f, append(l, v), msg.EN))
		}
	case engine.KEntryList:
		n := max(f.MaxItems, 1)
		for _, v := range []int64{0, 1, engine.EntryCodes - 1} {
			l := make([]int64, n)
			for i := range l {
				l[i] = v
			}
			out = append(out, input.Format(f, l, msg.EN))
		}
	case engine.KEntry:
		out = append(out, one(0), one(1), one(engine.EntryCodes-1))
	}
	return out
}

var unfilled = regexp.MustCompile(`\{[a-z_]+\}`)

// checkRejection: every error of the form and of a calculator is an *engine.Error (never
// EINTERNAL: that is a recovered panic or a bug) whose message key is registered and renders a
// sentence in every language.
func checkRejection(t *testing.T, what string, err error) {
	t.Helper()
	var list []*engine.Error
	var el engine.ErrorList
	var e *engine.Error
	switch {
	case errors.As(err, &el):
		list = el
	case errors.As(err, &e):
		list = []*engine.Error{e}
	default:
		t.Errorf("%s: error %T %v, want *engine.Error", what, err, err)
		return
	}
	if len(list) == 0 {
		t.Errorf("%s: empty error list", what)
	}
	for _, e := range list {
		if e.Code == engine.EINTERNAL {
			t.Errorf("%s: internal error %v", what, e)
			continue
		}
		if e.Key == "" || !msg.Has(e.Key) {
			t.Errorf("%s: error %v has no registered message key (%q)", what, e, e.Key)
			continue
		}
		for _, lang := range msg.Langs {
			m := e.Message(lang)
			if strings.TrimSpace(m) == "" || m == e.Key || unfilled.MatchString(m) {
				t.Errorf("%s: error %v renders %q in %v", what, e, m, lang)
			}
		}
	}
}

// checkResult: a success has parties, steps, finite numbers, and every unit labelled; a
// date-time out is a whole minute that msg.DateTime prints.
func checkResult(t *testing.T, what string, res *engine.Result) {
	t.Helper()
	if res == nil || len(res.Steps) == 0 {
		t.Errorf("%s: result without steps", what)
		return
	}
	for _, p := range res.Parties {
		for _, o := range p.Outs {
			if o.Str != "" || o.IsB {
				continue
			}
			if math.IsNaN(o.Num) || math.IsInf(o.Num, 0) {
				t.Errorf("%s: %s.%s = %v", what, p.Role, o.Name, o.Num)
			}
			if o.Unit != "" && o.Unit != "%" && !msg.Has("unit."+o.Unit) {
				t.Errorf("%s: %s.%s unit %q has no unit.%s label", what, p.Role, o.Name, o.Unit, o.Unit)
			}
			if o.IsDateTime() {
				if o.Num != math.Trunc(o.Num) || !dateTime.MatchString(msg.DateTime(msg.EN, int64(o.Num))) {
					t.Errorf("%s: %s.%s = %v does not print as a date and time (%q)", what, p.Role, o.Name, o.Num, msg.DateTime(msg.EN, int64(o.Num)))
				}
			}
		}
	}
	for _, s := range res.Steps {
		for _, lang := range msg.Langs {
			if m := msg.T(lang, s.Key, s.Args...); strings.TrimSpace(m) == "" || m == s.Key {
				t.Errorf("%s: step %s renders %q in %v", what, s.Key, m, lang)
			}
		}
	}
}

var dateTime = regexp.MustCompile(`^\d{4}-\d\d-\d\d \d\d:\d\d$`)

// TestHostileInput feeds every field of every calculator hostile text through input.Parse, one
// field at a time and all fields at once, and runs what validates: nothing panics, every
// rejection is a translated *engine.Error, every success has steps.
func TestHostileInput(t *testing.T) {
	for _, rs := range append(All(), Scoring()) {
		p := engine.NewParams(rs, nil)
		for _, c := range rs.Calculators {
			t.Run(c.ID, func(t *testing.T) {
				runs := 0
				run := func(what string, v engine.Values) {
					runs++
					res, err := c.Run(p, v)
					if err != nil {
						checkRejection(t, what, err)
						return
					}
					checkResult(t, what, res)
				}
				base := c.Inputs.Defaults()
				parse := func(f *engine.Field, s string) ([]int64, bool) {
					v, err := input.Parse(f, s)
					if err != nil {
						checkRejection(t, "Parse("+f.Name+", "+short(s)+")", err)
						return nil, false
					}
					return v, true
				}
				for i := range c.Inputs {
					f := &c.Inputs[i]
					for _, s := range append(extremes(f), hostile...) {
						v, ok := parse(f, s)
						if !ok {
							continue
						}
						vals := append(engine.Values(nil), base...)
						vals[i] = v
						run(f.Name+"="+short(s), vals)
					}
				}
				// every field at once: the same text, then each field's minimum, then its maximum
				for _, s := range hostile {
					vals := append(engine.Values(nil), base...)
					for i := range c.Inputs {
						if v, ok := parse(&c.Inputs[i], s); ok {
							vals[i] = v
						}
					}
					run("all="+short(s), vals)
				}
				for k := 0; k < 2; k++ {
					vals := append(engine.Values(nil), base...)
					for i := range c.Inputs {
						f := &c.Inputs[i]
						if x := extremes(f); len(x) > k {
							if v, ok := parse(f, x[k]); ok {
								vals[i] = v
							}
						}
					}
					run("all-extreme-"+strconv.Itoa(k), vals)
				}
				if runs == 0 && len(c.Inputs) > 0 {
					t.Errorf("no hostile value validated for any field")
				}
			})
		}
	}
}

func short(s string) string {
	if len(s) > 24 {
		return strconv.Quote(s[:24]) + "…(" + strconv.Itoa(len(s)) + " bytes)"
	}
	return strconv.Quote(s)
}

// TestBoardRange: every board-number field uses the engine's one bound, the one
// bridge.BoardInfo enforces.
func TestBoardRange(t *testing.T) {
	for _, rs := range append(All(), Scoring()) {
		for _, c := range rs.Calculators {
			for _, f := range c.Inputs {
				if f.Name == "board" && (f.Min != 1 || f.Max != bridge.MaxBoardNumber) {
					t.Errorf("%s: board field range %d–%d, want 1–%d", c.ID, f.Min, f.Max, bridge.MaxBoardNumber)
				}
			}
		}
	}
}
