package e2e

// A real CouchDB-protocol server for the sync tests: pouchdb-server 4.2.0, pinned in
// e2e/couch/package.json and installed by ./build.sh test (npm ci --prefix e2e/couch
// --ignore-scripts), run with --in-memory on 127.0.0.1 in a temp folder of the test's. Without
// Node.js or the package the tests that need it skip, except under CI=true where they fail.
// POUCHDB_SERVER names another pouchdb-server executable.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"arbiter/engine/couchsync"
)

// The server's admin, created by startCouch (pouchdb-server starts as CouchDB's "admin party").
const (
	couchAdmin         = "admin"
	couchAdminPassword = "admin-secret"
)

// couch is one pouchdb-server started by startCouch; stopped when the test ends.
type couch struct {
	URL     string        // http://127.0.0.1:<port>, no trailing slash
	Dir     string        // its working directory: config.json and log.txt
	Started time.Duration // from the start of the process until it answered
	cmd     *exec.Cmd
	out     syncBuffer // what it printed (stdout and stderr)
	done    chan struct{}
	stopped bool // stop was called
	client  *http.Client
}

// pouchdbServer is the executable startCouch runs.
func pouchdbServer() string {
	return env("POUCHDB_SERVER", filepath.Join(root, "e2e", "couch", "node_modules", ".bin", "pouchdb-server"))
}

// needCouch skips (or, under CI=true, fails) when pouchdb-server or Node.js is missing.
func needCouch(t testing.TB) string {
	t.Helper()
	bin, err := filepath.Abs(pouchdbServer()) // it runs in its own folder
	if err != nil {
		t.Fatal(err)
	}
	var missing []string
	if _, err := os.Stat(bin); err != nil {
		missing = append(missing, "pouchdb-server "+bin+" (./build.sh test installs it: npm ci --prefix e2e/couch --ignore-scripts)")
	}
	if _, err := exec.LookPath("node"); err != nil {
		missing = append(missing, "Node.js (apt-get install nodejs npm)")
	}
	if len(missing) > 0 {
		m := "the sync tests need " + strings.Join(missing, " and ")
		if os.Getenv("CI") == "true" {
			t.Fatal(m)
		}
		t.Skip(m)
	}
	return bin
}

// startCouch starts pouchdb-server --in-memory on a free port of 127.0.0.1, with its working
// directory and --config in a new temp folder, waits until it answers and creates the admin
// (couchAdmin). It is stopped, with every process of its group, when the test ends.
func startCouch(t testing.TB) *couch {
	t.Helper()
	bin := needCouch(t)
	var last error
	for try := 0; try < 3; try++ { // a free port can be taken between asking and binding
		c, err := launchCouch(t, bin)
		if err == nil {
			t.Cleanup(func() {
				if c.exited() && !c.stopped {
					t.Errorf("pouchdb-server died during the test (a request from a user who is not an admin to create a database kills pouchdb-server 4.2.0: TypeError db.info is not a function):\n%s", c.output())
				}
				c.stop()
			})
			c.put(t, "/_config/admins/"+couchAdmin, "", "", strconv.Quote(couchAdminPassword))
			return c
		}
		last = err
	}
	t.Fatalf("pouchdb-server did not start: %v", last)
	return nil
}

