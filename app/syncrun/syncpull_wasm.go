//go:build wasm

package syncrun

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"time"

	"arbiter/app/internal/browser"
	"arbiter/app/internal/couch"
	"arbiter/app/logstore"
	"arbiter/engine"
	"arbiter/engine/couchsync"
	"arbiter/engine/eventlog"
	"arbiter/engine/rulesets"
)

// pull imports the local database's changes since the last one imported into the log. Nothing
// is dropped (couchsync.Sort): what fits is imported, a record that does not fit the event yet
// waits and is tried again whenever the event changes, what can never fit is set aside; both
// are kept in syncLink.Held, counted and shown. A joining phone takes the event first, wherever
// it is among the changes.
func (r *syncRunner) pull() {
	ctx := context.Background()
	for !r.stopped() {
		s, ok := r.link()
		if !ok {
			return
		}
		st, _, _ := logstore.TheLog.Get()
		var ev *eventlog.Event
		if s.Event != "" {
			if e, err := st.GetEvent(ctx, s.Event); err == nil {
				ev = &e
			}
		}
		if ev == nil {
			if !r.pullEvent(ctx, st, s) {
				break
			}
			continue
		}
		// a log kept in memory (its storage did not open in time) starts empty and may be lost
		// with its page: it takes the whole of the phone's copy of the database (so that a
		// ruling logged into it is numbered after every one of the event), and the link's last
		// change moves on only while the log is saved, so that the next page reads again what
		// was imported into memory
		saved := logSaved()
		seq := s.Seq
		if !saved {
			seq = r.memSeq
		}
		ch, err := r.db.Changes(seq, 500)
		if err != nil || len(ch.Results) == 0 {
			break
		}
		docs, unread := r.read(ch.Results)
		seen := docIDs(docs, unread)
		// a record the log holds in the same version (this phone's own, or imported before) is
		// not imported again
		loc := r.local(ctx, st, s.Event)
		evSig := docSig(couchsync.Doc{Kind: couchsync.KindEvent, Event: *ev})
		over := overruledHeld(docs) // before fresh reuses docs' array
		fresh := docs[:0]
		for _, d := range docs {
			switch d.Kind {
			case couchsync.KindEvent:
				if docSig(d) == evSig {
					continue
				}
			case couchsync.KindIncident:
				if in, ok := loc.Incident(d.Incident.ID); ok && docSig(couchsync.Doc{Kind: couchsync.KindIncident, Incident: in}) == docSig(d) {
					continue
				}
				if s.Held[d.ID] == couchsync.KeyHoldRenamed && r.pushed[d.ID] == docSig(d) {
					// this director's renumbered ruling that gave way to another's of its
					// number (settle), read back in the version this phone wrote: it stays
					// kept aside as renumbered (not in the log, it would look forged)
					seen = slices.DeleteFunc(seen, func(id string) bool { return id == d.ID })
					continue
				}
			}
			fresh = append(fresh, d)
		}
		tr := couchsync.Sort(rulesets.Get, ev, s.Event, fresh, unread, loc)
		tr.Held = append(tr.Held, notHeld(over, tr.Held)...)
		if err := r.importTriage(ctx, st, tr, seen); err != nil {
			return // tried again at the next change
		}
		if saved && logSaved() {
			r.memSeq = ""
			UpdateLink(pageStorage{}, r.key, func(x *Link, found bool) bool {
				x.Seq = ch.LastSeq
				return found
			})
		} else {
			r.memSeq = ch.LastSeq
		}
		for _, h := range tr.Held {
			if h.Key == couchsync.KeyHoldChanged {
				// a version of this director's ruling not made here: this phone's goes on top
				// when no director of the event made it (push: couchsync.Restorable), so that
				// a director who joins later gets the ruling as its director logged it
				delete(r.pushed, h.ID)
				r.push()
			}
			if h.ID == couchsync.EventDocID && !h.Waits() {
				// the server's event document is not this event's valid record (an invalid
				// version, another event's, a director moved to another letter): this phone's
				// goes on top of it (push merges only with a valid one), so that a director
				// who joins later gets the event
				delete(r.pushed, couchsync.EventDocID)
				r.push()
			}
		}
		if tr.EventNew {
			r.retry(ctx, st)
		}
		r.settle(ctx, st)
		r.progress(ctx, st)
		logstore.AnnounceLog()
	}
	r.count()
}

