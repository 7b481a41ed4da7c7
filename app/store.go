package main

import (
	"arbiter/app/texts"
	"context"
	"errors"
	"strconv"
	"sync"

	"arbiter/app/internal/browser"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// localStorage keys the log keeps.
const (
	keyOpenEvent = "arbiter.log.open"  // the ID of the open event (Home, "Log it")
	keyPersisted = "arbiter.persisted" // "true"/"false": navigator.storage.persist()'s answer (asked once)
	keyBackend   = "arbiter.log.store" // "indexeddb" or "memory": where the log lives now, for Settings
)

// logMode is where the log lives in this tab.
type logMode int

const (
	logSaved  logMode = iota // IndexedDB: every write is on disk when it returns
	logMemory                // no IndexedDB: in memory until exported (the banner says so)
	logClosed                // another tab upgraded the database: reload to go on saving
)

// logHandle is the tab's one event log: opened on first use, shared by every screen.
type logHandle struct {
	mu     sync.Mutex
	once   sync.Once
	store  eventlog.Store
	mode   logMode
	reason string // message key of why the log is in memory
	subs   map[int]func()
	next   int
}

var theLog = &logHandle{}

// get returns the log, opening it on first use. It blocks (IndexedDB is asynchronous):
// call it from ctx.Async, never on the UI goroutine.
func (h *logHandle) get() (eventlog.Store, logMode, string) {
	h.once.Do(func() {
		st, err := openBackend(rulesets.Get, h.closedByOtherTab)
		h.mu.Lock()
		if err != nil {
			h.store, h.mode, h.reason = eventlog.NewMem(rulesets.Get), logMemory, texts.KeyLogErrMissing
			if e, ok := err.(*engine.Error); ok && e.Key != "" {
				h.reason = e.Key
			}
			setLocal(keyBackend, "memory")
		} else {
			h.store, h.mode = &spillStore{Store: st, h: h}, logSaved
			setLocal(keyBackend, "indexeddb")
			requestPersist()
		}
		h.mu.Unlock()
		h.notify()
	})
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.store, h.mode, h.reason
}

// use replaces the log (native tests, and the memory fallback).
func (h *logHandle) use(s eventlog.Store, mode logMode, reason string) {
	h.once.Do(func() {})
	h.mu.Lock()
	h.store, h.mode, h.reason = s, mode, reason
	h.mu.Unlock()
	h.notify()
}

// state returns the mode without opening the log (logSaved until known otherwise).
func (h *logHandle) state() (logMode, string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.mode, h.reason
}

func (h *logHandle) closedByOtherTab() {
	h.mu.Lock()
	h.mode, h.reason = logClosed, texts.KeyLogErrClosed
	h.mu.Unlock()
	h.notify()
}

// watch calls f whenever the log changes (a write here or in another tab, a mode change);
// the returned function stops it.
func (h *logHandle) watch(f func()) func() {
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

func (h *logHandle) notify() {
	h.mu.Lock()
	fs := make([]func(), 0, len(h.subs))
	for _, f := range h.subs {
		fs = append(fs, f)
	}
	h.mu.Unlock()
	for _, f := range fs {
		f()
	}
	wakeUI() // the screens' dispatches are drawn now, not at the page's next event (wake_wasm.go)
}

// watchLog makes a component reload (ctx.Dispatch(reload)) when the log changes; call the
// result in OnDismount.
func watchLog(ctx app.Context, reload func(app.Context)) func() {
	return theLog.watch(func() { dispatch(ctx, reload) })
}

// saveIncident adds in to the log as the ruling of this phone's director, who joins its event
// first (directors.go; one transaction per write, off the UI goroutine); then, on the UI
// goroutine, done gets the saved incident and either the "saved" sentence or the error's, or
// (nothing written) the question to ask before logging (ans is the answer to it, once asked).
func saveIncident(ctx app.Context, l msg.Lang, in eventlog.Incident, event string, ans firstAnswer, done func(ctx app.Context, got eventlog.Incident, saved, failed string, q firstQuestion)) {
	var got eventlog.Incident
	var q firstQuestion
	var err error
	me := thisDirector(ctx.LocalStorage())
	withLog(ctx, func(s eventlog.Store) {
		got, q, err = logAs(context.Background(), s, in, me, ans)
	}, func(ctx app.Context) {
		switch {
		case err != nil:
			done(ctx, got, "", engine.ErrorMessage(err, l, texts.KeyLogErrStore), q)
		case q.N > 0:
			done(ctx, got, "", "", q)
		default:
			done(ctx, got, msg.T(l, "app.log.saved", msg.A("label", got.Label()), msg.A("event", event)), "", q)
		}
	})
}

// withLog runs op on the log off the UI goroutine, then done on it.
func withLog(ctx app.Context, op func(s eventlog.Store), done func(app.Context)) {
	ctx.Async(func() {
		s, _, _ := theLog.get()
		op(s)
		dispatch(ctx, done)
	})
}

// openEventID is the ID of the open event ("" when none).
func openEventID(ctx app.Context) string {
	var id string
	ctx.LocalStorage().Get(keyOpenEvent, &id)
	return id
}

func setOpenEvent(ctx app.Context, id string) { ctx.LocalStorage().Set(keyOpenEvent, id) }

// nowMinute is the device's local wall-clock minute.
func nowMinute() eventlog.Minute { return eventlog.MinuteOf(browser.LocalTime()) }

// setLocal writes a localStorage value as go-app's LocalStorage does (off the UI goroutine too).
func setLocal(key, value string) { browser.SetLocal(key, value) }

// requestPersist asks once per device for persistent storage and keeps the answer
// (keyPersisted), so that it asks no more.
func requestPersist() {
	if browser.HasLocal(keyPersisted) {
		return
	}
	browser.RequestPersist(func(granted bool) { setLocal(keyPersisted, strconv.FormatBool(granted)) })
}

// spillStore is the saved log's write path when the device's storage fills up mid-session: a
// write that fails with the quota error copies the stored log into memory, switches this tab to
// the memory log (the banner then says the log is not being saved) and retries the write
// there, so the director's entry is kept until exported instead of being lost.
type spillStore struct {
	eventlog.Store
	h *logHandle
}

// The reads that a store may do faster than the Store interface (eventlog.Counter, Pager) go
// to the saved log itself: an embedded interface passes on only the interface's methods.
var (
	_ eventlog.Counter = (*spillStore)(nil)
	_ eventlog.Pager   = (*spillStore)(nil)
)

// CountIncidents implements eventlog.Counter.
func (s *spillStore) CountIncidents(ctx context.Context, event string) (int, error) {
	return eventlog.CountIncidents(ctx, s.Store, event)
}

// Newest implements eventlog.Pager.
func (s *spillStore) Newest(ctx context.Context, event string, n int) (eventlog.Event, []eventlog.Incident, int, error) {
	return eventlog.Newest(ctx, s.Store, event, n)
}

func isQuota(err error) bool {
	e, ok := errors.AsType[*engine.Error](err)
	return ok && e.Key == texts.KeyLogErrQuota
}

// spill moves the log into memory and returns the memory store.
func (s *spillStore) spill(ctx context.Context) (eventlog.Store, error) {
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
	s.h.use(mem, logMemory, texts.KeyLogErrQuota)
	setLocal(keyBackend, "memory")
	return mem, nil
}

// retry runs op on the saved log, and on the memory log after a spill when the disk is full.
func retry[T any](ctx context.Context, s *spillStore, op func(eventlog.Store) (T, error)) (T, error) {
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

func (s *spillStore) PutEvent(ctx context.Context, e eventlog.Event) error {
	_, err := retry(ctx, s, func(st eventlog.Store) (struct{}, error) { return struct{}{}, st.PutEvent(ctx, e) })
	return err
}

func (s *spillStore) DeleteEvent(ctx context.Context, id string) error {
	_, err := retry(ctx, s, func(st eventlog.Store) (struct{}, error) { return struct{}{}, st.DeleteEvent(ctx, id) })
	return err
}

func (s *spillStore) AddIncident(ctx context.Context, in eventlog.Incident) (eventlog.Incident, error) {
	return retry(ctx, s, func(st eventlog.Store) (eventlog.Incident, error) { return st.AddIncident(ctx, in) })
}

func (s *spillStore) PutIncident(ctx context.Context, in eventlog.Incident) error {
	_, err := retry(ctx, s, func(st eventlog.Store) (struct{}, error) { return struct{}{}, st.PutIncident(ctx, in) })
	return err
}

func (s *spillStore) Revoke(ctx context.Context, event string, number int, by, reason string, at eventlog.Minute) (eventlog.Incident, error) {
	return retry(ctx, s, func(st eventlog.Store) (eventlog.Incident, error) {
		return st.Revoke(ctx, event, number, by, reason, at)
	})
}

func (s *spillStore) Apply(ctx context.Context, p *eventlog.Plan) (eventlog.Report, error) {
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

// dispatch is ctx.Dispatch for work that ends off the UI goroutine (a goroutine of ctx.Async,
// a callback of IndexedDB or of the sync): the change is drawn at once, not at the page's next
// event (wakeUI, wake_wasm.go).
func dispatch(ctx app.Context, fn func(app.Context)) {
	ctx.Dispatch(fn)
	wakeUI()
}
