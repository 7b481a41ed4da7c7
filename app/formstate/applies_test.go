//go:build !wasm

package formstate

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// openBlank is calculator id opened as a blank case in l, then the texts of set typed in.
func openBlank(t *testing.T, id string, l msg.Lang, set map[string]string) (*engine.Ruleset, *engine.Calculator, FormState) {
	t.Helper()
	rs, calc, _ := stateFor(t, id, l)
	st := OpenFormState(rs, calc, l, nil, OpenOpts{})
	for name, text := range set {
		i := calc.Inputs.Index(name)
		if i < 0 {
			t.Fatalf("%s has no field %s", id, name)
		}
		st.Set(rs, calc, i, text)
	}
	return rs, calc, st
}

// missingNames are the field names behind the form's "Still missing" labels.
func missingNames(calc *engine.Calculator, st FormState) []string {
	var out []string
	for _, key := range st.Missing {
		for i := range calc.Inputs {
			if calc.Inputs[i].LabelKey() == key {
				out = append(out, calc.Inputs[i].Name)
				break
			}
		}
	}
	return out
}

// The form asks only what applies: "Still missing" names only the fields the rule needs in the
// mode chosen, and an assumed field left blank is no missing field.
func TestMissingOnlyWhatApplies(t *testing.T) {
	tests := []struct {
		calc     string
		set      map[string]string
		want     []string // the fields still missing, in order
		notShown []string // fields that do not apply (the form hides them)
	}{
		{"nsbk.lateness", nil, []string{"minutes", "prior", "form", "top"}, nil},
		{"nsbk.lateness", map[string]string{"minutes": "7", "form": "mp", "top": "12"}, []string{"prior"}, nil},
		{"nsbk.fouled-board", map[string]string{"form": "imp", "top": "12"}, []string{"adjusted_tables", "at_fault", "unplayed_boards"}, nil},
		{"law12.weighted", map[string]string{"form": "mp"}, nil, []string{"other_table", "discard"}},
		{"law12.weighted", map[string]string{"form": "imp"}, []string{"other_table"}, []string{"field", "discard"}},
		{"vsz.imp-vp", map[string]string{"given": "margin", "boards": "16"}, nil, []string{"home_imp", "visitor_imp"}},
		{"vsz.imp-vp", map[string]string{"given": "totals", "boards": "16"}, []string{"home_imp", "visitor_imp"}, []string{"margin"}},
		{"scoring.vp", map[string]string{"given": "totals", "boards": "16"}, nil, []string{"margin"}},
		{"scoring.vp", map[string]string{"given": "margin", "boards": "16"}, []string{"margin"}, []string{"home_imp", "visitor_imp"}},
		{"scoring.match", map[string]string{"length": "4"}, []string{"first"}, nil},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.calc, tt.set), func(t *testing.T) {
			_, calc, st := openBlank(t, tt.calc, msg.SR, tt.set)
			got := missingNames(calc, st)
			// tables are named by their label: keep the fields only
			if !slices.Equal(got, tt.want) {
				t.Errorf("%s with %v: missing %v, want %v", tt.calc, tt.set, got, tt.want)
			}
			for _, name := range tt.notShown {
				if i := calc.Inputs.Index(name); st.Applies(calc.Inputs, i) {
					t.Errorf("%s with %v: Applies(%s) = true, want false", tt.calc, tt.set, name)
				}
			}
		})
	}
}

