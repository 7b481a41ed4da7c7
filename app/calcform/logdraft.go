package calcform

import (
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// LogDraft is what "Log it" adds to the calculation: where and whom it concerns.
type LogDraft struct {
	Round, Table, Board, Player string
	Parties                     map[string]string // role → participant number
	Notes                       string
	Session                     string // the session's number in the event (blank: not given)
}

// placeFields are the form fields a case's place is read from, by the "Log it" field they
// fill: a calculator with a round, a table or a board of its own logs the case there.
var placeFields = []struct{ log, field string }{{"round", "round"}, {"table", "table"}, {"board", "board"}}

// FromForm is d with the round, table and board the director has not typed in "Log it" (typed,
// by "round", "table", "board") taken from the form: calc's whole-number field of that name in
// vals, blank where the form has none or leaves it blank. Never the previous case's.
func (d LogDraft) FromForm(calc *engine.Calculator, vals engine.Values, typed map[string]bool) LogDraft {
	for _, pf := range placeFields {
		if typed[pf.log] {
			continue
		}
		v := ""
		if calc != nil {
			if i := calc.Inputs.Index(pf.field); i >= 0 && calc.Inputs[i].Kind == engine.KInt && i < len(vals) && len(vals[i]) == 1 && vals[i][0] > 0 {
				v = strconv.FormatInt(vals[i][0], 10)
			}
		}
		switch pf.log {
		case "round":
			d.Round = v
		case "table":
			d.Table = v
		case "board":
			d.Board = v
		}
	}
	return d
}

// teamRoles are the roles of a result that name the player's own pair or team: the roster's
// team of a player picked in "Log it" binds them.
var teamRoles = []string{"offender", "team"}

// TeamOf is the participant number of player (its number as text) in ev's roster: the player's
// team when the roster names one that the event lists, else 0.
func TeamOf(ev *eventlog.Event, player string) int {
	n, err := strconv.Atoi(strings.TrimSpace(player))
	if ev == nil || err != nil || n <= 0 {
		return 0
	}
	for _, p := range ev.Players {
		if p.ID != n || p.Team <= 0 {
			continue
		}
		for _, pp := range ev.Participants {
			if pp.Number == p.Team {
				return p.Team
			}
		}
	}
	return 0
}

// WithPlayer is d with player picked (its number as text, blank: none) and, when ev's roster
// gives the player a team, that team bound to the first party of each team role among keys
// (eventlog.PartyKeys of the result): the director may still pick another.
func (d LogDraft) WithPlayer(ev *eventlog.Event, keys []string, player string) LogDraft {
	d.Player = strings.TrimSpace(player)
	team := TeamOf(ev, d.Player)
	if team == 0 {
		return d
	}
	parties := make(map[string]string, len(d.Parties)+1)
	for k, v := range d.Parties {
		parties[k] = v
	}
	for _, key := range keys {
		if role, place := eventlog.SplitPartyKey(key); place <= 1 && slices.Contains(teamRoles, role) {
			parties[key] = strconv.Itoa(team)
		}
	}
	d.Parties = parties
	return d
}

func (d LogDraft) num(s string) int {
	n, _ := strconv.Atoi(strings.TrimSpace(s))
	return n
}

// session reads the session number: blank is none (0); anything but a whole number from 1 to
// eventlog.MaxSession is an error naming the field and its range.
func (d LogDraft) session(l msg.Lang) (int, string) {
	s := strings.TrimSpace(d.Session)
	if s == "" {
		return 0, ""
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > eventlog.MaxSession {
		return 0, msg.T(l, "app.log.err.session", msg.A("max", eventlog.MaxSession))
	}
	return n, ""
}

// Incident builds the incident to log in ev: the calculation recomputed with the event's data
// version and club values, the announced outs, the parties bound.
func (d LogDraft) Incident(ev *eventlog.Event, rs *engine.Ruleset, calc *engine.Calculator, vals engine.Values, edits map[int]string, at eventlog.Minute) (eventlog.Incident, error) {
	res, err := calc.Run(ParamsFor(rs, ev), vals)
	if err != nil {
		return eventlog.Incident{}, err
	}
	in := eventlog.Incident{Event: ev.ID, Time: at, Round: d.num(d.Round), Table: d.num(d.Table), Board: d.num(d.Board),
		Player: d.num(d.Player), Calculator: calc.ID, Values: vals, Result: eventlog.Summary(res),
		Notes: strings.TrimSpace(d.Notes), Status: eventlog.Active}
	in.Session, _ = d.session(msg.EN) // save checks it first
	if in.Player != 0 {
		for _, p := range ev.Players {
			if p.ID == in.Player {
				in.Team = p.Team
			}
		}
	}
	if ev.Form.InGames() {
		in.Game = in.Board
		in.Board = 0
	}
	for _, key := range eventlog.PartyKeys(res) { // each party its own, where a role repeats
		if n := d.num(d.Parties[key]); n > 0 {
			if _, dup := in.BoundTo(key); !dup {
				in.Parties = append(in.Parties, eventlog.PartyRef{Role: key, Number: n})
			}
		}
	}
	if len(edits) > 0 {
		a, _, err := AnnouncedResult(res, edits)
		if err != nil {
			return eventlog.Incident{}, err
		}
		if len(link.AnnouncedFrom(res, a)) > 0 {
			in.Announced = eventlog.Summary(a)
		}
	}
	return in, nil
}

// LoggedCompute is how a logged case of ev is computed (as "Log it" computes it: the event's
// ruleset at its data version with its club values), for eventlog.StaleResults.
func LoggedCompute(ev *eventlog.Event) eventlog.Compute {
	rs := rulesets.Get(ev.Ruleset)
	return func(in *eventlog.Incident, vals engine.Values) ([]eventlog.Out, error) {
		var c *engine.Calculator
		if rs != nil {
			c = rs.Calculator(in.Calculator)
		}
		if c == nil {
			return nil, &engine.Error{Code: engine.ENOTFOUND, Key: eventlog.KeyCalculator, Field: in.Calculator}
		}
		res, err := c.Run(ParamsFor(rs, ev), vals)
		if err != nil {
			return nil, err
		}
		return eventlog.Summary(res), nil
	}
}

// ParamsFor is the parameter table of an event: its ruleset at its data version with its club
// values.
func ParamsFor(rs *engine.Ruleset, ev *eventlog.Event) *engine.Params {
	return link.Ruling{DataVersion: ev.DataVersion, Club: link.ClubFrom(rs, ev.DataVersion, ev.Club)}.Params(rs)
}

// PartyKeyLabel names the party of key (eventlog.PartyKey) in l: its role, and, where the
// result has several parties of the role (many), its place among them ("Igrač 2").
func PartyKeyLabel(l msg.Lang, key string, many bool) string {
	role, place := eventlog.SplitPartyKey(key)
	if !many {
		return msg.PartyLabel(l, role)
	}
	return msg.T(l, "app.party.name", msg.A("role", msg.PartyLabel(l, role)), msg.A("name", msg.Int(l, int64(place))))
}
