package conformance

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/internal/calctest"
	"arbiter/engine/rulesets"
)

// TestRunCasesFails: a case fails on an unknown fn, a malformed case, an input the adapter
// cannot read (whatever the case wants), a want field the engine does not produce, a wrong
// value and a wrong error; an unknown option code is the engine's EINVALID.
func TestRunCasesFails(t *testing.T) {
	for _, tt := range []struct {
		name, vector string
		fail         string // a part of the failure; "" = the case passes
	}{
		{"a table-driven case passes",
			`{"id": "x", "fn": "ocsb.zt", "in": {"clause": "a", "earlier_same_day": 0}, "want": {"vp": 0.5}}`, ""},
		{"a list want passes",
			`{"id": "x", "fn": "vp.wbf20", "in": {"boards": 16, "margin": 14}, "want": [13.75, 6.25]}`, ""},
		{"renamed outs pass",
			`{"id": "x", "fn": "vsz.absent-team", "in": {"present_avg": 11.5, "absent_avg": 6.3}, "want": {"present_vp": 13.7, "absent_vp": 0}}`, ""},
		{"a code map passes",
			`{"id": "x", "fn": "pref.value", "in": {"game": "herc", "igra": false, "kontra": 1, "refe": false}, "want": {"value": 16}}`, ""},
		{"an unknown option code is EINVALID",
			`{"id": "x", "fn": "ocsb.zt", "in": {"clause": "z", "earlier_same_day": 0}, "want": {"error": "EINVALID"}}`, ""},
		{"an unreadable hand is EINVALID",
			`{"id": "x", "fn": "nsbk.psych", "in": {"hand": "SAKQ HJ54 D765 C432"}, "want": {"error": "EINVALID"}}`, ""},
		{"a number out of a code map is EINVALID",
			`{"id": "x", "fn": "pref.value", "in": {"game": "pik", "kontra": 3}, "want": {"error": "EINVALID"}}`, ""},
		{"an out-of-range number is EINVALID",
			`{"id": "x", "fn": "ocsb.zt", "in": {"clause": "a", "earlier_same_day": 999}, "want": {"error": "EINVALID"}}`, ""},

		{"unknown fn",
			`{"id": "x", "fn": "nope.fn", "in": {}, "want": 1}`, `unknown fn "nope.fn"`},
		{"malformed case: no want",
			`{"id": "x", "fn": "ocsb.zt", "in": {"clause": "a"}}`, "malformed (id, fn, in and want are required)"},
		{"malformed case: no id",
			`{"fn": "ocsb.zt", "in": {"clause": "a"}, "want": {"vp": 0.5}}`, "malformed (id, fn, in and want are required)"},
		{"an input the calculator lacks",
			`{"id": "x", "fn": "ocsb.zt", "in": {"clause": "a", "nope": 1}, "want": {"vp": 0.5}}`, `malformed input: ocsb.zt has no field "nope"`},
		{"an input the calculator lacks, even when the case wants an error",
			`{"id": "x", "fn": "ocsb.zt", "in": {"clause": "a", "nope": 1}, "want": {"error": "EINVALID"}}`, "malformed input"},
		{"an input that is not an object",
			`{"id": "x", "fn": "ocsb.zt", "in": [1], "want": {"error": "EINTERNAL"}}`, "malformed input"},
		{"a number for an enum",
			`{"id": "x", "fn": "ocsb.zt", "in": {"clause": 1}, "want": {"error": "EINVALID"}}`, "malformed input: clause"},
		{"a text for an int",
			`{"id": "x", "fn": "ocsb.zt", "in": {"earlier_same_day": "1"}, "want": {"vp": 1}}`, "malformed input: earlier_same_day"},
		{"a fraction for an int",
			`{"id": "x", "fn": "ocsb.zt", "in": {"earlier_same_day": 1.5}, "want": {"vp": 1}}`, "malformed input: earlier_same_day"},
		{"a number for a yes/no",
			`{"id": "x", "fn": "nsbk.brown-sticker", "in": {"multi": 1}, "want": {"brown": false}}`, "malformed input: multi"},
		{"a list for an enum",
			`{"id": "x", "fn": "ocsb.zt", "in": {"clause": []}, "want": {"error": "EINVALID"}}`, "malformed input: clause"},
		{"a text for a list",
			`{"id": "x", "fn": "pref.ruling", "in": {"deltas": "2 0 -2"}, "want": {"valid": true}}`, "malformed input: deltas"},
		{"a hand-written adapter's unknown input",
			`{"id": "x", "fn": "law12.weighted", "in": {"form": "imp", "nope": 1}, "want": {"imp": 0}}`, "malformed input"},
		{"a want field the engine cannot produce",
			`{"id": "x", "fn": "ocsb.zt", "in": {"clause": "a"}, "want": {"vp": 0.5, "nope": 1}}`, `does not produce field "nope"`},
		{"a renamed want field whose out the result lacks",
			`{"id": "x", "fn": "vsz.unfinished-match", "in": {"boards": 16, "played": 12}, "want": {"outcome": "stands", "home_vp": 7}}`, `does not produce field "home_vp"`},
		{"a wrong value",
			`{"id": "x", "fn": "ocsb.zt", "in": {"clause": "a"}, "want": {"vp": 1}}`, "vp: got 0.5, want 1"},
		{"a value where the case wants an error",
			`{"id": "x", "fn": "ocsb.zt", "in": {"clause": "a"}, "want": {"error": "EINVALID"}}`, "want error EINVALID"},
		{"an error where the case wants a value",
			`{"id": "x", "fn": "ocsb.zt", "in": {"clause": "z"}, "want": {"vp": 1}}`, "got error"},
		{"a list of the wrong length",
			`{"id": "x", "fn": "vp.wbf20", "in": {"boards": 16, "margin": 14}, "want": [13.75]}`, "want [13.75]"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var v vector
			if err := json.Unmarshal([]byte(tt.vector), &v); err != nil {
				t.Fatal(err)
			}
			var errs []error
			passed, failed, _ := runCases([]loaded{{File: "t.json", vector: v}}, func(err error) { errs = append(errs, err) })
			switch {
			case tt.fail == "" && (passed != 1 || len(errs) != 0):
				t.Errorf("passed %d, failed %d, errors %v; want it to pass", passed, failed, errs)
			case tt.fail != "" && (failed != 1 || len(errs) != 1):
				t.Errorf("passed %d, failed %d, errors %v; want one failure saying %q", passed, failed, errs, tt.fail)
			case tt.fail != "" && !strings.Contains(errs[0].Error(), tt.fail):
				t.Errorf("failure %q, want it to say %q", errs[0], tt.fail)
			}
		})
	}
}

