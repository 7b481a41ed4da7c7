package couchsync

import (
	"net/netip"
	"net/url"
	"strings"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// What a director types or a join link carries to sync an event: the server's address and the
// event's database. Credentials are never part of either (they stay in the phone's settings).

// Limits of what is typed.
const (
	MaxServer = 300 // characters of a server address
	MaxDBName = 200 // characters of a database name (CouchDB allows 238)
	MaxUser   = 100 // characters of a user name
)

// Message keys of a bad server address or database name ({field} names the field).
const (
	KeyServer       = "sync.err.url"     // not an http(s) address
	KeyServerHTTP   = "sync.err.http"    // plain http to another host than this machine
	KeyServerSecret = "sync.err.secret"  // a user or password inside the address
	KeyDBName       = "sync.err.dbname"  // not a CouchDB database name
	KeyTooLong      = "sync.err.toolong" // over the field's limit
	KeyEmpty        = "sync.err.empty"   // a required field left empty
	KeySystemDB     = "sync.err.system"  // a system database of the server (_users, _replicator …) or its API
)

func fieldErr(field, key string, args ...msg.Arg) *engine.Error {
	return &engine.Error{Code: engine.EINVALID, Key: key, Field: field, Detail: field,
		Args: append([]msg.Arg{msg.A("field", field)}, args...)}
}

// CheckServer reads a server address as a director types it ("https://couch.club.example",
// "couch.club.example:6984/", "http://127.0.0.1:5984") and returns it in one form: scheme,
// host, optional port and path, no trailing slash. HTTPS is required except for a server on
// this machine (127.0.0.1, localhost, [::1]); an address with a user name or password in it, a
// query or a fragment is refused (the password goes in its own field, never in an address that
// a link or a screen might show). field names the field in the error.
func CheckServer(field, s string) (string, *engine.Error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", fieldErr(field, KeyEmpty)
	}
	if utf8.RuneCountInString(s) > MaxServer {
		return "", fieldErr(field, KeyTooLong, msg.A("max", MaxServer))
	}
	if !strings.Contains(s, "://") {
		s = "https://" + s
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || u.Opaque != "" || (u.Scheme != "https" && u.Scheme != "http") {
		return "", fieldErr(field, KeyServer)
	}
	if u.User != nil {
		return "", fieldErr(field, KeyServerSecret)
	}
	if u.RawQuery != "" || u.Fragment != "" || u.ForceQuery || strings.Contains(s, "#") {
		return "", fieldErr(field, KeyServer)
	}
	// the server's own databases and API (/_users, /_replicator, /_session …) are never a
	// path to an event's database
	for _, seg := range strings.Split(u.Path, "/") {
		if strings.HasPrefix(seg, "_") {
			return "", fieldErr(field, KeySystemDB)
		}
	}
	host := u.Hostname()
	if host == "" || strings.ContainsAny(host, " \t") {
		return "", fieldErr(field, KeyServer)
	}
	if p := u.Port(); p != "" {
		if len(p) > 5 || strings.TrimLeft(p, "0123456789") != "" || p[0] == '0' {
			return "", fieldErr(field, KeyServer)
		}
		n := 0
		for _, c := range p {
			n = n*10 + int(c-'0')
		}
		if n < 1 || n > 65535 {
			return "", fieldErr(field, KeyServer)
		}
	}
	if u.Scheme == "http" && !Loopback(host) {
		return "", fieldErr(field, KeyServerHTTP)
	}
	out := u.Scheme + "://" + strings.ToLower(u.Host) + strings.TrimRight(u.EscapedPath(), "/")
	return out, nil
}

// Loopback reports whether host is this machine.
func Loopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	// net/netip, not net: the net package (its resolver, its sockets) would be in the wasm
	// for this one check. A zone ("::1%lo") is refused, as net.ParseIP refuses it; the
	// answers are the net package's (loopback_test.go).
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.Zone() == "" && ip.Unmap().IsLoopback()
}

// Origin is a checked server address's origin (scheme, host and port: what a
// Content-Security-Policy's connect-src names).
func Origin(server string) string {
	u, err := url.Parse(server)
	if err != nil || u.Host == "" {
		return ""
	}
	return u.Scheme + "://" + strings.ToLower(u.Host)
}

