package nsbk

import (
	"slices"
	"strings"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// The regulation gives every penalty of a pair event in two forms, a percentage of the top for
// matchpoints (Mitchell) and IMPs (Butler); every calculator with a penalty shows both and
// explains the one of the event's form. An input's Form is the option code "mp" or "imp", and
// its Top the matchpoints of a top on a board.

// penalty returns the outs of a penalty of pct % of the top or imp IMPs: both forms, and the
// matchpoints the percentage makes of the top.
func penalty(pct, imp, top float64) []engine.Out {
	return []engine.Out{
		engine.Num("pct_top", pct, "%", 0),
		engine.Num("mp", engine.Round2(top*pct/100), "mp", 2),
		engine.Num("imp", imp, "imp", 0),
	}
}

// penaltyStep explains a penalty in the event's form.
func penaltyStep(form string, top int, pct, imp float64) engine.Step {
	if form == "imp" {
		return engine.S("nsbk.step.penalty-imp", msg.A("imp", imp))
	}
	t := float64(top)
	return engine.S("nsbk.step.penalty-mp", msg.A("pct", pct), msg.A("top", t),
		msg.A("mp", msg.Dec{V: engine.Round2(t * pct / 100), Prec: 2}))
}

// oneOf refuses an option code that field's form does not offer (a core called directly may be
// given one; the form cannot send one): EINVALID naming the field and its options, or nil.
func oneOf(field, code string, options ...string) error {
	if slices.Contains(options, code) {
		return nil
	}
	return engine.InvalidKey(field, "err.enum", msg.A("options", strings.Join(options, ", ")))
}

// appendOnce appends s to l unless l holds it.
func appendOnce(l []string, s string) []string {
	for _, x := range l {
		if x == s {
			return l
		}
	}
	return append(l, s)
}