// overruledHeld holds the documents read that list a version written over no director settled
// yet (couchsync.Doc.Open): their record is imported (or the log holds it already), and the
// page shows the version written over as a conflict.
func overruledHeld(docs []couchsync.Doc) []couchsync.Held {
	var out []couchsync.Held
	for i := range docs {
		if d := &docs[i]; d.Kind == couchsync.KindIncident && d.Open() {
			out = append(out, couchsync.Held{ID: d.ID, Key: couchsync.KeyHoldOverruled, Err: "a version written over by its director's phone, not settled"})
		}
	}
	return out
}

// notHeld is hs less the documents held already (held: the triage's reasons come first).
func notHeld(hs, held []couchsync.Held) []couchsync.Held {
	already := map[string]bool{}
	for _, h := range held {
		already[h.ID] = true
	}
	var out []couchsync.Held
	for _, h := range hs {
		if !already[h.ID] {
			out = append(out, h)
		}
	}
	return out
}

// logSaved tells whether the log is saved on the device (not kept in memory).
func logSaved() bool {
	m, _ := logstore.TheLog.State()
	return m == logstore.Saved
}

// pullEvent imports the database's event document into a phone that has not the event yet
// (joining), then takes this director's letter. false: it is not here yet, or not valid.
func (r *syncRunner) pullEvent(ctx context.Context, st eventlog.Store, s Link) bool {
	d, err := r.readDoc(couchsync.EventDocID)
	if err != nil {
		var pe *couch.Error
		if !errors.As(err, &pe) || !pe.NotFound() {
			r.hold(nil, []couchsync.Held{couchsync.Unreadable(couchsync.EventDocID, err)})
		}
		return false
	}
	docs, seen := []couchsync.Doc{d}, []string{couchsync.EventDocID}
	var loc *couchsync.Local
	if !logSaved() && s.Event != "" {
		// a log kept in memory takes the event with every incident of the phone's copy at
		// once: a ruling logged into it meanwhile would take a number one of them has
		if rows, err := r.db.AllDocs(); err == nil {
			var ch []couch.Change
			for _, row := range rows {
				if couchsync.KindOf(row.ID) == couchsync.KindIncident {
					ch = append(ch, couch.Change{ID: row.ID, Doc: row.Doc})
				}
			}
			incs, _ := r.read(ch)
			docs = append(docs, incs...)
			seen = docIDs(docs, nil)
			loc = r.local(ctx, st, s.Event)
		}
	}
	tr := couchsync.Sort(rulesets.Get, nil, s.Event, docs, nil, loc)
	if tr.Event == nil {
		r.hold(nil, tr.Held)
		return false
	}
	if err := r.importTriage(ctx, st, tr, seen); err != nil {
		return false
	}
	id := tr.Event.ID
	if s.Event == "" {
		// joined: this phone's director takes their letter now, while online, claimed on the
		// server, so that two directors who join (at the same moment, or then log without a
		// signal) never number alike; the event is named in the link (the join screen then
		// opens it) only once the letter is theirs, so that nothing is logged before
		r.claimLetter(ctx, st, s, id)
	}
	UpdateLink(pageStorage{}, r.key, func(x *Link, found bool) bool {
		if x.Event == "" {
			x.Event = id
		}
		return found
	})
	if s.Event == "" {
		r.push() // the joined event's records as this phone now holds them
	}
	logstore.AnnounceLog()
	return true
}

