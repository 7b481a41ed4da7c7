//go:build !wasm

package main

// appVersion is the generator's version (the pre-rendered page shows it before the wasm runs).
func appVersion() string { return version }

func checkForUpdate() {}
