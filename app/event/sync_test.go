package event

import (
	"strings"
	"testing"

	"arbiter/app/internal/couch"
	"arbiter/app/syncrun"
	"arbiter/engine/couchsync"
	"arbiter/engine/msg"
)

func TestSyncStatusText(t *testing.T) {
	on := syncrun.Link{On: true}
	for _, c := range []struct {
		s          syncrun.Link
		v          syncrun.View
		state, key string
	}{
		{syncrun.Link{}, syncrun.View{}, "off", "app.sync.off"},
		{on, syncrun.View{}, "starting", "app.sync.starting"},
		{on, syncrun.View{Running: true, Problem: "app.sync.noscript"}, "error", "app.sync.noscript"},
		{on, syncrun.View{Running: true, Status: couch.Status{State: couch.Active}}, "active", "app.sync.active"},
		// idle is "up to date" only once counted with every count equal
		{on, syncrun.View{Running: true, Status: couch.Status{State: couch.Paused}}, "checking", "app.sync.checking"},
		{on, syncrun.View{Running: true, Status: couch.Status{State: couch.Paused}, Counts: syncrun.Counts{Server: 114, Phone: 114, Log: 113, Waiting: 1}}, "checking", "app.sync.checking"},
		{on, syncrun.View{Running: true, Status: couch.Status{State: couch.Paused}, Counts: syncrun.Counts{Server: 114, Phone: 114, Log: 113, Waiting: 1, OK: true}}, "uptodate", "app.sync.uptodate"},
		{on, syncrun.View{Running: true, Status: couch.Status{State: couch.Paused, Reason: couchsync.Unreachable}}, "waiting", couchsync.MessageKey(couchsync.Unreachable)},
		{on, syncrun.View{Running: true, Status: couch.Status{State: couch.Failed, Reason: couchsync.Auth}}, "error", couchsync.MessageKey(couchsync.Auth)},
		{on, syncrun.View{Running: true, Status: couch.Status{State: couch.Failed, Reason: couchsync.Forbidden}}, "error", couchsync.MessageKey(couchsync.Forbidden)},
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
