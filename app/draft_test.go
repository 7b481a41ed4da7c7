//go:build !wasm

package main

import (
	"encoding/json"
	"fmt"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
)

// Every calculator opens as a blank case: its case fields blank, nothing computed
// while a required one is missing (the missing ones named), its event fields from the
// regulation; a table of the case has no rows, or blank ones, and takes a new row.
func TestFormOpensBlank(t *testing.T) {
	all, _ := screens()
	for _, sc := range all {
		for _, l := range msg.Langs {
			st := openFormState(sc.RS, sc.Calc, l, nil, openOpts{})
			needs := false
			for i := range sc.Calc.Inputs {
				f := &sc.Calc.Inputs[i]
				switch {
				case f.Event:
					// the regulation's value only where its text sets it; else blank, a fact of the event
					v, _, _, set := sc.RS.Regulation(f, engine.NewParams(sc.RS, nil))
					switch {
					case set && (st.origin[i] != originRule || st.texts[i] != fieldText(f, v, l)):
						t.Errorf("%s.%s (%s): event field opens %q from %q, want the regulation's %q", sc.Calc.ID, f.Name, l, st.texts[i], st.origin[i], fieldText(f, v, l))
					case !set && st.origin[i] == originUnset && st.texts[i] != blankText(f):
						t.Errorf("%s.%s (%s): event field the regulation does not set opens with %q, want blank", sc.Calc.ID, f.Name, l, st.texts[i])
					case !set && st.origin[i] != originUnset && st.origin[i] != originClub:
						t.Errorf("%s.%s (%s): event field the regulation does not set opens from %q", sc.Calc.ID, f.Name, l, st.origin[i])
					}
					needs = needs || (st.origin[i] == originUnset && f.Required())
				case st.texts[i] != blankText(f):
					t.Errorf("%s.%s (%s): case field opens with %q, want blank", sc.Calc.ID, f.Name, l, st.texts[i])
				}
				needs = needs || (!f.Event && f.Required())
			}
			if needs && (st.res != nil || len(st.missing) == 0) {
				t.Errorf("%s (%s): a blank case computes (%v) or names nothing missing (%v)", sc.Calc.ID, l, st.res != nil, st.missing)
			}
			if needs && st.anyFieldError() {
				t.Errorf("%s (%s): a blank case shows field errors %v", sc.Calc.ID, l, st.errs)
			}
			for _, key := range st.missing {
				if !msg.Has(key) {
					t.Errorf("%s: missing names %q, which has no label", sc.Calc.ID, key)
				}
			}
			for _, ts := range st.tables {
				if lo, _ := ts.t.RowLimits(sc.Calc.Inputs); len(ts.rows) > max(lo, 1) {
					t.Errorf("%s: table %s opens with %d rows", sc.Calc.ID, ts.t.ID, len(ts.rows))
				}
				if _, hi := ts.t.RowLimits(sc.Calc.Inputs); hi == 0 || len(ts.rows) < hi {
					n := len(ts.rows)
					ts.addRow(l)
					st.compute(sc.RS, sc.Calc)
					if len(ts.rows) != n+1 {
						t.Errorf("%s: table %s: add a row from blank gave %d rows", sc.Calc.ID, ts.t.ID, len(ts.rows))
					}
				}
			}
		}
	}
}

// The Example button's state is the worked example; the event fields follow an event.
func TestFormExampleAndEvent(t *testing.T) {
	rs, calc, _ := formWith(t, "nsbk.lateness", msg.SR)
	ex := openFormState(rs, calc, msg.SR, nil, openOpts{example: true})
	if !ex.example || ex.res == nil {
		t.Fatalf("the example: example %v, result %v", ex.example, ex.res != nil)
	}
	want, _ := calc.Run(engine.NewParams(rs, nil), calc.Inputs.Defaults())
	if fmt.Sprint(ex.res.Flat()) != fmt.Sprint(want.Flat()) {
		t.Errorf("the example computes %v, want %v", ex.res.Flat(), want.Flat())
	}
	ev := &eventlog.Event{ID: "e1", Name: "Kup", Kind: eventlog.Teams, Form: eventlog.FormIMPVP, Top: 20}
	st := openFormState(rs, calc, msg.SR, nil, openOpts{ev: ev})
	fi, ti := calc.Inputs.Index("form"), calc.Inputs.Index("top")
	if st.texts[fi] != "imp" || st.texts[ti] != "20" || st.origin[fi] != originEvent || st.evName != "Kup" {
		t.Errorf("from the event: form %q top %q (%s, %q)", st.texts[fi], st.texts[ti], st.origin[fi], st.evName)
	}
	// a value the director typed stays when the event changes
	st.set(rs, calc, ti, "14")
	st.setEvent(rs, calc, &eventlog.Event{Name: "Other", Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 30})
	if st.texts[ti] != "14" || st.texts[fi] != "mp" {
		t.Errorf("after a new event: top %q (typed 14), form %q (want mp)", st.texts[ti], st.texts[fi])
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
		rs, calc, _ := formWith(t, tc.calc, msg.SR)
		fi := calc.Inputs.Index("form")
		if fi < 0 {
			t.Fatalf("%s has no form field", tc.calc)
		}
		st := openFormState(rs, calc, msg.SR, nil, openOpts{ev: &eventlog.Event{ID: "e1", Name: "Kup", Kind: eventlog.Pairs, Form: tc.form}})
		if st.texts[fi] != tc.want {
			t.Errorf("%s in a %s event opens on %q, want %q", tc.calc, tc.form, st.texts[fi], tc.want)
		}
	}
}

