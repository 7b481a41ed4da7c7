// Command goappfork makes the go-app the wasm is built with (build.sh): go-app v10.1.11's
// pkg/app and pkg/errors, copied from the module cache into build/goapp and patched with the
// unified diffs of app/_goapp: without the server side (net/http and with it crypto/tls),
// regexp routes, encrypted state and github.com/google/uuid (app/_goapp/README.md). It writes
// build/go.wasm.mod (go.mod with go-app replaced by that copy) and build/go.wasm.sum, and
// prints the first's path for `go build -modfile`:
//
//	GOOS=js GOARCH=wasm go build -modfile="$(go run ./app/goappfork)" ./app
//
// Every file a diff patches must still be go-app's own, byte for byte (app/_goapp/sums holds
// their SHA-256), and every hunk must find its context exactly: a go-app that changed stops
// the build, naming the diff and the hunk, instead of being patched blindly. The diff of
// go-app's app.js (pkg/app/gen/app.js) is checked here and applied by the generator to the
// app.js it writes (app/generate.go). The generator and every native build use go-app
// unpatched.
package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"arbiter/app/goappfork/udiff"
)

const module = "github.com/maxence-charriere/go-app/v10"

// AppJS is go-app's app.js, as its module holds it: its diff is applied by the generator.
const AppJS = "pkg/app/gen/app.js"

func main() {
	out := flag.String("o", "build", "the folder to write goapp/, go.wasm.mod and go.wasm.sum into")
	dir := flag.String("patches", "app/_goapp", "the folder of the diffs and their sums")
	flag.Parse()
	mod, err := moduleDir()
	if err == nil {
		err = fork(*out, *dir, mod)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "goappfork:", err)
		os.Exit(1)
	}
	fmt.Println(filepath.Join(*out, "go.wasm.mod"))
}

// moduleDir is go-app's folder in the module cache, at go.mod's version (downloaded if needed).
func moduleDir() (string, error) {
	b, err := exec.Command("go", "mod", "download", "-json", module).Output()
	if err != nil {
		return "", fmt.Errorf("go mod download %s: %w", module, err)
	}
	var m struct{ Dir, Error string }
	if err := json.Unmarshal(b, &m); err != nil {
		return "", err
	}
	if m.Error != "" || m.Dir == "" {
		return "", fmt.Errorf("go mod download %s: %q", module, m.Error)
	}
	return m.Dir, nil
}

// ReadSums reads a sums file (sha256sum's form: "<sha256>  <path in go-app's module>").
func ReadSums(b []byte) (map[string]string, error) {
	sums := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 2 || len(f[0]) != 64 || strings.Trim(f[0], "0123456789abcdef") != "" || !fs.ValidPath(f[1]) {
			return nil, fmt.Errorf("line %d: want <sha256> <path in go-app's module>", n)
		}
		if _, dup := sums[f[1]]; dup {
			return nil, fmt.Errorf("line %d: %s twice", n, f[1])
		}
		sums[f[1]] = f[0]
	}
	return sums, sc.Err()
}

// Patched is one file the diffs make.
type Patched struct {
	Diff string // the diff's file name in the patches' folder
	Path string // the file's path in go-app's module (pkg/app/...)
	Text []byte // the patched file
}

// Patch checks the diffs of the folder dir against go-app's folder mod and the sums, and
// applies them. The errors name the diff, the file and the hunk.
func Patch(dir, mod string) ([]Patched, error) {
	b, err := os.ReadFile(filepath.Join(dir, "sums"))
	if err != nil {
		return nil, err
	}
	sums, err := ReadSums(b)
	if err != nil {
		return nil, fmt.Errorf("%s/sums: %w", dir, err)
	}
	names, err := filepath.Glob(filepath.Join(dir, "*.diff"))
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("%s: no diff", dir)
	}
	var out []Patched
	seen := map[string]string{}
	for _, name := range names {
		d := filepath.Base(name)
		b, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		files, err := udiff.Parse(b)
		if err != nil {
			return nil, fmt.Errorf("%s/%s: %w", dir, d, err)
		}
		for _, f := range files {
			p, err := patchOne(dir, d, mod, f, sums)
			if err != nil {
				return nil, err
			}
			if prev, dup := seen[p.Path]; dup {
				return nil, fmt.Errorf("%s/%s: %s is patched by %s too: one diff a file", dir, d, p.Path, prev)
			}
			seen[p.Path] = d
			out = append(out, p)
		}
	}
	for p := range sums {
		if _, ok := seen[p]; !ok {
			return nil, fmt.Errorf("%s/sums: %s is patched by no diff", dir, p)
		}
	}
	return out, nil
}

