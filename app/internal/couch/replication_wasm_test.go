//go:build wasm

// Browser-side tests of Sync and Info against the e2e test's server: records between two
// phones, the server's refusals (wrong password, not a member, no such database), a cut
// connection, and the time to pull 1,000 incidents.

package couch

import (
	"errors"
	"fmt"
	"strconv"
	"testing"
	"time"

	"arbiter/engine/couchsync"
)

// TestSyncTwoPhones: phone A's records go to the server and from it to phone B; B sees them
// all, as A wrote them.
func TestSyncTwoPhones(t *testing.T) {
	need(t)
	a := localDB(t, "arbiter-test-phone-a")
	b := localDB(t, "arbiter-test-phone-b")
	ev := sampleEvent(t, "esync")
	putLog(t, a, ev, 1, 5)
	ra, sa := startSync(t, a, couchURL+"/ev-sync", ana, anaPW)
	st := sa.waitFor(t, "up to date (A)", waitLong, upToDate)
	if st.Pushed != 6 || st.LastSynced.IsZero() {
		t.Errorf("A up to date: %+v, want 6 documents pushed and a last-synced time", st)
	}
	if docs, conflicts := serverCount(t, "ev-sync"); docs != 6 || conflicts != 0 {
		t.Errorf("server holds %d documents (%d in conflict), want 6", docs, conflicts)
	}
	_, sb := startSync(t, b, couchURL+"/ev-sync", ana, anaPW)
	st = sb.waitFor(t, "up to date (B)", waitLong, func(s Status) bool { return upToDate(s) && s.Pulled == 6 })
	if st.Pending > 0 {
		t.Errorf("B up to date with %d pending", st.Pending)
	}
	rows, err := b.AllDocs()
	if err != nil || len(rows) != 6 {
		t.Fatalf("B holds %d documents, %v", len(rows), err)
	}
	for _, r := range rows {
		d, err := couchsync.ParseDoc(r.Doc)
		if err != nil {
			t.Errorf("B's %s: %v", r.ID, err)
			continue
		}
		want, _ := a.Get(r.ID, GetOptions{})
		w, _ := couchsync.ParseDoc(want)
		if string(d.Body()) != string(w.Body()) {
			t.Errorf("B's %s differs from A's", r.ID)
		}
	}
	// Live: a record A logs now reaches B.
	putLog(t, a, ev, 6, 1)
	waitDocs(t, b, 7, waitLong)
	if err := ra.Cancel(); err != nil {
		t.Error(err)
	}
	if st := ra.Status(); st.State != Stopped {
		t.Errorf("A after Cancel: %+v", st)
	}
}

// TestSyncWrongPassword: a wrong password stops the replication with "auth" (401) and the
// phone's records stay.
func TestSyncWrongPassword(t *testing.T) {
	need(t)
	d := localDB(t, "arbiter-test-wrongpw")
	putLog(t, d, sampleEvent(t, "ewrong"), 1, 2)
	r, s := startSync(t, d, couchURL+"/ev-sync", ana, "not-the-password")
	st := s.waitFor(t, "error", waitLong, func(s Status) bool { return s.State == Failed })
	if st.Reason != couchsync.Auth || st.HTTPStatus != 401 {
		t.Errorf("wrong password: %+v, want %s 401", st, couchsync.Auth)
	}
	select {
	case <-r.Done():
	case <-time.After(5 * time.Second):
		t.Error("the replication did not stop on a wrong password")
	}
	if info, err := d.Info(); err != nil || info.Docs != 3 {
		t.Errorf("after the failed sync the phone holds %d documents, %v; want 3", info.Docs, err)
	}
}

// TestRemoteInfo: a server's database answers Info with its counts, and a wrong password, a
// database the user is not a member of and a missing database with their reasons (one request
// each: the app signs in with it before a replication sends several).
func TestRemoteInfo(t *testing.T) {
	need(t)
	for _, tc := range []struct {
		db, user, pw, reason string
	}{
		{"ev-sync", ana, anaPW, ""},
		{"ev-sync", ana, "not-the-password", couchsync.Auth},
		{"ev-bob", ana, anaPW, couchsync.Forbidden},
		{"ev-none", ana, anaPW, couchsync.Missing},
	} {
		r, err := OpenRemote(couchURL+"/"+tc.db, tc.user, tc.pw)
		if err != nil {
			t.Fatal(err)
		}
		_, err = r.Info()
		got := ""
		var pe *Error
		if errors.As(err, &pe) {
			got = pe.Reason()
		} else if err != nil {
			got = "not a PouchDB error: " + err.Error()
		}
		if got != tc.reason {
			t.Errorf("Info of %s as %s/%s: %v (reason %q), want %q", tc.db, tc.user, tc.pw, err, got, tc.reason)
		}
	}
}

