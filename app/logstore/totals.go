package logstore

import (
	"strconv"
	"time"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
)

// The event page's totals in words (event/totals.go draws them): a day as a director reads it,
// a penalty with its unit, whom a line of the Zero Tolerance book names.

var weekdayKeys = [7]string{"app.date.wd.0", "app.date.wd.1", "app.date.wd.2", "app.date.wd.3", "app.date.wd.4", "app.date.wd.5", "app.date.wd.6"}

var monthKeys = [12]string{"app.date.m.1", "app.date.m.2", "app.date.m.3", "app.date.m.4", "app.date.m.5", "app.date.m.6",
	"app.date.m.7", "app.date.m.8", "app.date.m.9", "app.date.m.10", "app.date.m.11", "app.date.m.12"}

// DayName is a log's day (YYYY-MM-DD) as a director reads it: "subota, 11. april 2026." (as it
// is when it is no such day).
func DayName(l msg.Lang, day string) string {
	d, err := time.Parse("2006-01-02", day)
	if err != nil {
		return day
	}
	return msg.T(l, "app.date", msg.A("weekday", msg.T(l, weekdayKeys[d.Weekday()])), msg.A("d", strconv.Itoa(d.Day())),
		msg.A("month", msg.T(l, monthKeys[d.Month()-1])), msg.A("y", strconv.Itoa(d.Year())))
}

// PenaltyText is a sum of penalties with its unit: "9,6 MP" (no trailing zeros).
func PenaltyText(l msg.Lang, s eventlog.PenaltySum) string {
	return msg.WithUnit(msg.Number(l, s.Sum, s.Prec), msg.UnitLabel(l, s.Unit, s.Sum, s.Prec))
}

// ScoreText is an adjusted board score with its unit ("40 %").
func ScoreText(l msg.Lang, o eventlog.Out) string {
	return engine.Out{Name: o.Name, Num: o.Num, Unit: o.Unit, Prec: o.Prec}.Text(l, "")
}

// ParticipantName is pair or team n of ev by its name ("" when the event does not list it).
func ParticipantName(ev *eventlog.Event, n int) string {
	for _, p := range ev.Participants {
		if p.Number == n {
			return p.Name
		}
	}
	return ""
}

// ZTName is whom a line of the Zero Tolerance book names, by name: a team's name, a player's
// with their team's ("Ana Marić (Crvena zvezda)"); a number only where the event lists no name.
func ZTName(l msg.Lang, ev *eventlog.Event, e eventlog.ZTEntry) string {
	team := ParticipantName(ev, e.Team)
	if team == "" && e.Team != 0 {
		team = strconv.Itoa(e.Team)
	}
	if e.Player == 0 {
		return team
	}
	name := msg.T(l, "app.log.zt.player.n", msg.A("n", strconv.Itoa(e.Player)))
	for _, p := range ev.Players {
		if p.ID == e.Player && p.Name != "" {
			name = p.Name
		}
	}
	if team == "" {
		return name
	}
	return name + " (" + team + ")"
}
