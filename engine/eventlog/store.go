package eventlog

import (
	"context"
	"sort"
	"sync"

	"arbiter/engine"
)

// IndexedDB layout of schema 1 (the app's adapter creates it in onupgradeneeded).
const (
	DBName         = "arbiter-log"
	StoreEvents    = "events"    // key path "id"
	StoreIncidents = "incidents" // key path ["event", "number"], index IndexByEvent on "event"
	IndexByEvent   = "by_event"
)

// Store is the event log's storage. Every write is one transaction: after it returns, a reload
// shows all of it or none of it. Implementations: Mem here, IndexedDB in app/internal/idb.
type Store interface {
	ListEvents(ctx context.Context) ([]Event, error) // by date, newest first, then ID
	GetEvent(ctx context.Context, id string) (Event, error)
	// PutEvent validates e and adds it (its first version) or stores it as the next version of
	// the stored event (NextEvent: directors merged, a conflict resolved by e).
	PutEvent(ctx context.Context, e Event) error
	DeleteEvent(ctx context.Context, id string) error                    // the event and all its incidents
	ListIncidents(ctx context.Context, event string) ([]Incident, error) // by number
	GetIncident(ctx context.Context, event string, number int) (Incident, error)
	// AddIncident validates in, gives it an ID and its first version, and the next number in the
	// series of its director (in.By, a director of the event, or "" for the first series: one
	// more than the highest of that series, revoked ones included) and stores it, in one
	// transaction (two tabs never share a number).
	AddIncident(ctx context.Context, in Incident) (Incident, error)
	// PutIncident validates in and stores it as the next version of the stored incident
	// (NextIncident: notes, announced result, a conflict resolved).
	PutIncident(ctx context.Context, in Incident) error
	// Revoke stores the incident's next version, revoked by director by with reason and time;
	// it stays in the log.
	Revoke(ctx context.Context, event string, number int, by, reason string, at Minute) (Incident, error)
	// Snapshot returns the stored records a plan touches, for NewPlan.
	Snapshot(ctx context.Context, events []string) ([]Event, []Incident, error)
	// Apply carries out an import plan (a merge) in one transaction; ECONFLICT (KeyChanged)
	// when the records it touches changed since the plan was made.
	Apply(ctx context.Context, p *Plan) (Report, error)
}

var _ Store = (*Mem)(nil)

type incKey struct {
	event  string
	number int
}

// Mem is an in-memory Store: the native tests' double, and the app's fallback when IndexedDB
// is missing (the log then lives until the tab closes or is exported).
type Mem struct {
	mu        sync.Mutex
	lookup    Lookup
	events    map[string]Event
	incidents map[incKey]Incident
}

// NewMem returns an empty log validating against the rulesets lookup finds.
func NewMem(lookup Lookup) *Mem {
	return &Mem{lookup: lookup, events: map[string]Event{}, incidents: map[incKey]Incident{}}
}

func notFound(what string) *engine.Error {
	return ferr(engine.ENOTFOUND, KeyNotFound, what, "not found")
}

// ListEvents implements Store.
func (m *Mem) ListEvents(ctx context.Context) ([]Event, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]Event, 0, len(m.events))
	for _, e := range m.events {
		out = append(out, e)
	}
	SortEvents(out)
	return out, nil
}

// SortEvents orders events as every store lists them: newest date first, then by ID.
func SortEvents(es []Event) {
	sort.Slice(es, func(i, j int) bool {
		if es[i].Date != es[j].Date {
			return es[i].Date > es[j].Date
		}
		return es[i].ID < es[j].ID
	})
}

// SortIncidents orders incidents by event, then number.
func SortIncidents(l []Incident) {
	sort.Slice(l, func(i, j int) bool { return l[i].Before(IncidentRef{Event: l[j].Event, Number: l[j].Number}) })
}

// GetEvent implements Store.
func (m *Mem) GetEvent(ctx context.Context, id string) (Event, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.events[id]
	if !ok {
		return Event{}, EventNotFound(id)
	}
	return e, nil
}

