package result

import (
	"strings"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// RuleSection is the rule's section as the source numbers it.
func RuleSection(l msg.Lang, r *engine.Rule) string { return r.Section }

// RuleAnchor is the element ID of a rule in the browser.
func RuleAnchor(id string) string {
	return "rule-" + strings.Map(func(c rune) rune {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '-', c == '_':
			return c
		}
		return '-'
	}, id)
}

// RuleCalcs returns the calculators of rs that compute r: the rule's list and any
// calculator that names the rule.
func RuleCalcs(rs *engine.Ruleset, r *engine.Rule) []*engine.Calculator {
	var out []*engine.Calculator
	seen := map[string]bool{}
	add := func(c *engine.Calculator) {
		if c != nil && !seen[c.ID] {
			seen[c.ID] = true
			out = append(out, c)
		}
	}
	for _, id := range r.Calculators {
		add(rs.Calculator(id))
	}
	for _, c := range rs.Calculators {
		for _, id := range c.Rules {
			if id == r.ID {
				add(c)
			}
		}
	}
	return out
}
