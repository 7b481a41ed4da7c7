package formstate

import (
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
)

// The form's side of "From the log": the calculator's declared Feeds (eventlog.FeedsOf) say which input of a
// calculator the open event's log can fill and how its incidents are found; the form shows the
// feed beside the field and, on the director's tap, writes its answer.

// IncidentList is "S1 (14:05), S3 (14:20)": the incidents' labels and times of day.
func IncidentList(l msg.Lang, incs []eventlog.Incident) string {
	parts := make([]string, len(incs))
	for i, in := range incs {
		t := msg.DateTime(l, int64(in.Time))
		if k := strings.LastIndexByte(t, ' '); k >= 0 {
			t = t[k+1:]
		}
		parts[i] = in.Label() + " (" + t + ")"
	}
	return strings.Join(parts, ", ")
}

// ApplyFeed writes answer a of f into the form's state: the count into its field, or the rows
// into its table (and the book's day when blank); what the director typed elsewhere stays.
func (st *FormState) ApplyFeed(rs *engine.Ruleset, calc *engine.Calculator, f eventlog.Feed, a eventlog.FeedAnswer) {
	s := calc.Inputs
	if !f.Table {
		i := s.Index(f.Field)
		if i < 0 || a.Need != "" || a.NeedWho {
			return
		}
		st.Texts[i] = strconv.Itoa(a.Count)
		st.Origin[i] = OriginTyped
		st.Compute(rs, calc)
		return
	}
	var ts *TableState
	for _, x := range st.Tables {
		if x.T.ID == f.Field {
			ts = x
		}
	}
	if ts == nil {
		return
	}
	v := make(engine.Values, len(s))
	for name, list := range a.Lists {
		if i := s.Index(name); i >= 0 {
			v[i] = list
		}
	}
	ts.Paste = false
	ts.Rows = nil
	if errs := ts.SetRows(s, v, st.Lang); len(errs) > 0 {
		return
	}
	for name := range a.Lists {
		if i := s.Index(name); i >= 0 {
			st.Texts[i] = FieldText(&s[i], v[i], st.Lang)
			st.Origin[i] = OriginTyped
		}
	}
	if i := s.Index("day"); i >= 0 && strings.TrimSpace(st.Texts[i]) == "" && a.Day >= 1 && a.Day <= 400 {
		st.Texts[i] = strconv.Itoa(a.Day)
		st.Origin[i] = OriginTyped
	}
	st.Compute(rs, calc)
}
