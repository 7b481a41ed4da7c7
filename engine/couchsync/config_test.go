package couchsync

import (
	"net/url"
	"strings"
	"testing"

	"arbiter/engine/msg"
)

func TestCheckServer(t *testing.T) {
	for _, c := range []struct{ in, want, key string }{
		{"https://couch.club.example", "https://couch.club.example", ""},
		{"  couch.club.example:6984/ ", "https://couch.club.example:6984", ""},
		{"HTTPS://Couch.Club.Example/db-proxy/", "https://couch.club.example/db-proxy", ""},
		{"http://127.0.0.1:5984", "http://127.0.0.1:5984", ""},
		{"http://localhost:5984/", "http://localhost:5984", ""},
		{"http://[::1]:5984", "http://[::1]:5984", ""},
		{"http://couch.club.example", "", KeyServerHTTP},
		{"http://192.168.1.10:5984", "", KeyServerHTTP},
		{"https://ana:secret@couch.club.example", "", KeyServerSecret},
		{"https://couch.club.example/?x=1", "", KeyServer},
		{"https://couch.club.example/#x", "", KeyServer},
		{"ftp://couch.club.example", "", KeyServer},
		{"https://", "", KeyServer},
		{"https://couch.club.example:0", "", KeyServer},
		{"https://couch.club.example:70000", "", KeyServer},
		{"https://couch.club.example:08", "", KeyServer},
		// a server address that reaches into the server's own databases or API
		{"https://couch.club.example/_users", "", KeySystemDB},
		{"https://couch.club.example/proxy/_replicator/", "", KeySystemDB},
		{"https://couch.club.example/%5Fusers", "", KeySystemDB},
		{"https://couch.club.example/_session", "", KeySystemDB},
		{"", "", KeyEmpty},
		{"https://" + strings.Repeat("a", MaxServer), "", KeyTooLong},
	} {
		got, err := CheckServer("server", c.in)
		if c.key == "" {
			if err != nil || got != c.want {
				t.Errorf("CheckServer(%q) = %q, %v; want %q", c.in, got, err, c.want)
			}
			continue
		}
		if err == nil || err.Key != c.key || err.Field != "server" {
			t.Errorf("CheckServer(%q) = %q, %v; want error %s on server", c.in, got, err, c.key)
			continue
		}
		for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
			if m := err.Message(l); !strings.HasPrefix(m, "server:") {
				t.Errorf("%q in %v: message %q does not name the field", c.in, l, m)
			}
		}
	}
}

