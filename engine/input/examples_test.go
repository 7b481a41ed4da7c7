package input_test

import (
	"strings"
	"testing"
	"unicode"

	"arbiter/engine"
	"arbiter/engine/input"
	"arbiter/engine/msg"
	"arbiter/engine/notation"
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
	if l != msg.EN && notationKind(f.Kind) && hasLetter(ex) {
		if w, _, err := input.ParseIn(f, ex, msg.EN); err == nil && equal(v, w) {
			t.Errorf("%s.%s (%v): example %q is written in English notation (English reads it the same); write it in %v's letters", calc, f.Name, l, ex, l)
		}
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

// notationKind reports whether values of k are written in a notation of cards (engine/notation).
func notationKind(k engine.Kind) bool {
	switch k {
	case engine.KBridgeHand, engine.KPrefHand, engine.KCard, engine.KPrefCard, engine.KEntry, engine.KEntryList:
		return true
	}
	return false
}

func hasLetter(s string) bool { return strings.IndexFunc(s, unicode.IsLetter) >= 0 }

// messageExamples are the messages, outside the fields' help and the notation hints (which
// TestExamplesParse reads), that give examples of a notation: the fields each example must read
// as, or none for a contract (notation.ReadContract; no field holds a contract alone).
var messageExamples = map[string][]engine.Field{
	"err.entry":    {{Name: "entry", Kind: engine.KEntry}},
	"err.card":     {{Name: "card", Kind: engine.KCard}, {Name: "pc", Kind: engine.KPrefCard}},
	"err.contract": nil,
}

// otherExamples are the messages whose examples are no notation of cards, with what they give.
var otherExamples = map[string]string{
	"nsbk.dec.brown-strong": "a call (strong 2♣) named in a sentence",
	"nsbk.f.strong":         "a call (strong 2♣) named in a label",
	"pref.err.id":           "a ruling's number",
}

// exampleSeps split a message's list of examples ("4SX N -2, 3NT S = or PASS").
var exampleSeps = map[msg.Lang][]string{msg.EN: {", ", " or "}, msg.SR: {", ", " ili "}, msg.HU: {", ", " vagy "}}

// TestMessageExamples: every example a message of the catalogue gives, in every language, is
// read by that language's lenient reader (engine/notation, through input.ParseIn) and, in
// Serbian and Hungarian, written in the language's own letters (err.entry once said
// "3N S =" in Serbian, which reads two ways there). A message with an example that is neither
// a field's help, a notation hint, nor listed here fails, so a new one gets checked.
func TestMessageExamples(t *testing.T) {
	helps := map[string]bool{}
	for _, rs := range append(rulesets.All(), rulesets.Scoring()) {
		for _, c := range rs.Calculators {
			for i := range c.Inputs {
				if h := c.Inputs[i].Help; h != "" {
					helps[h] = true
				}
			}
		}
	}
	checked := 0
	for _, key := range msg.Keys() {
		text, _ := msg.Lookup(key)
		has := false
		for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
			has = has || strings.Contains(text.In(l), exampleMarks[l])
		}
		fields, listed := messageExamples[key]
		switch {
		case !has || helps[key] || strings.HasPrefix(key, "input.hint."):
			continue
		case otherExamples[key] != "":
			continue
		case !listed:
			t.Errorf("%s gives an example: list it in messageExamples (a notation) or otherExamples", key)
			continue
		}
		for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
			line := msg.T(l, key, msg.A("field", "x"))
			exs := examplesIn(line, l)
			if len(exs) != 1 {
				t.Errorf("%s (%v): %q gives %d example lists, want 1", key, l, line, len(exs))
				continue
			}
			items := []string{exs[0]}
			for _, sep := range exampleSeps[l] {
				var next []string
				for _, it := range items {
					next = append(next, strings.Split(it, sep)...)
				}
				items = next
			}
			for _, ex := range items {
				checked++
				if fields == nil {
					c, shown, err := notation.ReadContract(ex, l)
					if err != nil {
						t.Errorf("%s (%v): example %q: %v", key, l, ex, engine.ErrorMessage(err, l, ""))
						continue
					}
					if back, _, err := notation.ReadContract(shown, l); err != nil || back != c {
						t.Errorf("%s (%v): example %q shown as %q reads back as %v, %v", key, l, ex, shown, back, err)
					}
					if en, _, err := notation.ReadContract(ex, msg.EN); l != msg.EN && hasLetter(ex) && err == nil && en == c {
						t.Errorf("%s (%v): example %q is written in English notation; write it in %v's letters", key, l, ex, l)
					}
					continue
				}
				for i := range fields {
					checkExample(t, key, &fields[i], l, ex)
				}
			}
		}
	}
	if checked < 20 {
		t.Fatalf("checked %d examples of messages: the catalogue did not load", checked)
	}
}
