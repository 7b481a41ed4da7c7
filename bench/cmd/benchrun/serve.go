package main

import (
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// site serves a generated static site the way a static host does ("/x" → x.html, unknown
// paths → index.html with 200, like the Netlify rewrite), with the wasm MIME type and
// "no-cache" everywhere, so only the service worker makes a visit warm. It records which files
// it served while recording is on, and it can stop and start on the same address.
type site struct {
	dir  string
	addr string

	mu          sync.Mutex
	rec         bool
	served      map[string]int // file (relative to dir) → times sent in full
	revalidated map[string]int // file → times answered "304 Not Modified" (the browser's copy is current)
	wrote       int64          // body bytes written (raw), duplicates included
	srv         *http.Server
}

// counter counts the status and the body bytes of one response.
type counter struct {
	http.ResponseWriter
	code int
	n    int64
}

func (c *counter) WriteHeader(code int) {
	if c.code == 0 {
		c.code = code
	}
	c.ResponseWriter.WriteHeader(code)
}

func (c *counter) Write(b []byte) (int, error) {
	if c.code == 0 {
		c.code = http.StatusOK
	}
	n, err := c.ResponseWriter.Write(b)
	c.n += int64(n)
	return n, err
}

var mimeTypes = map[string]string{
	".wasm": "application/wasm", ".js": "text/javascript; charset=utf-8",
	".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
	".webmanifest": "application/manifest+json", ".json": "application/json",
	".svg": "image/svg+xml", ".png": "image/png", ".ico": "image/x-icon", ".txt": "text/plain; charset=utf-8",
}

// portBase is the first port of the sites (-port); 0: any free port.
var portBase, portsUsed int

// newSite serves dir on 127.0.0.1, on the next port from portBase (or a free one).
func newSite(dir string) (*site, error) {
	port := 0
	if portBase > 0 {
		port = portBase + portsUsed
		portsUsed++
	}
	ln, err := net.Listen("tcp", "127.0.0.1:"+strconv.Itoa(port))
	if err != nil {
		return nil, err
	}
	addr := ln.Addr().String()
	ln.Close()
	return &site{dir: dir, addr: addr, served: map[string]int{}, revalidated: map[string]int{}}, nil
}

func (s *site) url() string { return "http://" + s.addr + "/" }

// lookup maps a URL path to a file of the site.
func (s *site) lookup(p string) string {
	rel := strings.TrimPrefix(path.Clean("/"+p), "/")
	for _, c := range []string{rel, path.Join(rel, "index.html"), rel + ".html"} {
		if c == "" {
			continue
		}
		if fi, err := os.Stat(filepath.Join(s.dir, filepath.FromSlash(c))); err == nil && fi.Mode().IsRegular() {
			return c
		}
	}
	return "index.html"
}

func (s *site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rel := s.lookup(r.URL.Path)
	f, err := os.Open(filepath.Join(s.dir, filepath.FromSlash(rel)))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	fi, _ := f.Stat()
	if t, ok := mimeTypes[path.Ext(rel)]; ok {
		w.Header().Set("Content-Type", t)
	}
	w.Header().Set("Cache-Control", "no-cache")
	c := &counter{ResponseWriter: w}
	http.ServeContent(c, r, rel, fi.ModTime(), f)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.rec {
		if c.code == http.StatusNotModified {
			s.revalidated[rel]++
		} else {
			s.served[rel]++
		}
		s.wrote += c.n
	}
}

func (s *site) record(on bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rec = on
}

// files returns what was sent in full and what was revalidated (304) while recording, with
// the body bytes written, and resets the record.
func (s *site) files() (sent, revalidated map[string]int, wrote int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sent, revalidated, wrote = s.served, s.revalidated, s.wrote
	s.served, s.revalidated, s.wrote = map[string]int{}, map[string]int{}, 0
	return sent, revalidated, wrote
}

func (s *site) start() error {
	var ln net.Listener
	var err error
	for range 50 { // the port was ours a moment ago; wait for the old socket to go
		if ln, err = net.Listen("tcp", s.addr); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		return err
	}
	s.srv = &http.Server{Handler: s}
	go s.srv.Serve(ln)
	return nil
}

func (s *site) stop() {
	if s.srv != nil {
		s.srv.Close()
		s.srv = nil
	}
}
