//go:build !wasm

package formstate

import (
	"encoding/json"
	"fmt"
	"testing"

	"arbiter/app/paths"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
)

// Every calculator opens as a blank case: its case fields blank, nothing computed
// while a required one is missing (the missing ones named), its event fields from the
// regulation; a table of the case has no rows, or blank ones, and takes a new row.
func TestFormOpensBlank(t *testing.T) {
	all, _ := paths.Screens()
	for _, sc := range all {
		for _, l := range msg.Langs {
			st := OpenFormState(sc.RS, sc.Calc, l, nil, OpenOpts{})
			needs := false
			for i := range sc.Calc.Inputs {
				f := &sc.Calc.Inputs[i]
				switch {
				case f.Event:
					// the regulation's value only where its text sets it; else blank, a fact of the event
					v, _, _, set := sc.RS.Regulation(f, engine.NewParams(sc.RS, nil))
					switch {
					case set && (st.Origin[i] != OriginRule || st.Texts[i] != FieldText(f, v, l)):
						t.Errorf("%s.%s (%s): event field opens %q from %q, want the regulation's %q", sc.Calc.ID, f.Name, l, st.Texts[i], st.Origin[i], FieldText(f, v, l))
					case !set && st.Origin[i] == OriginUnset && st.Texts[i] != blankText(f):
						t.Errorf("%s.%s (%s): event field the regulation does not set opens with %q, want blank", sc.Calc.ID, f.Name, l, st.Texts[i])
					case !set && st.Origin[i] != OriginUnset && st.Origin[i] != OriginClub:
						t.Errorf("%s.%s (%s): event field the regulation does not set opens from %q", sc.Calc.ID, f.Name, l, st.Origin[i])
					}
					needs = needs || (st.Origin[i] == OriginUnset && f.Required())
				case st.Texts[i] != blankText(f):
					t.Errorf("%s.%s (%s): case field opens with %q, want blank", sc.Calc.ID, f.Name, l, st.Texts[i])
				}
				needs = needs || (!f.Event && f.Required() && f.Assume == nil)
			}
			if needs && (st.Res != nil || len(st.Missing) == 0) {
				t.Errorf("%s (%s): a blank case computes (%v) or names nothing missing (%v)", sc.Calc.ID, l, st.Res != nil, st.Missing)
			}
			if needs && st.AnyFieldError() {
				t.Errorf("%s (%s): a blank case shows field errors %v", sc.Calc.ID, l, st.Errs)
			}
			for _, key := range st.Missing {
				if !msg.Has(key) {
					t.Errorf("%s: missing names %q, which has no label", sc.Calc.ID, key)
				}
			}
			for _, ts := range st.Tables {
				if lo, _ := ts.T.RowLimits(sc.Calc.Inputs); len(ts.Rows) > max(lo, 1) {
					t.Errorf("%s: table %s opens with %d rows", sc.Calc.ID, ts.T.ID, len(ts.Rows))
				}
				if _, hi := ts.T.RowLimits(sc.Calc.Inputs); hi == 0 || len(ts.Rows) < hi {
					n := len(ts.Rows)
					ts.AddRow(l)
					st.Compute(sc.RS, sc.Calc)
					if len(ts.Rows) != n+1 {
						t.Errorf("%s: table %s: add a row from blank gave %d rows", sc.Calc.ID, ts.T.ID, len(ts.Rows))
					}
				}
			}
		}
	}
}

// The Example button's state is the worked example; the event fields follow an event.
func TestFormExampleAndEvent(t *testing.T) {
	rs, calc, _ := stateFor(t, "nsbk.lateness", msg.SR)
	ex := OpenFormState(rs, calc, msg.SR, nil, OpenOpts{Example: true})
	if !ex.Example || ex.Res == nil {
		t.Fatalf("the example: example %v, result %v", ex.Example, ex.Res != nil)
	}
	want, _ := calc.Run(engine.NewParams(rs, nil), calc.Inputs.Defaults())
	if fmt.Sprint(ex.Res.Flat()) != fmt.Sprint(want.Flat()) {
		t.Errorf("the example computes %v, want %v", ex.Res.Flat(), want.Flat())
	}
	ev := &eventlog.Event{ID: "e1", Name: "Kup", Kind: eventlog.Teams, Form: eventlog.FormIMPVP, Top: 20}
	st := OpenFormState(rs, calc, msg.SR, nil, OpenOpts{Ev: ev})
	fi, ti := calc.Inputs.Index("form"), calc.Inputs.Index("top")
	if st.Texts[fi] != "imp" || st.Texts[ti] != "20" || st.Origin[fi] != OriginEvent || st.EvName != "Kup" {
		t.Errorf("from the event: form %q top %q (%s, %q)", st.Texts[fi], st.Texts[ti], st.Origin[fi], st.EvName)
	}
	// a value the director typed stays when the event changes
	st.Set(rs, calc, ti, "14")
	st.SetEvent(rs, calc, &eventlog.Event{Name: "Other", Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 30})
	if st.Texts[ti] != "14" || st.Texts[fi] != "mp" {
		t.Errorf("after a new event: top %q (typed 14), form %q (want mp)", st.Texts[ti], st.Texts[fi])
	}
}

