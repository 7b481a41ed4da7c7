// Command goappfork makes the go-app the wasm is built with (build.sh): go-app v10.1.11's
// pkg/app and pkg/errors, copied from the module cache into build/goapp and patched file by
// file as app/_goapp/patches lists them: without the server side (net/http and with it
// crypto/tls), regexp routes, encrypted state and github.com/google/uuid (app/_goapp/README.md).
// It writes build/go.wasm.mod (go.mod with go-app replaced by that copy) and build/go.wasm.sum,
// and prints the first's path for `go build -modfile`:
//
//	GOOS=js GOARCH=wasm go build -modfile="$(go run ./app/goappfork)" ./app
//
// Each file it replaces or deletes must still be go-app's own, byte for byte (its SHA-256 is
// in the list): a go-app that changed stops the build instead of being patched blindly. The
// generator and every native build use go-app unpatched.
package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

const module = "github.com/maxence-charriere/go-app/v10"

func main() {
	out := flag.String("o", "build", "the folder to write goapp/, go.wasm.mod and go.wasm.sum into")
	dir := flag.String("patches", "app/_goapp", "the folder of the patched files and their list")
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

// Entry is one line of the list: what is done to go-app's pkg/app/<File>.
type Entry struct {
	What string // replace, delete or add
	File string
	Sum  string // go-app's own file's SHA-256 (replace, delete)
}

// Read reads the list, checking each line's form.
func Read(list []byte) ([]Entry, error) {
	var es []Entry
	sc := bufio.NewScanner(bytes.NewReader(list))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 3 || filepath.Base(f[1]) != f[1] || !strings.HasSuffix(f[1], ".go") {
			return nil, fmt.Errorf("line %d: want <replace|delete|add> <file.go> <sha256|->", n)
		}
		e := Entry{What: f[0], File: f[1], Sum: f[2]}
		switch e.What {
		case "replace", "delete":
			if len(e.Sum) != 64 {
				return nil, fmt.Errorf("line %d: %s needs go-app's file's SHA-256", n, e.What)
			}
		case "add":
			if e.Sum != "-" {
				return nil, fmt.Errorf("line %d: add takes no SHA-256", n)
			}
		default:
			return nil, fmt.Errorf("line %d: %q is not replace, delete or add", n, e.What)
		}
		es = append(es, e)
	}
	return es, sc.Err()
}

// Plan checks the list against go-app's folder mod and the patches' folder dir, and returns
// what becomes of pkg/app's files: the patched file's path, or "" for a file left out.
func Plan(dir, mod string, es []Entry) (map[string]string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	repl := map[string]string{}
	for _, e := range es {
		orig := filepath.Join(mod, "pkg", "app", e.File)
		b, err := os.ReadFile(orig)
		switch {
		case e.What == "add":
			if err == nil {
				return nil, fmt.Errorf("%s: go-app has a file of that name now", e.File)
			}
		case err != nil:
			return nil, fmt.Errorf("%s: go-app's file: %w", e.File, err)
		default:
			if s := sha256.Sum256(b); hex.EncodeToString(s[:]) != e.Sum {
				return nil, fmt.Errorf("%s: go-app's file is not the one patched (SHA-256 %x, want %s): redo the patch (app/_goapp/README.md)", e.File, s, e.Sum)
			}
		}
		if e.What == "delete" {
			repl[e.File] = ""
			continue
		}
		p := filepath.Join(dir, e.File)
		if _, err := os.Stat(p); err != nil {
			return nil, fmt.Errorf("%s: the patched file: %w", e.File, err)
		}
		repl[e.File] = p
	}
	if len(repl) == 0 {
		return nil, errors.New("the list is empty")
	}
	return repl, nil
}

// fork writes out/goapp (go-app's pkg/app and pkg/errors without their tests, patched),
// out/go.wasm.mod and out/go.wasm.sum.
func fork(out, dir, mod string) error {
	list, err := os.ReadFile(filepath.Join(dir, "patches"))
	if err != nil {
		return err
	}
	es, err := Read(list)
	if err != nil {
		return fmt.Errorf("%s/patches: %w", dir, err)
	}
	repl, err := Plan(dir, mod, es)
	if err != nil {
		return err
	}
	root := filepath.Join(out, "goapp")
	if err := os.RemoveAll(root); err != nil {
		return err
	}
	for _, pkg := range []string{"app", "errors"} {
		if err := copyGo(filepath.Join(mod, "pkg", pkg), filepath.Join(root, "pkg", pkg)); err != nil {
			return err
		}
	}
	app := filepath.Join(root, "pkg", "app")
	for f, p := range repl {
		if p == "" {
			err = os.Remove(filepath.Join(app, f))
		} else {
			err = copyFile(p, filepath.Join(app, f))
		}
		if err != nil {
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
	main, err := os.ReadFile("go.mod")
	if err != nil {
		return err
	}
	main = append(main, "\n// the wasm's go-app: app/goappfork\nreplace "+module+" => "+abs+"\n"...)
	if err := os.WriteFile(filepath.Join(out, "go.wasm.mod"), main, 0o644); err != nil {
		return err
	}
	return copyFile("go.sum", filepath.Join(out, "go.wasm.sum"))
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
