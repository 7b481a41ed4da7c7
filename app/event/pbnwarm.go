package event

import (
	"sync"
	"sync/atomic"
)

// The PBN reader's warm-up. In the browser a wasm function runs first as the baseline
// compiler's slow code and is optimised only once it has run a while, so the first file a
// director opens would be read mostly by slow code (about three times the time of the next).
// When the event page is idle after it has drawn, the app reads a small file of the reader's
// own a few times (pbn.WarmUp, pbn.WarmUps calls, each in an idle moment of its own): the
// code is optimised before a file is picked. It shows nothing and keeps nothing; it stops
// for good when the director picks a file, so it never runs beside a director's reading.

var (
	pbnWarmOnce sync.Once   // the warm-up runs once in the app's life
	pbnWarmStop atomic.Bool // the director picked a file: no warm-up read after
)

// warmPBN starts the warm-up (once; pbnwarm_wasm.go, nothing outside the browser).
func warmPBN() { pbnWarmOnce.Do(startPBNWarm) }

// stopPBNWarm: the director's own reading begins.
func stopPBNWarm() { pbnWarmStop.Store(true) }
