package view

import (
	"errors"
	"sync"

	"arbiter/app/internal/idb"
	"arbiter/app/logstore"
	"arbiter/engine"
	"arbiter/engine/pbn"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// An event's session file (PBN): stored with the event on this device (pbnstore_*.go), read
// by the event page (event/pbn.go) and by the calculators' "Board from file" (pbnboard.go).

// PbnStored is an event's file as stored: its text decoded to UTF-8, the encoding it was read
// in and its name on the director's device.
type PbnStored struct {
	Event    string `json:"event"`
	Name     string `json:"name"`
	Encoding string `json:"encoding"`
	Text     string `json:"text"`
}

// EventFile is an event's file, parsed.
type EventFile struct {
	Event, Name, Encoding string
	File                  *pbn.File
}

// The last file read, so that every calculator does not parse it again.
var pbnCache struct {
	sync.Mutex
	id   string
	read bool
	f    *EventFile
}

// readEventFile reads the file of event id (nil when it has none). It blocks: call it off the
// UI goroutine.
func readEventFile(id string) (*EventFile, error) {
	pbnCache.Lock()
	defer pbnCache.Unlock()
	if pbnCache.read && pbnCache.id == id {
		return pbnCache.f, nil
	}
	s, ok, err := pbnGet(id)
	if noStorage(err) {
		return nil, nil // nothing was ever stored (the log's banner says why)
	}
	if err != nil {
		return nil, err
	}
	var ef *EventFile
	if ok {
		f, err := pbn.ParseIn([]byte(s.Text), pbn.UTF8) // stored decoded: a charset it declares is no longer its own
		if err != nil {
			return nil, err
		}
		ef = &EventFile{Event: id, Name: s.Name, Encoding: s.Encoding, File: f}
	}
	pbnCache.id, pbnCache.read, pbnCache.f = id, true, ef
	return ef, nil
}

// StoreEventFile stores an event's file (text in UTF-8) and keeps it as the last read. In a
// browser without IndexedDB (where the log too is only in memory) it is kept for this tab.
func StoreEventFile(s PbnStored, f *pbn.File) error {
	if err := pbnPut(s); err != nil && !noStorage(err) {
		return err
	}
	pbnCache.Lock()
	pbnCache.id, pbnCache.read, pbnCache.f = s.Event, true, &EventFile{Event: s.Event, Name: s.Name, Encoding: s.Encoding, File: f}
	pbnCache.Unlock()
	return nil
}

// DropEventFile removes an event's file.
func DropEventFile(id string) error {
	pbnCache.Lock()
	if pbnCache.id == id {
		pbnCache.read, pbnCache.f = false, nil
	}
	pbnCache.Unlock()
	return pbnDelete(id)
}

// WithEventFile reads event id's file off the UI goroutine, then calls done on it. The log
// opens first: a page's first read of the log never waits behind the files' database.
func WithEventFile(ctx app.Context, id string, done func(ctx app.Context, f *EventFile, err error)) {
	ctx.Async(func() {
		logstore.TheLog.Get()
		f, err := readEventFile(id)
		Dispatch(ctx, func(ctx app.Context) { done(ctx, f, err) })
	})
}

// FileEventName is the file's event name (its first Event tag that says one).
func FileEventName(f *pbn.File) string {
	for i := range f.Games {
		if e := f.Games[i].Event; e != "" && e != "?" && e != "#" {
			return e
		}
	}
	return ""
}

// noStorage reports the error of a browser without IndexedDB.
func noStorage(err error) bool {
	var e *engine.Error
	return errors.As(err, &e) && e.Key == idb.KeyMissing
}
