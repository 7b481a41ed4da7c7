//go:build wasm

package logstore

import (
	"context"

	"arbiter/app/internal/browser"
	"arbiter/app/internal/idb"
	"arbiter/engine/eventlog"
)

// openBackend opens IndexedDB and listens for the other tabs' writes. When it does not open in
// time the tab keeps the log in memory, and the opening goes on: once open, the log kept in
// memory moves in (Handle.MoveIn).
func openBackend(lookup eventlog.Lookup, onClose func()) (eventlog.Store, error) {
	st, err := idb.OpenLate(lookup, onClose, AnnounceLog, func(st *idb.Store) {
		if err := TheLog.MoveIn(context.Background(), st); err != nil {
			println("log: the storage opened late; the log stays in memory:", err.Error())
			st.Close()
			return
		}
		logChannel = browser.OpenChannel("arbiter-log", TheLog.notify)
		AnnounceLog()
	})
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
