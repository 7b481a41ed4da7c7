package view

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// RulesetName is rs's name in l (English, then its ID, when a translation is missing).
func RulesetName(l msg.Lang, rs *engine.Ruleset) string {
	if rs == nil {
		return ""
	}
	return NameIn(l, rs.ID, rs.Names)
}

// NameIn is the name of ruleset id in l (English, then the ID, when l has none).
func NameIn(l msg.Lang, id string, names msg.Text) string {
	for _, n := range []string{names.In(l), names.En, id} {
		if n != "" {
			return n
		}
	}
	return ""
}