// TestAdapters: every table entry names a real calculator, and its renames, code maps and
// fixed fields name its fields and options; an input rename is read like the field's own name.
func TestAdapters(t *testing.T) {
	for name, a := range adapters {
		_, c := rulesets.Calculator(a.ruleset, a.calc)
		if c == nil {
			t.Errorf("%s: no calculator %s in ruleset %s", name, a.calc, a.ruleset)
			continue
		}
		for from, to := range a.in {
			if c.Inputs.Field(to) == nil || c.Inputs.Field(from) != nil {
				t.Errorf("%s: input rename %s → %s: %s has no field %s, or has a field %s", name, from, to, a.calc, to, from)
			}
		}
		for field, codes := range a.codes {
			f := c.Inputs.Field(field)
			if f == nil || f.Kind != engine.KEnum {
				t.Errorf("%s: code map for %s, which is not an enum field of %s", name, field, a.calc)
				continue
			}
			for from, code := range codes {
				if !slices.Contains(f.Options, code) {
					t.Errorf("%s: %s: %s → %q, which is not one of %v", name, field, from, code, f.Options)
				}
			}
		}
		if _, err := calctest.Build(c, a.fixed); err != nil {
			t.Errorf("%s: fixed fields: %v", name, err)
		}
	}

	renamed := adapter{ruleset: "ocsb-kmor-2018", calc: "ocsb.zt", in: map[string]string{"breach": "clause"}}
	got, err := renamed.call(json.RawMessage(`{"breach": "c", "earlier_same_day": 1}`))
	if m, _ := got.(map[string]any); err != nil || m["vp"] != 2.0 {
		t.Errorf(`ocsb.zt with breach → clause: {"breach": "c", "earlier_same_day": 1} = %v, %v; want vp 2`, got, err)
	}
	missing := adapter{ruleset: "ocsb-kmor-2018", calc: "ocsb.nope"}
	if _, err := missing.call(json.RawMessage(`{}`)); engine.ErrorCode(err) != engine.ENOTFOUND {
		t.Errorf("a table entry naming no calculator: error %v, want ENOTFOUND", err)
	}
	var m malformedError
	if _, err := (adapter{ruleset: "scoring", calc: "scoring.vp", list: []string{"home.vp", "nope"}}).call(
		json.RawMessage(`{"boards": 16, "margin": 14}`)); err == nil || errors.As(err, &m) {
		t.Errorf("a list naming an out the result lacks: error %v, want an engine failure", err)
	}
}
