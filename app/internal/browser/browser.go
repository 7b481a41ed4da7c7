// Package browser is the app's access to the browser beyond the DOM that go-app draws: files
// (download, read a chosen file), the share sheet and the clipboard, printing, the site's
// storage (estimate, persistence, localStorage), the device's local clock, and a
// BroadcastChannel between the app's tabs. It uses syscall/js only, never go-app: callbacks
// run on a JavaScript callback's goroutine, and the app hands them to its UI goroutine
// (ctx.Dispatch).
//
// Every function has a native counterpart (browser_other.go) for pre-rendering and native
// tests: it does nothing, or answers as a browser without the feature would. The
// browser-side tests (browser_wasm_test.go) run in Chromium through e2e.TestWasmUnit.
package browser

import "errors"

// StorageInfo is what the browser says about the site's storage.
type StorageInfo struct {
	Known     bool // the browser answered
	Usage     float64
	Quota     float64
	Persisted bool
}

// ErrTooLarge is ReadText's answer for a file larger than its limit (nothing is read).
var ErrTooLarge = errors.New("the file is too large")
