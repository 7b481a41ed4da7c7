//go:build !wasm

package main

import (
	"testing"

	"arbiter/engine/link"
	"arbiter/engine/msg"
)

// TestSampleLinks: a typical ruling of each ruleset (its first calculator with its defaults)
// becomes a link that opens to "matches"; the lengths are logged (go test -v -run SampleLinks).
func TestSampleLinks(t *testing.T) {
	for _, rs := range groups() {
		for _, c := range rs.Calculators {
			st := newFormState(rs, c, nil, msg.EN)
			if st.res == nil {
				continue
			}
			code, err := codec.Encode(link.Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: c.ID, Values: st.vals})
			if err != nil {
				t.Errorf("%s: %v", c.ID, err)
				continue
			}
			u := shareURL("https://arbiter.example", code, "")
			if v := openRuling(u); !v.matches() {
				t.Errorf("%s: the link does not open to matches: %+v", c.ID, v.err)
			}
			t.Logf("%-16s %-22s %3d characters  %s", rs.ID, c.ID, len(u), u)
			break
		}
	}
}
