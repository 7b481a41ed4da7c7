package eventlog

import (
	"regexp"
	"strings"
	"testing"
)

// ValidID and ValidIncidentID accept exactly what the patterns they replaced accept.
func TestIDsMatchPatterns(t *testing.T) {
	ids := []string{"", "a", "A-z_09", "a b", "a\n", "\na", "é", "a.b", ".", "a/b", "S3.2", strings.Repeat("x", 64),
		strings.Repeat("x", 65), strings.Repeat("_", 63) + "-", strings.Repeat("y", 100), strings.Repeat("y", 101),
		strings.Repeat(".", 99) + "-", "\x00", "Z", "z", "0", "9", "@", "[", "`", "{", ":", "/"}
	for c := 0; c < 256; c++ {
		ids = append(ids, string([]byte{byte(c)}), "a"+string([]byte{byte(c)}))
	}
	for _, tt := range []struct {
		name  string
		valid func(string) bool
		re    *regexp.Regexp
	}{
		{"ValidID", ValidID, regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)},
		{"ValidIncidentID", ValidIncidentID, regexp.MustCompile(`^[A-Za-z0-9_.-]{1,100}$`)},
	} {
		for _, id := range ids {
			if got, want := tt.valid(id), tt.re.MatchString(id); got != want {
				t.Errorf("%s(%q) = %v, want %v", tt.name, id, got, want)
			}
		}
	}
}
