//go:build js

package pbn

import (
	"runtime/debug"
	"testing"
)

// TestHoldGCRestores: a reading in the browser gives the collector back its setting, whatever
// it was, also when the file is refused.
func TestHoldGCRestores(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	for _, pct := range []int{100, 400, -1} {
		for _, data := range [][]byte{readTestdata(t, "session16.pbn"), []byte("no pbn here")} {
			debug.SetGCPercent(pct)
			ParseIn(data, "")
			if got := debug.SetGCPercent(pct); got != pct {
				t.Errorf("GOGC after ParseIn(%d bytes) = %d, want %d", len(data), got, pct)
			}
		}
	}
}