func patchOne(dir, d, mod string, f udiff.File, sums map[string]string) (Patched, error) {
	p := Patched{Diff: d, Path: f.New}
	if f.Old == "/dev/null" {
		if _, err := os.Stat(filepath.Join(mod, filepath.FromSlash(f.New))); err == nil {
			return p, fmt.Errorf("%s/%s: go-app has a file %s now", dir, d, f.New)
		}
		if _, ok := sums[f.New]; ok {
			return p, fmt.Errorf("%s/sums: %s is a new file: no SHA-256", dir, f.New)
		}
	} else if f.Old != f.New {
		return p, fmt.Errorf("%s/%s: patches %s into %s: no renaming", dir, d, f.Old, f.New)
	}
	if f.New != AppJS && (path.Dir(f.New) != "pkg/app" || !strings.HasSuffix(f.New, ".go") || strings.HasSuffix(f.New, "_test.go")) {
		return p, fmt.Errorf("%s/%s: patches %s, not a Go file of go-app's pkg/app (nor %s)", dir, d, f.New, AppJS)
	}
	var src []byte
	if f.Old != "/dev/null" {
		var err error
		if src, err = os.ReadFile(filepath.Join(mod, filepath.FromSlash(f.Old))); err != nil {
			return p, fmt.Errorf("%s/%s: go-app's file: %w", dir, d, err)
		}
		want, ok := sums[f.Old]
		if !ok {
			return p, fmt.Errorf("%s/sums: no SHA-256 of %s", dir, f.Old)
		}
		if s := sha256.Sum256(src); hex.EncodeToString(s[:]) != want {
			return p, fmt.Errorf("%s/%s: go-app's %s is not the one patched (SHA-256 %x, want %s): redo the diff (%s/README.md)", dir, d, f.Old, s, want, dir)
		}
	}
	text, err := f.Apply(src)
	if err != nil {
		return p, fmt.Errorf("%s/%s: %w: go-app moved, redo the diff (%s/README.md)", dir, d, err, dir)
	}
	p.Text = text
	return p, nil
}

// fork writes the wasm's go-app into out (writeFork) with the diffs of the folder dir.
func fork(out, dir, mod string) error {
	ps, err := Patch(dir, mod)
	if err != nil {
		return err
	}
	return writeFork(out, mod, ".", ps)
}

// writeFork writes out/goapp (go-app's folder mod's pkg/app and pkg/errors without their tests,
// with the patched files ps), and out/go.wasm.mod and out/go.wasm.sum from the go.mod and
// go.sum of the folder repo.
func writeFork(out, mod, repo string, ps []Patched) error {
	root := filepath.Join(out, "goapp")
	if err := os.RemoveAll(root); err != nil {
		return err
	}
	for _, pkg := range []string{"app", "errors"} {
		if err := copyGo(filepath.Join(mod, "pkg", pkg), filepath.Join(root, "pkg", pkg)); err != nil {
			return err
		}
	}
	ps = slices.DeleteFunc(ps, func(p Patched) bool { return p.Path == AppJS }) // the generator's
	for _, p := range ps {
		if err := os.WriteFile(filepath.Join(root, filepath.FromSlash(p.Path)), p.Text, 0o644); err != nil {
			return err
		}
	}
	if err := copyFile(filepath.Join(mod, "LICENSE"), filepath.Join(root, "LICENSE")); err != nil {
		return err
	}
	// the patched packages import nothing outside the standard library and themselves
	gomod := "module " + module + "\n\ngo 1.23.0\n"
	if err := os.WriteFile(filepath.Join(root, "go.mod"), []byte(gomod), 0o644); err != nil {
		return err
	}
	abs, err := filepath.Abs(root)
	if err != nil {
		return err
	}
	main, err := os.ReadFile(filepath.Join(repo, "go.mod"))
	if err != nil {
		return err
	}
	main = append(main, "\n// the wasm's go-app: app/goappfork\nreplace "+module+" => "+abs+"\n"...)
	if err := os.WriteFile(filepath.Join(out, "go.wasm.mod"), main, 0o644); err != nil {
		return err
	}
	return copyFile(filepath.Join(repo, "go.sum"), filepath.Join(out, "go.wasm.sum"))
}

// copyGo copies a package's Go files, its tests left out.
func copyGo(from, to string) error {
	es, err := os.ReadDir(from)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(to, 0o755); err != nil {
		return err
	}
	for _, e := range es {
		n := e.Name()
		if e.Type()&fs.ModeType != 0 || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		if err := copyFile(filepath.Join(from, n), filepath.Join(to, n)); err != nil {
			return err
		}
	}
	return nil
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o644)
}
