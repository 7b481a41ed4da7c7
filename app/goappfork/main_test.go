package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/app/goappfork/udiff"
)

// The diffs fit go-app as go.mod pins it: every file they patch is still go-app's own (its
// SHA-256), every hunk finds its context, every added file is new, and every change says where
// it is and why.
func TestPatchesFitGoApp(t *testing.T) {
	mod, err := moduleDir()
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Patch("../_goapp", mod)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range ps {
		got = append(got, p.Path)
		if p.Path == AppJS {
			continue
		}
		b, err := os.ReadFile(filepath.Join("../_goapp", p.Diff))
		if err != nil {
			t.Fatal(err)
		}
		// every patch of a Go file says where it is and why, in a line it adds
		if !regexp.MustCompile(`(?m)^\+.*// Arbiter: `).Match(b) {
			t.Errorf("%s: no \"// Arbiter: \" comment in a line it adds", p.Diff)
		}
	}
	slices.Sort(got)
	want := []string{"pkg/app/context.go", "pkg/app/crypto.go", "pkg/app/engine.go", "pkg/app/gen/app.js", "pkg/app/http.go", "pkg/app/resource.go", "pkg/app/route.go", "pkg/app/state.go", "pkg/app/uuid.go", "pkg/app/wasm.go"}
	if !slices.Equal(got, want) {
		t.Errorf("the diffs patch %v, want %v", got, want)
	}
}

