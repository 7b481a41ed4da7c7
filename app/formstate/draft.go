package formstate

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/input"
	"arbiter/engine/msg"
)

// Where a field's text came from (formState.origin): it decides what the form says under an
// event field, what a draft keeps and what a newly loaded event may replace.
const (
	originBlank   = ""        // a case field not entered yet
	OriginEvent   = "event"   // an event field filled from the open event
	OriginRule    = "rule"    // an event field filled with the value the regulation's text sets (Field.Param)
	OriginClub    = "club"    // … with the club file's value of that parameter
	OriginUnset   = "unset"   // an event field no event states and no regulation sets: blank, a fact to enter
	originExample = "example" // the worked example (Field.Default), on the director's demand
	originLink    = "link"    // a link's or a query preset's value
	OriginTyped   = "typed"   // entered by the director (or restored from the draft)
)

// FormDraft is what a calculator keeps on the device while the director works on a case: the
// texts of the fields by name (so that it survives an update that appends fields), the rows of
// each table by column name, and whether it is the worked example. Written after every edit,
// removed by "Clear" and by "Log it".
type FormDraft struct {
	V       int                   `json:"v"`
	Lang    string                `json:"lang,omitempty"` // the language the texts are written in
	Example bool                  `json:"example,omitempty"`
	Texts   map[string]string     `json:"texts,omitempty"`
	Tables  map[string]tableDraft `json:"tables,omitempty"`
	// At is when the director last changed the draft (local wall-clock minutes, msg.Epoch; 0:
	// not known, a draft kept before it was written): the form says from when a draft it
	// restores is.
	At int64 `json:"at,omitempty"`
}

// tableDraft is one table of a draft: paste mode (the texts are its fields'), or its rows, each
// a map of cell name to text.
type tableDraft struct {
	Paste bool                `json:"paste,omitempty"`
	Rows  []map[string]string `json:"rows,omitempty"`
}

const DraftVersion = 1

// maxDraftRows bounds a draft's table (a corrupt draft never builds a huge form).
const maxDraftRows = 1000

func DraftKey(rs *engine.Ruleset, calc *engine.Calculator) string {
	return "arbiter.draft." + rs.ID + "." + calc.ID
}

// cellName is the name a draft gives cell j of a table: its column's name, or x<k> for the
// cross-table's k-th cell.
func draftCellName(t *engine.Table, j int) string {
	if j < len(t.Columns) {
		return t.Columns[j].Name
	}
	return "x" + strconv.Itoa(j-len(t.Columns))
}

// Draft is the form's state as a draft; nil when nothing of the case was entered.
func (st *FormState) Draft(calc *engine.Calculator) *FormDraft {
	d := &FormDraft{V: DraftVersion, Lang: st.Lang.String(), Example: st.Example, Texts: map[string]string{}}
	kept := false
	for i, f := range calc.Inputs {
		if i >= len(st.Origin) || i >= len(st.Texts) {
			break
		}
		switch st.Origin[i] {
		case OriginTyped, originExample, originLink:
			d.Texts[f.Name] = st.Texts[i]
			kept = true
		}
	}
	for _, ts := range st.Tables {
		td := tableDraft{Paste: ts.Paste}
		if !ts.Paste {
			for _, row := range ts.Rows {
				m := map[string]string{}
				for j, x := range row {
					if x != "" {
						m[draftCellName(ts.T, j)] = x
					}
				}
				td.Rows = append(td.Rows, m)
			}
		}
		if td.Paste || len(td.Rows) > 0 {
			if d.Tables == nil {
				d.Tables = map[string]tableDraft{}
			}
			d.Tables[ts.T.ID] = td
			kept = true
		}
	}
	if !kept && !st.Example {
		return nil
	}
	return d
}

// ReadDraft decodes a stored draft; anything it cannot read is no draft.
func ReadDraft(s string) *FormDraft {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	var d FormDraft
	if err := json.Unmarshal([]byte(s), &d); err != nil || d.V != DraftVersion {
		return nil
	}
	return &d
}