// TestSyncForbidden: a database the user is not a member of stops it with "forbidden".
func TestSyncForbidden(t *testing.T) {
	need(t)
	d := localDB(t, "arbiter-test-forbidden")
	putLog(t, d, sampleEvent(t, "eforb"), 1, 1)
	_, s := startSync(t, d, couchURL+"/ev-bob", ana, anaPW)
	st := s.waitFor(t, "error", waitLong, func(s Status) bool { return s.State == Failed })
	if st.Reason != couchsync.Forbidden || st.HTTPStatus != 401 {
		t.Errorf("not a member: %+v, want %s (pouchdb-server answers 401)", st, couchsync.Forbidden)
	}
	if docs, _ := serverCount(t, "ev-bob"); docs != 0 {
		t.Errorf("ev-bob holds %d documents after ana's sync, want 0", docs)
	}
	if info, _ := d.Info(); info.Docs != 2 {
		t.Errorf("the phone holds %d documents, want 2", info.Docs)
	}
}

// TestSyncMissing: a database that does not exist pauses it with "missing", retrying.
func TestSyncMissing(t *testing.T) {
	need(t)
	d := localDB(t, "arbiter-test-missing")
	_, s := startSync(t, d, couchURL+"/ev-none", ana, anaPW)
	st := s.waitFor(t, "paused on an error", waitLong, func(s Status) bool { return s.State == Paused && s.Reason != "" })
	if st.Reason != couchsync.Missing || st.HTTPStatus != 404 {
		t.Errorf("missing database: %+v, want %s 404", st, couchsync.Missing)
	}
}

// TestSyncCut: the connection is cut in the middle of pushing 500 documents; the replication
// pauses as unreachable, keeps what the phone logs meanwhile, resumes after the restore and
// ends with every document on the server once, and on a second phone once.
func TestSyncCut(t *testing.T) {
	need(t)
	a := localDB(t, "arbiter-test-cut-a")
	ev := sampleEvent(t, "ecut")
	putLog(t, a, ev, 1, 500)
	restored := false
	t.Cleanup(func() {
		if !restored {
			get(t, "/restore")
		}
	})
	_, s := startSync(t, a, couchURL+"/ev-cut", ana, anaPW)
	st := s.waitFor(t, "a first batch pushed", waitLong, func(s Status) bool { return s.Pushed > 0 })
	get(t, "/cut")
	t.Logf("cut after %d of 501 documents pushed", st.Pushed)
	st = s.waitFor(t, "unreachable", waitLong, func(s Status) bool { return s.State == Paused && s.Reason == couchsync.Unreachable })
	if st.HTTPStatus != 0 {
		t.Errorf("unreachable with status %d", st.HTTPStatus)
	}
	putLog(t, a, ev, 501, 20) // logged while cut off
	time.Sleep(2 * time.Second)
	get(t, "/restore")
	restored = true
	s.waitFor(t, "up to date after the restore", 2*MaxBackOff+waitLong, func(s Status) bool {
		return upToDate(s) && s.Pushed >= 521
	})
	docs, conflicts := serverCount(t, "ev-cut")
	if docs != 521 || conflicts != 0 {
		t.Errorf("server holds %d documents (%d in conflict), want 521 once each", docs, conflicts)
	}
	b := localDB(t, "arbiter-test-cut-b")
	_, sb := startSync(t, b, couchURL+"/ev-cut", ana, anaPW)
	sb.waitFor(t, "B up to date", waitLong, func(s Status) bool { return upToDate(s) && s.Pulled >= 521 })
	rows, err := b.AllDocs()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, r := range rows {
		if seen[r.ID] {
			t.Errorf("B holds %s twice", r.ID)
		}
		seen[r.ID] = true
	}
	if len(rows) != 521 {
		t.Errorf("B holds %d documents, want 521", len(rows))
	}
}

// TestPull1000: how long a fresh phone takes to get an event of 1,000 incidents from the
// server (ev-bench, filled by the e2e test), three times; printed as "BENCH" lines the e2e test
// reports.
func TestPull1000(t *testing.T) {
	need(t)
	for run := 1; run <= 3; run++ {
		name := "arbiter-test-bench-" + strconv.Itoa(run)
		d := localDB(t, name)
		begin := time.Now()
		r, s := startSync(t, d, couchDir+"/ev-bench", ana, anaPW)
		st := s.waitFor(t, "up to date", 3*waitLong, func(s Status) bool { return upToDate(s) && s.Pulled >= 1001 })
		took := time.Since(begin)
		r.Cancel()
		info, err := d.Info()
		if err != nil || info.Docs != 1001 {
			t.Fatalf("run %d: %d documents, %v", run, info.Docs, err)
		}
		ch, err := d.Changes("", 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range ch.Results {
			if _, err := couchsync.ParseDoc(c.Doc); err != nil {
				t.Fatalf("run %d: %s: %v", run, c.ID, err)
			}
		}
		fmt.Printf("BENCH pull-1000 run %d: %d ms (%d documents, %d pulled)\n", run, took.Milliseconds(), info.Docs, st.Pulled)
	}
}