// A go-app that changed is refused, not patched: a file whose SHA-256 is another, or (the sums
// redone without redoing the diff) a hunk whose context moved, named with its diff and file.
func TestPatchRefusesMovedGoApp(t *testing.T) {
	mod, err := moduleDir()
	if err != nil {
		t.Fatal(err)
	}
	// go-app's files as the diffs need them, in a folder of the test's own
	fake := t.TempDir()
	patches := t.TempDir()
	names, err := filepath.Glob("../_goapp/*.diff")
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range append(names, "../_goapp/sums") {
		if err := copyFile(n, filepath.Join(patches, filepath.Base(n))); err != nil {
			t.Fatal(err)
		}
	}
	sums, err := os.ReadFile("../_goapp/sums")
	if err != nil {
		t.Fatal(err)
	}
	ss, err := ReadSums(sums)
	if err != nil {
		t.Fatal(err)
	}
	for p := range ss {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(fake, p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := copyFile(filepath.Join(mod, p), filepath.Join(fake, p)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Patch(patches, fake); err != nil {
		t.Fatalf("go-app's own files: %v", err)
	}
	// upstream moved: a context line of route.go's second hunk is another
	route := filepath.Join(fake, "pkg", "app", "route.go")
	b, err := os.ReadFile(route)
	if err != nil {
		t.Fatal(err)
	}
	moved := bytes.Replace(b, []byte("func (r *router) routed(path string) bool {"), []byte("func (r *router) isRouted(path string) bool {"), 1)
	if bytes.Equal(moved, b) {
		t.Fatal("route.go has no routed method: move the test's edit")
	}
	if err := os.WriteFile(route, moved, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Patch(patches, fake)
	if err == nil || !strings.Contains(err.Error(), "route.go.diff: go-app's pkg/app/route.go is not the one patched") {
		t.Errorf("route.go with another SHA-256: %v, want refused", err)
	}
	s := sha256.Sum256(moved)
	redone := strings.Replace(string(sums), ss["pkg/app/route.go"], hex.EncodeToString(s[:]), 1)
	if err := os.WriteFile(filepath.Join(patches, "sums"), []byte(redone), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Patch(patches, fake)
	want := regexp.MustCompile(`route\.go\.diff: pkg/app/route\.go: hunk 2 of \d+ \(@@ -\d+,\d+ \+\d+,\d+ @@\) does not match.*: go-app moved, redo the diff`)
	if err == nil || !want.MatchString(err.Error()) {
		t.Errorf("route.go moved: %v, want %s", err, want)
	}
	// a file the sums name and no diff patches, and a new file go-app has now
	if err := os.WriteFile(route, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(patches, "sums"), append(sums, "0000000000000000000000000000000000000000000000000000000000000000  pkg/app/app.go\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Patch(patches, fake); err == nil || !strings.Contains(err.Error(), "pkg/app/app.go is patched by no diff") {
		t.Errorf("a sum without a diff: %v, want refused", err)
	}
	if err := os.WriteFile(filepath.Join(patches, "sums"), sums, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(fake, "pkg", "app", "uuid.go"), []byte("package app\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Patch(patches, fake); err == nil || !strings.Contains(err.Error(), "uuid.go.diff: go-app has a file pkg/app/uuid.go now") {
		t.Errorf("go-app with a uuid.go: %v, want refused", err)
	}
}

func TestReadSumsRefuses(t *testing.T) {
	sum := strings.Repeat("a", 64)
	for _, line := range []string{
		"abc  pkg/app/route.go",
		sum,
		sum + "  ../route.go",
		sum + "  /pkg/app/route.go",
		strings.Repeat("A", 64) + "  pkg/app/route.go",
		sum + "  pkg/app/route.go x",
		sum + "  pkg/app/route.go\n" + sum + "  pkg/app/route.go",
	} {
		if _, err := ReadSums([]byte("# comment\n" + line + "\n")); err == nil {
			t.Errorf("%q: accepted", line)
		}
	}
	ss, err := ReadSums([]byte("\n# c\n" + sum + "  pkg/app/route.go\n" + strings.Repeat("b", 64) + "  pkg/app/gen/app.js\n"))
	if err != nil || len(ss) != 2 || ss["pkg/app/route.go"] != sum || ss["pkg/app/gen/app.js"] != strings.Repeat("b", 64) {
		t.Errorf("ReadSums = %v, %v", ss, err)
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

// The wasm's UUIDs (app/_goapp/uuid.go.diff) are version 4, RFC 9562's variant, and all differ.
func TestUUID(t *testing.T) {
	mod, err := moduleDir()
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Patch("../_goapp", mod)
	if err != nil {
		t.Fatal(err)
	}
	var src []byte
	for _, p := range ps {
		if p.Path == "pkg/app/uuid.go" {
			src = p.Text
		}
	}
	if src == nil {
		t.Fatal("no diff adds pkg/app/uuid.go")
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

// The change proposed to go-app (app/_goapp/README.md's diff: the server side behind !wasm),
// applied alone to go-app as pinned, builds: the floor of bench/ (go-app's hello world, with a
// Handler and GenerateStaticWebsite on the server side) compiles natively and for the browser,
// and the browser's build no longer imports net/http.
func TestUpstreamProposal(t *testing.T) {
	if testing.Short() {
		t.Skip("builds go-app twice")
	}
	mod, err := moduleDir()
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../_goapp/README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, block, ok := strings.Cut(string(readme), "\n```diff\n")
	block, _, ok2 := strings.Cut(block, "\n```")
	if !ok || !ok2 {
		t.Fatal("README.md has no ```diff block")
	}
	files, err := udiff.Parse([]byte(block + "\n"))
	if err != nil {
		t.Fatal(err)
	}
	var ps []Patched
	for _, f := range files {
		src, err := os.ReadFile(filepath.Join(mod, filepath.FromSlash(f.Old)))
		if err != nil {
			t.Fatal(err)
		}
		text, err := f.Apply(src)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, Patched{Diff: "README.md", Path: f.New, Text: text})
	}
	out := t.TempDir()
	if err := writeFork(out, mod, "../..", ps); err != nil {
		t.Fatal(err)
	}
	modfile := "-modfile=" + filepath.Join(out, "go.wasm.mod")
	for _, goos := range []string{"", "js"} {
		args := []string{"build", modfile, "-o", os.DevNull, "./bench/floor"}
		env := os.Environ()
		if goos == "js" {
			env = append(env, "GOOS=js", "GOARCH=wasm")
		}
		cmd := exec.Command("go", args...)
		cmd.Dir, cmd.Env = "../..", env
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("GOOS=%s go build ./bench/floor with the proposed go-app: %v\n%s", goos, err, b)
		}
	}
	cmd := exec.Command("go", "list", modfile, "-deps", "./bench/floor")
	cmd.Dir, cmd.Env = "../..", append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	b, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	deps := strings.Fields(string(b))
	if !slices.Contains(deps, module+"/pkg/app") {
		t.Fatalf("go list -deps ./bench/floor: no %s/pkg/app in %v", module, deps)
	}
	for _, p := range []string{"net/http", "crypto/tls", "crypto/x509"} {
		if slices.Contains(deps, p) {
			t.Errorf("the browser's build with the proposed go-app still imports %s", p)
		}
	}
}
