//go:build wasm

package couch

import (
	"fmt"
	"sync"
	"syscall/js"
	"time"
)

// Replication is a live replication both ways between a local database and a server's.
type Replication struct {
	h         js.Value
	funcs     []js.Func
	listeners []listener // the handlers of funcs on PouchDB's emitters, removed at release
	remote    *DB

	mu       sync.Mutex
	st       Status
	paused   [2]bool  // push, pull
	errs     [2]error // the error each direction paused on (nil: up to date)
	queue    []Status
	wake     chan struct{}
	ended    chan struct{} // closed at complete or error
	endOnce  sync.Once
	onStatus func(Status)

	finished [2]bool       // push, pull: the direction emitted complete or error
	released chan struct{} // closed when the handlers are let go (release)
	relOnce  sync.Once
}

// listener is a handler of funcs on one of PouchDB's emitters.
type listener struct {
	on    js.Value
	event string
	f     js.Func
}

// When the handlers are let go: PouchDB may still call a direction's handlers after the sync
// emitted error (the other direction, cancelled, completes in its own time), so they go once
// both directions and the sync reported their end, or cancelWait+releaseWait after Cancel
// when PouchDB does not say so. They are first taken off PouchDB's emitters, then released
// releaseGrace later (an emit under way calls the handlers it listed before).
var (
	cancelWait   = CallTimeout // how long Cancel waits for PouchDB to stop
	releaseWait  = CallTimeout // how long after Cancel the handlers wait for PouchDB's last event
	releaseGrace = time.Second
)

const (
	push = 0
	pull = 1
)

// Sync starts a live replication both ways (PouchDB's sync with live and retry) between local
// and the database at remoteURL, as user. onStatus (may be nil) gets every change of the
// status, in order, on a goroutine of the replication's (never on the JS event loop). It
// returns at once: errors of the server come as statuses.
func Sync(local *DB, remoteURL, user, password string, onStatus func(Status)) (r *Replication, err error) {
	remote, err := OpenRemote(remoteURL, user, password)
	if err != nil {
		return nil, err
	}
	r = &Replication{remote: remote, wake: make(chan struct{}, 1), ended: make(chan struct{}), onStatus: onStatus,
		st: Status{State: Active, Pending: -1}, released: make(chan struct{})}
	defer func() {
		if x := recover(); x != nil {
			r.release()
			err = fmt.Errorf("pouchdb: sync: %v", x)
		}
	}()
	backOff := r.fn(func(args []js.Value) any {
		prev := 0
		if len(args) > 0 && args[0].Type() == js.TypeNumber {
			prev = args[0].Int()
		}
		next := 2 * prev
		if next < 1000 {
			next = 1000
		}
		if max := int(MaxBackOff / time.Millisecond); next > max {
			next = max
		}
		return next
	})
	opts := object("live", true, "retry", true, "back_off_function", backOff)
	r.h = js.Global().Get("PouchDB").Call("sync", local.v, remote.v, opts)
	r.on(r.h, "change", func(args []js.Value) any {
		if len(args) == 0 {
			return nil
		}
		info := args[0]
		ch := info.Get("change")
		n := 0
		if docs := ch.Get("docs"); docs.Truthy() {
			n = docs.Length()
		}
		r.update(func(s *Status) {
			if str(info.Get("direction")) == "push" {
				s.Pushed += n
			} else {
				s.Pulled += n
				if p := ch.Get("pending"); p.Type() == js.TypeNumber {
					s.Pending = p.Int()
				}
			}
		})
		return nil
	})
	r.on(r.h, "active", func([]js.Value) any {
		r.update(func(s *Status) {
			s.State, s.Reason, s.HTTPStatus, s.Detail = Active, "", 0, ""
		})
		return nil
	})
	// The sync's own "paused" carries no error: each direction's does.
	for dir, name := range []string{"push", "pull"} {
		dir := dir
		d := r.h.Get(name)
		r.on(d, "paused", func(args []js.Value) any {
			var err error
			if len(args) > 0 && args[0].Truthy() {
				err = jsErr(args[0])
			}
			r.mu.Lock()
			r.paused[dir], r.errs[dir] = true, err
			r.mu.Unlock()
			r.settle()
			return nil
		})
		r.on(d, "active", func([]js.Value) any {
			r.mu.Lock()
			r.paused[dir], r.errs[dir] = false, nil
			r.mu.Unlock()
			return nil
		})
		// a direction's last event: complete (cancelled) or error (a refusal it does not retry)
		for _, last := range []string{"complete", "error"} {
			r.on(d, last, func([]js.Value) any {
				r.mu.Lock()
				r.finished[dir] = true
				r.mu.Unlock()
				r.releaseIfFinished()
				return nil
			})
		}
	}
	r.on(r.h, "error", func(args []js.Value) any {
		e := &Error{Name: "error", Message: "unknown"}
		if len(args) > 0 {
			e, _ = jsErr(args[0]).(*Error)
		}
		r.update(func(s *Status) {
			s.State, s.Reason, s.HTTPStatus, s.Detail = Failed, e.Reason(), e.Status, e.Message
		})
		r.end()
		r.releaseIfFinished()
		return nil
	})
	r.on(r.h, "complete", func([]js.Value) any {
		r.update(func(s *Status) {
			if s.State != Failed {
				s.State = Stopped
			}
		})
		r.end()
		r.releaseIfFinished()
		return nil
	})
	go r.deliver()
	return r, nil
}

