//go:build wasm

package syncrun

import (
	"context"
	"errors"
	"sort"

	"arbiter/app/internal/couch"
	"arbiter/app/logstore"
	"arbiter/engine"
	"arbiter/engine/couchsync"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// Who made a version, two directors on one letter, and the acts that settle them (sync_wasm.go's
// runner; syncheld.go shows them).
//   - Authors: every incident document names the director whose phone made its version
//     (couchsync.AuthorField). The runner writes its director for the versions made here and
//     passes on the author it read for the versions it imported (authors, by version).
//   - Clashes: an incident whose number the log gives to another director's (two directors took
//     one letter without the server) is kept aside and shown beside the log's, with both
//     directors' names. Once its director renumbered their rulings (eventlog.Renumber), the
//     renumbered record gives way to the other one (eventlog.GiveWay) on every phone.
//   - Acts: renumber my rulings to a new letter (claimed on the server first, as joining
//     does); disown a ruling written under my name that this phone never wrote (a version
//     revoked by me, for every phone).

// noteAuthors keeps the authors the documents name, by document and version.
func (r *syncRunner) noteAuthors(docs []couchsync.Doc) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.authors == nil {
		r.authors = map[string]string{}
	}
	for _, d := range docs {
		if d.Kind == couchsync.KindIncident && d.Author != "" {
			r.authors[d.ID+"|"+d.Incident.Rev] = d.Author
		}
	}
}

// authorOf is the author a document of in names: the one read for its version; else this
// phone's director when the version was made here (their own ruling, or a version of a ruling
// read from the server); else the director who logged it (a record of a director's file).
func (r *syncRunner) authorOf(in *eventlog.Incident, me string) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	id := couchsync.IncidentDocID(in.ID)
	if a, ok := r.authors[id+"|"+in.Rev]; ok {
		return a
	}
	if in.By == "" || in.By == me {
		return me
	}
	for _, v := range in.Revs {
		if _, ok := r.authors[id+"|"+v]; ok {
			return me
		}
	}
	return in.By
}

// claimedFn tells whether the phone's copy of the database holds a director's claim of a
// series (read once, when first asked).
func (r *syncRunner) claimedFn() func(string, int) bool {
	var claims map[int]string
	return func(dir string, s int) bool {
		if claims == nil {
			claims = map[int]string{}
			if rows, err := r.db.Prefixed(couchsync.ClaimPrefix); err == nil {
				for _, row := range rows {
					if c, ok := couchsync.ParseClaim(row.Doc); ok {
						claims[c.Series] = c.Director.ID
					}
				}
			}
		}
		return claims[s] == dir
	}
}

// local is logLocal with the claims of the phone's copy of the database.
func (r *syncRunner) local(ctx context.Context, st eventlog.Store, event string) *couchsync.Local {
	loc := logLocal(ctx, st, event)
	loc.Claimed = r.claimedFn()
	if !logSaved() {
		// a log kept in memory starts empty: it cannot tell which rulings this phone wrote,
		// and holds none of them as forged
		loc.Wrote = func(string) bool { return true }
	} else if s, ok := r.link(); ok && len(s.Wrote) > 0 {
		wrote := map[string]bool{}
		for _, id := range s.Wrote {
			wrote[id] = true
		}
		loc.Wrote = func(id string) bool { return wrote[id] }
	}
	return loc
}

