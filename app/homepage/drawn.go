package homepage

import "arbiter/engine/msg"

// Drawn is the start screen in language l with ruleset rs picked and club's name, for a native
// render (tests of other packages). Its fields stay unexported: go-app copies a component's
// exported fields from the parent's new instance on every redraw.
func Drawn(l msg.Lang, rs, club string) *Home { return &Home{lang: l, rs: rs, club: club} }
