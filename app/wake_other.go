//go:build !wasm

package main

// wakeUI: natively there is no event loop to wake (wake_wasm.go).
func wakeUI() {}
