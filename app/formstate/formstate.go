// Package formstate is the calculator form's data without go-app: the text, value and error
// of every field, its tables (tablestate.go), the draft a tab keeps (draft.go) and what "From
// the log" feeds into it (fromlog.go). The form component (app/calc) draws it.
package formstate

import (
	"strings"

	"arbiter/engine"
	"arbiter/engine/input"
	"arbiter/engine/msg"
)

// FormState is the form's data: the text of each field, its parsed value or error, and the
// result. It is separate from the component so that it can be tested without a DOM.
type FormState struct {
	Calc   string
	Texts  []string
	Vals   engine.Values
	Errs   []*engine.Error
	Shown  []string // each field's reading as the lenient reader shows it back ("" for none)
	Res    *engine.Result
	Paper  *engine.Paper      // the result drawn as its paper (the Preferans lista), or nil
	RunErr error              // an error of the whole calculation (no field, or an unknown one)
	Club   map[string]float64 // the club's overrides of the ruleset's values
	Tables []*TableState      // the calculator's tables (its list fields), in its order
	Lang   msg.Lang           // the language the texts are written in

	Origin  []string // where each field's text came from (origin* in draft.go)
	Example bool     // the form holds the worked example (the "Example" button)
	EvName  string   // the name of the event the event fields came from ("" none)
	Missing []string // the labels (message keys) of the required fields and tables still blank

	// Restored: the form opened with the draft kept on the device (not a link, not a blank
	// case); RestoredAt is when that draft was last changed (msg.Epoch minutes; 0: unknown).
	Restored   bool
	RestoredAt int64
}

func NewFormState(rs *engine.Ruleset, calc *engine.Calculator, query map[string]string, l msg.Lang) FormState {
	return NewFormStateClub(rs, calc, query, l, nil)
}

// NewFormStateClub opens a form: each field's text from query, else the ruleset's default for
// it, else the field's default; club holds the club's values (nil: the ruleset's own).
func NewFormStateClub(rs *engine.Ruleset, calc *engine.Calculator, query map[string]string, l msg.Lang, club map[string]float64) FormState {
	s := calc.Inputs
	st := FormState{Calc: calc.ID, Texts: make([]string, len(s)), Origin: make([]string, len(s)), Club: club, Lang: l}
	for i := range s {
		st.Origin[i] = originExample
		f := &s[i]
		if q, ok := query[f.Name]; ok {
			st.Texts[i] = q
			continue
		}
		st.Texts[i] = FieldText(f, rs.Default(f), l)
	}
	// each table starts from its fields' texts; one it cannot show as rows opens in paste mode
	for j := range calc.Tables {
		ts := &TableState{T: &calc.Tables[j], lang: l}
		v := make(engine.Values, len(s))
		ok := true
		for _, name := range ts.T.Fields() {
			i := s.Index(name)
			x, _, err := input.ParseIn(&s[i], st.Texts[i], l)
			if err != nil {
				ok = false
			}
			v[i] = x
		}
		if ok {
			ok = ts.SetRows(s, v, l) == nil
		}
		ts.Paste = !ok
		st.Tables = append(st.Tables, ts)
	}
	st.Compute(rs, calc)
	return st
}

// TableOf returns the state of the table that edits field i, nil when none does.
func (st *FormState) TableOf(s engine.Schema, i int) *TableState {
	for _, ts := range st.Tables {
		if ts.T.Has(s[i].Name) {
			return ts
		}
	}
	return nil
}

// FieldText is the text a control shows for v, as input.Show prints it (suit symbols, the
// language's no trump and declarer, weights as percentages), which input.ParseIn reads back in
// l: lists one item per line.
func FieldText(f *engine.Field, v []int64, l msg.Lang) string {
	if f.Kind.IsList() {
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = input.Show(f, []int64{x}, l)
		}
		return strings.Join(parts, "\n")
	}
	return input.Show(f, v, l)
}

// InputText is a value as a reader sees it (the ruling view): an enum's and a yes/no field's
// label in l rather than the code the form's text box takes.
func InputText(f *engine.Field, v []int64, l msg.Lang) string {
	switch {
	case f.Kind == engine.KEnum && len(v) == 1 && v[0] >= 0 && v[0] < int64(len(f.Options)):
		return OptionLabel(l, f, int(v[0]))
	case f.Kind == engine.KBool && len(v) == 1:
		return msg.Format(l, v[0] != 0)
	}
	return FieldText(f, v, l)
}

