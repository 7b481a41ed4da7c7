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

// categoryLabels are the labels of the categories (the options of ocsb.f.category).
var categoryLabels = map[string]string{
	"green": "ocsb.f.category.green", "blue": "ocsb.f.category.blue", "red": "ocsb.f.category.red",
	"yellow": "ocsb.f.category.yellow", "brown": "ocsb.f.category.brown",
}

// SystemPermissionInput is a pair's bidding method and where it plays.
type SystemPermissionInput struct {
	Division string // "I/A", "I/B", "II", "III"
	Category string // "green", "blue", "red", "yellow" (highly unusual method), "brown" (brown sticker convention)
	Card     bool   // the pair has a convention card
}

// SystemPermission decides whether a pair may play a method: its colour's lowest division,
// green or blue only without a convention card, and what must be sent ahead to the opponents and
// the TD. Rule ocsb.systems, KMOR §9.
func SystemPermission(p *engine.Params, in SystemPermissionInput) (*engine.Result, error) {
	cat := in.Category
	if _, ok := systemDivisions[cat]; !ok {
		return nil, badOption("category", categories...)
	}
	div := divIndex(in.Division)
	if div < 0 {
		return nil, badOption("division", divisions...)
	}
	clause := SystemClause(div, cat, in.Card)
	res := &engine.Result{}
	res.Step("ocsb.step.sys-division", msg.A("category", msg.Ref(categoryLabels[cat])),
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

// roomLabels are the labels of the rooms (the options of ocsb.f.room); seatNames the labels of
// the home team's seats.
var (
	roomLabels = map[string]string{"open": "ocsb.f.room.open", "closed": "ocsb.f.room.closed"}
	seatNames  = map[string]string{"ns": "ocsb.seating.val.home_seats.ns", "ew": "ocsb.seating.val.home_seats.ew"}
)

// SeatingInput is a moment of a match: who plays a yellow system or brown convention, the half,
// the room and the boards played.
type SeatingInput struct {
	HomeSpecial    bool   // the home team plays a yellow system or brown convention
	VisitorSpecial bool   // the visiting team does
	MatchHalf      int    // 1 or 2
	Room           string // "open" or "closed"
	BoardsPlayed   int    // boards played so far in the room, 0–64
}

// Seating decides who sits down first (the home team in the first half, the visitor in the
// second, unless only one team plays a yellow system or brown convention: it sits first in the
// whole match), the home team's seats in the room, and whether players may be changed now (every
// 8 boards in the open room, 16 in the closed). Rules ocsb.seating-and-changes (KMOR §8) and
// ocsb.systems (KMOR §9).
func Seating(p *engine.Params, in SeatingInput) (*engine.Result, error) {
	hs, vs := in.HomeSpecial, in.VisitorSpecial
	half := in.MatchHalf
	room := in.Room
	if _, ok := roomLabels[room]; !ok {
		return nil, badOption("room", "open", "closed")
	}
	first, rights := SitsFirst(hs, vs, half)
	res := &engine.Result{}
	if rights {
		res.Step("ocsb.step.seat-rights", msg.A("team", msg.Ref(partyNames[first])))
	} else {
		res.Step("ocsb.step.seat-normal", msg.A("half", half), msg.A("team", msg.Ref(partyNames[first])))
		if hs && vs {
			res.Decide("ocsb.dec.seat-both-special")
		}
	}
	seats := "ns"
	if room == "closed" {
		seats = "ew"
	}
	res.Step("ocsb.step.seat-room", msg.A("room", msg.Ref(roomLabels[room])),
		msg.A("seats", msg.Ref(seatNames[seats])))
	every := p.I("seating.open_change_boards")
	if room == "closed" {
		every = p.I("seating.closed_change_boards")
	}
	played := int64(in.BoardsPlayed)
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
}
