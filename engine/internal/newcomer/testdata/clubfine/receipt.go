package clubfine

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// The ruleset declares its receipt's limit (rulesets.Deadline reads it).
func init() { Ruleset.Deadline = Deadline }

// Deadline is the remedy against a ruling under the club's rule, for the receipt a ruling's link
// opens: the house rules give none, and the receipt says so plainly.
func Deadline(p *engine.Params, calc string, f engine.DeadlineFacts) engine.Deadline {
	return engine.Deadline{Kind: engine.DeadlineNoRoute, Rule: "clubfine.lateness", Section: "Club §1",
		Steps: []engine.Step{engine.S("clubfine.step.receipt")}}
}

// registerReceipt adds the texts of Deadline; Load calls it once.
func registerReceipt() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"clubfine.step.receipt", msg.Text{
			En: "The club's house rules give no way to challenge a lateness fine.",
			Sr: "Kućni red kluba ne predviđa način da se kazna za kašnjenje ospori.",
			Hu: "A klub házirendje nem ad módot a késési büntetés megtámadására."}},
	})
}
