// Package logstore is the tab's one event log without go-app: opened on first use (IndexedDB
// in the browser, memory natively or when storage fails), shared by every screen, with its
// mode for the banner, the spill to memory when storage fills up, and the import plan in
// words (importplan.go). Screens reach it through app/view's context helpers.
package logstore

import (
	"context"
	"errors"
	"strconv"
	"sync"

	"arbiter/app/internal/browser"
	"arbiter/app/texts"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/rulesets"
)

// localStorage keys the log keeps.
const (
	KeyOpenEvent = "arbiter.log.open"  // the ID of the open event (Home, "Log it")
	keyPersisted = "arbiter.persisted" // "true"/"false": navigator.storage.persist()'s answer (asked once)
	keyBackend   = "arbiter.log.store" // "indexeddb" or "memory": where the log lives now, for Settings
)

// Mode is where the log lives in this tab.
type Mode int

const (
	Saved  Mode = iota // IndexedDB: every write is on disk when it returns
	Memory             // no IndexedDB: in memory until exported (the banner says so)
	Closed             // another tab upgraded the database: reload to go on saving
)

// Handle is the tab's one event log: opened on first use, shared by every screen.
type Handle struct {
	mu     sync.Mutex
	once   sync.Once
	store  eventlog.Store
	mode   Mode
	reason string // message key of why the log is in memory
	subs   map[int]func()
	next   int
}

var TheLog = &Handle{}

// Get returns the log, opening it on first use. It blocks (IndexedDB is asynchronous):
// call it from ctx.Async, never on the UI goroutine.
func (h *Handle) Get() (eventlog.Store, Mode, string) {
	h.once.Do(func() {
		st, err := openBackend(rulesets.Get, h.closedByOtherTab)
		h.mu.Lock()
		if err != nil {
			h.store, h.mode, h.reason = newPending(), Memory, texts.KeyLogErrMissing // MoveIn once the storage opens (pending.go)
			if e, ok := err.(*engine.Error); ok && e.Key != "" {
				h.reason = e.Key
			}
			SetLocal(keyBackend, "memory")
		} else {
			h.store, h.mode = &SpillStore{Store: st, H: h}, Saved
			SetLocal(keyBackend, "indexeddb")
			requestPersist()
		}
		h.mu.Unlock()
		h.notify()
	})
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.store, h.mode, h.reason
}

// Use replaces the log (native tests, and the memory fallback).
func (h *Handle) Use(s eventlog.Store, mode Mode, reason string) {
	h.once.Do(func() {})
	h.mu.Lock()
	h.store, h.mode, h.reason = s, mode, reason
	h.mu.Unlock()
	h.notify()
}

// State returns the mode without opening the log (logSaved until known otherwise).
func (h *Handle) State() (Mode, string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.mode, h.reason
}

func (h *Handle) closedByOtherTab() {
	h.mu.Lock()
	h.mode, h.reason = Closed, texts.KeyLogErrClosed
	h.mu.Unlock()
	h.notify()
}

// Watch calls f whenever the log changes (a write here or in another tab, a mode change);
// the returned function stops it.
func (h *Handle) Watch(f func()) func() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.subs == nil {
		h.subs = map[int]func(){}
	}
	id := h.next
	h.next++
	h.subs[id] = f
	return func() {
		h.mu.Lock()
		delete(h.subs, id)
		h.mu.Unlock()
	}
}

func (h *Handle) notify() {
	h.mu.Lock()
	fs := make([]func(), 0, len(h.subs))
	for _, f := range h.subs {
		fs = append(fs, f)
	}
	h.mu.Unlock()
	for _, f := range fs {
		f()
	}
	WakeUI() // the screens' dispatches are drawn now, not at the page's next event (wake_wasm.go)
}

// NowMinute is the device's local wall-clock minute.
func NowMinute() eventlog.Minute { return eventlog.MinuteOf(browser.LocalTime()) }

// SetLocal writes a localStorage value as go-app's LocalStorage does (off the UI goroutine too).
func SetLocal(key, value string) { browser.SetLocal(key, value) }

// requestPersist asks once per device for persistent storage and keeps the answer
// (keyPersisted), so that it asks no more.
func requestPersist() {
	if browser.HasLocal(keyPersisted) {
		return
	}
	browser.RequestPersist(func(granted bool) { SetLocal(keyPersisted, strconv.FormatBool(granted)) })
}

