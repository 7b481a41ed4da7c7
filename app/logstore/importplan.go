package logstore

import (
	"context"
	"encoding/json"
	"sort"
	"strconv"
	"strings"

	"arbiter/app/texts"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// The import screen's plan in words: what merging a file does to the log on this
// device, per event of the file, every incident by its label and the director who logged it by
// name; then what the file holds that is not valid, each with its reason and place.

// planLine is one sentence of the plan; kind is its class on the page (add, update, same,
// conflict, clash, skipped, kept, event, refused).
type planLine struct{ Kind, Text string }

// planEvent is what the plan does to one event of the file.
type planEvent struct {
	Id, Name string
	Lines    []planLine
}

// PlanView is the whole plan in words.
type PlanView struct {
	Newer   bool // the file is from a newer version of the app
	Events  []planEvent
	Refused []string
	Nothing bool // nothing to write
}

// maxLabels is how many labels a line lists before "and n more".
const maxLabels = 24

// PlanWords writes plan p in l. here are the events of this device's log (for their names and
// directors); data is the file as read (to name the place of a refused record).
func PlanWords(l msg.Lang, p *eventlog.Plan, here []eventlog.Event, data []byte) PlanView {
	v := PlanView{Newer: p.Doc.Newer > 0, Nothing: !p.Changes()}
	hereBy := map[string]*eventlog.Event{}
	for i := range here {
		hereBy[here[i].ID] = &here[i]
	}
	fileInc := FileIncidents(p.Doc.Incidents)
	in := func(list []string, id string) bool {
		for _, x := range list {
			if x == id {
				return true
			}
		}
		return false
	}
	for i := range p.Doc.Events {
		fe := &p.Doc.Events[i]
		he := hereBy[fe.ID]
		name := fe.Name
		if he != nil {
			name = he.Name
		}
		who := func(by string) string { return directorName(l, by, fe, he) }
		byOf := func(r eventlog.IncidentRef) string {
			if x := fileInc(r); x != nil {
				return x.By
			}
			return ""
		}
		of := func(refs []eventlog.IncidentRef) []eventlog.IncidentRef {
			var out []eventlog.IncidentRef
			for _, r := range refs {
				if r.Event == fe.ID {
					out = append(out, r)
				}
			}
			return out
		}
		pe := planEvent{Id: fe.ID, Name: name}
		add := func(kind, key string, args ...msg.Arg) {
			pe.Lines = append(pe.Lines, planLine{kind, msg.T(l, key, args...)})
		}
		conflict := in(p.EventConflicts, fe.ID)
		switch {
		case in(p.NewEvents, fe.ID):
			add("event", "app.import.event.new")
		case in(p.KeptEvents, fe.ID):
			add("kept", "app.import.event.kept")
		case in(p.ChangedEvents, fe.ID) && !conflict:
			add("update", "app.import.event.changed")
		}
		if conflict {
			add("conflict", "app.import.event.conflict")
		}
		switch rs := of(p.NewIncidents); len(rs) {
		case 0:
		case 1:
			add("add", "app.import.add.one", msg.A("labels", labelList(l, rs, byOf, who)))
		default:
			add("add", "app.import.add", msg.A("n", len(rs)), msg.A("labels", labelList(l, rs, byOf, who)))
		}
		switch rs := of(p.ChangedIncidents); len(rs) {
		case 0:
		case 1:
			add("update", "app.import.update.one", msg.A("labels", labelList(l, rs, byOf, who)))
		default:
			add("update", "app.import.update", msg.A("n", len(rs)), msg.A("labels", labelList(l, rs, byOf, who)))
		}
		switch n := len(of(p.SameIncs)); n {
		case 0:
		case 1:
			add("same", "app.import.same.one")
		default:
			add("same", "app.import.same", msg.A("n", n))
		}
		for _, r := range of(p.Conflicts) {
			add("conflict", "app.import.conflict", msg.A("label", eventlog.NumberLabel(r.Number)), msg.A("who", who(byOf(r))))
		}
		for _, c := range p.Clashes {
			if c.Event == fe.ID {
				add("clash", "app.import.clash", msg.A("label", eventlog.NumberLabel(c.Number)),
					msg.A("file", who(c.FileBy)), msg.A("here", who(c.ByIn)))
			}
		}
		for _, r := range of(p.Skipped) {
			add("skipped", "app.import.skipped", msg.A("label", eventlog.NumberLabel(r.Number)), msg.A("who", who(byOf(r))))
		}
		if len(pe.Lines) == 0 {
			add("same", "app.import.event.same")
		}
		v.Events = append(v.Events, pe)
	}
	v.Refused = refusedWords(l, p.Doc.Refused, data)
	return v
}

// FileIncidents finds a file's incidents by reference for the plan's labels (at most maxLabels
// per line, of a file that may hold a season's 10,000): by binary search when the file lists
// them in order of event and number, as exports do, else through a map made on first use.
func FileIncidents(incs []eventlog.Incident) func(eventlog.IncidentRef) *eventlog.Incident {
	sorted := true
	for i := 1; i < len(incs) && sorted; i++ {
		sorted = incs[i-1].Before(eventlog.IncidentRef{Event: incs[i].Event, Number: incs[i].Number})
	}
	if sorted {
		return func(r eventlog.IncidentRef) *eventlog.Incident {
			i := sort.Search(len(incs), func(i int) bool { return !incs[i].Before(r) })
			if i < len(incs) && incs[i].Event == r.Event && incs[i].Number == r.Number {
				return &incs[i]
			}
			return nil
		}
	}
	var byRef map[eventlog.IncidentRef]*eventlog.Incident
	return func(r eventlog.IncidentRef) *eventlog.Incident {
		if byRef == nil {
			byRef = make(map[eventlog.IncidentRef]*eventlog.Incident, len(incs))
			for i := range incs {
				byRef[eventlog.IncidentRef{Event: incs[i].Event, Number: incs[i].Number}] = &incs[i]
			}
		}
		return byRef[r]
	}
}

// directorName names director id of an event (as the file's copy or this device's lists them):
// "" is the first series of a log from before directors were named.
func directorName(l msg.Lang, id string, evs ...*eventlog.Event) string {
	for _, e := range evs {
		if e == nil {
			continue
		}
		for _, d := range e.Directors {
			if d.ID == id && d.Name != "" || id == "" && d.Series == 0 && d.Name != "" {
				return d.Name
			}
		}
	}
	if id == "" {
		return msg.T(l, "app.import.first")
	}
	return msg.T(l, "app.import.unnamed")
}

// labelList writes refs as "S1, S2 (Ana); S1B (Bea)": by director, in number order, at most
// maxLabels of them.
func labelList(l msg.Lang, refs []eventlog.IncidentRef, byOf func(eventlog.IncidentRef) string, who func(string) string) string {
	rs := refs
	sorted := true // a file's are usually in order already
	for i := 1; i < len(rs) && sorted; i++ {
		sorted = rs[i-1].Number <= rs[i].Number
	}
	if !sorted {
		rs = append([]eventlog.IncidentRef(nil), refs...)
		sort.Slice(rs, func(i, j int) bool { return rs[i].Number < rs[j].Number })
	}
	var groups []string
	var order []string
	labels := map[string][]string{}
	shown := 0
	for _, r := range rs {
		if shown == maxLabels {
			break
		}
		by := who(byOf(r)) // by name: "" and the first series' director are one
		if _, ok := labels[by]; !ok {
			order = append(order, by)
		}
		labels[by] = append(labels[by], eventlog.NumberLabel(r.Number))
		shown++
	}
	for _, by := range order {
		groups = append(groups, strings.Join(labels[by], ", ")+" ("+by+")")
	}
	s := strings.Join(groups, "; ")
	if len(rs) > shown {
		s += " " + msg.T(l, "app.import.more", msg.A("n", len(rs)-shown))
	}
	return s
}

// refusedWords writes the file's refused records, each with its place in the file (the
// event's name, the incident's label as the file gives them) and its reason.
func refusedWords(l msg.Lang, refused engine.ErrorList, data []byte) []string {
	if len(refused) == 0 {
		return nil
	}
	// the file's records as far as they read: their names and labels for the places
	var raw struct {
		Events []struct {
			ID   any `json:"id"`
			Name any `json:"name"`
		} `json:"events"`
		Incidents []struct {
			Event  any `json:"event"`
			Number any `json:"number"`
		} `json:"incidents"`
	}
	_ = json.Unmarshal(data, &raw)
	names := map[string]string{}
	for _, e := range raw.Events {
		id, _ := e.ID.(string)
		n, _ := e.Name.(string)
		if id != "" && n != "" {
			names[id] = n
		}
	}
	var out []string
	for _, e := range refused {
		kind, i, rest := splitWhere(e.Field)
		key, what := "", ""
		switch {
		case kind == "events" && i < len(raw.Events):
			key, what = "app.import.refused.event", strconv.Itoa(i+1)
			if n, _ := raw.Events[i].Name.(string); n != "" {
				what = short(n)
			}
		case kind == "incidents" && i < len(raw.Incidents):
			r := raw.Incidents[i]
			key, what = "app.import.refused.incident", strconv.Itoa(i+1)
			if num, ok := r.Number.(float64); ok && num >= 1 && num < 1e9 && num == float64(int(num)) {
				what = eventlog.NumberLabel(int(num))
			}
			if ev, _ := r.Event.(string); names[ev] != "" {
				what += ", " + short(names[ev])
			}
		}
		if key == "" {
			out = append(out, e.Message(l))
			continue
		}
		// the reason names the field inside the record (or the record itself)
		reason := *e
		reason.Args = append([]msg.Arg(nil), e.Args...)
		where := fieldName(l, rest)
		if where == "" {
			where = what
		}
		for k := range reason.Args {
			if reason.Args[k].Name == "where" {
				reason.Args[k] = msg.A("where", where)
			}
		}
		text := reason.Message(l)
		if e.Key == eventlog.KeyJSON { // a record that does not read: its sentence is the whole file's
			text = msg.T(l, "app.import.refused.unreadable")
		}
		out = append(out, msg.T(l, key, msg.A("what", what), msg.A("reason", text)))
	}
	return out
}

// fieldName names a record's field as the forms do where they have a label for it (in lower
// case: it stands inside a sentence).
func fieldName(l msg.Lang, f string) string {
	if k := fieldKey(f); k != "" {
		r := []rune(msg.T(l, k))
		return strings.ToLower(string(r[:1])) + string(r[1:])
	}
	return f
}

func fieldKey(f string) string {
	switch f {
	case "round":
		return "app.log.round"
	case "table":
		return "app.log.table"
	case "board":
		return "app.log.board"
	case "game":
		return "app.log.game"
	case "session":
		return "app.log.session"
	case "player":
		return "app.log.player"
	case "notes":
		return "app.log.notes"
	case "name":
		return "app.log.f.name"
	case "date":
		return "app.log.f.date"
	}
	return ""
}

// splitWhere splits a position such as "incidents[3].values.minutes" into "incidents", 3 and
// "values.minutes" (i is -1 when the position names no record).
func splitWhere(where string) (kind string, i int, rest string) {
	b := strings.IndexByte(where, '[')
	e := strings.IndexByte(where, ']')
	if b <= 0 || e < b {
		return "", -1, ""
	}
	n, err := strconv.Atoi(where[b+1 : e])
	if err != nil || n < 0 {
		return "", -1, ""
	}
	return where[:b], n, strings.TrimPrefix(where[e+1:], ".")
}

// short cuts a name from a foreign file to a readable length.
func short(s string) string {
	if r := []rune(s); len(r) > 60 {
		return string(r[:59]) + "…"
	}
	return s
}

// ImportState is an import in progress: the file parsed and merged with the log on paper,
// waiting for the director's consent (nothing is written before Merge).
type ImportState struct {
	Busy   bool
	Err    string
	Plan   *eventlog.Plan
	View   PlanView // the plan in words
	Report string
	Links  []eventlog.Event // after the merge: the events with versions to choose between
	Nconf  int              // … and how many records have them
}

// PlanImport parses a file and merges it with the log on paper; nothing is written.
func PlanImport(ctx context.Context, s eventlog.Store, data []byte, l msg.Lang) ImportState {
	doc, err := eventlog.Parse(data, rulesets.Get)
	if err != nil {
		return ImportState{Err: engine.ErrorMessage(err, l, texts.KeyLogErrStore)}
	}
	plan, err := eventlog.NewPlan(ctx, s, doc)
	if err != nil {
		return ImportState{Err: engine.ErrorMessage(err, l, texts.KeyLogErrStore)}
	}
	here, err := s.ListEvents(ctx)
	if err != nil {
		return ImportState{Err: engine.ErrorMessage(err, l, texts.KeyLogErrStore)}
	}
	return ImportState{Plan: plan, View: PlanWords(l, plan, here, data)}
}
