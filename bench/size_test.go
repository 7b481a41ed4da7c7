//go:build !js

package bench

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/bench/internal/sizes"
)

var (
	updateBaseline = flag.Bool("update-baseline", false, "rewrite wasm-size-baseline.json with the current size")
	baselineReason = flag.String("baseline-reason", "", "why the baseline changes (required with -update-baseline)")
)

// sizeTolerance is how much the brotli size may grow over the baseline before the test fails.
const sizeTolerance = 0.10

const baselineFile = "wasm-size-baseline.json"

// Baseline is the committed size of the app's wasm.
type Baseline struct {
	Brotli int    `json:"brotli_bytes"` // brotli -q 11 (window 24) of app.wasm: the budget's measure
	Raw    int    `json:"raw_bytes"`    // for information
	Reason string `json:"reason"`       // why this is the size
	Date   string `json:"date"`         // when it was recorded (informational; the test never reads it)
	Go     string `json:"go"`           // the toolchain that built it
}

// TestWasmSizeBudget builds the app's wasm exactly as build.sh does and fails when its brotli
// size is more than 10% over the committed baseline. The build is deterministic (-trimpath,
// one toolchain, the module's pinned versions) and so is brotli at quality 11: the test does
// not depend on time or load. To accept a new size:
//
//	go test ./bench -run TestWasmSizeBudget -update-baseline -baseline-reason 'why'
func TestWasmSizeBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm (tens of seconds); skipped with -short")
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "app")); err != nil {
		t.Skip("app/ does not exist yet: nothing to measure")
	}
	wasm := filepath.Join(t.TempDir(), "app.wasm")
	// As build.sh: GOOS=js GOARCH=wasm go build -trimpath -gcflags="$WASM_GCFLAGS" -ldflags='-s -w' -o web/app.wasm ./app
	gcflags, err := buildGCFlags(filepath.Join(root, "build.sh"))
	if err != nil {
		t.Fatal(err)
	}
	// and with the go-app that build.sh builds it with (app/goappfork)
	fork := exec.Command("go", "run", "./app/goappfork", "-o", t.TempDir())
	fork.Dir = root
	modfile, err := fork.Output()
	if err != nil {
		t.Fatalf("app/goappfork: %v", err)
	}
	cmd := exec.Command("go", "build", "-modfile="+strings.TrimSpace(string(modfile)), "-trimpath", "-gcflags="+gcflags, "-ldflags=-s -w", "-o", wasm, "./app")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Skipf("app/ does not build for js/wasm yet, so there is no size to check:\n%s", strings.TrimSpace(string(out)))
	}
	b, err := os.ReadFile(wasm)
	if err != nil {
		t.Fatal(err)
	}
	got := Baseline{Brotli: sizes.Brotli(b), Raw: len(b)}
	t.Logf("app.wasm: %d bytes raw, %d brotli -q 11", got.Raw, got.Brotli)

	if *updateBaseline {
		if strings.TrimSpace(*baselineReason) == "" {
			t.Fatal("-update-baseline needs -baseline-reason 'why the size changes'")
		}
		got.Reason = *baselineReason
		got.Date = time.Now().UTC().Format(time.DateOnly)
		got.Go = goVersion(t, root)
		js, _ := json.MarshalIndent(got, "", "  ")
		if err := os.WriteFile(baselineFile, append(js, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s", baselineFile)
		return
	}

	data, err := os.ReadFile(baselineFile)
	if err != nil {
		t.Fatalf("no baseline (%v): record one with -update-baseline -baseline-reason 'why'", err)
	}
	var base Baseline
	if err := json.Unmarshal(data, &base); err != nil || base.Brotli <= 0 {
		t.Fatalf("%s is not a valid baseline (%v)", baselineFile, err)
	}
	limit := int(float64(base.Brotli) * (1 + sizeTolerance))
	growth := float64(got.Brotli)/float64(base.Brotli) - 1
	t.Logf("baseline %d brotli (%s, %s): %+.1f%%, limit %d", base.Brotli, base.Date, base.Reason, 100*growth, limit)
	if got.Brotli > limit {
		t.Errorf("app.wasm is %d bytes brotli -q 11, %+.1f%% over the baseline %d (limit +%.0f%% = %d).\n"+
			"Find what grew (bench/run.sh lists the heaviest packages against the floor) and trim it, or,\n"+
			"if the growth is worth it, record it:\n"+
			"\tgo test ./bench -run TestWasmSizeBudget -update-baseline -baseline-reason 'why'",
			got.Brotli, 100*growth, base.Brotli, 100*sizeTolerance, limit)
	}
}

// buildGCFlags reads the wasm build's compiler flags from build.sh (its WASM_GCFLAGS='…' line),
// so that the test measures the wasm build.sh ships.
func buildGCFlags(buildSh string) (string, error) {
	b, err := os.ReadFile(buildSh)
	if err != nil {
		return "", err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "WASM_GCFLAGS='"); ok && strings.HasSuffix(v, "'") {
			return strings.TrimSuffix(v, "'"), nil
		}
	}
	return "", fmt.Errorf("%s has no WASM_GCFLAGS='…' line: the size test cannot build the wasm as build.sh does", buildSh)
}

func goVersion(t *testing.T, dir string) string {
	cmd := exec.Command("go", "env", "GOVERSION")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return fmt.Sprintf("unknown (%v)", err)
	}
	return strings.TrimSpace(string(out))
}
