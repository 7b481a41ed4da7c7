package eventlog

import (
	"strconv"
	"strings"

	"arbiter/engine"
)

// A result may have several parties of one role: a Preferans sheet's three players, the pairs
// of a cross-IMP table, the teams of a ranking. Each is its own party of the case, bound to its
// own participant: a binding's Role (PartyRef.Role) is the party's key, its role for the first
// party of the role and the role with its place among them for the others ("player",
// "player-2", "player-3"). A case logged before parties had places bound the role once; that
// binding now holds for the first party of the role.

// PartyKey is the key of the party of role that is the place-th (from 1) of its role in the
// result.
func PartyKey(role string, place int) string {
	if place <= 1 {
		return role
	}
	return role + "-" + strconv.Itoa(place)
}

// SplitPartyKey reads a party key: its role and its place (1 for a bare role).
func SplitPartyKey(key string) (role string, place int) {
	if i := strings.LastIndexByte(key, '-'); i > 0 && i+1 < len(key) && key[i+1] != '0' {
		if n, err := strconv.Atoi(key[i+1:]); err == nil && n >= 2 && strconv.Itoa(n) == key[i+1:] {
			return key[:i], n
		}
	}
	return key, 1
}

// PartyKeys is the key of each of res's parties, in order.
func PartyKeys(res *engine.Result) []string {
	keys := make([]string, len(res.Parties))
	place := map[string]int{}
	for i, p := range res.Parties {
		place[p.Role]++
		keys[i] = PartyKey(p.Role, place[p.Role])
	}
	return keys
}

// OutKeys is the key of the party of each of outs, a result flattened in party order (Summary):
// a party's outs come together, and a party of the role of the one before it starts where an
// out's name comes again.
func OutKeys(outs []Out) []string {
	keys := make([]string, len(outs))
	place := map[string]int{}
	seen := map[string]bool{}
	for i, o := range outs {
		if i == 0 || o.Role != outs[i-1].Role || seen[o.Name] {
			place[o.Role]++
			clear(seen)
		}
		seen[o.Name] = true
		keys[i] = PartyKey(o.Role, place[o.Role])
	}
	return keys
}

// Repeated reports whether outs hold several parties of role.
func Repeated(outs []Out, role string) bool {
	for _, k := range OutKeys(outs) {
		if r, n := SplitPartyKey(k); r == role && n > 1 {
			return true
		}
	}
	return false
}

// BoundTo is the participant the party key is bound to in in (ok false: none).
func (in *Incident) BoundTo(key string) (n int, ok bool) {
	for j := len(in.Parties) - 1; j >= 0; j-- { // the last binding of a key holds
		if in.Parties[j].Role == key {
			return in.Parties[j].Number, true
		}
	}
	return 0, false
}
