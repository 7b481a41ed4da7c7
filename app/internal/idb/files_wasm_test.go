//go:build wasm

// Browser-side tests of the events' files (files_wasm.go).

package idb

import (
	"context"
	"testing"
)

// The events' files: a file put is read back the same, replaced by the next one, gone after
// Delete; another event's file is untouched; and opening the files' database leaves the
// log's database (its version, its records) as it was.
func TestIDBFiles(t *testing.T) {
	const name = "arbiter-test-files"
	deleteDB(t, name)
	defer deleteDB(t, name)
	log := testDB(t, "arbiter-test-files-log")
	ctx := context.Background()
	ev := sampleEvent("f1")
	if err := log.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	f, err := openFiles(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, ok, err := f.Get("f1"); ok || err != nil {
		t.Fatalf("Get on an empty database = %v, %v; want nothing", ok, err)
	}
	a := File{Event: "f1", Name: "sesija.pbn", Encoding: "windows-1250", Text: "[Event \"Kup Čačka\"]\n[Board \"1\"]\n"}
	b := File{Event: "f2", Name: "other.pbn", Encoding: "utf-8", Text: "[Board \"2\"]\n"}
	for _, x := range []File{a, b} {
		if err := f.Put(x); err != nil {
			t.Fatal(err)
		}
	}
	if got, ok, err := f.Get("f1"); !ok || err != nil || got != a {
		t.Errorf("Get(f1) = %+v, %v, %v; want %+v", got, ok, err, a)
	}
	a2 := a
	a2.Text = "[Board \"3\"]\n"
	if err := f.Put(a2); err != nil {
		t.Fatal(err)
	}
	if got, _, _ := f.Get("f1"); got != a2 {
		t.Errorf("after a second Put: %+v; want %+v", got, a2)
	}
	if err := f.Delete("f1"); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := f.Get("f1"); ok {
		t.Error("f1's file is still there after Delete")
	}
	if got, ok, _ := f.Get("f2"); !ok || got != b {
		t.Errorf("f2's file after deleting f1's = %+v, %v", got, ok)
	}
	if got, err := log.GetEvent(ctx, "f1"); err != nil || got.Name != ev.Name {
		t.Errorf("the log's event after the files' writes = %+v, %v", got, err)
	}
	if v := log.db.Get("version").Int(); v != idbVersion {
		t.Errorf("the log's database version = %d; want %d", v, idbVersion)
	}
}
