//go:build wasm

package syncrun

import (
	"arbiter/app/internal/browser"
	"arbiter/app/internal/couch"
)

// The runner's live replication (sync_wasm.go's loop): its start, its restart when the server
// came back holding less than the phone, and its statuses, by generation.

// replicate starts the live replication of s (nil: it could not start, the status says why,
// or the runner stopped meanwhile).
func (r *syncRunner) replicate(s Link) *couch.Replication {
	r.mu.Lock()
	r.gen++
	gen := r.gen
	r.mu.Unlock()
	rep, err := couch.Sync(r.db, s.remote(), s.User, s.Password, func(st couch.Status) { r.onStatus(gen, st) })
	if err != nil {
		r.fail("app.sync.nolocal")
		return nil
	}
	r.mu.Lock()
	r.rep = rep
	r.mu.Unlock()
	if r.stopped() {
		rep.Cancel()
		return nil
	}
	return rep
}

// refillAsked tells (once) whether count asked for the replication to start again.
func (r *syncRunner) refillAsked() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	ask := r.refill
	r.refill = false
	return ask
}

// restart replaces the replication: a server that came back empty (restarted without its
// data, or restored from an older copy) is written again. A live replication sends each change
// of this phone once, so the records it sent to the server that was lost stay on the phone; a
// new one starts from the checkpoints both sides hold, the server holds none any more, and
// every record is compared and what the server lacks is sent. The statuses of the replaced
// replication are dropped; the screens show the new one connecting.
func (r *syncRunner) restart(old *couch.Replication) *couch.Replication {
	old.Cancel()
	s, ok := r.link()
	if !ok || r.stopped() {
		return nil
	}
	r.set(func(v *View) { v.Status = couch.Status{State: couch.Active, Pending: -1} })
	return r.replicate(s)
}

// onStatus keeps the replication's status and asks for a pull when documents came in (gen:
// the replication's generation; a replaced one's statuses are dropped).
func (r *syncRunner) onStatus(gen int, st couch.Status) {
	r.mu.Lock()
	if gen != r.gen {
		r.mu.Unlock()
		return
	}
	pulledMore := st.Pulled > r.view.Status.Pulled
	upToDate := st.State == couch.Paused && st.Reason == ""
	r.view.Status = st
	r.view.Counts.OK = false // counted again once idle (count)
	if upToDate {
		r.view.Unsent = 0
		r.view.Last = browser.LocalTime().UnixMilli()
	}
	last := r.view.Last
	r.mu.Unlock()
	if upToDate {
		UpdateLink(pageStorage{}, r.key, func(s *Link, found bool) bool {
			s.Last, s.Unsent = last, 0
			return found
		})
	}
	if pulledMore || upToDate {
		select {
		case r.pullQ <- struct{}{}:
		default:
		}
	}
	syncChanged()
}