// claimLetter takes this phone's director's letter in event id with the server's conflict
// detection (couchsync.ClaimDoc: created without _rev, a 409 means another director holds it):
// the claims read first, their directors added to the event, the next free letter claimed,
// and once the server created the claim, the event as this phone holds it names the director
// with that letter. Without an answer from the server it takes the letter as before
// (joinEvent), unclaimed.
func (r *syncRunner) claimLetter(ctx context.Context, st eventlog.Store, s Link, id string) {
	me := syncDirector()
	remote, err := couch.OpenRemote(s.remote(), s.User, s.Password)
	for try := 0; err == nil && try <= eventlog.MaxSeries; try++ {
		var rows []couch.Row
		if rows, err = remote.Prefixed(couchsync.ClaimPrefix); err != nil {
			break
		}
		var claims []couchsync.Claim
		for _, row := range rows {
			if c, ok := couchsync.ParseClaim(row.Doc); ok {
				claims = append(claims, c)
			}
		}
		old, gerr := st.GetEvent(ctx, id)
		if gerr != nil {
			return
		}
		if d, ok := old.Director(me.ID); ok && d.Series == 0 {
			return // the event's first director: no letter
		}
		ev, n := couchsync.NextLetter(old, me, claims)
		if n == 0 {
			break // every letter taken: joinEvent says so
		}
		mine := false
		for _, c := range claims {
			mine = mine || c.Series == n && c.Director.ID == me.ID
		}
		if !mine {
			_, perr := remote.Put(couchsync.ClaimDoc(couchsync.Claim{Series: n, Director: me, Event: id}))
			var pe *couch.Error
			if errors.As(perr, &pe) && pe.Conflict() {
				continue // another director claimed it first: read the claims again
			}
			if perr != nil {
				err = perr
				break
			}
		}
		me.Series = n
		ev.Directors = append([]eventlog.Director(nil), ev.Directors...)
		found := false
		for i := range ev.Directors {
			if ev.Directors[i].ID == me.ID {
				ev.Directors[i].Series, ev.Directors[i].Name, found = n, me.Name, true
			}
		}
		if !found {
			ev.Directors = append(ev.Directors, me)
		}
		logstore.PutDirectors(ctx, st, old, ev)
		return
	}
	logstore.JoinEvent(ctx, st, id, me, logstore.LoggedElsewhere)
}

// readDoc reads one document of the local database as a record (a CouchDB conflict ended first).
func (r *syncRunner) readDoc(id string) (couchsync.Doc, error) {
	b, err := r.db.Get(id, couch.GetOptions{Conflicts: true})
	if err != nil {
		return couchsync.Doc{}, err
	}
	var head struct {
		Conflicts []string `json:"_conflicts"`
	}
	json.Unmarshal(b, &head)
	if len(head.Conflicts) > 0 {
		if res, ok, err := r.db.Resolve(id); err == nil && ok {
			return res.Doc, nil
		}
	}
	return couchsync.ParseDoc(b)
}

// read reads changes as records: a CouchDB conflict is ended with Resolve; a document that is
// not a record is returned in unread (it is set aside); a deleted one is left (a record is
// never deleted: the log keeps it, and the phone writes it again).
func (r *syncRunner) read(ch []couch.Change) (docs []couchsync.Doc, unread []couchsync.Held) {
	for _, c := range ch {
		if c.Deleted || couchsync.IsClaim(c.ID) {
			continue // a letter's claim is not a record (counted apart)
		}
		if c.Conflicts && couchsync.KindOf(c.ID) != "" {
			if res, ok, err := r.db.Resolve(c.ID); err == nil && ok {
				docs = append(docs, res.Doc)
				continue
			}
		}
		d, err := couchsync.ParseDoc(c.Doc)
		if err != nil {
			unread = append(unread, couchsync.Unreadable(c.ID, err))
			continue
		}
		docs = append(docs, d)
	}
	return docs, unread
}

func docIDs(docs []couchsync.Doc, unread []couchsync.Held) []string {
	out := make([]string, 0, len(docs)+len(unread))
	for _, d := range docs {
		out = append(out, d.ID)
	}
	for _, h := range unread {
		out = append(out, h.ID)
	}
	return out
}

// importTriage imports a triage's event and incidents into the log as a director's file, and
// keeps what it held: seen are the IDs of every document the triage read (those not held any
// more leave syncLink.Held).
func (r *syncRunner) importTriage(ctx context.Context, st eventlog.Store, tr couchsync.Triage, seen []string) error {
	held := tr.Held
	if tr.Event != nil && (tr.EventNew || len(tr.Incidents) > 0) {
		plan, err := importDocs(ctx, st, tr.Event, tr.Incidents)
		if err != nil {
			return err
		}
		held = append(held, couchsync.PlanHeld(plan, tr.Incidents)...)
	}
	for _, d := range tr.Incidents {
		if _, ok := r.pushed[d.ID]; !ok {
			r.pushed[d.ID] = docSig(d)
		}
	}
	r.noteAuthors(tr.Incidents)
	r.hold(seen, held)
	return nil
}