// PutEvent implements Store.
func (m *Mem) PutEvent(ctx context.Context, e Event) error {
	if err := CheckEvent(m.lookup, &e, "event").Err(); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	old, edit := m.events[e.ID]
	if edit {
		e = NextEvent(old, e)
	} else {
		e.StampFirst()
	}
	if edit {
		var incs []Incident
		for _, in := range m.incidents {
			if in.Event == e.ID {
				incs = append(incs, in)
			}
		}
		if err := CheckEdit(m.lookup, &e, incs).Err(); err != nil {
			return err
		}
	}
	m.events[e.ID] = clone(e)
	return nil
}

// DeleteEvent implements Store.
func (m *Mem) DeleteEvent(ctx context.Context, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.events[id]; !ok {
		return EventNotFound(id)
	}
	delete(m.events, id)
	for k := range m.incidents {
		if k.event == id {
			delete(m.incidents, k)
		}
	}
	return nil
}

// ListIncidents implements Store.
func (m *Mem) ListIncidents(ctx context.Context, event string) ([]Incident, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.events[event]; !ok {
		return nil, EventNotFound(event)
	}
	var out []Incident
	for k, in := range m.incidents {
		if k.event == event {
			out = append(out, clone(in))
		}
	}
	SortIncidents(out)
	return out, nil
}

// Counter is a Store that counts an event's incidents without reading them (the log page
// shows how many each event has; a season's were read whole for it).
type Counter interface {
	CountIncidents(ctx context.Context, event string) (int, error)
}

// CountIncidents is how many incidents event has in s: counted when s is a Counter, else read.
func CountIncidents(ctx context.Context, s Store, event string) (int, error) {
	if c, ok := s.(Counter); ok {
		return c.CountIncidents(ctx, event)
	}
	l, err := s.ListIncidents(ctx, event)
	return len(l), err
}

// CountIncidents implements Counter.
func (m *Mem) CountIncidents(ctx context.Context, event string) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.events[event]; !ok {
		return 0, EventNotFound(event)
	}
	n := 0
	for k := range m.incidents {
		if k.event == event {
			n++
		}
	}
	return n, nil
}

// Pager is a Store that reads an event's newest incidents (the highest numbers) without the
// rest, with how many it has: the event page of a season draws its newest page first.
type Pager interface {
	Newest(ctx context.Context, event string, n int) (Event, []Incident, int, error)
}

// Newest reads event, its n highest-numbered incidents (by number, the way ListIncidents
// orders them) and how many it has, in one reading: through s's Pager when it is one, else
// from the whole list.
func Newest(ctx context.Context, s Store, event string, n int) (Event, []Incident, int, error) {
	if p, ok := s.(Pager); ok {
		return p.Newest(ctx, event, n)
	}
	es, l, err := s.Snapshot(ctx, []string{event})
	if err != nil {
		return Event{}, nil, 0, err
	}
	if len(es) != 1 || es[0].ID != event {
		_, err := s.GetEvent(ctx, event) // not found: its error
		if err == nil {
			err = EventNotFound(event)
		}
		return Event{}, nil, 0, err
	}
	return es[0], l[newestFrom(len(l), n):], len(l), nil
}

// newestFrom is where the newest n of count items ordered oldest first begin (all of them when
// count ≤ n; none when n ≤ 0).
func newestFrom(count, n int) int { return count - min(max(n, 0), count) }

var _ Pager = (*Mem)(nil)

// Newest implements Pager.
func (m *Mem) Newest(ctx context.Context, event string, n int) (Event, []Incident, int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.events[event]
	if !ok {
		return Event{}, nil, 0, EventNotFound(event)
	}
	var nums []int
	for k := range m.incidents {
		if k.event == event {
			nums = append(nums, k.number)
		}
	}
	sort.Ints(nums)
	var out []Incident
	for _, num := range nums[newestFrom(len(nums), n):] {
		out = append(out, clone(m.incidents[incKey{event, num}]))
	}
	return clone(e), out, len(nums), nil
}

