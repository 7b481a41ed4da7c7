//go:build !wasm

package syncrun

// Natively (pre-rendering, component tests) nothing syncs: every shared log reads as not
// running, and nothing is started.

func SyncResume()                      {}
func SyncRun(key string)               {}
func SyncHalt(key string, forget bool) {}
func SyncState(key string) SyncView    { return SyncView{} }
func SyncWatch(f func()) func()        { return func() {} }
func WaitHalted(key string)            {}
func PersistState() string             { return "" }

func ClaimSeriesOnServer(id string, s int) error { return nil }
func SyncRenumber(id string, from, to int) error { return nil }
func SyncDisown(key, docID string) error         { return nil }
func SyncSettle(key, docID string) error         { return nil }
