//go:build wasm
// +build wasm

package app

// Arbiter: no GenerateStaticWebsite stub: it names Handler, whose http.go is left out
// of the wasm (app/_goapp/README.md).

func wasmExecJS() string {
	return ""
}
