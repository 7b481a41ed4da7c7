// Package syncrun is the live sync of an event's log without go-app: the links a phone keeps
// (sync.go), the runner of each shared log in the browser (sync_wasm.go, its replication in
// syncreplicate_wasm.go, its durable state in syncdurable_wasm.go) and what a screen may ask
// of it (syncView). The event page's sync section (app/event) draws it.
package syncrun

import (
	"encoding/json"
	"sync"
	"time"

	"arbiter/app/internal/couch"
	"arbiter/app/logstore"
	"arbiter/engine/couchsync"
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

// Link is one shared log on this phone.
type Link struct {
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
	// this phone's director's incidents it wrote into its copy of the database while the log
	// was kept in memory (its storage did not open in time): the log may lose them with the
	// page, and the pull then takes them back as this phone's own, not as forged under its name
	Wrote []string `json:"wrote,omitempty"`
}

// Key names a shared log: one database of one server.
func (s Link) Key() string { return s.Server + "/" + s.DB }

// remote is the database's URL (its name one segment: couchsync.DBURL).
func (s Link) remote() string { return couchsync.DBURL(s.Server, s.DB) }

// syncMu guards keySync between the screens and the runners.
var syncMu sync.Mutex

// syncStorage is where the links live: the page's localStorage (ctx.LocalStorage(), or the
// runner's browser.GetLocal/SetLocal, which read and write the same JSON).
type syncStorage interface {
	get() string
	set(string)
}

type CtxStorage struct{ St logstore.Storage }

func (c CtxStorage) get() (s string) {
	if c.St != nil {
		c.St.Get(keySync, &s)
	}
	return s
}

func (c CtxStorage) set(v string) {
	if c.St != nil {
		c.St.Set(keySync, v)
	}
}

func readLinks(st syncStorage) []Link {
	var out []Link
	if s := st.get(); s != "" {
		if json.Unmarshal([]byte(s), &out) != nil {
			return nil
		}
	}
	return out
}

func writeLinks(st syncStorage, links []Link) {
	b, _ := json.Marshal(links)
	st.set(string(b))
}

// Links lists the shared logs of this phone.
func Links(st syncStorage) []Link {
	syncMu.Lock()
	defer syncMu.Unlock()
	return readLinks(st)
}

// LinkOfEvent is the shared log of event id, if any.
func LinkOfEvent(st syncStorage, id string) (Link, bool) {
	for _, s := range Links(st) {
		if s.Event == id && id != "" {
			return s, true
		}
	}
	return Link{}, false
}

// LinkByKey is the shared log of key, if any.
func LinkByKey(st syncStorage, key string) (Link, bool) {
	for _, s := range Links(st) {
		if s.Key() == key {
			return s, true
		}
	}
	return Link{}, false
}

// linkChanged is told the key of every shared log updateLink changed (the wasm build keeps a
// durable copy of the set-up: syncdurable_wasm.go).
var linkChanged func(key string)

// UpdateLink changes the shared log of key with f (adds it when f is given a new one: ok false);
// f returns false to remove it.
func UpdateLink(st syncStorage, key string, f func(s *Link, found bool) bool) {
	updateLinkQuiet(st, key, f)
	if linkChanged != nil {
		linkChanged(key)
	}
}

// updateLinkQuiet is updateLink without telling linkChanged.
func updateLinkQuiet(st syncStorage, key string, f func(s *Link, found bool) bool) {
	syncMu.Lock()
	defer syncMu.Unlock()
	links := readLinks(st)
	out := links[:0]
	found := false
	for _, s := range links {
		if s.Key() == key {
			found = true
			if !f(&s, true) {
				continue
			}
		}
		out = append(out, s)
	}
	if !found {
		var s Link
		if f(&s, false) {
			out = append(out, s)
		}
	}
	writeLinks(st, out)
}

// Last is the server and user typed last.
type Last struct {
	Server string `json:"server"`
	User   string `json:"user"`
}

func LastTyped(st logstore.Storage) Last {
	var s string
	var v Last
	if st != nil && st.Get(keySyncLast, &s) == nil && s != "" {
		json.Unmarshal([]byte(s), &v)
	}
	return v
}

func SetLastTyped(st logstore.Storage, v Last) {
	b, _ := json.Marshal(v)
	st.Set(keySyncLast, string(b))
}

// View is what a screen shows of a shared log's runner.
type View struct {
	Running  bool           // a replication runs (or is starting)
	Status   couch.Status   // its latest status
	Problem  string         // a message key of a problem outside the replication ("" none)
	Unsent   int            // this phone's changes written for the server since it was last up to date
	Held     map[string]int // documents of the database not imported, by reason (couchsync.KeyHold…)
	Counts   Counts         // the records counted on both sides once the replication was idle
	Last     int64          // when it was last up to date both ways: the phone's wall clock as UTC, Unix ms
	OtherTab bool           // another tab of the app syncs this log (this one waits to take over)
	Rows     []HeldRow      // held clashes, authors' conflicts and renumbered rulings, by name (syncheld.go)
	Progress Progress       // the records here of the server's, while the log comes in
	Claims   map[int]string // the letters claimed on the server (as far as the phone's copy holds them): series → director
}

// Counts are the records of a shared log counted on the server, in the phone's copy of the
// database and in the log, with the documents held (waiting or set aside). OK: taken while
// the replication was idle, and every record of one side is on the other.
type Counts struct {
	Server, Phone, Log, Waiting, Aside, Unpushed int
	Claims                                       int // the series letters' claims (couchsync.ClaimDoc): documents, not records
	Differ                                       int // held documents of records the log holds in its own version (counted in Log)
	OK                                           bool
}

// LastSynced is a link's last up-to-date time, as the phone's wall clock ("" when never).
func LastSynced(s Link, v View) string {
	ms := v.Last
	if ms == 0 {
		ms = s.Last
	}
	if ms == 0 {
		return ""
	}
	return time.UnixMilli(ms).UTC().Format("2006-01-02 15:04")
}
