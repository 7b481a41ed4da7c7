package logstore

import (
	"context"
	"errors"
	"sync"
	"time"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/rulesets"
)

// A log whose storage did not open in time (a slow or busy phone) is kept in memory, and every
// screen says so (the banner); the opening goes on (idb.OpenLate) and, once the storage is
// open, MoveIn copies the log kept in memory into it and the tab goes on with the saved log: a
// ruling logged meanwhile is kept.

// pendingLog is the log in memory while its storage opens: every call goes to the memory log
// until MoveIn, and to the saved log after it. MoveIn waits for the calls under way and holds
// new ones while it copies, so that no write falls between the two logs.
type pendingLog struct {
	mu    sync.RWMutex
	mem   eventlog.Store
	saved eventlog.Store // nil until moved in
}

func newPending() *pendingLog { return &pendingLog{mem: eventlog.NewMem(rulesets.Get)} }

var (
	_ eventlog.Store   = (*pendingLog)(nil)
	_ eventlog.Counter = (*pendingLog)(nil)
	_ eventlog.Pager   = (*pendingLog)(nil)
)

// use runs op on the log of the moment.
func use[T any](p *pendingLog, op func(eventlog.Store) (T, error)) (T, error) {
	p.mu.RLock()
	defer p.mu.RUnlock()
	if p.saved != nil {
		return op(p.saved)
	}
	return op(p.mem)
}

// write runs a write on the log of the moment; one in memory is told to this tab's watchers
// (the saved log tells them itself, after every committed write): the shared log's runner
// then writes it into the phone's copy of the database, which a reload does not lose.
func write[T any](p *pendingLog, op func(eventlog.Store) (T, error)) (T, error) {
	p.mu.RLock()
	defer p.mu.RUnlock()
	if p.saved != nil {
		return op(p.saved)
	}
	v, err := op(p.mem)
	if err == nil {
		go TheLog.notify()
	}
	return v, err
}

type none struct{}

func (p *pendingLog) ListEvents(ctx context.Context) ([]eventlog.Event, error) {
	return use(p, func(s eventlog.Store) ([]eventlog.Event, error) { return s.ListEvents(ctx) })
}

func (p *pendingLog) GetEvent(ctx context.Context, id string) (eventlog.Event, error) {
	return use(p, func(s eventlog.Store) (eventlog.Event, error) { return s.GetEvent(ctx, id) })
}

func (p *pendingLog) PutEvent(ctx context.Context, e eventlog.Event) error {
	_, err := write(p, func(s eventlog.Store) (none, error) { return none{}, s.PutEvent(ctx, e) })
	return err
}

func (p *pendingLog) DeleteEvent(ctx context.Context, id string) error {
	_, err := write(p, func(s eventlog.Store) (none, error) { return none{}, s.DeleteEvent(ctx, id) })
	return err
}

func (p *pendingLog) ListIncidents(ctx context.Context, event string) ([]eventlog.Incident, error) {
	return use(p, func(s eventlog.Store) ([]eventlog.Incident, error) { return s.ListIncidents(ctx, event) })
}

func (p *pendingLog) GetIncident(ctx context.Context, event string, number int) (eventlog.Incident, error) {
	return use(p, func(s eventlog.Store) (eventlog.Incident, error) { return s.GetIncident(ctx, event, number) })
}

func (p *pendingLog) AddIncident(ctx context.Context, in eventlog.Incident) (eventlog.Incident, error) {
	return write(p, func(s eventlog.Store) (eventlog.Incident, error) { return s.AddIncident(ctx, in) })
}

func (p *pendingLog) PutIncident(ctx context.Context, in eventlog.Incident) error {
	_, err := write(p, func(s eventlog.Store) (none, error) { return none{}, s.PutIncident(ctx, in) })
	return err
}

func (p *pendingLog) Revoke(ctx context.Context, event string, number int, by, reason string, at eventlog.Minute) (eventlog.Incident, error) {
	return write(p, func(s eventlog.Store) (eventlog.Incident, error) { return s.Revoke(ctx, event, number, by, reason, at) })
}

