package ocsb

import (
	"math/rand"
	"regexp"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/internal/shared"
	"arbiter/engine/msg"
)

// The catalogue's ### IDs of the ocsb section.
var catalogueIDs = []string{"ocsb.vp", "ocsb.zt", "ocsb.slow-play", "ocsb.substitutes", "ocsb.format",
	"ocsb.seating-and-changes", "ocsb.other", "ocsb.results", "ocsb.systems", "ocsb.protests", "ocsb.fees"}

func TestRulesetShape(t *testing.T) {
	if ids := shared.CatalogueRules(t).Rules["ocsb-kmor-2018"]; strings.Join(ids, ",") != strings.Join(catalogueIDs, ",") {
		t.Errorf("catalogue IDs = %v, want %v", ids, catalogueIDs)
	}
	rules := map[string]engine.Rule{}
	for _, r := range Ruleset.Rules {
		rules[r.ID] = r
		if r.Section == "" || (len(r.Calculators) == 0 && r.Info == "") {
			t.Errorf("rule %s: section %q, calculators %v, info %q", r.ID, r.Section, r.Calculators, r.Info)
		}
		for _, c := range r.Calculators {
			if Ruleset.Calculator(c) == nil {
				t.Errorf("rule %s names unknown calculator %s", r.ID, c)
			}
		}
	}
	for _, id := range catalogueIDs {
		if _, ok := rules[id]; !ok {
			t.Errorf("no rule %s", id)
		}
	}
	for _, p := range Ruleset.Params {
		if _, ok := rules[p.Rule]; !ok || p.Section == "" || p.Value < p.Min || p.Value > p.Max {
			t.Errorf("param %s: rule %q section %q value %v not in [%v, %v]", p.Key, p.Rule, p.Section, p.Value, p.Min, p.Max)
		}
	}
	for _, c := range Ruleset.Calculators {
		for _, r := range c.Rules {
			if _, ok := rules[r]; !ok {
				t.Errorf("calculator %s names unknown rule %s", c.ID, r)
			}
		}
		if _, err := c.Run(engine.NewParams(Ruleset, nil), c.Inputs.Defaults()); err != nil {
			t.Errorf("%s on its defaults: %v", c.ID, err)
		}
	}
}

var placeholder = regexp.MustCompile(`\{[a-z_0-9]+\}`)

func checkText(t *testing.T, key string) {
	t.Helper()
	tx, ok := msg.Lookup(key)
	if !ok {
		t.Errorf("message %s is not registered", key)
		return
	}
	if tx.En == "" || tx.Sr == "" || tx.Hu == "" {
		t.Errorf("message %s lacks a language: %+v", key, tx)
	}
	ph := func(s string) string {
		m := placeholder.FindAllString(s, -1)
		set := map[string]bool{}
		for _, x := range m {
			set[x] = true
		}
		var l []string
		for x := range set {
			l = append(l, x)
		}
		return strings.Join(sortStrings(l), ",")
	}
	if ph(tx.En) != ph(tx.Sr) || ph(tx.En) != ph(tx.Hu) {
		t.Errorf("message %s: placeholders differ: %q / %q / %q", key, ph(tx.En), ph(tx.Sr), ph(tx.Hu))
	}
}

func sortStrings(l []string) []string {
	for i := range l {
		for j := i + 1; j < len(l); j++ {
			if l[j] < l[i] {
				l[i], l[j] = l[j], l[i]
			}
		}
	}
	return l
}

// inputsFor returns a few input sets per calculator that reach most steps and values.
func inputsFor(c *engine.Calculator) []engine.Values {
	out := []engine.Values{c.Inputs.Defaults()}
	r := rand.New(rand.NewSource(int64(len(c.ID))))
	for n := 0; n < 300; n++ {
		v := c.Inputs.Defaults()
		for i, f := range c.Inputs {
			switch f.Kind {
			case engine.KEnum:
				v[i] = []int64{int64(r.Intn(len(f.Options)))}
			case engine.KBool:
				v[i] = []int64{int64(r.Intn(2))}
			case engine.KInt:
				if r.Intn(2) == 0 {
					v[i] = []int64{f.Min + r.Int63n(min64(f.Max-f.Min+1, 40))}
				}
			case engine.KDateTime:
				if f.Optional && r.Intn(2) == 0 {
					v[i] = []int64{defaultEnd + r.Int63n(3*1440)}
				}
			}
		}
		out = append(out, v)
	}
	return out
}

