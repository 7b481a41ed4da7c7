//go:build !wasm

package browser

import (
	"testing"
	"time"
)

// Natively every function answers as a browser without the feature: no callback is called,
// nothing is stored, no file is read.
func TestNative(t *testing.T) {
	called := false
	ShareOrCopy("https://x.test/", "x", func(string) { called = true })
	ReadText("f", 10, func(string, string, error) { called = true })
	StorageEstimate(func(StorageInfo) { called = true })
	RequestPersist(func(bool) { called = true })
	OpenChannel("c", func() { called = true }).Post("m")
	Download("x.json", "application/json", []byte("{}"))
	Print()
	if called {
		t.Error("a callback was called natively")
	}
	SetLocal("k", "v")
	if HasLocal("k") {
		t.Error("HasLocal after SetLocal natively")
	}
	if _, err := ReadFile("f"); err == nil {
		t.Error("ReadFile natively read a file")
	}
	if d := time.Since(LocalTime()); d < 0 || d > time.Minute {
		t.Errorf("LocalTime is %v from now", d)
	}
	if Origin() == "" {
		t.Error("no origin")
	}
}
