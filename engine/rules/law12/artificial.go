package law12

import (
	"cmp"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// ArtificialInput is a board that cannot be scored, with the share of the fault.
type ArtificialInput struct {
	Form         string   // "mp" (matchpoints), "imp" (pairs in IMPs) or "teams"
	Fault        string   // the side at fault: "ns", "ew", "both" or "neither"
	Top          int      // matchpoints of a top
	NSSessionPct *float64 // North-South's session percentage (nil: not given)
	EWSessionPct *float64 // East-West's session percentage (nil: not given)
}

// Artificial decides the artificial adjusted score of each side (rule law12, Law 12C2): average
// minus for a side at fault, average plus for a side not at fault; in matchpoints a side's own
// session percentage replaces the award when it is worse for a side at fault or better for one
// not at fault (the own-average convention), in IMPs the awards are fixed.
func Artificial(p *engine.Params, in ArtificialInput) (*engine.Result, error) {
	if err := cmp.Or(oneOf("form", in.Form, "mp", "imp", "teams"), oneOf("fault", in.Fault, "ns", "ew", "both", "neither")); err != nil {
		return nil, err
	}
	top := float64(in.Top)
	res := &engine.Result{}
	res.Step("law12.step.fault", msg.A("fault", faultLabel[in.Fault]))
	ownUsed := false
	for _, side := range []struct {
		role    string
		label   msg.Ref
		atFault bool
		own     *float64
	}{
		{"ns", "party.ns", in.Fault == "ns" || in.Fault == "both", in.NSSessionPct},
		{"ew", "party.ew", in.Fault == "ew" || in.Fault == "both", in.EWSessionPct},
	} {
		party := engine.Party{Role: side.role}
		award := "a-plus"
		if side.atFault {
			award = "a-minus"
			party.Outs = append(party.Outs, engine.Str("status", "offender"))
		} else {
			party.Outs = append(party.Outs, engine.Str("status", "non-offender"))
		}
		switch in.Form {
		case "mp":
			pct := p.F("law12.a_plus_pct")
			if side.atFault {
				pct = p.F("law12.a_minus_pct")
			}
			if side.own != nil {
				own := *side.own
				if (side.atFault && own < pct) || (!side.atFault && own > pct) {
					pct = own
					award = "own"
				}
				ownUsed = true
			}
			party.Outs = append(party.Outs, engine.Str("award", award),
				engine.Num("pct", pct, "%", 2), engine.Num("mp", engine.Round2(top*pct/100), "mp", 2))
			res.Step("law12.step.pct", msg.A("side", side.label),
				msg.A("award", awardLabel[award]), msg.A("pct", msg.Dec{V: pct, Prec: 2}),
				msg.A("mp", msg.Dec{V: engine.Round2(top * pct / 100), Prec: 2}), msg.A("top", top))
		default:
			plus, minus := "law12.a_plus_imp", "law12.a_minus_imp"
			if in.Form == "teams" {
				plus, minus = "law12.team_a_plus_imp", "law12.team_a_minus_imp"
			}
			imp := p.F(plus)
			if side.atFault {
				imp = p.F(minus)
			}
			party.Outs = append(party.Outs, engine.Str("award", award), engine.Num("imp", imp, "imp", 0))
			res.Step("law12.step.imp", msg.A("side", side.label),
				msg.A("award", awardLabel[award]), msg.A("imp", imp))
		}
		res.Parties = append(res.Parties, party)
	}
	if ownUsed {
		res.Decide("law12.dec.own-average")
	}
	if in.Form != "mp" && (in.NSSessionPct != nil || in.EWSessionPct != nil) {
		res.Decide("law12.dec.own-average-mp-only")
	}
	return res, nil
}

// faultLabel names the side at fault in the steps (the fault field's option labels).
var faultLabel = map[string]msg.Ref{
	"ns":      "law12.f.fault.ns",
	"ew":      "law12.f.fault.ew",
	"both":    "law12.f.fault.both",
	"neither": "law12.f.fault.neither",
}

// awardLabel names an award in the steps (the award out's values).
var awardLabel = map[string]msg.Ref{
	"a-plus":  "law12.artificial.val.award.a-plus",
	"a-minus": "law12.artificial.val.award.a-minus",
	"own":     "law12.artificial.val.award.own",
}