// fn wraps a handler of PouchDB's events: it never blocks and never lets a panic reach JS.
func (r *Replication) fn(f func(args []js.Value) any) js.Func {
	j := js.FuncOf(func(_ js.Value, args []js.Value) (out any) {
		defer func() {
			if x := recover(); x != nil {
				out = nil
			}
		}()
		return f(args)
	})
	r.mu.Lock()
	r.funcs = append(r.funcs, j)
	r.mu.Unlock()
	return j
}

// on adds handler f (fn) of event to PouchDB's emitter em.
func (r *Replication) on(em js.Value, event string, f func(args []js.Value) any) {
	j := r.fn(f)
	em.Call("on", event, j)
	r.mu.Lock()
	r.listeners = append(r.listeners, listener{on: em, event: event, f: j})
	r.mu.Unlock()
}

// settle sets the status once both directions paused: up to date, or waiting to retry on the
// first error.
func (r *Replication) settle() {
	r.mu.Lock()
	both := r.paused[push] && r.paused[pull]
	err := r.errs[pull]
	if err == nil {
		err = r.errs[push]
	}
	r.mu.Unlock()
	if !both && err == nil {
		return
	}
	r.update(func(s *Status) {
		if s.State == Failed || s.State == Stopped {
			return
		}
		s.State = Paused
		if err == nil {
			s.Reason, s.HTTPStatus, s.Detail = "", 0, ""
			s.LastSynced = time.Now()
			s.Pending = 0
			return
		}
		e, _ := err.(*Error)
		if e == nil {
			e = &Error{Message: err.Error()}
		}
		s.Reason, s.HTTPStatus, s.Detail = e.Reason(), e.Status, e.Message
	})
}

// update changes the status and queues it for onStatus (never blocks).
func (r *Replication) update(f func(*Status)) {
	r.mu.Lock()
	f(&r.st)
	r.queue = append(r.queue, r.st)
	r.mu.Unlock()
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

// deliver hands the queued statuses to onStatus in order, until the replication ended and the
// queue is empty.
func (r *Replication) deliver() {
	for {
		r.mu.Lock()
		q := r.queue
		r.queue = nil
		r.mu.Unlock()
		for _, s := range q {
			if r.onStatus != nil {
				r.onStatus(s)
			}
		}
		if len(q) > 0 {
			continue
		}
		select {
		case <-r.wake:
		case <-r.ended:
			r.mu.Lock()
			left := len(r.queue)
			r.mu.Unlock()
			if left == 0 {
				return
			}
		}
	}
}

func (r *Replication) end() {
	r.endOnce.Do(func() { close(r.ended) })
}

// Remote is the server's database the replication syncs with (for its counts: Info).
func (r *Replication) Remote() *DB { return r.remote }

// Status is the replication's latest status.
func (r *Replication) Status() Status {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.st
}

// Done is closed when the replication stopped (cancelled, or an error it does not retry).
func (r *Replication) Done() <-chan struct{} { return r.ended }

// Cancel stops the replication and waits (at most CallTimeout) until PouchDB says it stopped.
// Its handlers go once PouchDB reported its last event, or a while later when it does not.
func (r *Replication) Cancel() error {
	go func() {
		select {
		case <-r.released:
		case <-time.After(cancelWait + releaseWait):
			r.release()
		}
	}()
	select {
	case <-r.ended:
	default:
		func() {
			defer func() { recover() }()
			r.h.Call("cancel")
		}()
		select {
		case <-r.ended:
		case <-time.After(cancelWait):
			return fmt.Errorf("pouchdb: cancel: %w", ErrTimeout)
		}
	}
	return nil
}

// releaseIfFinished releases the handlers once both directions and the sync reported their end.
func (r *Replication) releaseIfFinished() {
	r.mu.Lock()
	done := r.finished[push] && r.finished[pull]
	r.mu.Unlock()
	select {
	case <-r.ended:
	default:
		done = false
	}
	if done {
		r.release()
	}
}

// release takes the handlers off PouchDB's emitters and releases them releaseGrace later.
func (r *Replication) release() {
	r.relOnce.Do(func() {
		r.mu.Lock()
		ls, fs := r.listeners, r.funcs
		r.listeners, r.funcs = nil, nil
		r.mu.Unlock()
		for _, l := range ls {
			func() {
				defer func() { recover() }()
				l.on.Call("removeListener", l.event, l.f)
			}()
		}
		close(r.released)
		go func() {
			time.Sleep(releaseGrace)
			for _, f := range fs {
				f.Release()
			}
		}()
	})
}