func (p *pendingLog) Snapshot(ctx context.Context, events []string) ([]eventlog.Event, []eventlog.Incident, error) {
	type snap struct {
		e []eventlog.Event
		i []eventlog.Incident
	}
	r, err := use(p, func(s eventlog.Store) (snap, error) {
		e, i, err := s.Snapshot(ctx, events)
		return snap{e, i}, err
	})
	return r.e, r.i, err
}

func (p *pendingLog) Apply(ctx context.Context, plan *eventlog.Plan) (eventlog.Report, error) {
	return write(p, func(s eventlog.Store) (eventlog.Report, error) {
		if s == p.mem {
			return s.Apply(ctx, plan)
		}
		// made against the memory log before the move: made again against the saved log
		np, err := eventlog.NewPlan(ctx, s, plan.Doc)
		if err != nil {
			return eventlog.Report{}, err
		}
		return s.Apply(ctx, np)
	})
}

// CountIncidents implements eventlog.Counter.
func (p *pendingLog) CountIncidents(ctx context.Context, event string) (int, error) {
	return use(p, func(s eventlog.Store) (int, error) { return eventlog.CountIncidents(ctx, s, event) })
}

// Newest implements eventlog.Pager.
func (p *pendingLog) Newest(ctx context.Context, event string, n int) (eventlog.Event, []eventlog.Incident, int, error) {
	type page struct {
		e     eventlog.Event
		i     []eventlog.Incident
		total int
	}
	r, err := use(p, func(s eventlog.Store) (page, error) {
		e, i, total, err := eventlog.Newest(ctx, s, event, n)
		return page{e, i, total}, err
	})
	return r.e, r.i, r.total, err
}

// ErrNotPending: MoveIn was given a store while the log is not kept in memory waiting for it.
var ErrNotPending = errors.New("logstore: the log is not waiting for its storage")

// MoveIn copies the log kept in memory while its storage opened into st, the storage now
// open, and makes st the tab's log (saved: the banner goes). Calls under way end first;
// calls that come while it copies wait. An error leaves the log in memory.
func (h *Handle) MoveIn(ctx context.Context, st eventlog.Store) error {
	h.Get() // the first opening has ended (its memory log is in place)
	h.mu.Lock()
	p, ok := h.store.(*pendingLog)
	mode := h.mode
	h.mu.Unlock()
	if !ok || mode != Memory {
		return ErrNotPending
	}
	p.mu.Lock()
	err := copyLog(ctx, p.mem, st)
	if err == nil {
		p.saved = &SpillStore{Store: st, H: h}
	}
	p.mu.Unlock()
	if err != nil {
		return err
	}
	h.mu.Lock()
	if h.store == p {
		h.store, h.mode, h.reason = p.saved, Saved, ""
	}
	h.mu.Unlock()
	SetLocal(keyBackend, "indexeddb")
	h.notify()
	return nil
}

// copyLog imports every record of from into to, as a director's file (merged: what to holds
// already is kept, nothing is lost).
func copyLog(ctx context.Context, from, to eventlog.Store) error {
	evs, err := from.ListEvents(ctx)
	if err != nil || len(evs) == 0 {
		return err
	}
	data, err := eventlog.Export(ctx, from)
	if err != nil {
		return err
	}
	doc, err := eventlog.Parse(data, rulesets.Get)
	if err != nil {
		return err
	}
	for try := 0; ; try++ {
		plan, err := eventlog.NewPlan(ctx, to, doc)
		if err != nil {
			return err
		}
		_, err = to.Apply(ctx, plan)
		if e, ok := errors.AsType[*engine.Error](err); ok && e.Key == eventlog.KeyChanged && try < 5 {
			time.Sleep(50 * time.Millisecond) // another tab wrote between the plan and its Apply
			continue
		}
		return err
	}
}
