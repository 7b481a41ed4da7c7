package eventlog

import (
	"regexp"
	"strings"
	"testing"
)

// validID must accept exactly what the pattern it replaced accepts.
func TestValidIDMatchesPattern(t *testing.T) {
	re := regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)
	ids := []string{"", "a", "A-z_09", "a b", "a\n", "\na", "é", "a.b", "a/b", strings.Repeat("x", 64),
		strings.Repeat("x", 65), strings.Repeat("_", 63) + "-", "\x00", "Z", "z", "0", "9", "@", "[", "`", "{", ":", "/"}
	for c := 0; c < 256; c++ {
		ids = append(ids, string([]byte{byte(c)}), "a"+string([]byte{byte(c)}))
	}
	for _, id := range ids {
		if got, want := validID(id), re.MatchString(id); got != want {
			t.Errorf("validID(%q) = %v, want %v", id, got, want)
		}
	}
}
