//go:build !wasm

package settings

// appVersion is the generator's version (the pre-rendered page shows it before the wasm runs).
func appVersion() string { return GenVersion }

// GenVersion is the generator's version: main sets it from its -X version at start-up.
var GenVersion = "dev"

func checkForUpdate() {}
