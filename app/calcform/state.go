package calcform

import "arbiter/app/formstate"

// State is the form's data, to read or replace before a native render (tests of other
// packages). The field stays unexported: go-app copies a component's exported fields from
// the parent's new instance on every redraw, so the state would be lost.
func (c *CalcForm) State() *formstate.FormState { return &c.st }
