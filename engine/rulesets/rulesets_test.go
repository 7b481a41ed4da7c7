package rulesets

import (
	"math"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/internal/shared"
	"arbiter/engine/msg"
)

func rule(rs *engine.Ruleset, id string) *engine.Rule {
	for i := range rs.Rules {
		if rs.Rules[i].ID == id {
			return &rs.Rules[i]
		}
	}
	return nil
}

func all() []*engine.Ruleset { return append(All(), Scoring()) }

// TestRegistry: every `###` rule of the catalogue (../shared/spec/rules-catalogue.md, or the
// repository's copy of its rule IDs on a clone alone) is in its ruleset, computed or marked
// informational; every calculator a rule names exists.
func TestRegistry(t *testing.T) {
	cat := shared.CatalogueRules(t).Rules
	for _, e := range Index() {
		if _, ok := cat[e.ID]; !ok {
			t.Errorf("the catalogue has no section for ruleset %s", e.ID)
		}
	}
	for rsID, ids := range cat {
		rs := Get(rsID)
		if rs == nil {
			t.Errorf("ruleset %s of the catalogue is not registered", rsID)
			continue
		}
		if len(ids) == 0 {
			t.Errorf("catalogue section %s lists no rule", rsID)
		}
		for _, id := range ids {
			r := rule(rs, id)
			switch {
			case r == nil:
				t.Errorf("%s: rule %s of the catalogue is missing", rsID, id)
			case len(r.Calculators) == 0 && r.Info == "":
				t.Errorf("%s: rule %s has neither calculators nor Info", rsID, id)
			case r.Section == "":
				t.Errorf("%s: rule %s has no Section", rsID, id)
			}
		}
	}
	seen := map[string]bool{}
	for _, rs := range all() {
		if seen[rs.ID] {
			t.Errorf("ruleset %s registered twice", rs.ID)
		}
		seen[rs.ID] = true
		if Get(rs.ID) != rs {
			t.Errorf("Get(%s) does not return it", rs.ID)
		}
		if rs.Version < 1 {
			t.Errorf("%s: Version %d", rs.ID, rs.Version)
		}
		ruleIDs := map[string]bool{}
		for _, r := range rs.Rules {
			if ruleIDs[r.ID] {
				t.Errorf("%s: rule %s listed twice", rs.ID, r.ID)
			}
			ruleIDs[r.ID] = true
			for _, c := range r.Calculators {
				if rs.Calculator(c) == nil {
					t.Errorf("%s: rule %s names calculator %s, which the ruleset lacks", rs.ID, r.ID, c)
				}
			}
		}
		calcIDs := map[string]bool{}
		for _, c := range rs.Calculators {
			if calcIDs[c.ID] {
				t.Errorf("%s: calculator %s listed twice", rs.ID, c.ID)
			}
			calcIDs[c.ID] = true
			if len(c.Rules) == 0 {
				t.Errorf("%s: calculator %s cites no rule", rs.ID, c.ID)
			}
			for _, r := range c.Rules {
				if !ruleIDs[r] {
					t.Errorf("%s: calculator %s cites rule %s, which the ruleset lacks", rs.ID, c.ID, r)
				}
			}
			if c.Compute == nil {
				t.Errorf("%s: calculator %s has no Compute", rs.ID, c.ID)
			}
		}
	}
	if r, c := Calculator("scoring", "scoring.imp"); r == nil || c == nil {
		t.Errorf("Calculator(scoring, scoring.imp) = %v, %v", r, c)
	}
	if r, c := Calculator("nope", "x"); r != nil || c != nil {
		t.Errorf("Calculator(nope, x) = %v, %v, want nil, nil", r, c)
	}
}

// keys collects the message keys a calculator and its results use, with where they come from.
type keys map[string]string

func (k keys) add(key, where string) {
	if _, ok := k[key]; !ok {
		k[key] = where
	}
}

func (k keys) check(t *testing.T, calc string) {
	t.Helper()
	for key, where := range k {
		if !msg.Has(key) {
			t.Errorf("%s: %s: message key %q is not registered", calc, where, key)
		}
	}
}

func summaryKey(r *engine.Rule) string {
	if r.Summary != "" {
		return r.Summary
	}
	return "rule." + r.ID
}

// hasDefaults reports whether every required field has a default (so the form computes at once).
func hasDefaults(s engine.Schema) bool {
	for _, f := range s {
		if f.Default != nil || f.Optional {
			continue
		}
		if f.Kind.IsList() && f.MinItems == 0 {
			continue
		}
		return false
	}
	return true
}