// The weighted score opens on the event's own scoring method (it rescores in cross-IMPs and
// Butler); a calculator without it falls back to IMPs.
func TestFormEventMethod(t *testing.T) {
	for _, tc := range []struct {
		calc string
		form eventlog.Form
		want string
	}{
		{"law12.weighted", eventlog.FormCrossIMP, "cross-imp"},
		{"law12.weighted", eventlog.FormButler, "butler"},
		{"law12.weighted", eventlog.FormMP, "mp"},
		{"nsbk.lateness", eventlog.FormButler, "imp"},
	} {
		rs, calc, _ := stateFor(t, tc.calc, msg.SR)
		fi := calc.Inputs.Index("form")
		if fi < 0 {
			t.Fatalf("%s has no form field", tc.calc)
		}
		st := OpenFormState(rs, calc, msg.SR, nil, OpenOpts{Ev: &eventlog.Event{ID: "e1", Name: "Kup", Kind: eventlog.Pairs, Form: tc.form}})
		if st.Texts[fi] != tc.want {
			t.Errorf("%s in a %s event opens on %q, want %q", tc.calc, tc.form, st.Texts[fi], tc.want)
		}
	}
}

// A draft keeps the fields by name and the tables' rows; it reopens to the same values and
// result; one that does not read, or does not fit, is ignored without a panic.
func TestDraftRoundTrip(t *testing.T) {
	all, _ := paths.Screens()
	for _, sc := range all {
		for _, l := range []msg.Lang{msg.SR, msg.HU} {
			ex := OpenFormState(sc.RS, sc.Calc, l, nil, OpenOpts{Example: true})
			d := ex.Draft(sc.Calc)
			if len(sc.Calc.Inputs) > 0 && d == nil {
				t.Errorf("%s: the example keeps no draft", sc.Calc.ID)
				continue
			}
			if d == nil {
				continue
			}
			b, _ := json.Marshal(d)
			back := OpenFormState(sc.RS, sc.Calc, l, nil, OpenOpts{Draft: ReadDraft(string(b))})
			if !back.Example || fmt.Sprint(back.Vals) != fmt.Sprint(ex.Vals) || (back.Res == nil) != (ex.Res == nil) {
				t.Errorf("%s (%s): the draft reopens to %v (example %v), want %v", sc.Calc.ID, l, back.Vals, back.Example, ex.Vals)
			}
			// a link's values win over the draft
			if len(sc.Calc.Inputs) > 0 {
				f := sc.Calc.Inputs[0]
				q := map[string]string{f.Name: ex.Texts[0]}
				ln := OpenFormState(sc.RS, sc.Calc, l, nil, OpenOpts{Query: q, Draft: ReadDraft(string(b))})
				if ln.Origin[0] != originLink || ln.Example {
					t.Errorf("%s: a link opens as %q, example %v", sc.Calc.ID, ln.Origin[0], ln.Example)
				}
			}
		}
	}
	rs, calc, _ := stateFor(t, "nsbk.lateness", msg.SR)
	for _, s := range []string{"", "{", "null", `"x"`, `{"v":1,"texts":{"minutes":"abc","nosuch":"1"}}`, `{"v":2}`,
		`{"v":1,"tables":{"x":{"rows":[{"a":"1"}]}}}`, `{"v":1,"lang":"xx","texts":{"minutes":"7"}}`} {
		st := OpenFormState(rs, calc, msg.SR, nil, OpenOpts{Draft: ReadDraft(s)})
		if len(st.Texts) != len(calc.Inputs) {
			t.Errorf("draft %q: %d texts", s, len(st.Texts))
		}
	}
	// a draft written in Serbian reopens in Hungarian, its decimals rewritten
	rs, calc, _ = stateFor(t, "scoring.vp", msg.SR)
	st := OpenFormState(rs, calc, msg.SR, nil, OpenOpts{})
	st.Set(rs, calc, calc.Inputs.Index("margin"), "12,5")
	st.Set(rs, calc, calc.Inputs.Index("boards"), "16") // event facts no regulation sets: typed
	st.Set(rs, calc, calc.Inputs.Index("given"), "margin")
	d := st.Draft(calc)
	b, _ := json.Marshal(d)
	hu := OpenFormState(rs, calc, msg.HU, nil, OpenOpts{Draft: ReadDraft(string(b))})
	en := OpenFormState(rs, calc, msg.EN, nil, OpenOpts{Draft: ReadDraft(string(b))})
	if hu.Res == nil || en.Res == nil || en.Texts[calc.Inputs.Index("margin")] != "12.50" {
		t.Errorf("a Serbian draft in hu: %v, in en: %q %v", hu.Res != nil, en.Texts[calc.Inputs.Index("margin")], en.Res != nil)
	}
}
