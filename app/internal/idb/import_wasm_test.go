//go:build wasm

// Browser-side tests of an import into the store: Apply's bulk write (web/bulk.js) and one at a
// time, and the golden logs read back record for record.

package idb

import (
	"context"
	"strconv"
	"syscall/js"
	"testing"

	"arbiter/engine/eventlog"
	golden "arbiter/engine/eventlog/testdata"
	"arbiter/engine/rulesets"
)

// TestIDBApplyBulk: an import's records are put in one call into JS (web/bulk.js, which the
// test page loads as the app's pages do) or, without it, one at a time; both store exactly
// what the file holds.
func TestIDBApplyBulk(t *testing.T) {
	ctx := context.Background()
	mem := eventlog.NewMem(rulesets.Get)
	mem.PutEvent(ctx, sampleEvent("ev1"))
	for i := 0; i < 25; i++ {
		mem.AddIncident(ctx, sampleIncident(t, "ev1"))
	}
	file, _ := eventlog.Export(ctx, mem)
	bulk := js.Global().Get("arbiterPutEach")
	if bulk.Type() != js.TypeFunction {
		t.Fatal("the test page has no arbiterPutEach: web/bulk.js not loaded")
	}
	defer js.Global().Set("arbiterPutEach", bulk)
	for _, one := range []bool{false, true} {
		calls := 0
		counted := js.FuncOf(func(this js.Value, args []js.Value) any {
			calls++
			return bulk.Invoke(args[0], args[1], args[2], args[3])
		})
		js.Global().Set("arbiterPutEach", counted)
		noBulk = one
		s := testDB(t, "arbiter-test-bulk-"+strconv.FormatBool(one))
		_, err := s.Apply(ctx, planOf(t, s, file))
		noBulk = false
		counted.Release()
		if err != nil {
			t.Fatalf("one at a time %v: %v", one, err)
		}
		// the event, then the incidents in two halves (the test hook between them)
		if want := map[bool]int{false: 3, true: 0}[one]; calls != want {
			t.Errorf("one at a time %v: %d bulk calls, want %d", one, calls, want)
		}
		if got, _ := eventlog.Export(ctx, s); string(got) != string(file) {
			t.Errorf("one at a time %v: the stored log differs from the file:\n%s\n%s", one, got, file)
		}
	}
}

// The golden logs of engine/eventlog/testdata (one incident for every calculator of every
// ruleset) import into IndexedDB the way the app's Import does and read back record for record,
// and every incident still computes what was logged: the checks the memory store runs natively
// (eventlog's TestGoldenLog), through the real store.
func TestIDBGoldenLog(t *testing.T) {
	files, err := golden.Files(golden.Embedded())
	if err != nil {
		t.Error(err)
	}
	if len(files) == 0 {
		t.Fatal("no golden log embedded")
	}
	for _, f := range files {
		golden.Check(t, testDB(t, "arbiter-test-golden-v"+strconv.Itoa(f.Version)), f)
	}
}
