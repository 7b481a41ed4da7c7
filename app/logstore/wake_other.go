//go:build !wasm

package logstore

// WakeUI: natively there is no event loop to wake (wake_wasm.go).
func WakeUI() {}