func launchCouch(t testing.TB, bin string) (*couch, error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	dir := t.TempDir()
	c := &couch{
		URL:  "http://127.0.0.1:" + strconv.Itoa(port),
		Dir:  dir,
		done: make(chan struct{}),
		// a whole database of 10,000 incidents, read with its documents while four browsers
		// sync on a loaded machine, took longer than 10 s
		client: &http.Client{Timeout: 2 * time.Minute},
	}
	c.cmd = exec.Command(bin, "--in-memory", "--host", "127.0.0.1", "--port", strconv.Itoa(port),
		"--config", filepath.Join(dir, "config.json"), "--no-color")
	c.cmd.Dir = dir
	c.cmd.Stdout, c.cmd.Stderr = &c.out, &c.out
	// Its own process group, so that stop ends whatever it started; and killed with the test
	// binary if that dies first (a test timeout's panic runs no cleanup).
	c.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	begin := time.Now()
	if err := c.cmd.Start(); err != nil {
		return nil, err
	}
	go func() { c.cmd.Wait(); close(c.done) }()
	deadline := time.Now().Add(60 * time.Second)
	for {
		select {
		case <-c.done:
			return nil, fmt.Errorf("it exited: %v\n%s", c.cmd.ProcessState, c.output())
		default:
		}
		if resp, err := c.client.Get(c.URL + "/"); err == nil {
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode == 200 && bytes.Contains(b, []byte(`"express-pouchdb"`)) {
				c.Started = time.Since(begin)
				return c, nil
			}
		}
		if time.Now().After(deadline) {
			c.stop()
			return nil, fmt.Errorf("no answer on %s after 60 s\n%s", c.URL, c.output())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// exited tells whether the server's process has ended.
func (c *couch) exited() bool {
	select {
	case <-c.done:
		return true
	default:
		return false
	}
}

// stop ends the server's process group (SIGTERM, then SIGKILL after 5 s) and waits for it.
func (c *couch) stop() {
	if c.cmd == nil || c.cmd.Process == nil || c.stopped {
		return
	}
	c.stopped = true
	pgid := c.cmd.Process.Pid
	syscall.Kill(-pgid, syscall.SIGTERM)
	select {
	case <-c.done:
	case <-time.After(5 * time.Second):
		syscall.Kill(-pgid, syscall.SIGKILL)
		<-c.done
	}
	syscall.Kill(-pgid, syscall.SIGKILL) // anything of the group still there
}

// output is what the server printed and wrote to its log.txt, for failure messages.
func (c *couch) output() string {
	b, _ := os.ReadFile(filepath.Join(c.Dir, "log.txt"))
	return c.out.String() + string(b)
}

// addUser creates a CouchDB user (a /_users document) with no roles.
func (c *couch) addUser(t testing.TB, name, password string) {
	t.Helper()
	doc, _ := json.Marshal(map[string]any{"_id": "org.couchdb.user:" + name, "name": name, "password": password, "roles": []string{}, "type": "user"})
	c.put(t, "/_users/org.couchdb.user:"+name, couchAdmin, couchAdminPassword, string(doc))
}

// addDB creates a database; with members, its _security lets only them (and the admin) in.
func (c *couch) addDB(t testing.TB, db string, members ...string) {
	t.Helper()
	c.put(t, "/"+db, couchAdmin, couchAdminPassword, "")
	if len(members) == 0 {
		return
	}
	sec, _ := json.Marshal(map[string]any{
		"admins":  map[string][]string{"names": {}, "roles": {}},
		"members": map[string][]string{"names": members, "roles": {}},
	})
	c.put(t, "/"+db+"/_security", couchAdmin, couchAdminPassword, string(sec))
}

// put does a PUT that must succeed (2xx).
func (c *couch) put(t testing.TB, path, user, password, body string) {
	t.Helper()
	status, b, err := c.do("PUT", c.URL+path, user, password, body)
	if err != nil || status/100 != 2 {
		t.Fatalf("PUT %s: %d %s %v\n%s", path, status, b, err, c.output())
	}
}

// do sends one request to url (the server's or a proxy's) as user (none when empty) and returns
// the status and body; a request that got no answer returns status 0 and the error.
func (c *couch) do(method, url, user, password, body string) (int, []byte, error) {
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, url, r)
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Accept", "application/json")
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if user != "" {
		req.SetBasicAuth(user, password)
	}
	resp, err := c.client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, b, err
}

// freePort is a port of 127.0.0.1 nothing listened on a moment ago.
func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// processGone tells whether no process of the group pgid is left.
func processGone(pgid int) bool {
	return errors.Is(syscall.Kill(-pgid, 0), syscall.ESRCH)
}

// syncBuffer is a bytes.Buffer that a process's output goroutine and the test may share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestCouchServer: startCouch runs pouchdb-server in its temp folder (config.json and log.txt
// there), the admin, users and per-database _security it creates hold, and stop leaves no
// process and no listener behind.
func TestCouchServer(t *testing.T) {
	c := startCouch(t)
	t.Logf("pouchdb-server answered %v after its start", c.Started.Round(time.Millisecond))
	c.addUser(t, "ana", "ana-pw")
	c.addDB(t, "open")
	c.addDB(t, "closed", "ana")

	for _, f := range []string{"config.json", "log.txt"} {
		if _, err := os.Stat(filepath.Join(c.Dir, f)); err != nil {
			t.Errorf("pouchdb-server wrote no %s in its folder: %v", f, err)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(c.Dir, "config.json")); !bytes.Contains(b, []byte(`"`+couchAdmin+`"`)) {
		t.Errorf("config.json holds no admin %s: %s", couchAdmin, b)
	}
	checks := []struct {
		name, method, path, user, pw string
		want                         int
	}{
		{"anonymous may not write to it", "PUT", "/closed/doc2", "", "", 401},
		{"the admin reads the closed database", "GET", "/closed", couchAdmin, couchAdminPassword, 200},
		{"a member reads it", "GET", "/closed", "ana", "ana-pw", 200},
		{"a member writes to it", "PUT", "/closed/doc1", "ana", "ana-pw", 201},
		{"anonymous may not read it", "GET", "/closed", "", "", 401},
		{"the user's document", "GET", "/_users/org.couchdb.user:ana", couchAdmin, couchAdminPassword, 200},
		{"an open database lets a user in", "GET", "/open", "ana", "ana-pw", 200},
	}
	for _, ck := range checks {
		body := ""
		if ck.method == "PUT" {
			body = `{"n":1}`
		}
		status, b, err := c.do(ck.method, c.URL+ck.path, ck.user, ck.pw, body)
		if err != nil || status != ck.want {
			t.Errorf("%s: %s %s as %q = %d %s %v, want %d", ck.name, ck.method, ck.path, ck.user, status, b, err, ck.want)
		}
	}

	if c.exited() {
		t.Fatalf("pouchdb-server died:\n%s", c.output())
	}
	pgid := c.cmd.Process.Pid
	c.stop()
	if !processGone(pgid) {
		t.Errorf("process group %d still has processes after stop", pgid)
	}
	if _, _, err := c.do("GET", c.URL+"/", "", "", ""); err == nil {
		t.Errorf("%s still answers after stop", c.URL)
	}
}

// replicationRequests are the requests a replicator makes of a database (the protocol's
// steps: the database's information, its changes, revs_diff, checkpoints, writing and reading
// documents in bulk), each of which may be the one that meets an error.
var replicationRequests = []struct{ method, path, body string }{
	{"GET", "", ""},
	{"GET", "/_changes?since=0&limit=10", ""},
	{"POST", "/_revs_diff", `{"d1":["1-abc"]}`},
	{"GET", "/_local/arbiter-checkpoint", ""},
	{"PUT", "/_local/arbiter-checkpoint", `{"last_seq":"0"}`},
	{"POST", "/_bulk_docs", `{"docs":[{"_id":"d9","_rev":"1-abc","n":9}],"new_edits":false}`},
	{"POST", "/_bulk_get", `{"docs":[{"id":"d1"}]}`}, // an empty list gets no answer at all from pouchdb-server 4.2.0
	{"GET", "/d1?revs=true&open_revs=all", ""},
}

// TestCouchReasons measures what pouchdb-server 4.2.0 answers, on every request of the
// replication protocol, to a wrong password, a user who is not a member of the database, a
// missing database and no answer at all, and checks that couchsync.Reason maps each to its
// reason (the package doc of engine/couchsync has the table, beside Apache CouchDB 3's answers).
//
// Two requests of pouchdb-server 4.2.0 ignore the database's members (measured here, so that a
// newer version that changes them is noticed): _bulk_docs answers 201 with the error per
// document and writes nothing; _bulk_get answers 200 with the documents themselves, to anyone.
// A replication still fails at its first request (GET /<db>), but pouchdb-server is a test
// server only: a club runs Apache CouchDB (README).
func TestCouchReasons(t *testing.T) {
	c := startCouch(t)
	c.addUser(t, "ana", "ana-pw")
	c.addUser(t, "bob", "bob-pw")
	c.addDB(t, "event-1", "ana")
	c.addDB(t, "event-2", "bob")
	c.put(t, "/event-1/d1", "ana", "ana-pw", `{"note":"members only"}`)

	cases := []struct {
		name, user, pw, db string
		status             int    // measured
		error, reason      string // measured body
		want               string // couchsync.Reason
		memberCheck        bool   // only the database's members may pass
	}{
		{"wrong password", "ana", "wrong", "event-1", 401, "unauthorized", "Name or password is incorrect.", couchsync.Auth, false},
		{"no such user", "zoe", "zoe-pw", "event-1", 401, "unauthorized", "Name or password is incorrect.", couchsync.Auth, false},
		{"not a member", "bob", "bob-pw", "event-1", 401, "unauthorized", "You are not authorized to access this db.", couchsync.Forbidden, true},
		{"no credentials", "", "", "event-1", 401, "unauthorized", "You are not authorized to access this db.", couchsync.Forbidden, true},
		{"missing database", "ana", "ana-pw", "event-9", 404, "not_found", "no_db_file", couchsync.Missing, false},
		{"missing database, wrong password", "ana", "wrong", "event-9", 401, "unauthorized", "Name or password is incorrect.", couchsync.Auth, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for _, r := range replicationRequests {
				path := "/" + tc.db + r.path
				status, body, err := c.do(r.method, c.URL+path, tc.user, tc.pw, r.body)
				if err != nil {
					t.Fatalf("%s %s: %v", r.method, path, err)
				}
				switch {
				case tc.memberCheck && r.path == "/_bulk_docs":
					var items []struct{ ID, Error, Reason string }
					json.Unmarshal(body, &items)
					if status != 201 || len(items) != 1 || items[0].Error != tc.error || items[0].Reason != tc.reason {
						t.Errorf("%s %s as %q: %d %s, want 201 with the error per document {%q %q}", r.method, path, tc.user, status, body, tc.error, tc.reason)
					}
					continue
				case tc.memberCheck && r.path == "/_bulk_get":
					if status != 200 || !bytes.Contains(body, []byte("members only")) {
						t.Errorf("%s %s as %q: %d %s, want 200 with the document (pouchdb-server 4.2.0 checks no members here)", r.method, path, tc.user, status, body)
					}
					continue
				}
				var e struct{ Error, Reason string }
				json.Unmarshal(body, &e)
				if status != tc.status || e.Error != tc.error || e.Reason != tc.reason {
					t.Errorf("%s %s as %q: %d %s, want %d {%q %q}", r.method, path, tc.user, status, body, tc.status, tc.error, tc.reason)
				}
				if got := couchsync.Reason(status, body); got != tc.want {
					t.Errorf("%s %s as %q: Reason(%d, %s) = %q, want %q", r.method, path, tc.user, status, body, got, tc.want)
				}
			}
			t.Logf("%-34s %d %s/%q → %s", tc.name, tc.status, tc.error, tc.reason, tc.want)
		})
	}

	// Nobody but the member wrote, and the member gets every request answered.
	if status, body, _ := c.do("GET", c.URL+"/event-1/_all_docs", "ana", "ana-pw", ""); status != 200 || !bytes.Contains(body, []byte(`"total_rows":1,`)) {
		t.Errorf("event-1 holds other documents than d1: %d %s", status, body)
	}
	for _, r := range replicationRequests {
		path := "/event-1" + r.path
		status, body, err := c.do(r.method, c.URL+path, "ana", "ana-pw", r.body)
		noCheckpoint := r.method == "GET" && strings.Contains(path, "_local") && status == 404
		if err != nil || (status/100 != 2 && !noCheckpoint) {
			t.Errorf("member: %s %s = %d %s %v", r.method, path, status, body, err)
		}
		if noCheckpoint && couchsync.Reason(status, body) != couchsync.Server {
			t.Errorf("member: %s %s = %d %s: a missing checkpoint is not a missing database", r.method, path, status, body)
		}
	}

	// No answer: the server behind a cut proxy.
	p := startProxy(t, strings.TrimPrefix(c.URL, "http://"))
	if status, body, err := c.do("GET", p.URL+"/event-1", "ana", "ana-pw", ""); err != nil || status != 200 {
		t.Fatalf("through the proxy: %d %s %v", status, body, err)
	}
	p.Cut()
	status, body, err := c.do("GET", p.URL+"/event-1", "ana", "ana-pw", "")
	if err == nil || status != 0 {
		t.Errorf("through the cut proxy: %d %s, want no answer", status, body)
	}
	if got := couchsync.Reason(status, body); got != couchsync.Unreachable {
		t.Errorf("no answer (%v): Reason = %q, want %q", err, got, couchsync.Unreachable)
	}
	t.Logf("%-34s 0 (%v) → %s", "no answer", err, couchsync.Unreachable)
}
