//go:build wasm

package syncrun

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"arbiter/app/internal/couch"
	"arbiter/app/logstore"
	"arbiter/engine"
	"arbiter/engine/couchsync"
	"arbiter/engine/eventlog"
	"arbiter/engine/rulesets"
)

// docSig is what tells two versions of a record apart: its version, the versions in conflict
// with it, and (an event) its directors, which merge outside its versions.
func docSig(d couchsync.Doc) string {
	var b strings.Builder
	if d.Kind == couchsync.KindEvent {
		b.WriteString(d.Event.Rev)
		for _, c := range d.Event.Conflicts {
			b.WriteString("|" + c.Rev)
		}
		for _, x := range d.Event.Directors {
			b.WriteString("|" + x.ID + ":" + x.Name + ":" + strconv.Itoa(x.Series))
		}
		return b.String()
	}
	b.WriteString(d.Incident.Rev)
	for _, c := range d.Incident.Conflicts {
		b.WriteString("|" + c.Rev)
	}
	return b.String()
}

// push writes the event's records that changed since they were last written to the local
// database; the replication sends them on.
func (r *syncRunner) push() {
	s, ok := r.link()
	if !ok || s.Event == "" {
		return
	}
	// a record left unwritten (the log not read, the database refusing a write or not
	// answering in time) is tried again after a while: nothing else may change the log
	left := false
	defer func() { r.pushLater(left) }()
	st, _, _ := logstore.TheLog.Get()
	ctx := context.Background()
	ev, err := st.GetEvent(ctx, s.Event)
	if err != nil {
		e, ok := errors.AsType[*engine.Error](err)
		left = !ok || e.Code != engine.ENOTFOUND // an event no longer in the log: nothing to write
		return
	}
	incs, err := st.ListIncidents(ctx, s.Event)
	if err != nil {
		left = true
		return
	}
	// what the local database holds is merged only when it is a valid record of this event
	// whose directors with rulings keep their letters; anything else (an invalid version,
	// another event's, a director moved to another letter, written to the server) gets this
	// phone's record on top of it
	rulings := map[string]bool{}
	for _, in := range incs {
		rulings[in.By] = true
	}
	claimed := r.claimedFn()
	me := syncDirector().ID
	valid := func(d couchsync.Doc) bool {
		switch d.Kind {
		case couchsync.KindEvent:
			if d.Event.ID != ev.ID || len(eventlog.CheckEvent(rulesets.Get, &d.Event, d.ID)) > 0 {
				return false
			}
			for _, x := range d.Event.Directors {
				if k, ok := ev.Director(x.ID); ok && k.Series != x.Series && rulings[x.ID] && !(x.Series > k.Series && claimed(x.ID, x.Series)) {
					return false
				}
			}
			return true
		case couchsync.KindIncident:
			// a version of this director's ruling made by no director of the event: theirs goes on top
			return d.Incident.Event == ev.ID && !(d.Incident.By == me && couchsync.Restorable(&d, &ev))
		}
		return false
	}
	docs := make([]couchsync.Doc, 0, len(incs)+1)
	docs = append(docs, couchsync.Doc{Kind: couchsync.KindEvent, ID: couchsync.EventDocID, Event: ev})
	for i := range incs {
		in := &incs[i]
		docs = append(docs, couchsync.Doc{Kind: couchsync.KindIncident, ID: couchsync.IncidentDocID(in.ID), Incident: *in, Author: r.authorOf(in, me)})
	}
	wrote := 0
	// this director's incidents written while the log is kept in memory: noted in the link
	// (syncLink.Wrote), so that the pull takes them back if the log loses them with its page
	var mine []string
	inMemory := !logSaved()
	note := func(d couchsync.Doc) {
		if inMemory && d.Kind == couchsync.KindIncident && d.Incident.By == me && d.Author == me {
			mine = append(mine, d.Incident.ID)
		}
	}
	defer func() {
		if len(mine) == 0 {
			return
		}
		UpdateLink(pageStorage{}, r.key, func(x *Link, found bool) bool {
			for _, id := range mine {
				if !slices.Contains(x.Wrote, id) {
					x.Wrote = append(x.Wrote, id)
				}
			}
			return found
		})
	}()
	// records the local database has never held go in batches (one write for many: a log
	// shared with a season's incidents); a batch's document that is there after all (409) is
	// merged one by one below
	var fresh []couchsync.Doc
	for _, d := range docs {
		if _, ok := r.pushed[d.ID]; !ok {
			fresh = append(fresh, d)
		}
	}
	for i := 0; i < len(fresh); i += 200 {
		batch := fresh[i:min(i+200, len(fresh))]
		bodies := make([][]byte, len(batch))
		for j := range batch {
			bodies[j] = batch[j].Body()
		}
		res, err := r.db.BulkDocs(bodies)
		if err != nil || len(res) != len(batch) {
			break
		}
		for j, x := range res {
			if x.Err == nil {
				r.pushed[batch[j].ID] = docSig(batch[j])
				note(batch[j])
				wrote++
			}
		}
	}
	for _, d := range docs {
		if r.stopped() {
			return
		}
		sig := docSig(d)
		if r.pushed[d.ID] == sig {
			continue
		}
		got, err := r.db.PutRecordChecked(d, valid)
		if err != nil {
			left = true
			continue
		}
		r.pushed[d.ID] = docSig(got)
		note(d)
		wrote++
	}
	if wrote > 0 {
		r.mu.Lock()
		upToDate := r.view.Status.State == couch.Paused && r.view.Status.Reason == ""
		r.mu.Unlock()
		if !upToDate {
			n := 0
			UpdateLink(pageStorage{}, r.key, func(x *Link, found bool) bool {
				x.Unsent += wrote
				n = x.Unsent
				return found
			})
			r.set(func(v *View) { v.Unsent = n })
		}
	}
}

