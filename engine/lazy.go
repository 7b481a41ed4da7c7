package engine

import "sync"

// Lazy builds the heavy part of a regulation ruleset — its calculators, its message tables —
// once, on first use. Each regulation package's Load is Lazy.Load with its own build; the
// registry (package rulesets) calls it, so that a start-up builds only the rulesets it shows.
// Everything that reads a regulation's Calculators goes through the registry or calls its
// Load first (its own tests do so in TestMain).
type Lazy struct{ once sync.Once }

// Load runs build the first time and returns rs.
func (l *Lazy) Load(rs *Ruleset, build func()) *Ruleset {
	l.once.Do(build)
	return rs
}
