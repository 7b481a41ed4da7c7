// Package idb is the event log's store in the browser: eventlog.Store on IndexedDB (the
// wasm build only; natively the app keeps the log in an eventlog.Mem). It knows nothing of
// go-app: the app opens it off the UI goroutine and shows its errors by their keys.
//
// The database of schema version 1 is frozen: one database (eventlog.DBName), two object
// stores and one index, created in onupgradeneeded; a later version adds an
// eventlog.Migrations step that onupgradeneeded runs over the stored records. The browser-side
// tests (idb_wasm_test.go) run in Chromium through e2e.TestWasmUnit.
package idb

// Message keys of the store's errors (the app registers their texts). A DOMException named
// QuotaExceededError is KeyQuota; a connection closed by another tab's upgrade is KeyClosed.
const (
	KeyStore   = "app.log.err.store"   // any other storage error
	KeyQuota   = "app.log.err.quota"   // the device's storage is full
	KeyClosed  = "app.log.err.closed"  // another tab upgraded or deleted the database
	KeyMissing = "app.log.err.missing" // no IndexedDB (private mode, an old browser)
	KeyBlocked = "app.log.err.blocked" // another tab keeps an older version open
	KeySlow    = "app.log.err.slow"    // the database did not open in time (OpenLate goes on trying)
)