// eventValue is the value of calc's event field f that event ev states, if it states one: its
// scoring form, kind (pairs or teams), top and boards, and a choice it remembers
// (eventlog.RememberedOf: the ZT count_by).
func eventValue(calc *engine.Calculator, f *engine.Field, ev *eventlog.Event) ([]int64, bool) {
	if ev == nil || !f.Event {
		return nil, false
	}
	opt := func(code string) ([]int64, bool) {
		for j, o := range f.Options {
			if o == code {
				return []int64{int64(j)}, true
			}
		}
		return nil, false
	}
	var v []int64
	ok := false
	if code, kept := eventlog.EventChoice(ev, calc, f.Name); kept {
		v, ok = opt(code)
	}
	switch f.Name {
	case "form":
		switch {
		case ev.Kind == eventlog.Teams:
			if v, ok = opt("teams"); !ok {
				v, ok = opt("imp")
			}
		case ev.Form == eventlog.FormMP:
			v, ok = opt("mp")
		case ev.Form == eventlog.FormCrossIMP || ev.Form == eventlog.FormButler || ev.Form == eventlog.FormIMPVP || ev.Form == eventlog.FormBAM:
			// the event's own method where the calculator has it (the weighted score rescores in
			// cross-IMPs and Butler), IMPs otherwise
			if v, ok = opt(string(ev.Form)); !ok {
				v, ok = opt("imp")
			}
		}
	case "pair_form":
		switch {
		case ev.Kind != eventlog.Pairs:
		case ev.Form == eventlog.FormMP:
			v, ok = opt("mp")
		case ev.Form == eventlog.FormCrossIMP || ev.Form == eventlog.FormButler:
			v, ok = opt("imp")
		}
	case "event":
		switch ev.Kind {
		case eventlog.Pairs:
			v, ok = opt("pairs")
		case eventlog.Teams:
			v, ok = opt("teams")
		}
	case "top":
		if ev.Top > 0 {
			v, ok = []int64{int64(ev.Top)}, true
		}
	case "boards":
		if ev.Boards > 0 {
			v, ok = []int64{int64(ev.Boards)}, true
		}
	}
	if !ok || f.Check(v) != nil {
		return nil, false
	}
	return v, true
}

// blankText is the text a case field opens with: nothing, an unticked box.
func blankText(f *engine.Field) string {
	if f.Kind == engine.KBool {
		return "0"
	}
	return ""
}

// OpenOpts says what a form opens with: a link's values, else the draft, else a blank case
// with the event's facts from ev (nil: the regulation's defaults).
type OpenOpts struct {
	Query   map[string]string
	Draft   *FormDraft
	Ev      *eventlog.Event
	Example bool // the worked example
}

// OpenFormState opens a form as the director meets it (see openOpts).
func OpenFormState(rs *engine.Ruleset, calc *engine.Calculator, l msg.Lang, club map[string]float64, o OpenOpts) (st FormState) {
	if len(o.Query) > 0 || o.Example {
		st = NewFormStateClub(rs, calc, o.Query, l, club)
		st.Example = o.Example && len(o.Query) == 0
		for i := range st.Origin {
			if st.Example {
				st.Origin[i] = originExample
			} else {
				st.Origin[i] = originLink
			}
		}
		st.SetEvent(rs, calc, o.Ev)
		return st
	}
	if o.Draft != nil {
		var ok bool
		if st, ok = draftState(rs, calc, l, club, o.Draft, o.Ev); ok {
			return st
		}
	}
	return BlankState(rs, calc, l, club, nil, o.Ev)
}

// BlankState is a blank case: case fields blank (texts from d, the draft, where it has them),
// event fields from ev or the regulation.
func BlankState(rs *engine.Ruleset, calc *engine.Calculator, l msg.Lang, club map[string]float64, d *FormDraft, ev *eventlog.Event) FormState {
	s := calc.Inputs
	st := FormState{Calc: calc.ID, Texts: make([]string, len(s)), Origin: make([]string, len(s)), Club: club, Lang: l}
	for i := range s {
		f := &s[i]
		if d != nil {
			if x, ok := d.Texts[f.Name]; ok {
				st.Texts[i], st.Origin[i] = x, OriginTyped
				continue
			}
		}
		if f.Event {
			st.fallback(rs, calc, f, i)
			continue
		}
		st.Texts[i] = blankText(f)
	}
	for j := range calc.Tables {
		t := &calc.Tables[j]
		ts := &TableState{T: t, lang: l}
		st.Tables = append(st.Tables, ts)
		if d != nil {
			if td, ok := d.Tables[t.ID]; ok {
				ts.Paste = td.Paste
				if !td.Paste {
					n := min(len(td.Rows), maxDraftRows)
					for r := 0; r < n; r++ {
						cells := t.Cells(n)
						row := make([]string, len(cells))
						for k := range cells {
							row[k] = td.Rows[r][draftCellName(t, k)]
						}
						ts.Rows = append(ts.Rows, row)
					}
				}
				continue
			}
		}
		ts.Rows = blankRows(s, t)
	}
	st.SetEvent(rs, calc, ev)
	return st
}

