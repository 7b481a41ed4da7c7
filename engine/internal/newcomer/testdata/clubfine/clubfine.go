// Package clubfine is a club's own lateness rule (a worked example of adding a regulation,
// engine/MODEL.md): one parameter, one rule, one calculator.
//
// Citations: "Club §1".
package clubfine

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// Ruleset is clubfine as data; Load adds its calculators and messages.
var Ruleset = &engine.Ruleset{
	ID:      "club-fine",
	Names:   msg.Text{En: "Club lateness rule", Sr: "Klupsko pravilo o kašnjenju", Hu: "Klubszabály a késésről"},
	Source:  "The club's house rules, §1",
	Version: 1,
	Lang:    msg.EN,
	Params:  params,
	Rules:   rules,
}
