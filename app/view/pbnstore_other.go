//go:build !wasm

package view

import "sync"

// Natively (pre-rendering, tests) the events' files are kept in memory.
var pbnMem struct {
	sync.Mutex
	m map[string]PbnStored
}

func pbnGet(id string) (PbnStored, bool, error) {
	pbnMem.Lock()
	defer pbnMem.Unlock()
	s, ok := pbnMem.m[id]
	return s, ok, nil
}

func pbnPut(s PbnStored) error {
	pbnMem.Lock()
	defer pbnMem.Unlock()
	if pbnMem.m == nil {
		pbnMem.m = map[string]PbnStored{}
	}
	pbnMem.m[s.Event] = s
	return nil
}

func pbnDelete(id string) error {
	pbnMem.Lock()
	defer pbnMem.Unlock()
	delete(pbnMem.m, id)
	return nil
}
