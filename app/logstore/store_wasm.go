//go:build wasm

package logstore

import (
	"arbiter/app/internal/browser"
	"arbiter/app/internal/idb"
	"arbiter/engine/eventlog"
)

// openBackend opens IndexedDB and listens for the other tabs' writes.
func openBackend(lookup eventlog.Lookup, onClose func()) (eventlog.Store, error) {
	st, err := idb.Open(lookup, onClose, AnnounceLog)
	if err != nil {
		return nil, err
	}
	logChannel = browser.OpenChannel("arbiter-log", TheLog.notify)
	return st, nil
}

// logChannel tells the other tabs "changed" after every committed write of the log
// (openBackend opens it once IndexedDB is open).
var logChannel *browser.Channel

// AnnounceLog tells this tab's screens and the other tabs that the log changed.
func AnnounceLog() {
	logChannel.Post("changed")
	go TheLog.notify()
}
