package main

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The list matches go-app as go.mod pins it: every file it replaces or deletes is still
// go-app's own, every patched file is there, every added one is new.
func TestPatchesFitGoApp(t *testing.T) {
	mod, err := moduleDir()
	if err != nil {
		t.Fatal(err)
	}
	list, err := os.ReadFile("../_goapp/patches")
	if err != nil {
		t.Fatal(err)
	}
	es, err := Read(list)
	if err != nil {
		t.Fatal(err)
	}
	repl, err := Plan("../_goapp", mod, es)
	if err != nil {
		t.Fatal(err)
	}
	for f, p := range repl {
		if p == "" {
			continue
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		// every patch says where it is and why
		if !bytes.Contains(b, []byte("// Arbiter: ")) {
			t.Errorf("%s: no \"// Arbiter: \" comment at the change", f)
		}
	}
	// a changed go-app is refused, not patched
	bad := append([]Entry(nil), es...)
	for i := range bad {
		if bad[i].What == "replace" {
			bad[i].Sum = strings.Repeat("0", 64)
			break
		}
	}
	if _, err := Plan("../_goapp", mod, bad); err == nil || !strings.Contains(err.Error(), "not the one patched") {
		t.Errorf("a go-app file with another SHA-256: %v, want refused", err)
	}
}

func TestReadRefuses(t *testing.T) {
	for _, line := range []string{
		"replace route.go abc",
		"delete http.go",
		"add uuid.go 0123",
		"patch route.go -",
		"replace ../route.go " + strings.Repeat("a", 64),
		"replace route.txt " + strings.Repeat("a", 64),
	} {
		if _, err := Read([]byte("# comment\n" + line + "\n")); err == nil {
			t.Errorf("%q: accepted", line)
		}
	}
	es, err := Read([]byte("\n# c\nadd uuid.go -\ndelete http.go " + strings.Repeat("b", 64) + "\n"))
	if err != nil || len(es) != 2 || es[0] != (Entry{"add", "uuid.go", "-"}) || es[1].What != "delete" {
		t.Errorf("Read = %v, %v", es, err)
	}
}

// What the wasm's go-app left out is never asked for by the code built into the wasm: a
// regexp route would panic at start, encrypted state would not be kept, and a persisted
// state would never expire (the start's sweep of the local storage is left out).
func TestWasmCodeAvoidsWhatIsLeftOut(t *testing.T) {
	cmd := exec.Command("go", "list", "-f", "{{.Dir}}\t{{join .GoFiles \" \"}}", "-deps", "./app")
	cmd.Dir = "../.."
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	root, _ := filepath.Abs("../..")
	leftOut := regexp.MustCompile(`\b(RouteWithRegexp|PersistWithEncryption|Persist)\(|\bctx\.(Encrypt|Decrypt)\(`)
	files := 0
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		dir, names, _ := strings.Cut(sc.Text(), "\t")
		if !strings.HasPrefix(dir, root+string(filepath.Separator)) {
			continue // the standard library and modules
		}
		for _, n := range strings.Fields(names) {
			b, err := os.ReadFile(filepath.Join(dir, n))
			if err != nil {
				t.Fatal(err)
			}
			files++
			if m := leftOut.Find(b); m != nil {
				t.Errorf("%s/%s calls %s, which the wasm's go-app leaves out (app/_goapp/README.md)", dir, n, m)
			}
		}
	}
	if files < 50 {
		t.Fatalf("only %d of Arbiter's files are built into the wasm?", files)
	}
}

// The wasm's UUIDs (app/_goapp/uuid.go) are version 4, RFC 9562's variant, and all differ.
func TestUUID(t *testing.T) {
	src, err := os.ReadFile("../_goapp/uuid.go")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	prog := strings.Replace(string(src), "package app", "package main", 1) +
		"\nfunc main() {\n\tfor i := 0; i < 2000; i++ {\n\t\tprintln(newUUID())\n\t}\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "run", filepath.Join(dir, "main.go"))
	out, err := cmd.CombinedOutput() // println writes to stderr
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	form := regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	seen := map[string]bool{}
	for _, u := range strings.Fields(string(out)) {
		if !form.MatchString(u) {
			t.Fatalf("%q is not a version 4 UUID", u)
		}
		if seen[u] {
			t.Fatalf("%q twice", u)
		}
		seen[u] = true
	}
	if len(seen) != 2000 {
		t.Fatalf("%d UUIDs, want 2000", len(seen))
	}
}
