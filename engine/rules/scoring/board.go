package scoring

import (
	"errors"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

// seatLabel, vulLabel and stateLabel name a seat, a board's vulnerability and a side's state in
// the steps.
var (
	seatLabel = map[bridge.Seat]msg.Ref{
		bridge.North: "scoring.seat.N",
		bridge.East:  "scoring.seat.E",
		bridge.South: "scoring.seat.S",
		bridge.West:  "scoring.seat.W",
	}
	vulLabel = map[bridge.Vul]msg.Ref{
		bridge.None: "scoring.vul.None",
		bridge.NS:   "scoring.vul.NS",
		bridge.EW:   "scoring.vul.EW",
		bridge.Both: "scoring.vul.Both",
	}
	stateLabel = map[bool]msg.Ref{
		true:  "scoring.state.vul",
		false: "scoring.state.nonvul",
	}
)

// named re-labels an *engine.Error from engine/bridge with the form field at fault.
func named(err error, field string) error {
	e, ok := errors.AsType[*engine.Error](err)
	if !ok {
		return engine.Errorf(engine.EINTERNAL, "%v", err)
	}
	c := *e
	c.Field = field
	return &c
}
