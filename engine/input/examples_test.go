package input_test

import (
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/input"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// exampleMarks open the example in a help or hint line, per language.
var exampleMarks = map[msg.Lang]string{msg.EN: "e.g. ", msg.SR: "npr. ", msg.HU: "pl. "}

// examplesIn returns the examples a rendered line gives: the text after "e.g." (npr., pl.) up
// to the end of its sentence (". " or the end of the line, a final full stop dropped).
func examplesIn(line string, l msg.Lang) []string {
	var out []string
	for rest := line; ; {
		i := strings.Index(rest, exampleMarks[l])
		if i < 0 {
			return out
		}
		rest = rest[i+len(exampleMarks[l]):]
		ex := rest
		if j := strings.Index(ex, ". "); j >= 0 {
			ex = ex[:j]
		}
		out = append(out, strings.TrimSuffix(strings.TrimSpace(ex), "."))
	}
}

// TestExamplesParse renders, for every field of every calculator of every ruleset, in every
// language, its help line and its notation hint (input.Hint, which carries input.Example), and
// reads every example they give through input.ParseIn as a value of the field's own kind: the
// example must be accepted, and what the reader counts must agree with the value (a hand
// example holds exactly the hand's size, which the counter beside the field shows).
func TestExamplesParse(t *testing.T) {
	all := append(rulesets.All(), rulesets.Scoring())
	checked := map[string]bool{}
	fields := 0
	for _, rs := range all {
		for _, c := range rs.Calculators {
			for i := range c.Inputs {
				f := &c.Inputs[i]
				fields++
				for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
					var lines []string
					if f.Help != "" {
						if !msg.Has(f.Help) {
							t.Errorf("%s.%s: help key %s has no text", c.ID, f.Name, f.Help)
							continue
						}
						lines = append(lines, msg.T(l, f.Help))
					}
					if h := input.Hint(f, l); h != "" {
						lines = append(lines, h)
						ex := input.Example(f, l)
						if ex == "" || !strings.Contains(h, ex) {
							t.Errorf("%s.%s (%v): hint %q does not carry the example %q", c.ID, f.Name, l, h, ex)
						}
					}
					for _, line := range lines {
						if strings.ContainsAny(line, "{}") {
							t.Errorf("%s.%s (%v): %q has a placeholder left", c.ID, f.Name, l, line)
						}
						for _, ex := range examplesIn(line, l) {
							key := c.ID + "." + f.Name + "/" + l.String() + "/" + ex
							if checked[key] {
								continue
							}
							checked[key] = true
							checkExample(t, c.ID, f, l, ex)
						}
					}
				}
			}
		}
	}
	if fields < 50 || len(checked) < 20 {
		t.Fatalf("checked %d examples of %d fields: the rulesets did not load", len(checked), fields)
	}
}

func checkExample(t *testing.T, calc string, f *engine.Field, l msg.Lang, ex string) {
	t.Helper()
	v, shown, err := input.ParseIn(f, ex, l)
	if err != nil {
		t.Errorf("%s.%s (%v): example %q: ParseIn error: %s", calc, f.Name, l, ex, err.Message(l))
		return
	}
	if v == nil || shown == "" {
		t.Errorf("%s.%s (%v): example %q reads as %v, shown %q: an example must give a value", calc, f.Name, l, ex, v, shown)
	}
	if w, _, err := input.ParseIn(f, shown, l); err != nil || !equal(v, w) {
		t.Errorf("%s.%s (%v): example %q shown as %q reads back as %v, %v; want %v", calc, f.Name, l, ex, shown, w, err, v)
	}
	switch f.Kind {
	case engine.KBridgeHand, engine.KPrefHand:
		want := 13
		if f.Kind == engine.KPrefHand {
			want = 10
		}
		if n, ok := input.HandCount(f, ex, l); n != want || !ok {
			t.Errorf("%s.%s (%v): HandCount(%q) = %d, %v; want %d, true", calc, f.Name, l, ex, n, ok, want)
		}
		if n := popcount(uint64(v[0])); n != want {
			t.Errorf("%s.%s (%v): example %q holds %d cards, want %d", calc, f.Name, l, ex, n, want)
		}
	}
}

// TestExampleKinds: every kind with a notation has an example and a hint in every language,
// which read as values of that kind (also for kinds no calculator uses yet).
func TestExampleKinds(t *testing.T) {
	kinds := []engine.Field{
		{Name: "hand", Kind: engine.KBridgeHand},
		{Name: "ph", Kind: engine.KPrefHand},
		{Name: "card", Kind: engine.KCard},
		{Name: "pc", Kind: engine.KPrefCard},
		{Name: "entry", Kind: engine.KEntry},
		{Name: "entries", Kind: engine.KEntryList, MaxItems: 10},
		engine.DecField("weight", "", 3, 0.001, 1, 0.5),
		engine.DecListField("weights", "", 3, 0.001, 1, 1, 20),
		engine.DecField("session_pct", "", 2, 0, 100, 50),
	}
	for i := range kinds {
		f := &kinds[i]
		for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
			h := input.Hint(f, l)
			ex := examplesIn(h, l)
			if len(ex) == 0 {
				t.Errorf("Hint(%s, %v) = %q: no example", f.Name, l, h)
				continue
			}
			checkExample(t, "kinds", f, l, ex[0])
		}
	}
}

func equal(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func popcount(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// TestDefaultsReadBack: every field's default, as Show prints it, reads back through ParseIn as
// the same value in every language; as Format prints it (the strict form a form shows today),
// the same too, or, outside English, refused as reading two ways.
func TestDefaultsReadBack(t *testing.T) {
	for _, rs := range append(rulesets.All(), rulesets.Scoring()) {
		for _, c := range rs.Calculators {
			for i := range c.Inputs {
				f := &c.Inputs[i]
				if f.Default == nil {
					continue
				}
				for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
					shown := input.Show(f, f.Default, l)
					if v, _, err := input.ParseIn(f, shown, l); err != nil || !equal(v, f.Default) {
						t.Errorf("%s.%s (%v): default %v shown as %q reads back as %v, %v", c.ID, f.Name, l, f.Default, shown, v, err)
					}
					text := input.Format(f, f.Default, l)
					v, _, err := input.ParseIn(f, text, l)
					switch {
					case err == nil && !equal(v, f.Default):
						t.Errorf("%s.%s (%v): default %v printed as %q reads as %v", c.ID, f.Name, l, f.Default, text, v)
					case err != nil && (l == msg.EN || !strings.HasPrefix(err.Key, "notation.err.ambiguous-")):
						t.Errorf("%s.%s (%v): default %v printed as %q: %v", c.ID, f.Name, l, f.Default, text, err)
					case err != nil:
						t.Logf("%s.%s (%v): default printed as %q reads two ways: %s", c.ID, f.Name, l, text, err.Message(l))
					}
				}
			}
		}
	}
}
