//go:build wasm

package logstore

import "syscall/js"

// nudge is a JS callback that does nothing: the event loop's call into the wasm lets the Go
// runtime run the timers that are due.
var nudge = js.FuncOf(func(js.Value, []js.Value) any { return nil })

// WakeUI makes sure go-app draws what a dispatch from a background goroutine changed: go-app
// draws on its frame ticker, and a ticker reset by a dispatch that a JS event woke (a
// replication's status) was seen not to fire until the next event of the page (the status stayed
// "Syncing…" on screen for minutes after it was up to date). A JS timeout a little after a
// frame calls into the wasm, and the runtime's due timers run. The cause, found later, is
// mended where it was (go-app's frame loop, app/_goapp/engine.go.diff); this stays for the
// runners' own timers, which the same runtime fault could delay.
func WakeUI() {
	js.Global().Call("setTimeout", nudge, 50)
}
