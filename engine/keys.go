package engine

import "strconv"

// The message keys the model derives from an identifier of a regulation (a calculator's ID, a
// parameter's key, an out's name), each made in one place only, which TestKeysNotComposed
// allows: Calculator.TitleKey ("calc.<ID>"), Field.OptionKey ("<label key>.<code>"), OutLabel
// ("<calcID>.out.<name>", "out.<name>"), Out.Text ("<calcID>.val.<name>.<code>",
// "val.<name>.<code>") and the two below. Every such key is still written out in full where it
// is registered. A closed set of codes (a party's role, a unit, a group, a mark) has a name
// table instead (engine/msg/names.go, MarkLegendKey).

// NameKey is the message key of the parameter's own name, "param.<Key>" (registered only for
// the few a director names apart from their rule's calculator; msg.Has says which).
func (p *Param) NameKey() string { return "param." + p.Key }

// CodeKey is the message key of a coded parameter's (Unit "code") value code,
// "param.<Key>.<code>".
func (p *Param) CodeKey(code int) string { return "param." + p.Key + "." + strconv.Itoa(code) }