// Set changes field i's text and recomputes.
func (st *FormState) Set(rs *engine.Ruleset, calc *engine.Calculator, i int, text string) {
	if i < 0 || i >= len(st.Texts) {
		return
	}
	st.Texts[i] = text
	if i < len(st.Origin) {
		st.Origin[i] = OriginTyped
	}
	st.Compute(rs, calc)
}

// Compute parses every field (a table's fields from its rows, or from their texts in paste
// mode), checks the tables' rows, then runs the calculator when all are valid, and gives each
// table its rows' derived values.
func (st *FormState) Compute(rs *engine.Ruleset, calc *engine.Calculator) {
	s := calc.Inputs
	st.Vals = make(engine.Values, len(s))
	st.Errs = make([]*engine.Error, len(s))
	st.Shown = make([]string, len(s))
	st.Res, st.Paper, st.RunErr = nil, nil, nil
	st.Missing = nil
	bad := false
	blank := map[string]bool{}     // the required fields left blank
	unread := make([]bool, len(s)) // required, blank, not assumed: missing where it applies
	for i := range s {
		if ts := st.TableOf(s, i); ts != nil && !ts.Paste {
			continue // written from its rows below
		}
		if s[i].Required() && strings.TrimSpace(st.Texts[i]) == "" {
			// not an error: the case is not entered yet; the result says what is missing
			// (an assumed field is computed with its stated value: Schema.Complete below)
			unread[i] = s[i].Assume == nil
			continue
		}
		v, shown, err := input.ParseIn(&s[i], st.Texts[i], st.Lang)
		st.Vals[i], st.Errs[i] = v, err
		if err == nil && strings.TrimSpace(st.Texts[i]) != "" && input.Hint(&s[i], st.Lang) != "" {
			st.Shown[i] = shown // a notation's reading, shown back before it counts
		}
	}
	// a field that does not apply in the mode chosen (Field.When) is neither asked nor an error:
	// the form hides it, and the calculator ignores what it holds
	for i := range s {
		if !s.Applies(i, st.Vals) {
			unread[i] = false
			if st.Errs[i] != nil {
				st.Vals[i], st.Errs[i], st.Shown[i] = nil, nil, ""
			}
		}
		if st.Errs[i] != nil {
			bad = true
		}
		if unread[i] {
			blank[s[i].Name] = true
			bad = true
			if st.TableOf(s, i) == nil {
				st.Missing = append(st.Missing, s[i].LabelKey())
			}
		}
	}
	for _, ts := range st.Tables {
		ts.lang = st.Lang
		ts.Info = nil
		ts.Errs, ts.PasteErrs = nil, nil
		if st.tableMissing(s, ts, blank) {
			st.Missing = append(st.Missing, ts.T.Label)
			bad = true
			continue
		}
		if ts.Paste {
			ts.PasteErrs = ts.pasteErrors(s, st.Texts, st.Errs)
			if len(ts.PasteErrs) == 0 {
				// the pasted lines become the rows: the table checks them as it would its own
				if errs := ts.SetRows(s, st.Vals, st.Lang); len(errs) > 0 {
					ts.Errs = errs
				} else {
					ts.write(s, st.Vals) // its errors, if any, are the cells'
				}
			}
			if len(ts.Errs)+len(ts.PasteErrs) > 0 {
				bad = true
				st.markFields(s, ts)
			}
			continue
		}
		v, ok := ts.write(s, st.Vals)
		if !ok {
			bad = true
			st.markFields(s, ts)
			continue
		}
		for _, name := range ts.T.Fields() {
			i := s.Index(name)
			st.Vals[i] = v[i]
			st.Texts[i] = FieldText(&s[i], v[i], st.Lang)
		}
	}
	if bad {
		return
	}
	st.Vals = s.Complete(st.Vals)
	in, err := engine.NewInput(s, st.Vals)
	if err != nil {
		st.RunErr = err
		return
	}
	checked := false
	for _, ts := range st.Tables {
		if errs := ts.T.CheckRows(engine.NewParams(rs, st.Club), in); len(errs) > 0 {
			ts.Errs = append(ts.Errs, errs...)
			st.markFields(s, ts)
			checked = true
		}
	}
	defer st.derive(rs, in)
	if checked {
		return
	}
	res, err := calc.Run(engine.NewParams(rs, st.Club), st.Vals)
	if err == nil {
		st.Res = res
		st.Paper, _ = calc.Draw(engine.NewParams(rs, st.Club), st.Vals) // drawn from what the result accepted
		return
	}
	for _, e := range engine.Errors(err) {
		i := s.Index(e.Field)
		if i >= 0 && st.Errs[i] == nil {
			st.Errs[i] = e
			if ts := st.TableOf(s, i); ts != nil {
				ts.Errs = append(ts.Errs, engine.CellError{Row: -1, Col: -1, Err: e})
			}
		} else if st.RunErr == nil {
			st.RunErr = e
		}
	}
	if st.RunErr == nil && !st.AnyFieldError() {
		st.RunErr = err
	}
}

