package e2e

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/engine/couchsync"
	"arbiter/engine/eventlog"
)

// The shared log's browser tests' common steps: a server with its users behind the cutting
// proxy, Ana's event shared, the join link, the counts checked on every phone.

// sharedCouch is a pouchdb-server with users (password "<user>-secret") members of db, a
// cutting proxy before it and the site allowed to reach it.
func sharedCouch(t *testing.T, db string, users ...string) (*couch, *proxy, *site) {
	t.Helper()
	c := couchWith(t, db, users...)
	px := startProxy(t, strings.TrimPrefix(c.URL, "http://"))
	return c, px, syncSite(t, px.URL)
}

// couchWith is a pouchdb-server with users (password "<user>-secret") members of db.
func couchWith(t *testing.T, db string, users ...string) *couch {
	t.Helper()
	c := startCouch(t)
	for _, u := range users {
		c.addUser(t, u, u+"-secret")
	}
	c.addDB(t, db, users...)
	return c
}

// joinLink is the join link of db behind px on site s.
func joinLink(s *site, px *proxy, db string) string {
	return s.URL + "log/join?" + couchsync.Join{Server: px.URL, DB: db}.Query()
}

// lateFile is a file of ev (its chief, dirChief) with n of the chief's latenesses.
func lateFile(t *testing.T, ev eventlog.Event, n int, name string) string {
	t.Helper()
	incs := make([]eventlog.Incident, n)
	for i := range incs {
		incs[i] = dirIncident(t, &ev, "nsbk.lateness", fmt.Sprintf("2026-04-%02dT%02d:%02d", 1+i/720%28, 10+i/60%12, i%60), firstLate, offender(1+i%2))
	}
	return logFile(t, chiefLog(t, ev, nil, incs...), name)
}

// The OCSB event Ana makes in the sync tests: two teams, a player of each.
const (
	kupName    = "Kupa Pécs 2026"
	kupTeams   = "1 Pécs\n2 Szeged"
	kupPlayers = "7 Kovács Anna @1\n8 Nagy Béla @2"
)

// anaShares names a's director Ana, makes the OCSB event, logs her first ruling (a ZT breach
// of player 7) and shares the log into db through server; it returns the event's ID once her
// phone is up to date.
func anaShares(t *testing.T, s *site, server string, a *browser, db string) string {
	t.Helper()
	nameDirector(t, a, s.URL, "Ana Tóth")
	id := newTeamsEvent(t, a, s.URL, kupName, kupTeams, kupPlayers)
	logZT(t, a, s.URL, "7", "1")
	openEventPage(t, a, s.URL, id, "en")
	startSharing(t, a, server, db, "ana", "ana-secret")
	syncStatus(t, a, "sync-status", "uptodate", "")
	return id
}

// apart is Ana's event shared into db and Bea joined, each phone behind a proxy of its own
// (pa Ana's, pb Bea's; a third phone may use either), so that either can go offline alone.
type apart struct {
	c      *couch
	pa, pb *proxy
	s      *site
	a, b   *browser
	id     string // the event's ID
}

// shareApart makes apart with the server's members users (ana and bea among them).
func shareApart(t *testing.T, db string, users ...string) apart {
	t.Helper()
	c := couchWith(t, db, users...)
	pa := startProxy(t, strings.TrimPrefix(c.URL, "http://"))
	pb := startProxy(t, strings.TrimPrefix(c.URL, "http://"))
	s := syncSite(t, pa.URL+" "+pb.URL)
	a, b := syncPhone(t, s, pa.URL), syncPhone(t, s, pb.URL)
	nameDirector(t, b, s.URL, "Bea Kiss")
	id := anaShares(t, s, pa.URL, a, db)
	joinShared(t, b, joinLink(s, pb, db), "bea", "bea-secret", id)
	return apart{c: c, pa: pa, pb: pb, s: s, a: a, b: b, id: id}
}

// convergeAll waits until every phone shows want incidents, up to date, with wait waiting and
// aside set aside, its counts the server's and its own (waitConverged), in order.
func convergeAll(t *testing.T, s *site, id string, c *couch, db string, want, wait, aside int, phones ...*browser) []syncCounts {
	t.Helper()
	out := make([]syncCounts, len(phones))
	for i, b := range phones {
		out[i], _ = waitConverged(t, b, s.URL, id, c, db, want, wait, aside)
	}
	return out
}
