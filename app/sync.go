package main

import (
	"encoding/json"
	"sync"
	"time"

	"arbiter/app/internal/couch"
	"arbiter/engine/couchsync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The live sync of an event's log with a CouchDB database. What this phone syncs
// lives in localStorage (keySync): per shared log the server, the database, the director's own
// user and password (they never leave the device: no link, export or log carries them), whether
// it is on, and how far the server's changes were read. Nothing here makes a request: the
// runner (sync_wasm.go) starts only for a shared log that is on, so with sync off the app
// loads no script of it and asks no server anything.

// localStorage keys of the sync.
const (
	keySync     = "arbiter.sync"      // JSON list of syncLink
	keySyncLast = "arbiter.sync.last" // JSON {server, user}: what was typed last, offered next time
)

// syncLink is one shared log on this phone.
type syncLink struct {
	Event    string `json:"event,omitempty"` // the event's ID; "" until a joined database's event arrived
	Server   string `json:"server"`          // couchsync.CheckServer's form
	DB       string `json:"db"`
	User     string `json:"user"`
	Password string `json:"password"`
	On       bool   `json:"on"`
	Seq      string `json:"seq,omitempty"`    // the local database's last change imported into the log
	Last     int64  `json:"last,omitempty"`   // when it was last up to date both ways (the phone's wall clock as UTC, Unix ms)
	Unsent   int    `json:"unsent,omitempty"` // this phone's changes written for the server since it was last up to date
	// documents of the database not imported into the log: ID → why (couchsync.KeyHoldWait:
	// tried again when the event changes; the other KeyHold… keys: set aside)
	Held map[string]string `json:"held,omitempty"`
}

// key names a shared log: one database of one server.
func (s syncLink) key() string { return s.Server + "/" + s.DB }

// remote is the database's URL (its name one segment: couchsync.DBURL).
func (s syncLink) remote() string { return couchsync.DBURL(s.Server, s.DB) }

// syncMu guards keySync between the screens and the runners.
var syncMu sync.Mutex

// syncStorage is where the links live: the page's localStorage (ctx.LocalStorage(), or the
// runner's browser.GetLocal/SetLocal, which read and write the same JSON).
type syncStorage interface {
	get() string
	set(string)
}

type ctxStorage struct{ st app.BrowserStorage }

func (c ctxStorage) get() (s string) {
	if c.st != nil {
		c.st.Get(keySync, &s)
	}
	return s
}

func (c ctxStorage) set(v string) {
	if c.st != nil {
		c.st.Set(keySync, v)
	}
}

func readLinks(st syncStorage) []syncLink {
	var out []syncLink
	if s := st.get(); s != "" {
		if json.Unmarshal([]byte(s), &out) != nil {
			return nil
		}
	}
	return out
}

func writeLinks(st syncStorage, links []syncLink) {
	b, _ := json.Marshal(links)
	st.set(string(b))
}

// syncLinks lists the shared logs of this phone.
func syncLinks(st syncStorage) []syncLink {
	syncMu.Lock()
	defer syncMu.Unlock()
	return readLinks(st)
}

// linkOfEvent is the shared log of event id, if any.
func linkOfEvent(st syncStorage, id string) (syncLink, bool) {
	for _, s := range syncLinks(st) {
		if s.Event == id && id != "" {
			return s, true
		}
	}
	return syncLink{}, false
}

// linkByKey is the shared log of key, if any.
func linkByKey(st syncStorage, key string) (syncLink, bool) {
	for _, s := range syncLinks(st) {
		if s.key() == key {
			return s, true
		}
	}
	return syncLink{}, false
}

// linkChanged is told the key of every shared log updateLink changed (the wasm build keeps a
// durable copy of the set-up: syncdurable_wasm.go).
var linkChanged func(key string)

// updateLink changes the shared log of key with f (adds it when f is given a new one: ok false);
// f returns false to remove it.
func updateLink(st syncStorage, key string, f func(s *syncLink, found bool) bool) {
	updateLinkQuiet(st, key, f)
	if linkChanged != nil {
		linkChanged(key)
	}
}

// updateLinkQuiet is updateLink without telling linkChanged.
func updateLinkQuiet(st syncStorage, key string, f func(s *syncLink, found bool) bool) {
	syncMu.Lock()
	defer syncMu.Unlock()
	links := readLinks(st)
	out := links[:0]
	found := false
	for _, s := range links {
		if s.key() == key {
			found = true
			if !f(&s, true) {
				continue
			}
		}
		out = append(out, s)
	}
	if !found {
		var s syncLink
		if f(&s, false) {
			out = append(out, s)
		}
	}
	writeLinks(st, out)
}

// syncLast is the server and user typed last.
type syncLast struct {
	Server string `json:"server"`
	User   string `json:"user"`
}

func lastTyped(st app.BrowserStorage) syncLast {
	var s string
	var v syncLast
	if st != nil && st.Get(keySyncLast, &s) == nil && s != "" {
		json.Unmarshal([]byte(s), &v)
	}
	return v
}

func setLastTyped(st app.BrowserStorage, v syncLast) {
	b, _ := json.Marshal(v)
	st.Set(keySyncLast, string(b))
}

// syncView is what a screen shows of a shared log's runner.
type syncView struct {
	Running  bool           // a replication runs (or is starting)
	Status   couch.Status   // its latest status
	Problem  string         // a message key of a problem outside the replication ("" none)
	Unsent   int            // this phone's changes written for the server since it was last up to date
	Held     map[string]int // documents of the database not imported, by reason (couchsync.KeyHold…)
	Counts   syncCounts     // the records counted on both sides once the replication was idle
	Last     int64          // when it was last up to date both ways: the phone's wall clock as UTC, Unix ms
	OtherTab bool           // another tab of the app syncs this log (this one waits to take over)
	Rows     []heldRow      // held clashes, authors' conflicts and renumbered rulings, by name (syncheld.go)
	Progress syncProgress   // the records here of the server's, while the log comes in
	Claims   map[int]string // the letters claimed on the server (as far as the phone's copy holds them): series → director
}

// syncCounts are the records of a shared log counted on the server, in the phone's copy of the
// database and in the log, with the documents held (waiting or set aside). OK: taken while
// the replication was idle, and every record of one side is on the other.
type syncCounts struct {
	Server, Phone, Log, Waiting, Aside, Unpushed int
	Claims                                       int // the series letters' claims (couchsync.ClaimDoc): documents, not records
	Differ                                       int // held documents of records the log holds in its own version (counted in Log)
	OK                                           bool
}

// clubSyncServer is the sync server the club file in force names ("" when none).
func clubSyncServer(st app.BrowserStorage) string {
	if f, _ := clubFileIn(st); f != nil {
		return f.SyncServer
	}
	return ""
}

// allowedByBuild tells whether the site's policy lets the app reach server: the baked club
// file's sync server was written into the build's connect-src (app/main_gen.go).
func allowedByBuild(server string) bool {
	f := baked()
	return f != nil && f.SyncServer != "" && couchsync.Origin(f.SyncServer) == couchsync.Origin(server)
}

// lastSynced is a link's last up-to-date time, as the phone's wall clock ("" when never).
func lastSynced(s syncLink, v syncView) string {
	ms := v.Last
	if ms == 0 {
		ms = s.Last
	}
	if ms == 0 {
		return ""
	}
	return time.UnixMilli(ms).UTC().Format("2006-01-02 15:04")
}
