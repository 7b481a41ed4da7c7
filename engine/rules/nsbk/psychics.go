package nsbk

import (
	"cmp"

	"arbiter/engine"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
	"arbiter/engine/notation"
)

// PsychInput is a call suspected of being a psych.
type PsychInput struct {
	Hand            cards.Hand // the caller's hand (a bridge hand, engine/cards)
	Call            string     // kind of call: "natural", "weak-natural", "strong-artificial", "weak-conventional", "competitive-conventional", "overcall" or "cuebid"
	Level           int        // level of the call, 1–7
	Seat            int        // seat, 1–4 in turn from the dealer
	Event           string     // "pairs" or "teams"
	Misstated       bool       // suit or length grossly misstated against the agreement (or the system forgotten)
	IntentDisproved bool       // the offender showed there was no intent
	Form            string     // "mp" or "imp" (penalty.go)
	Top             int        // matchpoints of a top
}

// Psych decides whether a call is a psych and whether that psych is allowed, with the
// procedural penalty of a forbidden one (rule nsbk.psychics, NSBK t. 9–12): a call promising
// opening strength is a psych below the Vienna-point threshold; other calls when they grossly
// misstate the agreement. Natural openings may not be psyched in the first seats of a pair
// event, strong or artificial openings and conventional calls never.
func Psych(p *engine.Params, in PsychInput) (*engine.Result, error) {
	if err := cmp.Or(oneOf("call", in.Call, "natural", "weak-natural", "strong-artificial", "weak-conventional",
		"competitive-conventional", "overcall", "cuebid"), oneOf("event", in.Event, "pairs", "teams"), oneOf("form", in.Form, "mp", "imp")); err != nil {
		return nil, err
	}
	h := in.Hand
	vienna, hcp := Points(p, h)
	threshold := p.I("psych.vienna_threshold")
	call := in.Call
	seat := int64(in.Seat)
	pairs := in.Event == "pairs"
	misstated, disproved := in.Misstated, in.IntentDisproved
	res := &engine.Result{}
	res.Step("nsbk.step.psych-points", msg.A("hand", notation.HandArg(cards.Bridge, h)),
		msg.A("vienna", vienna), msg.A("hcp", hcp))
	var isPsych bool
	switch call {
	case "natural", "strong-artificial":
		isPsych = int64(vienna) < threshold && !disproved
		res.Step("nsbk.step.psych-strength", msg.A("vienna", vienna), msg.A("threshold", threshold))
		res.Decide("nsbk.dec.psych-strength-test")
	case "weak-natural":
		isPsych = misstated && !disproved
		res.Step("nsbk.step.psych-misstated")
		res.Decide("nsbk.dec.psych-strength-test")
	case "weak-conventional", "competitive-conventional":
		isPsych = misstated
		res.Step("nsbk.step.psych-forgotten")
		if call == "weak-conventional" {
			res.Decide("nsbk.dec.psych-strength-test")
		}
	default: // overcall, cuebid
		isPsych = misstated
		res.Step("nsbk.step.psych-misstated")
	}
	if disproved && (call == "natural" || call == "strong-artificial" || call == "weak-natural") {
		res.Step("nsbk.step.psych-no-intent")
	}
	clause := "not-psych"
	allowed := true
	if isPsych {
		switch call {
		case "natural", "weak-natural":
			if pairs && seat <= p.I("psych.forbidden_seats") {
				clause, allowed = "natural-seat", false
			} else {
				clause = "allowed-seat"
			}
		case "strong-artificial", "weak-conventional", "competitive-conventional":
			clause, allowed = call, false
		default:
			clause = "allowed-kind"
		}
	}
	res.Step("nsbk.step.psych-clause", msg.A("clause", psychClauseLabel[clause]))
	var pct, imp float64
	if !allowed {
		pct, imp = p.F("psych.pct_top"), p.F("psych.imp")
		res.Steps = append(res.Steps, engine.S("nsbk.step.psych-sanction"), penaltyStep(in.Form, in.Top, pct, imp))
	}
	if int64(in.Level) >= p.I("brown.min_level") && (call == "strong-artificial" || call == "weak-conventional") {
		res.Step("nsbk.step.psych-brown-check")
	}
	outs := []engine.Out{
		engine.Num("vienna", float64(vienna), "points", 0), engine.Num("hcp", float64(hcp), "points", 0),
		engine.Bool("psych", isPsych), engine.Bool("allowed", allowed), engine.Str("clause", clause),
	}
	res.Parties = []engine.Party{{Role: "offender", Outs: append(outs, penalty(pct, imp, float64(in.Top))...)}}
	return res, nil
}