func min64(a, b int64) int64 {
	if a < b {
		return a
	}
	return b
}

func TestMessages(t *testing.T) {
	for _, r := range Ruleset.Rules {
		if strings.HasPrefix(r.ID, "ocsb.") {
			checkText(t, r.Summary)
			if r.Info != "" {
				checkText(t, r.Info)
			}
		}
	}
	seen := map[string]bool{}
	for _, c := range Ruleset.Calculators {
		if !strings.HasPrefix(c.ID, "ocsb.") {
			continue
		}
		checkText(t, c.TitleKey())
		for i := range c.Inputs {
			f := &c.Inputs[i]
			checkText(t, f.LabelKey())
			for j := range f.Options {
				checkText(t, f.OptionKey(j))
			}
		}
		for _, v := range inputsFor(c) {
			res, err := c.Run(engine.NewParams(Ruleset, nil), v)
			if err != nil {
				if e, ok := err.(*engine.Error); ok && e.Key != "" {
					checkText(t, e.Key)
				}
				continue
			}
			for _, s := range res.Steps {
				if !seen[s.Key] {
					seen[s.Key] = true
					checkText(t, s.Key)
				}
				for _, a := range s.Args {
					if ref, ok := a.Value.(msg.Ref); ok && !seen[string(ref)] {
						seen[string(ref)] = true
						checkText(t, string(ref))
					}
				}
			}
			for _, d := range res.Decisions {
				if !strings.HasPrefix(d, "ocsb.dec.") {
					t.Errorf("%s: decision %s outside ocsb.dec.*", c.ID, d)
				}
				checkText(t, d)
			}
			for _, p := range res.Parties {
				checkText(t, "party."+p.Role)
				for _, o := range p.Outs {
					if !msg.Has("out."+o.Name) && !msg.Has(c.ID+".out."+o.Name) {
						t.Errorf("%s: no label for outcome %s", c.ID, o.Name)
					}
					if o.Str != "" {
						checkText(t, c.ID+".val."+o.Name+"."+o.Str)
					}
				}
			}
		}
	}
}

// ourTexts returns every text this package registered.
func ourTexts() map[string]msg.Text {
	out := map[string]msg.Text{}
	for _, k := range msg.Keys() {
		if strings.HasPrefix(k, "ocsb.") || strings.HasPrefix(k, "calc.ocsb.") || strings.HasPrefix(k, "rule.ocsb.") {
			out[k], _ = msg.Lookup(k)
		}
	}
	return out
}

func TestWording(t *testing.T) {
	bareMP := regexp.MustCompile(`\bMP\b`)
	ijekavian := regexp.MustCompile(`(?i)\b(vrijeme|prije|poslije|podijel\w*|sudac|natjecanj\w*|primijen\w*|mjesto|mjesta|cijel\w*|dvije|bijel\w*|pravilnik\w*ije)\b`)
	for k, tx := range ourTexts() {
		for _, s := range []string{tx.En, tx.Sr, tx.Hu} {
			if bareMP.MatchString(s) {
				t.Errorf("%s uses a bare \"MP\": %q", k, s)
			}
		}
		if ijekavian.MatchString(tx.Sr) {
			t.Errorf("%s: Serbian text is not ekavian: %q", k, tx.Sr)
		}
	}
	seed := shared.LoadSeeds(t, "ocsb-kmor-2018-19.hu.txt")
	for k, tx := range ourTexts() {
		for _, s := range []string{tx.En, tx.Sr, tx.Hu} {
			if g, _, ok := seed.Copy(s); ok {
				t.Errorf("%s repeats an 8-word sequence of the seed: %q", k, g)
			}
		}
	}
	for _, p := range Ruleset.Params {
		_ = p
	}
}