// TestCalculatorsRunWithDefaults: every calculator runs on its schema's defaults, and every
// message key of its form and its result exists.
func TestCalculatorsRunWithDefaults(t *testing.T) {
	for _, rs := range all() {
		if rs.Names.En == "" || rs.Names.Sr == "" || rs.Names.Hu == "" {
			t.Errorf("%s: ruleset name missing a language: %+v", rs.ID, rs.Names)
		}
		k := keys{}
		for i := range rs.Rules {
			k.add(summaryKey(&rs.Rules[i]), "rule "+rs.Rules[i].ID+" summary")
			if info := rs.Rules[i].Info; info != "" && strings.Contains(info, ".") && !strings.Contains(info, " ") {
				k.add(info, "rule "+rs.Rules[i].ID+" Info")
			}
		}
		for _, p := range rs.Params {
			if p.Note != "" {
				k.add(p.Note, "parameter "+p.Key+" note")
			}
		}
		k.check(t, rs.ID)
		for _, c := range rs.Calculators {
			t.Run(c.ID, func(t *testing.T) {
				k := keys{}
				k.add(c.TitleKey(), "title")
				k.add("group."+c.Group, "group")
				for i := range c.Inputs {
					f := &c.Inputs[i]
					k.add(f.LabelKey(), "field "+f.Name)
					for j := range f.Options {
						k.add(f.OptionKey(j), "field "+f.Name+" option")
					}
					if f.Help != "" {
						k.add(f.Help, "field "+f.Name+" help")
					}
					if f.Unit != "" {
						k.add(f.Unit, "field "+f.Name+" unit")
					}
					if f.Default != nil {
						if err := f.Check(f.Default); err != nil {
							t.Errorf("field %s: default %v: %v", f.Name, f.Default, err)
						}
					}
				}
				if !hasDefaults(c.Inputs) {
					k.check(t, c.ID)
					t.Skipf("a required field has no default")
				}
				res, err := c.Run(engine.NewParams(rs, nil), c.Inputs.Defaults())
				if err != nil {
					k.check(t, c.ID)
					t.Fatalf("Run(defaults): %v", err)
				}
				for _, s := range res.Steps {
					k.add(s.Key, "step")
					args(k, s.Args, "step "+s.Key)
				}
				for _, d := range res.Decisions {
					k.add(d, "decision")
				}
				for _, p := range res.Parties {
					k.add("party."+p.Role, "party")
					for _, o := range p.Outs {
						if !msg.Has(c.ID + ".out." + o.Name) {
							k.add("out."+o.Name, "outcome label ("+c.ID+".out."+o.Name+" or out."+o.Name+")")
						}
						if o.Str != "" && !msg.Has(c.ID+".val."+o.Name+"."+o.Str) {
							k.add("val."+o.Name+"."+o.Str, "coded value ("+c.ID+".val."+o.Name+"."+o.Str+" or val."+o.Name+"."+o.Str+")")
						}
					}
				}
				for _, id := range res.Rules {
					r := rule(rs, id)
					if r == nil {
						t.Errorf("result cites rule %s, which the ruleset lacks", id)
						continue
					}
					k.add(summaryKey(r), "rule "+id+" summary")
				}
				k.check(t, c.ID)
			})
		}
	}
}

// args adds the message keys that step arguments refer to.
func args(k keys, a []msg.Arg, where string) {
	for _, x := range a {
		if r, ok := x.Value.(msg.Ref); ok {
			k.add(string(r), where+" argument "+x.Name)
		}
	}
}

// TestParamsCited: every parameter cites its rule and section, and its value is in its range.
func TestParamsCited(t *testing.T) {
	for _, rs := range all() {
		seen := map[string]bool{}
		for _, p := range rs.Params {
			where := rs.ID + ": " + p.Key
			if p.Key == "" || strings.ToLower(p.Key) != p.Key || strings.ContainsAny(p.Key, " \t") {
				t.Errorf("%s: key must be non-empty, lower-case, without spaces", where)
			}
			if seen[p.Key] {
				t.Errorf("%s: listed twice", where)
			}
			seen[p.Key] = true
			if p.Rule == "" || p.Section == "" {
				t.Errorf("%s: Rule %q, Section %q: both are required", where, p.Rule, p.Section)
			} else if rule(rs, p.Rule) == nil {
				t.Errorf("%s: cites rule %s, which the ruleset lacks", where, p.Rule)
			}
			if math.IsNaN(p.Min) || math.IsNaN(p.Max) || p.Min > p.Max {
				t.Errorf("%s: Min %v > Max %v", where, p.Min, p.Max)
			}
			vals := []float64{p.Value}
			for _, h := range p.History {
				vals = append(vals, h.Value)
				if h.Version <= 1 || h.Version > rs.Version {
					t.Errorf("%s: history version %d outside 2..%d", where, h.Version, rs.Version)
				}
			}
			for _, v := range vals {
				if v < p.Min || v > p.Max {
					t.Errorf("%s: value %v outside [%v, %v]", where, v, p.Min, p.Max)
				}
				if p.Integer && v != math.Trunc(v) {
					t.Errorf("%s: integer parameter has value %v", where, v)
				}
			}
		}
	}
}
