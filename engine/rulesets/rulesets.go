// Package rulesets is the registry of every ruleset the product ships, in menu order.
//
// A regulation's calculators are built and its messages registered on first use (its
// package's Load): Get builds only the ruleset asked for, All builds them all, Index lists
// them without building any. The scoring tools are always built.
package rulesets

import (
	"sync"

	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rules/nsbk"
	"arbiter/engine/rules/ocsb"
	"arbiter/engine/rules/pref"
	"arbiter/engine/rules/scoring"
	"arbiter/engine/rules/vsz"
)

// registry is the menu: each regulation's ruleset (its header is there from start-up) and the
// function that builds the rest.
var registry = []struct {
	rs   *engine.Ruleset
	load func() *engine.Ruleset
}{
	{nsbk.Ruleset, nsbk.Load},
	{vsz.Ruleset, vsz.Load},
	{ocsb.Ruleset, ocsb.Load},
	{pref.Ruleset, pref.Load},
}

var (
	mu     sync.Mutex
	loaded = map[string]bool{}
	hooks  []func(*engine.Ruleset)
)

// load builds r (once) and tells the hooks the first time.
func load(i int) *engine.Ruleset {
	mu.Lock()
	defer mu.Unlock()
	rs := registry[i].load()
	if !loaded[rs.ID] {
		loaded[rs.ID] = true
		rs.Numbering = numbering(rs.ID)
		for _, h := range hooks {
			h(rs)
		}
	}
	return rs
}

// OnLoad calls f with every regulation ruleset already built, then with each one built
// later, once each (the app registers a ruleset's calculator routes this way).
func OnLoad(f func(*engine.Ruleset)) {
	mu.Lock()
	defer mu.Unlock()
	hooks = append(hooks, f)
	for _, r := range registry {
		if loaded[r.rs.ID] {
			f(r.rs)
		}
	}
}

// All lists the regulation rulesets in menu order, built.
func All() []*engine.Ruleset {
	out := make([]*engine.Ruleset, len(registry))
	for i := range registry {
		out[i] = load(i)
	}
	return out
}

// Entry names a regulation ruleset without building it.
type Entry struct {
	ID    string
	Names msg.Text
}

// Index lists the regulation rulesets in menu order, without building them (a picker needs
// their names only).
func Index() []Entry {
	out := make([]Entry, len(registry))
	for i, r := range registry {
		out[i] = Entry{r.rs.ID, r.rs.Names}
	}
	return out
}

// DefaultFor returns the ID of the regulation a director whose UI language is l opens on: the
// one whose DefaultFor names l, else the one registered first. It builds none.
func DefaultFor(l msg.Lang) string {
	for _, r := range registry {
		for _, x := range r.rs.DefaultFor {
			if x == l {
				return r.rs.ID
			}
		}
	}
	return registry[0].rs.ID
}

func init() { scoring.Ruleset.Numbering = numbering(scoring.Ruleset.ID) }

// numbering returns the frozen share-link numbering of ruleset id (numbering.go), or nil.
func numbering(id string) *engine.Numbering {
	for i := range format1 {
		if format1[i].id == id {
			return &format1[i].n
		}
	}
	return nil
}

// Scoring is the pseudo-ruleset of the scoring tools (contract score, IMP, VP, traveller, team match).
func Scoring() *engine.Ruleset { return scoring.Ruleset }

// Get returns the ruleset id (the scoring tools included), built, or nil.
func Get(id string) *engine.Ruleset {
	if id == scoring.Ruleset.ID {
		return scoring.Ruleset
	}
	for i, r := range registry {
		if r.rs.ID == id {
			return load(i)
		}
	}
	return nil
}

// Calculator finds a calculator by ruleset and calculator id.
func Calculator(rs, id string) (*engine.Ruleset, *engine.Calculator) {
	r := Get(rs)
	if r == nil {
		return nil, nil
	}
	return r, r.Calculator(id)
}
