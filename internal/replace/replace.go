// Package replace is the product's one string replacement loop, for the engine and the app
// alike (a package of the module's own, outside the engine's API).
package replace

import "strings"

// All returns s with every old string of pairs (old, new, old, new, …) replaced by its new:
// left to right, without overlaps, the first pair in argument order winning where several
// match, as strings.NewReplacer does. The product's few fixed replacements (suit symbols, a
// number's separators, accents for search) go through this loop: strings.Replacer's tables cost
// ~20 KB of wasm code for them.
func All(s string, pairs ...string) string {
	var b strings.Builder
	done := 0 // s[:done] is copied or replaced
	for i := 0; i < len(s); {
		matched := false
		for p := 0; p+1 < len(pairs); p += 2 {
			if old := pairs[p]; old != "" && strings.HasPrefix(s[i:], old) {
				if b.Cap() == 0 {
					b.Grow(len(s))
				}
				b.WriteString(s[done:i])
				b.WriteString(pairs[p+1])
				i += len(old)
				done, matched = i, true
				break
			}
		}
		if !matched {
			i++
		}
	}
	if done == 0 {
		return s
	}
	b.WriteString(s[done:])
	return b.String()
}
