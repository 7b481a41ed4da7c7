package ruling

import "arbiter/engine/msg"

// Showing is the ruling page with v opened, in language l, for a native render (tests of
// other packages). Its fields stay unexported: go-app copies a component's exported fields
// from the parent's new instance on every redraw.
func Showing(l msg.Lang, v rulingView) *RulingPage {
	return &RulingPage{lang: l, loaded: true, v: v}
}
