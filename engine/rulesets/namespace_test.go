package rulesets_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestSharedKeysInMsg: the shared namespaces (field., out., party., unit., group., err., val.,
// common.) are registered in engine/msg only; an area registering one there would collide with
// the next area that needs the same word.
func TestSharedKeysInMsg(t *testing.T) {
	shared := regexp.MustCompile(`"(field|out|party|unit|group|err|val|common)\.[^"]*"\s*:`)
	root := filepath.Join("..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "msg" || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(b), "\n") {
			if m := shared.FindString(line); m != "" {
				t.Errorf("%s:%d registers the shared key %s outside engine/msg", path, i+1, strings.TrimSuffix(strings.TrimSpace(m), ":"))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
