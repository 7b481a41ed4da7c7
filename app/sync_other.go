//go:build !wasm

package main

// Natively (pre-rendering, component tests) nothing syncs: every shared log reads as not
// running, and nothing is started.

func syncResume()                      {}
func syncRun(key string)               {}
func syncHalt(key string, forget bool) {}
func syncState(key string) syncView    { return syncView{} }
func syncWatch(f func()) func()        { return func() {} }
func waitHalted(key string)            {}
func persistState() string             { return "" }

func claimSeriesOnServer(id string, s int) error { return nil }
func syncRenumber(id string, from, to int) error { return nil }
func syncDisown(key, docID string) error         { return nil }