// GetIncident implements Store.
func (m *Mem) GetIncident(ctx context.Context, event string, number int) (Incident, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	in, ok := m.incidents[incKey{event, number}]
	if !ok {
		return Incident{}, notFound((&Incident{Number: number}).Label())
	}
	return clone(in), nil
}

func (m *Mem) checkIncident(in *Incident) error {
	ev, ok := m.events[in.Event]
	if !ok {
		return EventNotFound(in.Event)
	}
	return CheckIncident(m.lookup, &ev, in, "incident").Err()
}

// AddIncident implements Store.
func (m *Mem) AddIncident(ctx context.Context, in Incident) (Incident, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	ev, ok := m.events[in.Event]
	if !ok {
		return Incident{}, EventNotFound(in.Event)
	}
	series, ok := ev.DirectorSeries(in.By)
	if !ok {
		return Incident{}, bad("incident.by", "not a director of the event")
	}
	var numbers []int
	for k := range m.incidents {
		if k.event == in.Event {
			numbers = append(numbers, k.number)
		}
	}
	in.Number = NextNumber(numbers, series)
	in.Rev, in.Revs, in.Conflicts = "", nil, nil
	in.StampFirst()
	if err := m.checkIncident(&in); err != nil {
		return Incident{}, err
	}
	m.incidents[incKey{in.Event, in.Number}] = clone(in)
	return in, nil
}

// PutIncident implements Store.
func (m *Mem) PutIncident(ctx context.Context, in Incident) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	old, ok := m.incidents[incKey{in.Event, in.Number}]
	if !ok {
		return notFound(in.Label())
	}
	in = NextIncident(old, in)
	if err := m.checkIncident(&in); err != nil {
		return err
	}
	m.incidents[incKey{in.Event, in.Number}] = clone(in)
	return nil
}

// Revoke implements Store.
func (m *Mem) Revoke(ctx context.Context, event string, number int, by, reason string, at Minute) (Incident, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	old, ok := m.incidents[incKey{event, number}]
	if !ok {
		return Incident{}, notFound((&Incident{Number: number}).Label())
	}
	in := RevokedVersion(clone(old), by, reason, at)
	if err := m.checkIncident(&in); err != nil {
		return Incident{}, err
	}
	m.incidents[incKey{event, number}] = in
	return clone(in), nil
}

// NextNumber is the number a new incident of series gets among an event's numbers: one more
// than the highest of that series.
func NextNumber(numbers []int, series int) int {
	n := 0
	for _, x := range numbers {
		if s, k := SeriesOf(x); s == series && k > n {
			n = k
		}
	}
	return series*SeriesBlock + n + 1
}

// RevokedVersion is old's next version, revoked by director by with reason at time at.
func RevokedVersion(old Incident, by, reason string, at Minute) Incident {
	in := clone(old)
	in.Status, in.Reason, in.RevokedAt, in.RevokedBy = Revoked, reason, &at, by
	return NextIncident(old, in)
}

// Snapshot implements Store.
func (m *Mem) Snapshot(ctx context.Context, events []string) ([]Event, []Incident, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.snapshot(events)
}

func (m *Mem) snapshot(events []string) ([]Event, []Incident, error) {
	var es []Event
	var is []Incident
	want := map[string]bool{}
	for _, id := range events {
		want[id] = true
		if e, ok := m.events[id]; ok {
			es = append(es, clone(e))
		}
	}
	for k, in := range m.incidents {
		if want[k.event] {
			is = append(is, clone(in))
		}
	}
	SortEvents(es)
	SortIncidents(is)
	return es, is, nil
}

// Apply implements Store.
func (m *Mem) Apply(ctx context.Context, p *Plan) (Report, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	es, is, _ := m.snapshot(p.EventIDs())
	if err := p.Verify(es, is); err != nil {
		return Report{}, err
	}
	wes, wis, r := p.Writes()
	for _, e := range wes {
		m.events[e.ID] = e
	}
	for _, in := range wis {
		m.incidents[incKey{in.Event, in.Number}] = in
	}
	return r, nil
}
