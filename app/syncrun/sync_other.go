//go:build !wasm

package syncrun

// Natively (pre-rendering, component tests) nothing syncs: every shared log reads as not
// running, and nothing is started.

func Resume()                      {}
func Run(key string)               {}
func Halt(key string, forget bool) {}
func State(key string) View        { return View{} }
func Watch(f func()) func()        { return func() {} }
func WaitHalted(key string)        {}
func PersistState() string         { return "" }

func ClaimSeriesOnServer(id string, s int) error { return nil }
func Renumber(id string, from, to int) error     { return nil }
func Disown(key, docID string) error             { return nil }
func Settle(key, docID string) error             { return nil }