// A case entered without the fields that do not apply or are assumed computes as the engine
// does with every field given (the hidden ones at any value, the assumed ones at their value);
// a link's value for a hidden field is kept and gives the same result.
func TestAppliesSameResult(t *testing.T) {
	tests := []struct {
		calc  string
		typed map[string]string  // the form as the director fills it
		full  map[string][]int64 // the same case with every field, as a link or the engine has it
	}{
		{"nsbk.lateness", map[string]string{"minutes": "7", "prior": "0", "form": "mp", "top": "12"},
			map[string][]int64{"minutes": {7}, "seconds": {0}, "waited": {0}, "prior": {0}, "form": {0}, "top": {12}}},
		{"nsbk.fouled-board", map[string]string{"adjusted_tables": "1", "at_fault": "ns", "unplayed_boards": "2", "form": "mp", "top": "12"},
			map[string][]int64{"adjusted_tables": {1}, "at_fault": {0}, "unplayed_boards": {2}, "earlier_own_fault": {0}, "form": {0}, "top": {12}}},
		{"vsz.imp-vp", map[string]string{"given": "margin", "boards": "16", "margin": "14"},
			map[string][]int64{"given": {0}, "boards": {16}, "margin": {1400}, "home_imp": {900}, "visitor_imp": {3}, "home_fine": {0}, "visitor_fine": {0}}},
		{"ocsb.vp", map[string]string{"given": "margin", "boards": "32", "margin": "-9", "fines_home": "1"},
			map[string][]int64{"given": {0}, "boards": {32}, "margin": {-900}, "imp_home": {0}, "imp_visitor": {500}, "fines_home": {100}, "fines_visitor": {0}}},
		{"scoring.vp", map[string]string{"given": "totals", "boards": "16", "home_imp": "40", "visitor_imp": "25"},
			map[string][]int64{"given": {1}, "boards": {16}, "margin": {-30000}, "home_imp": {4000}, "visitor_imp": {2500}}},
	}
	for _, tt := range tests {
		t.Run(tt.calc, func(t *testing.T) {
			rs, calc, st := openBlank(t, tt.calc, msg.HU, tt.typed)
			if st.Res == nil {
				t.Fatalf("%s with %v: no result (missing %v, errors %v, %v)", tt.calc, tt.typed, st.Missing, st.Errs, st.RunErr)
			}
			v, err := calc.Inputs.With(tt.full)
			if err != nil {
				t.Fatal(err)
			}
			want, err := calc.Run(engine.NewParams(rs, nil), v)
			if err != nil {
				t.Fatalf("Run(%v): %v", tt.full, err)
			}
			if g, w := fmt.Sprint(st.Res.Parties, st.Res.Steps), fmt.Sprint(want.Parties, want.Steps); g != w {
				t.Errorf("%s: the form computes %s, want %s", tt.calc, g, w)
			}
			if err := calc.Inputs.Check(st.Vals).Err(); err != nil {
				t.Errorf("%s: the form's values %v are not a whole case: %v", tt.calc, st.Vals, err)
			}
			// a link with every field, the hidden ones included, opens to the same result
			q := map[string]string{}
			for name, x := range tt.full {
				q[name] = FieldText(calc.Inputs.Field(name), x, msg.HU)
			}
			ls := NewFormStateClub(rs, calc, q, msg.HU, nil)
			if ls.Res == nil {
				t.Fatalf("%s: the link %v computes nothing (%v %v)", tt.calc, q, ls.Errs, ls.RunErr)
			}
			if g, w := fmt.Sprint(ls.Res.Parties, ls.Res.Steps), fmt.Sprint(want.Parties, want.Steps); g != w {
				t.Errorf("%s: the link computes %s, want %s", tt.calc, g, w)
			}
			for name, x := range tt.full {
				if i := calc.Inputs.Index(name); !slices.Equal(ls.Vals[i], x) {
					t.Errorf("%s: the link's %s = %v, want %v kept", tt.calc, name, ls.Vals[i], x)
				}
			}
		})
	}
}

// A restored draft is marked with its time; clearing the case empties the case fields and
// tables and keeps the event fields.
func TestRestoredDraftClear(t *testing.T) {
	tests := []struct {
		calc  string
		typed map[string]string
		at    int64
	}{
		{"nsbk.lateness", map[string]string{"minutes": "7", "top": "20"}, msg.Minutes(2026, 12, 5, 20, 14)},
		{"law12.weighted", map[string]string{"form": "imp", "other_table": "-420", "scores": "620\n170", "weights": "50%\n50%"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.calc, func(t *testing.T) {
			rs, calc, st := openBlank(t, tt.calc, msg.SR, tt.typed)
			d := st.Draft(calc)
			if d == nil {
				t.Fatal("no draft")
			}
			d.At = tt.at
			back := ReadDraft(mustJSON(t, d))
			rst := OpenFormState(rs, calc, msg.SR, nil, OpenOpts{Draft: back})
			if !rst.Restored || rst.RestoredAt != tt.at {
				t.Errorf("restored = %v at %d, want true at %d", rst.Restored, rst.RestoredAt, tt.at)
			}
			if fresh := OpenFormState(rs, calc, msg.SR, nil, OpenOpts{}); fresh.Restored {
				t.Errorf("a form opened without a draft is marked restored")
			}
			rst.ClearCase(rs, calc, nil)
			if rst.Restored {
				t.Errorf("after clearing the form is still marked restored")
			}
			for i := range calc.Inputs {
				f := &calc.Inputs[i]
				typed, wasTyped := tt.typed[f.Name]
				switch {
				case f.Event && wasTyped && rst.Texts[i] != typed:
					t.Errorf("event field %s = %q after clearing, want %q kept", f.Name, rst.Texts[i], typed)
				case !f.Event && rst.Texts[i] != blankText(f) && rst.TableOf(calc.Inputs, i) == nil:
					t.Errorf("case field %s = %q after clearing, want blank", f.Name, rst.Texts[i])
				}
			}
			if d := rst.Draft(calc); d != nil && len(d.Tables) > 0 {
				for id, td := range d.Tables {
					for _, row := range td.Rows {
						if len(row) > 0 {
							t.Errorf("table %s keeps a row %v after clearing", id, row)
						}
					}
				}
			}
		})
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