// CheckDBName checks a CouchDB database name: a lower-case letter first, then lower-case
// letters, digits and _ $ ( ) + - /, at most MaxDBName characters. Capital letters are taken as
// lower-case (a phone's keyboard starts with one).
func CheckDBName(field, s string) (string, *engine.Error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" {
		return "", fieldErr(field, KeyEmpty)
	}
	if len(s) > MaxDBName {
		return "", fieldErr(field, KeyTooLong, msg.A("max", MaxDBName))
	}
	// a system database (_users, _replicator, _global_changes …: any name starting with _)
	if strings.HasPrefix(s, "_") || strings.Contains(s, "/_") {
		return "", fieldErr(field, KeySystemDB)
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		letter := c >= 'a' && c <= 'z'
		if i == 0 && !letter {
			return "", fieldErr(field, KeyDBName)
		}
		if !letter && !(c >= '0' && c <= '9') && !strings.ContainsRune("_$()+-/", rune(c)) {
			return "", fieldErr(field, KeyDBName)
		}
	}
	return s, nil
}

// DBURL is the URL of database db on server (both checked): the name is one segment, its "/"
// written %2F, so that a name never reaches another database or a document of one.
func DBURL(server, db string) string { return server + "/" + url.PathEscape(db) }

// CheckUser checks a user name: not empty, at most MaxUser characters, no control character.
func CheckUser(field, s string) (string, *engine.Error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", fieldErr(field, KeyEmpty)
	}
	if utf8.RuneCountInString(s) > MaxUser {
		return "", fieldErr(field, KeyTooLong, msg.A("max", MaxUser))
	}
	for _, r := range s {
		if r < ' ' || r == 0x7f || r == ':' {
			return "", fieldErr(field, KeyServer)
		}
	}
	return s, nil
}

// fold maps the letters of Serbian and Hungarian names to the ASCII a database name takes.
func fold(r rune) string {
	switch r {
	case 'č', 'ć', 'Č', 'Ć':
		return "c"
	case 'š', 'Š':
		return "s"
	case 'ž', 'Ž':
		return "z"
	case 'đ', 'Đ':
		return "dj"
	case 'á', 'Á', 'à', 'â', 'ä':
		return "a"
	case 'é', 'É', 'è', 'ê', 'ë':
		return "e"
	case 'í', 'Í', 'ì', 'î', 'ï':
		return "i"
	case 'ó', 'Ó', 'ö', 'Ö', 'ő', 'Ő', 'ò', 'ô':
		return "o"
	case 'ú', 'Ú', 'ü', 'Ü', 'ű', 'Ű', 'ù', 'û':
		return "u"
	}
	if r >= 'A' && r <= 'Z' {
		return string(r + 'a' - 'A')
	}
	if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
		return string(r)
	}
	return "-"
}

// DBName suggests a database name for an event: its name in lower-case ASCII (č → c, đ → dj,
// ő → o …), other characters as "-", then its date: "kup-novog-sada-2026-12-01". The result
// always passes CheckDBName.
func DBName(name, date string) string {
	var b strings.Builder
	for _, r := range name + " " + date {
		f := fold(r)
		if f == "-" && (b.Len() == 0 || strings.HasSuffix(b.String(), "-")) {
			continue
		}
		b.WriteString(f)
	}
	s := strings.Trim(b.String(), "-")
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		s = "event-" + s
	}
	s = strings.TrimRight(s, "-")
	if len(s) > MaxDBName {
		s = strings.TrimRight(s[:MaxDBName], "-")
	}
	return s
}

// Join is what a join link carries: the server and the event's database (never a password).
type Join struct {
	Server, DB string
}

// Join link query parameters.
const (
	JoinServer = "s"
	JoinDB     = "d"
)

// Query is the join link's query string ("s=…&d=…").
func (j Join) Query() string {
	v := url.Values{}
	v.Set(JoinServer, j.Server)
	v.Set(JoinDB, j.DB)
	return v.Encode()
}

// ParseJoin reads a join link's query parameters; each error names its field ("s" or "d").
func ParseJoin(q url.Values) (Join, *engine.Error) {
	s, err := CheckServer(JoinServer, q.Get(JoinServer))
	if err != nil {
		return Join{}, err
	}
	d, err := CheckDBName(JoinDB, q.Get(JoinDB))
	if err != nil {
		return Join{}, err
	}
	return Join{Server: s, DB: d}, nil
}