// SpillStore is the saved log's write path when the device's storage fills up mid-session: a
// write that fails with the quota error copies the stored log into memory, switches this tab to
// the memory log (the banner then says the log is not being saved) and retries the write
// there, so the director's entry is kept until exported instead of being lost.
type SpillStore struct {
	eventlog.Store
	H *Handle
}

// The reads that a store may do faster than the Store interface (eventlog.Counter, Pager) go
// to the saved log itself: an embedded interface passes on only the interface's methods.
var (
	_ eventlog.Counter = (*SpillStore)(nil)
	_ eventlog.Pager   = (*SpillStore)(nil)
)

// CountIncidents implements eventlog.Counter.
func (s *SpillStore) CountIncidents(ctx context.Context, event string) (int, error) {
	return eventlog.CountIncidents(ctx, s.Store, event)
}

// Newest implements eventlog.Pager.
func (s *SpillStore) Newest(ctx context.Context, event string, n int) (eventlog.Event, []eventlog.Incident, int, error) {
	return eventlog.Newest(ctx, s.Store, event, n)
}

func isQuota(err error) bool {
	e, ok := errors.AsType[*engine.Error](err)
	return ok && e.Key == texts.KeyLogErrQuota
}

// spill moves the log into memory and returns the memory store.
func (s *SpillStore) spill(ctx context.Context) (eventlog.Store, error) {
	mem := eventlog.NewMem(rulesets.Get)
	data, err := eventlog.Export(ctx, s.Store)
	if err != nil {
		return nil, err
	}
	doc, err := eventlog.Parse(data, rulesets.Get)
	if err != nil {
		return nil, err
	}
	plan, err := eventlog.NewPlan(ctx, mem, doc)
	if err != nil {
		return nil, err
	}
	if _, err := mem.Apply(ctx, plan); err != nil {
		return nil, err
	}
	s.H.Use(mem, Memory, texts.KeyLogErrQuota)
	SetLocal(keyBackend, "memory")
	return mem, nil
}

// retry runs op on the saved log, and on the memory log after a spill when the disk is full.
func retry[T any](ctx context.Context, s *SpillStore, op func(eventlog.Store) (T, error)) (T, error) {
	v, err := op(s.Store)
	if !isQuota(err) {
		return v, err
	}
	mem, serr := s.spill(ctx)
	if serr != nil {
		return v, err
	}
	return op(mem)
}

func (s *SpillStore) PutEvent(ctx context.Context, e eventlog.Event) error {
	_, err := retry(ctx, s, func(st eventlog.Store) (struct{}, error) { return struct{}{}, st.PutEvent(ctx, e) })
	return err
}

func (s *SpillStore) DeleteEvent(ctx context.Context, id string) error {
	_, err := retry(ctx, s, func(st eventlog.Store) (struct{}, error) { return struct{}{}, st.DeleteEvent(ctx, id) })
	return err
}

func (s *SpillStore) AddIncident(ctx context.Context, in eventlog.Incident) (eventlog.Incident, error) {
	return retry(ctx, s, func(st eventlog.Store) (eventlog.Incident, error) { return st.AddIncident(ctx, in) })
}

func (s *SpillStore) PutIncident(ctx context.Context, in eventlog.Incident) error {
	_, err := retry(ctx, s, func(st eventlog.Store) (struct{}, error) { return struct{}{}, st.PutIncident(ctx, in) })
	return err
}

func (s *SpillStore) Revoke(ctx context.Context, event string, number int, by, reason string, at eventlog.Minute) (eventlog.Incident, error) {
	return retry(ctx, s, func(st eventlog.Store) (eventlog.Incident, error) {
		return st.Revoke(ctx, event, number, by, reason, at)
	})
}

func (s *SpillStore) Apply(ctx context.Context, p *eventlog.Plan) (eventlog.Report, error) {
	return retry(ctx, s, func(st eventlog.Store) (eventlog.Report, error) {
		if st == s.Store {
			return st.Apply(ctx, p)
		}
		// the plan was made against the saved log, which the memory log now copies
		np, err := eventlog.NewPlan(ctx, st, p.Doc)
		if err != nil {
			return eventlog.Report{}, err
		}
		return st.Apply(ctx, np)
	})
}
