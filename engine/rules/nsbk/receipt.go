package nsbk

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// The ruleset declares its receipt's limit (rulesets.Deadline reads it); set at start-up,
// since Deadline reads the ruleset.
func init() { Ruleset.Deadline = Deadline }

// Deadline is the limit for challenging a ruling under these regulations, for the receipt a
// ruling's link opens: a pair may ask for a jury (rule nsbk.offending-td, point 8), and the
// regulations set no time limit for it, so the receipt says so and shows no moment.
func Deadline(p *engine.Params, calc string, f engine.DeadlineFacts) engine.Deadline {
	return engine.Deadline{Kind: engine.DeadlineNone, Rule: "nsbk.offending-td", Section: "NSBK t. 8",
		Steps: []engine.Step{engine.S("nsbk.step.receipt-jury")}}
}

// registerReceipt adds the texts of Deadline; Load calls it once.
func registerReceipt() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"nsbk.step.receipt-jury", msg.Text{
			En: "A pair that finds the ruling wrong or too harsh may ask for a jury; the regulations set no time limit for the request.",
			Sr: "Par koji smatra da je odluka pogrešna ili prestroga može tražiti žiri; pravilnik ne određuje rok za taj zahtev.",
			Hu: "Az a pár, amely a döntést tévesnek vagy túl szigorúnak tartja, zsűrit kérhet; a szabályzat ehhez nem ad határidőt."}},
	})
}
