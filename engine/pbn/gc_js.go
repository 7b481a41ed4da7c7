//go:build js

package pbn

import (
	"runtime"
	"runtime/debug"
)

// holdGC stops the collector while a file is read in the browser, and returns what starts it
// again. Nearly all that a reading allocates is the File it returns (about four fifths; the
// rest is the slabs' growth), so collections during it would find little to free, while in
// the browser's wasm the collector runs on the page's only thread, each time marking the whole
// File read so far — in a first reading with its code not yet optimised. The reading's peak
// memory is then what it allocates, below what a collected heap reaches before its next
// collection (twice what is live, GOGC=100): the wasm's memory, which never shrinks, is
// smaller. A collection already due (an earlier reading's garbage) is done first, not held.
func holdGC() func() {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	if m.NextGC > 0 && m.HeapAlloc >= m.NextGC {
		runtime.GC()
	}
	old := debug.SetGCPercent(-1)
	return func() { debug.SetGCPercent(old) }
}
