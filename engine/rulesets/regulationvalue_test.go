package rulesets

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/internal/shared"
)

// catalogueRuleText is the text of rule id's "### " section in the rules catalogue.
func catalogueRuleText(cat, id string) string {
	i := strings.Index(cat, "\n### "+id+" ")
	if i < 0 {
		i = strings.Index(cat, "\n### "+id+"\n")
	}
	if i < 0 {
		return ""
	}
	rest := cat[i+1:]
	if j := strings.Index(rest[4:], "\n#"); j >= 0 {
		rest = rest[:j+4]
	}
	return rest
}

// TestRegulationValues: an event field the form fills "as the regulation sets it" is one the
// regulation's text sets: its parameter (Field.Param) is the ruleset's, cited, its value a
// value of the field, written in the catalogue's section of the parameter's rule and in the
// regulation's own text (the seed); a preferred option (Preference.Section) is cited. The
// values a director found labelled as the regulation's, which no regulation text sets, are
// facts of the event.
func TestRegulationValues(t *testing.T) {
	spec, seedsDir := shared.Sibling("spec"), shared.Sibling("seeds")
	if d := os.Getenv("SPEC_DIR"); d != "" {
		spec = d
	}
	if d := os.Getenv("SEEDS_DIR"); d != "" {
		seedsDir = d
	}
	if spec == "" || seedsDir == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("no rules catalogue or seed texts beside the repository")
		}
		t.Skip("no rules catalogue or seed texts beside the repository (SPEC_DIR, SEEDS_DIR)")
	}
	b, err := os.ReadFile(filepath.Join(spec, "rules-catalogue.md"))
	if err != nil {
		t.Fatal(err)
	}
	cat := string(b)
	seed := func(rs *engine.Ruleset) string {
		files, _ := filepath.Glob(filepath.Join(seedsDir, "*.txt"))
		for _, f := range files {
			base := filepath.Base(f)
			if strings.HasPrefix(base, rs.ID) || strings.HasPrefix(rs.ID, strings.SplitN(base, ".", 2)[0]) {
				b, _ := os.ReadFile(f)
				return string(b)
			}
		}
		return ""
	}
	set := 0
	for _, rs := range append(All(), Scoring()) {
		p := engine.NewParams(rs, nil)
		for _, c := range rs.Calculators {
			for i := range c.Inputs {
				f := &c.Inputs[i]
				v, section, club, ok := rs.Regulation(f, p)
				where := rs.ID + " " + c.ID + "." + f.Name
				if !f.Event {
					if ok {
						t.Errorf("%s: a case field with a regulation value", where)
					}
					continue
				}
				if f.Param != "" && !ok {
					t.Errorf("%s: Param %q is no parameter of the ruleset that fits the field", where, f.Param)
				}
				if !ok {
					continue
				}
				set++
				if section == "" || club {
					t.Errorf("%s: regulation value %v cited %q (club %v)", where, v, section, club)
				}
				if f.Param == "" {
					continue
				}
				par := rs.Param(f.Param)
				num := regexp.MustCompile(`\b` + regexp.QuoteMeta(strconv.FormatInt(v[0], 10)) + `\b`)
				if txt := catalogueRuleText(cat, par.Rule); !num.MatchString(txt) {
					t.Errorf("%s: %v (%s) is not written in the catalogue's %s", where, v[0], section, par.Rule)
				}
				if s := seed(rs); !num.MatchString(s) {
					t.Errorf("%s: %v (%s) is not written in the regulation's text", where, v[0], section)
				}
			}
		}
	}
	if set == 0 {
		t.Error("no event field takes a regulation's value: the test proves nothing")
	}
	// what the director found labelled as the regulation's: facts of the event
	for _, tt := range []struct{ ruleset, calc, field string }{
		{"nsbk", "nsbk.lateness", "top"}, {"nsbk", "nsbk.psych", "top"},
		{"mbsz-vsz-2017", "vsz.withdrawal", "scheduled"}, {"mbsz-vsz-2017", "vsz.concession", "boards"},
		{"mbsz-vsz-2017", "vsz.seating-error", "boards"}, {"mbsz-vsz-2017", "vsz.imp-vp", "boards"},
		{"mbsz-vsz-2017", "vsz.seating-first", "segments"}, {"ocsb-kmor-2018", "ocsb.promotion", "div3_teams"},
		{"scoring", "scoring.vp", "boards"},
	} {
		rs := Get(tt.ruleset)
		if tt.ruleset == "scoring" {
			rs = Scoring()
		}
		c := rs.Calculator(tt.calc)
		if c == nil || c.Inputs.Field(tt.field) == nil {
			t.Errorf("%s: no %s.%s", tt.ruleset, tt.calc, tt.field)
			continue
		}
		if v, sec, _, ok := rs.Regulation(c.Inputs.Field(tt.field), engine.NewParams(rs, nil)); ok {
			t.Errorf("%s.%s: %v labelled as the regulation's (%s), which its text does not set", tt.calc, tt.field, v, sec)
		}
	}
}