// tableMissing reports whether table ts is a required part of the case not entered yet: in
// paste mode a required field of it is blank; in rows mode every cell of its lists is blank
// while it needs rows.
func (st *FormState) tableMissing(s engine.Schema, ts *TableState, blank map[string]bool) bool {
	if !st.Asks(s, ts) {
		return false
	}
	if ts.Paste {
		for _, name := range ts.T.Fields() {
			if blank[name] {
				return true
			}
		}
		return false
	}
	need := false
	for _, name := range ts.T.Fields() {
		if f := s.Field(name); f != nil && f.Required() {
			need = true
		}
	}
	if lo, _ := ts.T.RowLimits(s); lo > 0 {
		need = true
	}
	if !need {
		return false
	}
	cells := ts.T.Cells(len(ts.Rows))
	for _, row := range ts.Rows {
		for j, x := range row {
			if j < len(cells) && cells[j].List != "" && strings.TrimSpace(x) != "" {
				return false
			}
		}
	}
	return true
}

// Applies reports whether field i applies in the mode the form holds (engine.Schema.Applies):
// the form draws, asks and lists as missing only the fields that do.
func (st *FormState) Applies(s engine.Schema, i int) bool {
	return s.Applies(i, st.Vals)
}

// Asks reports whether table ts applies: some field of it does.
func (st *FormState) Asks(s engine.Schema, ts *TableState) bool {
	for _, name := range ts.T.Fields() {
		if st.Applies(s, s.Index(name)) {
			return true
		}
	}
	return false
}

// markFields gives a table's fields the table's first error, so that the form knows them
// invalid (the table shows every error at its row and column).
func (st *FormState) markFields(s engine.Schema, ts *TableState) {
	all := append(append([]engine.CellError(nil), ts.PasteErrs...), ts.Errs...)
	if len(all) == 0 {
		return
	}
	for _, name := range ts.T.Fields() {
		if i := s.Index(name); st.Errs[i] == nil {
			st.Errs[i] = all[0].Err
		}
	}
}

// derive gives each table in rows mode what its rows show beside their cells (the engine's).
func (st *FormState) derive(rs *engine.Ruleset, in engine.Input) {
	for _, ts := range st.Tables {
		if !ts.Paste {
			ts.Info = ts.T.Info(engine.NewParams(rs, st.Club), in, st.Res, len(ts.Rows))
		}
	}
}

func (st *FormState) AnyFieldError() bool {
	for _, e := range st.Errs {
		if e != nil {
			return true
		}
	}
	return false
}

// OptionLabel is enum option j's label, its code when the catalogue has none.
func OptionLabel(l msg.Lang, f *engine.Field, j int) string {
	if k := f.OptionKey(j); msg.Has(k) {
		return msg.T(l, k)
	}
	return f.Options[j]
}

// Fill writes values into the form as if typed: the fields' texts, the tables' rows.
func (st *FormState) Fill(rs *engine.Ruleset, calc *engine.Calculator, set map[string][]int64) {
	s := calc.Inputs
	for name, v := range set {
		i := s.Index(name)
		if i < 0 {
			continue
		}
		st.Texts[i] = FieldText(&s[i], v, st.Lang)
		st.Origin[i] = OriginTyped
	}
	for _, ts := range st.Tables {
		touched := false
		v := make(engine.Values, len(s))
		for _, name := range ts.T.Fields() {
			i := s.Index(name)
			if _, ok := set[name]; ok {
				touched = true
			}
			v[i], _, _ = input.ParseIn(&s[i], st.Texts[i], st.Lang)
		}
		if touched {
			ts.Paste = ts.SetRows(s, v, st.Lang) != nil
		}
	}
	st.Example = false
	st.Compute(rs, calc)
}
