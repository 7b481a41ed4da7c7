// Package newcomer walks engine/MODEL.md's worked example of adding a regulation, as a newcomer
// would: in a copy of the module, it writes the example package (testdata/clubfine), makes the
// one registry line and the catalogue's section, runs the regeneration commands MODEL.md lists,
// and then every test of the engine. It fails when the steps MODEL.md gives are not enough.
package newcomer

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// walkEnv marks the copy's own test run, which must not walk again.
const walkEnv = "ARBITER_NEWCOMER_WALK"

// TestNewRegulationWalk adds the one-parameter regulation of MODEL.md's worked example and
// reports the files written, edited by hand and regenerated.
func TestNewRegulationWalk(t *testing.T) {
	if testing.Short() || os.Getenv(walkEnv) != "" {
		t.Skip("the walk builds and tests a copy of the engine (skipped with -short)")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	root, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	model, err := os.ReadFile(filepath.Join(root, "engine", "MODEL.md"))
	if err != nil {
		t.Fatal(err)
	}
	steps := walkSteps(t, model)

	tmp := t.TempDir()
	repo := filepath.Join(tmp, "repo")
	for _, p := range []string{"go.mod", "go.sum", "engine", "internal", "app"} { // the engine, what it imports, the app its tests read
		if _, err := os.Stat(filepath.Join(root, p)); err == nil {
			copyTree(t, filepath.Join(root, p), filepath.Join(repo, p))
		}
	}
	before := hashes(t, repo)

	// 1. the package
	pkg := filepath.Join(repo, "engine", "rules", steps.pkg)
	copyTree(t, filepath.Join("testdata", steps.pkg), pkg)
	written := len(hashes(t, pkg))

	// 2. the registry line (and its import, in the same file)
	reg := filepath.Join(repo, "engine", "rulesets", "rulesets.go")
	src := string(readFile(t, reg))
	last := strings.LastIndex(src, ".Load},\n")
	imp := strings.Index(src, "\t\"arbiter/engine/rules/")
	if last < 0 || imp < 0 {
		t.Fatalf("rulesets.go: no registry line or rule import to add beside")
	}
	last += len(".Load},\n")
	src = src[:last] + "\t" + steps.registry + "\n" + src[last:]
	src = src[:imp] + "\t\"arbiter/engine/rules/" + steps.pkg + "\"\n" + src[imp:]
	writeFile(t, reg, []byte(src))

	// 3. the catalogue's section: in ../shared when the repository has it beside (then the
	// command MODEL.md gives refreshes the repository's copy), else in that copy itself
	section := "\n## Ruleset `" + steps.ruleset + "` — " + steps.ruleset + "\n\n"
	for _, r := range steps.rules {
		section += "### " + r + "\n- the walk's rule\n\n"
	}
	shared := filepath.Join(root, "..", "shared")
	haveShared := false
	if _, err := os.Stat(filepath.Join(shared, "spec", "rules-catalogue.md")); err == nil {
		haveShared = true
		copyTree(t, filepath.Join(shared, "spec"), filepath.Join(tmp, "shared", "spec"))
		copyTree(t, filepath.Join(shared, "seeds"), filepath.Join(tmp, "shared", "seeds"))
		cat := filepath.Join(tmp, "shared", "spec", "rules-catalogue.md")
		writeFile(t, cat, append(readFile(t, cat), section...))
	} else {
		ids := filepath.Join(repo, "engine", "internal", "shared", "testdata", "catalogue-rules.txt")
		writeFile(t, ids, append(readFile(t, ids), ("ruleset "+steps.ruleset+"\n"+strings.Join(steps.rules, "\n")+"\n")...))
	}

	// 4. the commands, as MODEL.md lists them
	for _, cmd := range steps.commands {
		args := append([]string{}, cmd...)
		if args[0] == "test" && !slices.Contains(args, "-count=1") {
			args = append(args[:1:1], append([]string{"-count=1"}, args[1:]...)...)
		}
		if slices.Contains(args, "./engine/internal/shared") && !haveShared {
			t.Logf("no ../shared beside the repository: the catalogue's copy was extended instead of `go %s`", strings.Join(cmd, " "))
			continue
		}
		c := exec.Command(goBin, args...)
		c.Dir = repo
		c.Env = append(os.Environ(), walkEnv+"=1", "GOFLAGS=-trimpath")
		out, err := c.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s in the copy:\n%s\n%v", strings.Join(cmd, " "), tail(out, 60), err)
		}
	}

	// what changed outside the package
	after := hashes(t, repo)
	var regenerated, byHand []string
	for p, h := range after {
		if strings.HasPrefix(p, "engine/rules/"+steps.pkg+"/") {
			continue
		}
		if before[p] != h {
			if p == "engine/rulesets/rulesets.go" {
				byHand = append(byHand, p)
			} else {
				regenerated = append(regenerated, p)
			}
		}
	}
	slices.Sort(regenerated)
	t.Logf("a new regulation: %d files written (its package), %d edited by hand outside it %v, the catalogue's section, %d regenerated:\n  %s",
		written, len(byHand), byHand, len(regenerated), strings.Join(regenerated, "\n  "))
	if len(byHand) > 2 {
		t.Errorf("%d files edited by hand outside the new package: %v", len(byHand), byHand)
	}
}

// steps is MODEL.md's walk: the block after the line "<!-- walk -->".
type steps struct {
	pkg, ruleset, registry string
	rules                  []string
	commands               [][]string
}

// walkSteps reads the walk block of MODEL.md: `# package: <dir>`, `# ruleset: <id> <rule IDs…>`,
// `# registry: <line>`, and the `go …` commands in order.
func walkSteps(t *testing.T, model []byte) steps {
	t.Helper()
	_, after, ok := bytes.Cut(model, []byte("<!-- walk -->"))
	if !ok {
		t.Fatal("MODEL.md has no walk block (<!-- walk --> and a fenced block)")
	}
	var s steps
	in := false
	sc := bufio.NewScanner(bytes.NewReader(after))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "```") && !in:
			in = true
		case strings.HasPrefix(line, "```"):
			if s.pkg == "" || s.ruleset == "" || s.registry == "" || len(s.commands) == 0 {
				t.Fatalf("MODEL.md's walk block lacks its package, ruleset, registry line or commands: %+v", s)
			}
			return s
		case !in:
		case strings.HasPrefix(line, "# package: "):
			s.pkg = filepath.Base(strings.TrimSuffix(strings.TrimPrefix(line, "# package: "), "/"))
		case strings.HasPrefix(line, "# ruleset: "):
			f := strings.Fields(strings.TrimPrefix(line, "# ruleset: "))
			s.ruleset, s.rules = f[0], f[1:]
		case strings.HasPrefix(line, "# registry: "):
			s.registry = strings.TrimPrefix(line, "# registry: ")
		case strings.HasPrefix(line, "go "):
			cmd, _, _ := strings.Cut(line, " #")
			s.commands = append(s.commands, strings.Fields(cmd)[1:])
		}
	}
	t.Fatal("MODEL.md's walk block is not closed")
	return s
}

func copyTree(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// hashes maps every file below dir (slash paths relative to it) to its SHA-256.
func hashes(t *testing.T, dir string) map[string][32]byte {
	t.Helper()
	m := map[string][32]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		m[filepath.ToSlash(rel)] = sha256.Sum256(b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func readFile(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func writeFile(t *testing.T, p string, b []byte) {
	t.Helper()
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// tail is the last n lines of out.
func tail(out []byte, n int) string {
	l := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	return strings.Join(l[max(len(l)-n, 0):], "\n")
}
