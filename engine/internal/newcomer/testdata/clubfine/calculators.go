package clubfine

import "arbiter/engine"

// calculators are the rule's calculators, in link order (append only).
func calculators() []*engine.Calculator {
	return []*engine.Calculator{
		{
			ID:    "clubfine.lateness",
			Rules: []string{"clubfine.lateness"},
			Group: "time",
			Inputs: engine.Schema{
				engine.IntField("minutes", "clubfine.f.minutes", 0, 240, 3),
			},
			NoBoardScore: "a fine in money, no board's score",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Lateness(p, LatenessInput{Minutes: int(in.Int("minutes"))})
			},
		},
	}
}
