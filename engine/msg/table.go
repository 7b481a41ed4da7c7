package msg

// Entry is one key and value of a table written as a list (see Table).
type Entry[V any] struct {
	Key string
	Val V
}

// Table makes a map of a list. Message tables are written as lists because a list literal is
// data in the wasm, while a map literal of up to 25 entries is compiled to code, one
// assignment per entry; the map is built once, when a ruleset is first used. A repeated key
// panics: it is a mistake in a table, found by the tests that load every ruleset.
func Table[V any](es []Entry[V]) map[string]V {
	m := make(map[string]V, len(es))
	for _, e := range es {
		if _, dup := m[e.Key]; dup {
			panic("msg.Table: key " + e.Key + " twice")
		}
		m[e.Key] = e.Val
	}
	return m
}
