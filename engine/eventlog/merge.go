package eventlog

import (
	"context"
	"fmt"
	"sort"

	"arbiter/engine"
)

// Merging (schema 2). Importing a file — another director's export, or this phone's own from
// an earlier day — merges it into the log: the result is the union of both, whatever the order
// of the files and however often one is imported.
//   - A record of the file the log lacks is added; one it has (the same event ID, the same
//     incident ID) is merged version by version (MergeEvent, MergeIncident): a later version
//     replaces an earlier one, concurrent versions are kept side by side as a conflict that a
//     person resolves (a saved edit descends from every version it saw).
//   - An incident of the file whose number the log gives to another incident (two directors
//     took the same series letter offline) is a clash: it is not imported, the plan says why
//     (Clashes), and nothing of the log changes.
//   - An incident that would not fit its event as merged (it names a pair, team or player the
//     event does not have in any of its versions) is not imported (Skipped); when the file's
//     version of an event would leave an incident already in the log without its pair, team or
//     player, the log's version of the event stays (KeptEvents).
//   - Records of the file that are not valid were already left out by Parse (Doc.Refused).

// IncidentRef names one incident.
type IncidentRef struct {
	Event  string
	Number int
}

// Clash is an incident of the file that was not imported because the log holds another
// incident with its number.
type Clash struct {
	Event        string
	Number       int
	FileBy, ByIn string // the directors of the file's incident and of the log's
}

// Plan is what importing a file would do, for the director to confirm.
type Plan struct {
	Doc                                      *Doc
	NewEvents, ChangedEvents, SameEvents     []string
	NewIncidents, ChangedIncidents, SameIncs []IncidentRef
	EventConflicts                           []string      // events left with concurrent versions
	Conflicts                                []IncidentRef // incidents left with concurrent versions
	Clashes                                  []Clash
	Skipped                                  []IncidentRef // file incidents that do not fit their event
	KeptEvents                               []string      // file versions of events not taken (see above)
	base                                     uint64
	events                                   []Event
	incidents                                []Incident
}

// Report is what an applied import did.
type Report struct {
	AddedEvents, ChangedEvents, AddedIncidents, ChangedIncidents, Unchanged, Skipped, Conflicts int
}

// Refused is how many of the file's records Parse left out.
func (p *Plan) Refused() int { return len(p.Doc.Refused) }

// NewPlan merges a parsed file with the store's records of its events; nothing is written.
func NewPlan(ctx context.Context, s Store, d *Doc) (*Plan, error) {
	p := &Plan{Doc: d}
	es, is, err := s.Snapshot(ctx, p.eventIDs())
	if err != nil {
		return nil, err
	}
	p.base = fingerprint(es, is)
	p.merge(es, is)
	return p, nil
}

func (p *Plan) merge(es []Event, is []Incident) {
	lookup := p.Doc.lookup
	stored := map[string]*Event{}
	for i := range es {
		stored[es[i].ID] = &es[i]
	}
	local := map[incKey]*Incident{}
	localByID := map[string]*Incident{}
	byEvent := map[string][]*Incident{}
	for i := range is {
		in := &is[i]
		local[incKey{in.Event, in.Number}] = in
		localByID[in.ID] = in
		byEvent[in.Event] = append(byEvent[in.Event], in)
	}
	var fileInc map[string]bool // the file's incidents by ID, made when a stored event needs it
	inFile := func(id string) bool {
		if fileInc == nil {
			fileInc = make(map[string]bool, len(p.Doc.Incidents))
			for _, in := range p.Doc.Incidents {
				fileInc[in.ID] = true
			}
		}
		return fileInc[id]
	}
	merged := map[string]*Event{}
	checked := map[string]bool{}    // events whose merged version is the file's: Parse checked their incidents
	idx := map[*Event]*eventIndex{} // by version: the stored and the merged version of one event differ
	fits := func(ev *Event, in Incident) bool {
		x := idx[ev]
		if x == nil {
			x = indexEvent(ev)
			idx[ev] = x
		}
		in.Values = append(engine.Values(nil), in.Values...) // checkIncident may complete them
		return len(checkIncident(lookup, ev, x, &in, "incident")) == 0
	}
	for _, e := range p.Doc.Events {
		old := stored[e.ID]
		if old == nil {
			m := clone(e)
			checked[e.ID] = true
			merged[e.ID] = &m
			p.NewEvents = append(p.NewEvents, e.ID)
			p.events = append(p.events, m)
			if len(m.Conflicts) > 0 {
				p.EventConflicts = append(p.EventConflicts, e.ID)
			}
			continue
		}
		m := MergeEvent(clone(*old), clone(e))
		if jsonOf(m) == jsonOf(*old) {
			merged[e.ID] = old
			p.SameEvents = append(p.SameEvents, e.ID)
			continue
		}
		// the log's incidents that the file does not carry must still fit the event
		keep := false
		for _, in := range byEvent[e.ID] {
			if !inFile(in.ID) && !fits(&m, *in) {
				keep = true
				break
			}
		}
		if keep {
			// this version stays, but the directors are merged outside the versions: one who
			// joined on the file's phone is a director here too (their incidents fit)
			merged[e.ID] = old
			if k := clone(*old); jsonOf(unionDirectors(old.Directors, e.Directors)) != jsonOf(old.Directors) {
				k.Directors = unionDirectors(old.Directors, e.Directors)
				merged[e.ID] = &k
				p.events = append(p.events, k)
			}
			p.KeptEvents = append(p.KeptEvents, e.ID)
			continue
		}
		merged[e.ID] = &m
		p.ChangedEvents = append(p.ChangedEvents, e.ID)
		p.events = append(p.events, m)
		if len(m.Conflicts) > len(old.Conflicts) {
			p.EventConflicts = append(p.EventConflicts, e.ID)
		}
	}
	if n := len(p.Doc.Incidents); n > 0 && p.incidents == nil {
		p.incidents = make([]Incident, 0, n) // at most one each: no copying as it grows
	}
	for _, in := range p.Doc.Incidents {
		ev := merged[in.Event]
		r := IncidentRef{in.Event, in.Number}
		old := local[incKey{in.Event, in.Number}]
		if old == nil {
			if o := localByID[in.ID]; o != nil { // the same incident under another number: not ours to renumber
				p.Clashes = append(p.Clashes, Clash{Event: in.Event, Number: in.Number, FileBy: in.By, ByIn: o.By})
				continue
			}
			m := in // the plan's own copy (Writes clones)
			if !checked[in.Event] && !fits(ev, m) {
				p.Skipped = append(p.Skipped, r)
				continue
			}
			p.NewIncidents = append(p.NewIncidents, r)
			p.incidents = append(p.incidents, m)
			if len(m.Conflicts) > 0 {
				p.Conflicts = append(p.Conflicts, r)
			}
			continue
		}
		if old.ID != in.ID {
			p.Clashes = append(p.Clashes, Clash{Event: in.Event, Number: in.Number, FileBy: in.By, ByIn: old.By})
			continue
		}
		m := MergeIncident(clone(*old), clone(in))
		if jsonOf(m) == jsonOf(*old) {
			p.SameIncs = append(p.SameIncs, r)
			continue
		}
		if !fits(ev, m) {
			p.Skipped = append(p.Skipped, r)
			continue
		}
		p.ChangedIncidents = append(p.ChangedIncidents, r)
		p.incidents = append(p.incidents, m)
		if len(m.Conflicts) > len(old.Conflicts) {
			p.Conflicts = append(p.Conflicts, r)
		}
	}
}

