//go:build !wasm

package couch

import (
	"crypto/sha256"
	"fmt"
	"os"
	"strings"
	"testing"
)

// The vendored script, pinned: the npm package pouchdb@9.0.0's dist/pouchdb.min.js and its
// LICENSE, byte for byte as published (a changed or replaced file fails here).
const (
	vendorScript     = "../../../web/vendor/pouchdb-9.0.0.min.js"
	vendorScriptHash = "17ed174bf4d3230e7bd0fd13a0eb92163f68ac0fa38a71946662bd45b58d8fcb"
	vendorLicense    = "../../../web/vendor/pouchdb-9.0.0.LICENSE.txt"
	vendorLicenseSum = "bf41d90b4fb789f6eac84eafedafe33695311236732f4efe8e3ebf9f4521c719"
)

// TestVendored: the vendored PouchDB is 9.0.0 as published, with its Apache-2.0 license.
func TestVendored(t *testing.T) {
	for _, f := range []struct{ path, sum string }{{vendorScript, vendorScriptHash}, {vendorLicense, vendorLicenseSum}} {
		b, err := os.ReadFile(f.path)
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprintf("%x", sha256.Sum256(b)); got != f.sum {
			t.Errorf("%s: sha256 %s, want %s (the published file)", f.path, got, f.sum)
		}
	}
	b, _ := os.ReadFile(vendorScript)
	if !strings.HasPrefix(string(b), "// PouchDB 9.0.0\n") {
		t.Errorf("%s does not begin with PouchDB 9.0.0's banner", vendorScript)
	}
	l, _ := os.ReadFile(vendorLicense)
	if !strings.Contains(string(l), "Apache License") || !strings.Contains(string(l), "Version 2.0") {
		t.Errorf("%s is not the Apache License 2.0", vendorLicense)
	}
}
