// Package season generates the benchmark's season-sized event log: one league event of the
// OCSB team championship (ocsb-kmor-2018) with its teams and players and n incidents over the
// season's match days, a third of them Zero Tolerance incidents naming a player and a team (so
// the event page has Zero Tolerance counters to compute), the rest the ruleset's other
// calculators on their defaults. The same log is imported in Chromium by benchrun and read by
// the engine benchmarks (bench/linklog_test.go), natively and in wasm.
package season

import (
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/rulesets"
)

// The event's shape.
const (
	EventID  = "season"
	Ruleset  = "ocsb-kmor-2018"
	Teams    = 16
	PerTeam  = 6  // players per team
	Days     = 40 // match days, one a week
	ztEvery  = 3  // every third incident is a Zero Tolerance one
	zeroCalc = "ocsb.zt"
)

// SaveCalc is the calculator (a screen with an example) the browser logs "one more" incident
// with; SavePath is its screen.
const (
	SaveCalc = "ocsb.slow-play"
	SavePath = "calc/ocsb-kmor-2018/slow-play"
)

// Doc returns the export file of the season with n incidents.
func Doc(n int) (*eventlog.Doc, error) {
	rs := rulesets.Get(Ruleset)
	if rs == nil {
		return nil, fmt.Errorf("no ruleset %s", Ruleset)
	}
	p := engine.NewParams(rs, nil)
	first := time.Date(2026, 9, 5, 10, 0, 0, 0, time.UTC)
	ev := eventlog.Event{ID: EventID, Name: "League season (benchmark)", Date: first.Format(time.DateOnly),
		Ruleset: rs.ID, DataVersion: rs.Version, Kind: eventlog.Teams, Form: eventlog.FormIMPVP, Boards: 32}
	for t := 1; t <= Teams; t++ {
		ev.Participants = append(ev.Participants, eventlog.Participant{Number: t, Name: "Team " + strconv.Itoa(t)})
	}
	for id := 1; id <= Teams*PerTeam; id++ {
		ev.Players = append(ev.Players, eventlog.Player{ID: id, Name: "Player " + strconv.Itoa(id), Team: (id-1)/PerTeam + 1})
	}
	// the other calculators that compute on their defaults, with their results
	type calc struct {
		c   *engine.Calculator
		v   engine.Values
		res []eventlog.Out
	}
	var others []calc
	var zt *engine.Calculator
	for _, c := range rs.Calculators {
		if c.ID == zeroCalc {
			zt = c
			continue
		}
		if c.Breach {
			continue
		}
		v := c.Inputs.Defaults()
		if res, err := c.Run(p, v); err == nil {
			others = append(others, calc{c, v, eventlog.Summary(res)})
		}
	}
	if zt == nil || len(others) == 0 {
		return nil, fmt.Errorf("%s: no %s or no other calculator computing on its defaults", rs.ID, zeroCalc)
	}
	// ZT results by (clause, earlier the same day)
	ztRes := map[[2]int64][]eventlog.Out{}
	ztOut := func(clause, earlier int64) (engine.Values, []eventlog.Out, error) {
		v := zt.Inputs.Defaults()
		v[zt.Inputs.Index("clause")] = []int64{clause}
		v[zt.Inputs.Index("earlier_same_day")] = []int64{earlier}
		k := [2]int64{clause, earlier}
		if r, ok := ztRes[k]; ok {
			return v, r, nil
		}
		res, err := zt.Run(p, v)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", zeroCalc, err)
		}
		ztRes[k] = eventlog.Summary(res)
		return v, ztRes[k], nil
	}
	perDay := (n + Days - 1) / Days
	d := &eventlog.Doc{Format: eventlog.Format, Schema: eventlog.SchemaVersion, Events: []eventlog.Event{ev}}
	earlier := map[[2]int]int64{} // (day, player) → ZT incidents so far
	for i := range n {
		day := i / perDay
		at := eventlog.MinuteOf(first.AddDate(0, 0, 7*day).Add(time.Duration(i%perDay) * time.Minute))
		in := eventlog.Incident{Event: ev.ID, Number: i + 1, Time: at, Round: 1 + day,
			Table: 1 + i%(Teams/2), Board: 1 + i%32, Status: eventlog.Active}
		if i%ztEvery == 0 {
			player := 1 + (i*7)%(Teams*PerTeam)
			k := [2]int{day, player}
			v, res, err := ztOut(int64(i%6), min(earlier[k], 50))
			if err != nil {
				return nil, err
			}
			earlier[k]++
			in.Calculator, in.Values, in.Result = zt.ID, v, res
			in.Player, in.Team = player, (player-1)/PerTeam+1
		} else {
			c := others[i%len(others)]
			in.Calculator, in.Values, in.Result = c.c.ID, c.v, c.res
			if i%10 == 1 {
				in.Notes = "noted at table " + strconv.Itoa(in.Table)
			}
		}
		d.Incidents = append(d.Incidents, in)
	}
	return d, nil
}

// JSON returns the export file of the season with n incidents, as the app exports it: every
// record with its ID and first version, as the app's store gives them when it is logged (the
// IDs are fixed here, not random, so that the file is the same on every run).
func JSON(n int) ([]byte, error) {
	d, err := Doc(n)
	if err != nil {
		return nil, err
	}
	for i := range d.Events {
		d.Events[i].StampFirst()
	}
	for i := range d.Incidents {
		in := &d.Incidents[i]
		in.ID = fmt.Sprintf("s%019d", in.Number) // NewID's alphabet and length
		in.StampFirst()
	}
	return json.Marshal(d)
}