// EventIDs lists, sorted, the events the plan touches: what a Store's Apply reads (Snapshot)
// before it writes.
func (p *Plan) EventIDs() []string { return p.eventIDs() }

func (p *Plan) eventIDs() []string {
	ids := make([]string, 0, len(p.Doc.Events))
	for _, e := range p.Doc.Events {
		ids = append(ids, e.ID)
	}
	sort.Strings(ids)
	return ids
}

// Verify returns ECONFLICT (KeyChanged) when the stored records of the plan's events (es and
// is, as Snapshot returns them) are not those the plan was made against. A Store's Apply calls
// it inside its transaction, before writing.
func (p *Plan) Verify(es []Event, is []Incident) error {
	SortEvents(es)
	SortIncidents(is)
	if fingerprint(es, is) != p.base {
		return ferr(engine.ECONFLICT, KeyChanged, "log", "the log changed since the import was planned")
	}
	return nil
}

// Writes returns the records the import puts (added or merged) and its report: what a Store's
// Apply writes, in one transaction, after Verify.
func (p *Plan) Writes() ([]Event, []Incident, Report) {
	es := make([]Event, 0, len(p.events))
	for _, e := range p.events {
		es = append(es, clone(e))
	}
	is := make([]Incident, 0, len(p.incidents))
	for _, in := range p.incidents {
		is = append(is, clone(in))
	}
	return es, is, p.Report()
}

// WritesJSON is Writes with the incidents as one JSON array, json.Marshal's bytes
// (MarshalIncidents), written from the plan's own records: no copies made first (the browser's
// store puts the array as it parses it).
func (p *Plan) WritesJSON() ([]Event, []byte, int, Report, error) {
	es := make([]Event, 0, len(p.events))
	for _, e := range p.events {
		es = append(es, clone(e))
	}
	b, err := MarshalIncidents(p.incidents)
	if p.incidents == nil {
		b = []byte("[]") // Writes' list is never nil
	}
	return es, b, len(p.incidents), p.Report(), err
}

// Report is what applying the plan does.
func (p *Plan) Report() Report {
	return Report{AddedEvents: len(p.NewEvents), ChangedEvents: len(p.ChangedEvents),
		AddedIncidents: len(p.NewIncidents), ChangedIncidents: len(p.ChangedIncidents),
		Unchanged: len(p.SameEvents) + len(p.SameIncs) + len(p.KeptEvents),
		Skipped:   len(p.Skipped) + len(p.Clashes) + len(p.Doc.Refused),
		Conflicts: len(p.EventConflicts) + len(p.Conflicts)}
}

// Changes reports whether applying the plan writes anything.
func (p *Plan) Changes() bool { return len(p.events)+len(p.incidents) > 0 }

func (c Clash) String() string {
	return fmt.Sprintf("%s %s", c.Event, NumberLabel(c.Number))
}
