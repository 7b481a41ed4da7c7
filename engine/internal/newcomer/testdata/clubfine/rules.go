package clubfine

import "arbiter/engine"

// rules is one entry per ### rule of the club-fine section of the catalogue.
var rules = []engine.Rule{
	{ID: "clubfine.lateness", Section: "Club §1", Calculators: []string{"clubfine.lateness"}, Summary: "rule.clubfine.lateness"},
}
