//go:build wasm

package main

import (
	"sync"

	"arbiter/app/internal/idb"
)

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

func pbnGet(id string) (pbnStored, bool, error) {
	f, err := pbnFiles()
	if err != nil {
		return pbnStored{}, false, err
	}
	x, ok, err := f.Get(id)
	return pbnStored(x), ok, err
}

func pbnPut(s pbnStored) error {
	f, err := pbnFiles()
	if err != nil {
		return err
	}
	return f.Put(idb.File(s))
}

func pbnDelete(id string) error {
	f, err := pbnFiles()
	if err != nil {
		return err
	}
	return f.Delete(id)
}
