//go:build wasm

package view

import (
	"sync"

	"arbiter/app/internal/browser"
	"arbiter/app/internal/idb"
)

// pbnUsed is the localStorage key set once this device has stored a session file: until then
// no page opens the files' database.
const pbnUsed = "arbiter.pbn.used"

// The events' files are in IndexedDB (idb.Files), opened on first use.
var pbnDB struct {
	sync.Mutex
	f *idb.Files
}

func pbnFiles() (*idb.Files, error) {
	pbnDB.Lock()
	defer pbnDB.Unlock()
	if pbnDB.f == nil {
		f, err := idb.OpenFiles()
		if err != nil {
			return nil, err
		}
		pbnDB.f = f
	}
	return pbnDB.f, nil
}

func pbnGet(id string) (PbnStored, bool, error) {
	if !browser.HasLocal(pbnUsed) {
		return PbnStored{}, false, nil
	}
	f, err := pbnFiles()
	if err != nil {
		return PbnStored{}, false, err
	}
	x, ok, err := f.Get(id)
	return PbnStored(x), ok, err
}

func pbnPut(s PbnStored) error {
	f, err := pbnFiles()
	if err != nil {
		return err
	}
	browser.SetLocal(pbnUsed, "1")
	return f.Put(idb.File(s))
}

func pbnDelete(id string) error {
	if !browser.HasLocal(pbnUsed) {
		return nil
	}
	f, err := pbnFiles()
	if err != nil {
		return err
	}
	return f.Delete(id)
}