// hcpValue is the Milton Work count (4-3-2-1) by rank from the ace down: the common measure
// shown beside the regulation's Vienna count, not a number of the regulation.
var hcpValue = [4]int{4, 3, 2, 1}

// Points returns the Vienna count (values from the parameters) and the HCP of hand h.
func Points(p *engine.Params, h cards.Hand) (vienna, hcp int) {
	v := [4]int{int(p.I("psych.vienna_ace")), int(p.I("psych.vienna_king")), int(p.I("psych.vienna_queen")), int(p.I("psych.vienna_jack"))}
	top := len(cards.Bridge.Ranks) - 1
	for s := cards.Clubs; s <= cards.Spades; s++ {
		for i := range v {
			if h.Has(cards.Bridge.CardOf(s, top-i)) {
				vienna += v[i]
				hcp += hcpValue[i]
			}
		}
	}
	return vienna, hcp
}

// psychClauseLabel names Psych's verdict clause in the steps.
var psychClauseLabel = map[string]msg.Ref{
	"not-psych":                "nsbk.psych.val.clause.not-psych",
	"allowed-seat":             "nsbk.psych.val.clause.allowed-seat",
	"allowed-kind":             "nsbk.psych.val.clause.allowed-kind",
	"natural-seat":             "nsbk.psych.val.clause.natural-seat",
	"strong-artificial":        "nsbk.psych.val.clause.strong-artificial",
	"weak-conventional":        "nsbk.psych.val.clause.weak-conventional",
	"competitive-conventional": "nsbk.psych.val.clause.competitive-conventional",
}

// BrownStickerInput is an opening to test against the brown sticker definition.
type BrownStickerInput struct {
	Level     int  // level of the opening, 1–7
	KnownSuit bool // it shows at least one known suit
	Multi     bool // it is Multi 2♦
	Strong    bool // it is a strong artificial opening (e.g. strong 2♣)
}

// BrownSticker decides whether an opening is a brown sticker convention, which pair events
// forbid (rule nsbk.psychics, NSBK t. 9–12): an opening at the minimum level or higher that shows
// no known suit, Multi 2♦ excepted; a strong artificial opening is not one (DECISION).
func BrownSticker(p *engine.Params, in BrownStickerInput) (*engine.Result, error) {
	level, minLevel := int64(in.Level), p.I("brown.min_level")
	res := &engine.Result{}
	clause := "brown"
	switch {
	case level < minLevel:
		clause = "low-level"
	case in.KnownSuit:
		clause = "known-suit"
	case in.Multi:
		clause = "multi"
	case in.Strong:
		clause = "strong"
		res.Decide("nsbk.dec.brown-strong")
	}
	brown := clause == "brown"
	res.Steps = append(res.Steps, engine.S("nsbk.step.brown-test", msg.A("level", minLevel)),
		engine.S("nsbk.step.brown-clause", msg.A("clause", brownClauseLabel[clause])))
	res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{
		engine.Bool("brown", brown), engine.Bool("allowed", !brown), engine.Str("clause", clause)}}}
	return res, nil
}

// brownClauseLabel names BrownSticker's clause in the steps.
var brownClauseLabel = map[string]msg.Ref{
	"brown":      "nsbk.brown-sticker.val.clause.brown",
	"low-level":  "nsbk.brown-sticker.val.clause.low-level",
	"known-suit": "nsbk.brown-sticker.val.clause.known-suit",
	"multi":      "nsbk.brown-sticker.val.clause.multi",
	"strong":     "nsbk.brown-sticker.val.clause.strong",
}