// written tells whether the local database holds the log's incident in as the log holds it
// (push wrote, or read, that version).
func (r *syncRunner) written(in eventlog.Incident) bool {
	return r.pushed[couchsync.IncidentDocID(in.ID)] == docSig(couchsync.Doc{Kind: couchsync.KindIncident, Incident: in})
}

// pushLater kicks the loop again after a while when push left a record unwritten, 2 s after
// the first failure, doubling up to a minute while writes keep failing; a push that wrote
// everything starts the wait again from 2 s. Once armed, the kick comes however often push runs.
func (r *syncRunner) pushLater(left bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !left {
		r.againIn = 0
		return
	}
	if r.again != nil {
		return
	}
	r.againIn = min(max(2*r.againIn, 2*time.Second), time.Minute)
	r.again = time.AfterFunc(r.againIn, func() {
		r.mu.Lock()
		r.again = nil
		r.mu.Unlock()
		select {
		case r.kick <- struct{}{}:
		default:
		}
	})
}

// waits tells whether documents wait for a change of the event.
func (r *syncRunner) waits() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.view.Held[couchsync.KeyHoldWait] > 0
}

// heldCounts counts held documents by reason.
func heldCounts(h map[string]string) map[string]int {
	out := map[string]int{}
	for _, k := range h {
		out[k]++
	}
	return out
}

// count compares the records of the server, of the phone's copy of the database and of the log
// (with the held ones), once the replication is idle: the status says "up to date" only when
// they are equal (syncView.Counts).
func (r *syncRunner) count() {
	r.mu.Lock()
	idle := r.view.Status.State == couch.Paused && r.view.Status.Reason == ""
	rep := r.rep
	r.mu.Unlock()
	if !idle || rep == nil || r.stopped() {
		return
	}
	s, ok := r.link()
	if !ok {
		return
	}
	var c Counts
	li, err := r.db.Info()
	if err != nil {
		return
	}
	ri, err := rep.Remote().Info()
	if err != nil {
		return
	}
	c.Server, c.Phone = ri.Docs, li.Docs
	st, _, _ := logstore.TheLog.Get()
	ctx := context.Background()
	inLog := map[string]bool{}
	unpushed := 0
	if s.Event != "" {
		if ev, err := st.GetEvent(ctx, s.Event); err == nil {
			c.Log++
			inLog[couchsync.EventDocID] = true
			if r.pushed[couchsync.EventDocID] != docSig(couchsync.Doc{Kind: couchsync.KindEvent, ID: couchsync.EventDocID, Event: ev}) {
				unpushed++
			}
		}
		incs, err := st.ListIncidents(ctx, s.Event)
		if err != nil {
			return
		}
		for _, in := range incs {
			id := couchsync.IncidentDocID(in.ID)
			c.Log++
			inLog[id] = true
			// a held document (a ruling of this phone's director changed elsewhere) differs on
			// purpose: it is counted and shown as held
			if _, held := s.Held[id]; !held && !r.written(in) {
				unpushed++
			}
		}
	}
	if len(s.Wrote) > 0 && logSaved() {
		// the rulings written while the log was in memory that the saved log holds now
		var kept []string
		for _, id := range s.Wrote {
			if !inLog[couchsync.IncidentDocID(id)] {
				kept = append(kept, id)
			}
		}
		if len(kept) < len(s.Wrote) {
			UpdateLink(pageStorage{}, r.key, func(x *Link, found bool) bool {
				x.Wrote = slices.DeleteFunc(x.Wrote, func(id string) bool { return inLog[couchsync.IncidentDocID(id)] })
				return found
			})
		}
	}
	c.Claims = len(r.claims())
	for id, k := range s.Held {
		switch {
		case inLog[id]:
			c.Differ++ // the log holds this record in another version (its own)
		case k == couchsync.KeyHoldWait:
			c.Waiting++
		default:
			c.Aside++
		}
	}
	c.Unpushed = unpushed
	r.details(ctx, st)
	c.OK = c.Server == c.Phone && c.Phone == c.Log+c.Waiting+c.Aside+c.Claims && unpushed == 0
	r.mu.Lock()
	still := r.view.Status.State == couch.Paused && r.view.Status.Reason == ""
	// idle, and the server holds fewer records than this phone: it lost some (it came back
	// empty), and the replication, which sent them once, will not send them again by itself.
	// The loop starts it again (restart), once for each count the server shows, so that a
	// record the server refuses for good is not sent over and over.
	switch {
	case still && c.Server < c.Phone && c.Server != r.refillN:
		r.refill, r.refillN = true, c.Server // count runs on the loop, which looks next
	case c.Server >= c.Phone:
		r.refillN = -1
	}
	r.mu.Unlock()
	c.OK = c.OK && still
	r.set(func(v *View) { v.Counts = c })
}
