package clubfine

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// The ruleset declares its receipt's limit (rulesets.Deadline reads it).
func init() { Ruleset.Deadline = Deadline }

// Deadline is the limit for challenging a ruling under the club's rule, for the receipt a
// ruling's link opens: the house rules give no appeal and no time limit, so the receipt says so.
func Deadline(p *engine.Params, calc string, f engine.DeadlineFacts) engine.Deadline {
	return engine.Deadline{Kind: engine.DeadlineNone, Rule: "clubfine.lateness", Section: "Club §1",
		Steps: []engine.Step{engine.S("clubfine.step.receipt")}}
}

// registerReceipt adds the texts of Deadline; Load calls it once.
func registerReceipt() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"clubfine.step.receipt", msg.Text{
			En: "The club's rule sets no time limit for asking the director to look at the fine again.",
			Sr: "Klupsko pravilo ne određuje rok za zahtev da sudija ponovo razmotri kaznu.",
			Hu: "A klubszabály nem ad határidőt arra, hogy a versenyvezető újra megvizsgálja a büntetést."}},
	})
}
