package ocsb

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// categories are the system colours of §9 and the brown sticker convention.
var categories = []string{"green", "blue", "red", "yellow", "brown"}

// systemDivisions gives, per category, the lowest division (index into divisions) where it may
// be played (§9): yellow systems and brown sticker conventions in I/A only, red down to I/B,
// green and blue everywhere.
var systemDivisions = map[string]int{"green": 3, "blue": 3, "red": 1, "yellow": 0, "brown": 0}

// noCardCategories may be played without a convention card (§9).
var noCardCategories = map[string]bool{"green": true, "blue": true}

// emailAhead and notifyTD: the categories that must be sent to the opponents a week ahead, and
// those also notified to the TD with suggested defences (§9).
var (
	emailAhead = map[string]bool{"red": true, "yellow": true, "brown": true}
	notifyTD   = map[string]bool{"yellow": true, "brown": true}
)

// SystemClause returns "ok", "division" (not allowed in this division) or "no-card".
func SystemClause(division int, category string, card bool) string {
	if division > systemDivisions[category] {
		return "division"
	}
	if !card && !noCardCategories[category] {
		return "no-card"
	}
	return "ok"
}

func systemsCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "ocsb.systems",
		Rules: []string{"ocsb.systems"},
		Group: "psychics",
		Inputs: engine.Schema{
			fEnum("division", divisions, 1),
			fEnum("category", categories, 2),
			fBool("card", true),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			cat := in.Enum("category")
			div := int(in.Int("division"))
			clause := SystemClause(div, cat, in.Bool("card"))
			res := &engine.Result{}
			res.Step("ocsb.step.sys-division", msg.A("category", msg.Ref("ocsb.f.category."+cat)),
				msg.A("lowest", divisions[systemDivisions[cat]]))
			if clause == "no-card" {
				res.Step("ocsb.step.sys-no-card")
			}
			if emailAhead[cat] {
				res.Step("ocsb.step.sys-email")
			}
			if notifyTD[cat] {
				res.Step("ocsb.step.sys-td")
			}
			res.Parties = []engine.Party{{Role: "pair", Outs: []engine.Out{
				engine.Bool("allowed", clause == "ok"), engine.Str("clause", clause),
				engine.Bool("email_ahead", emailAhead[cat]), engine.Bool("notify_td", notifyTD[cat]),
			}}}
			return res, nil
		},
	}
}

// SitsFirst returns which team sits down first in half (1 or 2): the home team in the first
// half, the visitor in the second (§8) — unless exactly one team plays a yellow system or a brown
// sticker convention, which then sits first in the whole match, its opponent having the right to
// sit down later (§9).
func SitsFirst(homeSpecial, visitorSpecial bool, half int) (first string, rights bool) {
	switch {
	case homeSpecial && !visitorSpecial:
		return "home", true
	case visitorSpecial && !homeSpecial:
		return "visitor", true
	case half == 1:
		return "home", false
	}
	return "visitor", false
}

func seatingCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "ocsb.seating",
		Rules: []string{"ocsb.seating-and-changes", "ocsb.systems"},
		Group: "seating",
		Inputs: engine.Schema{
			fBool("home_special", false),
			fBool("visitor_special", false),
			fInt("match_half", 1, 2, 1),
			fEnum("room", []string{"open", "closed"}, 0),
			fInt("boards_played", 0, 64, 8),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			hs, vs := in.Bool("home_special"), in.Bool("visitor_special")
			half := int(in.Int("match_half"))
			first, rights := SitsFirst(hs, vs, half)
			res := &engine.Result{}
			if rights {
				res.Step("ocsb.step.seat-rights", msg.A("team", msg.Ref("party."+first)))
			} else {
				res.Step("ocsb.step.seat-normal", msg.A("half", half), msg.A("team", msg.Ref("party."+first)))
				if hs && vs {
					res.Decide("ocsb.dec.seat-both-special")
				}
			}
			room := in.Enum("room")
			seats := "ns"
			if room == "closed" {
				seats = "ew"
			}
			res.Step("ocsb.step.seat-room", msg.A("room", msg.Ref("ocsb.f.room."+room)),
				msg.A("seats", msg.Ref("ocsb.seating.val.home_seats."+seats)))
			every := p.I("seating.open_change_boards")
			if room == "closed" {
				every = p.I("seating.closed_change_boards")
			}
			played := in.Int("boards_played")
			change := played%every == 0
			res.Step("ocsb.step.seat-change", msg.A("every", every), msg.A("played", played), msg.A("ok", change))
			if change && room == "open" && played%p.I("seating.closed_change_boards") != 0 {
				res.Step("ocsb.step.seat-report")
			}
			res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{
				engine.Str("first", first), engine.Bool("seating_rights", rights), engine.Str("home_seats", seats),
				engine.Bool("change_allowed", change),
			}}}
			return res, nil
		},
	}
}