// hold keeps held documents in syncLink.Held; the other documents of seen leave it.
func (r *syncRunner) hold(seen []string, held []couchsync.Held) {
	if len(seen) == 0 && len(held) == 0 {
		return
	}
	var n map[string]string
	UpdateLink(pageStorage{}, r.key, func(x *Link, found bool) bool {
		for _, id := range seen {
			delete(x.Held, id)
		}
		for _, h := range held {
			if x.Held == nil {
				x.Held = map[string]string{}
			}
			x.Held[h.ID] = h.Key
		}
		n = x.Held
		return found
	})
	for _, h := range held {
		println("sync: held", h.ID, h.Key, h.Err)
	}
	r.set(func(v *View) { v.Held = heldCounts(n) })
}

// retry tries the waiting documents again (the event changed). What it imports may settle a
// clash (a renumbered ruling taken in): its callers settle after it.
func (r *syncRunner) retry(ctx context.Context, st eventlog.Store) {
	for round := 0; round < 3 && !r.stopped(); round++ {
		s, ok := r.link()
		if !ok || s.Event == "" {
			return
		}
		var ids []string
		for id, k := range s.Held {
			if k == couchsync.KeyHoldWait {
				ids = append(ids, id)
			}
		}
		if len(ids) == 0 {
			return
		}
		ev, err := st.GetEvent(ctx, s.Event)
		if err != nil {
			return
		}
		rows, err := r.db.GetMany(ids)
		if err != nil {
			return
		}
		var ch []couch.Change
		for _, row := range rows {
			ch = append(ch, couch.Change{ID: row.ID, Doc: row.Doc, Conflicts: row.Conflicts})
		}
		docs, unread := r.read(ch)
		tr := couchsync.Sort(rulesets.Get, &ev, s.Event, docs, unread, r.local(ctx, st, s.Event))
		if len(tr.Incidents) == 0 && !tr.EventNew {
			return // nothing fits yet
		}
		if r.importTriage(ctx, st, tr, docIDs(docs, unread)) != nil {
			return
		}
		logstore.AnnounceLog()
	}
}

// logLocal is what couchsync.Sort may ask of the log about event: this phone's director, the
// log's incidents (read once, when first asked).
func logLocal(ctx context.Context, st eventlog.Store, event string) *couchsync.Local {
	var byID map[string]eventlog.Incident
	var by map[string]bool
	load := func() {
		if byID != nil {
			return
		}
		byID, by = map[string]eventlog.Incident{}, map[string]bool{}
		incs, _ := st.ListIncidents(ctx, event)
		for _, in := range incs {
			byID[in.ID] = in
			by[in.By] = true
		}
	}
	return &couchsync.Local{Me: syncDirector().ID,
		Incident:   func(id string) (eventlog.Incident, bool) { load(); in, ok := byID[id]; return in, ok },
		HasRulings: func(d string) bool { load(); return by[d] }}
}

// syncDirector is the director on this phone (directors.go's thisDirector, read by the runner).
func syncDirector() eventlog.Director { return logstore.DirectorIn(browser.GetLocal, browser.SetLocal) }

// importDocs imports an event and incidents into the log as a director's file, and returns
// the applied plan.
func importDocs(ctx context.Context, st eventlog.Store, ev *eventlog.Event, docs []couchsync.Doc) (*eventlog.Plan, error) {
	file, ok := couchsync.File(ev, docs)
	if !ok {
		return nil, errors.New("sync: no event")
	}
	doc, err := eventlog.Parse(file, rulesets.Get)
	if err != nil {
		return nil, err
	}
	if len(doc.Events) == 0 {
		return nil, errors.New("sync: the event was left out")
	}
	for try := 0; ; try++ {
		plan, err := eventlog.NewPlan(ctx, st, doc)
		if err != nil {
			return nil, err
		}
		_, err = st.Apply(ctx, plan)
		if e, ok := errors.AsType[*engine.Error](err); ok && e.Key == eventlog.KeyChanged && try < 5 {
			time.Sleep(50 * time.Millisecond) // another write came between the plan and its Apply
			continue
		}
		if err != nil {
			return nil, err
		}
		return plan, nil
	}
}
