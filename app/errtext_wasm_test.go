package main

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// errText is the sentence the log's screens show for err. The app calls engine.ErrorMessage
// with the log's fallback itself; this name stays for the browser-side IndexedDB tests
// (idb_wasm_test.go) that still use it.
func errText(l msg.Lang, err error) string { return engine.ErrorMessage(err, l, keyLogErrStore) }