// blankRows are the rows a case table opens with: none, or blank ones where it has a fixed
// number of rows, or one where it needs some.
func blankRows(s engine.Schema, t *engine.Table) [][]string {
	lo, hi := t.RowLimits(s)
	n := 0
	switch {
	case lo > 0 && lo == hi:
		n = lo
	case lo > 0:
		n = 1
	}
	var rows [][]string
	for r := 0; r < n; r++ {
		rows = append(rows, make([]string, len(t.Cells(n))))
	}
	return rows
}

// draftState opens the form from a draft; false when the draft does not fit (it is ignored).
func draftState(rs *engine.Ruleset, calc *engine.Calculator, l msg.Lang, club map[string]float64, d *FormDraft, ev *eventlog.Event) (st FormState, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	if d.Lang != "" && d.Lang != l.String() {
		// texts written in another language (a decimal comma, letters of hands): read them
		// there and show them in l
		if from, known := msg.ParseLang(d.Lang); known {
			d = translateDraft(calc, d, from, l)
		}
	}
	st = BlankState(rs, calc, l, club, d, ev)
	st.Example = d.Example
	st.Restored, st.RestoredAt = true, max(d.At, 0)
	if d.Example {
		for i := range st.Origin {
			if st.Origin[i] == OriginTyped {
				st.Origin[i] = originExample
			}
		}
	}
	st.Compute(rs, calc)
	return st, true
}

// translateDraft rewrites a draft's field texts from language from into l (those it can read);
// table rows stay as they are.
func translateDraft(calc *engine.Calculator, d *FormDraft, from, l msg.Lang) *FormDraft {
	cp := *d
	cp.Texts = map[string]string{}
	for k, x := range d.Texts {
		cp.Texts[k] = x
		if f := calc.Inputs.Field(k); f != nil && strings.TrimSpace(x) != "" {
			if v, _, err := input.ParseIn(f, x, from); err == nil {
				cp.Texts[k] = FieldText(f, v, l)
			}
		}
	}
	return &cp
}

// fallback fills event field f (at i) that no open event states: with the value the
// regulation's text sets (or the club file's for it), else blank, a fact of the event to enter.
// Field.Default is the worked example, never a regulation's value.
func (st *FormState) fallback(rs *engine.Ruleset, calc *engine.Calculator, f *engine.Field, i int) {
	if v, _, club, ok := rs.Regulation(f, engine.NewParams(rs, st.Club)); ok {
		st.Texts[i], st.Origin[i] = FieldText(f, v, st.Lang), OriginRule
		if club {
			st.Origin[i] = OriginClub
		}
		return
	}
	if r := eventlog.RememberedOf(calc, f.Name); r != nil && len(f.Default) == 1 && f.Default[0] >= 0 && int(f.Default[0]) < len(f.Options) &&
		!slices.Contains(r.Codes, f.Options[f.Default[0]]) {
		// a choice the event remembers, at its option that leaves it to the club's value
		st.Texts[i], st.Origin[i] = FieldText(f, f.Default, st.Lang), OriginClub
		return
	}
	st.Texts[i], st.Origin[i] = blankText(f), OriginUnset
}

// SetEvent fills the event fields the director has not set from ev (nil: the regulation's
// values where its text sets them, else blank), and recomputes.
func (st *FormState) SetEvent(rs *engine.Ruleset, calc *engine.Calculator, ev *eventlog.Event) {
	st.EvName = ""
	if ev != nil {
		st.EvName = ev.Name
	}
	for i := range calc.Inputs {
		f := &calc.Inputs[i]
		if !f.Event || i >= len(st.Origin) {
			continue
		}
		if o := st.Origin[i]; o != OriginEvent && o != OriginRule && o != OriginClub && o != OriginUnset {
			continue
		}
		if v, ok := eventValue(calc, f, ev); ok {
			st.Texts[i], st.Origin[i] = FieldText(f, v, st.Lang), OriginEvent
		} else {
			st.fallback(rs, calc, f, i)
		}
	}
	st.Compute(rs, calc)
}

// ClearCase empties the case the form holds, as after a restored draft the director does not
// want: every case field blank, every table as a new case opens; the event fields keep what
// they hold (from the open event, the regulation or typed). The caller removes the draft.
func (st *FormState) ClearCase(rs *engine.Ruleset, calc *engine.Calculator, ev *eventlog.Event) {
	old := *st
	*st = BlankState(rs, calc, old.Lang, old.Club, nil, ev)
	for i := range calc.Inputs {
		if calc.Inputs[i].Event && i < len(old.Texts) && i < len(old.Origin) {
			st.Texts[i], st.Origin[i] = old.Texts[i], old.Origin[i]
		}
	}
	st.Compute(rs, calc)
}
