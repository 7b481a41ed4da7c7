package rulesets

import (
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

// letterCode reports why v, an argument of a step, prints a hand, a card, a contract, a score
// entry or a seat in the English letter codes of the strict readers ("S AKQ2 H 543 …", "4SX N
// -2", "N") rather than in the notation of the UI language (engine/notation's HandArg,
// CardArg, ContractArg, EntryArg, SeatArg); "" when it does not.
func letterCode(v any) string {
	switch x := v.(type) {
	case cards.Hand, cards.Card, bridge.Contract, bridge.Entry, bridge.Seat, bridge.Strain:
		return "a value printed by its String method"
	case string:
		s := strings.TrimSpace(x)
		switch {
		case s == "N" || s == "E" || s == "S" || s == "W":
			return "a seat letter"
		case strings.ContainsAny(s, "♠♥♦♣"):
			return ""
		}
		if _, err := cards.Bridge.ParseHand(s); err == nil {
			return "a bridge hand in letters"
		}
		if _, err := cards.ParsePrefHand(s); err == nil {
			return "a Preferans hand in letters"
		}
		if _, err := cards.Bridge.ParseCard(s); err == nil {
			return "a card in letters"
		}
		if _, err := cards.Preferans.ParseCard(s); err == nil {
			return "a Preferans card in letters"
		}
		if _, err := bridge.ParseEntry(s); err == nil {
			return "a score entry in letters"
		}
		if _, err := bridge.ParseContract(s); err == nil {
			return "a contract in letters"
		}
	}
	return ""
}

// TestStepArgsInNotation: no step of any calculator's result on its defaults carries a hand, a
// card, a contract, an entry or a seat in English letter codes: each is an argument
// that prints in the message's language as engine/notation shows it (suit symbols, the
// language's no trump and seats), which the form reads back.
func TestStepArgsInNotation(t *testing.T) {
	shown := 0
	for _, rs := range all() {
		for _, c := range rs.Calculators {
			if !hasDefaults(c.Inputs) {
				continue
			}
			res, err := c.Run(engine.NewParams(rs, nil), c.Inputs.Defaults())
			if err != nil {
				continue // TestCalculatorsRunWithDefaults reports it
			}
			for _, s := range res.Steps {
				for _, a := range s.Args {
					if why := letterCode(a.Value); why != "" {
						t.Errorf("%s: step %s argument %s = %#v: %s", c.ID, s.Key, a.Name, a.Value, why)
					}
					if _, ok := a.Value.(msg.Localizer); ok {
						shown++
					} else if str, ok := a.Value.(string); ok && strings.ContainsAny(str, "♠♥♦♣") {
						shown++
					}
				}
			}
		}
	}
	if shown < 3 { // nsbk.psych's hand, nsbk.score-entry's entry, scoring.contract's contract
		t.Errorf("%d step arguments in notation on the defaults, want at least 3", shown)
	}
}
