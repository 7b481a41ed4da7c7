//go:build !wasm

package main

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// maxFileLines is the most lines an app Go file may have: past it a file holds more than one
// thing a reader looks for. A file that must be longer is listed in longFiles with the reason.
const maxFileLines = 500

// longFiles are the app's files allowed past maxFileLines, by path under app/, with why.
var longFiles = map[string]string{}

// TestFileSizes holds every Go file under app/ (tests too) to maxFileLines, or to a reason.
func TestFileSizes(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != "." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		n := bytes.Count(b, []byte("\n"))
		if n > maxFileLines {
			if why, ok := longFiles[filepath.ToSlash(path)]; !ok || why == "" {
				t.Errorf("app/%s has %d lines, more than %d: split it by what its parts do, or give the reason in longFiles", filepath.ToSlash(path), n, maxFileLines)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
