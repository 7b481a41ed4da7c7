package main

import (
	"reflect"
	"strings"
	"testing"

	"arbiter/app/internal/couch"
	"arbiter/engine/couchsync"
	"arbiter/engine/msg"
)

type memSync struct{ v string }

func (m *memSync) get() string  { return m.v }
func (m *memSync) set(v string) { m.v = v }

func TestSyncLinks(t *testing.T) {
	st := &memSync{}
	a := syncLink{Event: "e1", Server: "https://couch.example", DB: "kup", User: "ana", Password: "pw", On: true}
	updateLink(st, a.key(), func(s *syncLink, found bool) bool {
		if found {
			t.Error("found before it was added")
		}
		*s = a
		return true
	})
	j := syncLink{Server: "https://couch.example", DB: "liga", User: "ana", Password: "pw", On: true}
	updateLink(st, j.key(), func(s *syncLink, found bool) bool { *s = j; return true })
	if got, ok := linkOfEvent(st, "e1"); !ok || !reflect.DeepEqual(got, a) {
		t.Fatalf("linkOfEvent = %+v %v", got, ok)
	}
	if _, ok := linkOfEvent(st, ""); ok {
		t.Error("a joined log without its event yet is found by the empty event ID")
	}
	updateLink(st, j.key(), func(s *syncLink, found bool) bool { s.Event, s.Seq = "e2", "17"; return found })
	if got, ok := linkByKey(st, j.key()); !ok || got.Event != "e2" || got.Seq != "17" || got.Password != "pw" {
		t.Fatalf("after the update: %+v", got)
	}
	updateLink(st, a.key(), func(s *syncLink, found bool) bool { return false })
	if links := syncLinks(st); len(links) != 1 || links[0].DB != "liga" {
		t.Fatalf("after removing: %+v", links)
	}
	// a changed function that adds nothing when not found leaves the list as it is
	updateLink(st, "https://other/x", func(s *syncLink, found bool) bool { return found })
	if len(syncLinks(st)) != 1 {
		t.Fatal("an update of a missing link added one")
	}
	// garbage in storage reads as no link (never a panic)
	st.v = "{not json"
	if len(syncLinks(st)) != 0 {
		t.Fatal("garbage read as links")
	}
}

func TestSyncStatusText(t *testing.T) {
	on := syncLink{On: true}
	for _, c := range []struct {
		s          syncLink
		v          syncView
		state, key string
	}{
		{syncLink{}, syncView{}, "off", "app.sync.off"},
		{on, syncView{}, "starting", "app.sync.starting"},
		{on, syncView{Running: true, Problem: "app.sync.noscript"}, "error", "app.sync.noscript"},
		{on, syncView{Running: true, Status: couch.Status{State: couch.Active}}, "active", "app.sync.active"},
		// idle is "up to date" only once counted with every count equal
		{on, syncView{Running: true, Status: couch.Status{State: couch.Paused}}, "checking", "app.sync.checking"},
		{on, syncView{Running: true, Status: couch.Status{State: couch.Paused}, Counts: syncCounts{Server: 114, Phone: 114, Log: 113, Waiting: 1}}, "checking", "app.sync.checking"},
		{on, syncView{Running: true, Status: couch.Status{State: couch.Paused}, Counts: syncCounts{Server: 114, Phone: 114, Log: 113, Waiting: 1, OK: true}}, "uptodate", "app.sync.uptodate"},
		{on, syncView{Running: true, Status: couch.Status{State: couch.Paused, Reason: couchsync.Unreachable}}, "waiting", couchsync.MessageKey(couchsync.Unreachable)},
		{on, syncView{Running: true, Status: couch.Status{State: couch.Failed, Reason: couchsync.Auth}}, "error", couchsync.MessageKey(couchsync.Auth)},
		{on, syncView{Running: true, Status: couch.Status{State: couch.Failed, Reason: couchsync.Forbidden}}, "error", couchsync.MessageKey(couchsync.Forbidden)},
	} {
		for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
			text, state := syncStatusText(l, c.s, c.v)
			if state != c.state || text != msg.T(l, c.key) {
				t.Errorf("%+v %+v in %v: %q %s, want %s %s", c.s, c.v, l, text, state, c.key, c.state)
			}
		}
	}
}

func TestCheckSyncForm(t *testing.T) {
	f := syncForm{server: " couch.club.example ", db: "Kup-2026", user: " ana ", password: "pw"}
	if !checkSyncForm(msg.SR, &f, true) || f.server != "https://couch.club.example" || f.db != "kup-2026" || f.user != "ana" {
		t.Fatalf("a valid form: %+v", f)
	}
	f = syncForm{server: "http://couch.club.example", db: "2026", user: "", password: ""}
	if checkSyncForm(msg.HU, &f, true) {
		t.Fatal("a bad form passed")
	}
	for _, c := range []struct {
		err   string
		label string
	}{
		{errText(f.errServer), "Szerver címe"},
		{errText(f.errDB), "A verseny adatbázisa"},
		{errText(f.errUser), "Az Ön felhasználóneve a szerveren"},
		{errText(f.errPassword), "Jelszó"},
	} {
		if !strings.HasPrefix(c.err, c.label+":") {
			t.Errorf("error %q does not name its field %q", c.err, c.label)
		}
	}
}

func errText(e interface{ Message(msg.Lang) string }) string {
	if e == nil {
		return ""
	}
	return e.Message(msg.HU)
}
