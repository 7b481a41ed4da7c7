// Package shared gives the engine's tests what they read from the sibling folder ../shared
// (next to the repository root): the rules catalogue's rule IDs and the seed texts' 8-word
// sequences. When ../shared is there, they are read from it and the repository's committed
// copies in testdata/ must match it; on a clone of the repository alone, the committed copies
// are used. The seed texts themselves are not in the repository: only hashes of their 8-word
// sequences are. Refresh the copies with
//
//	go test ./engine/internal/shared -update
//
// Only tests import this package.
package shared

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
)

// Refresh is the command that rewrites the committed copies from ../shared.
const Refresh = "go test ./engine/internal/shared -update"

var root = sync.OnceValues(func() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = up
	}
})

// Root returns the repository root: the nearest folder holding go.mod above the working
// directory (a test runs in its package's folder).
func Root() (string, error) { return root() }

// Sibling returns the folder ../shared/<sub> next to the repository root when it exists, else "".
func Sibling(sub string) string {
	r, err := Root()
	if err != nil {
		return ""
	}
	dir := filepath.Join(filepath.Dir(r), "shared", sub)
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return ""
	}
	return dir
}

// stale is the error of a committed copy that no longer matches ../shared.
func stale(copy, from string) error {
	return fmt.Errorf("the committed copy engine/internal/shared/testdata/%s is out of date with %s: refresh with `%s` and commit it", copy, from, Refresh)
}
