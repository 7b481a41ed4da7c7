package ocsb

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// Promotion returns the outcome of place in division (§15): "up", "playoff-up", "stay",
// "playoff-stay" or "down". div3Teams is the number of teams in division III, which sets
// division II's relegation and division III's promotion.
func Promotion(p *engine.Params, division string, place, div3Teams int) string {
	upTo, playUp, stayTo, playStay := promoBands(p, division, div3Teams)
	switch {
	case place <= upTo:
		return "up"
	case place == playUp:
		return "playoff-up"
	case place <= stayTo:
		return "stay"
	case place == playStay:
		return "playoff-stay"
	}
	return "down"
}

// promoBands returns the last promoted place, the promotion play-off place, the last place that
// stays and the relegation play-off place (0 where the division has none).
func promoBands(p *engine.Params, division string, div3Teams int) (upTo, playUp, stayTo, playStay int) {
	i := func(k string) int { return int(p.I(k)) }
	switch division {
	case "I/A":
		return 0, 0, i("promo.ia_stay_to"), i("promo.ia_playoff_stay")
	case "I/B":
		return i("promo.ib_up_to"), i("promo.ib_playoff_up"), i("promo.ib_stay_to"), i("promo.ib_playoff_stay")
	case "II":
		if div3Teams <= i("promo.iii_small_max") {
			return i("promo.ii_up_to"), i("promo.ii_playoff_up"), i("promo.ii_stay_to_small"), i("promo.ii_playoff_stay_small")
		}
		return i("promo.ii_up_to"), i("promo.ii_playoff_up"), i("promo.ii_stay_to_large"), i("promo.ii_playoff_stay_large")
	}
	// III: as many go up as II relegates; the next place plays the promotion play-off.
	_, _, _, iiPlayStay := promoBands(p, "II", div3Teams)
	up := i("format.ii_teams") - iiPlayStay
	return up, up + 1, div3Teams, 0
}

func divisionTeams(p *engine.Params, division string, div3Teams int) int {
	switch division {
	case "I/A":
		return int(p.I("format.ia_teams"))
	case "I/B":
		return int(p.I("format.ib_teams"))
	case "II":
		return int(p.I("format.ii_teams"))
	}
	return div3Teams
}

// finalStage returns where place of division I/A enters the national final (§16).
func finalStage(p *engine.Params, place int) string {
	switch {
	case place <= int(p.I("final.four_to")):
		return "final-four"
	case place <= int(p.I("final.semi_to")):
		return "semi-final"
	case place <= int(p.I("final.middle_to")):
		return "middle-final"
	}
	return "none"
}

// promotionNames and finalNames are the labels of the outcomes of Promotion and finalStage.
var (
	promotionNames = map[string]string{
		"up":           "ocsb.promotion.val.outcome.up",
		"playoff-up":   "ocsb.promotion.val.outcome.playoff-up",
		"stay":         "ocsb.promotion.val.outcome.stay",
		"playoff-stay": "ocsb.promotion.val.outcome.playoff-stay",
		"down":         "ocsb.promotion.val.outcome.down",
	}
	finalNames = map[string]string{
		"final-four":   "ocsb.promotion.val.final.final-four",
		"semi-final":   "ocsb.promotion.val.final.semi-final",
		"middle-final": "ocsb.promotion.val.final.middle-final",
		"none":         "ocsb.promotion.val.final.none",
	}
)

// PromotionAndRelegationInput is a team's final place in its division.
type PromotionAndRelegationInput struct {
	Division  string // "I/A", "I/B", "II", "III"
	Place     int    // final place, 1 to the division's number of teams
	Div3Teams int    // teams in division III, 1–99
}

// PromotionAndRelegation decides what a final place means: promoted, a promotion play-off,
// stays, a relegation play-off or relegated, by the division's bands (division III's size sets
// II's relegation and III's promotion), and for I/A the national final's stage. Rule ocsb.format,
// KMOR §15 and §16.
func PromotionAndRelegation(p *engine.Params, in PromotionAndRelegationInput) (*engine.Result, error) {
	div := in.Division
	if divIndex(div) < 0 {
		return nil, badOption("division", divisions...)
	}
	place, d3 := in.Place, in.Div3Teams
	if n := divisionTeams(p, div, d3); place > n {
		return nil, engine.Invalid("place", 1, n)
	}
	out := Promotion(p, div, place, d3)
	upTo, playUp, stayTo, playStay := promoBands(p, div, d3)
	res := &engine.Result{}
	res.Step("ocsb.step.promo-bands", msg.A("division", div), msg.A("up", upTo),
		msg.A("playoff_up", playUp), msg.A("stay", stayTo), msg.A("playoff_stay", playStay))
	if div == "II" || div == "III" {
		res.Step("ocsb.step.promo-div3", msg.A("n", d3), msg.A("small", p.I("promo.iii_small_max")))
	}
	if div == "III" {
		res.Decide("ocsb.dec.promo-iii")
	}
	res.Step("ocsb.step.promo-outcome", msg.A("place", place),
		msg.A("outcome", msg.Ref(promotionNames[out])))
	outs := []engine.Out{engine.Str("outcome", out)}
	if out == "playoff-up" || out == "playoff-stay" {
		res.Step("ocsb.step.promo-playoff", msg.A("boards", p.I("playoff.boards")),
			msg.A("extension", p.I("playoff.extension_boards")))
	}
	if div == "I/A" {
		st := finalStage(p, place)
		outs = append(outs, engine.Str("final", st))
		res.Step("ocsb.step.promo-final", msg.A("stage", msg.Ref(finalNames[st])))
	}
	res.Parties = []engine.Party{{Role: "team", Outs: outs}}
	return res, nil
}
