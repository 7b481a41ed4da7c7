package engine_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestPurity keeps engine/ free of the browser: nothing under it may depend on go-app or
// syscall/js (style.md §1), so the engine tests natively and the app only adapts it.
func TestPurity(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	cmd := exec.Command("go", "list", "-e", "-deps", "-f", "{{.ImportPath}}", "./engine/...")
	cmd.Dir = ".." // the repository root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -deps ./engine/...: %v", err)
	}
	forbidden := []string{"github.com/maxence-charriere/go-app", "syscall/js"}
	n := 0
	for _, p := range strings.Fields(string(out)) {
		n++
		for _, f := range forbidden {
			if p == f || strings.HasPrefix(p, f+"/") {
				t.Errorf("engine/ depends on %s", p)
			}
		}
	}
	if n == 0 {
		t.Fatal("go list -deps ./engine/... listed no package")
	}
}
