package rulesets

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// TestLazyLoading runs TestLazyChild in a fresh process: the other tests of this package
// build every ruleset, and a start-up must build none until it is asked for.
func TestLazyLoading(t *testing.T) {
	if os.Getenv("ARBITER_LAZY_CHILD") == "1" {
		t.Skip("in the child")
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^TestLazyChild$", "-test.v")
	cmd.Env = append(os.Environ(), "ARBITER_LAZY_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the fresh process failed: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "\n--- PASS: TestLazyChild") {
		t.Fatalf("TestLazyChild did not run in the fresh process:\n%s", out)
	}
}

func TestLazyChild(t *testing.T) {
	if os.Getenv("ARBITER_LAZY_CHILD") != "1" {
		t.Skip("runs in a fresh process (TestLazyLoading)")
	}
	built := func() []string {
		var ids []string
		for _, r := range registry {
			if r.rs.Calculators != nil {
				ids = append(ids, r.rs.ID)
			}
		}
		return ids
	}
	if b := built(); len(b) != 0 {
		t.Fatalf("at start-up, built: %v; want none", b)
	}
	if msg.Has("calc.vsz.time") {
		t.Error("vsz's messages are registered before vsz is used")
	}
	var hooked []string
	OnLoad(func(rs *engine.Ruleset) { hooked = append(hooked, rs.ID) })
	idx := Index()
	if len(idx) != len(registry) || idx[0].ID != registry[0].rs.ID || idx[1].Names.Hu == "" {
		t.Errorf("Index() = %v", idx)
	}
	if b := built(); len(b) != 0 {
		t.Fatalf("after Index, built: %v; want none", b)
	}
	if rs := Get("mbsz-vsz-2017"); rs == nil || rs.Calculator("vsz.time") == nil {
		t.Fatal("Get(mbsz-vsz-2017) has no vsz.time calculator")
	}
	if b := built(); fmt.Sprint(b) != "[mbsz-vsz-2017]" {
		t.Errorf("after Get(mbsz-vsz-2017), built: %v; want only it", b)
	}
	if !msg.Has("calc.vsz.time") {
		t.Error("vsz's messages are not registered after Get")
	}
	if Get("scoring") == nil || Get("nope") != nil {
		t.Error("Get(scoring) or Get(nope) is wrong")
	}
	All()
	All()
	want := []string{"mbsz-vsz-2017"} // built first, then the others in menu order
	for _, e := range Index() {
		if e.ID != want[0] {
			want = append(want, e.ID)
		}
	}
	if fmt.Sprint(hooked) != fmt.Sprint(want) {
		t.Errorf("OnLoad saw %v; want each regulation once, in the order they were built", hooked)
	}
	var late []string
	OnLoad(func(rs *engine.Ruleset) { late = append(late, rs.ID) })
	if len(late) != len(registry) {
		t.Errorf("a hook added after loading saw %v; want the %d built rulesets", late, len(registry))
	}
}
