//go:build !wasm

package logstore

import "arbiter/engine/eventlog"

// Natively (pre-rendering, tests) the log is eventlog.Mem.
func openBackend(lookup eventlog.Lookup, onClose func()) (eventlog.Store, error) {
	return eventlog.NewMem(lookup), nil
}
