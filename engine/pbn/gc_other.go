//go:build !js

package pbn

// holdGC does nothing outside the browser: there the collector works beside the reading, on
// other threads (gc_js.go).
func holdGC() func() { return func() {} }