// A draft keeps the fields by name and the tables' rows; it reopens to the same values and
// result; one that does not read, or does not fit, is ignored without a panic.
func TestDraftRoundTrip(t *testing.T) {
	all, _ := screens()
	for _, sc := range all {
		for _, l := range []msg.Lang{msg.SR, msg.HU} {
			ex := openFormState(sc.RS, sc.Calc, l, nil, openOpts{example: true})
			d := ex.draft(sc.Calc)
			if len(sc.Calc.Inputs) > 0 && d == nil {
				t.Errorf("%s: the example keeps no draft", sc.Calc.ID)
				continue
			}
			if d == nil {
				continue
			}
			b, _ := json.Marshal(d)
			back := openFormState(sc.RS, sc.Calc, l, nil, openOpts{draft: readDraft(string(b))})
			if !back.example || fmt.Sprint(back.vals) != fmt.Sprint(ex.vals) || (back.res == nil) != (ex.res == nil) {
				t.Errorf("%s (%s): the draft reopens to %v (example %v), want %v", sc.Calc.ID, l, back.vals, back.example, ex.vals)
			}
			// a link's values win over the draft
			if len(sc.Calc.Inputs) > 0 {
				f := sc.Calc.Inputs[0]
				q := map[string]string{f.Name: ex.texts[0]}
				ln := openFormState(sc.RS, sc.Calc, l, nil, openOpts{query: q, draft: readDraft(string(b))})
				if ln.origin[0] != originLink || ln.example {
					t.Errorf("%s: a link opens as %q, example %v", sc.Calc.ID, ln.origin[0], ln.example)
				}
			}
		}
	}
	rs, calc, _ := formWith(t, "nsbk.lateness", msg.SR)
	for _, s := range []string{"", "{", "null", `"x"`, `{"v":1,"texts":{"minutes":"abc","nosuch":"1"}}`, `{"v":2}`,
		`{"v":1,"tables":{"x":{"rows":[{"a":"1"}]}}}`, `{"v":1,"lang":"xx","texts":{"minutes":"7"}}`} {
		st := openFormState(rs, calc, msg.SR, nil, openOpts{draft: readDraft(s)})
		if len(st.texts) != len(calc.Inputs) {
			t.Errorf("draft %q: %d texts", s, len(st.texts))
		}
	}
	// a draft written in Serbian reopens in Hungarian, its decimals rewritten
	rs, calc, _ = formWith(t, "scoring.vp", msg.SR)
	st := openFormState(rs, calc, msg.SR, nil, openOpts{})
	st.set(rs, calc, calc.Inputs.Index("margin"), "12,5")
	st.set(rs, calc, calc.Inputs.Index("boards"), "16") // event facts no regulation sets: typed
	st.set(rs, calc, calc.Inputs.Index("given"), "margin")
	d := st.draft(calc)
	b, _ := json.Marshal(d)
	hu := openFormState(rs, calc, msg.HU, nil, openOpts{draft: readDraft(string(b))})
	en := openFormState(rs, calc, msg.EN, nil, openOpts{draft: readDraft(string(b))})
	if hu.res == nil || en.res == nil || en.texts[calc.Inputs.Index("margin")] != "12.50" {
		t.Errorf("a Serbian draft in hu: %v, in en: %q %v", hu.res != nil, en.texts[calc.Inputs.Index("margin")], en.res != nil)
	}
}