func TestOrigin(t *testing.T) {
	for in, want := range map[string]string{
		"https://couch.club.example/db-proxy": "https://couch.club.example",
		"http://127.0.0.1:5984":               "http://127.0.0.1:5984",
		"":                                    "",
	} {
		if got := Origin(in); got != want {
			t.Errorf("Origin(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestDBName(t *testing.T) {
	for _, c := range []struct{ name, date, want string }{
		{"Kup Novog Sada", "2026-12-01", "kup-novog-sada-2026-12-01"},
		{"Đurđevdanski turnir — parovi", "2026-05-06", "djurdjevdanski-turnir-parovi-2026-05-06"},
		{"Őszi Csapatbajnokság 2026/27", "2026-09-12", "oszi-csapatbajnoksag-2026-27-2026-09-12"},
		{"2026 pairs", "", "event-2026-pairs"},
		{"", "", "event"},
		{"!!!", "", "event"},
	} {
		got := DBName(c.name, c.date)
		if got != c.want {
			t.Errorf("DBName(%q, %q) = %q, want %q", c.name, c.date, got, c.want)
		}
		if _, err := CheckDBName("db", got); err != nil {
			t.Errorf("DBName(%q) = %q is refused: %v", c.name, got, err)
		}
	}
	if got := DBName(strings.Repeat("ab ", 200), "2026-01-01"); len(got) > MaxDBName {
		t.Errorf("DBName too long: %d", len(got))
	}
}

func TestCheckDBName(t *testing.T) {
	for _, c := range []struct{ in, want, key string }{
		{"kup-2026", "kup-2026", ""},
		{"Kup-2026", "kup-2026", ""},
		{"a_$()+-/9", "a_$()+-/9", ""},
		{"2026-kup", "", KeyDBName},
		{"_users", "", KeySystemDB},
		{"_replicator", "", KeySystemDB},
		{"_global_changes", "", KeySystemDB},
		{"kup/_users", "", KeySystemDB},
		{"kup novog", "", KeyDBName},
		{"kup-čačak", "", KeyDBName},
		{"", "", KeyEmpty},
		{"a" + strings.Repeat("b", MaxDBName), "", KeyTooLong},
	} {
		got, err := CheckDBName("db", c.in)
		if c.key == "" && (err != nil || got != c.want) || c.key != "" && (err == nil || err.Key != c.key) {
			t.Errorf("CheckDBName(%q) = %q, %v; want %q %s", c.in, got, err, c.want, c.key)
		}
	}
}

// TestDBURL: the database's name is one segment of its URL ("/" in a name is %2F), so that no
// name reaches another database or a document of one.
func TestDBURL(t *testing.T) {
	for _, c := range []struct{ server, db, want string }{
		{"https://couch.club.example", "kup-2026", "https://couch.club.example/kup-2026"},
		{"https://couch.club.example/proxy", "kup/parovi", "https://couch.club.example/proxy/kup%2Fparovi"},
		{"http://127.0.0.1:5984", "a_$()+-9", "http://127.0.0.1:5984/a_$%28%29+-9"},
	} {
		if got := DBURL(c.server, c.db); got != c.want {
			t.Errorf("DBURL(%q, %q) = %q, want %q", c.server, c.db, got, c.want)
		}
	}
}

func TestJoinLink(t *testing.T) {
	j := Join{Server: "https://couch.club.example:6984", DB: "kup-2026/parovi"}
	q, err := url.ParseQuery(j.Query())
	if err != nil {
		t.Fatal(err)
	}
	got, jerr := ParseJoin(q)
	if jerr != nil || got != j {
		t.Fatalf("ParseJoin(%q) = %+v, %v", j.Query(), got, jerr)
	}
	if strings.Contains(j.Query(), "password") {
		t.Fatal("a join link carries no password")
	}
	for _, bad := range []string{"s=https%3A%2F%2Fcouch.example&d=_users", "s=https%3A%2F%2Fcouch.example&d=_replicator",
		"s=https%3A%2F%2Fcouch.example%2F_users&d=kup", "s=http%3A%2F%2Fexample.com&d=kup", "s=https%3A%2F%2Fa.example&d=Kup%20x", "d=kup", "s=https%3A%2F%2Fa%3Ab%40c.example&d=kup"} {
		q, _ := url.ParseQuery(bad)
		if _, err := ParseJoin(q); err == nil {
			t.Errorf("ParseJoin(%q) accepted", bad)
		}
	}
}

func FuzzJoin(f *testing.F) {
	for _, s := range []string{"s=https%3A%2F%2Fcouch.example&d=kup", "s=http%3A%2F%2F127.0.0.1%3A5984&d=a", "s=%zz", "d=_x", "s=https://[::1&d=a"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		q, err := url.ParseQuery(raw)
		if err != nil {
			return
		}
		j, jerr := ParseJoin(q)
		if jerr != nil {
			if jerr.Field != JoinServer && jerr.Field != JoinDB {
				t.Fatalf("error names no field: %+v", jerr)
			}
			return
		}
		// what a link carried reads back the same, and passes the checks again
		q2, _ := url.ParseQuery(j.Query())
		j2, err2 := ParseJoin(q2)
		if err2 != nil || j2 != j {
			t.Fatalf("round trip %+v → %+v, %v", j, j2, err2)
		}
		if strings.HasPrefix(j.DB, "_") || strings.Contains(j.DB, "/_") || strings.Contains(j.Server, "/_") {
			t.Fatalf("a system database or the server's API: %+v", j)
		}
		if s, _ := CheckServer("s", j.Server); s != j.Server {
			t.Fatalf("server not in its one form: %q → %q", j.Server, s)
		}
		if strings.HasPrefix(j.Server, "http://") && !Loopback(strings.Split(strings.TrimPrefix(Origin(j.Server), "http://"), ":")[0]) && !strings.HasPrefix(Origin(j.Server), "http://[") {
			t.Fatalf("plain http to another host: %q", j.Server)
		}
	})
}
