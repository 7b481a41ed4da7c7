package rules

import "arbiter/engine/msg"

// Drawn is the rules browser in language l, for a native render (tests of other packages). Its
// fields stay unexported: go-app copies a component's exported fields on every redraw.
func Drawn(l msg.Lang) *RulesPage { return &RulesPage{lang: l} }
