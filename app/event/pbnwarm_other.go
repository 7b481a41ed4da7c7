//go:build !wasm

package event

// startPBNWarm: outside the browser (the site's generator, the tests) there is no code to
// warm.
func startPBNWarm() {}
