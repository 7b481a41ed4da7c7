package couchsync

import (
	"net"
	"strings"
	"testing"
)

// loopbackByNet is what Loopback answered with the net package, before net/netip.
func loopbackByNet(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

var loopbackHosts = []string{
	"localhost", "LocalHost", "127.0.0.1", "127.1.2.3", "127.0.0.01", "0127.0.0.1", "128.0.0.1",
	"::1", "::2", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::1%lo", "::1%25lo",
	"[::1]", "fe80::1", "10.0.0.1", "club.example", "", "1.2.3", "127.0.0.1 ", "::", "0.0.0.0",
}

func TestLoopback(t *testing.T) {
	for _, h := range loopbackHosts {
		if got, want := Loopback(h), loopbackByNet(h); got != want {
			t.Errorf("Loopback(%q) = %v, the net package says %v", h, got, want)
		}
	}
	for h, want := range map[string]bool{"127.0.0.1": true, "::1": true, "::ffff:127.0.0.1": true, "10.0.0.1": false, "::1%lo": false} {
		if Loopback(h) != want {
			t.Errorf("Loopback(%q) != %v", h, want)
		}
	}
}

func FuzzLoopback(f *testing.F) {
	for _, h := range loopbackHosts {
		f.Add(h)
	}
	f.Fuzz(func(t *testing.T, h string) {
		if got, want := Loopback(h), loopbackByNet(h); got != want {
			t.Fatalf("Loopback(%q) = %v, the net package says %v", h, got, want)
		}
	})
}