// settle ends what a renumbering settled: a clash whose kept-aside record its director
// renumbered is kept aside as renumbered; one whose record in the log was renumbered takes
// its place (eventlog.GiveWay) and the renumbered one is kept aside — only once the local
// database holds the log's version of it, which the log then no longer does.
func (r *syncRunner) settle(ctx context.Context, st eventlog.Store) {
	s, ok := r.link()
	if !ok || s.Event == "" {
		return
	}
	var ids []string
	for id, k := range s.Held {
		if k == couchsync.KeyHoldClash {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return
	}
	sort.Strings(ids)
	rows, err := r.db.GetMany(ids)
	if err != nil {
		return
	}
	var held []couchsync.Held
	var seen []string
	for _, row := range rows {
		d, err := couchsync.ParseDoc(row.Doc)
		if err != nil || d.Kind != couchsync.KindIncident {
			continue
		}
		in := d.Incident
		if eventlog.Renumbered(&in) {
			held = append(held, couchsync.Held{ID: d.ID, Key: couchsync.KeyHoldRenamed, Err: "renumbered by its director"})
			continue
		}
		ev, err := st.GetEvent(ctx, s.Event)
		if err != nil {
			return
		}
		old, err := st.GetIncident(ctx, s.Event, in.Number)
		if err != nil {
			continue
		}
		if !r.written(old) {
			// the log's version of the ruling that gives way (its renumbering's revocation)
			// is not yet in the local database: once it leaves the log it would be nowhere.
			// It gives way after push wrote it (push tries a failed write again).
			continue
		}
		file, ok := couchsync.File(&ev, nil)
		if !ok {
			return
		}
		doc, err := eventlog.Parse(file, rulesets.Get)
		if err != nil {
			return
		}
		plan, ok, err := eventlog.GiveWay(ctx, st, doc, in)
		if err != nil || !ok {
			continue
		}
		if _, err := st.Apply(ctx, plan); err != nil {
			continue
		}
		r.mu.Lock()
		r.pushed[d.ID] = docSig(d)
		r.mu.Unlock()
		seen = append(seen, d.ID)
		held = append(held, couchsync.Held{ID: couchsync.IncidentDocID(old.ID), Key: couchsync.KeyHoldRenamed, Err: "renumbered by its director, gave way"})
	}
	if len(held) > 0 || len(seen) > 0 {
		r.hold(seen, held)
		logstore.AnnounceLog()
	}
}

// details reads the held documents the page lists by name (syncView.Rows).
func (r *syncRunner) details(ctx context.Context, st eventlog.Store) {
	s, ok := r.link()
	if !ok || s.Event == "" {
		return
	}
	var ids []string
	for id, k := range s.Held {
		switch k {
		case couchsync.KeyHoldClash, couchsync.KeyHoldAuthor, couchsync.KeyHoldRenamed, couchsync.KeyHoldChanged, couchsync.KeyHoldOverruled:
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	var out []HeldRow
	if len(ids) > 0 {
		rows, err := r.db.GetMany(ids)
		if err != nil {
			return
		}
		for _, row := range rows {
			d, err := couchsync.ParseDoc(row.Doc)
			if err != nil || d.Kind != couchsync.KindIncident {
				continue
			}
			in := d.Incident
			h := HeldRow{DocID: d.ID, Key: s.Held[d.ID], Label: in.Label(), By: in.By, Author: d.Author, Notes: in.Notes,
				Revoked: in.Status == eventlog.Revoked, RevokedBy: in.RevokedBy}
			if old, err := st.GetIncident(ctx, s.Event, in.Number); err == nil {
				h.LogBy = old.By
				h.InLog = old.ID == in.ID
			}
			if h.Key == couchsync.KeyHoldOverruled {
				// the version written over: who made it, and its notes
				for _, o := range d.Overruled {
					if o.SettledBy == "" {
						h.Author, h.Notes = o.Author, o.Notes
						break
					}
				}
			}
			out = append(out, h)
		}
	}
	r.set(func(v *View) { v.Rows = out })
}

// progress counts the records here against the server's while the log comes in
// (syncView.Progress): the log's and the held ones, of the server's documents less the
// letters' claims.
func (r *syncRunner) progress(ctx context.Context, st eventlog.Store) {
	s, ok := r.link()
	r.mu.Lock()
	rep := r.rep
	r.mu.Unlock()
	if !ok || s.Event == "" || rep == nil {
		return
	}
	ri, err := rep.Remote().Info()
	if err != nil {
		return
	}
	claims := len(r.claims())
	n, err := eventlog.CountIncidents(ctx, st, s.Event)
	if err != nil {
		return
	}
	have := n + 1 + heldHere(s.Held, func(ids []string) int { return r.heldInLog(ctx, st, s.Event, ids) })
	r.set(func(v *View) { v.Progress = Progress{Have: have, Of: ri.Docs - claims} })
}

// heldInLog counts the held incident documents (ids) whose incident the log holds in another
// version: the same incident ID under its number. A document that cannot be read counts as not
// in the log.
func (r *syncRunner) heldInLog(ctx context.Context, st eventlog.Store, event string, ids []string) int {
	rows, err := r.db.GetMany(ids)
	if err != nil {
		return 0
	}
	n := 0
	for _, row := range rows {
		d, err := couchsync.ParseDoc(row.Doc)
		if err != nil || d.Kind != couchsync.KindIncident {
			continue
		}
		if old, err := st.GetIncident(ctx, event, d.Incident.Number); err == nil && old.ID == d.Incident.ID {
			n++
		}
	}
	return n
}

// claims reads the letters' claims of the phone's copy of the database into the view
// (syncView.Claims) and returns them.
func (r *syncRunner) claims() map[int]string {
	out := map[int]string{}
	rows, err := r.db.Prefixed(couchsync.ClaimPrefix)
	if err != nil {
		return out
	}
	for _, row := range rows {
		if c, ok := couchsync.ParseClaim(row.Doc); ok {
			out[c.Series] = c.Director.ID
		}
	}
	r.set(func(v *View) { v.Claims = out })
	return out
}

// keyLetterTaken is the error of a letter another director claimed on the server first.
const keyLetterTaken = "app.sync.letter.taken"

// ClaimSeriesOnServer claims series s of event id for this phone's director on the server of
// the event's shared log (nothing when the log is not shared or paused): created without
// _rev, a 409 means another director holds it (keyLetterTaken). A server that does not
// answer is no refusal: the letter is taken as without a server.
func ClaimSeriesOnServer(id string, s int) error {
	l, ok := LinkOfEvent(pageStorage{}, id)
	if !ok || !l.On {
		return nil
	}
	if err := loadPouch(); err != nil {
		return nil
	}
	remote, err := couch.OpenRemote(l.remote(), l.User, l.Password)
	if err != nil {
		return nil
	}
	me := syncDirector()
	if rows, err := remote.Prefixed(couchsync.ClaimPrefix); err == nil {
		for _, row := range rows {
			if c, ok := couchsync.ParseClaim(row.Doc); ok && c.Series == s && (c.Event == "" || c.Event == id) {
				if c.Director.ID == me.ID {
					return nil
				}
				return letterTaken(s)
			}
		}
	}
	_, perr := remote.Put(couchsync.ClaimDoc(couchsync.Claim{Series: s, Director: me, Event: id}))
	var pe *couch.Error
	if errors.As(perr, &pe) && pe.Conflict() {
		return letterTaken(s)
	}
	return nil
}

func letterTaken(s int) error {
	return &engine.Error{Code: engine.EINVALID, Key: keyLetterTaken, Field: "event.directors",
		Args: []msg.Arg{msg.A("letter", eventlog.SeriesLetter(s))}}
}

// Renumber moves this phone's director's rulings of event id from series from to series
// to: the letter claimed on the server first (a shared log), then eventlog.Renumber's records
// imported into the log (the sync sends them on).
func Renumber(id string, from, to int) error {
	if err := ClaimSeriesOnServer(id, to); err != nil {
		return err
	}
	st, _, _ := logstore.TheLog.Get()
	ctx := context.Background()
	ev, err := st.GetEvent(ctx, id)
	if err != nil {
		return err
	}
	incs, err := st.ListIncidents(ctx, id)
	if err != nil {
		return err
	}
	me := syncDirector()
	nev, recs, ok := eventlog.Renumber(ev, incs, me.ID, from, to, logstore.NowMinute(), msg.T(msg.EN, "app.sync.renumbered.reason", msg.A("letter", eventlog.SeriesLetter(to))))
	if !ok {
		return letterTaken(to)
	}
	docs := make([]couchsync.Doc, len(recs))
	for i, in := range recs {
		docs[i] = couchsync.Doc{Kind: couchsync.KindIncident, ID: couchsync.IncidentDocID(in.ID), Incident: in}
	}
	if _, err := importDocs(ctx, st, &nev, docs); err != nil {
		return err
	}
	logstore.AnnounceLog()
	return nil
}

// runningDB is the runner of the shared log key and its database; an error when it is not running.
func runningDB(key string) (*syncRunner, *couch.DB, error) {
	runners.Lock()
	r := runners.m[key]
	runners.Unlock()
	if r == nil {
		return nil, nil, errors.New("sync: not running")
	}
	r.mu.Lock()
	db := r.db
	r.mu.Unlock()
	if db == nil {
		return nil, nil, errors.New("sync: not running")
	}
	return r, db, nil
}

// Settle settles, for every phone, the versions of a ruling its director's phone wrote over
// (held: couchsync.KeyHoldOverruled): the document names this phone's director as the one who
// settled them (couchsync.Settle); the record, the director's, does not change.
func Settle(key, docID string) error {
	r, db, err := runningDB(key)
	if err != nil {
		return err
	}
	for try := 0; try < 5; try++ {
		b, err := db.Get(docID, couch.GetOptions{})
		if err != nil {
			return err
		}
		d, err := couchsync.ParseDoc(b)
		if err != nil || d.Kind != couchsync.KindIncident || !d.Open() {
			return errors.New("sync: nothing to settle")
		}
		d = couchsync.Settle(d, syncDirector().ID)
		_, err = db.Put(d.Body())
		var pe *couch.Error
		if errors.As(err, &pe) && pe.Conflict() {
			continue // written meanwhile: read again
		}
		if err != nil {
			return err
		}
		r.set(func(v *View) {}) // the page reads the rows again
		select {
		case r.pullQ <- struct{}{}:
		default:
		}
		return nil
	}
	return errors.New("sync: the document keeps changing")
}

// Disown revokes, for every phone, a ruling written under this phone's director's name that
// this phone never wrote (held: couchsync.KeyHoldAuthor): its next version, revoked by the
// director now, goes to the server with this phone's director as its author.
func Disown(key, docID string) error {
	r, db, err := runningDB(key)
	if err != nil {
		return err
	}
	b, err := db.Get(docID, couch.GetOptions{})
	if err != nil {
		return err
	}
	d, err := couchsync.ParseDoc(b)
	me := syncDirector()
	if err != nil || d.Kind != couchsync.KindIncident || d.Incident.By != me.ID {
		return errors.New("sync: not a ruling under this director's name")
	}
	in := eventlog.RevokedVersion(d.Incident, me.ID, msg.T(msg.EN, "app.sync.disowned.reason"), logstore.NowMinute())
	d.Incident, d.Author = in, me.ID
	if _, err := db.PutRecord(d); err != nil {
		return err
	}
	r.noteAuthors([]couchsync.Doc{d})
	return nil
}
